#include "gamepainter.h"

#include "picture/mappainter.h"
#include "picture/theme.h"
#include "sprites.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace mazeworks {

namespace {

const QColor kGold(0xff, 0xc8, 0x3d);
const QColor kChalk(0xf2, 0xf2, 0xf2);
const QColor kPoints(0x3d, 0xe8, 0xff);
const QColor kBlack(0x00, 0x00, 0x05);
const QColor kPlan(0x4c, 0xff, 0x7a);
const QColor kNoGo(0xff, 0x50, 0x68, 110);
const QColor kNoGoEdge(0xff, 0x40, 0x58, 200);
// A wall picture larger than this (in device pixels) is not kept: such a level is drawn in the
// part that is in view, as the map view does.
constexpr double kMaxPicture = 8192;

double lerp(double a, double b, double t) { return a + (b - a) * t; }

// Calls `draw` at `p` and, near an edge, at its twin over the edge: whoever walks through a
// tunnel leaves on one side while arriving on the other.
template <class Draw> void withTwins(QPointF p, int width, int height, Draw draw)
{
    draw(p);
    const double twinX = p.x() < 1.5 ? p.x() + width : p.x() > width - 1.5 ? p.x() - width : p.x();
    const double twinY = p.y() < 1.5 ? p.y() + height : p.y() > height - 1.5 ? p.y() - height : p.y();
    if (twinX != p.x()) draw(QPointF(twinX, p.y()));
    if (twinY != p.y()) draw(QPointF(p.x(), twinY));
}

} // namespace

void GamePainter::invalidate()
{
    m_wallsMade[0] = m_wallsMade[1] = false;
    m_wallsMaze = nullptr;
    m_wallShape = QPainterPath();
}

QPainterPath GamePainter::wallShape(const TileMap<Tile>& tiles)
{
    // The pieces of the autotiled walls (a square in the middle of each wall tile, an arm to each
    // wall neighbour, the gap of a block of four filled), made into one shape: its outline is
    // the outline of every wall at once, with no seam where two pieces meet.
    constexpr double a = 0.3;
    constexpr double b = 0.7;
    constexpr double e = 0.01; // pieces overlap a little: shapes that only touch may keep a seam
    const auto wall
        = [&tiles](int col, int row) { return tiles.contains(col, row) && tiles[tiles.index(col, row)] == Tile::Wall; };
    QPainterPath pieces;
    pieces.setFillRule(Qt::WindingFill);
    for (int row = 0; row < tiles.height(); ++row) {
        for (int col = 0; col < tiles.width(); ++col) {
            if (!wall(col, row)) continue;
            pieces.addRect(QRectF(col + a, row + a, b - a, b - a));
            if (wall(col, row - 1)) pieces.addRect(QRectF(col + a, row - e, b - a, a + 2 * e));
            if (wall(col - 1, row)) pieces.addRect(QRectF(col - e, row + a, a + 2 * e, b - a));
            if (wall(col, row + 1)) pieces.addRect(QRectF(col + a, row + b - e, b - a, a + 2 * e));
            if (wall(col + 1, row)) pieces.addRect(QRectF(col + b - e, row + a, a + 2 * e, b - a));
            if (wall(col + 1, row) && wall(col, row + 1) && wall(col + 1, row + 1)) {
                pieces.addRect(QRectF(col + b - e, row + b - e, 2 * a + 2 * e, 2 * a + 2 * e));
            }
        }
    }
    return pieces.simplified();
}

void GamePainter::layout(const QRect& area, const Game& game, double alpha, bool legend)
{
    const int w = game.maze().width();
    const int h = game.maze().height();
    const double rough = std::min(area.width() / double(w), area.height() / (h + 5.0));
    const double fontPx = std::clamp(rough * 0.85, 10.0, 22.0);
    m_font = QFont(QStringLiteral("DejaVu Sans Mono"));
    m_font.setStyleHint(QFont::Monospace);
    m_font.setBold(true);
    m_font.setPixelSize(static_cast<int>(std::lround(fontPx)));
    m_small = m_font;
    m_small.setPixelSize(static_cast<int>(std::lround(std::max(9.0, fontPx * 0.7))));
    m_top = std::ceil(fontPx * 2.7);
    m_bottom = std::ceil(std::clamp(rough * 1.9, fontPx * 1.7, 44.0));
    m_legendHeight = legend ? std::ceil(QFontMetricsF(m_small).height() * 2.3) : 0;
    const double available = std::max(1.0, area.height() - m_top - m_bottom - m_legendHeight);
    double tile = std::min(area.width() / double(w), available / h);
    // Whole pixels a tile keep the dots and the walls crisp.
    if (tile >= 4) tile = std::floor(tile);
    tile = std::max(tile, kMinTile);
    m_tile = tile;
    const double fieldW = std::min(w * tile, double(area.width()));
    const double fieldH = std::min(h * tile, available);
    m_field = QRectF(std::round(area.left() + (area.width() - fieldW) / 2),
        std::round(area.top() + m_top + (available - fieldH) / 2), fieldW, fieldH);
    // A level larger than the view follows the muncher.
    const Walker& m = game.muncher().walker();
    auto camera = [&](double at, double field, int tiles) {
        const double inView = field / tile;
        if (tiles <= inView) return 0.0;
        return std::clamp(at + 0.5 - inView / 2, 0.0, tiles - inView);
    };
    const double cx = camera(lerp(m.previousX(), m.x(), alpha), fieldW, w);
    const double cy = camera(lerp(m.previousY(), m.y(), alpha), fieldH, h);
    m_origin = QPointF(std::round(m_field.left() - cx * tile), std::round(m_field.top() - cy * tile));
}

QPointF GamePainter::centreOf(double x, double y) const { return QPointF(x + 0.5, y + 0.5); }

QRect GamePainter::visibleTiles(const Game& game) const
{
    const int c0 = std::max(0, static_cast<int>(std::floor((m_field.left() - m_origin.x()) / m_tile)));
    const int r0 = std::max(0, static_cast<int>(std::floor((m_field.top() - m_origin.y()) / m_tile)));
    const int c1
        = std::min(game.maze().width() - 1, static_cast<int>(std::ceil((m_field.right() - m_origin.x()) / m_tile)));
    const int r1
        = std::min(game.maze().height() - 1, static_cast<int>(std::ceil((m_field.bottom() - m_origin.y()) / m_tile)));
    return QRect(QPoint(c0, r0), QPoint(c1, r1));
}

const QPixmap* GamePainter::walls(const Game& game, bool flash, qreal ratio)
{
    const Maze& maze = game.maze();
    if (m_wallsMaze != &maze) invalidate();
    if (m_wallsMaze != &maze || m_wallsTile != m_tile || m_wallsRatio != ratio) {
        // Another size: the pictures are made again, from the same shape.
        m_wallsMade[0] = m_wallsMade[1] = false;
        m_wallsMaze = &maze;
        m_wallsTile = m_tile;
        m_wallsRatio = ratio;
        m_wallsTooLarge = maze.width() * m_tile * ratio > kMaxPicture || maze.height() * m_tile * ratio > kMaxPicture;
    }
    if (m_wallsTooLarge) return nullptr;
    const int which = flash ? 1 : 0;
    if (!m_wallsMade[which]) {
        QPixmap& picture = m_walls[which];
        picture = QPixmap(QSize(static_cast<int>(std::ceil(maze.width() * m_tile * ratio)),
            static_cast<int>(std::ceil(maze.height() * m_tile * ratio))));
        picture.setDevicePixelRatio(ratio);
        picture.fill(Qt::transparent);
        QPainter p(&picture);
        p.setRenderHint(QPainter::Antialiasing, true);
        p.scale(m_tile, m_tile);
        for (int row = 0; row < maze.height(); ++row) {
            for (int col = 0; col < maze.width(); ++col) {
                const Tile t = maze.tiles[maze.tiles.index(col, row)];
                if (t == Tile::Door) p.fillRect(QRectF(col, row + 0.38, 1, 0.24), theme::door);
            }
        }
        const QColor edge = flash ? kChalk : theme::wallEdge;
        if (m_wallShape.isEmpty() && maze.tiles.count([](Tile t) { return t == Tile::Wall; }) > kMostOutlinedWalls) {
            mappainter::paintWalls(p, maze.tiles, QRect(0, 0, maze.width(), maze.height()), edge, kBlack);
        } else {
            if (m_wallShape.isEmpty()) m_wallShape = wallShape(maze.tiles);
            // An outline of about a tenth of a tile, never thinner than a pixel and a half.
            const double width = std::max(1.5, m_tile * 0.1) / m_tile;
            p.fillPath(m_wallShape, kBlack);
            p.strokePath(m_wallShape, QPen(edge, width, Qt::SolidLine, Qt::SquareCap, Qt::RoundJoin));
        }
        m_wallsMade[which] = true;
        ++m_picturesMade;
    }
    return &m_walls[which];
}

void GamePainter::paint(QPainter& painter, const QRect& area, const GameScene& scene)
{
    painter.fillRect(area, kBlack);
    if (!scene.game) return;
    const Game& game = *scene.game;
    layout(area, game, scene.alpha, scene.pilot != nullptr);
    painter.save();
    painter.setClipRect(m_field);
    // The cleared maze flashes white four times a second.
    const bool flash = game.phase() == Game::Phase::Cleared && static_cast<int>(game.phaseTime() * 4) % 2 == 1;
    if (const QPixmap* picture = walls(game, flash, painter.device()->devicePixelRatioF())) {
        painter.drawPixmap(m_origin, *picture);
    } else {
        painter.save();
        painter.translate(m_origin);
        painter.scale(m_tile, m_tile);
        painter.setRenderHint(QPainter::Antialiasing, true);
        mappainter::paintWalls(
            painter, game.maze().tiles, visibleTiles(game), flash ? kChalk : theme::wallEdge, kBlack);
        painter.restore();
    }
    if (scene.pilot) paintDanger(painter, *scene.pilot, game);
    paintFood(painter, scene);
    if (scene.pilot) paintPlan(painter, *scene.pilot);
    paintPeople(painter, scene);
    painter.restore();
    paintMessage(painter, scene);
    paintStatus(painter, area, scene);
    if (scene.paused) {
        // A label in the middle, not a veil over the field: a paused game is for studying.
        const QString title = tr("PAUSED");
        const QString hint = tr("P or Esc to go on, . for one step");
        const QFontMetricsF big(m_font);
        const QFontMetricsF small(m_small);
        const double width = std::max(big.horizontalAdvance(title), small.horizontalAdvance(hint)) + m_tile * 2;
        const double height = big.height() + small.height() + m_tile;
        const QRectF box(m_field.center().x() - width / 2, m_field.center().y() - height / 2, width, height);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(kChalk, 1));
        painter.setBrush(QColor(0, 0, 0, 210));
        painter.drawRoundedRect(box, m_tile * 0.4, m_tile * 0.4);
        const QRectF inner = box.adjusted(0, m_tile * 0.5, 0, -m_tile * 0.5);
        painter.setFont(m_font);
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), big.height()), Qt::AlignCenter, title);
        painter.setFont(m_small);
        painter.drawText(QRectF(inner.left(), inner.bottom() - small.height(), inner.width(), small.height()),
            Qt::AlignCenter, hint);
    }
}

void GamePainter::paintFood(QPainter& painter, const GameScene& scene) const
{
    const Game& game = *scene.game;
    const TileMap<Tile>& tiles = game.tiles();
    const QRect visible = visibleTiles(game);
    // Dots are small squares on whole pixels: antialiasing would only blur them.
    painter.setRenderHint(QPainter::Antialiasing, false);
    const double dot = std::max(2.0, std::round(m_tile * 0.22));
    const bool blinkOn = game.phase() != Game::Phase::Playing || std::fmod(scene.time, 0.5) < 0.3;
    for (int row = visible.top(); row <= visible.bottom(); ++row) {
        for (int col = visible.left(); col <= visible.right(); ++col) {
            const Tile t = tiles[tiles.index(col, row)];
            if (t == Tile::Dot) {
                const double x = std::round(m_origin.x() + (col + 0.5) * m_tile - dot / 2);
                const double y = std::round(m_origin.y() + (row + 0.5) * m_tile - dot / 2);
                painter.fillRect(QRectF(x, y, dot, dot), theme::dot);
            } else if (t == Tile::Energizer && blinkOn) {
                painter.setRenderHint(QPainter::Antialiasing, true);
                painter.setPen(Qt::NoPen);
                painter.setBrush(theme::dot);
                painter.drawEllipse(QPointF(m_origin.x() + (col + 0.5) * m_tile, m_origin.y() + (row + 0.5) * m_tile),
                    m_tile * 0.4, m_tile * 0.4);
                painter.setRenderHint(QPainter::Antialiasing, false);
            }
        }
    }
}

// Red where a ghost threatens, the deeper the dearer, under the dots so that they stay in
// sight; where the expert will not go, a light hatch in a thin frame: the corridor and its dots
// still show through.
void GamePainter::paintDanger(QPainter& painter, const Pilot& pilot, const Game& game) const
{
    const TileMap<Tile>& tiles = game.tiles();
    const auto& danger = pilot.danger();
    if (danger.size() != tiles.size()) return;
    painter.save();
    painter.translate(m_origin);
    painter.scale(m_tile, m_tile);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QRect visible = visibleTiles(game);
    for (int row = visible.top(); row <= visible.bottom(); ++row) {
        for (int col = visible.left(); col <= visible.right(); ++col) {
            const double d = danger[tiles.index(col, row)];
            // Barred tiles past the edge are only out of reach: left as they are.
            if (d > 0 && !std::isinf(d))
                painter.fillRect(QRectF(col, row, 1, 1), dangerColour(std::min(1.0, d / Pilot::Near)));
        }
    }
    const double pixel = 1.0 / m_tile;
    for (const Cell c : noGoTiles(pilot, game)) {
        if (!visible.contains(c.col, c.row)) continue;
        paintNoGo(painter, QRectF(c.col, c.row, 1, 1), pixel);
    }
    painter.restore();
}

// A tile the expert will not go to, `pixel` being a device pixel in the painter's units.
void GamePainter::paintNoGo(QPainter& painter, const QRectF& cell, double pixel)
{
    // The pattern in pixels, a line every few whatever the zoom, not stretched over the tile.
    QBrush hatch(kNoGo, Qt::BDiagPattern);
    const double step = std::max(1.0, 1.0 / pixel / 12) * pixel;
    hatch.setTransform(QTransform::fromScale(step, step));
    painter.fillRect(cell, hatch);
    const double line = std::max(1.0, std::round(1.0 / pixel / 16)) * pixel;
    const QRectF frame = cell.adjusted(line / 2, line / 2, -line / 2, -line / 2);
    painter.setPen(QPen(kNoGoEdge, line));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(frame);
}

// The expert bars every corridor outside the region it reaches before the ghosts: most of them
// only lie beyond that region, and marking them all covered the maze. What it avoids is the
// edge, the barred tiles next to one it may enter (or to the muncher's), where a ghost is first.
std::vector<Cell> GamePainter::noGoTiles(const Pilot& pilot, const Game& game)
{
    std::vector<Cell> edge;
    const auto& danger = pilot.danger();
    const TileMap<Tile>& tiles = game.tiles();
    const auto& corridors = game.corridors();
    if (pilot.kind() != PilotKind::Expert || danger.size() != tiles.size() || corridors.size() != tiles.size())
        return edge;
    const std::size_t muncher = tiles.index(tiles.wrap(game.muncher().cell()));
    for (std::size_t i = 0; i < danger.size(); ++i) {
        if (!corridors[i] || !std::isinf(danger[i])) continue;
        const Cell cell = tiles.cellAt(i);
        for (Direction d : kDirections) {
            const std::size_t n = tiles.index(tiles.step(cell, d));
            if (corridors[n] && (!std::isinf(danger[n]) || n == muncher)) {
                edge.push_back(cell);
                break;
            }
        }
    }
    return edge;
}

QColor GamePainter::dangerColour(double strength)
{
    return QColor(0xe0, 0x20, 0x38, static_cast<int>(std::lround(45 + 105 * strength)));
}

void GamePainter::paintPlan(QPainter& painter, const Pilot& pilot) const
{
    painter.save();
    painter.translate(m_origin);
    painter.scale(m_tile, m_tile);
    // The way it planned, a green line from the muncher to its goal (broken where it wraps).
    const auto& plan = pilot.plan();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(kPlan, 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    QPainterPath way;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const QPointF p(plan[i].col + 0.5, plan[i].row + 0.5);
        const bool joined
            = i > 0 && std::abs(plan[i].col - plan[i - 1].col) + std::abs(plan[i].row - plan[i - 1].row) == 1;
        if (joined)
            way.lineTo(p);
        else
            way.moveTo(p);
    }
    painter.drawPath(way);
    if (const auto goal = pilot.goal()) {
        painter.setPen(QPen(kPlan, 0.12));
        painter.drawEllipse(QPointF(goal->col + 0.5, goal->row + 0.5), 0.55, 0.55);
    }
    painter.restore();
}

QString GamePainter::searchesText(const Pilot& pilot)
{
    const QLocale locale;
    //: The pilot's work so far, as mazeworks-cli play --json counts it.
    return tr("searches %1 \u00b7 tiles visited %2")
        .arg(locale.toString(pilot.searches()), locale.toString(static_cast<qlonglong>(pilot.visited())));
}

// Under the maze while the pilot is shown: what its colours mean, and the searches it ran.
void GamePainter::paintLegend(QPainter& painter, const Pilot& pilot, double left, double right)
{
    const QFontMetricsF metrics(m_small);
    const double line = metrics.height();
    const double top = m_field.bottom() + m_bottom;
    m_legend = QRectF(left, top, right - left, m_legendHeight);
    m_searches = searchesText(pilot);
    painter.save();
    painter.setFont(m_small);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double mark = std::round(line * 0.8);
    struct Item {
        QString text;
        std::function<void(const QRectF&)> draw;
    };
    std::vector<Item> items;
    items.push_back({ tr("danger"), [&](const QRectF& r) { painter.fillRect(r, dangerColour(0.7)); } });
    if (pilot.kind() == PilotKind::Expert) {
        items.push_back({ tr("will not go"), [&](const QRectF& r) { paintNoGo(painter, r, 1.0); } });
    }
    items.push_back({ tr("planned way"), [&](const QRectF& r) {
                         painter.setPen(QPen(kPlan, std::max(2.0, mark * 0.18), Qt::SolidLine, Qt::RoundCap));
                         painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
                     } });
    items.push_back({ tr("goal"), [&](const QRectF& r) {
                         painter.setPen(QPen(kPlan, std::max(1.5, mark * 0.12)));
                         painter.setBrush(Qt::NoBrush);
                         painter.drawEllipse(r.center(), r.width() * 0.4, r.height() * 0.4);
                     } });
    double width = 0;
    for (const Item& item : items) width += mark + line * 0.3 + metrics.horizontalAdvance(item.text) + line;
    double x = std::max(left, (left + right - width + line) / 2);
    const double y = top + line * 0.15;
    for (const Item& item : items) {
        item.draw(QRectF(x, y + (line - mark) / 2, mark, mark));
        x += mark + line * 0.3;
        painter.setPen(kChalk);
        painter.drawText(QRectF(x, y, metrics.horizontalAdvance(item.text) + 1, line), Qt::AlignVCenter, item.text);
        x += metrics.horizontalAdvance(item.text) + line;
    }
    painter.setPen(kPlan);
    painter.drawText(QRectF(left, y + line, right - left, line), Qt::AlignCenter, m_searches);
    painter.restore();
}

void GamePainter::paintPeople(QPainter& painter, const GameScene& scene) const
{
    const Game& game = *scene.game;
    const int w = game.maze().width();
    const int h = game.maze().height();
    const double alpha = scene.alpha;
    painter.save();
    painter.translate(m_origin);
    painter.scale(m_tile, m_tile);
    painter.setRenderHint(QPainter::Antialiasing, true);

    if (const auto fruit = game.fruit()) {
        const Cell at = game.fruitCell();
        sprites::fruit(painter, centreOf(at.col, at.row), *fruit);
    }

    const Walker& mw = game.muncher().walker();
    const QPointF muncherAt = centreOf(lerp(mw.previousX(), mw.x(), alpha), lerp(mw.previousY(), mw.y(), alpha));
    // While the points of an eaten ghost show, the muncher and the eyes there make way for them.
    const bool eatenPause = game.pause() > 0;

    bool ghostsShown = false;
    switch (game.phase()) {
    case Game::Phase::Ready:
    case Game::Phase::Playing:
        ghostsShown = true;
        break;
    case Game::Phase::Dying:
        ghostsShown = game.phaseTime() < 0.5;
        break;
    case Game::Phase::Cleared:
    case Game::Phase::Over:
        ghostsShown = false;
        break;
    }
    if (ghostsShown) {
        const int skirt = static_cast<int>(scene.time * 8) % 2;
        const bool flashing = game.frightLeft() < Rules::FlashSeconds && static_cast<int>(scene.time * 6) % 2 == 0;
        for (const Ghost& ghost : game.ghosts()) {
            const Walker& gw = ghost.walker();
            const QPointF at = centreOf(lerp(gw.previousX(), gw.x(), alpha), lerp(gw.previousY(), gw.y(), alpha));
            if (eatenPause && ghost.eyes() && QLineF(at, muncherAt).length() < 1.0) continue;
            const Direction looking = gw.heading().value_or(Direction::Up);
            withTwins(at, w, h, [&](QPointF p) {
                if (ghost.frightened()) {
                    sprites::frightenedGhost(painter, p, skirt, flashing);
                    return;
                }
                if (!ghost.eyes()) sprites::ghostBody(painter, p, mappainter::ghostColour(ghost.kind()), skirt);
                sprites::ghostEyes(painter, p, looking);
            });
        }
    }

    const Muncher& muncher = game.muncher();
    withTwins(muncherAt, w, h, [&](QPointF p) {
        switch (game.phase()) {
        case Game::Phase::Ready:
        case Game::Phase::Cleared:
            sprites::muncher(painter, p, muncher.facing(), 0);
            break;
        case Game::Phase::Playing: {
            if (eatenPause) break;
            // The mouth opens and closes with the way walked: standing at a wall, it stays still.
            const double phase = std::fmod(muncher.walked(), 1.0);
            sprites::muncher(painter, p, muncher.facing(), 1 - std::abs(2 * phase - 1));
            break;
        }
        case Game::Phase::Dying:
            if (game.phaseTime() < 0.5)
                sprites::muncher(painter, p, muncher.facing(), 0.5);
            else
                sprites::dyingMuncher(painter, p, (game.phaseTime() - 0.5) / (Rules::DyingSeconds - 0.5));
            break;
        case Game::Phase::Over:
            break;
        }
    });
    painter.restore();

    if (scene.effects) {
        painter.setFont(m_small);
        painter.setPen(kPoints);
        for (const PlayEffects::Label& label : scene.effects->labels(scene.time)) {
            const QPointF at = m_origin + centreOf(label.x, label.y) * m_tile;
            painter.drawText(QRectF(at.x() - 4 * m_tile, at.y() - m_tile, 8 * m_tile, 2 * m_tile), Qt::AlignCenter,
                QString::number(label.points));
        }
    }
}

void GamePainter::paintMessage(QPainter& painter, const GameScene& scene) const
{
    const Game& game = *scene.game;
    QString text;
    QColor colour;
    if (game.phase() == Game::Phase::Ready) {
        text = tr("READY!");
        colour = kGold;
    } else if (game.phase() == Game::Phase::Over) {
        text = tr("GAME OVER");
        colour = theme::red;
    }
    if (text.isEmpty()) return;
    // Under the house, where the fruit shows, as in the arcade.
    const Cell at = game.fruitCell();
    const double door = game.maze().door() ? game.maze().door()->col : at.col;
    const QPointF centre = m_origin + centreOf(door, at.row) * m_tile;
    painter.setFont(m_font);
    painter.setPen(colour);
    const QRectF box(centre.x() - 20 * m_font.pixelSize(), centre.y() - m_font.pixelSize(), 40 * m_font.pixelSize(),
        2 * m_font.pixelSize());
    painter.drawText(box, Qt::AlignCenter, text);
}

void GamePainter::paintStatus(QPainter& painter, const QRect& area, const GameScene& scene)
{
    const Game& game = *scene.game;
    // The lines span the maze, or a minimum, so that narrow levels still have room for them.
    const double span = std::min<double>(area.width(), std::max(m_field.width(), m_font.pixelSize() * 22.0));
    const double left = std::round(m_field.center().x() - span / 2) + 4;
    const double right = left + span - 8;
    const QFontMetricsF metrics(m_font);
    const double line = metrics.height();
    const double top = m_field.top() - m_top + 2;
    auto column = [&](Qt::Alignment align, const QString& caption, const QString& value) {
        const QRectF box(left, top, right - left, line);
        painter.setFont(m_font);
        painter.setPen(kGold);
        painter.drawText(box, align | Qt::AlignVCenter, caption);
        painter.setPen(kChalk);
        painter.drawText(box.translated(0, line), align | Qt::AlignVCenter, value);
    };
    column(Qt::AlignLeft, tr("SCORE"), QString::number(game.score()));
    column(Qt::AlignHCenter, tr("HIGH SCORE"), QString::number(std::max(scene.best, game.score())));
    column(Qt::AlignRight, tr("LEVEL"), QString::number(game.level()));

    // Below: the lives waiting (the one in play is on the field), the fruits of the last levels.
    const double icon = std::min(m_bottom * 0.72, 30.0);
    const double y = m_field.bottom() + m_bottom / 2;
    const int waiting = game.phase() == Game::Phase::Over ? 0 : std::max(0, game.lives() - 1);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double unit = icon / (2 * sprites::kActorRadius);
    for (int i = 0; i < waiting; ++i) {
        painter.save();
        painter.translate(left + icon / 2 + i * icon * 1.2, y);
        painter.scale(unit, unit);
        sprites::muncher(painter, QPointF(0, 0), Direction::Left, 0.7);
        painter.restore();
    }
    constexpr int kFruitsShown = 7;
    for (int level = game.level(), i = 0; level >= 1 && i < kFruitsShown; --level, ++i) {
        painter.save();
        painter.translate(right - icon / 2 - i * icon * 1.2, y);
        painter.scale(unit * 1.1, unit * 1.1);
        sprites::fruit(painter, QPointF(0, 0), Rules::fruitOf(level));
        painter.restore();
    }
    painter.restore();
    if (!scene.caption.isEmpty()) {
        painter.setFont(m_small);
        painter.setPen(kPoints);
        painter.drawText(QRectF(left, m_field.bottom(), right - left, m_bottom), Qt::AlignCenter, scene.caption);
    }
    m_legend = QRectF();
    m_searches.clear();
    if (scene.pilot) paintLegend(painter, *scene.pilot, left, right);
}

} // namespace mazeworks

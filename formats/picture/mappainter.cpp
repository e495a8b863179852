#include "mappainter.h"

#include "theme.h"

#include <QPainterPath>

#include <cmath>

namespace mazeworks::mappainter {

namespace {

constexpr double kInset = 0.3; // a wall piece's square runs from 0.3 to 0.7 of its tile

bool isWall(const TileMap<Tile>& tiles, int col, int row)
{
    return tiles.contains(col, row) && tiles[tiles.index(col, row)] == Tile::Wall;
}

// Calls `piece` with the rectangles of one wall tile's piece, in tile units, at its place on the
// map (`first` is where `tiles` starts).
template <class Piece>
void wallPiece(const TileMap<Tile>& tiles, QPoint first, int at, int down, double grow, Piece piece)
{
    const double a = kInset - grow;
    const double b = 1 - kInset + grow;
    const int mask = tiles.mask(
        at, down, [](Tile t) { return t == Tile::Wall; }, false);
    const int col = at + first.x();
    const int row = down + first.y();
    piece(QRectF(col + a, row + a, b - a, b - a));
    if (mask & bit(Direction::Up)) piece(QRectF(col + a, row, b - a, b));
    if (mask & bit(Direction::Left)) piece(QRectF(col, row + a, b, b - a));
    if (mask & bit(Direction::Down)) piece(QRectF(col + a, row + a, b - a, 1 - a));
    if (mask & bit(Direction::Right)) piece(QRectF(col + a, row + a, 1 - a, b - a));
    // A block of four walls has no gap where their arms meet.
    if ((mask & bit(Direction::Right)) && (mask & bit(Direction::Down)) && isWall(tiles, at + 1, down + 1)) {
        piece(QRectF(col + a, row + a, 1, 1));
    }
}

} // namespace

void paintWalls(QPainter& painter, const TileMap<Tile>& tiles, const QRect& area, const QColor& edge,
    const QColor& body, QPoint first)
{
    const QRect around = area.adjusted(-1, -1, 1, 1).intersected(QRect(0, 0, tiles.width(), tiles.height()));
    painter.save();
    painter.setPen(Qt::NoPen);
    for (const auto& [colour, grow] : { std::pair { edge, theme::wallEdgeWidth }, std::pair { body, 0.0 } }) {
        QPainterPath path;
        path.setFillRule(Qt::WindingFill);
        for (int row = around.top(); row <= around.bottom(); ++row) {
            for (int col = around.left(); col <= around.right(); ++col) {
                if (tiles[tiles.index(col, row)] != Tile::Wall) continue;
                wallPiece(tiles, first, col, row, grow, [&](const QRectF& r) { path.addRect(r); });
            }
        }
        painter.fillPath(path, colour);
    }
    painter.restore();
}

void paintTiles(QPainter& painter, const TileMap<Tile>& tiles, const QRect& area, bool drawFood, QPoint first)
{
    const QRect clipped = area.intersected(QRect(0, 0, tiles.width(), tiles.height()));
    if (clipped.isEmpty()) return;
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int down = clipped.top(); down <= clipped.bottom(); ++down) {
        for (int at = clipped.left(); at <= clipped.right(); ++at) {
            const int col = at + first.x();
            const int row = down + first.y();
            switch (tiles[tiles.index(at, down)]) {
            case Tile::Tunnel:
                painter.fillRect(QRectF(col, row, 1, 1), theme::tunnel);
                break;
            case Tile::House:
                painter.fillRect(QRectF(col, row, 1, 1), theme::house);
                break;
            default:
                break;
            }
        }
    }
    paintWalls(painter, tiles, clipped, theme::wallEdge, theme::wallBody, first);
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Doors and dots are filled as paths, not as rectangles: Qt antialiases a rectangle another
    // way, whose last pixel depends on where in the image it falls (one ending left of x = 256
    // gets a fainter one), and a chunk of the map must have the very pixels of the whole map.
    QPainterPath doors;
    QPainterPath dots;
    painter.setBrush(theme::energizer);
    for (int down = clipped.top(); down <= clipped.bottom(); ++down) {
        for (int at = clipped.left(); at <= clipped.right(); ++at) {
            const int col = at + first.x();
            const int row = down + first.y();
            const Tile t = tiles[tiles.index(at, down)];
            if (t == Tile::Door) {
                doors.addRect(QRectF(col, row + 0.4, 1, 0.2));
            } else if (drawFood && t == Tile::Dot) {
                dots.addRect(QRectF(col + 0.4, row + 0.4, 0.2, 0.2));
            } else if (drawFood && t == Tile::Energizer) {
                painter.drawEllipse(QPointF(col + 0.5, row + 0.5), 0.3, 0.3);
            }
        }
    }
    if (!doors.isEmpty()) painter.fillPath(doors, theme::door);
    if (!dots.isEmpty()) painter.fillPath(dots, theme::dot);
    painter.restore();
}

QRgb overviewColour(Tile tile)
{
    switch (tile) {
    case Tile::Wall:
        return theme::wallEdge.darker(160).rgb();
    case Tile::Dot:
        return theme::dot.darker(250).rgb();
    case Tile::Energizer:
        return theme::energizer.rgb();
    case Tile::Floor:
        return theme::background.rgb();
    case Tile::Tunnel:
        return theme::tunnel.rgb();
    case Tile::Door:
        return theme::door.rgb();
    case Tile::House:
        return theme::house.rgb();
    }
    return theme::background.rgb();
}

QImage overview(const TileMap<Tile>& tiles)
{
    QImage image(tiles.width(), tiles.height(), QImage::Format_RGB32);
    for (int row = 0; row < tiles.height(); ++row) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(row));
        for (int col = 0; col < tiles.width(); ++col) line[col] = overviewColour(tiles[tiles.index(col, row)]);
    }
    return image;
}

QColor ghostColour(GhostKind kind)
{
    switch (kind) {
    case GhostKind::Red:
        return theme::red;
    case GhostKind::Pink:
        return theme::pink;
    case GhostKind::Cyan:
        return theme::cyan;
    case GhostKind::Orange:
        return theme::orange;
    }
    return theme::red;
}

void paintMuncher(QPainter& painter, QPointF centre, Direction facing, double mouth)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme::muncher);
    // Angles in degrees, counter-clockwise from the right, as QPainter wants them.
    double towards = 0;
    switch (facing) {
    case Direction::Right:
        towards = 0;
        break;
    case Direction::Up:
        towards = 90;
        break;
    case Direction::Left:
        towards = 180;
        break;
    case Direction::Down:
        towards = 270;
        break;
    }
    const double open = 90 * std::clamp(mouth, 0.0, 1.0);
    const QRectF box(centre.x() - 0.42, centre.y() - 0.42, 0.84, 0.84);
    painter.drawPie(box, static_cast<int>((towards + open / 2) * 16), static_cast<int>((360 - open) * 16));
    painter.restore();
}

void paintGhost(QPainter& painter, QPointF centre, GhostKind kind, Direction looking, int skirt)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ghostColour(kind));
    const double x = centre.x();
    const double y = centre.y();
    QPainterPath body;
    body.moveTo(x - 0.42, y + 0.42);
    body.lineTo(x - 0.42, y - 0.02);
    body.arcTo(QRectF(x - 0.42, y - 0.44, 0.84, 0.84), 180, -180);
    body.lineTo(x + 0.42, y + 0.42);
    // The skirt: three waves that shift as the ghost walks.
    const double wave = skirt % 2 == 0 ? 0.0 : 0.07;
    for (int i = 0; i < 3; ++i) {
        const double right = x + 0.42 - i * 0.28;
        body.lineTo(right - 0.14 + wave, y + 0.30);
        body.lineTo(right - 0.28, y + 0.42);
    }
    body.closeSubpath();
    painter.drawPath(body);
    // Eyes look where the ghost goes.
    const QPointF look(dx(looking) * 0.06, dy(looking) * 0.06);
    for (double side : { -0.16, 0.16 }) {
        const QPointF eye(x + side, y - 0.06);
        painter.setBrush(Qt::white);
        painter.drawEllipse(eye + look * 0.5, 0.12, 0.15);
        painter.setBrush(QColor(0x20, 0x30, 0xc0));
        painter.drawEllipse(eye + look * 1.5, 0.06, 0.07);
    }
    painter.restore();
}

void paintFruit(QPainter& painter, QPointF centre)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(QColor(0x7a, 0xc9, 0x4a), 0.06));
    painter.setBrush(Qt::NoBrush);
    QPainterPath stem;
    stem.moveTo(centre + QPointF(-0.18, 0.12));
    stem.quadTo(centre + QPointF(0.0, -0.35), centre + QPointF(0.25, -0.35));
    stem.moveTo(centre + QPointF(0.16, 0.18));
    stem.quadTo(centre + QPointF(0.15, -0.2), centre + QPointF(0.25, -0.35));
    painter.drawPath(stem);
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme::fruit);
    painter.drawEllipse(centre + QPointF(-0.18, 0.18), 0.17, 0.17);
    painter.drawEllipse(centre + QPointF(0.16, 0.22), 0.17, 0.17);
    painter.restore();
}

void paintCorner(QPainter& painter, QPointF centre, GhostKind kind)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(ghostColour(kind), 0.08));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, 0.3, 0.3);
    painter.drawLine(centre + QPointF(-0.45, 0), centre + QPointF(0.45, 0));
    painter.drawLine(centre + QPointF(0, -0.45), centre + QPointF(0, 0.45));
    painter.restore();
}

void paintPlaces(QPainter& painter, const Maze& maze, bool corners)
{
    auto at = [](Cell c) { return QPointF(c.col + 0.5, c.row + 0.5); };
    if (corners) {
        for (GhostKind k : kGhostKinds) {
            if (maze.ghost(k) || maze.corners[indexOf(k)]) paintCorner(painter, at(maze.corner(k)), k);
        }
    }
    if (maze.fruit) paintFruit(painter, at(*maze.fruit));
    for (GhostKind k : kGhostKinds) {
        if (const auto& g = maze.ghost(k)) paintGhost(painter, at(g->cell), k, g->heading);
    }
    if (maze.muncher) paintMuncher(painter, at(maze.muncher->cell), maze.muncher->heading);
}

} // namespace mazeworks::mappainter

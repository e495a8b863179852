#include "dungeonpainter.h"

#include "dungeonpalette.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace mazeworks {

namespace {

namespace palette = dungeonpalette;

// Below this many pixels a tile the tiles are the one-pixel-a-tile picture, scaled.
constexpr double kOverviewBelow = 6.0;
// Grid lines from this many pixels a tile, arrows from this many.
constexpr double kGridFrom = 8.0;
constexpr double kArrowsFrom = 5.0;
// A room's number shows when the room is at least this many pixels high.
constexpr double kNumbersFrom = 13.0;
// The most pixels the dot at a room's centre reaches out.
constexpr double kDotRadius = 3.0;

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

QPen cosmetic(const QColor& colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(true);
    return pen;
}

bool isPush(CaptionCode code)
{
    return code == CaptionCode::PushedOne || code == CaptionCode::PushedTwo || code == CaptionCode::PushedMany;
}

// The codes whose first two values are the rooms a step joined or tried to join.
bool isPair(CaptionCode code)
{
    switch (code) {
    case CaptionCode::TreeReached:
    case CaptionCode::PrimEdge:
    case CaptionCode::DugDoor:
    case CaptionCode::DugStraight:
    case CaptionCode::DugL:
    case CaptionCode::DugZ:
    case CaptionCode::DugJog:
    case CaptionCode::DigFailed:
    case CaptionCode::TunnelMerged:
    case CaptionCode::TunnelLoop:
    case CaptionCode::TunnelFailed:
        return true;
    default:
        return false;
    }
}

QRectF rectOf(const Rect& r) { return QRectF(r.x, r.y, r.w, r.h); }

} // namespace

DungeonPainter::DungeonPainter(const DungeonFrame& frame)
    : m_frame(frame)
    , m_generator(*frame.generator)
{
    const Generator& g = m_generator;
    m_finished = g.phase() == Phase::Finished;
    if (g.phase() == Phase::Digging || g.phase() == Phase::Rasterising
        || (g.phase() == Phase::Failed && !g.corridors().empty())) {
        m_roots = g.components();
    }
    if (g.phase() == Phase::Rasterising && !g.droppedRooms().empty()) {
        m_newNumber.assign(g.rooms().size(), 0);
        for (const int d : g.droppedRooms()) {
            if (d >= 0 && static_cast<std::size_t>(d) < m_newNumber.size())
                m_newNumber[static_cast<std::size_t>(d)] = -1;
        }
        int next = 0;
        for (int& n : m_newNumber) n = n < 0 ? -1 : next++;
    }
    const Caption& caption = g.caption();
    const auto value = [&](std::size_t i) { return static_cast<int>(caption.values[i]); };
    switch (caption.code) {
    case CaptionCode::Scattered:
    case CaptionCode::Spread:
    case CaptionCode::SpreadCrowded:
        if (!caption.values.empty()) m_highlighted.push_back(value(0));
        break;
    case CaptionCode::PushedOne:
    case CaptionCode::PushedTwo:
    case CaptionCode::PushedMany:
        if (caption.values.size() >= 2) {
            m_highlighted.push_back(value(0));
            m_pushers.push_back(value(1));
        }
        if (caption.code != CaptionCode::PushedOne && caption.values.size() >= 3) m_pushers.push_back(value(2));
        break;
    case CaptionCode::HousePlaced:
        // Numbered without the dropped rooms.
        if (!caption.values.empty()) {
            const int house = value(0);
            if (m_newNumber.empty()) {
                m_highlighted.push_back(house);
            } else {
                const auto at = std::find(m_newNumber.begin(), m_newNumber.end(), house);
                if (at != m_newNumber.end()) m_highlighted.push_back(static_cast<int>(at - m_newNumber.begin()));
            }
        }
        break;
    default:
        if (isPair(caption.code) && caption.values.size() >= 2) {
            m_highlighted.push_back(value(0));
            m_highlighted.push_back(value(1));
        }
        break;
    }
}

int DungeonPainter::roomCount() const
{
    return static_cast<int>(m_finished ? m_generator.result().rooms.size() : m_generator.rooms().size());
}

QRectF DungeonPainter::roomRect(int room) const
{
    if (m_finished) return rectOf(m_generator.result().rooms[static_cast<std::size_t>(room)]);
    const Room& r = m_generator.rooms()[static_cast<std::size_t>(room)];
    const auto i = static_cast<std::size_t>(room);
    const double t = m_frame.progress;
    if (t < 1.0 && i < m_frame.from.size() && m_frame.from[i].w == r.w && m_frame.from[i].h == r.h) {
        const Room& f = m_frame.from[i];
        return QRectF(f.x + (r.x - f.x) * t, f.y + (r.y - f.y) * t, r.w, r.h);
    }
    return QRectF(r.x, r.y, r.w, r.h);
}

QPointF DungeonPainter::centre(int room) const { return roomRect(room).center(); }

int DungeonPainter::shownNumber(int room) const
{
    if (m_newNumber.empty()) return room;
    return m_newNumber[static_cast<std::size_t>(room)];
}

bool DungeonPainter::isDropped(int room) const
{
    return !m_newNumber.empty() && m_newNumber[static_cast<std::size_t>(room)] < 0;
}

double DungeonPainter::lineWidth(double scale, double factor) const
{
    // Lines grow with the zoom, within what stays a line, and with the presentation's size.
    return std::clamp(scale * 0.12 * factor, 1.0, 3.5 * factor) * m_textScale;
}

QColor DungeonPainter::roomColour(int room) const
{
    const auto i = static_cast<std::size_t>(room);
    if (isDropped(room)) return palette::dropped;
    if (!m_roots.empty() && i < m_roots.size()) return palette::component(m_roots[i]);
    if (!m_finished && m_generator.phase() == Phase::Separating && m_generator.rooms()[i].overlapping) {
        return palette::overlapping;
    }
    return palette::room;
}

void DungeonPainter::paint(QPainter& painter, const QRectF& visible, double scale) const
{
    painter.save();
    paintGround(painter, visible, scale);
    const bool tiles = m_generator.maze().hasMap();
    if (tiles) paintTiles(painter, visible, scale);
    paintGrid(painter, visible, scale);
    if (tiles) {
        if (m_frame.explorer && m_finished) {
            paintExplorer(painter, visible, scale);
        } else if (!m_finished) {
            // While the level is being furnished the rooms stay outlined, so that the caption's
            // room can be found.
            painter.setBrush(Qt::NoBrush);
            painter.setPen(cosmetic(withAlpha(palette::room, 110), 1.0));
            for (int i = 0; i < roomCount(); ++i) {
                if (!isDropped(i)) painter.drawRect(roomRect(i));
            }
            for (const int h : m_highlighted) {
                if (h < 0 || h >= roomCount()) continue;
                painter.setPen(cosmetic(palette::highlight, lineWidth(scale, 1.6)));
                painter.drawRect(roomRect(h));
            }
            paintNumbers(painter, visible);
        }
        if (m_finished && scale >= 2) mappainter::paintPlaces(painter, m_generator.maze(), false);
    } else {
        paintCorridors(painter, visible, scale);
        paintRooms(painter, visible, scale);
        paintSnap(painter, visible, scale);
        paintEdges(painter, visible, scale);
        paintArrows(painter, visible, scale);
        paintNumbers(painter, visible);
    }
    if (m_generator.failed()) {
        // The state it failed in stays visible under a veil.
        painter.fillRect(QRectF(0, 0, m_generator.width(), m_generator.height()), QColor(0, 0, 0, 110));
    }
    painter.restore();
}

void DungeonPainter::paintGround(QPainter& painter, const QRectF&, double scale) const
{
    const double w = m_generator.width();
    const double h = m_generator.height();
    painter.fillRect(QRectF(0, 0, w, h), theme::background);
    if (m_generator.maze().hasMap()) return;
    // The border wall that every dungeon keeps, as a band the rooms must stay inside.
    QPainterPath ring;
    ring.setFillRule(Qt::OddEvenFill);
    ring.addRect(QRectF(0, 0, w, h));
    ring.addRect(QRectF(1, 1, w - 2, h - 2));
    painter.fillPath(ring, theme::wallBody);
    painter.setPen(cosmetic(palette::border, std::max(1.0, std::min(2.0, scale * 0.1))));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(1, 1, w - 2, h - 2));
}

void DungeonPainter::paintGrid(QPainter& painter, const QRectF& visible, double scale) const
{
    if (scale < kGridFrom) return;
    const Phase phase = m_generator.phase();
    // The grid the rooms snap to stands out while they snap.
    const bool snapping = phase == Phase::Snapping || m_generator.caption().code == CaptionCode::Snapped;
    const QRectF area = visible.intersected(QRectF(0, 0, m_generator.width(), m_generator.height()));
    if (area.isEmpty()) return;
    QColor colour = snapping ? withAlpha(palette::neighbour, 120) : palette::gridLine;
    if (m_generator.maze().hasMap()) colour = withAlpha(palette::gridLine, 150);
    painter.setPen(cosmetic(colour, snapping ? 1.2 : 1.0));
    const int left = static_cast<int>(std::floor(area.left()));
    const int right = static_cast<int>(std::ceil(area.right()));
    const int top = static_cast<int>(std::floor(area.top()));
    const int bottom = static_cast<int>(std::ceil(area.bottom()));
    QVector<QLineF> lines;
    lines.reserve((right - left + 1) + (bottom - top + 1));
    for (int c = left; c <= right; ++c) lines.append(QLineF(c, top, c, bottom));
    for (int r = top; r <= bottom; ++r) lines.append(QLineF(left, r, right, r));
    painter.drawLines(lines);
}

void DungeonPainter::paintTiles(QPainter& painter, const QRectF& visible, double scale) const
{
    const TileMap<Tile>& tiles = m_generator.maze().tiles;
    const QRect all(0, 0, tiles.width(), tiles.height());
    const QRect area = visible.toAlignedRect().adjusted(-1, -1, 1, 1).intersected(all);
    if (area.isEmpty()) return;
    if (scale < kOverviewBelow) {
        QImage made;
        const QImage* overview = m_overview;
        if (!overview || overview->size() != all.size()) {
            made = mappainter::overview(tiles);
            overview = &made;
        }
        painter.drawImage(QRectF(area), *overview, area);
        return;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, scale >= 12);
    mappainter::paintTiles(painter, tiles, area, scale >= 4);
    painter.restore();
}

void DungeonPainter::paintCorridors(QPainter& painter, const QRectF& visible, double scale) const
{
    const std::vector<Corridor>& corridors = m_generator.corridors();
    if (corridors.empty()) return;
    const QRectF near = visible.adjusted(-1, -1, 1, 1);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (std::size_t k = 0; k < corridors.size(); ++k) {
        const Corridor& c = corridors[k];
        const bool latest = k + 1 == corridors.size() && isPair(m_generator.caption().code);
        QColor colour = roomColour(c.a);
        if (scale < 3 && !latest) {
            // Far out a corridor is a line through its tiles' centres.
            QPolygonF line;
            line.reserve(static_cast<qsizetype>(c.cells.size()));
            for (const Cell cell : c.cells) line.append(QPointF(cell.col + 0.5, cell.row + 0.5));
            if (!line.boundingRect().adjusted(-1, -1, 1, 1).intersects(near)) continue;
            painter.setPen(cosmetic(withAlpha(colour, 220), 1.0));
            painter.drawPolyline(line);
            continue;
        }
        for (const Cell cell : c.cells) {
            const QRectF tile(cell.col, cell.row, 1, 1);
            if (tile.intersects(near)) painter.fillRect(tile, withAlpha(colour, 200));
        }
        if (latest) {
            // The corridor of this step stands out, its tiles outlined.
            QPainterPath outline;
            outline.setFillRule(Qt::WindingFill);
            for (const Cell cell : c.cells) outline.addRect(QRectF(cell.col, cell.row, 1, 1));
            painter.setPen(cosmetic(palette::highlight, lineWidth(scale, 1.4)));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(outline.simplified());
        }
    }
    painter.restore();
}

void DungeonPainter::paintRooms(QPainter& painter, const QRectF& visible, double scale) const
{
    const int n = roomCount();
    const bool separating = m_generator.phase() == Phase::Separating;
    const bool placing = m_generator.phase() == Phase::Placing;
    const double newest = placing ? m_frame.progress : 1.0;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, scale >= 4);
    const double edge = scale >= 4 ? lineWidth(scale, 0.8) : 1.0;
    for (int i = 0; i < n; ++i) {
        const QRectF r = roomRect(i);
        if (!r.intersects(visible)) continue;
        const QColor colour = roomColour(i);
        // A room just placed fades in over its step.
        const bool fresh = placing && i + 1 == n && i >= static_cast<int>(m_frame.from.size());
        const double fade = fresh ? std::clamp(newest, 0.15, 1.0) : 1.0;
        const bool overlapping = separating && m_generator.rooms()[static_cast<std::size_t>(i)].overlapping;
        painter.setPen(scale >= 2 ? cosmetic(withAlpha(colour, static_cast<int>(235 * fade)), edge) : QPen(Qt::NoPen));
        painter.setBrush(withAlpha(colour, static_cast<int>((overlapping ? 95 : 70) * fade)));
        painter.drawRect(r);
        if (overlapping && scale >= 4) {
            // Told by its pattern too, not by its colour alone.
            painter.setPen(Qt::NoPen);
            QBrush hatch(withAlpha(colour, 140), Qt::BDiagPattern);
            hatch.setTransform(QTransform::fromScale(1.0 / scale * 1.5, 1.0 / scale * 1.5));
            painter.setBrush(hatch);
            painter.drawRect(r);
        }
        if (isDropped(i)) {
            painter.setPen(cosmetic(palette::dropped, 1.5));
            painter.drawLine(r.topLeft(), r.bottomRight());
            painter.drawLine(r.topRight(), r.bottomLeft());
        }
    }
    // The rooms the caption speaks of, over the others.
    painter.setBrush(Qt::NoBrush);
    for (const int p : m_pushers) {
        if (p < 0 || p >= n) continue;
        painter.setPen(cosmetic(palette::text, lineWidth(scale, 1.1), Qt::DashLine));
        painter.drawRect(roomRect(p));
    }
    for (const int h : m_highlighted) {
        if (h < 0 || h >= n) continue;
        painter.setPen(cosmetic(palette::highlight, lineWidth(scale, 1.8)));
        painter.drawRect(roomRect(h));
    }
    painter.restore();
}

void DungeonPainter::paintSnap(QPainter& painter, const QRectF& visible, double scale) const
{
    // Where the rooms stood before the snap, dashed, with the way each went.
    if (m_generator.caption().code != CaptionCode::Snapped || m_frame.from.empty() || m_finished) return;
    const auto& rooms = m_generator.rooms();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    const std::size_t n = std::min(rooms.size(), m_frame.from.size());
    for (std::size_t i = 0; i < n; ++i) {
        const Room& f = m_frame.from[i];
        const QRectF before(f.x, f.y, f.w, f.h);
        if (!before.intersects(visible)) continue;
        painter.setPen(cosmetic(withAlpha(palette::highlight, 200), scale >= 8 ? 1.5 : 1.0, Qt::DashLine));
        painter.drawRect(before);
        if (scale >= kGridFrom) {
            painter.setPen(cosmetic(palette::highlight, 1.5));
            painter.drawLine(before.center(), QPointF(rooms[i].centreX(), rooms[i].centreY()));
        }
    }
    painter.restore();
}

void DungeonPainter::paintEdges(QPainter& painter, const QRectF& visible, double scale) const
{
    if (m_finished) return;
    const Generator& g = m_generator;
    const Phase phase = g.phase();
    if (phase != Phase::Linking && phase != Phase::Digging && phase != Phase::Rasterising && phase != Phase::Failed) {
        return;
    }
    const int n = roomCount();
    const QRectF near = visible.adjusted(-2, -2, 2, 2);
    auto draw = [&](const std::vector<Edge>& edges, const QPen& pen, const std::vector<char>* skip) {
        painter.setPen(pen);
        QVector<QLineF> lines;
        lines.reserve(static_cast<qsizetype>(edges.size()));
        for (std::size_t k = 0; k < edges.size(); ++k) {
            const Edge& e = edges[k];
            if (e.a < 0 || e.b < 0 || e.a >= n || e.b >= n) continue;
            if (skip && (*skip)[k]) continue;
            const QLineF line(centre(e.a), centre(e.b));
            if (!QRectF(line.p1(), line.p2()).normalized().adjusted(-0.5, -0.5, 0.5, 0.5).intersects(near)) continue;
            lines.append(line);
        }
        painter.drawLines(lines);
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, scale >= 2);
    const bool digging = phase != Phase::Linking;
    // Links already dug show as corridors: only what is still to dig is drawn while digging.
    std::vector<char> dugTree;
    std::vector<char> dugLoops;
    if (digging) {
        std::vector<std::pair<int, int>> dug;
        dug.reserve(g.links().size());
        for (const Edge& e : g.links()) dug.emplace_back(std::min(e.a, e.b), std::max(e.a, e.b));
        std::sort(dug.begin(), dug.end());
        auto mark = [&](const std::vector<Edge>& edges, std::vector<char>& out) {
            out.resize(edges.size());
            for (std::size_t k = 0; k < edges.size(); ++k) {
                const std::pair<int, int> key { std::min(edges[k].a, edges[k].b), std::max(edges[k].a, edges[k].b) };
                out[k] = std::binary_search(dug.begin(), dug.end(), key) ? 1 : 0;
            }
        };
        mark(g.tree(), dugTree);
        mark(g.loops(), dugLoops);
    }
    if (!digging) draw(g.graph(), cosmetic(withAlpha(palette::neighbour, 120), 1.0), nullptr);
    const int alpha = digging ? 150 : 255;
    draw(g.loopCandidates(), cosmetic(withAlpha(palette::loopCandidate, alpha), lineWidth(scale, 0.8), Qt::DashLine),
        nullptr);
    draw(g.loops(), cosmetic(withAlpha(palette::loopCandidate, alpha), lineWidth(scale, 1.4), Qt::DashLine),
        digging ? &dugLoops : nullptr);
    draw(g.tree(), cosmetic(withAlpha(palette::treeEdge, alpha), lineWidth(scale, 1.4)), digging ? &dugTree : nullptr);
    const CaptionCode code = g.caption().code;
    if ((code == CaptionCode::TreeReached || code == CaptionCode::PrimEdge) && !g.tree().empty()) {
        draw({ g.tree().back() }, cosmetic(palette::highlight, lineWidth(scale, 2.0)), nullptr);
    }
    if (scale >= 4) {
        // A dot at each centre, where the lines meet.
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette::text);
        const double r = std::min(0.25, kDotRadius / scale);
        for (int i = 0; i < n; ++i) {
            const QPointF c = centre(i);
            if (near.contains(c)) painter.drawEllipse(c, r, r);
        }
    }
    painter.restore();
}

void DungeonPainter::paintArrows(QPainter& painter, const QRectF& visible, double scale) const
{
    if (m_finished || scale < kArrowsFrom || !isPush(m_generator.caption().code)) return;
    const auto& rooms = m_generator.rooms();
    const QTransform toPixels = painter.transform();
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double width = std::clamp(scale * 0.1, 1.5, 3.0) * m_textScale;
    const double head = std::clamp(scale * 0.35, 6.0, 14.0) * m_textScale;
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const Room& r = rooms[i];
        if (r.vx == 0 && r.vy == 0) continue;
        const QPointF c = centre(static_cast<int>(i));
        if (!visible.contains(c)) continue;
        // The push of the last step, at its true length but never shorter than its head.
        const double length = std::hypot(r.vx, r.vy);
        const double shown = std::max(length, 2.0 * head / scale);
        const QPointF tip = c + QPointF(r.vx, r.vy) * (shown / length);
        const QPointF a = toPixels.map(c);
        const QPointF b = toPixels.map(tip);
        const QLineF shaft(a, b);
        painter.setPen(QPen(QColor(0, 0, 0, 160), width + 2, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(shaft);
        painter.setPen(QPen(palette::text, width, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(shaft);
        const QLineF unit = shaft.unitVector();
        const QPointF d(unit.dx(), unit.dy());
        const QPointF side(-d.y(), d.x());
        const QPolygonF arrow { b + d * (head * 0.3), b - d * head + side * (head * 0.5),
            b - d * head - side * (head * 0.5) };
        painter.setPen(QPen(QColor(0, 0, 0, 160), 1));
        painter.setBrush(palette::text);
        painter.drawPolygon(arrow);
    }
    painter.restore();
}

bool DungeonPainter::isNamed(int room) const
{
    return std::find(m_highlighted.begin(), m_highlighted.end(), room) != m_highlighted.end()
        || std::find(m_pushers.begin(), m_pushers.end(), room) != m_pushers.end();
}

std::vector<DungeonPainter::NumberLabel> DungeonPainter::numberLabels(
    const QTransform& toPixels, const QRectF& visible) const
{
    std::vector<NumberLabel> out;
    const int n = roomCount();
    QFont font;
    font.setBold(true);
    int lastSize = -1;
    std::optional<QFontMetricsF> metrics;
    for (int i = 0; i < n; ++i) {
        const QRectF r = roomRect(i);
        if (!r.intersects(visible) || isDropped(i)) continue;
        const bool named = isNamed(i);
        const QRectF room = toPixels.mapRect(r);
        const double high = std::min(room.width(), room.height());
        if (high < kNumbersFrom && !named) continue;
        const int size = static_cast<int>(std::clamp(high * 0.3, named ? 11.0 : 9.0, 24.0 * m_textScale));
        if (size != lastSize) {
            font.setPixelSize(size);
            metrics.emplace(font);
            lastSize = size;
        }
        NumberLabel label;
        label.room = i;
        label.text = QString::number(shownNumber(i));
        label.pixelSize = size;
        label.named = named;
        const double pad = std::max(2.0, size * 0.25);
        const QSizeF plate(metrics->horizontalAdvance(label.text) + 2 * pad, metrics->height() + 0.5 * pad);
        // In the top left quarter, so that the centre stays free for the dot and the lines.
        const double margin = std::max(2.0, size * 0.2);
        const QRectF inside(room.topLeft() + QPointF(margin, margin), plate);
        const QPointF middle = room.center();
        const double clear = kDotRadius + 1.0;
        if (inside.right() <= middle.x() - clear && inside.bottom() <= middle.y() - clear) {
            label.box = inside;
        } else if (named) {
            // Above the room, its middle over the room's, so that a small room is found by its number.
            label.box = QRectF(QPointF(middle.x() - plate.width() / 2, room.top() - plate.height() - 2), plate);
        } else {
            continue;
        }
        out.push_back(std::move(label));
    }
    return out;
}

void DungeonPainter::paintNumbers(QPainter& painter, const QRectF& visible) const
{
    const QTransform toPixels = painter.transform();
    const std::vector<NumberLabel> labels = numberLabels(toPixels, visible);
    if (labels.empty()) return;
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    QFont font = painter.font();
    font.setBold(true);
    for (const NumberLabel& label : labels) {
        if (font.pixelSize() != label.pixelSize) {
            font.setPixelSize(label.pixelSize);
            painter.setFont(font);
        }
        // A dark plate under light figures reads on every colour and over every line; the rooms
        // the caption names have it edged in the caption's colour.
        painter.setPen(label.named ? QPen(palette::highlight, 1.5 * m_textScale) : QPen(Qt::NoPen));
        painter.setBrush(QColor(0, 0, 0, 185));
        painter.drawRoundedRect(label.box, 3, 3);
        painter.setPen(palette::text);
        painter.drawText(label.box, Qt::AlignCenter, label.text);
    }
    painter.restore();
}

DungeonPainter::Visited DungeonPainter::visited(int room) const
{
    // As the proposal paints them: a room it remembers no visit of (never visited, or forgotten
    // Explorer::kFadeSeconds after) as unvisited, one visited in the last kShownRecentSeconds of
    // its clock as recent, any other as visited.
    if (!m_frame.explorer) return Visited::No;
    const ExplorerFrame& e = *m_frame.explorer;
    if (room < 0 || room >= e.explorer->rooms() || e.explorer->remembered(room) == 0) return Visited::No;
    return e.explorer->visitsWithin(room, Explorer::kShownRecentSeconds, e.now) > 0 ? Visited::Recently : Visited::Yes;
}

void DungeonPainter::paintExplorer(QPainter& painter, const QRectF& visible, double scale) const
{
    const ExplorerFrame& e = *m_frame.explorer;
    const Explorer& explorer = *e.explorer;
    const int n = std::min(roomCount(), explorer.rooms());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, scale >= 4);
    for (int i = 0; i < n; ++i) {
        const QRectF r = roomRect(i);
        if (!r.intersects(visible)) continue;
        QColor colour = palette::unvisited;
        int alpha = 90;
        if (const Visited v = visited(i); v != Visited::No) {
            const bool recent = v == Visited::Recently;
            colour = recent ? palette::recentlyVisited : palette::visited;
            alpha = recent ? 150 : 120;
        }
        painter.setPen(scale >= 2 ? cosmetic(colour, 1.5) : QPen(Qt::NoPen));
        painter.setBrush(withAlpha(colour, alpha));
        painter.drawRect(r);
        if (i == explorer.current()) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(cosmetic(palette::explorer, lineWidth(scale, 1.8)));
            painter.drawRect(r);
        }
    }
    // The dot, with a dark ring so that it shows on every colour.
    const double radius = std::max(0.45, 5.0 / scale) * m_textScale;
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(cosmetic(QColor(0, 0, 0, 220), 2.0));
    painter.setBrush(palette::explorer);
    painter.drawEllipse(e.dot, radius, radius);
    painter.restore();
    // Visits remembered in each room, when there is room to write them.
    const QTransform toPixels = painter.transform();
    painter.save();
    painter.resetTransform();
    QFont font = painter.font();
    font.setBold(true);
    for (int i = 0; i < n; ++i) {
        const QRectF r = roomRect(i);
        const double high = std::min(r.width(), r.height()) * scale;
        if (high < 2 * kNumbersFrom || !r.intersects(visible) || explorer.remembered(i) == 0) continue;
        font.setPixelSize(static_cast<int>(std::clamp(high * 0.3, 9.0, 24.0 * m_textScale)));
        painter.setFont(font);
        const QRectF box = toPixels.mapRect(r);
        const QString text = QStringLiteral("%1").arg(explorer.remembered(i));
        painter.setPen(QColor(0, 0, 0, 200));
        painter.drawText(box.translated(1, 1), Qt::AlignCenter, text);
        painter.setPen(palette::text);
        painter.drawText(box, Qt::AlignCenter, text);
    }
    painter.restore();
}

} // namespace mazeworks

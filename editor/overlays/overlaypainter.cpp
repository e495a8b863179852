#include "overlaypainter.h"

#include "overlaypalette.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

namespace mazeworks::overlaypainter {

namespace {

QPointF centre(Cell c) { return { c.col + 0.5, c.row + 0.5 }; }

} // namespace

QPoint stepBetween(Cell a, Cell b)
{
    auto axis = [](int d) {
        if (d > 1) return -1; // went out over the low edge and came in at the high one
        if (d < -1) return 1;
        return d;
    };
    return { axis(b.col - a.col), axis(b.row - a.row) };
}

std::vector<QLineF> crossingStubs(Cell a, Cell b)
{
    const QPoint s = stepBetween(a, b);
    const QPointF way(s.x(), s.y());
    // A whole tile long: half of it beyond the map, past the mark on the rim's tile.
    return { QLineF(centre(a), centre(a) + way), QLineF(centre(b) - way, centre(b)) };
}

void paintArrow(QPainter& painter, QPointF at, QPointF direction, double size)
{
    const double length = std::hypot(direction.x(), direction.y());
    if (length == 0) return;
    const QPointF d = direction / length;
    const QPointF n(-d.y(), d.x());
    QPolygonF head;
    head << at + d * size * 0.6 << at - d * size * 0.4 + n * size * 0.5 << at - d * size * 0.15
         << at - d * size * 0.4 - n * size * 0.5;
    painter.drawPolygon(head);
}

double atLeast(double tiles, double pixels, double scale) { return std::max(tiles, pixels / scale); }

void paintCells(QPainter& painter, const QRect& area, const QImage& image)
{
    if (area.isEmpty() || image.isNull()) return;
    painter.save();
    // No blur between tiles when zoomed in.
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(QRectF(area), image);
    painter.restore();
}

void paintRoute(QPainter& painter, const std::vector<Cell>& cells, double scale)
{
    if (cells.size() < 2) return;
    // The pieces of the way between crossings of the edge.
    std::vector<QPolygonF> pieces(1);
    pieces.back() << centre(cells.front());
    std::vector<std::pair<QPointF, QPointF>> arrows; // where, which way
    // Close up an arrow on every step; far out, one every few steps.
    const int every = std::max(1, static_cast<int>(std::ceil(28.0 / scale)));
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const QPoint s = stepBetween(cells[i - 1], cells[i]);
        const QPointF from = centre(cells[i - 1]);
        const QPointF to = centre(cells[i]);
        const QPointF way(s.x(), s.y());
        const bool wrapped
            = std::abs(cells[i].col - cells[i - 1].col) > 1 || std::abs(cells[i].row - cells[i - 1].row) > 1;
        if (wrapped) {
            pieces.back() << from + way * 0.5;
            pieces.emplace_back();
            pieces.back() << to - way * 0.5;
        }
        pieces.back() << to;
        if (i % static_cast<std::size_t>(every) == 0 || cells.size() == 2) {
            arrows.emplace_back(wrapped ? to - way * 0.25 : (from + to) / 2, way);
        }
    }
    const double width = atLeast(0.16, 3.0, scale);
    const double casing = width + atLeast(0.1, 2.5, scale);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    for (const auto& [pen, w] : { std::pair(overlaypalette::casing, casing), std::pair(overlaypalette::way, width) }) {
        painter.setPen(QPen(pen, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        for (const QPolygonF& piece : pieces) painter.drawPolyline(piece);
    }
    const double size = atLeast(0.42, 9.0, scale);
    painter.setPen(QPen(overlaypalette::casing, atLeast(0.04, 1.0, scale)));
    painter.setBrush(overlaypalette::way);
    for (const auto& [at, way] : arrows) paintArrow(painter, at, way, size);
    painter.restore();
}

void paintStart(QPainter& painter, Cell cell, double scale)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double r = atLeast(0.3, 5.0, scale);
    painter.setPen(QPen(overlaypalette::casing, atLeast(0.07, 1.5, scale)));
    painter.setBrush(overlaypalette::start);
    painter.drawEllipse(centre(cell), r, r);
    painter.restore();
}

void paintGoal(QPainter& painter, Cell cell, double scale)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QPointF c = centre(cell);
    const double r = atLeast(0.34, 6.0, scale);
    const double w = atLeast(0.1, 2.0, scale);
    for (const auto& [colour, width] :
        { std::pair(overlaypalette::casing, w + atLeast(0.08, 2.0, scale)), std::pair(overlaypalette::goal, w) }) {
        painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, r, r);
        const double k = r * 0.55;
        painter.drawLine(c + QPointF(-k, -k), c + QPointF(k, k));
        painter.drawLine(c + QPointF(-k, k), c + QPointF(k, -k));
    }
    painter.restore();
}

void paintCurrent(QPainter& painter, Cell cell, double scale)
{
    painter.save();
    const double w = atLeast(0.08, 2.0, scale);
    const QRectF square(cell.col + w / 2, cell.row + w / 2, 1 - w, 1 - w);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(overlaypalette::casing, w * 2));
    painter.drawRect(square);
    painter.setPen(QPen(overlaypalette::way, w));
    painter.drawRect(square);
    painter.restore();
}

void paintNumbers(
    QPainter& painter, const QRect& area, double scale, int widest, const std::function<Label(int col, int row)>& label)
{
    if (area.isEmpty()) return;
    const QTransform toScreen = painter.worldTransform();
    painter.save();
    // Text in screen pixels: a font is not drawn well at a size below one point.
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QFont font = painter.font();
    const int digits = std::max(1, static_cast<int>(std::to_string(std::max(0, widest)).size()));
    const double pixels = std::min(scale * 0.46, scale * 0.9 / (0.62 * digits));
    font.setPixelSize(std::max(6, static_cast<int>(pixels)));
    font.setBold(digits <= 3);
    painter.setFont(font);
    for (int row = area.top(); row <= area.bottom(); ++row) {
        for (int col = area.left(); col <= area.right(); ++col) {
            const Label l = label(col, row);
            if (l.text.isEmpty()) continue;
            const QRectF tile = toScreen.mapRect(QRectF(col, row, 1, 1));
            if (l.badge.isValid()) {
                const double inset = tile.width() * 0.1;
                painter.setPen(Qt::NoPen);
                painter.setBrush(l.badge);
                painter.drawRoundedRect(
                    tile.adjusted(inset, inset * 1.5, -inset, -inset * 1.5), inset * 1.5, inset * 1.5);
            }
            painter.setPen(l.colour);
            painter.drawText(tile, Qt::AlignCenter, l.text);
        }
    }
    painter.restore();
}

} // namespace mazeworks::overlaypainter

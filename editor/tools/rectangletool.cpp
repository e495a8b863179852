#include "rectangletool.h"

#include "document.h"
#include "grid/raster.h"
#include "mapview.h"
#include "picture/theme.h"
#include "toolicons.h"
#include "tooloptions.h"

#include <QMouseEvent>

#include <cstdlib>

namespace mazeworks {

RectangleTool::RectangleTool(ToolOptions* options, QObject* parent)
    : Tool(options, parent)
{
    setObjectName(QStringLiteral("rectangleTool"));
}

QString RectangleTool::name() const { return tr("Rectangle"); }

QString RectangleTool::hint() const
{
    return tr("Drag to fill a rectangle with the chosen tile; Shift keeps it square, Escape drops it.");
}

QIcon RectangleTool::icon() const { return toolicons::glyph(toolicons::Glyph::Rectangle); }

QKeySequence RectangleTool::shortcut() const { return QKeySequence(Qt::Key_R); }

void RectangleTool::begin(MapView&, Cell cell, QMouseEvent&)
{
    m_start = m_end = cell;
    m_active = true;
}

void RectangleTool::drag(MapView&, Cell cell, QMouseEvent& event) { aim(cell, event.modifiers()); }

void RectangleTool::aim(Cell cell, Qt::KeyboardModifiers modifiers)
{
    m_end = cell;
    if (modifiers & Qt::ShiftModifier) {
        const int side = std::max(std::abs(cell.col - m_start.col), std::abs(cell.row - m_start.row));
        m_end = { m_start.col + (cell.col < m_start.col ? -side : side),
            m_start.row + (cell.row < m_start.row ? -side : side) };
    }
}

void RectangleTool::end(MapView& view, Cell cell, QMouseEvent& event)
{
    aim(cell, event.modifiers());
    m_active = false;
    const QRect tiles = area();
    if (tiles.isEmpty()) return;
    const std::vector<Cell> cells = rectangleCells({ tiles.left(), tiles.top() }, { tiles.right(), tiles.bottom() });
    view.document()->paint(mirrored(cells), options()->tile(), Painting::Paint);
}

void RectangleTool::cancel(MapView&) { m_active = false; }

void RectangleTool::applyAt(MapView& view, Cell, const QRect& tiles)
{
    if (tiles.isEmpty()) return;
    view.document()->paint(mirrored(cellsOf(tiles)), options()->tile(), Painting::Paint);
}

QRect RectangleTool::area() const
{
    const Maze* level = maze();
    if (!level) return {};
    const QRect drawn = QRect(QPoint(m_start.col, m_start.row), QPoint(m_end.col, m_end.row)).normalized();
    return drawn.intersected(QRect(0, 0, level->width(), level->height()));
}

void RectangleTool::paint(QPainter& painter, const QRect& visible, double scale)
{
    const Maze* level = maze();
    if (!level) return;
    if (!m_active) {
        const auto at = hovered();
        if (at && level->tiles.contains(*at)) {
            for (const Cell& c : mirrored({ *at })) paintTilePreview(painter, c, options()->tile(), scale);
        }
        return;
    }
    const QRect tiles = area();
    if (tiles.isEmpty()) return;
    std::vector<QRect> rects { tiles };
    if (options()->mirror()) {
        const QRect image(level->width() - 1 - tiles.right(), tiles.top(), tiles.width(), tiles.height());
        if (image != tiles) rects.push_back(image);
    }
    for (const QRect& r : rects) {
        // Tile by tile while the tiles are large enough to tell apart; a tint when zoomed far out.
        const QRect shown = r.intersected(visible);
        if (scale >= 6 && static_cast<long long>(shown.width()) * shown.height() <= 20000) {
            for (int row = shown.top(); row <= shown.bottom(); ++row) {
                for (int col = shown.left(); col <= shown.right(); ++col) {
                    paintTilePreview(painter, { col, row }, options()->tile(), scale, false);
                }
            }
        } else {
            painter.fillRect(QRectF(r), QColor(255, 255, 255, 70));
        }
        painter.save();
        painter.setPen(QPen(theme::selection, 2.0 / scale));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(r));
        painter.restore();
    }
    // The size, beside the corner under the mouse, in screen pixels whatever the zoom.
    painter.save();
    const QPointF corner(
        m_end.col + (m_end.col >= m_start.col ? 1.0 : 0.0), m_end.row + (m_end.row >= m_start.row ? 1.0 : 0.0));
    painter.translate(corner);
    painter.scale(1.0 / scale, 1.0 / scale);
    const QString size = tr("%1 \u00d7 %2").arg(tiles.width()).arg(tiles.height());
    const QRectF box = painter.fontMetrics().boundingRect(size).adjusted(-4, -2, 4, 2).translated(10, 18);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 170));
    painter.drawRoundedRect(box, 3, 3);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, size);
    painter.restore();
}

} // namespace mazeworks

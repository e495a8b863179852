#include "resizepreview.h"

#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace mazeworks {

ResizePreview::ResizePreview(const Maze& maze, QWidget* parent)
    : QWidget(parent)
    , m_overview(mappainter::overview(maze.tiles))
    , m_size(maze.width(), maze.height())
{
    setObjectName(QStringLiteral("resizePreview"));
    setMinimumSize(160, 120);
}

void ResizePreview::setMargins(const Margins& margins, Tile fill)
{
    m_margins = margins;
    m_fill = fill;
    update();
}

void ResizePreview::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    // In the old map's tiles: the old map at (0, 0), the new one shifted by the margins.
    const QRectF old(0, 0, m_size.width(), m_size.height());
    const QRectF next(-m_margins.left, -m_margins.top,
        static_cast<double>(m_size.width()) + m_margins.left + m_margins.right,
        static_cast<double>(m_size.height()) + m_margins.top + m_margins.bottom);
    const bool valid = next.width() >= 1 && next.height() >= 1;
    const QRectF all = valid ? old.united(next) : old;
    const QRectF area = rect().adjusted(8, 8, -8, -8);
    const double scale = std::min(area.width() / all.width(), area.height() / all.height());
    painter.translate(area.center() - all.center() * scale);
    painter.scale(scale, scale);

    if (valid) painter.fillRect(next, QColor(mappainter::overviewColour(m_fill)));
    painter.drawImage(old, m_overview);
    // What is cut away: dimmed and hatched.
    QPainterPath cut;
    cut.addRect(old);
    if (valid) {
        QPainterPath kept;
        kept.addRect(next);
        cut = cut.subtracted(kept);
    }
    // Outlines and hatching in pixels, whatever the scale.
    const QTransform toWidget = painter.transform();
    painter.resetTransform();
    const QPainterPath cutOnScreen = toWidget.map(cut);
    painter.fillPath(cutOnScreen, QColor(0, 0, 0, 150));
    painter.fillPath(cutOnScreen, QBrush(theme::error, Qt::BDiagPattern));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
    painter.drawRect(toWidget.mapRect(old));
    if (valid) {
        // Dark under light: the outline of the new map shows on any tile colour.
        const QRectF outline = toWidget.mapRect(next);
        painter.setPen(QPen(QColor(0, 0, 0, 200), 4));
        painter.drawRect(outline);
        painter.setPen(QPen(Qt::white, 2));
        painter.drawRect(outline);
    }
}

} // namespace mazeworks

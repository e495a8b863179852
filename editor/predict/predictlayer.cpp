#include "predictlayer.h"

#include <QPen>

namespace mazeworks {

void PredictLayer::setMarks(std::vector<Cell> allowed, std::optional<Cell> chosen, std::optional<Cell> wrong)
{
    m_allowed = std::move(allowed);
    m_chosen = chosen;
    m_wrong = wrong;
}

void PredictLayer::clear() { setMarks({}, std::nullopt, std::nullopt); }

void PredictLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    if (isEmpty()) return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    // Lines a few pixels wide at any zoom, in colours that read on the search's blues and on the
    // floor: a light green for right, a light red for wrong, each with a dark edge.
    const double px = 1.0 / scale;
    auto outline = [&](Cell c, double width, const QColor& colour) {
        if (!visible.adjusted(-1, -1, 1, 1).contains(c.col, c.row)) return;
        const QRectF box(c.col + width / 2, c.row + width / 2, 1 - width, 1 - width);
        painter.setPen(QPen(QColor(0, 0, 0, 160), width + 2 * px));
        painter.drawRect(box);
        painter.setPen(QPen(colour, width));
        painter.drawRect(box);
    };
    const double thin = std::min(0.12, 3 * px);
    const double bold = std::min(0.2, 5 * px);
    for (const Cell c : m_allowed) outline(c, thin, QColor(120, 240, 120));
    if (m_chosen) outline(*m_chosen, bold, QColor(120, 240, 120));
    if (m_wrong) {
        const Cell c = *m_wrong;
        const double inset = 0.18;
        for (const double width : { bold + 2 * px, bold }) {
            painter.setPen(
                QPen(width > bold ? QColor(0, 0, 0, 160) : QColor(255, 90, 90), width, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(c.col + inset, c.row + inset), QPointF(c.col + 1 - inset, c.row + 1 - inset));
            painter.drawLine(QPointF(c.col + 1 - inset, c.row + inset), QPointF(c.col + inset, c.row + 1 - inset));
        }
    }
    painter.restore();
}

} // namespace mazeworks

#include "flowlayer.h"

#include "document.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "overlaypainter.h"
#include "overlaypalette.h"

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

// The step from a tile to the next: over an edge, the far side is a step away.
QPointF stepTowards(Cell from, Cell to)
{
    auto axis = [](int d) { return d > 1 ? -1 : d < -1 ? 1 : d; };
    return QPointF(axis(to.col - from.col), axis(to.row - from.row));
}

} // namespace

FlowLayer::FlowLayer(MapView* view, const OverlayModel* model)
    : m_view(view)
    , m_model(model)
{
}

std::vector<Cell> FlowLayer::walk(const FlowField& field, Cell from)
{
    std::vector<Cell> way;
    if (field.cost(from) == kInfinity) return way;
    way.push_back(from);
    // Each step lowers the cost: never more steps than tiles.
    const std::size_t most = static_cast<std::size_t>(field.width()) * static_cast<std::size_t>(field.height());
    while (way.size() <= most) {
        const auto next = field.next(way.back());
        if (!next) break;
        way.push_back(*next);
    }
    return way;
}

void FlowLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    if (m_model->mode() != OverlayModel::Mode::FlowField || m_model->document() != m_view->document()) return;
    const FlowField* field = m_model->flowField();
    const std::vector<Cell> goals = m_model->flowGoals();
    if (!field) {
        for (const Cell& goal : goals) overlaypainter::paintGoal(painter, goal, scale);
        return;
    }
    const QRect area = visible.intersected(QRect(0, 0, field->width(), field->height()));
    // The whole field's farthest, so that the colours stay put while a stepped field grows; its
    // frontier in the colour of the distance map's crest.
    const double farthest = std::max(1.0, m_model->flowFarthest());
    const bool stepping = m_model->isStepping();
    if (area != m_imageArea || m_model->revision() != m_imageRevision || m_image.isNull()) {
        const QRgb crest = qPremultiply(overlaypalette::crest.rgba());
        m_image = overlaypainter::cellImage(area, [&](int col, int row) -> QRgb {
            const double c = field->cost({ col, row });
            if (c == kInfinity) return 0;
            if (stepping && !m_model->isFlowSettled({ col, row })) return crest;
            return overlaypalette::heat(c / farthest, 150);
        });
        m_imageArea = area;
        m_imageRevision = m_model->revision();
    }
    overlaypainter::paintCells(painter, area, m_image);
    // Far out an arrow every few tiles, on a lattice that stays put while the view scrolls.
    const int every = scale >= kEveryTileFrom ? 1 : std::max(2, static_cast<int>(std::ceil(kEveryTileFrom / scale)));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double width = overlaypainter::atLeast(0.07 * every, 1.5, scale);
    for (int row = area.top() - area.top() % every; row <= area.bottom(); row += every) {
        for (int col = area.left() - area.left() % every; col <= area.right(); col += every) {
            const auto next = field->next({ col, row });
            if (!next) continue;
            const QPointF d = stepTowards({ col, row }, *next);
            const QPointF unit = d / std::hypot(d.x(), d.y());
            const QPointF c(col + 0.5, row + 0.5);
            const QColor ink = overlaypalette::textOn(field->cost({ col, row }) / farthest);
            painter.setPen(QPen(ink, width, Qt::SolidLine, Qt::RoundCap));
            // Far out each arrow stands for the tiles round it, and is as large as they are.
            const double size = 0.8 * every;
            painter.drawLine(c - unit * size * 0.4, c + unit * size * 0.12);
            painter.setPen(Qt::NoPen);
            painter.setBrush(ink);
            overlaypainter::paintArrow(painter, c + unit * size * 0.15, unit, size * 0.5);
        }
    }
    painter.restore();
    if (m_hovered) overlaypainter::paintRoute(painter, walk(*field, *m_hovered), scale);
    if (const auto current = m_model->current()) overlaypainter::paintCurrent(painter, *current, scale);
    for (const Cell& goal : goals) overlaypainter::paintGoal(painter, goal, scale);
}

} // namespace mazeworks

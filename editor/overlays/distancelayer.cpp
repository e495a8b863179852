#include "distancelayer.h"

#include "document.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "overlaypainter.h"
#include "overlaypalette.h"

#include <algorithm>
#include <unordered_set>

namespace mazeworks {

DistanceLayer::DistanceLayer(MapView* view, const OverlayModel* model)
    : m_view(view)
    , m_model(model)
{
}

std::vector<Cell> DistanceLayer::downhill(Cell from) const
{
    std::vector<Cell> way;
    const DistanceMap* map = m_model->distances();
    if (!map || map->distance(from) == DistanceMap::Unreachable) return way;
    way.push_back(from);
    Cell at = from;
    // Each step lowers the distance by one: never more steps than the distance.
    for (int left = map->distance(from); left > 0; --left) {
        const std::optional<Direction> d = map->downhill(at);
        if (!d) break;
        at = { at.col + dx(*d), at.row + dy(*d) };
        if (map->edges() == Edges::Wrap)
            at = { (at.col + map->width()) % map->width(), (at.row + map->height()) % map->height() };
        way.push_back(at);
    }
    return way;
}

void DistanceLayer::updateImage(const QRect& area)
{
    if (area == m_imageArea && m_model->revision() == m_imageRevision && !m_image.isNull()) return;
    const DistanceMap& map = *m_model->distances();
    const int farthest = std::max(0, m_model->waveFarthest());
    if (static_cast<int>(m_ramp.size()) != farthest + 1) {
        m_ramp.resize(static_cast<std::size_t>(farthest) + 1);
        for (int d = 0; d <= farthest; ++d)
            m_ramp[static_cast<std::size_t>(d)] = overlaypalette::heat(d / std::max(1.0, double(farthest)));
    }
    const QRgb crest = qPremultiply(overlaypalette::crest.rgba());
    const bool stepping = m_model->isStepping();
    m_image = overlaypainter::cellImage(area, [&](int col, int row) -> QRgb {
        const int d = map.distance(col, row);
        if (d == DistanceMap::Unreachable) return 0;
        if (stepping && !m_model->isSettled({ col, row })) return crest;
        return m_ramp[static_cast<std::size_t>(std::min(d, farthest))];
    });
    m_imageArea = area;
    m_imageRevision = m_model->revision();
}

void DistanceLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    if (m_model->mode() != OverlayModel::Mode::DistanceMap || m_model->document() != m_view->document()) return;
    const DistanceMap* map = m_model->distances();
    if (!map) {
        // A start on a wall still shows where it is, beside the dock's message.
        if (const auto start = m_model->start()) overlaypainter::paintStart(painter, *start, scale);
        return;
    }
    const QRect area = visible.intersected(QRect(0, 0, map->width(), map->height()));
    const double farthest = std::max(1, m_model->waveFarthest());
    const bool stepping = m_model->isStepping();
    updateImage(area);
    overlaypainter::paintCells(painter, area, m_image);
    const std::vector<Cell> route = m_hovered ? downhill(*m_hovered) : std::vector<Cell>();
    overlaypainter::paintRoute(painter, route, scale);
    if (scale >= kNumbersFrom) {
        // The numbers along the way downhill on white badges: they count down to the start.
        const std::unordered_set<Cell> onRoute(route.begin(), route.end());
        overlaypainter::paintNumbers(painter, area, scale, m_model->waveFarthest(), [&](int col, int row) {
            overlaypainter::Label label;
            const int d = map->distance(col, row);
            if (d == DistanceMap::Unreachable) return label;
            label.text = QString::number(d);
            if (onRoute.count({ col, row })) {
                label.badge = overlaypalette::way;
                label.colour = QColor(0x10, 0x10, 0x18);
            } else if (stepping && !m_model->isSettled({ col, row })) {
                label.colour = QColor(0x10, 0x10, 0x18);
            } else {
                label.colour = overlaypalette::textOn(d / farthest);
            }
            return label;
        });
    }
    if (const auto current = m_model->current()) overlaypainter::paintCurrent(painter, *current, scale);
    if (const auto start = m_model->start()) overlaypainter::paintStart(painter, *start, scale);
}

} // namespace mazeworks

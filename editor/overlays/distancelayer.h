#pragma once

#include "maplayer.h"

#include <QImage>

#include <optional>
#include <vector>

namespace mazeworks {

class MapView;
class OverlayModel;

// The breadth-first distance map over one view's map: a heat map of the steps to the start
// (unreachable tiles untinted, the wave's crest near white while it spreads), the numbers when
// a tile is large enough to read them, and the way downhill from the tile under the mouse with
// its numbers counting down to the start.
class DistanceLayer : public MapLayer {
public:
    DistanceLayer(MapView* view, const OverlayModel* model);

    void paint(QPainter& painter, const QRect& visible, double scale) override;

    void setHovered(std::optional<Cell> cell) { m_hovered = cell; }
    // The way downhill from `from` to the start, `from` included; empty where no way leads.
    std::vector<Cell> downhill(Cell from) const;

    // Numbers are drawn from this many pixels a tile.
    static constexpr double kNumbersFrom = 20.0;

private:
    void updateImage(const QRect& area);

    MapView* m_view;
    const OverlayModel* m_model;
    std::optional<Cell> m_hovered;
    // The heat of the tiles last drawn, kept while neither the search nor the view moves.
    QImage m_image;
    QRect m_imageArea;
    quint64 m_imageRevision = 0;
    std::vector<QRgb> m_ramp; // the heat of each distance up to the farthest
};

} // namespace mazeworks

#pragma once

#include "maplayer.h"

#include <QImage>

#include <optional>
#include <vector>

namespace mazeworks {

class FlowField;
class MapView;
class OverlayModel;

// The flow field over one view's map: every tile a way reaches tinted by its cost to the
// nearest goal (the distance map's colours) with an arrow to the neighbour its unit steps to
// (far out, one arrow in a few tiles), the goals, and the way the arrows walk from the tile
// under the mouse.
class FlowLayer : public MapLayer {
public:
    FlowLayer(MapView* view, const OverlayModel* model);

    void paint(QPainter& painter, const QRect& visible, double scale) override;
    void setHovered(std::optional<Cell> cell) { m_hovered = cell; }

    // The way the arrows walk from a tile to a goal, the tile included; empty where none leads.
    static std::vector<Cell> walk(const FlowField& field, Cell from);
    // Drawn on every tile from this many pixels a tile; below, on every few.
    static constexpr double kEveryTileFrom = 14.0;

private:
    MapView* m_view;
    const OverlayModel* m_model;
    std::optional<Cell> m_hovered;
    QImage m_image;
    QRect m_imageArea;
    quint64 m_imageRevision = ~quint64 { 0 };
};

} // namespace mazeworks

#pragma once

#include "maplayer.h"
#include "searchpainter.h"

namespace mazeworks {

class MapView;
class OverlayModel;

// The search of the overlays over one view's map, drawn by SearchPainter.
class PathLayer : public MapLayer {
public:
    PathLayer(MapView* view, const OverlayModel* model);

    void paint(QPainter& painter, const QRect& visible, double scale) override;

private:
    MapView* m_view;
    const OverlayModel* m_model;
    SearchPainter m_painter;
};

} // namespace mazeworks

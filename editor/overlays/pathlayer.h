#pragma once

#include "maplayer.h"

#include <QImage>

namespace mazeworks {

class MapView;
class OverlayModel;

// A search over one view's map: the settled tiles (dim blue), the frontier (bright amber,
// ringed when zoomed in), the cell settled last, the way found with its arrows, the start and
// the goal.
class PathLayer : public MapLayer {
public:
    PathLayer(MapView* view, const OverlayModel* model);

    void paint(QPainter& painter, const QRect& visible, double scale) override;

private:
    MapView* m_view;
    const OverlayModel* m_model;
    // The tiles last drawn, kept while neither the search nor the view moves.
    QImage m_image;
    QRect m_imageArea;
    quint64 m_imageRevision = 0;
};

} // namespace mazeworks

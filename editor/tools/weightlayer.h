#pragma once

#include "maplayer.h"

#include <QObject>
#include <QPointer>

namespace mazeworks {

class MapView;

// The weights of the level shown on one view (see weightlook): over the map, under the
// diagnostics and the overlays. One per view, its child.
class WeightLayer : public QObject, public MapLayer {
    Q_OBJECT

public:
    explicit WeightLayer(MapView* view);

    void paint(QPainter& painter, const QRect& visible, double scale) override;

private:
    QPointer<MapView> m_view;
};

} // namespace mazeworks

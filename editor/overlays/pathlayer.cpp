#include "pathlayer.h"

#include "document.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "overlaypainter.h"

namespace mazeworks {

PathLayer::PathLayer(MapView* view, const OverlayModel* model)
    : m_view(view)
    , m_model(model)
{
}

void PathLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    if (m_model->mode() != OverlayModel::Mode::Path || m_model->document() != m_view->document()) return;
    SearchScene scene;
    scene.search = m_model->search();
    scene.revision = m_model->revision();
    scene.way = m_model->path();
    scene.start = m_model->start();
    scene.goal = m_model->goal();
    scene.stepping = m_model->isStepping();
    scene.shown = m_model->shownTile();
    const QRect area = visible.intersected(QRect(0, 0, m_model->width(), m_model->height()));
    if (!scene.search) {
        // Nothing searched yet (a goal on a wall): the tiles chosen still show.
        if (scene.start) overlaypainter::paintStart(painter, *scene.start, scale);
        if (scene.goal) overlaypainter::paintGoal(painter, *scene.goal, scale);
        return;
    }
    m_painter.paint(painter, area, scale, scene);
}

} // namespace mazeworks

#include "pathlayer.h"

#include "document.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "overlaypainter.h"
#include "overlaypalette.h"

#include <algorithm>

namespace mazeworks {

PathLayer::PathLayer(MapView* view, const OverlayModel* model)
    : m_view(view)
    , m_model(model)
{
}

void PathLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    if (m_model->mode() != OverlayModel::Mode::Path || m_model->document() != m_view->document()) return;
    const QRect area = visible.intersected(QRect(0, 0, m_model->width(), m_model->height()));
    if (area != m_imageArea || m_model->revision() != m_imageRevision || m_image.isNull()) {
        const QRgb settled = qPremultiply(overlaypalette::settled.rgba());
        const QRgb frontier = qPremultiply(overlaypalette::frontier.rgba());
        m_image = overlaypainter::cellImage(area, [&](int col, int row) -> QRgb {
            switch (m_model->pathState({ col, row })) {
            case PathStepper::State::Settled:
                return settled;
            case PathStepper::State::Frontier:
                return frontier;
            case PathStepper::State::Unseen:
                return 0;
            }
            return 0;
        });
        m_imageArea = area;
        m_imageRevision = m_model->revision();
    }
    overlaypainter::paintCells(painter, area, m_image);
    // The frontier as rings too: the border of the search reads without its colour.
    if (scale >= 8 && !area.isEmpty()) {
        painter.save();
        const double w = std::max(0.12, 2.0 / scale);
        painter.setPen(QPen(overlaypalette::frontier.lighter(130), w));
        painter.setBrush(Qt::NoBrush);
        for (int row = area.top(); row <= area.bottom(); ++row) {
            for (int col = area.left(); col <= area.right(); ++col) {
                if (m_model->pathState({ col, row }) != PathStepper::State::Frontier) continue;
                painter.drawRect(QRectF(col + 0.18, row + 0.18, 0.64, 0.64));
            }
        }
        painter.restore();
    }
    overlaypainter::paintRoute(painter, m_model->path(), scale);
    if (const auto current = m_model->current()) overlaypainter::paintCurrent(painter, *current, scale);
    if (const auto start = m_model->start()) overlaypainter::paintStart(painter, *start, scale);
    if (const auto goal = m_model->goal()) overlaypainter::paintGoal(painter, *goal, scale);
}

} // namespace mazeworks

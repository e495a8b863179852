#include "weightlayer.h"

#include "document.h"
#include "mapview.h"
#include "weightlook.h"

namespace mazeworks {

WeightLayer::WeightLayer(MapView* view)
    : QObject(view)
    , m_view(view)
{
    setObjectName(QStringLiteral("WeightLayer"));
    view->addLayer(this, 5);
}

void WeightLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    const Document* document = m_view ? m_view->document() : nullptr;
    if (!document || !document->hasMap()) return;
    weightlook::paintWeights(painter, document->maze(), visible, scale);
}

} // namespace mazeworks

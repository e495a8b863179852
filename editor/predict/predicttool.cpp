#include "predicttool.h"

#include <QMouseEvent>

namespace mazeworks {

void PredictTool::press(MapView&, Cell cell, QMouseEvent& event)
{
    if (event.button() == Qt::LeftButton && answered) answered(cell);
}

void PredictTool::apply(MapView&, Cell cursor, const QRect&, Qt::KeyboardModifiers)
{
    if (answered) answered(cursor);
}

} // namespace mazeworks

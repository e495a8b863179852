#include "weightbrushtool.h"

#include "document.h"
#include "picture/theme.h"
#include "weightlook.h"

#include <algorithm>

namespace mazeworks {

WeightBrushTool::WeightBrushTool(ToolOptions* options, QObject* parent)
    : BrushTool(options, parent)
{
    setObjectName(QStringLiteral("weightBrushTool"));
}

void WeightBrushTool::setWeight(int weight)
{
    weight = std::clamp(weight, WeightEdit::kLightest, WeightEdit::kHeaviest);
    if (weight == m_weight) return;
    m_weight = weight;
    emit weightChanged(weight);
    emit statusChanged();
}

QString WeightBrushTool::name() const { return tr("Weight Brush"); }

QString WeightBrushTool::hint() const
{
    return tr("Click or drag to give tiles the chosen weight, the cost of entering them for Dijkstra and A* "
              "(1 to 9); Shift+click draws a line from the last tile painted.");
}

// The swatch of the weight it paints, as the weights in the Tools panel show it.
QIcon WeightBrushTool::icon() const { return weightlook::swatch(m_weight); }

QKeySequence WeightBrushTool::shortcut() const { return QKeySequence(Qt::Key_W); }

void WeightBrushTool::paintStroke(Document& document, const std::vector<Cell>& cells)
{
    if (!document.hasMap()) return;
    WeightEdit edit;
    edit.setWeights(document.maze(), cells, m_weight);
    document.editWeights(edit, mergeId());
}

void WeightBrushTool::paint(QPainter& painter, const QRect&, double scale)
{
    const Maze* level = maze();
    const auto at = hovered();
    if (!level || !at || inGesture() || !level->tiles.contains(*at)) return;
    painter.save();
    for (const Cell& c : mirrored({ *at })) {
        painter.fillRect(QRectF(c.col, c.row, 1, 1), weightlook::shade(std::max(m_weight, 2)));
        painter.setPen(QPen(theme::selection, 1.5 / scale));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(c.col, c.row, 1, 1));
    }
    painter.restore();
}

} // namespace mazeworks

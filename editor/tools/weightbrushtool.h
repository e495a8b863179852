#pragma once

#include "brushtool.h"

namespace mazeworks {

// Paints the weight of the tiles (the cost of entering them, 1 to 9, the level's `weight` lines)
// where the mouse goes, as the brush paints tiles: a drag is one undo step ("Paint weight 5 on
// 12 tiles"), Shift+click draws a line from the last tile painted, mirror painting applies.
class WeightBrushTool : public BrushTool {
    Q_OBJECT

public:
    WeightBrushTool(ToolOptions* options, QObject* parent);

    static constexpr int kMergeId = 0x4d570104;

    int weight() const { return m_weight; }
    void setWeight(int weight);

    QString name() const override;
    QString hint() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;
    bool usesTile() const override { return false; }
    bool paintsTiles() const override { return true; }

    void paint(QPainter& painter, const QRect& visible, double scale) override;

signals:
    void weightChanged(int weight);

protected:
    int mergeId() const override { return kMergeId; }
    void paintStroke(Document& document, const std::vector<Cell>& cells) override;

private:
    int m_weight = 5;
};

} // namespace mazeworks

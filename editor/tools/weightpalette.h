#pragma once

#include <QGroupBox>

#include <vector>

class QAction;
class QLabel;
class QMenu;

namespace mazeworks {

class ToolsDock;
class WeightBrushTool;

// The weights of the tools dock: the nine weights of the weight brush, each its shade and digit
// with its name beside the chosen one (the legend of the shades on the map), lighter and heavier
// ([ and ]), and the same in the Tools menu. Choosing a weight means painting with it.
class WeightPalette : public QGroupBox {
    Q_OBJECT

public:
    WeightPalette(WeightBrushTool* tool, ToolsDock* dock, QWidget* parent = nullptr);

    // The Weights menu, for the Tools menu.
    QMenu* menu() const { return m_menu; }
    QAction* actionFor(int weight) const { return m_weightActions.at(static_cast<std::size_t>(weight - 1)); }
    QAction* lighterAction() const { return m_lighter; }
    QAction* heavierAction() const { return m_heavier; }

private:
    void choose(int weight);
    void showWeight(int weight);

    WeightBrushTool* m_tool;
    ToolsDock* m_dock;
    std::vector<QAction*> m_weightActions; // 1 to 9
    QAction* m_lighter = nullptr;
    QAction* m_heavier = nullptr;
    QMenu* m_menu = nullptr;
    QLabel* m_chosen = nullptr;
};

} // namespace mazeworks

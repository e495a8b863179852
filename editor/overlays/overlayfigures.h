#pragma once

#include "grid/cell.h"

#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;

namespace mazeworks {

class OverlayModel;

// The figures of the overlay shown, in type large enough for the back of a classroom: for a
// search its way's cost and steps, the tiles it looked at, the tiles breadth-first search looks
// at and the tiles on its frontier; for the distance map the tiles reached, the farthest, the
// crest and the steps from the tile under the mouse; for the flow field the tiles reached, the
// farthest cost and the cost from the tile under the mouse. Each figure is a line, its value in
// large type before its caption (a search's cost and steps side by side), so that they leave
// room in the panel for the search's settings under them; only the overlay shown has its
// lines, and with no overlay there are none (no empty space kept for them).
class OverlayFigures : public QWidget {
    Q_OBJECT

public:
    explicit OverlayFigures(const OverlayModel* model, QWidget* parent = nullptr);

    // Shows the model's figures; `hovered` is the tile under the mouse.
    void show(std::optional<Cell> hovered);
    using QWidget::show;

private:
    // A figure on line `row` of `grid`: the whole line, or the first or second of two on it.
    enum class Place { Line, First, Second };
    QLabel* addFigure(QGridLayout* grid, int row, Place place, const QString& name, const QString& caption);
    QWidget* page(QGridLayout*& grid);

    QWidget* m_pages[3] = {}; // the search's, the distance map's, the flow field's

    const OverlayModel* m_model;
    QLabel* m_cost = nullptr;
    QLabel* m_steps = nullptr;
    QLabel* m_visited = nullptr;
    QLabel* m_visitedCaption = nullptr;
    QLabel* m_breadthFirst = nullptr;
    QLabel* m_frontier = nullptr;
    QLabel* m_graph = nullptr; // the subgoal graph's size
    QLabel* m_graphCaption = nullptr;
    QLabel* m_reached = nullptr;
    QLabel* m_farthest = nullptr;
    QLabel* m_crest = nullptr;
    QLabel* m_underMouse = nullptr;
    QLabel* m_flowReached = nullptr;
    QLabel* m_flowFarthest = nullptr;
    QLabel* m_flowUnderMouse = nullptr;
    QLabel* m_flowGoals = nullptr;
};

} // namespace mazeworks

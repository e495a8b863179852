#pragma once

#include "grid/cell.h"

#include <QStackedWidget>

#include <optional>

class QGridLayout;
class QLabel;

namespace mazeworks {

class OverlayModel;

// The figures of the overlay shown, in type large enough for the back of a classroom: for a
// search its way's cost and steps, the tiles it looked at, the tiles breadth-first search looks
// at and the tiles on its frontier; for the distance map the tiles reached, the farthest, the
// crest and the steps from the tile under the mouse; for the flow field the tiles reached, the
// farthest cost and the cost from the tile under the mouse.
class OverlayFigures : public QStackedWidget {
    Q_OBJECT

public:
    explicit OverlayFigures(const OverlayModel* model, QWidget* parent = nullptr);

    // Shows the model's figures; `hovered` is the tile under the mouse.
    void show(std::optional<Cell> hovered);
    using QStackedWidget::show;

private:
    QLabel* addFigure(QGridLayout* grid, int index, const QString& name, const QString& caption);
    QWidget* page(QGridLayout*& grid);

    const OverlayModel* m_model;
    QLabel* m_cost = nullptr;
    QLabel* m_steps = nullptr;
    QLabel* m_visited = nullptr;
    QLabel* m_visitedCaption = nullptr;
    QLabel* m_breadthFirst = nullptr;
    QLabel* m_frontier = nullptr;
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

#pragma once

#include "path/searchoptions.h"

#include <QWidget>

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;

namespace mazeworks {

class OverlayModel;

// The search of the overlays and its options, as a form: the algorithm, its guess, the weight of
// the guess (A*), both ways (Dijkstra and A*), the early exit (breadth-first search and
// Dijkstra), 4 or 8 directions and the corner rule; for the flow field, steps or weights. An
// option the chosen search has not is disabled. A compact grid, the moves and the weight side by
// side, so that the settings are in sight with the figures in a short panel.
class SearchForm : public QWidget {
    Q_OBJECT

public:
    explicit SearchForm(OverlayModel* model, QWidget* parent = nullptr);

    // Follows the model's choice (after a change anywhere).
    void sync();

signals:
    // The user chose 4 or 8 directions (not a change made by sync).
    void movementChosen(Movement movement);

private:
    void addChoices(QGridLayout* grid);
    // `field` and its label on line `row` of `grid`, from `column` on, `span` columns wide.
    void addField(QGridLayout* grid, int row, int column, const QString& label, QWidget* field, int span);
    void setFieldVisible(QWidget* field, bool visible);
    template <class Change> void change(Change&& change);

    OverlayModel* m_model;
    QComboBox* m_algorithm = nullptr;
    QComboBox* m_heuristic = nullptr;
    QDoubleSpinBox* m_weight = nullptr;
    QCheckBox* m_bidirectional = nullptr;
    QCheckBox* m_earlyExit = nullptr;
    QComboBox* m_movement = nullptr;
    QComboBox* m_corners = nullptr;
    QComboBox* m_flowCosts = nullptr;
    QLabel* m_fellBack = nullptr;
    std::vector<std::pair<QWidget*, QWidget*>> m_labels; // each field's
    bool m_syncing = false;
};

} // namespace mazeworks

#pragma once

#include "maze/maze.h"

#include <QDialog>

#include <array>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace mazeworks {

// Edit > Level Properties: the level's name, the variants of the rules it plays with
// (maze-format.md, Rules) and when each ghost leaves the house: seconds after the round starts,
// or with dot counters the dots eaten. What it gives back goes to the level's `name`, `rules`,
// `release` and `release-dots` lines as one undo step; a value left as it was keeps its line
// (or its absence) as it was.
class LevelPropertiesDialog : public QDialog {
    Q_OBJECT

public:
    explicit LevelPropertiesDialog(const Maze& maze, QWidget* parent = nullptr);

    // The level with the properties as set; its tiles and places as given.
    Maze result() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void showReleases();

    Maze m_maze;
    QLineEdit* m_name = nullptr;
    std::array<QCheckBox*, 3> m_rules {};
    QGroupBox* m_releases = nullptr;
    std::array<QDoubleSpinBox*, 4> m_seconds {};
    std::array<QSpinBox*, 4> m_dots {};
    std::array<double, 4> m_secondsShown {}; // as first shown, to tell a value left alone
    std::array<int, 4> m_dotsShown {};
    QLabel* m_note = nullptr;
    std::vector<QLabel*> m_wrapped; // word-wrapped labels
};

} // namespace mazeworks

#pragma once

#include "maze/resize.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace mazeworks {

class ResizePreview;

// Edit > Resize Map: rows and columns to add (or, negative, take away) on each side, with the
// new size, a picture of it and the places that would fall off and be removed.
class ResizeMapDialog : public QDialog {
    Q_OBJECT

public:
    explicit ResizeMapDialog(const Maze& maze, QWidget* parent = nullptr);

    Margins margins() const;
    Tile fill() const;

private:
    void update();

    const Maze& m_maze;
    QSpinBox* m_left;
    QSpinBox* m_top;
    QSpinBox* m_right;
    QSpinBox* m_bottom;
    QComboBox* m_fill;
    QLabel* m_size;
    QLabel* m_lost;
    ResizePreview* m_preview;
    QDialogButtonBox* m_buttons;
};

} // namespace mazeworks

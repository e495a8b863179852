#pragma once

#include "maze/resize.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace mazeworks {

// File > New Map: the width and height (1 to 4096) and what fills the map, an arena with a
// wall border by default. The last choice is offered again next time.
class NewMapDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewMapDialog(QWidget* parent = nullptr);

    int mapWidth() const;
    int mapHeight() const;
    NewMapFill fill() const;
    QString mapName() const;

    void accept() override;

private:
    void updateSummary();

    QSpinBox* m_width;
    QSpinBox* m_height;
    QComboBox* m_fill;
    QLineEdit* m_name;
    QLabel* m_summary;
};

} // namespace mazeworks

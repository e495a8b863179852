#pragma once

#include "keybindings.h"
#include "keyfield.h"

#include <QDialog>

#include <array>

class QDialogButtonBox;
class QLabel;

namespace mazeworks {

// The keys that steer the muncher, two for each way, chosen by clicking a box and pressing them. A key given to
// two ways is pointed out and cannot be kept; Restore Defaults brings back the arrows and
// W A S D. OK keeps the choice in the settings.
class KeyBindingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit KeyBindingsDialog(const KeyBindings& bindings, QWidget* parent = nullptr);

    KeyBindings bindings() const;
    KeyField* editor(Direction way, int slot) const;

private:
    void display(const KeyBindings& bindings);
    void check();

    std::array<std::array<KeyField*, KeyBindings::kKeysPerWay>, 4> m_edits {};
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace mazeworks

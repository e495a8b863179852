#include "keybindingsdialog.h"

#include "tilenames.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <map>

namespace mazeworks {

KeyBindingsDialog::KeyBindingsDialog(const KeyBindings& bindings, QWidget* parent)
    : QDialog(parent)
    , m_problem(new QLabel)
    , m_buttons(
          new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults))
{
    setObjectName(QStringLiteral("keyBindingsDialog"));
    setWindowTitle(tr("Keys of the Game"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Click a box, then press the key that should steer the muncher that way."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("<b>Way</b>")), 0, 0);
    grid->addWidget(new QLabel(tr("<b>Key</b>")), 0, 1);
    grid->addWidget(new QLabel(tr("<b>Other key</b>")), 0, 2);
    int row = 1;
    for (Direction way : kDirections) {
        QString wayName = directionName(way);
        if (!wayName.isEmpty()) wayName[0] = wayName[0].toUpper();
        grid->addWidget(new QLabel(wayName), row, 0);
        for (int slot = 0; slot < KeyBindings::kKeysPerWay; ++slot) {
            auto* edit = new KeyField;
            edit->setObjectName(QStringLiteral("key-%1-%2").arg(QString::fromLatin1(name(way).data())).arg(slot));
            edit->setToolTip(tr("Click, then press the key; Backspace leaves it empty"));
            connect(edit, &KeyField::keyChanged, this, &KeyBindingsDialog::check);
            m_edits[static_cast<std::size_t>(way)][static_cast<std::size_t>(slot)] = edit;
            grid->addWidget(edit, row, 1 + slot);
        }
        ++row;
    }
    layout->addLayout(grid);
    m_problem->setObjectName(QStringLiteral("keyProblem"));
    m_problem->setStyleSheet(QStringLiteral("color: #d03030"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        [this] { display(KeyBindings()); });
    display(bindings);
}

void KeyBindingsDialog::display(const KeyBindings& bindings)
{
    for (Direction way : kDirections) {
        for (int slot = 0; slot < KeyBindings::kKeysPerWay; ++slot) editor(way, slot)->setKey(bindings.key(way, slot));
    }
    check();
}

KeyField* KeyBindingsDialog::editor(Direction way, int slot) const
{
    return m_edits[static_cast<std::size_t>(way)][static_cast<std::size_t>(slot)];
}

KeyBindings KeyBindingsDialog::bindings() const
{
    KeyBindings bindings;
    for (Direction way : kDirections) {
        for (int slot = 0; slot < KeyBindings::kKeysPerWay; ++slot)
            bindings.setKey(way, slot, editor(way, slot)->key());
    }
    return bindings;
}

void KeyBindingsDialog::check()
{
    std::map<int, Direction> taken;
    QString problem;
    bool everyWay = true;
    for (Direction way : kDirections) {
        bool any = false;
        for (int slot = 0; slot < KeyBindings::kKeysPerWay; ++slot) {
            const QKeySequence key = editor(way, slot)->key();
            if (key.isEmpty()) continue;
            any = true;
            const int code = key[0].toCombined();
            const auto [at, fresh] = taken.emplace(code, way);
            if (!fresh && at->second != way && problem.isEmpty()) {
                problem
                    = tr("%1 steers both %2 and %3: give it to one way only.")
                          .arg(key.toString(QKeySequence::NativeText), directionName(at->second), directionName(way));
            }
        }
        everyWay = everyWay && any;
    }
    if (problem.isEmpty() && !everyWay) problem = tr("Every way needs a key.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace mazeworks

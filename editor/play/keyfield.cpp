#include "keyfield.h"

#include <QKeyEvent>

namespace mazeworks {

KeyField::KeyField(QWidget* parent)
    : QPushButton(parent)
{
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
    connect(this, &QPushButton::toggled, this, [this](bool) { showKey(); });
    showKey();
}

void KeyField::setKey(const QKeySequence& key)
{
    const QKeySequence one = key.isEmpty() ? QKeySequence() : QKeySequence(key[0]);
    setChecked(false);
    if (one == m_key) {
        showKey();
        return;
    }
    m_key = one;
    showKey();
    emit keyChanged(m_key);
}

void KeyField::showKey()
{
    if (isChecked())
        setText(tr("Press a key..."));
    else
        setText(m_key.isEmpty() ? tr("(none)") : m_key.toString(QKeySequence::NativeText));
}

bool KeyField::event(QEvent* event)
{
    // While it listens, every key is its own, the editor's shortcuts too.
    if (event->type() == QEvent::ShortcutOverride && isChecked()) {
        event->accept();
        return true;
    }
    return QPushButton::event(event);
}

void KeyField::keyPressEvent(QKeyEvent* event)
{
    if (!isChecked()) {
        QPushButton::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Escape:
        setChecked(false);
        return;
    case Qt::Key_Backspace:
    case Qt::Key_Delete:
        setKey(QKeySequence());
        return;
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_Meta:
    case Qt::Key_AltGr:
    case Qt::Key_unknown:
        return; // a modifier alone is no key yet
    default:
        break;
    }
    setKey(QKeySequence(event->key()));
}

void KeyField::focusOutEvent(QFocusEvent* event)
{
    setChecked(false);
    QPushButton::focusOutEvent(event);
}

} // namespace mazeworks

#pragma once

#include <QKeySequence>
#include <QPushButton>

namespace mazeworks {

// A button that holds one key: click it (or press Enter on it), then press the key. Escape gives
// up, Backspace or Delete leaves it empty. Unlike a shortcut editor it takes a single key at
// once and lets arrows and letters alone, without modifiers, be chosen.
class KeyField : public QPushButton {
    Q_OBJECT

public:
    explicit KeyField(QWidget* parent = nullptr);

    QKeySequence key() const { return m_key; }
    void setKey(const QKeySequence& key);
    bool isListening() const { return isChecked(); }

signals:
    void keyChanged(const QKeySequence& key);

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void showKey();

    QKeySequence m_key;
};

} // namespace mazeworks

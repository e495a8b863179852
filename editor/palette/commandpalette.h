#pragma once

#include <QDialog>
#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QLineEdit;
class QListWidget;

namespace mazeworks {

class MainWindow;

// The palette's popup: a search field over the list of the window's enabled actions, each by
// its name in the user's language, its key at the right and its menu below ("File > Export").
// Typing filters (every word, in any order, case aside); Up and Down move; Enter runs the
// chosen action and closes; Esc closes.
class CommandPaletteDialog : public QDialog {
    Q_OBJECT

public:
    CommandPaletteDialog(MainWindow* window, const QAction* own);

    QLineEdit* field() const { return m_field; }
    QListWidget* list() const { return m_list; }
    // The names listed now, in order.
    QStringList shownNames() const;
    // Runs the chosen action and closes.
    void runCurrent();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fill(MainWindow* window, const QAction* own);
    void filter(const QString& text);

    QLineEdit* m_field;
    QListWidget* m_list;
    QLabel* m_nothing; // says that no action matches
    QList<QPointer<QAction>> m_actions; // by the items' index
};

// Help > Search Actions (Ctrl+Shift+P, Tiled's key): the command palette.
class CommandPalette : public QObject {
    Q_OBJECT

public:
    explicit CommandPalette(MainWindow* window);

    QAction* action() const { return m_action; }
    // Opens the palette over the window (the one open, if it is).
    void open();
    // The palette while it is open, else null.
    CommandPaletteDialog* dialog() const { return m_dialog; }

private:
    MainWindow* m_window;
    QAction* m_action;
    QPointer<CommandPaletteDialog> m_dialog;
};

} // namespace mazeworks

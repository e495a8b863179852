#pragma once

#include <QDockWidget>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QAction;
class QLabel;

namespace mazeworks {

class MainWindow;

// One keyboard map for the window. Some keys mean the same idea in several panels (F5 run,
// F10 step, Shift+F5 back to the start, Ctrl+F10 to the end, F11 full screen): each such key
// belongs to the panel that has the user's attention, the one last clicked or given the
// keyboard, and to no other. When the attention is elsewhere (the map, say), the key goes to
// its home panel. Only the acting action has the key as its shortcut, so menus and tooltips
// (made here from the action's own tip) always name the key that will act, in the user's
// language. The panel with the attention is shown as such: in its title and in the status bar.
class SharedKeys : public QObject {
    Q_OBJECT

public:
    explicit SharedKeys(MainWindow* window);

    // `action` of `panel` acts on `key` while the panel has the attention; a `home` claim also
    // while no panel that claims `key` has it. The action's tooltip is `tip`, with the key when
    // it acts.
    void claim(QDockWidget* panel, QAction* action, const QKeySequence& key, const QString& tip, bool home = false);
    // Changes the tip of a claimed action (its key is added when it acts).
    void setTip(QAction* action, const QString& tip);

    // The panel that has the attention; null for the map and the rest of the window.
    QDockWidget* attention() const { return m_attention; }
    void setAttention(QDockWidget* panel);
    // The key `action` acts on now, empty when another panel has it.
    QKeySequence keyOf(const QAction* action) const;
    // The action `panel` claims `key` for, whether it acts now or not; null when none.
    QAction* claimed(const QDockWidget* panel, const QKeySequence& key) const;

    // How `action` is claimed: its key, the panel and whether the map's too; none when it is not.
    struct Use {
        QKeySequence key;
        QString panel;
        bool home = false;
    };
    std::optional<Use> useOf(const QAction* action) const;

signals:
    void attentionChanged(QDockWidget* panel);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Claim {
        QPointer<QDockWidget> panel;
        QPointer<QAction> action;
        QKeySequence key;
        QString tip;
        bool home = false;
    };

    void follow(QWidget* widget);
    const Claim* acting(const QKeySequence& key) const;
    void assign();
    QDockWidget* claimedPanel(QWidget* widget) const;

    MainWindow* m_window = nullptr;
    QList<Claim> m_claims;
    QPointer<QDockWidget> m_attention;
    QLabel* m_label = nullptr;
};

} // namespace mazeworks

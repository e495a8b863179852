#pragma once

#include "room.h"

#include <QDockWidget>
#include <QKeySequence>
#include <QList>
#include <QPointer>

class QAction;
class QIcon;
class QKeyEvent;
class QLabel;
class QMenu;
class QScrollArea;

namespace mazeworks {

class Choices;
class MainWindow;
class Stage;

// A panel of the editor's window, so that each panel says only what is its own. What every
// panel does alike is here: its title and its place between runs, its toggle in View > Panels,
// its menu and its actions by name, the keys it shares with other panels (SharedKeys), its
// contents alone on the screen (Stage), and where it tells how things went.
class Panel : public QDockWidget {
    Q_OBJECT

public:
    // `objectName` keeps the panel's place between runs; `menu` names the window's menu that
    // holds its actions ("generate"), if it has one.
    Panel(MainWindow* window, const QString& title, const QString& objectName, const QString& menu = QString());
    ~Panel() override;

    // Puts the panel in the window at `area`, with its toggle in View > Panels; once it has its
    // contents, as contents that do not scroll by themselves scroll in the window.
    void place(Qt::DockWidgetArea area);

    // The height the panel keeps when another panel of its column asks for room (room.h): what
    // must stay in sight. By default only its least size.
    virtual int keptHeight() const { return 0; }

    // The panel's action of that object name, its own or one in its menu; null when none.
    QAction* action(const QString& objectName) const;

    // The contents on a stage of their own, full screen, or back in the panel; the stage action
    // (setStageAction) follows.
    void setStaged(bool on);
    bool isStaged() const { return m_staged; }

protected:
    // How far a key the panel claims reaches.
    enum class KeyReach {
        Panel, // while the panel has the attention, and on its stage
        PanelAndMap, // also while no panel that claims the key has the attention (the map, say)
        // Also on the map, but not on the stage: it acts on the level being edited, which the
        // stage hides.
        PanelAndMapOffStage,
    };
    // Whether Esc leaves the stage too, or is the contents' own key.
    enum class Escape { Leaves, Stays };

    MainWindow* mainWindow() const { return m_window; }
    QMenu* menu() const { return m_menu; }
    // Where the panel asks for files and folders, and leaves seeds to chance.
    Choices& choices() const;

    // A new action of the panel: `text` in menus, the same without its mnemonic on buttons,
    // `tip` as its tooltip.
    QAction* makeAction(const char* objectName, const QIcon& icon, const QString& text, const QString& tip);
    // Gives `action` the keys of the panel's own view (the game's, say): shown after a tab in
    // menus and in its tooltip, as a shortcut would be, without taking them from the window.
    static void showViewKeys(QAction* action, const QString& text, const QString& keys);
    // `action` acts on `key` while the panel has the attention (SharedKeys), and as far as
    // `reach` says; its tooltip is its tip, with the key when it acts.
    void claim(QAction* action, const QKeySequence& key, KeyReach reach = KeyReach::Panel);

    // The checkable action that puts the contents on the stage and back (F11, the platform's
    // full screen key and, when it leaves, Esc on the stage), and the widget that has the
    // keyboard there and back in the panel.
    void setStageAction(QAction* toggle, QWidget* focus, Escape escape);
    // What the panel changes for the stage (larger type, say), before the contents go on it
    // and before they come back.
    virtual void prepareStage(bool on) { Q_UNUSED(on); }
    // Contents made for the stage, when the panel's own are not what it shows (the Overlays
    // panel, whose picture is on the map); null: the panel's contents go on the stage.
    virtual QWidget* makeStageContents() { return nullptr; }

    // `contents` in a column that scrolls up and down, never sideways: the panel is as wide as
    // their widest row and the scroll bar, in any language.
    static QScrollArea* scrollingColumn(QWidget* contents);

    // Which panel of its side a panel joins in a tab.
    enum class Beside {
        Tallest, // the panel that has the most height: the one that opens gets it all
        Shortest, // the panel that has the least: the others keep theirs
    };
    // The first time the panel opens docked, it takes a tab beside a panel of its side rather
    // than a share of a crowded column; after that it stays where the user leaves it.
    void takeATabOnce(Beside beside = Beside::Tallest);

    // Asks the window for `wanted` pixels of width (Qt::Horizontal) or height, at least or
    // exactly, by the window's one rule (room.h): the map keeps its share. Once the layout has
    // placed the panel; nothing while it floats or is hidden.
    void askForRoom(Qt::Orientation orientation, int wanted, room::Fit fit = room::Fit::AtLeast);

    // Where the panel tells how things went; none at first.
    void setStatusLine(QLabel* label);
    void tell(const QString& text);
    // A problem the user must see: told, and in a message box over the panel.
    void warn(const QString& title, const QString& text);

private:
    QAction* stageKey(const QKeyEvent& key) const;

    MainWindow* m_window;
    QMenu* m_menu = nullptr;
    QList<QPointer<QAction>> m_offStage;
    QPointer<QAction> m_stageAction;
    QPointer<QWidget> m_stageFocus;
    Escape m_escape = Escape::Stays;
    bool m_staged = false;
    bool m_tabTaken = false;
    QPointer<Stage> m_stage; // while staged
    QPointer<QLabel> m_statusLine;
};

} // namespace mazeworks

#pragma once

#include "grid/cell.h"

#include <QMainWindow>
#include <QMap>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
class QTabWidget;
class QToolBar;

namespace mazeworks {

class Choices;
class Document;
class MapView;
class SharedKeys;

// The editor's window: the map of each open level in a tab, menus, toolbars, docks, and the
// status bar with the tile under the mouse. Features (tools, diagnostics, overlays, files, the
// generator, the play view) are classes of their own that add their actions and docks through
// menu(), toolBar() and addPanel(), and follow currentChanged().
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a level in a new tab; false (with a message box unless `quiet`) when it cannot be read.
    bool openFile(const QString& path, bool quiet = false);
    // Opens the classic maze that ships with Mazeworks.
    void openClassic();
    // Adds a document in a new tab and makes it current; the window's tab owns it.
    MapView* addDocument(Document* document, const QString& title = QString());

    MapView* currentView() const;
    Document* currentDocument() const;
    int documentCount() const;
    MapView* viewAt(int index) const;
    void setCurrentIndex(int index);
    QTabWidget* tabs() const { return m_tabs; }

    // The menus by name: "file", "edit", "view", "tools", "analyse", "generate", "play", "lesson",
    // "help".
    QMenu* menu(const QString& name) const;
    // The main toolbar and the panels submenu of View.
    QToolBar* toolBar() const { return m_toolBar; }
    // The keys that several panels share (F5, F10, ...), given to the panel with the attention.
    SharedKeys* sharedKeys() const { return m_sharedKeys; }
    // Where every feature asks for files and folders, and leaves seeds to chance.
    Choices* choices() const { return m_choices.get(); }
    // A dock, with its toggle in View > Panels; its object name keeps its place between runs.
    void addPanel(QDockWidget* dock, Qt::DockWidgetArea area);

    // Says in the status bar which mode is armed and how to leave it (empty: none).
    void showMode(const QString& text);

    // Keeps the window on its screen: no larger than the screen's free area (less the window
    // manager's frame), and inside it. Called on every show and when the screen changes.
    void fitToScreen();

    // The panels as a first start lays them out, once every feature has added its own and
    // before the user's layout of the last run comes back: what View > Reset Layout restores.
    void rememberFirstLayout();
    // Every panel back where a first start puts it, docked, open or closed as there, at the
    // size it asks for; the window keeps its size and the levels their tabs.
    void resetLayout();

    // Closes the current tab; false when the user keeps it (unsaved changes).
    bool closeCurrent();
    // Asked before a document with unsaved changes goes: true to go on. Replaced by the file
    // handling (save, discard, cancel); by default nothing is asked.
    std::function<bool(Document*)> confirmClose;
    // Brings the current level's diagnostics forward, at the row-th one when `row` is not
    // negative. Set by the Diagnostics panel, so that other features need not know it.
    std::function<void(int row)> showDiagnostics;
    // Shows a place of the level's text (line, column from 1): `open` opens the Source panel
    // with the keyboard; otherwise the text follows only while the panel is open. Set by it.
    std::function<void(int line, int column, bool open)> showSource;
    // Opens a lesson (.lesson) in the Lesson panel: File > Open and the command line hand lessons
    // there. Set by it; false when it could not be read.
    std::function<bool(const QString& path)> openLesson;
    // Shows the problems of a file that is no level (a lesson), each a compiler's line
    // (FILE:LINE:COLUMN: error: ... [code]), in the Diagnostics panel beside the level's; no
    // problems take the section away. Set by the Diagnostics panel.
    std::function<void(const QString& file, const QStringList& problems)> showFileProblems;

signals:
    // The current tab changed (both may be null when no level is open).
    void currentChanged(mazeworks::Document* document, mazeworks::MapView* view);
    void documentAdded(mazeworks::Document* document, mazeworks::MapView* view);
    // The status bar's message for the tile under the mouse may be extended by listeners.
    void hoveredCell(std::optional<mazeworks::Cell> cell);
    // The panels are back in the first start's layout (resetLayout): a panel forgets the place
    // and the size the user gave it, and asks for its room again.
    void layoutReset();

protected:
    void closeEvent(QCloseEvent* event) override;
    // Names the tab bars the window makes for panels that share a place, for screen readers.
    void childEvent(QChildEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createMenus();
    void showHovered(std::optional<Cell> cell);
    // The status bar's words for the tile under the mouse, as the level is now.
    void showTileUnderMouse();
    void updateTitle();
    void showZoom();

    QTabWidget* m_tabs = nullptr;
    // The middle: the tabs, or the page that says no level is open (EmptyPage).
    QStackedWidget* m_centre = nullptr;
    QWidget* m_empty = nullptr;
    QToolBar* m_toolBar = nullptr;
    QMenu* m_panels = nullptr;
    QLabel* m_tileLabel = nullptr;
    // The tile under the mouse and the map it is on, for the words after an edit there.
    std::optional<Cell> m_hovered;
    QPointer<MapView> m_hoveredView;
    QLabel* m_zoomLabel = nullptr;
    QLabel* m_modeLabel = nullptr;
    SharedKeys* m_sharedKeys = nullptr;
    std::unique_ptr<Choices> m_choices;
    QMap<QString, QMenu*> m_menus;
    QByteArray m_firstLayout;
};

} // namespace mazeworks

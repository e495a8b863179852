#pragma once

#include <QObject>

class QAction;
class QUndoGroup;
class QUndoView;

namespace mazeworks {

class MainWindow;
class Panel;

// The Edit menu's work and the map's size: Undo and Redo following the current document's
// undo stack (one QUndoGroup for all tabs), the Undo History dock, Resize Map, Level Properties
// and File > New Map of a chosen size.
class EditActions : public QObject {
    Q_OBJECT

public:
    explicit EditActions(MainWindow* window);

    QUndoGroup* undoGroup() const { return m_group; }

    // Asks for the size and fill of a new map and opens it in a new tab.
    void newMap();
    // Asks for the rows and columns to add or take away on each side, as one undo step.
    void resizeMap();
    // Asks for the level's name, rules and releases, as one undo step.
    void levelProperties();

private:
    void updateActions();

    MainWindow* m_window;
    QUndoGroup* m_group;
    QAction* m_resize = nullptr;
    QAction* m_properties = nullptr;
    Panel* m_historyDock = nullptr;
    int m_untitled = 0; // new maps opened so far, to tell their tabs apart
};

} // namespace mazeworks

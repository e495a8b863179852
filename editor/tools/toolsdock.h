#pragma once

#include "maze/maze.h"
#include "panel.h"

#include <QPointer>

#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QToolBar;

namespace mazeworks {

class MainWindow;
class MapTool;
class MapView;
class Tool;
class ToolOptions;
class WeightBrushTool;
class WeightPalette;

// The tools of the map: the palette of the seven tiles, the painting tools (brush, rectangle,
// fill, eraser, picker) and the place tools (muncher, ghosts, fruit, corners) as checkable
// actions with Tiled-like shortcuts, also on a toolbar and in the Tools menu; mirror painting;
// and the current tool and tile in the status bar. The chosen tool is the tool of every tab.
class ToolsDock : public Panel {
    Q_OBJECT

public:
    explicit ToolsDock(MainWindow* window);

    ToolOptions* options() const { return m_options; }
    Tool* currentTool() const { return m_current; }
    void setCurrentTool(Tool* tool);
    const std::vector<Tool*>& tools() const { return m_tools; }
    // The action that chooses `tool`, or `tile` in the palette.
    QAction* actionFor(Tool* tool) const;
    QAction* actionFor(Tile tile) const;
    QAction* mirrorAction() const { return m_mirror; }

private:
    // The constructor's pieces, in its order: the tools and their actions, the keys that go round
    // the ghosts, the palette of tiles, mirror painting, the heading; the panel's column of
    // buttons; the Tools menu, the toolbar, the window's shortcuts, the status bar; the tabs that
    // follow the tool.
    void createTools();
    void createGhostCycling();
    void createTilePalette();
    void createMirror();
    void createHeadings();
    QWidget* createContents();
    void addToMenu(QMenu* menu);
    void createToolBar(MainWindow* window);
    void addShortcuts(MainWindow* window);
    void addStatus(MainWindow* window);
    void followDocuments(MainWindow* window);
    // Greys the tools while no level is open.
    void needLevel(bool open);
    // Adds a tool with the action that chooses it, and gives back the action.
    QAction* addTool(Tool* tool);
    QAction* makeToolAction(Tool* tool);
    // Chooses the next ghost's tool, or the next ghost's corner tool.
    void cycle(bool corners);
    void followView(MapView* view);
    void updateStatus();

    ToolOptions* m_options;
    std::vector<Tool*> m_tools;
    std::vector<QAction*> m_toolActions; // beside m_tools
    std::vector<QAction*> m_paintActions; // brush, rectangle, fill, eraser, picker
    QAction* m_muncherAction = nullptr;
    std::vector<QAction*> m_ghostActions; // in the order of kGhostKinds
    QAction* m_fruitAction = nullptr;
    std::vector<QAction*> m_cornerActions; // in the order of kGhostKinds
    std::vector<QAction*> m_tileActions; // in the order of kTiles
    std::vector<QAction*> m_headingActions; // in the order of kDirections
    QActionGroup* m_toolGroup;
    QAction* m_nextGhost = nullptr;
    QAction* m_nextCorner = nullptr;
    QAction* m_mirror = nullptr;
    QAction* m_turnClockwise = nullptr;
    QAction* m_turnAnticlockwise = nullptr;
    Tool* m_current = nullptr;
    WeightBrushTool* m_weightBrush = nullptr;
    WeightPalette* m_weights = nullptr;
    QToolBar* m_toolBar = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_tileName = nullptr;
};

} // namespace mazeworks

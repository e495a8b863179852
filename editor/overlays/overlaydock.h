#pragma once

#include "picktool.h"

#include <QDockWidget>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QGroupBox;
class QKeyEvent;
class QLabel;
class QMenu;
class QSlider;
class QStackedWidget;
class QToolButton;

namespace mazeworks {

class Document;
class DistanceLayer;
class FlowLayer;
class MainWindow;
class MapView;
class OverlayModel;
class OverlayPlayer;
class PathLayer;
struct Cell;

// The teaching overlays: the breadth-first distance map from a chosen tile, or a search
// (breadth-first, Dijkstra, A*) between two chosen tiles, drawn over the current map and
// animated one settled tile at a time, with the figures of the chapter's table in large type:
// cost, steps, the tiles the search looked at and the tiles breadth-first search looks at.
// Its actions (picking, stepping, playing) are in the Analyse menu too.
class OverlayDock : public QDockWidget {
    Q_OBJECT

public:
    explicit OverlayDock(MainWindow* window);
    ~OverlayDock() override;

    OverlayModel* model() const { return m_model; }
    OverlayPlayer* player() const { return m_player; }
    PickTool* pickTool() { return &m_pickTool; }
    QAction* pickAction() const { return m_pick; }
    // The layer that draws the distance map on a view (null for views it does not know).
    DistanceLayer* distanceLayer(MapView* view) const;

private:
    struct ViewLayers {
        std::unique_ptr<DistanceLayer> distance;
        std::unique_ptr<PathLayer> path;
        std::unique_ptr<FlowLayer> flow;
    };

    void createActions();
    QWidget* createContents();
    void attach(MapView* view);
    void follow(Document* document, MapView* view);
    void setPicking(bool on);
    void placePickTool(MapView* view);
    void removePickTool();
    void fillPlaces(QMenu* menu, bool goal);
    void syncControls();
    void showFigures();
    void showHovered();
    void setSpeed(int position);
    void refresh();

    MainWindow* m_window;
    OverlayModel* m_model;
    OverlayPlayer* m_player;
    PickTool m_pickTool;
    std::map<MapView*, ViewLayers> m_layers;
    QPointer<MapView> m_pickView; // the view the pick tool is on
    MapTool* m_toolBefore = nullptr; // the tool it replaced there
    int m_pickMode = 0; // the overlay picking was for (OverlayModel::Mode)
    std::optional<Cell> m_hovered;
    bool m_syncing = false;

    QActionGroup* m_modes = nullptr;
    QAction* m_pick = nullptr;
    QAction* m_reset = nullptr;
    QAction* m_step = nullptr;
    QAction* m_play = nullptr;
    QAction* m_finish = nullptr;

    QComboBox* m_mode = nullptr;
    QLabel* m_startText = nullptr;
    QLabel* m_goalText = nullptr;
    QToolButton* m_goalPlaces = nullptr;
    QGroupBox* m_searchBox = nullptr;
    QComboBox* m_algorithm = nullptr;
    QComboBox* m_heuristic = nullptr;
    QComboBox* m_movement = nullptr;
    QSlider* m_speed = nullptr;
    QLabel* m_speedText = nullptr;
    QStackedWidget* m_figures = nullptr;
    QLabel* m_cost = nullptr;
    QLabel* m_steps = nullptr;
    QLabel* m_visited = nullptr;
    QLabel* m_visitedCaption = nullptr;
    QLabel* m_breadthFirst = nullptr;
    QLabel* m_frontier = nullptr;
    QLabel* m_reached = nullptr;
    QLabel* m_farthest = nullptr;
    QLabel* m_crest = nullptr;
    QLabel* m_underMouse = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace mazeworks

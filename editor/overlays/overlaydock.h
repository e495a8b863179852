#pragma once

#include "overlaymodel.h"
#include "panel.h"
#include "picktool.h"

#include <QPointer>
#include <QSize>

#include <functional>

#include <map>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QGroupBox;
class QLabel;
class QMenu;
class QSlider;
class QToolButton;

namespace mazeworks {

class CodeDock;
class Document;
class DistanceLayer;
class FlowLayer;
class MainWindow;
class MapView;
class OverlayFigures;
class OverlayLegend;
class OverlayModel;
class OverlayPlayer;
class OverlayStage;
class PathLayer;
class RaceWindow;
class SearchForm;
class SearchFrames;
class StepTimeline;
struct Cell;

// The teaching overlays: the breadth-first distance map from a chosen tile; a search of the
// whole family (breadth-first, Dijkstra, A*, best-first, both ways, jump point search) between
// two chosen tiles, over the level's weights; or the flow field to one or several goals; drawn
// over the current map, stepped and played one settled tile at a time (stepped back too, or
// dragged to any step on a timeline), with the figures that compare searches (cost, steps,
// tiles looked at) in large type and a legend of the colours.
// From here the Search Code panel shows the search's code and open list, the race window runs
// searches side by side, and the search goes out as a picture or as frames for slides. Its
// actions are in the Analyse menu too.
class OverlayDock : public Panel {
    Q_OBJECT

public:
    explicit OverlayDock(MainWindow* window);
    ~OverlayDock() override;

    OverlayModel* model() const { return m_model; }
    OverlayPlayer* player() const { return m_player; }
    PickTool* pickTool() { return &m_pickTool; }
    QAction* pickAction() const { return m_pick; }
    CodeDock* codeDock() const { return m_codeDock; }
    // The race window, made when first opened.
    RaceWindow* raceWindow(bool make = true);
    // The layer that draws the distance map on a view (null for views it does not know).
    DistanceLayer* distanceLayer(MapView* view) const;

    // The search as a PNG picture for a slide; the path asked for when empty. False when nothing
    // was written.
    bool exportPicture(QString path = QString());
    // The stepped search as numbered PNG frames into a new folder inside `folder` (asked for when
    // empty), a picture every `every` steps; the export under way, or null.
    SearchFrames* exportFrames(QString folder = QString(), QSize size = QSize(), int every = 0);

    int keptHeight() const override;

    // The overlay presented full screen (F11, Esc or F11 leaves): the map with its overlay as
    // large as the screen allows, the figures, the buttons that step it, its timeline and, with
    // Search Code open, the code and the open list (overlaystage.h). The window's layout
    // afterwards is exactly the layout before. For a lesson's slide too.
    void setPresentation(bool on) { setStaged(on); }
    bool isPresenting() const { return isStaged(); }
    // The stage while presenting, else null.
    OverlayStage* stage() const;

    // Asked first by a step taken by hand (Single Step, F10), when set: true when it took the
    // step's place (Predict asks the class instead, and steps once answered).
    std::function<bool()> beforeStep;
    // An action beside the step buttons and in the panel's menu after them, on `key` as Single
    // Step is (none when empty), with `words` under the buttons (none when null).
    void addStepTool(QAction* action, const QKeySequence& key, QWidget* words);

signals:
    // The race window was made (raceWindow()), for what attaches to it from outside (Predict).
    void raceWindowMade(RaceWindow* window);
    // The stage was made (presenting began), for what shows on it from outside (Predict).
    void stageMade(mazeworks::OverlayStage* stage);

private:
    struct ViewLayers {
        std::unique_ptr<DistanceLayer> distance;
        std::unique_ptr<PathLayer> path;
        std::unique_ptr<FlowLayer> flow;
    };

    QWidget* makeStageContents() override;
    void createActions();
    void createClassroomActions(QMenu* menu);
    QWidget* createContents();
    QWidget* createModeRow();
    QWidget* createStepButtons();
    QWidget* createSpeedRow();
    QGroupBox* createTilesBox();
    QGroupBox* createClassroomBox();
    void attach(MapView* view);
    void follow(Document* document, MapView* view);
    // The moves a document is searched with: those chosen on it, else 8 directions for a
    // pathfinding grid (as its scenarios and the command line), the levels' choice for a level.
    Movement movementFor(Document* document) const;
    void setPicking(bool on);
    void placePickTool(MapView* view);
    void removePickTool();
    void fillPlaces(QMenu* menu, bool goal);
    void syncControls();
    void showFigures();
    void setSpeed(int position);
    void refresh();
    void restoreSettings();
    void tell(const QString& text);
    void warn(const QString& title, const QString& text);

    OverlayModel* m_model;
    Movement m_levelMovement = Movement::Four; // chosen for levels, kept in the settings
    OverlayPlayer* m_player;
    PickTool m_pickTool;
    std::map<MapView*, ViewLayers> m_layers;
    QPointer<MapView> m_pickView; // the view the pick tool is on
    MapTool* m_toolBefore = nullptr; // the tool it replaced there
    int m_pickMode = 0; // the overlay picking was for (OverlayModel::Mode)
    std::optional<Cell> m_hovered;
    CodeDock* m_codeDock = nullptr;
    std::unique_ptr<RaceWindow> m_race; // a window of its own, for a second screen
    QPointer<SearchFrames> m_exporter;
    QPointer<OverlayStage> m_stage; // while presenting

    QActionGroup* m_modes = nullptr;
    QAction* m_pick = nullptr;
    QAction* m_reset = nullptr;
    QAction* m_stepBack = nullptr;
    QAction* m_step = nullptr;
    QAction* m_play = nullptr;
    QAction* m_finish = nullptr;
    QAction* m_present = nullptr;
    QAction* m_showCode = nullptr;
    QAction* m_openRace = nullptr;
    QAction* m_exportPicture = nullptr;
    QAction* m_exportFrames = nullptr;

    QComboBox* m_mode = nullptr;
    QLabel* m_startText = nullptr;
    QLabel* m_goalText = nullptr;
    QLabel* m_startCaption = nullptr;
    QLabel* m_goalCaption = nullptr;
    QToolButton* m_startPlaces = nullptr;
    QToolButton* m_goalPlaces = nullptr;
    QToolButton* m_clearGoals = nullptr;
    SearchForm* m_searchForm = nullptr;
    QSlider* m_speed = nullptr;
    QLabel* m_speedText = nullptr;
    QWidget* m_modeRow = nullptr;
    QWidget* m_stepButtons = nullptr; // beside what is shown
    StepTimeline* m_timeline = nullptr; // every step of the search, to drag to any of them
    QWidget* m_speedRow = nullptr;
    OverlayFigures* m_figures = nullptr;
    OverlayLegend* m_legend = nullptr;
    QWidget* m_contents = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace mazeworks

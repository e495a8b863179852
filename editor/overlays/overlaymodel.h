#pragma once

#include "grid/cell.h"
#include "path/distancemap.h"
#include "path/distancemapstepper.h"
#include "path/flowfield.h"
#include "path/flowfieldstepper.h"
#include "path/watchedsearch.h"
#include "searchchoice.h"
#include "searchgrid.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace mazeworks {

class Document;

// What the teaching overlays show for the current document, without drawing it: the
// breadth-first distance map from the start; a search of the family (watchedsearch.h) from the
// start to the goal, either as the instant result or part way, one settled tile a step, with
// what each step did; or the flow field to one or several goals. Walls block; the weights of the
// level are the cost of entering a tile; on a .maze level steps wrap over the edges (a Moving AI
// .map has closed edges).
class OverlayModel : public QObject {
    Q_OBJECT

public:
    enum class Mode { None, DistanceMap, Path, FlowField };
    Q_ENUM(Mode)

    // The counts a teacher reads out: live while stepping, the instant result's otherwise.
    struct Figures {
        int settled = 0; // tiles settled by the shown search (jump points, for jump point search)
        int lookedAt = 0; // tiles the shown search looked at (for jump point search, those it ran over)
        int reached = 0; // tiles with a distance: settled, or on the frontier
        int frontier = 0; // tiles reached but not settled
        bool found = false; // the way is known (path mode)
        double cost = kInfinity; // of the way found, its weights counted
        int steps = 0; // of the way found
        int searchSteps = 0; // steps the search has taken
        int waveVisited = 0; // tiles the whole breadth-first wave from the start reaches
        int farthest = -1; // the largest distance reached so far (distance mode)
        double flowFarthest = 0; // the largest cost of the flow field
    };

    explicit OverlayModel(QObject* parent = nullptr);
    ~OverlayModel() override;

    Document* document() const;
    void setDocument(Document* document);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);

    // The start of the path and the source of the distance map; the goal of the path.
    std::optional<Cell> start() const { return m_start; }
    std::optional<Cell> goal() const { return m_goal; }
    void setStart(std::optional<Cell> cell);
    void setGoal(std::optional<Cell> cell);

    // The goals of the flow field; the start when none is chosen.
    std::vector<Cell> flowGoals() const;
    // Adds a tile as a goal, or takes it away when it is one; `only` makes it the only goal.
    void toggleFlowGoal(Cell cell, bool only = false);
    // Breadth-first (steps) or Dijkstra (the weights) for the flow field.
    bool flowWeighted() const { return m_flowWeighted; }
    void setFlowWeighted(bool weighted);

    // The search chosen, with its options.
    const SearchChoice& choice() const { return m_choice; }
    void setChoice(const SearchChoice& choice);
    void setAlgorithm(Algorithm algorithm);
    void setHeuristic(Heuristic heuristic);
    void setMovement(Movement movement);
    // What the search is given: the choice with the map's edges.
    SearchOptions options() const { return m_choice.options(edges()); }

    // Whether the mode has what it needs: an open start, and in path mode an open goal.
    bool isReady() const;

    // Stepping. A search shown part way is "stepping"; otherwise the instant result is shown.
    bool isStepping() const { return m_stepping; }
    // Back to the beginning: only the start reached, nothing settled.
    void restart();
    // Settles one more tile (from the instant result, starts over first); false at the end.
    bool step();
    // Settles up to `cells` more; how many steps it took.
    int advance(int cells);
    // To the end: the instant result.
    void finish();
    // The steps the search or the wave has taken: all of them when its end is shown.
    int stepsTaken() const;
    // The steps from the beginning to the end (worked out once for each search).
    int stepCount() const;
    // Shows the search or the wave as it was after `steps` steps, exactly as stepping there from
    // the beginning shows it: the searches are deterministic, so it starts again and steps there
    // (only forward from where it is, when that is on the way).
    void goToStep(int steps);
    // One step back; false at the beginning.
    bool stepBack();

    const Figures& figures() const { return m_figures; }
    // Why nothing can be shown (a start on a wall, no goal yet...), empty when all is well.
    QString problem() const { return m_problem; }

    // For the layers. The distances shown (partial while stepping); null when there are none.
    const DistanceMap* distances() const;
    // The largest distance of the whole wave, so that colours stay put while it grows.
    int waveFarthest() const { return m_wave.farthest(); }
    // In distance mode: whether a reached cell is settled (false only on the wave's crest).
    bool isSettled(Cell cell) const;
    // In path mode: the search shown (null when there is none), and a tile's state in it.
    const WatchedSearch* search() const { return m_mode == Mode::Path ? m_search.get() : nullptr; }
    GridSearch::State pathState(Cell cell, GridSearch::Side side = GridSearch::Side::Forward) const;
    // The way found, start to goal (empty until the goal is settled).
    const std::vector<Cell>& path() const { return m_pathCells; }
    // The cell settled last while stepping.
    std::optional<Cell> current() const;
    // In flow field mode: the field (null when there is none), as far as it is known while stepping.
    const FlowField* flowField() const;
    // While the distance map's wave is stepped, its stepper (null otherwise).
    const DistanceMapStepper* waveStepper() const { return m_waveStepper.get(); }
    // While the flow field is stepped, its stepper (null otherwise).
    const FlowFieldStepper* flowStepper() const { return m_flowStepper.get(); }
    // The largest cost of the whole field, so that colours stay put while it grows.
    double flowFarthest() const { return m_flow ? m_flow->farthest() : 0.0; }
    // In flow field mode: whether a reached tile is settled (false only on the frontier).
    bool isFlowSettled(Cell cell) const;
    // A tile shown for a moment (a row of the open list clicked); it goes with the next step.
    std::optional<Cell> shownTile() const { return m_shownTile; }
    void showTile(std::optional<Cell> cell);

    Edges edges() const { return m_grid ? m_grid->edges : Edges::Wrap; }
    // The map the searches read, to share (a race reads the same).
    std::shared_ptr<const SearchGrid> grid() const { return m_grid; }
    bool isWeighted() const { return m_grid && m_grid->weighted(); }
    // Whether a search of a large map is running in the background; the last result is shown
    // until it comes.
    bool isSearching() const { return m_searching; }
    // Path searches on maps of at least this many tiles run on a worker thread, so that painting
    // a large map with the overlay on stays smooth. Stepping always runs here.
    void setBackgroundFrom(std::size_t tiles) { m_backgroundFrom = tiles; }
    static constexpr std::size_t kBackgroundFrom = 256 * 1024;

    // Counts the changes announced: a layer keeps its picture while this stays the same.
    quint64 revision() const { return m_revision; }
    int width() const { return m_grid ? m_grid->width : 0; }
    int height() const { return m_grid ? m_grid->height : 0; }
    bool isOpen(Cell cell) const { return m_grid && m_grid->isOpen(cell); }

signals:
    // Anything drawn or counted changed.
    void changed();
    // The mode, the cells or the options changed (the dock's controls follow).
    void settingsChanged();
    // Stepping ended (at the goal, or when the wave filled the map).
    void finished();

private:
    // What a search in the background hands back.
    struct Found {
        DistanceMap wave;
        std::shared_ptr<const SearchGrid> grid; // what the search reads
        std::unique_ptr<WatchedSearch> search;
        std::unique_ptr<FlowField> flow;
    };

    struct Picks {
        std::optional<Cell> start;
        std::optional<Cell> goal;
        std::vector<Cell> flowGoals;
    };

    // Reads the map again (after an edit) and searches again, keeping the animation's place.
    void mapChanged();
    void tilesChanged(const QRect& tiles);
    void scheduleMapChanged();
    // Searches again; `keepPlace` replays a running animation to where it was.
    void recompute(bool keepPlace);
    // Makes the overlay again, stepped to `place` when stepping.
    void rebuild(int place);
    void readMap();
    void chooseDefaults();
    void makeSearch();
    void makeWaveStepper();
    void makeFlowField();
    void makeFlowStepper();
    void takeFoundWay();
    void updateFigures();
    void updateProblem();
    void announce();
    void searchInBackground();
    void takeBackgroundResult();
    // A copy of the grid to edit, when a search elsewhere reads the one there is.
    SearchGrid& editableGrid();

    QPointer<Document> m_document;
    QHash<const Document*, Picks> m_picks; // each document keeps its own start and goal
    Mode m_mode = Mode::None;
    std::optional<Cell> m_start;
    std::optional<Cell> m_goal;
    std::vector<Cell> m_flowGoals;
    bool m_flowWeighted = true;
    SearchChoice m_choice;

    std::shared_ptr<SearchGrid> m_grid;
    std::shared_ptr<const SearchGrid> m_searchGrid; // the grid m_search (or m_flowStepper) reads
    DistanceMap m_wave; // from the start, all of it
    Path m_path; // the way, once the search is over
    std::unique_ptr<WatchedSearch> m_search;
    std::unique_ptr<DistanceMapStepper> m_waveStepper;
    std::unique_ptr<FlowField> m_flow; // all of it
    std::unique_ptr<FlowFieldStepper> m_flowStepper; // while the flow field is stepped
    std::vector<Cell> m_pathCells;
    std::optional<Cell> m_shownTile;
    bool m_stepping = false;
    mutable int m_stepCount = -1; // of the search shown, -1 until asked for
    Figures m_figures;
    QString m_problem;
    QTimer m_mapChangedLater;
    QRect m_changedTiles; // tiles edited since the last search
    bool m_mapReset = false; // the whole map must be read again
    quint64 m_revision = 0;
    std::size_t m_backgroundFrom = kBackgroundFrom;
    QFutureWatcher<std::shared_ptr<Found>> m_background;
    quint64 m_generation = 0; // bumps with every search asked for
    quint64 m_launched = 0; // the generation the running background search answers
    bool m_searching = false;
};

} // namespace mazeworks

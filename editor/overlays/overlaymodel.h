#pragma once

#include "grid/cell.h"
#include "path/distancemap.h"
#include "path/distancemapstepper.h"
#include "path/pathstepper.h"
#include "path/search.h"

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
// breadth-first distance map from the start, or a search (breadth-first, Dijkstra, A*) from
// the start to the goal, either as the instant result or part way, one settled cell at a
// time. Walls block; on a .maze level the corridors are open and steps wrap over the edges
// (a Moving AI .map has closed edges). Every step costs 1 (sqrt 2 diagonally).
class OverlayModel : public QObject {
    Q_OBJECT

public:
    enum class Mode { None, DistanceMap, Path };
    Q_ENUM(Mode)

    // The counts a teacher reads out: live while stepping, the instant result's otherwise.
    struct Figures {
        int settled = 0; // cells settled by the shown search
        int reached = 0; // cells with a distance: settled, or on the frontier
        int frontier = 0; // cells reached but not settled
        bool found = false; // the goal was settled (path mode)
        double cost = kInfinity; // of the way found
        int steps = 0; // of the way found
        int waveVisited = 0; // cells the whole breadth-first wave from the start reaches
        int farthest = -1; // the largest distance reached so far (distance mode)
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

    const SearchOptions& options() const { return m_options; }
    void setAlgorithm(Algorithm algorithm);
    void setHeuristic(Heuristic heuristic);
    void setMovement(Movement movement);

    // Whether the mode has what it needs: an open start, and in path mode an open goal.
    bool isReady() const;

    // Stepping. A search shown part way is "stepping"; otherwise the instant result is shown.
    bool isStepping() const { return m_stepping; }
    // Back to the beginning: only the start reached, nothing settled.
    void restart();
    // Settles one more cell (from the instant result, starts over first); false at the end.
    bool step();
    // Settles up to `cells` more; how many it settled.
    int advance(int cells);
    // To the end: the instant result.
    void finish();

    const Figures& figures() const { return m_figures; }
    // Why nothing can be shown (a start on a wall, no goal yet...), empty when all is well.
    QString problem() const { return m_problem; }

    // For the layers. The distances shown (partial while stepping); null when there are none.
    const DistanceMap* distances() const;
    // The largest distance of the whole wave, so that colours stay put while it grows.
    int waveFarthest() const { return m_wave.farthest(); }
    // In distance mode: whether a reached cell is settled (false only on the wave's crest).
    bool isSettled(Cell cell) const;
    // In path mode: the state of a cell in the shown search.
    PathStepper::State pathState(Cell cell) const;
    // The way found, start to goal (empty until the goal is settled).
    const std::vector<Cell>& path() const { return m_pathCells; }
    // The cell settled last while stepping.
    std::optional<Cell> current() const;
    Edges edges() const { return m_options.edges; }
    // Whether a search of a large map is running in the background; the last result is shown
    // until it comes.
    bool isSearching() const { return m_searching; }
    // Path searches on maps of at least this many tiles run on a worker thread, so that painting
    // a large map with the overlay on stays smooth. Stepping always runs here.
    void setBackgroundFrom(std::size_t tiles) { m_backgroundFrom = tiles; }
    static constexpr std::size_t kBackgroundFrom = 256 * 1024;

    // Counts the changes announced: a layer keeps its picture while this stays the same.
    quint64 revision() const { return m_revision; }
    int width() const { return m_width; }
    int height() const { return m_height; }
    bool isOpen(Cell cell) const;

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
        std::unique_ptr<PathStepper> stepper;
    };

    struct Picks {
        std::optional<Cell> start;
        std::optional<Cell> goal;
    };

    // Reads the map again (after an edit) and searches again, keeping the animation's place.
    void mapChanged();
    void tilesChanged(const QRect& tiles);
    void scheduleMapChanged();
    // Searches again; `keepPlace` replays a running animation to where it was.
    void recompute(bool keepPlace);
    void readMap();
    // Reads only the tiles of `area` again: a stroke of the brush costs what it painted.
    void readTiles(const QRect& area);
    void chooseDefaults();
    void makePathStepper();
    void makeWaveStepper();
    void updateFigures();
    void updateProblem();
    void announce();
    void searchInBackground();
    void takeBackgroundResult();

    QPointer<Document> m_document;
    QHash<const Document*, Picks> m_picks; // each document keeps its own start and goal
    Mode m_mode = Mode::None;
    std::optional<Cell> m_start;
    std::optional<Cell> m_goal;
    SearchOptions m_options;

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_open; // row-major, 1 where a step may go
    DistanceMap m_wave; // from the start, all of it
    Path m_path; // the way, once the search is over
    std::unique_ptr<PathStepper> m_pathStepper;
    std::unique_ptr<DistanceMapStepper> m_waveStepper;
    std::vector<Cell> m_pathCells;
    bool m_stepping = false;
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

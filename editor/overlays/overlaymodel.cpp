#include "overlaymodel.h"

#include "document.h"
#include "tilenames.h"

#include <QLocale>

#include <QFuture>
#include <QPromise>
#include <QThreadPool>

#include <algorithm>

namespace mazeworks {

OverlayModel::OverlayModel(QObject* parent)
    : QObject(parent)
{
    // A drag of the brush sends many changes between two frames: one search answers them all.
    m_mapChangedLater.setSingleShot(true);
    m_mapChangedLater.setInterval(0);
    connect(&m_mapChangedLater, &QTimer::timeout, this, &OverlayModel::mapChanged);
    connect(&m_background, &QFutureWatcherBase::finished, this, &OverlayModel::takeBackgroundResult);
}

OverlayModel::~OverlayModel() = default;

Document* OverlayModel::document() const { return m_document; }

void OverlayModel::setDocument(Document* document)
{
    if (document == m_document) return;
    if (m_document) {
        m_picks.insert(m_document, { m_start, m_goal });
        disconnect(m_document, nullptr, this, nullptr);
    }
    m_document = document;
    m_mapChangedLater.stop();
    m_mapReset = false;
    m_changedTiles = QRect();
    m_stepping = false;
    if (m_document) {
        connect(m_document, &Document::tilesChanged, this, &OverlayModel::tilesChanged);
        connect(m_document, &Document::mapReset, this, &OverlayModel::scheduleMapChanged);
        connect(m_document, &Document::filePathChanged, this, &OverlayModel::scheduleMapChanged);
        const Document* key = m_document;
        connect(m_document, &QObject::destroyed, this, [this, key] { m_picks.remove(key); });
    }
    readMap();
    const auto kept = m_picks.constFind(m_document);
    if (m_document && kept != m_picks.constEnd()) {
        m_start = kept->start;
        m_goal = kept->goal;
    } else {
        chooseDefaults();
    }
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setMode(Mode mode)
{
    if (mode == m_mode) return;
    m_mode = mode;
    m_stepping = false;
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setStart(std::optional<Cell> cell)
{
    if (cell == m_start) return;
    m_start = cell;
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setGoal(std::optional<Cell> cell)
{
    if (cell == m_goal) return;
    m_goal = cell;
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setAlgorithm(Algorithm algorithm)
{
    if (algorithm == m_options.algorithm) return;
    m_options.algorithm = algorithm;
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setHeuristic(Heuristic heuristic)
{
    if (heuristic == m_options.heuristic) return;
    m_options.heuristic = heuristic;
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setMovement(Movement movement)
{
    if (movement == m_options.movement) return;
    m_options.movement = movement;
    recompute(false);
    emit settingsChanged();
}

bool OverlayModel::isOpen(Cell cell) const
{
    if (cell.col < 0 || cell.row < 0 || cell.col >= m_width || cell.row >= m_height) return false;
    return m_open[static_cast<std::size_t>(cell.row) * static_cast<std::size_t>(m_width)
               + static_cast<std::size_t>(cell.col)]
        != 0;
}

bool OverlayModel::isReady() const
{
    if (!m_document || m_width == 0 || m_mode == Mode::None) return false;
    if (!m_start || !isOpen(*m_start)) return false;
    return m_mode == Mode::DistanceMap || (m_goal && isOpen(*m_goal));
}

void OverlayModel::readMap()
{
    m_width = m_height = 0;
    m_open.clear();
    if (!m_document || !m_document->hasMap()) return;
    const TileMap<Tile>& tiles = m_document->maze().tiles;
    m_width = tiles.width();
    m_height = tiles.height();
    m_open.resize(tiles.size());
    for (std::size_t i = 0; i < tiles.size(); ++i) m_open[i] = isCorridor(tiles[i]) ? 1 : 0;
    // A Moving AI grid ends at its edges; a maze's open rows are tunnels to the far side.
    m_options.edges
        = m_document->filePath().endsWith(QLatin1String(".map"), Qt::CaseInsensitive) ? Edges::Closed : Edges::Wrap;
}

void OverlayModel::chooseDefaults()
{
    m_start.reset();
    m_goal.reset();
    if (m_width == 0) return;
    const Maze& maze = m_document->maze();
    if (maze.muncher && isOpen(maze.muncher->cell)) {
        m_start = maze.muncher->cell;
    } else {
        const auto first = std::find(m_open.begin(), m_open.end(), std::uint8_t { 1 });
        if (first == m_open.end()) return;
        m_start = maze.tiles.cellAt(static_cast<std::size_t>(first - m_open.begin()));
    }
    // The goal that shows the most: the tile farthest from the start, the first in reading order.
    m_wave.compute(m_width, m_height, m_open.data(), std::span<const Cell>(&*m_start, 1), m_options.edges);
    if (m_wave.farthest() <= 0) return;
    for (int row = 0; row < m_height && !m_goal; ++row) {
        for (int col = 0; col < m_width; ++col) {
            if (m_wave.distance(col, row) == m_wave.farthest()) {
                m_goal = Cell { col, row };
                break;
            }
        }
    }
}

void OverlayModel::tilesChanged(const QRect& tiles)
{
    m_changedTiles |= tiles;
    m_mapChangedLater.start();
}

void OverlayModel::scheduleMapChanged()
{
    m_mapReset = true;
    m_mapChangedLater.start();
}

void OverlayModel::readTiles(const QRect& area)
{
    const TileMap<Tile>& tiles = m_document->maze().tiles;
    const QRect inside = area.intersected(QRect(0, 0, m_width, m_height));
    for (int row = inside.top(); row <= inside.bottom(); ++row) {
        for (int col = inside.left(); col <= inside.right(); ++col) {
            const std::size_t i = tiles.index(col, row);
            m_open[i] = isCorridor(tiles[i]) ? 1 : 0;
        }
    }
}

void OverlayModel::mapChanged()
{
    const std::optional<Cell> start = m_start;
    const std::optional<Cell> goal = m_goal;
    const bool sameSize = m_document && m_document->hasMap() && m_document->maze().width() == m_width
        && m_document->maze().height() == m_height;
    if (m_mapReset || !sameSize)
        readMap();
    else
        readTiles(m_changedTiles);
    m_mapReset = false;
    m_changedTiles = QRect();
    // A resize may leave a chosen tile off the map.
    auto onMap = [this](const std::optional<Cell>& c) {
        return c && c->col >= 0 && c->row >= 0 && c->col < m_width && c->row < m_height;
    };
    if (!onMap(m_start)) m_start.reset();
    if (!onMap(m_goal)) m_goal.reset();
    recompute(true);
    if (start != m_start || goal != m_goal) emit settingsChanged();
}

void OverlayModel::makePathStepper()
{
    std::vector<double> costs(m_open.size());
    for (std::size_t i = 0; i < m_open.size(); ++i) costs[i] = m_open[i] ? 1.0 : kInfinity;
    m_pathStepper = std::make_unique<PathStepper>(m_width, m_height, std::move(costs), m_options, *m_start, *m_goal);
}

void OverlayModel::makeWaveStepper()
{
    const std::uint8_t* open = m_open.data();
    const int width = m_width;
    auto passable = [open, width](int col, int row) {
        return open[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(col)]
            != 0;
    };
    m_waveStepper = std::make_unique<DistanceMapStepper>(
        m_width, m_height, passable, std::span<const Cell>(&*m_start, 1), m_options.edges);
}

void OverlayModel::searchInBackground()
{
    // One search at a time: a newer wish is served when the running one is done.
    if (m_background.isRunning()) return;
    m_launched = m_generation;
    auto promise = std::make_shared<QPromise<std::shared_ptr<Found>>>();
    QFuture<std::shared_ptr<Found>> future = promise->future();
    promise->start();
    // The worker has copies of everything it reads: the map may change while it runs.
    QThreadPool::globalInstance()->start([promise, open = m_open, width = m_width, height = m_height,
                                             options = m_options, start = *m_start, goal = *m_goal] {
        auto found = std::make_shared<Found>();
        found->wave.compute(width, height, open.data(), std::span<const Cell>(&start, 1), options.edges);
        std::vector<double> costs(open.size());
        for (std::size_t i = 0; i < open.size(); ++i) costs[i] = open[i] ? 1.0 : kInfinity;
        found->stepper = std::make_unique<PathStepper>(width, height, std::move(costs), options, start, goal);
        found->stepper->finish();
        promise->addResult(found);
        promise->finish();
    });
    m_background.setFuture(future);
}

void OverlayModel::takeBackgroundResult()
{
    if (m_background.future().resultCount() == 0) return;
    std::shared_ptr<Found> found = m_background.result();
    if (m_launched != m_generation) {
        // Asked for before the last change: search again for what is wanted now.
        if (m_searching) searchInBackground();
        return;
    }
    m_searching = false;
    m_wave = std::move(found->wave);
    m_pathStepper = std::move(found->stepper);
    m_path = m_pathStepper->path();
    m_pathCells = m_path.cells;
    updateFigures();
    updateProblem();
    announce();
}

void OverlayModel::recompute(bool keepPlace)
{
    ++m_generation;
    m_searching = false;
    if (m_mode == Mode::Path && !m_stepping && isReady() && m_open.size() >= m_backgroundFrom) {
        // The last result stays on show until the new one comes.
        m_searching = true;
        searchInBackground();
        updateProblem();
        announce();
        return;
    }
    const int place = keepPlace && m_stepping ? m_figures.settled : 0;
    m_pathStepper.reset();
    m_waveStepper.reset();
    m_pathCells.clear();
    m_path = Path();
    const bool startOpen = m_width > 0 && m_start && isOpen(*m_start);
    if (m_mode != Mode::None && startOpen) {
        m_wave.compute(m_width, m_height, m_open.data(), std::span<const Cell>(&*m_start, 1), m_options.edges);
    } else {
        m_wave = DistanceMap();
    }
    if (!isReady()) {
        m_stepping = false;
    } else if (m_mode == Mode::Path) {
        makePathStepper();
        if (m_stepping) {
            for (int i = 0; i < place && m_pathStepper->step();) ++i;
        } else {
            // The instant result: the stepper run to its end is the one-shot search (core's
            // tests pin that they agree), and it also knows which tiles it settled, to draw them.
            m_pathStepper->finish();
        }
        if (m_pathStepper->done()) {
            m_stepping = false;
            m_path = m_pathStepper->path();
            m_pathCells = m_path.cells;
        }
    } else {
        if (m_stepping) {
            makeWaveStepper();
            for (int i = 0; i < place && m_waveStepper->step();) ++i;
            if (m_waveStepper->done()) {
                m_stepping = false;
                m_waveStepper.reset();
            }
        }
    }
    updateFigures();
    updateProblem();
    announce();
}

void OverlayModel::announce()
{
    ++m_revision;
    emit changed();
}

void OverlayModel::restart()
{
    if (!isReady()) return;
    m_stepping = true;
    recompute(false);
}

bool OverlayModel::step() { return advance(1) == 1; }

int OverlayModel::advance(int cells)
{
    if (!isReady() || cells <= 0) return 0;
    if (!m_stepping) restart();
    int settled = 0;
    if (m_mode == Mode::Path) {
        while (settled < cells && m_pathStepper->step()) ++settled;
        if (m_pathStepper->done()) {
            m_stepping = false;
            m_path = m_pathStepper->path();
            m_pathCells = m_path.cells;
        }
    } else {
        while (settled < cells && m_waveStepper->step()) ++settled;
        if (m_waveStepper->done()) {
            m_stepping = false;
            m_waveStepper.reset();
        }
    }
    updateFigures();
    updateProblem();
    announce();
    if (!m_stepping) emit finished();
    return settled;
}

void OverlayModel::finish()
{
    if (!m_stepping) return;
    m_stepping = false;
    recompute(false);
    emit finished();
}

const DistanceMap* OverlayModel::distances() const
{
    if (m_mode != Mode::DistanceMap || !isReady()) return nullptr;
    return m_waveStepper ? &m_waveStepper->map() : &m_wave;
}

bool OverlayModel::isSettled(Cell cell) const
{
    if (m_waveStepper) return m_waveStepper->isSettled(cell);
    return m_wave.distance(cell) != DistanceMap::Unreachable;
}

PathStepper::State OverlayModel::pathState(Cell cell) const
{
    return m_pathStepper ? m_pathStepper->state(cell) : PathStepper::State::Unseen;
}

std::optional<Cell> OverlayModel::current() const
{
    if (!m_stepping) return std::nullopt;
    if (m_pathStepper) return m_pathStepper->current();
    if (m_waveStepper) return m_waveStepper->current();
    return std::nullopt;
}

void OverlayModel::updateFigures()
{
    Figures f;
    f.waveVisited = m_wave.visited();
    if (m_mode == Mode::Path && m_pathStepper) {
        f.settled = m_pathStepper->visited();
        f.frontier = static_cast<int>(m_pathStepper->frontier().size());
        f.found = m_pathStepper->found();
        if (f.found) {
            f.cost = m_path.cost;
            f.steps = m_path.steps();
        }
    } else if (m_mode == Mode::DistanceMap && isReady()) {
        if (m_waveStepper) {
            f.settled = m_waveStepper->settled();
            f.frontier = static_cast<int>(m_waveStepper->frontierSize());
            f.reached = f.settled + f.frontier;
            // The crest is in the order of the wave: its last cell is the farthest reached.
            const std::vector<Cell> crest = m_waveStepper->frontier();
            f.farthest = crest.empty() ? m_waveStepper->map().farthest() : m_waveStepper->map().distance(crest.back());
        } else {
            f.settled = f.reached = m_wave.visited();
            f.farthest = m_wave.farthest();
        }
    }
    m_figures = f;
}

void OverlayModel::updateProblem()
{
    m_problem.clear();
    if (m_mode == Mode::None) return;
    if (!m_document) {
        m_problem = tr("Open a level to see its overlays.");
        return;
    }
    if (m_width == 0) {
        m_problem = tr("The rows of this level do not form a map yet.");
        return;
    }
    const TileMap<Tile>& tiles = m_document->maze().tiles;
    if (m_searching) {
        m_problem = tr("Searching %1 tiles\u2026").arg(QLocale().toString(static_cast<qlonglong>(m_open.size())));
    } else if (!m_start) {
        m_problem = tr("Pick a start: click a tile with the pick tool.");
    } else if (!isOpen(*m_start)) {
        m_problem = tr("The start (%1, %2) is not in a corridor (%3): pick another tile.")
                        .arg(m_start->col)
                        .arg(m_start->row)
                        .arg(tileName(tiles.get(*m_start)));
    } else if (m_mode == Mode::Path && !m_goal) {
        m_problem = tr("Pick a goal: right-click or Shift+click a tile with the pick tool.");
    } else if (m_mode == Mode::Path && !isOpen(*m_goal)) {
        m_problem = tr("The goal (%1, %2) is not in a corridor (%3): pick another tile.")
                        .arg(m_goal->col)
                        .arg(m_goal->row)
                        .arg(tileName(tiles.get(*m_goal)));
    } else if (m_mode == Mode::Path && !m_stepping && !m_figures.found) {
        m_problem = tr("No way leads from (%1, %2) to (%3, %4): walls stand between them.")
                        .arg(m_start->col)
                        .arg(m_start->row)
                        .arg(m_goal->col)
                        .arg(m_goal->row);
    }
}

} // namespace mazeworks

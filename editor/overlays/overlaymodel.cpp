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
        m_picks.insert(m_document, { m_start, m_goal, m_flowGoals });
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
        m_flowGoals = kept->flowGoals;
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

std::vector<Cell> OverlayModel::flowGoals() const
{
    if (!m_flowGoals.empty()) return m_flowGoals;
    if (m_start) return { *m_start };
    return {};
}

void OverlayModel::toggleFlowGoal(Cell cell, bool only)
{
    const auto at = std::find(m_flowGoals.begin(), m_flowGoals.end(), cell);
    if (only)
        m_flowGoals = { cell };
    else if (at != m_flowGoals.end())
        m_flowGoals.erase(at);
    else
        m_flowGoals.push_back(cell);
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setFlowWeighted(bool weighted)
{
    if (weighted == m_flowWeighted) return;
    m_flowWeighted = weighted;
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setChoice(const SearchChoice& choice)
{
    if (choice == m_choice) return;
    m_choice = choice;
    recompute(false);
    emit settingsChanged();
}

void OverlayModel::setAlgorithm(Algorithm algorithm)
{
    SearchChoice c = m_choice;
    c.algorithm = algorithm == Algorithm::Bidirectional ? Algorithm::AStar : algorithm;
    c.bidirectional = algorithm == Algorithm::Bidirectional || (c.bidirectional && c.goesBothWays());
    setChoice(c);
}

void OverlayModel::setHeuristic(Heuristic heuristic)
{
    SearchChoice c = m_choice;
    c.heuristic = heuristic;
    setChoice(c);
}

void OverlayModel::setMovement(Movement movement)
{
    SearchChoice c = m_choice;
    c.movement = movement;
    setChoice(c);
}

bool OverlayModel::isReady() const
{
    if (!m_document || width() == 0 || m_mode == Mode::None) return false;
    if (m_mode == Mode::FlowField) {
        const std::vector<Cell> goals = flowGoals();
        return std::any_of(goals.begin(), goals.end(), [this](Cell c) { return isOpen(c); });
    }
    if (!m_start || !isOpen(*m_start)) return false;
    return m_mode == Mode::DistanceMap || (m_goal && isOpen(*m_goal));
}

void OverlayModel::readMap()
{
    m_grid.reset();
    if (!m_document || !m_document->hasMap()) return;
    // A Moving AI grid ends at its edges; a maze's open rows are tunnels to the far side.
    const Edges edges
        = m_document->filePath().endsWith(QLatin1String(".map"), Qt::CaseInsensitive) ? Edges::Closed : Edges::Wrap;
    m_grid = SearchGrid::of(m_document->maze(), edges);
}

SearchGrid& OverlayModel::editableGrid()
{
    // The search shown, or one in the background, may read the grid there is: it stays as it was.
    if (m_grid.use_count() > 1) m_grid = std::make_shared<SearchGrid>(*m_grid);
    return *m_grid;
}

void OverlayModel::chooseDefaults()
{
    m_start.reset();
    m_goal.reset();
    m_flowGoals.clear();
    if (width() == 0) return;
    const Maze& maze = m_document->maze();
    if (maze.muncher && isOpen(maze.muncher->cell)) {
        m_start = maze.muncher->cell;
    } else {
        const auto first = std::find(m_grid->open.begin(), m_grid->open.end(), std::uint8_t { 1 });
        if (first == m_grid->open.end()) return;
        m_start = maze.tiles.cellAt(static_cast<std::size_t>(first - m_grid->open.begin()));
    }
    // The goal that shows the most: the tile farthest from the start, the first in reading order.
    m_wave.compute(width(), height(), m_grid->open.data(), std::span<const Cell>(&*m_start, 1), edges());
    if (m_wave.farthest() <= 0) return;
    for (int row = 0; row < height() && !m_goal; ++row) {
        for (int col = 0; col < width(); ++col) {
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

void OverlayModel::mapChanged()
{
    const std::optional<Cell> start = m_start;
    const std::optional<Cell> goal = m_goal;
    const bool sameSize = m_document && m_document->hasMap() && m_document->maze().width() == width()
        && m_document->maze().height() == height();
    if (m_mapReset || !sameSize)
        readMap();
    else if (!m_changedTiles.isEmpty())
        editableGrid().read(m_document->maze(), m_changedTiles);
    m_mapReset = false;
    m_changedTiles = QRect();
    // A resize may leave a chosen tile off the map.
    auto onMap = [this](const std::optional<Cell>& c) {
        return c && c->col >= 0 && c->row >= 0 && c->col < width() && c->row < height();
    };
    if (!onMap(m_start)) m_start.reset();
    if (!onMap(m_goal)) m_goal.reset();
    std::erase_if(m_flowGoals, [&](Cell c) { return !onMap(c); });
    recompute(true);
    if (start != m_start || goal != m_goal) emit settingsChanged();
}

void OverlayModel::makeSearch()
{
    m_searchGrid = m_grid;
    m_search = std::make_unique<WatchedSearch>(m_searchGrid->view(), options(), *m_start, *m_goal, m_choice.earlyExit);
}

void OverlayModel::makeWaveStepper()
{
    const std::uint8_t* open = m_grid->open.data();
    const int w = width();
    auto passable = [open, w](int col, int row) {
        return open[static_cast<std::size_t>(row) * static_cast<std::size_t>(w) + static_cast<std::size_t>(col)] != 0;
    };
    m_waveStepper = std::make_unique<DistanceMapStepper>(
        width(), height(), passable, std::span<const Cell>(&*m_start, 1), edges());
}

void OverlayModel::makeFlowField()
{
    const std::vector<Cell> goals = flowGoals();
    m_flow = std::make_unique<FlowField>(m_grid->view(), m_choice.movement, m_choice.options(edges()).corners,
        m_flowWeighted, std::span<const Cell>(goals));
}

void OverlayModel::makeFlowStepper()
{
    // The field is stepped over the grid it was made from, which an edit copies (editableGrid).
    m_searchGrid = m_grid;
    const std::vector<Cell> goals = flowGoals();
    m_flowStepper = std::make_unique<FlowFieldStepper>(m_searchGrid->view(), m_choice.movement,
        m_choice.options(edges()).corners, m_flowWeighted, std::span<const Cell>(goals));
}

void OverlayModel::takeFoundWay()
{
    m_stepping = false;
    m_path = m_search->path();
    m_pathCells = m_path.cells;
}

void OverlayModel::searchInBackground()
{
    // One search at a time: a newer wish is served when the running one is done.
    if (m_background.isRunning()) return;
    m_launched = m_generation;
    auto promise = std::make_shared<QPromise<std::shared_ptr<Found>>>();
    QFuture<std::shared_ptr<Found>> future = promise->future();
    promise->start();
    // The worker shares the grid, which an edit copies before it changes (editableGrid).
    std::shared_ptr<const SearchGrid> grid = m_grid;
    QThreadPool::globalInstance()->start(
        [promise, grid, mode = m_mode, options = options(), earlyExit = m_choice.earlyExit, start = m_start,
            goal = m_goal, goals = flowGoals(), movement = m_choice.movement, weighted = m_flowWeighted] {
            auto found = std::make_shared<Found>();
            found->grid = grid;
            if (mode == Mode::FlowField) {
                found->flow = std::make_unique<FlowField>(
                    grid->view(), movement, options.corners, weighted, std::span<const Cell>(goals));
            } else {
                found->wave.compute(
                    grid->width, grid->height, grid->open.data(), std::span<const Cell>(&*start, 1), grid->edges);
                found->search = std::make_unique<WatchedSearch>(grid->view(), options, *start, *goal, earlyExit);
                found->search->finish();
            }
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
    m_stepCount = -1;
    if (found->flow) {
        m_flow = std::move(found->flow);
    } else {
        m_wave = std::move(found->wave);
        m_searchGrid = found->grid;
        m_search = std::move(found->search);
        takeFoundWay();
    }
    updateFigures();
    updateProblem();
    announce();
}

void OverlayModel::recompute(bool keepPlace)
{
    ++m_generation;
    m_searching = false;
    m_shownTile.reset();
    const bool large = m_grid && m_grid->size() >= m_backgroundFrom;
    if (large && isReady() && (m_mode == Mode::Path || m_mode == Mode::FlowField) && !m_stepping) {
        // The last result stays on show until the new one comes; a stepped field goes.
        m_searching = true;
        m_flowStepper.reset();
        searchInBackground();
        updateProblem();
        announce();
        return;
    }
    int place = 0;
    if (keepPlace && m_stepping) place = m_mode == Mode::Path ? m_figures.searchSteps : m_figures.settled;
    rebuild(place);
}

void OverlayModel::rebuild(int place)
{
    m_stepCount = -1;
    m_search.reset();
    m_searchGrid.reset();
    m_waveStepper.reset();
    m_flow.reset();
    m_flowStepper.reset();
    m_pathCells.clear();
    m_path = Path();
    const bool startOpen = m_start && isOpen(*m_start);
    if ((m_mode == Mode::Path || m_mode == Mode::DistanceMap) && startOpen) {
        m_wave.compute(width(), height(), m_grid->open.data(), std::span<const Cell>(&*m_start, 1), edges());
    } else {
        m_wave = DistanceMap();
    }
    if (!isReady()) {
        m_stepping = false;
    } else if (m_mode == Mode::Path) {
        makeSearch();
        if (m_stepping) {
            m_search->advance(place);
        } else {
            // The instant result: the search run to its end, which also knows which tiles it
            // settled, to draw them.
            m_search->finish();
        }
        if (m_search->done()) takeFoundWay();
    } else if (m_mode == Mode::DistanceMap) {
        if (m_stepping) {
            makeWaveStepper();
            for (int i = 0; i < place && m_waveStepper->step();) ++i;
            if (m_waveStepper->done()) {
                m_stepping = false;
                m_waveStepper.reset();
            }
        }
    } else if (m_mode == Mode::FlowField) {
        // The whole field too, while stepping: its step count and its colours.
        makeFlowField();
        if (m_stepping) {
            makeFlowStepper();
            for (int i = 0; i < place && m_flowStepper->step();) ++i;
            if (m_flowStepper->done()) {
                m_stepping = false;
                m_flowStepper.reset();
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
    m_shownTile.reset();
    int taken = 0;
    if (m_mode == Mode::Path) {
        taken = m_search->advance(cells);
        if (m_search->done()) takeFoundWay();
    } else if (m_mode == Mode::FlowField) {
        while (taken < cells && m_flowStepper->step()) ++taken;
        if (m_flowStepper->done()) {
            m_stepping = false;
            m_flowStepper.reset();
        }
    } else {
        while (taken < cells && m_waveStepper->step()) ++taken;
        if (m_waveStepper->done()) {
            m_stepping = false;
            m_waveStepper.reset();
        }
    }
    updateFigures();
    updateProblem();
    announce();
    if (!m_stepping) emit finished();
    return taken;
}

void OverlayModel::finish()
{
    if (!m_stepping) return;
    if (m_mode == Mode::Path) {
        // To the end from here: what the last step did stays told.
        m_search->finish();
        takeFoundWay();
        updateFigures();
        updateProblem();
        announce();
    } else {
        m_stepping = false;
        recompute(false);
    }
    emit finished();
}

int OverlayModel::stepsTaken() const
{
    if (!isReady()) return 0;
    if (m_mode == Mode::Path) return m_search ? m_search->steps() : 0;
    if (m_mode == Mode::DistanceMap) return m_waveStepper ? m_waveStepper->settled() : m_wave.visited();
    if (m_flowStepper) return m_flowStepper->settled();
    return m_flow ? m_flow->reached() : 0;
}

int OverlayModel::stepCount() const
{
    if (!isReady()) return 0;
    if (m_mode == Mode::DistanceMap) return m_wave.visited();
    if (m_mode == Mode::FlowField) return m_flow ? m_flow->reached() : 0;
    if (m_mode != Mode::Path || !m_search) return 0;
    if (m_search->done()) return m_search->steps();
    if (m_stepCount < 0) {
        // The same search run to its end on the side: fast, as it tells nothing but its last step.
        WatchedSearch probe(m_searchGrid->view(), options(), *m_start, *m_goal, m_choice.earlyExit);
        probe.finish();
        m_stepCount = probe.steps();
    }
    return m_stepCount;
}

void OverlayModel::goToStep(int steps)
{
    if (!isReady() || m_searching) return;
    steps = std::clamp(steps, 0, stepCount());
    const int taken = stepsTaken();
    if (m_stepping && steps >= taken) {
        if (steps > taken) advance(steps - taken);
        return;
    }
    if (!m_stepping && steps == taken) return;
    // Back: from the beginning again, to the step asked for.
    const int count = stepCount();
    ++m_generation;
    m_shownTile.reset();
    m_stepping = true;
    rebuild(steps);
    m_stepCount = count;
    if (!m_stepping) emit finished();
}

bool OverlayModel::stepBack()
{
    const int taken = stepsTaken();
    if (!isReady() || taken <= 0) return false;
    goToStep(taken - 1);
    return true;
}

void OverlayModel::showTile(std::optional<Cell> cell)
{
    if (cell == m_shownTile) return;
    m_shownTile = cell;
    announce();
}

const DistanceMap* OverlayModel::distances() const
{
    if (m_mode != Mode::DistanceMap || !isReady()) return nullptr;
    return m_waveStepper ? &m_waveStepper->map() : &m_wave;
}

const FlowField* OverlayModel::flowField() const
{
    if (m_mode != Mode::FlowField) return nullptr;
    return m_flowStepper ? &m_flowStepper->field() : m_flow.get();
}

bool OverlayModel::isFlowSettled(Cell cell) const
{
    if (m_flowStepper) return m_flowStepper->isSettled(cell);
    return m_flow && m_flow->cost(cell) != kInfinity;
}

bool OverlayModel::isSettled(Cell cell) const
{
    if (m_waveStepper) return m_waveStepper->isSettled(cell);
    return m_wave.distance(cell) != DistanceMap::Unreachable;
}

GridSearch::State OverlayModel::pathState(Cell cell, GridSearch::Side side) const
{
    return m_search ? m_search->state(cell, side) : GridSearch::State::Unseen;
}

std::optional<Cell> OverlayModel::current() const
{
    if (!m_stepping) return std::nullopt;
    if (m_search) return m_search->current();
    if (m_waveStepper) return m_waveStepper->current();
    if (m_flowStepper) return m_flowStepper->current();
    return std::nullopt;
}

void OverlayModel::updateFigures()
{
    Figures f;
    f.waveVisited = m_wave.visited();
    if (m_mode == Mode::Path && m_search) {
        f.settled = m_search->settled();
        f.lookedAt = m_search->lookedAt();
        f.frontier = m_search->frontierSize();
        f.searchSteps = m_search->steps();
        f.found = m_search->found();
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
    } else if (const FlowField* flow = flowField()) {
        f.settled = flow->reached();
        f.frontier = m_flowStepper ? m_flowStepper->frontierSize() : 0;
        f.reached = f.settled + f.frontier;
        f.flowFarthest = flow->farthest();
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
    if (width() == 0) {
        m_problem = tr("The rows of this level do not form a map yet.");
        return;
    }
    const TileMap<Tile>& tiles = m_document->maze().tiles;
    if (m_searching) {
        m_problem = tr("Searching %1 tiles\u2026").arg(QLocale().toString(static_cast<qlonglong>(m_grid->size())));
    } else if (m_mode == Mode::FlowField) {
        if (!isReady())
            m_problem = tr("Pick the goals of the flow field: click tiles in the corridors with the pick tool.");
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

#include "race.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mazeworks {

namespace {

// The searches a new pane offers first: the race a first lesson on searches runs,
// breadth-first search against A*, then Dijkstra and jump point search.
SearchChoice firstChoice(int pane)
{
    SearchChoice c;
    static constexpr Algorithm kOrder[]
        = { Algorithm::BreadthFirst, Algorithm::AStar, Algorithm::Dijkstra, Algorithm::JumpPoint };
    c.algorithm = kOrder[std::clamp(pane, 0, 3)];
    return c;
}

} // namespace

Race::Race(QObject* parent)
    : QObject(parent)
{
    setCount(kFewest);
}

Race::~Race() = default;

void Race::setGround(std::shared_ptr<const SearchGrid> grid, Cell from, Cell to)
{
    m_grid = std::move(grid);
    m_from = from;
    m_to = to;
    m_optimum = kInfinity;
    if (isReady()) {
        // The optimum, apart from the searches that race: Dijkstra over the weights.
        SearchChoice dijkstra;
        dijkstra.algorithm = Algorithm::Dijkstra;
        dijkstra.movement = m_choices.front().movement;
        dijkstra.corners = m_choices.front().corners;
        WatchedSearch reference(m_grid->view(), dijkstra.options(m_grid->edges), from, to);
        reference.finish();
        if (reference.found()) m_optimum = reference.path().cost;
    }
    rebuild();
}

bool Race::isReady() const { return m_grid && m_grid->isOpen(m_from) && m_grid->isOpen(m_to); }

void Race::setCount(int count)
{
    count = std::clamp(count, kFewest, kMost);
    if (count == this->count()) return;
    const SearchChoice rules = m_choices.empty() ? SearchChoice {} : m_choices.front();
    while (this->count() < count) {
        SearchChoice c = firstChoice(this->count());
        // The same moves and corner rule for all: the race is between searches, not rules.
        c.movement = rules.movement;
        c.corners = rules.corners;
        m_choices.push_back(c);
    }
    m_choices.resize(static_cast<std::size_t>(count));
    rebuild();
}

void Race::setChoice(int pane, const SearchChoice& choice)
{
    if (pane < 0 || pane >= count() || m_choices[static_cast<std::size_t>(pane)] == choice) return;
    const bool rulesChanged = choice.movement != m_choices[static_cast<std::size_t>(pane)].movement
        || choice.corners != m_choices[static_cast<std::size_t>(pane)].corners;
    m_choices[static_cast<std::size_t>(pane)] = choice;
    if (rulesChanged) {
        for (SearchChoice& c : m_choices) {
            c.movement = choice.movement;
            c.corners = choice.corners;
        }
        // Another rule of moves, another optimum.
        setGround(m_grid, m_from, m_to);
        return;
    }
    rebuild();
}

void Race::rebuild()
{
    m_searches.clear();
    m_started = false;
    m_stepCount = -1;
    if (isReady()) {
        for (const SearchChoice& c : m_choices)
            m_searches.push_back(
                std::make_unique<WatchedSearch>(m_grid->view(), c.options(m_grid->edges), m_from, m_to, c.earlyExit));
    }
    announce();
}

void Race::restart() { rebuild(); }

int Race::advance(int steps)
{
    if (!isReady() || steps <= 0 || allDone()) return 0;
    m_started = true;
    int most = 0;
    for (auto& s : m_searches) most = std::max(most, s->advance(steps));
    announce();
    if (allDone()) emit finished();
    return most;
}

void Race::finish()
{
    if (!isReady() || allDone()) return;
    m_started = true;
    advance(std::numeric_limits<int>::max());
}

int Race::stepsTaken() const
{
    int most = 0;
    for (const auto& s : m_searches) most = std::max(most, s->steps());
    return most;
}

int Race::stepCount() const
{
    if (!isReady()) return 0;
    if (m_stepCount < 0) {
        // Each search run to its end on the side: fast, as they tell nothing but their last step.
        m_stepCount = 0;
        for (const SearchChoice& c : m_choices) {
            WatchedSearch probe(m_grid->view(), c.options(m_grid->edges), m_from, m_to, c.earlyExit);
            probe.finish();
            m_stepCount = std::max(m_stepCount, probe.steps());
        }
    }
    return m_stepCount;
}

void Race::goToStep(int steps)
{
    if (!isReady()) return;
    steps = std::clamp(steps, 0, stepCount());
    const int taken = stepsTaken();
    if (steps == taken) return;
    if (steps > taken) {
        advance(steps - taken);
        return;
    }
    // Back: from the beginning again, to the step asked for.
    const int count = m_stepCount;
    m_searches.clear();
    for (const SearchChoice& c : m_choices)
        m_searches.push_back(
            std::make_unique<WatchedSearch>(m_grid->view(), c.options(m_grid->edges), m_from, m_to, c.earlyExit));
    m_started = steps > 0;
    m_stepCount = count;
    for (auto& s : m_searches) s->advance(steps);
    announce();
}

bool Race::stepBack()
{
    const int taken = stepsTaken();
    if (!isReady() || taken <= 0) return false;
    goToStep(taken - 1);
    return true;
}

bool Race::allDone() const
{
    return std::all_of(m_searches.begin(), m_searches.end(), [](const auto& s) { return s->done(); });
}

const WatchedSearch* Race::search(int pane) const
{
    if (pane < 0 || pane >= static_cast<int>(m_searches.size())) return nullptr;
    return m_searches[static_cast<std::size_t>(pane)].get();
}

Race::Summary Race::summary() const
{
    Summary s;
    if (!isReady() || !allDone()) return s;
    s.ready = true;
    s.optimum = m_optimum;
    int fewest = std::numeric_limits<int>::max();
    for (const auto& search : m_searches) fewest = std::min(fewest, search->lookedAt());
    for (int pane = 0; pane < count(); ++pane) {
        const WatchedSearch& search = *m_searches[static_cast<std::size_t>(pane)];
        if (search.found() && std::abs(search.path().cost - m_optimum) <= 1e-9 * std::max(1.0, m_optimum))
            s.optimal.push_back(pane);
        if (search.lookedAt() == fewest) s.fewest.push_back(pane);
    }
    return s;
}

void Race::announce()
{
    ++m_revision;
    emit changed();
}

} // namespace mazeworks

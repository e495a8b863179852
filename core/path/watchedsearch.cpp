#include "path/watchedsearch.h"

#include "path/pathfinder.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace mazeworks {

namespace {

Heuristic jumpGuess(Movement movement)
{
    return movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
}

const std::vector<JumpPointSearch::Run> kNoRuns;

} // namespace

void markTies(std::vector<OpenRow>& rows, bool breadthFirst)
{
    for (std::size_t i = 0; i < rows.size(); ++i) {
        OpenRow& row = rows[i];
        row.tie = Tie::None;
        if (i == 0) continue;
        const OpenRow& before = rows[i - 1];
        if (breadthFirst) {
            if (row.g == before.g) row.tie = Tie::ByArrival;
        } else if (row.f == before.f) {
            row.tie = row.h != before.h ? Tie::ByGuess : Tie::ByReadingOrder;
        }
    }
}

WatchedSearch::WatchedSearch(const GridView& grid, const SearchOptions& options, Cell from, Cell to, bool earlyExit)
    : m_grid(grid)
    , m_options(options)
    , m_algorithm(options.algorithm)
    , m_askedFor(options.algorithm)
    , m_from(from)
    , m_to(to)
{
    const bool inside = from.col >= 0 && from.row >= 0 && from.col < grid.width && from.row < grid.height && to.col >= 0
        && to.row >= 0 && to.col < grid.width && to.row < grid.height;
    if (isJumpPoint(m_algorithm)) {
        m_options.heuristic = jumpGuess(options.movement);
        m_options.weight = 1.0;
        if (inside && jumpPointsApply(grid, options)) {
            m_jumps = std::make_unique<JumpPointSearch>(grid, options.movement, jumpMode(m_algorithm));
            m_jumps->setRecording(true);
            m_jumps->start(from, to);
            m_scanned.assign(static_cast<std::size_t>(grid.width) * static_cast<std::size_t>(grid.height), 0);
        } else {
            m_fellBack = true;
            m_algorithm = Algorithm::AStar;
            m_options.algorithm = Algorithm::AStar;
        }
    }
    if (m_algorithm == Algorithm::Subgoal) {
        m_options.heuristic = jumpGuess(options.movement);
        m_options.weight = 1.0;
        // The graph takes maps of one cost, with no corner cut, closed or wrapping round.
        if (inside && subgoalsApply(grid, options)) {
            m_subgoals = std::make_unique<SubgoalStepper>(
                grid.width, grid.height, grid.open, options.movement, from, to, grid.edges == Edges::Wrap);
            m_program = mazeworks::program(m_algorithm);
            m_trace.lines = m_subgoals->lastLines();
            return;
        }
        m_fellBack = true;
        m_algorithm = Algorithm::AStar;
        m_options.algorithm = Algorithm::AStar;
    }
    if (!m_jumps) {
        m_earlyExit = earlyExit || !(m_algorithm == Algorithm::BreadthFirst || m_algorithm == Algorithm::Dijkstra);
        m_search = std::make_unique<GridSearch>(grid, m_options, from, to);
        m_search->setEarlyExit(m_earlyExit);
        m_options = m_search->options(); // with the guess and weight the search keeps
    }
    m_program = mazeworks::program(m_algorithm, m_earlyExit);
    if (m_algorithm == Algorithm::BreadthFirst)
        m_trace.lines = { CodeLine::StartQueue, CodeLine::StartReached };
    else
        m_trace.lines = { m_algorithm == Algorithm::Bidirectional ? CodeLine::StartBoth : CodeLine::Start };
}

WatchedSearch::~WatchedSearch() = default;

bool WatchedSearch::done() const
{
    if (m_subgoals) return m_subgoals->done();
    return m_jumps ? m_jumps->done() : m_search->done();
}

bool WatchedSearch::found() const
{
    if (m_subgoals) return m_subgoals->found();
    return done() && (m_jumps ? m_jumps->found() : m_search->found());
}

int WatchedSearch::settled() const
{
    if (m_subgoals) return m_subgoals->settled();
    if (m_search) return m_search->visited();
    return m_settledJumps;
}

int WatchedSearch::lookedAt() const { return m_jumps ? m_scannedCount : settled(); }

int WatchedSearch::frontierSize() const
{
    if (m_subgoals) return m_subgoals->openSize();
    if (m_jumps) return static_cast<int>(m_jumps->openList().size());
    int n = static_cast<int>(m_search->frontier(Side::Forward).size());
    if (m_algorithm == Algorithm::Bidirectional) n += static_cast<int>(m_search->frontier(Side::Backward).size());
    return n;
}

Path WatchedSearch::path() const
{
    if (m_subgoals) {
        // Summed as the other searches sum theirs, that equal ways cost the same to the last bit.
        Path p = m_subgoals->path();
        if (p.found()) p.cost = wayCost(m_grid, p.cells, false);
        return p;
    }
    Path p = m_jumps ? m_jumps->path() : m_search->path();
    if (!found()) return Path { {}, kInfinity, settled(), std::nullopt };
    if (m_algorithm == Algorithm::BreadthFirst) p.cost = wayCost(m_grid, p.cells, true);
    p.visited = settled();
    return p;
}

WatchedSearch::State WatchedSearch::state(Cell c, Side side) const
{
    if (m_subgoals) {
        if (side != Side::Forward) return State::Unseen;
        switch (m_subgoals->state(c)) {
        case SubgoalStepper::NodeState::Unseen:
            return State::Unseen;
        case SubgoalStepper::NodeState::Open:
            return State::Frontier;
        case SubgoalStepper::NodeState::Settled:
            return State::Settled;
        }
        return State::Unseen;
    }
    if (m_jumps) return side == Side::Forward ? m_jumps->state(c) : State::Unseen;
    return m_search->state(c, side);
}

double WatchedSearch::cost(Cell c, Side side) const
{
    if (m_subgoals) return side == Side::Forward ? m_subgoals->cost(c) : kInfinity;
    if (m_jumps) return side == Side::Forward ? m_jumps->cost(c) : kInfinity;
    return m_search->cost(c, side);
}

std::optional<Cell> WatchedSearch::current() const
{
    if (m_subgoals) return m_subgoals->current();
    return m_jumps ? m_jumps->current() : m_search->current();
}

std::optional<Cell> WatchedSearch::meeting() const { return m_search ? m_search->meeting() : std::nullopt; }

const std::vector<JumpPointSearch::Run>& WatchedSearch::runs() const { return m_jumps ? m_jumps->runs() : kNoRuns; }

std::vector<OpenRow> WatchedSearch::openList(Side side) const
{
    if (m_subgoals) {
        std::vector<OpenRow> rows;
        if (side != Side::Forward) return rows;
        for (const SubgoalStepper::OpenRow& r : m_subgoals->openList()) rows.push_back({ r.cell, r.g, r.h, r.f });
        markTies(rows, false);
        return rows;
    }
    std::vector<GridSearch::OpenEntry> entries;
    if (m_jumps) {
        if (side == Side::Forward) entries = m_jumps->openList();
    } else {
        entries = m_search->openList(side);
    }
    std::vector<OpenRow> rows;
    rows.reserve(entries.size());
    for (const GridSearch::OpenEntry& e : entries) rows.push_back({ e.cell, e.g, e.h, e.key, Tie::None });
    markTies(rows, m_algorithm == Algorithm::BreadthFirst);
    return rows;
}

WatchedSearch::Side WatchedSearch::nextSide() const { return m_search ? m_search->nextSide() : Side::Forward; }

CodeLine WatchedSearch::takeLine() const
{
    switch (m_algorithm) {
    case Algorithm::BreadthFirst:
        return CodeLine::TakeFirst;
    case Algorithm::Dijkstra:
        return CodeLine::TakeLowestG;
    case Algorithm::BestFirst:
        return CodeLine::TakeLowestH;
    default:
        return CodeLine::TakeLowestF;
    }
}

bool WatchedSearch::stepQuietly()
{
    const std::size_t runsBefore = runs().size();
    bool settledOne = false;
    if (m_jumps) {
        settledOne = m_jumps->step();
        if (settledOne) ++m_settledJumps;
        countScanned(runsBefore);
    } else {
        settledOne = m_search->step();
    }
    m_lastRuns = runs().size() - runsBefore;
    ++m_steps;
    return settledOne;
}

void WatchedSearch::countScanned(std::size_t fromRun)
{
    auto mark = [this](Cell c) {
        auto& bit = m_scanned[static_cast<std::size_t>(c.row) * static_cast<std::size_t>(m_grid.width)
            + static_cast<std::size_t>(c.col)];
        if (!bit) ++m_scannedCount;
        bit = 1;
    };
    if (const auto c = m_jumps->current()) mark(*c);
    const std::vector<JumpPointSearch::Run>& all = m_jumps->runs();
    for (std::size_t i = fromRun; i < all.size(); ++i) {
        const JumpPointSearch::Run& run = all[i];
        const int sx = (run.to.col > run.from.col) - (run.to.col < run.from.col);
        const int sy = (run.to.row > run.from.row) - (run.to.row < run.from.row);
        for (Cell c = run.from;; c = { c.col + sx, c.row + sy }) {
            mark(c);
            if (c == run.to) break;
        }
    }
}

bool WatchedSearch::step()
{
    if (done()) return false;
    if (m_subgoals) {
        m_subgoals->step();
        ++m_steps;
        tellSubgoals();
        return true;
    }
    const Before before = look();
    const bool settledOne = stepQuietly();
    if (settledOne)
        tell(before);
    else
        tellEnd();
    return true;
}

int WatchedSearch::advance(int steps)
{
    int taken = 0;
    if (m_subgoals) {
        while (taken < steps && m_subgoals->step()) ++taken;
        m_steps += taken;
        if (taken > 0) tellSubgoals();
        return taken;
    }
    while (taken < steps && !done()) {
        ++taken;
        if (taken == steps) {
            step();
            break;
        }
        const bool settledOne = stepQuietly();
        if (!done()) continue;
        // The step that ended the search settled the goal, or found nothing left to take.
        if (settledOne)
            tellGoal();
        else
            tellEnd();
    }
    return taken;
}

void WatchedSearch::finish() { advance(std::numeric_limits<int>::max()); }

WatchedSearch::Before WatchedSearch::look() const
{
    Before b;
    b.settled = settled();
    b.runs = runs().size();
    if (m_jumps) {
        b.open = openList(Side::Forward);
        if (!b.open.empty()) b.next = b.open.front().cell;
        return b;
    }
    b.side = m_search->nextSide();
    const std::vector<GridSearch::OpenEntry> open = m_search->openList(b.side);
    if (const auto m = m_search->meeting()) b.best = cost(*m, Side::Forward) + cost(*m, Side::Backward);
    if (open.empty()) return b;
    b.next = open.front().cell;
    const int ways = m_options.movement == Movement::Eight ? 8 : 4;
    for (int way = 0; way < ways; ++way) {
        int col = 0;
        int row = 0;
        if (!stepAllowed(m_grid, m_options.corners, b.next->col, b.next->row, kStepDx[way], kStepDy[way], col, row))
            continue;
        const Cell c { col, row };
        b.neighbours.push_back({ c, state(c, b.side), cost(c, b.side) });
    }
    return b;
}

void WatchedSearch::tell(const Before& before)
{
    StepTrace t;
    t.side = before.side;
    t.taken = current();
    const bool two = m_algorithm == Algorithm::Bidirectional;
    if (two)
        t.lines = { CodeLine::LoopBoth, CodeLine::StopWhenMet, CodeLine::TakeSide, CodeLine::TakeLowestF };
    else
        t.lines = { CodeLine::Loop, takeLine() };
    if (!two && m_earlyExit) {
        t.lines.push_back(CodeLine::IsGoal);
        if (t.taken == m_to) {
            t.lines.push_back(CodeLine::ReturnWay);
            m_trace = std::move(t);
            return;
        }
    }
    if (m_algorithm != Algorithm::BreadthFirst) t.lines.push_back(CodeLine::Settle);
    m_trace = std::move(t);
    if (m_jumps)
        tellJumps(before);
    else
        tellOffers(before);
}

void WatchedSearch::tellSubgoals()
{
    m_trace = StepTrace {};
    m_trace.lines = m_subgoals->lastLines();
    // A step of the walk into tiles takes no node.
    if (m_subgoals->lastLines().front() != CodeLine::RefineEdge) m_trace.taken = m_subgoals->current();
    for (const SubgoalStepper::Offer& o : m_subgoals->lastOffers()) {
        Outcome outcome = Outcome::Added;
        switch (o.outcome) {
        case SubgoalStepper::Outcome::Settled:
            outcome = Outcome::Settled;
            break;
        case SubgoalStepper::Outcome::NotCheaper:
            outcome = Outcome::NotCheaper;
            break;
        case SubgoalStepper::Outcome::Added:
            outcome = Outcome::Added;
            break;
        case SubgoalStepper::Outcome::Cheaper:
            outcome = Outcome::Cheaper;
            break;
        }
        m_trace.offers.push_back({ o.cell, outcome, o.cost });
    }
}

void WatchedSearch::tellGoal()
{
    m_trace = StepTrace {};
    m_trace.taken = current();
    m_trace.lines = { CodeLine::Loop, takeLine(), CodeLine::IsGoal, CodeLine::ReturnWay };
}

void WatchedSearch::tellEnd()
{
    m_trace = StepTrace {};
    if (m_algorithm == Algorithm::Bidirectional) {
        // The step that ends takes nothing: both open lists are as they were before it.
        const bool bothOpen = !m_search->openList(Side::Forward).empty() && !m_search->openList(Side::Backward).empty();
        if (found() && bothOpen)
            m_trace.lines = { CodeLine::LoopBoth, CodeLine::StopWhenMet, CodeLine::ReturnMeeting };
        else
            m_trace.lines = { CodeLine::LoopBoth, CodeLine::WayOrNone };
        return;
    }
    if (m_earlyExit)
        m_trace.lines = { CodeLine::Loop, CodeLine::NoWay };
    else
        m_trace.lines = { CodeLine::Loop, CodeLine::IfNotReached, found() ? CodeLine::ReturnWay : CodeLine::NoWay };
}

void WatchedSearch::tellOffers(const Before& before)
{
    StepTrace& t = m_trace;
    const Side side = before.side;
    const Side other = side == Side::Forward ? Side::Backward : Side::Forward;
    const bool breadth = m_algorithm == Algorithm::BreadthFirst;
    const bool two = m_algorithm == Algorithm::Bidirectional;
    const CodeLine put = m_algorithm == Algorithm::BestFirst ? CodeLine::PutInOpenIfNew : CodeLine::PutInOpen;
    double best = before.best;
    const double here = cost(*t.taken, side);
    // What the search knew of each neighbour as it came to it: a neighbour met twice (on a
    // grid that wraps round, two or three tiles wide) is met the second time as the first left it.
    std::vector<Before::Neighbour> known = before.neighbours;
    for (std::size_t i = 0; i < known.size(); ++i) {
        Before::Neighbour& n = known[i];
        for (std::size_t j = 0; j < i; ++j) {
            if (known[j].cell == n.cell) n = { n.cell, known[j].state, known[j].cost };
        }
        t.lines.push_back(CodeLine::ForNeighbour);
        if (breadth) {
            if (n.state != State::Unseen) {
                t.lines.push_back(CodeLine::SkipReached);
                t.offers.push_back({ n.cell, Outcome::Reached, kInfinity });
                continue;
            }
            t.lines.insert(t.lines.end(), { CodeLine::Reach, CodeLine::Enqueue });
            t.offers.push_back({ n.cell, Outcome::Added, cost(n.cell, side) });
            n.state = State::Frontier;
            continue;
        }
        if (n.state == State::Settled) {
            t.lines.push_back(CodeLine::SkipSettled);
            t.offers.push_back({ n.cell, Outcome::Settled, kInfinity });
            continue;
        }
        t.lines.insert(t.lines.end(), { CodeLine::NewCost, CodeLine::IfCheaper });
        const double now = cost(n.cell, side);
        const bool isNew = n.state == State::Unseen;
        if (!isNew && !(now < n.cost)) {
            // The way offered, for the table: through current, at the price of the step.
            const bool diagonal = n.cell.col != t.taken->col && n.cell.row != t.taken->row;
            const Cell entered = side == Side::Forward ? n.cell : *t.taken;
            const double weight = m_grid.weights ? m_grid.weights[static_cast<std::size_t>(entered.row) * m_grid.width
                                      + static_cast<std::size_t>(entered.col)]
                                                 : 1.0;
            t.offers.push_back({ n.cell, Outcome::NotCheaper, here + weight * (diagonal ? kSqrt2 : 1.0) });
            continue;
        }
        t.lines.insert(t.lines.end(), { CodeLine::Improve, put });
        t.offers.push_back({ n.cell, isNew ? Outcome::Added : Outcome::Cheaper, now });
        n.state = State::Frontier;
        n.cost = now;
        if (!two) continue;
        t.lines.push_back(CodeLine::Meet);
        if (state(n.cell, other) != State::Unseen && now + cost(n.cell, other) < best) {
            best = now + cost(n.cell, other);
            t.lines.push_back(CodeLine::MeetUpdate);
            t.met = n.cell;
        }
    }
}

void WatchedSearch::tellJumps(const Before& before)
{
    StepTrace& t = m_trace;
    const double here = cost(*t.taken);
    std::vector<OpenRow> known = before.open;
    auto find = [&known](Cell c) {
        return std::find_if(known.begin(), known.end(), [c](const OpenRow& r) { return r.cell == c; });
    };
    const std::vector<JumpPointSearch::Run>& all = runs();
    for (std::size_t i = before.runs; i < all.size(); ++i) {
        const JumpPointSearch::Run& run = all[i];
        t.lines.insert(t.lines.end(), { CodeLine::ForDirection, CodeLine::Jump });
        if (!run.jumpPoint) {
            t.lines.push_back(CodeLine::SkipWall);
            t.offers.push_back({ run.to, Outcome::Wall, kInfinity });
            continue;
        }
        // Only the tile taken became settled in this step.
        if (state(run.to) == State::Settled && run.to != *t.taken) {
            t.lines.push_back(CodeLine::SkipSettled);
            t.offers.push_back({ run.to, Outcome::Settled, kInfinity });
            continue;
        }
        t.lines.insert(t.lines.end(), { CodeLine::NewCostJump, CodeLine::IfCheaper });
        const int length = std::max(std::abs(run.to.col - run.from.col), std::abs(run.to.row - run.from.row));
        const bool diagonal = run.to.col != run.from.col && run.to.row != run.from.row;
        const double offered = here + length * (diagonal ? kSqrt2 : 1.0);
        const auto was = find(run.to);
        const double now = cost(run.to);
        if (was != known.end() && !(now < was->g)) {
            t.offers.push_back({ run.to, Outcome::NotCheaper, offered });
            continue;
        }
        t.lines.insert(t.lines.end(), { CodeLine::Improve, CodeLine::PutInOpen });
        t.offers.push_back({ run.to, was == known.end() ? Outcome::Added : Outcome::Cheaper, now });
        if (was == known.end())
            known.push_back({ run.to, now, 0, 0, Tie::None });
        else
            was->g = now;
    }
}

} // namespace mazeworks

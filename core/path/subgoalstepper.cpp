#include "path/subgoalstepper.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <limits>

namespace mazeworks {

SubgoalStepper::SubgoalStepper(
    int width, int height, const std::uint8_t* open, Movement movement, Cell from, Cell to, bool wrap)
    : m_width(width)
    , m_height(height)
    , m_movement(movement)
    , m_wrap(wrap)
    , m_grid(open, open + static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    , m_from(from)
    , m_to(to)
{
    const auto began = std::chrono::steady_clock::now();
    const SubgoalGraph graph(width, height, open, movement, wrap);
    m_preprocessSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();

    m_subgoals = graph.subgoals();
    m_nodes = m_subgoals;
    const int count = static_cast<int>(m_subgoals.size());
    m_adjacent.resize(static_cast<std::size_t>(count));
    m_nodeOf.assign(m_grid.size(), -1);
    for (int i = 0; i < count; ++i) {
        const Cell c = m_subgoals[static_cast<std::size_t>(i)];
        m_nodeOf[static_cast<std::size_t>(c.row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(c.col)]
            = i;
        m_adjacent[static_cast<std::size_t>(i)] = graph.edges(i);
        for (const int j : m_adjacent[static_cast<std::size_t>(i)]) {
            if (i < j) m_edges.push_back({ i, j });
            if (graph.crosses(i, j)) m_crossings.push_back({ i, j });
        }
    }
    if (!isOpen(from.col, from.row) || !isOpen(to.col, to.row)) {
        m_phase = Phase::Done;
        m_lines = { CodeLine::ConnectEnds };
        return;
    }
    // An end on a subgoal is that node; another is a node of the query only, joined to the
    // subgoals it reaches directly (the start to the goal too, when nothing stands between).
    auto addEnd = [&](Cell c) {
        if (const int n = nodeAt(c); n >= 0) return n;
        m_nodes.push_back(c);
        m_adjacent.emplace_back();
        const int n = static_cast<int>(m_nodes.size()) - 1;
        m_nodeOf[static_cast<std::size_t>(c.row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(c.col)]
            = n;
        return n;
    };
    m_start = addEnd(from);
    m_goal = addEnd(to);
    if (m_start >= count) {
        for (const int n : reachedDirectly(from)) {
            m_adjacent[static_cast<std::size_t>(m_start)].push_back(n);
            m_startLinks.push_back(m_nodes[static_cast<std::size_t>(n)]);
        }
    }
    if (m_goal >= count && m_goal != m_start) {
        for (const int n : reachedDirectly(to)) {
            if (n == m_start && m_start >= count) continue; // joined from the start already
            m_adjacent[static_cast<std::size_t>(n)].push_back(m_goal);
            m_goalLinks.push_back(m_nodes[static_cast<std::size_t>(n)]);
        }
    }
    const std::size_t nodes = m_nodes.size();
    m_g.assign(nodes, kInfinity);
    m_parent.assign(nodes, -1);
    m_state.assign(nodes, NodeState::Unseen);
    push(m_start, 0.0, -1);
    m_lines = { CodeLine::ConnectEnds, CodeLine::Start };
}

bool SubgoalStepper::isOpen(int col, int row) const
{
    return col >= 0 && row >= 0 && col < m_width && row < m_height
        && m_grid[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(col)]
        != 0;
}

double SubgoalStepper::guess(Cell a, Cell b) const
{
    int dx = std::abs(a.col - b.col);
    int dy = std::abs(a.row - b.row);
    if (m_wrap) {
        dx = std::min(dx, m_width - dx);
        dy = std::min(dy, m_height - dy);
    }
    return estimate(m_movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan, dx, dy);
}

bool SubgoalStepper::crosses(int a, int b) const
{
    return std::binary_search(m_crossings.begin(), m_crossings.end(), std::pair { a, b });
}

bool SubgoalStepper::crosses(Cell a, Cell b) const
{
    const int i = nodeAt(a);
    const int j = nodeAt(b);
    return i >= 0 && j >= 0 && crosses(i, j);
}

double SubgoalStepper::edgeCost(int a, int b) const
{
    const Cell p = m_nodes[static_cast<std::size_t>(a)];
    const Cell q = m_nodes[static_cast<std::size_t>(b)];
    // A crossing is one step; any other edge a way as long as the guess within the map.
    if (crosses(a, b)) return p.col != q.col && p.row != q.row ? kSqrt2 : 1.0;
    return estimate(m_movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan, std::abs(p.col - q.col),
        std::abs(p.row - q.row));
}

int SubgoalStepper::nodeAt(Cell c) const
{
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height) return -1;
    return m_nodeOf[static_cast<std::size_t>(c.row) * static_cast<std::size_t>(m_width)
        + static_cast<std::size_t>(c.col)];
}

std::vector<int> SubgoalStepper::reachedDirectly(Cell from) const
{
    // In each quarter, a tile is reached by a way as long as the guess when it is open and a tile
    // before it is reached and no node: with 8 directions the ways that keep to the quarter and
    // take as many diagonal steps as the shorter side (straight steps along the longer side
    // only), with 4 any way that keeps to the quarter.
    std::vector<int> found;
    const bool eight = m_movement == Movement::Eight;
    for (const int sx : { 1, -1 }) {
        for (const int sy : { 1, -1 }) {
            const int wide = sx > 0 ? m_width - from.col : from.col + 1;
            const int tall = sy > 0 ? m_height - from.row : from.row + 1;
            // 0: not reached, 1: reached and passable, 2: a node, reached and not passed.
            std::vector<std::uint8_t> reached(static_cast<std::size_t>(wide) * static_cast<std::size_t>(tall), 0);
            auto at = [&](int i, int j) -> std::uint8_t& {
                return reached[static_cast<std::size_t>(j) * static_cast<std::size_t>(wide)
                    + static_cast<std::size_t>(i)];
            };
            auto passable = [&](int i, int j) { return i >= 0 && j >= 0 && at(i, j) == 1; };
            at(0, 0) = 1;
            for (int j = 0; j < tall; ++j) {
                bool any = false;
                for (int i = 0; i < wide; ++i) {
                    if (i == 0 && j == 0) continue;
                    const Cell c { from.col + sx * i, from.row + sy * j };
                    if (!isOpen(c.col, c.row)) continue;
                    bool ok = false;
                    if (eight) {
                        const bool diagonal = i > 0 && j > 0 && passable(i - 1, j - 1) && isOpen(c.col - sx, c.row)
                            && isOpen(c.col, c.row - sy);
                        ok = diagonal || (i > j && passable(i - 1, j)) || (i < j && passable(i, j - 1));
                    } else {
                        ok = passable(i - 1, j) || passable(i, j - 1);
                    }
                    if (!ok) continue;
                    any = true;
                    const int n = nodeAt(c);
                    if (n >= 0) {
                        at(i, j) = 2;
                        found.push_back(n);
                    } else {
                        at(i, j) = 1;
                    }
                }
                if (!any && j > 0) break; // nothing further down this quarter is reached
            }
        }
    }
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
}

void SubgoalStepper::walk(Cell a, Cell b, std::vector<Cell>& cells) const
{
    // The same ways as reachedDirectly, through any open tile, each tile remembering the step
    // that reached it; read back from b, straight steps are preferred, so the way from a takes
    // its diagonal steps first.
    const int sx = b.col >= a.col ? 1 : -1;
    const int sy = b.row >= a.row ? 1 : -1;
    const int wide = std::abs(b.col - a.col) + 1;
    const int tall = std::abs(b.row - a.row) + 1;
    const bool eight = m_movement == Movement::Eight;
    // 0: not reached; 1 came straight across, 2 straight along, 3 diagonally, 4 the start.
    std::vector<std::uint8_t> how(static_cast<std::size_t>(wide) * static_cast<std::size_t>(tall), 0);
    auto at = [&](int i, int j) -> std::uint8_t& {
        return how[static_cast<std::size_t>(j) * static_cast<std::size_t>(wide) + static_cast<std::size_t>(i)];
    };
    auto reached = [&](int i, int j) { return i >= 0 && j >= 0 && at(i, j) != 0; };
    at(0, 0) = 4;
    for (int j = 0; j < tall; ++j) {
        for (int i = 0; i < wide; ++i) {
            if (i == 0 && j == 0) continue;
            const Cell c { a.col + sx * i, a.row + sy * j };
            if (!isOpen(c.col, c.row)) continue;
            if (eight) {
                if (i > j && reached(i - 1, j))
                    at(i, j) = 1;
                else if (i < j && reached(i, j - 1))
                    at(i, j) = 2;
                else if (i > 0 && j > 0 && reached(i - 1, j - 1) && isOpen(c.col - sx, c.row)
                    && isOpen(c.col, c.row - sy))
                    at(i, j) = 3;
            } else if (reached(i - 1, j)) {
                at(i, j) = 1;
            } else if (reached(i, j - 1)) {
                at(i, j) = 2;
            }
        }
    }
    std::vector<Cell> back;
    int i = wide - 1;
    int j = tall - 1;
    while (at(i, j) != 4) {
        back.push_back({ a.col + sx * i, a.row + sy * j });
        const std::uint8_t h = at(i, j);
        if (h == 0) return; // no way as long as the guess: not an edge (cannot happen)
        if (h != 2) --i;
        if (h != 1) --j;
    }
    cells.insert(cells.end(), back.rbegin(), back.rend());
}

void SubgoalStepper::push(int node, double g, int parent)
{
    const std::size_t n = static_cast<std::size_t>(node);
    const Cell c = m_nodes[n];
    const double h = guess(c, m_to);
    if (m_state[n] == NodeState::Open) m_open.erase({ m_g[n] + guess(c, m_to), h, c.row, c.col, node });
    m_g[n] = g;
    m_parent[n] = parent;
    m_state[n] = NodeState::Open;
    m_open.insert({ g + h, h, c.row, c.col, node });
}

bool SubgoalStepper::step()
{
    if (m_phase == Phase::Done) return false;
    m_offers.clear();
    if (m_phase == Phase::Refine) {
        const int a = m_way[m_walked];
        const int b = m_way[m_walked + 1];
        if (crosses(a, b))
            m_cells.push_back(m_nodes[static_cast<std::size_t>(b)]);
        else
            walk(m_nodes[static_cast<std::size_t>(a)], m_nodes[static_cast<std::size_t>(b)], m_cells);
        ++m_walked;
        m_lines = { CodeLine::RefineEdge };
        if (m_walked + 1 >= m_way.size()) {
            m_phase = Phase::Done;
            m_lines.push_back(CodeLine::ReturnWay);
        }
        return true;
    }
    if (m_open.empty()) {
        m_phase = Phase::Done;
        m_current = -1;
        m_lines = { CodeLine::Loop, CodeLine::NoWay };
        return true;
    }
    const auto first = *m_open.begin();
    m_open.erase(m_open.begin());
    const int node = std::get<4>(first);
    m_current = node;
    m_state[static_cast<std::size_t>(node)] = NodeState::Settled;
    ++m_settled;
    m_lines = { CodeLine::Loop, CodeLine::TakeLowestF, CodeLine::IsGoal };
    if (node == m_goal) {
        for (int n = node; n >= 0; n = m_parent[static_cast<std::size_t>(n)]) m_way.push_back(n);
        std::reverse(m_way.begin(), m_way.end());
        m_cost = m_g[static_cast<std::size_t>(node)];
        m_cells = { m_from };
        if (m_way.size() < 2) {
            m_phase = Phase::Done;
            m_lines.push_back(CodeLine::ReturnWay);
        } else {
            m_phase = Phase::Refine;
        }
        return true;
    }
    m_lines.push_back(CodeLine::Settle);
    const double g = m_g[static_cast<std::size_t>(node)];
    for (const int next : m_adjacent[static_cast<std::size_t>(node)]) {
        const std::size_t n = static_cast<std::size_t>(next);
        const Cell there = m_nodes[n];
        m_lines.push_back(CodeLine::ForEdge);
        if (m_state[n] == NodeState::Settled) {
            m_lines.push_back(CodeLine::SkipSettled);
            m_offers.push_back({ there, Outcome::Settled, kInfinity });
            continue;
        }
        m_lines.insert(m_lines.end(), { CodeLine::NewCostEdge, CodeLine::IfCheaper });
        const double offered = g + edgeCost(node, next);
        if (m_state[n] == NodeState::Open && !(offered < m_g[n])) {
            m_offers.push_back({ there, Outcome::NotCheaper, offered });
            continue;
        }
        m_lines.insert(m_lines.end(), { CodeLine::Improve, CodeLine::PutInOpen });
        m_offers.push_back({ there, m_state[n] == NodeState::Open ? Outcome::Cheaper : Outcome::Added, offered });
        push(next, offered, node);
    }
    return true;
}

void SubgoalStepper::finish()
{
    while (step()) { }
}

Path SubgoalStepper::path() const
{
    if (!found()) return Path { {}, kInfinity, m_settled, std::nullopt };
    return Path { m_cells, m_cost, m_settled, std::nullopt };
}

std::vector<Cell> SubgoalStepper::nodeWay() const
{
    std::vector<Cell> cells;
    for (const int n : m_way) cells.push_back(m_nodes[static_cast<std::size_t>(n)]);
    return cells;
}

std::optional<Cell> SubgoalStepper::current() const
{
    if (m_current < 0) return std::nullopt;
    return m_nodes[static_cast<std::size_t>(m_current)];
}

SubgoalStepper::NodeState SubgoalStepper::state(Cell c) const
{
    const int n = nodeAt(c);
    if (n < 0 || m_state.empty()) return NodeState::Unseen;
    return m_state[static_cast<std::size_t>(n)];
}

double SubgoalStepper::cost(Cell c) const
{
    const int n = nodeAt(c);
    if (n < 0 || m_g.empty()) return kInfinity;
    return m_g[static_cast<std::size_t>(n)];
}

std::vector<SubgoalStepper::OpenRow> SubgoalStepper::openList() const
{
    std::vector<OpenRow> rows;
    rows.reserve(m_open.size());
    for (const auto& [f, h, row, col, node] : m_open)
        rows.push_back({ { col, row }, m_g[static_cast<std::size_t>(node)], h, f });
    return rows;
}

} // namespace mazeworks

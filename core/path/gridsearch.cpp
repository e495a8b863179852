#include "path/gridsearch.h"

#include "grid/direction.h"

#include <algorithm>
#include <cstdlib>

namespace mazeworks {

namespace {

constexpr const int (&kDx)[8] = kStepDx;
constexpr const int (&kDy)[8] = kStepDy;

// A coordinate moved by d on a side of `size` cells; false when it leaves a closed grid.
bool moved(int at, int d, int size, bool wrap, int& out)
{
    int v = at + d;
    if (v < 0 || v >= size) {
        if (!wrap) return false;
        v = v < 0 ? v + size : v - size;
    }
    out = v;
    return true;
}

// The distance between two coordinates, the shorter way round when the grid wraps.
int apart(int a, int b, int size, bool wrap)
{
    const int d = std::abs(a - b);
    return wrap ? std::min(d, size - d) : d;
}

} // namespace

bool stepAllowed(const GridView& grid, Corners corners, int col, int row, int dx, int dy, int& outCol, int& outRow)
{
    const bool wrap = grid.edges == Edges::Wrap;
    int c = col;
    int r = row;
    if (!moved(col, dx, grid.width, wrap, c) || !moved(row, dy, grid.height, wrap, r)) return false;
    if (grid.open[static_cast<std::size_t>(r) * static_cast<std::size_t>(grid.width) + static_cast<std::size_t>(c)]
        == 0)
        return false;
    if (dx != 0 && dy != 0 && corners != Corners::Always) {
        // The two cells beside the corner: one column over, and one row over.
        const bool besideColumn = grid.open[static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.width)
                                      + static_cast<std::size_t>(c)]
            != 0;
        const bool besideRow = grid.open[static_cast<std::size_t>(r) * static_cast<std::size_t>(grid.width)
                                   + static_cast<std::size_t>(col)]
            != 0;
        if (corners == Corners::Never ? !(besideColumn && besideRow) : !(besideColumn || besideRow)) return false;
    }
    outCol = c;
    outRow = r;
    return true;
}

double wayCost(const GridView& grid, const std::vector<Cell>& cells, bool weighted)
{
    long long straight = 0;
    long long diagonal = 0;
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const Cell a = cells[i - 1];
        const Cell b = cells[i];
        const std::size_t n
            = static_cast<std::size_t>(b.row) * static_cast<std::size_t>(grid.width) + static_cast<std::size_t>(b.col);
        const int w = weighted && grid.weights ? grid.weights[n] : 1;
        if (a.col != b.col && a.row != b.row)
            diagonal += w;
        else
            straight += w;
    }
    return static_cast<double>(straight) + static_cast<double>(diagonal) * kSqrt2;
}

double guess(const GridView& grid, Heuristic heuristic, Cell a, Cell b)
{
    const bool wrap = grid.edges == Edges::Wrap;
    return estimate(heuristic, apart(a.col, b.col, grid.width, wrap), apart(a.row, b.row, grid.height, wrap));
}

GridSearch::GridSearch(const GridView& grid, const SearchOptions& options, Cell from, Cell to)
    : m_grid(grid)
    , m_options(options)
{
    m_breadth = options.algorithm == Algorithm::BreadthFirst;
    m_two = options.algorithm == Algorithm::Bidirectional;
    // Only the searches that guess keep their guess.
    if (m_breadth || options.algorithm == Algorithm::Dijkstra) m_options.heuristic = Heuristic::None;
    if (options.algorithm != Algorithm::AStar) m_options.weight = 1.0;
    const auto size
        = static_cast<std::size_t>(std::max(grid.width, 0)) * static_cast<std::size_t>(std::max(grid.height, 0));
    m_sides[0].nodes.assign(size, Node {});
    if (m_two) m_sides[1].nodes.assign(size, Node {});
    restart(from, to);
}

void GridSearch::restart(Cell from, Cell to)
{
    m_from = from;
    m_to = to;
    m_done = false;
    m_visited = 0;
    m_current = -1;
    m_meeting = -1;
    m_best = kInfinity;
    if (m_base >= 0xfffffff0u) {
        for (Frontier& side : m_sides) std::fill(side.nodes.begin(), side.nodes.end(), Node {});
        m_base = 0;
    }
    m_base += 2;
    for (Frontier& side : m_sides) {
        side.heap.clear();
        side.head = 0;
    }
    m_sides[0].target = to;
    m_sides[1].target = from;
    if (!inside(from) || !inside(to) || !isOpen(indexOf(from)) || !isOpen(indexOf(to))) {
        m_done = true;
        return;
    }
    const int sides = m_two ? 2 : 1;
    for (int s = 0; s < sides; ++s) {
        const std::int32_t start = indexOf(s == 0 ? from : to);
        m_sides[s].nodes[static_cast<std::size_t>(start)] = Node { m_base, -1, 0, 0 };
        push(m_sides[s], start);
    }
    if (m_two && from == to) {
        m_best = 0.0;
        m_meeting = indexOf(from);
    }
}

int GridSearch::weightOf(std::int32_t n) const
{
    if (m_breadth || !m_grid.weights) return 1;
    return m_grid.weights[n];
}

double GridSearch::keyOf(const Frontier& side, std::int32_t cell) const
{
    const double g = side.nodes[static_cast<std::size_t>(cell)].cost();
    const double h = guess(m_grid, m_options.heuristic, cellOf(cell), side.target);
    if (m_options.algorithm == Algorithm::BestFirst) return h;
    return g + m_options.weight * h;
}

void GridSearch::push(Frontier& side, std::int32_t cell)
{
    if (m_breadth) {
        side.heap.push_back({ 0.0, 0.0, cell });
        return;
    }
    const double h = guess(m_grid, m_options.heuristic, cellOf(cell), side.target);
    side.heap.push_back({ keyOf(side, cell), h, cell });
    std::push_heap(side.heap.begin(), side.heap.end(), Later {});
}

std::int32_t GridSearch::top(Frontier& side)
{
    auto settled = [&](std::int32_t cell) { return side.nodes[static_cast<std::size_t>(cell)].stamp == m_base + 1; };
    if (m_breadth) {
        while (side.head < side.heap.size() && settled(side.heap[side.head].cell)) ++side.head;
        return side.head < side.heap.size() ? side.heap[side.head].cell : -1;
    }
    // An entry for a settled cell was made old by a cheaper way.
    while (!side.heap.empty() && settled(side.heap.front().cell)) {
        std::pop_heap(side.heap.begin(), side.heap.end(), Later {});
        side.heap.pop_back();
    }
    return side.heap.empty() ? -1 : side.heap.front().cell;
}

bool GridSearch::step()
{
    if (m_done) return false;
    if (!m_two) return settleOne(0);
    const std::int32_t forward = top(m_sides[0]);
    const std::int32_t backward = top(m_sides[1]);
    if (forward < 0 || backward < 0) {
        m_done = true;
        return false;
    }
    // A way cheaper than the best through a meeting cell would pass a cell open on each side
    // whose key (g + an admissible h) is below it: when either side's least key is not, the best is optimal.
    const double bound = m_best - 1e-9 * std::max(1.0, m_best);
    if (keyOf(m_sides[0], forward) >= bound || keyOf(m_sides[1], backward) >= bound) {
        m_done = true;
        return false;
    }
    return settleOne(m_sides[0].heap.size() <= m_sides[1].heap.size() ? 0 : 1);
}

void GridSearch::run()
{
    while (step()) { }
}

bool GridSearch::settleOne(int sideIndex)
{
    Frontier& side = m_sides[sideIndex];
    const std::int32_t cell = top(side);
    if (cell < 0) {
        m_done = true;
        return false;
    }
    if (m_breadth) {
        ++side.head;
    } else {
        std::pop_heap(side.heap.begin(), side.heap.end(), Later {});
        side.heap.pop_back();
    }
    Node& node = side.nodes[static_cast<std::size_t>(cell)];
    node.stamp = m_base + 1;
    ++m_visited;
    m_current = cell;
    if (!m_two && cell == indexOf(side.target)) {
        m_meeting = cell;
        if (m_earlyExit) {
            m_done = true;
            return true;
        }
    }
    expand(sideIndex, cell);
    return true;
}

void GridSearch::expand(int sideIndex, std::int32_t cell)
{
    const Cell at = cellOf(cell);
    const int ways = m_options.movement == Movement::Eight ? 8 : 4;
    for (int way = 0; way < ways; ++way) {
        int col = 0;
        int row = 0;
        if (!stepAllowed(m_grid, m_options.corners, at.col, at.row, kDx[way], kDy[way], col, row)) continue;
        const std::int32_t next = indexOf({ col, row });
        // Forward a step costs the cell it enters; backward, the cell it leaves, which the way
        // from the start enters there.
        const int cost = weightOf(sideIndex == 0 ? next : cell);
        offer(sideIndex, cell, next, cost, way >= 4);
    }
}

void GridSearch::offer(int sideIndex, std::int32_t from, std::int32_t to, int stepCost, bool diagonal)
{
    Frontier& side = m_sides[sideIndex];
    const Node& at = side.nodes[static_cast<std::size_t>(from)];
    Node& node = side.nodes[static_cast<std::size_t>(to)];
    if (node.stamp == m_base + 1) return;
    const Node way { m_base, from, at.straight + (diagonal ? 0 : stepCost), at.diagonal + (diagonal ? stepCost : 0) };
    const bool reached = node.stamp == m_base;
    if (reached && (m_breadth || way.cost() >= node.cost())) return;
    node = way;
    // Best-first orders by the guess alone: a cheaper way to a cell waiting does not move it.
    if (!reached || m_options.algorithm != Algorithm::BestFirst) push(side, to);
    if (m_two) {
        const Node& other = m_sides[1 - sideIndex].nodes[static_cast<std::size_t>(to)];
        if (other.stamp >= m_base && node.cost() + other.cost() < m_best) {
            m_best = node.cost() + other.cost();
            m_meeting = to;
        }
    }
}

Path GridSearch::path() const
{
    Path p;
    p.visited = m_visited;
    if (!m_done || m_meeting < 0) return p;
    for (std::int32_t n = m_meeting; n >= 0; n = m_sides[0].nodes[static_cast<std::size_t>(n)].parent)
        p.cells.push_back(cellOf(n));
    std::reverse(p.cells.begin(), p.cells.end());
    if (m_two) {
        for (std::int32_t n = m_sides[1].nodes[static_cast<std::size_t>(m_meeting)].parent; n >= 0;
             n = m_sides[1].nodes[static_cast<std::size_t>(n)].parent)
            p.cells.push_back(cellOf(n));
    }
    p.cost = wayCost(m_grid, p.cells, !m_breadth);
    if (p.cells.size() > 1) {
        for (Direction d : kDirections) {
            int col = 0;
            int row = 0;
            const bool wrap = m_grid.edges == Edges::Wrap;
            if (moved(p.cells[0].col, dx(d), m_grid.width, wrap, col)
                && moved(p.cells[0].row, dy(d), m_grid.height, wrap, row) && Cell { col, row } == p.cells[1])
                p.first = d;
        }
    }
    return p;
}

GridSearch::State GridSearch::state(Cell c, Side side) const
{
    const Frontier& f = m_sides[side == Side::Forward ? 0 : 1];
    if (!inside(c) || f.nodes.empty()) return State::Unseen;
    const std::uint32_t stamp = f.nodes[static_cast<std::size_t>(indexOf(c))].stamp;
    if (stamp == m_base + 1) return State::Settled;
    if (stamp == m_base) return State::Frontier;
    return State::Unseen;
}

std::vector<Cell> GridSearch::frontier(Side side) const
{
    const Frontier& f = m_sides[side == Side::Forward ? 0 : 1];
    std::vector<Cell> cells;
    for (std::size_t i = 0; i < f.nodes.size(); ++i) {
        if (f.nodes[i].stamp == m_base) cells.push_back(cellOf(static_cast<std::int32_t>(i)));
    }
    return cells;
}

std::optional<Cell> GridSearch::current() const
{
    if (m_current < 0) return std::nullopt;
    return cellOf(m_current);
}

std::optional<Cell> GridSearch::meeting() const
{
    if (!m_two || m_meeting < 0) return std::nullopt;
    return cellOf(m_meeting);
}

double GridSearch::cost(Cell c, Side side) const
{
    const Frontier& f = m_sides[side == Side::Forward ? 0 : 1];
    if (!inside(c) || f.nodes.empty()) return kInfinity;
    const Node& node = f.nodes[static_cast<std::size_t>(indexOf(c))];
    if (node.stamp < m_base) return kInfinity;
    // Breadth-first search counts steps: there every step costs 1, straight or diagonal.
    return m_breadth ? node.straight + node.diagonal : node.cost();
}

double GridSearch::guessFrom(Cell c, Side side) const
{
    return guess(m_grid, m_options.heuristic, c, m_sides[side == Side::Forward ? 0 : 1].target);
}

bool GridSearch::isOld(const Frontier& side, const Entry& entry) const
{
    return side.nodes[static_cast<std::size_t>(entry.cell)].stamp != m_base;
}

std::vector<GridSearch::Entry> GridSearch::inOrder(const Frontier& side) const
{
    if (m_breadth)
        return std::vector<Entry>(side.heap.begin() + static_cast<std::ptrdiff_t>(side.head), side.heap.end());
    std::vector<Entry> entries = side.heap;
    // The heap's order, which is total: the order in which pops would come.
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return Later {}(b, a); });
    return entries;
}

std::vector<GridSearch::OpenEntry> GridSearch::openList(Side side) const
{
    const Frontier& f = m_sides[side == Side::Forward ? 0 : 1];
    std::vector<OpenEntry> list;
    if (f.nodes.empty()) return list;
    std::vector<std::uint8_t> listed;
    for (const Entry& e : inOrder(f)) {
        if (isOld(f, e)) continue;
        // A cell's first entry is its cheapest, the one it will be taken by; later ones are old.
        if (listed.empty()) listed.assign(f.nodes.size(), 0);
        auto& seen = listed[static_cast<std::size_t>(e.cell)];
        if (seen) continue;
        seen = 1;
        const Cell c = cellOf(e.cell);
        const double g = cost(c, side);
        const double h = m_breadth ? 0.0 : guess(m_grid, m_options.heuristic, c, f.target);
        list.push_back({ c, g, h, m_breadth ? g : keyOf(f, e.cell) });
    }
    return list;
}

GridSearch::Side GridSearch::nextSide() const
{
    if (!m_two) return Side::Forward;
    // step() first drops the old entries before each side's next cell, then compares the sizes.
    auto size = [this](const Frontier& f) {
        std::size_t old = 0;
        for (const Entry& e : inOrder(f)) {
            if (!isOld(f, e)) break;
            ++old;
        }
        return f.heap.size() - old;
    };
    return size(m_sides[0]) <= size(m_sides[1]) ? Side::Forward : Side::Backward;
}

} // namespace mazeworks

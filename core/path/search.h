#pragma once

#include "grid/cell.h"
#include "grid/direction.h"
#include "path/distancemap.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace mazeworks {

enum class Algorithm : std::uint8_t { BreadthFirst, Dijkstra, AStar };
enum class Heuristic : std::uint8_t { Manhattan, Euclidean, Octile, None };
enum class Movement : std::uint8_t { Four, Eight };

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();
inline constexpr double kSqrt2 = 1.4142135623730950488;

struct SearchOptions {
    Algorithm algorithm = Algorithm::AStar;
    Heuristic heuristic = Heuristic::Manhattan;
    Movement movement = Movement::Four;
    Edges edges = Edges::Wrap;
};

// A way from one cell to another, or none.
struct Path {
    std::vector<Cell> cells; // start and goal included; empty when no way leads there
    double cost = kInfinity;
    int visited = 0; // cells the search settled
    std::optional<Direction> first; // the first step, when it is one of the four ways

    bool found() const { return !cells.empty(); }
    int steps() const { return cells.empty() ? 0 : static_cast<int>(cells.size()) - 1; }
};

// The guess of the cost still to come over dx columns and dy rows.
inline double estimate(Heuristic h, int dx, int dy)
{
    switch (h) {
    case Heuristic::Manhattan: return dx + dy;
    case Heuristic::Euclidean: return std::sqrt(static_cast<double>(dx) * dx + static_cast<double>(dy) * dy);
    case Heuristic::Octile: {
        const int lo = std::min(dx, dy);
        const int hi = std::max(dx, dy);
        return hi + (kSqrt2 - 1.0) * lo;
    }
    case Heuristic::None: return 0.0;
    }
    return 0.0;
}

// The memory of a search, kept between searches on grids of one size so that a search costs
// what it visits, not what the grid holds: every cell carries the number of the search that
// last touched it.
class SearchWorkspace {
public:
    void prepare(int width, int height)
    {
        const auto size = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
        if (size != m_stamp.size()) {
            m_g.assign(size, kInfinity);
            m_parent.assign(size, -1);
            m_stamp.assign(size, 0);
            m_base = 0;
        }
        if (m_base >= std::numeric_limits<std::uint32_t>::max() - 4) {
            std::fill(m_stamp.begin(), m_stamp.end(), 0);
            m_base = 0;
        }
        m_base += 2; // base: seen, base + 1: settled
        m_heap.clear();
        m_fifo.clear();
    }

private:
    template <class Cost>
    friend class Search;
    friend class PathStepper;

    struct Node {
        double f;
        double h;
        std::int32_t index;
    };

    std::vector<double> m_g;
    std::vector<std::int32_t> m_parent;
    std::vector<std::uint32_t> m_stamp;
    std::uint32_t m_base = 0;
    std::vector<Node> m_heap;
    std::vector<std::int32_t> m_fifo;
};

// Breadth-first search, Dijkstra or A* from one cell to another over per-cell costs: cost(col,
// row) is the price of entering a cell, infinity where it is blocked, at least 1 where the
// guess must stay admissible. step() settles one cell, so a view can watch; run() goes to the
// end. Of two cells with the same f = g + h, the one nearer the goal goes first; an entry made
// old by a cheaper way is skipped when it comes up, never searched for and decreased.
template <class Cost>
class Search {
public:
    Search(SearchWorkspace& workspace, int width, int height, Cost cost, const SearchOptions& options, Cell from,
           Cell to)
        : m_ws(workspace), m_width(width), m_height(height), m_cost(static_cast<Cost&&>(cost)), m_options(options),
          m_from(from), m_to(to)
    {
        m_ws.prepare(width, height);
        if (m_options.algorithm == Algorithm::Dijkstra) m_options.heuristic = Heuristic::None;
        if (!inside(from) || !inside(to) || !passable(from.col, from.row) || !passable(to.col, to.row)) {
            m_done = true;
            return;
        }
        m_goal = index(to.col, to.row);
        const std::int32_t start = index(from.col, from.row);
        m_ws.m_g[static_cast<std::size_t>(start)] = 0.0;
        m_ws.m_parent[static_cast<std::size_t>(start)] = -1;
        m_ws.m_stamp[static_cast<std::size_t>(start)] = m_ws.m_base;
        push(start, 0.0, from.col, from.row);
    }

    // Settles the next cell; false when the search is over.
    bool step()
    {
        if (m_done) return false;
        std::int32_t current = -1;
        if (m_options.algorithm == Algorithm::BreadthFirst) {
            if (m_fifoHead < m_ws.m_fifo.size()) current = m_ws.m_fifo[m_fifoHead++];
        } else {
            while (!m_ws.m_heap.empty()) {
                const std::int32_t top = popHeap();
                if (m_ws.m_stamp[static_cast<std::size_t>(top)] != m_ws.m_base + 1) {
                    current = top;
                    break;
                }
            }
        }
        if (current < 0) {
            m_done = true;
            return false;
        }
        m_ws.m_stamp[static_cast<std::size_t>(current)] = m_ws.m_base + 1;
        ++m_visited;
        m_current = current;
        if (current == m_goal) {
            m_found = true;
            m_done = true;
            return true;
        }
        expand(current);
        return true;
    }

    void run()
    {
        while (step()) {
        }
    }

    bool done() const { return m_done; }
    bool found() const { return m_found; }
    int visited() const { return m_visited; }
    std::int32_t current() const { return m_current; }

    Path path() const
    {
        Path p;
        p.visited = m_visited;
        if (!m_found) return p;
        p.cost = m_ws.m_g[static_cast<std::size_t>(m_goal)];
        for (std::int32_t i = m_goal; i >= 0; i = m_ws.m_parent[static_cast<std::size_t>(i)]) {
            p.cells.push_back({i % m_width, i / m_width});
        }
        std::reverse(p.cells.begin(), p.cells.end());
        if (p.cells.size() > 1) p.first = wayBetween(p.cells[0], p.cells[1]);
        return p;
    }

private:
    friend class PathStepper;

    bool inside(Cell c) const { return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height; }
    std::int32_t index(int col, int row) const { return row * m_width + col; }
    bool passable(int col, int row) const { return m_cost(col, row) < kInfinity; }

    // A neighbour's cell, or false when the step leaves a closed grid.
    bool neighbour(int col, int row, int ddx, int ddy, int& outCol, int& outRow) const
    {
        int c = col + ddx;
        int r = row + ddy;
        if (m_options.edges == Edges::Wrap) {
            if (c < 0) c += m_width;
            else if (c >= m_width) c -= m_width;
            if (r < 0) r += m_height;
            else if (r >= m_height) r -= m_height;
        } else if (c < 0 || r < 0 || c >= m_width || r >= m_height) {
            return false;
        }
        outCol = c;
        outRow = r;
        return true;
    }

    double guess(int col, int row) const
    {
        if (m_options.algorithm != Algorithm::AStar) return 0.0;
        int ddx = std::abs(col - m_to.col);
        int ddy = std::abs(row - m_to.row);
        if (m_options.edges == Edges::Wrap) {
            ddx = std::min(ddx, m_width - ddx);
            ddy = std::min(ddy, m_height - ddy);
        }
        return estimate(m_options.heuristic, ddx, ddy);
    }

    std::optional<Direction> wayBetween(Cell a, Cell b) const
    {
        for (Direction d : kDirections) {
            int c = 0;
            int r = 0;
            if (neighbour(a.col, a.row, dx(d), dy(d), c, r) && c == b.col && r == b.row) return d;
        }
        return std::nullopt;
    }

    void relax(std::int32_t from, int col, int row, double stepCost)
    {
        const std::int32_t n = index(col, row);
        const auto un = static_cast<std::size_t>(n);
        const std::uint32_t stamp = m_ws.m_stamp[un];
        if (stamp == m_ws.m_base + 1) return; // settled already
        const double through = m_ws.m_g[static_cast<std::size_t>(from)] + stepCost;
        if (stamp == m_ws.m_base) {
            // Breadth-first search keeps the first way it finds; the others keep the cheapest.
            if (m_options.algorithm == Algorithm::BreadthFirst || through >= m_ws.m_g[un]) return;
        }
        m_ws.m_stamp[un] = m_ws.m_base;
        m_ws.m_g[un] = through;
        m_ws.m_parent[un] = from;
        push(n, through, col, row);
    }

    void expand(std::int32_t current)
    {
        const int col = current % m_width;
        const int row = current / m_width;
        bool open[4] = {false, false, false, false};
        int cols[4];
        int rows[4];
        for (Direction d : kDirections) {
            const int k = static_cast<int>(d);
            if (!neighbour(col, row, dx(d), dy(d), cols[k], rows[k])) continue;
            const double c = m_cost(cols[k], rows[k]);
            if (!(c < kInfinity)) continue;
            open[k] = true;
            relax(current, cols[k], rows[k], c);
        }
        if (m_options.movement != Movement::Eight) return;
        // Diagonals, only where both cells beside the corner are open: no corner is cut.
        static constexpr int kDiagonal[4][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}}; // up-left, left-down, ...
        for (const auto& pair : kDiagonal) {
            if (!open[pair[0]] || !open[pair[1]]) continue;
            const Direction a = kDirections[static_cast<std::size_t>(pair[0])];
            const Direction b = kDirections[static_cast<std::size_t>(pair[1])];
            int c = 0;
            int r = 0;
            if (!neighbour(col, row, dx(a) + dx(b), dy(a) + dy(b), c, r)) continue;
            const double cost = m_cost(c, r);
            if (!(cost < kInfinity)) continue;
            relax(current, c, r, cost * kSqrt2);
        }
    }

    static bool before(const SearchWorkspace::Node& a, const SearchWorkspace::Node& b)
    {
        if (a.f != b.f) return a.f < b.f;
        if (a.h != b.h) return a.h < b.h;
        return a.index < b.index;
    }

    void push(std::int32_t n, double g, int col, int row)
    {
        if (m_options.algorithm == Algorithm::BreadthFirst) {
            m_ws.m_fifo.push_back(n);
            return;
        }
        const double h = guess(col, row);
        auto& heap = m_ws.m_heap;
        heap.push_back({g + h, h, n});
        std::size_t i = heap.size() - 1;
        const SearchWorkspace::Node node = heap[i];
        while (i > 0) {
            const std::size_t parent = (i - 1) / 2;
            if (!before(node, heap[parent])) break;
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = node;
    }

    std::int32_t popHeap()
    {
        auto& heap = m_ws.m_heap;
        const std::int32_t top = heap.front().index;
        const SearchWorkspace::Node last = heap.back();
        heap.pop_back();
        if (heap.empty()) return top;
        std::size_t i = 0;
        const std::size_t size = heap.size();
        for (;;) {
            std::size_t child = 2 * i + 1;
            if (child >= size) break;
            if (child + 1 < size && before(heap[child + 1], heap[child])) ++child;
            if (!before(heap[child], last)) break;
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = last;
        return top;
    }

    SearchWorkspace& m_ws;
    int m_width;
    int m_height;
    Cost m_cost;
    SearchOptions m_options;
    Cell m_from;
    Cell m_to;
    std::int32_t m_goal = -1;
    std::int32_t m_current = -1;
    std::size_t m_fifoHead = 0;
    int m_visited = 0;
    bool m_done = false;
    bool m_found = false;
};

// The one-shot search: the cheapest way from `from` to `to`, or none. Pass a workspace to
// reuse its memory over many searches on grids of one size.
template <class Cost>
Path findPath(int width, int height, Cell from, Cell to, Cost&& cost, const SearchOptions& options = {},
              SearchWorkspace* workspace = nullptr)
{
    SearchWorkspace local;
    Search<std::decay_t<Cost>&> search(workspace ? *workspace : local, width, height, cost, options, from, to);
    search.run();
    return search.path();
}

} // namespace mazeworks

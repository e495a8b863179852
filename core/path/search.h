#pragma once

// A* in plain words, in ten lines. The search keeps an open list of the cells it has reached
// but not settled, each with g, the cost of the cheapest way known from the start, and h, a guess
// of the cost still to come; the list is ordered by f = g + h. Each step settles the cell of
// lowest f and relaxes its neighbours: each is offered the way through it (g plus the price of
// entering the neighbour), kept when cheaper than the neighbour's way so far. The search stops
// when it settles the goal, or when the list runs dry (no way). The guess must never overestimate:
// then no way still open can reach the goal more cheaply than its f says, and the goal's first
// settling is optimal; a guess too high could settle it by a dearer way first. Ties of f go to the
// smaller h, then to the first cell in row-major order. Dijkstra is A* with a guess of 0;
// breadth-first search settles cells in the order found and keeps the first way to each.

#include "grid/cell.h"
#include "grid/direction.h"
#include "path/distancemap.h"
#include "path/inlining.h"
#include "path/openlist.h"
#include "path/searchguess.h"
#include "path/searchnode.h"
#include "path/searchoptions.h"
#include "path/searchresult.h"
#include "path/searchworkspace.h"
#include "path/waysout.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>
#include <vector>

namespace mazeworks {

// Breadth-first search, Dijkstra or A* (Algorithm::BreadthFirst, Dijkstra, AStar; no other, no
// corner cut, a guess of weight 1: GridSearch does the rest) from one cell to another over per-cell costs: cost(col,
// row) is the price of entering a cell, infinity where it is blocked, at least 1 where the
// guess must stay admissible. step() settles one cell, so a view can watch; run() goes to the
// end. Of two cells with the same f = g + h, the one nearer the goal goes first, and of two
// with the same f and h, the one first in row-major order; an entry made old by a cheaper way
// is skipped when it comes up, never searched for and decreased.
template <class Cost> class Search {
public:
    MAZEWORKS_HOT Search(
        SearchWorkspace& workspace, int width, int height, Cost cost, const SearchOptions& options, Cell from, Cell to)
        : m_ws(workspace)
        , m_width(width)
        , m_height(height)
        , m_cost(static_cast<Cost&&>(cost))
        , m_options(options)
        , m_from(from)
        , m_to(to)
        , m_guess(options.algorithm == Algorithm::AStar ? options.heuristic : Heuristic::None, width, height, to)
    {
        m_ws.prepare(width, height);
        if (width > 0) m_perColumn = 1.0 / width;
        for (int way = 0; way < 8; ++way) m_wayOffset[way] = kWayDx[way] + kWayDy[way] * width;
        // Only A* guesses (m_guess too); Dijkstra and breadth-first search are A* with a guess of 0.
        if (m_options.algorithm != Algorithm::AStar) m_options.heuristic = Heuristic::None;
        // See kSkippedAhead: a consistent guess, and the cheapest way kept.
        if (m_options.algorithm != Algorithm::BreadthFirst && m_options.heuristic != Heuristic::Manhattan)
            m_skips = &kSkippedAhead;
        if constexpr (kOpenCells) {
            m_packed = static_cast<std::uint64_t>(std::max(width, 0)) * static_cast<std::uint64_t>(std::max(height, 0))
                <= m_ws.m_packedLimit;
        }
        if (m_packed)
            m_nodes = m_ws.template nodes<PackedNode>();
        else
            m_nodes = m_ws.template nodes<Node>();
        chooseEngine();
        useBuckets();
        if (!inside(from) || !inside(to) || !passable(from.col, from.row) || !passable(to.col, to.row)) {
            m_done = true;
            return;
        }
        m_goal = index(to.col, to.row);
        const std::int32_t start = index(from.col, from.row);
        if (m_packed)
            static_cast<PackedNode*>(m_nodes)[start] = PackedNode::make(m_ws.m_base, -1, PackedNode::kNoWay, 0, 0);
        else
            static_cast<Node*>(m_nodes)[start] = Node::make(m_ws.m_base, -1, PackedNode::kNoWay, 0, 0);
        const bool wrap = m_options.edges == Edges::Wrap;
        if (m_options.algorithm == Algorithm::BreadthFirst) {
            m_ws.m_fifo.push_back(start);
        } else if (m_guess.wide()) {
            m_ws.m_wideOpen.push(wrap ? m_guess.entry<WideEntry, true>(0.0, 0.0, from.col, from.row, start)
                                      : m_guess.entry<WideEntry, false>(0.0, 0.0, from.col, from.row, start));
        } else {
            m_ws.m_open.push(wrap ? m_guess.entry<CompactEntry, true>(0.0, 0.0, from.col, from.row, start)
                                  : m_guess.entry<CompactEntry, false>(0.0, 0.0, from.col, from.row, start));
        }
    }

    // Settles the next cell; false when the search is over.
    bool step() { return (this->*m_advance)(true); }

    void run() { (this->*m_advance)(false); }

    bool done() const { return m_done; }
    bool found() const { return m_found; }
    int visited() const { return m_visited; }
    std::int32_t current() const { return m_current; }

    MAZEWORKS_HOT Path path() const
    {
        Path p;
        p.visited = m_visited;
        if (!m_found) return p;
        if (m_packed) {
            const PackedNode* nodes = static_cast<const PackedNode*>(m_nodes);
            const PackedNode& goal = nodes[m_goal];
            p.cost = goal.total();
            // Every step costs 1 here, so the goal's counts of steps are the length of the way:
            // back along the way each step came, to the start, each cell into its place.
            std::size_t k = static_cast<std::size_t>(goal.straight()) + goal.diagonal();
            p.cells.resize(k + 1);
            int col = m_to.col;
            int row = m_to.row;
            for (;;) {
                p.cells[k] = { col, row };
                const int way = nodes[index(col, row)].way();
                if (way == PackedNode::kNoWay || k == 0) break;
                --k;
                neighbour(col, row, -kWayDx[way], -kWayDy[way], col, row);
            }
        } else {
            const Node* nodes = static_cast<const Node*>(m_nodes);
            p.cost = nodes[m_goal].total();
            for (std::int32_t i = m_goal; i >= 0; i = nodes[i].parent())
                p.cells.push_back({ i % m_width, i / m_width });
            std::reverse(p.cells.begin(), p.cells.end());
        }
        if (p.cells.size() > 1) p.first = wayBetween(p.cells[0], p.cells[1]);
        return p;
    }

private:
    friend class PathStepper;

    // Whether the costs are a plain array of open cells, read by cell number.
    static constexpr bool kOpenCells = std::is_base_of_v<OpenCells, std::remove_cvref_t<Cost>>;
    // And whether the ways out of every cell come with them.
    static constexpr bool kKnownWays = std::is_same_v<std::remove_cvref_t<Cost>, OpenCellsAndWays>;
    // There every step costs 1, and a node counts steps: in 8 bytes when the grid is small
    // enough for PackedNode, else in 16.
    using Node = std::conditional_t<kOpenCells, StepNode, CostNode>;
    template <class N> using SumOf = decltype(std::declval<const N&>().straight());
    // The ways a step goes, as nodes keep them: up, left, down, right, then up-left, left-down,
    // down-right and right-up.
    static constexpr int kWayDx[8] = { 0, -1, 0, 1, -1, -1, 1, 1 };
    static constexpr int kWayDy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };
    // A slice of f is 1/64 of a step; the ring holds 256 of them, more than the 2 sqrt(2) * 64
    // by which f can rise from a cell to its neighbour.
    static constexpr double kSlicesPerUnit = 64.0;
    static constexpr std::size_t kBuckets = 256;

    // The options that shape the inner loop are template arguments, so that it tests none of
    // them per cell; step() and run() go through the same advance(), so they cannot disagree.
    template <class N, class Entry, bool Eight, bool Wrap> void useAlgorithm()
    {
        if (m_options.algorithm == Algorithm::BreadthFirst)
            m_advance = &Search::advance<N, Entry, Eight, Wrap, true>;
        else
            m_advance = &Search::advance<N, Entry, Eight, Wrap, false>;
    }
    template <class N, class Entry, bool Eight> void useEdges()
    {
        if (m_options.edges == Edges::Wrap)
            useAlgorithm<N, Entry, Eight, true>();
        else
            useAlgorithm<N, Entry, Eight, false>();
    }
    template <class N, class Entry> void useMovement()
    {
        if (m_options.movement == Movement::Eight)
            useEdges<N, Entry, true>();
        else
            useEdges<N, Entry, false>();
    }
    template <class Entry> void useNodes()
    {
        if constexpr (kOpenCells) {
            if (m_packed) {
                useMovement<PackedNode, Entry>();
                return;
            }
        }
        useMovement<Node, Entry>();
    }
    void chooseEngine()
    {
        if (m_guess.wide())
            useNodes<WideEntry>();
        else
            useNodes<CompactEntry>();
    }
    // On a grid of open cells every step costs 1 or sqrt(2), so with a consistent guess f never
    // falls and rises by at most 2 sqrt(2) from a cell to its neighbour: the open list can sort
    // its entries into slices of f, and keep only the first slice in order. With any other
    // guess it stays exact (an entry that falls goes to its heap, one too far ahead waits among
    // the far ones), only slower.
    void useBuckets()
    {
        if constexpr (kOpenCells) {
            m_ws.m_open.useBuckets(kSlicesPerUnit, kBuckets);
            m_ws.m_wideOpen.useBuckets(kSlicesPerUnit, kBuckets);
        } else {
            m_ws.m_open.noBuckets();
            m_ws.m_wideOpen.noBuckets();
        }
    }

    // n / width, without the integer division that would cost more than the rest of a step:
    // (n + 0.5) / width lies at least 0.5 / width from a whole number, and the rounding of
    // the product is far smaller than that for any n below 2^50.
    MAZEWORKS_INLINE int rowOf(std::int32_t n) const
    {
        return static_cast<int>((static_cast<double>(n) + 0.5) * m_perColumn);
    }

    bool inside(Cell c) const { return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height; }
    std::int32_t index(int col, int row) const { return row * m_width + col; }
    bool passable(int col, int row) const { return m_cost(col, row) < kInfinity; }

    // The price of entering cell n at (col, row).
    MAZEWORKS_INLINE double costOf(std::int32_t n, int col, int row) const
    {
        if constexpr (kOpenCells) {
            return m_cost.open[n] ? 1.0 : kInfinity;
        } else {
            static_cast<void>(n);
            return m_cost(col, row);
        }
    }

    // A neighbour's cell, or false when the step leaves a closed grid.
    bool neighbour(int col, int row, int ddx, int ddy, int& outCol, int& outRow) const
    {
        int c = col + ddx;
        int r = row + ddy;
        if (m_options.edges == Edges::Wrap) {
            if (c < 0)
                c += m_width;
            else if (c >= m_width)
                c -= m_width;
            if (r < 0)
                r += m_height;
            else if (r >= m_height)
                r -= m_height;
        } else if (c < 0 || r < 0 || c >= m_width || r >= m_height) {
            return false;
        }
        outCol = c;
        outRow = r;
        return true;
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

    template <class Entry> OpenList<Entry>& openList()
    {
        if constexpr (std::is_same_v<Entry, WideEntry>)
            return m_ws.m_wideOpen;
        else
            return m_ws.m_open;
    }

    // Offers cell n at (col, row) the way through `from` (reached at `at`): one step that costs
    // `cost`, times sqrt(2) when Diagonal, going the way numbered `way` (see kWayDx).
    template <class N, class Entry, bool Eight, bool Wrap, bool Breadth, bool Diagonal>
    MAZEWORKS_INLINE void relax(N* nodes, OpenList<Entry>& open, std::uint32_t seen, std::int32_t from, int way,
        const N& at, std::int32_t n, int col, int row, double cost)
    {
        using Sum = SumOf<N>;
        const Sum step = static_cast<Sum>(cost);
        offer<N, Entry, Eight, Wrap, Breadth>(nodes, open, seen, from, way, n, col, row,
            Diagonal ? at.straight() : at.straight() + step, Diagonal ? at.diagonal() + step : at.diagonal());
    }

    // Offers cell n at (col, row) a way from `from` whose last step went the way numbered `way`,
    // of cost straight + sqrt(2) * diagonal.
    template <class N, class Entry, bool Eight, bool Wrap, bool Breadth>
    MAZEWORKS_INLINE void offer(N* nodes, OpenList<Entry>& open, std::uint32_t seen, std::int32_t from, int way,
        std::int32_t n, int col, int row, SumOf<N> straight, SumOf<N> diagonal)
    {
        N& node = nodes[n];
        const std::uint32_t stamp = node.stamp();
        if (stamp == seen + 1) return; // settled already
        if (stamp == seen) {
            // Breadth-first search keeps the first way it finds; the others keep the cheapest.
            if (Breadth) return;
            // With four directions the diagonal sums stay 0.
            if (Eight ? static_cast<double>(straight) + static_cast<double>(diagonal) * kSqrt2 >= node.total()
                      : straight >= node.straight())
                return;
        }
        node = N::make(seen, from, way, straight, diagonal);
        if constexpr (Breadth) {
            m_ws.m_fifo.push_back(n);
        } else {
            double f = 0.0;
            const Entry e = m_guess.template entry<Entry, Wrap>(
                static_cast<double>(straight), static_cast<double>(diagonal), col, row, n, f);
            open.push(e, f);
            // The cell will be expanded soon, maybe next: ask for the rows above and below it.
            const auto here = reinterpret_cast<std::uintptr_t>(nodes) + static_cast<std::uintptr_t>(n) * sizeof(N);
            const auto rowBytes = static_cast<std::uintptr_t>(m_width) * sizeof(N);
            __builtin_prefetch(reinterpret_cast<const void*>(here - rowBytes));
            __builtin_prefetch(reinterpret_cast<const void*>(here + rowBytes));
            if constexpr (kKnownWays) {
                // Its own ways out are all it will read of the grid.
                __builtin_prefetch(m_cost.ways + n);
            } else if constexpr (kOpenCells) {
                const auto cell = reinterpret_cast<std::uintptr_t>(m_cost.open) + static_cast<std::uintptr_t>(n);
                __builtin_prefetch(reinterpret_cast<const void*>(cell - static_cast<std::uintptr_t>(m_width)));
                __builtin_prefetch(reinterpret_cast<const void*>(cell + static_cast<std::uintptr_t>(m_width)));
            }
        }
    }

    // The same for a diagonal step, whose two cells beside the corner are open.
    template <class N, class Entry, bool Wrap, bool Breadth>
    MAZEWORKS_INLINE void relaxDiagonal(N* nodes, OpenList<Entry>& open, std::uint32_t seen, std::int32_t from, int way,
        const N& at, std::int32_t n, int col, int row)
    {
        if (nodes[n].stamp() == seen + 1) return; // settled already: no need to ask its cost
        const double cost = costOf(n, col, row);
        if (cost < kInfinity)
            relax<N, Entry, true, Wrap, Breadth, true>(nodes, open, seen, from, way, at, n, col, row, cost);
    }

    // Settles cells until the search is over, or only one when `once`; false when none was left.
    template <class N, class Entry, bool Eight, bool Wrap, bool Breadth> MAZEWORKS_HOT bool advance(bool once)
    {
        if (m_done) return false;
        N* const nodes = static_cast<N*>(m_nodes);
        OpenList<Entry>& open = openList<Entry>();
        const std::uint32_t seen = m_ws.m_base;
        const std::int32_t width = m_width;
        const std::int32_t height = m_height;
        const std::int32_t goal = m_goal;
        int visited = m_visited;
        std::int32_t current = -1;
        bool settledOne = false;
        for (;;) {
            current = -1;
            if constexpr (Breadth) {
                if (m_fifoHead < m_ws.m_fifo.size()) current = m_ws.m_fifo[m_fifoHead++];
            } else {
                // An entry for a cell settled already was made old by a cheaper way.
                current = open.popFresh([nodes, seen](std::int32_t cell) { return nodes[cell].stamp() == seen + 1; });
            }
            if (current < 0) {
                m_done = true;
                break;
            }
            nodes[current].settle(seen + 1);
            ++visited;
            m_current = current;
            settledOne = true;
            if (current == goal) {
                m_found = true;
                m_done = true;
                break;
            }
            const int row = rowOf(current);
            const int col = current - row * width;
            const N at = nodes[current];
            // Away from the rim all eight neighbours are on the grid: no wrapping, no bounds to
            // test. Known ways out leave out the steps off a closed grid, so that there the rim
            // needs no care either.
            if ((kKnownWays && !Wrap) || (col > 0 && row > 0 && col + 1 < width && row + 1 < height)) {
                if constexpr (kOpenCells)
                    expandOpen<N, Entry, Eight, Wrap, Breadth>(nodes, open, seen, current, at, col, row);
                else
                    expandInside<N, Entry, Eight, Wrap, Breadth>(nodes, open, seen, current, at, col, row);
            } else {
                expandAtEdge<N, Entry, Eight, Wrap, Breadth>(nodes, open, seen, current, at, col, row);
            }
            if (once) break;
        }
        m_visited = visited;
        return settledOne;
    }

    // A cell away from the rim, on a grid of any costs.
    template <class N, class Entry, bool Eight, bool Wrap, bool Breadth>
    MAZEWORKS_INLINE void expandInside(
        N* nodes, OpenList<Entry>& open, std::uint32_t seen, std::int32_t current, const N& at, int col, int row)
    {
        const double up = costOf(current - m_width, col, row - 1);
        const double left = costOf(current - 1, col - 1, row);
        const double down = costOf(current + m_width, col, row + 1);
        const double right = costOf(current + 1, col + 1, row);
        const bool openUp = up < kInfinity;
        const bool openLeft = left < kInfinity;
        const bool openDown = down < kInfinity;
        const bool openRight = right < kInfinity;
        // Up, left, down, right: the order of Direction.
        if (openUp)
            relax<N, Entry, Eight, Wrap, Breadth, false>(
                nodes, open, seen, current, 0, at, current - m_width, col, row - 1, up);
        if (openLeft)
            relax<N, Entry, Eight, Wrap, Breadth, false>(
                nodes, open, seen, current, 1, at, current - 1, col - 1, row, left);
        if (openDown)
            relax<N, Entry, Eight, Wrap, Breadth, false>(
                nodes, open, seen, current, 2, at, current + m_width, col, row + 1, down);
        if (openRight)
            relax<N, Entry, Eight, Wrap, Breadth, false>(
                nodes, open, seen, current, 3, at, current + 1, col + 1, row, right);
        if constexpr (Eight) {
            // Diagonals, only where both cells beside the corner are open: no corner is cut.
            if (openUp && openLeft)
                relaxDiagonal<N, Entry, Wrap, Breadth>(
                    nodes, open, seen, current, 4, at, current - m_width - 1, col - 1, row - 1);
            if (openLeft && openDown)
                relaxDiagonal<N, Entry, Wrap, Breadth>(
                    nodes, open, seen, current, 5, at, current + m_width - 1, col - 1, row + 1);
            if (openDown && openRight)
                relaxDiagonal<N, Entry, Wrap, Breadth>(
                    nodes, open, seen, current, 6, at, current + m_width + 1, col + 1, row + 1);
            if (openRight && openUp)
                relaxDiagonal<N, Entry, Wrap, Breadth>(
                    nodes, open, seen, current, 7, at, current - m_width + 1, col + 1, row - 1);
        }
    }

    // A cell of a grid of open cells, where every step costs 1 (or sqrt(2)): away from the rim,
    // or anywhere on a closed grid whose ways out are known. The ways out are read, or worked
    // out, as bits; those that need no offer are dropped (see kSkipped), and the loop
    // visits the rest in the order of the ways: a branch on each would often guess wrong.
    template <class N, class Entry, bool Eight, bool Wrap, bool Breadth>
    MAZEWORKS_INLINE void expandOpen(
        N* nodes, OpenList<Entry>& open, std::uint32_t seen, std::int32_t current, const N& at, int col, int row)
    {
        using Sum = SumOf<N>;
        unsigned ways = 0;
        if constexpr (kKnownWays) {
            ways = m_cost.ways[current];
        } else {
            ways = waysInside(m_cost.open + current, m_width);
        }
        if constexpr (!Eight) ways &= 0x0fu;
        if constexpr (std::is_same_v<N, PackedNode>) ways &= ~static_cast<unsigned>(m_skips->bits[at.way()][ways]);
        while (ways != 0) {
            const int way = std::countr_zero(ways);
            ways &= ways - 1;
            const Sum diagonal = static_cast<Sum>(way >> 2); // ways 4 to 7
            offer<N, Entry, Eight, Wrap, Breadth>(nodes, open, seen, current, way, current + m_wayOffset[way],
                col + kWayDx[way], row + kWayDy[way], at.straight() + (1 - diagonal), at.diagonal() + diagonal);
        }
    }

    // A cell on the rim: its neighbours wrap round, or lie off a closed grid.
    template <class N, class Entry, bool Eight, bool Wrap, bool Breadth>
    void expandAtEdge(
        N* nodes, OpenList<Entry>& open, std::uint32_t seen, std::int32_t current, const N& at, int col, int row)
    {
        bool open4[4] = { false, false, false, false };
        int cols[4];
        int rows[4];
        for (Direction d : kDirections) {
            const int k = static_cast<int>(d);
            if (!neighbour(col, row, dx(d), dy(d), cols[k], rows[k])) continue;
            const std::int32_t n = index(cols[k], rows[k]);
            const double c = costOf(n, cols[k], rows[k]);
            if (!(c < kInfinity)) continue;
            open4[k] = true;
            relax<N, Entry, Eight, Wrap, Breadth, false>(nodes, open, seen, current, k, at, n, cols[k], rows[k], c);
        }
        if constexpr (Eight) {
            static constexpr int kDiagonal[4][2]
                = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 0 } }; // up-left, left-down, ...
            for (int way = 4; way < 8; ++way) {
                const auto& pair = kDiagonal[way - 4];
                if (!open4[pair[0]] || !open4[pair[1]]) continue;
                const Direction a = kDirections[static_cast<std::size_t>(pair[0])];
                const Direction b = kDirections[static_cast<std::size_t>(pair[1])];
                int c = 0;
                int r = 0;
                if (!neighbour(col, row, dx(a) + dx(b), dy(a) + dy(b), c, r)) continue;
                const std::int32_t n = index(c, r);
                const double cost = costOf(n, c, r);
                if (!(cost < kInfinity)) continue;
                relax<N, Entry, Eight, Wrap, Breadth, true>(nodes, open, seen, current, way, at, n, c, r, cost);
            }
        }
    }

    SearchWorkspace& m_ws;
    int m_width;
    int m_height;
    Cost m_cost;
    SearchOptions m_options;
    Cell m_from;
    Cell m_to;
    Guess m_guess;
    double m_perColumn = 1.0; // 1 / width
    const SkipTable* m_skips = &kSkipped; // or &kSkippedAhead
    std::int32_t m_wayOffset[8] = {}; // from a cell to its neighbour each way, by cell number
    void* m_nodes = nullptr; // Node, or PackedNode when m_packed
    bool m_packed = false;
    std::int32_t m_goal = -1;
    std::int32_t m_current = -1;
    std::size_t m_fifoHead = 0;
    int m_visited = 0;
    bool m_done = false;
    bool m_found = false;
    bool (Search::*m_advance)(bool) = nullptr;
};

// The one-shot search: the cheapest way from `from` to `to`, or none. Pass a workspace to
// reuse its memory over many searches on grids of one size.
template <class Cost, std::enable_if_t<std::is_invocable_v<Cost&, int, int>, int> = 0>
MAZEWORKS_HOT Path findPath(int width, int height, Cell from, Cell to, Cost&& cost, const SearchOptions& options = {},
    SearchWorkspace* workspace = nullptr)
{
    SearchWorkspace local;
    Search<std::decay_t<Cost>&> search(workspace ? *workspace : local, width, height, cost, options, from, to);
    search.run();
    return search.path();
}

// The same over a row-major grid of passability (non-zero = open), every open cell costing 1:
// the fast search for plain maps. The same way, cost and count of cells as with a cost of 1.0
// or infinity per cell.
inline Path findPath(int width, int height, Cell from, Cell to, const std::uint8_t* open,
    const SearchOptions& options = {}, SearchWorkspace* workspace = nullptr)
{
    OpenCells cells { open, width };
    return findPath(width, height, from, to, cells, options, workspace);
}

// The same with the ways out of every cell worked out beforehand by waysOut(width, height, open):
// the same way, cost and count of cells, sooner.
inline Path findPath(int width, int height, Cell from, Cell to, const std::uint8_t* open, const std::uint8_t* ways,
    const SearchOptions& options = {}, SearchWorkspace* workspace = nullptr)
{
    OpenCellsAndWays cells { { open, width }, ways };
    return findPath(width, height, from, to, cells, options, workspace);
}

} // namespace mazeworks

#pragma once

#include "grid/cell.h"
#include "path/search.h"
#include "path/searchoptions.h"

#include <cstdint>
#include <optional>
#include <vector>

// The whole family of searches over one grid of open cells with per-cell weights, in the plain
// way a reader can follow and a view can watch: breadth-first search, Dijkstra, A* (weighted
// too), greedy best-first and bidirectional A*, in 4 or 8 directions, with any of the corner
// rules and guesses, on grids that wrap round or not. Search (search.h) is the fast engine for
// the common cases; this one does everything, one settled cell a step.

namespace mazeworks {

// The steps GridSearch offers from a cell, in the order it offers them: up, left, down, right,
// then the diagonals up-left, left-down, down-right and right-up (the first four with 4
// directions).
inline constexpr int kStepDx[8] = { 0, -1, 0, 1, -1, -1, 1, 1 };
inline constexpr int kStepDy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };

// A grid to search: open cells (non-zero = open) and, when not null, the cost of entering each
// cell (1 to 255; a diagonal step costs sqrt(2) times as much), row-major.
struct GridView {
    int width = 0;
    int height = 0;
    const std::uint8_t* open = nullptr;
    const std::uint8_t* weights = nullptr; // null: every cell costs 1
    Edges edges = Edges::Closed;
};

// Whether a step from (col, row) by (dx, dy), one column and/or one row, may be taken on the
// grid: the cell it arrives on is open and, for a diagonal step, the corner rule allows it.
// The cell arrived on is written to (outCol, outRow), wrapped round where the edges wrap.
bool stepAllowed(const GridView& grid, Corners corners, int col, int row, int dx, int dy, int& outCol, int& outRow);

// The cost of a way over the grid: the weight of each cell entered, times sqrt(2) for a
// diagonal step, summed as whole straight and diagonal parts (ways of equal length cost the
// same to the last bit). Without weights when `weighted` is false (breadth-first search).
double wayCost(const GridView& grid, const std::vector<Cell>& cells, bool weighted = true);

// The guess of the cost from one cell to another, the shorter way round on a grid that wraps.
double guess(const GridView& grid, Heuristic heuristic, Cell a, Cell b);

// One search from a cell to another, a settled cell a step (both sides count for the
// bidirectional search). Of two open cells with the same key (f = g + weight * h for A*, h for
// best-first), the one with the smaller h goes first, then the one first in row-major order. A
// cell is settled once: a cheaper way found later (only with a guess that is not consistent,
// such as a weighted one) is not taken. restart() searches again, reusing the memory.
class GridSearch {
public:
    enum class Side : std::uint8_t { Forward, Backward };
    enum class State : std::uint8_t { Unseen, Frontier, Settled };

    GridSearch(const GridView& grid, const SearchOptions& options, Cell from, Cell to);

    void restart(Cell from, Cell to);
    // Settles the next cell; false when the search is over.
    bool step();
    void run();

    bool done() const { return m_done; }
    bool found() const { return m_meeting >= 0; }
    int visited() const { return m_visited; }
    // The way found (its cost, its cells, the cells settled); none while the search runs.
    Path path() const;

    // What the view draws: each cell's state from one side (the backward side only searches
    // in the bidirectional search), the cell settled last, and where the two sides met.
    State state(Cell c, Side side = Side::Forward) const;
    std::vector<Cell> frontier(Side side = Side::Forward) const;
    std::optional<Cell> current() const;
    std::optional<Cell> meeting() const;

    const SearchOptions& options() const { return m_options; }

    // For a view that teaches (watchedsearch.h); none of these changes what the search does.
    // The cost of the cheapest way known to a reached cell from its side's start (the goal for
    // the backward side), for breadth-first search its number of steps; infinity where the side
    // has not reached it.
    double cost(Cell c, Side side = Side::Forward) const;
    // The guess from a cell to its side's target, as the search makes it.
    double guessFrom(Cell c, Side side = Side::Forward) const;
    // An entry of the open list: the cell, its g (as cost() gives it) and h, and the key it is
    // taken by (f = g + weight * h; h for best-first; g for breadth-first search, which takes the
    // first found).
    struct OpenEntry {
        Cell cell;
        double g;
        double h;
        double key;
    };
    // The open list of a side in the order the side will take it, each cell once: entries made
    // old by a cheaper way are left out.
    std::vector<OpenEntry> openList(Side side = Side::Forward) const;
    // The side whose cell the next step settles: the one with the shorter open list in the
    // bidirectional search (old entries counted, as step() counts them), else Forward.
    Side nextSide() const;
    // With an early exit (the default) the search ends when the goal is settled. Without one,
    // as breadth-first search and Dijkstra are often taught, it goes on until every cell it can
    // reach is settled, and the way is the one it had to the goal. Not for the bidirectional search.
    void setEarlyExit(bool on) { m_earlyExit = on; }
    bool earlyExit() const { return m_earlyExit; }

private:
    struct Node {
        std::uint32_t stamp = 0; // base: reached, base + 1: settled
        std::int32_t parent = -1;
        std::int32_t straight = 0; // the cost of the way's straight steps
        std::int32_t diagonal = 0; // and of its diagonal ones, each times sqrt(2)
        double cost() const { return straight + diagonal * kSqrt2; }
    };
    struct Entry {
        double key;
        double h;
        std::int32_t cell;
    };
    struct Later {
        bool operator()(const Entry& a, const Entry& b) const
        {
            if (a.key != b.key) return a.key > b.key;
            if (a.h != b.h) return a.h > b.h;
            return a.cell > b.cell;
        }
    };
    struct Frontier {
        std::vector<Node> nodes;
        std::vector<Entry> heap; // or, for breadth-first search, the cells in the order found
        std::size_t head = 0;
        Cell target;
    };

    bool inside(Cell c) const { return c.col >= 0 && c.row >= 0 && c.col < m_grid.width && c.row < m_grid.height; }
    bool isOpen(std::int32_t n) const { return m_grid.open[n] != 0; }
    int weightOf(std::int32_t n) const;
    Cell cellOf(std::int32_t n) const { return { n % m_grid.width, n / m_grid.width }; }
    std::int32_t indexOf(Cell c) const { return c.row * m_grid.width + c.col; }
    void push(Frontier& side, std::int32_t cell);
    // The next cell to settle on a side, or -1; stale entries are dropped.
    std::int32_t top(Frontier& side);
    // A side's entries in the order they will be taken, old ones included; `old` says which are.
    std::vector<Entry> inOrder(const Frontier& side) const;
    bool isOld(const Frontier& side, const Entry& entry) const;
    double keyOf(const Frontier& side, std::int32_t cell) const;
    bool settleOne(int sideIndex);
    void expand(int sideIndex, std::int32_t cell);
    void offer(int sideIndex, std::int32_t from, std::int32_t to, int stepCost, bool diagonal);

    GridView m_grid;
    SearchOptions m_options;
    Frontier m_sides[2];
    bool m_two = false; // bidirectional
    bool m_breadth = false;
    std::uint32_t m_base = 0;
    Cell m_from;
    Cell m_to;
    bool m_done = false;
    int m_visited = 0;
    std::int32_t m_current = -1;
    std::int32_t m_meeting = -1;
    double m_best = kInfinity; // bidirectional: the cheapest way through a cell both sides reached
    bool m_earlyExit = true;
};

} // namespace mazeworks

#pragma once

#include "grid/cell.h"
#include "path/openlist.h"
#include "path/searchoptions.h"
#include "path/searchresult.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

// A search over a graph worked out once per map: simple subgoal graphs (Uras, Koenig and
// Hernandez, "Subgoal Graphs for Optimal Pathfinding in Eight-Neighbor Grids", ICAPS 2013), on
// a closed grid where every open cell costs the same, in 4 or 8 directions, diagonal steps
// cutting no corner (the Moving AI rule).
//
// The subgoals are the open cells at the convex corners of the walls: a cell whose diagonal
// neighbour is a wall while the two cells between them are open. A shortest way bends only at
// such cells, and between two bends it is as long as the guess (octile with 8 directions,
// Manhattan with 4): it can be taken diagonally first and then straight (with 4 directions,
// along the column first and then along the row), unless another subgoal lies on a way of that
// length between them. So the graph joins each subgoal to those it reaches so, with no other
// subgoal on the way; a query joins its two ends to the subgoals they reach so, runs A* over the
// graph and then walks each edge back into tiles.
//
// The edges are found from tables, worked out with the subgoals, of how far a straight or
// diagonal run from each cell goes before a wall or a subgoal: from a cell, a run in each of the
// eight ways, then from each cell of a diagonal run the two straight runs on either side of it,
// each no longer than the one before it (a cell beyond is reached as cheaply through the
// subgoal that cut the run before).
//
// Over the graph, a contraction hierarchy in part (Geisberger et al. 2008, as Uras and Koenig
// build one over subgoal graphs): subgoals of few edges are taken out one at a time, cheapest
// first, each replaced by shortcuts between its neighbours where no other way as short joins
// them, and only where that adds few more edges than it takes away; the rest stay, the core
// (next to none in open ground). A query searches upwards only, to subgoals taken out later and into the
// core, from both ends at once, each side an A* guided to the other end: forwards from the start
// (through the core), backwards from the goal (stopping at the core), meeting where the two
// sides touch, each stopping once nothing it holds could lead to a cheaper way than the
// cheapest met so far. Shortcuts are unpacked into the edges they stand for before the walk
// into tiles.

namespace mazeworks {

class SubgoalGraph {
public:
    // The grid's open cells (non-zero = open), row-major; copied, so the memory may go.
    // With `wrap`, a step over an edge of the map comes in on the far side (as in a maze's
    // tunnels).
    SubgoalGraph(int width, int height, const std::uint8_t* open, Movement movement, bool wrap = false);

    Path find(Cell from, Cell to);
    // The same way as its waypoints, as the Grid-Based Path Planning Competition's planners give
    // theirs: the start, the goal and the tiles between where it may bend, each joined to the
    // next by a straight or diagonal run of open tiles (some in a line). Its cost and visited as
    // find's; its steps() are not the way's. On a map that wraps round, every tile, as find.
    Path findWaypoints(Cell from, Cell to);

    int width() const { return m_width; }
    int height() const { return m_height; }
    Movement movement() const { return m_movement; }
    // The subgoals, numbered as edges() numbers them.
    std::vector<Cell> subgoals() const;
    // The subgoals an edge of the simple subgoal graph joins to subgoal `index`.
    std::vector<int> edges(int index) const;
    std::size_t edgeCount() const { return m_targets.size(); }
    // Whether the edge between subgoals a and b is a step over the map's edge (it wraps round).
    bool crosses(int a, int b) const;
    // The cost of the edge between subgoals a and b: a crossing's step, or the guess.
    double edgeCost(int a, int b) const;
    // The subgoals left in the hierarchy's core, which every query may search.
    int coreSize() const { return m_coreSize; }
    // The memory the graph and its tables hold, in bytes.
    std::size_t bytes() const;

private:
    // An edge upwards, with its far end's cell beside it: the guess to the goal needs no other
    // memory than the edge list read in order.
    struct UpEdge {
        std::int32_t target;
        std::uint16_t col;
        std::uint16_t row;
        double cost;
    };
    // A node as one side of a query left it.
    struct Side {
        double g; // the backward side's: the cost to the goal
        std::uint32_t stamp; // == m_query: reached, == m_query + 1: settled
        std::int32_t parent; // the edge upwards it was reached by, or an end's mark (see find)
    };
    // Both sides together, in one cache line: the forward side asks each node it settles
    // whether the backward side settled it.
    struct alignas(32) Visit {
        Side forward;
        Side backward;
    };

    int at(Cell c) const { return (c.row + 1) * m_stride + c.col + 1; }
    Cell cellAt(int p) const { return { p % m_stride - 1, p / m_stride - 1 }; }
    // The length of a way as long as the guess within the map (octile or Manhattan), and the
    // guess a search goes by, which on a map that wraps round looks over its edges too.
    double guess(int dx, int dy) const;
    double estimate(int dx, int dy) const;
    double crossingCost(int a, int b) const;
    bool legal(int p, int way) const;
    void buildClearances();
    // Calls found(subgoal, its cell) for each subgoal the cell p reaches as the guess says, with
    // no other subgoal on the way; some more than once.
    template <class Found> void explore(int p, Found&& found) const;
    // Whether the way from a to b that takes its diagonal (with 4 directions, its vertical)
    // steps first, or last, is open.
    bool walk(int a, int b, bool diagonalFirst) const;
    // A way of the guess's length from one cell to another: its two straight or diagonal legs.
    struct Leg {
        int way;
        int steps;
    };
    using Legs = std::array<Leg, 2>;
    Legs legs(Cell from, Cell to, bool diagonalFirst) const;
    // Appends the cells of the legs after `from`, unchecked.
    void append(Cell from, const Legs& way, std::vector<Cell>& cells) const;
    // Appends the way of the guess's length from one cell to another (its diagonal steps, with 4
    // directions its vertical ones, first or last), unchecked: every cell after `from`, or with
    // `waypoints` where its legs end.
    template <bool waypoints> void appendWay(Cell from, Cell to, bool diagonalFirst, std::vector<Cell>& cells) const;
    template <bool waypoints> Path search(Cell from, Cell to);
    // Takes subgoals out into the hierarchy and keeps the edges a query follows upwards; fewer
    // where walls are `strewn` everywhere, all where few walls stand in `openGround`.
    void contract(bool strewn, bool openGround);
    // Appends the cells from node a to node b (a shortcut unpacked), a excluded.
    template <bool waypoints> void refine(std::int32_t a, std::int32_t b, std::vector<Cell>& cells) const;
    // Appends the cells of edge e of the `owner`'s edges upwards (the owner at ownerCell),
    // walked from the owner to its other end or the other way round, the far end included.
    template <bool waypoints>
    void unpack(std::uint32_t e, std::int32_t owner, Cell ownerCell, bool fromOwner, std::vector<Cell>& cells) const;

    int m_width = 0;
    int m_height = 0;
    int m_stride = 0; // a row of the padded grid: a wall all round the map
    Movement m_movement = Movement::Eight;
    bool m_wrap = false;
    // The crossings (wrap), both ways: a << 32 | b, sorted.
    std::vector<std::uint64_t> m_crossings;
    int m_step[8] = {};
    std::vector<std::uint8_t> m_open; // padded
    std::vector<std::int32_t> m_subgoal; // padded: the subgoal's number, or -1
    // Padded: from each cell, the run's length in each of the eight ways before a wall or a
    // subgoal, a cell's eight together (a query's exploring reads several of a cell's at once,
    // along a diagonal: one cache line a cell instead of three).
    std::vector<std::array<std::uint16_t, 8>> m_clearance;
    // With 8 directions, the straight clearances (right, left, down, up) again, laid out along
    // the diagonals, so that a query's walk along a diagonal reads them in order (eight cells a
    // cache line, where m_clearance gives one): [0] the diagonals down to the right (column less
    // row the same), [1] those down to the left (column plus row the same), each from the top.
    std::vector<std::array<std::uint16_t, 4>> m_diagonal[2];
    // Where each diagonal's cell of row 0 would be in its family's list (its cells follow row by
    // row, with no room for the cells outside the map).
    std::vector<std::ptrdiff_t> m_diagonalBase[2];
    // The place in m_diagonal[family] of the padded grid's cell at col, row.
    std::size_t diagonalAt(int family, int col, int row) const;
    std::vector<std::int32_t> m_position; // a subgoal's padded cell, then the query's two ends
    std::vector<std::int32_t> m_col; // a subgoal's cell, then the query's two ends
    std::vector<std::int32_t> m_row;
    std::vector<std::uint32_t> m_first; // compressed rows: the edges of subgoal i
    std::vector<std::int32_t> m_targets;
    // The hierarchy: the order a subgoal was taken out in (kCore: never), each subgoal's edges
    // upwards, and the subgoal each of them passes when it is a shortcut (else -1).
    std::vector<std::int32_t> m_rank;
    std::vector<std::uint32_t> m_upFirst;
    std::vector<UpEdge> m_up;
    // What it takes to walk an edge upwards, one record beside it (a query unpacks a shortcut in a
    // few cache lines): the subgoal it passes when it is a shortcut (else kDiagonalFirst,
    // kStraightFirst or kCrossing), and then that subgoal's cell and the shortcut's two halves by
    // their places in m_up, the edge from the subgoal passed to the shortcut's owner and the one
    // to its other end (-1 if not found).
    struct Unpacking {
        std::int32_t middle;
        std::int32_t toOwner;
        std::int32_t toOther;
        std::uint16_t col;
        std::uint16_t row;
    };
    std::vector<Unpacking> m_unpack;
    // The subgoal whose list holds each edge upwards: a query's way goes back edge by edge.
    std::vector<std::int32_t> m_upOwner;
    int m_coreSize = 0;

    // The query's memory: the subgoals and the two ends (numbered after them).
    std::vector<Visit> m_visits;
    std::uint32_t m_query = 0;
    std::vector<std::int32_t> m_startEdges;
    // By f, then the guess (as a float's bits), then the node: the forward side's and the
    // backward side's.
    OpenList<CompactEntry> m_openList;
    OpenList<CompactEntry> m_backList;
};

} // namespace mazeworks

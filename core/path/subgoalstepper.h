#pragma once

#include "grid/cell.h"
#include "path/pseudocode.h"
#include "path/searchoptions.h"
#include "path/searchresult.h"
#include "path/subgoalgraph.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

// A query over a subgoal graph (subgoalgraph.h) as a class watches it: the graph worked out for
// the map, the two ends joined to the subgoals they reach directly, then A* over the graph one
// settled node a step, then the way found walked out into tiles one edge a step. It searches
// the simple graph (no hierarchy), so it settles more nodes than SubgoalGraph::find does, for a
// way of the same cost; tst_subgoalstepper says so.

namespace mazeworks {

class SubgoalStepper {
public:
    enum class Phase : std::uint8_t { Search, Refine, Done };
    enum class NodeState : std::uint8_t { Unseen, Open, Settled };
    // What became of a node offered along an edge from the one settled.
    enum class Outcome : std::uint8_t { Settled, NotCheaper, Added, Cheaper };
    struct Offer {
        Cell cell;
        Outcome outcome;
        double cost = kInfinity; // g of the way offered
    };
    struct OpenRow {
        Cell cell;
        double g = 0;
        double h = 0;
        double f = 0;
    };

    // open: width x height, row-major, non-zero = open; the edges closed, every open cell
    // costing the same, diagonal steps cutting no corner. The graph is worked out here, timed.
    // With `wrap`, steps over the map's edges come in on the far side (see SubgoalGraph).
    SubgoalStepper(
        int width, int height, const std::uint8_t* open, Movement movement, Cell from, Cell to, bool wrap = false);

    // One step: a node settled, an edge of the way walked into tiles, or the end told. False
    // when it had ended.
    bool step();
    void finish();

    Phase phase() const { return m_phase; }
    bool done() const { return m_phase == Phase::Done; }
    bool found() const { return done() && !m_cells.empty(); }
    // The way in tiles, start to goal, once done; its cost is the sum of its edges' lengths.
    Path path() const;
    // The tiles walked out so far (while refining), start first.
    const std::vector<Cell>& refinedCells() const { return m_cells; }
    // The way over the graph, start to goal, once the goal is settled; how many of its edges are
    // walked into tiles.
    std::vector<Cell> nodeWay() const;
    int edgesWalked() const { return static_cast<int>(m_walked); }

    // The graph: its nodes (the subgoals) and its edges, each once, by the nodes' numbers.
    const std::vector<Cell>& subgoals() const { return m_subgoals; }
    const std::vector<std::pair<int, int>>& graphEdges() const { return m_edges; }
    // Whether the edge between two subgoals is a step over the map's edge (it wraps round).
    bool crosses(int a, int b) const;
    // The same between the nodes on two tiles (false where either is no node).
    bool crosses(Cell a, Cell b) const;

    // The subgoals each end of the query reaches directly (the edges a query adds).
    const std::vector<Cell>& startLinks() const { return m_startLinks; }
    const std::vector<Cell>& goalLinks() const { return m_goalLinks; }
    double preprocessSeconds() const { return m_preprocessSeconds; }

    int settled() const { return m_settled; }
    int openSize() const { return static_cast<int>(m_open.size()); }
    std::optional<Cell> current() const;
    // A tile's state as a node of the graph; Unseen for tiles that are no node.
    NodeState state(Cell c) const;
    double cost(Cell c) const;
    // The open list in the order it is taken: by f, then h, then reading order.
    std::vector<OpenRow> openList() const;

    // What the last step did, as lines of pseudocode (the last is the one it ended on), and the
    // nodes it offered.
    const std::vector<CodeLine>& lastLines() const { return m_lines; }
    const std::vector<Offer>& lastOffers() const { return m_offers; }

    Cell from() const { return m_from; }
    Cell to() const { return m_to; }
    Movement movement() const { return m_movement; }

private:
    bool isOpen(int col, int row) const;
    // The guess to the goal (over the map's edges too, when it wraps), and an edge's cost.
    double guess(Cell a, Cell b) const;
    double edgeCost(int a, int b) const;
    int nodeAt(Cell c) const;
    // The nodes `from` reaches by a way as long as the guess with no other node on it.
    std::vector<int> reachedDirectly(Cell from) const;
    // Appends the tiles of a way as long as the guess from a to b, a excluded: diagonal first.
    void walk(Cell a, Cell b, std::vector<Cell>& cells) const;
    void push(int node, double g, int parent);

    int m_width;
    int m_height;
    Movement m_movement;
    bool m_wrap = false;
    std::vector<std::pair<int, int>> m_crossings; // sorted, both ways

    std::vector<std::uint8_t> m_grid;
    Cell m_from;
    Cell m_to;
    double m_preprocessSeconds = 0;

    std::vector<Cell> m_subgoals;
    std::vector<std::pair<int, int>> m_edges;
    std::vector<std::vector<int>> m_adjacent; // every node's, the ends' too
    std::vector<Cell> m_startLinks;
    std::vector<Cell> m_goalLinks;
    std::vector<Cell> m_nodes; // the subgoals, then the ends that are none
    std::vector<int> m_nodeOf; // per tile: its node, or -1
    int m_start = -1;
    int m_goal = -1;

    Phase m_phase = Phase::Search;
    std::vector<double> m_g;
    std::vector<int> m_parent;
    std::vector<NodeState> m_state;
    std::set<std::tuple<double, double, int, int, int>> m_open; // f, h, row, col, node
    int m_settled = 0;
    int m_current = -1;
    std::vector<int> m_way; // nodes, start to goal
    std::size_t m_walked = 0; // edges of m_way walked into tiles
    std::vector<Cell> m_cells;
    double m_cost = kInfinity;
    std::vector<CodeLine> m_lines;
    std::vector<Offer> m_offers;
};

} // namespace mazeworks

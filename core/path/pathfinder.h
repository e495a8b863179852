#pragma once

#include "path/gridsearch.h"
#include "path/jumppointsearch.h"
#include "path/prefaulted.h"
#include "path/search.h"
#include "path/searchoptions.h"
#include "path/searchworkspace.h"
#include "path/subgoalgraph.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

// Many searches of one kind on one grid, each by the fastest engine that gives its answer:
// Search (search.h) for breadth-first search, Dijkstra and A* where no corner is cut and the
// guess is not weighted, JumpPointSearch for jump point search, GridSearch for the rest. What a
// map needs worked out once (the ways out of every cell, jump distances) is worked out when the
// finder is made.
//
// Jump point search needs a grid of uniform cost whose diagonals cut no corner, and none of its
// steps may wrap round: on a grid that wraps with an open cell on its rim (a level's tunnels),
// with weights, or with corners cut, it is A* instead, which gives the same costs. The same
// holds for the search over a subgoal graph (subgoalgraph.h), whose graph is worked out when
// the finder is made.

namespace mazeworks {

// The name of an algorithm on the command line: bfs, dijkstra, astar, bestfirst, ...
std::string_view algorithmName(Algorithm algorithm);

// Whether an algorithm is one of the jump point searches, and which mode of JumpPointSearch
// it runs (Online for any other).
bool isJumpPoint(Algorithm algorithm);
JumpPointSearch::Mode jumpMode(Algorithm algorithm);

// Whether the grid has a cell that costs more than 1 to enter.
bool weighted(const GridView& grid);

// Whether jump point search can search the grid with these options (see above).
bool jumpPointsApply(const GridView& grid, const SearchOptions& options);

// Whether a subgoal graph can search the grid with these options: one cost, no corner cut;
// unlike jump point search, over the edges of a grid that wraps round too.
bool subgoalsApply(const GridView& grid, const SearchOptions& options);

// What `auto` looks at on a grid, as shares of its open tiles (0 to 1): the jump points, tiles
// with a wall diagonally beside them and open tiles between; and the tiles that can step
// diagonally, to an open tile with open tiles between.
struct GridShape {
    double jumpPoints = 0.0;
    double diagonals = 0.0;
};
GridShape gridShape(const GridView& grid);
inline double jumpPointShare(const GridView& grid) { return gridShape(grid).jumpPoints; }

// The optimal search that `auto` runs on this grid with these options, for this many queries
// (see pathfinder.cpp).
Algorithm chooseOptimal(const GridView& grid, const SearchOptions& options, std::size_t queries = 1);

class PathFinder {
public:
    // The grid's memory must outlive the finder.
    PathFinder(const GridView& grid, const SearchOptions& options);
    ~PathFinder();

    Path find(Cell from, Cell to);
    // The way as waypoints, each joined to the next by a straight or diagonal run of open
    // tiles (the Grid-Based Path Planning Competition's form, what its planners give): the
    // subgoal graph gives where the way may bend (SubgoalGraph::findWaypoints), the other
    // searches every tile, as find. Its cost and visited as find's.
    Path findWaypoints(Cell from, Cell to);
    // The search that runs: the one asked for, or A* where jump point search does not apply.
    Algorithm algorithm() const { return m_options.algorithm; }
    // Whether the search works something out for the map before its first query, in the
    // constructor: the subgoal graph, or jps+'s and jps2+'s jump distances.
    bool preprocesses() const { return m_subgoals || (m_jumps && m_jumps->tableBytes() > 0); }
    // The memory of what it works out beforehand, in bytes; 0 for the other searches.
    std::size_t preprocessBytes() const
    {
        if (m_subgoals) return m_subgoals->bytes();
        return m_jumps ? m_jumps->tableBytes() : 0;
    }
    // The graph, for the subgoal search; null for the others.
    const SubgoalGraph* subgoalGraph() const { return m_subgoals.get(); }

private:
    bool fast() const;

    GridView m_grid;
    SearchOptions m_options;
    bool m_weighted = false;
    PrefaultedVector<std::uint8_t> m_ways; // the fast engine's ways out, on a closed grid of uniform cost
    SearchWorkspace m_workspace;
    std::unique_ptr<GridSearch> m_search;
    std::unique_ptr<JumpPointSearch> m_jumps;
    std::unique_ptr<SubgoalGraph> m_subgoals;
};

} // namespace mazeworks

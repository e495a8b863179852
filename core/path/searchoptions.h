#pragma once

#include "path/distancemap.h"
#include "path/searchnode.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

// What a search is asked to do (the algorithm, the guess, the moves, the edges) and the costs it
// searches over: any function cost(col, row), or a plain array of open cells that it reads itself.

namespace mazeworks {

// New values go at the end: the editor keeps these numbers in its settings.
enum class Algorithm : std::uint8_t {
    BreadthFirst,
    Dijkstra,
    AStar,
    BestFirst, // greedy: the cell of the smallest guess first; not optimal
    Bidirectional, // A* (Dijkstra with Heuristic::None) from both ends, meeting in the middle
    JumpPoint, // jump point search on a grid of uniform cost
    JumpPointPlus, // the same over jump distances worked out beforehand
    JumpPointPruned, // jump point search that puts no cell of a diagonal run on the open list (JPS2)
    JumpPointPrunedPlus, // the same over jump distances worked out beforehand (JPS2+)
    Subgoal, // A* over a subgoal graph worked out once per map (subgoalgraph.h)
};
enum class Heuristic : std::uint8_t { Manhattan, Euclidean, Octile, None, Chebyshev };
enum class Movement : std::uint8_t { Four, Eight };
// When a diagonal step may pass a blocked cell beside its corner: never (both cells beside it
// open; what the Moving AI scenarios assume), when at most one of the two is blocked, always.
enum class Corners : std::uint8_t { Never, OneObstacle, Always };

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct SearchOptions {
    Algorithm algorithm = Algorithm::AStar;
    Heuristic heuristic = Heuristic::Manhattan;
    Movement movement = Movement::Four;
    Edges edges = Edges::Wrap;
    // Only GridSearch (gridsearch.h) reads these; Search cuts no corner and weighs its guess 1.
    Corners corners = Corners::Never;
    double weight = 1.0; // A*'s guess times this: at most this many times the optimum
};

// The guess of the cost still to come over dx columns and dy rows.
inline double estimate(Heuristic h, int dx, int dy)
{
    switch (h) {
    case Heuristic::Manhattan:
        return dx + dy;
    case Heuristic::Euclidean:
        return std::sqrt(static_cast<double>(dx) * dx + static_cast<double>(dy) * dy);
    case Heuristic::Octile: {
        const int lo = std::min(dx, dy);
        const int hi = std::max(dx, dy);
        return hi + (kSqrt2 - 1.0) * lo;
    }
    case Heuristic::Chebyshev:
        return std::max(dx, dy);
    case Heuristic::None:
        return 0.0;
    }
    return 0.0;
}

// The costs of a grid whose open cells all cost 1 to enter: findPath over a row-major array of
// passability (non-zero = open). The search reads the array itself, by cell number.
struct OpenCells {
    const std::uint8_t* open;
    int width;

    double operator()(int col, int row) const
    {
        return open[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(col)]
            ? 1.0
            : kInfinity;
    }
};

// A grid of open cells with its ways out (see waysOut), worked out from the same cells.
struct OpenCellsAndWays : OpenCells {
    const std::uint8_t* ways;
};

} // namespace mazeworks

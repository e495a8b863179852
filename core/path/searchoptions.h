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

enum class Algorithm : std::uint8_t { BreadthFirst, Dijkstra, AStar };
enum class Heuristic : std::uint8_t { Manhattan, Euclidean, Octile, None };
enum class Movement : std::uint8_t { Four, Eight };

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct SearchOptions {
    Algorithm algorithm = Algorithm::AStar;
    Heuristic heuristic = Heuristic::Manhattan;
    Movement movement = Movement::Four;
    Edges edges = Edges::Wrap;
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

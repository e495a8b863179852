#pragma once

#include "grid/cell.h"
#include "grid/direction.h"
#include "path/searchoptions.h"

#include <optional>
#include <vector>

namespace mazeworks {

// What a search answers: a way from one cell to another, or none.
struct Path {
    std::vector<Cell> cells; // start and goal included; empty when no way leads there
    double cost = kInfinity;
    int visited = 0; // cells the search settled
    std::optional<Direction> first; // the first step, when it is one of the four ways

    bool found() const { return !cells.empty(); }
    int steps() const { return cells.empty() ? 0 : static_cast<int>(cells.size()) - 1; }
};

} // namespace mazeworks

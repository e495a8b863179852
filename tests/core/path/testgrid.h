#pragma once

// Grids for the tests of the searches, drawn as text or made at random, and the options of a
// search in one line.

#include "path/gridsearch.h"
#include "random/random.h"

#include <initializer_list>
#include <string_view>
#include <vector>

namespace mazeworks::test {

struct TestGrid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> open;
    std::vector<std::uint8_t> weights;
    Edges edges = Edges::Closed;

    GridView view() const { return { width, height, open.data(), weights.data(), edges }; }
    bool isOpen(int col, int row) const { return open[static_cast<std::size_t>(row * width + col)] != 0; }
};

// A grid drawn as rows of text: `#` a wall, a digit a tile of that weight, anything else a
// tile of weight 1.
inline TestGrid drawn(std::initializer_list<std::string_view> rows, Edges edges = Edges::Closed)
{
    TestGrid g;
    g.height = static_cast<int>(rows.size());
    g.edges = edges;
    for (std::string_view row : rows) {
        g.width = static_cast<int>(row.size());
        for (char c : row) {
            g.open.push_back(c == '#' ? 0 : 1);
            g.weights.push_back(c >= '1' && c <= '9' ? static_cast<std::uint8_t>(c - '0') : 1);
        }
    }
    return g;
}

// A search's options in one line: which search, its guess, the moves, the edges, the corners
// and the weight of the guess.
inline SearchOptions optionsOf(
    Algorithm a, Heuristic h, Movement m, Edges e, Corners c = Corners::Never, double w = 1.0)
{
    SearchOptions o;
    o.algorithm = a;
    o.heuristic = h;
    o.movement = m;
    o.edges = e;
    o.corners = c;
    o.weight = w;
    return o;
}

// 3 to 12 tiles a side, a quarter of them walls, weights 1 to 9 when `weighted`.
inline TestGrid randomGrid(Random& random, bool weighted, Edges edges)
{
    TestGrid g;
    g.width = 3 + static_cast<int>(random.below(10));
    g.height = 3 + static_cast<int>(random.below(10));
    g.edges = edges;
    for (int i = 0; i < g.width * g.height; ++i) {
        g.open.push_back(random.chance(0.25) ? 0 : 1);
        g.weights.push_back(weighted ? static_cast<std::uint8_t>(1 + random.below(9)) : 1);
    }
    return g;
}

} // namespace mazeworks::test

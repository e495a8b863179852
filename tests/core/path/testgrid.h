#pragma once

// Grids for the tests of the searches, drawn as text or made at random, and the options of a
// search in one line.

#include "path/gridsearch.h"
#include "random/random.h"

#include <cstdlib>
#include <initializer_list>
#include <queue>
#include <string_view>
#include <utility>
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

// The reference: Dijkstra over every step, the rules written out again here (a diagonal step
// only between two open cells), the cost from one cell to every cell; over the edges too when
// the grid wraps round.
inline std::vector<double> referenceCosts(const TestGrid& g, Movement movement, Cell from)
{
    std::vector<double> cost(g.open.size(), kInfinity);
    const bool wrap = g.edges == Edges::Wrap;
    auto wrapped = [](int v, int size) { return ((v % size) + size) % size; };
    auto open = [&](int col, int row) {
        if (wrap) return g.isOpen(wrapped(col, g.width), wrapped(row, g.height));
        return col >= 0 && row >= 0 && col < g.width && row < g.height && g.isOpen(col, row);
    };
    if (!open(from.col, from.row)) return cost;
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    cost[static_cast<std::size_t>(from.row * g.width + from.col)] = 0;
    queue.push({ 0.0, from.row * g.width + from.col });
    while (!queue.empty()) {
        const auto [c, n] = queue.top();
        queue.pop();
        if (c > cost[static_cast<std::size_t>(n)]) continue;
        const int col = n % g.width;
        const int row = n / g.width;
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                const bool diagonal = dx != 0 && dy != 0;
                if ((dx == 0 && dy == 0) || (diagonal && movement == Movement::Four)) continue;
                if (!open(col + dx, row + dy)) continue;
                if (diagonal && (!open(col + dx, row) || !open(col, row + dy))) continue;
                const double next = c + (diagonal ? kSqrt2 : 1.0);
                const std::size_t m
                    = static_cast<std::size_t>(wrapped(row + dy, g.height) * g.width + wrapped(col + dx, g.width));
                if (next < cost[m] - 1e-9) {
                    cost[m] = next;
                    queue.push({ next, static_cast<int>(m) });
                }
            }
        }
    }
    return cost;
}

// The cost of a way's steps on an unweighted grid (1 straight, sqrt 2 diagonal, corners never
// cut), or -1 when a step is not one allowed or the way does not join `from` to `to`.
inline double stepsCost(const TestGrid& g, Movement movement, const std::vector<Cell>& cells, Cell from, Cell to)
{
    if (cells.empty() || cells.front() != from || cells.back() != to) return -1;
    double cost = 0;
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const Cell a = cells[i - 1];
        const Cell b = cells[i];
        int dx = b.col - a.col;
        int dy = b.row - a.row;
        // Over an edge of a grid that wraps round (3 tiles a side or more), to the far side.
        if (g.edges == Edges::Wrap && std::abs(dx) == g.width - 1 && g.width > 2) dx = dx > 0 ? -1 : 1;
        if (g.edges == Edges::Wrap && std::abs(dy) == g.height - 1 && g.height > 2) dy = dy > 0 ? -1 : 1;
        auto isOpen
            = [&](int col, int row) { return g.isOpen((col + g.width) % g.width, (row + g.height) % g.height); };
        if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0) || !g.isOpen(b.col, b.row)) return -1;
        if (dx != 0 && dy != 0) {
            if (movement == Movement::Four || !isOpen(a.col + dx, a.row) || !isOpen(a.col, a.row + dy)) return -1;
            cost += kSqrt2;
        } else {
            cost += 1;
        }
    }
    return cost;
}

} // namespace mazeworks::test

#include "path/pathfinder.h"

#include "path/waysout.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace mazeworks {

namespace {

// The costs of a weighted grid as the fast engine reads them.
struct WeightedCells {
    const GridView* grid;
    double operator()(int col, int row) const
    {
        const std::size_t n
            = static_cast<std::size_t>(row) * static_cast<std::size_t>(grid->width) + static_cast<std::size_t>(col);
        return grid->open[n] ? static_cast<double>(grid->weights[n]) : kInfinity;
    }
};

} // namespace

std::string_view algorithmName(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::BreadthFirst:
        return "bfs";
    case Algorithm::Dijkstra:
        return "dijkstra";
    case Algorithm::AStar:
        return "astar";
    case Algorithm::BestFirst:
        return "bestfirst";
    case Algorithm::Bidirectional:
        return "bidirectional";
    case Algorithm::JumpPoint:
        return "jps";
    case Algorithm::JumpPointPlus:
        return "jps+";
    case Algorithm::JumpPointPruned:
        return "jps2";
    case Algorithm::JumpPointPrunedPlus:
        return "jps2+";
    }
    return "astar";
}

bool isJumpPoint(Algorithm algorithm)
{
    return algorithm == Algorithm::JumpPoint || algorithm == Algorithm::JumpPointPlus
        || algorithm == Algorithm::JumpPointPruned || algorithm == Algorithm::JumpPointPrunedPlus;
}

JumpPointSearch::Mode jumpMode(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::JumpPointPlus:
        return JumpPointSearch::Mode::Plus;
    case Algorithm::JumpPointPruned:
        return JumpPointSearch::Mode::Pruned;
    case Algorithm::JumpPointPrunedPlus:
        return JumpPointSearch::Mode::PrunedPlus;
    default:
        return JumpPointSearch::Mode::Online;
    }
}

bool weighted(const GridView& grid)
{
    if (!grid.weights) return false;
    const std::size_t size = static_cast<std::size_t>(grid.width) * static_cast<std::size_t>(grid.height);
    return std::any_of(grid.weights, grid.weights + size, [](std::uint8_t w) { return w != 1; });
}

double jumpPointShare(const GridView& grid)
{
    // A tile whose diagonal neighbour is a wall while the two tiles between them are open: a
    // run along either of those two tiles has a forced neighbour there. Three rows at a time,
    // the map's own bytes, without a branch on the tiles; off the map is a wall.
    const int w = grid.width;
    const int h = grid.height;
    if (w <= 0 || h <= 0) return 0.0;
    const std::vector<std::uint8_t> none(static_cast<std::size_t>(w), 0);
    auto line = [&](int row) {
        return row < 0 || row >= h ? none.data()
                                   : grid.open + static_cast<std::size_t>(row) * static_cast<std::size_t>(w);
    };
    long long open = 0;
    long long jumps = 0;
    for (int row = 0; row < h; ++row) {
        const std::uint8_t* const above = line(row - 1);
        const std::uint8_t* const here = line(row);
        const std::uint8_t* const below = line(row + 1);
        auto at = [w](const std::uint8_t* r, int col) -> unsigned { return col >= 0 && col < w && r[col] != 0; };
        auto corner = [&](int col, unsigned left, unsigned right, unsigned l1, unsigned r1, unsigned l2, unsigned r2) {
            const unsigned up = above[col] != 0;
            const unsigned down = below[col] != 0;
            const unsigned isOpen = here[col] != 0;
            open += isOpen;
            jumps += isOpen
                & ((up & left & (l1 ^ 1u)) | (up & right & (r1 ^ 1u)) | (down & left & (l2 ^ 1u))
                    | (down & right & (r2 ^ 1u)));
        };
        auto edge = [&](int col) {
            corner(col, at(here, col - 1), at(here, col + 1), at(above, col - 1), at(above, col + 1),
                at(below, col - 1), at(below, col + 1));
        };
        edge(0);
        int col = 1;
        // Eight tiles at a time, a byte each in a word: 0 or 1 from any byte, then the same sum.
        for (; col + 9 <= w; col += 8) {
            auto eight = [](const std::uint8_t* at) {
                std::uint64_t bytes = 0;
                std::memcpy(&bytes, at, sizeof bytes);
                constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
                return ((((bytes & kLow7) + kLow7) | bytes) >> 7) & 0x0101010101010101ULL;
            };
            const std::uint64_t up = eight(above + col);
            const std::uint64_t down = eight(below + col);
            const std::uint64_t left = eight(here + col - 1);
            const std::uint64_t right = eight(here + col + 1);
            const std::uint64_t isOpen = eight(here + col);
            const std::uint64_t corners = (up & left & ~eight(above + col - 1)) | (up & right & ~eight(above + col + 1))
                | (down & left & ~eight(below + col - 1)) | (down & right & ~eight(below + col + 1));
            constexpr std::uint64_t kSumOfBytes = 0x0101010101010101ULL; // the sum lands in the top byte
            open += static_cast<long long>((isOpen * kSumOfBytes) >> 56);
            jumps += static_cast<long long>(((isOpen & corners) * kSumOfBytes) >> 56);
        }
        for (; col + 1 < w; ++col) {
            corner(col, here[col - 1] != 0, here[col + 1] != 0, above[col - 1] != 0, above[col + 1] != 0,
                below[col - 1] != 0, below[col + 1] != 0);
        }
        if (w > 1) edge(w - 1);
    }
    return open > 0 ? static_cast<double>(jumps) / static_cast<double>(open) : 0.0;
}

Algorithm chooseOptimal(const GridView& grid, const SearchOptions& options)
{
    // The rule: A* where more than one open tile in eight is a jump point (scattered single
    // walls, corridors one tile wide), else JPS2 with 8 directions and JPS2+ with 4. Measured on the eight Moving AI
    // maps of the bench, 8 directions, every query of the scenario file (maze512-1-0: every tenth), the search's own
    // work for the map included; seconds are medians of 4 interleaved runs on a machine loaded 7 to 11 on 2 cores
    // (2026-12-02), so compare within a row:
    //
    //   map             jump points  astar   jps      jps2     jps+     jps2+
    //   arena           3.0%         0.0076  0.00022  0.00025  0.00025  0.00025
    //   arena2          2.4%         2.06    0.065    0.074    0.117    0.104
    //   rmtst01         3.5%         0.121   0.0015   0.0010   0.0032   0.0054
    //   Berlin_0_512    2.5%         9.33    0.203    0.116    0.309    0.327
    //   AcrosstheCape   1.6%         39.2    1.90     1.42     2.63     1.88
    //   8room_000       6.2%         22.0    8.59     6.12     8.86     6.49
    //   random512-10-0  28.4%        6.44    9.74     8.72     11.9     9.71
    //   maze512-1-0     27.6%        18.2    21.7     21.2     22.2     29.7
    //
    // callgrind agrees on the first six, where JPS2 executes 5 to 25 times fewer instructions
    // than A* (JPS2+ some 5% fewer than JPS2 on the largest, yet slower: its tables are 4 bytes
    // a tile). On the last two A* executes more (1.3 and 1.8 times JPS2's) but takes less time:
    // there nearly every tile is a jump point, so JPS2 settles nearly as many tiles as A* and
    // does more for each (its nodes sit in a hashed table, A*'s in an array). Counting the jump
    // points costs some 13 instructions a tile, a few per cent of JPS2's work for a map.
    //
    // With 4 directions (the same scenario files, checked against breadth-first search; 3 runs)
    // JPS2+ is fastest where JPS2 is: its tables hold the runs up and down, whose every cell
    // JPS2 must look across from (arena2 0.047 s against JPS2's 0.16, Berlin_0_512 1.97 against
    // 2.20, 8room_000 5.48 against 6.29), and A* on random512-10-0 (4.4 against JPS2+'s 6.5).
    // Not on maze512-1-0: there JPS2 (17.6) beats A* (26.3), which the rule runs.
    if (!jumpPointsApply(grid, options)) return Algorithm::AStar;
    if (8 * jumpPointShare(grid) > 1.0) return Algorithm::AStar;
    return options.movement == Movement::Four ? Algorithm::JumpPointPrunedPlus : Algorithm::JumpPointPruned;
}

bool jumpPointsApply(const GridView& grid, const SearchOptions& options)
{
    if (weighted(grid)) return false;
    if (options.movement == Movement::Eight && options.corners != Corners::Never) return false;
    if (grid.edges == Edges::Closed) return true;
    // Steps over the edges need an open cell on the rim; without one, wrapping changes nothing.
    for (int col = 0; col < grid.width; ++col) {
        if (grid.open[static_cast<std::size_t>(col)]
            || grid.open[static_cast<std::size_t>(grid.height - 1) * static_cast<std::size_t>(grid.width)
                + static_cast<std::size_t>(col)])
            return false;
    }
    for (int row = 0; row < grid.height; ++row) {
        const std::size_t first = static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.width);
        if (grid.open[first] || grid.open[first + static_cast<std::size_t>(grid.width - 1)]) return false;
    }
    return true;
}

PathFinder::PathFinder(const GridView& grid, const SearchOptions& options)
    : m_grid(grid)
    , m_options(options)
    , m_weighted(weighted(grid))
{
    if (!m_weighted) m_grid.weights = nullptr;
    const bool jumps = isJumpPoint(m_options.algorithm);
    if (jumps && jumpPointsApply(grid, options)) {
        m_jumps = std::make_unique<JumpPointSearch>(m_grid, m_options.movement, jumpMode(m_options.algorithm));
        return;
    }
    if (jumps) {
        m_options.algorithm = Algorithm::AStar;
        m_options.weight = 1.0;
    }
    if (fast()) {
        if (!m_weighted && m_grid.edges == Edges::Closed) m_ways = waysOut(grid.width, grid.height, grid.open);
    } else {
        m_search = std::make_unique<GridSearch>(m_grid, m_options, Cell { -1, -1 }, Cell { -1, -1 });
    }
}

PathFinder::~PathFinder() = default;

bool PathFinder::fast() const
{
    const bool cornersAsSearch = m_options.movement == Movement::Four || m_options.corners == Corners::Never;
    switch (m_options.algorithm) {
    case Algorithm::BreadthFirst:
    case Algorithm::Dijkstra:
        return cornersAsSearch;
    case Algorithm::AStar:
        return cornersAsSearch && m_options.weight == 1.0;
    default:
        return false;
    }
}

Path PathFinder::find(Cell from, Cell to)
{
    if (m_jumps) return m_jumps->find(from, to);
    if (m_search) {
        m_search->restart(from, to);
        m_search->run();
        return m_search->path();
    }
    // Breadth-first search ignores the weights.
    if (!m_weighted || m_options.algorithm == Algorithm::BreadthFirst) {
        if (!m_ways.empty())
            return findPath(m_grid.width, m_grid.height, from, to, m_grid.open, m_ways.data(), m_options, &m_workspace);
        return findPath(m_grid.width, m_grid.height, from, to, m_grid.open, m_options, &m_workspace);
    }
    return findPath(m_grid.width, m_grid.height, from, to, WeightedCells { &m_grid }, m_options, &m_workspace);
}

} // namespace mazeworks

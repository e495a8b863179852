#include "path/pathfinder.h"

#include "path/waysout.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace mazeworks {

namespace {

// From how many queries `auto` works out a subgoal graph on a map that wraps round (see
// chooseOptimal).
constexpr std::size_t kWrapQueries = 256;

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
    case Algorithm::Subgoal:
        return "subgoal";
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

GridShape gridShape(const GridView& grid)
{
    // A tile whose diagonal neighbour is a wall while the two tiles between them are open: a
    // run along either of those two tiles has a forced neighbour there; the same with an open
    // diagonal neighbour: a diagonal step. Three rows at a time, the map's own bytes, without a
    // branch on the tiles; off the map is a wall.
    const int w = grid.width;
    const int h = grid.height;
    if (w <= 0 || h <= 0) return {};
    const std::vector<std::uint8_t> none(static_cast<std::size_t>(w), 0);
    auto line = [&](int row) {
        return row < 0 || row >= h ? none.data()
                                   : grid.open + static_cast<std::size_t>(row) * static_cast<std::size_t>(w);
    };
    long long open = 0;
    long long jumps = 0;
    long long diagonals = 0;
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
            diagonals += isOpen & ((up & left & l1) | (up & right & r1) | (down & left & l2) | (down & right & r2));
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
            const std::uint64_t upLeft = eight(above + col - 1);
            const std::uint64_t upRight = eight(above + col + 1);
            const std::uint64_t downLeft = eight(below + col - 1);
            const std::uint64_t downRight = eight(below + col + 1);
            const std::uint64_t corners = (up & left & ~upLeft) | (up & right & ~upRight) | (down & left & ~downLeft)
                | (down & right & ~downRight);
            const std::uint64_t steps
                = (up & left & upLeft) | (up & right & upRight) | (down & left & downLeft) | (down & right & downRight);
            constexpr std::uint64_t kSumOfBytes = 0x0101010101010101ULL; // the sum lands in the top byte
            open += static_cast<long long>((isOpen * kSumOfBytes) >> 56);
            jumps += static_cast<long long>(((isOpen & corners) * kSumOfBytes) >> 56);
            diagonals += static_cast<long long>(((isOpen & steps) * kSumOfBytes) >> 56);
        }
        for (; col + 1 < w; ++col) {
            corner(col, here[col - 1] != 0, here[col + 1] != 0, above[col - 1] != 0, above[col + 1] != 0,
                below[col - 1] != 0, below[col + 1] != 0);
        }
        if (w > 1) edge(w - 1);
    }
    if (open == 0) return {};
    return { static_cast<double>(jumps) / static_cast<double>(open),
        static_cast<double>(diagonals) / static_cast<double>(open) };
}

Algorithm chooseOptimal(const GridView& grid, const SearchOptions& options, std::size_t queries)
{
    // The rule: A* on open ground strewn with single walls, where more than one open tile in
    // eight is a jump point and more than half of them can step diagonally; JPS2+ everywhere
    // else. Measured on the eight Moving AI maps of the bench, every query of the scenario file
    // (maze512-1-0: every tenth), the search's own work for the map included; seconds are medians
    // of 3 interleaved runs on a quiet machine (load below 1 on 2 cores, 2026-12-02):
    //
    //   map             jump points  diagonal  8 directions:                          4 directions:
    //                                          astar   jps     jps2    jps+    jps2+   astar  jps2   jps2+
    //   arena           3.0%         99.7%     0.0004  0.0002  0.0002  0.0002  0.0002  0.0004 0.0002 0.0002
    //   rmtst01         3.5%         99.5%     0.0099  0.0013  0.0010  0.0013  0.0011  0.0076 0.0013 0.0013
    //   arena2          2.3%         99.9%     0.183   0.0076  0.0086  0.0076  0.0083  0.128  0.0114 0.0114
    //   Berlin_0_512    2.5%         99.9%     1.26    0.024   0.020   0.025   0.020   1.24   0.122  0.100
    //   AcrosstheCape   1.6%         99.8%     6.02    0.190   0.139   0.191   0.137   4.39   0.585  0.528
    //   8room_000       6.2%         96.8%     3.50    0.881   0.700   0.840   0.617   1.63   0.408  0.360
    //   random512-10-0  28.3%        97.3%     0.881   0.927   0.995   0.989   1.03    0.313  0.415  0.434
    //   maze512-1-0     27.6%        0.0%      2.37    1.61    1.61    1.62    1.62    1.74   0.771  0.737
    //
    // Where a few walls stand in open ground, JPS2+ settles a few jump points where A* settles
    // every tile: 2 to 60 times faster, and its tables, which tell at once how far each run goes,
    // cost no more than they save. Where single walls are strewn everywhere (random512-10-0)
    // every diagonal run meets one after a few tiles and starts two straight runs there, so
    // that jump point search settles nearly as many tiles as A* and does more for each (its
    // nodes sit in a hashed table, A*'s in an array). In corridors one tile wide (maze512-1-0)
    // nearly as many tiles are jump points, but no tile can step diagonally: the runs are
    // straight, along the corridors, read a word of the bit rows at a time, and jump point
    // search is 1.5 to 2.4 times faster than A*. Counting the tiles costs half a nanosecond a
    // tile (0.27 ms on AcrosstheCape, 0.03 on arena2): under half a per cent of auto's time.
    //
    // With many queries on one map, the search over a subgoal graph (subgoalgraph.h) pays for
    // the graph where jump point search is slow and the graph's hierarchy takes out most of its
    // subgoals: in corridors (no tile steps diagonally) and in rooms (between one jump point in
    // 25 and one in 8). Measured the same way on a loaded machine (load 5 on 2 cores, 2026-12-06,
    // whole files, the graph included; maze512-1-0: every tenth query):
    //
    //   map             8 directions:        4 directions:
    //                   auto     subgoal     auto     subgoal
    //   8room_000       2.53     0.83        1.91     0.73
    //   maze512-1-0     9.03     0.65        4.49     0.63
    //   AcrosstheCape   0.79     2.78        2.20     1.10
    //   Berlin_0_512    0.096    1.23        0.68     1.04
    //   random512-10-0  3.27     5.12        1.35     2.13
    //
    // The graph costs about a microsecond a tile to work out, and saves about a millisecond a
    // query on those maps: it is chosen when there is a query for every thousand tiles, never
    // for one query.
    //
    // On a map that wraps round no jump point search runs, and the graph's rival is A*. In a
    // game's maze the graph is quick to work out (a fifth of a microsecond a tile) and saves less
    // a query than on the large maps above, more as the maze grows. Measured with 20,000 random
    // queries between open tiles, 4 directions, medians of 2 (2026-12-07, quiet machine):
    //
    //   maze                                   tiles   astar            subgoal (graph)
    //   classic.maze (the tunnel wraps)          810   3.2 us a query   1.8 us a query (0.19 ms)
    //   the same 4 x 4 times, tunnels joined   12960   51 us            3.8 us (1.9 ms)
    //
    // The graph pays for itself after 130 queries on the classic maze and after 40 on the larger
    // one: it is chosen from 256 queries on, in corridors and in rooms as above. On open ground
    // the graph takes far longer to work out (5 us a tile on Berlin_0_512) and A* stays.
    const bool jumps = jumpPointsApply(grid, options);
    if (!jumps && !(grid.edges == Edges::Wrap && subgoalsApply(grid, options) && queries >= kWrapQueries))
        return Algorithm::AStar;
    const GridShape shape = gridShape(grid);
    const bool corridors = 2 * shape.diagonals < 1.0;
    const bool rooms = 25 * shape.jumpPoints > 1.0 && 8 * shape.jumpPoints <= 1.0;
    if (!jumps) return corridors || rooms ? Algorithm::Subgoal : Algorithm::AStar;
    const double tiles = static_cast<double>(grid.width) * static_cast<double>(grid.height);
    if ((corridors || rooms) && queries >= 2 && 1000.0 * static_cast<double>(queries) >= tiles)
        return Algorithm::Subgoal;
    if (8 * shape.jumpPoints > 1.0 && 2 * shape.diagonals > 1.0) return Algorithm::AStar;
    return Algorithm::JumpPointPrunedPlus;
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

bool subgoalsApply(const GridView& grid, const SearchOptions& options)
{
    if (weighted(grid)) return false;
    return options.movement == Movement::Four || options.corners == Corners::Never;
}

PathFinder::PathFinder(const GridView& grid, const SearchOptions& options)
    : m_grid(grid)
    , m_options(options)
    , m_weighted(weighted(grid))
{
    if (!m_weighted) m_grid.weights = nullptr;
    if (m_options.algorithm == Algorithm::Subgoal) {
        if (subgoalsApply(grid, options)) {
            m_subgoals = std::make_unique<SubgoalGraph>(
                grid.width, grid.height, grid.open, m_options.movement, grid.edges == Edges::Wrap);
            return;
        }
        m_options.algorithm = Algorithm::AStar;
        m_options.weight = 1.0;
    }
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

Path PathFinder::findWaypoints(Cell from, Cell to)
{
    if (m_subgoals) return m_subgoals->findWaypoints(from, to);
    return find(from, to);
}

MAZEWORKS_HOT Path PathFinder::find(Cell from, Cell to)
{
    if (m_jumps) return m_jumps->find(from, to);
    if (m_subgoals) return m_subgoals->find(from, to);
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

#include "path/pathfinder.h"

#include "path/waysout.h"

#include <algorithm>

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

Algorithm chooseOptimal(const GridView& grid, const SearchOptions& options)
{
    // Jump point search, over jump distances worked out beforehand on maps of 128 x 128 tiles
    // and more, unless it cannot run or the walls are scattered single tiles (more than an
    // eighth of the walls beside open ground touch no other wall): there every wall makes jump
    // points, A* settles few cells, and A* is faster (the bench: random512-10-0, where 65% of
    // the walls are lonely, and the random grids of 30% walls, 24%; on the other Moving AI maps
    // none is, and on maze512-1-0 JPS+ still wins). On small maps the tables cost more than
    // they save.
    if (!jumpPointsApply(grid, options)) return Algorithm::AStar;
    const int w = grid.width;
    const int h = grid.height;
    auto open = [&](int col, int row) {
        return col >= 0 && row >= 0 && col < w && row < h
            && grid.open[static_cast<std::size_t>(row) * static_cast<std::size_t>(w) + static_cast<std::size_t>(col)]
            != 0;
    };
    long long walls = 0;
    long long lonely = 0;
    for (int row = 0; row < h; ++row) {
        for (int col = 0; col < w; ++col) {
            if (open(col, row)) continue;
            const int around = open(col - 1, row) + open(col + 1, row) + open(col, row - 1) + open(col, row + 1);
            if (around > 0) ++walls;
            if (around == 4) ++lonely;
        }
    }
    if (8 * lonely > walls) return Algorithm::AStar;
    constexpr long long kLargeMap = 128 * 128;
    return static_cast<long long>(w) * h >= kLargeMap ? Algorithm::JumpPointPlus : Algorithm::JumpPoint;
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

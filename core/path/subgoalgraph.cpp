#include "path/subgoalgraph.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace mazeworks {

namespace {

// Right, left, down, up, then down-right, down-left, up-right, up-left.
constexpr int kDx[8] = { 1, -1, 0, 0, 1, -1, 1, -1 };
constexpr int kDy[8] = { 0, 0, 1, -1, 1, 1, -1, -1 };
constexpr int kRight = 0;
constexpr int kLeft = 1;
constexpr int kDown = 2;
constexpr int kUp = 3;
// A diagonal's two straight parts: across (left or right) and along (up or down).
constexpr int acrossOf(int way) { return kDx[way] > 0 ? kRight : kLeft; }
constexpr int alongOf(int way) { return kDy[way] > 0 ? kDown : kUp; }
constexpr int diagonalOf(int dx, int dy) { return dx > 0 ? (dy > 0 ? 4 : 6) : (dy > 0 ? 5 : 7); }

constexpr std::uint16_t kLongest = std::numeric_limits<std::uint16_t>::max();

} // namespace

SubgoalGraph::SubgoalGraph(int width, int height, const std::uint8_t* open, Movement movement)
    : m_width(width)
    , m_height(height)
    , m_stride(width + 2)
    , m_movement(movement)
{
    for (int way = 0; way < 8; ++way) m_step[way] = kDx[way] + kDy[way] * m_stride;
    const std::size_t cells = static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(height + 2);
    m_open.assign(cells, 0);
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            m_open[static_cast<std::size_t>(at({ col, row }))]
                = open[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(col)]
                != 0;
        }
    }
    // The subgoals: open cells with a wall diagonally beside them and open cells between.
    m_subgoal.assign(cells, -1);
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const int p = at({ col, row });
            if (!m_open[static_cast<std::size_t>(p)]) continue;
            for (int way = 4; way < 8; ++way) {
                if (!m_open[static_cast<std::size_t>(p + m_step[way])]
                    && m_open[static_cast<std::size_t>(p + m_step[acrossOf(way)])]
                    && m_open[static_cast<std::size_t>(p + m_step[alongOf(way)])]) {
                    m_subgoal[static_cast<std::size_t>(p)] = static_cast<std::int32_t>(m_position.size());
                    m_position.push_back(p);
                    m_col.push_back(col);
                    m_row.push_back(row);
                    break;
                }
            }
        }
    }
    buildClearances();
    // The edges, each found from one end or both: both ways, once each.
    std::vector<std::uint64_t> pairs;
    const std::int32_t count = static_cast<std::int32_t>(m_position.size());
    for (std::int32_t u = 0; u < count; ++u) {
        explore(m_position[static_cast<std::size_t>(u)], [&](std::int32_t v) {
            if (v == u) return;
            pairs.push_back(static_cast<std::uint64_t>(u) << 32 | static_cast<std::uint32_t>(v));
            pairs.push_back(static_cast<std::uint64_t>(v) << 32 | static_cast<std::uint32_t>(u));
        });
    }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    m_first.assign(static_cast<std::size_t>(count) + 1, 0);
    m_targets.reserve(pairs.size());
    for (const std::uint64_t pair : pairs) {
        ++m_first[static_cast<std::size_t>(pair >> 32) + 1];
        m_targets.push_back(static_cast<std::int32_t>(pair & 0xFFFFFFFFu));
    }
    for (std::size_t i = 1; i < m_first.size(); ++i) m_first[i] += m_first[i - 1];
    // The two ends of a query after the subgoals.
    m_position.resize(static_cast<std::size_t>(count) + 2);
    m_col.resize(static_cast<std::size_t>(count) + 2);
    m_row.resize(static_cast<std::size_t>(count) + 2);
    m_g.assign(static_cast<std::size_t>(count) + 2, 0.0);
    m_parent.assign(static_cast<std::size_t>(count) + 2, -1);
    m_stamp.assign(static_cast<std::size_t>(count) + 2, 0);
    m_goalStamp.assign(static_cast<std::size_t>(count) + 2, 0);
}

bool SubgoalGraph::legal(int p, int way) const
{
    if (!m_open[static_cast<std::size_t>(p + m_step[way])]) return false;
    if (way < 4) return true;
    return m_open[static_cast<std::size_t>(p + m_step[acrossOf(way)])]
        && m_open[static_cast<std::size_t>(p + m_step[alongOf(way)])];
}

void SubgoalGraph::buildClearances()
{
    const int ways = m_movement == Movement::Eight ? 8 : 4;
    const std::size_t cells = m_open.size();
    for (int way = 0; way < ways; ++way) {
        std::vector<std::uint16_t>& table = m_clearance[way];
        table.assign(cells, 0);
        const int step = m_step[way];
        // Each cell after the one it runs to.
        for (int r = 0; r < m_height; ++r) {
            const int row = kDy[way] > 0 ? m_height - 1 - r : r;
            for (int c = 0; c < m_width; ++c) {
                const int col = kDx[way] > 0 ? m_width - 1 - c : c;
                const int p = at({ col, row });
                const std::size_t next = static_cast<std::size_t>(p + step);
                if (legal(p, way) && m_subgoal[next] < 0) {
                    table[static_cast<std::size_t>(p)]
                        = table[next] == kLongest ? kLongest : static_cast<std::uint16_t>(table[next] + 1);
                }
            }
        }
    }
}

template <class Found> void SubgoalGraph::explore(int p, Found&& found) const
{
    auto subgoalAt = [&](int q) { return m_subgoal[static_cast<std::size_t>(q)]; };
    auto clearance = [&](int way, int q) { return static_cast<int>(m_clearance[way][static_cast<std::size_t>(q)]); };
    for (int way = 0; way < 4; ++way) {
        const std::int32_t s = subgoalAt(p + (clearance(way, p) + 1) * m_step[way]);
        if (s >= 0) found(s);
    }
    if (m_movement == Movement::Eight) {
        for (int way = 4; way < 8; ++way) {
            const int run = clearance(way, p);
            const int end = p + run * m_step[way];
            if (legal(end, way)) {
                const std::int32_t s = subgoalAt(end + m_step[way]);
                if (s >= 0) found(s);
            }
            for (const int side : { acrossOf(way), alongOf(way) }) {
                // No straight run from a cell of the diagonal goes further than the one before:
                // beyond that, the subgoal that stopped the one before is on as short a way.
                int limit = clearance(side, p);
                int b = p;
                for (int i = 1; i <= run && limit > 0; ++i) {
                    b += m_step[way];
                    const int j = clearance(side, b);
                    if (j < limit) {
                        const std::int32_t s = subgoalAt(b + (j + 1) * m_step[side]);
                        if (s >= 0) found(s);
                        limit = j;
                    }
                }
            }
        }
        return;
    }
    // With 4 directions: up or down first, then across.
    for (const int along : { kDown, kUp }) {
        const int run = clearance(along, p);
        for (const int across : { kRight, kLeft }) {
            int limit = clearance(across, p);
            int b = p;
            for (int i = 1; i <= run && limit > 0; ++i) {
                b += m_step[along];
                const int j = clearance(across, b);
                if (j < limit) {
                    const std::int32_t s = subgoalAt(b + (j + 1) * m_step[across]);
                    if (s >= 0) found(s);
                    limit = j;
                }
            }
        }
    }
}

double SubgoalGraph::guess(int dx, int dy) const
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    if (m_movement == Movement::Four) return dx + dy;
    const int lo = std::min(dx, dy);
    const int hi = std::max(dx, dy);
    return (hi - lo) + kSqrt2 * lo;
}

bool SubgoalGraph::walk(int a, int b, bool diagonalFirst, std::vector<Cell>* cells) const
{
    const Cell from = cellAt(a);
    const Cell to = cellAt(b);
    const int dx = to.col - from.col;
    const int dy = to.row - from.row;
    const int sx = (dx > 0) - (dx < 0);
    const int sy = (dy > 0) - (dy < 0);
    int firstWay = 0;
    int firstCount = 0;
    int thenWay = 0;
    int thenCount = 0;
    if (m_movement == Movement::Eight) {
        const int diagonals = std::min(std::abs(dx), std::abs(dy));
        const int straights = std::max(std::abs(dx), std::abs(dy)) - diagonals;
        const int diagonal = diagonals > 0 ? diagonalOf(sx, sy) : 0;
        const int straight = std::abs(dx) > std::abs(dy) ? (sx > 0 ? kRight : kLeft) : (sy > 0 ? kDown : kUp);
        firstWay = diagonalFirst ? diagonal : straight;
        firstCount = diagonalFirst ? diagonals : straights;
        thenWay = diagonalFirst ? straight : diagonal;
        thenCount = diagonalFirst ? straights : diagonals;
    } else {
        const int along = sy > 0 ? kDown : kUp;
        const int across = sx > 0 ? kRight : kLeft;
        firstWay = diagonalFirst ? along : across;
        firstCount = diagonalFirst ? std::abs(dy) : std::abs(dx);
        thenWay = diagonalFirst ? across : along;
        thenCount = diagonalFirst ? std::abs(dx) : std::abs(dy);
    }
    int p = a;
    for (const auto& [way, count] : { std::pair { firstWay, firstCount }, std::pair { thenWay, thenCount } }) {
        for (int i = 0; i < count; ++i) {
            if (!legal(p, way)) return false;
            p += m_step[way];
            if (cells) cells->push_back(cellAt(p));
        }
    }
    return true;
}

Path SubgoalGraph::find(Cell from, Cell to)
{
    Path path;
    auto inside = [&](Cell c) { return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height; };
    if (!inside(from) || !inside(to)) return path;
    const int s = at(from);
    const int t = at(to);
    if (!m_open[static_cast<std::size_t>(s)] || !m_open[static_cast<std::size_t>(t)]) return path;
    path.cells.push_back(from);
    if (s == t) {
        path.cost = 0;
        return path;
    }
    // A way as long as the guess is a shortest one.
    for (const bool diagonalFirst : { true, false }) {
        if (walk(s, t, diagonalFirst, &path.cells)) {
            path.cost = guess(to.col - from.col, to.row - from.row);
            return path;
        }
        path.cells.resize(1);
    }

    const std::int32_t count = static_cast<std::int32_t>(m_first.size()) - 1;
    if (m_query >= std::numeric_limits<std::uint32_t>::max() - 4) {
        std::fill(m_stamp.begin(), m_stamp.end(), 0);
        std::fill(m_goalStamp.begin(), m_goalStamp.end(), 0);
        m_query = 0;
    }
    m_query += 2;
    const std::uint32_t reached = m_query;
    const std::uint32_t settled = m_query + 1;
    const std::int32_t startNode
        = m_subgoal[static_cast<std::size_t>(s)] >= 0 ? m_subgoal[static_cast<std::size_t>(s)] : count;
    const std::int32_t goalNode
        = m_subgoal[static_cast<std::size_t>(t)] >= 0 ? m_subgoal[static_cast<std::size_t>(t)] : count + 1;
    m_startEdges.clear();
    if (startNode == count) {
        m_position[static_cast<std::size_t>(count)] = s;
        m_col[static_cast<std::size_t>(count)] = from.col;
        m_row[static_cast<std::size_t>(count)] = from.row;
        explore(s, [&](std::int32_t v) { m_startEdges.push_back(v); });
    }
    if (goalNode == count + 1) {
        m_position[static_cast<std::size_t>(count) + 1] = t;
        m_col[static_cast<std::size_t>(count) + 1] = to.col;
        m_row[static_cast<std::size_t>(count) + 1] = to.row;
        explore(t, [&](std::int32_t v) { m_goalStamp[static_cast<std::size_t>(v)] = reached; });
    }
    const int goalCol = to.col;
    const int goalRow = to.row;
    auto later = [](const Entry& a, const Entry& b) { return a.f != b.f ? a.f > b.f : a.g < b.g; };
    m_heap.clear();
    auto offer = [&](std::int32_t from, std::int32_t v) {
        const std::size_t u = static_cast<std::size_t>(from);
        const std::size_t n = static_cast<std::size_t>(v);
        if (m_stamp[n] == settled) return;
        const double g = m_g[u] + guess(m_col[n] - m_col[u], m_row[n] - m_row[u]);
        if (m_stamp[n] == reached && g >= m_g[n]) return;
        m_stamp[n] = reached;
        m_g[n] = g;
        m_parent[n] = from;
        m_heap.push_back({ g + guess(goalCol - m_col[n], goalRow - m_row[n]), g, v });
        std::push_heap(m_heap.begin(), m_heap.end(), later);
    };
    m_stamp[static_cast<std::size_t>(startNode)] = reached;
    m_g[static_cast<std::size_t>(startNode)] = 0;
    m_parent[static_cast<std::size_t>(startNode)] = -1;
    m_heap.push_back({ 0.0, 0.0, startNode });
    bool found = false;
    while (!m_heap.empty()) {
        std::pop_heap(m_heap.begin(), m_heap.end(), later);
        const std::int32_t u = m_heap.back().node;
        m_heap.pop_back();
        if (m_stamp[static_cast<std::size_t>(u)] == settled) continue;
        m_stamp[static_cast<std::size_t>(u)] = settled;
        ++path.visited;
        if (u == goalNode) {
            found = true;
            break;
        }
        if (u == count) {
            for (const std::int32_t v : m_startEdges) offer(u, v);
        } else if (u < count) {
            const std::uint32_t end = m_first[static_cast<std::size_t>(u) + 1];
            for (std::uint32_t e = m_first[static_cast<std::size_t>(u)]; e < end; ++e) offer(u, m_targets[e]);
            if (goalNode == count + 1 && m_goalStamp[static_cast<std::size_t>(u)] == reached) offer(u, count + 1);
        }
    }
    if (!found) {
        path.cells.clear();
        return path;
    }
    std::vector<std::int32_t> nodes;
    for (std::int32_t n = goalNode; n >= 0; n = m_parent[static_cast<std::size_t>(n)]) nodes.push_back(n);
    std::reverse(nodes.begin(), nodes.end());
    for (std::size_t i = 0; i + 1 < nodes.size(); ++i) {
        const int a = m_position[static_cast<std::size_t>(nodes[i])];
        const int b = m_position[static_cast<std::size_t>(nodes[i + 1])];
        const std::size_t size = path.cells.size();
        if (!walk(a, b, true, &path.cells)) {
            path.cells.resize(size);
            walk(a, b, false, &path.cells);
        }
    }
    int straight = 0;
    int diagonal = 0;
    for (std::size_t i = 1; i < path.cells.size(); ++i) {
        const bool across = path.cells[i].col != path.cells[i - 1].col;
        const bool along = path.cells[i].row != path.cells[i - 1].row;
        (across && along ? diagonal : straight) += 1;
    }
    path.cost = straight + diagonal * kSqrt2;
    return path;
}

std::vector<Cell> SubgoalGraph::subgoals() const
{
    std::vector<Cell> cells;
    const std::size_t count = m_first.empty() ? 0 : m_first.size() - 1;
    for (std::size_t i = 0; i < count; ++i) cells.push_back({ m_col[i], m_row[i] });
    return cells;
}

std::vector<int> SubgoalGraph::edges(int index) const
{
    return { m_targets.begin() + m_first[static_cast<std::size_t>(index)],
        m_targets.begin() + m_first[static_cast<std::size_t>(index) + 1] };
}

std::size_t SubgoalGraph::bytes() const
{
    std::size_t total = m_open.capacity() + m_subgoal.capacity() * sizeof(std::int32_t)
        + (m_position.capacity() + m_col.capacity() + m_row.capacity()) * sizeof(std::int32_t)
        + m_first.capacity() * sizeof(std::uint32_t) + m_targets.capacity() * sizeof(std::int32_t);
    for (const auto& table : m_clearance) total += table.capacity() * sizeof(std::uint16_t);
    return total;
}

} // namespace mazeworks

#include "path/jumppointsearch.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace mazeworks {

namespace {

// Up, left, down, right, then up-left, left-down, down-right, right-up, as Search numbers them.
constexpr int kDx[8] = { 0, -1, 0, 1, -1, -1, 1, 1 };
constexpr int kDy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };

constexpr int wayOf(int dx, int dy)
{
    for (int way = 0; way < 8; ++way) {
        if (kDx[way] == dx && kDy[way] == dy) return way;
    }
    return -1;
}

// Slices of f for the open list's ring of buckets: f never falls along a jump (the guess is
// consistent), and the entries a slice ahead wait unsorted.
constexpr double kSlicesPerUnit = 1.0;
constexpr std::size_t kBuckets = 64;

} // namespace

int BitRows::runForward(int line, int position, int target) const
{
    for (int dist = 0;; dist += 63) {
        // Bit i is the cell dist + i ahead; bit 0 was looked at already (or is where the run starts).
        const int at = position + dist;
        const std::uint64_t here = read(line, at);
        const std::uint64_t above = read(line - 1, at);
        const std::uint64_t below = read(line + 1, at);
        // A forced neighbour: beside the run, an open cell after a wall (a 0, then a 1).
        const std::uint64_t forced = (~(above << 1) & above) | (~(below << 1) & below);
        const std::uint64_t stop = (forced | ~here) & ~std::uint64_t { 1 };
        if (stop == 0) continue;
        const int i = std::countr_zero(stop);
        const int k = dist + i;
        const int wall = ((here >> i) & 1u) ? 0 : 1;
        if (target > position && target - position <= k - wall) return target - position;
        return wall ? -(k - 1) : k;
    }
}

int BitRows::runBackward(int line, int position, int target) const
{
    for (int dist = 0;; dist += 63) {
        // Bit 63 - i is the cell dist + i behind.
        const int at = position - dist - 63;
        const std::uint64_t here = read(line, at);
        const std::uint64_t above = read(line - 1, at);
        const std::uint64_t below = read(line + 1, at);
        const std::uint64_t forced = (~(above >> 1) & above) | (~(below >> 1) & below);
        const std::uint64_t stop = (forced | ~here) & ~(std::uint64_t { 1 } << 63);
        if (stop == 0) continue;
        const int i = std::countl_zero(stop);
        const int k = dist + i;
        const int wall = ((here >> (63 - i)) & 1u) ? 0 : 1;
        if (target >= 0 && target < position && position - target <= k - wall) return position - target;
        return wall ? -(k - 1) : k;
    }
}

JumpPointSearch::JumpPointSearch(const GridView& grid, Movement movement, Mode mode)
    : m_grid(grid)
    , m_width(grid.width)
    , m_height(grid.height)
    , m_eight(movement == Movement::Eight)
    , m_mode(mode)
{
    rebuild();
}

void JumpPointSearch::rebuild()
{
    const GridView& g = m_grid;
    auto openAt = [&g](int col, int row) {
        return g.open[static_cast<std::size_t>(row) * static_cast<std::size_t>(g.width) + static_cast<std::size_t>(col)]
            != 0;
    };
    m_rows.assign(m_width, m_height, openAt);
    // The cells again a byte each, with a wall all round: read one at a time without a bounds check.
    m_paddedWidth = m_width + 2;
    m_cells.assign(static_cast<std::size_t>(m_paddedWidth) * static_cast<std::size_t>(m_height + 2), 0);
    for (int row = 0; row < m_height; ++row) {
        for (int col = 0; col < m_width; ++col) m_cells[padded(col, row)] = openAt(col, row) ? 1 : 0;
    }
    m_columns.assign(m_height, m_width, [&](int row, int col) { return openAt(col, row); });
    m_nodes.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height), Node {});
    m_base = 0;
    if (m_mode == Mode::Plus) buildTables();
}

void JumpPointSearch::buildTables()
{
    const int ways = m_eight ? 8 : 4;
    const std::ptrdiff_t width = m_paddedWidth;
    const std::size_t size = m_cells.size();
    // By padded cell (see padded()), 8 ways a cell, so that the ways a search reads at one cell
    // share a cache line.
    m_distances.assign(size * 8, 0);
    std::int32_t* const table = m_distances.data();
    const std::uint8_t* const open = m_cells.data();
    std::ptrdiff_t step[8];
    for (int way = 0; way < 8; ++way) step[way] = kDx[way] + kDy[way] * width;
    // Bit `way` (of the four straight ones): a cell entered going that way has a forced
    // neighbour, an open cell beside it whose neighbour behind is a wall.
    std::vector<std::uint8_t> forced(size, 0);
    for (int row = 0; row < m_height; ++row) {
        for (int col = 0; col < m_width; ++col) {
            const std::ptrdiff_t p = static_cast<std::ptrdiff_t>(padded(col, row));
            if (!open[p]) continue;
            unsigned bits = 0;
            for (int way = 0; way < 4; ++way) {
                for (int side : { -1, 1 }) {
                    const std::ptrdiff_t beside = kDy[way] * side + kDx[way] * side * width;
                    if (open[p + beside] && !open[p + beside - step[way]]) bits |= 1u << way;
                }
            }
            forced[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(bits);
        }
    }
    // Straight ways first: with 8 directions the diagonals stop where a straight way has a jump
    // point, and with 4 the runs up and down stop where one to the side has.
    for (int pass = 0; pass < 2; ++pass) {
        for (int way = 0; way < ways; ++way) {
            const int dx = kDx[way];
            const int dy = kDy[way];
            const bool diagonal = dx != 0 && dy != 0;
            const bool vertical = dx == 0;
            const bool late = m_eight ? diagonal : vertical;
            if (late != (pass == 1)) continue;
            const int across = dx < 0 ? 1 : 3; // a diagonal's straight ways
            const int along = dy < 0 ? 0 : 2;
            // Each cell after the one it steps to.
            for (int r = 0; r < m_height; ++r) {
                const int row = dy > 0 ? m_height - 1 - r : r;
                for (int c = 0; c < m_width; ++c) {
                    const int col = dx > 0 ? m_width - 1 - c : c;
                    const std::ptrdiff_t p = static_cast<std::ptrdiff_t>(padded(col, row));
                    if (!open[p]) continue;
                    const std::ptrdiff_t n = p + step[way];
                    const bool allowed = open[n] && (!diagonal || (open[p + dx] && open[p + dy * width]));
                    std::int32_t value = 0;
                    if (allowed) {
                        const std::int32_t* const next = table + n * 8;
                        bool jumpPoint = false;
                        if (diagonal)
                            jumpPoint = next[across] > 0 || next[along] > 0;
                        else if (!m_eight && vertical)
                            jumpPoint
                                = ((forced[static_cast<std::size_t>(n)] >> way) & 1u) || next[1] > 0 || next[3] > 0;
                        else
                            jumpPoint = (forced[static_cast<std::size_t>(n)] >> way) & 1u;
                        value = jumpPoint ? 1 : next[way] > 0 ? next[way] + 1 : next[way] - 1;
                    }
                    table[p * 8 + way] = value;
                }
            }
        }
    }
}

double JumpPointSearch::guess(int col, int row) const
{
    const int dx = std::abs(col - m_to.col);
    const int dy = std::abs(row - m_to.row);
    return estimate(m_eight ? Heuristic::Octile : Heuristic::Manhattan, dx, dy);
}

int JumpPointSearch::runStraight(int col, int row, int way) const
{
    switch (way) {
    case 0:
        return m_columns.runBackward(col, row, m_to.col == col ? m_to.row : -1);
    case 1:
        return m_rows.runBackward(row, col, m_to.row == row ? m_to.col : -1);
    case 2:
        return m_columns.runForward(col, row, m_to.col == col ? m_to.row : -1);
    default:
        return m_rows.runForward(row, col, m_to.row == row ? m_to.col : -1);
    }
}

int JumpPointSearch::jump(int col, int row, int way) const
{
    const int d = m_mode == Mode::Plus ? jumpPlus(col, row, way) : jumpOnline(col, row, way);
    if (m_recording) record(col, row, way, d);
    return d;
}

void JumpPointSearch::record(int col, int row, int way, int distance) const
{
    const int k = std::abs(distance);
    m_runs.push_back({ { col, row }, { col + kDx[way] * k, row + kDy[way] * k }, distance > 0 });
}

int JumpPointSearch::jumpOnline(int col, int row, int way) const
{
    const int dx = kDx[way];
    const int dy = kDy[way];
    const bool diagonal = dx != 0 && dy != 0;
    if (!diagonal && (m_eight || dy == 0)) return runStraight(col, row, way);
    // A diagonal (or, with 4 directions, a run up or down) stops where a straight run to the
    // side finds a jump point.
    int c = col;
    int r = row;
    for (int k = 0;; ++k) {
        if (!open(c + dx, r + dy) || (diagonal && (!open(c + dx, r) || !open(c, r + dy)))) return -k;
        c += dx;
        r += dy;
        if (c == m_to.col && r == m_to.row) return k + 1;
        if (diagonal) {
            if (runStraight(c, r, dx < 0 ? 1 : 3) > 0 || runStraight(c, r, dy < 0 ? 0 : 2) > 0) return k + 1;
        } else {
            if ((open(c - 1, r) && !open(c - 1, r - dy)) || (open(c + 1, r) && !open(c + 1, r - dy))) return k + 1;
            if (runStraight(c, r, 1) > 0 || runStraight(c, r, 3) > 0) return k + 1;
        }
    }
}

int JumpPointSearch::jumpPlus(int col, int row, int way) const
{
    const std::int32_t d = m_distances[padded(col, row) * 8 + static_cast<std::size_t>(way)];
    const int reach = std::abs(d);
    const int dx = kDx[way];
    const int dy = kDy[way];
    const int gx = (m_to.col - col) * dx;
    const int gy = (m_to.row - row) * dy;
    if (dx != 0 && dy != 0) {
        // The goal in the quarter ahead: stop level with it, where a straight run can find it.
        if (gx > 0 && gy > 0 && std::min(gx, gy) <= reach) return std::min(gx, gy);
        return d;
    }
    if (dy == 0) {
        if (m_to.row == row && gx > 0 && gx <= reach) return gx;
        return d;
    }
    if (m_to.col == col && gy > 0 && gy <= reach) return gy;
    // With 4 directions, a run up or down also stops level with the goal.
    if (!m_eight && gy > 0 && gy <= reach) return gy;
    return d;
}

void JumpPointSearch::start(Cell from, Cell to)
{
    m_from = from;
    m_to = to;
    m_open.useBuckets(kSlicesPerUnit, kBuckets);
    m_open.clear();
    m_runs.clear();
    m_visited = 0;
    m_current = -1;
    m_found = false;
    m_done = false;
    if (m_base >= 0xfffffff0u) {
        std::fill(m_nodes.begin(), m_nodes.end(), Node {});
        m_base = 0;
    }
    m_base += 2;
    auto inside = [this](Cell c) { return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height; };
    if (!inside(from) || !inside(to) || !open(from.col, from.row) || !open(to.col, to.row)) {
        m_done = true;
        return;
    }
    const std::int32_t n = index(from.col, from.row);
    m_nodes[static_cast<std::size_t>(n)] = Node { m_base, -1, 0, 0 };
    const double h = guess(from.col, from.row);
    m_open.push(WideEntry::make(h, orderKey(h), n), h);
}

bool JumpPointSearch::step()
{
    if (m_done) return false;
    // An entry for a cell settled already was made old by a cheaper way.
    const std::uint32_t settled = m_base + 1;
    const std::int32_t cell = m_open.popFresh(
        [this, settled](std::int32_t n) { return m_nodes[static_cast<std::size_t>(n)].stamp == settled; });
    if (cell < 0) {
        m_done = true;
        return false;
    }
    m_nodes[static_cast<std::size_t>(cell)].stamp = m_base + 1;
    ++m_visited;
    m_current = cell;
    if (cell == index(m_to.col, m_to.row)) {
        m_found = true;
        m_done = true;
        return true;
    }
    expand(cell);
    return true;
}

void JumpPointSearch::run()
{
    while (step()) { }
}

void JumpPointSearch::expand(std::int32_t cell)
{
    const int col = cell % m_width;
    const int row = cell / m_width;
    const std::int32_t parent = m_nodes[static_cast<std::size_t>(cell)].parent;
    int way = -1;
    if (parent >= 0) {
        const int pc = parent % m_width;
        const int pr = parent / m_width;
        way = wayOf((col > pc) - (col < pc), (row > pr) - (row < pr));
    }
    auto go = [&](int w) {
        const int d = jump(col, row, w);
        if (d > 0) offer(cell, col, row, w, d);
    };
    const int ways = m_eight ? 8 : 4;
    if (way < 0) {
        for (int w = 0; w < ways; ++w) go(w);
        return;
    }
    const int dx = kDx[way];
    const int dy = kDy[way];
    if (dx != 0 && dy != 0) {
        // Diagonally in: on along both of its sides and on diagonally.
        go(wayOf(dx, 0));
        go(wayOf(0, dy));
        go(way);
        return;
    }
    go(way);
    if (!m_eight) {
        // With 4 directions, both ways across.
        go(wayOf(dy, dx));
        go(wayOf(-dy, -dx));
        return;
    }
    // Straight in: the forced neighbours, each with the diagonal towards it.
    for (int side : { -1, 1 }) {
        const int px = dy * side;
        const int py = dx * side;
        if (open(col + px, row + py) && !open(col + px - dx, row + py - dy)) {
            go(wayOf(px, py));
            go(wayOf(dx + px, dy + py));
        }
    }
}

void JumpPointSearch::offer(std::int32_t from, int col, int row, int way, int distance)
{
    const int c = col + kDx[way] * distance;
    const int r = row + kDy[way] * distance;
    const std::int32_t n = index(c, r);
    Node& node = m_nodes[static_cast<std::size_t>(n)];
    if (node.stamp == m_base + 1) return;
    const Node& at = m_nodes[static_cast<std::size_t>(from)];
    const bool diagonal = kDx[way] != 0 && kDy[way] != 0;
    const Node way2 { m_base, from, at.straight + (diagonal ? 0 : distance), at.diagonal + (diagonal ? distance : 0) };
    if (node.stamp == m_base && way2.cost() >= node.cost()) return;
    node = way2;
    const double h = guess(c, r);
    const double f = node.cost() + h;
    m_open.push(WideEntry::make(f, orderKey(h), n), f);
}

Path JumpPointSearch::path() const
{
    Path p;
    p.visited = m_visited;
    if (!m_found) return p;
    const Node& goal = m_nodes[static_cast<std::size_t>(index(m_to.col, m_to.row))];
    p.cost = goal.cost();
    // Back from jump point to jump point, every cell between them included.
    std::int32_t n = index(m_to.col, m_to.row);
    p.cells.push_back(m_to);
    while (m_nodes[static_cast<std::size_t>(n)].parent >= 0) {
        const std::int32_t parent = m_nodes[static_cast<std::size_t>(n)].parent;
        Cell c { n % m_width, n / m_width };
        const Cell target { parent % m_width, parent / m_width };
        const int sx = (target.col > c.col) - (target.col < c.col);
        const int sy = (target.row > c.row) - (target.row < c.row);
        while (c != target) {
            c.col += sx;
            c.row += sy;
            p.cells.push_back(c);
        }
        n = parent;
    }
    std::reverse(p.cells.begin(), p.cells.end());
    if (p.cells.size() > 1)
        p.first = wayOf(p.cells[1].col - p.cells[0].col, p.cells[1].row - p.cells[0].row) < 4
            ? std::optional<Direction>(kDirections[static_cast<std::size_t>(
                wayOf(p.cells[1].col - p.cells[0].col, p.cells[1].row - p.cells[0].row))])
            : std::nullopt;
    return p;
}

GridSearch::State JumpPointSearch::state(Cell c) const
{
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height) return GridSearch::State::Unseen;
    const std::uint32_t stamp = m_nodes[static_cast<std::size_t>(index(c.col, c.row))].stamp;
    if (stamp == m_base + 1) return GridSearch::State::Settled;
    if (stamp == m_base) return GridSearch::State::Frontier;
    return GridSearch::State::Unseen;
}

std::optional<Cell> JumpPointSearch::current() const
{
    if (m_current < 0) return std::nullopt;
    return Cell { m_current % m_width, m_current / m_width };
}

double JumpPointSearch::cost(Cell c) const
{
    // Before the first start() every node's stamp is the base, 0.
    if (m_base == 0 || c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height) return kInfinity;
    const Node& node = m_nodes[static_cast<std::size_t>(index(c.col, c.row))];
    return node.stamp >= m_base ? node.cost() : kInfinity;
}

std::vector<GridSearch::OpenEntry> JumpPointSearch::openList() const
{
    std::vector<WideEntry> entries;
    m_open.forEach([&entries](const WideEntry& e) { entries.push_back(e); });
    std::sort(entries.begin(), entries.end(), [](const WideEntry& a, const WideEntry& b) { return comesBefore(a, b); });
    std::vector<GridSearch::OpenEntry> list;
    std::vector<std::uint8_t> listed(m_nodes.size(), 0);
    for (const WideEntry& e : entries) {
        const auto n = static_cast<std::size_t>(e.index());
        // Settled jump points, and the older entries of one found again more cheaply, are old.
        if (m_nodes[n].stamp != m_base || listed[n]) continue;
        listed[n] = 1;
        const int col = e.index() % m_width;
        const int row = e.index() / m_width;
        const double g = m_nodes[n].cost();
        const double h = guess(col, row);
        list.push_back({ { col, row }, g, h, g + h });
    }
    return list;
}

} // namespace mazeworks

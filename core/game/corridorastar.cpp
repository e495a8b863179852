#include "game/corridorastar.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace mazeworks {

namespace {

std::size_t at(std::int32_t i) { return static_cast<std::size_t>(i); }

} // namespace

void CorridorAStar::prepare(int width, int height, std::vector<std::uint8_t> corridors, std::vector<std::int32_t> next)
{
    m_width = width;
    m_height = height;
    m_corridors = std::move(corridors);
    m_next = std::move(next);
    const std::size_t size = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    m_col.resize(size);
    m_row.resize(size);
    for (std::size_t i = 0; i < size; ++i) {
        m_col[i] = static_cast<std::int32_t>(i % static_cast<std::size_t>(width));
        m_row[i] = static_cast<std::int32_t>(i / static_cast<std::size_t>(width));
    }
    m_cost.assign(size, kInfinity);
    m_from.assign(size, -1);
    m_stamp.assign(size, 0);
    m_seen = 0;
    m_open.reserve(size);
}

// Manhattan over the edges, in steps.
std::uint32_t CorridorAStar::guess(std::int32_t tile, Cell to) const
{
    int across = std::abs(m_col[at(tile)] - to.col);
    int down = std::abs(m_row[at(tile)] - to.row);
    across = std::min(across, m_width - across);
    down = std::min(down, m_height - down);
    return static_cast<std::uint32_t>(across + down);
}

CorridorAStar::Entry CorridorAStar::entry(double f, std::uint32_t guess, std::int32_t tile)
{
    // f is never negative nor NaN: its bits order as it does once the sign bit is set.
    const auto bits = std::bit_cast<std::uint64_t>(f) | (std::uint64_t { 1 } << 63);
    return { bits, (static_cast<std::uint64_t>(guess) << 32) | static_cast<std::uint32_t>(tile) };
}

// A few entries are kept unsorted and the least found by a scan, which has no branch to guess
// wrong; past kScanned the list becomes a binary heap. Either gives the least entry each time.
void CorridorAStar::push(Entry e)
{
    m_open.push_back(e);
    if (!m_heap) {
        if (m_open.size() <= kScanned) return;
        m_heap = true;
        std::make_heap(m_open.begin(), m_open.end(), after);
        return;
    }
    std::push_heap(m_open.begin(), m_open.end(), after);
}

CorridorAStar::Entry CorridorAStar::pop()
{
    if (m_heap) {
        std::pop_heap(m_open.begin(), m_open.end(), after);
        const Entry top = m_open.back();
        m_open.pop_back();
        return top;
    }
    std::size_t least = 0;
    for (std::size_t k = 1; k < m_open.size(); ++k) {
        const std::size_t take = 0 - static_cast<std::size_t>(before(m_open[k], m_open[least]));
        least = (k & take) | (least & ~take);
    }
    const Entry top = m_open[least];
    m_open[least] = m_open.back();
    m_open.pop_back();
    return top;
}

void CorridorAStar::find(Cell from, Cell to, const double* extra, Path& out)
{
    out.cells.clear();
    out.cost = kInfinity;
    out.visited = 0;
    out.first.reset();
    const auto start = static_cast<std::int32_t>(from.row * m_width + from.col);
    const auto goal = static_cast<std::int32_t>(to.row * m_width + to.col);
    const auto open = [&](std::int32_t tile) { return m_corridors[at(tile)] && price(tile, extra) < kInfinity; };
    if (!open(start) || !open(goal)) return;
    if (m_seen >= 0xfffffffcu) {
        std::fill(m_stamp.begin(), m_stamp.end(), 0);
        m_seen = 0;
    }
    m_seen += 2;
    const std::uint32_t seen = m_seen;
    m_open.clear();
    m_heap = false;
    m_cost[at(start)] = 0;
    m_from[at(start)] = -1;
    m_stamp[at(start)] = seen;
    const std::uint32_t startGuess = guess(start, to);
    push(entry(0.0 + startGuess, startGuess, start));
    int visited = 0;
    bool found = false;
    while (!m_open.empty()) {
        const std::int32_t current = pop().tile();
        if (m_stamp[at(current)] == seen + 1) continue; // made old by a cheaper way
        m_stamp[at(current)] = seen + 1;
        ++visited;
        if (current == goal) {
            found = true;
            break;
        }
        const double here = m_cost[at(current)];
        for (int way = 0; way < 4; ++way) {
            const std::int32_t n = m_next[4 * at(current) + static_cast<std::size_t>(way)];
            if (n < 0) continue;
            const double step = price(n, extra);
            if (!(step < kInfinity)) continue;
            const std::uint32_t stamp = m_stamp[at(n)];
            if (stamp == seen + 1) continue;
            const double cost = here + step;
            if (stamp == seen && cost >= m_cost[at(n)]) continue;
            m_stamp[at(n)] = seen;
            m_cost[at(n)] = cost;
            m_from[at(n)] = current;
            const std::uint32_t h = guess(n, to);
            push(entry((cost + h) + 0.0, h, n));
        }
    }
    out.visited = visited;
    if (!found) return;
    out.cost = m_cost[at(goal)];
    for (std::int32_t t = goal; t >= 0; t = m_from[at(t)]) out.cells.push_back({ t % m_width, t / m_width });
    std::reverse(out.cells.begin(), out.cells.end());
    if (out.cells.size() < 2) return;
    // The first step as findPath names it: the first way, in the order of Direction, that
    // leads to the second tile.
    const Cell a = out.cells[0];
    const Cell b = out.cells[1];
    for (Direction d : kDirections) {
        const int col = ((a.col + dx(d)) % m_width + m_width) % m_width;
        const int row = ((a.row + dy(d)) % m_height + m_height) % m_height;
        if (col == b.col && row == b.row) {
            out.first = d;
            break;
        }
    }
}

} // namespace mazeworks

#include "dungeon/explorer.h"

#include <algorithm>

namespace mazeworks {

Explorer::Explorer(int rooms, const std::vector<Edge>& links, std::uint64_t seed, int memory, int start)
    : m_random(seed)
{
    const auto n = static_cast<std::size_t>(std::max(rooms, 0));
    m_offsets.assign(n + 1, 0);
    for (const Edge& e : links) {
        if (e.a < 0 || e.b < 0 || static_cast<std::size_t>(e.a) >= n || static_cast<std::size_t>(e.b) >= n
            || e.a == e.b)
            continue;
        ++m_offsets[static_cast<std::size_t>(e.a) + 1];
        ++m_offsets[static_cast<std::size_t>(e.b) + 1];
    }
    for (std::size_t i = 1; i <= n; ++i) m_offsets[i] += m_offsets[i - 1];
    m_neighbour.resize(static_cast<std::size_t>(m_offsets[n]));
    m_link.resize(m_neighbour.size());
    std::vector<int> fill(m_offsets.begin(), m_offsets.end() - 1);
    for (std::size_t k = 0; k < links.size(); ++k) {
        const Edge& e = links[k];
        if (e.a < 0 || e.b < 0 || static_cast<std::size_t>(e.a) >= n || static_cast<std::size_t>(e.b) >= n
            || e.a == e.b)
            continue;
        const auto at = static_cast<std::size_t>(fill[static_cast<std::size_t>(e.a)]++);
        m_neighbour[at] = e.b;
        m_link[at] = static_cast<int>(k);
        const auto back = static_cast<std::size_t>(fill[static_cast<std::size_t>(e.b)]++);
        m_neighbour[back] = e.a;
        m_link[back] = static_cast<int>(k);
    }
    m_count.assign(n, 0);
    m_last.assign(n, -1);
    m_ever.assign(n, 0);
    m_memory.assign(static_cast<std::size_t>(memory > 0 ? memory : std::max<int>(2 * rooms, 1)), -1);
    if (n == 0) return;
    m_current = start >= 0 && static_cast<std::size_t>(start) < n ? start : static_cast<int>(m_random.below(n));
    visit(m_current);
}

void Explorer::visit(int room)
{
    if (m_held == m_memory.size()) {
        // The oldest visit is forgotten to make room.
        const int old = m_memory[m_oldest];
        if (--m_count[static_cast<std::size_t>(old)] == 0) m_last[static_cast<std::size_t>(old)] = -1;
        m_oldest = (m_oldest + 1) % m_memory.size();
        --m_held;
    }
    m_memory[(m_oldest + m_held) % m_memory.size()] = room;
    ++m_held;
    const auto r = static_cast<std::size_t>(room);
    ++m_count[r];
    m_last[r] = m_time;
    if (!m_ever[r]) {
        m_ever[r] = 1;
        ++m_roomsVisited;
    }
    ++m_totalVisits;
}

int Explorer::step()
{
    if (m_current < 0) return -1;
    ++m_time;
    const auto here = static_cast<std::size_t>(m_current);
    const int begin = m_offsets[here];
    const int end = m_offsets[here + 1];
    m_previous = m_current;
    if (begin == end) {
        m_lastLink = -1;
        return m_current;
    }
    // The best by (visits remembered, time of the last of them): none remembered comes first.
    std::vector<int> best;
    int bestCount = 0;
    int bestLast = 0;
    for (int k = begin; k < end; ++k) {
        const auto room = static_cast<std::size_t>(m_neighbour[static_cast<std::size_t>(k)]);
        const int count = m_count[room];
        const int last = m_last[room];
        if (best.empty() || count < bestCount || (count == bestCount && last < bestLast)) {
            best.assign(1, k);
            bestCount = count;
            bestLast = last;
        } else if (count == bestCount && last == bestLast) {
            best.push_back(k);
        }
    }
    const int k = best[static_cast<std::size_t>(m_random.below(best.size()))];
    m_lastLink = m_link[static_cast<std::size_t>(k)];
    m_current = m_neighbour[static_cast<std::size_t>(k)];
    visit(m_current);
    return m_current;
}

ExplorerStats Explorer::stats() const
{
    ExplorerStats s;
    s.roomsVisited = m_roomsVisited;
    s.totalVisits = m_totalVisits;
    s.unvisited = rooms() - m_roomsVisited;
    for (const int c : m_count) s.remembered += c > 0 ? 1 : 0;
    return s;
}

} // namespace mazeworks

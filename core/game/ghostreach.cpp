#include "game/ghostreach.h"

#include "grid/direction.h"

#include <algorithm>
#include <bit>

namespace mazeworks {

namespace {

std::size_t at(std::int32_t i) { return static_cast<std::size_t>(i); }

} // namespace

void GhostReach::prepare(int width, int height, std::span<const std::uint8_t> corridors)
{
    m_width = width;
    m_height = height;
    m_corridorOf.assign(corridors.size(), -1);
    m_tileOf.clear();
    for (std::size_t i = 0; i < corridors.size(); ++i) {
        if (!corridors[i]) continue;
        m_corridorOf[i] = static_cast<std::int32_t>(m_tileOf.size());
        m_tileOf.push_back(static_cast<std::int32_t>(i));
    }
    const std::size_t count = m_tileOf.size();
    m_next.assign(4 * count, -1);
    for (std::size_t c = 0; c < count; ++c) {
        const int col = m_tileOf[c] % width;
        const int row = m_tileOf[c] / width;
        for (Direction d : kDirections) {
            const int ncol = ((col + dx(d)) % width + width) % width;
            const int nrow = ((row + dy(d)) % height + height) % height;
            const std::int32_t n = m_corridorOf[static_cast<std::size_t>(nrow) * static_cast<std::size_t>(width)
                + static_cast<std::size_t>(ncol)];
            m_next[4 * c + static_cast<std::size_t>(d)] = n;
        }
    }
    const std::size_t states = 4 * count;
    m_choices.assign(states, 0);
    m_onward.assign(3 * states, -1);
    for (std::size_t s = 0; s < states; ++s) {
        const std::size_t back = (s & 3) ^ 2; // up 0 and down 2, left 1 and right 3
        for (std::size_t d = 0; d < 4; ++d) {
            const std::int32_t n = m_next[(s & ~std::size_t { 3 }) + d];
            if (n < 0 || d == back) continue;
            m_onward[3 * s + m_choices[s]++] = n * 4 + static_cast<std::int32_t>(d);
        }
    }
    // A table keeps steps in 16 bits: no way is longer than the states there are.
    m_useTables = states + 1 < 0xffff;
    m_words = (states + 63) / 64;
    m_tableOf.assign(states, kNotMade);
    m_standing.assign(count, kNotMade);
    m_tables.clear();
    m_most.clear();
    m_reachedStates.clear();
    m_states.clear();
    m_stateStamp.assign(states, 0);
    m_tileStamp.assign(count, 0);
    m_stamp = 0;
    m_queue.reserve(states);
    m_walk.reserve(states);
    m_union.assign(m_words, 0);
}

template <class OnTile> void GhostReach::breadthFirst(std::int32_t corridor, int heading, OnTile&& reached)
{
    if (++m_stamp == 0) {
        std::fill(m_stateStamp.begin(), m_stateStamp.end(), 0);
        std::fill(m_tileStamp.begin(), m_tileStamp.end(), 0);
        m_stamp = 1;
    }
    const std::uint32_t stamp = m_stamp;
    std::uint32_t* stateStamp = m_stateStamp.data();
    std::uint32_t* tileStamp = m_tileStamp.data();
    const std::int32_t* next = m_next.data();
    m_queue.clear();
    tileStamp[at(corridor)] = stamp;
    reached(corridor, 0);
    std::int32_t steps = 0;
    if (heading >= 0) {
        const std::int32_t state = corridor * 4 + heading;
        stateStamp[at(state)] = stamp;
        m_queue.push_back(state);
    } else {
        // Standing, it may go every way: the first layer is its neighbours.
        steps = 1;
        for (int d = 0; d < 4; ++d) {
            const std::int32_t n = next[at(corridor * 4 + d)];
            if (n < 0) continue;
            stateStamp[at(n * 4 + d)] = stamp;
            m_queue.push_back(n * 4 + d);
            if (tileStamp[at(n)] != stamp) {
                tileStamp[at(n)] = stamp;
                reached(n, 1);
            }
        }
    }
    // Layer by layer, so that the steps need not ride along in the queue.
    const std::uint8_t* choices = m_choices.data();
    const std::int32_t* onward = m_onward.data();
    std::size_t head = 0;
    while (head < m_queue.size()) {
        const std::size_t layerEnd = m_queue.size();
        ++steps;
        for (; head < layerEnd; ++head) {
            const std::int32_t state = m_queue[head];
            const std::int32_t* ways = onward + 3 * at(state);
            for (int k = 0, n = choices[at(state)]; k < n; ++k) {
                const std::int32_t arrived = ways[k];
                if (stateStamp[at(arrived)] == stamp) continue;
                stateStamp[at(arrived)] = stamp;
                m_queue.push_back(arrived);
                const std::int32_t tile = arrived >> 2;
                if (tileStamp[at(tile)] != stamp) {
                    tileStamp[at(tile)] = stamp;
                    reached(tile, steps);
                }
            }
        }
    }
}

void GhostReach::search(std::int32_t tile, int heading, Answer& out)
{
    out.parts.clear();
    out.tiles.clear();
    out.visited = 0;
    const std::int32_t corridor = corridorOf(tile);
    out.searched = corridor >= 0;
    if (!out.searched) return;
    breadthFirst(corridor, heading, [&](std::int32_t c, std::int32_t steps) { out.tiles.push_back({ c, steps }); });
    out.visited = static_cast<std::int64_t>(m_queue.size());
}

std::int32_t GhostReach::tableAt(std::int32_t state)
{
    std::int32_t& id = m_tableOf[at(state)];
    if (id != kNotMade) return id;
    const std::size_t count = m_tileOf.size();
    if (!roomForTable()) return id = kNoRoom;
    const std::size_t first = m_tables.size();
    m_tables.resize(first + count, 0xffff);
    std::uint16_t* steps = m_tables.data() + first;
    int most = 0;
    breadthFirst(state >> 2, state & 3, [&](std::int32_t c, std::int32_t s) {
        steps[at(c)] = static_cast<std::uint16_t>(s);
        most = std::max(most, s);
    });
    for (std::size_t c = 0; c < count; ++c) {
        if (steps[c] == 0xffff) steps[c] = static_cast<std::uint16_t>(most + 1);
    }
    m_states.resize(m_states.size() + m_words, 0);
    std::uint64_t* bits = m_states.data() + m_most.size() * m_words;
    for (std::int32_t s : m_queue) bits[at(s >> 6)] |= std::uint64_t { 1 } << (s & 63);
    m_reachedStates.push_back(static_cast<std::int64_t>(m_queue.size()));
    id = static_cast<std::int32_t>(m_most.size());
    m_most.push_back(most);
    return id;
}

bool GhostReach::inTable(std::int32_t table, std::int32_t state) const
{
    const std::uint64_t word = m_states[at(table) * m_words + at(state >> 6)];
    return (word >> (state & 63)) & 1;
}

std::int32_t GhostReach::walk(std::int32_t state, std::int32_t steps, Answer& out)
{
    // Its own stamp: the walk stops where it comes round to a state it passed.
    if (++m_stamp == 0) {
        std::fill(m_stateStamp.begin(), m_stateStamp.end(), 0);
        std::fill(m_tileStamp.begin(), m_tileStamp.end(), 0);
        m_stamp = 1;
    }
    const std::uint32_t stamp = m_stamp;
    m_walk.clear();
    for (;;) {
        if (m_choices[at(state)] >= 2) {
            const std::int32_t table = tableAt(state);
            if (table >= 0) out.parts.push_back({ table, steps });
            return table;
        }
        m_stateStamp[at(state)] = stamp;
        m_walk.push_back(state);
        out.tiles.push_back({ state >> 2, steps });
        if (m_choices[at(state)] == 0) return kNotMade; // a dead end: it stands there
        state = m_onward[3 * at(state)];
        ++steps;
        if (m_stateStamp[at(state)] == stamp) return kNotMade; // round a loop without a junction
    }
}

void GhostReach::find(std::int32_t tile, int heading, Answer& out)
{
    out.parts.clear();
    out.tiles.clear();
    out.visited = 0;
    const std::int32_t corridor = corridorOf(tile);
    out.searched = corridor >= 0;
    if (!out.searched) return;
    if (!m_useTables) return search(tile, heading, out);
    if (heading >= 0) {
        const std::int32_t table = walk(corridor * 4 + heading, 0, out);
        if (table == kNoRoom) return search(tile, heading, out);
        if (table < 0) {
            out.visited = static_cast<std::int64_t>(m_walk.size());
            return;
        }
        // The states of the walk, and those of the junction's search.
        out.visited = m_reachedStates[at(table)];
        for (std::int32_t s : m_walk) out.visited += inTable(table, s) ? 0 : 1;
        return;
    }
    // Standing: one walk each way, one step away. Ghosts stand on the doorstep, plan after
    // plan: its answer is made one table, once.
    std::int32_t& made = m_standing[at(corridor)];
    if (made >= 0) {
        out.parts.push_back({ made, 0 });
        out.visited = m_reachedStates[at(made)];
        return;
    }
    out.tiles.push_back({ corridor, 0 });
    std::fill(m_union.begin(), m_union.end(), 0);
    for (int d = 0; d < 4; ++d) {
        const std::int32_t n = m_next[at(corridor * 4 + d)];
        if (n < 0) continue;
        const std::int32_t table = walk(n * 4 + d, 1, out);
        if (table == kNoRoom) return search(tile, heading, out);
        if (table >= 0) {
            const std::uint64_t* bits = m_states.data() + at(table) * m_words;
            for (std::size_t w = 0; w < m_words; ++w) m_union[w] |= bits[w];
        }
        for (std::int32_t s : m_walk) m_union[at(s >> 6)] |= std::uint64_t { 1 } << (s & 63);
    }
    for (std::uint64_t w : m_union) out.visited += std::popcount(w);
    if (made == kNotMade) made = combine(out);
}

// The answer as one table of its own, or kNoRoom.
std::int32_t GhostReach::combine(Answer& answer)
{
    const std::size_t count = m_tileOf.size();
    if (!roomForTable()) return kNoRoom;
    const std::size_t first = m_tables.size();
    m_tables.resize(first + count, 0xffff);
    std::uint16_t* steps = m_tables.data() + first;
    const auto offer = [steps](std::int32_t c, std::int32_t s) {
        steps[at(c)] = std::min(steps[at(c)], static_cast<std::uint16_t>(s));
    };
    for (const Part& part : answer.parts) {
        const std::uint16_t* table = m_tables.data() + at(part.table) * count;
        const int most = m_most[at(part.table)];
        for (std::size_t c = 0; c < count; ++c) {
            if (table[c] <= most) offer(static_cast<std::int32_t>(c), table[c] + part.offset);
        }
    }
    for (const Reached& r : answer.tiles) offer(r.corridor, r.steps);
    int most = 0;
    for (std::size_t c = 0; c < count; ++c) {
        if (steps[c] != 0xffff) most = std::max(most, static_cast<int>(steps[c]));
    }
    for (std::size_t c = 0; c < count; ++c) {
        if (steps[c] == 0xffff) steps[c] = static_cast<std::uint16_t>(most + 1);
    }
    m_states.insert(m_states.end(), m_union.begin(), m_union.end());
    m_reachedStates.push_back(answer.visited);
    const auto id = static_cast<std::int32_t>(m_most.size());
    m_most.push_back(most);
    answer.parts = { Part { id, 0 } };
    answer.tiles.clear();
    return id;
}

bool GhostReach::roomForTable() const
{
    const std::size_t bytes = m_tileOf.size() * sizeof(std::uint16_t) + m_words * sizeof(std::uint64_t);
    return m_useTables && (m_most.size() + 1) * bytes <= m_tableBytes;
}

} // namespace mazeworks

#include "game/ghostreach.h"

#include "grid/direction.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <mutex>

namespace mazeworks {

namespace {

std::size_t at(std::int32_t i) { return static_cast<std::size_t>(i); }

// Mazes whose tables are kept when no GhostReach holds them any more: the games of a playtest
// or a bench come one after another.
constexpr std::size_t kMazesKept = 4;

} // namespace

// What every game on the same corridors shares: their numbering, the ways between them, and the
// junctions' tables, made once each (under `making`) and never changed after.
struct GhostReach::Maze {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> corridors;
    std::size_t tableBytes = 0;

    std::vector<std::int32_t> tileOf;
    std::vector<std::int32_t> corridorOf;
    // Per corridor and way: the corridor a step away, or -1.
    std::vector<std::int32_t> next;
    // Per state (corridor * 4 + heading): how many ways it may go on (0 to 3), and the states
    // they lead to, 3 a state.
    std::vector<std::uint8_t> choices;
    std::vector<std::int32_t> onward;
    bool useTables = false;
    std::size_t words = 0; // of a set of states

    // Per state: its table once made (or noRoom()), else null.
    std::unique_ptr<std::atomic<const Table*>[]> tableOf;
    std::mutex making;
    std::vector<std::unique_ptr<Table>> made;
    std::size_t bytes = 0;

    Maze(int w, int h, std::span<const std::uint8_t> open, std::size_t budget);
    bool is(int w, int h, std::span<const std::uint8_t> open, std::size_t budget) const
    {
        return w == width && h == height && budget == tableBytes && std::ranges::equal(open, corridors);
    }
};

GhostReach::Maze::Maze(int w, int h, std::span<const std::uint8_t> open, std::size_t budget)
    : width(w)
    , height(h)
    , corridors(open.begin(), open.end())
    , tableBytes(budget)
{
    corridorOf.assign(corridors.size(), -1);
    for (std::size_t i = 0; i < corridors.size(); ++i) {
        if (!corridors[i]) continue;
        corridorOf[i] = static_cast<std::int32_t>(tileOf.size());
        tileOf.push_back(static_cast<std::int32_t>(i));
    }
    const std::size_t count = tileOf.size();
    next.assign(4 * count, -1);
    for (std::size_t c = 0; c < count; ++c) {
        const int col = tileOf[c] % width;
        const int row = tileOf[c] / width;
        for (Direction d : kDirections) {
            const int ncol = ((col + dx(d)) % width + width) % width;
            const int nrow = ((row + dy(d)) % height + height) % height;
            next[4 * c + static_cast<std::size_t>(d)]
                = corridorOf[static_cast<std::size_t>(nrow) * static_cast<std::size_t>(width)
                    + static_cast<std::size_t>(ncol)];
        }
    }
    const std::size_t states = 4 * count;
    choices.assign(states, 0);
    onward.assign(3 * states, -1);
    for (std::size_t s = 0; s < states; ++s) {
        const std::size_t back = (s & 3) ^ 2; // up 0 and down 2, left 1 and right 3
        for (std::size_t d = 0; d < 4; ++d) {
            const std::int32_t n = next[(s & ~std::size_t { 3 }) + d];
            if (n < 0 || d == back) continue;
            onward[3 * s + choices[s]++] = n * 4 + static_cast<std::int32_t>(d);
        }
    }
    // A table keeps steps in 16 bits: no way is longer than the states there are.
    useTables = states + 1 < 0xffff;
    words = (states + 63) / 64;
    tableOf = std::make_unique<std::atomic<const Table*>[]>(states);
    for (std::size_t s = 0; s < states; ++s) tableOf[s].store(nullptr, std::memory_order_relaxed);
}

std::shared_ptr<GhostReach::Maze> GhostReach::mazeFor(
    int width, int height, std::span<const std::uint8_t> corridors, std::size_t tableBytes)
{
    static std::mutex mutex;
    static std::vector<std::shared_ptr<Maze>> recent; // the latest last
    const std::lock_guard lock(mutex);
    for (auto it = recent.begin(); it != recent.end(); ++it) {
        if (!(*it)->is(width, height, corridors, tableBytes)) continue;
        std::shared_ptr<Maze> maze = *it;
        recent.erase(it);
        recent.push_back(maze);
        return maze;
    }
    recent.push_back(std::make_shared<Maze>(width, height, corridors, tableBytes));
    if (recent.size() > kMazesKept) recent.erase(recent.begin());
    return recent.back();
}

const GhostReach::Table* GhostReach::noRoom()
{
    static const Table none;
    return &none;
}

GhostReach::GhostReach(std::size_t tableBytes)
    : m_tableBytes(tableBytes)
{
}

GhostReach::~GhostReach() = default;

void GhostReach::prepare(int width, int height, std::span<const std::uint8_t> corridors)
{
    m_maze = mazeFor(width, height, corridors, m_tableBytes);
    const std::size_t count = m_maze->tileOf.size();
    const std::size_t states = 4 * count;
    m_standingTables.clear();
    m_standing.assign(count, nullptr);
    m_standingBytes = 0;
    m_stateStamp.assign(states, 0);
    m_tileStamp.assign(count, 0);
    m_stamp = 0;
    m_queue.reserve(states);
    m_walk.reserve(states);
    m_union.assign(m_maze->words, 0);
}

int GhostReach::corridors() const { return static_cast<int>(m_maze->tileOf.size()); }

std::int32_t GhostReach::tileOf(std::int32_t corridor) const { return m_maze->tileOf[at(corridor)]; }

std::int32_t GhostReach::corridorOf(std::int32_t tile) const { return m_maze->corridorOf[at(tile)]; }

int GhostReach::tablesMade() const
{
    const std::lock_guard lock(m_maze->making);
    return static_cast<int>(m_maze->made.size());
}

std::uint32_t GhostReach::nextStamp()
{
    if (++m_stamp == 0) {
        std::fill(m_stateStamp.begin(), m_stateStamp.end(), 0);
        std::fill(m_tileStamp.begin(), m_tileStamp.end(), 0);
        m_stamp = 1;
    }
    return m_stamp;
}

template <class OnTile> void GhostReach::breadthFirst(std::int32_t corridor, int heading, OnTile&& reached)
{
    const std::uint32_t stamp = nextStamp();
    std::uint32_t* stateStamp = m_stateStamp.data();
    std::uint32_t* tileStamp = m_tileStamp.data();
    const std::int32_t* next = m_maze->next.data();
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
    const std::uint8_t* choices = m_maze->choices.data();
    const std::int32_t* onward = m_maze->onward.data();
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

// The junction's table: made by the first to ask, under the maze's lock, and published whole.
const GhostReach::Table* GhostReach::tableAt(std::int32_t state)
{
    Maze& maze = *m_maze;
    std::atomic<const Table*>& slot = maze.tableOf[at(state)];
    if (const Table* table = slot.load(std::memory_order_acquire)) return table;
    const std::lock_guard lock(maze.making);
    if (const Table* table = slot.load(std::memory_order_relaxed)) return table;
    const std::size_t count = maze.tileOf.size();
    const std::size_t bytes = count * sizeof(std::uint16_t) + maze.words * sizeof(std::uint64_t);
    if (!maze.useTables || maze.bytes + bytes > maze.tableBytes) {
        slot.store(noRoom(), std::memory_order_release);
        return noRoom();
    }
    auto table = std::make_unique<Table>();
    table->steps.assign(count, 0xffff);
    std::uint16_t* steps = table->steps.data();
    int most = 0;
    breadthFirst(state >> 2, state & 3, [&](std::int32_t c, std::int32_t s) {
        steps[at(c)] = static_cast<std::uint16_t>(s);
        most = std::max(most, s);
    });
    for (std::uint16_t& s : table->steps) {
        if (s == 0xffff) s = static_cast<std::uint16_t>(most + 1);
    }
    table->most = most;
    table->states = static_cast<std::int64_t>(m_queue.size());
    table->reached.assign(maze.words, 0);
    for (std::int32_t s : m_queue) table->reached[at(s >> 6)] |= std::uint64_t { 1 } << (s & 63);
    const Table* made = table.get();
    maze.made.push_back(std::move(table));
    maze.bytes += bytes;
    slot.store(made, std::memory_order_release);
    return made;
}

const GhostReach::Table* GhostReach::walk(std::int32_t state, std::int32_t steps, Answer& out)
{
    // Its own stamp: the walk stops where it comes round to a state it passed.
    const std::uint32_t stamp = nextStamp();
    const std::uint8_t* choices = m_maze->choices.data();
    m_walk.clear();
    for (;;) {
        if (choices[at(state)] >= 2) {
            const Table* table = tableAt(state);
            if (table != noRoom()) out.parts.push_back({ table, steps });
            return table;
        }
        m_stateStamp[at(state)] = stamp;
        m_walk.push_back(state);
        out.tiles.push_back({ state >> 2, steps });
        if (choices[at(state)] == 0) return nullptr; // a dead end: it stands there
        state = m_maze->onward[3 * at(state)];
        ++steps;
        if (m_stateStamp[at(state)] == stamp) return nullptr; // round a loop without a junction
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
    if (!m_maze->useTables) return search(tile, heading, out);
    const auto has = [](const Table* table, std::int32_t s) { return (table->reached[at(s >> 6)] >> (s & 63)) & 1; };
    if (heading >= 0) {
        const Table* table = walk(corridor * 4 + heading, 0, out);
        if (table == noRoom()) return search(tile, heading, out);
        if (!table) {
            out.visited = static_cast<std::int64_t>(m_walk.size());
            return;
        }
        // The states of the walk, and those of the junction's search.
        out.visited = table->states;
        for (std::int32_t s : m_walk) out.visited += has(table, s) ? 0 : 1;
        return;
    }
    // Standing: one walk each way, one step away. Ghosts stand on the doorstep, plan after
    // plan: its answer is made one table, once.
    const Table*& made = m_standing[at(corridor)];
    if (made && made != noRoom()) {
        out.parts.push_back({ made, 0 });
        out.visited = made->states;
        return;
    }
    out.tiles.push_back({ corridor, 0 });
    std::fill(m_union.begin(), m_union.end(), 0);
    for (int d = 0; d < 4; ++d) {
        const std::int32_t n = m_maze->next[at(corridor * 4 + d)];
        if (n < 0) continue;
        const Table* table = walk(n * 4 + d, 1, out);
        if (table == noRoom()) return search(tile, heading, out);
        if (table) {
            for (std::size_t w = 0; w < m_union.size(); ++w) m_union[w] |= table->reached[w];
        }
        for (std::int32_t s : m_walk) m_union[at(s >> 6)] |= std::uint64_t { 1 } << (s & 63);
    }
    for (std::uint64_t w : m_union) out.visited += std::popcount(w);
    if (!made) made = combine(out);
}

// The answer as one table of its own, or noRoom().
const GhostReach::Table* GhostReach::combine(Answer& answer)
{
    const std::size_t count = m_maze->tileOf.size();
    const std::size_t bytes = count * sizeof(std::uint16_t);
    if (m_standingBytes + bytes > m_tableBytes) return noRoom();
    auto table = std::make_unique<Table>();
    table->steps.assign(count, 0xffff);
    std::uint16_t* steps = table->steps.data();
    const auto offer = [steps](std::int32_t c, std::int32_t s) {
        steps[at(c)] = std::min(steps[at(c)], static_cast<std::uint16_t>(s));
    };
    for (const Part& part : answer.parts) {
        const std::uint16_t* from = part.table->steps.data();
        for (std::size_t c = 0; c < count; ++c) {
            if (from[c] <= part.table->most) offer(static_cast<std::int32_t>(c), from[c] + part.offset);
        }
    }
    for (const Reached& r : answer.tiles) offer(r.corridor, r.steps);
    int most = 0;
    for (std::uint16_t s : table->steps) {
        if (s != 0xffff) most = std::max(most, static_cast<int>(s));
    }
    for (std::uint16_t& s : table->steps) {
        if (s == 0xffff) s = static_cast<std::uint16_t>(most + 1);
    }
    table->most = most;
    table->states = answer.visited;
    const Table* made = table.get();
    m_standingTables.push_back(std::move(table));
    m_standingBytes += bytes;
    answer.parts = { Part { made, 0 } };
    answer.tiles.clear();
    return made;
}

} // namespace mazeworks

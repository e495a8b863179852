#include "path/subgoalgraph.h"

#include "path/inlining.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>
#include <type_traits>

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
// A clearance kept along a diagonal: the run in the low bits (kRunBits: too long to keep there),
// and whether the cell after it is a subgoal.
constexpr int kRunBits = 0x7fff;
constexpr int kEndsAtSubgoal = 0x8000;
// An edge of the graph, not a shortcut: its diagonal (with 4 directions, vertical) steps first
// from the end whose list holds it are open, or else its straight (across) ones first. Kept
// with the edge, a query's walk into tiles needs no look at the map.
constexpr std::int32_t kDiagonalFirst = -1;
constexpr std::int32_t kStraightFirst = -2;
// A crossing: one step over the edge of a map that wraps round.
constexpr std::int32_t kCrossing = -3;

} // namespace

SubgoalGraph::SubgoalGraph(int width, int height, const std::uint8_t* open, Movement movement, bool wrap)
    : m_width(width)
    , m_height(height)
    , m_stride(width + 2)
    , m_movement(movement)
    , m_wrap(wrap)
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
    // On a map that wraps round, the steps over its edges: each joins two cells of its rim,
    // which are subgoals, by an edge of its own (a crossing) of the step's cost. A shortest way
    // is then ways within the map between crossings, which the rest of the graph keeps.
    std::vector<std::uint8_t> crossingEnd(cells, 0);
    std::vector<std::pair<int, int>> crossings;
    if (wrap) {
        auto wrapped = [](int v, int size) { return ((v % size) + size) % size; };
        auto openAt = [&](int col, int row) {
            return open[static_cast<std::size_t>(wrapped(row, height)) * static_cast<std::size_t>(width)
                       + static_cast<std::size_t>(wrapped(col, width))]
                != 0;
        };
        const int ways = movement == Movement::Eight ? 8 : 4;
        for (int row = 0; row < height; ++row) {
            for (int col = 0; col < width; ++col) {
                const bool rim = row == 0 || col == 0 || row == height - 1 || col == width - 1;
                if (!rim || !openAt(col, row)) continue;
                for (int way = 0; way < ways; ++way) {
                    const int c = col + kDx[way];
                    const int r = row + kDy[way];
                    if (c >= 0 && r >= 0 && c < width && r < height) continue; // not over an edge
                    const Cell to { wrapped(c, width), wrapped(r, height) };
                    if ((to.col == col && to.row == row) || !openAt(c, r)) continue;
                    if (way >= 4 && (!openAt(c, row) || !openAt(col, r))) continue; // no corner cut
                    crossings.push_back({ at({ col, row }), at(to) });
                    crossingEnd[static_cast<std::size_t>(at({ col, row }))] = 1;
                    crossingEnd[static_cast<std::size_t>(at(to))] = 1;
                }
            }
        }
    }
    // The subgoals: open cells with a wall diagonally beside them and open cells between, and
    // the ends of the crossings.
    m_subgoal.assign(cells, -1);
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const int p = at({ col, row });
            if (!m_open[static_cast<std::size_t>(p)]) continue;
            if (crossingEnd[static_cast<std::size_t>(p)]) {
                m_subgoal[static_cast<std::size_t>(p)] = static_cast<std::int32_t>(m_position.size());
                m_position.push_back(p);
                m_col.push_back(col);
                m_row.push_back(row);
                continue;
            }
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
        explore(m_position[static_cast<std::size_t>(u)], [&](std::int32_t v, Cell) {
            if (v == u) return;
            pairs.push_back(static_cast<std::uint64_t>(u) << 32 | static_cast<std::uint32_t>(v));
            pairs.push_back(static_cast<std::uint64_t>(v) << 32 | static_cast<std::uint32_t>(u));
        });
    }
    for (const auto& [p, q] : crossings) {
        const std::uint64_t u = static_cast<std::uint32_t>(m_subgoal[static_cast<std::size_t>(p)]);
        const std::uint64_t v = static_cast<std::uint32_t>(m_subgoal[static_cast<std::size_t>(q)]);
        pairs.push_back(u << 32 | v);
        pairs.push_back(v << 32 | u);
        m_crossings.push_back(u << 32 | v);
        m_crossings.push_back(v << 32 | u);
    }
    std::sort(m_crossings.begin(), m_crossings.end());
    m_crossings.erase(std::unique(m_crossings.begin(), m_crossings.end()), m_crossings.end());
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
    m_visits.assign(static_cast<std::size_t>(count) + 2, Visit { { 0.0, 0, -1 }, { 0.0, 0, -1 } });
    // Where walls are strewn everywhere (a subgoal for fewer than ten open cells) the core is
    // large and a query's open list long: in 8 directions it sorts its entries into slices of f
    // and keeps only the first slice in order (a query on random512-10-0 about 7% faster). In
    // rooms and corridors, and with 4 directions (a core half as large), the plain heap is
    // faster.
    std::size_t openCells = 0;
    for (const std::uint8_t cell : m_open) openCells += cell;
    const bool strewn = 10 * static_cast<std::size_t>(count) >= openCells;
    // Where few walls stand in open ground (a subgoal joined to twelve others or more on
    // average, as in a city) every subgoal may go into the hierarchy: see contract().
    const bool openGround = !strewn && m_targets.size() >= 12 * static_cast<std::size_t>(count);
    contract(strewn, openGround);
    if (strewn && movement == Movement::Eight) {
        m_openList.useBuckets(64.0, 256);
        m_backList.useBuckets(64.0, 256);
    }
}

void SubgoalGraph::contract(bool strewn, bool openGround)
{
    struct Arc {
        std::int32_t to;
        double cost;
        // The subgoal a shortcut passes; for an edge of the graph, which of its two ways from
        // this end is open (kDiagonalFirst or kStraightFirst).
        std::int32_t middle;
    };
    const std::int32_t count = static_cast<std::int32_t>(m_first.size()) - 1;
    const std::size_t n = static_cast<std::size_t>(count);
    constexpr std::int32_t kCore = std::numeric_limits<std::int32_t>::max();
    std::vector<std::vector<Arc>> arcs(n);
    for (std::int32_t u = 0; u < count; ++u) {
        for (std::uint32_t e = m_first[static_cast<std::size_t>(u)]; e < m_first[static_cast<std::size_t>(u) + 1];
             ++e) {
            const std::int32_t v = m_targets[e];
            const std::size_t a = static_cast<std::size_t>(u);
            const std::size_t b = static_cast<std::size_t>(v);
            if (crosses(u, v)) {
                arcs[a].push_back({ v, crossingCost(u, v), kCrossing });
                continue;
            }
            const bool diagonalFirst = walk(m_position[a], m_position[b], true);
            arcs[a].push_back({ v, guess(m_col[b] - m_col[a], m_row[b] - m_row[a]),
                diagonalFirst ? kDiagonalFirst : kStraightFirst });
        }
    }
    m_rank.assign(n, kCore);
    std::vector<std::int32_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<std::int32_t>(i);
    std::stable_sort(order.begin(), order.end(), [&](std::int32_t a, std::int32_t b) {
        return arcs[static_cast<std::size_t>(a)].size() < arcs[static_cast<std::size_t>(b)].size();
    });
    // Where corners are everywhere (single walls strewn over open ground) the witness searches of well-connected
    // subgoals cost more than the hierarchy saves: there only those of seven edges or fewer go, in one pass, each
    // search settling eight subgoals at most (on random512-10-0, four in ten of the subgoals, and a query settles 2,100
    // instead of 3,200, for a hierarchy twice as long to work out). Elsewhere those of 32, in three passes: on
    // AcrosstheCape the core shrinks from 4,000 subgoals to 600, a query settles 300 instead of 700, for a hierarchy
    // three times as long.
    // In open ground (a city, a cape) the core's subgoals see dozens of others each, and a
    // query through the core scans them all: there every subgoal may go (up to 128 edges, twelve
    // passes), and a query searches upwards only. On Berlin_0_512 a query settles 120 subgoals
    // instead of 310 and scans half the edges; on AcrosstheCape 150 instead of 260. There a
    // subgoal goes only where it adds at most half as many shortcuts as the edges it takes away,
    // and the witness searches run until they find their targets (2,000 subgoals settled at
    // most): a shortcut a search cut short fails to rule out stays in the graph, and the
    // shortcuts it passes too. Against a third more shortcuts than edges and 128 settled, a
    // Berlin_0_512 query scans 28% fewer edges (an AcrosstheCape one 26% fewer), and the
    // hierarchy takes half the time to work out (1.5 s instead of 2.9; 0.5 instead of 0.9).
    // In the first four passes only those adding at most a quarter as many go, so that the
    // subgoals that cost least go first all over the map: 5% fewer edges again (8% on
    // AcrosstheCape).
    const std::size_t mostNeighbours = strewn ? 7 : openGround ? 128 : 32;
    const int passes = strewn ? 1 : openGround ? 12 : 3;
    const int mostSettled = strewn ? 8 : openGround ? 2000 : 24;
    // Shortcuts a subgoal may add for every four edges it takes away, in a pass.
    auto shortcutsPerFour = [&](int pass) -> std::size_t { return openGround ? (pass < 4 ? 1 : 2) : 4; };
    // The witness search: is there a way between two neighbours of x, not through x, as short
    // as the one through it? A Dijkstra over the subgoals still in, cut short after a few.
    std::vector<double> dist(n, 0.0);
    std::vector<std::uint32_t> seen(n, 0);
    std::uint32_t round = 0;
    std::vector<std::pair<double, std::int32_t>> heap;
    // It stops once the `targets` it must find are settled. The lists hold only the subgoals
    // still in (each taken out is struck from its neighbours' lists).
    std::vector<std::uint32_t> target(n, 0);
    auto witness = [&](std::int32_t from, std::int32_t x, double limit, int targets) {
        ++round;
        heap.clear();
        dist[static_cast<std::size_t>(from)] = 0;
        seen[static_cast<std::size_t>(from)] = round;
        heap.push_back({ 0.0, from });
        int settled = 0;
        while (!heap.empty() && settled < mostSettled && targets > 0) {
            std::pop_heap(heap.begin(), heap.end(), std::greater<>());
            const auto [d, u] = heap.back();
            heap.pop_back();
            if (d > dist[static_cast<std::size_t>(u)] || d > limit) continue;
            ++settled;
            if (target[static_cast<std::size_t>(u)] == round) --targets;
            for (const Arc& arc : arcs[static_cast<std::size_t>(u)]) {
                const std::size_t v = static_cast<std::size_t>(arc.to);
                if (arc.to == x) continue;
                const double next = d + arc.cost;
                if (next > limit || (seen[v] == round && next >= dist[v])) continue;
                seen[v] = round;
                dist[v] = next;
                heap.push_back({ next, arc.to });
                std::push_heap(heap.begin(), heap.end(), std::greater<>());
            }
        }
    };
    struct Shortcut {
        std::int32_t a;
        std::int32_t b;
        double cost;
    };
    // Whether an arc from x is as long as the guess, and whether a and b are joined by a way as
    // long as the guess, shorter than `through`.
    auto taut = [&](std::int32_t x, const Arc& arc) {
        const std::size_t a = static_cast<std::size_t>(x);
        const std::size_t b = static_cast<std::size_t>(arc.to);
        // (An arc over the edge of a map that wraps may be cheaper than the guess within it:
        // not taut.)
        return std::abs(arc.cost - guess(m_col[b] - m_col[a], m_row[b] - m_row[a])) <= 1e-9;
    };
    auto straightBetween = [&](std::int32_t a, std::int32_t b, double through) {
        const std::size_t i = static_cast<std::size_t>(a);
        const std::size_t j = static_cast<std::size_t>(b);
        if (guess(m_col[j] - m_col[i], m_row[j] - m_row[i]) >= through - 1e-9) return false;
        return walk(m_position[i], m_position[j], true) || walk(m_position[i], m_position[j], false);
    };
    std::vector<Arc> around;
    std::vector<char> witnessed;
    std::vector<Shortcut> shortcuts;
    std::int32_t next = 0;
    for (int pass = 0; pass < passes; ++pass) {
        for (const std::int32_t x : order) {
            if (m_rank[static_cast<std::size_t>(x)] != kCore) continue;
            around.clear();
            for (const Arc& arc : arcs[static_cast<std::size_t>(x)]) {
                if (m_rank[static_cast<std::size_t>(arc.to)] == kCore) around.push_back(arc);
            }
            if (around.size() > mostNeighbours) continue;
            witnessed.assign(around.size(), 0);
            shortcuts.clear();
            bool worth = true;
            for (std::size_t i = 0; i + 1 < around.size() && worth; ++i) {
                // First the witnesses that need no search: two neighbours joined by a way as
                // short as the guess, which is shorter than the way through x, are joined
                // as cheaply without x (the graph keeps the shortest ways between the subgoals
                // still in, and one through x would be dearer).
                double farthest = 0;
                bool searched = false;
                for (std::size_t j = i + 1; j < around.size(); ++j) {
                    const bool straight = taut(x, around[i]) && taut(x, around[j])
                        && straightBetween(around[i].to, around[j].to, around[i].cost + around[j].cost);
                    witnessed[j] = straight;
                    if (!straight) farthest = std::max(farthest, around[j].cost);
                }
                int targets = 0;
                for (std::size_t j = i + 1; j < around.size(); ++j) {
                    if (witnessed[j]) continue;
                    // Marked for the search about to start (its round is the next).
                    target[static_cast<std::size_t>(around[j].to)] = round + 1;
                    ++targets;
                }
                for (std::size_t j = i + 1; j < around.size(); ++j) {
                    if (witnessed[j]) continue;
                    if (!searched) {
                        witness(around[i].to, x, around[i].cost + farthest + 1e-9, targets);
                        searched = true;
                    }
                    const double through = around[i].cost + around[j].cost;
                    const std::size_t q = static_cast<std::size_t>(around[j].to);
                    if (seen[q] == round && dist[q] <= through + 1e-9) continue;
                    shortcuts.push_back({ around[i].to, around[j].to, through });
                }
                // Only where the shortcuts are not many more than the edges taken out.
                if (4 * shortcuts.size() > shortcutsPerFour(pass) * around.size()) worth = false;
            }
            if (!worth) continue;
            m_rank[static_cast<std::size_t>(x)] = next++;
            // Its neighbours forget it, so that the witness searches after it read only the
            // subgoals still in; its own list keeps the edges upwards.
            for (const Arc& arc : around) {
                std::vector<Arc>& list = arcs[static_cast<std::size_t>(arc.to)];
                const auto back
                    = std::find_if(list.begin(), list.end(), [&](const Arc& other) { return other.to == x; });
                if (back == list.end()) continue;
                *back = list.back();
                list.pop_back();
            }
            for (const Shortcut& cut : shortcuts) {
                // An edge between the two already is dearer (a witness would have found it
                // otherwise): the shortcut takes its place.
                for (const auto& ends : { std::pair { cut.a, cut.b }, std::pair { cut.b, cut.a } }) {
                    // (Not a structured binding: Clang 14 cannot capture one in the lambda below.)
                    const auto from = ends.first;
                    const auto to = ends.second;
                    std::vector<Arc>& list = arcs[static_cast<std::size_t>(from)];
                    const auto old
                        = std::find_if(list.begin(), list.end(), [&](const Arc& arc) { return arc.to == to; });
                    if (old == list.end()) {
                        list.push_back({ to, cut.cost, x });
                    } else if (cut.cost < old->cost) {
                        old->cost = cut.cost;
                        old->middle = x;
                    }
                }
            }
        }
    }
    // A query follows the edges upwards: to subgoals taken out later, or from the core into it.
    m_upFirst.assign(n + 1, 0);
    for (std::size_t u = 0; u < n; ++u) {
        for (const Arc& arc : arcs[u]) {
            const std::int32_t r = m_rank[static_cast<std::size_t>(arc.to)];
            if (m_rank[u] == kCore ? r != kCore : r <= m_rank[u]) continue;
            const std::size_t v = static_cast<std::size_t>(arc.to);
            m_up.push_back(
                { arc.to, static_cast<std::uint16_t>(m_col[v]), static_cast<std::uint16_t>(m_row[v]), arc.cost });
            Unpacking unpacking { arc.middle, -1, -1, 0, 0 };
            if (arc.middle >= 0) {
                const std::size_t x = static_cast<std::size_t>(arc.middle);
                unpacking.col = static_cast<std::uint16_t>(m_col[x]);
                unpacking.row = static_cast<std::uint16_t>(m_row[x]);
            }
            m_unpack.push_back(unpacking);
            m_upOwner.push_back(static_cast<std::int32_t>(u));
        }
        m_upFirst[u + 1] = static_cast<std::uint32_t>(m_up.size());
    }
    m_coreSize = static_cast<int>(std::count(m_rank.begin(), m_rank.end(), kCore));
    // A shortcut's two halves: the edges upwards from the subgoal it passes to its two ends.
    for (std::size_t u = 0; u < n; ++u) {
        for (std::uint32_t e = m_upFirst[u]; e < m_upFirst[u + 1]; ++e) {
            Unpacking& unpacking = m_unpack[e];
            if (unpacking.middle < 0) continue;
            const std::size_t x = static_cast<std::size_t>(unpacking.middle);
            for (std::uint32_t f = m_upFirst[x]; f < m_upFirst[x + 1]; ++f) {
                if (m_up[f].target == static_cast<std::int32_t>(u)) unpacking.toOwner = static_cast<std::int32_t>(f);
                if (m_up[f].target == m_up[e].target) unpacking.toOther = static_cast<std::int32_t>(f);
            }
        }
    }
}

template <bool waypoints> void SubgoalGraph::refine(std::int32_t a, std::int32_t b, std::vector<Cell>& cells) const
{
    // The edge between them is upwards from the one taken out first (between two of the core,
    // from either); a query's end joins a subgoal with no shortcut.
    const std::int32_t count = static_cast<std::int32_t>(m_upFirst.size()) - 1;
    if (a < count && b < count) {
        const bool aFirst = m_rank[static_cast<std::size_t>(a)] < m_rank[static_cast<std::size_t>(b)];
        const std::size_t low = static_cast<std::size_t>(aFirst ? a : b);
        const std::int32_t high = aFirst ? b : a;
        for (std::uint32_t e = m_upFirst[low]; e < m_upFirst[low + 1]; ++e) {
            if (m_up[e].target != high) continue;
            const Cell lowCell { m_col[low], m_row[low] };
            unpack<waypoints>(e, static_cast<std::int32_t>(low), lowCell, aFirst, cells);
            return;
        }
    }
    const int p = m_position[static_cast<std::size_t>(a)];
    const int q = m_position[static_cast<std::size_t>(b)];
    for (const bool diagonalFirst : { true, false }) {
        if (!walk(p, q, diagonalFirst)) continue;
        appendWay<waypoints>(cellAt(p), cellAt(q), diagonalFirst, cells);
        return;
    }
}

template <bool waypoints>
void SubgoalGraph::unpack(
    std::uint32_t e, std::int32_t owner, Cell ownerCell, bool fromOwner, std::vector<Cell>& cells) const
{
    // All it needs is in the edge and its record: a shortcut's way in a few cache lines.
    const UpEdge& edge = m_up[e];
    const Unpacking& unpacking = m_unpack[e];
    const std::int32_t middle = unpacking.middle;
    if (middle >= 0 && unpacking.toOwner >= 0 && unpacking.toOther >= 0) {
        // Both halves belong to the subgoal passed, taken out before either end.
        const Cell middleCell { unpacking.col, unpacking.row };
        const auto toOwner = static_cast<std::uint32_t>(unpacking.toOwner);
        const auto toOther = static_cast<std::uint32_t>(unpacking.toOther);
        if (fromOwner) {
            unpack<waypoints>(toOwner, middle, middleCell, false, cells);
            unpack<waypoints>(toOther, middle, middleCell, true, cells);
        } else {
            unpack<waypoints>(toOther, middle, middleCell, false, cells);
            unpack<waypoints>(toOwner, middle, middleCell, true, cells);
        }
        return;
    }
    const Cell otherCell { edge.col, edge.row };
    const Cell from = fromOwner ? ownerCell : otherCell;
    const Cell to = fromOwner ? otherCell : ownerCell;
    if (middle == kCrossing) {
        cells.push_back(to);
    } else if (middle < 0) {
        // An edge of the graph: the way known open, read backwards from the far end.
        appendWay<waypoints>(from, to, (middle == kDiagonalFirst) == fromOwner, cells);
    } else {
        const std::int32_t a = fromOwner ? owner : edge.target;
        const std::int32_t b = fromOwner ? edge.target : owner;
        refine<waypoints>(a, middle, cells);
        refine<waypoints>(middle, b, cells);
    }
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
    m_clearance.assign(m_open.size(), {});
    for (int way = 0; way < ways; ++way) {
        const int step = m_step[way];
        // Each cell after the one it runs to.
        for (int r = 0; r < m_height; ++r) {
            const int row = kDy[way] > 0 ? m_height - 1 - r : r;
            for (int c = 0; c < m_width; ++c) {
                const int col = kDx[way] > 0 ? m_width - 1 - c : c;
                const int p = at({ col, row });
                const std::size_t next = static_cast<std::size_t>(p + step);
                if (legal(p, way) && m_subgoal[next] < 0) {
                    const std::uint16_t further = m_clearance[next][static_cast<std::size_t>(way)];
                    m_clearance[static_cast<std::size_t>(p)][static_cast<std::size_t>(way)]
                        = further == kLongest ? kLongest : static_cast<std::uint16_t>(further + 1);
                }
            }
        }
    }
    if (m_movement != Movement::Eight) return;
    const int rows = m_height + 2;
    for (int family = 0; family < 2; ++family) {
        // Diagonal d holds the rows from `first` to `last`, its cells in columns 0 to m_stride - 1.
        std::vector<std::ptrdiff_t>& base = m_diagonalBase[family];
        base.assign(static_cast<std::size_t>(m_stride + rows - 1), 0);
        std::ptrdiff_t start = 0;
        for (int d = 0; d < m_stride + rows - 1; ++d) {
            const int shift = d - rows + 1; // family 0: column = row + shift; family 1: column = d - row
            const int first = family == 0 ? std::max(0, -shift) : std::max(0, d - m_stride + 1);
            const int last = family == 0 ? std::min(rows - 1, m_stride - 1 - shift) : std::min(rows - 1, d);
            base[static_cast<std::size_t>(d)] = start - first;
            start += last - first + 1;
        }
        std::vector<std::array<std::uint16_t, 4>>& diagonal = m_diagonal[family];
        diagonal.assign(static_cast<std::size_t>(start), {});
        for (int row = 0; row < rows; ++row) {
            for (int col = 0; col < m_stride; ++col) {
                const int p = row * m_stride + col;
                std::array<std::uint16_t, 4>& kept = diagonal[diagonalAt(family, col, row)];
                for (std::size_t way = 0; way < 4; ++way) {
                    const int run = m_clearance[static_cast<std::size_t>(p)][way];
                    if (run >= kRunBits) {
                        kept[way] = kRunBits;
                        continue;
                    }
                    const std::size_t end = static_cast<std::size_t>(p + (run + 1) * m_step[way]);
                    const bool subgoal = end < m_subgoal.size() && m_subgoal[end] >= 0;
                    kept[way] = static_cast<std::uint16_t>(run | (subgoal ? kEndsAtSubgoal : 0));
                }
            }
        }
    }
}

std::size_t SubgoalGraph::diagonalAt(int family, int col, int row) const
{
    const int rows = m_height + 2;
    const int diagonal = family == 0 ? col - row + rows - 1 : col + row;
    return static_cast<std::size_t>(m_diagonalBase[family][static_cast<std::size_t>(diagonal)] + row);
}

template <class Found> void SubgoalGraph::explore(int p, Found&& found) const
{
    auto clearance = [&](int way, int q) {
        return static_cast<int>(m_clearance[static_cast<std::size_t>(q)][static_cast<std::size_t>(way)]);
    };
    // The subgoal at q, if there is one, with its cell.
    auto look = [&](int q) {
        if (const std::int32_t s = m_subgoal[static_cast<std::size_t>(q)]; s >= 0) found(s, cellAt(q));
    };
    for (int way = 0; way < 4; ++way) look(p + (clearance(way, p) + 1) * m_step[way]);
    // The padded grid's column and row of p.
    const int col = p % m_stride;
    const int row = p / m_stride;
    if (m_movement == Movement::Eight) {
        for (int way = 4; way < 8; ++way) {
            const int run = clearance(way, p);
            const int end = p + run * m_step[way];
            if (legal(end, way)) look(end + m_step[way]);
            // Along the diagonal its cells' clearances lie side by side (see m_diagonal), each
            // marked where its run ends at a subgoal, so that a run that ends at a wall needs no
            // look at the map.
            const int family = kDx[way] == kDy[way] ? 0 : 1;
            const std::array<std::uint16_t, 4>* diagonal = m_diagonal[family].data() + diagonalAt(family, col, row);
            const std::ptrdiff_t next = kDy[way];
            for (const int side : { acrossOf(way), alongOf(way) }) {
                // No straight run from a cell of the diagonal goes further than the one before:
                // beyond that, the subgoal that stopped the one before is on as short a way.
                int limit = clearance(side, p);
                int b = p;
                const std::array<std::uint16_t, 4>* d = diagonal;
                for (int i = 1; i <= run && limit > 0; ++i) {
                    b += m_step[way];
                    d += next;
                    const int kept = (*d)[static_cast<std::size_t>(side)];
                    const int j = kept & kRunBits;
                    if (j == kRunBits) {
                        // A run too long to keep there (a map over 32,766 tiles wide or tall).
                        const int k = clearance(side, b);
                        if (k < limit) {
                            look(b + (k + 1) * m_step[side]);
                            limit = k;
                        }
                    } else if (j < limit) {
                        if (kept & kEndsAtSubgoal) {
                            const int steps = j + 1;
                            found(m_subgoal[static_cast<std::size_t>(b + steps * m_step[side])],
                                Cell { col + i * kDx[way] + steps * kDx[side] - 1,
                                    row + i * kDy[way] + steps * kDy[side] - 1 });
                        }
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
                    look(b + (j + 1) * m_step[across]);
                    limit = j;
                }
            }
        }
    }
}

// (Both inline: a query asks them for every edge it reads, and kept apart they cost it an eighth
// of its instructions on AcrosstheCape.)
MAZEWORKS_INLINE double SubgoalGraph::estimate(int dx, int dy) const
{
    if (m_wrap) {
        dx = std::min(std::abs(dx), m_width - std::abs(dx));
        dy = std::min(std::abs(dy), m_height - std::abs(dy));
    }
    return guess(dx, dy);
}

bool SubgoalGraph::crosses(int a, int b) const
{
    const std::uint64_t key
        = static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32 | static_cast<std::uint32_t>(b);
    return std::binary_search(m_crossings.begin(), m_crossings.end(), key);
}

double SubgoalGraph::crossingCost(int a, int b) const
{
    const std::size_t i = static_cast<std::size_t>(a);
    const std::size_t j = static_cast<std::size_t>(b);
    return m_col[i] != m_col[j] && m_row[i] != m_row[j] ? kSqrt2 : 1.0;
}

double SubgoalGraph::edgeCost(int a, int b) const
{
    if (crosses(a, b)) return crossingCost(a, b);
    const std::size_t i = static_cast<std::size_t>(a);
    const std::size_t j = static_cast<std::size_t>(b);
    return guess(m_col[j] - m_col[i], m_row[j] - m_row[i]);
}

MAZEWORKS_INLINE double SubgoalGraph::guess(int dx, int dy) const
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    if (m_movement == Movement::Four) return dx + dy;
    const int lo = std::min(dx, dy);
    const int hi = std::max(dx, dy);
    return (hi - lo) + kSqrt2 * lo;
}

SubgoalGraph::Legs SubgoalGraph::legs(Cell from, Cell to, bool diagonalFirst) const
{
    const int dx = to.col - from.col;
    const int dy = to.row - from.row;
    const int sx = (dx > 0) - (dx < 0);
    const int sy = (dy > 0) - (dy < 0);
    if (m_movement == Movement::Eight) {
        const int diagonals = std::min(std::abs(dx), std::abs(dy));
        const int straights = std::max(std::abs(dx), std::abs(dy)) - diagonals;
        const int diagonal = diagonals > 0 ? diagonalOf(sx, sy) : 0;
        const int straight = std::abs(dx) > std::abs(dy) ? (sx > 0 ? kRight : kLeft) : (sy > 0 ? kDown : kUp);
        if (diagonalFirst) return { Leg { diagonal, diagonals }, Leg { straight, straights } };
        return { Leg { straight, straights }, Leg { diagonal, diagonals } };
    }
    const int along = sy > 0 ? kDown : kUp;
    const int across = sx > 0 ? kRight : kLeft;
    if (diagonalFirst) return { Leg { along, std::abs(dy) }, Leg { across, std::abs(dx) } };
    return { Leg { across, std::abs(dx) }, Leg { along, std::abs(dy) } };
}

bool SubgoalGraph::walk(int a, int b, bool diagonalFirst) const
{
    const Legs way = legs(cellAt(a), cellAt(b), diagonalFirst);
    // Checked a run at a time: each run's clearance crosses the open cells before a wall or a
    // subgoal at once, and the subgoals in its way one step each.
    int end = a;
    for (const Leg& leg : way) {
        const int step = m_step[leg.way];
        for (int left = leg.steps; left > 0;) {
            const int run = m_clearance[static_cast<std::size_t>(end)][static_cast<std::size_t>(leg.way)];
            if (run >= left) {
                end += left * step;
                break;
            }
            end += run * step;
            left -= run;
            if (!legal(end, leg.way)) return false;
            end += step;
            --left;
        }
    }
    return true;
}

void SubgoalGraph::append(Cell from, const Legs& way, std::vector<Cell>& cells) const
{
    Cell c = from;
    for (const Leg& leg : way) {
        for (int i = 0; i < leg.steps; ++i) {
            c.col += kDx[leg.way];
            c.row += kDy[leg.way];
            cells.push_back(c);
        }
    }
}

template <bool waypoints>
void SubgoalGraph::appendWay(Cell from, Cell to, bool diagonalFirst, std::vector<Cell>& cells) const
{
    if constexpr (!waypoints) {
        append(from, legs(from, to, diagonalFirst), cells);
    } else {
        // Where the first leg ends: after the diagonal steps from `from`, or before those that
        // end at `to` (with 4 directions, after the vertical or the horizontal steps).
        Cell corner;
        if (m_movement == Movement::Eight) {
            const int dx = to.col - from.col;
            const int dy = to.row - from.row;
            const int diagonals = std::min(std::abs(dx), std::abs(dy));
            const int sx = ((dx > 0) - (dx < 0)) * diagonals;
            const int sy = ((dy > 0) - (dy < 0)) * diagonals;
            corner = diagonalFirst ? Cell { from.col + sx, from.row + sy } : Cell { to.col - sx, to.row - sy };
        } else {
            corner = diagonalFirst ? Cell { from.col, to.row } : Cell { to.col, from.row };
        }
        if (corner != from) cells.push_back(corner);
        if (corner != to) cells.push_back(to);
    }
}

Path SubgoalGraph::find(Cell from, Cell to) { return search<false>(from, to); }

Path SubgoalGraph::findWaypoints(Cell from, Cell to)
{
    // A step over the map's edge is no run in a line: there, every tile.
    return m_wrap ? search<false>(from, to) : search<true>(from, to);
}

template <bool waypoints> Path SubgoalGraph::search(Cell from, Cell to)
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
    // A way as long as the guess is a shortest one. Over the edges of a map that wraps round
    // one may be shorter: the search below looks for it, with the straight way to beat.
    double straight = kInfinity;
    bool straightDiagonalFirst = true;
    for (const bool diagonalFirst : { true, false }) {
        if (walk(s, t, diagonalFirst)) {
            straight = guess(to.col - from.col, to.row - from.row);
            straightDiagonalFirst = diagonalFirst;
            break;
        }
    }
    auto takeStraight = [&] {
        // Known open: its cells follow from its legs, with no second look at the map.
        appendWay<waypoints>(from, to, straightDiagonalFirst, path.cells);
        path.cost = straight;
        return path;
    };

    if (straight < kInfinity && (!m_wrap || estimate(to.col - from.col, to.row - from.row) >= straight - 1e-9))
        return takeStraight();

    const std::int32_t count = static_cast<std::int32_t>(m_first.size()) - 1;
    if (m_query >= std::numeric_limits<std::uint32_t>::max() - 4) {
        for (Visit& visit : m_visits) visit.forward.stamp = visit.backward.stamp = 0;
        m_query = 0;
    }
    m_query += 2;
    const std::uint32_t reached = m_query;
    const std::uint32_t settled = m_query + 1;
    const std::int32_t startSubgoal = m_subgoal[static_cast<std::size_t>(s)];
    const std::int32_t goalSubgoal = m_subgoal[static_cast<std::size_t>(t)];
    const std::int32_t startNode = count;
    const std::int32_t goalNode = count + 1;
    m_position[static_cast<std::size_t>(startNode)] = s;
    m_col[static_cast<std::size_t>(startNode)] = from.col;
    m_row[static_cast<std::size_t>(startNode)] = from.row;
    m_position[static_cast<std::size_t>(goalNode)] = t;
    m_col[static_cast<std::size_t>(goalNode)] = to.col;
    m_row[static_cast<std::size_t>(goalNode)] = to.row;

    // Both sides search upwards (and the forward one through the core) as A*, each guided to the
    // other end: the backward side no longer settles every subgoal above the goal, only those
    // that may lie on a way cheaper than the cheapest found so far. An edge is never shorter
    // than the guess between its ends, so each side settles a node at its cost from its end.
    // The cheapest way found so far, through the node both sides reached: a side stops once
    // nothing it holds can lead to a cheaper one.
    double best = straight;
    std::int32_t meeting = -1;
    // A side of the search, as a type: its open list, its end and the end it heads for.
    using Forward = std::true_type;
    using Backward = std::false_type;
    // Among equal f, the node nearer the other end first; the guess's float bits order as it does.
    // (Always inline: called from several places, the compiler would otherwise keep one side's
    // out of line, which costs the backward side a call for every edge it reads.)
    auto offer = [&]<bool forward>(std::bool_constant<forward>, std::int32_t parent, std::int32_t v, double g, int col,
                     int row) MAZEWORKS_LAMBDA_INLINE {
        // A node settled, or reached as cheaply, first: most edges lead to one (on AcrosstheCape
        // a query's instructions a seventh fewer than with the guess first, 10% faster with the
        // two changes below it). One test for both: each side settles a node at its least cost
        // from its end (the guess is consistent), so no later edge reaches a settled node more
        // cheaply, but for the last bits of a sum taken in another order, which the margin
        // covers (without it such nodes are settled again: on random512-10-0 46% more
        // settling). Whether it holds is as good as a coin toss, and as one branch it is
        // mispredicted a fifth less often than as two: counted by callgrind, AcrosstheCape's
        // mispredicted branches 5.34 M -> 4.24 M, random512-10-0's 51.5 M -> 41.8 M.
        Visit& visit = m_visits[static_cast<std::size_t>(v)];
        Side& mine = forward ? visit.forward : visit.backward;
        if ((mine.stamp - reached <= 1u) & (g >= mine.g - 1e-9)) return;
        const double h = forward ? estimate(to.col - col, to.row - row) : estimate(from.col - col, from.row - row);
        if (g + h >= best) return;
        mine = { g, reached, parent };
        const Side& other = forward ? visit.backward : visit.forward;
        if ((other.stamp == reached || other.stamp == settled) && g + other.g < best) {
            best = g + other.g;
            meeting = v;
        }
        (forward ? m_openList : m_backList)
            .push(CompactEntry::make(g + h, std::bit_cast<std::uint32_t>(static_cast<float>(h)), v), g + h);
    };
    auto offerNode = [&](auto side, std::int32_t parent, std::int32_t v, double g) {
        offer(side, parent, v, g, m_col[static_cast<std::size_t>(v)], m_row[static_cast<std::size_t>(v)]);
    };
    // A node's parent is the edge upwards it was reached by, kJoined where its side's end
    // reached it (an end that is no subgoal), or -1 for the end itself.
    constexpr std::int32_t kJoined = -2;
    m_openList.clear();
    m_backList.clear();
    // A query's end that is no subgoal joins those it reaches as the guess says.
    if (startSubgoal >= 0) {
        offerNode(Forward {}, -1, startSubgoal, 0.0);
    } else {
        m_visits[static_cast<std::size_t>(startNode)].forward = { 0.0, settled, -1 };
        explore(s, [&](std::int32_t v, Cell c) {
            offer(Forward {}, kJoined, v, guess(c.col - from.col, c.row - from.row), c.col, c.row);
        });
    }
    if (goalSubgoal >= 0) {
        offerNode(Backward {}, -1, goalSubgoal, 0.0);
    } else {
        m_visits[static_cast<std::size_t>(goalNode)].backward = { 0.0, settled, -1 };
        explore(t, [&](std::int32_t v, Cell c) {
            offer(Backward {}, kJoined, v, guess(to.col - c.col, to.row - c.row), c.col, c.row);
        });
    }
    constexpr std::int32_t kCore = std::numeric_limits<std::int32_t>::max();
    // A node the backward side reached more cheaply down from one above it than upwards is not
    // on a shortest way upwards from the goal: it goes no further (stall on demand, as in
    // contraction hierarchies; its edges upwards are the edges down to it). In rooms the
    // backward side settles a third fewer nodes. The forward side does not stall: counted by
    // callgrind over the queries, the check cost more than the nodes it spared (without it
    // AcrosstheCape 4% fewer instructions and 7% fewer first-level data misses, Berlin_0_512 9%
    // and 9%, random512-10-0 3% and 11%, 8room_000 and maze512-1-0 as few or fewer).
    // Every edge is looked at, without a branch: whether one of them stalls the node is as good
    // as a coin toss, and a branch on it cost a third of a query's mispredictions on AcrosstheCape.
    auto stalled = [&](std::size_t i) {
        const double g = m_visits[i].backward.g - 1e-9;
        bool any = false;
        for (std::uint32_t e = m_upFirst[i]; e < m_upFirst[i + 1]; ++e) {
            const Side& above = m_visits[static_cast<std::size_t>(m_up[e].target)].backward;
            // Reached or settled in this query: its stamp is `reached` or one more.
            any |= (above.stamp - reached <= 1u) & (above.g + m_up[e].cost < g);
        }
        return any;
    };
    // Settles the next node of a side; false once the side has nothing that could lead to a
    // cheaper way than the best.
    auto step = [&]<bool forward>(std::bool_constant<forward> side) {
        OpenList<CompactEntry>& open = forward ? m_openList : m_backList;
        while (!open.empty()) {
            const CompactEntry top = open.pop();
            if (std::bit_cast<double>(top.f & ~(std::uint64_t { 1 } << 63)) >= best) break;
            const std::int32_t u = top.index();
            const std::size_t i = static_cast<std::size_t>(u);
            Side& visit = forward ? m_visits[i].forward : m_visits[i].backward;
            if (visit.stamp == settled) continue;
            visit.stamp = settled;
            ++path.visited;
            // The backward side stops at the core, which the forward side searches.
            if (!forward && (m_rank[i] == kCore || stalled(i))) return true;
            const double g = visit.g;
            for (std::uint32_t e = m_upFirst[i]; e < m_upFirst[i + 1]; ++e) {
                const UpEdge& edge = m_up[e];
                offer(side, static_cast<std::int32_t>(e), edge.target, g + edge.cost, edge.col, edge.row);
            }
            return true;
        }
        open.clear();
        return false;
    };
    // The side whose next node has the smaller f goes next (not each in turn): once that f
    // reaches the best way's cost both sides are done, and neither has settled a node the other
    // could have ruled out first. Counted by callgrind over whole queries: AcrosstheCape 551 M ->
    // 519 M instructions, Berlin_0_512 452 M -> 411 M, 8room_000 501 M -> 443 M, random512-10-0
    // 3,935 M -> 3,579 M (maze512-1-0, every tenth query, 256 M -> 260 M).
    bool forwardOn = true;
    bool backwardOn = true;
    auto smallest = [](OpenList<CompactEntry>& open) {
        return open.empty() ? std::numeric_limits<std::uint64_t>::max() : open.peek().f;
    };
    std::uint64_t forwardTop = smallest(m_openList);
    std::uint64_t backwardTop = smallest(m_backList);
    while (forwardOn && backwardOn) {
        if (forwardTop <= backwardTop) {
            forwardOn = step(Forward {});
            forwardTop = smallest(m_openList);
        } else {
            backwardOn = step(Backward {});
            backwardTop = smallest(m_backList);
        }
    }
    while (forwardOn) forwardOn = step(Forward {});
    while (backwardOn) backwardOn = step(Backward {});
    if (meeting < 0) {
        if (straight < kInfinity) return takeStraight();
        path.cells.clear();
        return path;
    }
    // The edges of the way, from the meeting back to the start, then on to the goal: each the
    // edge a node was reached by, walked down to the node it came from (forwards) or up from the
    // node it leads to (backwards).
    struct Part {
        std::int32_t edge; // kJoined: the way between the node and the end
        std::int32_t node;
        bool forward;
    };
    std::vector<Part> parts;
    auto back = [&](Side Visit::*side, std::int32_t end) {
        const bool forward = side == &Visit::forward;
        for (std::int32_t n = meeting;;) {
            const std::int32_t e = (m_visits[static_cast<std::size_t>(n)].*side).parent;
            if (e == -1) break;
            parts.push_back({ e, n, forward });
            n = e == kJoined ? end : m_upOwner[static_cast<std::size_t>(e)];
        }
    };
    back(&Visit::forward, startNode);
    std::reverse(parts.begin(), parts.end());
    back(&Visit::backward, goalNode);
    // Every step costs 1 or more: room for the whole way at once; a shortcut's waypoints are
    // fewer than its tiles.
    path.cells.reserve(waypoints ? 4 * parts.size() + 2 : static_cast<std::size_t>(best) + 2);
    for (const Part& part : parts) {
        if (part.edge == kJoined) {
            if (part.forward)
                refine<waypoints>(startNode, part.node, path.cells);
            else
                refine<waypoints>(part.node, goalNode, path.cells);
            continue;
        }
        // Forwards from the edge's owner up to the node, backwards from the node down to it.
        const std::uint32_t e = static_cast<std::uint32_t>(part.edge);
        const std::int32_t owner = m_upOwner[e];
        const std::size_t o = static_cast<std::size_t>(owner);
        unpack<waypoints>(e, owner, Cell { m_col[o], m_row[o] }, part.forward, path.cells);
    }
    // The cost from the steps, counted (a sum of the edges' costs would differ from it in the
    // last bits, from one order of adding to another).
    int straightSteps = 0;
    int diagonalSteps = 0;
    for (std::size_t i = 1; i < path.cells.size(); ++i) {
        const int across = std::abs(path.cells[i].col - path.cells[i - 1].col);
        const int along = std::abs(path.cells[i].row - path.cells[i - 1].row);
        if constexpr (waypoints) {
            // A run in a line (no map that wraps round gets here).
            if (across != 0 && along != 0)
                diagonalSteps += across;
            else
                straightSteps += across + along;
        } else {
            // A step, over the map's edge perhaps.
            (across != 0 && along != 0 ? diagonalSteps : straightSteps) += 1;
        }
    }
    path.cost = straightSteps + diagonalSteps * kSqrt2;
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
        + m_first.capacity() * sizeof(std::uint32_t) + m_targets.capacity() * sizeof(std::int32_t)
        + (m_rank.capacity() + m_upOwner.capacity()) * sizeof(std::int32_t) + m_unpack.capacity() * sizeof(Unpacking)
        + m_upFirst.capacity() * sizeof(std::uint32_t) + m_up.capacity() * sizeof(UpEdge)
        + m_visits.capacity() * sizeof(Visit) + m_clearance.capacity() * sizeof(m_clearance[0])
        + (m_diagonal[0].capacity() + m_diagonal[1].capacity()) * sizeof(m_diagonal[0][0])
        + (m_diagonalBase[0].capacity() + m_diagonalBase[1].capacity()) * sizeof(std::ptrdiff_t)
        + m_crossings.capacity() * sizeof(std::uint64_t);
    return total;
}

} // namespace mazeworks

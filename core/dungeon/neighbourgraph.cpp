#include "dungeon/neighbourgraph.h"

#include "dungeon/spatialgrid.h"

#include <algorithm>

namespace mazeworks {

namespace {

// Tiles two spans [a0, a1) and [b0, b1) share.
int overlap(int a0, int a1, int b0, int b1) { return std::min(a1, b1) - std::max(a0, b0); }

} // namespace

bool NeighbourGraph::neighbours(const Rect& a, const Rect& b, int closeEnough, int doorWidth, NeighbourRule rule)
{
    // Side by side: the walls between the floors, then what the floors share along them.
    const bool articles = rule == NeighbourRule::Articles;
    auto close = [&](int gap) { return articles ? gap >= 0 && gap < closeEnough : gap >= 1 && gap <= closeEnough; };
    auto wide = [&](int shared) { return articles ? shared > doorWidth : shared >= doorWidth; };
    const int gx = a.x < b.x ? b.x - a.right() : a.x - b.right();
    if (close(gx) && wide(overlap(a.y, a.bottom(), b.y, b.bottom()))) return true;
    const int gy = a.y < b.y ? b.y - a.bottom() : a.y - b.bottom();
    return close(gy) && wide(overlap(a.x, a.right(), b.x, b.right()));
}

NeighbourGraph::NeighbourGraph(const std::vector<Rect>& rooms, int closeEnough, int doorWidth, NeighbourRule rule)
{
    const int n = static_cast<int>(rooms.size());
    int maxW = 1;
    int maxH = 1;
    int width = 1;
    int height = 1;
    for (const Rect& r : rooms) {
        maxW = std::max(maxW, r.w);
        maxH = std::max(maxH, r.h);
        width = std::max(width, r.right());
        height = std::max(height, r.bottom());
    }
    // Neighbours' centres lie less than a cell apart along each axis.
    SpatialGrid grid;
    grid.reset(width, height, maxW + closeEnough, maxH + closeEnough, n);
    for (int i = 0; i < n; ++i) {
        const Rect& r = rooms[static_cast<std::size_t>(i)];
        grid.insert(i, r.x + 0.5 * r.w, r.y + 0.5 * r.h);
    }
    for (int i = 0; i < n; ++i) {
        const Rect& a = rooms[static_cast<std::size_t>(i)];
        const int col = grid.cellCol(a.x + 0.5 * a.w);
        const int row = grid.cellRow(a.y + 0.5 * a.h);
        grid.forEachIn(col - 1, row - 1, col + 1, row + 1, [&](int j) {
            if (j > i && neighbours(a, rooms[static_cast<std::size_t>(j)], closeEnough, doorWidth, rule)) {
                m_edges.push_back({ i, j });
            }
        });
    }
    std::sort(m_edges.begin(), m_edges.end());

    m_offsets.assign(static_cast<std::size_t>(n) + 1, 0);
    for (const Edge& e : m_edges) {
        ++m_offsets[static_cast<std::size_t>(e.a) + 1];
        ++m_offsets[static_cast<std::size_t>(e.b) + 1];
    }
    for (std::size_t i = 1; i < m_offsets.size(); ++i) m_offsets[i] += m_offsets[i - 1];
    m_adjacent.resize(m_edges.size() * 2);
    std::vector<int> fill(m_offsets.begin(), m_offsets.end() - 1);
    for (const Edge& e : m_edges) {
        m_adjacent[static_cast<std::size_t>(fill[static_cast<std::size_t>(e.a)]++)] = e.b;
        m_adjacent[static_cast<std::size_t>(fill[static_cast<std::size_t>(e.b)]++)] = e.a;
    }
    for (int i = 0; i < n; ++i) {
        std::sort(m_adjacent.begin() + m_offsets[static_cast<std::size_t>(i)],
            m_adjacent.begin() + m_offsets[static_cast<std::size_t>(i) + 1]);
    }
    m_reached.assign(static_cast<std::size_t>(n), 0);
}

void NeighbourGraph::start(int root, Order order)
{
    m_reached.assign(static_cast<std::size_t>(rooms()), 0);
    m_order = order;
    m_queue.clear();
    m_nextOf.clear();
    m_tree.clear();
    m_head = 0;
    m_next = 0;
    if (root < 0 || root >= rooms()) return;
    m_reached[static_cast<std::size_t>(root)] = 1;
    m_queue.push_back(root);
    m_nextOf.push_back(0);
}

std::optional<Edge> NeighbourGraph::step()
{
    if (m_order == Order::DepthFirst) {
        // The articles' recursion: colour a room, then for each neighbour not yet coloured, link
        // it and recurse into it before looking at the next.
        while (!m_queue.empty()) {
            const int room = m_queue.back();
            const int* begin = neighboursBegin(room);
            const auto count = static_cast<std::size_t>(neighboursEnd(room) - begin);
            std::size_t& next = m_nextOf.back();
            while (next < count) {
                const int other = begin[next++];
                if (m_reached[static_cast<std::size_t>(other)]) continue;
                m_reached[static_cast<std::size_t>(other)] = 1;
                m_queue.push_back(other);
                m_nextOf.push_back(0);
                m_tree.push_back({ room, other });
                return m_tree.back();
            }
            m_queue.pop_back();
            m_nextOf.pop_back();
        }
        return std::nullopt;
    }
    while (m_head < m_queue.size()) {
        const int room = m_queue[m_head];
        const int* begin = neighboursBegin(room);
        const auto count = static_cast<std::size_t>(neighboursEnd(room) - begin);
        while (m_next < count) {
            const int other = begin[m_next++];
            if (m_reached[static_cast<std::size_t>(other)]) continue;
            m_reached[static_cast<std::size_t>(other)] = 1;
            m_queue.push_back(other);
            m_tree.push_back({ room, other });
            return m_tree.back();
        }
        ++m_head;
        m_next = 0;
    }
    return std::nullopt;
}

std::vector<Edge> NeighbourGraph::loopCandidates() const
{
    std::vector<Edge> used = m_tree;
    for (Edge& e : used) {
        if (e.a > e.b) std::swap(e.a, e.b);
    }
    std::sort(used.begin(), used.end());
    std::vector<Edge> out;
    for (const Edge& e : m_edges) {
        if (!m_reached[static_cast<std::size_t>(e.a)] || !m_reached[static_cast<std::size_t>(e.b)]) continue;
        if (!std::binary_search(used.begin(), used.end(), e)) out.push_back(e);
    }
    return out;
}

} // namespace mazeworks

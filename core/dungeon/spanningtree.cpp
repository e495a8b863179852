#include "dungeon/spanningtree.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace mazeworks {

SpanningTree::SpanningTree(std::vector<Point> points, int root)
    : m_points(std::move(points))
{
    const std::size_t n = m_points.size();
    m_inTree.assign(n, 0);
    m_best.assign(n, std::numeric_limits<std::int64_t>::max());
    m_via.assign(n, -1);
    m_place.assign(n, -1);
    if (n == 0) return;
    if (root < 0 || static_cast<std::size_t>(root) >= n) root = 0;
    m_inTree[static_cast<std::size_t>(root)] = 1;
    // Every other point starts in the heap at its distance to the root.
    m_heap.reserve(n - 1);
    for (std::size_t p = 0; p < n; ++p) {
        if (static_cast<int>(p) == root) continue;
        m_best[p] = distanceSquared(m_points[p], m_points[static_cast<std::size_t>(root)]);
        m_via[p] = root;
        m_place[p] = static_cast<std::int32_t>(m_heap.size());
        m_heap.push_back(static_cast<std::int32_t>(p));
    }
    for (std::size_t i = m_heap.size() / 2; i-- > 0;) siftDown(i);
}

bool SpanningTree::before(int p, int q) const
{
    const std::int64_t bp = m_best[static_cast<std::size_t>(p)];
    const std::int64_t bq = m_best[static_cast<std::size_t>(q)];
    return bp != bq ? bp < bq : p < q;
}

void SpanningTree::siftUp(std::size_t i)
{
    const std::int32_t p = m_heap[i];
    while (i > 0) {
        const std::size_t parent = (i - 1) / 2;
        if (!before(p, m_heap[parent])) break;
        m_heap[i] = m_heap[parent];
        m_place[static_cast<std::size_t>(m_heap[i])] = static_cast<std::int32_t>(i);
        i = parent;
    }
    m_heap[i] = p;
    m_place[static_cast<std::size_t>(p)] = static_cast<std::int32_t>(i);
}

void SpanningTree::siftDown(std::size_t i)
{
    const std::size_t size = m_heap.size();
    const std::int32_t p = m_heap[i];
    for (;;) {
        std::size_t child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && before(m_heap[child + 1], m_heap[child])) ++child;
        if (!before(m_heap[child], p)) break;
        m_heap[i] = m_heap[child];
        m_place[static_cast<std::size_t>(m_heap[i])] = static_cast<std::int32_t>(i);
        i = child;
    }
    m_heap[i] = p;
    m_place[static_cast<std::size_t>(p)] = static_cast<std::int32_t>(i);
}

void SpanningTree::relaxFrom(int point)
{
    const Point& from = m_points[static_cast<std::size_t>(point)];
    const std::size_t n = m_points.size();
    for (std::size_t q = 0; q < n; ++q) {
        if (m_inTree[q]) continue;
        const std::int64_t d = distanceSquared(from, m_points[q]);
        // On equal distance the smaller tree point wins, whatever the order of arrival.
        if (d < m_best[q] || (d == m_best[q] && point < m_via[q])) {
            const bool nearer = d < m_best[q];
            m_best[q] = d;
            m_via[q] = point;
            if (nearer) siftUp(static_cast<std::size_t>(m_place[q])); // decrease-key
        }
    }
}

std::optional<Edge> SpanningTree::step()
{
    if (m_heap.empty()) return std::nullopt;
    const std::int32_t p = m_heap.front();
    const std::int32_t last = m_heap.back();
    m_heap.pop_back();
    m_place[static_cast<std::size_t>(p)] = -1;
    if (!m_heap.empty()) {
        m_heap.front() = last;
        m_place[static_cast<std::size_t>(last)] = 0;
        siftDown(0);
    }
    const auto up = static_cast<std::size_t>(p);
    m_inTree[up] = 1;
    const Edge e { m_via[up], p };
    m_edges.push_back(e);
    m_length += std::sqrt(static_cast<double>(m_best[up]));
    relaxFrom(p);
    return e;
}

std::vector<Edge> SpanningTree::shortestOutside(
    const std::vector<Point>& points, const std::vector<Edge>& tree, std::size_t count)
{
    if (count == 0 || points.size() < 2) return {};
    std::vector<Edge> inTree;
    inTree.reserve(tree.size());
    for (Edge e : tree) {
        if (e.a > e.b) std::swap(e.a, e.b);
        inTree.push_back(e);
    }
    std::sort(inTree.begin(), inTree.end());
    // A max-heap of the shortest pairs seen: each new pair only has to beat its top.
    using Key = std::tuple<std::int64_t, int, int>;
    std::vector<Key> heap;
    heap.reserve(count + 1);
    const int n = static_cast<int>(points.size());
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            const Key key { distanceSquared(points[static_cast<std::size_t>(i)], points[static_cast<std::size_t>(j)]),
                i, j };
            if (heap.size() == count && !(key < heap.front())) continue;
            if (std::binary_search(inTree.begin(), inTree.end(), Edge { i, j })) continue;
            heap.push_back(key);
            std::push_heap(heap.begin(), heap.end());
            if (heap.size() > count) {
                std::pop_heap(heap.begin(), heap.end());
                heap.pop_back();
            }
        }
    }
    std::sort(heap.begin(), heap.end());
    std::vector<Edge> out;
    out.reserve(heap.size());
    for (const auto& [d, i, j] : heap) out.push_back({ i, j });
    return out;
}

} // namespace mazeworks

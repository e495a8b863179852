#include "dungeon/spanningtree.h"

#include "dungeon/pointgrid.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <tuple>

namespace mazeworks {

namespace {

// Which of eight 45 degree sectors around a point (dx, dy) lies in, counter-clockwise from the
// x axis, each holding its first side and not its last; exact with integers.
int sectorOf(std::int64_t dx, std::int64_t dy)
{
    int quarter = 0;
    std::int64_t u = dx;
    std::int64_t v = dy;
    if (dx > 0 && dy >= 0) {
        quarter = 0;
    } else if (dx <= 0 && dy > 0) {
        quarter = 1, u = dy, v = -dx;
    } else if (dx < 0 && dy <= 0) {
        quarter = 2, u = -dx, v = -dy;
    } else {
        quarter = 3, u = -dy, v = dx;
    }
    return 2 * quarter + (v < u ? 0 : 1);
}

// The sides of the sectors, by their number: sector s lies between ray s and ray s + 1.
constexpr std::int64_t kRay[8][2]
    = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

// For each sector around p, the distance squared to the farthest place of the box [low, high]
// that the sector covers: beyond it the sector holds no point.
std::array<std::int64_t, 8> sectorReach(const Point& p, const Point& low, const Point& high)
{
    std::array<std::int64_t, 9> ray {};
    for (int k = 0; k < 8; ++k) {
        const std::int64_t ux = kRay[k][0];
        const std::int64_t uy = kRay[k][1];
        std::int64_t t = std::numeric_limits<std::int64_t>::max();
        if (ux != 0) t = std::min(t, ux > 0 ? high.x - p.x : p.x - low.x);
        if (uy != 0) t = std::min(t, uy > 0 ? high.y - p.y : p.y - low.y);
        ray[static_cast<std::size_t>(k)] = t * t * (ux * ux + uy * uy);
    }
    ray[8] = ray[0];
    std::array<std::int64_t, 8> reach {};
    for (std::size_t s = 0; s < 8; ++s) reach[s] = std::max(ray[s], ray[s + 1]);
    for (const Point& corner : { low, Point { high.x, low.y }, Point { low.x, high.y }, high }) {
        if (corner == p) continue;
        const auto s = static_cast<std::size_t>(sectorOf(corner.x - p.x, corner.y - p.y));
        reach[s] = std::max(reach[s], distanceSquared(p, corner));
    }
    return reach;
}

} // namespace

SpanningTree::SpanningTree(std::vector<Point> points, int root)
    : m_points(std::move(points))
{
    const std::size_t n = m_points.size();
    m_inTree.assign(n, 0);
    m_best.assign(n, std::numeric_limits<std::int64_t>::max());
    m_via.assign(n, -1);
    m_place.assign(n, -1);
    m_joined.assign(n, -1);
    m_first.assign(n + 1, 0);
    if (n == 0) return;
    if (root < 0 || static_cast<std::size_t>(root) >= n) root = 0;

    // The nearest points of each point in each sector, all of them on a tie, and the points on
    // the same place: the only edges Prim's step can take.
    const PointGrid grid(m_points);
    const std::int64_t side = grid.cellSide();
    std::vector<std::pair<std::int32_t, std::int32_t>> pairs;
    pairs.reserve(16 * n);
    std::array<std::int64_t, 8> best {};
    std::array<std::vector<std::int32_t>, 8> nearest;
    for (std::size_t p = 0; p < n; ++p) {
        const Point& at = m_points[p];
        const std::array<std::int64_t, 8> reach = sectorReach(at, grid.low(), grid.high());
        best.fill(std::numeric_limits<std::int64_t>::max());
        for (auto& list : nearest) list.clear();
        const int col = grid.colOf(at.x);
        const int row = grid.rowOf(at.y);
        const int last = grid.lastRing(col, row);
        for (int ring = 0; ring <= last; ++ring) {
            grid.forEachInRing(col, row, ring, [&](int q) {
                if (static_cast<std::size_t>(q) == p) return;
                const Point& other = m_points[static_cast<std::size_t>(q)];
                if (other == at) {
                    pairs.push_back({ static_cast<std::int32_t>(p), q });
                    return;
                }
                const auto s = static_cast<std::size_t>(sectorOf(other.x - at.x, other.y - at.y));
                const std::int64_t d = distanceSquared(at, other);
                if (d < best[s]) {
                    best[s] = d;
                    nearest[s].assign(1, q);
                } else if (d == best[s]) {
                    nearest[s].push_back(q);
                }
            });
            // Every point not yet seen is farther than `ring` cell sides.
            const std::int64_t seen = static_cast<std::int64_t>(ring) * side;
            const std::int64_t seen2 = seen * seen;
            bool settled = true;
            for (std::size_t s = 0; s < 8 && settled; ++s) settled = best[s] <= seen2 || reach[s] <= seen2;
            if (settled) break;
        }
        for (const auto& list : nearest) {
            for (const std::int32_t q : list) pairs.push_back({ static_cast<std::int32_t>(p), q });
        }
    }
    // Both ways, each once, rising.
    const std::size_t one = pairs.size();
    for (std::size_t k = 0; k < one; ++k) pairs.push_back({ pairs[k].second, pairs[k].first });
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    m_near.resize(pairs.size());
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        ++m_first[static_cast<std::size_t>(pairs[k].first) + 1];
        m_near[k] = pairs[k].second;
    }
    for (std::size_t p = 1; p <= n; ++p) m_first[p] += m_first[p - 1];

    m_inTree[static_cast<std::size_t>(root)] = 1;
    m_joined[static_cast<std::size_t>(root)] = 0;
    m_heap.reserve(n - 1);
    for (std::size_t p = 0; p < n; ++p) {
        if (static_cast<int>(p) == root) continue;
        m_place[p] = static_cast<std::int32_t>(m_heap.size());
        m_heap.push_back(static_cast<std::int32_t>(p));
    }
    relaxFrom(root);
    for (std::size_t i = m_heap.size() / 2; i-- > 0;) siftDown(i);
    m_heapified = true;
}

bool SpanningTree::before(int p, int q) const
{
    const std::int64_t bp = m_best[static_cast<std::size_t>(p)];
    const std::int64_t bq = m_best[static_cast<std::size_t>(q)];
    if (bp != bq) return bp < bq;
    // The proposal's stable sort: of equal edges, the one made first, from the tree point that
    // joined first (its edges were listed when it joined), then to the smaller point number.
    const std::int32_t jp = joinedAt(m_via[static_cast<std::size_t>(p)]);
    const std::int32_t jq = joinedAt(m_via[static_cast<std::size_t>(q)]);
    return jp != jq ? jp < jq : p < q;
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
    const auto p = static_cast<std::size_t>(point);
    for (std::int32_t k = m_first[p]; k < m_first[p + 1]; ++k) {
        const auto q = static_cast<std::size_t>(m_near[static_cast<std::size_t>(k)]);
        if (m_inTree[q]) continue;
        const std::int64_t d = distanceSquared(from, m_points[q]);
        // On equal distance the tree point that joined first keeps it: its edge was made first.
        if (d < m_best[q]) {
            m_best[q] = d;
            m_via[q] = point;
            if (m_heapified) siftUp(static_cast<std::size_t>(m_place[q])); // decrease-key
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
    m_joined[up] = static_cast<std::int32_t>(m_edges.size() + 1);
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
    // A max-heap of the shortest pairs seen: each new pair only has to beat its top. Only pairs
    // within the radius are taken, and all of those are seen; when they are too few the radius
    // doubles, until it spans every pair.
    using Key = std::tuple<std::int64_t, int, int>;
    std::vector<Key> heap;
    heap.reserve(count + 1);
    const int n = static_cast<int>(points.size());
    const PointGrid all(points);
    const Point low = all.low();
    const Point high = all.high();
    const std::int64_t spanX = high.x - low.x;
    const std::int64_t spanY = high.y - low.y;
    const std::int64_t widest = spanX * spanX + spanY * spanY;
    // About twice the pairs wanted in the radius, were the points spread evenly.
    const double area = static_cast<double>(spanX + 1) * static_cast<double>(spanY + 1);
    const double wanted = static_cast<double>(count + inTree.size());
    std::int64_t radius = static_cast<std::int64_t>(std::ceil(std::sqrt(area * wanted / (static_cast<double>(n) * n))));
    radius = std::max<std::int64_t>(radius, 1);
    for (;;) {
        heap.clear();
        const std::int64_t radius2 = std::min(radius * radius, widest);
        const PointGrid grid(points, radius);
        for (int i = 0; i < n; ++i) {
            const Point& p = points[static_cast<std::size_t>(i)];
            const int col = grid.colOf(p.x);
            const int row = grid.rowOf(p.y);
            for (int ring = 0; ring <= 1; ++ring) {
                grid.forEachInRing(col, row, ring, [&](int j) {
                    if (j <= i) return;
                    const std::int64_t d = distanceSquared(p, points[static_cast<std::size_t>(j)]);
                    if (d > radius2) return;
                    const Key key { d, i, j };
                    if (heap.size() == count && !(key < heap.front())) return;
                    if (std::binary_search(inTree.begin(), inTree.end(), Edge { i, j })) return;
                    heap.push_back(key);
                    std::push_heap(heap.begin(), heap.end());
                    if (heap.size() > count) {
                        std::pop_heap(heap.begin(), heap.end());
                        heap.pop_back();
                    }
                });
            }
        }
        if (heap.size() == count || radius2 >= widest) break;
        radius *= 2;
    }
    std::sort(heap.begin(), heap.end());
    std::vector<Edge> out;
    out.reserve(heap.size());
    for (const auto& [d, i, j] : heap) out.push_back({ i, j });
    return out;
}

} // namespace mazeworks

#pragma once

#include "dungeon/edge.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazeworks {

// A point with whole coordinates: a room centre in half tiles (2x + w, 2y + h), so distances
// squared are exact integers and equal lengths compare equal on every machine.
struct Point {
    std::int64_t x = 0;
    std::int64_t y = 0;
    friend bool operator==(const Point&, const Point&) = default;
};

inline std::int64_t distanceSquared(const Point& p, const Point& q)
{
    const std::int64_t dx = p.x - q.x;
    const std::int64_t dy = p.y - q.y;
    return dx * dx + dy * dy;
}

// Prim's minimum spanning tree over the complete graph of points, weighted by distance: the
// tree grows from one point, each step adding the shortest edge from the tree to a point not in
// it. Ties go as the Prim's-tree proposal's stable sort sends them: to the edge made first, that
// is from the tree point that joined first, then to the smaller point number; so the tree is
// the same on every machine, and the proposal's.
//
// The shortest edges out of the tree never pass by a point nearer to both of their ends, so
// they are all among the edges from each point to its nearest points in each of eight 45 degree
// sectors around it (a nearer point in the same sector would be nearer to both). Those few edges
// a point are found once through a grid; the distance of every outside point to the tree over
// them is kept in a binary heap with decrease-key, so a step costs a few logarithms, and the
// whole tree n log n, with the same edges in the same order as over the complete graph.
class SpanningTree {
public:
    SpanningTree() = default;
    explicit SpanningTree(std::vector<Point> points, int root = 0);

    // Adds one edge {tree point, new point}; nothing once every point is in the tree.
    std::optional<Edge> step();
    bool done() const { return m_heap.empty(); }
    void run()
    {
        while (step()) { }
    }

    const std::vector<Edge>& edges() const { return m_edges; }
    bool inTree(int point) const { return m_inTree[static_cast<std::size_t>(point)] != 0; }
    // The sum of the lengths of the edges so far.
    double length() const { return m_length; }
    const std::vector<Point>& points() const { return m_points; }
    // The edges the tree chooses from: the nearest points of each point by sector, each pair once.
    std::size_t candidateEdges() const { return m_near.size() / 2; }

    // The `count` shortest edges of the complete graph that are not in `tree`, shortest first
    // (ties by point numbers), each {smaller, larger}. Pairs are looked at within a radius that
    // doubles until it holds enough of them, through a grid: about n + count pairs, not n².
    static std::vector<Edge> shortestOutside(
        const std::vector<Point>& points, const std::vector<Edge>& tree, std::size_t count);

private:
    bool before(int p, int q) const;
    // When a point joined the tree (the root 0, then 1, 2, ...); past every other when none.
    std::int32_t joinedAt(std::int32_t point) const
    {
        return point < 0 ? INT32_MAX : m_joined[static_cast<std::size_t>(point)];
    }
    void siftUp(std::size_t i);
    void siftDown(std::size_t i);
    void relaxFrom(int point);

    std::vector<Point> m_points;
    std::vector<std::uint8_t> m_inTree;
    std::vector<std::int64_t> m_best; // distance squared to the nearest tree point
    std::vector<std::int32_t> m_via; // that tree point
    std::vector<std::int32_t> m_heap; // outside points, nearest first
    std::vector<std::int32_t> m_place; // each point's index in m_heap, -1 when not there
    std::vector<std::int32_t> m_joined; // when each point joined the tree, -1 while outside
    std::vector<std::int32_t> m_first; // each point's first entry in m_near, then one past the last
    std::vector<std::int32_t> m_near; // the points nearest each one in its sectors, both ways
    bool m_heapified = false;
    std::vector<Edge> m_edges;
    double m_length = 0;
};

} // namespace mazeworks

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
// it. The distance of every outside point to the tree is kept in a binary heap with decrease-key,
// so a step costs the points still outside, and the whole tree the square of their number.
// Ties go to the smaller point number, so the tree is the same on every machine.
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

    // The `count` shortest edges of the complete graph that are not in `tree`, shortest first
    // (ties by point numbers), each {smaller, larger}.
    static std::vector<Edge> shortestOutside(
        const std::vector<Point>& points, const std::vector<Edge>& tree, std::size_t count);

private:
    bool before(int p, int q) const;
    void siftUp(std::size_t i);
    void siftDown(std::size_t i);
    void relaxFrom(int point);

    std::vector<Point> m_points;
    std::vector<std::uint8_t> m_inTree;
    std::vector<std::int64_t> m_best; // distance squared to the nearest tree point
    std::vector<std::int32_t> m_via; // that tree point
    std::vector<std::int32_t> m_heap; // outside points, nearest first
    std::vector<std::int32_t> m_place; // each point's index in m_heap, -1 when not there
    std::vector<Edge> m_edges;
    double m_length = 0;
};

} // namespace mazeworks

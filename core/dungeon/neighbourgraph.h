#pragma once

#include "dungeon/dungeonparams.h"
#include "dungeon/edge.h"
#include "dungeon/room.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazeworks {

// Rooms that could share a door. By the room-separation articles' rule, their facing sides are
// fewer than `closeEnough` walls apart (touching counts) and the two floors overlap along them
// by more than a door's width; by the generous rule, 1 to `closeEnough` walls and an overlap of
// at least a door's width. Holds the graph and grows a
// spanning tree over it from one room, one edge a step: depth-first as the room-separation
// articles grow it (each room reached goes on at once from itself, neighbours in increasing
// order), or breadth-first. Depth-first keeps its own stack in the order the recursion would
// take, so ten thousand rooms in a chain cannot overflow the call stack.
class NeighbourGraph {
public:
    enum class Order : std::uint8_t { DepthFirst, BreadthFirst };

    NeighbourGraph() = default;
    // Finds every pair of neighbours among rooms that do not overlap, with a spatial grid so
    // the work grows with the rooms, not with their pairs.
    NeighbourGraph(
        const std::vector<Rect>& rooms, int closeEnough, int doorWidth, NeighbourRule rule = NeighbourRule::Articles);

    // Whether two rooms that do not overlap are neighbours by the rule.
    static bool neighbours(
        const Rect& a, const Rect& b, int closeEnough, int doorWidth, NeighbourRule rule = NeighbourRule::Articles);

    int rooms() const { return static_cast<int>(m_offsets.empty() ? 0 : m_offsets.size() - 1); }
    // Every pair once, a < b, in increasing order.
    const std::vector<Edge>& edges() const { return m_edges; }
    // The neighbours of a room, in increasing order.
    const int* neighboursBegin(int room) const { return m_adjacent.data() + m_offsets[static_cast<std::size_t>(room)]; }
    const int* neighboursEnd(int room) const
    {
        return m_adjacent.data() + m_offsets[static_cast<std::size_t>(room) + 1];
    }

    // The tree: start() from a room, then each step() reaches one more room and returns the edge
    // {parent, child}; nothing once every room it can reach is reached.
    void start(int root, Order order = Order::DepthFirst);
    std::optional<Edge> step();
    bool reached(int room) const { return m_reached[static_cast<std::size_t>(room)] != 0; }
    const std::vector<Edge>& tree() const { return m_tree; }
    // The pairs between reached rooms that the tree did not use: candidates for loops.
    std::vector<Edge> loopCandidates() const;

private:
    std::vector<Edge> m_edges;
    std::vector<int> m_offsets; // adjacency of each room in m_adjacent, compressed rows
    std::vector<int> m_adjacent;
    std::vector<std::uint8_t> m_reached;
    Order m_order = Order::DepthFirst;
    // Breadth-first: the rooms reached, in order; depth-first: the path from the root to the
    // room whose neighbours are being looked at, each with the next of its neighbours to look at.
    std::vector<int> m_queue;
    std::vector<std::size_t> m_nextOf;
    std::size_t m_head = 0; // breadth-first: the room in the queue whose neighbours are looked at
    std::size_t m_next = 0; // the next of its neighbours to look at
    std::vector<Edge> m_tree;
};

} // namespace mazeworks

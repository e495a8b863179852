#pragma once

#include "path/distancemap.h"

#include <vector>

namespace mazeworks {

// The breadth-first wave of DistanceMap one cell at a time, for a view to animate. Run to the
// end, it gives the same distances as DistanceMap::search.
class DistanceMapStepper {
public:
    template <class Open>
    DistanceMapStepper(int width, int height, Open&& open, std::span<const Cell> goals, Edges edges = Edges::Wrap)
        : m_map(width, height, edges)
    {
        m_map.markOpen(open);
        start(goals);
    }

    // Settles the next cell of the wave: its neighbours join the frontier. False when the wave is over.
    bool step();
    // Settles every cell at the distance of the next one: one ring of the wave.
    bool stepRing();
    bool done() const { return m_head == m_queue.size(); }
    void finish();

    // The cells reached but not settled yet, in the order they will be settled.
    std::vector<Cell> frontier() const;
    std::size_t frontierSize() const { return m_queue.size() - m_head; }
    // How many cells are settled.
    int settled() const { return static_cast<int>(m_head); }
    bool isSettled(Cell c) const;
    // The cell settled last, if any.
    std::optional<Cell> current() const;
    // The distances known so far (frontier cells have theirs already).
    const DistanceMap& map() const { return m_map; }

private:
    void start(std::span<const Cell> goals);
    Cell cellOf(std::int32_t padded) const;

    DistanceMap m_map;
    std::vector<std::int32_t> m_queue;
    std::size_t m_head = 0;
    std::vector<std::uint8_t> m_settled; // per padded cell
};

} // namespace mazeworks

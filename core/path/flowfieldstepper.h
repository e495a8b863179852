#pragma once

#include "path/flowfield.h"

#include <cstdint>
#include <optional>
#include <queue>
#include <span>
#include <tuple>
#include <vector>

namespace mazeworks {

// The search of FlowField one settled tile at a time, for a view to animate and step back:
// outwards from the goals, the cheapest tile of the frontier settled each step, its neighbours
// given their cost and their arrow. Run to the end, its field is FlowField's to the last arrow
// (ties broken alike), and a test says so.
class FlowFieldStepper {
public:
    // As FlowField's; the grid is read at every step, so it must outlive the stepper.
    FlowFieldStepper(
        const GridView& grid, Movement movement, Corners corners, bool weighted, std::span<const Cell> goals);

    // Settles the next tile of the frontier; false when the field is complete.
    bool step();
    bool done() const { return m_frontier == 0; }
    void finish();

    // How many tiles are settled.
    int settled() const { return m_field.reached(); }
    // The tiles reached (with a cost and an arrow) but not settled yet.
    int frontierSize() const { return m_frontier; }
    bool isSettled(Cell c) const;
    // The tile settled last, if any.
    std::optional<Cell> current() const;
    // The frontier tiles of the least cost, each once, in the order the stepper takes them: the
    // first is the one the next step settles. Empty when the field is complete.
    std::vector<Cell> cheapestFrontier() const;
    bool weighted() const { return m_field.m_weighted; }
    // The field as far as it is known: settled tiles and the frontier have their cost and arrow.
    const FlowField& field() const { return m_field; }

private:
    // Ordered by cost, then by the order reached, so that of two ways of one cost the first
    // found is kept: the same arrows on every run.
    using Entry = std::tuple<double, std::uint64_t, std::int32_t>;

    GridView m_grid;
    Corners m_corners;
    int m_ways;
    FlowField m_field;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> m_open;
    std::uint64_t m_order = 0;
    int m_frontier = 0;
    std::int32_t m_current = -1;
};

} // namespace mazeworks

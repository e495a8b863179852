#pragma once

#include "grid/cell.h"
#include "grid/direction.h"
#include "grid/tilemap.h"

#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <vector>

namespace mazeworks {

// What lies beyond the edges of a grid: the far side (a maze's tunnels), or nothing (Moving AI maps).
enum class Edges : std::uint8_t { Wrap, Closed };

// Breadth-first search from one or many goals: the number of steps from every cell to the
// nearest goal, over the cells a passability accepts. Search once, and from anywhere the way
// to a goal is downhill.
class DistanceMap {
public:
    // The distance of a cell no way leads to.
    static constexpr int Unreachable = INT_MAX;

    DistanceMap() = default;

    // The fast search over a row-major grid of passability (non-zero = open). Goals outside
    // the grid or on a blocked cell are ignored.
    static DistanceMap search(
        int width, int height, const std::uint8_t* open, std::span<const Cell> goals, Edges edges = Edges::Wrap);

    // The same over any passability: open(col, row) says whether a cell may be entered.
    template <class Open, std::enable_if_t<std::is_invocable_v<Open&, int, int>, int> = 0>
    static DistanceMap search(
        int width, int height, Open&& open, std::span<const Cell> goals, Edges edges = Edges::Wrap)
    {
        DistanceMap map;
        map.compute(width, height, open, goals, edges);
        return map;
    }

    // Searches again into this map, reusing its memory: for searches repeated many times.
    void compute(
        int width, int height, const std::uint8_t* open, std::span<const Cell> goals, Edges edges = Edges::Wrap);
    template <class Open, std::enable_if_t<std::is_invocable_v<Open&, int, int>, int> = 0>
    void compute(int width, int height, Open&& open, std::span<const Cell> goals, Edges edges = Edges::Wrap)
    {
        reset(width, height, edges);
        markOpen(open);
        run(goals);
    }
    template <class Open, std::enable_if_t<std::is_invocable_v<Open&, int, int>, int> = 0>
    static DistanceMap search(int width, int height, Open&& open, Cell goal, Edges edges = Edges::Wrap)
    {
        return search(width, height, std::forward<Open>(open), std::span<const Cell>(&goal, 1), edges);
    }

    int width() const { return m_width; }
    int height() const { return m_height; }
    Edges edges() const { return m_edges; }

    // Steps from the cell to the nearest goal; Unreachable where no way leads, or off the map.
    int distance(int col, int row) const
    {
        if (col < 0 || row < 0 || col >= m_width || row >= m_height) return Unreachable;
        const std::int32_t v = m_cells[padded(col, row)];
        return v < 0 ? Unreachable : v;
    }
    int distance(Cell c) const { return distance(c.col, c.row); }

    // The first step from the cell on a shortest way to a goal: towards the neighbour with the
    // smallest distance, the first in the order of Direction on a tie. Nothing at a goal, or
    // where no way leads.
    std::optional<Direction> downhill(int col, int row) const;
    std::optional<Direction> downhill(Cell c) const { return downhill(c.col, c.row); }

    // The cells reached, goals included: the work the search did.
    int visited() const { return m_visited; }
    // The largest finite distance; -1 when nothing was reached.
    int farthest() const { return m_farthest; }

    // The distances, row-major, Unreachable where no way leads.
    std::vector<int> toVector() const;

private:
    friend class DistanceMapStepper;
    // Values in m_cells below 0: a cell not reached yet, a blocked one, and (with wrap-around)
    // the ring round the grid whose cells stand for the far side.
    static constexpr std::int32_t Unseen = -1;
    static constexpr std::int32_t Blocked = -2;
    static constexpr std::int32_t Portal = -3;
    static_assert(Blocked + 1 == Unseen);

    DistanceMap(int width, int height, Edges edges);
    void reset(int width, int height, Edges edges);

    std::size_t padded(int col, int row) const
    {
        return static_cast<std::size_t>(row + 1) * static_cast<std::size_t>(m_width + 2)
            + static_cast<std::size_t>(col + 1);
    }
    // The cell on the map that a ring cell stands for.
    std::size_t throughPortal(std::size_t ring) const;

    template <class Open> void markOpen(Open& open)
    {
        std::size_t openCells = 0;
        for (int row = 0; row < m_height; ++row) {
            std::int32_t* line = &m_cells[padded(0, row)];
            for (int col = 0; col < m_width; ++col) {
                const bool isOpen = open(col, row);
                line[col] = isOpen ? Unseen : Blocked;
                openCells += isOpen;
            }
        }
        m_openCells = openCells;
    }
    void run(std::span<const Cell> goals);

    int m_width = 0;
    int m_height = 0;
    Edges m_edges = Edges::Wrap;
    int m_visited = 0;
    int m_farthest = -1;
    std::size_t m_openCells = 0; // how many cells of the map are open: the search's choice of loop
    std::vector<std::int32_t> m_cells; // (width + 2) x (height + 2), with a ring round the map
    std::vector<std::int32_t> m_queue; // kept between searches, so a repeated search allocates nothing
};

} // namespace mazeworks

#pragma once

#include "dungeon/room.h"
#include "dungeon/spatialgrid.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace mazeworks {

// Pushes overlapping rooms apart, as a flock keeps its distance: in each step every room that
// overlaps others moves away from the centre of each of them by half or all of what would part
// the two (and a quarter tile more), and the pushes add up. Rooms keep `spacing` wall tiles between
// their floors and stay inside the map's border wall.
//
// Positions are exact: they are multiples of 1/1024 tile, so every sum and comparison is done
// without rounding and the same seed moves the same rooms on every machine. A spatial grid of
// room centres finds the pairs that may overlap, so a step costs about the number of rooms.
class Separation {
public:
    // Positions are multiples of this.
    static constexpr double kQuantum = 1.0 / 1024.0;

    // How far each room of an overlapping pair is pushed: half the depth of the overlap, so
    // that rooms end up packed wall to wall, or the whole depth, to come apart in fewer steps.
    enum class Push : std::uint8_t { Half, Whole };

    Separation() = default;
    Separation(int width, int height, int spacing, Push push = Push::Whole);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int spacing() const { return m_spacing; }
    Push push() const { return m_push; }

    // One step at real positions: returns the number of rooms that moved. Sets each room's
    // velocity to its move and its overlapping flag. Nothing moves once no two rooms overlap.
    int step(std::vector<Room>& rooms) { return iterate(rooms, 1); }
    // The same in whole tiles, for rooms that already stand on the grid.
    int stepWholeTiles(std::vector<Room>& rooms) { return iterate(rooms, kScale); }

    // Pairs (i < j) that overlapped at the start of the last step, in the order found.
    const std::vector<std::pair<int, int>>& overlaps() const { return m_pairs; }
    // Rooms that moved in the last step.
    int moving() const { return m_moving; }
    // The room that moved farthest in the last step (the lowest index of equals), -1 if none.
    int farthest() const { return m_farthest; }
    // The rooms that pushed `room` in the last step, in increasing order.
    std::vector<int> pushersOf(int room) const;

    // Overlapping pairs now, without moving anything.
    int countOverlaps(const std::vector<Room>& rooms);
    // The same, kept as overlaps() and the rooms' flags, the velocities cleared, so that a view
    // shows the overlaps before the first step; returns the rooms that overlap, which the next
    // step pushes.
    int markOverlaps(std::vector<Room>& rooms);

    // Rounds every position to a whole tile, halves up. Floors that had at least `spacing`
    // walls between them still have: each edge moves by less than half a tile, so a gap shrinks
    // by less than one, and a gap of whole tiles that was at least `spacing` stays so.
    static void snap(std::vector<Room>& rooms);
    // A position rounded to the nearest whole tile, halves up, exactly.
    static double roundHalfUp(double v);
    // A real position as the nearest multiple of kQuantum.
    static double quantize(double v);

private:
    static constexpr std::int64_t kScale = 1024; // quanta per tile
    static constexpr std::int64_t kSlack = kScale / 4; // the push beyond half or all the depth

    int iterate(std::vector<Room>& rooms, std::int64_t unit);
    void buildGrid(const std::vector<Room>& rooms);
    // Calls found(i, j) for every pair (i < j) that overlaps, at the positions of buildGrid.
    template <typename Found> void forEachOverlap(const std::vector<Room>& rooms, Found found) const;

    int m_width = 0;
    int m_height = 0;
    int m_spacing = 1;
    Push m_push = Push::Whole;
    SpatialGrid m_grid;
    std::vector<std::int64_t> m_x; // positions in quanta, at the start of the step
    std::vector<std::int64_t> m_y;
    std::vector<std::int64_t> m_dx; // the sum of the pushes of this step, in quanta
    std::vector<std::int64_t> m_dy;
    std::vector<std::pair<int, int>> m_pairs;
    int m_moving = 0;
    int m_farthest = -1;
};

} // namespace mazeworks

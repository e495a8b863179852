#pragma once

#include "dungeon/corridor.h"
#include "dungeon/edge.h"
#include "dungeon/room.h"
#include "maze/maze.h"

#include <cstdint>
#include <vector>

namespace mazeworks {

// A finished dungeon: the rooms that were joined, the links between them with the corridor
// dug for each, and the playable level. Rooms are numbered afresh, without the dropped ones.
struct Dungeon {
    std::uint64_t seed = 0;
    int width = 0;
    int height = 0;
    int tries = 1; // sets of rooms made, the last one kept
    std::vector<Rect> rooms;
    std::vector<Edge> links; // links[i] is joined by corridors[i]
    std::vector<Corridor> corridors; // rooms by their new numbers
    std::vector<Rect> dropped; // rooms that could not be joined
    int leftOut = 0; // rooms the rejection placement found no place for
    int house = -1; // the room of the ghosts' house
    Maze maze;

    friend bool operator==(const Dungeon&, const Dungeon&) = default;
};

} // namespace mazeworks

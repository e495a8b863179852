#pragma once

#include "dungeon/corridor.h"
#include "dungeon/room.h"
#include "maze/maze.h"

#include <vector>

namespace mazeworks {

// Turns rooms and corridors into a level that can be played: walls and floor, the ghosts' house
// with its door in a room, the muncher far from it, the fruit below it, a dot on every floor
// tile the muncher can reach and an energizer near each corner of the map.
class LevelMaker {
public:
    // A map of walls, with floor in the rooms and the corridors. The border stays wall.
    static TileMap<Tile> rasterise(
        int width, int height, const std::vector<Rect>& rooms, const std::vector<Corridor>& corridors);

    // The room for the ghosts' house: of those at least kHouseRoomWidth x kHouseRoomHeight, the
    // one whose centre is nearest the map's, as in the arcade maze; -1 when none is large enough.
    static int houseRoom(const std::vector<Rect>& rooms, int width, int height);

    // Builds the house in the middle of the room, with a ring of floor round it so that every
    // way into the room still meets: walls round an inside of H tiles, the door in the top wall
    // under a floor tile. Red waits outside the door, the others inside.
    static void placeHouse(Maze& maze, const Rect& room);

    // The muncher in the room farthest from the door, the fruit below the house, dots on every
    // floor tile the muncher reaches (floor it cannot reach becomes wall), energizers near the
    // corners. The house must be placed. Returns the number of dots and of energizers.
    struct Food {
        int dots = 0;
        int energizers = 0;
    };
    static Food populate(Maze& maze, const std::vector<Rect>& rooms, int house);
};

} // namespace mazeworks

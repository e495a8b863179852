#pragma once

#include "dungeon/corridor.h"
#include "dungeon/room.h"
#include "grid/tilemap.h"
#include "random/random.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazeworks {

// Finds and digs the ways between rooms on the map: doors through a wall, straight runs, L and
// Z shapes from the points of each room nearest the other. A way may cross or touch other
// corridors, but never enters or touches a third room, nor runs along the wall of its own two,
// so every room keeps the doors it was given and no more. It knows which room owns each floor
// tile and which corridor each dug tile, so a check costs the length of the way.
class Digger {
public:
    Digger() = default;
    Digger(int width, int height, const std::vector<Rect>& rooms);

    // A door of doorWidth tiles through the wall between two neighbouring rooms, at a random
    // place along the wall they share; nothing when no place fits.
    std::optional<Corridor> door(int a, int b, int doorWidth, Random& random) const;
    // The first way that fits from a to b: straight if the rooms face each other, else L (unless
    // withL is false), then (with maxBends 2) Z; from the nearest boundary points first, then
    // from random ones.
    std::optional<Corridor> route(int a, int b, int maxBends, Random& random, bool withL = true) const;
    // The Prim's-tree proposal's corridor: from the point of each room nearest the other's
    // centre, along the axis on which those points lie farther apart (one on which b lies beyond
    // a's wall); when the points differ by more than a tile and a half across it, a Z whose
    // middle leg is a tile and a half before b; else the double jog (a tile and a half out,
    // half-way across, along to a tile and a half before b, across, in), straight when the
    // points line up. When it does not fit, route()'s straight runs and Z shapes in turn.
    std::optional<Corridor> routeByProposal(int a, int b, Random& random) const;
    // The proposal's way alone, whether or not it fits; nothing when the rooms overlap.
    std::optional<Corridor> proposalWay(int a, int b) const;

    // Whether the tiles can be dug as a way from a to b (a door may touch both rooms anywhere).
    bool fits(const std::vector<Cell>& cells, int a, int b, bool door) const;

    // Digs a way; returns the corridors it crosses or touches, by number, each once.
    std::vector<int> dig(const Corridor& corridor);

    int width() const { return m_rooms.width(); }
    int height() const { return m_rooms.height(); }
    // The room whose floor the tile is, or -1.
    int roomAt(int col, int row) const { return m_rooms.get(col, row); }
    // The first corridor dug through the tile, or -1.
    int corridorAt(int col, int row) const { return m_corridors.get(col, row); }
    int corridorsDug() const { return m_dug; }
    const std::vector<Rect>& rects() const { return m_rects; }

private:
    // The candidate ways from a to b in the order they are tried.
    void candidates(int a, int b, int maxBends, bool withL, Random& random, std::vector<Corridor>& out) const;

    std::vector<Rect> m_rects;
    TileMap<std::int32_t> m_rooms;
    TileMap<std::int32_t> m_corridors;
    int m_dug = 0;
};

} // namespace mazeworks

#pragma once

#include "grid/cell.h"

#include <cstdint>
#include <vector>

namespace mazeworks {

enum class CorridorShape : std::uint8_t {
    Door, // through the wall between two neighbouring rooms
    Straight, // one straight run between facing walls
    L, // one bend
    Z, // two bends
    Jog, // four bends: the Prim's-tree proposal's double jog
};

// A way dug between two rooms: the tiles of wall it opens, from the one beside room `a` to the
// one beside room `b`, each a step from the last (a door: its tiles row by row).
struct Corridor {
    int a = 0;
    int b = 0;
    CorridorShape shape = CorridorShape::Straight;
    std::vector<Cell> cells;
    friend bool operator==(const Corridor&, const Corridor&) = default;
};

} // namespace mazeworks

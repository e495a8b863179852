#pragma once

#include "game/walker.h"
#include "grid/tilemap.h"
#include "maze/tile.h"

#include <optional>

namespace mazeworks {

// The player's walker. The way the player wants is kept until it is open at a centre, so a key
// may come a little early; the opposite way is taken at once, between centres too; at a wall
// it stops.
class Muncher {
public:
    Muncher() = default;
    Muncher(Cell start, std::optional<Direction> heading) { place(start, heading); }

    // Puts it on a tile's centre, walking `heading` (standing without one); it faces that way.
    void place(Cell cell, std::optional<Direction> heading);

    // One step of `distance` tiles over the corridors of `tiles`; `wanted` is the way the player
    // asks for, empty for none.
    void move(double distance, const TileMap<Tile>& tiles, std::optional<Direction> wanted);

    const Walker& walker() const { return m_walker; }
    Walker& walker() { return m_walker; }
    Cell cell() const { return m_walker.cell(); }
    // The way it looks: its heading, or the last one while it stands.
    Direction facing() const { return m_facing; }
    std::optional<Direction> wanted() const { return m_wanted; }
    // Tiles walked since it was placed: a view opens and closes the mouth with it.
    double walked() const { return m_walked; }

private:
    Walker m_walker;
    Direction m_facing = Direction::Left;
    std::optional<Direction> m_wanted;
    double m_walked = 0;
};

} // namespace mazeworks

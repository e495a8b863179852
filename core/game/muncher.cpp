#include "game/muncher.h"

namespace mazeworks {

void Muncher::place(Cell cell, std::optional<Direction> heading)
{
    m_walker.place(cell, heading);
    if (heading) m_facing = *heading;
    m_wanted.reset();
    m_walked = 0;
}

void Muncher::move(double distance, const TileMap<Tile>& tiles, std::optional<Direction> wanted)
{
    m_wanted = wanted;
    const auto heading = m_walker.heading();
    if (wanted && heading && *heading == opposite(*wanted)) m_walker.turnAround();
    const auto open = [&tiles](int col, int row, Direction way) {
        return isCorridor(tiles[tiles.index(tiles.step(col, row, way))]);
    };
    // At a centre: the wanted way if it is open, else on, else stop at the wall.
    m_walked += m_walker.walk(distance, tiles.width(), tiles.height(),
        [&](int col, int row, std::optional<Direction> on) -> std::optional<Direction> {
            if (wanted && open(col, row, *wanted)) return wanted;
            if (on && open(col, row, *on)) return on;
            return std::nullopt;
        });
    if (const auto now = m_walker.heading()) m_facing = *now;
}

} // namespace mazeworks

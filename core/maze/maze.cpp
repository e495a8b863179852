#include "maze/maze.h"

#include <algorithm>

namespace mazeworks {

Cell Maze::corner(GhostKind k) const
{
    if (const auto& c = corners[indexOf(k)]) return *c;
    if (const auto& g = ghosts[indexOf(k)]) return g->cell;
    return {};
}

double Maze::release(GhostKind k) const { return releases[indexOf(k)].value_or(0.0); }

int Maze::releaseDotsOf(GhostKind k) const
{
    if (const auto& count = releaseDots[indexOf(k)]) return *count;
    switch (k) {
    case GhostKind::Cyan:
        return 30;
    case GhostKind::Orange:
        return 60;
    default:
        return 0;
    }
}

bool Maze::weighted() const
{
    const auto& w = weights.tiles();
    return std::any_of(w.begin(), w.end(), [](std::uint8_t v) { return v != 1; });
}

std::optional<Cell> Maze::door() const
{
    std::optional<Cell> found;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i] != Tile::Door) continue;
        if (found) return std::nullopt;
        found = tiles.cellAt(i);
    }
    return found;
}

std::optional<Cell> Maze::doorstep() const
{
    if (auto d = door()) return tiles.step(*d, Direction::Up);
    return std::nullopt;
}

std::optional<Cell> Maze::house() const
{
    if (auto d = door()) return tiles.step(*d, Direction::Down);
    return std::nullopt;
}

} // namespace mazeworks

#include "maze/mazeedit.h"

#include <algorithm>

namespace mazeworks {

namespace {

Maze placesOf(const Maze& maze)
{
    Maze places = maze;
    places.tiles = {};
    return places;
}

void copyPlaces(const Maze& from, Maze& to)
{
    TileMap<Tile> tiles = std::move(to.tiles);
    to = from;
    to.tiles = std::move(tiles);
}

} // namespace

void MazeEdit::record(const TileChange& change)
{
    auto [it, inserted] = m_positions.try_emplace(key(change.cell), m_tiles.size());
    if (inserted)
        m_tiles.push_back(change);
    else
        m_tiles[it->second].after = change.after;
}

void MazeEdit::setTile(const Maze& maze, Cell cell, Tile tile)
{
    if (!maze.tiles.contains(cell)) return;
    record({ cell, maze.tiles.get(cell), tile });
}

void MazeEdit::setTiles(const Maze& maze, const std::vector<Cell>& cells, Tile tile)
{
    m_tiles.reserve(m_tiles.size() + cells.size());
    for (const Cell& c : cells) setTile(maze, c, tile);
}

void MazeEdit::setPlaces(const Maze& before, const Maze& after)
{
    if (!m_placesBefore) m_placesBefore = placesOf(before);
    m_placesAfter = placesOf(after);
}

void MazeEdit::setMap(const Maze& before, const Maze& after)
{
    if (!m_mapBefore) m_mapBefore = before;
    m_mapAfter = after;
}

void MazeEdit::merge(const MazeEdit& later)
{
    for (const TileChange& change : later.m_tiles) record(change);
    if (later.m_placesBefore) {
        if (!m_placesBefore) m_placesBefore = later.m_placesBefore;
        m_placesAfter = later.m_placesAfter;
    }
    if (later.m_mapBefore) {
        if (!m_mapBefore) m_mapBefore = later.m_mapBefore;
        m_mapAfter = later.m_mapAfter;
    }
}

void MazeEdit::apply(Maze& maze) const
{
    if (m_mapAfter) maze = *m_mapAfter;
    for (const TileChange& change : m_tiles) {
        if (maze.tiles.contains(change.cell)) maze.tiles.set(change.cell, change.after);
    }
    if (m_placesAfter) copyPlaces(*m_placesAfter, maze);
}

void MazeEdit::revert(Maze& maze) const
{
    if (m_placesBefore) copyPlaces(*m_placesBefore, maze);
    for (auto it = m_tiles.rbegin(); it != m_tiles.rend(); ++it) {
        if (maze.tiles.contains(it->cell)) maze.tiles.set(it->cell, it->before);
    }
    if (m_mapBefore) maze = *m_mapBefore;
}

bool MazeEdit::empty() const
{
    const bool tilesSame
        = std::all_of(m_tiles.begin(), m_tiles.end(), [](const TileChange& c) { return c.before == c.after; });
    const bool placesSame = !m_placesBefore || *m_placesBefore == *m_placesAfter;
    const bool mapSame = !m_mapBefore || *m_mapBefore == *m_mapAfter;
    return tilesSame && placesSame && mapSame;
}

std::optional<std::pair<Cell, Cell>> MazeEdit::bounds() const
{
    if (m_tiles.empty()) return std::nullopt;
    Cell low = m_tiles.front().cell;
    Cell high = low;
    for (const TileChange& c : m_tiles) {
        low.col = std::min(low.col, c.cell.col);
        low.row = std::min(low.row, c.cell.row);
        high.col = std::max(high.col, c.cell.col);
        high.row = std::max(high.row, c.cell.row);
    }
    return std::pair { low, high };
}

} // namespace mazeworks

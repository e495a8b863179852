#pragma once

#include "maze/maze.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace mazeworks {

// An edit of a level as a diff: each changed tile with its value before and after, and the
// places before and after. Applying then reverting gives back exactly what was there; an
// undo command in the editor is a thin wrapper around one.
class MazeEdit {
public:
    struct TileChange {
        Cell cell;
        Tile before;
        Tile after;
        friend bool operator==(const TileChange&, const TileChange&) = default;
    };

    // Paints `tile` at `cell` (a cell off the map is ignored); a cell painted twice keeps its
    // first old value and its latest new value.
    void setTile(const Maze& maze, Cell cell, Tile tile);
    // The same for many cells at once, all to one tile.
    void setTiles(const Maze& maze, const std::vector<Cell>& cells, Tile tile);
    // Changes the places (muncher, ghosts, corners, releases, fruit, name): `after` holds them.
    void setPlaces(const Maze& before, const Maze& after);
    // Takes the map whole: a resize, a new map, an imported one.
    void setMap(const Maze& before, const Maze& after);

    // Adds a later edit of the same gesture to this one (a drag is one step).
    void merge(const MazeEdit& later);

    void apply(Maze& maze) const;
    void revert(Maze& maze) const;

    bool empty() const;
    const std::vector<TileChange>& tiles() const { return m_tiles; }
    bool changesPlaces() const { return m_placesBefore.has_value(); }
    bool changesMap() const { return m_mapBefore.has_value(); }
    // The smallest rectangle holding every changed tile; empty edits give nothing.
    std::optional<std::pair<Cell, Cell>> bounds() const;

private:
    static std::uint64_t key(Cell c)
    {
        return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.row)) << 32)
            | static_cast<std::uint32_t>(c.col);
    }
    void record(const TileChange& change);

    std::vector<TileChange> m_tiles;
    // Where each changed cell is in m_tiles, for painting over it again; only looked up, never iterated.
    std::unordered_map<std::uint64_t, std::size_t> m_positions;
    std::optional<Maze> m_placesBefore; // tiles left empty
    std::optional<Maze> m_placesAfter;
    std::optional<Maze> m_mapBefore; // whole levels, for edits that change the size
    std::optional<Maze> m_mapAfter;
};

} // namespace mazeworks

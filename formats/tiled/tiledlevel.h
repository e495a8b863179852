#pragma once

// A maze made of a Tiled map, and a Tiled map made of a maze.
//
// The import's rules (docs/tiled.md says them to designers):
// * Tiles: each tile layer shown in Tiled counts, bottom first; each tile of the level is the
//   uppermost tile there, an empty cell letting the layer below show, and a cell that no layer
//   has is floor (a note says which layers were merged, and how many tiles a tile of another
//   kind covers). A tile's kind is its tileset's "kind" property, or else its type (class), in
//   any case and by the usual other words (tilekinds.h); else the answers given for it.
// * An infinite map's level is the rectangle its tiles cover (a note says where).
// * Places: objects of the shown object layers whose type (or, for a tile object, its tile's
//   type) is muncher, ghost, corner or fruit, on the tile under their middle (a tile object's
//   middle, a point itself).
// * Whatever has no place in a maze (a hidden or image layer, an object of another type, a
//   property Mazeworks does not know, a map that is not orthogonal) is named in a warning.

#include "tiledfiles.h"
#include "tiledmap.h"
#include "tiledproblem.h"

#include "maze/maze.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <optional>
#include <tuple>
#include <vector>

namespace mazeworks::tiled {

// Which tileset answers are for: its name, and the file name of its picture (empty: any).
struct TilesetKey {
    QString name;
    QString image;
    friend bool operator==(const TilesetKey&, const TilesetKey&) = default;
    friend bool operator<(const TilesetKey& a, const TilesetKey& b)
    {
        return std::tie(a.name, a.image) < std::tie(b.name, b.image);
    }
};
TilesetKey keyOf(const Tileset& tileset);

// Kinds given for tiles whose tileset gives them none: by the editor's question, by the
// command line's --tiles file.
class TileAnswers {
public:
    void set(const TilesetKey& tileset, qint64 tile, Tile kind) { m_answers[tileset].tiles[tile] = kind; }
    // Every tile of the tileset that has no other answer.
    void setOthers(const TilesetKey& tileset, Tile kind) { m_answers[tileset].others = kind; }
    // The answer for a tile: for the tileset and its picture, else for a tileset of its name.
    std::optional<Tile> kindOf(const Tileset& tileset, qint64 tile) const;
    bool empty() const { return m_answers.empty(); }
    // The tilesets answered for, and their answers, by tile.
    std::map<TilesetKey, std::map<qint64, Tile>> tiles() const;

private:
    struct Answers {
        std::map<qint64, Tile> tiles;
        std::optional<Tile> others;
    };
    std::map<TilesetKey, Answers> m_answers;
};

// A tile the map uses that has no kind Mazeworks knows: asked once however often it is used.
struct UnknownTile {
    static constexpr std::size_t kNoTileset = std::size_t(-1);
    std::size_t tileset = kNoTileset; // in Map::tilesets; kNoTileset when no tileset has its GID
    qint64 tile = 0; // in its tileset (the GID, for none)
    QString word; // the type or "kind" it has that is no kind Mazeworks knows; empty for none
    Place first; // its first place, in reading order of the uppermost tiles
    qint64 count = 0; // how many tiles of the level it is
};

struct Import {
    std::optional<Maze> maze; // when there is no error
    std::vector<Problem> problems; // errors, warnings, notes, each once
    std::vector<UnknownTile> unknownTiles; // the tiles to ask about, by tileset and tile
    bool ok() const { return maze.has_value(); }
    // Whether the only errors are tiles without a kind: answers for them would make a level.
    bool needsAnswers() const;
};

struct MapRead {
    std::optional<Map> map;
    std::vector<Problem> problems; // of the reading: the spelling, the files named
};

// Tiled's two spellings of a map: XML (.tmx) and JSON (.tmj, .json).
enum class Spelling { Tmx, Tmj };
// The spelling a file's name says, or nothing.
std::optional<Spelling> spellingOf(const QString& path);

// The map in `bytes`, reading the files it names with `files`. Its spelling is told by the bytes
// ('<' or '{' first), or else is `named` (by the file's name, say).
MapRead readMap(const QByteArray& bytes, const FileReader& files = {}, Spelling named = Spelling::Tmj);
// The level of a map read without errors, and what was left out or had to be decided.
Import importLevel(const Map& map, const TileAnswers& answers = {});
// Both: the problems of the reading first.
Import readLevel(const QByteArray& bytes, const FileReader& files = {}, const TileAnswers& answers = {},
    Spelling named = Spelling::Tmj);

// The map of a level (which must have one), as Mazeworks writes it: a tileset of one tile a
// kind with its "kind" property, the picture `tilesetImage`; a tile layer "tiles"; an object
// layer "places"; the level's name, rules and releases as the map's properties.
Map mapOfLevel(const Maze& maze, const QString& tilesetImage);

// Pixels a tile takes in the maps written: the size Tiled shows the map at.
inline constexpr int kTileSize = 32;

} // namespace mazeworks::tiled

#pragma once

// The levels of an LDtk project (ldtk.io, its JSON from LDtk 1.0 on) made mazes.
//
// The rules (docs/ldtk.md says them to designers):
// * A project's levels are in the project file, or each in its own .ldtkl file beside it
//   ("externalLevels"), in the project's order; in a project of several worlds, world by world.
// * Tiles: the IntGrid layers shown, bar one named "weights", laid over one another bottom first:
//   each tile is the uppermost value there, 0 (no value) floor. A value is the kind its
//   identifier says (wall, walls, dot, energizer, ... as Tiled's kinds, tiled/tilekinds.h), else
//   what the answers give for its identifier (or its number, when it has none); a value that is
//   neither is an error, said once with the number of tiles that have it.
// * Weights: an IntGrid layer named "weights", its values 1 to 9 the weights (0 is 1).
// * Places: entities whose identifier, or the answers for it, or its "kind" field says muncher,
//   ghost, corner or fruit (also by the other words designers use: Player, Enemy, Blinky, ...),
//   on the tile under their middle. A ghost's "kind" (red, pink, cyan, orange, or its identifier's
//   ghost name), "heading", "corner" (a Point), "release" (seconds), "release_dots" fields; the
//   muncher's "heading"; a corner's "kind".
// * Level fields: "name" (else the level's identifier is its name) and "rules".
// * Everything else (Tiles and AutoLayer layers, the pictures rules draw on an IntGrid layer,
//   hidden layers, other entities, other fields) is named once in a warning: a layer by its
//   identifier, an entity by its identifier with their count, a field by its entity and name.

#include "ldtkproblem.h"

#include "maze/maze.h"
#include "tiled/tilekinds.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace mazeworks::ldtk {

// The bytes of a file named relative to the project's folder, or nothing with the reason in
// `why` (a missing file, a device, a file too large).
using FileReader = std::function<std::optional<QByteArray>(const QString& path, QString* why)>;

// A project may hold up to this many cells in all its IntGrid layers read together: past it,
// reading stops rather than fill the memory.
inline constexpr qint64 kCellBudget = qint64(1) << 26;
// No entity lies further than this many pixels from its level's origin.
inline constexpr double kFarPixels = double(1 << 24);
// A cell is at most this many pixels wide.
inline constexpr int kMaxGridSize = 1 << 16;

// What an IntGrid value or an entity is, when its identifier does not say: by the editor's
// question, by the command line's --kinds file. Names are matched without regard to case.
class Answers {
public:
    void setTile(const QString& name, Tile kind) { m_tiles[name.toLower()] = kind; }
    void setPlace(const QString& name, tiled::PlaceType type) { m_places[name.toLower()] = type; }
    std::optional<Tile> tile(const QString& name) const;
    std::optional<tiled::PlaceType> place(const QString& name) const;
    bool empty() const { return m_tiles.empty() && m_places.empty(); }

private:
    std::map<QString, Tile> m_tiles;
    std::map<QString, tiled::PlaceType> m_places;
};

// An IntGrid value the levels use that is no kind of tile: asked once however often it is used.
struct UnknownValue {
    QString layer; // the IntGrid layer's identifier
    qint64 value = 0;
    QString identifier; // the value's identifier; empty when it has none
    Place first; // its first tile
    qint64 count = 0; // how many tiles of the levels read have it
    // What answers name it by: its identifier, else its number.
    QString name() const { return identifier.isEmpty() ? QString::number(value) : identifier; }
};

struct ProjectLevel {
    QString identifier; // LDtk's name of the level
    Maze maze;
};

struct Project {
    QString jsonVersion;
    std::vector<QString> levelNames; // every level of the project, in its order
    std::vector<ProjectLevel> levels; // the levels read, when there is no error
    std::vector<Problem> problems; // errors, warnings and notes, each once
    std::vector<UnknownValue> unknownValues;
    bool ok() const;
    // Whether the only errors are values without a kind: answers for them would make the levels.
    bool needsAnswers() const;
};

// The levels of the project in `bytes` (all, or the one whose identifier is `only`, any case),
// their .ldtkl files read with `files`. `only` naming no level is no error: `levels` is empty and
// `levelNames` says which there are.
Project readProject(const QByteArray& bytes, const FileReader& files = {}, const Answers& answers = {},
    const std::optional<QString>& only = std::nullopt);

} // namespace mazeworks::ldtk

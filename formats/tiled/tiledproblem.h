#pragma once

// What reading a Tiled map found wrong or left out: a code, where, and the values its message
// needs, as core's Diagnostic is. Made into words only to be shown: in English for the command
// line, in the user's language for the editor.

#include "grid/cell.h"
#include "tiledmap.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace mazeworks::tiled {

enum class Level {
    Error, // no level can be made
    Warning, // something is left out of the level
    Note, // how the import decided, where a rule had to choose
};

enum class Code {
    // The bytes.
    NotJson,
    NotJsonObject,
    NotXml,
    NotAMapElement,
    IsATileset,
    NotAMapType,
    NotANumber,
    // The map and its tile layers.
    MapSize,
    TileSize,
    NoTileLayer,
    TooManyTiles,
    LayerSize,
    LayerTiles,
    NotATileNumber,
    NoTileData,
    UnknownEncoding,
    NotBase64,
    UnknownCompression,
    DataTooLarge,
    DataDamaged,
    DataWindow,
    DataSize,
    ChunkShape,
    InfiniteSize,
    InfiniteEmpty,
    // Tilesets and templates.
    FirstGid,
    FileUnreadable,
    NotATilesetFile,
    NotATemplateFile,
    NotAKind,
    NoKind,
    NoTileset,
    // The places.
    FarAway,
    NotADirection,
    GhostWithoutKind,
    NotAGhost,
    BadRelease,
    SecondPlace,
    // Left out (warnings).
    NotOrthogonal,
    HiddenLayer,
    ImageLayer,
    LayerOffset,
    NotAPlace,
    NoType,
    HiddenObject,
    UnknownProperty,
    NotARule,
    BadMapRelease,
    BadReleaseDots,
    // How it was decided (notes).
    LayersMerged,
    InfiniteBounds,
    KindsAnswered,
    // More problems than are listed.
    MoreProblems,
};

// Where a problem is, as far as it is known.
// (Every member has an initializer, so that a brace list may give the first few.)
struct Place {
    SourcePlace source {}; // the file, and the line and column in it
    QString layer {};
    std::optional<Cell> cell {}; // a tile of the map, in the map's numbering
    QString tileset {};
    qint64 tile = -1; // a tile of the tileset
    std::optional<qint64> object {};
    QString objectName {};
};

struct Problem {
    Code code = Code::NotJson;
    Level level = Level::Error;
    Place place {};
    QStringList values {}; // what %1, %2, ... of the message stand for
};

// The stable name of a code, as the command line shows it: "no-kind".
QString codeName(Code code);
// The level a code has.
Level levelOf(Code code);
// A problem of a code at its level.
Problem problem(Code code, Place place, QStringList values = {});

enum class Words { English, Translated };
// "error", "warning", "note".
QString levelName(Level level, Words words);
// "layer "walls", column 3, row 4": what the problem is about; empty for the map as a whole.
QString placeText(const Place& place, Words words);
// The message, its values put in, without the place.
QString messageText(const Problem& problem, Words words);
// "tiles.tsx, line 4, column 2: tileset "t", tile 3: MESSAGE": everything but the level.
QString describe(const Problem& problem, Words words);

// Collects problems in the order they are found, listing the first errors and counting the
// rest: a map of 16 million wrong tiles must not give 16 million lines.
class Problems {
public:
    void add(Problem problem);
    void add(Code code, Place place, QStringList values = {})
    {
        add(problem(code, std::move(place), std::move(values)));
    }
    bool hasErrors() const { return m_errors > 0; }
    // The problems, with one MoreProblems at the end when some were only counted.
    std::vector<Problem> take();

private:
    std::vector<Problem> m_list;
    int m_errors = 0;
    int m_warnings = 0;
    int m_more = 0;
};

} // namespace mazeworks::tiled

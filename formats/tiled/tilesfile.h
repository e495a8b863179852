#pragma once

// The answers for a designer's tileset kept in a small text file (mazeworks-cli convert --tiles
// FILE), the command line's form of the editor's question:
//
//     # the tiles of the tileset "Desert", as Tiled shows its name
//     [Desert]
//     29 = wall
//     30-35 = dot
//     * = floor          # every other tile of it
//
// Blank lines and '#' to the end of a line are comments. A kind is any word tilekinds.h knows,
// in any case. A section may name the tileset's picture too, "[Desert | tmw_desert.png]", for a
// map with two tilesets of one name.

#include "tiledlevel.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace mazeworks::tiled {

struct TilesFileProblem {
    enum class Code {
        NoSection, // an answer before any [tileset] line
        NotAnAnswer, // a line that is no "TILES = KIND"
        NotATile, // TILES is no tile number, range or *
        NotAKind, // KIND is no kind
    };
    Code code;
    int line = 0;
    QString word;
};

struct TilesFile {
    TileAnswers answers;
    std::vector<TilesFileProblem> problems;
};

TilesFile readTilesFile(const QByteArray& bytes);
// The message of a problem, in English (the command line's words).
QString englishText(const TilesFileProblem& problem);

// A file that asks for `tiles`, a "?" for each kind, for a designer to fill in.
QByteArray tilesFileFor(const Map& map, const std::vector<UnknownTile>& tiles);

} // namespace mazeworks::tiled

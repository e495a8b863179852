#pragma once

// What a designer's file calls its tiles and places, given in a small text file (mazeworks-cli
// convert --kinds FILE), for LDtk projects and Tiled maps alike, a line each:
//
//     # NAME KIND
//     walls wall          # an LDtk IntGrid value, or a Tiled tile's type, named "walls"
//     3 dot               # an LDtk IntGrid value without an identifier, by its number
//     Player muncher      # an LDtk entity, or a Tiled object of that type
//     tile 17 dot         # tile 17 of a Tiled map's tilesets
//
// KIND is a kind of tile or of place, in any of the words tilekinds.h knows ("power pellet",
// "Enemy"). Blank lines and '#' to the end of a line are comments.

#include "ldtkproject.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <vector>

namespace mazeworks::ldtk {

struct KindsFileProblem {
    enum class Code {
        NotALine, // a line that is no "NAME KIND"
        NotAKind, // KIND is no kind of tile or place
        NotATile, // "tile N": N is no tile number
    };
    Code code;
    int line = 0;
    QString word;
};

struct KindsFile {
    Answers answers; // by name, for LDtk's values and entities
    std::map<QString, Tile> tileNames; // by name in lower case, for Tiled tiles' types
    std::map<qint64, Tile> tileNumbers; // "tile N KIND", for the tiles of Tiled's tilesets
    std::vector<KindsFileProblem> problems;
};

KindsFile readKindsFile(const QByteArray& bytes);
// The message of a problem, in English (the command line's words).
QString englishText(const KindsFileProblem& problem);

// A file that asks for `values`, a "?" for each kind, for a designer to fill in.
QByteArray kindsFileFor(const std::vector<UnknownValue>& values);

} // namespace mazeworks::ldtk

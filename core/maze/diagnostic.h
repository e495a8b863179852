#pragma once

#include "grid/cell.h"
#include "grid/tilemap.h"
#include "maze/maze.h"
#include "maze/tile.h"
#include "message/message.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

enum class Severity { Error, Warning };

constexpr std::string_view name(Severity s) { return s == Severity::Error ? "error" : "warning"; }

// Every message a level's diagnostics can give, in the order of the table in
// docs/maze-format.md; the editor says them in the user's language (context
// "mazeworks::Diagnostics").
std::span<const MessageText> messageCatalogue();
const MessageText* findDiagnosticText(std::string_view id);

// Tiles of one row, from column `first` to column `last`.
struct TileRun {
    int row = 0;
    int first = 0;
    int last = 0;
    friend bool operator==(const TileRun&, const TileRun&) = default;
};

// A problem in a level, like a compiler error: line and column count from 1, the column in
// code points (a tab is one).
struct Diagnostic {
    int line = 1;
    int column = 1;
    Severity severity = Severity::Error;
    std::string messageId; // an id of messageCatalogue()
    std::vector<std::string> values; // what %1, %2 ... stand for
    std::optional<Cell> tile; // the tile it is about, when it is about one
    // A problem about a region of tiles (unreachable-dot, unreachable-floor): every tile of it,
    // as runs in reading order; `tile` is the one it is reported at.
    std::vector<TileRun> region;

    // The code of the table, the id without its variant: "duplicate" for "duplicate.muncher".
    std::string_view code() const;
    // In English, the values put in.
    std::string message() const;
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// `PATH:LINE:COLUMN: SEVERITY: MESSAGE [CODE]`, as GCC, Clang and Qt Creator print them.
std::string format(std::string_view path, const Diagnostic& d);

bool hasErrors(const std::vector<Diagnostic>& diagnostics);

// A piece of the level as the ids of messages name it: "muncher", "fruit", "ghost.red" (as in
// "missing.ghost.red"); the English of each message says its name.
inline constexpr std::string_view kMuncherPiece = "muncher";
inline constexpr std::string_view kFruitPiece = "fruit";
std::string pieceId(GhostKind kind);

// The "outside" problem of a piece at `cell` that stands on no tile of the maze: on a wall
// ("outside.wall.PIECE") or off the map ("outside.map.PIECE"), with the values the column, the
// row, the map's width and height, and the tile; its line and column are the caller's to set.
// Nothing when the piece stands inside.
std::optional<Diagnostic> outsideDiagnostic(std::string_view piece, Cell cell, const TileMap<Tile>& tiles);

// A word of the input as a message shows it: control bytes written \0, \t, \r, \n or \xNN, and
// a long word cut after its first 40 characters with its length: `abc... (52428800 bytes)`.
std::string shownWord(std::string_view word);

} // namespace mazeworks

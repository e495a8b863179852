#pragma once

#include "maze/diagnostic.h"
#include "maze/maze.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

// The .maze text format (docs/maze-format.md): reading with every problem named by line and
// column, validation, and writing that keeps what the user wrote.

// The limit on each side of a map, in tiles.
inline constexpr int kMaxMapSide = 4096;

enum class LineKind : std::uint8_t {
    Blank,
    Comment,
    Name,
    Row,
    Muncher,
    Ghost,
    Corner,
    Release,
    ReleaseDots,
    Rules,
    Fruit,
    Unknown,
    Weight,
};

// One line of the text as it was read, kept so that saving changes only what changed. Blank
// lines, comments and unknown lines that follow one another are kept as one, with the line ends
// between them in its text: saving writes them back as they are, and a file of millions of them
// costs its own size, not a line's bookkeeping for each.
struct SourceLine {
    std::string text; // without its (last) line end
    std::string_view end; // "\n", "\r\n", or "" for a last line without one
    LineKind kind = LineKind::Unknown;
    // Rows and weights: the row number; ghosts, corners, releases and release-dots: the ghost
    // kind; -1 when unknown.
    int subject = -1;
    // The first line of its subject: saving replaces it when the value changes.
    bool owner = false;
    // It read without a problem of its own.
    bool clean = false;
    friend bool operator==(const SourceLine&, const SourceLine&) = default;
};

struct MazeSource {
    bool byteOrderMark = false;
    std::vector<SourceLine> lines;
    // The places as read (the tiles left out), to tell on saving which ones changed.
    Maze places;
    // The line end most lines use, for lines that saving adds.
    std::string_view lineEnd() const;
    bool empty() const { return lines.empty(); }
};

// The most diagnostics a read keeps, the first in order of position; the others are counted.
inline constexpr std::size_t kMaxKeptDiagnostics = 10000;

struct ReadResult {
    Maze maze; // the level; maze.hasMap() when the rows form a map
    MazeSource source; // the text, for saving without losing anything
    // The problems, in order of position: all of them, or the first kMaxKeptDiagnostics, so
    // that a file of millions of bad letters costs no more memory than a few times its size.
    std::vector<Diagnostic> diagnostics;
    std::size_t omitted = 0; // problems after those kept, counted only
    bool omittedErrors = false; // whether an error is among them
    bool ok() const { return !omittedErrors && !hasErrors(diagnostics); }
};

// Reads a level from its bytes; never throws for any input, however broken.
ReadResult readMaze(std::string_view bytes);

// The text of `maze`, written over `source`: lines whose value did not change keep their text,
// comments and order; a changed row or place replaces its own line; a new place is added in
// the canonical order. With an empty source the text is canonical.
std::string writeMaze(const Maze& maze, const MazeSource& source);
std::string writeMaze(const Maze& maze);

// Only the diagnostics of a level held in memory, positions as in the text it would be saved as.
std::vector<Diagnostic> validate(const Maze& maze, const MazeSource& source);

} // namespace mazeworks

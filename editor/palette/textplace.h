#pragma once

#include "grid/cell.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace mazeworks {

// A place of a level's text (line and column in code points, from 1) and the tile it stands for.
struct TextPlace {
    int line = 0;
    int column = 0;
    // The tile of the map there: a letter of a `row` or a digit of a `weight` line (the k-th such
    // line is row k), or the tile a place's line names (muncher, ghost, corner, fruit).
    std::optional<Cell> tile;
};

// Reads "LINE", "LINE:COLUMN" (or a comma or a space between them) as a place of `text`; none
// when the input is no such place. The column is 1 when not given.
std::optional<std::pair<int, int>> parseLineColumn(const QString& input);

// How many lines `text` has, and how many columns line `line` (from 1) has; -1 when no such line.
int lineCount(const QByteArray& text);
int columnCount(const QByteArray& text, int line);

// The tile at (line, column) of a level's text; no tile where the text names none.
std::optional<Cell> tileAt(const QByteArray& text, int line, int column);

} // namespace mazeworks

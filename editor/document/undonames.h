#pragma once

#include "maze/maze.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace mazeworks {

// How tiles were painted: with a tile of the palette, or back to empty floor by the eraser.
enum class Painting : std::uint8_t { Paint, Erase };

// The names of the steps of the undo history: what was done and to how many ("Paint 12 walls",
// "Erase 3 tiles", "Move the red ghost"), in the user's language with its plural forms. English
// reads "1 wall" and "2 walls" without an English translation file: each count has a source
// text for one and one for many, and every language gets its own plural forms for both.
class UndoNames {
    Q_DECLARE_TR_FUNCTIONS(mazeworks::UndoNames)

public:
    // `count` tiles turned into `tile` (Painting::Paint), or erased.
    static QString tiles(Painting painting, Tile tile, int count);
    // `count` tiles changed, not all into one kind.
    static QString mixedTiles(int count);
    // What changed among the places and the level's own lines (name, rules, releases) from
    // `before` to `after`: the one thing ("Move the red ghost", "Turn the muncher", "Change the
    // rules"), or how many ("Change 3 properties of the level").
    static QString places(const Maze& before, const Maze& after);
};

} // namespace mazeworks

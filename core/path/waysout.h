#pragma once

#include "path/inlining.h"
#include "path/prefaulted.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

// The ways out of a cell as bits, one per way a step may go, and the tables built on them: the
// ways out of every cell of a grid, and the neighbours a search need not offer a way to.

namespace mazeworks {

// The ways a step may leave a cell, as bits (1 << way) in the order up, left, down, right,
// up-left, left-down, down-right, right-up, where open(dx, dy) tells whether the cell dx columns
// and dy rows away may be entered: a diagonal step needs both cells beside the corner open too
// (no corner is cut). Without a branch: whether a neighbour is open is a coin toss in a maze.
template <class Open> inline unsigned waysFrom(Open&& open)
{
    const unsigned up = open(0, -1);
    const unsigned left = open(-1, 0);
    const unsigned down = open(0, 1);
    const unsigned right = open(1, 0);
    return up | (left << 1) | (down << 2) | (right << 3) | ((up & left & open(-1, -1)) << 4)
        | ((left & down & open(-1, 1)) << 5) | ((down & right & open(1, 1)) << 6) | ((right & up & open(1, -1)) << 7);
}

// The ways out of a cell away from the rim of a grid `width` cells wide, where every neighbour
// is on the grid: read straight from the cells around `cell`, with no bounds to test.
inline unsigned waysInside(const std::uint8_t* cell, std::ptrdiff_t width)
{
    return waysFrom(
        [cell, width](std::ptrdiff_t dx, std::ptrdiff_t dy) -> unsigned { return cell[dy * width + dx] != 0; });
}

// The ways out of every cell of a grid of open cells (non-zero = open), a byte a cell (see
// waysFrom). A step must end on the grid: steps over the edges of a grid that wraps round are
// left out. Worked out once for many searches on one map, as a graph library builds its graph
// before it searches, they spare every search looking at the eight neighbours of each cell it
// settles. The rim tests its neighbours' bounds; the rest of the grid, nearly all of it, reads
// them straight, which on a small map is the difference between a few per cent of all the
// searches' work and a tenth of it.
MAZEWORKS_HOT inline PrefaultedVector<std::uint8_t> waysOut(int width, int height, const std::uint8_t* open)
{
    const auto w = static_cast<std::ptrdiff_t>(std::max(width, 0));
    const auto h = static_cast<std::ptrdiff_t>(std::max(height, 0));
    PrefaultedVector<std::uint8_t> ways(static_cast<std::size_t>(w * h), 0);
    auto onRim = [&](std::ptrdiff_t col, std::ptrdiff_t row) {
        ways[static_cast<std::size_t>(row * w + col)]
            = static_cast<std::uint8_t>(waysFrom([&](std::ptrdiff_t dx, std::ptrdiff_t dy) -> unsigned {
                  const std::ptrdiff_t c = col + dx;
                  const std::ptrdiff_t r = row + dy;
                  return c >= 0 && r >= 0 && c < w && r < h && open[r * w + c] != 0;
              }));
    };
    for (std::ptrdiff_t row = 0; row < h; ++row) {
        if (row == 0 || row + 1 == h || w < 3) {
            for (std::ptrdiff_t col = 0; col < w; ++col) onRim(col, row);
            continue;
        }
        onRim(0, row);
        const std::uint8_t* const cells = open + row * w;
        std::uint8_t* const out = ways.data() + row * w;
        for (std::ptrdiff_t col = 1; col + 1 < w; ++col)
            out[col] = static_cast<std::uint8_t>(waysInside(cells + col, w));
        onRim(w - 1, row);
    }
    return ways;
}

// The neighbours (as bits, 1 << way) that need no offer from a cell, by the way it was
// reached from its parent p and by its ways out. In kSkipped they are those to which p, or
// a cell before it, has offered a way at least as cheap as the way through the cell. For a
// straight step: the cell behind, the two diagonals behind, and a side whose diagonal from
// p is open (1 + 1 against sqrt(2)), that is, where the cell may step diagonally towards
// p's side. For a diagonal step: p and the two cells beside it (sqrt(2) + 1 against 1). By
// induction this holds even where p left out some of its own neighbours; where p left out
// a diagonal across its step (below), the cell beside p offers that neighbour a cheaper way
// still before it could be settled.
//
// kSkippedAhead also leaves out, after a diagonal step, the two diagonals across it (after
// a step up-right, up-left and down-right). Each lies two straight steps from p through a
// cell beside p, which the diagonal step needed open: 2 against 2 sqrt(2). That cell has
// an entry from p or a cheaper one, and with a consistent guess its f is lower than that of
// the dearer way, so it is settled first and offers the cheaper way before the dearer one
// could come up. The dearer way could never be kept, nor decide a tie. This needs a
// consistent guess (octile, Euclidean or none; Manhattan with 8 directions is not), and
// breadth-first search keeps the first way it finds, not the cheapest: both keep kSkipped.
//
// Skipping is not a different search: it settles the same cells in the same order, with
// the same ways, and only saves looking. It needs the way of the last step, which only the
// 8-byte nodes keep, and steps of equal cost.
struct SkipTable {
    std::uint8_t bits[16][256] = {};
};
constexpr SkipTable makeSkipTable(bool diagonalsAcross)
{
    constexpr std::uint8_t kAlways[8] = { 0x64, 0xc8, 0x91, 0x32, 0x4c, 0x89, 0x13, 0x26 };
    // For a straight step: a side (a way) and the diagonal towards p's side that reaches it.
    constexpr std::uint8_t kSide[4][2][2] = {
        { { 1, 5 }, { 3, 6 } }, // up: left through left-down, right through down-right
        { { 0, 7 }, { 2, 6 } }, // left: up through right-up, down through down-right
        { { 1, 4 }, { 3, 7 } }, // down: left through up-left, right through right-up
        { { 0, 4 }, { 2, 5 } }, // right: up through up-left, down through left-down
    };
    SkipTable table;
    for (int way = 0; way < 8; ++way) {
        for (unsigned ways = 0; ways < 256; ++ways) {
            unsigned skip = kAlways[way];
            // Across up-left and down-right: left-down and right-up; across the others, the reverse.
            if (diagonalsAcross && way >= 4) skip |= (way & 1) ? 0x50u : 0xa0u;
            if (way < 4) {
                for (const auto& side : kSide[way]) {
                    if (ways & (1u << side[1])) skip |= 1u << side[0];
                }
            }
            table.bits[way][ways] = static_cast<std::uint8_t>(skip);
        }
    }
    return table; // the start's way (PackedNode::kNoWay) skips nothing
}
inline constexpr SkipTable kSkipped = makeSkipTable(false);
inline constexpr SkipTable kSkippedAhead = makeSkipTable(true);

} // namespace mazeworks

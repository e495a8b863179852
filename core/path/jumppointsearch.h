#pragma once

#include "grid/cell.h"
#include "path/gridsearch.h"
#include "path/openlist.h"
#include "path/search.h"

#include <cstdint>
#include <optional>
#include <vector>

// Jump point search (Harabor and Grastien, AAAI 2011; "Improving Jump Point Search", ICAPS
// 2014) on a closed grid where every open cell costs the same, diagonal steps cutting no
// corner. It is A* over a few cells, the jump points: from each it runs straight (or, with 8
// directions, diagonally) past every cell whose neighbours another way reaches at least as
// cheaply, and stops only where a neighbour can be reached best through it (a forced
// neighbour), at the goal, or at a wall. The straight runs read rows of the grid as 64-bit words
// and look at a word at a time: a wall ahead is a 0 bit, a forced neighbour a 0 followed by a 1
// in the row above or below. Columns are rows of a transposed copy, so that runs up and down
// are read the same way.
//
// With 4 directions the straight runs are the same; a run up or down stops where a run to
// either side from its cell would find a jump point, as a diagonal run does with 8.
//
// JumpPointSearch::Plus works the jump distances out beforehand (Rabin's JPS+): for every open
// cell and way, how far the run goes to its jump point (> 0) or to the wall (<= 0), so that a
// search reads a number where it would run. rebuild() works the tables out again after an edit,
// in a few milliseconds for a 512 x 512 map.

namespace mazeworks {

// The open cells of a grid as bits, one row per line of 64-bit words, with a border of walls
// around them wide enough that any 64 bits around a cell of the grid can be read.
class BitRows {
public:
    BitRows() = default;
    // Rows of `width` bits: lines[line][position], from open(position, line).
    template <class Open> void assign(int width, int height, Open&& open)
    {
        m_width = width;
        m_height = height;
        m_words = (width + 2 * kPad) / 64 + 2;
        m_bits.assign(static_cast<std::size_t>(m_words) * static_cast<std::size_t>(height + 2), 0);
        for (int line = 0; line < height; ++line) {
            for (int at = 0; at < width; ++at) {
                if (open(at, line)) set(at, line);
            }
        }
    }
    // 64 bits from `position` on: bit i is the cell at position + i of the line (-1 to height).
    std::uint64_t read(int line, int position) const
    {
        const int bit = position + kPad;
        const std::uint64_t* row
            = m_bits.data() + static_cast<std::size_t>(line + 1) * static_cast<std::size_t>(m_words);
        const int word = bit >> 6;
        const int shift = bit & 63;
        if (shift == 0) return row[word];
        return (row[word] >> shift) | (row[word + 1] << (64 - shift));
    }
    bool open(int position, int line) const
    {
        if (position < 0 || line < 0 || position >= m_width || line >= m_height) return false;
        return (read(line, position) & 1u) != 0;
    }

    // The run forwards (to higher positions) from `position` on `line`: the distance to the first
    // jump point, or to `target` when it lies ahead on the line first (> 0), else minus the
    // distance to the last open cell before a wall (<= 0). target < 0: none.
    int runForward(int line, int position, int target) const;
    // The same backwards (to lower positions).
    int runBackward(int line, int position, int target) const;

private:
    static constexpr int kPad = 128;
    void set(int at, int line)
    {
        const int bit = at + kPad;
        m_bits[static_cast<std::size_t>(line + 1) * static_cast<std::size_t>(m_words)
            + static_cast<std::size_t>(bit >> 6)]
            |= std::uint64_t { 1 } << (bit & 63);
    }

    int m_width = 0;
    int m_height = 0;
    int m_words = 0;
    std::vector<std::uint64_t> m_bits;
};

class JumpPointSearch {
public:
    enum class Mode : std::uint8_t { Online, Plus };

    // The grid's open cells are read now (and, for Plus, the jump distances worked out); its
    // weights and edges are not looked at: the grid must be closed and of uniform cost.
    JumpPointSearch(const GridView& grid, Movement movement, Mode mode);

    // Works everything out again from the grid's cells, after an edit.
    void rebuild();

    // A search from one cell to another, a jump point settled at each step.
    void start(Cell from, Cell to);
    bool step();
    void run();
    bool done() const { return m_done; }
    bool found() const { return m_found; }
    // The way, every cell of it; visited counts the jump points settled.
    Path path() const;

    Path find(Cell from, Cell to)
    {
        start(from, to);
        run();
        return path();
    }

    // For a view: whether a cell is a jump point the search found (Frontier) or settled, the
    // one settled last, and, when recording, the runs each step made, as their two ends.
    GridSearch::State state(Cell c) const;
    std::optional<Cell> current() const;
    void setRecording(bool on) { m_recording = on; }
    struct Run {
        Cell from;
        Cell to;
        bool jumpPoint = false; // it ended at a jump point (or the goal), not at a wall
    };
    const std::vector<Run>& runs() const { return m_runs; }

    // For a view that teaches (watchedsearch.h): the cost of the cheapest way known to a jump
    // point found (infinity elsewhere), and the open list in the order it will be taken, each
    // jump point once, with its g, its guess h and f = g + h.
    double cost(Cell c) const;
    std::vector<GridSearch::OpenEntry> openList() const;

private:
    // 16 bytes; the way the jump came in is read off the parent's place.
    struct Node {
        std::uint32_t stamp = 0;
        std::int32_t parent = -1;
        std::int32_t straight = 0;
        std::int32_t diagonal = 0;
        double cost() const { return straight + diagonal * kSqrt2; }
    };

    std::int32_t index(int col, int row) const { return row * m_width + col; }
    // (col, row) from -1 to the width or height.
    std::size_t padded(int col, int row) const
    {
        return static_cast<std::size_t>(row + 1) * static_cast<std::size_t>(m_paddedWidth)
            + static_cast<std::size_t>(col + 1);
    }
    bool open(int col, int row) const { return m_cells[padded(col, row)] != 0; }
    double guess(int col, int row) const;
    // How far the jump from (col, row) the way numbered `way` goes: > 0 to a jump point or the
    // goal, <= 0 when none lies that way.
    int jump(int col, int row, int way) const;
    int jumpOnline(int col, int row, int way) const;
    int jumpPlus(int col, int row, int way) const;
    int runStraight(int col, int row, int way) const;
    void expand(std::int32_t cell);
    void offer(std::int32_t from, int col, int row, int way, int distance);
    void buildTables();
    void record(int col, int row, int way, int distance) const;

    GridView m_grid;
    int m_width = 0;
    int m_height = 0;
    bool m_eight = true;
    Mode m_mode = Mode::Online;
    BitRows m_rows; // lines are rows
    BitRows m_columns; // lines are columns
    std::vector<std::uint8_t> m_cells; // padded with walls, see padded()
    int m_paddedWidth = 0;
    std::vector<std::int32_t> m_distances; // Plus: 8 (or 4) per cell, see jumpPlus
    std::vector<Node> m_nodes;
    OpenList<WideEntry> m_open; // by f, then h, then the cell: the order of Search
    std::uint32_t m_base = 0;
    Cell m_from;
    Cell m_to;
    bool m_done = true;
    bool m_found = false;
    int m_visited = 0;
    std::int32_t m_current = -1;
    bool m_recording = false;
    mutable std::vector<Run> m_runs;
};

} // namespace mazeworks

#pragma once

#include "grid/cell.h"
#include "path/gridsearch.h"
#include "path/inlining.h"
#include "path/openlist.h"
#include "path/prefaulted.h"
#include "path/search.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

// Jump point search (Harabor and Grastien, AAAI 2011; "Improving Jump Point Search", ICAPS
// 2014) on a closed grid where every open cell costs the same, diagonal steps cutting no
// corner. It is A* over a few cells, the jump points: from each it runs straight (or, with 8
// directions, diagonally) past every cell whose neighbours another way reaches at least as
// cheaply, and stops only where a neighbour can be reached best through it (a forced
// neighbour), or at a wall. The straight runs read rows of the grid as 64-bit words and look at
// 56 cells at a time: a wall ahead is a 0 bit, a forced neighbour a 0 followed by a 1 in the row
// above or below. Columns are rows of a transposed copy, so that runs up and down are read the
// same way.
//
// The goal is not looked for along the runs. Instead, before a jump point sends out its runs,
// it looks straight at the goal: when the way there (diagonally as far as it goes, then
// straight on; with 4 directions up or down, then across) is open and starts in a direction
// the jump point would search, that way costs exactly the guess, and the goal is its only
// successor.
//
// With 4 directions the straight runs are the same; a run up or down stops where a run to
// either side from its cell would find a jump point, as a diagonal run does with 8.
//
// The modes:
//  * Online: the runs are read off the grid as the search goes.
//  * Plus (after Rabin's JPS+): the distances of the diagonal runs (with 4 directions, of the
//    runs up and down) are worked out beforehand, for every open cell and way, how far the run
//    goes to its next cell where a straight run finds a jump point (> 0), or to the wall (<= 0),
//    a byte each, so that a search reads a number where it would walk. The straight runs cost a
//    word of bits for 56 cells and need no table. rebuild() works the tables out again after an
//    edit, in about a millisecond for a 512 x 512 map.
//  * Pruned and PrunedPlus (JPS2, "Improving Jump Point Search"): the cells of a diagonal run
//    (with 4 directions, of a run up or down) are never put on the open list. The run goes on
//    to the wall, and the jump points that the straight runs from its cells find are offered
//    at once, each with a way that goes diagonally and then straight. Far fewer entries go
//    through the open list, for the same paths.

namespace mazeworks {

// The open cells of a grid as bits, one line of bytes a row, with walls around them wide
// enough that the 64 bits ahead of or behind any cell of the grid can be read with one load.
// Beside the open cells, two more planes of bits say where a straight run along the line
// stops, going forwards (to higher positions) and backwards: at a wall, or at a cell with a
// forced neighbour, an open cell beside the run whose neighbour behind it is a wall. A run then
// reads one word for 56 cells. Two more say whether the run from a cell, forwards or backwards,
// ends at a jump point (not at a wall): a diagonal run asks that at each of its cells.
class BitRows {
public:
    BitRows() = default;
    // Lines of `length` bits from rows of bytes (0 or 1, `lines` of them, `stride` apart).
    void assign(int length, int lines, const std::uint8_t* bytes, std::ptrdiff_t stride);
    // The lines of `rows` turned into columns: line c holds position c of each line of rows.
    void assignTransposed(const BitRows& rows);

    bool open(int position, int line) const
    {
        if (position < 0 || line < 0 || position >= m_length || line >= m_lines) return false;
        return (view().ahead(m_open.data(), line, position) & 1u) != 0;
    }

    // The planes read by pointer, for the inner loops of a search: lines from -1 to the number
    // of lines, positions from -8 * 16 on.
    struct View {
        const std::uint8_t* open;
        const std::uint8_t* stopAhead;
        const std::uint8_t* stopBehind;
        const std::uint8_t* jumpAhead;
        const std::uint8_t* jumpBehind;
        std::size_t stride;

        // Bit i is the cell `position + i` of the line (-1 to the number of lines), for i from
        // 0 to 56; the bits above are not the line's.
        std::uint64_t ahead(const std::uint8_t* plane, int line, int position) const
        {
            const auto bit = static_cast<std::size_t>(position + 8 * kPadBytes);
            return load(plane + static_cast<std::size_t>(line + 1) * stride + (bit >> 3)) >> (bit & 7);
        }
        // Bit 63 - i is the cell `position - i`, for i from 0 to 56.
        std::uint64_t behind(const std::uint8_t* plane, int line, int position) const
        {
            const auto bit = static_cast<std::size_t>(position + 8 * kPadBytes);
            return load(plane + static_cast<std::size_t>(line + 1) * stride + (bit >> 3) - 7) << (7 - (bit & 7));
        }
        // The run forwards from `position` on `line`: the distance to the first jump point
        // (> 0), else minus the distance to the last open cell before a wall.
        int runForward(int line, int position) const
        {
            for (int dist = 0;; dist += 56) {
                // Bit i is the cell dist + i ahead; bit 0 was looked at already (or is where the
                // run starts).
                const std::uint64_t stop = ahead(stopAhead, line, position + dist) & kAheadBits;
                if (stop == 0) continue;
                const int k = dist + std::countr_zero(stop);
                return (ahead(open, line, position + k) & 1u) ? k : -(k - 1);
            }
        }
        // The same backwards (to lower positions).
        int runBackward(int line, int position) const
        {
            for (int dist = 0;; dist += 56) {
                // Bit 63 - i is the cell dist + i behind.
                const std::uint64_t stop = behind(stopBehind, line, position - dist) & kBehindBits;
                if (stop == 0) continue;
                const int k = dist + std::countl_zero(stop);
                return (ahead(open, line, position - k) & 1u) ? k : -(k - 1);
            }
        }
        // How many cells after `position` (before it, when backwards) are open, up to `limit`.
        int openForward(int line, int position, int limit) const
        {
            for (int dist = 0; dist < limit; dist += 56) {
                const std::uint64_t walls = ~ahead(open, line, position + dist) & kAheadBits;
                if (walls != 0) return std::min(limit, dist + std::countr_zero(walls) - 1);
            }
            return limit;
        }
        int openBackward(int line, int position, int limit) const
        {
            for (int dist = 0; dist < limit; dist += 56) {
                const std::uint64_t walls = ~behind(open, line, position - dist) & kBehindBits;
                if (walls != 0) return std::min(limit, dist + std::countl_zero(walls) - 1);
            }
            return limit;
        }
        // Whether a run forwards (backwards) along the line stops at `position`: a wall, or a
        // forced neighbour.
        bool stopsAt(const std::uint8_t* plane, int line, int position) const
        {
            return (ahead(plane, line, position) & 1u) != 0;
        }
    };
    View view() const
    {
        return { m_open.data(), m_stopAhead.data(), m_stopBehind.data(), m_jumpAhead.data(), m_jumpBehind.data(),
            m_stride };
    }

    int runForward(int line, int position) const { return view().runForward(line, position); }
    int runBackward(int line, int position) const { return view().runBackward(line, position); }
    int openForward(int line, int position, int limit) const { return view().openForward(line, position, limit); }
    int openBackward(int line, int position, int limit) const { return view().openBackward(line, position, limit); }
    bool stopsAhead(int line, int position) const { return view().stopsAt(m_stopAhead.data(), line, position); }
    bool stopsBehind(int line, int position) const { return view().stopsAt(m_stopBehind.data(), line, position); }

    // Calls visit(position, line) for every cell whose run forwards (`ahead`) or backwards ends
    // at a jump point.
    template <class Visit> void forEachJump(bool ahead, Visit&& visit) const
    {
        const PrefaultedVector<std::uint8_t>& plane = ahead ? m_jumpAhead : m_jumpBehind;
        for (int line = 0; line < m_lines; ++line) {
            const std::uint8_t* row = plane.data() + static_cast<std::size_t>(line + 1) * m_stride + kPadBytes;
            for (int at = 0; at < m_length; at += 64) {
                std::uint64_t bits = load(row + at / 8);
                if (m_length - at < 64) bits &= (std::uint64_t { 1 } << (m_length - at)) - 1;
                for (; bits != 0; bits &= bits - 1) visit(at + std::countr_zero(bits), line);
            }
        }
    }
    bool jumpsAhead(int line, int position) const { return view().stopsAt(m_jumpAhead.data(), line, position); }
    bool jumpsBehind(int line, int position) const { return view().stopsAt(m_jumpBehind.data(), line, position); }

    std::size_t bytes() const { return 5 * m_open.size(); }

private:
    static constexpr int kPadBytes = 16;
    // The bits of bitsAhead() after the cell it starts at, and of bitsBehind() before it.
    static constexpr std::uint64_t kAheadBits = ((std::uint64_t { 1 } << 57) - 1) & ~std::uint64_t { 1 };
    static constexpr std::uint64_t kBehindBits = ((std::uint64_t { 1 } << 56) - 1) << 7;

    void reset(int length, int lines);
    void markStops();
    void markJumps();
    // The words of a line that hold its cells: from firstWord() up to endWord().
    std::size_t firstWord() const;
    std::size_t endWord() const;
    // Eight bytes as a word whose bit i is bit i % 8 of byte i / 8, whatever the byte order.
    static std::uint64_t load(const std::uint8_t* at)
    {
        std::uint64_t word;
        std::memcpy(&word, at, sizeof word);
        if constexpr (std::endian::native == std::endian::big) word = swapBytes(word);
        return word;
    }
    static void store(std::uint8_t* at, std::uint64_t word)
    {
        if constexpr (std::endian::native == std::endian::big) word = swapBytes(word);
        std::memcpy(at, &word, sizeof word);
    }
    static std::uint64_t swapBytes(std::uint64_t word)
    {
        std::uint64_t out = 0;
        for (int i = 0; i < 8; ++i) out |= ((word >> (8 * i)) & 0xffu) << (56 - 8 * i);
        return out;
    }
    int m_length = 0;
    int m_lines = 0;
    std::size_t m_stride = 0; // bytes a line, a multiple of 8
    PrefaultedVector<std::uint8_t> m_open;
    PrefaultedVector<std::uint8_t> m_stopAhead;
    PrefaultedVector<std::uint8_t> m_stopBehind;
    PrefaultedVector<std::uint8_t> m_jumpAhead;
    PrefaultedVector<std::uint8_t> m_jumpBehind;
};

class JumpPointSearch {
public:
    enum class Mode : std::uint8_t { Online, Plus, Pruned, PrunedPlus };

    // The grid's open cells are read now (and, for the Plus modes, the jump distances worked
    // out); its weights and edges are not looked at: the grid must be closed and of uniform
    // cost. Its memory must outlive the search (rebuild() reads it again).
    JumpPointSearch(const GridView& grid, Movement movement, Mode mode);
    ~JumpPointSearch();
    JumpPointSearch(const JumpPointSearch&) = delete;
    JumpPointSearch& operator=(const JumpPointSearch&) = delete;

    // Works everything out again from the grid's cells, after an edit.
    MAZEWORKS_HOT void rebuild();

    // A search from one cell to another, a jump point settled at each step.
    MAZEWORKS_HOT void start(Cell from, Cell to);
    bool step();
    void run();
    bool done() const { return m_done; }
    bool found() const { return m_found; }
    int visited() const { return m_visited; }
    // The way, every cell of it; visited counts the jump points settled.
    MAZEWORKS_HOT Path path() const;

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

    Mode mode() const { return m_mode; }
    // The bytes the search keeps for its grid: cells, bits, tables and nodes.
    std::size_t memory() const;
    // The bytes of the jump distances the Plus modes work out beforehand; 0 for the others.
    std::size_t tableBytes() const { return m_jumps.size(); }

private:
    // What the search knows of a jump point it reached, kept in a small open-addressed table
    // by cell: a search reaches few cells, so that a node for every cell of the map would cost
    // more to clear and to bring into memory than the search itself.
    struct Node {
        std::uint32_t stamp; // the search's base: reached; base + 1: settled; below: a free slot
        std::int32_t cell; // a padded cell
        std::int32_t parent; // a padded cell, -1 at the start
        std::uint32_t straight; // steps of the way so far, straight
        std::uint32_t diagonal; // and diagonal
        std::int32_t way; // the way of its last step, kNoWay at the start
        double cost() const { return static_cast<double>(straight) + static_cast<double>(diagonal) * kSqrt2; }
    };
    static constexpr int kNoWay = 8;
    // The node of a cell, or null when this search has not reached it.
    const Node* find(std::int32_t cell) const
    {
        for (std::uint32_t i = slotOf(cell);; i = (i + 1) & m_mask) {
            const Node& node = m_nodes[i];
            if (node.stamp < m_base) return nullptr;
            if (node.cell == cell) return &node;
        }
    }
    // The slot of a cell: its node, or the free slot where its node goes (stamp below the base).
    // The table must have room for one more.
    Node& slot(std::int32_t cell)
    {
        for (std::uint32_t i = slotOf(cell);; i = (i + 1) & m_mask) {
            Node& node = m_nodes[i];
            if (node.stamp < m_base || node.cell == cell) return node;
        }
    }
    std::uint32_t slotOf(std::int32_t cell) const
    {
        return (static_cast<std::uint32_t>(cell) * 0x9E3779B1u) >> m_shift;
    }
    // Room for one more node: the table doubles when it is half full.
    void makeRoom()
    {
        if (2 * (m_count + 1) > m_mask + 1) grow();
    }
    void grow();
    using Advance = bool (JumpPointSearch::*)(bool);
    template <bool Eight, bool Pruned, bool Plus> friend struct JumpExpansion;

    // (col, row) from -1 to the width or height, as a cell of the padded grid.
    std::int32_t padded(int col, int row) const { return (row + 1) * m_stride + col + 1; }
    int rowOf(std::int32_t p) const { return static_cast<int>((static_cast<double>(p) + 0.5) * m_perStride) - 1; }
    Cell cellOf(std::int32_t p) const
    {
        const int row = rowOf(p);
        return { p - (row + 1) * m_stride - 1, row };
    }
    bool open(std::int32_t p) const { return (m_cells[static_cast<std::size_t>(p)] & 1u) != 0; }
    template <bool Eight, bool Pruned, bool Plus> MAZEWORKS_HOT bool advance(bool once);
    MAZEWORKS_HOT void buildTables();
    void chooseAdvance();
    void record(Cell from, Cell to, bool jumpPoint) const;

    GridView m_grid;
    int m_width = 0;
    int m_height = 0;
    std::int32_t m_stride = 0; // width + 2
    double m_perStride = 0.0;
    bool m_eight = true;
    Mode m_mode = Mode::Online;
    bool m_pruned = false;
    bool m_plus = false;
    std::int32_t m_offset[8] = {}; // from a padded cell to its neighbour each way
    BitRows m_rows; // lines are rows
    BitRows m_columns; // lines are columns
    // Padded with walls, a byte a cell: bit 0 open, bits 1 to 4 whether the straight run from
    // the cell up, left, down or right ends at a jump point.
    PrefaultedVector<std::uint8_t> m_cells;
    PrefaultedVector<std::int8_t> m_jumps; // Plus: 4 a padded cell, see buildTables
    PrefaultedVector<Node> m_nodes; // a power of two of slots
    std::uint32_t m_mask = 0;
    int m_shift = 32;
    std::uint32_t m_count = 0; // the nodes of this search
    OpenList<CompactEntry> m_open; // by f, then h, then the cell: the order of Search
    double m_octileScale = 1.0; // see hKey
    bool m_exactKey = true;
    std::uint32_t m_base = 0;
    Cell m_from;
    Cell m_to;
    std::int32_t m_goal = -1;
    bool m_done = true;
    bool m_found = false;
    int m_visited = 0;
    std::int32_t m_current = -1;
    bool m_recording = false;
    mutable std::vector<Run> m_runs;
    Advance m_advance = nullptr;
};

} // namespace mazeworks

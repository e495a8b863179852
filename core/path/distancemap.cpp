#include "path/distancemap.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace mazeworks {

DistanceMap::DistanceMap(int width, int height, Edges edges) { reset(width, height, edges); }

void DistanceMap::reset(int width, int height, Edges edges)
{
    m_width = width;
    m_height = height;
    m_edges = edges;
    m_visited = 0;
    m_farthest = -1;
    if (width <= 0 || height <= 0) {
        m_width = m_height = 0;
        m_cells.clear();
        return;
    }
    const std::size_t paddedWidth = static_cast<std::size_t>(width) + 2;
    const std::size_t paddedHeight = static_cast<std::size_t>(height) + 2;
    m_cells.resize(paddedWidth * paddedHeight);
    const std::int32_t ring = edges == Edges::Wrap ? Portal : Blocked;
    std::fill_n(m_cells.begin(), paddedWidth, ring);
    std::fill_n(m_cells.end() - static_cast<std::ptrdiff_t>(paddedWidth), paddedWidth, ring);
    for (std::size_t row = 1; row + 1 < paddedHeight; ++row) {
        m_cells[row * paddedWidth] = ring;
        m_cells[row * paddedWidth + paddedWidth - 1] = ring;
    }
}

DistanceMap DistanceMap::search(
    int width, int height, const std::uint8_t* open, std::span<const Cell> goals, Edges edges)
{
    DistanceMap map;
    map.compute(width, height, open, goals, edges);
    return map;
}

void DistanceMap::compute(int width, int height, const std::uint8_t* open, std::span<const Cell> goals, Edges edges)
{
    reset(width, height, edges);
    width = m_width; // 0 for an empty map
    const int rows = m_height;
    std::size_t openCells = 0;
    for (int row = 0; row < rows; ++row) {
        std::int32_t* const line = &m_cells[padded(0, row)];
        const std::uint8_t* source = open + static_cast<std::size_t>(row) * static_cast<std::size_t>(width);
        // Blocked + 1 is Unseen: no branch. Eight cells at a time: one load, and a bit per byte
        // that says whether it is non-zero.
        int col = 0;
        for (; col + 8 <= width; col += 8) {
            std::uint64_t bytes = 0;
            std::memcpy(&bytes, source + col, sizeof bytes);
            constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
            const std::uint64_t nonZero = ((((bytes & kLow7) + kLow7) | bytes) >> 7) & 0x0101010101010101ULL;
            openCells += static_cast<std::size_t>((nonZero * 0x0101010101010101ULL) >> 56); // the sum of the bytes
            auto put = [&](int k) {
                const int shift = std::endian::native == std::endian::little ? 8 * k : 56 - 8 * k;
                line[col + k] = Blocked + static_cast<std::int32_t>((nonZero >> shift) & 1);
            };
            put(0); // written out: a loop of eight is not unrolled at -O2
            put(1);
            put(2);
            put(3);
            put(4);
            put(5);
            put(6);
            put(7);
        }
        for (; col < width; ++col) {
            const std::uint32_t isOpen = source[col] != 0;
            line[col] = Blocked + static_cast<std::int32_t>(isOpen);
            openCells += isOpen;
        }
    }
    m_openCells = openCells;
    run(goals);
}

std::size_t DistanceMap::throughPortal(std::size_t ring) const
{
    const std::size_t paddedWidth = static_cast<std::size_t>(m_width) + 2;
    std::size_t col = ring % paddedWidth;
    std::size_t row = ring / paddedWidth;
    if (col == 0)
        col = static_cast<std::size_t>(m_width);
    else if (col == paddedWidth - 1)
        col = 1;
    if (row == 0)
        row = static_cast<std::size_t>(m_height);
    else if (row == static_cast<std::size_t>(m_height) + 1)
        row = 1;
    return row * paddedWidth + col;
}

namespace {

// The wave, one ring of equal distance after another. Every cell enters the queue once, so an
// array of cell numbers is the whole queue, and the distance of a ring is known without reading
// it back. With wrap-around, a ring cell (a Portal) stands for the far side: rare, so a branch.
// Returns the last distance reached, -1 when nothing was.
//
// Whether a neighbour is new is a coin toss on a grid with scattered walls: there the step
// costs no branch (Branchless): the neighbour's number is written at the queue's end whatever
// it is, the end moves on only when the cell is new, and the cell is written back unchanged
// when it is not. On open ground the branch is predictable and the unconditional stores would
// cost more than they save.
template <bool Wrap, bool Branchless, class ThroughPortal>
std::int32_t spread(std::int32_t* const cells, std::int32_t* const queue, std::size_t& tail, const std::size_t stride,
    std::int32_t unseen, std::int32_t portal, ThroughPortal throughPortal)
{
    std::size_t head = 0;
    std::int32_t distance = -1;
    std::size_t end = tail;
    std::size_t t = tail;
    while (head < end) {
        ++distance;
        const std::int32_t next = distance + 1;
        auto visit = [&](std::size_t at) {
            std::int32_t v = cells[at];
            if constexpr (Wrap) {
                if (v == portal) {
                    at = throughPortal(at);
                    v = cells[at];
                }
            }
            if constexpr (Branchless) {
                const bool fresh = v == unseen;
                queue[t] = static_cast<std::int32_t>(at);
                t += fresh;
                cells[at] = fresh ? next : v;
            } else if (v == unseen) {
                cells[at] = next;
                queue[t++] = static_cast<std::int32_t>(at);
            }
        };
        for (; head < end; ++head) {
            const auto p = static_cast<std::size_t>(queue[head]);
            visit(p - stride); // up, left, down, right
            visit(p - 1);
            visit(p + stride);
            visit(p + 1);
        }
        end = t;
    }
    tail = t;
    return distance;
}

} // namespace

void DistanceMap::run(std::span<const Cell> goals)
{
    if (m_cells.empty()) return;
    std::int32_t* const cells = m_cells.data();
    const auto cellCount = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
    // One slot more than there are cells: the branch-free step writes a number past the end
    // of the queue before it knows whether the cell counts.
    if (m_queue.size() < cellCount + 1) m_queue.resize(cellCount + 1);
    std::int32_t* const queue = m_queue.data();
    std::size_t tail = 0;
    for (const Cell& goal : goals) {
        if (goal.col < 0 || goal.row < 0 || goal.col >= m_width || goal.row >= m_height) continue;
        const std::size_t p = padded(goal.col, goal.row);
        if (cells[p] != Unseen) continue;
        cells[p] = 0;
        queue[tail++] = static_cast<std::int32_t>(p);
    }
    const auto stride = static_cast<std::size_t>(m_width) + 2;
    auto through = [this](std::size_t ring) { return throughPortal(ring); };
    // Open ground: fewer than one wall in 32 cells.
    const bool open = (cellCount - m_openCells) * 32 < cellCount;
    if (m_edges == Edges::Wrap) {
        m_farthest = open ? spread<true, false>(cells, queue, tail, stride, Unseen, Portal, through)
                          : spread<true, true>(cells, queue, tail, stride, Unseen, Portal, through);
    } else {
        m_farthest = open ? spread<false, false>(cells, queue, tail, stride, Unseen, Portal, through)
                          : spread<false, true>(cells, queue, tail, stride, Unseen, Portal, through);
    }
    m_visited = static_cast<int>(tail);
}

std::optional<Direction> DistanceMap::downhill(int col, int row) const
{
    int best = distance(col, row);
    if (best == Unreachable) return std::nullopt;
    std::optional<Direction> way;
    for (Direction d : kDirections) {
        int c = col + dx(d);
        int r = row + dy(d);
        if (m_edges == Edges::Wrap) {
            c = (c + m_width) % m_width;
            r = (r + m_height) % m_height;
        }
        const int there = distance(c, r);
        if (there < best) {
            best = there;
            way = d;
        }
    }
    return way;
}

std::vector<int> DistanceMap::toVector() const
{
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height));
    for (int row = 0; row < m_height; ++row) {
        for (int col = 0; col < m_width; ++col) out.push_back(distance(col, row));
    }
    return out;
}

} // namespace mazeworks

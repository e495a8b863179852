#include "path/distancemap.h"

#include <algorithm>

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

DistanceMap DistanceMap::search(int width, int height, const std::uint8_t* open, std::span<const Cell> goals,
                                Edges edges)
{
    DistanceMap map;
    map.compute(width, height, open, goals, edges);
    return map;
}

void DistanceMap::compute(int width, int height, const std::uint8_t* open, std::span<const Cell> goals, Edges edges)
{
    reset(width, height, edges);
    for (int row = 0; row < m_height; ++row) {
        std::int32_t* line = &m_cells[padded(0, row)];
        const std::uint8_t* source = open + static_cast<std::size_t>(row) * static_cast<std::size_t>(width);
        for (int col = 0; col < m_width; ++col) line[col] = source[col] ? Unseen : Blocked;
    }
    run(goals);
}

std::size_t DistanceMap::throughPortal(std::size_t ring) const
{
    const std::size_t paddedWidth = static_cast<std::size_t>(m_width) + 2;
    std::size_t col = ring % paddedWidth;
    std::size_t row = ring / paddedWidth;
    if (col == 0) col = static_cast<std::size_t>(m_width);
    else if (col == paddedWidth - 1) col = 1;
    if (row == 0) row = static_cast<std::size_t>(m_height);
    else if (row == static_cast<std::size_t>(m_height) + 1) row = 1;
    return row * paddedWidth + col;
}

void DistanceMap::run(std::span<const Cell> goals)
{
    if (m_cells.empty()) return;
    std::int32_t* const cells = m_cells.data();
    const auto cellCount = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
    // Each cell enters the queue once: an array of cell numbers is the whole queue.
    if (m_queue.size() < cellCount) m_queue.resize(cellCount);
    std::int32_t* const queue = m_queue.data();
    std::size_t head = 0;
    std::size_t tail = 0;
    for (const Cell& goal : goals) {
        if (goal.col < 0 || goal.row < 0 || goal.col >= m_width || goal.row >= m_height) continue;
        const std::size_t p = padded(goal.col, goal.row);
        if (cells[p] != Unseen) continue;
        cells[p] = 0;
        queue[tail++] = static_cast<std::int32_t>(p);
    }
    const std::ptrdiff_t stride = m_width + 2;
    std::int32_t last = -1;
    // One neighbour: a ring cell stands for the far side when the edges wrap.
    auto visit = [&](std::size_t n, std::int32_t distance) {
        std::int32_t v = cells[n];
        if (v == Unseen) {
            cells[n] = distance;
            queue[tail++] = static_cast<std::int32_t>(n);
        } else if (v == Portal) {
            n = throughPortal(n);
            if (cells[n] == Unseen) {
                cells[n] = distance;
                queue[tail++] = static_cast<std::int32_t>(n);
            }
        }
    };
    while (head < tail) {
        const auto p = static_cast<std::size_t>(queue[head++]);
        const std::int32_t next = cells[p] + 1;
        last = next - 1;
        visit(p - static_cast<std::size_t>(stride), next); // up, left, down, right
        visit(p - 1, next);
        visit(p + static_cast<std::size_t>(stride), next);
        visit(p + 1, next);
    }
    m_visited = static_cast<int>(tail);
    m_farthest = last;
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

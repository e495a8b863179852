#pragma once

#include "grid/cell.h"
#include "grid/direction.h"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace mazeworks {

// Columns and rows of tiles, each holding one value. Steps over an edge arrive on the far side.
template <class T> class TileMap {
    static_assert(!std::is_same_v<T, bool>, "use std::uint8_t: std::vector<bool> has no addressable elements");

public:
    TileMap() = default;
    TileMap(int width, int height, T fill = T {})
        : m_width(width)
        , m_height(height)
    {
        if (width <= 0 || height <= 0) throw std::invalid_argument("a map needs at least one column and one row");
        m_tiles.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), fill);
    }

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::size_t size() const { return m_tiles.size(); }
    bool empty() const { return m_tiles.empty(); }

    bool contains(int col, int row) const { return col >= 0 && col < m_width && row >= 0 && row < m_height; }
    bool contains(Cell c) const { return contains(c.col, c.row); }

    // Checked access: outside the map is std::out_of_range.
    const T& get(int col, int row) const { return m_tiles[checkedIndex(col, row)]; }
    const T& get(Cell c) const { return get(c.col, c.row); }
    void set(int col, int row, T value) { m_tiles[checkedIndex(col, row)] = std::move(value); }
    void set(Cell c, T value) { set(c.col, c.row, std::move(value)); }

    // Unchecked access by row-major index, for the hot loops.
    const T& operator[](std::size_t index) const { return m_tiles[index]; }
    T& operator[](std::size_t index) { return m_tiles[index]; }
    std::size_t index(int col, int row) const { return static_cast<std::size_t>(row) * m_width + col; }
    std::size_t index(Cell c) const { return index(c.col, c.row); }
    Cell cellAt(std::size_t index) const
    {
        return { static_cast<int>(index % m_width), static_cast<int>(index / m_width) };
    }
    const std::vector<T>& tiles() const { return m_tiles; }

    // The cell one step away; over an edge it is on the far side.
    Cell step(int col, int row, Direction d) const
    {
        return { wrapIndex(col + dx(d), m_width), wrapIndex(row + dy(d), m_height) };
    }
    Cell step(Cell c, Direction d) const { return step(c.col, c.row, d); }
    // Any cell brought onto the map by wrapping over the edges.
    Cell wrap(Cell c) const { return { wrapIndex(c.col, m_width), wrapIndex(c.row, m_height) }; }

    // Which of the four neighbours `same` accepts, as bits (1 up, 2 left, 4 down, 8 right);
    // neighbours outside the map count as `outside`. Sixteen values, one per autotile piece.
    template <class Pred> int mask(int col, int row, Pred same, bool outside) const
    {
        int m = 0;
        for (Direction d : kDirections) {
            const int c = col + dx(d);
            const int r = row + dy(d);
            const bool match = contains(c, r) ? static_cast<bool>(same(m_tiles[index(c, r)])) : outside;
            if (match) m |= bit(d);
        }
        return m;
    }

    // The cells whose tile `pred` accepts, in row-major order.
    template <class Pred> std::vector<Cell> cells(Pred pred) const
    {
        std::vector<Cell> out;
        for (std::size_t i = 0; i < m_tiles.size(); ++i) {
            if (pred(m_tiles[i])) out.push_back(cellAt(i));
        }
        return out;
    }

    template <class Pred> std::size_t count(Pred pred) const
    {
        std::size_t n = 0;
        for (const T& t : m_tiles) n += pred(t) ? 1 : 0;
        return n;
    }

    void fill(const T& value) { std::fill(m_tiles.begin(), m_tiles.end(), value); }

    friend bool operator==(const TileMap&, const TileMap&) = default;

private:
    static int wrapIndex(int v, int n)
    {
        const int r = v % n;
        return r < 0 ? r + n : r;
    }
    std::size_t checkedIndex(int col, int row) const
    {
        if (!contains(col, row)) {
            throw std::out_of_range("(" + std::to_string(col) + ", " + std::to_string(row) + ") is outside "
                + std::to_string(m_width) + " x " + std::to_string(m_height));
        }
        return index(col, row);
    }

    int m_width = 0;
    int m_height = 0;
    std::vector<T> m_tiles;
};

} // namespace mazeworks

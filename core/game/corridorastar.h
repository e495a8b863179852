#pragma once

#include "grid/cell.h"
#include "path/search.h"

#include <cstdint>
#include <vector>

namespace mazeworks {

// The pilot's A*: core/path's Search (4 ways, the Manhattan guess over the edges, a price per
// tile) written for a maze's corridors, whose neighbours are known beforehand. It settles the
// same tiles in the same order as findPath over the same prices (by f, then the guess, then
// the tile's row-major index; a tile keeps its first cheapest way), so it finds the same way,
// with the same cost and count, for a fraction of the work: the pilot runs one or two at every
// plan.
class CorridorAStar {
public:
    // For a width x height maze of `corridors` (row-major, non-zero open) whose tiles each have,
    // per way (the number of a Direction), the corridor a step away or -1 (4 per tile), over
    // the edges where they wrap.
    void prepare(int width, int height, std::vector<std::uint8_t> corridors, std::vector<std::int32_t> next);

    // The cheapest way from `from` to `to` when entering a corridor tile costs 1 + extra[tile]
    // (infinity: closed), or 1 where `extra` is null: what findPath over those prices gives.
    void find(Cell from, Cell to, const double* extra, Path& out);

private:
    // An entry of the open list as two keys that order as (f, guess, tile) do: f's bits made
    // to order as the number does, then the guess and the tile in one word.
    struct Entry {
        std::uint64_t f;
        std::uint64_t rest;
        std::int32_t tile() const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(rest)); }
    };
    // Whether a comes before b: a chain of borrows, no branch (no key reaches 2^64 - 1).
    static bool before(const Entry& a, const Entry& b)
    {
        const std::uint64_t byRest = a.rest < b.rest;
        return a.f < b.f + byRest;
    }
    static bool after(const Entry& a, const Entry& b) { return before(b, a); }
    // The open list.
    static constexpr std::size_t kScanned = 24;
    void push(Entry e);
    Entry pop();
    std::uint32_t guess(std::int32_t tile, Cell to) const;
    static Entry entry(double f, std::uint32_t guess, std::int32_t tile);
    double price(std::int32_t tile, const double* extra) const { return extra ? 1.0 + extra[tile] : 1.0; }

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_corridors;
    std::vector<std::int32_t> m_next;
    std::vector<std::int32_t> m_col; // per tile
    std::vector<std::int32_t> m_row;
    std::vector<double> m_cost; // per tile: the cheapest way known to it
    std::vector<std::int32_t> m_from; // per tile: the tile it came from, -1 at the start
    std::vector<std::uint32_t> m_stamp; // per tile: m_seen while open, m_seen + 1 once settled
    std::uint32_t m_seen = 0;
    std::vector<Entry> m_open;
    bool m_heap = false;
};

} // namespace mazeworks

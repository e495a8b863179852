#pragma once

#include <cstdint>

namespace mazeworks {

inline constexpr double kSqrt2 = 1.4142135623730950488;

// What a search knows of a cell: the number of the search that last reached it (its stamp:
// the search's base when seen, base + 1 when settled), where the best way known comes from,
// and that way's cost, in two sums: the costs of its straight steps and those of its diagonal
// steps (each of which costs sqrt(2) times as much). The cost is straight + sqrt(2) * diagonal,
// computed afresh, never summed step by step: on a grid of whole costs two ways of the same
// length then cost exactly the same, and the tie rule sees the tie, where running sums of
// rounded square roots would differ in the last bit.
//
// The three kinds below share one interface, and each keeps all of it in one place: a search
// reads a node for every neighbour of every cell it settles, so the smaller the node, the more
// of a search stays in the cache.

// The stamp, the parent's cell number and the two sums: 24 bytes with costs of any size
// (CostNode), 16 with counts of steps (StepNode).
template <class Sum> class WayNode {
public:
    static constexpr std::uint32_t kStampLimit = 0xffffffffu;

    static WayNode make(std::uint32_t stamp, std::int32_t from, int /*way*/, Sum straight, Sum diagonal)
    {
        WayNode n;
        n.m_stamp = stamp;
        n.m_parent = from;
        n.m_straight = straight;
        n.m_diagonal = diagonal;
        return n;
    }

    std::uint32_t stamp() const { return m_stamp; }
    void settle(std::uint32_t stamp) { m_stamp = stamp; }
    void clearStamp() { m_stamp = 0; }
    Sum straight() const { return m_straight; }
    Sum diagonal() const { return m_diagonal; }
    double total() const { return static_cast<double>(m_straight) + static_cast<double>(m_diagonal) * kSqrt2; }
    std::int32_t parent() const { return m_parent; }

private:
    std::uint32_t m_stamp = 0;
    std::int32_t m_parent = -1;
    Sum m_straight = 0;
    Sum m_diagonal = 0;
};

using CostNode = WayNode<double>; // any costs
using StepNode = WayNode<std::uint32_t>; // costs of 1 per step, any grid

// Costs of 1 per step on a grid of at most 2^24 cells, where no way has more steps than that:
// 8 bytes, a 12-bit stamp, the way the last step went (0-7, kNoWay at the start) and two 24-bit
// counts of steps. The stamps are cleared every 2,047 searches.
class PackedNode {
public:
    static constexpr std::uint32_t kStampLimit = 0xfff;
    static constexpr int kNoWay = 15;
    static constexpr std::uint64_t kMaxCells = std::uint64_t { 1 } << 24;

    static PackedNode make(
        std::uint32_t stamp, std::int32_t /*from*/, int way, std::uint32_t straight, std::uint32_t diagonal)
    {
        PackedNode n;
        n.m_bits = static_cast<std::uint64_t>(stamp) | (static_cast<std::uint64_t>(way) << 12)
            | (static_cast<std::uint64_t>(straight) << 16) | (static_cast<std::uint64_t>(diagonal) << 40);
        return n;
    }

    std::uint32_t stamp() const { return static_cast<std::uint32_t>(m_bits & kStampLimit); }
    void settle(std::uint32_t stamp) { m_bits = (m_bits & ~std::uint64_t { kStampLimit }) | stamp; }
    void clearStamp() { m_bits &= ~std::uint64_t { kStampLimit }; }
    std::uint32_t straight() const { return static_cast<std::uint32_t>((m_bits >> 16) & 0xffffff); }
    std::uint32_t diagonal() const { return static_cast<std::uint32_t>(m_bits >> 40); }
    double total() const { return static_cast<double>(straight()) + static_cast<double>(diagonal()) * kSqrt2; }
    int way() const { return static_cast<int>((m_bits >> 12) & 0xf); }

private:
    std::uint64_t m_bits = 0;
};

} // namespace mazeworks

#pragma once

#include "path/openlist.h"
#include "path/prefaulted.h"
#include "path/searchnode.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace mazeworks {

// The memory of a search, kept between searches on grids of one size so that a search costs
// what it visits, not what the grid holds: every cell carries the number of the search that
// last touched it.
class SearchWorkspace {
public:
    void prepare(int width, int height)
    {
        const auto size = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
        if (size != m_size) {
            m_size = size;
            m_costNodes.clear();
            m_stepNodes.clear();
            m_packedNodes.clear();
            m_base = 0;
        }
        m_base += 2; // base: seen, base + 1: settled; 0 when the count has wrapped (see nodes())
        m_open.clear();
        m_wideOpen.clear();
        m_fifo.clear();
    }

    // Grids of open cells keep 8 bytes a cell when they have at most this many cells (at most
    // 2^24), else 16. Tests lower it to search small grids the larger way.
    void setPackedCellLimit(std::uint64_t cells) { m_packedLimit = std::min(cells, PackedNode::kMaxCells); }

private:
    template <class Cost> friend class Search;
    friend class PathStepper;

    // The nodes of one kind, one per cell; their stamps all start again when this search's
    // would not fit the kind's stamp (every 2,047 searches for PackedNode), or when the count
    // of searches has wrapped round (after four billion).
    template <class N> N* nodes()
    {
        PrefaultedVector<N>& v = nodeVector<N>();
        if (v.size() != m_size) v.assign(m_size, N {});
        if (m_base == 0 || m_base + 1 > N::kStampLimit) {
            restartStamps();
            m_base = 2;
        }
        return v.data();
    }
    template <class N> PrefaultedVector<N>& nodeVector()
    {
        if constexpr (std::is_same_v<N, PackedNode>)
            return m_packedNodes;
        else if constexpr (std::is_same_v<N, StepNode>)
            return m_stepNodes;
        else
            return m_costNodes;
    }
    void restartStamps()
    {
        for (auto& node : m_costNodes) node.clearStamp();
        for (auto& node : m_stepNodes) node.clearStamp();
        for (auto& node : m_packedNodes) node.clearStamp();
    }

    std::size_t m_size = 0;
    std::uint64_t m_packedLimit = PackedNode::kMaxCells;
    PrefaultedVector<CostNode> m_costNodes;
    PrefaultedVector<StepNode> m_stepNodes;
    PrefaultedVector<PackedNode> m_packedNodes;
    std::uint32_t m_base = 0;
    OpenList<CompactEntry> m_open;
    OpenList<WideEntry> m_wideOpen; // for grids too large for CompactEntry's key of h
    std::vector<std::int32_t> m_fifo; // breadth-first search: every cell found, in order
};

} // namespace mazeworks

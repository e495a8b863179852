#pragma once

#include <cstdint>
#include <vector>

namespace mazeworks {

// A partition of 0..n-1 into disjoint sets, merged as tunnels join rooms: each set is a tree
// whose root names it; union by size keeps the trees shallow and path compression flattens
// every path that find() walks, so each operation costs almost nothing.
class UnionFind {
public:
    UnionFind() = default;
    explicit UnionFind(int count);

    void reset(int count);
    int size() const { return static_cast<int>(m_parent.size()); }

    // The root of the set holding `element`; flattens the path to it.
    int find(int element);
    // The root without changing anything: for readers that hold the partition const.
    int root(int element) const;
    // Merges the sets of a and b; false when they were one set already. The larger set's root
    // stays the root (the smaller index on a tie), so the result does not depend on the order.
    bool unite(int a, int b);
    bool connected(int a, int b) { return find(a) == find(b); }

    // How many sets there are.
    int sets() const { return m_sets; }
    // Elements in the set of `element`.
    int setSize(int element) const { return m_size[static_cast<std::size_t>(root(element))]; }
    // For every element, the root of its set: what a view colours by.
    std::vector<int> roots() const;
    // The root of the largest set; on a tie, of the one with the smallest element: the set of
    // the first element whose set is as large as any. Kept up to date by unite().
    int largest() const { return m_largest; }
    // Calls visit(element) for every element of the set of `element`, itself first.
    template <class Visit> void forEachInSet(int element, Visit&& visit) const
    {
        int e = element;
        do {
            visit(e);
            e = m_nextInSet[static_cast<std::size_t>(e)];
        } while (e != element);
    }

private:
    std::vector<std::int32_t> m_parent;
    std::vector<std::int32_t> m_size; // meaningful at roots only
    std::vector<std::int32_t> m_least; // the smallest element of the set, at roots only
    std::vector<std::int32_t> m_nextInSet; // each set's elements as a ring
    int m_sets = 0;
    int m_largest = 0;
};

} // namespace mazeworks

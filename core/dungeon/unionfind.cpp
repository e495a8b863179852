#include "dungeon/unionfind.h"

#include <algorithm>
#include <utility>

namespace mazeworks {

UnionFind::UnionFind(int count) { reset(count); }

void UnionFind::reset(int count)
{
    m_parent.resize(static_cast<std::size_t>(count));
    m_size.assign(static_cast<std::size_t>(count), 1);
    m_least.resize(static_cast<std::size_t>(count));
    m_nextInSet.resize(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        m_parent[static_cast<std::size_t>(i)] = m_least[static_cast<std::size_t>(i)]
            = m_nextInSet[static_cast<std::size_t>(i)] = i;
    m_sets = count;
    m_largest = 0;
}

int UnionFind::find(int element)
{
    int r = element;
    while (m_parent[static_cast<std::size_t>(r)] != r) r = m_parent[static_cast<std::size_t>(r)];
    // Second pass: every element on the way now points at the root. A loop, not recursion, so
    // a long chain cannot overflow the stack.
    while (m_parent[static_cast<std::size_t>(element)] != r) {
        const int next = m_parent[static_cast<std::size_t>(element)];
        m_parent[static_cast<std::size_t>(element)] = r;
        element = next;
    }
    return r;
}

int UnionFind::root(int element) const
{
    while (m_parent[static_cast<std::size_t>(element)] != element)
        element = m_parent[static_cast<std::size_t>(element)];
    return element;
}

bool UnionFind::unite(int a, int b)
{
    int ra = find(a);
    int rb = find(b);
    if (ra == rb) return false;
    const auto sa = m_size[static_cast<std::size_t>(ra)];
    const auto sb = m_size[static_cast<std::size_t>(rb)];
    if (sa < sb || (sa == sb && rb < ra)) {
        const int t = ra;
        ra = rb;
        rb = t;
    }
    const auto a0 = static_cast<std::size_t>(ra);
    const auto b0 = static_cast<std::size_t>(rb);
    m_parent[b0] = ra;
    m_size[a0] = sa + sb;
    m_least[a0] = std::min(m_least[a0], m_least[b0]);
    std::swap(m_nextInSet[a0], m_nextInSet[b0]); // the two rings become one
    --m_sets;
    const auto top = static_cast<std::size_t>(m_largest);
    if (rb == m_largest || m_size[a0] > m_size[top] || (m_size[a0] == m_size[top] && m_least[a0] < m_least[top]))
        m_largest = ra;
    return true;
}

std::vector<int> UnionFind::roots() const
{
    std::vector<int> out(m_parent.size());
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = root(static_cast<int>(i));
    return out;
}

} // namespace mazeworks

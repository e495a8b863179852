#include "dungeon/nextchoice.h"

#include "dungeon/spanningtree.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace mazeworks {

namespace {

// A room's centre in half tiles, as the generator measures it.
Point centreOf(const Room& room)
{
    const Rect r = room.rect();
    return { 2 * static_cast<std::int64_t>(r.x) + r.w, 2 * static_cast<std::int64_t>(r.y) + r.h };
}

std::pair<int, int> ordered(int a, int b) { return { std::min(a, b), std::max(a, b) }; }

// The room counts the tunnels' rule looks at (the generator's kNearest).
constexpr int kNearestRooms = 3;

} // namespace

double PrimChoice::length() const { return 0.5 * std::sqrt(static_cast<double>(lengthSquared)); }

bool PrimChoice::allows(int a, int b) const
{
    return std::any_of(allowed.begin(), allowed.end(),
        [a, b](const Edge& e) { return (e.a == a && e.b == b) || (e.a == b && e.b == a); });
}

bool asksPrim(const Generator& generator)
{
    const std::size_t rooms = generator.rooms().size();
    return generator.phase() == Phase::Linking && generator.params().connection == Connection::Tree && rooms > 1
        && generator.tree().size() + 1 < rooms;
}

PrimChoice primRule(const std::vector<Room>& rooms, const std::vector<Edge>& tree)
{
    PrimChoice choice;
    if (rooms.empty()) return choice;
    std::vector<std::uint8_t> inTree(rooms.size(), 0);
    // The tree grows from room 0; each edge's second room is the one it brought in.
    inTree[0] = 1;
    for (const Edge& e : tree) inTree[static_cast<std::size_t>(e.b)] = 1;
    std::vector<Point> centres;
    centres.reserve(rooms.size());
    for (const Room& r : rooms) centres.push_back(centreOf(r));
    std::int64_t least = INT64_MAX;
    for (std::size_t p = 0; p < rooms.size(); ++p) {
        if (!inTree[p]) continue;
        for (std::size_t q = 0; q < rooms.size(); ++q) {
            if (inTree[q]) continue;
            const std::int64_t d = distanceSquared(centres[p], centres[q]);
            if (d > least) continue;
            if (d < least) {
                least = d;
                choice.allowed.clear();
            }
            choice.allowed.push_back({ static_cast<int>(p), static_cast<int>(q) });
        }
    }
    if (!choice.allowed.empty()) choice.lengthSquared = least;
    return choice;
}

PrimChoice nextPrimEdge(const Generator& generator)
{
    if (!asksPrim(generator)) return {};
    PrimChoice choice = primRule(generator.rooms(), generator.tree());
    Generator next = generator;
    next.step();
    if (next.tree().size() > generator.tree().size()) choice.chosen = next.tree().back();
    return choice;
}

bool MergeChoice::allows(int rootA, int rootB) const
{
    return std::find(allowed.begin(), allowed.end(), ordered(rootA, rootB)) != allowed.end();
}

bool asksMerge(const Generator& generator)
{
    if (generator.phase() != Phase::Digging) return false;
    const std::vector<int> roots = generator.components();
    return std::any_of(roots.begin(), roots.end(), [&](int r) { return r != roots.front(); });
}

std::vector<std::pair<int, int>> tunnelRule(const std::vector<Room>& rooms, const std::vector<int>& roots)
{
    std::vector<std::pair<int, int>> allowed;
    const auto rootOf = [&roots](int room) { return roots[static_cast<std::size_t>(room)]; };
    // The largest set is the set of the first room whose set is as large as any.
    std::map<int, int> sizes;
    for (const int r : roots) ++sizes[r];
    int largest = roots.empty() ? -1 : roots.front();
    for (const int r : roots) {
        if (sizes[r] > sizes[largest]) largest = r;
    }
    std::vector<Point> centres;
    centres.reserve(rooms.size());
    for (const Room& r : rooms) centres.push_back(centreOf(r));
    const int n = static_cast<int>(roots.size());
    for (int a = 0; a < n; ++a) {
        if (rootOf(a) == largest) continue;
        // Its nearest rooms of other sets, the nearer first and then the smaller number.
        std::vector<std::pair<std::int64_t, int>> near;
        for (int b = 0; b < n; ++b) {
            if (rootOf(b) == rootOf(a)) continue;
            near.push_back(
                { distanceSquared(centres[static_cast<std::size_t>(a)], centres[static_cast<std::size_t>(b)]), b });
        }
        const auto keep = std::min<std::size_t>(near.size(), kNearestRooms);
        std::partial_sort(near.begin(), near.begin() + static_cast<std::ptrdiff_t>(keep), near.end());
        for (std::size_t i = 0; i < keep; ++i) {
            const std::pair<int, int> pair = ordered(rootOf(a), rootOf(near[i].second));
            if (std::find(allowed.begin(), allowed.end(), pair) == allowed.end()) allowed.push_back(pair);
        }
    }
    std::sort(allowed.begin(), allowed.end());
    return allowed;
}

MergeChoice nextMerge(const Generator& generator)
{
    MergeChoice choice;
    if (!asksMerge(generator)) return choice;
    const std::vector<int> roots = generator.components();
    const auto rootOf = [&roots](int room) { return roots[static_cast<std::size_t>(room)]; };
    // What the step does, on a copy: the corridor it digs, and whether it joined two sets.
    Generator next = generator;
    next.step();
    if (next.links().size() > generator.links().size()) {
        const Edge e = next.links().back();
        if (rootOf(e.a) != rootOf(e.b)) {
            choice.chosen = ordered(rootOf(e.a), rootOf(e.b));
            choice.corridor = e;
        }
    }
    if (generator.params().connection != Connection::Tunnels) {
        // The plan is the tree's edges in the order they were added: nothing is left to chance.
        if (choice.chosen) choice.allowed.push_back(*choice.chosen);
        return choice;
    }
    choice.drawn = true;
    choice.allowed = tunnelRule(generator.rooms(), roots);
    return choice;
}

bool VisitChoice::allows(int room) const
{
    return std::any_of(allowed.begin(), allowed.end(), [room](const auto& c) { return c.first == room; });
}

VisitChoice nextVisit(const Explorer& explorer)
{
    VisitChoice choice;
    if (explorer.walking() || explorer.rooms() == 0) return choice;
    choice.allowed = explorer.choices();
    Explorer next = explorer;
    choice.chosen = next.step();
    return choice;
}

} // namespace mazeworks

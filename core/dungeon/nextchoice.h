#pragma once

#include "dungeon/edge.h"
#include "dungeon/explorer.h"
#include "dungeon/generator.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

// What a class may answer when asked what the generator does next: the rule's answer set, and
// what the generator will in fact do (worked out on a copy, which is what a Generator is for).
// Prim's tree joins the shortest edge leaving the tree (every edge of equal least length is
// allowed); union-find merges the two sets of the corridor dug next; the explorer goes to one of
// the rooms its rule lets it draw.

namespace mazeworks {

// Rooms are numbered as Generator::rooms() numbers them.
struct PrimChoice {
    // Every edge {room in the tree, room outside} of the least length, by room numbers.
    std::vector<Edge> allowed;
    std::int64_t lengthSquared = 0; // in half tiles, squared: exact, so equal lengths compare equal
    std::optional<Edge> chosen; // the edge the next step adds
    double length() const; // in tiles
    bool allows(int a, int b) const;
};

// Prim's rule on rooms whose tree so far is `tree` (grown from room 0): the shortest edges
// leaving it. No `chosen`: that is the generator's to say.
PrimChoice primRule(const std::vector<Room>& rooms, const std::vector<Edge>& tree);
// Whether the generator's next step adds an edge to Prim's tree.
bool asksPrim(const Generator& generator);
// The edges the next step may add by Prim's rule; empty when it adds none (see asksPrim).
PrimChoice nextPrimEdge(const Generator& generator);

struct MergeChoice {
    // Pairs of sets, each named by its root (Generator::components()), the smaller first.
    std::vector<std::pair<int, int>> allowed;
    // Whether the rule draws the pair at random (tunnels), so that any of `allowed` may come.
    bool drawn = false;
    std::optional<std::pair<int, int>> chosen; // the sets the next step merges
    std::optional<Edge> corridor; // the rooms of the corridor that merges them
    bool allows(int rootA, int rootB) const;
};

// The tunnels' rule on rooms in sets named by their roots (`roots[room]`): the pairs of sets of
// a room outside the largest set and one of its nearest rooms of another set.
std::vector<std::pair<int, int>> tunnelRule(const std::vector<Room>& rooms, const std::vector<int>& roots);
// The sets union-find may merge at the generator's next step: for a tree (or neighbours), the
// sets of the next corridor of the plan; for tunnels, those of any room outside the largest set
// and one of its nearest rooms of another set. `chosen` is empty when the step merges none (no
// way was found, or the corridor makes a loop).
MergeChoice nextMerge(const Generator& generator);
// Whether the generator digs corridors that union-find follows, with sets still apart.
bool asksMerge(const Generator& generator);

struct VisitChoice {
    // The rooms the explorer may go to next, with the weights its draw gives them (the lower the
    // likelier).
    std::vector<std::pair<int, double>> allowed;
    int chosen = -1; // the room it goes to
    bool allows(int room) const;
};

// The rooms the explorer's next move may reach (none while it walks: it only arrives).
VisitChoice nextVisit(const Explorer& explorer);

} // namespace mazeworks

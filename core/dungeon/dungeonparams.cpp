#include "dungeon/dungeonparams.h"

#include "maze/mazefile.h"

#include <algorithm>
#include <cmath>

namespace mazeworks {

std::string_view name(Placement p)
{
    switch (p) {
    case Placement::Scatter:
        return "scatter";
    case Placement::Spread:
        return "spread";
    case Placement::Reject:
        return "reject";
    }
    return "scatter";
}

std::string_view name(TreeOrder t) { return t == TreeOrder::DepthFirst ? "depth-first" : "breadth-first"; }

std::string_view name(CorridorRule r) { return r == CorridorRule::Proposal ? "proposal" : "fewest-bends"; }

std::string_view name(NeighbourRule r) { return r == NeighbourRule::Articles ? "articles" : "generous"; }

std::optional<NeighbourRule> neighbourRuleFromName(std::string_view word)
{
    for (NeighbourRule r : { NeighbourRule::Articles, NeighbourRule::Generous }) {
        if (name(r) == word) return r;
    }
    return std::nullopt;
}

std::optional<TreeOrder> treeOrderFromName(std::string_view word)
{
    for (TreeOrder t : { TreeOrder::DepthFirst, TreeOrder::BreadthFirst }) {
        if (name(t) == word) return t;
    }
    return std::nullopt;
}

std::optional<CorridorRule> corridorRuleFromName(std::string_view word)
{
    for (CorridorRule r : { CorridorRule::Proposal, CorridorRule::FewestBends }) {
        if (name(r) == word) return r;
    }
    return std::nullopt;
}

std::string_view name(Connection c)
{
    switch (c) {
    case Connection::Neighbours:
        return "neighbours";
    case Connection::Tree:
        return "tree";
    case Connection::Tunnels:
        return "tunnels";
    }
    return "tree";
}

std::optional<Placement> placementFromName(std::string_view word)
{
    for (Placement p : { Placement::Scatter, Placement::Spread, Placement::Reject }) {
        if (name(p) == word) return p;
    }
    return std::nullopt;
}

std::optional<Connection> connectionFromName(std::string_view word)
{
    for (Connection c : { Connection::Neighbours, Connection::Tree, Connection::Tunnels }) {
        if (name(c) == word) return c;
    }
    return std::nullopt;
}

DungeonParams DungeonParams::resolved() const
{
    DungeonParams p = *this;
    if (p.spacing <= 0) p.spacing = p.connection == Connection::Neighbours ? 1 : 3;
    if (!(p.scatterArea > 0)) p.scatterArea = p.connection == Connection::Neighbours ? 0.8 : 1.6;
    // Bounds that must let at least one try, one step, one attempt happen.
    p.spreadAttempts = std::max(p.spreadAttempts, 1);
    p.rejectAttempts = std::max(p.rejectAttempts, 1);
    p.maxStarts = std::max(p.maxStarts, 1);
    p.maxSeparationSteps = std::max(p.maxSeparationSteps, 1);
    p.failedTriesToStartOver = std::max(p.failedTriesToStartOver, 1);
    p.maxTries = std::max(p.maxTries, 1);
    if (p.width <= 0 || p.height <= 0) {
        // Rooms with their walls fill half the map when they are packed wall to wall for doors,
        // 40% when corridors must find their way between them; in the 8 : 5 of a screen.
        const double side = 0.5 * (std::max(p.minRoomSize, 1) + std::max(p.maxRoomSize, 1)) + p.spacing;
        const double need
            = std::max(p.rooms, 1) * side * side + (kHouseRoomWidth + p.spacing) * (kHouseRoomHeight + p.spacing);
        const double area = need / (p.connection == Connection::Neighbours ? 0.5 : 0.4);
        const double w = std::sqrt(area * 1.6);
        const int width = std::clamp(static_cast<int>(std::ceil(w)) + 2, kHouseRoomWidth + 4, kMaxMapSide);
        const int height = std::clamp(static_cast<int>(std::ceil(area / w)) + 2, kHouseRoomHeight + 4, kMaxMapSide);
        if (p.width <= 0) p.width = width;
        if (p.height <= 0) p.height = height;
    }
    return p;
}

} // namespace mazeworks

#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace mazeworks {

// How rooms are put on the map before they are pushed apart.
enum class Placement : std::uint8_t {
    Scatter, // dropped overlapping in a small area in the middle, then pushed apart
    Spread, // random places, each tried again while it is too close to a room already there
    // The Prim's-tree proposal's rejection placement: random places, each tried again while it
    // is too close to a room already there; a room that finds no place in its tries is left out.
    Reject,
};

// How the tree over the neighbour graph is grown from the first room (neighbours only).
enum class TreeOrder : std::uint8_t {
    DepthFirst, // recursively, as the room-separation articles do: long winding trees
    BreadthFirst, // ring by ring: bushy trees with short ways from the first room
};

// How a tree corridor between two rooms is shaped (tree only).
enum class CorridorRule : std::uint8_t {
    // The Prim's-tree proposal's rule: along the axis on which the rooms' nearest points lie
    // farther apart first; a Z when the other axis differs by more than a tile and a half and
    // the rooms face each other, an L round the corner when they do not.
    Proposal,
    // Ours: straight where the rooms face each other, else the L, the Z only where no L fits.
    // Kept because it digs the shortest corridors with the fewest bends.
    FewestBends,
};

// How rooms are joined.
enum class Connection : std::uint8_t {
    Neighbours, // doors through the walls of neighbouring rooms, along a tree over them
    Tree, // Prim's minimum spanning tree over the room centres, with L and Z corridors
    Tunnels, // straight or one-bend tunnels between random pairs until one set remains
};

std::string_view name(Placement p);
std::string_view name(Connection c);
std::string_view name(TreeOrder t);
std::string_view name(CorridorRule r);
std::optional<Placement> placementFromName(std::string_view word);
std::optional<Connection> connectionFromName(std::string_view word);
std::optional<TreeOrder> treeOrderFromName(std::string_view word);
std::optional<CorridorRule> corridorRuleFromName(std::string_view word);

// Everything a dungeon is made from, besides the seed.
struct DungeonParams {
    int rooms = 20;
    // The map in tiles, its border wall included; 0 fits the map to the rooms (fitted()).
    int width = 0;
    int height = 0;
    // The floor of a room is minRoomSize to maxRoomSize tiles a side. Room 0 is made at least
    // kHouseRoomWidth x kHouseRoomHeight, so that the ghosts' house has a room to stand in.
    int minRoomSize = 3;
    int maxRoomSize = 9;
    Placement placement = Placement::Scatter;
    Connection connection = Connection::Tree;
    TreeOrder tree = TreeOrder::DepthFirst;
    CorridorRule corridors = CorridorRule::Proposal;
    // Extra links that make loops: neighbours, this fraction of the loop candidates; tree, the
    // shortest non-tree edges, this fraction of the tree's edges in number; tunnels, as many
    // extra tunnels.
    double loops = 0.2;
    // Wall tiles at least between two rooms; 0 chooses: 1 for neighbours (doors through a thin
    // wall), 3 otherwise (room for a corridor between two walls).
    int spacing = 0;
    // Scatter: the small area the rooms are dropped in, as a multiple of the area they need with
    // their walls; 0 chooses: 0.8 for neighbours, so that they end up packed wall to wall, 1.6
    // otherwise, so that they come apart in fewer steps.
    double scatterArea = 0;
    // Neighbours: facing walls at most this many tiles thick, overlapping by a door's width.
    int closeEnough = 3;
    int doorWidth = 1;
    // Spread: places tried for one room before it is dropped where the last try fell.
    int spreadAttempts = 100;
    // Reject: places tried for one room before it is left out (the proposal's 50).
    int rejectAttempts = 50;
    // Separation steps before the rooms are declared too many for the map.
    int maxSeparationSteps = 4000;
    // Tunnels: tries that found no tunnel, in one set of rooms, before the whole dungeon starts
    // over with new rooms (the union-find note's "a hundred tries"). A tunnel that fits is not
    // counted: every dungeon of n rooms needs n - 1 of them, and a budget of all tries would make
    // any dungeon of more than a hundred rooms impossible.
    int failedTriesToStartOver = 100;
    // Tunnels: sets of rooms made before the generator gives up (no room is ever dropped).
    int maxStarts = 100;
    // The others: times the generator may start over when no joined room holds the house.
    int maxTries = 10;

    // The parameters with the choices made: spacing, and the map fitted when width or height is 0.
    DungeonParams resolved() const;
};

// The smallest room that holds the ghosts' house with a ring of floor round it.
inline constexpr int kHouseRoomWidth = 7;
inline constexpr int kHouseRoomHeight = 5;
// The largest number of rooms a dungeon may have.
inline constexpr int kMaxRooms = 100000;

} // namespace mazeworks

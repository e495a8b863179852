#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace mazeworks {

// How rooms are put on the map before they are pushed apart.
enum class Placement : std::uint8_t {
    Scatter, // dropped overlapping in a small area in the middle, then pushed apart
    Spread, // random places, each tried again while it is too close to a room already there
    // The Prim's-tree proposal's rejection placement: random places, each tried again while its
    // centre lies nearer than kRejectCentreDistance to a room's already there; a room that finds
    // no place in its tries is left out. Rooms that overlap are then pushed apart as with the
    // others (whole tiles need walls between rooms); when the map cannot hold them all, the
    // rooms made last are left out too, as the proposal leaves out rooms it cannot place.
    Reject,
};

// How the tree over the neighbour graph is grown from the first room (neighbours only).
enum class TreeOrder : std::uint8_t {
    DepthFirst, // recursively, as the room-separation articles do: long winding trees
    BreadthFirst, // ring by ring: bushy trees with short ways from the first room
};

// How a tree corridor between two rooms is shaped (tree only).
enum class CorridorRule : std::uint8_t {
    // The Prim's-tree proposal's rule: from the point of each room nearest the other's centre,
    // along the axis on which those points lie farther apart first; a Z whose middle leg stands
    // a tile and a half before the end when the other axis differs by more than a tile and a
    // half, else a double jog (out a tile and a half, half-way across, along, the rest across,
    // in); never an L. Where that way would cut through a room, a straight run or another Z.
    Proposal,
    // Ours: straight where the rooms face each other, else the L, the Z only where no L fits.
    // Kept as an option because it digs the shortest corridors with the fewest bends.
    FewestBends,
};

// Which rooms count as neighbours (neighbours only).
enum class NeighbourRule : std::uint8_t {
    // The room-separation articles': facing sides less than closeEnough walls apart (0 counts)
    // and floors overlapping along them by more than a door's width.
    Articles,
    // Ours: facing sides 1 to closeEnough walls apart and an overlap of at least a door's
    // width. Kept as an option because it joins more of the rooms, so fewer are left out.
    Generous,
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
std::string_view name(NeighbourRule r);
std::optional<Placement> placementFromName(std::string_view word);
std::optional<Connection> connectionFromName(std::string_view word);
std::optional<TreeOrder> treeOrderFromName(std::string_view word);
std::optional<CorridorRule> corridorRuleFromName(std::string_view word);
std::optional<NeighbourRule> neighbourRuleFromName(std::string_view word);

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
    NeighbourRule neighbourRule = NeighbourRule::Articles;
    // Extra links that make loops: neighbours, this fraction of the loop candidates; tree, the
    // shortest non-tree edges, this fraction of the tree's edges in number; tunnels, as many
    // extra tunnels. None by default: the articles and the proposal both make a tree.
    double loops = 0.0;
    // Wall tiles at least between two rooms; 0 chooses: 1 for neighbours (doors through a thin
    // wall), 3 otherwise (room for a corridor between two walls).
    int spacing = 0;
    // Scatter: the small area the rooms are dropped in, as a multiple of the area they need with
    // their walls; 0 chooses: 0.8 for neighbours, so that they end up packed wall to wall, 1.6
    // otherwise, so that they come apart in fewer steps.
    double scatterArea = 0;
    // Neighbours: facing walls fewer than this many tiles thick (the articles' rule; at most
    // this many with the generous rule), the floors overlapping by more than a door's width.
    int closeEnough = 3;
    int doorWidth = 1;
    // Spread: places tried for one room before it is dropped where the last try fell.
    int spreadAttempts = 100;
    // Reject: places tried for one room before it is left out (the proposal's 50).
    int rejectAttempts = 50;
    // Separation steps before the rooms are declared too many for the map.
    int maxSeparationSteps = 4000;
    // Tunnels: tries in a row that found no tunnel, since the last one that joined two sets,
    // before the whole dungeon starts over with new rooms (the union-find note's "a hundred
    // tries" without reaching a connected dungeon). A tunnel that merges sets is progress and
    // starts the count again: every dungeon of n rooms needs n - 1 of them.
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
// The rejection placement's least distance between two rooms' centres, in tiles: the
// proposal's 40 pixels at its 20 pixels a tile.
inline constexpr int kRejectCentreDistance = 2;
// The largest number of rooms a dungeon may have.
inline constexpr int kMaxRooms = 100000;

} // namespace mazeworks

#pragma once

#include "grid/cell.h"
#include "grid/direction.h"
#include "grid/tilemap.h"
#include "maze/ruleset.h"
#include "maze/tile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mazeworks {

enum class GhostKind : std::uint8_t { Red, Pink, Cyan, Orange };

inline constexpr std::array<GhostKind, 4> kGhostKinds
    = { GhostKind::Red, GhostKind::Pink, GhostKind::Cyan, GhostKind::Orange };

constexpr std::string_view name(GhostKind k)
{
    switch (k) {
    case GhostKind::Red:
        return "red";
    case GhostKind::Pink:
        return "pink";
    case GhostKind::Cyan:
        return "cyan";
    case GhostKind::Orange:
        return "orange";
    }
    return "red";
}

constexpr std::optional<GhostKind> ghostKindFromName(std::string_view word)
{
    for (GhostKind k : kGhostKinds) {
        if (name(k) == word) return k;
    }
    return std::nullopt;
}

constexpr std::size_t indexOf(GhostKind k) { return static_cast<std::size_t>(k); }

// Where someone starts and which way it first heads.
struct Start {
    Cell cell;
    Direction heading = Direction::Left;
    friend bool operator==(const Start&, const Start&) = default;
};

// A level: the tiles and the places. Places are optional so that a level being painted, or
// read with mistakes, can still be held; validation says what is missing.
struct Maze {
    std::string name;
    TileMap<Tile> tiles;
    std::optional<Start> muncher;
    std::array<std::optional<Start>, 4> ghosts;
    // Explicit corners and release times; the defaults are the ghost's start and 0 seconds.
    std::array<std::optional<Cell>, 4> corners;
    std::array<std::optional<double>, 4> releases;
    // With the dot-counters rule: dots eaten since the round started before each may leave.
    std::array<std::optional<int>, 4> releaseDots;
    // The variants of the rules the level plays with.
    RuleSet rules;
    std::optional<Cell> fruit;
    // The cost of entering each tile (1 to 9) for the analysis searches, never for the game:
    // empty when the level has no weight lines, every tile then costing 1.
    TileMap<std::uint8_t> weights;

    bool hasMap() const { return !tiles.empty(); }
    int width() const { return tiles.width(); }
    int height() const { return tiles.height(); }

    const std::optional<Start>& ghost(GhostKind k) const { return ghosts[indexOf(k)]; }
    // The tile the ghost aims at while scattering: its corner line, else its start.
    Cell corner(GhostKind k) const;
    // Seconds after the round starts before the ghost leaves the house.
    double release(GhostKind k) const;
    // Dots eaten since the round started before the ghost may leave, with dot-counters: its
    // release-dots line, else pink 0, cyan 30, orange 60 (and red 0).
    int releaseDotsOf(GhostKind k) const;

    // Whether some tile costs more than 1 to enter.
    bool weighted() const;
    // The cost of entering a tile: its weight, 1 without weights.
    int weight(int col, int row) const { return weights.contains(col, row) ? weights[weights.index(col, row)] : 1; }

    // The door of the ghosts' house, when there is exactly one.
    std::optional<Cell> door() const;
    // The tile in front of the door (above it), where ghosts leave and eyes return to.
    std::optional<Cell> doorstep() const;
    // The tile of the house just inside the door (below it).
    std::optional<Cell> house() const;

    friend bool operator==(const Maze&, const Maze&) = default;
};

} // namespace mazeworks

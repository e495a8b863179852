#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace mazeworks {

// What a tile of a level is. The letters are those of the .maze format.
enum class Tile : std::uint8_t { Wall, Dot, Energizer, Floor, Tunnel, Door, House };

inline constexpr std::array<Tile, 7> kTiles
    = { Tile::Wall, Tile::Dot, Tile::Energizer, Tile::Floor, Tile::Tunnel, Tile::Door, Tile::House };

constexpr char letter(Tile t)
{
    switch (t) {
    case Tile::Wall:
        return 'X';
    case Tile::Dot:
        return '.';
    case Tile::Energizer:
        return 'o';
    case Tile::Floor:
        return '_';
    case Tile::Tunnel:
        return 'T';
    case Tile::Door:
        return '-';
    case Tile::House:
        return 'H';
    }
    return '?';
}

constexpr std::optional<Tile> tileFromLetter(char32_t c)
{
    switch (c) {
    case 'X':
        return Tile::Wall;
    case '.':
        return Tile::Dot;
    case 'o':
        return Tile::Energizer;
    case '_':
        return Tile::Floor;
    case 'T':
        return Tile::Tunnel;
    case '-':
        return Tile::Door;
    case 'H':
        return Tile::House;
    default:
        return std::nullopt;
    }
}

// The tiles the muncher walks on: dots, energizers, floor and tunnel.
constexpr bool isCorridor(Tile t)
{
    return t == Tile::Dot || t == Tile::Energizer || t == Tile::Floor || t == Tile::Tunnel;
}

// What the muncher eats: every one must be reachable, or the level can never be cleared.
constexpr bool isFood(Tile t) { return t == Tile::Dot || t == Tile::Energizer; }

} // namespace mazeworks

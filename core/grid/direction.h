#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace mazeworks {

// The four ways on a grid. The order up, left, down, right breaks every tie in Mazeworks:
// when two ways are equally good, the first in this order wins.
enum class Direction : std::uint8_t { Up, Left, Down, Right };

inline constexpr std::array<Direction, 4> kDirections
    = { Direction::Up, Direction::Left, Direction::Down, Direction::Right };

// Columns per step; rows count downwards, as on the screen.
constexpr int dx(Direction d) { return d == Direction::Left ? -1 : d == Direction::Right ? 1 : 0; }
constexpr int dy(Direction d) { return d == Direction::Up ? -1 : d == Direction::Down ? 1 : 0; }

constexpr Direction opposite(Direction d)
{
    switch (d) {
    case Direction::Up:
        return Direction::Down;
    case Direction::Left:
        return Direction::Right;
    case Direction::Down:
        return Direction::Up;
    case Direction::Right:
        return Direction::Left;
    }
    return d;
}

constexpr bool isHorizontal(Direction d) { return d == Direction::Left || d == Direction::Right; }

// The bit of a direction in a neighbour mask: 1 up, 2 left, 4 down, 8 right.
constexpr int bit(Direction d) { return 1 << static_cast<int>(d); }

constexpr std::string_view name(Direction d)
{
    switch (d) {
    case Direction::Up:
        return "up";
    case Direction::Left:
        return "left";
    case Direction::Down:
        return "down";
    case Direction::Right:
        return "right";
    }
    return "up";
}

constexpr std::optional<Direction> directionFromName(std::string_view word)
{
    for (Direction d : kDirections) {
        if (name(d) == word) return d;
    }
    return std::nullopt;
}

} // namespace mazeworks

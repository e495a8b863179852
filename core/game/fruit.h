#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace mazeworks {

// The bonus that appears twice a level; later levels have dearer ones.
enum class Fruit : std::uint8_t { Cherry, Strawberry, Peach, Apple, Grapes, Galaxian, Bell, Key };

inline constexpr std::array<Fruit, 8> kFruits = { Fruit::Cherry, Fruit::Strawberry, Fruit::Peach, Fruit::Apple,
    Fruit::Grapes, Fruit::Galaxian, Fruit::Bell, Fruit::Key };

constexpr int points(Fruit f)
{
    switch (f) {
    case Fruit::Cherry:
        return 100;
    case Fruit::Strawberry:
        return 300;
    case Fruit::Peach:
        return 500;
    case Fruit::Apple:
        return 700;
    case Fruit::Grapes:
        return 1000;
    case Fruit::Galaxian:
        return 2000;
    case Fruit::Bell:
        return 3000;
    case Fruit::Key:
        return 5000;
    }
    return 0;
}

constexpr std::string_view name(Fruit f)
{
    switch (f) {
    case Fruit::Cherry:
        return "cherry";
    case Fruit::Strawberry:
        return "strawberry";
    case Fruit::Peach:
        return "peach";
    case Fruit::Apple:
        return "apple";
    case Fruit::Grapes:
        return "grapes";
    case Fruit::Galaxian:
        return "galaxian";
    case Fruit::Bell:
        return "bell";
    case Fruit::Key:
        return "key";
    }
    return "cherry";
}

} // namespace mazeworks

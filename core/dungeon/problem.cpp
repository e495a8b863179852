#include "dungeon/problem.h"

#include <array>

namespace mazeworks {

namespace {

// By code; the translations follow the English words (context "mazeworks::GeneratorText").
constexpr std::array<MessageText, static_cast<std::size_t>(ProblemCode::NotConnected) + 1> kEntries = { {
    { "rooms", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "a dungeon has 1 to %1 rooms") },
    { "map-size", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "a map is %1 to %2 tiles wide and high") },
    { "room-size",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "a room is 1 to %1 tiles a side, the smallest size no larger than the largest") },
    { "loops", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "loops is a fraction from 0 to 1") },
    { "spacing", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "rooms keep 1 to %1 walls between them") },
    { "door",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "a door is at least 1 tile wide and walls close enough are at least 1 tile thick") },
    //: %1 rooms, %2 tiles they need, %3 x %4 the map, %5 tiles inside its border.
    { "too-small",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "%1 rooms need at least %2 tiles with the walls between them, but a %3 x %4 map has %5 inside its "
            "border") },
    { "crowded",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "the rooms still overlap after %1 separation steps (%2 pairs): %3 rooms need a larger map than %4 x %5") },
    { "jammed",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "the rooms are jammed against the border with %1 pairs overlapping: %2 rooms need a larger map than %3 x "
            "%4") },
    { "no-house",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "after %1 tries no joined room is large enough for the ghosts' house (%2 x %3 tiles)") },
    { "not-connected",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "after %1 starts with new rooms, no set of rooms could be joined by tunnels") },
} };

} // namespace

std::string_view DungeonProblem::id() const
{
    const auto i = static_cast<std::size_t>(code);
    return i < kEntries.size() ? kEntries[i].id : "unknown";
}

const char* DungeonProblem::englishTemplate() const
{
    const auto i = static_cast<std::size_t>(code);
    return i < kEntries.size() ? kEntries[i].english : "";
}

std::string DungeonProblem::message() const { return fillPlaceholders(englishTemplate(), values); }

} // namespace mazeworks

#include "dungeon/problem.h"

#include <array>

namespace mazeworks {

namespace {

struct Entry {
    std::string_view id;
    std::string_view english;
};

constexpr std::array<Entry, static_cast<std::size_t>(ProblemCode::NotConnected) + 1> kEntries = { {
    { "rooms", "a dungeon has 1 to %1 rooms" },
    { "map-size", "a map is %1 to %2 tiles wide and high" },
    { "room-size", "a room is 1 to %1 tiles a side, the smallest size no larger than the largest" },
    { "loops", "loops is a fraction from 0 to 1" },
    { "spacing", "rooms keep 1 to %1 walls between them" },
    { "door", "a door is at least 1 tile wide and walls close enough are at least 1 tile thick" },
    { "too-small",
        "%1 rooms need at least %2 tiles with the walls between them, but a %3 x %4 map has %5 inside its border" },
    { "crowded",
        "the rooms still overlap after %1 separation steps (%2 pairs): %3 rooms need a larger map than %4 x %5" },
    { "jammed",
        "the rooms are jammed against the border with %1 pairs overlapping: %2 rooms need a larger map than %3 x %4" },
    { "no-house", "after %1 tries no joined room is large enough for the ghosts' house (%2 x %3 tiles)" },
    { "not-connected", "after %1 starts with new rooms, no set of rooms could be joined by tunnels" },
} };

} // namespace

std::string_view DungeonProblem::id() const
{
    const auto i = static_cast<std::size_t>(code);
    return i < kEntries.size() ? kEntries[i].id : "unknown";
}

std::string_view DungeonProblem::englishTemplate() const
{
    const auto i = static_cast<std::size_t>(code);
    return i < kEntries.size() ? kEntries[i].english : "";
}

std::string DungeonProblem::message() const
{
    const std::string_view text = englishTemplate();
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(text[i + 1] - '1');
            out += k < values.size() ? std::to_string(values[k]) : std::string("?");
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

} // namespace mazeworks

#include "dungeon/caption.h"

#include <array>

namespace mazeworks {

namespace {

struct Entry {
    std::string_view id;
    std::string_view english;
};

constexpr std::array<Entry, static_cast<std::size_t>(CaptionCode::Failed) + 1> kEntries = { {
    { "none", "" },
    { "scattered", "Room %1 is dropped at (%2, %3), %4 x %5 tiles" },
    { "spread", "Room %1 is placed at (%2, %3) after %4 rejected tries" },
    { "spread-crowded", "Room %1 finds no free place in %2 tries and stays where the last one fell" },
    { "rejected", "Room %1 finds no free place in %2 tries and is left out" },
    { "pushed.one", "Room %1 is pushed away from room %2; %3 rooms still move" },
    { "pushed.two", "Room %1 is pushed away from rooms %2 and %3; %4 rooms still move" },
    { "pushed.many", "Room %1 is pushed away from rooms %2, %3 and %4 more; %5 rooms still move" },
    { "separated", "No two rooms overlap any more, after %1 steps" },
    { "snapped", "The rooms snap to whole tiles; snapping made %1 overlaps" },
    { "snap-resolved", "Rooms that snapping pushed together are parted; %1 overlaps left" },
    { "neighbours", "%1 pairs of the %2 rooms are neighbours: close walls with room for a door" },
    { "tree-reached", "Room %1 reaches its neighbour, room %2" },
    { "loop-candidates", "%1 neighbour pairs are left over as loop candidates; %2 of them get a door" },
    { "prim-edge", "Room %2 joins the tree through room %1, %3 tenths of a tile between centres" },
    { "shortest-loops", "The %1 shortest edges outside the tree will make loops" },
    { "dug.door", "A door joins rooms %1 and %2 through %3 tiles of wall" },
    { "dug.straight", "A straight corridor of %3 tiles joins rooms %1 and %2" },
    { "dug.l", "An L-shaped corridor of %3 tiles joins rooms %1 and %2" },
    { "dug.z", "A Z-shaped corridor of %3 tiles joins rooms %1 and %2" },
    { "dig-failed", "No corridor from room %1 to room %2 misses the other rooms" },
    { "tunnel-merged", "A tunnel of %3 tiles joins rooms %1 and %2; their sets merge, %4 sets left" },
    { "tunnel-loop", "A tunnel of %3 tiles joins rooms %1 and %2, already one set: a loop" },
    { "tunnel-failed",
        "No straight or one-bend tunnel fits between rooms %1 and %2 (%3 failed tries with these rooms)" },
    { "start-over", "%1 tries found no tunnel and the rooms are still apart: start again with new rooms, try %2" },
    { "no-house-room", "No joined room is large enough for the ghosts' house: start again with new rooms, try %1" },
    { "dropped", "%1 rooms could not be joined and are dropped" },
    { "rasterised", "Rooms and corridors become tiles: %1 floor tiles" },
    { "house", "The ghosts' house stands in room %1" },
    { "playable", "The muncher, the ghosts and the fruit take their places, with %1 dots and %2 energizers" },
    { "failed", "The dungeon cannot be made" },
} };

const Entry& entry(CaptionCode code)
{
    const auto i = static_cast<std::size_t>(code);
    return kEntries[i < kEntries.size() ? i : 0];
}

} // namespace

std::string_view Caption::id() const { return entry(code).id; }

std::string_view Caption::englishTemplate() const { return entry(code).english; }

std::string Caption::english() const
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

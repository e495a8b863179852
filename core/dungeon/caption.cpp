#include "dungeon/caption.h"

#include <array>

namespace mazeworks {

namespace {

// By code; the translations follow the English words (context "mazeworks::GeneratorText").
constexpr std::array<MessageText, static_cast<std::size_t>(CaptionCode::Failed) + 1> kEntries = { {
    { "none", "" },
    //: %1 room number; %2, %3 column and row; %4 x %5 its size in tiles.
    { "scattered", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "Room %1 is dropped at (%2, %3), %4 x %5 tiles") },
    //: %1 room number; %2, %3 column and row; %4 places thrown away first.
    { "spread",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "Room %1 is placed at (%2, %3) after %4 rejected tries") },
    { "spread-crowded",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "Room %1 finds no free place in %2 tries and stays where the last one fell") },
    //: %1 the room's number among those made; %2 places tried.
    { "rejected",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "Room %1 finds no free place in %2 tries and is left out") },
    //: %1 the room pushed, %2 the room pushing it, %3 rooms that moved in this step.
    { "pushed.one",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "Room %1 is pushed away from room %2; %3 rooms still move") },
    { "pushed.two",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "Room %1 is pushed away from rooms %2 and %3; %4 rooms still move") },
    //: %4 is how many more rooms push it besides rooms %2 and %3.
    { "pushed.many",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "Room %1 is pushed away from rooms %2, %3 and %4 more; %5 rooms still move") },
    { "separated", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "No two rooms overlap any more, after %1 steps") },
    //: %1 the room left out, %2 the rooms that are pushed apart again without it.
    { "crowded-left-out",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "The rooms do not fit the map: room %1 is left out and the other %2 are pushed apart again") },
    { "snapped",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "The rooms snap to whole tiles; snapping made %1 overlaps") },
    { "snap-resolved",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "Rooms that snapping pushed together are parted; %1 overlaps left") },
    { "neighbours",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "%1 pairs of the %2 rooms are neighbours: close walls with room for a door") },
    { "tree-reached", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "Room %1 reaches its neighbour, room %2") },
    { "loop-candidates",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "%1 neighbour pairs are left over as loop candidates; %2 of them get a door") },
    //: %1 the room already in the tree, %2 the room that joins, %3 the distance in tenths of a tile.
    { "prim-edge",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "Room %2 joins the tree through room %1, %3 tenths of a tile between centres") },
    { "shortest-loops",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "The %1 shortest edges outside the tree will make loops") },
    { "dug.door",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "A door joins rooms %1 and %2 through %3 tiles of wall") },
    { "dug.straight",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "A straight corridor of %3 tiles joins rooms %1 and %2") },
    { "dug.l",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "An L-shaped corridor of %3 tiles joins rooms %1 and %2") },
    { "dug.z", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "A Z-shaped corridor of %3 tiles joins rooms %1 and %2") },
    { "dug.jog",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "A corridor of %3 tiles with a double jog joins rooms %1 and %2") },
    { "dig-failed",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "No corridor from room %1 to room %2 misses the other rooms") },
    { "tunnel-merged",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "A tunnel of %3 tiles joins rooms %1 and %2; their sets merge, %4 sets left") },
    { "tunnel-loop",
        MAZEWORKS_MESSAGE(
            "mazeworks::GeneratorText", "A tunnel of %3 tiles joins rooms %1 and %2, already one set: a loop") },
    { "tunnel-failed",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "No straight or one-bend tunnel fits between rooms %1 and %2 (%3 tries in a row without a tunnel)") },
    { "start-over",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "%1 tries in a row found no tunnel and the rooms are still apart: start again with new rooms, try %2") },
    { "no-house-room",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "No joined room is large enough for the ghosts' house: start again with new rooms, try %1") },
    { "dropped", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "%1 rooms could not be joined and are dropped") },
    { "rasterised", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "Rooms and corridors become tiles: %1 floor tiles") },
    { "house", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "The ghosts' house stands in room %1") },
    { "playable",
        MAZEWORKS_MESSAGE("mazeworks::GeneratorText",
            "The muncher, the ghosts and the fruit take their places, with %1 dots and %2 energizers") },
    { "failed", MAZEWORKS_MESSAGE("mazeworks::GeneratorText", "The dungeon cannot be made") },
} };

const MessageText& entry(CaptionCode code)
{
    const auto i = static_cast<std::size_t>(code);
    return kEntries[i < kEntries.size() ? i : 0];
}

} // namespace

std::string_view Caption::id() const { return entry(code).id; }

const char* Caption::englishTemplate() const { return entry(code).english; }

std::string Caption::english() const { return fillPlaceholders(englishTemplate(), values); }

} // namespace mazeworks

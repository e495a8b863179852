#pragma once

#include "message/message.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

// What the last step of the generator did, as a code and numbers, so a view can say it in its
// own language. english() fills the English template, as the command line prints it.
enum class CaptionCode : std::uint8_t {
    None,
    Scattered, // room, col, row, width, height
    Spread, // room, col, row, rejected tries
    SpreadCrowded, // room, tries
    Rejected, // the room's number among those made, tries (the room is left out)
    PushedOne, // room, pusher, rooms still moving
    PushedTwo, // room, pusher, pusher, rooms still moving
    PushedMany, // room, pusher, pusher, more, rooms still moving
    Separated, // steps
    CrowdedLeftOut, // room left out, rooms pushed apart again (reject)
    Snapped, // overlaps snapping made
    SnapResolved, // overlaps left
    NeighboursFound, // neighbour pairs, rooms
    TreeReached, // from room, to room (breadth-first)
    LoopCandidates, // loop candidates, chosen
    PrimEdge, // tree room, new room, distance in tenths of a tile
    ShortestLoops, // loops chosen
    DugDoor, // room, room, tiles
    DugStraight, // room, room, tiles
    DugL, // room, room, tiles
    DugZ, // room, room, tiles
    DugJog, // room, room, tiles
    DigFailed, // room, room
    TunnelMerged, // room, room, tiles, sets left
    TunnelLoop, // room, room, tiles
    TunnelFailed, // room, room, failed tries in a row
    StartOver, // failed tries in a row, the try now starting
    NoHouseRoom, // the try now starting
    Dropped, // rooms dropped
    Rasterised, // floor tiles
    HousePlaced, // room
    Playable, // dots, energizers
    Failed, // (the problem says what)
};

struct Caption {
    CaptionCode code = CaptionCode::None;
    std::vector<std::int64_t> values;

    // A stable id for translations ("pushed.two"), never the English text.
    std::string_view id() const;
    // The English template with %1, %2 for the values (MAZEWORKS_MESSAGE).
    const char* englishTemplate() const;
    std::string english() const;
    friend bool operator==(const Caption&, const Caption&) = default;
};

} // namespace mazeworks

#pragma once

#include "message/message.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

// Why a dungeon cannot be made with these parameters: a code and numbers, translated by code.
enum class ProblemCode : std::uint8_t {
    RoomCount, // the most rooms
    MapSize, // the least side, the most side
    RoomSize, // the most side
    Loops, // (a fraction from 0 to 1)
    Spacing, // the most spacing
    Door, // (door width and close-enough distance)
    MapTooSmall, // rooms, tiles needed, width, height, tiles inside the border
    Crowded, // steps, overlapping pairs, rooms, width, height
    Jammed, // overlapping pairs, rooms, width, height
    NoHouse, // tries, least width, least height
    NotConnected, // starts (tunnels: no set of rooms could be joined)
};

struct DungeonProblem {
    ProblemCode code = ProblemCode::RoomCount;
    std::vector<std::int64_t> values;

    // A stable id for translations ("too-small"), never the English text.
    std::string_view id() const;
    // The English template with %1, %2 for the values (MAZEWORKS_MESSAGE).
    const char* englishTemplate() const;
    // In English, the numbers put in.
    std::string message() const;
    friend bool operator==(const DungeonProblem&, const DungeonProblem&) = default;
};

// Thrown by the one-shot generate() when a dungeon cannot be made.
class DungeonError : public std::runtime_error {
public:
    explicit DungeonError(DungeonProblem problem)
        : std::runtime_error(problem.message())
        , m_problem(std::move(problem))
    {
    }
    const DungeonProblem& problem() const { return m_problem; }

private:
    DungeonProblem m_problem;
};

} // namespace mazeworks

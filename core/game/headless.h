#pragma once

#include "game/pilot.h"
#include "game/replay.h"
#include "game/summary.h"
#include "maze/maze.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazeworks {

// Games without a screen, at the game's fixed step: the pilot at the keys, or a replay.

struct HeadlessOptions {
    std::uint64_t seed = 1;
    PilotKind pilot = PilotKind::Casual;
    double seconds = 600; // of game time, at most
};

// Plays one game with the pilot until it is over or the time is up. With `record`, its seed,
// pilot, steps, inputs and result are written there (the level text is the caller's).
GameSummary playHeadless(const Maze& maze, const HeadlessOptions& options, Replay* record = nullptr);

// `games` games, seeds `firstSeed` on: what a tester runs to see how a level plays.
std::vector<GameSummary> playHeadless(
    const Maze& maze, PilotKind pilot, std::uint64_t firstSeed, int games, double seconds = 600);

// Plays a replay's inputs back on `maze` (its level) for its steps.
GameSummary playReplay(const Maze& maze, const Replay& replay);

} // namespace mazeworks

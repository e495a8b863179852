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

// The pilot's searches in a game, a measure of how hard it thinks: how many, and the tiles they
// visited.
struct PilotWork {
    int searches = 0;
    std::int64_t visited = 0;
    friend bool operator==(const PilotWork&, const PilotWork&) = default;
};

// Plays one game with the pilot until it is over or the time is up, by the level's rules. With
// `record`, its seed, pilot, steps, inputs, rules, searches and result are written there (the
// level text is the caller's); with `work`, the pilot's searches.
GameSummary playHeadless(
    const Maze& maze, const HeadlessOptions& options, Replay* record = nullptr, PilotWork* work = nullptr);

// `games` games, seeds `firstSeed` on: what a tester runs to see how a level plays.
std::vector<GameSummary> playHeadless(
    const Maze& maze, PilotKind pilot, std::uint64_t firstSeed, int games, double seconds = 600);

// Plays a replay's inputs back on `maze` (its level) for its steps.
GameSummary playReplay(const Maze& maze, const Replay& replay);

} // namespace mazeworks

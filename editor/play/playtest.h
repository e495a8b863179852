#pragma once

// A playtest: the pilot plays a level many times without a screen, and the figures a tester
// wants come out of it. No Qt here: the games run on a worker thread, and nothing in them is
// about the screen.

#include "game/pilot.h"
#include "game/summary.h"
#include "grid/tilemap.h"
#include "maze/maze.h"

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace mazeworks {

// One game of a playtest: what `mazeworks-cli play` reports for it, and when the muncher was
// first caught (the command line does not say, the report needs it).
struct PlaytestGame {
    GameSummary summary;
    std::optional<std::int64_t> firstDeathStep;
};

// Plays one game exactly as playHeadless does (the same game and pilot seeds, the same steps),
// noting the step of the first catch on the way.
PlaytestGame playtestGame(const Maze& maze, PilotKind pilot, std::uint64_t seed, double seconds = 600);

// What a set of games says about a level.
struct PlaytestFigures {
    int games = 0;
    // Games that cleared at least the first level.
    int cleared = 0;
    double clearRate = 0;
    double meanScore = 0;
    int bestScore = 0;
    std::uint64_t bestSeed = 0;
    // The level each game had reached when it ended: level -> games.
    std::map<int, int> levelsReached;
    double meanLevel = 0;
    // Seconds of game time until the first catch, over the games that had one.
    int gamesWithDeath = 0;
    std::optional<double> meanSecondsToFirstDeath;
    double meanSeconds = 0;
    int gamesOver = 0;
};

PlaytestFigures figuresOf(const std::vector<PlaytestGame>& games);

// How many times the muncher was caught on each tile, over all the games.
TileMap<int> deathCounts(const std::vector<PlaytestGame>& games, int width, int height);

} // namespace mazeworks

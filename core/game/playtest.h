#pragma once

// A playtest: the pilot plays a level many times without a screen, and the figures a tester
// wants come out of it. The editor's Playtest report and `mazeworks-cli playtest` both run
// their games here, on as many threads as they ask for, and get the same figures whatever
// that number is: every game is its own (its seed decides it), each is kept in its seed's
// place, and the figures are added up in seed order.

#include "game/pilot.h"
#include "game/summary.h"
#include "grid/tilemap.h"
#include "maze/maze.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
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

// The figures of `games`, added up in their order (the same order, the same figures to the bit).
PlaytestFigures figuresOf(const std::vector<PlaytestGame>& games);

// How many times the muncher was caught on each tile, over all the games.
TileMap<int> deathCounts(const std::vector<PlaytestGame>& games, int width, int height);

struct PlaytestOptions {
    PilotKind pilot = PilotKind::Casual;
    std::uint64_t firstSeed = 1;
    int games = 100;
    double seconds = 600; // of game time, at most, for each game
};

// The games of one playtest, seeds firstSeed, firstSeed + 1, ... on each of its levels (one
// level, or the same level under other rules to compare them on the same seeds). run() plays
// them on threads; another thread may meanwhile ask how far it got, take the games played so
// far, or cancel.
class Playtest {
public:
    Playtest(std::vector<Maze> levels, PlaytestOptions options);
    Playtest(const Maze& level, PlaytestOptions options)
        : Playtest(std::vector<Maze> { level }, options)
    {
    }
    Playtest(const Playtest&) = delete;
    Playtest& operator=(const Playtest&) = delete;

    // Every core of the machine, at least one.
    static int allCores();

    using Progress = std::function<void(int played, int total)>;
    // Plays the games on `threads` threads (0: allCores()) and returns when all are played or
    // the run was cancelled. The calling thread waits meanwhile and calls `progress` (if any)
    // at most every `interval` and once at the end. What a game throws (memory running out) is
    // thrown here, once every thread has stopped.
    void run(int threads = 0, const Progress& progress = {},
        std::chrono::milliseconds interval = std::chrono::milliseconds(100));
    // Stops each thread before its next game; the games under way finish.
    void cancel() { m_cancel = true; }
    bool wasCancelled() const { return m_cancel && played() < total(); }

    const PlaytestOptions& options() const { return m_options; }
    std::size_t levelCount() const { return m_levels.size(); }
    const Maze& level(std::size_t which = 0) const { return m_levels[which]; }
    int total() const { return m_options.games * static_cast<int>(m_levels.size()); }
    int played() const { return m_played; }
    // The games of level `which` played so far, in seed order.
    std::vector<PlaytestGame> games(std::size_t which = 0) const;

private:
    void work();

    std::vector<Maze> m_levels;
    PlaytestOptions m_options;
    // One place for each game, seed by seed and, for each seed, level by level (a run cancelled
    // half way has played about as many games of each level): whichever thread plays a game, it
    // lands in its own place.
    std::vector<std::optional<PlaytestGame>> m_games;
    mutable std::mutex m_mutex;
    std::condition_variable m_news; // a thread stopped
    int m_running = 0; // threads still playing, under m_mutex
    std::exception_ptr m_failure;
    std::atomic<int> m_next { 0 };
    std::atomic<int> m_played { 0 };
    std::atomic<bool> m_cancel { false };
};

} // namespace mazeworks

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
#include "stats/interval.h"
#include "stats/moments.h"

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

// The sums a playtest's figures are made of, kept exactly: tallies of any games merged in any
// order give the figures of all of them to the last bit, which is what lets a playtest split
// into shards (over threads or machines) report what one run reports.
struct PlaytestTally {
    std::int64_t games = 0;
    std::int64_t cleared = 0; // games that cleared at least the first level
    std::int64_t gamesOver = 0;
    stats::Moments score;
    stats::Moments level; // the level each game ended on
    stats::Moments steps; // each game's length
    stats::Moments firstDeathSteps; // the step of the first catch, over the games that had one
    // The best game: the highest score, the earliest game among equals.
    bool hasBest = false;
    int bestScore = 0;
    std::uint64_t bestSeed = 0;
    std::uint64_t bestIndex = 0; // its place in the playtest, 0 for the first seed
    std::map<int, std::int64_t> levelsReached; // level -> games that ended on it
    std::map<std::pair<int, int>, std::int64_t> deaths; // (row, col) -> catches there, in reading order

    // Adds the game at place `index` of the playtest (game i plays the first seed plus i).
    void add(const PlaytestGame& game, std::uint64_t index);
    void merge(const PlaytestTally& other);
    friend bool operator==(const PlaytestTally&, const PlaytestTally&) = default;
};

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

    // 95 % intervals: Wilson's for the clear rate, Student's t for the means (none for a mean of
    // fewer than two games).
    stats::Interval clearRateInterval { 0, 1 };
    std::optional<stats::Interval> meanScoreInterval;
    std::optional<stats::Interval> meanLevelInterval;
    std::optional<stats::Interval> meanSecondsInterval;
    std::optional<stats::Interval> meanSecondsToFirstDeathInterval;
};

// The figures of `games`, the first at place 0 (the same games, the same figures to the bit).
PlaytestFigures figuresOf(const std::vector<PlaytestGame>& games);
PlaytestFigures figuresOfTally(const PlaytestTally& tally);
PlaytestTally tallyOf(const std::vector<PlaytestGame>& games);

// How many times the muncher was caught on each tile, over all the games.
TileMap<int> deathCounts(const std::vector<PlaytestGame>& games, int width, int height);

struct PlaytestOptions {
    PilotKind pilot = PilotKind::Casual;
    std::uint64_t firstSeed = 1;
    int games = 100;
    double seconds = 600; // of game time, at most, for each game
    // One shard of the games: only the games i (0-based) with i mod shards == shard are played.
    int shard = 0;
    int shards = 1;
};

// How many of the games `options` names its shard plays.
int gamesInShard(const PlaytestOptions& options);
// The place in the whole playtest of the `j`-th game of the shard.
std::uint64_t placeInPlaytest(const PlaytestOptions& options, int j);

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
    int total() const { return gamesInShard(m_options) * static_cast<int>(m_levels.size()); }
    int played() const { return m_played; }
    // The games of level `which` played so far, in seed order.
    std::vector<PlaytestGame> games(std::size_t which = 0) const;
    // The tally of the games of level `which` played so far, each at its place in the playtest.
    PlaytestTally tally(std::size_t which = 0) const;

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

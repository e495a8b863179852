#pragma once

#include "game/pilot.h"
#include "game/summary.h"
#include "maze/maze.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mazeworks {

// A replay: everything needed to play a game again, bit for bit. The game is deterministic, so
// the level, the seed and the ways asked for (only when they changed, by step) are enough; the
// pilot is noted but not needed, for its ways are recorded like a person's. The result lines
// say what the game came to, so that playing it back can check it still does.
//
// The file is UTF-8 text, one item a line, words separated by spaces or tabs; blank lines and
// lines starting with `#` are comments:
//
//     # A Mazeworks replay
//     mazeworks-replay 1          the first line: the format and its version
//     seed 7                      the game's seed, 0 to 18446744073709551615
//     pilot expert                casual, expert or none (a person); optional, default none
//     rate 120                    steps a second; optional, and only 120 is played
//     steps 24311                 steps played, at most 10368000 (a day of game time)
//     rules pink-slip,red-astar   optional: the rules played by, "none" for none; without it the
//                                 level's own rules line holds
//     searches 812 40321          optional, a note: the pilot's searches and the tiles they
//                                 visited (playing back runs no pilot, so it is not checked)
//     | name Classic              the level, one line of its .maze text after each "| "
//     | row XXXXXXXXXXXXXXXXXXXXXXXXXXX
//     | ...
//     input 0 left                from step 0 on, the way asked for is left
//     input 482 none              from step 482 on, none; steps go up strictly
//     result score 18230          optional: what the game came to, field by field: score,
//     result level 3              level, lives, phase (ready, playing, dying, cleared, over),
//     result lives 0              dots, ghosts (eaten in the whole game) and deaths
//     result phase over           (COL,ROW of each catch, in order; none for none)
//     result deaths 13,22 6,5 1,8
//
// The level's lines keep their own text, comments included; a line "|" alone is an empty one.
// Reading a replay never throws: every problem is reported with its line and column, those of
// the level at the place of its line in the replay.
struct Replay {
    static constexpr int Version = 1;
    static constexpr std::int64_t MaxSteps = 86400LL * Rules::StepsPerSecond;

    struct Input {
        std::int64_t step = 0;
        std::optional<Direction> wanted;
        friend bool operator==(const Input&, const Input&) = default;
    };
    // One `result` line: a field and its value as written.
    struct Expected {
        std::string field;
        std::string value;
        int line = 0;
        friend bool operator==(const Expected&, const Expected&) = default;
    };

    std::string level; // the .maze text
    std::uint64_t seed = 0;
    std::optional<PilotKind> pilot;
    std::int64_t steps = 0;
    // The rules the game was played by, when said: they replace the level's.
    std::optional<RuleSet> rules;
    // The pilot's work, as noted when recorded.
    std::optional<std::pair<int, std::int64_t>> searches;
    std::vector<Input> inputs;
    std::vector<Expected> result;

    // Notes the way asked for from `step` on, when it differs from the last one noted.
    void record(std::int64_t step, std::optional<Direction> wanted);
    // The way asked for at `step`.
    std::optional<Direction> wantedAt(std::int64_t step) const;
    // Writes the result lines for a summary, replacing any there were.
    void setResult(const GameSummary& summary);

    friend bool operator==(const Replay&, const Replay&) = default;
};

// A problem with a replay file, like a compiler error: line and column count from 1.
struct ReplayProblem {
    int line = 1;
    int column = 1;
    std::string code;
    std::string message;
    friend bool operator==(const ReplayProblem&, const ReplayProblem&) = default;
};

// `PATH:LINE:COLUMN: error: MESSAGE [CODE]`.
std::string format(std::string_view path, const ReplayProblem& problem);

struct ReplayReadResult {
    Replay replay;
    Maze maze; // the level, when it reads cleanly and can be played, with the replay's rules
    std::vector<ReplayProblem> problems;
    bool ok() const { return problems.empty(); }
};

// Reads a replay; never throws for any input, however broken.
ReplayReadResult readReplay(std::string_view text);
std::string writeReplay(const Replay& replay);

// The text of a summary field as result lines write it.
std::string resultValue(const GameSummary& summary, std::string_view field);
// Where a summary differs from the result lines of a replay; empty when it agrees.
std::vector<ReplayProblem> compareResult(const Replay& replay, const GameSummary& summary);

} // namespace mazeworks

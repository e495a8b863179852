#pragma once

// What `mazeworks-cli playtest` and `playtest-merge` report, shared by both so that a merge of
// shards prints the very bytes one run prints: the playtest's setup, each level's tally, the
// gates judged on them, and the report as JSON, text and JUnit XML (docs/cli.md).

#include "cli.h"

#include "game/pilot.h"
#include "game/playtest.h"
#include "maze/ruleset.h"
#include "stats/interval.h"

#include <optional>
#include <string>
#include <vector>

namespace mazeworks::cli {

// The values of a repeatable option (--require), taken out of `words`, which keeps the rest.
std::vector<std::string> takeRepeated(std::vector<std::string>& words, const std::string& option);

// A gate, --require NAME OP VALUE: cleared>=70%, mean_score>=12000, first_death>=30s, level>=3.
struct Gate {
    std::string text; // as written
    std::string name; // cleared, mean_score, first_death, mean_seconds, level
    bool atLeast = true; // >= (or <=)
    double value = 0; // cleared as a fraction of the games
};
// The gate `word` names, or a Failure that says what is wrong with it.
Gate parseGate(const std::string& word);

struct GateResult {
    Gate gate;
    std::optional<double> figure; // none: the figure does not exist (nobody was caught)
    std::optional<stats::Interval> interval;
    bool held = false;
};

// What makes a playtest what it is: every shard of one playtest has the same.
struct PlaytestSetup {
    std::vector<std::string> files; // the levels, a folder's already listed
    bool pack = false; // several levels (or a folder): a report per level and the pack's totals
    std::optional<std::string> against;
    int games = 100;
    std::uint64_t firstSeed = 1;
    double seconds = 600;
    PilotKind pilot = PilotKind::Casual;
    std::optional<std::string> rules; // --rules as given
    std::vector<std::string> require;
    bool confidence = false;
};

struct LevelOutcome {
    std::string file;
    RuleSet rules;
    PlaytestTally tally;
};

struct PlaytestOutcome {
    PlaytestSetup setup;
    std::vector<LevelOutcome> levels;
    std::optional<LevelOutcome> against;
    // A shard (1-based `shard` of `shards`) reports its own games and what a merge needs; its
    // gates wait for the merge.
    int shard = 1;
    int shards = 1;
    bool isShard = false;
};

// Judges the outcome's gates and makes its report.
class PlaytestReport {
public:
    explicit PlaytestReport(PlaytestOutcome outcome);

    // Whether every gate held (a shard's gates are judged at the merge: true).
    bool held() const;
    std::string json() const;
    std::string text() const;
    std::string junit() const;
    // One line for each gate that failed, naming the level, the gate, the figure and its interval.
    std::vector<std::string> failures() const;

    const PlaytestOutcome& outcome() const { return m_outcome; }

private:
    struct Level {
        const LevelOutcome* outcome = nullptr; // none for a pack's totals
        std::string name;
        PlaytestFigures figures;
        std::vector<GateResult> gates;
    };
    struct Difference {
        std::string figure;
        double value = 0;
        std::optional<stats::Interval> interval;
    };

    Level judged(const LevelOutcome* level, const PlaytestTally& tally, const std::string& name) const;
    void levelJson(Json& json, const Level& level, bool total) const;
    std::string levelText(const Level& level) const;
    std::string differenceText() const;
    void shardJson(Json& json) const;

    PlaytestOutcome m_outcome;
    std::vector<Gate> m_gates;
    std::vector<Level> m_levels;
    std::optional<Level> m_total;
    std::optional<Level> m_against;
    std::vector<std::pair<std::size_t, bool>> m_outliers; // level, and whether it is harder
    std::vector<Difference> m_differences;
    std::string m_verdict;
};

// The tally as JSON and back (a shard's report carries it for the merge).
void tallyJson(Json& json, const PlaytestTally& tally);
struct JsonValue;
std::optional<PlaytestTally> tallyFromJson(const JsonValue& value);

// "74.5 %", "12345.6": a figure for a person, rounded to one decimal.
std::string oneDecimal(double x);

} // namespace mazeworks::cli

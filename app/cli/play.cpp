// mazeworks-cli play and replay: the game headless, at its fixed step (docs/cli.md).

#include "gameoptions.h"

#include "game/headless.h"
#include "game/replay.h"

#include <iostream>

namespace mazeworks::cli {

RuleSet rulesOption(const Args& args, RuleSet level)
{
    const auto list = args.value("--rules");
    if (!list) return level;
    const auto set = ruleSetFromList(*list);
    if (!set) {
        throw Failure("--rules: \"" + *list
            + "\" is not a list of rules (pink-slip, red-astar, dot-counters, comma-separated, or none)");
    }
    return *set;
}

PilotKind pilotOption(const Args& args)
{
    return *pilotKindFromName(args.choice("--pilot", "casual", { "casual", "expert" }));
}

double secondsOption(const Args& args)
{
    return args.real("--seconds", 600, 0, static_cast<double>(Replay::MaxSteps / Rules::StepsPerSecond));
}

std::optional<Maze> playableLevel(const std::string& path, const std::string& text)
{
    const ReadResult level = reading(path, [&] { return readMaze(text); });
    if (!level.ok()) {
        std::cout.flush();
        printDiagnostics(std::cerr, path, level.diagnostics, level.omitted);
        return std::nullopt;
    }
    if (const std::string why = Game::unplayable(level.maze); !why.empty()) {
        std::cout.flush();
        std::cerr << path << ": cannot be played: " << why << "\n";
        return std::nullopt;
    }
    return level.maze;
}

const char* const kPilotAndRulesHelp
    = "  --pilot P        casual (default: the title-screen pilot that looks away now and then)\n"
      "                   or expert (plays as well as it can)\n"
      "  --rules LIST     play by these rules instead of the level's: pink-slip, red-astar,\n"
      "                   dot-counters, comma-separated, or none\n";

namespace {

void printReport(const GameSummary& summary, RuleSet rules, const PilotWork& work, bool json)
{
    const std::string pilot(summary.pilot ? name(*summary.pilot) : "none");
    if (json) {
        Json report;
        report.beginObject();
        report.key("seed").value(summary.seed);
        report.key("pilot").value(pilot);
        report.key("rules").beginArray();
        for (GameRule r : kGameRules) {
            if (rules.has(r)) report.value(name(r));
        }
        report.endArray();
        report.key("score").value(summary.score);
        report.key("level").value(summary.level);
        report.key("lives").value(summary.lives);
        report.key("phase").value(name(summary.phase));
        report.key("dots").value(summary.dots);
        report.key("ghosts").value(summary.ghosts);
        report.key("seconds").value(summary.seconds());
        report.key("deaths").beginArray();
        for (const Cell& c : summary.deaths) report.beginArray().value(c.col).value(c.row).endArray();
        report.endArray();
        report.key("searches").beginObject();
        report.key("count").value(work.searches).key("visited").value(work.visited);
        report.endObject();
        report.key("steps").value(static_cast<std::int64_t>(summary.steps));
        report.endObject();
        std::cout << report.text() << "\n";
        return;
    }
    std::cout << "seed     " << summary.seed << "\n"
              << "pilot    " << pilot << "\n"
              << "rules    " << (rules.empty() ? std::string("none") : rules.words(',')) << "\n"
              << "score    " << summary.score << "\n"
              << "level    " << summary.level << "\n"
              << "lives    " << summary.lives << "\n"
              << "phase    " << name(summary.phase) << "\n"
              << "dots     " << summary.dots << "\n"
              << "ghosts   " << summary.ghosts << "\n"
              << "seconds  " << formatNumber(summary.seconds()) << "\n"
              << "deaths   " << resultValue(summary, "deaths") << "\n"
              << "searches " << work.searches << " visiting " << work.visited << " tiles\n";
}

int playCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--json" }, { "--seed", "--seconds", "--pilot", "--rules", "--record" });
    if (args.positional().size() != 1) throw Failure("name one FILE to play");
    const std::string path = args.positional().front();
    HeadlessOptions options;
    options.seed = args.seed("--seed", 1);
    options.seconds = secondsOption(args);
    options.pilot = pilotOption(args);
    rulesOption(args, {}); // a bad list is a usage error before any file is read

    // The text is kept: a replay carries the level as it was written.
    const std::string text = readFile(path);
    std::optional<Maze> level = playableLevel(path, text);
    if (!level) return InputErrors;
    Maze maze = std::move(*level);
    maze.rules = rulesOption(args, maze.rules);
    Replay replay;
    replay.level = text;
    const bool record = args.has("--record");
    PilotWork work;
    const GameSummary summary = playHeadless(maze, options, record ? &replay : nullptr, &work);
    if (record) writeFileAtomically(*args.value("--record"), writeReplay(replay));
    printReport(summary, maze.rules, work, args.has("--json"));
    return Success;
}

int replayCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--json" }, {});
    if (args.positional().size() != 1) throw Failure("name one REPLAY to play back");
    const std::string path = args.positional().front();
    const ReplayReadResult read = reading(path, [&] { return readReplay(readFile(path)); });
    if (!read.ok()) {
        std::cout.flush();
        for (const ReplayProblem& p : read.problems) std::cerr << format(path, p) << "\n";
        return InputErrors;
    }
    const GameSummary summary = playReplay(read.maze, read.replay);
    // Playing back runs no pilot: its searches are those the replay noted.
    const auto noted = read.replay.searches.value_or(std::pair<int, std::int64_t> { 0, 0 });
    printReport(summary, read.maze.rules, PilotWork { noted.first, noted.second }, args.has("--json"));
    const std::vector<ReplayProblem> differences = compareResult(read.replay, summary);
    if (differences.empty()) return Success;
    std::cout.flush();
    for (const ReplayProblem& p : differences) std::cerr << format(path, p) << "\n";
    return InputErrors;
}

const CommandRegistration playRegistration { {
    "play",
    "mazeworks-cli play FILE [--seed N] [--seconds S] [--pilot casual|expert] [--rules LIST]\n"
    "                   [--record REPLAY] [--json]",
    "Play a level headless with the computer pilot; report the score, level, lives and deaths.",
    "The game runs at its fixed step of 1/120 s until it is over or S seconds of game time have\n"
    "passed. The same level, seed and pilot always play the same game.\n\n"
    "  --seed N         the game's seed (default 1); the pilot's is made from it\n"
    "  --seconds S      game time at most, 0 to 86400 (default 600)\n"
        + std::string(kPilotAndRulesHelp)
        + "  --record REPLAY  also write a replay file, for mazeworks-cli replay (it keeps the rules)\n"
          "  --json           {seed, pilot, rules, score, level, lives, phase, dots, ghosts, seconds,\n"
          "                   deaths, searches: {count, visited}, steps}: dots and ghosts eaten in the\n"
          "                   whole game, deaths [[col,row], ...], the pilot's searches and the tiles\n"
          "                   they visited\n\n"
          "Exit status 1 when the level has errors or cannot be played, 2 when a file cannot be read or\n"
          "written.\n",
    playCommand,
} };

const CommandRegistration replayRegistration { {
    "replay",
    "mazeworks-cli replay REPLAY [--json]",
    "Play a replay back and report its result, checked against the one it recorded.",
    "Prints the report of play. Exit status 1 when the replay has errors (each printed as\n"
    "REPLAY:LINE:COLUMN: error: MESSAGE [CODE]) or plays back to another result than the one it\n"
    "recorded, 2 when it cannot be read. The format is described in core/game/replay.h.\n\n"
    "  --json   the report as one JSON document, as play writes it\n",
    replayCommand,
} };

} // namespace

} // namespace mazeworks::cli

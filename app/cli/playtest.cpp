// mazeworks-cli playtest: the pilot's games on a level, on every core, and what they say about
// it, as the editor's Playtest report shows it (docs/cli.md).

#include "gameoptions.h"

#include "game/playtest.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <unistd.h>

namespace mazeworks::cli {

namespace {

// "N of M games" on standard error. On a terminal the line is rewritten in place as the games
// are played; in a log or a pipe, a line every few seconds would be noise between other lines,
// so there it is written only for a run long enough to need it, and once at the end.
class ProgressLine {
public:
    ProgressLine()
        : m_terminal(isatty(STDERR_FILENO) != 0)
        , m_last(std::chrono::steady_clock::now())
    {
    }

    void tell(int played, int total)
    {
        const auto now = std::chrono::steady_clock::now();
        const bool over = played == total;
        const std::string line = "playtest: " + std::to_string(played) + " of " + std::to_string(total) + " games";
        if (m_terminal) {
            std::cerr << "\r" << line << (over ? "\n" : "") << std::flush;
        } else if (over || now - m_last >= std::chrono::seconds(10)) {
            std::cerr << line << "\n" << std::flush;
            m_last = now;
        }
    }

    // A cancelled or failed run leaves no half line behind.
    void end()
    {
        if (m_terminal) std::cerr << "\n" << std::flush;
    }

private:
    bool m_terminal;
    std::chrono::steady_clock::time_point m_last;
};

void writeJson(const PlaytestFigures& f, const TileMap<int>& deaths)
{
    Json report;
    report.beginObject();
    report.key("games").value(f.games);
    report.key("cleared").value(f.cleared);
    report.key("mean_score").value(f.meanScore);
    report.key("best_score").value(f.bestScore);
    report.key("best_seed").value(f.bestSeed);
    report.key("levels").beginObject();
    for (const auto& [level, games] : f.levelsReached) report.key(std::to_string(level)).value(games);
    report.endObject();
    report.key("mean_first_death");
    if (f.meanSecondsToFirstDeath)
        report.value(*f.meanSecondsToFirstDeath);
    else
        report.null();
    report.key("mean_seconds").value(f.meanSeconds);
    report.key("deaths").beginArray();
    for (std::size_t i = 0; i < deaths.size(); ++i) {
        if (deaths[i] == 0) continue;
        const Cell c = deaths.cellAt(i);
        report.beginArray().value(c.col).value(c.row).value(deaths[i]).endArray();
    }
    report.endArray();
    report.endObject();
    std::cout << report.text() << "\n";
}

// The tiles where the muncher was caught most, most first (the first tile in reading order
// among equals), at most `count`.
std::vector<std::pair<Cell, int>> deadliest(const TileMap<int>& deaths, std::size_t count)
{
    std::vector<std::pair<Cell, int>> tiles;
    for (std::size_t i = 0; i < deaths.size(); ++i) {
        if (deaths[i] > 0) tiles.emplace_back(deaths.cellAt(i), deaths[i]);
    }
    std::stable_sort(tiles.begin(), tiles.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    if (tiles.size() > count) tiles.resize(count);
    return tiles;
}

void writeText(const PlaytestFigures& f, const TileMap<int>& deaths, const PlaytestOptions& options, RuleSet rules)
{
    const auto percent = [&](int n) { return formatNumber(std::round(1000.0 * n / std::max(1, f.games)) / 10) + " %"; };
    std::cout << "games          " << f.games << " (" << name(options.pilot) << " pilot, seeds " << options.firstSeed
              << " to " << options.firstSeed + static_cast<std::uint64_t>(std::max(0, f.games - 1)) << ", rules "
              << (rules.empty() ? std::string("none") : rules.words(',')) << ")\n"
              << "cleared        " << f.cleared << " of " << f.games << " games cleared the first level ("
              << percent(f.cleared) << ")\n"
              << "mean score     " << formatNumber(std::round(f.meanScore * 10) / 10) << "\n"
              << "best score     " << f.bestScore << " (seed " << f.bestSeed << ")\n"
              << "levels         ";
    std::string levels;
    for (const auto& [level, games] : f.levelsReached)
        levels += (levels.empty() ? "" : ", ") + std::to_string(games) + " ended on level " + std::to_string(level);
    std::cout << levels << "\n"
              << "first death    ";
    if (f.meanSecondsToFirstDeath) {
        std::cout << formatNumber(std::round(*f.meanSecondsToFirstDeath * 10) / 10) << " s on average ("
                  << f.gamesWithDeath << " games lost a life)\n";
    } else {
        std::cout << "never caught\n";
    }
    std::cout << "mean length    " << formatNumber(std::round(f.meanSeconds * 10) / 10) << " s (" << f.gamesOver
              << " games over, " << percent(f.gamesOver) << ")\n"
              << "deaths         ";
    std::string tiles;
    for (const auto& [cell, n] : deadliest(deaths, 5))
        tiles += (tiles.empty() ? "" : ", ") + std::to_string(n) + " at " + std::to_string(cell.col) + ","
            + std::to_string(cell.row);
    std::cout << (tiles.empty() ? std::string("none") : "most " + tiles) << "\n";
}

int playtestCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--json" }, { "--games", "--seed", "--seconds", "--pilot", "--rules", "--threads" });
    if (args.positional().size() != 1) throw Failure("name one FILE to playtest");
    const std::string path = args.positional().front();
    PlaytestOptions options;
    options.games = static_cast<int>(args.integer("--games", 100, 1, 1000000));
    options.firstSeed = args.seed("--seed", 1);
    options.seconds = secondsOption(args);
    options.pilot = pilotOption(args);
    const int threads = static_cast<int>(args.integer("--threads", Playtest::allCores(), 1, 1024));
    rulesOption(args, {}); // a bad list is a usage error before any file is read

    std::optional<Maze> level = playableLevel(path, readFile(path));
    if (!level) return InputErrors;
    level->rules = rulesOption(args, level->rules);
    Playtest playtest(*level, options);
    ProgressLine progress;
    try {
        playtest.run(threads, [&](int played, int total) { progress.tell(played, total); });
    } catch (...) {
        progress.end();
        throw;
    }
    const std::vector<PlaytestGame> games = playtest.games();
    const PlaytestFigures figures = figuresOf(games);
    const TileMap<int> deaths = deathCounts(games, level->width(), level->height());
    if (args.has("--json"))
        writeJson(figures, deaths);
    else
        writeText(figures, deaths, options, level->rules);
    return Success;
}

const CommandRegistration registration { {
    "playtest",
    "mazeworks-cli playtest FILE [--games N] [--seed N] [--seconds S] [--pilot casual|expert]\n"
    "                       [--rules LIST] [--threads N] [--json]",
    "Play a level many times with the computer pilot; report how it plays (the editor's Playtest).",
    "Plays N games headless, seeds N, N+1, ..., each as mazeworks-cli play --seed would, on every\n"
    "core, with a progress line on standard error. The report is the same, byte for byte, whatever\n"
    "the number of threads.\n\n"
    "  --games N        how many games, 1 to 1000000 (default 100)\n"
    "  --seed N         the first game's seed (default 1)\n"
    "  --seconds S      game time at most for each game, 0 to 86400 (default 600)\n"
        + std::string(kPilotAndRulesHelp)
        + "  --threads N      play on N threads (default: one a core)\n"
          "  --json           {games, cleared, mean_score, best_score, best_seed, levels: {\"1\": n, ...},\n"
          "                   mean_first_death, mean_seconds, deaths: [[col,row,count], ...]}: cleared\n"
          "                   counts the games past the first level, levels the games that ended on each,\n"
          "                   mean_first_death the seconds to the first catch (null if none was caught)\n\n"
          "Exit status 1 when the level has errors or cannot be played, 2 when a file cannot be read.\n",
    playtestCommand,
} };

} // namespace

} // namespace mazeworks::cli

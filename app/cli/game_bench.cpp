// mazeworks-cli bench, section "game": game steps a second with the pilot at the keys, on the
// classic maze, one core; a playtest of expert games on every core; and one of a level pack
// (the shipped levels) on every core, as a nightly balance run plays it.

#include "bench.h"

#include "game/headless.h"
#include "game/playtest.h"

#include "install/datapaths.h"

#include <QDir>

#include <cstdlib>

namespace mazeworks::cli {

namespace {

// The classic maze: $MAZEWORKS_LEVEL, else the one installed beside the program (or the build's).
std::string classicLevel()
{
    if (const char* env = std::getenv("MAZEWORKS_LEVEL")) return env;
    const QString levels = levelsDirectory();
    return levels.isEmpty() ? std::string() : (levels + QStringLiteral("/classic.maze")).toStdString();
}

// A tester's playtest: whole expert games (seeds 1 on, up to ten minutes each) on every core, as
// mazeworks-cli playtest plays them. A thousand games take minutes: they are played once, with
// no warm-up (the first games warm what the rest use).
void expertPlaytest(Bench& bench, const Maze& maze)
{
    const int games = bench.quick() ? 100 : 1000;
    const int threads = Playtest::allCores();
    std::int64_t steps = 0;
    std::uint64_t memory = 0;
    const double wall = bench.median(
        [&] {
            Playtest playtest(maze, { PilotKind::Expert, 1, games, 600 });
            playtest.run(threads);
            steps = 0;
            for (const PlaytestGame& g : playtest.games()) steps += g.summary.steps;
        },
        &memory, 1, false);
    bench.report({ "game", formatCount(games) + " expert games on the classic maze", games / wall, "games/s", 1, memory,
        std::to_string(threads) + " threads, " + formatFigure(static_cast<double>(steps) / wall) + " steps/s in all, "
            + formatFigure(wall) + " s" });
}

// A pack: every shipped level (not the broken examples), the same seeds on each, expert games on
// every core, as `mazeworks-cli playtest LEVELS/` plays them.
void packPlaytest(Bench& bench)
{
    const QString folder = levelsDirectory();
    std::vector<Maze> levels;
    if (!folder.isEmpty()) {
        for (const QString& name : QDir(folder).entryList({ QStringLiteral("*.maze") }, QDir::Files, QDir::Name)) {
            const ReadResult level = readMaze(readFile((folder + QLatin1Char('/') + name).toStdString()));
            if (level.ok() && Game::playable(level.maze)) levels.push_back(level.maze);
        }
    }
    if (levels.empty()) {
        bench.report({ "game", "(no level pack: " + missingDataMessage().toStdString() + ")", 0, "", 0, 0, "" });
        return;
    }
    const int games = bench.quick() ? 30 : 300;
    const int threads = Playtest::allCores();
    const int total = games * static_cast<int>(levels.size());
    std::uint64_t memory = 0;
    const double wall = bench.median(
        [&] {
            Playtest playtest(levels, { PilotKind::Expert, 1, games, 600 });
            playtest.run(threads);
        },
        &memory, 1, false);
    bench.report({ "game",
        formatCount(total) + " expert games on a pack of " + std::to_string(levels.size()) + " levels", total / wall,
        "games/s", 1, memory,
        std::to_string(games) + " a level, " + std::to_string(threads) + " threads, " + formatFigure(wall) + " s" });
}

void gameSteps(Bench& bench)
{
    const std::string path = classicLevel();
    const ReadResult level = path.empty() ? ReadResult {} : readMaze(readFile(path));
    if (!level.ok() || !Game::playable(level.maze)) {
        const std::string why = path.empty() ? missingDataMessage().toStdString() : path + " is not a playable level";
        bench.report({ "game", "(no classic maze: " + why + "; or set MAZEWORKS_LEVEL)", 0, "", 0, 0, "" });
        return;
    }
    // Whole games from the start, seeds 1 to 3, each until it is over or the time is up.
    const double seconds = bench.quick() ? 60 : 120;
    for (PilotKind kind : { PilotKind::Casual, PilotKind::Expert }) {
        std::int64_t steps = 0;
        double gameSeconds = 0;
        std::uint64_t memory = 0;
        const double wall = bench.median(
            [&] {
                steps = 0;
                gameSeconds = 0;
                for (const GameSummary& s : playHeadless(level.maze, kind, 1, 3, seconds)) {
                    steps += s.steps;
                    gameSeconds += s.seconds();
                }
            },
            &memory);
        const double perSecond = static_cast<double>(steps) / wall;
        bench.report({ "game", "steps with the " + std::string(name(kind)) + " pilot, classic maze", perSecond,
            "steps/s", bench.runs(), memory,
            std::to_string(steps) + " steps a run (3 games), " + formatFigure(gameSeconds / wall) + " x real time" });
    }
    expertPlaytest(bench, level.maze);
    packPlaytest(bench);
    // The rules alone, the muncher standing still: what the pilot's searches add to a step.
    std::int64_t steps = 0;
    const double wall = bench.median([&] {
        Game game(level.maze, 1);
        while (game.phase() != Game::Phase::Over && game.steps() < 7200) game.step(std::nullopt);
        steps = game.steps();
    });
    bench.report({ "game", "steps without a pilot, classic maze", static_cast<double>(steps) / wall, "steps/s",
        bench.runs(), 0, std::to_string(steps) + " steps a run" });
}

const BenchRegistration registration { { 60, "game", gameSteps } };

} // namespace

} // namespace mazeworks::cli

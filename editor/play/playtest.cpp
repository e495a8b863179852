#include "playtest.h"

#include "game/game.h"

#include <algorithm>
#include <cmath>

namespace mazeworks {

PlaytestGame playtestGame(const Maze& maze, PilotKind kind, std::uint64_t seed, double seconds)
{
    // The loop of playHeadless, step for step: the figures must be the command line's.
    Game game(maze, seed);
    Pilot pilot(kind, seed);
    const std::int64_t limit = std::llround(std::max(0.0, seconds) * Rules::StepsPerSecond);
    PlaytestGame result;
    while (game.phase() != Game::Phase::Over && game.steps() < limit) {
        game.step(pilot.steer(game, Rules::Step));
        if (!result.firstDeathStep) {
            for (const Event& e : game.events()) {
                if (e.kind == Event::Kind::Caught) result.firstDeathStep = game.steps();
            }
        }
    }
    result.summary = GameSummary::of(game, kind);
    return result;
}

PlaytestFigures figuresOf(const std::vector<PlaytestGame>& games)
{
    PlaytestFigures f;
    f.games = static_cast<int>(games.size());
    if (games.empty()) return f;
    double scores = 0;
    double levels = 0;
    double seconds = 0;
    double toFirstDeath = 0;
    bool first = true;
    for (const PlaytestGame& g : games) {
        const GameSummary& s = g.summary;
        scores += s.score;
        levels += s.level;
        seconds += s.seconds();
        if (s.level > 1) ++f.cleared;
        if (s.phase == Game::Phase::Over) ++f.gamesOver;
        ++f.levelsReached[s.level];
        if (first || s.score > f.bestScore) {
            f.bestScore = s.score;
            f.bestSeed = s.seed;
            first = false;
        }
        if (g.firstDeathStep) {
            ++f.gamesWithDeath;
            toFirstDeath += static_cast<double>(*g.firstDeathStep) * Rules::Step;
        }
    }
    const double n = f.games;
    f.clearRate = f.cleared / n;
    f.meanScore = scores / n;
    f.meanLevel = levels / n;
    f.meanSeconds = seconds / n;
    if (f.gamesWithDeath > 0) f.meanSecondsToFirstDeath = toFirstDeath / f.gamesWithDeath;
    return f;
}

TileMap<int> deathCounts(const std::vector<PlaytestGame>& games, int width, int height)
{
    TileMap<int> counts(std::max(1, width), std::max(1, height), 0);
    for (const PlaytestGame& g : games) {
        for (const Cell& c : g.summary.deaths) {
            if (counts.contains(c)) counts.set(c, counts.get(c) + 1);
        }
    }
    return counts;
}

} // namespace mazeworks

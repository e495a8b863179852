#include "game/headless.h"

#include <cmath>

namespace mazeworks {

GameSummary playHeadless(const Maze& maze, const HeadlessOptions& options, Replay* record, PilotWork* work)
{
    Game game(maze, options.seed);
    Pilot pilot(options.pilot, options.seed);
    const std::int64_t limit = std::llround(std::max(0.0, options.seconds) * Rules::StepsPerSecond);
    if (record) {
        record->seed = options.seed;
        record->pilot = options.pilot;
        record->inputs.clear();
    }
    while (game.phase() != Game::Phase::Over && game.steps() < limit) {
        const auto wanted = pilot.steer(game, Rules::Step);
        if (record) record->record(game.steps(), wanted);
        game.step(wanted);
    }
    GameSummary summary = GameSummary::of(game, options.pilot);
    if (work) *work = PilotWork { pilot.searches(), pilot.visited() };
    if (record) {
        record->steps = game.steps();
        record->rules = maze.rules;
        record->searches = std::pair { pilot.searches(), pilot.visited() };
        record->setResult(summary);
    }
    return summary;
}

std::vector<GameSummary> playHeadless(
    const Maze& maze, PilotKind pilot, std::uint64_t firstSeed, int games, double seconds)
{
    std::vector<GameSummary> summaries;
    for (int i = 0; i < games; ++i) {
        summaries.push_back(playHeadless(maze, { firstSeed + static_cast<std::uint64_t>(i), pilot, seconds }));
    }
    return summaries;
}

GameSummary playReplay(const Maze& maze, const Replay& replay)
{
    Game game(maze, replay.seed);
    std::size_t next = 0;
    std::optional<Direction> wanted;
    while (game.steps() < replay.steps) {
        while (next < replay.inputs.size() && replay.inputs[next].step <= game.steps())
            wanted = replay.inputs[next++].wanted;
        game.step(wanted);
    }
    return GameSummary::of(game, replay.pilot);
}

} // namespace mazeworks

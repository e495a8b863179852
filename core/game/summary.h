#pragma once

#include "game/game.h"
#include "game/pilot.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazeworks {

// How a game ended, or stood when it was stopped: what `mazeworks-cli play` reports and what a
// replay must play back to.
struct GameSummary {
    std::uint64_t seed = 0;
    std::optional<PilotKind> pilot; // none: a person played
    int score = 0;
    int level = 1;
    int lives = 0;
    Game::Phase phase = Game::Phase::Ready;
    int dots = 0; // dots and energizers eaten in the whole game
    int ghosts = 0; // ghosts eaten in the whole game
    std::int64_t steps = 0;
    std::vector<Cell> deaths; // where the muncher was caught, in order

    double seconds() const { return static_cast<double>(steps) * Rules::Step; }

    static GameSummary of(const Game& game, std::optional<PilotKind> pilot)
    {
        GameSummary s;
        s.seed = game.seed();
        s.pilot = pilot;
        s.score = game.score();
        s.level = game.level();
        s.lives = game.lives();
        s.phase = game.phase();
        s.dots = game.totalDotsEaten();
        s.ghosts = game.ghostsEaten();
        s.steps = game.steps();
        s.deaths = game.deaths();
        return s;
    }

    friend bool operator==(const GameSummary&, const GameSummary&) = default;
};

} // namespace mazeworks

#pragma once

#include "game/events.h"
#include "game/fruit.h"
#include "game/ghost.h"
#include "game/muncher.h"
#include "game/rules.h"
#include "maze/maze.h"
#include "path/distancemap.h"
#include "random/random.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mazeworks {

// The maze game: a pure, deterministic step from (state, wanted way, time) to the next state and
// its events. A view drives it from a timer and draws it; the pilot's headless games and the
// replays run the very same step. All randomness comes from the game's own Random, seeded by
// `seed`: the same seed and the same inputs at the same steps give the same game, bit for bit.
class Game {
public:
    enum class Phase : std::uint8_t {
        Ready, // "Ready!": nothing moves yet
        Playing, // the round is on
        Dying, // caught: a moment before the next round or the end
        Cleared, // every dot eaten: a moment before the next level
        Over, // no lives left
    };

    // A game on a playable level (see playable); std::invalid_argument for one that is not. It
    // plays by the level's rules.
    explicit Game(const Maze& maze, std::uint64_t seed = 0);

    // Why a level cannot be played, empty when it can: it needs a map, the muncher, the four
    // ghosts, the fruit and a door with a corridor above it and the house below.
    static std::string unplayable(const Maze& maze);
    static bool playable(const Maze& maze) { return unplayable(maze).empty(); }

    // Lets `seconds` of game time pass in whole fixed steps of Rules::Step; what is left over
    // waits for the next call (see interpolation). `wanted` is the way the player asks for,
    // empty for none. events() then holds what happened in all these steps.
    void update(double seconds, std::optional<Direction> wanted);
    // Exactly one fixed step; events() holds what happened in it.
    void step(std::optional<Direction> wanted);

    const Maze& maze() const { return m_maze; }
    // The variants of the rules this game plays by (the level's).
    RuleSet rules() const { return m_maze.rules; }
    // Dots and energizers eaten since the round started, and seconds since the last of them
    // (the dot-counters rule lets the ghosts out by them).
    int roundDots() const { return m_roundDots; }
    double sinceEating() const { return static_cast<double>(m_sinceEatingSteps) * Rules::Step; }
    // The tiles of the level being played: the eaten dots are floor.
    const TileMap<Tile>& tiles() const { return m_tiles; }
    std::uint64_t seed() const { return m_seed; }

    Phase phase() const { return m_phase; }
    // Seconds since the phase began: for "Ready!", the dying and the flashing of a cleared maze.
    double phaseTime() const { return static_cast<double>(m_phaseSteps) * Rules::Step; }
    // Steps played since the game began, and the game time they make.
    std::int64_t steps() const { return m_steps; }
    double time() const { return static_cast<double>(m_steps) * Rules::Step; }
    // How far the time left over by update() is towards the next step, 0 to 1: a view draws
    // walkers at previous + (current - previous) * interpolation.
    double interpolation() const { return m_pending / Rules::Step; }

    int score() const { return m_score; }
    int level() const { return m_level; }
    // Lives left, the one in play included; 0 when the game is over.
    int lives() const { return m_lives; }
    int dotsLeft() const { return m_dotsLeft; }
    // Dots and energizers eaten in this level, and in the whole game.
    int dotsEaten() const { return m_dotsEaten; }
    int totalDotsEaten() const { return m_totalDotsEaten; }
    // Ghosts eaten in the whole game.
    int ghostsEaten() const { return m_totalGhostsEaten; }
    // The tiles where the muncher was caught, in order.
    const std::vector<Cell>& deaths() const { return m_deaths; }

    const Muncher& muncher() const { return m_muncher; }
    const std::array<Ghost, 4>& ghosts() const { return m_ghosts; }
    const Ghost& ghost(GhostKind kind) const { return m_ghosts[indexOf(kind)]; }

    // The blue time: left, and how long it was when it began (a view flashes the ghosts in the
    // last Rules::FlashSeconds).
    bool frightened() const { return m_frightSteps > 0; }
    double frightLeft() const { return static_cast<double>(m_frightSteps) * Rules::Step; }
    double frightSeconds() const { return m_frightSeconds; }
    // What the ghosts outside are doing by the schedule: scatter on its even steps, then chase.
    Ghost::Mode scheduled() const;
    int scheduleStep() const { return m_scheduleStep; }
    // Seconds until the schedule next changes (the hunters then turn round); infinity when it
    // has no change left. It waits while the ghosts are blue.
    double scheduleLeft() const;
    // Seconds played in this round (the house opens by them).
    double roundTime() const { return static_cast<double>(m_roundSteps) * Rules::Step; }
    // Seconds everything still stands still after a ghost was eaten.
    double pause() const { return static_cast<double>(m_pauseSteps) * Rules::Step; }

    // The fruit on show, where it shows, and for how much longer.
    std::optional<Fruit> fruit() const { return m_fruit; }
    Cell fruitCell() const { return *m_maze.fruit; }
    double fruitLeft() const { return static_cast<double>(m_fruitSteps) * Rules::Step; }

    // What happened in the last update or step.
    const std::vector<Event>& events() const { return m_events; }

    // Where a ghost aims now (its corner, its prey), or nothing.
    std::optional<Cell> target(GhostKind kind) const;
    // Where a ghost would aim if it hunted now.
    Cell chaseTarget(GhostKind kind) const;
    double ghostSpeed(GhostKind kind) const;
    double muncherSpeed() const { return Rules::MuncherSpeed * Rules::pace(m_level); }

    // Made once for the maze, over every tile but walls: the ways home of the eyes.
    const DistanceMap& toDoorstep() const { return m_toDoorstep; }
    const DistanceMap& toHouse() const { return m_toHouse; }
    Cell doorstep() const { return m_doorstep; }
    // The muncher's corridors, row-major, 1 where it may walk: for searches.
    const std::vector<std::uint8_t>& corridors() const { return m_corridors; }

    // For tests and a sandbox in the editor: straight to playing, and people put by hand.
    void skipReady();
    void putMuncher(int col, int row, std::optional<Direction> heading);
    void putGhost(GhostKind kind, int col, int row, std::optional<Direction> heading, Ghost::Mode mode);

private:
    void advance(std::optional<Direction> wanted);
    void setPhase(Phase phase);
    void startLevel(bool newGame);
    void startRound(bool newGame);
    void play(double seconds, std::optional<Direction> wanted);
    void schedule(double seconds);
    void eat();
    void releaseByDots();
    bool meet();
    void fruitTime(double seconds);
    void addPoints(int points);
    Ghost::World world(Random* random) const;
    void loseLife();
    void report(Event event) { m_events.push_back(event); }

    Maze m_maze;
    TileMap<Tile> m_tiles;
    std::uint64_t m_seed = 0;
    Random m_random;
    DistanceMap m_toDoorstep;
    DistanceMap m_toHouse;
    Cell m_doorstep;
    Cell m_house;
    std::vector<std::uint8_t> m_corridors;
    int m_food = 0; // dots and energizers of a fresh level

    Muncher m_muncher;
    std::array<Ghost, 4> m_ghosts;

    // Times are counted in whole steps, so that "after seven seconds" is the same step on every
    // machine, not the step where a sum of 1/120ths happens to cross 7.
    Phase m_phase = Phase::Ready;
    std::int64_t m_phaseSteps = 0;
    std::int64_t m_readySteps = 0;
    std::int64_t m_steps = 0;
    double m_pending = 0;

    int m_level = 1;
    int m_lives = Rules::StartLives;
    int m_score = 0;
    bool m_extraLifeGiven = false;
    int m_dotsLeft = 0;
    int m_dotsEaten = 0;
    int m_totalDotsEaten = 0;
    int m_totalGhostsEaten = 0;
    int m_ghostsEatenInFright = 0;
    std::vector<Cell> m_deaths;

    std::int64_t m_frightSteps = 0;
    double m_frightSeconds = 0;
    int m_scheduleStep = 0;
    std::int64_t m_scheduleSteps = 0;
    std::int64_t m_roundSteps = 0;
    std::int64_t m_pauseSteps = 0;
    int m_roundDots = 0;
    std::int64_t m_sinceEatingSteps = 0;

    std::optional<Fruit> m_fruit;
    std::int64_t m_fruitSteps = 0;
    int m_fruitsShown = 0;

    std::vector<Event> m_events;
};

constexpr std::string_view name(Game::Phase p)
{
    switch (p) {
    case Game::Phase::Ready:
        return "ready";
    case Game::Phase::Playing:
        return "playing";
    case Game::Phase::Dying:
        return "dying";
    case Game::Phase::Cleared:
        return "cleared";
    case Game::Phase::Over:
        return "over";
    }
    return "ready";
}

} // namespace mazeworks

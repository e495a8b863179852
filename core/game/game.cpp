#include "game/game.h"

#include "maze/diagnostic.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace mazeworks {

namespace {

// Whole steps in so many seconds.
std::int64_t stepsIn(double seconds) { return std::llround(seconds * Rules::StepsPerSecond); }

// update() runs a step when the time left over is this close to a whole step: sums of
// 1/120ths are never exact.
constexpr double kStepTolerance = 1e-9;

} // namespace

std::string Game::unplayable(const Maze& maze)
{
    if (!maze.hasMap()) return "the level has no map";
    const TileMap<Tile>& tiles = maze.tiles;
    // A piece on no tile of the maze, in the words of the level's diagnostics.
    const auto outside = [&tiles](std::string_view piece, Cell c) {
        const std::optional<Diagnostic> d = outsideDiagnostic(piece, c, tiles);
        return d ? d->message() : std::string();
    };
    if (!maze.muncher) return "the muncher has no start";
    if (std::string why = outside(kMuncherPiece, maze.muncher->cell); !why.empty()) return why;
    if (!isCorridor(tiles.get(maze.muncher->cell))) return "the muncher does not start in a corridor";
    for (GhostKind kind : kGhostKinds) {
        const auto& start = maze.ghost(kind);
        if (!start) return "the " + std::string(name(kind)) + " ghost has no start";
        if (std::string why = outside(pieceId(kind), start->cell); !why.empty()) return why;
    }
    if (!maze.fruit) return "the fruit has no place";
    if (std::string why = outside(kFruitPiece, *maze.fruit); !why.empty()) return why;
    const auto door = maze.door();
    if (!door) return "a maze needs one door";
    if (!isCorridor(tiles.get(*maze.doorstep())) || tiles.get(*maze.house()) != Tile::House) {
        return "the door needs a corridor above it and the house below";
    }
    return {};
}

Game::Game(const Maze& maze, std::uint64_t seed)
    : m_maze(maze)
    , m_seed(seed)
    , m_random(seed)
{
    if (const std::string why = unplayable(maze); !why.empty()) throw std::invalid_argument(why);
    const TileMap<Tile>& tiles = m_maze.tiles;
    m_doorstep = *m_maze.doorstep();
    m_house = *m_maze.house();
    // A ghost flying home may pass the door, and nothing stops it but walls. The maze never
    // changes, so the ways home are searched once.
    const auto notWall = [&tiles](int col, int row) { return tiles[tiles.index(col, row)] != Tile::Wall; };
    m_toDoorstep.compute(tiles.width(), tiles.height(), notWall, std::span<const Cell>(&m_doorstep, 1));
    m_toHouse.compute(tiles.width(), tiles.height(), notWall, std::span<const Cell>(&m_house, 1));
    m_corridors.resize(tiles.size());
    for (std::size_t i = 0; i < tiles.size(); ++i) m_corridors[i] = isCorridor(tiles[i]) ? 1 : 0;
    m_food = static_cast<int>(tiles.count(isFood));
    for (GhostKind kind : kGhostKinds) {
        m_ghosts[indexOf(kind)] = Ghost(kind, *m_maze.ghost(kind), m_maze.corner(kind), m_maze.release(kind));
        m_ghosts[indexOf(kind)].setRules(m_maze.rules);
    }
    m_events.reserve(16);
    startLevel(true);
}

void Game::update(double seconds, std::optional<Direction> wanted)
{
    m_events.clear();
    if (!(seconds > 0)) return;
    m_pending += seconds;
    while (m_pending + kStepTolerance >= Rules::Step) {
        advance(wanted);
        m_pending -= Rules::Step;
    }
    if (m_pending < 0) m_pending = 0;
}

void Game::step(std::optional<Direction> wanted)
{
    m_events.clear();
    advance(wanted);
}

void Game::advance(std::optional<Direction> wanted)
{
    ++m_steps;
    ++m_phaseSteps;
    // Whoever does not walk in this step is drawn standing.
    m_muncher.walker().settle();
    for (Ghost& ghost : m_ghosts) ghost.walker().settle();
    switch (m_phase) {
    case Phase::Ready:
        if (m_phaseSteps >= m_readySteps) {
            setPhase(Phase::Playing);
            report(Event::started(m_level, m_lives));
        }
        break;
    case Phase::Playing:
        play(Rules::Step, wanted);
        break;
    case Phase::Dying:
        if (m_phaseSteps >= stepsIn(Rules::DyingSeconds)) loseLife();
        break;
    case Phase::Cleared:
        if (m_phaseSteps >= stepsIn(Rules::ClearedSeconds)) {
            ++m_level;
            startLevel(false);
        }
        break;
    case Phase::Over:
        break;
    }
}

void Game::setPhase(Phase phase)
{
    m_phase = phase;
    m_phaseSteps = 0;
}

void Game::startLevel(bool newGame)
{
    // Each level plays on a fresh copy of the tiles, with all its dots.
    m_tiles = m_maze.tiles;
    m_dotsLeft = m_food;
    m_dotsEaten = 0;
    m_fruitsShown = 0;
    startRound(newGame);
}

void Game::startRound(bool newGame)
{
    m_muncher.place(m_maze.muncher->cell, m_maze.muncher->heading);
    for (Ghost& ghost : m_ghosts) ghost.reset();
    m_frightSteps = 0;
    m_frightSeconds = 0;
    m_ghostsEatenInFright = 0;
    m_scheduleStep = 0;
    m_scheduleSteps = 0;
    m_roundSteps = 0;
    m_pauseSteps = 0;
    m_roundDots = 0;
    m_sinceEatingSteps = 0;
    m_fruit.reset();
    m_fruitSteps = 0;
    m_readySteps = stepsIn(newGame ? Rules::FirstReadySeconds : Rules::ReadySeconds);
    setPhase(Phase::Ready);
    report(Event::ready(m_level, m_lives, newGame));
}

void Game::loseLife()
{
    --m_lives;
    report(Event::withLives(Event::Kind::LifeLost, m_level, m_lives));
    if (m_lives > 0) {
        startRound(false);
        return;
    }
    m_lives = 0;
    setPhase(Phase::Over);
    report(Event::gameOver(m_level, m_score));
}

void Game::play(double seconds, std::optional<Direction> wanted)
{
    if (m_pauseSteps > 0) {
        --m_pauseSteps;
        return;
    }
    ++m_roundSteps;
    schedule(seconds);
    m_muncher.move(muncherSpeed() * seconds, m_tiles, wanted);
    eat();
    if (m_maze.rules.has(GameRule::DotCounters)) releaseByDots();
    // Met before and after the ghosts move: two that walk towards each other close the gap by
    // an eighth of a tile a step, and tested only once they could pass through each other.
    if (meet()) return;
    Ghost::World w = world(&m_random);
    for (Ghost& ghost : m_ghosts) {
        w.red = m_ghosts[indexOf(GhostKind::Red)].cell(); // cyan aims by where red is now
        if (ghost.update(seconds, w)) report(Event::ghostHome(ghost.kind(), ghost.cell()));
    }
    if (meet()) return;
    fruitTime(seconds);
    if (m_dotsLeft == 0) {
        setPhase(Phase::Cleared);
        report(Event::withLives(Event::Kind::LevelCleared, m_level, m_lives));
    }
}

Ghost::Mode Game::scheduled() const
{
    const bool scatter = m_scheduleStep % 2 == 0 && m_scheduleStep < static_cast<int>(Rules::Schedule.size());
    return scatter ? Ghost::Mode::Scatter : Ghost::Mode::Chase;
}

double Game::scheduleLeft() const
{
    if (m_scheduleStep >= static_cast<int>(Rules::Schedule.size())) return std::numeric_limits<double>::infinity();
    const std::int64_t total = stepsIn(Rules::Schedule[static_cast<std::size_t>(m_scheduleStep)]);
    return static_cast<double>(m_frightSteps + total - m_scheduleSteps) * Rules::Step;
}

// Scatter and chase by turns; while the ghosts are blue, the schedule waits.
void Game::schedule(double)
{
    if (m_frightSteps > 0) {
        if (--m_frightSteps == 0) {
            for (Ghost& ghost : m_ghosts) ghost.follow(scheduled());
            report(Event::of(Event::Kind::FrightOver));
        }
        return;
    }
    ++m_scheduleSteps;
    if (m_scheduleStep < static_cast<int>(Rules::Schedule.size())
        && m_scheduleSteps >= stepsIn(Rules::Schedule[static_cast<std::size_t>(m_scheduleStep)])) {
        ++m_scheduleStep;
        m_scheduleSteps = 0;
        const Ghost::Mode mode = scheduled();
        for (Ghost& ghost : m_ghosts) ghost.follow(mode);
        report(Event::of(mode == Ghost::Mode::Scatter ? Event::Kind::ScatterBegan : Event::Kind::ChaseBegan));
    }
}

// What lies on the muncher's tile, its nearest centre, is eaten.
void Game::eat()
{
    const Cell at = m_muncher.cell();
    Tile& tile = m_tiles[m_tiles.index(at)];
    if (isFood(tile)) {
        const bool energizer = tile == Tile::Energizer;
        tile = Tile::Floor;
        --m_dotsLeft;
        ++m_dotsEaten;
        ++m_roundDots;
        m_sinceEatingSteps = -1; // this step counts from 0
        ++m_totalDotsEaten;
        if (!energizer) {
            addPoints(Rules::DotPoints);
            report(Event::dotEaten(at, Rules::DotPoints));
        } else {
            addPoints(Rules::EnergizerPoints);
            m_frightSeconds = Rules::frightenedSeconds(m_level);
            m_frightSteps = stepsIn(m_frightSeconds);
            m_ghostsEatenInFright = 0;
            for (Ghost& ghost : m_ghosts) ghost.frighten();
            report(Event::energizerEaten(at, Rules::EnergizerPoints, m_frightSeconds));
        }
        for (int after : Rules::FruitAfter) {
            if (m_dotsEaten == after && m_fruitsShown < static_cast<int>(Rules::FruitAfter.size())) {
                ++m_fruitsShown;
                m_fruit = Rules::fruitOf(m_level);
                m_fruitSteps = stepsIn(Rules::FruitSeconds);
                report(Event::fruitEvent(Event::Kind::FruitShown, *m_fruit, fruitCell()));
            }
        }
    }
    if (m_fruit && at == fruitCell()) {
        const int value = points(*m_fruit);
        addPoints(value);
        report(Event::fruitEvent(Event::Kind::FruitEaten, *m_fruit, at, value));
        m_fruit.reset();
        m_fruitSteps = 0;
    }
}

// The arcade's dot counters: the ghosts in the house leave one at a time in the order red, pink,
// cyan, orange, the first in line once the dots eaten this round reach its count; and whenever
// the muncher has eaten nothing for Rules::NoEatingSeconds, the first in line leaves at once.
void Game::releaseByDots()
{
    ++m_sinceEatingSteps;
    for (GhostKind kind : kGhostKinds) {
        Ghost& ghost = m_ghosts[indexOf(kind)];
        if (ghost.mode() != Ghost::Mode::House) continue;
        const bool starved = m_sinceEatingSteps >= stepsIn(Rules::NoEatingSeconds);
        if (m_roundDots >= m_maze.releaseDotsOf(kind) || starved) {
            ghost.leave();
            if (starved) m_sinceEatingSteps = 0;
            report(Event::ghostReleased(kind, ghost.cell(), starved));
        }
        return; // only the first in line
    }
}

// The muncher meets the ghosts near it: a blue one is eaten, a hunting one catches it.
bool Game::meet()
{
    const Walker& walker = m_muncher.walker();
    const double mx = walker.x();
    const double my = walker.y();
    const double width = m_tiles.width();
    const double height = m_tiles.height();
    for (Ghost& ghost : m_ghosts) {
        double dx = std::fabs(ghost.walker().x() - mx);
        dx = std::min(dx, width - dx); // through the tunnel too
        double dy = std::fabs(ghost.walker().y() - my);
        dy = std::min(dy, height - dy);
        if (dx * dx + dy * dy >= Rules::CatchDistance * Rules::CatchDistance) continue;
        if (ghost.frightened()) {
            const int value = Rules::GhostPoints << std::min(m_ghostsEatenInFright, 3);
            ++m_ghostsEatenInFright;
            ++m_totalGhostsEaten;
            ghost.eaten();
            addPoints(value);
            m_pauseSteps = stepsIn(Rules::EatenPause);
            report(Event::ghostEaten(ghost.kind(), ghost.cell(), ghost.walker().x(), ghost.walker().y(), value));
        } else if (ghost.dangerous()) {
            setPhase(Phase::Dying);
            m_deaths.push_back(m_muncher.cell());
            report(Event::caught(ghost.kind(), m_muncher.cell(), mx, my));
            return true;
        }
    }
    return false;
}

void Game::fruitTime(double)
{
    if (m_fruit && --m_fruitSteps <= 0) {
        report(Event::fruitEvent(Event::Kind::FruitGone, *m_fruit, fruitCell()));
        m_fruit.reset();
        m_fruitSteps = 0;
    }
}

void Game::addPoints(int value)
{
    m_score += value;
    if (!m_extraLifeGiven && m_score >= Rules::ExtraLifeScore) {
        m_extraLifeGiven = true;
        ++m_lives;
        report(Event::withLives(Event::Kind::ExtraLife, m_level, m_lives));
    }
}

Ghost::World Game::world(Random* random) const
{
    Ghost::World w;
    w.tiles = &m_tiles;
    w.toDoorstep = &m_toDoorstep;
    w.toHouse = &m_toHouse;
    w.random = random;
    w.level = m_level;
    w.frightened = frightened();
    w.scheduled = scheduled();
    // A hair over the steps played, so that a release at 5 seconds is the 600th step exactly.
    w.roundTime = roundTime() + 1e-9;
    w.muncher = m_muncher.cell();
    w.facing = m_muncher.facing();
    w.red = m_ghosts[indexOf(GhostKind::Red)].cell();
    w.releaseByDots = m_maze.rules.has(GameRule::DotCounters);
    return w;
}

std::optional<Cell> Game::target(GhostKind kind) const { return ghost(kind).target(world(nullptr)); }

Cell Game::chaseTarget(GhostKind kind) const
{
    return ghost(kind).chaseTarget(m_muncher.cell(), m_muncher.facing(), ghost(GhostKind::Red).cell());
}

double Game::ghostSpeed(GhostKind kind) const { return ghost(kind).speed(world(nullptr)); }

void Game::skipReady()
{
    if (m_phase == Phase::Ready) setPhase(Phase::Playing);
}

void Game::putMuncher(int col, int row, std::optional<Direction> heading)
{
    m_muncher.place(m_tiles.wrap({ col, row }), heading);
}

void Game::putGhost(GhostKind kind, int col, int row, std::optional<Direction> heading, Ghost::Mode mode)
{
    m_ghosts[indexOf(kind)].place(m_tiles.wrap({ col, row }), heading, mode);
}

} // namespace mazeworks

#include "game/ghost.h"

#include "game/rules.h"
#include "path/search.h"

#include <limits>

namespace mazeworks {

namespace {

std::string_view modeName(Ghost::Mode m) { return name(m); }

constexpr std::array<Direction, 4> kWaysOut = { Direction::Left, Direction::Right, Direction::Up, Direction::Down };

} // namespace

Ghost::Ghost(GhostKind kind, Start start, Cell corner, double release)
    : m_kind(kind)
    , m_start(start)
    , m_corner(corner)
    , m_release(release)
{
    reset();
}

Ghost::Modes Ghost::modeMachine()
{
    using M = Mode;
    Modes modes(M::House, modeName);
    modes.allow(M::House, { M::Leaving })
        .allow(M::Leaving, { M::Scatter, M::Chase, M::Frightened })
        .allow(M::Scatter, { M::Chase, M::Frightened })
        .allow(M::Chase, { M::Scatter, M::Frightened })
        .allow(M::Frightened, { M::Scatter, M::Chase, M::Eaten })
        .allow(M::Eaten, { M::Entering })
        .allow(M::Entering, { M::Leaving });
    return modes;
}

void Ghost::reset() { place(m_start.cell, m_start.heading, Mode::House); }

void Ghost::place(Cell cell, std::optional<Direction> heading, Mode mode)
{
    m_mode.reset(mode);
    m_walker.place(cell, heading);
}

void Ghost::change(Mode to)
{
    const Mode from = mode();
    m_mode.to(to);
    // A hunting ghost that changes its mind turns round at once: the player sees it coming.
    // Everywhere else a ghost never turns back, so the sudden turn is a signal to read.
    if ((from == Mode::Scatter || from == Mode::Chase) && to != Mode::Eaten) m_walker.turnAround();
}

void Ghost::frighten()
{
    if (roaming()) change(Mode::Frightened);
}

void Ghost::follow(Mode scheduled)
{
    if ((roaming() || frightened()) && mode() != scheduled) change(scheduled);
}

void Ghost::eaten() { change(Mode::Eaten); }

void Ghost::leave()
{
    if (mode() == Mode::House) change(Mode::Leaving);
}

double Ghost::speed(const World& world) const
{
    const double pace = Rules::pace(world.level);
    switch (mode()) {
    case Mode::House:
    case Mode::Leaving:
        return Rules::HouseSpeed;
    case Mode::Eaten:
    case Mode::Entering:
        return Rules::EyesSpeed;
    case Mode::Frightened:
        return Rules::FrightenedSpeed * pace;
    case Mode::Scatter:
    case Mode::Chase: {
        const TileMap<Tile>& tiles = *world.tiles;
        const bool tunnel = tiles[tiles.index(tiles.wrap(cell()))] == Tile::Tunnel;
        return (tunnel ? Rules::TunnelSpeed : Rules::GhostSpeed) * pace;
    }
    }
    return Rules::GhostSpeed * pace;
}

Cell Ghost::chaseTarget(Cell muncher, Direction facing, Cell red) const
{
    const auto ahead = [&](int tiles) {
        return Cell { muncher.col + dx(facing) * tiles, muncher.row + dy(facing) * tiles };
    };
    switch (m_kind) {
    case GhostKind::Red:
        return muncher;
    case GhostKind::Pink:
        // The arcade's slip: facing up, its sum overflowed into the column as well.
        if (m_rules.has(GameRule::PinkSlip) && facing == Direction::Up) return { muncher.col - 4, muncher.row - 4 };
        return ahead(4);
    case GhostKind::Cyan: {
        // Twice the way from red to the point two tiles ahead of the muncher.
        const Cell pivot = ahead(2);
        return { 2 * pivot.col - red.col, 2 * pivot.row - red.row };
    }
    case GhostKind::Orange:
        return distanceSquared(cell(), muncher) > 8 * 8 ? muncher : m_corner;
    }
    return muncher;
}

std::optional<Cell> Ghost::target(const World& world) const
{
    if (mode() == Mode::Scatter) return m_corner;
    if (mode() == Mode::Chase) return chaseTarget(world.muncher, world.facing, world.red);
    return std::nullopt;
}

bool Ghost::update(double seconds, const World& world)
{
    m_mode.update(seconds);
    if (mode() == Mode::House && !world.releaseByDots && world.roundTime >= m_release) change(Mode::Leaving);
    bool home = false;
    const TileMap<Tile>& tiles = *world.tiles;
    m_walker.walk(
        speed(world) * seconds, tiles.width(), tiles.height(), [&](int col, int row, std::optional<Direction> heading) {
            return choose(Cell { col, row }, heading, world, home);
        });
    return home;
}

std::optional<Direction> Ghost::choose(Cell here, std::optional<Direction> heading, const World& world, bool& home)
{
    const TileMap<Tile>& tiles = *world.tiles;
    switch (mode()) {
    case Mode::House:
        return bob(here, heading, tiles);
    case Mode::Leaving: {
        // The chapter's way out: to the doorstep, wherever the ghost stands, and only there a
        // mode of the outside and a turn to the left.
        if (world.toDoorstep->distance(here) != 0) return world.toDoorstep->downhill(here);
        // Out of the house while the others are blue: blue too. Back to life after being
        // eaten: not.
        const bool blue = world.frightened && m_mode.previous() == Mode::House;
        change(blue ? Mode::Frightened : world.scheduled);
        // Always left in the chapter's maze; a level whose doorstep is walled on the left sends
        // the ghost the first open way of right and up instead.
        for (Direction d : kWaysOut) {
            if (isCorridor(tiles[tiles.index(tiles.step(here, d))])) return d;
        }
        return std::nullopt;
    }
    case Mode::Eaten:
        if (world.toDoorstep->distance(here) != 0) return world.toDoorstep->downhill(here);
        change(Mode::Entering);
        return world.toHouse->downhill(here);
    case Mode::Entering:
        if (world.toHouse->distance(here) != 0) return world.toHouse->downhill(here);
        change(Mode::Leaving);
        home = true;
        return world.toDoorstep->downhill(here);
    case Mode::Frightened:
        return wander(here, heading, world);
    case Mode::Scatter:
        return towards(here, heading, m_corner, tiles);
    case Mode::Chase:
        if (m_kind == GhostKind::Red && m_rules.has(GameRule::RedAStar))
            return aStarTowards(here, heading, world.muncher, tiles);
        return towards(here, heading, chaseTarget(world.muncher, world.facing, world.red), tiles);
    }
    return std::nullopt;
}

// The rule of the arcade: never back the way it came; of the other open ways, the one whose
// next tile is nearest the target as the crow flies; of equally near ones, the first of up,
// left, down, right. A dead end leaves only the way back.
std::optional<Direction> Ghost::towards(
    Cell here, std::optional<Direction> heading, Cell target, const TileMap<Tile>& tiles) const
{
    std::optional<Direction> best;
    long long bestDistance = std::numeric_limits<long long>::max();
    for (Direction d : kDirections) {
        if (heading && d == opposite(*heading)) continue;
        const Cell next = tiles.step(here, d);
        if (!isCorridor(tiles[tiles.index(next)])) continue;
        const long long distance = distanceSquared(next, target);
        if (distance < bestDistance) {
            best = d;
            bestDistance = distance;
        }
    }
    if (best || !heading) return best;
    const Direction back = opposite(*heading);
    if (isCorridor(tiles[tiles.index(tiles.step(here, back))])) return back;
    return std::nullopt;
}

// The red-astar rule: the first step of the cheapest way by A* to the target over the
// corridors, never back the way it came (the tile behind is closed to the search); where no way
// leads there without going back, the greedy rule.
std::optional<Direction> Ghost::aStarTowards(
    Cell here, std::optional<Direction> heading, Cell target, const TileMap<Tile>& tiles) const
{
    const Cell goal = tiles.wrap(target);
    if (goal == here || !isCorridor(tiles[tiles.index(goal)])) return towards(here, heading, target, tiles);
    const std::optional<Cell> behind = heading ? std::optional(tiles.step(here, opposite(*heading))) : std::nullopt;
    auto cost = [&](int col, int row) {
        if (behind && col == behind->col && row == behind->row) return kInfinity;
        return isCorridor(tiles[tiles.index(col, row)]) ? 1.0 : kInfinity;
    };
    const Path way = findPath(tiles.width(), tiles.height(), here, goal, cost);
    if (way.found() && way.first) return way.first;
    return towards(here, heading, target, tiles);
}

// A blue ghost takes a random open way, never back unless it must.
std::optional<Direction> Ghost::wander(Cell here, std::optional<Direction> heading, const World& world) const
{
    const TileMap<Tile>& tiles = *world.tiles;
    std::array<Direction, 4> open {};
    std::size_t count = 0;
    for (Direction d : kDirections) {
        if (heading && d == opposite(*heading)) continue;
        if (isCorridor(tiles[tiles.index(tiles.step(here, d))])) open[count++] = d;
    }
    if (count > 0) return open[world.random->below(count)];
    if (!heading) return std::nullopt;
    const Direction back = opposite(*heading);
    if (isCorridor(tiles[tiles.index(tiles.step(here, back))])) return back;
    return std::nullopt;
}

// Up and down between the walls of the house; a ghost outside the house waits where it is.
std::optional<Direction> Ghost::bob(Cell here, std::optional<Direction> heading, const TileMap<Tile>& tiles) const
{
    const auto house = [&](Direction d) { return tiles[tiles.index(tiles.step(here, d))] == Tile::House; };
    const Direction way = heading && !isHorizontal(*heading) ? *heading : Direction::Up;
    if (house(way)) return way;
    if (house(opposite(way))) return opposite(way);
    return std::nullopt;
}

} // namespace mazeworks

#include "game/pilot.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace mazeworks {

namespace {

// A pilot whose muncher stands (no way open, no plan) plans again after so many steps.
constexpr int kReplanWhileStanding = 12;

// The expert's numbers. It goes only where it arrives this many seconds before any ghost can.
constexpr double kMargin = 0.15;
// Steps after a turn before the expert turns round again.
constexpr std::int64_t kTurnSteps = 10;
// A dot is worth going for only if, once there, the muncher can still run on safely over this
// many tiles; it looks at this many dots, nearest first, before it gives up and flees.
constexpr int kEscapeTiles = 12;
constexpr int kCandidates = 8;
// Fleeing, it takes the way into the largest room it reaches first, counted up to so many tiles.
constexpr int kFleeTiles = 60;
// The price of a tile grows as the lead over the ghosts there (under so many seconds) shrinks.
constexpr double kLeadWeight = 2.0;
constexpr double kLeadCounted = 3.0;
// The last goal is kept while no other is nearer by more than so many tiles: turning round
// makes the other side nearer, and goals taking turns would rock the muncher on the spot.
constexpr double kStickyTiles = 2.5;
// Energizers are kept for when a ghost is this many seconds from them, or until nothing else
// is left; walking over one before costs this much.
constexpr double kLureSeconds = 1.2;
constexpr double kKeepEnergizer = 30;
// Blue ghosts are hunted when the muncher reaches them this long before the blue time ends.
constexpr double kBlueSpare = 0.6;
constexpr double kBlueRange = 30;

std::size_t at(std::int32_t i) { return static_cast<std::size_t>(i); }

} // namespace

Pilot::Pilot(PilotKind kind, std::uint64_t seed)
    : m_kind(kind)
    , m_random(seed ^ 0x70696c6f74ull)
{
}

double Pilot::danger(Cell c) const
{
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height) return 0;
    return m_danger[static_cast<std::size_t>(c.row) * static_cast<std::size_t>(m_width)
        + static_cast<std::size_t>(c.col)];
}

std::optional<Direction> Pilot::steer(const Game& game, double seconds)
{
    if (m_kind == PilotKind::Casual) {
        m_distracted -= seconds;
        if (m_distracted <= 0 && m_random.chance(Distractions * seconds)) m_distracted = Distraction;
    }
    if (game.phase() != Game::Phase::Playing) {
        m_planned.reset();
        m_way.reset();
        m_goal.reset();
        return std::nullopt;
    }
    const bool standing = !game.muncher().walker().heading();
    if (m_kind == PilotKind::Casual) {
        // A plan whenever the muncher's tile changes, from that tile.
        const Cell at = game.muncher().cell();
        if (!m_planned || *m_planned != at || (standing && ++m_standing >= kReplanWhileStanding)) {
            prepare(game);
            m_planned = at;
            m_standing = 0;
            ++m_plans;
            m_way = planCasual(game, at);
        }
        return m_way;
    }
    // The expert plans from where the muncher really is, between the centre ahead and the one
    // behind: after each centre and again half-way to the next. (Planning from the nearest tile
    // would flip at the half-way point between two plans that undo each other.)
    const Frame frame = frameOf(game);
    const bool half = frame.toAhead < 0.5;
    if (!m_planned || *m_planned != frame.ahead || m_plannedHeading != frame.heading || m_plannedHalf != half
        || (standing && ++m_standing >= kReplanWhileStanding)) {
        prepare(game);
        m_planned = frame.ahead;
        m_plannedHeading = frame.heading;
        m_plannedHalf = half;
        m_standing = 0;
        ++m_plans;
        m_way = planExpert(game, frame);
        // Turned round a moment ago: go on for a while before turning again. The ghosts'
        // picture changes from step to step as they pass centres, and two plans that take
        // turns would keep the muncher rocking on the spot.
        if (m_way && frame.heading && *m_way == opposite(*frame.heading)) {
            if (game.steps() - m_lastTurn < kTurnSteps)
                m_way = frame.heading;
            else
                m_lastTurn = game.steps();
        }
    }
    return m_way;
}

Pilot::Frame Pilot::frameOf(const Game& game)
{
    const Walker& walker = game.muncher().walker();
    const TileMap<Tile>& tiles = game.tiles();
    Frame frame;
    frame.heading = walker.heading();
    if (!frame.heading || walker.atCentre()) {
        frame.ahead = tiles.wrap(walker.cell());
        return frame;
    }
    const Direction h = *frame.heading;
    const bool horizontal = isHorizontal(h);
    const double along = horizontal ? walker.x() : walker.y();
    const int sign = dx(h) + dy(h);
    const double next = sign > 0 ? std::floor(along) + 1 : std::ceil(along) - 1;
    const Cell cell = walker.cell();
    frame.ahead = tiles.wrap(
        horizontal ? Cell { static_cast<int>(next), cell.row } : Cell { cell.col, static_cast<int>(next) });
    frame.toAhead = std::fabs(next - along);
    frame.behind = tiles.step(frame.ahead, opposite(h));
    frame.toBehind = 1 - frame.toAhead;
    return frame;
}

// Sizes the buffers for the game's maze, and makes its table of neighbours, once per maze.
void Pilot::prepare(const Game& game)
{
    if (sameMaze(game.maze().tiles)) return;
    const TileMap<Tile>& tiles = game.tiles();
    m_maze = game.maze().tiles;
    m_corridors = game.corridors();
    // Energizers are eaten, and come back with the next level, only where the maze has them.
    m_energizers.clear();
    for (std::size_t i = 0; i < m_maze.size(); ++i) {
        if (m_maze[i] == Tile::Energizer) m_energizers.push_back(static_cast<std::int32_t>(i));
    }
    m_width = tiles.width();
    m_height = tiles.height();
    const std::size_t size = tiles.size();
    m_next.assign(4 * size, -1);
    for (std::size_t i = 0; i < size; ++i) {
        if (!m_corridors[i]) continue;
        for (Direction d : kDirections) {
            const auto n = tiles.index(tiles.step(tiles.cellAt(i), d));
            if (m_corridors[n]) m_next[4 * i + static_cast<std::size_t>(d)] = static_cast<std::int32_t>(n);
        }
    }
    // The same, listed: the ways open from each tile, in the order of Direction.
    m_ways.assign(4 * size, -1);
    m_wayCount.assign(size, 0);
    for (std::size_t i = 0; i < size; ++i) {
        for (std::size_t d = 0; d < 4; ++d) {
            if (m_next[4 * i + d] >= 0) m_ways[4 * i + m_wayCount[i]++] = m_next[4 * i + d];
        }
    }
    m_danger.assign(size, 0.0);
    m_touched.clear();
    m_threat.assign(size, kInfinity);
    for (Reach& r : m_reaches) r.start = -1;
    m_ghostReach.prepare(m_width, m_height, m_corridors);
    m_astar.prepare(m_width, m_height, m_corridors, m_next);
    m_threatOf.assign(static_cast<std::size_t>(m_ghostReach.corridors()), kInfinity);
    m_region.reset(size);
    m_probe.reset(size);
    // The expert bars every corridor but those of its region (see priceByLead).
    m_priced.clear();
    if (m_kind == PilotKind::Expert) {
        for (std::size_t i = 0; i < size; ++i) {
            if (m_corridors[i]) m_danger[i] = kInfinity;
        }
    }
}

// Whether the tables are made for this maze: compared byte for byte, a step of every plan.
bool Pilot::sameMaze(const TileMap<Tile>& maze) const
{
    static_assert(sizeof(Tile) == 1);
    return maze.width() == m_maze.width() && maze.height() == m_maze.height()
        && std::memcmp(maze.tiles().data(), m_maze.tiles().data(), maze.size()) == 0;
}

void Pilot::clearDanger()
{
    for (std::int32_t i : m_touched) m_danger[at(i)] = 0;
    m_touched.clear();
}

void Pilot::addDanger(std::size_t index, double cost)
{
    if (m_danger[index] == 0) m_touched.push_back(static_cast<std::int32_t>(index));
    m_danger[index] += cost;
}

// The cheapest way by A* over the corridors, each tile priced 1 plus its danger (none while
// the casual pilot looks away).
std::optional<Direction> Pilot::wayTo(Cell from, Cell goal)
{
    m_astar.find(from, goal, m_distracted <= 0 ? m_danger.data() : nullptr, m_path);
    m_visited += m_path.visited;
    ++m_searches;
    return m_path.first;
}

// --- the casual pilot ----------------------------------------------------------------------

// High next to a hunting ghost, less two or three tiles away, and along the corridor ahead of
// it, where it is going.
void Pilot::casualDanger(const Game& game)
{
    clearDanger();
    const TileMap<Tile>& tiles = game.tiles();
    for (const Ghost& ghost : game.ghosts()) {
        if (!ghost.dangerous()) continue;
        const Cell cell = ghost.cell();
        for (int dr = -3; dr <= 3; ++dr) {
            const int reach = 3 - std::abs(dr);
            for (int dc = -reach; dc <= reach; ++dc) {
                const int steps = std::abs(dc) + std::abs(dr);
                addDanger(tiles.index(tiles.wrap({ cell.col + dc, cell.row + dr })), steps <= 1 ? Near : Close);
            }
        }
        const auto heading = ghost.walker().heading();
        if (!heading) continue;
        Cell ahead = cell;
        for (int i = 0; i < Ahead; ++i) {
            ahead = tiles.step(ahead, *heading);
            if (!isCorridor(tiles[tiles.index(ahead)])) break;
            addDanger(tiles.index(ahead), Close);
        }
    }
}

std::optional<Direction> Pilot::planCasual(const Game& game, Cell from)
{
    const TileMap<Tile>& tiles = game.tiles();
    casualDanger(game);
    m_wave.compute(m_width, m_height, game.corridors().data(), std::span<const Cell>(&from, 1));
    m_visited += m_wave.visited();
    ++m_searches;
    // A blue ghost nearby while the blue lasts; else the nearest dot, by the steps to it.
    std::optional<Cell> best;
    int bestDistance = DistanceMap::Unreachable;
    if (game.frightLeft() > HuntSeconds) {
        for (const Ghost& ghost : game.ghosts()) {
            if (!ghost.frightened()) continue;
            const int distance = m_wave.distance(ghost.cell());
            if (distance <= HuntRange && distance < bestDistance) {
                best = ghost.cell();
                bestDistance = distance;
            }
        }
    }
    if (!best) {
        for (int row = 0; row < m_height; ++row) {
            for (int col = 0; col < m_width; ++col) {
                if (!isFood(tiles[tiles.index(col, row)])) continue;
                const int distance = m_wave.distance(col, row);
                if (distance < bestDistance) {
                    best = Cell { col, row };
                    bestDistance = distance;
                }
            }
        }
    }
    m_goal = best;
    if (!best) {
        m_path = Path {};
        return std::nullopt;
    }
    return wayTo(from, *best);
}

// --- the expert ----------------------------------------------------------------------------

// When the first ghost can be on each tile, in seconds from now: one search per ghost. A ghost
// never turns back, except when the schedule changes; ghosts in the house, or eyes, come out
// of the door later; a blue ghost is harmless until the blue ends, and slow until then.
void Pilot::threats(const Game& game)
{
    std::fill(m_threatOf.begin(), m_threatOf.end(), kInfinity);
    const double ghostSpeed = Rules::GhostSpeed * Rules::pace(game.level());
    const double blueSpeed = Rules::FrightenedSpeed * Rules::pace(game.level());
    const TileMap<Tile>& tiles = game.tiles();
    const DistanceMap& home = game.toDoorstep();
    const auto doorstep = static_cast<std::int32_t>(tiles.index(game.doorstep()));
    const double turn = game.scheduleLeft();
    // A plan asks for at most 8 reaches and 8 are kept, so this one stays until the end.
    const Reach* doorstepReach = nullptr;
    double doorstepDelay = kInfinity;
    const auto fromDoorstep = [&](double delay) {
        doorstepReach = &reach(doorstep, -1);
        doorstepDelay = std::min(doorstepDelay, delay);
    };
    for (const Ghost& ghost : game.ghosts()) {
        const double out = home.distance(ghost.cell()) / Rules::HouseSpeed;
        const Walker& walker = ghost.walker();
        switch (ghost.mode()) {
        case Ghost::Mode::Scatter:
        case Ghost::Mode::Chase:
        case Ghost::Mode::Frightened: {
            const double blue = ghost.frightened() ? game.frightLeft() : 0.0;
            const auto heading = walker.heading();
            const auto here = static_cast<std::int32_t>(tiles.index(tiles.wrap(ghost.cell())));
            if (!heading || walker.atCentre()) {
                addThreat(reach(here, heading ? static_cast<int>(*heading) : -1), 0, ghostSpeed, blue, blueSpeed);
                break;
            }
            // Between two centres: it can only go on to the next one, or back after a turn.
            const bool horizontal = isHorizontal(*heading);
            const double along = horizontal ? walker.x() : walker.y();
            const int sign = dx(*heading) + dy(*heading);
            const double next = sign > 0 ? std::floor(along) + 1 : std::ceil(along) - 1;
            const double gap = std::fabs(next - along);
            const Cell ahead = tiles.wrap(horizontal ? Cell { static_cast<int>(next), ghost.cell().row }
                                                     : Cell { ghost.cell().col, static_cast<int>(next) });
            addThreat(reach(static_cast<std::int32_t>(tiles.index(ahead)), static_cast<int>(*heading)),
                gap / ghostSpeed, ghostSpeed, blue, blueSpeed);
            if (blue == 0 && turn < 2.0) {
                // It turns round when the schedule changes: the way back counts too, from then.
                const Cell behind = tiles.step(ahead, opposite(*heading));
                addThreat(reach(static_cast<std::int32_t>(tiles.index(behind)), static_cast<int>(opposite(*heading))),
                    turn + (1 - gap) / ghostSpeed, ghostSpeed, 0, blueSpeed);
            }
            break;
        }
        case Ghost::Mode::House:
            fromDoorstep(std::max(0.0, ghost.release() - game.roundTime()) + out);
            break;
        case Ghost::Mode::Leaving:
            fromDoorstep(out);
            break;
        case Ghost::Mode::Eaten:
        case Ghost::Mode::Entering:
            // Home to the house, then out again.
            fromDoorstep((home.distance(ghost.cell()) + 2) / Rules::EyesSpeed + 2 / Rules::HouseSpeed);
            break;
        }
    }
    // The ghosts that come out of the door all walk on from the doorstep alike: the first one
    // out is the threat of them all (a time made of a smaller delay is never later).
    if (doorstepReach) addThreat(*doorstepReach, doorstepDelay, ghostSpeed, 0, blueSpeed);
    // Only corridors are ever threatened: the other tiles stay at infinity.
    for (std::size_t c = 0; c < m_threatOf.size(); ++c)
        m_threat[at(m_ghostReach.tileOf(static_cast<std::int32_t>(c)))] = m_threatOf[c];
}

// The ghost of `reach` threatens each tile it reaches so many seconds after `delay`; blue for
// `blue` seconds, it walks slowly and is harmless until then.
void Pilot::addThreat(const Reach& reach, double delay, double speed, double blue, double blueSpeed)
{
    const auto when = [&](std::int32_t reached) {
        const double steps = reached;
        double seconds = delay + steps / speed;
        if (blue > 0) {
            const double blueWay = blueSpeed * blue;
            const double way = steps + delay * speed;
            seconds = way <= blueWay ? blue : blue + (way - blueWay) / speed;
        }
        return seconds;
    };
    double* threat = m_threatOf.data();
    // A table's steps are few: each step's time is worked out once, then looked up per tile.
    // The least time over the parts is the time of the least steps, for time grows with steps.
    for (const GhostReach::Part& part : reach.answer.parts) {
        const int most = part.table->most;
        m_when.resize(static_cast<std::size_t>(most) + 2);
        if (blue > 0) {
            for (int s = 0; s <= most; ++s) m_when[static_cast<std::size_t>(s)] = when(s + part.offset);
        } else {
            // delay + steps / speed, the quotients kept from plan to plan.
            const double* seconds = secondsFor(most + part.offset, speed) + part.offset;
            for (int s = 0; s <= most; ++s) m_when[static_cast<std::size_t>(s)] = delay + seconds[s];
        }
        m_when[static_cast<std::size_t>(most) + 1] = kInfinity; // not reached
        const std::uint16_t* steps = part.table->steps.data();
        const double* times = m_when.data();
        for (std::size_t c = 0, n = m_threatOf.size(); c < n; ++c) threat[c] = std::min(threat[c], times[steps[c]]);
    }
    for (const GhostReach::Reached& r : reach.answer.tiles)
        threat[at(r.corridor)] = std::min(threat[at(r.corridor)], when(r.steps));
}

// steps / speed for steps from 0 to `most`: the same few quotients are asked for at every
// plan, and a division is slow.
const double* Pilot::secondsFor(int most, double speed)
{
    if (speed != m_secondsSpeed) {
        m_secondsSpeed = speed;
        m_seconds.clear();
    }
    for (auto steps = static_cast<int>(m_seconds.size()); steps <= most; ++steps)
        m_seconds.push_back(static_cast<double>(steps) / speed);
    return m_seconds.data();
}

// The ghost's tiles from `start`, arrived there walking `heading` (-1: standing, free to go
// every way): from a tile it may go every open way but back.
const Pilot::Reach& Pilot::reach(std::int32_t start, int heading)
{
    ++m_reachUses;
    Reach* slot = &m_reaches[0];
    for (Reach& r : m_reaches) {
        if (r.start == start && r.heading == heading) {
            r.used = m_reachUses;
            return r;
        }
        if (r.used < slot->used) slot = &r;
    }
    Reach& out = *slot;
    out.start = start;
    out.heading = heading;
    out.used = m_reachUses;
    m_ghostReach.find(start, heading, out.answer);
    if (out.answer.searched) {
        m_visited += out.answer.visited;
        ++m_searches;
    }
    return out;
}

void Pilot::SafeTiles::reset(std::size_t size)
{
    stamp.assign(size, 0);
    current = 0;
    tiles.assign(size, 0.0);
    // A search writes one place past its last tile (see safeSearch).
    queue.assign(size + 1, 0);
    queueTiles.assign(size + 1, 0.0);
    queueArrival.assign(size + 1, 0.0);
    reached = 0;
}

// Breadth-first search from the seeds (each so many tiles away) over the tiles the muncher
// reaches before any ghost by the margin; it stops after `enough` tiles. The tiles it reaches
// are marked in `into`, with the tiles walked to each, and listed in their order. Returns how
// many tiles it reached. Seeds less than a tile apart, nearest first, keep the order that of
// distance.
int Pilot::safeSearch(std::span<const Seed> seeds, double speed, int enough, SafeTiles& into)
{
    if (++into.current == 0) {
        std::fill(into.stamp.begin(), into.stamp.end(), 0);
        into.current = 1;
    }
    const std::uint32_t search = into.current;
    std::uint32_t* stamp = into.stamp.data();
    double* walked = into.tiles.data();
    const double* threat = m_threat.data();
    std::int32_t* queue = into.queue.data();
    double* queued = into.queueTiles.data(); // the tiles walked to each tile of the queue
    double* arrives = into.queueArrival.data(); // and the seconds until the muncher is there
    std::size_t tail = 0;
    for (const Seed& seed : seeds) {
        const auto i = at(seed.tile);
        const double arrival = seed.tiles / speed;
        if (!m_corridors[i] || stamp[i] == search || arrival + kMargin >= threat[i]) continue;
        stamp[i] = search;
        queued[tail] = seed.tiles;
        arrives[tail] = arrival;
        queue[tail++] = seed.tile;
    }
    // Every tile queued is reached, up to `enough`: the count is where the queue stops. A tile
    // is offered without a branch (written at the end of the queue, which moves on when it is
    // taken): whether it is taken is as good as random.
    const std::int32_t* ways = m_ways.data();
    const std::uint8_t* wayCount = m_wayCount.data();
    const auto limit = static_cast<std::size_t>(enough);
    std::size_t head = 0;
    while (head < tail && head + 1 < limit) {
        const std::int32_t i = queue[head];
        const double tiles = queued[head++] + 1;
        const double arrival = tiles / speed;
        const double when = arrival + kMargin;
        const std::int32_t* onward = ways + 4 * at(i);
        for (int k = 0, n = wayCount[at(i)]; k < n; ++k) {
            const auto next = at(onward[k]);
            const std::uint32_t old = stamp[next];
            const std::uint32_t take
                = static_cast<std::uint32_t>(old != search) & static_cast<std::uint32_t>(when < threat[next]);
            stamp[next] = old + (search - old) * take;
            queue[tail] = onward[k];
            queued[tail] = tiles;
            arrives[tail] = arrival;
            tail += take;
        }
    }
    const std::size_t count = std::min(tail, limit);
    into.reached = count;
    // Every tile marked has its tiles walked, those queued past `enough` too.
    for (std::size_t k = 0; k < tail; ++k) walked[at(queue[k])] = queued[k];
    m_visited += static_cast<std::int64_t>(count);
    ++m_searches;
    return static_cast<int>(count);
}

// Whether, arrived on a tile of the region, the muncher can still run on safely over
// kEscapeTiles tiles.
bool Pilot::escapes(std::size_t tile, double speed)
{
    const Seed from { static_cast<std::int32_t>(tile), regionTiles(tile) };
    return safeSearch(std::span<const Seed>(&from, 1), speed, kEscapeTiles, m_probe) >= kEscapeTiles;
}

// The way to ask for: to the goal it decides on, round the danger, or away from the ghosts.
std::optional<Direction> Pilot::planExpert(const Game& game, const Frame& frame)
{
    const TileMap<Tile>& tiles = game.tiles();
    const double speed = game.muncherSpeed();
    threats(game);
    findSafeRegion(game, frame, speed);
    priceByLead();
    const bool onlyEnergizers = game.dotsLeft() <= energizersLeft(tiles);
    // The choice of a dot looks at m_goal and m_fleeing, which still say what the last plan did.
    const std::optional<Cell> goal = goalToSeek(game, speed, onlyEnergizers);
    m_fleeing = !goal; // nothing is safe to go for
    if (m_fleeing) return fleeWay(game, frame, speed);
    if (!onlyEnergizers) keepEnergizers(tiles, *goal);
    m_goal = goal;
    if (*goal == frame.ahead && !frame.behind) return wayOffTheGoal(game, frame);
    return expertWay(frame, *goal);
}

// Marks the region the muncher reaches before every ghost, nearest first, from both centres.
void Pilot::findSafeRegion(const Game& game, const Frame& frame, double speed)
{
    const TileMap<Tile>& tiles = game.tiles();
    std::array<Seed, 2> seeds {};
    std::size_t seedCount = 0;
    seeds[seedCount++] = Seed { static_cast<std::int32_t>(tiles.index(frame.ahead)), frame.toAhead };
    if (frame.behind) {
        seeds[seedCount++] = Seed { static_cast<std::int32_t>(tiles.index(*frame.behind)), frame.toBehind };
        if (seeds[1].tiles < seeds[0].tiles) std::swap(seeds[0], seeds[1]);
    }
    safeSearch(std::span<const Seed>(seeds.data(), seedCount), speed, std::numeric_limits<int>::max(), m_region);
}

// Prices each tile: barred outside the region; inside, dearer as the lead over the ghosts shrinks.
// Only the tiles of a region are ever open: those of the last one are barred again, then those
// of this one priced (the others have been barred since the maze was prepared).
void Pilot::priceByLead()
{
    double* danger = m_danger.data();
    for (std::int32_t i : m_priced) danger[at(i)] = kInfinity;
    // The region's search noted when the muncher arrives at each of its tiles; which tiles are
    // dear is as good as random, so the price is worked out for all and chosen without a branch.
    const double* arrives = m_region.queueArrival.data();
    for (std::size_t k = 0; k < m_region.reached; ++k) {
        const auto i = at(m_region.queue[k]);
        const double ahead = m_threat[i] - arrives[k]; // lead(i, speed)
        const double price = kLeadWeight / std::max(ahead, 0.05);
        danger[i] = ahead < kLeadCounted ? price : 0.0;
    }
    m_priced.assign(m_region.order().begin(), m_region.order().end());
    m_touched.clear();
}

// A blue ghost to hunt, else the fruit, else a dot worth eating; none when nothing is safe.
std::optional<Cell> Pilot::goalToSeek(const Game& game, double speed, bool onlyEnergizers)
{
    if (const std::optional<Cell> ghost = blueGhostToHunt(game, speed)) return ghost;
    if (fruitWorthTaking(game, speed)) return game.fruitCell();
    return dotToEat(game, speed, onlyEnergizers);
}

// The nearest blue ghost of the region that the muncher reaches while the blue lasts, if any.
std::optional<Cell> Pilot::blueGhostToHunt(const Game& game, double speed) const
{
    const TileMap<Tile>& tiles = game.tiles();
    std::optional<Cell> best;
    double nearest = kBlueRange;
    for (const Ghost& ghost : game.ghosts()) {
        const auto i = tiles.index(ghost.cell());
        if (!ghost.frightened() || !inRegion(i)) continue;
        if (regionTiles(i) < nearest && arrival(i, speed) < game.frightLeft() - kBlueSpare) {
            best = ghost.cell();
            nearest = regionTiles(i);
        }
    }
    return best;
}

// Whether the fruit is in the region, still there on arrival, and safely left after.
bool Pilot::fruitWorthTaking(const Game& game, double speed)
{
    if (!game.fruit()) return false;
    const auto i = game.tiles().index(game.fruitCell());
    return inRegion(i) && arrival(i, speed) < game.fruitLeft() - 0.3 && escapes(i, speed);
}

// The nearest dot worth eating, or the last plan's goal while that is about as near; if any.
std::optional<Cell> Pilot::dotToEat(const Game& game, double speed, bool onlyEnergizers)
{
    const TileMap<Tile>& tiles = game.tiles();
    // The last plan's goal, unless it fled: goals taking turns would rock the muncher (see
    // kStickyTiles). Only kCandidates dots are looked at, nearest first.
    const std::optional<Cell> previous = m_goal;
    std::optional<Cell> best;
    int looked = 0;
    for (std::size_t k = 0; k < m_region.reached && looked < kCandidates; ++k) {
        const auto i = at(m_region.queue[k]);
        if (!isFood(tiles[i])) continue;
        ++looked;
        if (worthEating(tiles, i, speed, onlyEnergizers)) {
            best = tiles.cellAt(i);
            break;
        }
    }
    if (previous && !m_fleeing && best != previous) {
        const auto i = tiles.index(*previous);
        if ((!best || regionTiles(i) <= regionTiles(tiles.index(*best)) + kStickyTiles)
            && worthEating(tiles, i, speed, onlyEnergizers))
            best = previous;
    }
    return best;
}

// Whether the food on a tile of the region may be eaten now, with a way to a haven after it.
bool Pilot::worthEating(const TileMap<Tile>& tiles, std::size_t tile, double speed, bool onlyEnergizers)
{
    if (!isFood(tiles[tile]) || !inRegion(tile)) return false;
    // An energizer is kept for when a ghost comes near it, or until nothing else is left.
    if (tiles[tile] == Tile::Energizer && !onlyEnergizers && m_threat[tile] > kLureSeconds + arrival(tile, speed))
        return false;
    return escapes(tile, speed);
}

// The way into the largest room the muncher reaches first; the tile it leads to is the goal.
std::optional<Direction> Pilot::fleeWay(const Game& game, const Frame& frame, double speed)
{
    // Each way is weighed from the first tile past the muncher's own stretch between two
    // centres, so that going on and turning round are weighed alike.
    const TileMap<Tile>& tiles = game.tiles();
    std::optional<Direction> way;
    std::optional<Cell> into;
    int most = -1;
    double latest = -1;
    const auto consider = [&](Direction first, Cell from, Direction d, double away) {
        const Cell n = tiles.step(from, d);
        const auto i = tiles.index(n);
        if (!m_corridors[i]) return;
        const Seed seed { static_cast<std::int32_t>(i), away };
        const int room = inRegion(i) ? safeSearch(std::span<const Seed>(&seed, 1), speed, kFleeTiles, m_probe) : 0;
        if (room > most || (room == most && m_threat[i] > latest)) {
            most = room;
            latest = m_threat[i];
            way = first;
            into = n;
        }
    };
    for (Direction d : kDirections) {
        if (frame.behind && d == opposite(*frame.heading)) continue;
        consider(d, frame.ahead, d, frame.toAhead + 1);
    }
    if (frame.behind) {
        for (Direction d : kDirections) {
            if (d != *frame.heading && m_corridors[tiles.index(*frame.behind)])
                consider(opposite(*frame.heading), *frame.behind, d, frame.toBehind + 1);
        }
    }
    m_path = Path {};
    m_goal = into;
    if (into) {
        m_path.cells = { frame.ahead, *into };
        m_path.first = way;
    }
    return way;
}

// Makes the energizers other than the goal dearer to enter, so that they are not walked over.
void Pilot::keepEnergizers(const TileMap<Tile>& tiles, Cell goal)
{
    const auto target = tiles.index(goal);
    for (std::int32_t e : m_energizers) {
        const auto i = at(e);
        if (tiles[i] == Tile::Energizer && i != target && m_danger[i] < kInfinity) addDanger(i, kKeepEnergizer);
    }
}

int Pilot::energizersLeft(const TileMap<Tile>& tiles) const
{
    int left = 0;
    for (std::int32_t e : m_energizers) left += tiles[at(e)] == Tile::Energizer ? 1 : 0;
    return left;
}

// On the centre of its goal: the way to the neighbour the ghosts reach last.
std::optional<Direction> Pilot::wayOffTheGoal(const Game& game, const Frame& frame) const
{
    const TileMap<Tile>& tiles = game.tiles();
    std::optional<Direction> way;
    double latest = -1;
    for (Direction d : kDirections) {
        const auto i = tiles.index(tiles.step(frame.ahead, d));
        if (m_corridors[i] && m_threat[i] > latest) {
            latest = m_threat[i];
            way = d;
        }
    }
    return way;
}

// The cheapest way to the goal by A*, from the centre ahead or, turning round, from the one
// behind: what to ask for is the step at the centre ahead, or the turn.
std::optional<Direction> Pilot::expertWay(const Frame& frame, Cell goal)
{
    std::optional<Direction> onward;
    double aheadCost = frame.toAhead;
    if (goal != frame.ahead) {
        onward = wayTo(frame.ahead, goal);
        aheadCost = m_path.found() ? frame.toAhead + m_path.cost : kInfinity;
    } else {
        m_path = Path {};
        m_path.cells = { frame.ahead };
    }
    if (!frame.behind) return onward;
    Path viaAhead = std::move(m_path);
    double behindCost = frame.toBehind;
    if (goal != *frame.behind) {
        wayTo(*frame.behind, goal);
        behindCost = m_path.found() ? frame.toBehind + m_path.cost : kInfinity;
    } else {
        m_path = Path {};
        m_path.cells = { goal };
    }
    if (behindCost < aheadCost) return opposite(*frame.heading);
    m_path = std::move(viaAhead);
    return onward;
}

} // namespace mazeworks

#include "dungeon/generator.h"

#include "dungeon/levelmaker.h"
#include "maze/mazefile.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace mazeworks {

namespace {

// The most walls kept between two rooms.
constexpr int kMaxSpacing = 64;
// Tunnels and repairs look for partners among this many nearest rooms.
constexpr int kNearest = 3;
constexpr int kRepairNearest = 6;

std::int64_t tiles(int w, int h) { return static_cast<std::int64_t>(w) * static_cast<std::int64_t>(h); }

Point centreOf(const Rect& r)
{
    return { 2 * static_cast<std::int64_t>(r.x) + r.w, 2 * static_cast<std::int64_t>(r.y) + r.h };
}

CaptionCode dugCode(CorridorShape shape)
{
    switch (shape) {
    case CorridorShape::Door:
        return CaptionCode::DugDoor;
    case CorridorShape::Straight:
        return CaptionCode::DugStraight;
    case CorridorShape::L:
        return CaptionCode::DugL;
    case CorridorShape::Z:
        return CaptionCode::DugZ;
    case CorridorShape::Jog:
        return CaptionCode::DugJog;
    }
    return CaptionCode::DugStraight;
}

} // namespace

std::string_view name(Phase phase)
{
    switch (phase) {
    case Phase::Placing:
        return "placing";
    case Phase::Separating:
        return "separating";
    case Phase::Snapping:
        return "snapping";
    case Phase::Linking:
        return "linking";
    case Phase::Digging:
        return "digging";
    case Phase::Rasterising:
        return "rasterising";
    case Phase::Finished:
        return "finished";
    case Phase::Failed:
        return "failed";
    }
    return "failed";
}

std::optional<DungeonProblem> checkParams(const DungeonParams& given)
{
    const DungeonParams p = given.resolved();
    if (p.rooms < 1 || p.rooms > kMaxRooms) return DungeonProblem { ProblemCode::RoomCount, { kMaxRooms } };
    const int least = kHouseRoomWidth + 2;
    if (p.width < least || p.height < least || p.width > kMaxMapSide || p.height > kMaxMapSide) {
        return DungeonProblem { ProblemCode::MapSize, { least, kMaxMapSide } };
    }
    if (p.minRoomSize < 1 || p.maxRoomSize < p.minRoomSize || p.maxRoomSize > kMaxMapSide) {
        return DungeonProblem { ProblemCode::RoomSize, { kMaxMapSide } };
    }
    if (!(p.loops >= 0.0 && p.loops <= 1.0)) return DungeonProblem { ProblemCode::Loops, {} };
    if (p.spacing < 1 || p.spacing > kMaxSpacing) return DungeonProblem { ProblemCode::Spacing, { kMaxSpacing } };
    if (p.doorWidth < 1 || p.closeEnough < 1) return DungeonProblem { ProblemCode::Door, {} };
    // Each room with the walls on one side of it is a block of its own; the blocks cannot be more
    // than the inside of the map, itself widened by one spacing.
    const int s = p.spacing;
    const std::int64_t inside = tiles(p.width - 2 + s, p.height - 2 + s);
    const int houseW = std::max(p.minRoomSize, kHouseRoomWidth);
    const int houseH = std::max(p.minRoomSize, kHouseRoomHeight);
    const std::int64_t need = tiles(houseW + s, houseH + s)
        + static_cast<std::int64_t>(p.rooms - 1) * tiles(p.minRoomSize + s, p.minRoomSize + s);
    const int largest = std::max({ p.maxRoomSize, kHouseRoomWidth, kHouseRoomHeight });
    // The rejection placement leaves out the rooms the map cannot hold, as the proposal does.
    const bool leavesOut = p.placement == Placement::Reject;
    if ((need > inside && !leavesOut) || largest + 2 > std::min(p.width, p.height)) {
        return DungeonProblem { ProblemCode::MapTooSmall,
            { p.rooms, need, p.width, p.height, tiles(p.width - 2, p.height - 2) } };
    }
    return std::nullopt;
}

Generator::Generator(const DungeonParams& params, std::uint64_t seed)
    : m_params(params.resolved())
    , m_seed(seed)
    , m_random(seed)
{
    if (auto problem = checkParams(params)) {
        m_problem = std::move(problem);
        m_phase = Phase::Failed;
        m_caption = { CaptionCode::Failed, {} };
        return;
    }
    startTry();
}

void Generator::fail(ProblemCode code, std::vector<std::int64_t> values)
{
    m_problem = DungeonProblem { code, std::move(values) };
    m_caption = { CaptionCode::Failed, {} };
    enter(Phase::Failed);
}

void Generator::enter(Phase phase)
{
    m_phase = phase;
    m_counters.phaseSteps = 0;
}

void Generator::startTry()
{
    const DungeonParams& p = m_params;
    m_rooms.clear();
    m_rooms.reserve(static_cast<std::size_t>(p.rooms));
    startSeparation();
    m_rects.clear();
    m_digger = Digger();
    m_sets.reset(0);
    m_centres = PointGrid();
    m_memberNodes.clear();
    m_members.clear();
    m_neighbours = NeighbourGraph();
    m_graphFound = false;
    m_prim = SpanningTree();
    m_primStarted = false;
    m_graphEdges.clear();
    m_tree.clear();
    m_loopCandidates.clear();
    m_loops.clear();
    m_plan.clear();
    m_planNext = 0;
    m_repaired = false;
    m_loopTunnels = 0;
    m_loopAttempts = 0;
    m_linked.clear();
    m_corridors.clear();
    m_links.clear();
    m_stage = 0;
    m_droppedRooms.clear();
    m_newNumber.clear();
    m_keptRects.clear();
    m_keptCorridors.clear();
    m_keptLinks.clear();
    m_house = -1;
    m_maze = Maze();
    m_result = Dungeon();
    m_counters.placed = 0;
    m_counters.separationSteps = 0;
    m_counters.moving = 0;
    m_counters.overlaps = 0;
    m_counters.components = 0;
    m_counters.treeEdges = 0;
    m_counters.corridorTiles = 0;
    m_counters.failedTries = 0;
    m_counters.rejected = 0;
    m_counters.dropped = 0;
    m_roomsTried = 0;
    m_placedRooms.clear();

    // The small area of the scatter, in the map's proportions, from the area the rooms need.
    const double side = 0.5 * (p.minRoomSize + p.maxRoomSize) + p.spacing;
    const double area = p.scatterArea * p.rooms * side * side;
    const double insideW = p.width - 2;
    const double insideH = p.height - 2;
    const double scale = std::min(1.0, std::sqrt(area / (insideW * insideH)));
    m_scatterW = insideW * scale;
    m_scatterH = insideH * scale;
    m_scatterX = 1 + 0.5 * (insideW - m_scatterW);
    m_scatterY = 1 + 0.5 * (insideH - m_scatterH);
    const int cell = std::max({ p.maxRoomSize, kHouseRoomWidth, kHouseRoomHeight }) + p.spacing;
    m_placed.reset(p.width, p.height, cell, cell, p.rooms);
    enter(Phase::Placing);
}

// How many sets of rooms may be made: tunnels start over until they join every room.
int Generator::startLimit() const
{
    return m_params.connection == Connection::Tunnels ? m_params.maxStarts : m_params.maxTries;
}

void Generator::startOver(int failedTries)
{
    ++m_counters.tries;
    startTry();
    m_caption = { CaptionCode::StartOver, { failedTries, m_counters.tries } };
}

bool Generator::step()
{
    if (done()) return false;
    ++m_counters.steps;
    ++m_counters.phaseSteps;
    switch (m_phase) {
    case Phase::Placing:
        placeOne();
        break;
    case Phase::Separating:
        separateOne();
        break;
    case Phase::Snapping:
        snapOne();
        break;
    case Phase::Linking:
        if (m_params.connection == Connection::Neighbours)
            linkNeighbours();
        else
            linkTree();
        break;
    case Phase::Digging:
        if (m_params.connection != Connection::Tunnels)
            digPlanned();
        else if (m_sets.sets() > 1)
            digTunnel();
        else
            digLoopTunnel();
        break;
    case Phase::Rasterising:
        rasteriseOne();
        break;
    case Phase::Finished:
    case Phase::Failed:
        break;
    }
    return true;
}

void Generator::finishPhase()
{
    const Phase phase = m_phase;
    const int tries = m_counters.tries;
    while (!nextPhaseShown(phase, tries)) step();
}

bool Generator::nextPhaseShown(Phase from, int tries) const
{
    if (done() || m_counters.tries != tries) return true;
    if (m_phase == from) return false;
    // Linking by neighbours begins with the graph; without it the phase would show bare rooms.
    const bool graphToCome
        = m_phase == Phase::Linking && m_params.connection == Connection::Neighbours && !m_graphFound;
    return !graphToCome;
}

void Generator::finish()
{
    while (step()) { }
}

// --- placing -------------------------------------------------------------------------------

void Generator::placeOne()
{
    const DungeonParams& p = m_params;
    const int number = static_cast<int>(m_rooms.size());
    const int made = m_roomsTried++;
    Room room;
    // Room 0 is made large enough for the ghosts' house.
    const int leastW = number == 0 ? std::max(p.minRoomSize, kHouseRoomWidth) : p.minRoomSize;
    const int leastH = number == 0 ? std::max(p.minRoomSize, kHouseRoomHeight) : p.minRoomSize;
    room.w = m_random.between(leastW, std::max(leastW, p.maxRoomSize));
    room.h = m_random.between(leastH, std::max(leastH, p.maxRoomSize));
    const double maxX = p.width - 1 - room.w;
    const double maxY = p.height - 1 - room.h;
    bool keep = true;
    if (p.placement == Placement::Scatter) {
        const double cx = m_scatterX + m_random.unit() * m_scatterW;
        const double cy = m_scatterY + m_random.unit() * m_scatterH;
        room.x = std::clamp(Separation::quantize(cx - 0.5 * room.w), 1.0, maxX);
        room.y = std::clamp(Separation::quantize(cy - 0.5 * room.h), 1.0, maxY);
        m_caption = { CaptionCode::Scattered,
            { number, static_cast<std::int64_t>(std::floor(room.x)), static_cast<std::int64_t>(std::floor(room.y)),
                room.w, room.h } };
    } else {
        // Random places, each thrown away while it comes too close to a room already placed: closer
        // than the spacing (spread), or its centre nearer than the proposal's two tiles to the
        // other's (reject). Only the rooms in the cells around are looked at.
        const bool reject = p.placement == Placement::Reject;
        const int attempts = reject ? p.rejectAttempts : p.spreadAttempts;
        constexpr std::int64_t kLeast = 2 * kRejectCentreDistance; // in half tiles
        int attempt = 0;
        bool free = false;
        for (; attempt < attempts && !free; ++attempt) {
            room.x = m_random.between(1, static_cast<int>(maxX));
            room.y = m_random.between(1, static_cast<int>(maxY));
            const Rect r = room.rect();
            free = true;
            const int col = m_placed.cellCol(room.centreX());
            const int row = m_placed.cellRow(room.centreY());
            m_placed.forEachIn(col - 1, row - 1, col + 1, row + 1, [&](int other) {
                if (!free) return;
                const Rect o = m_rooms[static_cast<std::size_t>(other)].rect();
                free = reject ? distanceSquared(centreOf(r), centreOf(o)) >= kLeast * kLeast
                              : wallsBetween(r, o) >= p.spacing;
            });
        }
        if (free) {
            m_caption = { CaptionCode::Spread,
                { number, static_cast<std::int64_t>(room.x), static_cast<std::int64_t>(room.y), attempt - 1 } };
        } else if (p.placement == Placement::Reject) {
            // The proposal's way: a room that finds no place is not made.
            keep = false;
            ++m_counters.rejected;
            m_caption = { CaptionCode::Rejected, { made, attempt } };
        } else {
            // Separation will push it clear, or say that the map is too small.
            m_caption = { CaptionCode::SpreadCrowded, { number, attempt } };
        }
        if (keep) m_placed.insert(number, room.centreX(), room.centreY());
    }
    if (keep) m_rooms.push_back(room);
    m_counters.placed = static_cast<int>(m_rooms.size());
    if (m_roomsTried < p.rooms) return;

    // All placed: the exact test that they can fit at all, before pushing them about.
    const int s = p.spacing;
    std::int64_t need = 0;
    for (const Room& r : m_rooms) need += tiles(r.w + s, r.h + s);
    const std::int64_t inside = tiles(p.width - 2 + s, p.height - 2 + s);
    if (p.placement == Placement::Reject) {
        // The proposal leaves out what does not fit: here the rooms made last, until the rest can.
        while (need > inside && m_rooms.size() > 1) {
            need -= tiles(m_rooms.back().w + s, m_rooms.back().h + s);
            m_rooms.pop_back();
            ++m_counters.rejected;
        }
        m_counters.placed = static_cast<int>(m_rooms.size());
        m_placedRooms = m_rooms;
    }
    if (need > inside) {
        fail(ProblemCode::MapTooSmall, { p.rooms, need, p.width, p.height, tiles(p.width - 2, p.height - 2) });
        return;
    }
    // The start of separating shows what the first push will part: the pairs that overlap and
    // the rooms in them, which that push moves.
    m_counters.moving = m_separation.markOverlaps(m_rooms);
    m_counters.overlaps = static_cast<int>(m_separation.overlaps().size());
    enter(Phase::Separating);
}

// A separation from nothing pushed yet. Neighbours want rooms packed wall to wall; the others
// want them apart soon.
void Generator::startSeparation()
{
    m_fewestOverlaps = INT_MAX;
    m_fewestOverlapsStep = 0;
    m_separation = Separation(m_params.width, m_params.height, m_params.spacing,
        m_params.connection == Connection::Neighbours ? Separation::Push::Half : Separation::Push::Whole);
}

// The rejection placement's answer to a map too crowded to part its rooms: the room made last
// is left out and the others are pushed apart again from where they were placed. False for the
// other placements, or when no room is left to leave out.
bool Generator::leaveOutLastRoom()
{
    if (m_params.placement != Placement::Reject || m_placedRooms.size() <= 1) return false;
    const auto leftOut = static_cast<std::int64_t>(m_placedRooms.size()) - 1;
    m_placedRooms.pop_back();
    ++m_counters.rejected;
    m_rooms = m_placedRooms;
    m_counters.placed = static_cast<int>(m_rooms.size());
    m_counters.separationSteps = 0;
    startSeparation();
    m_counters.moving = m_separation.markOverlaps(m_rooms);
    m_counters.overlaps = static_cast<int>(m_separation.overlaps().size());
    m_caption = { CaptionCode::CrowdedLeftOut, { leftOut, static_cast<std::int64_t>(m_rooms.size()) } };
    enter(Phase::Separating);
    return true;
}

// --- separating and snapping ---------------------------------------------------------------

void Generator::separateOne()
{
    const int moved = m_separation.step(m_rooms);
    const auto& pairs = m_separation.overlaps();
    m_counters.moving = moved;
    m_counters.overlaps = static_cast<int>(pairs.size());
    if (pairs.empty()) {
        m_caption = { CaptionCode::Separated, { m_counters.separationSteps } };
        enter(Phase::Snapping);
        return;
    }
    ++m_counters.separationSteps;
    if (moved == 0) {
        if (leaveOutLastRoom()) return;
        fail(ProblemCode::Jammed,
            { static_cast<std::int64_t>(pairs.size()), m_params.rooms, m_params.width, m_params.height });
        return;
    }
    const int room = m_separation.farthest();
    const std::vector<int> by = m_separation.pushersOf(room);
    if (by.size() == 1) {
        m_caption = { CaptionCode::PushedOne, { room, by[0], moved } };
    } else if (by.size() == 2) {
        m_caption = { CaptionCode::PushedTwo, { room, by[0], by[1], moved } };
    } else {
        m_caption
            = { CaptionCode::PushedMany, { room, by[0], by[1], static_cast<std::int64_t>(by.size()) - 2, moved } };
    }
    if (static_cast<int>(pairs.size()) < m_fewestOverlaps) {
        m_fewestOverlaps = static_cast<int>(pairs.size());
        m_fewestOverlapsStep = m_counters.separationSteps;
    }
    // A crowd that has not come closer to parting for this many steps is too large for the map:
    // say so now rather than after the bound.
    constexpr int kStall = 500;
    if (m_counters.separationSteps >= m_params.maxSeparationSteps
        || m_counters.separationSteps - m_fewestOverlapsStep >= kStall) {
        if (leaveOutLastRoom()) return;
        fail(ProblemCode::Crowded,
            { m_counters.separationSteps, static_cast<std::int64_t>(pairs.size()), m_params.rooms, m_params.width,
                m_params.height });
    }
}

void Generator::snapOne()
{
    if (m_counters.phaseSteps == 1) {
        Separation::snap(m_rooms);
        const int made = m_separation.countOverlaps(m_rooms);
        m_counters.overlaps = made;
        m_caption = { CaptionCode::Snapped, { made } };
        if (made == 0) enterLinking();
        return;
    }
    // Rooms that snapping pushed together are parted again in whole tiles. (Rounding halves up
    // keeps every gap, so this does not happen; it is here so the promise does not rest on it.)
    const int moved = m_separation.stepWholeTiles(m_rooms);
    const int left = static_cast<int>(m_separation.overlaps().size());
    m_counters.moving = moved;
    m_counters.overlaps = left;
    m_caption = { CaptionCode::SnapResolved, { left } };
    if (left == 0) {
        enterLinking();
    } else if (moved == 0) {
        if (!leaveOutLastRoom()) fail(ProblemCode::Jammed, { left, m_params.rooms, m_params.width, m_params.height });
    } else if (m_counters.phaseSteps > m_params.maxSeparationSteps) {
        if (!leaveOutLastRoom())
            fail(
                ProblemCode::Crowded, { m_counters.phaseSteps, left, m_params.rooms, m_params.width, m_params.height });
    }
}

// --- linking -------------------------------------------------------------------------------

void Generator::enterLinking()
{
    m_rects.clear();
    for (const Room& r : m_rooms) m_rects.push_back(r.rect());
    m_digger = Digger(m_params.width, m_params.height, m_rects);
    m_sets.reset(static_cast<int>(m_rects.size()));
    m_counters.components = m_sets.sets();
    std::vector<Point> centres;
    centres.reserve(m_rects.size());
    for (const Rect& r : m_rects) centres.push_back(centreOf(r));
    m_centres = PointGrid(centres);
    if (m_params.connection == Connection::Tunnels) {
        // Each room starts as a set of its own: a path from the top of the tree to its number.
        const int n = static_cast<int>(m_rects.size());
        m_members.assign(m_rects.size(), -1);
        for (int room = 0; room < n; ++room) {
            int low = 0;
            int high = n;
            m_members[static_cast<std::size_t>(room)] = static_cast<std::int32_t>(m_memberNodes.size());
            for (;;) {
                m_memberNodes.push_back({ -1, -1, 1 });
                if (high - low == 1) break;
                const int mid = low + (high - low) / 2;
                const auto next = static_cast<std::int32_t>(m_memberNodes.size());
                if (room < mid) {
                    m_memberNodes.back().low = next;
                    high = mid;
                } else {
                    m_memberNodes.back().high = next;
                    low = mid;
                }
            }
        }
        enterDigging();
        return;
    }
    enter(Phase::Linking);
}

void Generator::linkNeighbours()
{
    if (!m_graphFound) {
        m_graphFound = true;
        m_neighbours = NeighbourGraph(m_rects, m_params.closeEnough, m_params.doorWidth, m_params.neighbourRule);
        m_graphEdges = m_neighbours.edges();
        // The articles grow the tree from the first room, always; rooms it does not reach are
        // left out.
        m_neighbours.start(0,
            m_params.tree == TreeOrder::DepthFirst ? NeighbourGraph::Order::DepthFirst
                                                   : NeighbourGraph::Order::BreadthFirst);
        m_caption = { CaptionCode::NeighboursFound,
            { static_cast<std::int64_t>(m_graphEdges.size()), static_cast<std::int64_t>(m_rects.size()) } };
        return;
    }
    if (const auto e = m_neighbours.step()) {
        m_tree.push_back(*e);
        m_counters.treeEdges = static_cast<int>(m_tree.size());
        m_caption = { CaptionCode::TreeReached, { e->a, e->b } };
        return;
    }
    // The tree is whole: some of the neighbours it did not use get a door too, for loops.
    m_loopCandidates = m_neighbours.loopCandidates();
    std::vector<Edge> chosen = m_loopCandidates;
    const auto count = static_cast<std::size_t>(std::llround(m_params.loops * static_cast<double>(chosen.size())));
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t j = i + static_cast<std::size_t>(m_random.below(chosen.size() - i));
        std::swap(chosen[i], chosen[j]);
    }
    chosen.resize(count);
    std::sort(chosen.begin(), chosen.end());
    m_loops = chosen;
    m_caption = { CaptionCode::LoopCandidates,
        { static_cast<std::int64_t>(m_loopCandidates.size()), static_cast<std::int64_t>(count) } };
    enterDigging();
}

void Generator::linkTree()
{
    if (!m_primStarted) {
        m_primStarted = true;
        std::vector<Point> points;
        points.reserve(m_rects.size());
        for (const Rect& r : m_rects) points.push_back(centreOf(r));
        m_prim = SpanningTree(std::move(points), 0);
    }
    if (const auto e = m_prim.step()) {
        m_tree.push_back(*e);
        m_counters.treeEdges = static_cast<int>(m_tree.size());
        const double length = 0.5
            * std::sqrt(static_cast<double>(distanceSquared(
                m_prim.points()[static_cast<std::size_t>(e->a)], m_prim.points()[static_cast<std::size_t>(e->b)])));
        m_caption = { CaptionCode::PrimEdge, { e->a, e->b, std::llround(10.0 * length) } };
        return;
    }
    // The tree is whole: the shortest edges outside it make the loops.
    const auto count = static_cast<std::size_t>(
        std::llround(m_params.loops * static_cast<double>(m_rects.size() > 0 ? m_rects.size() - 1 : 0)));
    m_loopCandidates = SpanningTree::shortestOutside(m_prim.points(), m_tree, count);
    m_loops = m_loopCandidates;
    m_caption = { CaptionCode::ShortestLoops, { static_cast<std::int64_t>(m_loops.size()) } };
    enterDigging();
}

// --- digging -------------------------------------------------------------------------------

void Generator::enterDigging()
{
    m_plan = m_tree;
    m_plan.insert(m_plan.end(), m_loops.begin(), m_loops.end());
    m_planNext = 0;
    if (m_params.connection == Connection::Tunnels) {
        m_loopTunnels = static_cast<int>(std::llround(m_params.loops * static_cast<double>(m_rects.size() - 1)));
        m_loopAttempts = 4 * m_loopTunnels;
    }
    enter(Phase::Digging);
    // Nothing to dig: on to the tiles at once.
    if (m_params.connection != Connection::Tunnels && m_plan.empty()) enter(Phase::Rasterising);
    if (m_params.connection == Connection::Tunnels && m_sets.sets() <= 1 && m_loopTunnels == 0) {
        enter(Phase::Rasterising);
    }
}

bool Generator::addCorridor(Corridor corridor)
{
    const std::vector<int> touched = m_digger.dig(corridor);
    bool merged = uniteSets(corridor.a, corridor.b);
    // A corridor that crosses another joins its rooms too: the sets say what the floor says.
    for (const int t : touched) merged = uniteSets(corridor.a, m_corridors[static_cast<std::size_t>(t)].a) || merged;
    m_counters.components = m_sets.sets();
    m_counters.corridorTiles += static_cast<int>(corridor.cells.size());
    m_links.push_back({ corridor.a, corridor.b });
    m_linked.insert({ std::min(corridor.a, corridor.b), std::max(corridor.a, corridor.b) });
    m_corridors.push_back(std::move(corridor));
    return merged;
}

// Unites two sets; with tunnels, also their trees of rooms.
bool Generator::uniteSets(int a, int b)
{
    if (m_members.empty()) return m_sets.unite(a, b);
    const int ra = m_sets.find(a);
    const int rb = m_sets.find(b);
    if (!m_sets.unite(a, b)) return false;
    const int root = m_sets.find(a);
    m_members[static_cast<std::size_t>(root)]
        = mergeMembers(m_members[static_cast<std::size_t>(ra)], m_members[static_cast<std::size_t>(rb)]);
    return true;
}

// Two trees of rooms as one, in x's nodes: the recursion goes only where both have rooms.
int Generator::mergeMembers(int x, int y)
{
    if (x < 0) return y;
    if (y < 0) return x;
    const MemberNode other = m_memberNodes[static_cast<std::size_t>(y)];
    m_memberNodes[static_cast<std::size_t>(x)].count += other.count;
    const int low = mergeMembers(m_memberNodes[static_cast<std::size_t>(x)].low, other.low);
    m_memberNodes[static_cast<std::size_t>(x)].low = low;
    const int high = mergeMembers(m_memberNodes[static_cast<std::size_t>(x)].high, other.high);
    m_memberNodes[static_cast<std::size_t>(x)].high = high;
    return x;
}

// The room of rank n (from 0) among those outside the largest set, by number.
int Generator::nthOutside(std::int64_t n) const
{
    int node = m_members[static_cast<std::size_t>(m_sets.largest())];
    int low = 0;
    int high = static_cast<int>(m_rects.size());
    while (node >= 0 && high - low > 1) {
        const int mid = low + (high - low) / 2;
        const MemberNode& here = m_memberNodes[static_cast<std::size_t>(node)];
        const int inside = here.low >= 0 ? m_memberNodes[static_cast<std::size_t>(here.low)].count : 0;
        const std::int64_t free = (mid - low) - inside;
        if (n < free) {
            node = here.low;
            high = mid;
        } else {
            n -= free;
            node = here.high;
            low = mid;
        }
    }
    // Below here the largest set has no room: the n-th outside is the n-th of the span.
    return low + static_cast<int>(n);
}

void Generator::digPlanned()
{
    if (m_planNext >= m_plan.size() && !m_repaired && m_params.connection == Connection::Tree && m_sets.sets() > 1) {
        // Some tree corridors found no way: try the nearest rooms of the other sets instead.
        m_repaired = true;
        const std::vector<Edge> extra = repairPlan();
        m_plan.insert(m_plan.end(), extra.begin(), extra.end());
    }
    // Repairs between rooms that another corridor has joined meanwhile are not worth a step.
    while (m_repaired && m_planNext < m_plan.size() && m_sets.connected(m_plan[m_planNext].a, m_plan[m_planNext].b)) {
        ++m_planNext;
    }
    if (m_planNext >= m_plan.size()) {
        enter(Phase::Rasterising);
        rasteriseOne();
        return;
    }
    const Edge e = m_plan[m_planNext++];
    std::optional<Corridor> corridor = m_params.connection == Connection::Neighbours
        ? m_digger.door(e.a, e.b, m_params.doorWidth, m_random)
        : m_params.corridors == CorridorRule::Proposal ? m_digger.routeByProposal(e.a, e.b, m_random)
                                                       : m_digger.route(e.a, e.b, 2, m_random);
    if (!corridor) {
        m_caption = { CaptionCode::DigFailed, { e.a, e.b } };
        return;
    }
    const CaptionCode code = dugCode(corridor->shape);
    const auto length = static_cast<std::int64_t>(corridor->cells.size());
    addCorridor(std::move(*corridor));
    m_caption = { code, { e.a, e.b, length } };
}

std::vector<int> Generator::nearestOutside(int room, int count, bool otherSets)
{
    const Point from = centreOf(m_rects[static_cast<std::size_t>(room)]);
    const int mine = m_sets.find(room);
    std::vector<std::pair<std::int64_t, int>> best;
    // Ring by ring outwards: once `count` are found no farther than the rings looked at, no
    // room beyond them can come before.
    const int col = m_centres.colOf(from.x);
    const int row = m_centres.rowOf(from.y);
    const int last = m_centres.lastRing(col, row);
    for (int ring = 0; ring <= last; ++ring) {
        m_centres.forEachInRing(col, row, ring, [&](int i) {
            if (i == room || (otherSets && m_sets.find(i) == mine)) return;
            const std::pair<std::int64_t, int> key {
                distanceSquared(from, centreOf(m_rects[static_cast<std::size_t>(i)])), i
            };
            if (static_cast<int>(best.size()) == count && !(key < best.back())) return;
            best.insert(std::upper_bound(best.begin(), best.end(), key), key);
            if (static_cast<int>(best.size()) > count) best.pop_back();
        });
        const std::int64_t seen = static_cast<std::int64_t>(ring) * m_centres.cellSide();
        if (static_cast<int>(best.size()) == count && best.back().first <= seen * seen) break;
    }
    std::vector<int> out;
    for (const auto& [d, i] : best) out.push_back(i);
    return out;
}

std::vector<Edge> Generator::repairPlan()
{
    // The largest set stays; each room of the others is offered its nearest rooms outside its set.
    int largest = 0;
    for (int i = 0; i < m_sets.size(); ++i) {
        if (m_sets.setSize(i) > m_sets.setSize(largest)) largest = i;
    }
    const int keep = m_sets.find(largest);
    std::vector<std::pair<std::int64_t, Edge>> options;
    for (int i = 0; i < m_sets.size(); ++i) {
        if (m_sets.find(i) == keep) continue;
        for (const int j : nearestOutside(i, kRepairNearest, true)) {
            const std::int64_t d = distanceSquared(
                centreOf(m_rects[static_cast<std::size_t>(i)]), centreOf(m_rects[static_cast<std::size_t>(j)]));
            options.push_back({ d, Edge { std::min(i, j), std::max(i, j) } });
        }
    }
    std::sort(options.begin(), options.end(),
        [](const auto& x, const auto& y) { return x.first != y.first ? x.first < y.first : x.second < y.second; });
    std::vector<Edge> out;
    for (const auto& [d, e] : options) {
        if (out.empty() || !(out.back() == e)) out.push_back(e);
    }
    return out;
}

void Generator::digTunnel()
{
    // A random room outside the largest set, and one of the nearest rooms of another set.
    const std::size_t outside = static_cast<std::size_t>(m_sets.size() - m_sets.setSize(m_sets.largest()));
    const int a = nthOutside(static_cast<std::int64_t>(m_random.below(outside)));
    const std::vector<int> near = nearestOutside(a, kNearest, true);
    const int b = near[static_cast<std::size_t>(m_random.below(near.size()))];
    std::optional<Corridor> tunnel = m_digger.route(a, b, 1, m_random);
    if (!tunnel) {
        ++m_counters.failedTries;
        m_caption = { CaptionCode::TunnelFailed, { a, b, m_counters.failedTries } };
        if (m_counters.failedTries >= m_params.failedTriesToStartOver) {
            // The union-find note: start over completely with all new rooms; none is dropped.
            if (m_counters.tries < startLimit())
                startOver(m_counters.failedTries);
            else
                fail(ProblemCode::NotConnected, { m_counters.tries });
        }
        return;
    }
    const auto length = static_cast<std::int64_t>(tunnel->cells.size());
    m_tree.push_back({ a, b });
    m_counters.treeEdges = static_cast<int>(m_tree.size());
    addCorridor(std::move(*tunnel));
    // Progress: the hundred tries of the note count again from here.
    m_counters.failedTries = 0;
    m_caption = { CaptionCode::TunnelMerged, { a, b, length, m_sets.sets() } };
    if (m_sets.sets() <= 1 && m_loopTunnels == 0) enter(Phase::Rasterising);
}

void Generator::digLoopTunnel()
{
    if (m_loopTunnels <= 0 || m_loopAttempts <= 0 || m_rects.size() < 2) {
        enter(Phase::Rasterising);
        rasteriseOne();
        return;
    }
    --m_loopAttempts;
    const int a = static_cast<int>(m_random.below(m_rects.size()));
    std::vector<int> near = nearestOutside(a, kNearest, false);
    const int b = near[static_cast<std::size_t>(m_random.below(near.size()))];
    std::optional<Corridor> tunnel;
    if (!m_linked.count({ std::min(a, b), std::max(a, b) })) tunnel = m_digger.route(a, b, 1, m_random);
    if (!tunnel) {
        m_caption = { CaptionCode::TunnelFailed, { a, b, 0 } };
    } else {
        const auto length = static_cast<std::int64_t>(tunnel->cells.size());
        m_loops.push_back({ a, b });
        addCorridor(std::move(*tunnel));
        --m_loopTunnels;
        m_caption = { CaptionCode::TunnelLoop, { a, b, length } };
    }
    if (m_loopTunnels <= 0 || m_loopAttempts <= 0) enter(Phase::Rasterising);
}

// --- rasterising ---------------------------------------------------------------------------

void Generator::rasteriseOne()
{
    const int w = m_params.width;
    const int h = m_params.height;
    if (m_stage == 0) {
        // The largest set of joined rooms is the dungeon (the one with the smallest room on a tie);
        // the others are dropped, so no room is an island the muncher cannot reach.
        const int n = static_cast<int>(m_rects.size());
        int keepRoom = 0;
        for (int i = 0; i < n; ++i) {
            if (m_sets.setSize(i) > m_sets.setSize(keepRoom)) keepRoom = i;
        }
        const int keep = n > 0 ? m_sets.find(keepRoom) : -1;
        m_newNumber.assign(static_cast<std::size_t>(n), -1);
        for (int i = 0; i < n; ++i) {
            if (m_sets.find(i) == keep) {
                m_newNumber[static_cast<std::size_t>(i)] = static_cast<int>(m_keptRects.size());
                m_keptRects.push_back(m_rects[static_cast<std::size_t>(i)]);
            } else {
                m_droppedRooms.push_back(i);
            }
        }
        for (std::size_t k = 0; k < m_corridors.size(); ++k) {
            Corridor c = m_corridors[k];
            if (m_newNumber[static_cast<std::size_t>(c.a)] < 0) continue;
            c.a = m_newNumber[static_cast<std::size_t>(c.a)];
            c.b = m_newNumber[static_cast<std::size_t>(c.b)];
            m_keptLinks.push_back({ c.a, c.b });
            m_keptCorridors.push_back(std::move(c));
        }
        m_counters.dropped = static_cast<int>(m_droppedRooms.size());
        m_stage = 1;
        if (!m_droppedRooms.empty()) {
            m_caption = { CaptionCode::Dropped, { m_counters.dropped } };
            return;
        }
    }
    if (m_stage == 1) {
        m_maze = Maze();
        m_maze.tiles = LevelMaker::rasterise(w, h, m_keptRects, m_keptCorridors);
        m_stage = 2;
        m_caption = { CaptionCode::Rasterised,
            { static_cast<std::int64_t>(m_maze.tiles.count([](Tile t) { return t == Tile::Floor; })) } };
        return;
    }
    if (m_stage == 2) {
        m_house = LevelMaker::houseRoom(m_keptRects, w, h);
        if (m_house < 0) {
            if (m_counters.tries < startLimit()) {
                startOver(0);
                m_caption = { CaptionCode::NoHouseRoom, { m_counters.tries } };
            } else
                fail(ProblemCode::NoHouse, { m_counters.tries, kHouseRoomWidth, kHouseRoomHeight });
            return;
        }
        LevelMaker::placeHouse(m_maze, m_keptRects[static_cast<std::size_t>(m_house)]);
        m_stage = 3;
        m_caption = { CaptionCode::HousePlaced, { m_house } };
        return;
    }
    const LevelMaker::Food food = LevelMaker::populate(m_maze, m_keptRects, m_house);
    m_caption = { CaptionCode::Playable, { food.dots, food.energizers } };
    finishLevel();
}

void Generator::finishLevel()
{
    m_maze.name = "Dungeon " + std::to_string(m_seed) + " (" + std::string(name(m_params.placement)) + ", "
        + std::string(name(m_params.connection)) + ")";
    m_result.seed = m_seed;
    m_result.width = m_params.width;
    m_result.height = m_params.height;
    m_result.tries = m_counters.tries;
    m_result.leftOut = m_counters.rejected;
    m_result.rooms = m_keptRects;
    m_result.links = m_keptLinks;
    m_result.corridors = m_keptCorridors;
    for (const int i : m_droppedRooms) m_result.dropped.push_back(m_rects[static_cast<std::size_t>(i)]);
    m_result.house = m_house;
    m_result.maze = m_maze;
    enter(Phase::Finished);
}

Dungeon generate(const DungeonParams& params, std::uint64_t seed)
{
    Generator generator(params, seed);
    generator.finish();
    if (generator.failed()) throw DungeonError(*generator.problem());
    return generator.result();
}

} // namespace mazeworks

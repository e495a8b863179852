#pragma once

#include "dungeon/caption.h"
#include "dungeon/corridor.h"
#include "dungeon/digger.h"
#include "dungeon/dungeon.h"
#include "dungeon/dungeonparams.h"
#include "dungeon/edge.h"
#include "dungeon/neighbourgraph.h"
#include "dungeon/pointgrid.h"
#include "dungeon/problem.h"
#include "dungeon/room.h"
#include "dungeon/separation.h"
#include "dungeon/spanningtree.h"
#include "dungeon/spatialgrid.h"
#include "dungeon/unionfind.h"
#include "random/random.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

namespace mazeworks {

// The stages of making a dungeon, in order. Tunnels go from snapping straight to digging.
enum class Phase : std::uint8_t { Placing, Separating, Snapping, Linking, Digging, Rasterising, Finished, Failed };

std::string_view name(Phase phase);

// The figures a view shows beside the picture.
struct GeneratorCounters {
    int steps = 0; // steps taken since the start, every try
    int phaseSteps = 0; // steps taken in the current phase
    int placed = 0; // rooms placed in this try
    int separationSteps = 0; // separation steps of this try
    int moving = 0; // rooms the last separation step moved
    int overlaps = 0; // pairs that overlapped at the last separation step
    int components = 0; // sets of rooms joined so far (the union-find's)
    int treeEdges = 0; // edges of the tree so far
    int corridorTiles = 0; // tiles dug so far
    int tries = 1; // sets of rooms made, this one included
    int failedTries = 0; // tries in a row that found no tunnel, since the last that joined two sets
    int rejected = 0; // rooms left out by the rejection placement, this try
    int dropped = 0; // rooms that could not be joined
    friend bool operator==(const GeneratorCounters&, const GeneratorCounters&) = default;
};

// Makes a dungeon as a sequence of steps a viewer can follow: a room placed, one separation
// step, the snap to the grid, one edge of a tree, one corridor, then the tiles. Everything a
// view draws can be read between steps; running every step gives what generate() gives. The
// same parameters and seed give the same dungeon on every machine. A Generator is a value: copy
// it to keep a picture of one moment while another copy goes on.
class Generator {
public:
    Generator(const DungeonParams& params, std::uint64_t seed);

    // Takes the next step; false when there was none to take (finished or failed).
    bool step();
    bool done() const { return m_phase == Phase::Finished || m_phase == Phase::Failed; }
    // Steps until the next phase shows (see nextPhaseShown), or to the end.
    void finishPhase();
    // Whether a run begun in phase `from` of try `tries` has reached the next phase's first
    // picture: another phase (with the neighbour graph found, when linking by neighbours), a
    // new try, or the end.
    bool nextPhaseShown(Phase from, int tries) const;
    void finish();

    Phase phase() const { return m_phase; }
    bool failed() const { return m_phase == Phase::Failed; }
    // Why it failed.
    const std::optional<DungeonProblem>& problem() const { return m_problem; }
    // The parameters as used: spacing chosen and the map fitted.
    const DungeonParams& params() const { return m_params; }
    std::uint64_t seed() const { return m_seed; }
    int width() const { return m_params.width; }
    int height() const { return m_params.height; }

    // What the last step did, to put into words.
    const Caption& caption() const { return m_caption; }
    const GeneratorCounters& counters() const { return m_counters; }

    // The rooms of this try, placed so far, by number: real positions and the velocity of the
    // last step while separating, whole tiles from the snap on.
    const std::vector<Room>& rooms() const { return m_rooms; }
    // The pairs that overlapped at the start of the last separation step.
    const std::vector<std::pair<int, int>>& overlaps() const { return m_separation.overlaps(); }
    // The neighbour graph (neighbours only).
    const std::vector<Edge>& graph() const { return m_graphEdges; }
    // The tree so far: depth- or breadth-first over the neighbours, or Prim's; for tunnels, the tunnels
    // that merged two sets.
    const std::vector<Edge>& tree() const { return m_tree; }
    // Pairs that may become loops: leftover neighbours, or the shortest edges outside the tree.
    const std::vector<Edge>& loopCandidates() const { return m_loopCandidates; }
    // The links chosen to make loops.
    const std::vector<Edge>& loops() const { return m_loops; }
    // The corridors dug so far, and the link each makes (links()[i] is corridors()[i]).
    const std::vector<Corridor>& corridors() const { return m_corridors; }
    const std::vector<Edge>& links() const { return m_links; }
    // For every room, the root of its set in the union-find: rooms joined share a colour.
    std::vector<int> components() const { return m_sets.roots(); }
    // Rooms dropped as unjoinable (from rasterising on), by number in this try.
    const std::vector<int>& droppedRooms() const { return m_droppedRooms; }
    // The tiles, from rasterising on; the playable level when finished.
    const Maze& maze() const { return m_maze; }
    // The finished dungeon; empty before.
    const Dungeon& result() const { return m_result; }

private:
    void fail(ProblemCode code, std::vector<std::int64_t> values);
    void enter(Phase phase);
    void startTry();
    void startOver(int failedTries);
    int startLimit() const;

    void placeOne();
    void separateOne();
    void startSeparation();
    bool leaveOutLastRoom();
    void snapOne();
    void enterLinking();
    void linkNeighbours();
    void linkTree();
    void enterDigging();
    void digPlanned();
    void digTunnel();
    void digLoopTunnel();
    void rasteriseOne();

    bool addCorridor(Corridor corridor);
    bool uniteSets(int a, int b);
    int mergeMembers(int x, int y);
    int nthOutside(std::int64_t n) const;
    std::vector<int> nearestOutside(int room, int count, bool otherSets);
    std::vector<Edge> repairPlan();
    void finishLevel();

    DungeonParams m_params;
    std::uint64_t m_seed = 0;
    Random m_random;
    Phase m_phase = Phase::Placing;
    Caption m_caption;
    GeneratorCounters m_counters;
    std::optional<DungeonProblem> m_problem;

    // Placing.
    std::vector<Room> m_rooms;
    double m_scatterX = 0; // the small area rooms are scattered over
    double m_scatterY = 0;
    double m_scatterW = 0;
    double m_scatterH = 0;
    SpatialGrid m_placed; // rooms placed, for spread and reject
    int m_roomsTried = 0; // rooms made so far, those left out by reject included
    std::vector<Room> m_placedRooms; // reject: the rooms as placed, to part again with one fewer

    // Separating and snapping.
    Separation m_separation;
    int m_fewestOverlaps = 0; // the fewest overlapping pairs a step has found
    int m_fewestOverlapsStep = 0; // and when

    // Linking and digging.
    std::vector<Rect> m_rects;
    Digger m_digger;
    UnionFind m_sets;
    PointGrid m_centres; // of the rooms, in half tiles, for their nearest rooms
    // Tunnels: the rooms of each set as a segment tree over the room numbers that counts them,
    // at the set's root; two sets' trees merge in the time of what they share, so the n-th room
    // outside the largest set is found in a logarithm, without a look at every room.
    struct MemberNode {
        std::int32_t low = -1;
        std::int32_t high = -1;
        std::int32_t count = 0;
    };
    std::vector<MemberNode> m_memberNodes;
    std::vector<std::int32_t> m_members; // each root's tree, -1 for none
    NeighbourGraph m_neighbours;
    bool m_graphFound = false;
    SpanningTree m_prim;
    bool m_primStarted = false;
    std::vector<Edge> m_graphEdges;
    std::vector<Edge> m_tree;
    std::vector<Edge> m_loopCandidates;
    std::vector<Edge> m_loops;
    std::vector<Edge> m_plan; // links to dig, in order
    std::size_t m_planNext = 0;
    bool m_repaired = false; // the plan has been extended to join what stayed apart
    int m_loopTunnels = 0; // loop tunnels still to dig
    int m_loopAttempts = 0; // tries left for them
    std::set<std::pair<int, int>> m_linked;
    std::vector<Corridor> m_corridors;
    std::vector<Edge> m_links;

    // Rasterising.
    int m_stage = 0;
    std::vector<int> m_droppedRooms;
    std::vector<int> m_newNumber;
    std::vector<Rect> m_keptRects;
    std::vector<Corridor> m_keptCorridors;
    std::vector<Edge> m_keptLinks;
    int m_house = -1;
    Maze m_maze;
    Dungeon m_result;
};

// The dungeon for these parameters and seed: every step of a Generator. Throws DungeonError
// when it cannot be made.
Dungeon generate(const DungeonParams& params, std::uint64_t seed);

// The first thing wrong with the parameters, if any: what the Generator would fail with before
// its first step.
std::optional<DungeonProblem> checkParams(const DungeonParams& params);

} // namespace mazeworks

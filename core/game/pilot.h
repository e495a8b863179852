#pragma once

#include "game/corridorastar.h"
#include "game/game.h"
#include "game/ghostreach.h"
#include "path/distancemap.h"
#include "path/search.h"
#include "random/random.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace mazeworks {

enum class PilotKind : std::uint8_t {
    // A player for a title screen, simple on purpose: nearest dot by breadth-first search, the
    // way by A* round the tiles near and ahead of hunting ghosts, and now and then it looks
    // away. Meant to lose.
    Casual,
    // A playtester: it weighs each tile by which ghost can reach it before the muncher can (one
    // breadth-first search per ghost), goes only where it gets first with a way out after, keeps
    // the energizers for when the ghosts come close, and hunts the blue ones.
    Expert,
};

constexpr std::string_view name(PilotKind k) { return k == PilotKind::Expert ? "expert" : "casual"; }
constexpr std::optional<PilotKind> pilotKindFromName(std::string_view word)
{
    if (word == "casual") return PilotKind::Casual;
    if (word == "expert") return PilotKind::Expert;
    return std::nullopt;
}

// The computer at the keys. It plans when the muncher reaches a new tile (and while it stands),
// and keeps the way of its plan until the next one; its searches reuse their memory, so a plan
// allocates next to nothing. All its randomness comes from its own Random, seeded apart from
// the game's: the same seeds play the same game.
class Pilot {
public:
    explicit Pilot(PilotKind kind = PilotKind::Casual, std::uint64_t seed = 0);

    // The way to ask for in the next step of `seconds`; empty for none.
    std::optional<Direction> steer(const Game& game, double seconds = Rules::Step);

    PilotKind kind() const { return m_kind; }

    // What it thinks, for an overlay: the way of its last plan (the muncher's tile first), where
    // it leads, and the extra price of entering each tile in that plan (row-major, 0 where
    // nothing threatens; kInfinity where the expert will not go).
    const std::vector<Cell>& plan() const { return m_path.cells; }
    std::optional<Cell> goal() const { return m_goal; }
    std::optional<Direction> way() const { return m_way; }
    const std::vector<double>& danger() const { return m_danger; }
    double danger(Cell c) const;
    // The casual pilot looks away now and then: it plans as if no ghost were there.
    bool distracted() const { return m_distracted > 0; }
    // The work done: plans made, the searches they ran (breadth-first, A* and the expert's
    // searches of the ghosts' reach) and the cells those visited.
    int plans() const { return m_plans; }
    int searches() const { return m_searches; }
    std::int64_t visited() const { return m_visited; }

    // The casual pilot's price of a tile near hunting ghosts: high next to one, less two or
    // three tiles away, and the corridor ahead of one, where it is going.
    static constexpr double Near = 40;
    static constexpr double Close = 8;
    static constexpr int Ahead = 5;
    // Blue ghosts within so many steps are worth a detour while the blue lasts long enough.
    static constexpr int HuntRange = 15;
    static constexpr double HuntSeconds = 2;
    // Distractions a second, and how long one lasts.
    static constexpr double Distractions = 0.3;
    static constexpr double Distraction = 1.5;

private:
    // Where the muncher is between two centres: the one it walks to (or stands on) and the one
    // behind it, with the tiles to each. Turning round is going to the one behind.
    struct Frame {
        Cell ahead;
        double toAhead = 0;
        std::optional<Cell> behind;
        double toBehind = 0;
        std::optional<Direction> heading;
    };
    // Where a search starts, and how many tiles away that is.
    struct Seed {
        std::int32_t tile;
        double tiles;
    };
    static Frame frameOf(const Game& game);

    void prepare(const Game& game);
    bool sameMaze(const TileMap<Tile>& maze) const;
    void clearDanger();
    void addDanger(std::size_t index, double cost);
    std::optional<Direction> wayTo(Cell from, Cell goal);

    void casualDanger(const Game& game);
    std::optional<Direction> planCasual(const Game& game, Cell at);

    // The expert's plan and its decisions, in the order it takes them (each says its contract
    // in pilot.cpp): where the ghosts can be first, the region the muncher reaches before them,
    // the price of each tile, the goal or else flight, and the way there.
    std::optional<Direction> planExpert(const Game& game, const Frame& frame);
    void findSafeRegion(const Game& game, const Frame& frame, double speed);
    void priceByLead();
    std::optional<Cell> goalToSeek(const Game& game, double speed, bool onlyEnergizers);
    std::optional<Cell> blueGhostToHunt(const Game& game, double speed) const;
    bool fruitWorthTaking(const Game& game, double speed);
    std::optional<Cell> dotToEat(const Game& game, double speed, bool onlyEnergizers);
    bool worthEating(const TileMap<Tile>& tiles, std::size_t tile, double speed, bool onlyEnergizers);
    std::optional<Direction> fleeWay(const Game& game, const Frame& frame, double speed);
    void keepEnergizers(const TileMap<Tile>& tiles, Cell goal);
    int energizersLeft(const TileMap<Tile>& tiles) const;
    std::optional<Direction> wayOffTheGoal(const Game& game, const Frame& frame) const;
    std::optional<Direction> expertWay(const Frame& frame, Cell goal);
    void threats(const Game& game);
    // The tiles a ghost reaches from a tile, arrived there walking a way (-1: standing), each
    // with its fewest steps. It changes only when a ghost passes a centre, and all the ghosts
    // in the house share the doorstep's: the last few are kept. A search is counted when it is
    // not among them (GhostReach answers it from its tables, but it is the same search).
    struct Reach {
        std::int32_t start = -1;
        int heading = -1;
        std::uint64_t used = 0;
        GhostReach::Answer answer;
    };
    const Reach& reach(std::int32_t start, int heading);
    void addThreat(const Reach& reach, double delay, double speed, double blue, double blueSpeed);
    const double* secondsFor(int most, double speed);
    // The tiles a safe search reached: marked, with the tiles walked to each, and in order.
    struct SafeTiles {
        std::vector<std::uint32_t> stamp; // per tile: `current` when reached
        std::uint32_t current = 0;
        std::vector<double> tiles;
        std::vector<std::int32_t> queue; // the tiles reached first, in order
        std::vector<double> queueTiles; // the tiles walked to each
        std::vector<double> queueArrival; // and the seconds until the muncher arrives
        std::size_t reached = 0;
        std::span<const std::int32_t> order() const { return { queue.data(), reached }; }
        void reset(std::size_t size);
        bool has(std::size_t tile) const { return stamp[tile] == current; }
    };
    int safeSearch(std::span<const Seed> seeds, double speed, int enough, SafeTiles& into);
    bool escapes(std::size_t tile, double speed);
    bool inRegion(std::size_t tile) const { return m_region.has(tile); }
    double regionTiles(std::size_t tile) const { return m_region.tiles[tile]; }
    // Of a tile of the region: the seconds until the muncher arrives, and its lead over the ghosts.
    double arrival(std::size_t tile, double speed) const { return regionTiles(tile) / speed; }
    double lead(std::size_t tile, double speed) const { return m_threat[tile] - arrival(tile, speed); }

    PilotKind m_kind;
    Random m_random;
    double m_distracted = 0;
    std::optional<Cell> m_planned; // the tile of the last plan (the expert's: the centre ahead)
    std::optional<Direction> m_plannedHeading;
    bool m_plannedHalf = false;
    int m_standing = 0; // steps stood since the last plan
    std::int64_t m_lastTurn = -1000; // the game's step when the expert last turned round
    std::optional<Direction> m_way;
    std::optional<Cell> m_goal;
    bool m_fleeing = false;
    Path m_path;
    int m_plans = 0;
    int m_searches = 0;
    std::int64_t m_visited = 0;

    int m_width = 0;
    int m_height = 0;
    TileMap<Tile> m_maze; // the maze the tables below were made for
    std::vector<std::uint8_t> m_corridors; // its corridors
    std::vector<std::int32_t> m_energizers; // its energizers' tiles
    std::vector<std::int32_t> m_next; // per tile and way: the corridor tile a step away, or -1
    std::vector<std::int32_t> m_ways; // per tile: those that are not -1, 4 places a tile
    std::vector<std::uint8_t> m_wayCount;
    DistanceMap m_wave; // the casual pilot's, from the muncher
    CorridorAStar m_astar;
    std::vector<double> m_danger;
    std::vector<std::int32_t> m_touched; // tiles whose danger is not 0
    std::vector<std::int32_t> m_priced; // the expert's: tiles whose danger is not infinity

    // The expert's picture: when the first ghost can be on each tile, in seconds from now (a
    // breadth-first search per ghost over tiles and headings, for a ghost never turns back), and
    // the region the muncher reaches before any of them, nearest first.
    std::vector<double> m_threat;
    std::array<Reach, 8> m_reaches;
    std::uint64_t m_reachUses = 0;
    GhostReach m_ghostReach;
    std::vector<double> m_threatOf; // per corridor of m_ghostReach, while the threats are added up
    std::vector<double> m_when; // per step of a table, while it is added
    std::vector<double> m_seconds; // per number of steps: the seconds a ghost takes at this speed
    double m_secondsSpeed = 0;
    SafeTiles m_region; // the muncher's safe region, nearest first
    SafeTiles m_probe; // the latest search from a tile of it
};

} // namespace mazeworks

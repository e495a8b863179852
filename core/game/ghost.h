#pragma once

#include "game/statemachine.h"
#include "game/walker.h"
#include "grid/tilemap.h"
#include "maze/maze.h"
#include "maze/ruleset.h"
#include "maze/tile.h"
#include "path/distancemap.h"
#include "random/random.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace mazeworks {

// A ghost: a walker that is always in one of seven modes, and chooses its way at every centre
// by the rule of its mode. Hunting, each of the four kinds aims at a tile of its own; at a
// crossing it takes the way whose next tile is nearest that target, never back.
class Ghost {
public:
    enum class Mode : std::uint8_t {
        House, // waiting in the house, bobbing up and down
        Leaving, // on its way out, to the tile in front of the door
        Scatter, // off to its own corner
        Chase, // hunting the muncher, each kind in its own way
        Frightened, // blue after an energizer: slow, aimless, and good to eat
        Eaten, // only the eyes are left, and they fly home
        Entering, // the eyes go through the door into the house, to come back to life
    };
    static constexpr std::size_t ModeCount = 7;
    using Modes = StateMachine<Mode, ModeCount>;

    // What a ghost sees of the game while it walks.
    struct World {
        const TileMap<Tile>* tiles = nullptr;
        // Made once for the maze, over every tile but walls: the eyes may pass the door.
        const DistanceMap* toDoorstep = nullptr;
        const DistanceMap* toHouse = nullptr;
        Random* random = nullptr; // the blue ghosts' wandering
        int level = 1;
        bool frightened = false; // the blue time is on
        Mode scheduled = Mode::Scatter;
        double roundTime = 0; // seconds played in this round: the house opens by them
        Cell muncher;
        Direction facing = Direction::Left;
        Cell red; // the red ghost's tile: cyan aims by it
        // The dot-counters rule: the game lets the ghosts out (leave()), the clock does not.
        bool releaseByDots = false;
    };

    Ghost() = default;
    Ghost(GhostKind kind, Start start, Cell corner, double release);

    // The allowed changes of modes: out of the house by leaving it; scatter and chase by turns;
    // blue from leaving, scatter or chase, and back to scatter or chase when it ends; eaten only
    // when blue; home as eyes, into the house and out again. Every other change (blue while in
    // the house, eaten as eyes) is refused.
    static Modes modeMachine();

    // Back to its start, waiting in the house: a new round.
    void reset();
    // Puts it on a tile in a mode, as if it had always been so (tests, a sandbox in the editor).
    void place(Cell cell, std::optional<Direction> heading, Mode mode);

    // An energizer: a roaming ghost turns blue (and round). Ghosts in or near the house, and
    // eyes, are not touched; ghosts leaving the house turn blue at the door if it still lasts.
    void frighten();
    // The schedule changed, or the blue time is over: a roaming ghost takes the mode.
    void follow(Mode scheduled);
    // A blue ghost is eaten: its eyes fly home. Only a blue ghost can be eaten.
    void eaten();
    // Out of the house now, whatever its release time (the dot-counters rule).
    void leave();
    // The variants of the rules it plays by: pink-slip and red-astar change its aim and way.
    void setRules(RuleSet rules) { m_rules = rules; }
    RuleSet rules() const { return m_rules; }

    // One step: out of the house when its release time has come, then walks. True when its
    // eyes got back into the house in this step.
    bool update(double seconds, const World& world);

    // Tiles a second now: by mode, level, and for hunters by the tunnel.
    double speed(const World& world) const;
    // The tile it aims at while hunting, from the muncher's tile and facing and red's tile. With
    // pink-slip, pink facing up aims four up and four to the left, as the arcade did.
    Cell chaseTarget(Cell muncher, Direction facing, Cell red) const;
    // The tile it aims at now: its corner while scattering, its prey while hunting.
    std::optional<Cell> target(const World& world) const;

    GhostKind kind() const { return m_kind; }
    Mode mode() const { return m_mode.state(); }
    const Modes& modes() const { return m_mode; }
    const Walker& walker() const { return m_walker; }
    Walker& walker() { return m_walker; }
    Cell cell() const { return m_walker.cell(); }
    const Start& start() const { return m_start; }
    Cell corner() const { return m_corner; }
    double release() const { return m_release; }

    // Only the eyes are left.
    bool eyes() const { return mode() == Mode::Eaten || mode() == Mode::Entering; }
    // Touching it costs the muncher a life.
    bool dangerous() const { return mode() == Mode::Scatter || mode() == Mode::Chase || mode() == Mode::Leaving; }
    bool frightened() const { return mode() == Mode::Frightened; }
    bool roaming() const { return mode() == Mode::Scatter || mode() == Mode::Chase; }

    static long long distanceSquared(Cell a, Cell b)
    {
        const long long dc = a.col - b.col;
        const long long dr = a.row - b.row;
        return dc * dc + dr * dr;
    }

private:
    void change(Mode to);
    std::optional<Direction> choose(Cell here, std::optional<Direction> heading, const World& world, bool& home);
    std::optional<Direction> towards(
        Cell here, std::optional<Direction> heading, Cell target, const TileMap<Tile>& tiles) const;
    std::optional<Direction> aStarTowards(
        Cell here, std::optional<Direction> heading, Cell target, const TileMap<Tile>& tiles) const;
    std::optional<Direction> wander(Cell here, std::optional<Direction> heading, const World& world) const;
    std::optional<Direction> bob(Cell here, std::optional<Direction> heading, const TileMap<Tile>& tiles) const;

    GhostKind m_kind = GhostKind::Red;
    Start m_start;
    Cell m_corner;
    double m_release = 0;
    RuleSet m_rules;
    Modes m_mode = modeMachine();
    Walker m_walker;
};

constexpr std::string_view name(Ghost::Mode m)
{
    switch (m) {
    case Ghost::Mode::House:
        return "house";
    case Ghost::Mode::Leaving:
        return "leaving";
    case Ghost::Mode::Scatter:
        return "scatter";
    case Ghost::Mode::Chase:
        return "chase";
    case Ghost::Mode::Frightened:
        return "frightened";
    case Ghost::Mode::Eaten:
        return "eaten";
    case Ghost::Mode::Entering:
        return "entering";
    }
    return "house";
}

} // namespace mazeworks

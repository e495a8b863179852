#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace mazeworks {

// Where a ghost can be, and how soon: a ghost walks from tile centre to tile centre and never
// turns back, so from a tile, arrived there walking one way (or standing, free to go every
// way), it reaches each corridor tile in a least number of steps. The expert pilot asks this for
// every ghost at every plan.
//
// Between two junctions a ghost has no choice to make, so the answer from any tile is its walk
// to the first junction, then the answer from that junction, the same every time. The answers
// from the junctions (per heading) are tables worked out when first needed and kept with the
// maze: every GhostReach of the same corridors in the program shares them (a playtest plays one
// maze a thousand times), whatever thread it runs on. An answer is a few of those tables, each
// so many steps later, and the tiles of the walks before them. It is the breadth-first search
// over (tile, heading) the pilot ran before, tile for tile and step for step, and it says how
// many states that search would have reached.
//
// Tiles are numbered among the corridors, in row-major order (see corridorOf, tileOf).
class GhostReach {
public:
    static constexpr int Standing = -1;

    // The steps from one start to each corridor tile; most + 1 for the tiles it never reaches.
    struct Table {
        std::vector<std::uint16_t> steps;
        int most = 0;
        std::int64_t states = 0; // the states (tile, heading) its search reached
        std::vector<std::uint64_t> reached; // which, as bits
    };
    // A table, `offset` steps later.
    struct Part {
        const Table* table;
        std::int32_t offset;
    };
    // A corridor tile reached in so many steps.
    struct Reached {
        std::int32_t corridor;
        std::int32_t steps;
    };
    // The steps to a tile are the least over the parts and the tiles that name it; a tile none
    // names is not reached.
    struct Answer {
        std::vector<Part> parts;
        std::vector<Reached> tiles;
        // The states the breadth-first search reaches, its start included.
        std::int64_t visited = 0;
        // False when the start is no corridor tile: nothing is reached and nothing searched.
        bool searched = false;
    };

    // Its tables take at most `tableBytes` a maze; past that, answers are searched plainly.
    explicit GhostReach(std::size_t tableBytes = DefaultTableBytes);
    ~GhostReach();
    GhostReach(const GhostReach&) = delete;
    GhostReach& operator=(const GhostReach&) = delete;

    // For the corridors (non-zero) of a width x height maze, row-major; a step over an edge
    // comes in on the far side.
    void prepare(int width, int height, std::span<const std::uint8_t> corridors);

    int corridors() const;
    std::int32_t tileOf(std::int32_t corridor) const;
    // -1 for a tile that is no corridor.
    std::int32_t corridorOf(std::int32_t tile) const;

    // From `tile`, arrived there walking `heading` (the number of a Direction), or Standing.
    void find(std::int32_t tile, int heading, Answer& out);
    // The same, by the plain breadth-first search: only tiles, no parts.
    void search(std::int32_t tile, int heading, Answer& out);

    // The junctions' tables made so far for this maze, by every GhostReach.
    int tablesMade() const;

    // Enough for the junctions of a maze of a few thousand corridor tiles.
    static constexpr std::size_t DefaultTableBytes = 16u << 20;

private:
    struct Maze; // the corridors and the junctions' tables, shared (ghostreach.cpp)
    static std::shared_ptr<Maze> mazeFor(
        int width, int height, std::span<const std::uint8_t> corridors, std::size_t tableBytes);

    // Breadth-first search over states from `tile`, arrived `heading` (or Standing): calls
    // reached(corridor, steps) once for each tile, in order; leaves the states in m_queue.
    template <class OnTile> void breadthFirst(std::int32_t corridor, int heading, OnTile&& reached);
    // Walks from `state`, `steps` away, while there is no choice: the tiles go to out.tiles and
    // the states to m_walk; returns the table of the junction it ends at (and adds it to
    // out.parts), or null when the walk ends without one (a dead end or a loop), or noRoom().
    const Table* walk(std::int32_t state, std::int32_t steps, Answer& out);
    const Table* tableAt(std::int32_t state);
    const Table* combine(Answer& answer);
    static const Table* noRoom();
    std::uint32_t nextStamp();

    std::size_t m_tableBytes;
    std::shared_ptr<Maze> m_maze;
    // The tables of a ghost standing on a tile (the doorstep), made here: one each.
    std::vector<std::unique_ptr<Table>> m_standingTables;
    std::vector<const Table*> m_standing;
    std::size_t m_standingBytes = 0;

    // Scratch.
    std::vector<std::uint32_t> m_stateStamp;
    std::vector<std::uint32_t> m_tileStamp;
    std::uint32_t m_stamp = 0;
    std::vector<std::int32_t> m_queue;
    std::vector<std::int32_t> m_walk;
    std::vector<std::uint64_t> m_union;
};

} // namespace mazeworks

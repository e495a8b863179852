#pragma once

#include <cstddef>
#include <cstdint>
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
// from the junctions (per heading) are tables worked out once, when first needed, and kept: an
// answer is a few of those tables, each so many steps later, and the tiles of the walks before
// them. It is the breadth-first search over (tile, heading) the pilot ran before, tile for tile
// and step for step, and it says how many states that search would have reached.
//
// Tiles are numbered among the corridors, in row-major order (see corridorOf, tileOf).
class GhostReach {
public:
    static constexpr int Standing = -1;

    // A junction's table, `offset` steps later.
    struct Part {
        std::int32_t table;
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
        // The states (tile, heading) the breadth-first search reaches, its start included.
        std::int64_t visited = 0;
        // False when the start is no corridor tile: nothing is reached and nothing searched.
        bool searched = false;
    };

    // Its tables take at most `tableBytes`; past that, answers are searched plainly.
    explicit GhostReach(std::size_t tableBytes = DefaultTableBytes)
        : m_tableBytes(tableBytes)
    {
    }

    // For the corridors (non-zero) of a width x height maze, row-major; a step over an edge
    // comes in on the far side. Forgets the tables of another maze.
    void prepare(int width, int height, std::span<const std::uint8_t> corridors);

    int corridors() const { return static_cast<int>(m_tileOf.size()); }
    std::int32_t tileOf(std::int32_t corridor) const { return m_tileOf[static_cast<std::size_t>(corridor)]; }
    // -1 for a tile that is no corridor.
    std::int32_t corridorOf(std::int32_t tile) const { return m_corridorOf[static_cast<std::size_t>(tile)]; }

    // From `tile`, arrived there walking `heading` (the number of a Direction), or Standing.
    void find(std::int32_t tile, int heading, Answer& out);
    // The same, by the plain breadth-first search: only tiles, no parts.
    void search(std::int32_t tile, int heading, Answer& out);

    // A table: the steps to each corridor tile; most(table) + 1 for the tiles it never reaches.
    const std::uint16_t* table(std::int32_t id) const
    {
        return m_tables.data() + static_cast<std::size_t>(id) * m_tileOf.size();
    }
    int most(std::int32_t id) const { return m_most[static_cast<std::size_t>(id)]; }
    int tablesMade() const { return static_cast<int>(m_most.size()); }

    // Enough for the junctions of a maze of a few thousand corridor tiles.
    static constexpr std::size_t DefaultTableBytes = 16u << 20;

private:
    static constexpr std::int32_t kNotMade = -1;
    static constexpr std::int32_t kNoRoom = -2;

    // Breadth-first search over states from `tile`, arrived `heading` (or Standing): calls
    // reached(corridor, steps) once for each tile, in order; leaves the states in m_queue.
    template <class OnTile> void breadthFirst(std::int32_t corridor, int heading, OnTile&& reached);
    // Walks from `state`, `steps` away, while there is no choice: the tiles go to out.tiles and
    // the states to m_walk; returns the table of the junction it ends at, or kNotMade when the
    // walk ends without one (a dead end or a loop), or kNoRoom.
    std::int32_t walk(std::int32_t state, std::int32_t steps, Answer& out);
    std::int32_t tableAt(std::int32_t state);
    std::int32_t combine(Answer& answer);
    bool roomForTable() const;
    bool inTable(std::int32_t table, std::int32_t state) const;

    std::size_t m_tableBytes;
    int m_width = 0;
    int m_height = 0;
    std::vector<std::int32_t> m_tileOf;
    std::vector<std::int32_t> m_corridorOf;
    // Per corridor and way: the corridor a step away, or -1.
    std::vector<std::int32_t> m_next;
    // Per state (corridor * 4 + heading): how many ways it may go on (0 to 3), and the states
    // they lead to, 3 a state.
    std::vector<std::uint8_t> m_choices;
    std::vector<std::int32_t> m_onward;
    bool m_useTables = false;
    std::size_t m_words = 0; // of a set of states
    std::vector<std::int32_t> m_tableOf; // per state: its table, kNotMade or kNoRoom
    std::vector<std::int32_t> m_standing; // per corridor: the table of a ghost standing there
    std::vector<std::uint16_t> m_tables;
    std::vector<int> m_most;
    std::vector<std::int64_t> m_reachedStates; // per table
    std::vector<std::uint64_t> m_states; // per table: the set of states its search reached

    // Scratch.
    std::vector<std::uint32_t> m_stateStamp;
    std::vector<std::uint32_t> m_tileStamp;
    std::uint32_t m_stamp = 0;
    std::vector<std::int32_t> m_queue;
    std::vector<std::int32_t> m_walk;
    std::vector<std::uint64_t> m_union;
};

} // namespace mazeworks

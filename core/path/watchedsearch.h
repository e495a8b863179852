#pragma once

#include "grid/cell.h"
#include "path/gridsearch.h"
#include "path/jumppointsearch.h"
#include "path/pseudocode.h"
#include "path/searchoptions.h"
#include "path/subgoalstepper.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

// A search of the family as a class watches it: any of them (GridSearch, or JumpPointSearch
// where it applies) stepped one settled tile at a time, with what each step did told as the
// lines of its pseudocode (pseudocode.h) and the neighbours it offered, and the open list in the
// order it will be taken, each tie marked with the rule that breaks it. It only watches: the
// search settles the same tiles in the same order, and finds the same way, as unwatched.

namespace mazeworks {

// Why an open list entry comes after the one before it when their key is the same.
enum class Tie : std::uint8_t {
    None, // a larger key (or the first entry)
    ByGuess, // the same key: the smaller h, nearer the goal, first
    ByReadingOrder, // the same key and h: the one first in reading order (row by row)
    ByArrival, // breadth-first search, the same number of steps: the one found first
};

struct OpenRow {
    Cell cell;
    double g = 0;
    double h = 0;
    double f = 0; // the key it is taken by (see GridSearch::OpenEntry)
    Tie tie = Tie::None;
};

// What became of a neighbour (or, for jump point search, a jump) offered in a step.
enum class Outcome : std::uint8_t {
    Reached, // breadth-first search: reached already, skipped
    Settled, // settled already, skipped
    NotCheaper, // in the open list by a way at least as cheap, kept as it was
    Added, // reached for the first time: into the open list
    Cheaper, // a cheaper way to a tile in the open list
    Wall, // jump point search: the run ended at a wall, no jump point that way
};

struct Offer {
    Cell cell; // the neighbour, the jump point, or where the run stopped at a wall
    Outcome outcome;
    double cost = kInfinity; // g of the way offered, where it was worked out
};

// What one step did.
struct StepTrace {
    std::vector<CodeLine> lines; // in the order they ran; the last is the line the step ended on
    std::optional<Cell> taken; // the tile taken off the open list and settled
    GridSearch::Side side = GridSearch::Side::Forward;
    std::vector<Offer> offers; // in the order they were made
    std::optional<Cell> met; // bidirectional: the meeting tile, when this step moved it
};

class WatchedSearch {
public:
    using Side = GridSearch::Side;
    using State = GridSearch::State;

    // The grid's memory must outlive the search. Jump point search where it does not apply (a
    // wrapping rim, weights, corners cut: see jumpPointsApply) runs A* with its guess instead,
    // which finds ways of the same cost, and so does the subgoal graph where it does not (weights,
    // corners cut: see subgoalsApply); algorithm() says which runs. The early exit is for
    // breadth-first search and Dijkstra only.
    WatchedSearch(const GridView& grid, const SearchOptions& options, Cell from, Cell to, bool earlyExit = true);
    ~WatchedSearch();

    // The search that runs, and whether it is not the one asked for.
    Algorithm algorithm() const { return m_algorithm; }
    Algorithm askedFor() const { return m_askedFor; }
    bool fellBack() const { return m_fellBack; }
    bool earlyExit() const { return m_earlyExit; }
    const SearchOptions& options() const { return m_options; }
    const std::vector<ProgramLine>& program() const { return m_program; }

    // One step, told by lastStep(): a tile settled, or the search ended. False when it had ended.
    bool step();
    // Up to `steps` steps, only the last of them told (a step that ended the search is told
    // whenever it came); how many were taken.
    int advance(int steps);
    void finish();

    bool done() const;
    bool found() const;
    // Steps taken (tiles settled, and the one that ended the search).
    int steps() const { return m_steps; }
    // Tiles settled (jump points, for jump point search), both sides together.
    int settled() const;
    // Tiles looked at: settled ones, and for jump point search every tile its runs passed over.
    int lookedAt() const;
    // Tiles in the open lists, both sides together.
    int frontierSize() const;
    // The way, when found; its cost counts the weights, for breadth-first search too (which
    // ignores them while it searches), so that searches compare.
    Path path() const;

    State state(Cell c, Side side = Side::Forward) const;
    double cost(Cell c, Side side = Side::Forward) const;
    std::optional<Cell> current() const;
    std::optional<Cell> meeting() const;
    Cell from() const { return m_from; }
    Cell to() const { return m_to; }

    // Jump point search: the runs made so far (every jump, to its jump point or to the wall),
    // and how many of them the last step made (they are the last ones).
    const std::vector<JumpPointSearch::Run>& runs() const;
    std::size_t runsOfLastStep() const { return m_lastRuns; }
    bool jumps() const { return m_jumps != nullptr; }
    // The search over a subgoal graph, its graph and its query (null for the other searches).
    const SubgoalStepper* subgoals() const { return m_subgoals.get(); }

    // The open list of a side, in the order it will be taken; and the side the next step takes from.
    std::vector<OpenRow> openList(Side side = Side::Forward) const;
    Side nextSide() const;

    const StepTrace& lastStep() const { return m_trace; }

private:
    // What the next step will start from.
    struct Before {
        Side side = Side::Forward;
        std::optional<Cell> next;
        int settled = 0;
        std::size_t runs = 0;
        std::vector<OpenRow> open; // jump point search: the open list
        struct Neighbour {
            Cell cell;
            State state;
            double cost;
        };
        std::vector<Neighbour> neighbours; // of next, in the order the search offers them
        double best = kInfinity; // bidirectional: the cost of the way through the meeting tile
    };

    Before look() const;
    // The step from `before`, which settled a tile, as lines and offers.
    void tell(const Before& before);
    void tellOffers(const Before& before);
    void tellJumps(const Before& before);
    // A step that settled the goal and ended the search, told without having looked before it.
    void tellGoal();
    // A step that took nothing and ended the search.
    void tellEnd();
    // Settles a tile, or ends the search; whether a tile was settled.
    bool stepQuietly();
    void countScanned(std::size_t fromRun);
    // What the subgoal stepper's last step did, as a step of this search.
    void tellSubgoals();
    CodeLine takeLine() const;

    GridView m_grid;
    SearchOptions m_options;
    Algorithm m_algorithm;
    Algorithm m_askedFor;
    bool m_fellBack = false;
    bool m_earlyExit = true;
    Cell m_from;
    Cell m_to;
    std::vector<ProgramLine> m_program;
    std::unique_ptr<GridSearch> m_search;
    std::unique_ptr<JumpPointSearch> m_jumps;
    std::unique_ptr<SubgoalStepper> m_subgoals;
    StepTrace m_trace;
    int m_steps = 0;
    int m_settledJumps = 0;
    std::size_t m_lastRuns = 0;
    std::vector<std::uint8_t> m_scanned; // jump point search: the tiles its runs passed over
    int m_scannedCount = 0;
};

// The rule that breaks each tie of an open list in order: rows with the same key as the row
// before them (the same number of steps, for breadth-first search) are marked.
void markTies(std::vector<OpenRow>& rows, bool breadthFirst);

} // namespace mazeworks

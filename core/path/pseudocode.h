#pragma once

#include "path/searchoptions.h"

#include <cstdint>
#include <vector>

// The pseudocode of each search of the family, as a class reads it beside the map: its lines
// by meaning and depth, in the order they stand. The words are the editor's, in the user's
// language; the lines here are what a stepped search (watchedsearch.h) says it executed, so
// that the line shown and the step taken cannot disagree.

namespace mazeworks {

// A line of pseudocode by what it does. A program holds each at most once.
enum class CodeLine : std::uint8_t {
    Start, // open <- {start}; g[start] <- 0
    StartQueue, // frontier <- a queue holding start
    StartReached, // reached <- {start}
    StartBoth, // open <- {start}, open' <- {goal}; best <- infinity
    Loop, // while open is not empty
    LoopBoth, // while neither open list is empty
    StopWhenMet, // if best <= the lowest f of either side
    ReturnMeeting, // return the way through the meeting tile
    TakeSide, // side <- the one with the shorter open list
    TakeFirst, // current <- the first of the queue
    TakeLowestG, // current <- the tile of open with the lowest g
    TakeLowestF, // current <- the tile of open with the lowest f = g + h (times the weight)
    TakeLowestH, // current <- the tile of open with the lowest h
    IsGoal, // if current = goal
    ReturnWay, // return the way back from goal
    Settle, // settled <- settled + {current}
    ForNeighbour, // for each neighbour next of current that is not a wall (and the corner rule allows)
    ForDirection, // for each direction worth going from current (jump point search)
    Jump, // next <- the jump from current that way
    SkipWall, // if the run ended at a wall: skip
    SkipReached, // if next is reached: skip (breadth-first search)
    SkipSettled, // if next is settled: skip
    Reach, // reached <- reached + {next}; came_from[next] <- current
    Enqueue, // put next at the end of the queue
    NewCost, // cost <- g[current] + the weight of next (times sqrt 2 diagonally)
    NewCostJump, // cost <- g[current] + the length of the run (times sqrt 2 diagonally)
    IfCheaper, // if next is not in open or cost < g[next]
    Improve, // g[next] <- cost; parent[next] <- current
    PutInOpen, // put next in open by its key (f, g, or h)
    PutInOpenIfNew, // best-first: put next in open if it is not there yet
    Meet, // if the other side reached next and g + g' < best
    MeetUpdate, // best <- g + g'; meeting <- next
    NoWay, // return "no way"
    IfNotReached, // if goal was not reached (after the loop, without an early exit)
    WayOrNone, // bidirectional: return the way through the meeting tile if there is one, else "no way"
    ConnectEnds, // subgoal graph: join start and goal to the subgoals they reach directly
    ForEdge, // subgoal graph: for each node next joined to current by an edge
    NewCostEdge, // subgoal graph: cost <- g[current] + the length of the edge
    RefineEdge, // subgoal graph: walk the next edge of the way into tiles
};

struct ProgramLine {
    CodeLine line;
    int depth = 0; // how far in it stands
};

// The program of a search: `algorithm` is the one that runs (see WatchedSearch::algorithm());
// without an early exit (breadth-first search and Dijkstra) the loop does not stop at the goal.
std::vector<ProgramLine> program(Algorithm algorithm, bool earlyExit = true);

// Where a line stands in a program: its index, or -1 when the program has no such line.
int lineIndex(const std::vector<ProgramLine>& program, CodeLine line);

} // namespace mazeworks

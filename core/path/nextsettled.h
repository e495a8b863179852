#pragma once

#include "grid/cell.h"
#include "path/distancemapstepper.h"
#include "path/flowfieldstepper.h"
#include "path/watchedsearch.h"

#include <cstdint>
#include <optional>
#include <vector>

// What a class may answer when asked which tile a search settles next: the rule's answer set.
// A search takes the open tile of the least key; every tile that shares that key is a tile the
// rule allows (the tie is broken by a second rule the class need not guess), and the one the
// search will take is the first of them.

namespace mazeworks {

struct NextSettled {
    // What the rule orders the open list by.
    enum class Key : std::uint8_t {
        F, // A*, bidirectional and jump point search: f = g + h (g + weight x h, weighted)
        G, // Dijkstra: the cost from the start
        H, // greedy best-first: the guess alone
        Steps, // breadth-first search and the distance map: steps from the start, the first found first
    };
    Key key = Key::F;
    Algorithm algorithm = Algorithm::AStar;
    GridSearch::Side side = GridSearch::Side::Forward;
    double weight = 1.0; // of the guess in f
    // Every open tile of the least key, in the order the search takes them: the first is the
    // one it will settle. Empty when the search has nothing left to take.
    std::vector<Cell> allowed;
    double least = 0; // the least key
    double g = 0; // of the tile it will settle
    double h = 0;
    // How the tie among `allowed` is broken: by the smaller h first (A*), or only by reading
    // order, or by the order found (breadth-first search).
    bool tieByGuess = false;

    std::optional<Cell> chosen() const { return allowed.empty() ? std::nullopt : std::optional<Cell>(allowed.front()); }
    bool allows(Cell c) const;
};

// The tiles the search's next step may settle by its rule, before the step is taken.
NextSettled nextSettled(const WatchedSearch& search);
// The same for the breadth-first wave of the distance map: the cells of the least distance on
// its frontier.
NextSettled nextSettled(const DistanceMapStepper& wave);
// The same for the flow field, outwards from its goals: the frontier tiles of the least cost (of
// the least steps, unweighted), the one reached first taken first.
NextSettled nextSettled(const FlowFieldStepper& field);

} // namespace mazeworks

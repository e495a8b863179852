#pragma once

#include "path/searchoptions.h"

#include <QString>

namespace mazeworks {

// A search of the family as the teacher chooses it: the algorithm with its options, some of
// which only some algorithms have (a guess for A*, best-first and the bidirectional A*; a weight
// for A*; both ways for Dijkstra and A*; no early exit for breadth-first search and Dijkstra; a
// corner rule with 8 directions). The options an algorithm has not are kept, unused, so that
// switching back finds them as they were.
struct SearchChoice {
    Algorithm algorithm = Algorithm::AStar; // never Bidirectional: that is `bidirectional`
    Heuristic heuristic = Heuristic::Manhattan;
    Movement movement = Movement::Four;
    Corners corners = Corners::Never;
    double weight = 1.0;
    bool bidirectional = false;
    bool earlyExit = true;

    bool guesses() const { return algorithm == Algorithm::AStar || algorithm == Algorithm::BestFirst; }
    bool weighs() const { return algorithm == Algorithm::AStar && !bidirectional; }
    bool goesBothWays() const { return algorithm == Algorithm::Dijkstra || algorithm == Algorithm::AStar; }
    bool mayExitEarly() const { return algorithm == Algorithm::BreadthFirst || algorithm == Algorithm::Dijkstra; }
    bool jumps() const
    {
        return algorithm == Algorithm::JumpPoint || algorithm == Algorithm::JumpPointPlus
            || algorithm == Algorithm::JumpPointPruned || algorithm == Algorithm::JumpPointPrunedPlus;
    }

    // What the search is given.
    SearchOptions options(Edges edges) const
    {
        SearchOptions o;
        o.algorithm = bidirectional && goesBothWays() ? Algorithm::Bidirectional : algorithm;
        o.heuristic = guesses() ? heuristic : Heuristic::None;
        o.movement = movement;
        o.edges = edges;
        o.corners = movement == Movement::Eight ? corners : Corners::Never;
        o.weight = weighs() ? weight : 1.0;
        return o;
    }
    bool exitsEarly() const { return earlyExit || !mayExitEarly() || bidirectional; }

    friend bool operator==(const SearchChoice&, const SearchChoice&) = default;
};

// The names the user reads, translated: "A*", "Bidirectional Dijkstra", "Weighted A* (× 2)".
namespace searchtext {
QString algorithmName(Algorithm algorithm);
// The whole choice in a few words: the algorithm and the options that change it.
QString choiceName(const SearchChoice& choice);
QString heuristicName(Heuristic heuristic);
QString cornersName(Corners corners);
} // namespace searchtext

} // namespace mazeworks

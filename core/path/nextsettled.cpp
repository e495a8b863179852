#include "path/nextsettled.h"

#include <algorithm>

namespace mazeworks {

bool NextSettled::allows(Cell c) const { return std::find(allowed.begin(), allowed.end(), c) != allowed.end(); }

NextSettled nextSettled(const WatchedSearch& search)
{
    NextSettled n;
    n.algorithm = search.algorithm();
    n.weight = search.options().weight;
    switch (n.algorithm) {
    case Algorithm::BreadthFirst:
        n.key = NextSettled::Key::Steps;
        break;
    case Algorithm::Dijkstra:
        n.key = NextSettled::Key::G;
        break;
    case Algorithm::BestFirst:
        n.key = NextSettled::Key::H;
        break;
    case Algorithm::Bidirectional:
        // Without a guess both sides are Dijkstra's.
        n.key = search.options().heuristic == Heuristic::None ? NextSettled::Key::G : NextSettled::Key::F;
        break;
    default:
        n.key = NextSettled::Key::F;
        break;
    }
    if (search.done()) return n;
    n.side = search.nextSide();
    const std::vector<OpenRow> rows = search.openList(n.side);
    if (rows.empty()) return n;
    // The list is in the order the search takes it, so the tiles of the least key come first;
    // breadth-first search's key is its g, the number of steps.
    const bool breadth = n.key == NextSettled::Key::Steps;
    auto keyOf = [breadth](const OpenRow& row) { return breadth ? row.g : row.f; };
    const OpenRow& first = rows.front();
    n.least = keyOf(first);
    n.g = first.g;
    n.h = first.h;
    for (const OpenRow& row : rows) {
        // Keys are sums of whole straight and diagonal parts: equal ways compare equal exactly.
        if (keyOf(row) != n.least) break;
        n.allowed.push_back(row.cell);
        if (row.h != first.h) n.tieByGuess = true;
    }
    return n;
}

NextSettled nextSettled(const DistanceMapStepper& wave)
{
    NextSettled n;
    n.algorithm = Algorithm::BreadthFirst;
    n.key = NextSettled::Key::Steps;
    const std::vector<Cell> frontier = wave.frontier();
    if (frontier.empty()) return n;
    const int least = wave.map().distance(frontier.front());
    n.least = least;
    n.g = least;
    for (const Cell c : frontier) {
        // The wave settles its frontier in the order found: one ring, then the next.
        if (wave.map().distance(c) != least) break;
        n.allowed.push_back(c);
    }
    return n;
}

NextSettled nextSettled(const FlowFieldStepper& field)
{
    NextSettled n;
    n.algorithm = field.weighted() ? Algorithm::Dijkstra : Algorithm::BreadthFirst;
    n.key = field.weighted() ? NextSettled::Key::G : NextSettled::Key::Steps;
    n.allowed = field.cheapestFrontier();
    if (n.allowed.empty()) return n;
    n.least = field.field().cost(n.allowed.front());
    n.g = n.least;
    return n;
}

} // namespace mazeworks

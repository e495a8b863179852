#include "codewords.h"

#include <QCoreApplication>
#include <QLocale>

namespace mazeworks {

// Translated in the context the editor's code panel has always used (see codewords.h).

namespace {

bool jumps(Algorithm algorithm)
{
    return algorithm == Algorithm::JumpPoint || algorithm == Algorithm::JumpPointPlus
        || algorithm == Algorithm::JumpPointPruned || algorithm == Algorithm::JumpPointPrunedPlus;
}

} // namespace

QString codeLineWords(
    CodeLine line, Algorithm algorithm, Movement movement, Corners corners, bool guesses, double weight)
{
    const bool eight = movement == Movement::Eight;
    switch (line) {
    case CodeLine::Start:
        return QCoreApplication::translate("SearchText", "open \u2190 {start};  g[start] \u2190 0");
    case CodeLine::StartQueue:
        return QCoreApplication::translate("SearchText", "queue \u2190 [start]");
    case CodeLine::StartReached:
        return QCoreApplication::translate("SearchText", "reached \u2190 {start}");
    case CodeLine::StartBoth:
        return QCoreApplication::translate(
            "SearchText", "open \u2190 {start};  open\u2032 \u2190 {goal};  best \u2190 \u221e");
    case CodeLine::Loop:
        return algorithm == Algorithm::BreadthFirst
            ? QCoreApplication::translate("SearchText", "while queue is not empty:")
            : QCoreApplication::translate("SearchText", "while open is not empty:");
    case CodeLine::LoopBoth:
        return QCoreApplication::translate("SearchText", "while neither open nor open\u2032 is empty:");
    case CodeLine::StopWhenMet:
        return QCoreApplication::translate("SearchText", "if best \u2264 the lowest f in open or in open\u2032:");
    case CodeLine::ReturnMeeting:
        return QCoreApplication::translate("SearchText", "return the way through meeting");
    case CodeLine::TakeSide:
        return QCoreApplication::translate("SearchText", "take from the shorter of open and open\u2032:");
    case CodeLine::TakeFirst:
        return QCoreApplication::translate("SearchText", "current \u2190 take the first tile of queue");
    case CodeLine::TakeLowestG:
        return QCoreApplication::translate("SearchText", "current \u2190 take the tile of open with the lowest g");
    case CodeLine::TakeLowestF:
        return QCoreApplication::translate("SearchText", "current \u2190 take the tile of open with the lowest f");
    case CodeLine::TakeLowestH:
        return QCoreApplication::translate("SearchText", "current \u2190 take the tile of open with the lowest h");
    case CodeLine::IsGoal:
        return QCoreApplication::translate("SearchText", "if current = goal:");
    case CodeLine::ReturnWay:
        return algorithm == Algorithm::BreadthFirst
            ? QCoreApplication::translate("SearchText", "return the way, following parent back from goal")
            : jumps(algorithm)
            ? QCoreApplication::translate("SearchText", "return the way, jump point to jump point back from goal")
            : QCoreApplication::translate("SearchText", "return the way, following parent back from goal");
    case CodeLine::Settle:
        return QCoreApplication::translate("SearchText", "settled \u2190 settled + {current}");
    case CodeLine::ForNeighbour:
        return eight && corners != Corners::Always
            ? QCoreApplication::translate("SearchText", "for each open neighbour next the corner rule allows:")
            : QCoreApplication::translate("SearchText", "for each open neighbour next of current:");
    case CodeLine::ForDirection:
        return QCoreApplication::translate("SearchText", "for each way worth going from current:");
    case CodeLine::Jump:
        return QCoreApplication::translate(
            "SearchText", "next \u2190 run that way to the goal, a forced neighbour or a wall");
    case CodeLine::SkipWall:
        return QCoreApplication::translate("SearchText", "if the run hit a wall: skip it");
    case CodeLine::SkipReached:
        return QCoreApplication::translate("SearchText", "if next is in reached: skip it");
    case CodeLine::SkipSettled:
        return QCoreApplication::translate("SearchText", "if next is settled: skip it");
    case CodeLine::Reach:
        return QCoreApplication::translate(
            "SearchText", "reached \u2190 reached + {next};  parent[next] \u2190 current");
    case CodeLine::Enqueue:
        return QCoreApplication::translate("SearchText", "add next at the end of queue");
    case CodeLine::NewCost:
        return eight
            ? QCoreApplication::translate("SearchText", "cost \u2190 g[current] + weight(next), \u00d7 √2 diagonally")
            : QCoreApplication::translate("SearchText", "cost \u2190 g[current] + weight(next)");
    case CodeLine::NewCostJump:
        return eight ? QCoreApplication::translate(
                   "SearchText", "cost \u2190 g[current] + length of the run, \u00d7 √2 diagonally")
                     : QCoreApplication::translate("SearchText", "cost \u2190 g[current] + length of the run");
    case CodeLine::IfCheaper:
        return QCoreApplication::translate("SearchText", "if next is not in open or cost < g[next]:");
    case CodeLine::Improve:
        return QCoreApplication::translate("SearchText", "g[next] \u2190 cost;  parent[next] \u2190 current");
    case CodeLine::PutInOpen:
        if (algorithm == Algorithm::Dijkstra || (algorithm == Algorithm::Bidirectional && !guesses))
            return QCoreApplication::translate("SearchText", "put next in open by g");
        if (weight != 1.0)
            return QCoreApplication::translate("SearchText", "put next in open by f = g + %1 \u00d7 h(next)")
                .arg(QLocale().toString(weight, 'g', 3));
        return QCoreApplication::translate("SearchText", "put next in open by f = g + h(next)");
    case CodeLine::PutInOpenIfNew:
        return QCoreApplication::translate("SearchText", "if next is new: put it in open by h(next)");
    case CodeLine::Meet:
        return QCoreApplication::translate(
            "SearchText", "if open\u2032 reached next and g[next] + g\u2032[next] < best:");
    case CodeLine::MeetUpdate:
        return QCoreApplication::translate("SearchText", "best \u2190 g[next] + g\u2032[next];  meeting \u2190 next");
    case CodeLine::NoWay:
        return QCoreApplication::translate("SearchText", "return \u201cno way\u201d");
    case CodeLine::IfNotReached:
        return QCoreApplication::translate("SearchText", "if goal was never reached:");
    case CodeLine::WayOrNone:
        return QCoreApplication::translate(
            "SearchText", "return the way through meeting, if they met; else \u201cno way\u201d");
    case CodeLine::ConnectEnds:
        return QCoreApplication::translate("SearchText", "join start and goal to the subgoals they reach directly");
    case CodeLine::ForEdge:
        return QCoreApplication::translate("SearchText", "for each subgoal next joined to current by an edge:");
    case CodeLine::NewCostEdge:
        return QCoreApplication::translate("SearchText", "cost \u2190 g[current] + length of the edge");
    case CodeLine::RefineEdge:
        return QCoreApplication::translate("SearchText", "walk each edge of the way into tiles, diagonal first");
    }
    return QString();
}

QString algorithmWords(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::BreadthFirst:
        return QCoreApplication::translate("SearchText", "Breadth-first search");
    case Algorithm::Dijkstra:
        return QCoreApplication::translate("SearchText", "Dijkstra");
    case Algorithm::AStar:
        return QCoreApplication::translate("SearchText", "A*");
    case Algorithm::BestFirst:
        return QCoreApplication::translate("SearchText", "Greedy best-first");
    case Algorithm::Bidirectional:
        return QCoreApplication::translate("SearchText", "Bidirectional A*");
    case Algorithm::JumpPoint:
        return QCoreApplication::translate("SearchText", "Jump point search");
    case Algorithm::JumpPointPlus:
        return QCoreApplication::translate("SearchText", "Jump point search+");
    case Algorithm::JumpPointPruned:
        return QCoreApplication::translate("SearchText", "Pruned jump point search");
    case Algorithm::JumpPointPrunedPlus:
        return QCoreApplication::translate("SearchText", "Pruned jump point search+");
    case Algorithm::Subgoal:
        return QCoreApplication::translate("SearchText", "Subgoal graph");
    }
    return QString();
}

} // namespace mazeworks

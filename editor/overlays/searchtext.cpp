#include "searchtext.h"

#include "handout/codewords.h"

#include <QLocale>

#include <cmath>

namespace mazeworks {

namespace searchtext {

QString algorithmName(Algorithm algorithm) { return algorithmWords(algorithm); }

QString heuristicName(Heuristic heuristic)
{
    switch (heuristic) {
    case Heuristic::Manhattan:
        return SearchText::tr("Manhattan");
    case Heuristic::Euclidean:
        return SearchText::tr("Euclidean");
    case Heuristic::Octile:
        return SearchText::tr("Octile");
    case Heuristic::Chebyshev:
        return SearchText::tr("Chebyshev");
    case Heuristic::None:
        return SearchText::tr("None (as Dijkstra)");
    }
    return QString();
}

QString cornersName(Corners corners)
{
    switch (corners) {
    case Corners::Never:
        return SearchText::tr("Never past a wall");
    case Corners::OneObstacle:
        return SearchText::tr("Past one wall");
    case Corners::Always:
        return SearchText::tr("Always");
    }
    return QString();
}

QString choiceName(const SearchChoice& choice)
{
    QString name;
    if (choice.bidirectional && choice.goesBothWays()) {
        name = choice.algorithm == Algorithm::Dijkstra ? SearchText::tr("Bidirectional Dijkstra")
                                                       : SearchText::tr("Bidirectional A*");
    } else if (choice.weighs() && choice.weight != 1.0) {
        name = SearchText::tr("Weighted A* (\u00d7 %1)").arg(QLocale().toString(choice.weight, 'g', 3));
    } else {
        name = algorithmName(choice.algorithm);
    }
    if (choice.guesses()) name = SearchText::tr("%1, %2").arg(name, heuristicName(choice.heuristic));
    if (choice.mayExitEarly() && !choice.earlyExit && !choice.bidirectional)
        name = SearchText::tr("%1, no early exit").arg(name);
    return name;
}

} // namespace searchtext

QString SearchText::tile(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.col).arg(cell.row); }

QString SearchText::cost(double value)
{
    if (!std::isfinite(value)) return QStringLiteral("\u221e");
    if (value == std::floor(value)) return QLocale().toString(static_cast<qlonglong>(value));
    return QLocale().toString(value, 'f', 2);
}

QString SearchText::codeLine(CodeLine line, const SearchChoice& choice, Algorithm algorithm)
{
    // The words live with the handout's, which prints the same lines (formats/handout/codewords.h).
    return codeLineWords(
        line, algorithm, choice.movement, choice.corners, choice.guesses(), choice.weighs() ? choice.weight : 1.0);
}

QString SearchText::guessLine(const SearchChoice& choice, Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::BreadthFirst:
        return tr("Every step costs 1: the weights are not looked at.");
    case Algorithm::Dijkstra:
        return tr("g: the cost of the cheapest way known from the start.");
    case Algorithm::JumpPoint:
    case Algorithm::JumpPointPlus:
    case Algorithm::JumpPointPruned:
    case Algorithm::JumpPointPrunedPlus:
    case Algorithm::Subgoal:
        return tr("h: the %1 distance to the goal.")
            .arg(searchtext::heuristicName(
                choice.movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan));
    default:
        break;
    }
    if (!choice.guesses() || choice.heuristic == Heuristic::None)
        return tr("g: the cost of the cheapest way known from its side's end.");
    return tr("h: the %1 distance to the goal.").arg(searchtext::heuristicName(choice.heuristic));
}

QString SearchText::tieRule(Tie tie, Algorithm algorithm)
{
    switch (tie) {
    case Tie::None:
        return QString();
    case Tie::ByGuess:
        return tr("same f: smaller h first");
    case Tie::ByReadingOrder:
        if (algorithm == Algorithm::Dijkstra) return tr("same g: reading order");
        if (algorithm == Algorithm::BestFirst) return tr("same h: reading order");
        return tr("same f and h: reading order");
    case Tie::ByArrival:
        return tr("same steps: found first");
    }
    return QString();
}

QString SearchText::fallBack(const WatchedSearch& search)
{
    if (!search.fellBack()) return QString();
    if (search.askedFor() == Algorithm::Subgoal)
        return tr("The subgoal graph needs a map without weights and (with 8 directions) diagonals that never pass "
                  "a wall: A* searches here instead, for a way of the same cost.");
    return tr("Jump point search needs a map that does not wrap round, without weights, and (with 8 directions) "
              "diagonals that never pass a wall: A* searches here instead, for a way of the same cost.");
}

QString SearchText::stepCaption(const WatchedSearch& search)
{
    const StepTrace& t = search.lastStep();
    if (t.lines.empty()) return QString();
    switch (t.lines.back()) {
    case CodeLine::Start:
    case CodeLine::StartQueue:
    case CodeLine::StartReached:
    case CodeLine::StartBoth:
        return tr("Ready: only the start is open. Step to take the first tile.");
    case CodeLine::ReturnWay:
        return tr("The goal %1 is reached: the way costs %2.").arg(tile(search.to()), cost(search.path().cost));
    case CodeLine::ReturnMeeting:
        return tr("No way through open tiles can beat the one through %1 any more: it costs %2.")
            .arg(search.meeting() ? tile(*search.meeting()) : QString(), cost(search.path().cost));
    case CodeLine::NoWay:
        return tr("Nothing is left to take: no way leads to the goal.");
    case CodeLine::RefineEdge:
        if (const SubgoalStepper* graph = search.subgoals())
            return tr("Edge %1 of %2 of the way over the graph walked into tiles.")
                .arg(QLocale().toString(graph->edgesWalked()),
                    QLocale().toString(static_cast<int>(graph->nodeWay().size()) - 1));
        return QString();
    case CodeLine::IsGoal:
        if (search.subgoals() && search.subgoals()->phase() == SubgoalStepper::Phase::Refine)
            return tr("The goal %1 is settled: its way over the graph costs %2. Next, each edge of it is walked "
                      "into tiles.")
                .arg(tile(search.to()), cost(search.subgoals()->cost(search.to())));
        break;
    case CodeLine::WayOrNone:
        return search.found()
            ? tr("An open list is empty: the way through %1 costs %2.")
                  .arg(search.meeting() ? tile(*search.meeting()) : QString(), cost(search.path().cost))
            : tr("An open list is empty: no way leads to the goal.");
    default:
        break;
    }
    if (!t.taken) return QString();
    int added = 0;
    int cheaper = 0;
    int skipped = 0;
    int walls = 0;
    for (const Offer& o : t.offers) {
        added += o.outcome == Outcome::Added;
        cheaper += o.outcome == Outcome::Cheaper;
        skipped += o.outcome == Outcome::Reached || o.outcome == Outcome::Settled || o.outcome == Outcome::NotCheaper;
        walls += o.outcome == Outcome::Wall;
    }
    QString took = t.side == GridSearch::Side::Backward ? tr("From the goal's side, took %1.").arg(tile(*t.taken))
                                                        : tr("Took %1.").arg(tile(*t.taken));
    QStringList parts;
    const QLocale locale;
    if (added) parts << tr("added: %1").arg(locale.toString(added));
    if (cheaper) parts << tr("reached more cheaply: %1").arg(locale.toString(cheaper));
    if (skipped) parts << tr("skipped: %1").arg(locale.toString(skipped));
    if (walls) parts << tr("runs into a wall: %1").arg(locale.toString(walls));
    if (parts.isEmpty()) parts << tr("no neighbour to offer");
    QString caption = tr("%1 %2.").arg(took, parts.join(QStringLiteral(", ")));
    if (t.met) caption += QLatin1Char(' ') + tr("The sides met at %1.").arg(tile(*t.met));
    return caption;
}

} // namespace mazeworks

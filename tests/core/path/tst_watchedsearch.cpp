#include "path/gridsearch.h"
#include "path/jumppointsearch.h"
#include "path/pathfinder.h"
#include "path/pseudocode.h"
#include "path/watchedsearch.h"
#include "random/random.h"

#include "testgrid.h"

#include <QtTest>

#include <algorithm>
#include <string_view>

using namespace mazeworks;
using test::drawn;
using test::optionsOf;
using test::randomGrid;
using test::TestGrid;

namespace {

// Every search of the family, as the classroom offers it.
std::vector<std::pair<SearchOptions, bool>> family(Movement m, Edges e)
{
    const Heuristic guess = m == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
    std::vector<std::pair<SearchOptions, bool>> all;
    for (bool earlyExit : { true, false }) {
        all.push_back({ optionsOf(Algorithm::BreadthFirst, Heuristic::None, m, e), earlyExit });
        all.push_back({ optionsOf(Algorithm::Dijkstra, Heuristic::None, m, e), earlyExit });
    }
    all.push_back({ optionsOf(Algorithm::AStar, guess, m, e), true });
    all.push_back({ optionsOf(Algorithm::AStar, Heuristic::Euclidean, m, e, Corners::Never, 2.0), true });
    all.push_back({ optionsOf(Algorithm::BestFirst, guess, m, e), true });
    all.push_back({ optionsOf(Algorithm::Bidirectional, guess, m, e), true });
    all.push_back({ optionsOf(Algorithm::Bidirectional, Heuristic::None, m, e), true });
    all.push_back({ optionsOf(Algorithm::JumpPoint, Heuristic::None, m, e), true });
    all.push_back({ optionsOf(Algorithm::JumpPointPlus, Heuristic::None, m, e), true });
    all.push_back({ optionsOf(Algorithm::JumpPointPruned, Heuristic::None, m, e), true });
    all.push_back({ optionsOf(Algorithm::JumpPointPrunedPlus, Heuristic::None, m, e), true });
    return all;
}

QString describe(const SearchOptions& o, bool earlyExit, Cell from, Cell to)
{
    return QStringLiteral("%1 h%2 w%3 m%4 exit%5 from %6,%7 to %8,%9")
        .arg(QString::fromUtf8(algorithmName(o.algorithm).data()))
        .arg(int(o.heuristic))
        .arg(o.weight)
        .arg(int(o.movement))
        .arg(earlyExit)
        .arg(from.col)
        .arg(from.row)
        .arg(to.col)
        .arg(to.row);
}

// Steps a watched search to its end and checks at every step that what it tells agrees with
// what the search did: the table's first row is the tile the step takes, every row is a tile
// of the open list with its own g, in the order of its key, each tile once, ties marked; the
// lines of the step are lines of the program; each offer left its neighbour as it says. The
// first problem, or empty.
QString watchToTheEnd(const TestGrid& g, const SearchOptions& options, bool earlyExit, Cell from, Cell to)
{
    WatchedSearch watched(g.view(), options, from, to, earlyExit);
    const QString what = describe(options, earlyExit, from, to);
    const bool breadth = watched.algorithm() == Algorithm::BreadthFirst;
    for (int guard = 0; !watched.done(); ++guard) {
        if (guard > g.width * g.height * 2 + 4) return what + ": the search does not end";
        const WatchedSearch::Side side = watched.nextSide();
        const std::vector<OpenRow> rows = watched.openList(side);
        // The rows: the tiles of the open list, each once, in order, with their g.
        int frontier = 0;
        for (int row = 0; row < g.height; ++row) {
            for (int col = 0; col < g.width; ++col)
                frontier += watched.state({ col, row }, side) == WatchedSearch::State::Frontier;
        }
        if (static_cast<int>(rows.size()) != frontier) return what + ": the table is not the open list";
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const OpenRow& r = rows[i];
            if (watched.state(r.cell, side) != WatchedSearch::State::Frontier) return what + ": a row not open";
            if (r.g != watched.cost(r.cell, side)) return what + ": a row's g is not the tile's";
            if (i == 0) continue;
            const OpenRow& p = rows[i - 1];
            if (!breadth && (r.f < p.f || (r.f == p.f && r.h < p.h))) return what + ": the rows are out of order";
            const Tie tie = breadth ? (r.g == p.g ? Tie::ByArrival : Tie::None)
                : r.f != p.f        ? Tie::None
                : r.h != p.h        ? Tie::ByGuess
                                    : Tie::ByReadingOrder;
            if (r.tie != tie) return what + ": a tie marked wrongly";
        }
        const int settledBefore = watched.settled();
        watched.step();
        const StepTrace& t = watched.lastStep();
        if (t.lines.empty()) return what + ": a step told nothing";
        for (CodeLine line : t.lines) {
            if (lineIndex(watched.program(), line) < 0) return what + ": a line the program does not have";
        }
        if (watched.settled() > settledBefore) {
            if (rows.empty() || !t.taken || *t.taken != rows.front().cell)
                return what + ": the step took another tile than the table's first";
            if (t.side != side) return what + ": the step took from the other side";
        } else if (t.taken) {
            return what + ": a step that settled nothing told of a tile taken";
        }
        for (const Offer& o : t.offers) {
            const auto now = watched.state(o.cell, t.side);
            switch (o.outcome) {
            case Outcome::Added:
            case Outcome::Cheaper:
                if (now == WatchedSearch::State::Unseen) return what + ": an offer taken left the tile unseen";
                break;
            case Outcome::Settled:
                if (now != WatchedSearch::State::Settled) return what + ": a tile skipped as settled is not";
                break;
            default:
                break;
            }
        }
    }
    // Watching changed nothing: the same way and count as the search unwatched.
    if (watched.jumps()) {
        JumpPointSearch plain(g.view(), options.movement, jumpMode(options.algorithm));
        const Path p = plain.find(from, to);
        if (p.cells != watched.path().cells || p.visited != watched.settled()) return what + ": not the plain way";
    } else {
        SearchOptions plainOptions = options;
        if (watched.fellBack()) plainOptions = watched.options();
        GridSearch plain(g.view(), plainOptions, from, to);
        plain.setEarlyExit(watched.earlyExit());
        plain.run();
        if (plain.path().cells != watched.path().cells || plain.visited() != watched.settled())
            return what + ": not the plain way";
    }
    return {};
}

} // namespace

class TstWatchedSearch : public QObject {
    Q_OBJECT

private slots:
    void whatEveryStepTellsAgreesWithTheSearchOnRandomMaps()
    {
        Random random(18);
        for (int round = 0; round < 120; ++round) {
            const TestGrid g = randomGrid(random, round % 2 == 1, round % 3 == 0 ? Edges::Wrap : Edges::Closed);
            TestGrid open = g;
            const Cell from { static_cast<int>(random.below(g.width)), static_cast<int>(random.below(g.height)) };
            const Cell to { static_cast<int>(random.below(g.width)), static_cast<int>(random.below(g.height)) };
            open.open[static_cast<std::size_t>(from.row * g.width + from.col)] = 1;
            open.open[static_cast<std::size_t>(to.row * g.width + to.col)] = 1;
            for (Movement m : { Movement::Four, Movement::Eight }) {
                for (const auto& [options, earlyExit] : family(m, g.edges)) {
                    SearchOptions o = options;
                    if (m == Movement::Eight) o.corners = static_cast<Corners>(round % 3);
                    const QString problem = watchToTheEnd(open, o, earlyExit, from, to);
                    QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("round %1: ").arg(round) + problem));
                }
            }
        }
    }

    void theFirstStepOfAStarTakesTheStartAndOffersItsOpenNeighbours()
    {
        const TestGrid g = drawn({
            ".....",
            ".#...",
            ".....",
        });
        WatchedSearch a(g.view(), optionsOf(Algorithm::AStar, Heuristic::Manhattan, Movement::Four, Edges::Closed),
            { 0, 0 }, { 4, 2 });
        QCOMPARE(a.lastStep().lines, std::vector<CodeLine> { CodeLine::Start });
        QVERIFY(a.step());
        const StepTrace& t = a.lastStep();
        QCOMPARE(*t.taken, (Cell { 0, 0 }));
        // Up and left are off the grid; down, then right, both new.
        QCOMPARE(t.offers.size(), std::size_t { 2 });
        QCOMPARE(t.offers[0].cell, (Cell { 0, 1 }));
        QCOMPARE(t.offers[0].outcome, Outcome::Added);
        QCOMPARE(t.offers[1].cell, (Cell { 1, 0 }));
        QCOMPARE(t.offers[1].outcome, Outcome::Added);
        const std::vector<CodeLine> lines { CodeLine::Loop, CodeLine::TakeLowestF, CodeLine::IsGoal, CodeLine::Settle,
            CodeLine::ForNeighbour, CodeLine::NewCost, CodeLine::IfCheaper, CodeLine::Improve, CodeLine::PutInOpen,
            CodeLine::ForNeighbour, CodeLine::NewCost, CodeLine::IfCheaper, CodeLine::Improve, CodeLine::PutInOpen };
        QCOMPARE(t.lines, lines);
        // Both at f = 1 + 5 and h = 5: the one first in reading order, 1,0, goes first.
        const std::vector<OpenRow> open = a.openList();
        QCOMPARE(open.size(), std::size_t { 2 });
        QCOMPARE(open[0].cell, (Cell { 1, 0 }));
        QCOMPARE(open[0].f, 6.0);
        QCOMPARE(open[1].cell, (Cell { 0, 1 }));
        QCOMPARE(open[1].tie, Tie::ByReadingOrder);
        // The second step takes 1,0; its left neighbour, the start, is settled.
        a.step();
        QCOMPARE(*a.lastStep().taken, (Cell { 1, 0 }));
        QCOMPARE(a.lastStep().offers[0].cell, (Cell { 0, 0 }));
        QCOMPARE(a.lastStep().offers[0].outcome, Outcome::Settled);
        QCOMPARE(a.lastStep().lines.back(), CodeLine::PutInOpen); // its right neighbour went in last
    }

    void aSmallerGuessBreaksATieOfF()
    {
        const TestGrid g = drawn({
            "...",
            "...",
            "...",
        });
        // From the middle to the right corner below: right and down both have f = 2 and h = 1;
        // up and left have f = 4.
        WatchedSearch a(g.view(), optionsOf(Algorithm::AStar, Heuristic::Euclidean, Movement::Four, Edges::Closed),
            { 1, 1 }, { 2, 2 });
        a.step();
        const std::vector<OpenRow> open = a.openList();
        QCOMPARE(open.size(), std::size_t { 4 });
        QCOMPARE(open[0].cell, (Cell { 2, 1 })); // right: h 1, first in reading order of the two
        QCOMPARE(open[1].cell, (Cell { 1, 2 }));
        QCOMPARE(open[1].tie, Tie::ByReadingOrder);
        // Up (h sqrt 5) and left (h sqrt 5): f 1 + sqrt 5, the same key again.
        QCOMPARE(open[2].tie, Tie::None);
        QCOMPARE(open[3].tie, Tie::ByReadingOrder);
        const TestGrid row = drawn({
            "....",
            "....",
        });
        WatchedSearch b(row.view(), optionsOf(Algorithm::AStar, Heuristic::Manhattan, Movement::Four, Edges::Closed),
            { 0, 0 }, { 3, 0 });
        b.advance(2);
        // Taken: 0,0, then 1,0. Left: 2,0 (f 2 + 1), and at f 5 both 1,1 (h 3) and 0,1 (h 4):
        // the smaller guess, nearer the goal, first, though 0,1 comes first in reading order.
        const std::vector<OpenRow> tied = b.openList();
        QCOMPARE(tied.size(), std::size_t { 3 });
        QCOMPARE(tied[0].cell, (Cell { 2, 0 }));
        QCOMPARE(tied[1].cell, (Cell { 1, 1 }));
        QCOMPARE(tied[1].tie, Tie::None);
        QCOMPARE(tied[2].cell, (Cell { 0, 1 }));
        QCOMPARE(tied[2].tie, Tie::ByGuess);
    }

    void breadthFirstSearchSkipsWhatItReachedAndMarksStepsFoundInTurn()
    {
        const TestGrid g = drawn({
            "....",
            "....",
        });
        WatchedSearch bfs(g.view(), optionsOf(Algorithm::BreadthFirst, Heuristic::None, Movement::Four, Edges::Closed),
            { 0, 0 }, { 3, 1 });
        QCOMPARE(bfs.lastStep().lines, (std::vector<CodeLine> { CodeLine::StartQueue, CodeLine::StartReached }));
        bfs.step();
        bfs.step(); // takes 0,1 (down was found first): its right neighbour is new, its up one reached
        const StepTrace& t = bfs.lastStep();
        QCOMPARE(*t.taken, (Cell { 0, 1 }));
        QCOMPARE(t.offers[0].outcome, Outcome::Reached);
        QCOMPARE(t.lines.back(), CodeLine::Enqueue);
        const std::vector<OpenRow> open = bfs.openList();
        QCOMPARE(open.size(), std::size_t { 2 });
        QCOMPARE(open[0].cell, (Cell { 1, 0 }));
        QCOMPARE(open[1].cell, (Cell { 1, 1 }));
        QCOMPARE(open[1].g, 2.0);
        QCOMPARE(open[0].g, 1.0);
    }

    void withoutAnEarlyExitTheSearchGoesOnPastTheGoalToTheLastTile()
    {
        const TestGrid g = drawn({
            "......",
            "......",
        });
        for (Algorithm algorithm : { Algorithm::BreadthFirst, Algorithm::Dijkstra }) {
            WatchedSearch early(g.view(), optionsOf(algorithm, Heuristic::None, Movement::Four, Edges::Closed),
                { 0, 0 }, { 1, 0 }, true);
            early.finish();
            QCOMPARE(early.lastStep().lines.back(), CodeLine::ReturnWay);
            WatchedSearch all(g.view(), optionsOf(algorithm, Heuristic::None, Movement::Four, Edges::Closed), { 0, 0 },
                { 1, 0 }, false);
            all.finish();
            QVERIFY(all.found());
            QCOMPARE(all.settled(), 12);
            QVERIFY(early.settled() < 12);
            QCOMPARE(all.path().cells, early.path().cells);
            QCOMPARE(all.lastStep().lines.back(), CodeLine::ReturnWay);
            QCOMPARE(lineIndex(all.program(), CodeLine::IsGoal), -1);
        }
    }

    void aBatchOfStepsTellsItsLastStepAsASingleStepWould()
    {
        const TestGrid g = drawn({
            ".......",
            ".##.#..",
            "...#...",
        });
        const SearchOptions o = optionsOf(Algorithm::AStar, Heuristic::Manhattan, Movement::Four, Edges::Closed);
        for (int batch = 1; batch < 30; ++batch) {
            WatchedSearch one(g.view(), o, { 0, 2 }, { 6, 2 });
            WatchedSearch many(g.view(), o, { 0, 2 }, { 6, 2 });
            for (int i = 0; i < batch; ++i) one.step();
            QCOMPARE(many.advance(batch), std::min(batch, one.steps()));
            QCOMPARE(many.lastStep().lines, one.lastStep().lines);
            QCOMPARE(many.lastStep().taken, one.lastStep().taken);
        }
    }

    void theBidirectionalSearchTellsWhereTheSidesMet()
    {
        const TestGrid g = drawn({
            "........",
        });
        WatchedSearch both(g.view(),
            optionsOf(Algorithm::Bidirectional, Heuristic::None, Movement::Four, Edges::Closed), { 0, 0 }, { 7, 0 });
        bool met = false;
        while (both.step()) {
            if (both.lastStep().met) {
                met = true;
                QCOMPARE(both.lastStep().lines.back(), CodeLine::MeetUpdate);
                QCOMPARE(both.meeting(), both.lastStep().met);
            }
        }
        QVERIFY(met);
        QCOMPARE(both.path().cost, 7.0);
        QCOMPARE(both.lastStep().lines.back(), CodeLine::ReturnMeeting);
    }

    void jumpPointSearchTellsEachRunAndWhereItStopped()
    {
        const TestGrid g = drawn({
            "......",
            "..#...",
            "......",
        });
        WatchedSearch jps(g.view(), optionsOf(Algorithm::JumpPoint, Heuristic::None, Movement::Eight, Edges::Closed),
            { 0, 2 }, { 5, 0 });
        QVERIFY(jps.jumps());
        QCOMPARE(jps.algorithm(), Algorithm::JumpPoint);
        jps.step();
        const StepTrace& t = jps.lastStep();
        QCOMPARE(t.offers.size(), jps.runsOfLastStep());
        QCOMPARE(jps.runsOfLastStep(), jps.runs().size());
        bool wall = false;
        bool added = false;
        for (const Offer& o : t.offers) {
            wall = wall || o.outcome == Outcome::Wall;
            added = added || o.outcome == Outcome::Added;
        }
        QVERIFY(wall); // left and down from 0,2 run into the edge at once
        QVERIFY(added); // right, the run stops beside the wall's corner
        QVERIFY(jps.lookedAt() > jps.settled());
        jps.finish();
        QVERIFY(jps.found());
        QCOMPARE(jps.lastStep().lines.back(), CodeLine::ReturnWay);
    }

    void jumpPointSearchOnATunnellingMazeRunsAStarAndSaysSo()
    {
        const TestGrid g = drawn({ "....", "#..#" }, Edges::Wrap);
        WatchedSearch jps(g.view(), optionsOf(Algorithm::JumpPoint, Heuristic::None, Movement::Four, Edges::Wrap),
            { 0, 0 }, { 3, 0 });
        QVERIFY(jps.fellBack());
        QCOMPARE(jps.algorithm(), Algorithm::AStar);
        jps.finish();
        QCOMPARE(jps.path().cost, 1.0); // over the edge
    }

    void breadthFirstSearchCostsItsWayWithTheWeightsItIgnored()
    {
        const TestGrid g = drawn({
            ".....",
            ".999.",
            ".....",
        });
        WatchedSearch bfs(g.view(), optionsOf(Algorithm::BreadthFirst, Heuristic::None, Movement::Four, Edges::Closed),
            { 0, 1 }, { 4, 1 });
        bfs.finish();
        QCOMPARE(bfs.path().steps(), 4);
        QCOMPARE(bfs.path().cost, 1.0 + 9 + 9 + 9); // straight through the forest
        WatchedSearch dijkstra(g.view(), optionsOf(Algorithm::Dijkstra, Heuristic::None, Movement::Four, Edges::Closed),
            { 0, 1 }, { 4, 1 });
        dijkstra.finish();
        QCOMPARE(dijkstra.path().cost, 6.0); // round it
    }

    void everyProgramIsTenToTwentyLinesEachLineOnce()
    {
        for (Algorithm a : { Algorithm::BreadthFirst, Algorithm::Dijkstra, Algorithm::AStar, Algorithm::BestFirst,
                 Algorithm::Bidirectional, Algorithm::JumpPoint }) {
            for (bool earlyExit : { true, false }) {
                const std::vector<ProgramLine> p = program(a, earlyExit);
                QVERIFY(p.size() >= 10 && p.size() <= 20);
                for (std::size_t i = 0; i < p.size(); ++i) QCOMPARE(lineIndex(p, p[i].line), static_cast<int>(i));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TstWatchedSearch)
#include "tst_watchedsearch.moc"

#include "path/movingai.h"
#include "path/pathfinder.h"
#include "path/subgoalgraph.h"
#include "random/random.h"

#include "testgrid.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <queue>
#include <sstream>
#include <string>

using namespace mazeworks;
using test::drawn;
using test::referenceCosts;
using test::TestGrid;

namespace {

// Whether a path's cells are steps allowed on the grid from `from` to `to`, and what they cost.
bool stepsAllowed(const TestGrid& g, Movement movement, const Path& p, Cell from, Cell to, double& cost)
{
    cost = test::stepsCost(g, movement, p.cells, from, to);
    return cost >= 0;
}

std::string slurp(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The tiles of a way given as waypoints: each pair walked as a straight or diagonal run; empty if
// a pair is neither.
std::vector<Cell> tilesOf(const std::vector<Cell>& waypoints)
{
    std::vector<Cell> tiles;
    for (std::size_t i = 0; i < waypoints.size(); ++i) {
        if (i == 0) {
            tiles.push_back(waypoints[0]);
            continue;
        }
        const int dx = waypoints[i].col - waypoints[i - 1].col;
        const int dy = waypoints[i].row - waypoints[i - 1].row;
        if ((dx == 0 && dy == 0) || (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy))) return {};
        const int sx = (dx > 0) - (dx < 0);
        const int sy = (dy > 0) - (dy < 0);
        for (Cell c = waypoints[i - 1]; c != waypoints[i];) {
            c.col += sx;
            c.row += sy;
            tiles.push_back(c);
        }
    }
    return tiles;
}

// Every way the graph finds from `from` to each tile, against the reference: none where there is
// none, else steps allowed on the grid, whose cost and the cost the graph gives are the
// reference's; and the same way as waypoints, runs in a line between them along allowed steps
// at that cost (on a map that wraps round, every tile). Empty when all agree; else the first
// that does not, in words.
QString firstWrongWay(SubgoalGraph& graph, const TestGrid& g, Movement movement, Cell from)
{
    const std::vector<double> costs = referenceCosts(g, movement, from);
    for (int b = 0; b < g.width * g.height; ++b) {
        const Cell to { b % g.width, b / g.width };
        const Path p = graph.find(from, to);
        const Path w = graph.findWaypoints(from, to);
        const double expected = costs[static_cast<std::size_t>(b)];
        if (expected == kInfinity && !p.found() && !w.found()) continue;
        double cost = -1;
        double waypointsCost = -1;
        const std::vector<Cell> tiles = g.edges == Edges::Wrap ? w.cells : tilesOf(w.cells);
        if (expected != kInfinity && stepsAllowed(g, movement, p, from, to, cost) && std::abs(cost - expected) < 1e-9
            && std::abs(p.cost - expected) < 1e-9
            && (waypointsCost = test::stepsCost(g, movement, tiles, from, to)) >= 0
            && std::abs(waypointsCost - expected) < 1e-9 && std::abs(w.cost - expected) < 1e-9
            && w.visited == p.visited)
            continue;
        return QString("%1 x %2, %3 directions, %4,%5 to %6,%7: %8 (its steps %9, as waypoints %10 and %11) against "
                       "%12")
            .arg(g.width)
            .arg(g.height)
            .arg(movement == Movement::Eight ? 8 : 4)
            .arg(from.col)
            .arg(from.row)
            .arg(to.col)
            .arg(to.row)
            .arg(p.found() ? p.cost : kInfinity)
            .arg(cost)
            .arg(w.found() ? w.cost : kInfinity)
            .arg(waypointsCost)
            .arg(expected);
    }
    return QString();
}

QString movingAiDirectory()
{
    QString dir = QStringLiteral(MAZEWORKS_SHARED "/data/movingai/");
    if (qEnvironmentVariableIsSet("MAZEWORKS_MOVINGAI")) dir = qEnvironmentVariable("MAZEWORKS_MOVINGAI") + "/";
    return dir;
}

} // namespace

class TstSubgoalGraph : public QObject {
    Q_OBJECT

private slots:
    void theSubgoalsAreTheOpenCellsAtTheWallsConvexCorners()
    {
        const TestGrid g = drawn({
            "........",
            "..##....",
            "..##....",
            "........",
            "......#.",
        });
        const SubgoalGraph graph(g.width, g.height, g.open.data(), Movement::Eight);
        const std::vector<Cell> subgoals = graph.subgoals();
        // Around the block, one a corner; beside the single wall, its four corners but the
        // one off the map.
        const std::vector<Cell> expected { { 1, 0 }, { 4, 0 }, { 1, 3 }, { 4, 3 }, { 5, 3 }, { 7, 3 } };
        QCOMPARE(subgoals, expected);
        const std::vector<Cell> four = SubgoalGraph(g.width, g.height, g.open.data(), Movement::Four).subgoals();
        QCOMPARE(four, expected);
    }

    void anOpenMapHasNoSubgoalAndEveryWayIsStraight()
    {
        const TestGrid g = drawn({
            "......",
            "......",
            "......",
        });
        SubgoalGraph graph(g.width, g.height, g.open.data(), Movement::Eight);
        QVERIFY(graph.subgoals().empty());
        const Path p = graph.find({ 0, 0 }, { 5, 2 });
        QCOMPARE(p.cost, 3 + 2 * kSqrt2);
        QCOMPARE(p.cells.size(), std::size_t { 6 });
        QCOMPARE(p.visited, 0);
        // As waypoints (the competition's form of a way): the start, where the diagonal run
        // ends, and the goal.
        const Path w = graph.findWaypoints({ 0, 0 }, { 5, 2 });
        QCOMPARE(w.cells, (std::vector<Cell> { { 0, 0 }, { 2, 2 }, { 5, 2 } }));
        QCOMPARE(w.cost, 3 + 2 * kSqrt2);
    }

    void aWayAsWaypointsGivesWhereItBendsAndRunsInALineBetween()
    {
        // Round a wall: fewer points than tiles, which are find's tiles.
        const TestGrid g = drawn({
            ".......",
            ".#####.",
            ".#.....",
            ".#.###.",
            ".......",
        });
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m);
            const Path tiles = graph.find({ 2, 2 }, { 0, 0 });
            const Path w = graph.findWaypoints({ 2, 2 }, { 0, 0 });
            QCOMPARE(w.cost, tiles.cost);
            QCOMPARE(tilesOf(w.cells), tiles.cells);
            QVERIFY2(w.cells.size() <= 5 && w.cells.size() < tiles.cells.size(),
                qPrintable(QString("%1 waypoints, %2 tiles").arg(w.cells.size()).arg(tiles.cells.size())));
        }
    }

    void aWayRoundAWallBendsAtItsCorners()
    {
        const TestGrid g = drawn({
            ".....",
            ".###.",
            ".#...",
            ".#.#.",
            ".....",
        });
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m);
            const Path p = graph.find({ 2, 2 }, { 0, 0 });
            double cost = 0;
            QVERIFY(stepsAllowed(g, m, p, { 2, 2 }, { 0, 0 }, cost));
            QCOMPARE(p.cost, cost);
            QCOMPARE(p.cost, referenceCosts(g, m, { 2, 2 })[0]);
            QVERIFY(p.visited > 0);
        }
    }

    void aRunTooLongToKeepAlongADiagonalIsStillFollowedToItsSubgoal()
    {
        // A street 33,000 tiles long and three wide, one wall near its far end:
        //   .........#.........
        //   ...................
        //   ...................
        // From the near end the only subgoal in reach lies 32,989 tiles away, a run longer than
        // the clearances kept along a diagonal hold.
        TestGrid g;
        g.width = 33000;
        g.height = 3;
        g.open.assign(static_cast<std::size_t>(g.width * g.height), 1);
        g.weights.assign(g.open.size(), 1);
        g.open[32990] = 0;
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m);
            const std::vector<double> costs = referenceCosts(g, m, { 0, 0 });
            for (const Cell to : { Cell { 32999, 0 }, Cell { 32995, 1 }, Cell { 32991, 0 } }) {
                const Path p = graph.find({ 0, 0 }, to);
                double cost = 0;
                QVERIFY(stepsAllowed(g, m, p, { 0, 0 }, to, cost));
                QCOMPARE(p.cost, cost);
                QCOMPARE(p.cost, costs[static_cast<std::size_t>(to.row * g.width + to.col)]);
            }
        }
    }

    void noWayLeadsIntoAWalledRoomNorFromAWall()
    {
        const TestGrid g = drawn({
            "...#...",
            "...#.#.",
            "...#...",
        });
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m);
            QVERIFY(!graph.find({ 0, 0 }, { 6, 2 }).found());
            QVERIFY(!graph.find({ 3, 0 }, { 0, 0 }).found());
            QVERIFY(!graph.find({ 0, 0 }, { 5, 1 }).found());
            QVERIFY(!graph.find({ 0, 0 }, { 9, 9 }).found());
            QCOMPARE(graph.find({ 4, 1 }, { 4, 1 }).cost, 0.0);
        }
    }

    void everyWayOnTinyMapsIsAsCheapAsDijkstrasAndMayBeTaken()
    {
        // Small maps at random, every pair of cells, both ways of moving: a bug in how far the
        // runs go would show here, on the rim, in a room of one cell or along a corridor.
        Random random(35);
        int compared = 0;
        for (int map = 0; map < 400; ++map) {
            TestGrid g;
            g.width = 1 + static_cast<int>(random.below(7));
            g.height = 1 + static_cast<int>(random.below(7));
            const double walls = 0.05 * static_cast<double>(random.below(9));
            for (int i = 0; i < g.width * g.height; ++i) g.open.push_back(random.chance(walls) ? 0 : 1);
            for (const Movement m : { Movement::Eight, Movement::Four }) {
                SubgoalGraph graph(g.width, g.height, g.open.data(), m);
                for (int a = 0; a < g.width * g.height; ++a) {
                    const QString wrong = firstWrongWay(graph, g, m, { a % g.width, a / g.width });
                    QVERIFY2(wrong.isEmpty(), qPrintable(QString("map %1, ").arg(map) + wrong));
                    compared += g.width * g.height;
                }
            }
        }
        QVERIFY(compared > 10000);
    }

    void theSubgoalsRoundASingleWallAllLeaveTheCoreAndTheWaysPastItStayCheapest()
    {
        // Four subgoals round the wall in the middle, each joined to the two beside it, and one
        // more by the wall in the corner. Each pair of neighbours of a subgoal meets as cheaply
        // round the other side of the wall, or straight: every subgoal is taken out with no
        // shortcut, and a query searches upwards only.
        const TestGrid g = drawn({
            ".........",
            ".........",
            "....#....",
            ".........",
            "........#",
        });
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m);
            const std::vector<Cell> expected { { 3, 1 }, { 5, 1 }, { 3, 3 }, { 5, 3 }, { 7, 3 } };
            QCOMPARE(graph.subgoals(), expected);
            QCOMPARE(graph.coreSize(), 0);
            for (int a = 0; a < g.width * g.height; ++a) {
                const Cell from { a % g.width, a / g.width };
                if (!g.isOpen(from.col, from.row)) continue;
                const std::vector<double> costs = referenceCosts(g, m, from);
                for (int b = 0; b < g.width * g.height; ++b) {
                    const Cell to { b % g.width, b / g.width };
                    if (!g.isOpen(to.col, to.row)) continue;
                    const Path p = graph.find(from, to);
                    double cost = 0;
                    QVERIFY(stepsAllowed(g, m, p, from, to, cost));
                    QVERIFY(std::abs(p.cost - costs[static_cast<std::size_t>(b)]) < 1e-9);
                }
            }
        }
    }

    void onWallsStrewnEverywhereTheHierarchyTakesOutMostSubgoalsAndEveryWayStaysCheapest()
    {
        // Single walls at random over open ground, as on random512-10-0: a subgoal at nearly
        // every wall, with six or so edges each. The hierarchy takes out those of up to six
        // edges, and every way from a few cells to every other is as cheap as Dijkstra's.
        Random random(512);
        for (int map = 0; map < 12; ++map) {
            TestGrid g;
            g.width = 24 + static_cast<int>(random.below(17));
            g.height = 24 + static_cast<int>(random.below(17));
            for (int i = 0; i < g.width * g.height; ++i) g.open.push_back(random.chance(0.1) ? 0 : 1);
            for (const Movement m : { Movement::Eight, Movement::Four }) {
                SubgoalGraph graph(g.width, g.height, g.open.data(), m);
                const int subgoals = static_cast<int>(graph.subgoals().size());
                QVERIFY2(4 * graph.coreSize() < 3 * subgoals,
                    qPrintable(QString("map %1: %2 of %3 subgoals left in the core")
                                   .arg(map)
                                   .arg(graph.coreSize())
                                   .arg(subgoals)));
                for (int source = 0; source < 6; ++source) {
                    const int a = static_cast<int>(random.below(static_cast<std::uint64_t>(g.width * g.height)));
                    const QString wrong = firstWrongWay(graph, g, m, { a % g.width, a / g.width });
                    QVERIFY2(wrong.isEmpty(), qPrintable(QString("map %1, ").arg(map) + wrong));
                }
            }
        }
    }

    void inAStreetBetweenWallsAtFortyFiveDegreesEverySubgoalLeavesTheCoreAndEveryWayStaysCheapest()
    {
        // A street of Berlin_0_512 between two buildings whose walls run at 45 degrees: a
        // subgoal at every step of each wall, each joined to a dozen across the street, so the
        // hierarchy takes every subgoal out (open ground) and a query searches upwards only,
        // from both ends. Every way from every cell to every other is as cheap as Dijkstra's.
        const TestGrid g = drawn({
            "............############",
            ".............###########",
            "..............##########",
            "...............#########",
            "................########",
            ".................#######",
            "..................######",
            "...................#####",
            "....................####",
            ".....................###",
            "......................##",
            ".......................#",
            "........................",
            "........................",
            "#.......................",
            "##......................",
            "###.....................",
            "####....................",
            "#####...................",
            "######..................",
            "#######.................",
            "########................",
            "#########...............",
            "##########..............",
        });
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m);
            QVERIFY(graph.edgeCount() >= 12 * graph.subgoals().size());
            QCOMPARE(graph.coreSize(), 0);
            for (int a = 0; a < g.width * g.height; ++a) {
                const QString wrong = firstWrongWay(graph, g, m, { a % g.width, a / g.width });
                QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            }
        }
    }

    void onAMapThatWrapsRoundTheWayOverTheEdgeIsTakenWhereItIsCheaper()
    {
        // A maze's tunnel: the middle row is open at both ends, and the map wraps round.
        const TestGrid g = drawn(
            {
                "#########",
                "#.......#",
                "....#....",
                "#.......#",
                "#########",
            },
            Edges::Wrap);
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m, true);
            // The tunnel's two mouths are subgoals, joined by one step.
            const std::vector<Cell> subgoals = graph.subgoals();
            const auto left = std::find(subgoals.begin(), subgoals.end(), Cell { 0, 2 });
            const auto right = std::find(subgoals.begin(), subgoals.end(), Cell { 8, 2 });
            QVERIFY(left != subgoals.end() && right != subgoals.end());
            const int a = static_cast<int>(left - subgoals.begin());
            const int b = static_cast<int>(right - subgoals.begin());
            QVERIFY(graph.crosses(a, b) && graph.crosses(b, a));
            QCOMPARE(graph.edgeCost(a, b), 1.0);
            // Mouth to mouth: one step over the edge, not eight round the wall.
            Path p = graph.find({ 0, 2 }, { 8, 2 });
            QCOMPARE(p.cost, 1.0);
            QCOMPARE(p.cells, (std::vector<Cell> { { 0, 2 }, { 8, 2 } }));
            // Either side of the wall in the middle: out through the tunnel, three steps.
            p = graph.find({ 1, 2 }, { 7, 2 });
            QCOMPARE(p.cost, 3.0);
            QCOMPARE(p.cells, (std::vector<Cell> { { 1, 2 }, { 0, 2 }, { 8, 2 }, { 7, 2 } }));
            // Where the way round is shorter, it is still taken: four steps over the wall.
            p = graph.find({ 3, 2 }, { 5, 2 });
            QCOMPARE(p.cost, 4.0);
            QCOMPARE(p.cells.size(), std::size_t { 5 });
            QVERIFY(std::all_of(p.cells.begin(), p.cells.end(), [](Cell c) { return c.col >= 3 && c.col <= 5; }));
            // The same map closed: no tunnel, the way round the wall.
            SubgoalGraph closed(g.width, g.height, g.open.data(), m);
            QCOMPARE(closed.find({ 0, 2 }, { 8, 2 }).cost, m == Movement::Eight ? 6 + 2 * kSqrt2 : 10.0);
        }
    }

    void everyWayOnTinyMapsThatWrapRoundIsAsCheapAsDijkstrasAndMayBeTaken()
    {
        // As on the closed maps, with steps over every edge: open rims, tunnels, diagonals over
        // a corner of the map.
        Random random(36);
        int compared = 0;
        int crossed = 0;
        for (int map = 0; map < 300; ++map) {
            TestGrid g;
            g.width = 1 + static_cast<int>(random.below(7));
            g.height = 1 + static_cast<int>(random.below(7));
            g.edges = Edges::Wrap;
            const double walls = 0.05 * static_cast<double>(random.below(9));
            for (int i = 0; i < g.width * g.height; ++i) g.open.push_back(random.chance(walls) ? 0 : 1);
            const TestGrid closed = [&] {
                TestGrid c = g;
                c.edges = Edges::Closed;
                return c;
            }();
            for (const Movement m : { Movement::Eight, Movement::Four }) {
                SubgoalGraph graph(g.width, g.height, g.open.data(), m, true);
                for (int a = 0; a < g.width * g.height; ++a) {
                    const Cell from { a % g.width, a / g.width };
                    const QString wrong = firstWrongWay(graph, g, m, from);
                    QVERIFY2(wrong.isEmpty(), qPrintable(QString("map %1, ").arg(map) + wrong));
                    const std::vector<double> costs = referenceCosts(g, m, from);
                    const std::vector<double> closedCosts = referenceCosts(closed, m, from);
                    for (std::size_t b = 0; b < costs.size(); ++b) crossed += costs[b] < closedCosts[b] - 1e-9;
                    compared += g.width * g.height;
                }
            }
        }
        QVERIFY(compared > 10000);
        // The edges mattered: many of those ways are cheaper over them.
        QVERIFY(crossed > compared / 10);
    }

    void onLargerMapsThatWrapRoundTheHierarchyKeepsEveryWayCheapest()
    {
        // Maps of 20 to 40 tiles a side wrapping round, walls strewn or thick: the crossings go
        // into the hierarchy with the rest, and ways that cross an edge, or two, stay cheapest.
        Random random(4040);
        for (int map = 0; map < 16; ++map) {
            TestGrid g;
            g.width = 20 + static_cast<int>(random.below(21));
            g.height = 20 + static_cast<int>(random.below(21));
            g.edges = Edges::Wrap;
            const double walls = 0.1 + 0.05 * static_cast<double>(random.below(5));
            for (int i = 0; i < g.width * g.height; ++i) g.open.push_back(random.chance(walls) ? 0 : 1);
            for (const Movement m : { Movement::Eight, Movement::Four }) {
                SubgoalGraph graph(g.width, g.height, g.open.data(), m, true);
                for (int source = 0; source < 5; ++source) {
                    const int a = static_cast<int>(random.below(static_cast<std::uint64_t>(g.width * g.height)));
                    const QString wrong = firstWrongWay(graph, g, m, { a % g.width, a / g.width });
                    QVERIFY2(wrong.isEmpty(), qPrintable(QString("map %1, ").arg(map) + wrong));
                }
            }
        }
    }

    void theFinderRunsItOnlyWhereEveryCellCostsTheSameAndNoCornerIsCut()
    {
        const TestGrid plain = drawn({
            "....",
            ".#..",
            "....",
        });
        SearchOptions options = test::optionsOf(Algorithm::Subgoal, Heuristic::Octile, Movement::Eight, Edges::Closed);
        PathFinder finder(plain.view(), options);
        QCOMPARE(finder.algorithm(), Algorithm::Subgoal);
        QVERIFY(finder.subgoalGraph() != nullptr);
        QVERIFY(finder.preprocessBytes() > 0);
        QCOMPARE(finder.find({ 0, 0 }, { 3, 2 }).cost, referenceCosts(plain, Movement::Eight, { 0, 0 })[11]);
        const TestGrid heavy = drawn({
            "..9.",
            ".#..",
            "....",
        });
        PathFinder weighted(heavy.view(), options);
        QCOMPARE(weighted.algorithm(), Algorithm::AStar);
        QCOMPARE(weighted.preprocessBytes(), std::size_t { 0 });
        options.corners = Corners::Always;
        QCOMPARE(PathFinder(plain.view(), options).algorithm(), Algorithm::AStar);
        QCOMPARE(algorithmName(Algorithm::Subgoal), std::string_view("subgoal"));
        // Over the edges of a map that wraps round too, unlike jump point search.
        TestGrid tunnel = drawn({
            "####",
            "....",
            "####",
        });
        tunnel.edges = Edges::Wrap;
        options.corners = Corners::Never;
        PathFinder wrapping(tunnel.view(), options);
        QCOMPARE(wrapping.algorithm(), Algorithm::Subgoal);
        QCOMPARE(wrapping.find({ 0, 1 }, { 3, 1 }).cost, 1.0);
    }

    void autoChoosesTheGraphInCorridorsOnlyWhenTheQueriesPayForIt()
    {
        const TestGrid corridors = drawn({
            "#########",
            "#.......#",
            "#.#####.#",
            "#.#...#.#",
            "#.#.#.#.#",
            "#...#...#",
            "#########",
        });
        const SearchOptions eight
            = test::optionsOf(Algorithm::AStar, Heuristic::Octile, Movement::Eight, Edges::Closed);
        QVERIFY(chooseOptimal(corridors.view(), eight) != Algorithm::Subgoal);
        QVERIFY(chooseOptimal(corridors.view(), eight, 1) != Algorithm::Subgoal);
        QCOMPARE(chooseOptimal(corridors.view(), eight, 2), Algorithm::Subgoal);
        // Open ground: jump point search needs no graph, however many the queries.
        const TestGrid open = drawn({
            "..........",
            "..........",
            "..........",
        });
        QVERIFY(chooseOptimal(open.view(), eight, 100000) != Algorithm::Subgoal);
        // Corners cut: no subgoal graph for that rule.
        SearchOptions cutting = eight;
        cutting.corners = Corners::Always;
        QCOMPARE(chooseOptimal(corridors.view(), cutting, 100000), Algorithm::AStar);
    }

    void autoChoosesTheGraphOnAWrappingMazeForManyQueries()
    {
        // A game's maze whose tunnel leads over the edges: no jump point search there, so A*
        // unless there are queries enough for the graph to pay for itself.
        const TestGrid maze = drawn(
            {
                "#########",
                "#.......#",
                "#.#####.#",
                "....#....",
                "#.#.#.#.#",
                "#...#...#",
                "#########",
            },
            Edges::Wrap);
        const SearchOptions four = test::optionsOf(Algorithm::AStar, Heuristic::Manhattan, Movement::Four, Edges::Wrap);
        QCOMPARE(chooseOptimal(maze.view(), four), Algorithm::AStar);
        QCOMPARE(chooseOptimal(maze.view(), four, 255), Algorithm::AStar);
        QCOMPARE(chooseOptimal(maze.view(), four, 256), Algorithm::Subgoal);
        const SearchOptions eight = test::optionsOf(Algorithm::AStar, Heuristic::Octile, Movement::Eight, Edges::Wrap);
        QCOMPARE(chooseOptimal(maze.view(), eight, 1000), Algorithm::Subgoal);
        // And what it chooses finds the way through the tunnel: three steps over the edge
        // between the tiles either side of the middle wall, not ten round by the top.
        SearchOptions chosen = four;
        chosen.algorithm = chooseOptimal(maze.view(), four, 1000);
        PathFinder finder(maze.view(), chosen);
        QCOMPARE(finder.algorithm(), Algorithm::Subgoal);
        QCOMPARE(finder.find({ 1, 3 }, { 7, 3 }).cost, 3.0);
        // Open ground that wraps: the graph would take long to work out; A* it stays.
        const TestGrid open = drawn(
            {
                "..........",
                "..........",
                "..........",
            },
            Edges::Wrap);
        QCOMPARE(chooseOptimal(open.view(), four, 100000), Algorithm::AStar);
        // Weights: no graph for them either.
        TestGrid weighted = maze;
        weighted.weights[10] = 3;
        QCOMPARE(chooseOptimal(weighted.view(), four, 100000), Algorithm::AStar);
    }

    void everyMovingAiScenarioGetsItsOptimalLength()
    {
        const QString dir = movingAiDirectory();
        if (!QFile::exists(dir + "arena.map")) QSKIP("no Moving AI data beside the project");
        for (const char* name : { "arena.map", "arena2.map", "rmtst01.map", "8room_000.map", "maze512-1-0.map",
                 "random512-10-0.map", "Berlin_0_512.map", "AcrosstheCape.map" }) {
            const GridMapResult map = readMovingAiMap(slurp(dir + name));
            QVERIFY(!map.error);
            const ScenarioResult scen = readScenarios(slurp(dir + name + ".scen"), map.map.width, map.map.height, name);
            QVERIFY(!scen.error);
            SubgoalGraph graph(map.map.width, map.map.height, map.map.open.data(), Movement::Eight);
            TestGrid grid;
            grid.width = map.map.width;
            grid.height = map.map.height;
            grid.open = map.map.open;
            // Every 5th query (the maze's: every 50th), enough of every length in a test's time.
            const std::size_t stride = std::string(name).find("maze") != std::string::npos ? 50 : 5;
            for (std::size_t i = 0; i < scen.scenarios.size(); i += stride) {
                const Scenario& s = scen.scenarios[i];
                const Path p = graph.findWaypoints(s.start, s.goal);
                QVERIFY2(matchesOptimal(s, p.found() ? p.cost : -1.0),
                    qPrintable(QString("%1 line %2: %3 against %4").arg(name).arg(s.line).arg(p.cost).arg(s.optimal)));
                // Runs in a line between the waypoints, over open tiles, cutting no corner.
                const double walked
                    = p.found() ? test::stepsCost(grid, Movement::Eight, tilesOf(p.cells), s.start, s.goal) : -1.0;
                QVERIFY2(!p.found() || std::abs(walked - p.cost) < 1e-6,
                    qPrintable(QString("%1 line %2: its waypoints walked cost %3").arg(name).arg(s.line).arg(walked)));
            }
        }
    }

    void withFourDirectionsTheScenariosCostWhatAStarFinds()
    {
        const QString dir = movingAiDirectory();
        if (!QFile::exists(dir + "arena2.map")) QSKIP("no Moving AI data beside the project");
        for (const char* name : { "arena2.map", "8room_000.map", "random512-10-0.map" }) {
            const GridMapResult map = readMovingAiMap(slurp(dir + name));
            QVERIFY(!map.error);
            const ScenarioResult scen = readScenarios(slurp(dir + name + ".scen"), map.map.width, map.map.height, name);
            QVERIFY(!scen.error);
            const GridView view { map.map.width, map.map.height, map.map.open.data(), nullptr, Edges::Closed };
            PathFinder astar(
                view, test::optionsOf(Algorithm::AStar, Heuristic::Manhattan, Movement::Four, Edges::Closed));
            SubgoalGraph graph(map.map.width, map.map.height, map.map.open.data(), Movement::Four);
            for (std::size_t i = 0; i < scen.scenarios.size(); i += 10) {
                const Scenario& s = scen.scenarios[i];
                const Path expected = astar.find(s.start, s.goal);
                const Path p = graph.find(s.start, s.goal);
                QCOMPARE(p.found(), expected.found());
                QVERIFY2(std::abs(p.cost - expected.cost) < 1e-9,
                    qPrintable(
                        QString("%1 line %2: %3 against %4").arg(name).arg(s.line).arg(p.cost).arg(expected.cost)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TstSubgoalGraph)
#include "tst_subgoalgraph.moc"

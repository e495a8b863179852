#include "path/gridsearch.h"
#include "path/jumppointsearch.h"
#include "path/movingai.h"
#include "path/pathfinder.h"
#include "random/random.h"

#include "testgrid.h"

#include <QtTest>

#include <cmath>
#include <fstream>
#include <sstream>
#include <string_view>

using namespace mazeworks;
using test::drawn;
using test::TestGrid;

namespace {

// The reference: the cheapest cost from one cell to every cell, by relaxing every step until
// nothing changes, with the rules written out again here, apart from the code under test.
std::vector<double> referenceCosts(const TestGrid& g, Movement movement, Corners corners, bool weighted, Cell from)
{
    const std::size_t size = g.open.size();
    std::vector<double> cost(size, kInfinity);
    cost[static_cast<std::size_t>(from.row * g.width + from.col)] = 0;
    const bool wrap = g.edges == Edges::Wrap;
    auto wrapped = [&](int v, int n, int& out) {
        if (v < 0 || v >= n) {
            if (!wrap) return false;
            v = (v + n) % n;
        }
        out = v;
        return true;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (int row = 0; row < g.height; ++row) {
            for (int col = 0; col < g.width; ++col) {
                const double here = cost[static_cast<std::size_t>(row * g.width + col)];
                if (here == kInfinity) continue;
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        if (dx == 0 && dy == 0) continue;
                        const bool diagonal = dx != 0 && dy != 0;
                        if (diagonal && movement == Movement::Four) continue;
                        int c = 0;
                        int r = 0;
                        if (!wrapped(col + dx, g.width, c) || !wrapped(row + dy, g.height, r) || !g.isOpen(c, r))
                            continue;
                        if (diagonal) {
                            const int blocked = !g.isOpen(c, row) + !g.isOpen(col, r);
                            if (corners == Corners::Never && blocked > 0) continue;
                            if (corners == Corners::OneObstacle && blocked > 1) continue;
                        }
                        const double w = weighted ? g.weights[static_cast<std::size_t>(r * g.width + c)] : 1.0;
                        const double next = here + w * (diagonal ? kSqrt2 : 1.0);
                        double& there = cost[static_cast<std::size_t>(r * g.width + c)];
                        if (next < there - 1e-9) {
                            there = next;
                            changed = true;
                        }
                    }
                }
            }
        }
    }
    return cost;
}

// The fewest steps, as breadth-first search counts them (the cost of the fewest steps is not
// unique with 8 directions: only their number is).
std::vector<int> referenceSteps(const TestGrid& g, Movement movement, Corners corners, Cell from)
{
    TestGrid unit = g;
    std::fill(unit.weights.begin(), unit.weights.end(), 1);
    // With 8 directions a diagonal costs as much as a straight step when counting steps.
    const std::vector<double> straightOnly = referenceCosts(unit, Movement::Four, corners, false, from);
    if (movement == Movement::Four) {
        std::vector<int> steps;
        for (double c : straightOnly) steps.push_back(c == kInfinity ? -1 : static_cast<int>(std::lround(c)));
        return steps;
    }
    // Breadth first over the eight ways, written out.
    std::vector<int> steps(g.open.size(), -1);
    std::vector<Cell> now { from };
    steps[static_cast<std::size_t>(from.row * g.width + from.col)] = 0;
    for (int d = 1; !now.empty(); ++d) {
        std::vector<Cell> next;
        for (Cell c : now) {
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    if (dx == 0 && dy == 0) continue;
                    int col = c.col;
                    int row = c.row;
                    if (stepAllowed(g.view(), corners, c.col, c.row, dx, dy, col, row)
                        && steps[static_cast<std::size_t>(row * g.width + col)] < 0) {
                        steps[static_cast<std::size_t>(row * g.width + col)] = d;
                        next.push_back({ col, row });
                    }
                }
            }
        }
        now = std::move(next);
    }
    return steps;
}

// Whether every step of the way is one the rules allow, from `from` to `to`.
bool aWayOnTheGrid(const TestGrid& g, const SearchOptions& options, const Path& p, Cell from, Cell to)
{
    if (p.cells.front() != from || p.cells.back() != to) return false;
    for (std::size_t i = 1; i < p.cells.size(); ++i) {
        bool ok = false;
        for (int dy = -1; dy <= 1 && !ok; ++dy) {
            for (int dx = -1; dx <= 1 && !ok; ++dx) {
                if ((dx == 0 && dy == 0) || (options.movement == Movement::Four && dx != 0 && dy != 0)) continue;
                int col = 0;
                int row = 0;
                ok = stepAllowed(g.view(), options.corners, p.cells[i - 1].col, p.cells[i - 1].row, dx, dy, col, row)
                    && Cell { col, row } == p.cells[i];
            }
        }
        if (!ok) return false;
    }
    return true;
}

struct Config {
    Algorithm algorithm;
    Heuristic heuristic;
    double weight = 1.0;
};

// Every search with every guess that keeps it optimal, and the two that do not promise it.
std::vector<Config> configsFor(Movement movement)
{
    std::vector<Config> configs { { Algorithm::BreadthFirst, Heuristic::None },
        { Algorithm::Dijkstra, Heuristic::None },
        { Algorithm::BestFirst, movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan },
        { Algorithm::AStar, movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan, 2.0 } };
    std::vector<Heuristic> admissible { Heuristic::Euclidean, Heuristic::Octile, Heuristic::Chebyshev,
        Heuristic::None };
    if (movement == Movement::Four) admissible.push_back(Heuristic::Manhattan);
    for (Algorithm a :
        { Algorithm::JumpPoint, Algorithm::JumpPointPlus, Algorithm::JumpPointPruned, Algorithm::JumpPointPrunedPlus })
        configs.push_back({ a, Heuristic::None });
    for (Heuristic h : admissible) {
        configs.push_back({ Algorithm::AStar, h });
        configs.push_back({ Algorithm::Bidirectional, h });
    }
    return configs;
}

// Checks every search from `from` to `to` against the reference; the first problem, or empty.
QString checkAll(const TestGrid& g, Cell from, Cell to, Movement movement, Corners corners)
{
    const std::vector<double> costs = referenceCosts(g, movement, corners, true, from);
    const std::vector<int> steps = referenceSteps(g, movement, corners, from);
    const auto goal = static_cast<std::size_t>(to.row * g.width + to.col);
    const bool reachable = g.isOpen(from.col, from.row) && costs[goal] < kInfinity;
    for (const Config& config : configsFor(movement)) {
        SearchOptions options;
        options.algorithm = config.algorithm;
        options.heuristic = config.heuristic;
        options.weight = config.weight;
        options.movement = movement;
        options.corners = corners;
        options.edges = g.edges;
        const QString what = QString("%1 h%2 w%3 from %4,%5 to %6,%7")
                                 .arg(QString::fromUtf8(algorithmName(config.algorithm).data()))
                                 .arg(int(config.heuristic))
                                 .arg(config.weight)
                                 .arg(from.col)
                                 .arg(from.row)
                                 .arg(to.col)
                                 .arg(to.row);
        // The one-shot search, by whichever engine the finder picks.
        PathFinder finder(g.view(), options);
        const Path oneShot = finder.find(from, to);
        // And the stepper, a cell (or a jump point) at a time.
        const bool jumps = isJumpPoint(config.algorithm) && jumpPointsApply(g.view(), options);
        GridSearch stepper(g.view(), options, from, to);
        JumpPointSearch jumper(g.view(), movement, jumpMode(config.algorithm));
        jumper.start(from, to);
        int settled = 0;
        if (jumps) {
            while (jumper.step()) ++settled;
        } else {
            while (stepper.step()) ++settled;
        }
        const Path stepped = jumps ? jumper.path() : stepper.path();
        if (settled != stepped.visited) return what + ": the steps do not count the settled cells";
        if (oneShot.found() != reachable || stepped.found() != reachable) return what + ": found or not";
        if (!reachable) continue;
        if (!aWayOnTheGrid(g, options, oneShot, from, to) || !aWayOnTheGrid(g, options, stepped, from, to))
            return what + ": not a way on the grid";
        const bool unit = config.algorithm == Algorithm::BreadthFirst;
        if (std::abs(oneShot.cost - wayCost(g.view(), oneShot.cells, !unit)) > 1e-9)
            return what + ": the cost is not that of the way";
        const double best = costs[goal];
        if (unit) {
            if (oneShot.steps() != steps[goal] || stepped.steps() != steps[goal])
                return what
                    + QString(": %1 and %2 steps, not %3").arg(oneShot.steps()).arg(stepped.steps()).arg(steps[goal]);
            continue;
        }
        const bool optimal = config.algorithm != Algorithm::BestFirst && config.weight == 1.0;
        if (optimal) {
            if (std::abs(oneShot.cost - best) > 1e-9 || std::abs(stepped.cost - best) > 1e-9)
                return what + QString(": cost %1 and %2, not %3").arg(oneShot.cost).arg(stepped.cost).arg(best);
            // One engine, one answer: the stepper is the one-shot search, a cell at a time.
            if (jumps) {
                if (oneShot.cells != stepped.cells) return what + ": run() and step() differ";
            } else {
                GridSearch whole(g.view(), options, from, to);
                whole.run();
                if (whole.path().cells != stepped.cells) return what + ": run() and step() differ";
            }
        } else {
            if (oneShot.cost < best - 1e-9 || stepped.cost < best - 1e-9) return what + ": below the optimum";
            if (config.weight > 1.0 && (oneShot.cost > config.weight * best + 1e-9))
                return what + ": above weight times the optimum";
        }
    }
    return {};
}

TestGrid patternGrid(int width, int height, unsigned pattern, Edges edges)
{
    TestGrid g;
    g.width = width;
    g.height = height;
    g.edges = edges;
    for (int i = 0; i < width * height; ++i) {
        g.open.push_back((pattern >> i) & 1u ? 0 : 1);
        g.weights.push_back(1);
    }
    return g;
}

} // namespace

class TstGridSearch : public QObject {
    Q_OBJECT

private slots:
    void everySearchAgreesWithTheReferenceOnEveryWallPatternOf3x3()
    {
        for (Edges edges : { Edges::Closed, Edges::Wrap }) {
            for (unsigned pattern = 0; pattern < 512; ++pattern) {
                TestGrid g = patternGrid(3, 3, pattern, edges);
                for (int a = 0; a < 9; ++a) {
                    for (int b = 0; b < 9; ++b) {
                        const Cell from { a % 3, a / 3 };
                        const Cell to { b % 3, b / 3 };
                        if (!g.isOpen(from.col, from.row) || !g.isOpen(to.col, to.row)) continue;
                        for (Movement m : { Movement::Four, Movement::Eight }) {
                            for (Corners c : { Corners::Never, Corners::OneObstacle, Corners::Always }) {
                                if (m == Movement::Four && c != Corners::Never) continue;
                                const QString problem = checkAll(g, from, to, m, c);
                                QVERIFY2(problem.isEmpty(), qPrintable(QString("pattern %1: ").arg(pattern) + problem));
                            }
                        }
                    }
                }
            }
        }
    }

    void everySearchAgreesWithTheReferenceOnEveryWallPatternOf4x4()
    {
        // Corner to corner and across, every pattern; on a closed grid and one that wraps.
        for (unsigned pattern = 0; pattern < 65536; ++pattern) {
            if (pattern & 0x8001u) continue; // the two corners stay open
            TestGrid g = patternGrid(4, 4, pattern, pattern % 3 == 0 ? Edges::Wrap : Edges::Closed);
            for (Movement m : { Movement::Four, Movement::Eight }) {
                const Corners c = m == Movement::Four ? Corners::Never : static_cast<Corners>(pattern % 3);
                const QString problem = checkAll(g, { 0, 0 }, { 3, 3 }, m, c);
                QVERIFY2(problem.isEmpty(), qPrintable(QString("pattern %1: ").arg(pattern) + problem));
            }
        }
    }

    void everySearchAgreesWithTheReferenceOnRandomWeightedMaps()
    {
        Random random(17);
        for (int round = 0; round < 300; ++round) {
            TestGrid g;
            g.width = 3 + static_cast<int>(random.below(12));
            g.height = 3 + static_cast<int>(random.below(12));
            g.edges = round % 2 ? Edges::Wrap : Edges::Closed;
            const bool weighted = round % 3 != 0;
            for (int i = 0; i < g.width * g.height; ++i) {
                g.open.push_back(random.chance(0.3) ? 0 : 1);
                g.weights.push_back(weighted ? static_cast<std::uint8_t>(1 + random.below(9)) : 1);
            }
            const Cell from { static_cast<int>(random.below(g.width)), static_cast<int>(random.below(g.height)) };
            const Cell to { static_cast<int>(random.below(g.width)), static_cast<int>(random.below(g.height)) };
            g.open[static_cast<std::size_t>(from.row * g.width + from.col)] = 1;
            g.open[static_cast<std::size_t>(to.row * g.width + to.col)] = 1;
            for (Movement m : { Movement::Four, Movement::Eight }) {
                for (Corners c : { Corners::Never, Corners::OneObstacle, Corners::Always }) {
                    if (m == Movement::Four && c != Corners::Never) continue;
                    const QString problem = checkAll(g, from, to, m, c);
                    QVERIFY2(problem.isEmpty(), qPrintable(QString("round %1: ").arg(round) + problem));
                }
            }
        }
    }

    void weightsMakeTheWayGoRoundAHill()
    {
        const TestGrid g = drawn({
            ".....",
            ".999.",
            ".999.",
            ".....",
        });
        SearchOptions options;
        options.algorithm = Algorithm::Dijkstra;
        options.edges = Edges::Closed;
        const Path p = PathFinder(g.view(), options).find({ 0, 1 }, { 4, 1 });
        QCOMPARE(p.cost, 6.0); // up, four across, down; through the hill it would cost 4 + 9 * 3
        options.algorithm = Algorithm::BreadthFirst;
        QCOMPARE(PathFinder(g.view(), options).find({ 0, 1 }, { 4, 1 }).cost, 4.0); // straight through, weights ignored
    }

    void theCornerRulesDecideWhenADiagonalPassesAWall()
    {
        const TestGrid g = drawn({
            ".#",
            "#.",
        });
        SearchOptions options;
        options.algorithm = Algorithm::AStar;
        options.heuristic = Heuristic::Octile;
        options.movement = Movement::Eight;
        options.edges = Edges::Closed;
        for (Corners c : { Corners::Never, Corners::OneObstacle }) {
            options.corners = c;
            QVERIFY(!PathFinder(g.view(), options).find({ 0, 0 }, { 1, 1 }).found());
        }
        options.corners = Corners::Always;
        QCOMPARE(PathFinder(g.view(), options).find({ 0, 0 }, { 1, 1 }).cost, kSqrt2);
        const TestGrid half = drawn({
            "..",
            "#.",
        });
        options.corners = Corners::Never;
        QCOMPARE(PathFinder(half.view(), options).find({ 0, 0 }, { 1, 1 }).cost, 2.0);
        options.corners = Corners::OneObstacle;
        QCOMPARE(PathFinder(half.view(), options).find({ 0, 0 }, { 1, 1 }).cost, kSqrt2);
    }

    void theBidirectionalSearchShowsBothFrontiersAndWhereTheyMet()
    {
        const TestGrid g = drawn({
            "..........",
            "..........",
            "..........",
        });
        SearchOptions options;
        options.algorithm = Algorithm::Bidirectional;
        options.heuristic = Heuristic::Manhattan;
        options.edges = Edges::Closed;
        GridSearch search(g.view(), options, { 0, 1 }, { 9, 1 });
        search.step();
        search.step();
        QCOMPARE(search.state({ 0, 1 }, GridSearch::Side::Forward), GridSearch::State::Settled);
        QCOMPARE(search.state({ 9, 1 }, GridSearch::Side::Backward), GridSearch::State::Settled);
        QCOMPARE(search.state({ 9, 1 }, GridSearch::Side::Forward), GridSearch::State::Unseen);
        QVERIFY(!search.frontier(GridSearch::Side::Backward).empty());
        search.run();
        QVERIFY(search.meeting().has_value());
        QCOMPARE(search.path().cost, 9.0);
        QCOMPARE(search.state(*search.meeting(), GridSearch::Side::Forward) != GridSearch::State::Unseen, true);
        QCOMPARE(search.state(*search.meeting(), GridSearch::Side::Backward) != GridSearch::State::Unseen, true);
    }

    void jumpPointSearchShowsItsJumpPointsAndTheRunsBetweenThem()
    {
        const TestGrid g = drawn({
            "..........",
            "..........",
            "....#.....",
            "..........",
        });
        for (auto mode : { JumpPointSearch::Mode::Online, JumpPointSearch::Mode::Plus, JumpPointSearch::Mode::Pruned,
                 JumpPointSearch::Mode::PrunedPlus }) {
            JumpPointSearch search(g.view(), Movement::Eight, mode);
            search.setRecording(true);
            search.start({ 0, 3 }, { 9, 2 });
            QVERIFY(search.step());
            QCOMPARE(search.state({ 0, 3 }), GridSearch::State::Settled);
            QVERIFY(!search.runs().empty());
            QCOMPARE(search.runs().front().from, (Cell { 0, 3 }));
            // The run right from 0,3 stops at 4,3: beside it, 4,2 is a wall and 5,2 open after it.
            bool found = false;
            for (int col = 0; col < 10; ++col) found = found || search.state({ col, 3 }) == GridSearch::State::Frontier;
            QVERIFY(found);
            search.run();
            QVERIFY(search.found());
            SearchOptions options;
            options.algorithm = Algorithm::AStar;
            options.heuristic = Heuristic::Octile;
            options.movement = Movement::Eight;
            options.edges = Edges::Closed;
            QCOMPARE(search.path().cost, PathFinder(g.view(), options).find({ 0, 3 }, { 9, 2 }).cost);
            QVERIFY(search.path().visited < 10); // jump points, not cells
        }
    }

    void jumpDistancesAreWorkedOutAgainAfterAnEdit()
    {
        TestGrid g = drawn({
            "........",
            "........",
            "........",
            "........",
        });
        JumpPointSearch plus(g.view(), Movement::Eight, JumpPointSearch::Mode::Plus);
        QCOMPARE(plus.find({ 0, 1 }, { 7, 1 }).cost, 7.0);
        // A wall across the way: the tables read the grid again.
        for (int row = 0; row < 3; ++row) g.open[static_cast<std::size_t>(row * 8 + 4)] = 0;
        plus.rebuild();
        const Path p = plus.find({ 0, 1 }, { 7, 1 });
        SearchOptions options;
        options.algorithm = Algorithm::Dijkstra;
        options.movement = Movement::Eight;
        options.edges = Edges::Closed;
        QCOMPARE(p.cost, PathFinder(g.view(), options).find({ 0, 1 }, { 7, 1 }).cost);
        // Down to row 3 and back up: straight beside the wall, where a diagonal would cut its corner.
        QCOMPARE(p.cost, 3 + 4 * kSqrt2);
    }

    void walksLongerThanATableEntryHoldsFindTheOptimalWay()
    {
        // Open ground 300 tiles square, cut in two by a wall with a gap at its right end: from
        // the top left corner to the bottom left one the way runs 150 tiles straight or
        // diagonally to the gap, longer than one entry of the precomputed tables says.
        TestGrid g;
        g.width = 300;
        g.height = 300;
        g.open.assign(300 * 300, 1);
        for (int col = 0; col < 299; ++col) g.open[static_cast<std::size_t>(150 * 300 + col)] = 0;
        g.weights.assign(g.open.size(), 1);
        std::vector<std::pair<Cell, Cell>> queries { { { 0, 0 }, { 0, 299 } }, { { 0, 299 }, { 0, 0 } } };
        Random random(300);
        while (queries.size() < 30) {
            const Cell from { static_cast<int>(random.below(300)), static_cast<int>(random.below(300)) };
            const Cell to { static_cast<int>(random.below(300)), static_cast<int>(random.below(300)) };
            if (g.isOpen(from.col, from.row) && g.isOpen(to.col, to.row)) queries.push_back({ from, to });
        }
        for (Movement m : { Movement::Four, Movement::Eight }) {
            SearchOptions reference;
            reference.algorithm = Algorithm::Dijkstra;
            reference.movement = m;
            reference.edges = Edges::Closed;
            PathFinder dijkstra(g.view(), reference);
            for (auto mode : { JumpPointSearch::Mode::Plus, JumpPointSearch::Mode::PrunedPlus }) {
                JumpPointSearch plus(g.view(), m, mode);
                for (const auto& [from, to] : queries) {
                    const Path p = plus.find(from, to);
                    const double best = dijkstra.find(from, to).cost;
                    const QString what = QString("%1 directions, mode %2, from %3,%4 to %5,%6: cost %7, not %8")
                                             .arg(m == Movement::Four ? 4 : 8)
                                             .arg(int(mode))
                                             .arg(from.col)
                                             .arg(from.row)
                                             .arg(to.col)
                                             .arg(to.row)
                                             .arg(p.cost)
                                             .arg(best);
                    QVERIFY2(p.found() && aWayOnTheGrid(g, reference, p, from, to), qPrintable(what));
                    QVERIFY2(std::abs(p.cost - best) < 1e-9, qPrintable(what));
                }
            }
        }
    }

    void aJumpPointIsATileWithAWallDiagonallyBesideItAndOpenTilesBetween()
    {
        // The four corners of the ring round the lonely wall; the tiles between them see the
        // wall straight, not round a corner.
        QCOMPARE(jumpPointShare(drawn({
                                          "...",
                                          ".#.",
                                          "...",
                                      })
                                    .view()),
            0.5);
        // A wall row's end: the tiles diagonally past its corner; the edge of the map is no corner.
        QCOMPARE(jumpPointShare(drawn({
                                          "....",
                                          "##..",
                                          "....",
                                      })
                                    .view()),
            2.0 / 10.0);
        QCOMPARE(jumpPointShare(drawn({ "....", "...." }).view()), 0.0);
    }

    void aTileStepsDiagonallyWhereTheTileAcrossTheCornerAndBothBetweenAreOpen()
    {
        // Open ground: every tile. The ring round a lonely wall: none, every diagonal step
        // would cut the wall's corner or leave the map.
        QCOMPARE(gridShape(drawn({ "...", "...", "..." }).view()).diagonals, 1.0);
        QCOMPARE(gridShape(drawn({
                                     "...",
                                     ".#.",
                                     "...",
                                 })
                               .view())
                     .diagonals,
            0.0);
        // A corridor one tile wide: straight steps only, though its three bends are jump points.
        const GridShape corridor = gridShape(drawn({
                                                       "#####",
                                                       "#...#",
                                                       "#.#.#",
                                                       "#.#..",
                                                   })
                                                 .view());
        QCOMPARE(corridor.diagonals, 0.0);
        QCOMPARE(corridor.jumpPoints, 3.0 / 8.0);
        // Two tiles wide, both rows of twelve step diagonally; the map is wider than a word of
        // eight tiles, so the fast lane counts too.
        QCOMPARE(gridShape(drawn({ "............", "............", "############" }).view()).diagonals, 1.0);
        QCOMPARE(gridShape(drawn({ "#.#.#.#.#.#.", "............" }).view()).diagonals, 0.0);
    }

    void autoRunsAStarOnOpenGroundStrewnWithSingleWallsAndJps2PlusElsewhere()
    {
        SearchOptions eight;
        eight.movement = Movement::Eight;
        eight.edges = Edges::Closed;
        SearchOptions four = eight;
        four.movement = Movement::Four;
        // Rooms and open ground: jump points only at the corners of the walls (6 of 68 tiles).
        const TestGrid rooms = drawn({
            "..........",
            "..........",
            "...####...",
            "...####...",
            "..........",
            "..........",
            "....##....",
            "....##....",
        });
        QCOMPARE(chooseOptimal(rooms.view(), eight), Algorithm::JumpPointPrunedPlus);
        QCOMPARE(chooseOptimal(rooms.view(), four), Algorithm::JumpPointPrunedPlus);
        // Scattered single walls, one tile in ten: every wall makes four jump points.
        const TestGrid scattered = drawn({
            "..........",
            ".#....#...",
            "....#....#",
            "..#....#..",
            "......#...",
            "#...#.....",
            "..#.....#.",
            ".....#....",
        });
        QCOMPARE(chooseOptimal(scattered.view(), eight), Algorithm::AStar);
        QCOMPARE(chooseOptimal(scattered.view(), four), Algorithm::AStar);
        // Corridors one tile wide: a jump point at every bend, but no tile steps diagonally, and
        // jump point search runs along the corridors a word at a time.
        const TestGrid maze = drawn({
            "#########",
            "#...#...#",
            "#.#.#.#.#",
            "#.#...#.#",
            "#.#####.#",
            "#.......#",
            "#########",
        });
        QCOMPARE(chooseOptimal(maze.view(), eight), Algorithm::JumpPointPrunedPlus);
        QCOMPARE(chooseOptimal(maze.view(), four), Algorithm::JumpPointPrunedPlus);
        // Where jump point search cannot run: weights, corners cut, steps over an edge.
        const TestGrid weighted = drawn({
            "..........",
            "....3.....",
            "..........",
        });
        QCOMPARE(chooseOptimal(weighted.view(), eight), Algorithm::AStar);
        SearchOptions cutting = eight;
        cutting.corners = Corners::Always;
        QCOMPARE(chooseOptimal(rooms.view(), cutting), Algorithm::AStar);
        const TestGrid tunnels = drawn(
            {
                "..........",
                "..........",
            },
            Edges::Wrap);
        QCOMPARE(chooseOptimal(tunnels.view(), eight), Algorithm::AStar);
    }

    void theOptimalSearchesMatchEveryMovingAiScenario()
    {
        // The workshop's maps beside the project, or where MAZEWORKS_MOVINGAI says (as for bench).
        QString dir = QStringLiteral(MAZEWORKS_SHARED "/data/movingai/");
        if (qEnvironmentVariableIsSet("MAZEWORKS_MOVINGAI")) dir = qEnvironmentVariable("MAZEWORKS_MOVINGAI") + "/";
        if (!QFile::exists(dir + "arena.map")) QSKIP("no Moving AI data beside the project");
        auto slurp = [](const QString& path) {
            std::ifstream in(path.toStdString(), std::ios::binary);
            std::stringstream s;
            s << in.rdbuf();
            return s.str();
        };
        for (const char* name :
            { "arena.map", "arena2.map", "rmtst01.map", "Berlin_0_512.map", "random512-10-0.map" }) {
            const GridMapResult map = readMovingAiMap(slurp(dir + name));
            QVERIFY(!map.error);
            const ScenarioResult scen = readScenarios(slurp(dir + name + ".scen"), map.map.width, map.map.height, name);
            QVERIFY(!scen.error);
            const GridView view { map.map.width, map.map.height, map.map.open.data(), nullptr, Edges::Closed };
            for (Algorithm a : { Algorithm::Bidirectional, Algorithm::JumpPoint, Algorithm::JumpPointPlus,
                     Algorithm::JumpPointPruned, Algorithm::JumpPointPrunedPlus }) {
                SearchOptions options;
                options.algorithm = a;
                options.movement = Movement::Eight;
                options.heuristic = Heuristic::Octile;
                options.edges = Edges::Closed;
                PathFinder finder(view, options);
                // Every 7th query: enough of every length, in a time a test may take.
                for (std::size_t i = 0; i < scen.scenarios.size(); i += 7) {
                    const Scenario& s = scen.scenarios[i];
                    const Path p = finder.find(s.start, s.goal);
                    QVERIFY2(matchesOptimal(s, p.found() ? p.cost : -1.0),
                        qPrintable(QString("%1 %2 line %3: %4 against %5")
                                       .arg(name)
                                       .arg(QString::fromUtf8(algorithmName(a).data()))
                                       .arg(s.line)
                                       .arg(p.cost)
                                       .arg(s.optimal)));
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TstGridSearch)
#include "tst_gridsearch.moc"

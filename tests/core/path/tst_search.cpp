#include "testmaps.h"

#include "path/distancemap.h"
#include "path/pathstepper.h"
#include "path/search.h"
#include "random/random.h"

#include <QtTest>

#include <algorithm>
#include <bit>
#include <string_view>

using namespace mazeworks;

namespace {

auto stepsOn(const TileMap<Tile>& map)
{
    return [&map](int col, int row) { return isCorridor(map[map.index(col, row)]) ? 1.0 : kInfinity; };
}

std::vector<double> costGrid(const TileMap<Tile>& map)
{
    std::vector<double> costs(map.size());
    for (std::size_t i = 0; i < map.size(); ++i) costs[i] = isCorridor(map[i]) ? 1.0 : kInfinity;
    return costs;
}

// A width x height grid of open cells (1) with walls (0) in about the given share of cells.
std::vector<std::uint8_t> randomOpenCells(Random& random, int width, int height, double walls)
{
    std::vector<std::uint8_t> open(static_cast<std::size_t>(width * height));
    for (auto& cell : open) cell = random.chance(walls) ? 0 : 1;
    return open;
}

// A grid of open cells drawn as rows of text: `#` a wall, anything else open.
std::vector<std::uint8_t> cellsOf(std::initializer_list<std::string_view> rows)
{
    std::vector<std::uint8_t> open;
    for (std::string_view row : rows) {
        for (char c : row) open.push_back(c == '#' ? 0 : 1);
    }
    return open;
}

// Every corridor cell of the map.
std::vector<Cell> openCells(const TileMap<Tile>& map) { return map.cells(isCorridor); }

const char* const kSmallMazes[] = {
    R"(
    row XXXXXXXXX
    row X...X...X
    row X.X.X.X.X
    row X.X...X.X
    row X.XXXXX.X
    row .........
    row XXXXXXXXX
    )",
    R"(
    row _X___X__
    row _X_X_X_X
    row ___X___X
    row XX_XXX__
    row ________
    )",
    R"(
    row ____________
    row _XXXXXXXXXX_
    row _X________X_
    row _X_XXXXXX_X_
    row ___X____X___
    row XXXX_XX_XXXX
    )",
};

} // namespace

class TstSearch : public QObject {
    Q_OBJECT

private slots:
    void aStarFindsAShortestWayAndLooksAtFewerTiles()
    {
        const Maze maze = test::classic();
        const auto& map = maze.tiles;
        const Cell from { 13, 22 };
        const Cell to { 20, 22 };
        const Path path = findPath(map.width(), map.height(), from, to, stepsOn(map));
        const DistanceMap wave = DistanceMap::search(map.width(), map.height(), test::corridors(map), to);
        QCOMPARE(path.cost, double(wave.distance(from)));
        QCOMPARE(path.cost, 7.0);
        QCOMPARE(path.cells.size(), std::size_t(8));
        QCOMPARE(path.cells.front(), from);
        QCOMPARE(path.cells.back(), to);
        QCOMPARE(path.first, std::optional<Direction>(Direction::Right));
        QCOMPARE(path.visited, 8); // little more than the way itself
        QVERIFY(path.visited < wave.visited());
    }

    void aStarTakesTheFewestStepsAndSettlesFewerTilesThanTheWave_data()
    {
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("steps");
        QTest::newRow("same row") << 20 << 22 << 7;
        QTest::newRow("up and left") << 6 << 19 << 10;
        QTest::newRow("down right") << 25 << 28 << 18;
        QTest::newRow("far corner") << 1 << 1 << 33;
    }

    void aStarTakesTheFewestStepsAndSettlesFewerTilesThanTheWave()
    {
        QFETCH(int, col);
        QFETCH(int, row);
        QFETCH(int, steps);
        const Maze maze = test::classic();
        const auto& map = maze.tiles;
        const Path path = findPath(map.width(), map.height(), maze.muncher->cell, Cell { col, row }, stepsOn(map));
        QCOMPARE(path.cost, double(steps));
        QCOMPARE(path.steps(), steps);
        const DistanceMap wave
            = DistanceMap::search(map.width(), map.height(), test::corridors(map), maze.muncher->cell);
        QCOMPARE(wave.visited(), 291);
        QVERIFY2(path.visited < 291, qPrintable(QString::number(path.visited)));
        qInfo("to (%d, %d): %d steps, A* settled %d tiles, breadth-first search %d", col, row, steps, path.visited,
            wave.visited());
    }

    void dangerMakesTheLongerWayCheaper()
    {
        // Along the row, or over the edge: the row is shorter, but a ghost sits in it.
        const TileMap<Tile> map = test::tiles(R"(
            row XXXXXXXXX
            row _________
            row XXXXXXXXX
        )");
        const Cell from { 2, 1 };
        const Cell to { 6, 1 };
        QCOMPARE(findPath(9, 3, from, to, stepsOn(map)).first, std::optional<Direction>(Direction::Right));
        auto danger = [&](int col, int row) { return col == 4 && row == 1 ? 50.0 : stepsOn(map)(col, row); };
        const Path safe = findPath(9, 3, from, to, danger);
        QCOMPARE(safe.first, std::optional<Direction>(Direction::Left));
        QCOMPARE(safe.cells, (std::vector<Cell> { { 2, 1 }, { 1, 1 }, { 0, 1 }, { 8, 1 }, { 7, 1 }, { 6, 1 } }));
        QCOMPARE(safe.cost, 5.0);
    }

    void aStarCostEqualsTheBreadthFirstDistanceForEveryPair()
    {
        std::vector<TileMap<Tile>> maps;
        for (const char* picture : kSmallMazes) maps.push_back(test::tiles(picture));
        maps.push_back(test::classic().tiles);
        SearchWorkspace workspace;
        for (const auto& map : maps) {
            for (Edges edges : { Edges::Wrap, Edges::Closed }) {
                SearchOptions options;
                options.edges = edges;
                for (const Cell& to : openCells(map)) {
                    const DistanceMap wave
                        = DistanceMap::search(map.width(), map.height(), test::corridors(map), to, edges);
                    for (const Cell& from : openCells(map)) {
                        const Path p = findPath(map.width(), map.height(), from, to, stepsOn(map), options, &workspace);
                        const int d = wave.distance(from);
                        if (d == DistanceMap::Unreachable) {
                            QVERIFY(!p.found());
                        } else {
                            QCOMPARE(p.cost, double(d));
                            QCOMPARE(p.steps(), d);
                        }
                    }
                }
            }
        }
    }

    void everyWallPatternOfSmallGrids()
    {
        // Every pattern of walls of every grid up to 4 x 4: A* and Dijkstra against breadth-first
        // search, with and without wrap-around; all pairs up to 12 cells, from the corners on 4 x 4.
        SearchWorkspace workspace;
        std::vector<std::uint8_t> open;
        for (int w = 1; w <= 4; ++w) {
            for (int h = 1; h <= 4; ++h) {
                const int n = w * h;
                for (std::uint32_t pattern = 0; pattern < (1u << n); ++pattern) {
                    open.assign(static_cast<std::size_t>(n), 0);
                    for (int i = 0; i < n; ++i) open[static_cast<std::size_t>(i)] = (pattern >> i) & 1u;
                    auto cost
                        = [&](int c, int r) { return open[static_cast<std::size_t>(r * w + c)] ? 1.0 : kInfinity; };
                    std::vector<Cell> sources;
                    if (n <= 12) {
                        for (int i = 0; i < n; ++i) sources.push_back({ i % w, i / w });
                    } else {
                        sources = { { 0, 0 }, { w - 1, 0 }, { 0, h - 1 }, { w - 1, h - 1 } };
                    }
                    for (Edges edges : { Edges::Wrap, Edges::Closed }) {
                        for (const Cell& from : sources) {
                            const DistanceMap wave = DistanceMap::search(w, h, open.data(), std::span(&from, 1), edges);
                            for (int i = 0; i < n; ++i) {
                                const Cell to { i % w, i / w };
                                SearchOptions options;
                                options.edges = edges;
                                const Path a = findPath(w, h, from, to, cost, options, &workspace);
                                const int d = wave.distance(to);
                                if (d == DistanceMap::Unreachable) {
                                    if (a.found()) QFAIL("A* found a way where none is");
                                    continue;
                                }
                                if (a.cost != d) {
                                    QFAIL(qPrintable(QString("%1x%2 pattern %3: A* %4, BFS %5")
                                                         .arg(w)
                                                         .arg(h)
                                                         .arg(pattern)
                                                         .arg(a.cost)
                                                         .arg(d)));
                                }
                                options.algorithm = Algorithm::Dijkstra;
                                const Path dj = findPath(w, h, from, to, cost, options, &workspace);
                                if (dj.cost != d) QFAIL("Dijkstra disagrees with breadth-first search");
                            }
                        }
                    }
                }
            }
        }
    }

    void aBlockedGoalOrStartHasNoWay()
    {
        const TileMap<Tile> map = test::tiles("row __X__");
        SearchOptions closed;
        closed.edges = Edges::Closed;
        QVERIFY(!findPath(5, 1, Cell { 0, 0 }, Cell { 2, 0 }, stepsOn(map)).found());
        QVERIFY(!findPath(5, 1, Cell { 2, 0 }, Cell { 0, 0 }, stepsOn(map)).found());
        QVERIFY(!findPath(5, 1, Cell { 0, 0 }, Cell { 4, 0 }, stepsOn(map), closed).found());
        QCOMPARE(findPath(5, 1, Cell { 0, 0 }, Cell { 4, 0 }, stepsOn(map)).cost, 1.0); // over the edge
        QVERIFY(!findPath(5, 1, Cell { 0, 0 }, Cell { 9, 0 }, stepsOn(map)).found());
        const Path here = findPath(5, 1, Cell { 1, 0 }, Cell { 1, 0 }, stepsOn(map));
        QCOMPARE(here.cost, 0.0);
        QCOMPARE(here.cells, (std::vector<Cell> { { 1, 0 } }));
        QCOMPARE(here.first, std::optional<Direction>());
    }

    void eightDirectionsNeverCutACorner()
    {
        const TileMap<Tile> map = test::tiles(R"(
            row __X
            row _X_
            row ___
        )");
        SearchOptions eight;
        eight.movement = Movement::Eight;
        eight.heuristic = Heuristic::Octile;
        eight.edges = Edges::Closed;
        // From the top left to the right middle: never past a wall's corner, so all the way round.
        const Path p = findPath(3, 3, Cell { 0, 0 }, Cell { 2, 1 }, stepsOn(map), eight);
        QCOMPARE(p.cells, (std::vector<Cell> { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 1, 2 }, { 2, 2 }, { 2, 1 } }));
        QCOMPARE(p.cost, 5.0);
        const TileMap<Tile> open = test::tiles("row ___\nrow ___\nrow ___");
        QVERIFY(qAbs(findPath(3, 3, Cell { 0, 0 }, Cell { 2, 2 }, stepsOn(open), eight).cost - 2 * kSqrt2) < 1e-12);
    }

    void theGuessesNeverMakeTheWayDearer()
    {
        // Random costs: A* with every admissible guess finds what Dijkstra finds.
        Random random(5);
        const int w = 24;
        const int h = 17;
        for (int trial = 0; trial < 40; ++trial) {
            std::vector<double> costs(static_cast<std::size_t>(w * h));
            for (double& c : costs) c = random.chance(0.25) ? kInfinity : 1.0 + static_cast<double>(random.below(4));
            auto cost = [&](int c, int r) { return costs[static_cast<std::size_t>(r * w + c)]; };
            for (Movement movement : { Movement::Four, Movement::Eight }) {
                SearchOptions dijkstra;
                dijkstra.algorithm = Algorithm::Dijkstra;
                dijkstra.movement = movement;
                const Cell from { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                const Cell to { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                const Path best = findPath(w, h, from, to, cost, dijkstra);
                std::vector<Heuristic> guesses = { Heuristic::Octile, Heuristic::Euclidean, Heuristic::None };
                if (movement == Movement::Four) guesses.push_back(Heuristic::Manhattan);
                for (Heuristic guess : guesses) {
                    SearchOptions astar = dijkstra;
                    astar.algorithm = Algorithm::AStar;
                    astar.heuristic = guess;
                    const Path p = findPath(w, h, from, to, cost, astar);
                    QCOMPARE(p.found(), best.found());
                    if (best.found()) QVERIFY(qAbs(p.cost - best.cost) < 1e-9);
                }
            }
        }
    }

    void theStepperAndTheOneShotSearchAgree()
    {
        const Maze maze = test::classic();
        const auto& map = maze.tiles;
        const std::vector<Cell> cells = openCells(map);
        for (Algorithm algorithm : { Algorithm::BreadthFirst, Algorithm::Dijkstra, Algorithm::AStar }) {
            for (Movement movement : { Movement::Four, Movement::Eight }) {
                SearchOptions options;
                options.algorithm = algorithm;
                options.movement = movement;
                options.heuristic = movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
                for (std::size_t i = 0; i < cells.size(); i += 7) {
                    const Cell from = cells[i];
                    const Cell to = cells[(i * 31 + 5) % cells.size()];
                    const Path once = findPath(map.width(), map.height(), from, to, stepsOn(map), options);
                    PathStepper stepper(map.width(), map.height(), costGrid(map), options, from, to);
                    int steps = 0;
                    while (stepper.step()) {
                        ++steps;
                        QCOMPARE(stepper.state(*stepper.current()), PathStepper::State::Settled);
                    }
                    QVERIFY(stepper.done());
                    const Path stepped = stepper.path();
                    QCOMPARE(stepped.cells, once.cells);
                    QCOMPARE(stepped.cost, once.cost);
                    QCOMPARE(stepped.visited, once.visited);
                    QCOMPARE(steps, once.visited);
                }
            }
        }
    }

    void theSearchOverAnArrayOfOpenCellsIsTheSameSearch()
    {
        // findPath over bytes reads the array itself; with costs of 1.0 or infinity through a
        // function it must settle the same cells in the same order: same way, cost and count.
        Random random(11);
        SearchWorkspace bytes;
        SearchWorkspace function;
        SearchWorkspace known;
        for (int trial = 0; trial < 60; ++trial) {
            const int w = 1 + static_cast<int>(random.below(30));
            const int h = 1 + static_cast<int>(random.below(20));
            const double walls = 0.1 * static_cast<double>(random.below(5));
            const std::vector<std::uint8_t> open = randomOpenCells(random, w, h, walls);
            const auto ways = waysOut(w, h, open.data());
            auto cost = [&](int c, int r) { return open[static_cast<std::size_t>(r * w + c)] ? 1.0 : kInfinity; };
            for (Algorithm algorithm : { Algorithm::BreadthFirst, Algorithm::Dijkstra, Algorithm::AStar }) {
                for (Movement movement : { Movement::Four, Movement::Eight }) {
                    for (Edges edges : { Edges::Wrap, Edges::Closed }) {
                        for (Heuristic guess : { Heuristic::Manhattan, Heuristic::Octile, Heuristic::Euclidean }) {
                            const SearchOptions options { algorithm, guess, movement, edges };
                            const Cell from { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                            const Cell to { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                            const Path a = findPath(w, h, from, to, open.data(), options, &bytes);
                            const Path b = findPath(w, h, from, to, cost, options, &function);
                            const Path c = findPath(w, h, from, to, open.data(), ways.data(), options, &known);
                            QCOMPARE(a.cells, b.cells);
                            QCOMPARE(a.cost, b.cost);
                            QCOMPARE(a.visited, b.visited);
                            QCOMPARE(c.cells, b.cells);
                            QCOMPARE(c.cost, b.cost);
                            QCOMPARE(c.visited, b.visited);
                        }
                    }
                }
            }
        }
    }

    void theWaysOutOfACellStayOnTheGridAndCutNoCorner()
    {
        // Up, left, down, right, up-left, left-down, down-right, right-up: bits 0 to 7.
        const int w = 3;
        const int h = 3;
        const std::vector<std::uint8_t> open = cellsOf({
            "#..",
            "...",
            "..#",
        });
        const auto ways = waysOut(w, h, open.data());
        // The middle: all four sides, left-down and right-up; up-left and down-right are walls.
        QCOMPARE(int(ways[4]), 0x0f | 0x20 | 0x80);
        // The left of the middle row: a wall above, the rim on the left, so down, right and the
        // corner between them only; right-up would cut the wall's corner.
        QCOMPARE(int(ways[3]), 0x04 | 0x08 | 0x40);
        // The top middle: down, right and the corner between them; left-down would cut the
        // corner of the wall on its left.
        QCOMPARE(int(ways[1]), 0x04 | 0x08 | 0x40);
        // The top right: left and down, the rim above and to the right; left-down would pass
        // between two open cells, so it is allowed.
        QCOMPARE(int(ways[2]), 0x02 | 0x04 | 0x20);
    }

    void everyCellHasItsWaysOutOnGridsOfEverySize()
    {
        // waysOut reads the cells away from the rim without testing bounds: on grids from 1 x 1
        // up, each cell's ways must be those of the rule, a step to an open cell on the grid,
        // a diagonal only between two open cells.
        Random random(17);
        const int kWayDx[8] = { 0, -1, 0, 1, -1, -1, 1, 1 };
        const int kWayDy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };
        for (int w = 1; w <= 7; ++w) {
            for (int h = 1; h <= 7; ++h) {
                const std::vector<std::uint8_t> open = randomOpenCells(random, w, h, 0.3);
                const auto ways = waysOut(w, h, open.data());
                auto isOpen = [&](int c, int r) {
                    return c >= 0 && r >= 0 && c < w && r < h && open[static_cast<std::size_t>(r * w + c)] != 0;
                };
                for (int row = 0; row < h; ++row) {
                    for (int col = 0; col < w; ++col) {
                        unsigned expected = 0;
                        for (int way = 0; way < 8; ++way) {
                            const int c = col + kWayDx[way];
                            const int r = row + kWayDy[way];
                            const bool step = isOpen(c, r) && (way < 4 || (isOpen(c, row) && isOpen(col, r)));
                            expected |= static_cast<unsigned>(step) << way;
                        }
                        QCOMPARE(int(ways[static_cast<std::size_t>(row * w + col)]), int(expected));
                    }
                }
            }
        }
    }

    void onOpenGroundAStarSettlesOnlyTheWay_data()
    {
        QTest::addColumn<int>("movement");
        QTest::addColumn<int>("edges");
        QTest::newRow("4 directions") << int(Movement::Four) << int(Edges::Closed);
        QTest::newRow("8 directions") << int(Movement::Eight) << int(Edges::Closed);
        QTest::newRow("8 directions, wrap-around") << int(Movement::Eight) << int(Edges::Wrap);
    }

    void onOpenGroundAStarSettlesOnlyTheWay()
    {
        // Every cell between two cells of open ground lies on some shortest way, with the same
        // f: the tie rule (the cell nearer the goal first) alone keeps A* on one of them. With 8
        // directions that needs ties that are exact: a cost of a + b sqrt(2), not a running sum
        // of rounded square roots, which wandered off the way in a third of these searches.
        QFETCH(int, movement);
        QFETCH(int, edges);
        const int w = 40;
        const int h = 30;
        const std::vector<std::uint8_t> open(static_cast<std::size_t>(w * h), 1);
        SearchOptions options;
        options.movement = static_cast<Movement>(movement);
        options.heuristic = options.movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
        options.edges = static_cast<Edges>(edges);
        SearchWorkspace workspace;
        for (int fromRow = 0; fromRow < h; fromRow += 3) {
            for (int fromCol = 0; fromCol < w; fromCol += 3) {
                for (int toRow = 0; toRow < h; toRow += 4) {
                    for (int toCol = 0; toCol < w; toCol += 5) {
                        const Path p = findPath(
                            w, h, Cell { fromCol, fromRow }, Cell { toCol, toRow }, open.data(), options, &workspace);
                        if (p.visited != p.steps() + 1) {
                            QFAIL(qPrintable(QString("(%1, %2) to (%3, %4): %5 settled for %6 steps")
                                                 .arg(fromCol)
                                                 .arg(fromRow)
                                                 .arg(toCol)
                                                 .arg(toRow)
                                                 .arg(p.visited)
                                                 .arg(p.steps())));
                        }
                    }
                }
            }
        }
    }

    void aGridTooLargeForTheCompactKeyIsSearchedAlike()
    {
        // The open list keeps the guess as a 32-bit key made exact for the grid; Euclidean on a
        // grid 70,000 wide needs more (dx^2 + dy^2 passes 2^32), and gets the wide entry.
        const int w = 70000;
        const int h = 3;
        std::vector<std::uint8_t> open(static_cast<std::size_t>(w * h), 1);
        for (int col = 5; col < w - 5; col += 7) open[static_cast<std::size_t>(w + col)] = 0; // posts in the middle row
        SearchOptions options;
        options.heuristic = Heuristic::Euclidean;
        options.edges = Edges::Closed;
        std::vector<double> costs(open.size());
        for (std::size_t i = 0; i < open.size(); ++i) costs[i] = open[i] ? 1.0 : kInfinity;
        const Cell from { 1, 1 };
        const DistanceMap wave = DistanceMap::search(w, h, open.data(), std::span(&from, 1), Edges::Closed);
        for (const Cell to : { Cell { w - 2, 1 }, Cell { 40000, 0 }, Cell { 3, 2 } }) {
            const Path p = findPath(w, h, from, to, open.data(), options);
            QCOMPARE(p.cost, double(wave.distance(to)));
            PathStepper stepper(w, h, costs, options, from, to);
            stepper.finish();
            QCOMPARE(stepper.path().cells, p.cells);
            QCOMPARE(stepper.visited(), p.visited);
        }
    }

    void theOpenListGivesBackItsEntriesInOrder()
    {
        // With buckets, entries wait unsorted in slices of f ahead of the heap, or beyond the
        // ring among the far ones; a search that knows f never falls turns them on. Whatever
        // the pushes (ties, a fall below the heap's slice, a jump far ahead), pop() must give
        // the order of comesBefore, as the plain heap does.
        Random random(5);
        for (int trial = 0; trial < 200; ++trial) {
            OpenList<CompactEntry> bucketed;
            bucketed.useBuckets(64.0, 256);
            OpenList<CompactEntry> plain;
            // popFresh() passes over the entries its test calls old (here every seventh cell),
            // also in the buckets.
            OpenList<CompactEntry> filtered;
            filtered.useBuckets(64.0, 256);
            const auto old = [](std::int32_t cell) { return cell % 7 == 0; };
            std::vector<CompactEntry> reference; // kept sorted, smallest last
            std::vector<CompactEntry> fresh; // the same without the old ones
            const auto later = [](const CompactEntry& a, const CompactEntry& b) { return comesBefore(b, a); };
            std::int32_t next = 0;
            double floor = 0.0; // the f of the last entry popped
            for (int round = 0; round < 300; ++round) {
                const int pushes = static_cast<int>(random.below(4));
                for (int i = 0; i < pushes; ++i) {
                    // Mostly a little above the last f, in eighths so that ties happen; now
                    // and then far ahead (beyond the ring), or below (an inconsistent guess).
                    double f = floor + 0.125 * static_cast<double>(random.below(32));
                    if (random.chance(0.05)) f += 10.0 + static_cast<double>(random.below(50));
                    if (random.chance(0.05)) f = std::max(0.0, floor - 0.125 * static_cast<double>(random.below(16)));
                    const CompactEntry e = CompactEntry::make(f, random.below(8), next++);
                    bucketed.push(e);
                    plain.push(e);
                    filtered.push(e);
                    reference.insert(std::upper_bound(reference.begin(), reference.end(), e, later), e);
                    if (!old(e.index())) fresh.insert(std::upper_bound(fresh.begin(), fresh.end(), e, later), e);
                }
                const int pops = static_cast<int>(random.below(4));
                for (int i = 0; i < pops && !reference.empty(); ++i) {
                    QCOMPARE(bucketed.size(), reference.size());
                    const CompactEntry want = reference.back();
                    reference.pop_back();
                    const CompactEntry a = bucketed.pop();
                    const CompactEntry b = plain.pop();
                    QCOMPARE(a.index(), want.index());
                    QCOMPARE(b.index(), want.index());
                    floor = std::bit_cast<double>(want.f & ~(std::uint64_t { 1 } << 63));
                    if (!fresh.empty()) {
                        QCOMPARE(filtered.popFresh(old), fresh.back().index());
                        fresh.pop_back();
                    }
                }
            }
            while (!reference.empty()) {
                QCOMPARE(bucketed.pop().index(), reference.back().index());
                reference.pop_back();
            }
            QVERIFY(bucketed.empty());
            while (!fresh.empty()) {
                QCOMPARE(filtered.popFresh(old), fresh.back().index());
                fresh.pop_back();
            }
            QCOMPARE(filtered.popFresh(old), -1);
            QVERIFY(filtered.empty());
        }
    }

    void anOpenListKeptForManySearchesGivesTheOrderOfAFreshOne()
    {
        // A workspace keeps one open list for all its searches, and a search that finds its goal
        // leaves entries waiting in the buckets: clear() must give their chunks back to the pool
        // the buckets share, so that the next search's entries neither vanish nor overwrite
        // another bucket's. Each search here stops halfway, some with thousands of entries.
        Random random(11);
        OpenList<CompactEntry> kept;
        for (int search = 0; search < 300; ++search) {
            kept.clear();
            kept.useBuckets(64.0, 256);
            OpenList<CompactEntry> fresh; // a plain heap, made for this search alone
            const int pushes = search % 10 == 0 ? 4000 : static_cast<int>(random.below(200));
            double floor = 0.0;
            std::int32_t next = 0;
            for (int i = 0; i < pushes; ++i) {
                // Many in a slice, so that buckets fill several chunks.
                const double f = floor + 0.0625 * static_cast<double>(random.below(48));
                const CompactEntry e = CompactEntry::make(f, random.below(4), next++);
                kept.push(e);
                fresh.push(e);
                if (random.chance(0.3)) {
                    const CompactEntry a = kept.pop();
                    QCOMPARE(a.index(), fresh.pop().index());
                    floor = std::bit_cast<double>(a.f & ~(std::uint64_t { 1 } << 63));
                }
            }
            QCOMPARE(kept.size(), fresh.size());
            std::size_t visited = 0;
            kept.forEach([&visited](const CompactEntry&) { ++visited; });
            QCOMPARE(visited, fresh.size());
            for (std::size_t left = fresh.size() / 2; left > 0; --left)
                QCOMPARE(kept.pop().index(), fresh.pop().index());
        }
    }

    void theNodesOfALargeGridAreMappedAndCountedAsMemory()
    {
        // bench reports the memory each search used by counting operator new; the node for every
        // cell of a large grid is mapped instead (prefaulted.h), and must be counted all the same,
        // while the workspace lives and no longer.
        if (!kMapsLargeArrays) QSKIP("this build allocates them (AddressSanitizer, or not Linux)");
        static std::ptrdiff_t mapped = 0;
        mapped = 0;
        mappingCounter().store([](std::ptrdiff_t bytes) { mapped += bytes; });
        const int side = 300;
        const std::vector<std::uint8_t> open(static_cast<std::size_t>(side * side), 1);
        SearchOptions options;
        options.movement = Movement::Eight;
        options.heuristic = Heuristic::Octile;
        options.edges = Edges::Closed;
        {
            SearchWorkspace workspace;
            const Path p = findPath(side, side, { 0, 0 }, { side - 1, side - 1 }, open.data(), options, &workspace);
            QCOMPARE(p.cells.size(), std::size_t(side));
            // 8 bytes a cell, on top of which the open list's pool may be mapped too.
            QVERIFY2(mapped >= 8 * side * side, qPrintable(QString::number(mapped)));
        }
        mappingCounter().store(nullptr);
        QCOMPARE(mapped, std::ptrdiff_t(0));
    }

    void aWorkspaceServesThousandsOfSearches()
    {
        // The nodes of a small grid keep a 12-bit stamp of the search that reached them, and
        // the stamps start again every 2,047 searches: 5,000 searches on one workspace must
        // answer as each would on a workspace of its own.
        Random random(21);
        const int w = 23;
        const int h = 17;
        const std::vector<std::uint8_t> open = randomOpenCells(random, w, h, 0.25);
        SearchWorkspace shared;
        for (int i = 0; i < 5000; ++i) {
            SearchOptions options;
            options.movement = i % 2 ? Movement::Eight : Movement::Four;
            options.heuristic = i % 2 ? Heuristic::Octile : Heuristic::Manhattan;
            options.edges = i % 3 ? Edges::Closed : Edges::Wrap;
            const Cell from { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
            const Cell to { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
            const Path a = findPath(w, h, from, to, open.data(), options, &shared);
            const Path b = findPath(w, h, from, to, open.data(), options);
            if (a.cells != b.cells || a.visited != b.visited) QFAIL(qPrintable(QString("search %1 differs").arg(i)));
        }
    }

    void roomsAndLongDiagonalsAreSearchedAlike()
    {
        // Open rooms behind walls with doorways: long diagonal runs across open floor, where
        // the fast search leaves out most offers (see kSkippedAhead in path/waysout.h). It must settle
        // the same cells, in the same order, as a search through a cost function.
        Random random(21);
        SearchWorkspace bytes;
        SearchWorkspace function;
        for (int trial = 0; trial < 12; ++trial) {
            const int w = 40 + static_cast<int>(random.below(25));
            const int h = 40 + static_cast<int>(random.below(25));
            const int across = 5 + static_cast<int>(random.below(6));
            const int down = 4 + static_cast<int>(random.below(6));
            std::vector<std::uint8_t> open(static_cast<std::size_t>(w * h), 1);
            for (int row = 0; row < h; ++row) {
                for (int col = 0; col < w; ++col) {
                    const bool wall = (row % down == 0 || col % across == 0) && !random.chance(0.3);
                    open[static_cast<std::size_t>(row * w + col)] = wall ? 0 : 1;
                }
            }
            const auto ways = waysOut(w, h, open.data());
            auto cost = [&](int c, int r) { return open[static_cast<std::size_t>(r * w + c)] ? 1.0 : kInfinity; };
            for (int query = 0; query < 25; ++query) {
                const Cell from { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                const Cell to { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                for (Algorithm algorithm : { Algorithm::Dijkstra, Algorithm::AStar }) {
                    for (Heuristic guess : { Heuristic::Octile, Heuristic::Euclidean }) {
                        const SearchOptions options { algorithm, guess, Movement::Eight, Edges::Closed };
                        const Path a = findPath(w, h, from, to, open.data(), ways.data(), options, &bytes);
                        const Path b = findPath(w, h, from, to, cost, options, &function);
                        QCOMPARE(a.cells, b.cells);
                        QCOMPARE(a.cost, b.cost);
                        QCOMPARE(a.visited, b.visited);
                    }
                }
            }
        }
    }

    void gridsTooLargeForSmallNodesAreSearchedAlike()
    {
        // A grid of more than 2^24 open cells keeps 16 bytes a cell and its parent by number,
        // not 8 bytes and the way of the last step: the same searches, ways included.
        Random random(8);
        SearchWorkspace small;
        SearchWorkspace large;
        large.setPackedCellLimit(0);
        for (int trial = 0; trial < 40; ++trial) {
            const int w = 1 + static_cast<int>(random.below(25));
            const int h = 1 + static_cast<int>(random.below(25));
            const std::vector<std::uint8_t> open = randomOpenCells(random, w, h, 0.3);
            for (Algorithm algorithm : { Algorithm::BreadthFirst, Algorithm::Dijkstra, Algorithm::AStar }) {
                for (Movement movement : { Movement::Four, Movement::Eight }) {
                    for (Edges edges : { Edges::Wrap, Edges::Closed }) {
                        const SearchOptions options { algorithm, Heuristic::Octile, movement, edges };
                        const Cell from { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                        const Cell to { static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) };
                        const Path a = findPath(w, h, from, to, open.data(), options, &small);
                        const Path b = findPath(w, h, from, to, open.data(), options, &large);
                        QCOMPARE(a.cells, b.cells);
                        QCOMPARE(a.cost, b.cost);
                        QCOMPARE(a.visited, b.visited);
                        QCOMPARE(a.first, b.first);
                    }
                }
            }
        }
    }

    void theStepperShowsItsFrontier()
    {
        const TileMap<Tile> map = test::tiles("row XXXXXXX\nrow X_____X\nrow XXXXXXX");
        SearchOptions options;
        options.edges = Edges::Closed;
        PathStepper stepper(7, 3, costGrid(map), options, Cell { 1, 1 }, Cell { 5, 1 });
        QCOMPARE(stepper.frontier(), (std::vector<Cell> { { 1, 1 } }));
        QVERIFY(stepper.step());
        QCOMPARE(stepper.state(Cell { 1, 1 }), PathStepper::State::Settled);
        QCOMPARE(stepper.frontier(), (std::vector<Cell> { { 2, 1 } }));
        QCOMPARE(stepper.cost(Cell { 2, 1 }), 1.0);
        QCOMPARE(stepper.state(Cell { 4, 1 }), PathStepper::State::Unseen);
        stepper.finish();
        QVERIFY(stepper.found());
        QCOMPARE(stepper.path().cost, 4.0);
    }
};

QTEST_APPLESS_MAIN(TstSearch)
#include "tst_search.moc"

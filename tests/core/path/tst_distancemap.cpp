#include "testmaps.h"

#include "path/distancemap.h"
#include "path/distancemapstepper.h"
#include "random/random.h"

#include <QtTest>

using namespace mazeworks;

namespace {

// Column 4, row 3 is the goal.
const char* const kMaze = R"(
    row XXXXXXXXX
    row X...X...X
    row X.X.X.X.X
    row X.X...X.X
    row X.XXXXX.X
    row .........
    row XXXXXXXXX
    row XX_XXXXXX
    row XXXXXXXXX
)";

} // namespace

class TstDistanceMap : public QObject {
    Q_OBJECT

private slots:
    void theWaveCountsTheStepsToTheGoalFromEveryTile()
    {
        const TileMap<Tile> map = test::tiles(kMaze);
        const Cell goal { 4, 3 };
        const DistanceMap home = DistanceMap::search(map.width(), map.height(), test::corridors(map), goal);
        QCOMPARE(home.distance(4, 3), 0);
        QCOMPARE(home.distance(3, 2), 2);
        QCOMPARE(home.distance(3, 1), 3); // round the corner
        QCOMPARE(home.distance(7, 1), 5); // round the wall, not through it
        QCOMPARE(home.distance(1, 5), 9);
        QCOMPARE(home.distance(4, 5), 12);
        QCOMPARE(home.distance(0, 5), 10);
        QCOMPARE(home.distance(8, 5), 10); // the row is open at both ends: both ends are as near
        QCOMPARE(home.distance(2, 7), DistanceMap::Unreachable); // walled in
        QCOMPARE(home.distance(4, 4), DistanceMap::Unreachable); // a wall
        QCOMPARE(home.distance(-1, 0), DistanceMap::Unreachable);
        QCOMPARE(home.visited(), 26);
    }

    void downhillFromAnywhereIsAShortestWayHome()
    {
        const TileMap<Tile> map = test::tiles(kMaze);
        const DistanceMap home = DistanceMap::search(map.width(), map.height(), test::corridors(map), Cell { 4, 3 });
        for (int row = 0; row < map.height(); ++row) {
            for (int col = 0; col < map.width(); ++col) {
                const int distance = home.distance(col, row);
                if (distance == DistanceMap::Unreachable) {
                    QVERIFY(!home.downhill(col, row));
                    continue;
                }
                Cell at { col, row };
                int steps = 0;
                while (auto d = home.downhill(at)) {
                    at = map.step(at, *d);
                    ++steps;
                    QVERIFY(steps <= distance);
                }
                QCOMPARE(at, (Cell { 4, 3 }));
                QCOMPARE(steps, distance);
            }
        }
    }

    void tiesGoUpLeftDownRight()
    {
        const TileMap<Tile> map = test::tiles(R"(
            row ___
            row ___
            row ___
        )");
        const DistanceMap home = DistanceMap::search(3, 3, test::corridors(map), Cell { 0, 0 }, Edges::Closed);
        QCOMPARE(home.downhill(1, 1), std::optional<Direction>(Direction::Up));
        QCOMPARE(home.downhill(2, 2), std::optional<Direction>(Direction::Up));
        QCOMPARE(home.downhill(0, 0), std::optional<Direction>());
    }

    void manyGoalsGiveTheDistanceToTheNearest()
    {
        const TileMap<Tile> map = test::tiles("row _________");
        const std::vector<Cell> goals = { { 0, 0 }, { 8, 0 } };
        const DistanceMap near = DistanceMap::search(9, 1, test::corridors(map), goals, Edges::Closed);
        QCOMPARE(near.distance(4, 0), 4);
        QCOMPARE(near.distance(6, 0), 2);
        QCOMPARE(near.farthest(), 4);
    }

    void closedEdgesDoNotWrap()
    {
        const TileMap<Tile> map = test::tiles("row ______");
        QCOMPARE(DistanceMap::search(6, 1, test::corridors(map), Cell { 0, 0 }, Edges::Wrap).distance(5, 0), 1);
        QCOMPARE(DistanceMap::search(6, 1, test::corridors(map), Cell { 0, 0 }, Edges::Closed).distance(5, 0), 5);
        QCOMPARE(DistanceMap::search(6, 1, test::corridors(map), Cell { 0, 0 }, Edges::Closed).downhill(0, 0),
            std::optional<Direction>());
    }

    void aBlockedOrOutsideGoalReachesNothing()
    {
        const TileMap<Tile> map = test::tiles("row __X__");
        const DistanceMap blocked = DistanceMap::search(5, 1, test::corridors(map), Cell { 2, 0 });
        QCOMPARE(blocked.visited(), 0);
        QCOMPARE(blocked.distance(1, 0), DistanceMap::Unreachable);
        QCOMPARE(DistanceMap::search(5, 1, test::corridors(map), Cell { 7, 0 }).visited(), 0);
    }

    void theClassicTunnelCountsAStepOverTheEdge()
    {
        const Maze maze = test::classic();
        const auto& tiles = maze.tiles;
        const Cell doorstep = *maze.doorstep();
        const DistanceMap eyes = DistanceMap::search(
            tiles.width(), tiles.height(), [&](int c, int r) { return tiles.get(c, r) != Tile::Wall; }, doorstep);
        QCOMPARE(eyes.distance(0, 14), eyes.distance(26, 14)); // both ends of the tunnel, the same
        const DistanceMap wave
            = DistanceMap::search(tiles.width(), tiles.height(), test::corridors(tiles), maze.muncher->cell);
        QCOMPARE(wave.visited(), 291); // every corridor
    }

    void theStepperSettlesTheWaveInOrderAndAgrees()
    {
        const Maze maze = test::classic();
        const auto& tiles = maze.tiles;
        const Cell start = maze.muncher->cell;
        const DistanceMap once = DistanceMap::search(tiles.width(), tiles.height(), test::corridors(tiles), start);
        DistanceMapStepper stepper(tiles.width(), tiles.height(), test::corridors(tiles), std::span(&start, 1));
        QCOMPARE(stepper.frontierSize(), std::size_t(1));
        QVERIFY(stepper.step());
        QCOMPARE(stepper.current(), std::optional<Cell>(start));
        QVERIFY(stepper.isSettled(start));
        QCOMPARE(stepper.frontierSize(), std::size_t(2)); // left and right of the start
        int last = 0;
        while (!stepper.done()) {
            stepper.step();
            const int d = stepper.map().distance(*stepper.current());
            QVERIFY(d >= last); // the wave never goes back
            last = d;
        }
        QCOMPARE(stepper.settled(), 291);
        QCOMPARE(stepper.map().toVector(), once.toVector());
        QCOMPARE(stepper.map().visited(), once.visited());
        QVERIFY(!stepper.step());
    }

    void theFastWaveAgreesWithTheStepperOnEveryKindOfGround()
    {
        // The fast search has a loop for open ground and a branch-free one for ground with
        // walls; the stepper has its own. All three must give the same distances, from one goal
        // or several, with and without wrap-around.
        Random random(3);
        for (int trial = 0; trial < 40; ++trial) {
            const int w = 1 + static_cast<int>(random.below(70));
            const int h = 1 + static_cast<int>(random.below(50));
            const double walls = trial % 4 == 0 ? 0.0 : trial % 4 == 1 ? 0.01 : 0.1 * static_cast<double>(trial % 7);
            std::vector<std::uint8_t> open(static_cast<std::size_t>(w * h));
            for (auto& cell : open) cell = random.chance(walls) ? 0 : static_cast<std::uint8_t>(1 + random.below(255));
            std::vector<Cell> goals;
            for (int g = 0; g <= trial % 3; ++g) {
                goals.push_back({ static_cast<int>(random.below(w)), static_cast<int>(random.below(h)) });
            }
            for (Edges edges : { Edges::Wrap, Edges::Closed }) {
                const DistanceMap fast = DistanceMap::search(w, h, open.data(), goals, edges);
                auto passable = [&](int c, int r) { return open[static_cast<std::size_t>(r * w + c)] != 0; };
                const DistanceMap viaFunction = DistanceMap::search(w, h, passable, goals, edges);
                DistanceMapStepper stepper(w, h, passable, goals, edges);
                stepper.finish();
                QCOMPARE(fast.toVector(), stepper.map().toVector());
                QCOMPARE(viaFunction.toVector(), stepper.map().toVector());
                QCOMPARE(fast.visited(), stepper.map().visited());
                QCOMPARE(fast.farthest(), stepper.map().farthest());
            }
        }
    }

    void aRingSettlesEveryCellAtOneDistance()
    {
        const TileMap<Tile> map = test::tiles("row _________");
        const Cell goal { 4, 0 };
        DistanceMapStepper stepper(9, 1, test::corridors(map), std::span(&goal, 1), Edges::Closed);
        QVERIFY(stepper.stepRing());
        QCOMPARE(stepper.settled(), 1);
        QVERIFY(stepper.stepRing());
        QCOMPARE(stepper.settled(), 3);
        QCOMPARE(stepper.frontier(), (std::vector<Cell> { { 2, 0 }, { 6, 0 } }));
    }
};

QTEST_APPLESS_MAIN(TstDistanceMap)
#include "tst_distancemap.moc"

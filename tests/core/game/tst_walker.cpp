#include "testmaps.h"

#include "game/walker.h"

#include <QtTest>

#include <vector>

using namespace mazeworks;

namespace {

// Row 1 is a corridor with a way down at column 3; row 3 runs over both edges.
const char* const kMap = R"(
    row XXXXXXX
    row X_____X
    row XXX_XXX
    row _______
    row XXXXXXX
)";

// Steering that takes `wanted` where it is open, else goes on, else stops.
auto wanting(const TileMap<Tile>& map, std::optional<Direction> wanted)
{
    return [&map, wanted](int col, int row, std::optional<Direction> heading) -> std::optional<Direction> {
        const auto open = [&](Direction d) { return isCorridor(map.get(map.step(col, row, d))); };
        if (wanted && open(*wanted)) return wanted;
        if (heading && open(*heading)) return heading;
        return std::nullopt;
    };
}

} // namespace

class TstWalker : public QObject {
    Q_OBJECT

private slots:
    void aWalkerTurnsOnlyAtTheCentreOfATile()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Walker walker(1, 1, Direction::Right);
        walker.walk(1.5, map.width(), map.height(), wanting(map, Direction::Down));
        QCOMPARE(walker.x(), 2.5); // no way down at column 2: on to the right
        QCOMPARE(walker.y(), 1.0);
        walker.walk(1.0, map.width(), map.height(), wanting(map, Direction::Down));
        QCOMPARE(walker.x(), 3.0); // at the centre of column 3 it turned
        QCOMPARE(walker.y(), 1.5);
        QCOMPARE(walker.heading(), std::optional(Direction::Down));
    }

    void aWalkerStopsAtTheCentreWhereTheSteeringSaysNothing()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Walker walker(3, 1, Direction::Down);
        QCOMPARE(
            walker.walk(5, map.width(), map.height(), wanting(map, Direction::Down)), 2.0); // row 3 has no way down
        QCOMPARE(walker.y(), 3.0);
        QCOMPARE(walker.heading(), std::nullopt);
        QVERIFY(walker.atCentre());
    }

    void turningRoundNeedsNoCentre()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Walker walker(2, 1, Direction::Right);
        walker.walk(0.3, map.width(), map.height(), wanting(map, std::nullopt));
        walker.turnAround();
        walker.walk(0.5, map.width(), map.height(), wanting(map, std::nullopt));
        QCOMPARE(walker.x(), 1.8);
        QCOMPARE(walker.heading(), std::optional(Direction::Left));
    }

    void aLongStepNeverSkipsACentre()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Walker walker(0, 3, Direction::Right);
        std::vector<int> asked;
        const double walked
            = walker.walk(5.5, map.width(), map.height(), [&](int col, int, std::optional<Direction> heading) {
                  asked.push_back(col);
                  return heading;
              });
        QCOMPARE(walked, 5.5);
        QCOMPARE(asked, (std::vector<int> { 0, 1, 2, 3, 4, 5 }));
        QCOMPARE(walker.x(), 5.5);
    }

    void overAnEdgeThePreviousPositionComesAlong()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Walker walker(0, 3, Direction::Left);
        walker.walk(0.4, map.width(), map.height(), wanting(map, std::nullopt));
        QCOMPARE(walker.x(), -0.4); // half a tile over the edge still belongs to column 0
        QCOMPARE(walker.cell(), (Cell { 0, 3 }));
        walker.walk(0.25, map.width(), map.height(), wanting(map, std::nullopt));
        QCOMPARE(walker.cell(), (Cell { 6, 3 })); // arrived on the far side
        QVERIFY(qAbs(walker.x() - 6.35) < 1e-12);
        // Drawing between the two positions is a short step, not a jump across the map.
        QVERIFY(qAbs(walker.previousX() - 6.6) < 1e-12);
        walker.walk(1.35, map.width(), map.height(), wanting(map, std::nullopt));
        QCOMPARE(walker.x(), 5.0);
    }

    void aWalkerThatDidNotWalkIsDrawnStanding()
    {
        Walker walker(2, 3, Direction::Right);
        walker.walk(0.25, 7, 5, [](int, int, std::optional<Direction> h) { return h; });
        QCOMPARE(walker.previousX(), 2.0);
        walker.settle();
        QCOMPARE(walker.previousX(), walker.x());
    }
};

QTEST_APPLESS_MAIN(TstWalker)
#include "tst_walker.moc"

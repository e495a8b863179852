#include "testmaps.h"

#include "game/muncher.h"

#include <QtTest>

using namespace mazeworks;

namespace {

// A corridor along row 1 with ways down at columns 3 and 5.
const char* const kMap = R"(
    row XXXXXXXX
    row X______X
    row XXX_X_XX
    row XXX_X_XX
    row XXXXXXXX
)";

} // namespace

class TstMuncher : public QObject {
    Q_OBJECT

private slots:
    void aKeyPressedEarlyIsKeptUntilTheWayIsOpen()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Muncher muncher({ 1, 1 }, Direction::Right);
        muncher.move(0.5, map, Direction::Down); // down is a wall at column 1 and 2
        QCOMPARE(muncher.walker().heading(), std::optional(Direction::Right));
        muncher.move(1.0, map, Direction::Down);
        QCOMPARE(muncher.walker().x(), 2.5);
        muncher.move(1.0, map, Direction::Down);
        QCOMPARE(muncher.walker().x(), 3.0); // took the first way down
        QCOMPARE(muncher.walker().y(), 1.5);
        QCOMPARE(muncher.walker().heading(), std::optional(Direction::Down));
        QCOMPARE(muncher.facing(), Direction::Down);
    }

    void theOppositeWayIsTakenAtOnce()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Muncher muncher({ 2, 1 }, Direction::Right);
        muncher.move(0.3, map, std::nullopt);
        muncher.move(0.1, map, Direction::Left);
        QCOMPARE(muncher.walker().heading(), std::optional(Direction::Left));
        QVERIFY(qAbs(muncher.walker().x() - 2.2) < 1e-12);
    }

    void itStopsAtAWallAndKeepsFacingTheWay()
    {
        const TileMap<Tile> map = test::tiles(kMap);
        Muncher muncher({ 5, 1 }, Direction::Right);
        QCOMPARE(muncher.walker().walk(0, map.width(), map.height(), [](int, int, auto h) { return h; }), 0.0);
        muncher.move(3, map, std::nullopt);
        QCOMPARE(muncher.walker().x(), 6.0);
        QCOMPARE(muncher.walker().heading(), std::nullopt);
        QCOMPARE(muncher.facing(), Direction::Right);
        QCOMPARE(muncher.walked(), 1.0);
        muncher.move(1, map, Direction::Up); // a wall: it stays
        QCOMPARE(muncher.walker().x(), 6.0);
        muncher.move(0.5, map, Direction::Left); // standing, any open way is taken
        QCOMPARE(muncher.walker().x(), 5.5);
    }
};

QTEST_APPLESS_MAIN(TstMuncher)
#include "tst_muncher.moc"

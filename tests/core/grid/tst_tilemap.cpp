#include "testmaps.h"

#include "grid/tilemap.h"

#include <QtTest>

using namespace mazeworks;

class TstTileMap : public QObject {
    Q_OBJECT

private slots:
    void aMapIsReadFromRowsOfLetters()
    {
        const TileMap<Tile> map = test::tiles(R"(
            row XXXXX
            row X._.X
            row XXXXX
        )");
        QCOMPARE(map.width(), 5);
        QCOMPARE(map.height(), 3);
        QCOMPARE(map.get(1, 1), Tile::Dot);
        QCOMPARE(map.get(2, 1), Tile::Floor);
        QCOMPARE(map.count([](Tile t) { return t == Tile::Dot; }), std::size_t(2));
        const std::vector<Cell> dots = map.cells([](Tile t) { return t == Tile::Dot; });
        QCOMPARE(dots.size(), std::size_t(2));
        QCOMPARE(dots[0], (Cell { 1, 1 }));
        QCOMPARE(dots[1], (Cell { 3, 1 }));
    }

    void getAndSetOutsideTheMapAreRefused()
    {
        TileMap<int> map(3, 2, 7);
        QCOMPARE(map.get(2, 1), 7);
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.get(3, 0));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.get(0, -1));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.set(-1, 0, 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TileMap<int>(0, 3));
    }

    void aStepOverAnEdgeArrivesOnTheFarSide()
    {
        TileMap<int> map(5, 4);
        QCOMPARE(map.step(4, 2, Direction::Right), (Cell { 0, 2 }));
        QCOMPARE(map.step(0, 2, Direction::Left), (Cell { 4, 2 }));
        QCOMPARE(map.step(1, 0, Direction::Up), (Cell { 1, 3 }));
        QCOMPARE(map.step(1, 3, Direction::Down), (Cell { 1, 0 }));
        QCOMPARE(map.step(2, 2, Direction::Up), (Cell { 2, 1 }));
        QCOMPARE(map.wrap({ -6, 9 }), (Cell { 4, 1 }));
    }

    void theDirectionsAreOrderedUpLeftDownRight()
    {
        QCOMPARE(static_cast<int>(kDirections[0]), static_cast<int>(Direction::Up));
        QCOMPARE(static_cast<int>(kDirections[1]), static_cast<int>(Direction::Left));
        QCOMPARE(static_cast<int>(kDirections[2]), static_cast<int>(Direction::Down));
        QCOMPARE(static_cast<int>(kDirections[3]), static_cast<int>(Direction::Right));
        for (Direction d : kDirections) {
            QCOMPARE(opposite(opposite(d)), d);
            QCOMPARE(dx(d) + dx(opposite(d)), 0);
            QCOMPARE(dy(d) + dy(opposite(d)), 0);
            QCOMPARE(directionFromName(name(d)), std::optional<Direction>(d));
        }
        QVERIFY(!directionFromName("sideways"));
    }

    void theMaskSaysWhichNeighboursAreWalls()
    {
        const TileMap<Tile> map = test::tiles(R"(
            row XXX_
            row X.X_
            row X___
        )");
        auto wall = [](Tile t) { return t == Tile::Wall; };
        QCOMPARE(map.mask(0, 0, wall, false), 8 | 4); // a corner: right and down
        QCOMPARE(map.mask(2, 0, wall, false), 2 | 4); // a corner: left and down
        QCOMPARE(map.mask(2, 1, wall, false), 1); // the end of a wall: only up
        QCOMPARE(map.mask(0, 1, wall, false), 1 | 4); // straight, up and down
        QCOMPARE(map.mask(0, 0, wall, true), 1 | 2 | 4 | 8); // outside counts as wall here
        QCOMPARE(map.mask(1, 1, wall, false), 1 | 2 | 8);
    }

    void mapsCompareByTheirTiles()
    {
        TileMap<int> a(2, 2, 1);
        TileMap<int> b(2, 2, 1);
        QVERIFY(a == b);
        b.set(1, 1, 2);
        QVERIFY(a != b);
        QVERIFY(TileMap<int>(4, 1, 1) != TileMap<int>(1, 4, 1));
    }
};

QTEST_APPLESS_MAIN(TstTileMap)
#include "tst_tilemap.moc"

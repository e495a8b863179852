#include "testmaps.h"

#include "maze/resize.h"

#include <QtTest>

using namespace mazeworks;

Q_DECLARE_METATYPE(mazeworks::Margins)

namespace {

Maze picture(const std::string& rows)
{
    Maze maze;
    maze.tiles = test::tiles(rows);
    return maze;
}

} // namespace

class TstResize : public QObject {
    Q_OBJECT

private slots:
    void tilesAreAddedAndTakenAwayOnEachSide_data()
    {
        QTest::addColumn<Margins>("margins");
        QTest::addColumn<QString>("expected");
        const QString none;
        // The map before is always:  X._ / oTH
        QTest::newRow("nothing") << Margins {} << QString("X._\noTH");
        QTest::newRow("a column on the left") << Margins { 1, 0, 0, 0 } << QString("XX._\nXoTH");
        QTest::newRow("a row on top") << Margins { 0, 1, 0, 0 } << QString("XXX\nX._\noTH");
        QTest::newRow("two columns on the right") << Margins { 0, 0, 2, 0 } << QString("X._XX\noTHXX");
        QTest::newRow("a row at the bottom") << Margins { 0, 0, 0, 1 } << QString("X._\noTH\nXXX");
        QTest::newRow("all round") << Margins { 1, 1, 1, 1 } << QString("XXXXX\nXX._X\nXoTHX\nXXXXX");
        QTest::newRow("the left column taken away") << Margins { -1, 0, 0, 0 } << QString("._\nTH");
        QTest::newRow("the top row taken away") << Margins { 0, -1, 0, 0 } << QString("oTH");
        QTest::newRow("the right column taken away") << Margins { 0, 0, -1, 0 } << QString("X.\noT");
        QTest::newRow("the bottom row taken away") << Margins { 0, 0, 0, -1 } << QString("X._");
        QTest::newRow("taken from one side, added to the other") << Margins { -2, 0, 2, 0 } << QString("_XX\nHXX");
        QTest::newRow("down to one tile") << Margins { -1, -1, -1, 0 } << QString("T");
        QTest::newRow("moved off entirely") << Margins { 3, 0, -3, 0 } << QString("XXX\nXXX");
    }

    void tilesAreAddedAndTakenAwayOnEachSide()
    {
        QFETCH(Margins, margins);
        QFETCH(QString, expected);
        const auto out = resized(picture("X._\noTH"), margins, Tile::Wall);
        QVERIFY(out);
        QCOMPARE(out->tiles, test::tiles(expected.toStdString()));
    }

    void newTilesAreTheChosenTile()
    {
        const auto out = resized(picture("X"), { 1, 0, 0, 1 }, Tile::Dot);
        QVERIFY(out);
        QCOMPARE(out->tiles, test::tiles(".X\n.."));
    }

    void aSizeOutsideTheLimitsGivesNothing_data()
    {
        QTest::addColumn<Margins>("margins");
        QTest::newRow("no columns left") << Margins { -2, 0, -1, 0 };
        QTest::newRow("no rows left") << Margins { 0, -2, 0, 0 };
        QTest::newRow("wider than the limit") << Margins { 0, 0, kMaxMapSide - 2, 0 };
        QTest::newRow("higher than the limit") << Margins { 0, kMaxMapSide, 0, 0 };
        QTest::newRow("margins that would overflow") << Margins { 2147483647, 0, 2147483647, 0 };
    }

    void aSizeOutsideTheLimitsGivesNothing()
    {
        QFETCH(Margins, margins);
        QVERIFY(!resized(picture("X._\noTH"), margins, Tile::Wall));
    }

    void theLargestMapIsAllowed()
    {
        const auto out = resized(picture("X._\noTH"), { 0, 0, kMaxMapSide - 3, kMaxMapSide - 2 }, Tile::Wall);
        QVERIFY(out);
        QCOMPARE(out->width(), kMaxMapSide);
        QCOMPARE(out->height(), kMaxMapSide);
    }

    void placesShiftWithTheMap()
    {
        const Maze classic = test::classic();
        Maze maze = classic;
        maze.corners[indexOf(GhostKind::Red)] = Cell { 25, -3 };
        maze.fruit = Cell { 13, 16 };
        const auto out = resized(maze, { 2, 3, 0, 0 }, Tile::Wall);
        QVERIFY(out);
        QCOMPARE(out->muncher->cell, (Cell { 15, 25 }));
        QCOMPARE(out->muncher->heading, classic.muncher->heading);
        for (GhostKind k : kGhostKinds) {
            QCOMPARE(out->ghost(k)->cell, (Cell { classic.ghost(k)->cell.col + 2, classic.ghost(k)->cell.row + 3 }));
        }
        QCOMPARE(out->corners[indexOf(GhostKind::Red)], (Cell { 27, 0 }));
        QCOMPARE(*out->fruit, (Cell { 15, 19 }));
        QCOMPARE(out->name, classic.name);
        QCOMPARE(out->releases, classic.releases);
    }

    void placesThatFallOffAreRemovedButCornersStay()
    {
        Maze maze = test::classic();
        maze.corners[indexOf(GhostKind::Pink)] = Cell { 2, -3 };
        maze.fruit = Cell { 1, 1 };
        // The bottom 10 rows go: the muncher (row 22) falls off, the ghosts (rows 11 and 14) stay.
        const auto out = resized(maze, { 0, 0, 0, -10 }, Tile::Wall);
        QVERIFY(out);
        QCOMPARE(out->height(), 20);
        QVERIFY(!out->muncher);
        for (GhostKind k : kGhostKinds) QVERIFY(out->ghost(k));
        QCOMPARE(*out->fruit, (Cell { 1, 1 }));
        // Taking the left 5 columns away: the fruit falls off, the corner stays, shifted off the map.
        const auto narrower = resized(maze, { -5, 0, 0, 0 }, Tile::Wall);
        QVERIFY(narrower);
        QVERIFY(!narrower->fruit);
        QCOMPARE(narrower->corners[indexOf(GhostKind::Pink)], (Cell { -3, -3 }));
    }

    void aMazeWithoutAMapIsNotResized() { QVERIFY(!resized(Maze {}, { 1, 1, 1, 1 }, Tile::Wall)); }

    void aNewArenaIsFloorInsideAWallBorder()
    {
        const auto arena = newMaze(5, 4, NewMapFill::Arena);
        QVERIFY(arena);
        QCOMPARE(arena->tiles, test::tiles("XXXXX\nX___X\nX___X\nXXXXX"));
        QVERIFY(!arena->muncher);
        QVERIFY(!arena->fruit);
        QCOMPARE(newMaze(2, 2, NewMapFill::Arena)->tiles, test::tiles("XX\nXX"));
        QCOMPARE(newMaze(1, 1, NewMapFill::Arena)->tiles, test::tiles("X"));
        QCOMPARE(newMaze(3, 1, NewMapFill::Dots)->tiles, test::tiles("..."));
        QCOMPARE(newMaze(1, 2, NewMapFill::Floor)->tiles, test::tiles("_\n_"));
        QCOMPARE(newMaze(2, 1, NewMapFill::Walls)->tiles, test::tiles("XX"));
    }

    void aNewMapOutsideTheLimitsIsRefused()
    {
        QVERIFY(!newMaze(0, 5, NewMapFill::Arena));
        QVERIFY(!newMaze(5, -1, NewMapFill::Arena));
        QVERIFY(!newMaze(kMaxMapSide + 1, 5, NewMapFill::Arena));
        QVERIFY(newMaze(kMaxMapSide, 1, NewMapFill::Arena));
    }
};

QTEST_APPLESS_MAIN(TstResize)
#include "tst_resize.moc"

#include "testmaps.h"

#include "grid/raster.h"

#include <QtTest>

using namespace mazeworks;

class TstRaster : public QObject {
    Q_OBJECT

private slots:
    void aLineHasNoDiagonalGaps_data()
    {
        QTest::addColumn<int>("x0");
        QTest::addColumn<int>("y0");
        QTest::addColumn<int>("x1");
        QTest::addColumn<int>("y1");
        QTest::newRow("flat") << 0 << 0 << 5 << 0;
        QTest::newRow("steep") << 2 << 7 << 3 << 0;
        QTest::newRow("diagonal") << 0 << 0 << 4 << 4;
        QTest::newRow("backwards") << 9 << 3 << 1 << 1;
        QTest::newRow("one cell") << 4 << 4 << 4 << 4;
    }

    void aLineHasNoDiagonalGaps()
    {
        QFETCH(int, x0);
        QFETCH(int, y0);
        QFETCH(int, x1);
        QFETCH(int, y1);
        const std::vector<Cell> line = lineCells({ x0, y0 }, { x1, y1 });
        QCOMPARE(line.front(), (Cell { x0, y0 }));
        QCOMPARE(line.back(), (Cell { x1, y1 }));
        QCOMPARE(int(line.size()), std::abs(x1 - x0) + std::abs(y1 - y0) + 1);
        for (std::size_t i = 1; i < line.size(); ++i) {
            QCOMPARE(std::abs(line[i].col - line[i - 1].col) + std::abs(line[i].row - line[i - 1].row), 1);
        }
    }

    void aFloodFillTakesTheConnectedTilesOfOneKindAndStopsAtTheEdge()
    {
        const TileMap<Tile> map = test::tiles(R"(
            row __X__
            row __X__
            row XXX._
        )");
        std::vector<Cell> filled = floodFill(map, Cell { 0, 0 });
        std::sort(filled.begin(), filled.end());
        QCOMPARE(filled, (std::vector<Cell> { { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 } }));
        QCOMPARE(floodFill(map, Cell { 4, 2 }).size(), std::size_t(5)); // not through the dot, not over the edge
        QVERIFY(floodFill(map, Cell { 9, 9 }).empty());
    }

    void aFloodFillOfAHugeMapNeedsNoDeepStack()
    {
        TileMap<Tile> map(2048, 2048, Tile::Floor);
        QCOMPARE(floodFill(map, Cell { 1000, 1000 }).size(), map.size());
    }

    void aRectangleHoldsBothCorners()
    {
        QCOMPARE(rectangleCells({ 2, 1 }, { 0, 2 }).size(), std::size_t(6));
        QCOMPARE(rectangleCells({ 2, 1 }, { 0, 2 }).front(), (Cell { 0, 1 }));
    }
};

QTEST_APPLESS_MAIN(TstRaster)
#include "tst_raster.moc"

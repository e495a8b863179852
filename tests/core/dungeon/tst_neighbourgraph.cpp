#include "dungeon/neighbourgraph.h"

#include <QtTest>

using namespace mazeworks;

class TstNeighbourGraph : public QObject {
    Q_OBJECT

private slots:
    void closeWallsWithRoomForADoorMakeNeighbours_data()
    {
        QTest::addColumn<Rect>("a");
        QTest::addColumn<Rect>("b");
        QTest::addColumn<bool>("expected");
        // closeEnough 3, door 2.
        QTest::newRow("side by side, one wall") << Rect { 0, 0, 4, 4 } << Rect { 5, 0, 4, 4 } << true;
        QTest::newRow("side by side, three walls") << Rect { 0, 0, 4, 4 } << Rect { 7, 1, 4, 4 } << true;
        QTest::newRow("side by side, four walls") << Rect { 0, 0, 4, 4 } << Rect { 8, 0, 4, 4 } << false;
        QTest::newRow("above, overlapping by two") << Rect { 0, 0, 4, 4 } << Rect { 2, 5, 4, 4 } << true;
        QTest::newRow("above, overlapping by one") << Rect { 0, 0, 4, 4 } << Rect { 3, 5, 4, 4 } << false;
        QTest::newRow("diagonal") << Rect { 0, 0, 4, 4 } << Rect { 5, 5, 4, 4 } << false;
        QTest::newRow("the other way round") << Rect { 5, 0, 4, 4 } << Rect { 0, 0, 4, 4 } << true;
        QTest::newRow("no wall between") << Rect { 0, 0, 4, 4 } << Rect { 4, 0, 4, 4 } << false;
    }
    void closeWallsWithRoomForADoorMakeNeighbours()
    {
        QFETCH(Rect, a);
        QFETCH(Rect, b);
        QFETCH(bool, expected);
        QCOMPARE(NeighbourGraph::neighbours(a, b, 3, 2), expected);
        QCOMPARE(NeighbourGraph::neighbours(b, a, 3, 2), expected);
    }

    void theTreeGrowsBreadthFirstAndLeavesTheRestAsLoops()
    {
        //  0 1 2      rooms in a 3 x 2 grid, each a neighbour of those beside and below it
        //  3 4 5
        std::vector<Rect> rooms;
        for (int row = 0; row < 2; ++row) {
            for (int col = 0; col < 3; ++col) rooms.push_back({ 1 + col * 5, 1 + row * 5, 4, 4 });
        }
        NeighbourGraph graph(rooms, 1, 1);
        QCOMPARE(graph.edges().size(), std::size_t(7));
        graph.start(0);
        std::vector<Edge> tree;
        while (auto e = graph.step()) tree.push_back(*e);
        const std::vector<Edge> expected = { { 0, 1 }, { 0, 3 }, { 1, 2 }, { 1, 4 }, { 2, 5 } };
        QCOMPARE(tree, expected);
        const std::vector<Edge> loops = graph.loopCandidates();
        const std::vector<Edge> expectedLoops = { { 3, 4 }, { 4, 5 } };
        QCOMPARE(loops, expectedLoops);
        for (int i = 0; i < 6; ++i) QVERIFY(graph.reached(i));
    }

    void tenThousandRoomsInARowDoNotOverflowTheStack()
    {
        std::vector<Rect> rooms;
        for (int i = 0; i < 10000; ++i) rooms.push_back({ 1 + i * 5, 1, 4, 4 });
        NeighbourGraph graph(rooms, 1, 1);
        QCOMPARE(graph.edges().size(), std::size_t(9999));
        graph.start(5000);
        int steps = 0;
        while (graph.step()) ++steps;
        QCOMPARE(steps, 9999);
        QVERIFY(graph.loopCandidates().empty());
    }

    void roomsOutOfReachStayOutOfTheTree()
    {
        const std::vector<Rect> rooms = { { 1, 1, 4, 4 }, { 6, 1, 4, 4 }, { 30, 30, 4, 4 } };
        NeighbourGraph graph(rooms, 2, 1);
        graph.start(0);
        while (graph.step()) { }
        QVERIFY(graph.reached(1));
        QVERIFY(!graph.reached(2));
    }
};

QTEST_APPLESS_MAIN(TstNeighbourGraph)
#include "tst_neighbourgraph.moc"

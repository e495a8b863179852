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
        QTest::addColumn<bool>("articles");
        QTest::addColumn<bool>("generous");
        // closeEnough 3, door 2: the articles want fewer than 3 walls and more than 2 tiles shared.
        QTest::newRow("side by side, one wall") << Rect { 0, 0, 4, 4 } << Rect { 5, 0, 4, 4 } << true << true;
        QTest::newRow("side by side, two walls") << Rect { 0, 0, 4, 4 } << Rect { 6, 1, 4, 4 } << true << true;
        QTest::newRow("side by side, three walls") << Rect { 0, 0, 4, 4 } << Rect { 7, 1, 4, 4 } << false << true;
        QTest::newRow("side by side, four walls") << Rect { 0, 0, 4, 4 } << Rect { 8, 0, 4, 4 } << false << false;
        QTest::newRow("above, overlapping by three") << Rect { 0, 0, 4, 4 } << Rect { 1, 5, 4, 4 } << true << true;
        QTest::newRow("above, overlapping by two") << Rect { 0, 0, 4, 4 } << Rect { 2, 5, 4, 4 } << false << true;
        QTest::newRow("above, overlapping by one") << Rect { 0, 0, 4, 4 } << Rect { 3, 5, 4, 4 } << false << false;
        QTest::newRow("diagonal") << Rect { 0, 0, 4, 4 } << Rect { 5, 5, 4, 4 } << false << false;
        QTest::newRow("the other way round") << Rect { 5, 0, 4, 4 } << Rect { 0, 0, 4, 4 } << true << true;
        QTest::newRow("no wall between") << Rect { 0, 0, 4, 4 } << Rect { 4, 0, 4, 4 } << true << false;
    }
    void closeWallsWithRoomForADoorMakeNeighbours()
    {
        QFETCH(Rect, a);
        QFETCH(Rect, b);
        QFETCH(bool, articles);
        QFETCH(bool, generous);
        QCOMPARE(NeighbourGraph::neighbours(a, b, 3, 2), articles);
        QCOMPARE(NeighbourGraph::neighbours(b, a, 3, 2), articles);
        QCOMPARE(NeighbourGraph::neighbours(a, b, 3, 2, NeighbourRule::Articles), articles);
        QCOMPARE(NeighbourGraph::neighbours(a, b, 3, 2, NeighbourRule::Generous), generous);
        QCOMPARE(NeighbourGraph::neighbours(b, a, 3, 2, NeighbourRule::Generous), generous);
    }

    // The articles' rule on drawn rooms (letters are floors, the rest walls), with the
    // generator's own numbers: fewer than 3 walls apart, more than a door (1 tile) shared.
    void theArticlesRuleOnDrawnRooms_data()
    {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<bool>("expected");
        QTest::newRow("three walls apart: not neighbours") << "aaa...bbb|aaa...bbb|aaa...bbb" << false;
        QTest::newRow("two walls apart: neighbours") << "aaa..bbb|aaa..bbb|aaa..bbb" << true;
        QTest::newRow("one wall, two rows shared: neighbours") << "aaa.....|aaa.bbbb|aaa.bbbb" << true;
        QTest::newRow("one wall, one row shared: not neighbours") << "aaa.....|aaa.....|aaa.bbbb|....bbbb" << false;
        QTest::newRow("above, two walls: neighbours") << "aaa|aaa|...|...|bbb" << true;
    }
    void theArticlesRuleOnDrawnRooms()
    {
        QFETCH(QString, picture);
        QFETCH(bool, expected);
        auto roomOf = [&](QChar letter) {
            int x0 = 1000, y0 = 1000, x1 = -1, y1 = -1;
            const QStringList rows = picture.split('|');
            for (int row = 0; row < rows.size(); ++row) {
                for (int col = 0; col < rows[row].size(); ++col) {
                    if (rows[row][col] != letter) continue;
                    x0 = std::min(x0, col), y0 = std::min(y0, row), x1 = std::max(x1, col), y1 = std::max(y1, row);
                }
            }
            return Rect { x0, y0, x1 - x0 + 1, y1 - y0 + 1 };
        };
        const DungeonParams defaults;
        const Rect a = roomOf('a');
        const Rect b = roomOf('b');
        QCOMPARE(NeighbourGraph::neighbours(a, b, defaults.closeEnough, defaults.doorWidth), expected);
        const NeighbourGraph graph({ a, b }, defaults.closeEnough, defaults.doorWidth);
        QCOMPARE(graph.edges().size(), std::size_t(expected ? 1 : 0));
    }

    void theTreeGrowsBreadthFirstAndLeavesTheRestAsLoops()
    {
        //  0 1 2      rooms in a 3 x 2 grid, each a neighbour of those beside and below it
        //  3 4 5
        std::vector<Rect> rooms;
        for (int row = 0; row < 2; ++row) {
            for (int col = 0; col < 3; ++col) rooms.push_back({ 1 + col * 5, 1 + row * 5, 4, 4 });
        }
        NeighbourGraph graph(rooms, 3, 1);
        QCOMPARE(graph.edges().size(), std::size_t(7));
        graph.start(0, NeighbourGraph::Order::BreadthFirst);
        std::vector<Edge> tree;
        while (auto e = graph.step()) tree.push_back(*e);
        const std::vector<Edge> expected = { { 0, 1 }, { 0, 3 }, { 1, 2 }, { 1, 4 }, { 2, 5 } };
        QCOMPARE(tree, expected);
        const std::vector<Edge> loops = graph.loopCandidates();
        const std::vector<Edge> expectedLoops = { { 3, 4 }, { 4, 5 } };
        QCOMPARE(loops, expectedLoops);
        for (int i = 0; i < 6; ++i) QVERIFY(graph.reached(i));
    }

    void theTreeGrowsDepthFirstFromTheFirstRoomAsTheArticlesDo()
    {
        //  0 1 2      the same grid: from each room it goes on at once from the lowest
        //  3 4 5      neighbour not yet reached, so the tree is one winding path 0 1 2 5 4 3
        std::vector<Rect> rooms;
        for (int row = 0; row < 2; ++row) {
            for (int col = 0; col < 3; ++col) rooms.push_back({ 1 + col * 5, 1 + row * 5, 4, 4 });
        }
        NeighbourGraph graph(rooms, 3, 1);
        graph.start(0);
        std::vector<Edge> tree;
        while (auto e = graph.step()) tree.push_back(*e);
        const std::vector<Edge> expected = { { 0, 1 }, { 1, 2 }, { 2, 5 }, { 5, 4 }, { 4, 3 } };
        QCOMPARE(tree, expected);
        const std::vector<Edge> expectedLoops = { { 0, 3 }, { 1, 4 } };
        QCOMPARE(graph.loopCandidates(), expectedLoops);
    }

    void aDepthFirstTreeOnAChainOfRoomsIsAPath()
    {
        // A chain numbered out of order along the row:   2 0 4 1 3
        // Breadth-first from room 0 fans out both ways at once; depth-first runs to one end,
        // then comes back for the other, each edge starting where the last one ended until the
        // end is reached.
        const int at[] = { 1, 3, 0, 4, 2 };
        std::vector<Rect> rooms;
        for (const int place : at) rooms.push_back({ 1 + place * 5, 1, 4, 4 });
        NeighbourGraph graph(rooms, 3, 1);
        QCOMPARE(graph.edges().size(), std::size_t(4));
        graph.start(2); // the room at the left end
        std::vector<Edge> tree;
        while (auto e = graph.step()) tree.push_back(*e);
        const std::vector<Edge> path = { { 2, 0 }, { 0, 4 }, { 4, 1 }, { 1, 3 } };
        QCOMPARE(tree, path);
        for (std::size_t i = 1; i < tree.size(); ++i) QCOMPARE(tree[i].a, tree[i - 1].b);

        // From the middle, depth-first still makes each arm one path; breadth-first alternates.
        graph.start(4);
        tree.clear();
        while (auto e = graph.step()) tree.push_back(*e);
        const std::vector<Edge> arms = { { 4, 0 }, { 0, 2 }, { 4, 1 }, { 1, 3 } };
        QCOMPARE(tree, arms);
        graph.start(4, NeighbourGraph::Order::BreadthFirst);
        tree.clear();
        while (auto e = graph.step()) tree.push_back(*e);
        const std::vector<Edge> fan = { { 4, 0 }, { 4, 1 }, { 0, 2 }, { 1, 3 } };
        QCOMPARE(tree, fan);
    }

    void tenThousandRoomsInARowDoNotOverflowTheStack()
    {
        std::vector<Rect> rooms;
        for (int i = 0; i < 10000; ++i) rooms.push_back({ 1 + i * 5, 1, 4, 4 });
        NeighbourGraph graph(rooms, 3, 1);
        QCOMPARE(graph.edges().size(), std::size_t(9999));
        for (const auto order : { NeighbourGraph::Order::DepthFirst, NeighbourGraph::Order::BreadthFirst }) {
            graph.start(5000, order);
            int steps = 0;
            while (graph.step()) ++steps;
            QCOMPARE(steps, 9999);
            QVERIFY(graph.loopCandidates().empty());
        }
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

#include "dungeon/explorer.h"

#include <QtTest>

using namespace mazeworks;

class TstExplorer : public QObject {
    Q_OBJECT

private slots:
    void itGoesWhereItHasNotBeenFirst()
    {
        // A star: the middle 0 and four rooms round it. Every leaf is seen before any twice.
        const std::vector<Edge> links = { { 0, 1 }, { 0, 2 }, { 0, 3 }, { 0, 4 } };
        Explorer dot(5, links, 7, 100, 0);
        std::vector<int> leaves;
        for (int i = 0; i < 8; ++i) {
            const int room = dot.step();
            if (i % 2 == 1)
                QCOMPARE(room, 0); // from a leaf, the only way is back
            else
                leaves.push_back(room);
        }
        std::sort(leaves.begin(), leaves.end());
        QCOMPARE(leaves, std::vector<int>({ 1, 2, 3, 4 }));
        const ExplorerStats s = dot.stats();
        QCOMPARE(s.roomsVisited, 5);
        QCOMPARE(s.unvisited, 0);
        QCOMPARE(s.totalVisits, 9);
        QCOMPARE(dot.remembered(0), 5);
    }

    void thenTheLeastAndLeastRecentlyVisited()
    {
        // A ring of four: it goes round and round, never back the way it came.
        const std::vector<Edge> links = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 0 } };
        Explorer dot(4, links, 1, 100, 0);
        const int first = dot.step();
        int last = first;
        int before = 0;
        for (int i = 0; i < 12; ++i) {
            const int next = dot.step();
            QVERIFY(next != before);
            before = last;
            last = next;
        }
        QCOMPARE(dot.stats().roomsVisited, 4);
    }

    void itsMemoryForgetsTheOldestVisits()
    {
        const std::vector<Edge> links = { { 0, 1 }, { 1, 2 } };
        Explorer dot(3, links, 2, 3, 0);
        for (int i = 0; i < 10; ++i) dot.step();
        int held = 0;
        for (int room = 0; room < 3; ++room) held += dot.remembered(room);
        QCOMPARE(held, 3);
        QCOMPARE(dot.stats().totalVisits, 11);
        QVERIFY(dot.visitedEver(2));
        // The oldest remembered visit of a forgotten room is gone with it.
        for (int room = 0; room < 3; ++room) {
            if (dot.remembered(room) == 0)
                QCOMPARE(dot.lastVisit(room), -1);
            else
                QVERIFY(dot.lastVisit(room) >= dot.time() - 3);
        }
    }

    void theSameSeedTakesTheSameWalk()
    {
        std::vector<Edge> links;
        for (int i = 0; i < 20; ++i) {
            links.push_back({ i, (i + 1) % 20 });
            links.push_back({ i, (i + 7) % 20 });
        }
        Explorer a(20, links, 42);
        Explorer b(20, links, 42);
        Explorer c(20, links, 43);
        bool differs = false;
        for (int i = 0; i < 200; ++i) {
            const int ra = a.step();
            QCOMPARE(b.step(), ra);
            differs = differs || c.step() != ra;
            QVERIFY(a.lastLink() >= 0);
        }
        QVERIFY(differs);
        QCOMPARE(a.stats(), b.stats());
    }

    void aRoomWithoutLinksKeepsItsExplorer()
    {
        Explorer dot(1, {}, 3);
        QCOMPARE(dot.current(), 0);
        QCOMPARE(dot.step(), 0);
        QCOMPARE(dot.lastLink(), -1);
    }
};

QTEST_APPLESS_MAIN(TstExplorer)
#include "tst_explorer.moc"

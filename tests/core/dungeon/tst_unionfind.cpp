#include "dungeon/unionfind.h"
#include "random/random.h"

#include <QtTest>

using namespace mazeworks;

class TstUnionFind : public QObject {
    Q_OBJECT

private slots:
    void setsMergeAsTheNoteDescribes()
    {
        // Five rooms, each its own set; tunnels 2-4, 1-3, 2-3, then 0 with anything.
        UnionFind sets(5);
        QCOMPARE(sets.sets(), 5);
        QVERIFY(sets.unite(2, 4));
        QCOMPARE(sets.sets(), 4);
        QVERIFY(sets.connected(2, 4));
        QVERIFY(!sets.connected(1, 3));
        QVERIFY(sets.unite(1, 3));
        QCOMPARE(sets.sets(), 3);
        QVERIFY(sets.unite(2, 3));
        QCOMPARE(sets.sets(), 2);
        QCOMPARE(sets.setSize(1), 4);
        QVERIFY(!sets.connected(0, 4));
        QVERIFY(sets.unite(0, 1));
        QCOMPARE(sets.sets(), 1);
        const std::vector<int> roots = sets.roots();
        for (int r : roots) QCOMPARE(r, roots[0]);
    }

    void aTunnelWithinOneSetMergesNothing()
    {
        UnionFind sets(3);
        QVERIFY(sets.unite(0, 1));
        QVERIFY(!sets.unite(1, 0));
        QVERIFY(!sets.unite(0, 0));
        QCOMPARE(sets.sets(), 2);
        QCOMPARE(sets.setSize(0), 2);
        QCOMPARE(sets.setSize(2), 1);
    }

    void theLargerSetKeepsItsRoot()
    {
        UnionFind sets(6);
        sets.unite(3, 4);
        sets.unite(3, 5); // {3, 4, 5} rooted at 3
        const int big = sets.find(3);
        sets.unite(0, 1); // {0, 1}
        sets.unite(1, 4);
        QCOMPARE(sets.find(0), big);
        QCOMPARE(sets.setSize(0), 5);
        // On a tie the smaller root stays, whatever the order of the arguments.
        UnionFind tie(4);
        tie.unite(3, 2);
        QCOMPARE(tie.find(3), 2);
    }

    void theLargestSetAndItsRoomsAreKnownWithoutALookAtEveryRoom()
    {
        // What the generator's tunnels ask at every step: the set of the first room whose set is
        // as large as any, and the rooms of a set.
        Random random(9);
        const int n = 300;
        UnionFind sets(n);
        for (int k = 0; k < 400; ++k) {
            sets.unite(random.between(0, n - 1), random.between(0, n - 1));
            int first = 0;
            for (int i = 0; i < n; ++i) {
                if (sets.setSize(i) > sets.setSize(first)) first = i;
            }
            QCOMPARE(sets.largest(), sets.find(first));
            const int probe = random.between(0, n - 1);
            std::vector<int> members;
            sets.forEachInSet(probe, [&](int e) { members.push_back(e); });
            QCOMPARE(static_cast<int>(members.size()), sets.setSize(probe));
            for (int e : members) QCOMPARE(sets.find(e), sets.find(probe));
        }
    }

    void aLongChainIsFlattenedWithoutRecursion()
    {
        // Path compression in a loop: a million elements, no stack to overflow.
        const int n = 1000000;
        UnionFind sets(n);
        for (int i = 1; i < n; ++i) sets.unite(i - 1, i);
        QCOMPARE(sets.sets(), 1);
        const int root = sets.find(n - 1);
        for (int i = 0; i < n; i += 99991) QCOMPARE(sets.find(i), root);
        QCOMPARE(sets.root(n / 2), root);
    }
};

QTEST_APPLESS_MAIN(TstUnionFind)
#include "tst_unionfind.moc"

#include "dungeon/explorer.h"

#include <QtTest>

#include <cmath>

using namespace mazeworks;

class TstExplorer : public QObject {
    Q_OBJECT

private slots:
    void itGoesWhereItHasNotBeenFirst()
    {
        // A star: the middle 0 and four rooms round it. Every leaf is seen before any twice.
        const std::vector<Edge> links = { { 0, 1 }, { 0, 2 }, { 0, 3 }, { 0, 4 } };
        Explorer dot(5, links, 7, 0);
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
        QCOMPARE(dot.seconds(), 8.0); // a second's rest in each room, walks of no length
    }

    void itsChoicesFollowTheProposalsWeights()
    {
        //  1 -- 0 -- 2      every walk of 3 tiles takes half a second, the rest one second
        // From 0 both leaves are new: 0.1 each, half and half. Back at 0 at 5 s, both leaves
        // have one visit within the last 10 s: 3.5 each, half and half again. At 7 s the leaf
        // just seen twice weighs 1 + 2 x 0.5 + 2 x 2 = 6, the other 3.5: it goes to the other
        // with a chance of (1 / 3.5) / (1 / 3.5 + 1 / 6) = 12 / 19.
        const std::vector<Edge> links = { { 0, 1 }, { 0, 2 } };
        constexpr int kSeeds = 4000;
        int firstToOne = 0;
        int thenTheOther = 0;
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
            Explorer dot(3, links, seed, 0);
            const int first = dot.step();
            firstToOne += first == 1 ? 1 : 0;
            const int other = 3 - first;
            QCOMPARE(dot.step(), 0);
            QCOMPARE(dot.step(), other); // the one not seen yet, always
            QCOMPARE(dot.step(), 0);
            const auto weights = dot.choices();
            QCOMPARE(weights.size(), std::size_t(2));
            QCOMPARE(weights[0].second, 3.5);
            QCOMPARE(weights[1].second, 3.5);
            const int twice = dot.step();
            QCOMPARE(dot.step(), 0);
            QCOMPARE(dot.remembered(twice), 2);
            thenTheOther += dot.step() != twice ? 1 : 0;
        }
        QVERIFY(std::abs(firstToOne / double(kSeeds) - 0.5) < 0.03);
        QVERIFY2(std::abs(thenTheOther / double(kSeeds) - 12.0 / 19.0) < 0.03,
            qPrintable(QString::number(thenTheOther / double(kSeeds))));
    }

    void recentVisitsWeighMoreThanOldOnes()
    {
        //  1 -- 0 ==== 2     the walk from 0 to 2 is 18 tiles: 3 seconds
        // From 1 at 0 s: 0 at 1 s, 2 at 5 s, 0 at 9 s; at 10 s 1's visit is 10 s old and no
        // longer recent: 1 + 0.5 = 1.5 against 2's 1 + 0.5 + 2 = 3.5, so 1 with a chance of
        // (1 / 1.5) / (1 / 1.5 + 1 / 3.5) = 0.7.
        const std::vector<Edge> links = { { 0, 1 }, { 0, 2 } };
        const std::vector<double> lengths = { 0, 18 };
        constexpr int kSeeds = 4000;
        int toOne = 0;
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
            Explorer dot(3, links, seed, 1, lengths);
            QCOMPARE(dot.step(), 0);
            QCOMPARE(dot.step(), 2);
            QCOMPARE(dot.step(), 0);
            QCOMPARE(dot.seconds(), 9.0);
            QCOMPARE(dot.recent(1), 1); // at 9 s; at 10 s, when it chooses, no longer
            toOne += dot.step() == 1 ? 1 : 0;
        }
        QVERIFY2(std::abs(toOne / double(kSeeds) - 0.7) < 0.03, qPrintable(QString::number(toOne / double(kSeeds))));
    }

    void onlyTheFiveLeastVisitedRoomsAreChosenWhenNoNeighbourIsNew()
    {
        // A star of six leaves round 0. After 12 moves every leaf has one visit: at moves 1 and
        // 3 (no longer recent at 13 s) and 5, 7, 9, 11 (recent). The five least visited rooms
        // are the two old ones, then three of the recent ones by number: the recent leaf of
        // the highest number is left out.
        std::vector<Edge> links;
        for (int leaf = 1; leaf <= 6; ++leaf) links.push_back({ 0, leaf });
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            Explorer dot(7, links, seed, 0);
            for (int i = 0; i < 12; ++i) dot.step();
            QCOMPARE(dot.current(), 0);
            int left = -1;
            for (int leaf = 1; leaf <= 6; ++leaf) {
                QCOMPARE(dot.remembered(leaf), 1);
                if (dot.lastVisit(leaf) >= 5) left = leaf;
            }
            const auto choices = dot.choices();
            QCOMPARE(choices.size(), std::size_t(5));
            for (const auto& [room, weight] : choices) {
                QVERIFY(room != left);
                QCOMPARE(weight, dot.lastVisit(room) <= 3 ? 1.5 : 3.5);
            }
            QVERIFY(dot.step() != left);
        }
    }

    void itsMemoryFadesAfterThirtySeconds()
    {
        // A walk of 240 tiles takes 40 s: when it arrives, its visit of the first room has faded,
        // and the first room counts as never visited again.
        Explorer dot(2, { { 0, 1 } }, 2, 0, { 240 });
        QCOMPARE(dot.remembered(0), 1);
        QCOMPARE(dot.step(), 1);
        QCOMPARE(dot.seconds(), 41.0);
        QCOMPARE(dot.remembered(0), 0);
        QCOMPARE(dot.lastVisit(0), -1);
        QVERIFY(dot.visitedEver(0));
        QCOMPARE(dot.stats().remembered, 1);
        QCOMPARE(dot.choices().front().second, Explorer::kUnvisitedWeight);
        // Short walks: nothing fades within 30 s.
        Explorer near(2, { { 0, 1 } }, 2, 0);
        for (int i = 0; i < 29; ++i) near.step();
        QCOMPARE(near.remembered(0) + near.remembered(1), 30);
        near.step();
        QCOMPARE(near.remembered(0) + near.remembered(1), 30); // the visit at 0 s fades at 30 s
    }

    void aMoveIsARestAndAWalkAndTheVisitCountsOnArrival()
    {
        //  0 ---- 1 ---------- 2     the walks take 4 / 6 and 10 / 6 of a second (or 2.5
        // tiles of a slanting way and more): the clock is the sum of the rests and the walks.
        const std::vector<Edge> links = { { 0, 1 }, { 1, 2 } };
        const std::vector<double> lengths = { 4, 10.5 };
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            Explorer dot(3, links, seed, 0, lengths);
            Explorer whole(3, links, seed, 0, lengths);
            QVERIFY(!dot.walking());
            QCOMPARE(dot.depart(), 1);
            // On its way: the rest is over, the walk not yet; the room ahead is not visited.
            QVERIFY(dot.walking());
            QCOMPARE(dot.target(), 1);
            QCOMPARE(dot.current(), 0);
            QCOMPARE(dot.lastLink(), 0);
            QCOMPARE(dot.seconds(), Explorer::kPauseSeconds);
            QCOMPARE(dot.walkSeconds(), 4.0 / Explorer::kTilesPerSecond);
            QCOMPARE(dot.time(), 0);
            QVERIFY(!dot.visitedEver(1));
            QCOMPARE(dot.depart(), 1); // on its way already: nothing more
            QCOMPARE(dot.arrive(), 1);
            QVERIFY(!dot.walking());
            QCOMPARE(dot.time(), 1);
            QCOMPARE(dot.seconds(), 1.0 + 4.0 / 6.0);
            QCOMPARE(dot.arrivedAt(), dot.seconds());
            QCOMPARE(dot.lastVisitSeconds(1).value(), 1.0 + 4.0 / 6.0);
            // One move at a time or both halves: the same walk, the same clock.
            double expected = 1.0 + 4.0 / 6.0;
            QCOMPARE(whole.step(), 1);
            for (int i = 0; i < 20; ++i) {
                const int from = dot.current();
                const int to = dot.depart();
                QCOMPARE(to, whole.step());
                expected += 1.0 + (from + to == 1 ? 4.0 : 10.5) / 6.0;
                QCOMPARE(dot.arrive(), to);
                QCOMPARE(dot.seconds(), whole.seconds());
                QVERIFY(std::abs(dot.seconds() - expected) < 1e-9);
            }
            QCOMPARE(dot.stats(), whole.stats());
        }
    }

    void aVisitIsRecentForFiveSecondsOfTheClock()
    {
        // 0 and 1 a walk of 24 tiles (4 s) apart: the visit of 0 at 0 s is within the last 5 s
        // up to 5 s, not after; the visit of 1 at 5 s counts from then.
        Explorer dot(2, { { 0, 1 } }, 1, 0, { 24 });
        QCOMPARE(dot.lastVisitSeconds(0).value(), 0.0);
        QVERIFY(!dot.lastVisitSeconds(1).has_value());
        QCOMPARE(dot.visitsWithin(0, Explorer::kShownRecentSeconds, 4.99), 1);
        QCOMPARE(dot.visitsWithin(0, Explorer::kShownRecentSeconds, 5.0), 0);
        QCOMPARE(dot.visitsWithin(1, Explorer::kShownRecentSeconds, 4.0), 0);
        dot.step();
        QCOMPARE(dot.seconds(), 5.0);
        QCOMPARE(dot.visitsWithin(1, Explorer::kShownRecentSeconds, 5.0), 1);
        QCOMPARE(dot.visitsWithin(1, Explorer::kShownRecentSeconds, 9.9), 1);
        QCOMPARE(dot.visitsWithin(1, Explorer::kShownRecentSeconds, 10.0), 0);
        dot.step();
        QCOMPARE(dot.seconds(), 10.0);
        QCOMPARE(dot.visitsWithin(0, Explorer::kRecentSeconds, 10.0), 1); // the one at 10 s
        QCOMPARE(dot.remembered(0), 2);
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

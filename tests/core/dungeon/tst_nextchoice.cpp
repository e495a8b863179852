#include "dungeon/nextchoice.h"

#include <QtTest>

#include <string_view>

using namespace mazeworks;

namespace {

// Rooms drawn as text: each letter a tile of the room of that letter, A room 0, B room 1...
std::vector<Room> drawnRooms(std::initializer_list<std::string_view> rows)
{
    std::vector<Rect> rects;
    int row = 0;
    for (std::string_view text : rows) {
        for (int col = 0; col < static_cast<int>(text.size()); ++col) {
            const char c = text[static_cast<std::size_t>(col)];
            if (c < 'A' || c > 'Z') continue;
            const auto k = static_cast<std::size_t>(c - 'A');
            if (rects.size() <= k) rects.resize(k + 1, Rect { -1, -1, 0, 0 });
            Rect& r = rects[k];
            if (r.w == 0) {
                r = { col, row, 1, 1 };
            } else {
                r.w = std::max(r.w, col - r.x + 1);
                r.h = std::max(r.h, row - r.y + 1);
            }
        }
        ++row;
    }
    std::vector<Room> rooms;
    for (const Rect& r : rects) rooms.push_back(Room { double(r.x), double(r.y), r.w, r.h });
    return rooms;
}

DungeonParams paramsFor(Connection connection, int rooms)
{
    DungeonParams p;
    p.rooms = rooms;
    p.connection = connection;
    p.minRoomSize = 3;
    p.maxRoomSize = 6;
    return p;
}

} // namespace

class TestNextChoice : public QObject {
    Q_OBJECT

private slots:
    void primAllowsEveryEdgeOfTheLeastLength();
    void primsNextEdgeIsAlwaysAllowed();
    void tunnelsMayMergeASetOutsideTheLargestWithItsNearest();
    void theMergedSetsAreAlwaysAllowed_data();
    void theMergedSetsAreAlwaysAllowed();
    void theExplorerGoesWhereItsRuleLetsItDraw();
};

void TestNextChoice::primAllowsEveryEdgeOfTheLeastLength()
{
    // A (room 0) is the tree; B and C are both 4 tiles from it, D farther.
    const std::vector<Room> rooms = drawnRooms({ "BB..AA..CC..DD", //
        "BB..AA..CC..DD" });
    PrimChoice choice = primRule(rooms, {});
    QCOMPARE(choice.allowed.size(), std::size_t(2));
    QVERIFY(choice.allows(0, 1));
    QVERIFY(choice.allows(2, 0));
    QVERIFY(!choice.allows(0, 3));
    QCOMPARE(choice.length(), 4.0);
    QCOMPARE(choice.lengthSquared, std::int64_t(64));
    // With C in the tree, D is 4 from C as B is from A: both edges again.
    choice = primRule(rooms, { Edge { 0, 2 } });
    QCOMPARE(choice.allowed.size(), std::size_t(2));
    QVERIFY(choice.allows(0, 1));
    QVERIFY(choice.allows(2, 3));
}

void TestNextChoice::primsNextEdgeIsAlwaysAllowed()
{
    int asked = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Generator g(paramsFor(Connection::Tree, 14), seed);
        while (!g.done()) {
            if (asksPrim(g)) {
                const PrimChoice choice = nextPrimEdge(g);
                QVERIFY(choice.chosen);
                QVERIFY(choice.allows(choice.chosen->a, choice.chosen->b));
                g.step();
                QCOMPARE(g.tree().back(), *choice.chosen);
                ++asked;
            } else {
                g.step();
            }
        }
    }
    QVERIFY(asked >= 6 * 10);
}

void TestNextChoice::tunnelsMayMergeASetOutsideTheLargestWithItsNearest()
{
    // A and B joined (the largest set); C's nearest rooms are B and D, then A; D's are C, B, A.
    const std::vector<Room> rooms = drawnRooms({ "AA.BB.CC.DD" });
    const std::vector<int> roots { 0, 0, 2, 3 };
    const std::vector<std::pair<int, int>> allowed = tunnelRule(rooms, roots);
    const std::vector<std::pair<int, int>> expected { { 0, 2 }, { 0, 3 }, { 2, 3 } };
    QCOMPARE(allowed, expected);
    // Once C and D are one set, only that set and the largest may merge.
    QCOMPARE(tunnelRule(rooms, { 0, 0, 2, 2 }), (std::vector<std::pair<int, int>> { { 0, 2 } }));
}

void TestNextChoice::theMergedSetsAreAlwaysAllowed_data()
{
    QTest::addColumn<int>("connection");
    QTest::newRow("tree") << int(Connection::Tree);
    QTest::newRow("neighbours") << int(Connection::Neighbours);
    QTest::newRow("tunnels") << int(Connection::Tunnels);
}

void TestNextChoice::theMergedSetsAreAlwaysAllowed()
{
    QFETCH(int, connection);
    int merged = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Generator g(paramsFor(static_cast<Connection>(connection), 12), seed);
        while (!g.done()) {
            if (!asksMerge(g)) {
                g.step();
                continue;
            }
            const MergeChoice choice = nextMerge(g);
            const std::vector<int> before = g.components();
            g.step();
            if (!choice.chosen) continue;
            QVERIFY(choice.allows(choice.chosen->first, choice.chosen->second));
            // The two sets are one now.
            const std::vector<int> after = g.components();
            QCOMPARE(after[static_cast<std::size_t>(choice.chosen->first)],
                after[static_cast<std::size_t>(choice.chosen->second)]);
            QVERIFY(before[static_cast<std::size_t>(choice.chosen->first)]
                != before[static_cast<std::size_t>(choice.chosen->second)]);
            ++merged;
        }
    }
    QVERIFY(merged >= 6);
}

void TestNextChoice::theExplorerGoesWhereItsRuleLetsItDraw()
{
    // A star: from room 0 every room is a neighbour it does not remember.
    const std::vector<Edge> links { { 0, 1 }, { 0, 2 }, { 0, 3 } };
    Explorer explorer(4, links, 7, 0);
    VisitChoice choice = nextVisit(explorer);
    QCOMPARE(choice.allowed.size(), std::size_t(3));
    QVERIFY(choice.allows(1) && choice.allows(2) && choice.allows(3));
    QVERIFY(!choice.allows(0));
    for (int move = 0; move < 40; ++move) {
        choice = nextVisit(explorer);
        QVERIFY(choice.allows(choice.chosen));
        QCOMPARE(explorer.step(), choice.chosen);
    }
}

QTEST_APPLESS_MAIN(TestNextChoice)
#include "tst_nextchoice.moc"

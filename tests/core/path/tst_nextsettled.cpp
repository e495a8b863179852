#include "path/nextsettled.h"
#include "path/pathfinder.h"
#include "random/random.h"

#include "testgrid.h"

#include <QtTest>

#include <string_view>

using namespace mazeworks;
using test::drawn;
using test::optionsOf;
using test::randomGrid;
using test::TestGrid;

Q_DECLARE_METATYPE(mazeworks::Algorithm)

namespace {

// Every search of the family in 4 and 8 directions.
std::vector<SearchOptions> family(Edges edges)
{
    std::vector<SearchOptions> all;
    for (Movement m : { Movement::Four, Movement::Eight }) {
        const Heuristic guess = m == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
        all.push_back(optionsOf(Algorithm::BreadthFirst, Heuristic::None, m, edges));
        all.push_back(optionsOf(Algorithm::Dijkstra, Heuristic::None, m, edges));
        all.push_back(optionsOf(Algorithm::AStar, guess, m, edges));
        all.push_back(optionsOf(Algorithm::AStar, Heuristic::Euclidean, m, edges, Corners::Never, 2.0));
        all.push_back(optionsOf(Algorithm::BestFirst, guess, m, edges));
        all.push_back(optionsOf(Algorithm::Bidirectional, guess, m, edges));
        all.push_back(optionsOf(Algorithm::Bidirectional, Heuristic::None, m, edges));
        all.push_back(optionsOf(Algorithm::JumpPoint, Heuristic::None, m, edges));
        all.push_back(optionsOf(Algorithm::JumpPointPruned, Heuristic::None, m, edges));
    }
    return all;
}

} // namespace

class TestNextSettled : public QObject {
    Q_OBJECT

private slots:
    void theTilesOfTheLeastKeyAreAllAllowed_data();
    void theTilesOfTheLeastKeyAreAllAllowed();
    void aStarNamesItsKeysAndTheTieByTheGuess();
    void theDistanceMapsWaveAllowsItsWholeRing();
    void theFlowFieldAllowsItsCheapestFrontierFromTheGoals();
    void whatTheSearchSettlesIsAlwaysAllowedAndTheOneSaid();
    void nothingIsAllowedOnceTheSearchIsOver();
};

void TestNextSettled::theTilesOfTheLeastKeyAreAllAllowed_data()
{
    // S the start, G the goal, the search stepped `steps` times; a the tiles then allowed.
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QStringList>("map");
    QTest::addColumn<double>("least");
    // A* from the corner: right and down both have f = 1 + 4.
    QTest::newRow("A* two of f 5") << Algorithm::AStar << 1
                                   << QStringList { "Sa..", //
                                          "a...", //
                                          "...G" }
                                   << 5.0;
    // Past a wall: the guess says nothing of it, so up and down tie.
    QTest::newRow("A* round a wall") << Algorithm::AStar << 1
                                     << QStringList { ".a#...", //
                                            "aS#..G", //
                                            ".a...." }
                                     << 6.0;
    QTest::newRow("breadth-first ring") << Algorithm::BreadthFirst << 1
                                        << QStringList { ".a..", //
                                               "aSa.", //
                                               ".a.G" }
                                        << 1.0;
    // Dijkstra: the weights decide, and of the two tiles of cost 2 either may come.
    QTest::newRow("Dijkstra weights") << Algorithm::Dijkstra << 1
                                      << QStringList { "5a5.", //
                                             "aS9.", //
                                             ".5.G" }
                                      << 1.0;
    QTest::newRow("Dijkstra second ring") << Algorithm::Dijkstra << 4
                                          << QStringList { ".a..", //
                                                 "S.a.", //
                                                 ".a.G" }
                                          << 2.0;
}

void TestNextSettled::theTilesOfTheLeastKeyAreAllAllowed()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(int, steps);
    QFETCH(QStringList, map);
    QFETCH(double, least);
    std::vector<std::string> rows;
    for (const QString& r : map) rows.push_back(r.toStdString());
    std::vector<std::string> plain = rows;
    for (std::string& r : plain) {
        for (char& c : r) {
            if (c == 'a' || c == 'S' || c == 'G') c = '.';
        }
    }
    TestGrid g;
    g.height = static_cast<int>(plain.size());
    g.width = static_cast<int>(plain.front().size());
    for (const std::string& r : plain) {
        for (char c : r) {
            g.open.push_back(c == '#' ? 0 : 1);
            g.weights.push_back(c >= '1' && c <= '9' ? static_cast<std::uint8_t>(c - '0') : 1);
        }
    }
    std::vector<Cell> expected;
    Cell from;
    Cell to;
    for (int row = 0; row < g.height; ++row) {
        for (int col = 0; col < g.width; ++col) {
            const char c = rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
            if (c == 'a') expected.push_back({ col, row });
            if (c == 'S') from = { col, row };
            if (c == 'G') to = { col, row };
        }
    }
    const SearchOptions options = optionsOf(algorithm,
        algorithm == Algorithm::AStar ? Heuristic::Manhattan : Heuristic::None, Movement::Four, Edges::Closed);
    WatchedSearch search(g.view(), options, from, to);
    for (int i = 0; i < steps; ++i) search.step();
    const NextSettled next = nextSettled(search);
    std::vector<Cell> allowed = next.allowed;
    std::sort(allowed.begin(), allowed.end());
    QCOMPARE(allowed, expected);
    QCOMPARE(next.least, least);
    // The one it settles is among them, and is the one the step then takes.
    const Cell chosen = *next.chosen();
    search.step();
    QCOMPARE(*search.lastStep().taken, chosen);
}

void TestNextSettled::aStarNamesItsKeysAndTheTieByTheGuess()
{
    // After the start, the tiles right of it and below it have f = 1 + 4 = 5; after the first
    // of them, three tiles have f = 5, two with h = 3 and one with h = 4.
    const TestGrid g = drawn({ "S...", //
        "....", //
        "...." });
    WatchedSearch search(
        g.view(), optionsOf(Algorithm::AStar, Heuristic::Manhattan, Movement::Four, Edges::Closed), { 0, 0 }, { 3, 2 });
    search.step();
    NextSettled next = nextSettled(search);
    QCOMPARE(next.key, NextSettled::Key::F);
    QCOMPARE(next.least, 5.0);
    QCOMPARE(next.g, 1.0);
    QCOMPARE(next.h, 4.0);
    QCOMPARE(next.allowed.size(), std::size_t(2));
    QVERIFY(!next.tieByGuess);
    // Right of the start first: the same h, and first in reading order.
    QCOMPARE(*next.chosen(), (Cell { 1, 0 }));
    search.step();
    next = nextSettled(search);
    // Open now: (2,0) g 2 h 3, (1,1) g 2 h 3, (0,1) g 1 h 4, all of f 5.
    QCOMPARE(next.least, 5.0);
    QCOMPARE(next.allowed.size(), std::size_t(3));
    QVERIFY(next.tieByGuess);
    QCOMPARE(next.h, 3.0);
    QVERIFY(next.allows({ 0, 1 }));
    QVERIFY(!next.allows({ 3, 2 }));
}

void TestNextSettled::theDistanceMapsWaveAllowsItsWholeRing()
{
    const TestGrid g = drawn({ "....", //
        ".#..", //
        "...." });
    const std::vector<Cell> goals { { 0, 0 } };
    DistanceMapStepper wave(
        g.width, g.height, [&g](int col, int row) { return g.isOpen(col, row); }, goals, Edges::Closed);
    wave.step(); // the source
    NextSettled next = nextSettled(wave);
    QCOMPARE(next.key, NextSettled::Key::Steps);
    QCOMPARE(next.least, 1.0);
    QCOMPARE(next.allowed.size(), std::size_t(2));
    wave.step();
    wave.step();
    next = nextSettled(wave);
    // (2,0) and (0,2), two steps away; (1,1) is a wall.
    QCOMPARE(next.least, 2.0);
    QCOMPARE(next.allowed.size(), std::size_t(2));
    QVERIFY(next.allows({ 2, 0 }));
    QVERIFY(next.allows({ 0, 2 }));
}

void TestNextSettled::theFlowFieldAllowsItsCheapestFrontierFromTheGoals()
{
    // Outwards from the goal G, a tile's cost is what the way from it to G pays for the tiles it
    // enters: whoever steps onto the forest (weight 3) pays 3.
    const TestGrid g = drawn({ "G3..", //
        "..#.", //
        "...." });
    const std::vector<Cell> goals { { 0, 0 } };
    FlowFieldStepper field(g.view(), Movement::Four, Corners::Never, true, goals);
    NextSettled next = nextSettled(field);
    QCOMPARE(next.key, NextSettled::Key::G);
    QCOMPARE(next.allowed, std::vector<Cell>({ { 0, 0 } }));
    field.step(); // the goal
    next = nextSettled(field);
    QCOMPARE(next.least, 1.0);
    QCOMPARE(next.allowed.size(), std::size_t(2));
    QVERIFY(next.allows({ 1, 0 }));
    QVERIFY(next.allows({ 0, 1 }));
    field.step();
    field.step();
    next = nextSettled(field);
    // (1,1) was reached across the forest first (cost 4), then for 2 by way of (0,1): the
    // cheaper way counts. (2,0) pays for the forest: 4.
    QCOMPARE(next.least, 2.0);
    QCOMPARE(next.allowed.size(), std::size_t(2));
    QVERIFY(next.allows({ 1, 1 }));
    QVERIFY(next.allows({ 0, 2 }));
    QVERIFY(!next.allows({ 2, 0 }));
    // Unweighted, the forest is one step like any other: (2,0) is in the ring of two steps.
    FlowFieldStepper steps(g.view(), Movement::Four, Corners::Never, false, goals);
    for (int i = 0; i < 3; ++i) steps.step();
    next = nextSettled(steps);
    QCOMPARE(next.key, NextSettled::Key::Steps);
    QCOMPARE(next.least, 2.0);
    QCOMPARE(next.allowed.size(), std::size_t(3));
    QVERIFY(next.allows({ 2, 0 }));
}

void TestNextSettled::whatTheSearchSettlesIsAlwaysAllowedAndTheOneSaid()
{
    Random random(31);
    int checked = 0;
    for (int round = 0; round < 60; ++round) {
        const Edges edges = round % 3 == 0 ? Edges::Wrap : Edges::Closed;
        const TestGrid g = randomGrid(random, round % 2 == 0, edges);
        Cell from;
        Cell to;
        do {
            from = { static_cast<int>(random.below(static_cast<std::uint64_t>(g.width))),
                static_cast<int>(random.below(static_cast<std::uint64_t>(g.height))) };
        } while (!g.isOpen(from.col, from.row));
        do {
            to = { static_cast<int>(random.below(static_cast<std::uint64_t>(g.width))),
                static_cast<int>(random.below(static_cast<std::uint64_t>(g.height))) };
        } while (!g.isOpen(to.col, to.row));
        for (const SearchOptions& options : family(edges)) {
            WatchedSearch search(g.view(), options, from, to);
            while (!search.done()) {
                const NextSettled next = nextSettled(search);
                search.step();
                const std::optional<Cell> taken = search.lastStep().taken;
                if (!taken) continue; // the search ended without taking a tile (both sides met)
                QVERIFY2(next.allows(*taken), algorithmName(options.algorithm).data());
                QCOMPARE(*taken, *next.chosen());
                ++checked;
            }
        }
        const std::vector<Cell> goals { from };
        DistanceMapStepper wave(
            g.width, g.height, [&g](int col, int row) { return g.isOpen(col, row); }, goals, edges);
        while (!wave.done()) {
            const NextSettled next = nextSettled(wave);
            wave.step();
            QCOMPARE(*wave.current(), *next.chosen());
            ++checked;
        }
        for (const bool weighted : { true, false }) {
            FlowFieldStepper field(g.view(), round % 4 < 2 ? Movement::Four : Movement::Eight, Corners::Never, weighted,
                std::span<const Cell>(goals));
            while (!field.done()) {
                const NextSettled next = nextSettled(field);
                field.step();
                QVERIFY(next.allows(*field.current()));
                QCOMPARE(*field.current(), *next.chosen());
                ++checked;
            }
            QVERIFY(nextSettled(field).allowed.empty());
        }
    }
    QVERIFY(checked > 1000);
}

void TestNextSettled::nothingIsAllowedOnceTheSearchIsOver()
{
    const TestGrid g = drawn({ "S.G" });
    WatchedSearch search(
        g.view(), optionsOf(Algorithm::AStar, Heuristic::Manhattan, Movement::Four, Edges::Closed), { 0, 0 }, { 2, 0 });
    search.finish();
    QVERIFY(nextSettled(search).allowed.empty());
    QVERIFY(!nextSettled(search).chosen());
}

QTEST_APPLESS_MAIN(TestNextSettled)
#include "tst_nextsettled.moc"

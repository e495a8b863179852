#include "path/pseudocode.h"
#include "path/subgoalgraph.h"
#include "path/subgoalstepper.h"
#include "random/random.h"

#include "testgrid.h"

#include <QtTest>

#include <cmath>
#include <queue>

using namespace mazeworks;
using test::drawn;
using test::referenceCosts;
using test::stepsCost;
using test::TestGrid;

namespace {

bool near(double a, double b) { return std::abs(a - b) < 1e-9; }

} // namespace

class TstSubgoalStepper : public QObject {
    Q_OBJECT

private slots:
    void aQueryIsJoinedSteppedOverTheGraphAndWalkedIntoTiles()
    {
        const TestGrid g = drawn({
            "..........",
            "..####....",
            "..#.......",
            "..#..###..",
            "..........",
        });
        const Cell from { 3, 2 };
        const Cell to { 9, 0 };
        SubgoalStepper s(g.width, g.height, g.open.data(), Movement::Eight, from, to);
        const SubgoalGraph graph(g.width, g.height, g.open.data(), Movement::Eight);
        QCOMPARE(s.subgoals(), graph.subgoals());
        QCOMPARE(s.graphEdges().size() * 2, graph.edgeCount());
        QVERIFY(!s.startLinks().empty());
        const std::vector<CodeLine> ready { CodeLine::ConnectEnds, CodeLine::Start };
        QCOMPARE(s.lastLines(), ready);
        QCOMPARE(s.state(from), SubgoalStepper::NodeState::Open);
        // Each step of the search settles one node; then each step walks one edge.
        int settledSteps = 0;
        while (s.phase() == SubgoalStepper::Phase::Search) {
            QVERIFY(s.step());
            ++settledSteps;
            QCOMPARE(s.settled(), settledSteps);
            QVERIFY(s.current().has_value());
        }
        QCOMPARE(s.phase(), SubgoalStepper::Phase::Refine);
        const std::vector<Cell> way = s.nodeWay();
        QCOMPARE(way.front(), from);
        QCOMPARE(way.back(), to);
        std::size_t walked = 0;
        while (!s.done()) {
            QVERIFY(s.step());
            QCOMPARE(s.lastLines().front(), CodeLine::RefineEdge);
            ++walked;
            QVERIFY(s.refinedCells().back() == way[walked]);
        }
        QCOMPARE(walked, way.size() - 1);
        QCOMPARE(s.lastLines().back(), CodeLine::ReturnWay);
        QVERIFY(!s.step());
        const Path p = s.path();
        QVERIFY(p.found());
        QVERIFY(near(stepsCost(g, Movement::Eight, p.cells, from, to), p.cost));
        QVERIFY(near(
            p.cost, referenceCosts(g, Movement::Eight, from)[static_cast<std::size_t>(to.row * g.width + to.col)]));
    }

    void everyLineAStepTellsIsInTheProgram()
    {
        const TestGrid g = drawn({
            "........",
            ".##..##.",
            "....#...",
            ".##...#.",
        });
        const std::vector<ProgramLine> program = mazeworks::program(Algorithm::Subgoal);
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalStepper s(g.width, g.height, g.open.data(), m, { 0, 3 }, { 7, 0 });
            do {
                for (const CodeLine line : s.lastLines()) QVERIFY(lineIndex(program, line) >= 0);
            } while (s.step());
            QVERIFY(s.found());
        }
    }

    void theStepperFindsWhatTheOneShotSearchFindsOnDrawnMaps_data()
    {
        QTest::addColumn<QStringList>("rows");
        QTest::newRow("a room with a door")
            << QStringList { "..........", ".####.###.", ".#......#.", ".#......#.", ".########.", ".........." };
        QTest::newRow("pillars") << QStringList { ".........", ".#.#.#.#.", ".........", ".#.#.#.#.", "........." };
        QTest::newRow("a maze") << QStringList { "...#.....", ".#.#.###.", ".#...#...", ".#####.#.", ".......#." };
        QTest::newRow("a walled room") << QStringList { "...#...", "...#.#.", "...#..." };
    }

    void theStepperFindsWhatTheOneShotSearchFindsOnDrawnMaps()
    {
        QFETCH(QStringList, rows);
        TestGrid g;
        g.height = static_cast<int>(rows.size());
        for (const QString& row : rows) {
            g.width = static_cast<int>(row.size());
            for (const QChar c : row) g.open.push_back(c == QLatin1Char('#') ? 0 : 1);
        }
        for (const Movement m : { Movement::Eight, Movement::Four }) {
            SubgoalGraph graph(g.width, g.height, g.open.data(), m);
            for (int a = 0; a < g.width * g.height; ++a) {
                const Cell from { a % g.width, a / g.width };
                const std::vector<double> costs = referenceCosts(g, m, from);
                for (int b = 0; b < g.width * g.height; ++b) {
                    const Cell to { b % g.width, b / g.width };
                    SubgoalStepper s(g.width, g.height, g.open.data(), m, from, to);
                    s.finish();
                    const Path oneShot = graph.find(from, to);
                    const Path stepped = s.path();
                    QCOMPARE(stepped.found(), oneShot.found());
                    if (!g.isOpen(from.col, from.row) || !g.isOpen(to.col, to.row)) continue;
                    const double expected = costs[static_cast<std::size_t>(b)];
                    if (expected == kInfinity) continue;
                    QVERIFY(near(stepped.cost, oneShot.cost));
                    QVERIFY(near(stepped.cost, expected));
                    QVERIFY(near(stepsCost(g, m, stepped.cells, from, to), expected));
                }
            }
        }
    }

    void everyWayOnTinyMapsIsOptimal_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("maps");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("closed") << 55 << 150 << false;
        // Over the edges: a step over an edge is an edge of its own, walked as one step, and the
        // guess looks over the edges too.
        QTest::newRow("wrapping round") << 56 << 120 << true;
    }

    void everyWayOnTinyMapsIsOptimal()
    {
        // Small maps at random, every pair of cells, both ways of moving: as cheap as Dijkstra's
        // and as the one-shot search's.
        QFETCH(int, seed);
        QFETCH(int, maps);
        QFETCH(bool, wrap);
        Random random(static_cast<std::uint64_t>(seed));
        for (int map = 0; map < maps; ++map) {
            TestGrid g;
            g.width = 1 + static_cast<int>(random.below(6));
            g.height = 1 + static_cast<int>(random.below(6));
            g.edges = wrap ? Edges::Wrap : Edges::Closed;
            const double walls = 0.05 * static_cast<double>(random.below(9));
            for (int i = 0; i < g.width * g.height; ++i) g.open.push_back(random.chance(walls) ? 0 : 1);
            for (const Movement m : { Movement::Eight, Movement::Four }) {
                SubgoalGraph graph(g.width, g.height, g.open.data(), m, wrap);
                for (int a = 0; a < g.width * g.height; ++a) {
                    const Cell from { a % g.width, a / g.width };
                    const std::vector<double> costs = referenceCosts(g, m, from);
                    for (int b = 0; b < g.width * g.height; ++b) {
                        const Cell to { b % g.width, b / g.width };
                        SubgoalStepper s(g.width, g.height, g.open.data(), m, from, to, wrap);
                        s.finish();
                        const double expected = costs[static_cast<std::size_t>(b)];
                        if (expected == kInfinity) {
                            QVERIFY(!s.found());
                            continue;
                        }
                        QVERIFY2(s.found(), qPrintable(QStringLiteral("map %1").arg(map)));
                        QVERIFY(near(s.path().cost, expected));
                        QVERIFY(near(s.path().cost, graph.find(from, to).cost));
                        QVERIFY(near(stepsCost(g, m, s.path().cells, from, to), expected));
                    }
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TstSubgoalStepper)

#include "tst_subgoalstepper.moc"

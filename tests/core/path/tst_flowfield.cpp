#include "path/flowfield.h"
#include "path/flowfieldstepper.h"
#include "path/gridsearch.h"
#include "random/random.h"

#include "testgrid.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <string_view>

using namespace mazeworks;
using test::drawn;
using test::optionsOf;
using test::randomGrid;
using test::TestGrid;

Q_DECLARE_METATYPE(mazeworks::test::TestGrid)
Q_DECLARE_METATYPE(std::vector<mazeworks::Cell>)

class TstFlowField : public QObject {
    Q_OBJECT

private slots:
    void theFlowFieldsArrowsWalkACheapestWayToTheNearestGoal()
    {
        Random random(15);
        for (int round = 0; round < 60; ++round) {
            const TestGrid g = randomGrid(random, round % 2 == 0, round % 3 == 0 ? Edges::Wrap : Edges::Closed);
            const Movement m = round % 4 < 2 ? Movement::Four : Movement::Eight;
            const Corners corners = static_cast<Corners>(round % 3);
            std::vector<Cell> goals;
            for (int k = 0; k < 1 + round % 3; ++k)
                goals.push_back({ static_cast<int>(random.below(g.width)), static_cast<int>(random.below(g.height)) });
            for (bool weighted : { false, true }) {
                const FlowField field(g.view(), m, corners, weighted, goals);
                // The reference: the cheapest of the searches from each goal, backwards.
                for (int row = 0; row < g.height; ++row) {
                    for (int col = 0; col < g.width; ++col) {
                        const Cell c { col, row };
                        double best = kInfinity;
                        for (const Cell& goal : goals) {
                            SearchOptions o = optionsOf(weighted ? Algorithm::Dijkstra : Algorithm::BreadthFirst,
                                Heuristic::None, m, g.edges, corners);
                            GridSearch s(g.view(), o, c, goal);
                            s.run();
                            const Path p = s.path();
                            if (p.found()) best = std::min(best, weighted ? p.cost : double(p.steps()));
                        }
                        QVERIFY2(std::abs(field.cost(c) - best) < 1e-9 || (field.cost(c) == best),
                            qPrintable(QStringLiteral("round %1 at %2,%3: %4 not %5")
                                           .arg(round)
                                           .arg(col)
                                           .arg(row)
                                           .arg(field.cost(c))
                                           .arg(best)));
                        // Following the arrows walks a way of that cost, to a goal.
                        if (best == kInfinity || best == 0) {
                            QVERIFY(!field.next(c));
                            continue;
                        }
                        std::vector<Cell> way { c };
                        while (const auto next = field.next(way.back())) way.push_back(*next);
                        QVERIFY(std::find(goals.begin(), goals.end(), way.back()) != goals.end());
                        const double walked = weighted ? wayCost(g.view(), way) : double(way.size() - 1);
                        QVERIFY(std::abs(walked - best) < 1e-9);
                    }
                }
            }
        }
    }

    void aTileBetweenTwoGoalsPointsToTheNearer()
    {
        const TestGrid g = drawn({
            "#######",
            "#.....#",
            "#######",
        });
        const std::vector<Cell> goals { { 1, 1 }, { 5, 1 } };
        const FlowField steps(g.view(), Movement::Four, Corners::Never, false, goals);
        QCOMPARE(*steps.next({ 2, 1 }), (Cell { 1, 1 }));
        QCOMPARE(*steps.next({ 4, 1 }), (Cell { 5, 1 }));
        QCOMPARE(steps.cost({ 3, 1 }), 2.0);
        QVERIFY(!steps.next({ 1, 1 }));
        QVERIFY(!steps.next({ 0, 0 }));
        QCOMPARE(steps.reached(), 5);
        QCOMPARE(steps.farthest(), 2.0);
    }

    void weightsTurnTheArrowsRoundAForest()
    {
        const TestGrid g = drawn({
            ".....",
            ".999.",
            ".....",
        });
        const std::vector<Cell> goal { { 4, 1 } };
        // Breadth-first: straight through the forest; Dijkstra: round it.
        QCOMPARE(*FlowField(g.view(), Movement::Four, Corners::Never, false, goal).next({ 0, 1 }), (Cell { 1, 1 }));
        const FlowField dijkstra(g.view(), Movement::Four, Corners::Never, true, goal);
        QVERIFY(*dijkstra.next({ 0, 1 }) != (Cell { 1, 1 }));
        QCOMPARE(dijkstra.cost({ 0, 1 }), 6.0);
    }

    void theStepperEndsWithTheFlowFieldToTheLastArrow_data()
    {
        QTest::addColumn<TestGrid>("grid");
        QTest::addColumn<std::vector<Cell>>("goals");
        // Forests (digits) that Dijkstra walks round and breadth-first search through, ties
        // everywhere on open ground, a wall with one gap and an unreachable room.
        const TestGrid forest = drawn({
            "..........",
            ".9999.###.",
            ".9..9.#.#.",
            ".9..9.###.",
            "....3.....",
        });
        QTest::newRow("a forest, one goal") << forest << std::vector<Cell> { { 2, 2 } };
        QTest::newRow("a forest, two goals") << forest << std::vector<Cell> { { 0, 0 }, { 9, 4 } };
        const TestGrid gap = drawn({
            "....#....",
            "....#....",
            ".........",
            "....#....",
            "....#..2.",
        });
        QTest::newRow("a wall with a gap") << gap << std::vector<Cell> { { 0, 0 } };
        QTest::newRow("a goal on a wall and one off the map")
            << gap << std::vector<Cell> { { 4, 0 }, { 20, 1 }, { 8, 4 } };
        QTest::newRow("wrapped edges") << drawn({ "#...#", "..#..", "#...#" }, Edges::Wrap)
                                       << std::vector<Cell> { { 0, 1 } };
        QTest::newRow("no goal") << gap << std::vector<Cell> {};
    }

    void theStepperEndsWithTheFlowFieldToTheLastArrow()
    {
        QFETCH(TestGrid, grid);
        QFETCH(std::vector<Cell>, goals);
        for (const Movement movement : { Movement::Four, Movement::Eight }) {
            for (const Corners corners : { Corners::Never, Corners::Always }) {
                for (const bool weighted : { false, true }) {
                    const QString what = QStringLiteral("%1 directions, corners %2, %3")
                                             .arg(movement == Movement::Four ? 4 : 8)
                                             .arg(int(corners))
                                             .arg(weighted ? QStringLiteral("Dijkstra") : QStringLiteral("BFS"));
                    const FlowField field(grid.view(), movement, corners, weighted, goals);
                    FlowFieldStepper stepper(grid.view(), movement, corners, weighted, goals);
                    int steps = 0;
                    double costBefore = 0;
                    while (stepper.step()) {
                        ++steps;
                        // Settled in order of cost, one tile a step, the tile settled its own.
                        QVERIFY(stepper.current());
                        QVERIFY(stepper.isSettled(*stepper.current()));
                        const double cost = stepper.field().cost(*stepper.current());
                        QVERIFY2(cost >= costBefore, qPrintable(what));
                        costBefore = cost;
                        QCOMPARE(stepper.settled(), steps);
                    }
                    QVERIFY(stepper.done());
                    QCOMPARE(stepper.frontierSize(), 0);
                    QVERIFY(!stepper.step());
                    QCOMPARE(steps, field.reached());
                    const FlowField& stepped = stepper.field();
                    QCOMPARE(stepped.reached(), field.reached());
                    QCOMPARE(stepped.farthest(), field.farthest());
                    for (int row = 0; row < grid.height; ++row) {
                        for (int col = 0; col < grid.width; ++col) {
                            const Cell c { col, row };
                            QVERIFY2(stepped.cost(c) == field.cost(c) && stepped.next(c) == field.next(c),
                                qPrintable(QStringLiteral("%1 at %2,%3").arg(what).arg(col).arg(row)));
                            QCOMPARE(stepper.isSettled(c), field.cost(c) != kInfinity);
                        }
                    }
                }
            }
        }
    }

    void theStepperSettlesTheGoalsFirstAndHasTheFrontierDrawn()
    {
        const TestGrid g = drawn({
            "#######",
            "#.....#",
            "#######",
        });
        const std::vector<Cell> goals { { 1, 1 }, { 5, 1 } };
        FlowFieldStepper stepper(g.view(), Movement::Four, Corners::Never, false, goals);
        QVERIFY(!stepper.current());
        QCOMPARE(stepper.frontierSize(), 2);
        QCOMPARE(stepper.field().cost({ 3, 1 }), kInfinity);
        QVERIFY(stepper.step());
        QCOMPARE(*stepper.current(), (Cell { 1, 1 }));
        // The tile beside the goal has its cost and its arrow before it is settled.
        QCOMPARE(stepper.field().cost({ 2, 1 }), 1.0);
        QCOMPARE(*stepper.field().next({ 2, 1 }), (Cell { 1, 1 }));
        QVERIFY(!stepper.isSettled({ 2, 1 }));
        QCOMPARE(stepper.frontierSize(), 2);
        QVERIFY(stepper.step());
        QCOMPARE(*stepper.current(), (Cell { 5, 1 }));
        QCOMPARE(stepper.settled(), 2);
    }
};

QTEST_APPLESS_MAIN(TstFlowField)
#include "tst_flowfield.moc"

#include "path/flowfield.h"
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
};

QTEST_APPLESS_MAIN(TstFlowField)
#include "tst_flowfield.moc"

#include "codedock.h"
#include "codepanel.h"
#include "document.h"
#include "editor/editorfixture.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlayfigures.h"
#include "overlaymodel.h"
#include "path/subgoalgraph.h"
#include "path/watchedsearch.h"
#include "race.h"
#include "racewindow.h"
#include "searchtext.h"
#include "steptimeline.h"

#include "testmaps.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QtTest>

#include <cmath>
#include <vector>

using namespace mazeworks;

namespace {

// From the top left corner of the classic maze to the bottom right one: the way crosses the
// maze, and the search settles more than twenty nodes of the graph.
constexpr Cell kFrom { 1, 1 };
constexpr Cell kTo { 25, 28 };
constexpr int kSteps = 20;

// What the class sees at a step: the tiles' states, the figures, the code panel.
struct Seen {
    std::vector<int> tiles;
    QStringList figures;
    int codeLine = -1;
    QStringList code;

    bool operator==(const Seen&) const = default;
};

QString tableText(const QTableWidget* table)
{
    QStringList rows;
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int col = 0; col < table->columnCount(); ++col) {
            const QTableWidgetItem* item = table->item(row, col);
            cells << (item ? item->text() : QString());
        }
        rows << cells.join(QLatin1Char('|'));
    }
    return rows.join(QLatin1Char('\n'));
}

} // namespace

// The search over a subgoal graph in the classroom (issue 35): its nodes and edges on the map,
// stepped over the graph and then walked into tiles, with its code and figures, and in the race.
class TstSubgoalClass : public test::EditorTest {
    Q_OBJECT

public:
    TstSubgoalClass()
        : EditorTest(QSize(1400, 950))
    {
    }

private:
    OverlayDock* m_dock = nullptr;
    MapView* m_view = nullptr;

    OverlayModel* model() const { return m_dock->model(); }
    CodePanel* code() const { return m_dock->codeDock()->panel(); }

    void prepare() override
    {
        m_dock = m_window->findChild<OverlayDock*>();
        m_dock->show();
        // The classic maze with its tunnel walled: every node a corner of the walls.
        auto* document = new Document;
        document->loadText(
            QByteArray::fromStdString(test::readFile(test::resource("lessons/classic-walled.maze"))), QString());
        m_view = m_window->addDocument(document, QStringLiteral("classic"));
        QTest::qWait(20);
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        model()->setStart(kFrom);
        model()->setGoal(kTo);
        choose(m_dock, "algorithm", QStringLiteral("Subgoal graph"));
        m_view->setFocus();
    }

    Seen seen() const
    {
        Seen s;
        const OverlayModel* m = model();
        for (int row = 0; row < m->height(); ++row) {
            for (int col = 0; col < m->width(); ++col) s.tiles.push_back(int(m->pathState({ col, row })));
        }
        for (const Cell c : m->path()) s.tiles.push_back(c.col * 1000 + c.row);
        const std::optional<Cell> current = m->current();
        s.tiles.push_back(current ? current->col * 1000 + current->row : -1);
        for (const QLabel* label : m_dock->findChild<OverlayFigures*>()->findChildren<QLabel*>()) {
            // The time the graph took differs from one run to the next.
            if (label->objectName() == QLatin1String("subgoalsCaption")) continue;
            if (label->isVisibleTo(m_dock)) s.figures << label->objectName() + QLatin1Char('=') + label->text();
        }
        s.codeLine = code()->highlightedLine();
        s.code << tableText(code()->findChild<QTableWidget*>(QStringLiteral("openList")))
               << code()->findChild<QLabel*>(QStringLiteral("stepCaption"))->text();
        return s;
    }

    // A*'s way over the same map, for its length.
    Path aStar() const
    {
        SearchOptions o = model()->options();
        o.algorithm = Algorithm::AStar;
        o.heuristic = Heuristic::Manhattan;
        WatchedSearch a(model()->grid()->view(), o, kFrom, kTo);
        a.finish();
        return a.path();
    }

private slots:
    void theGraphsNodesAreDrawnAndSteppingToTheEndGivesAStarsWay()
    {
        const WatchedSearch* search = model()->search();
        QVERIFY(search);
        QVERIFY(!search->fellBack());
        QVERIFY(search->subgoals());
        // The nodes shown are core's subgoals, as many as the figure says.
        const SearchGrid& grid = *model()->grid();
        const SubgoalGraph graph(grid.width, grid.height, grid.open.data(), Movement::Four);
        QCOMPARE(search->subgoals()->subgoals(), graph.subgoals());
        QVERIFY(!graph.subgoals().empty());
        const auto* count = find<QLabel>(m_dock, QStringLiteral("subgoals"));
        QVERIFY(count->isVisibleTo(m_dock));
        QCOMPARE(count->text(), QLocale().toString(static_cast<int>(graph.subgoals().size())));
        QVERIFY(find<QLabel>(m_dock, QStringLiteral("subgoalsCaption"))
                    ->text()
                    .contains(QLocale().toString(static_cast<int>(graph.edgeCount() / 2))));

        // Stepped with F10: only nodes of the graph turn open or settled, one settled a step,
        // until the goal; then the way is walked into tiles.
        press(m_dock, QStringLiteral("resetSearch"));
        int settledSteps = 0;
        while (model()->search()->subgoals()->phase() == SubgoalStepper::Phase::Search) {
            QTest::keyClick(m_view, Qt::Key_F10);
            ++settledSteps;
            QCOMPARE(model()->search()->settled(), settledSteps);
            QCOMPARE(find<QLabel>(m_dock, QStringLiteral("visited"))->text(), QLocale().toString(settledSteps));
        }
        const SubgoalStepper& stepper = *model()->search()->subgoals();
        int marked = 0;
        for (int row = 0; row < grid.height; ++row) {
            for (int col = 0; col < grid.width; ++col) {
                if (model()->pathState({ col, row }) == GridSearch::State::Unseen) continue;
                ++marked;
                const Cell c { col, row };
                const bool node = c == kFrom || c == kTo
                    || std::find(graph.subgoals().begin(), graph.subgoals().end(), c) != graph.subgoals().end();
                QVERIFY2(node, qPrintable(QStringLiteral("(%1, %2) is no node").arg(col).arg(row)));
            }
        }
        QCOMPARE(marked, settledSteps + stepper.openSize());
        QVERIFY(model()->isStepping());
        QVERIFY(model()->path().empty());
        while (model()->isStepping()) QTest::keyClick(m_view, Qt::Key_F10);
        const Path a = aStar();
        QVERIFY(a.found());
        QCOMPARE(model()->path().size(), a.cells.size());
        QCOMPARE(model()->path().front(), kFrom);
        QCOMPARE(model()->path().back(), kTo);
        QCOMPARE(model()->figures().cost, a.cost);
    }

    void onTheClassicMazeTheWayGoesThroughTheTunnelOverTheEdge()
    {
        // The classic maze wraps round: its tunnel's two mouths are subgoals joined by one step
        // over the edge, and from beside one mouth to beside the other the way goes through it.
        m_window->openClassic();
        QTest::qWait(20);
        const Cell from { 6, 14 };
        const Cell to { 20, 14 };
        model()->setStart(from);
        model()->setGoal(to);
        const WatchedSearch* search = model()->search();
        QVERIFY(search);
        QVERIFY(!search->fellBack());
        QVERIFY(SearchText::fallBack(*search).isEmpty());
        QVERIFY(search->subgoals());
        const SubgoalStepper& stepper = *search->subgoals();
        const std::vector<Cell>& nodes = stepper.subgoals();
        const int width = model()->width();
        const auto left = std::find(nodes.begin(), nodes.end(), Cell { 0, 14 });
        const auto right = std::find(nodes.begin(), nodes.end(), Cell { width - 1, 14 });
        QVERIFY(left != nodes.end() && right != nodes.end());
        QVERIFY(stepper.crosses(static_cast<int>(left - nodes.begin()), static_cast<int>(right - nodes.begin())));
        press(m_dock, QStringLiteral("resetSearch"));
        while (model()->isStepping()) QTest::keyClick(m_view, Qt::Key_F10);
        const std::vector<Cell> way = model()->path();
        QVERIFY(!way.empty());
        QCOMPARE(way.front(), from);
        QCOMPARE(way.back(), to);
        bool crossed = false;
        for (std::size_t i = 1; i < way.size(); ++i)
            crossed |= way[i - 1] == Cell { 0, 14 } && way[i] == Cell { width - 1, 14 };
        QVERIFY(crossed);
        SearchOptions o = model()->options();
        o.algorithm = Algorithm::AStar;
        o.heuristic = Heuristic::Manhattan;
        WatchedSearch a(model()->grid()->view(), o, from, to);
        a.finish();
        QCOMPARE(model()->figures().cost, a.path().cost);
        QCOMPARE(way.size(), a.path().cells.size());
    }

    void twentyStepsBackAndForwardShowWhatSteppingShowed()
    {
        press(m_dock, QStringLiteral("showSearchCode"));
        press(m_dock, QStringLiteral("resetSearch"));
        QVERIFY(model()->stepCount() > kSteps);
        std::vector<Seen> steps { seen() };
        for (int i = 1; i <= kSteps; ++i) {
            press(m_dock, QStringLiteral("stepSearch"));
            QCOMPARE(model()->stepsTaken(), i);
            steps.push_back(seen());
            QVERIFY2(steps[i] != steps[i - 1], qPrintable(QStringLiteral("step %1 changed nothing").arg(i)));
        }
        for (int i = kSteps - 1; i >= 0; --i) {
            if (i % 2) {
                press(m_dock, QStringLiteral("stepSearchBack"));
            } else {
                m_view->setFocus();
                QTest::keyClick(m_view, Qt::Key_F9);
            }
            QCOMPARE(model()->stepsTaken(), i);
            QVERIFY2(seen() == steps[i], qPrintable(QStringLiteral("back at step %1").arg(i)));
        }
        for (int i = 1; i <= kSteps; ++i) {
            press(m_dock, QStringLiteral("stepSearch"));
            QVERIFY2(seen() == steps[i], qPrintable(QStringLiteral("forward again at step %1").arg(i)));
        }
        // The end too: the walk into tiles steps back as it stepped.
        press(m_dock, QStringLiteral("finishSearch"));
        const Seen end = seen();
        const int last = model()->stepsTaken();
        press(m_dock, QStringLiteral("stepSearchBack"));
        QCOMPARE(model()->stepsTaken(), last - 1);
        QVERIFY(seen() != end);
        press(m_dock, QStringLiteral("stepSearch"));
        QVERIFY(seen() == end);
    }

    void aRaceWithTheSubgoalGraphFinishesWithAStarsCost()
    {
        press(m_dock, QStringLiteral("openRace"));
        RaceWindow* race = m_dock->raceWindow(false);
        QVERIFY(race);
        find<QSpinBox>(race, QStringLiteral("raceCount"))->setValue(2);
        choose(race, "raceSearch0", QStringLiteral("Subgoal graph"));
        choose(race, "raceSearch1", QStringLiteral("A*, Manhattan"));
        race->activateWindow();
        QTRY_VERIFY(race->isActiveWindow());
        QVERIFY(race->race()->search(0)->subgoals());
        QTest::keyClick(race, Qt::Key_F10, Qt::ControlModifier);
        QVERIFY(race->race()->allDone());
        const Race::Summary summary = race->race()->summary();
        QVERIFY(summary.ready);
        QCOMPARE(summary.optimal, (std::vector<int> { 0, 1 }));
        QCOMPARE(race->race()->search(0)->path().cost, aStar().cost);
        // The graph settles fewer nodes than A* settles tiles.
        QCOMPARE(summary.fewest, std::vector<int> { 0 });
    }
};

QTEST_MAIN(TstSubgoalClass)
#include "tst_subgoalclass.moc"

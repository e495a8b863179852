#include "editor/editorfixture.h"

#include "codedock.h"
#include "codepanel.h"
#include "document.h"
#include "dungeon/explorer.h"
#include "dungeonview.h"
#include "explorerplayer.h"
#include "figuresbar.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlayfigures.h"
#include "overlaymodel.h"
#include "race.h"
#include "racewindow.h"
#include "steptimeline.h"

#include <QAction>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>
#include <QtTest>

#include <cmath>
#include <vector>

using namespace mazeworks;

namespace {

// Three halls of pillars, closed all round, joined at alternate ends: every search of the
// family (jump point search too) takes more than twenty steps from the top left corner to the
// bottom right one, and the open lists hold ties.
const char* const kHall = "name Hall\n"
                          "row XXXXXXXXXXXXXXXXXXXXXXXXX\n"
                          "row X.......................X\n"
                          "row X.X.X.X.X.X.X.X.X.X.X.X.X\n"
                          "row X.......................X\n"
                          "row XXXXXXXXXXXXXXXXXXXXXX..X\n"
                          "row X.......................X\n"
                          "row X.X.X.X.X.X.X.X.X.X.X.X.X\n"
                          "row X.......................X\n"
                          "row X..XXXXXXXXXXXXXXXXXXXXXX\n"
                          "row X.......................X\n"
                          "row X.X.X.X.X.X.X.X.X.X.X.X.X\n"
                          "row X.......................X\n"
                          "row XXXXXXXXXXXXXXXXXXXXXXXXX\n";

constexpr int kSteps = 20;

// What the class sees at a step: the tiles as the map draws them, the figures, and the code
// panel's highlighted line, its counts, its caption and its open list.
struct Seen {
    std::vector<int> tiles; // the state of each tile (or its distance, for the distance map)
    QStringList figures;
    int codeLine = -1;
    QStringList code;
    QStringList openList;
    QString timeline;

    bool operator==(const Seen&) const = default;
};

// What the class sees of the generator at a step: the picture, the figures, the caption.
struct SeenDungeon {
    int steps = 0;
    Phase phase = Phase::Placing;
    GeneratorCounters counters;
    std::vector<double> rooms;
    QStringList words;
    QImage picture;

    bool operator==(const SeenDungeon&) const = default;
};

// Which of what the class sees differs, for the message of a failure.
QString difference(const SeenDungeon& now, const SeenDungeon& then)
{
    QStringList parts;
    if (now.steps != then.steps) parts << QStringLiteral("steps %1, not %2").arg(now.steps).arg(then.steps);
    if (now.phase != then.phase) parts << QStringLiteral("phase");
    if (!(now.counters == then.counters)) parts << QStringLiteral("counters");
    if (now.rooms != then.rooms) parts << QStringLiteral("rooms");
    if (now.words != then.words)
        parts << QStringLiteral("words \"%1\", not \"%2\"")
                     .arg(now.words.join(QLatin1Char('|')), then.words.join(QLatin1Char('|')));
    if (now.picture != then.picture) parts << QStringLiteral("picture");
    return parts.join(QStringLiteral("; "));
}

QString tableText(const QTableWidget* table, int fromColumn = 0)
{
    QStringList rows;
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int col = fromColumn; col < table->columnCount(); ++col) {
            const QTableWidgetItem* item = table->item(row, col);
            cells << (item ? item->text() : QString());
        }
        rows << cells.join(QLatin1Char('|'));
    }
    return rows.join(QLatin1Char('\n'));
}

} // namespace

// Every stepped view steps back and goes to any step of its timeline, and shows there exactly
// what stepping forward showed (issue 31).
class TstStepBack : public test::EditorTest {
    Q_OBJECT

public:
    TstStepBack()
        : EditorTest(QSize(1400, 950))
    {
    }

private:
    OverlayDock* m_dock = nullptr;
    MapView* m_view = nullptr;
    GenerateDock* m_generate = nullptr;
    qint64 m_now = 0;

    OverlayModel* model() const { return m_dock->model(); }
    CodePanel* code() const { return m_dock->codeDock()->panel(); }
    StepTimeline* timeline() const { return m_dock->findChild<StepTimeline*>(); }

    void prepare() override
    {
        m_generate = m_window->findChild<GenerateDock*>();
        m_now = 0;
        m_generate->controller()->setClock([this] { return m_now; });
        m_dock = m_window->findChild<OverlayDock*>();
        m_dock->show();
        auto* document = new Document;
        document->loadText(kHall, QString());
        m_view = m_window->addDocument(document, QStringLiteral("hall"));
        QTest::qWait(20);
    }

    Seen seen() const
    {
        Seen s;
        const OverlayModel* m = model();
        for (int row = 0; row < m->height(); ++row) {
            for (int col = 0; col < m->width(); ++col) {
                const Cell cell { col, row };
                if (m->mode() == OverlayModel::Mode::DistanceMap) {
                    const DistanceMap* distances = m->distances();
                    s.tiles.push_back(distances ? distances->distance(cell) : -2);
                    s.tiles.push_back(m->isSettled(cell) ? 1 : 0);
                } else if (m->mode() == OverlayModel::Mode::FlowField) {
                    // Its cost (in thousandths), its arrow, and whether it is settled.
                    const FlowField* field = m->flowField();
                    const double cost = field ? field->cost(cell) : kInfinity;
                    s.tiles.push_back(cost == kInfinity ? -2 : int(std::lround(cost * 1000)));
                    const std::optional<Cell> next = field ? field->next(cell) : std::nullopt;
                    s.tiles.push_back(next ? next->col * 1000 + next->row : -1);
                    s.tiles.push_back(m->isFlowSettled(cell) ? 1 : 0);
                } else {
                    s.tiles.push_back(int(m->pathState(cell)));
                }
            }
        }
        const std::optional<Cell> current = m->current();
        s.tiles.push_back(current ? current->col * 1000 + current->row : -1);
        for (const QLabel* label : m_dock->findChild<OverlayFigures*>()->findChildren<QLabel*>()) {
            // The time the subgoal graph took to work out is a clock's reading, taken again when
            // the timeline makes the search anew (the classic maze has the graph since it crosses
            // the tunnel).
            if (label->objectName() == QLatin1String("subgoalsCaption")) continue;
            if (label->isVisibleTo(m_dock)) s.figures << label->objectName() + QLatin1Char('=') + label->text();
        }
        s.codeLine = code()->highlightedLine();
        s.code << tableText(code()->findChild<QTableWidget*>(QStringLiteral("codeLines")), 1)
               << code()->findChild<QLabel*>(QStringLiteral("stepCaption"))->text()
               << code()->findChild<QLabel*>(QStringLiteral("openListTitle"))->text();
        s.openList << tableText(code()->findChild<QTableWidget*>(QStringLiteral("openList")));
        s.timeline = timeline()->findChild<QLabel*>(QStringLiteral("stepText"))->text();
        return s;
    }

    static QString describe(const Seen& s)
    {
        return QStringLiteral("line %1; %2; %3; %4")
            .arg(s.codeLine)
            .arg(s.figures.join(QStringLiteral(", ")), s.timeline, s.openList.join(QStringLiteral("/")).left(200));
    }

    // From the beginning: twenty steps forward, each remembered; twenty back with Step Back (its
    // button, then its key), each as it was; forward again to the same; then the timeline set to
    // each step shows it too.
    void stepForwardBackAndForward(const QString& what)
    {
        press(m_dock, QStringLiteral("resetSearch"));
        std::vector<Seen> steps { seen() };
        QCOMPARE(model()->stepsTaken(), 0);
        QVERIFY(!m_dock->action(QStringLiteral("stepSearchBack"))->isEnabled());
        for (int i = 1; i <= kSteps; ++i) {
            press(m_dock, QStringLiteral("stepSearch"));
            QCOMPARE(model()->stepsTaken(), i);
            steps.push_back(seen());
            QVERIFY2(steps[i] != steps[i - 1], qPrintable(what + QStringLiteral(": step %1 changed nothing").arg(i)));
        }
        QVERIFY2(model()->isStepping(), qPrintable(what + QStringLiteral(": over in twenty steps")));
        QCOMPARE(timeline()->total(), model()->stepCount());
        for (int i = kSteps - 1; i >= 0; --i) {
            if (i % 2) {
                press(m_dock, QStringLiteral("stepSearchBack"));
            } else {
                m_view->setFocus();
                QTest::keyClick(m_view, Qt::Key_F9); // on the map, as F10 steps there
            }
            QVERIFY2(model()->stepsTaken() == i,
                qPrintable(QStringLiteral("%1: %2 steps taken, not %3").arg(what).arg(model()->stepsTaken()).arg(i)));
            const Seen now = seen();
            QVERIFY2(now == steps[i],
                qPrintable(QStringLiteral("%1, back at step %2:\n  %3\nwhere forward it was\n  %4")
                               .arg(what)
                               .arg(i)
                               .arg(describe(now), describe(steps[i]))));
        }
        QVERIFY(!m_dock->action(QStringLiteral("stepSearchBack"))->isEnabled());
        for (int i = 1; i <= kSteps; ++i) {
            press(m_dock, QStringLiteral("stepSearch"));
            QVERIFY2(seen() == steps[i], qPrintable(what + QStringLiteral(": forward again at step %1").arg(i)));
        }
        for (const int k : { 7, 3, 15, 0, 20, 11 }) {
            timeline()->slider()->setValue(k);
            QCOMPARE(model()->stepsTaken(), k);
            QCOMPARE(timeline()->step(), k);
            QVERIFY2(seen() == steps[static_cast<std::size_t>(k)],
                qPrintable(what + QStringLiteral(": the timeline set to step %1").arg(k)));
        }
    }

    GeneratorController* controller() const { return m_generate->controller(); }
    StepTimeline* dungeonTimeline() const
    {
        return m_generate->findChild<StepTimeline*>(QStringLiteral("stepTimeline"));
    }
    StepTimeline* explorerTimeline() const
    {
        return m_generate->findChild<StepTimeline*>(QStringLiteral("explorerTimeline"));
    }

    // Where the explorer is, what it has seen and when, and what the panel says of it.
    QStringList seenExplorer() const
    {
        const Explorer& e = m_generate->explorer()->explorer();
        QStringList seen { QString::number(e.current()), QString::number(e.time()), QString::number(e.seconds()),
            m_generate->findChild<QLabel*>(QStringLiteral("explorerStats"))->text() };
        for (int room = 0; room < e.rooms(); ++room)
            seen << QStringLiteral("%1:%2:%3").arg(e.remembered(room)).arg(e.lastVisit(room)).arg(e.visitedEver(room));
        return seen;
    }

    // A finished dungeon of twelve rooms, for the explorer.
    void finishADungeon(int seed)
    {
        m_window->menu(QStringLiteral("generate"))->actions().first()->trigger();
        DungeonParams params;
        params.rooms = 12;
        m_generate->setParams(params);
        m_generate->setSeed(seed);
        QTest::mouseClick(m_generate->findChild<QPushButton*>(QStringLiteral("newDungeonButton")), Qt::LeftButton);
        controller()->pause();
        click("finishDungeon");
        QTRY_VERIFY_WITH_TIMEOUT(controller()->shown().phase() == Phase::Finished && !controller()->isRunning(), 60000);
        QVERIFY(m_generate->explorer()->hasDungeon());
    }

    void click(const char* action)
    {
        auto* button = m_generate->findChild<QToolButton*>(QLatin1String(action) + QStringLiteral("Button"));
        QVERIFY2(button && button->isEnabled(), action);
        QTest::mouseClick(button, Qt::LeftButton);
    }

    // Lets the rooms glide to their places on the test's clock, a frame at a time.
    void glide()
    {
        for (int t = 0; t < 1000; t += 16) {
            m_now += 16;
            controller()->tick();
        }
    }

    // Waits for the generator to show step `steps`, and the rooms to glide there.
    void waitForStep(int steps)
    {
        QTRY_VERIFY_WITH_TIMEOUT(
            controller()->shown().counters().steps == steps && !controller()->isBusy() && !controller()->isRunning(),
            20000);
        glide();
        // The panel laid out again around the new words (the caption's lines), as the screen
        // shows it: a step shown at once has not been yet.
        QTest::qWait(20);
    }

    SeenDungeon seenDungeon() const
    {
        SeenDungeon s;
        const Generator& g = controller()->shown();
        s.steps = g.counters().steps;
        s.phase = g.phase();
        s.counters = g.counters();
        for (const Room& room : g.rooms())
            s.rooms.insert(s.rooms.end(), { room.x, room.y, double(room.w), double(room.h) });
        for (int f = 0; f < FiguresBar::FigureCount; ++f)
            s.words << m_generate->figures()->figureText(static_cast<FiguresBar::Figure>(f));
        s.words << m_generate->caption()->text() << QString::number(dungeonTimeline()->step());
        s.picture = m_generate->view()->render();
        return s;
    }

    // From the first step of `phase`: twenty steps forward (fewer where the dungeon is finished
    // before), each remembered; as many back, with the button and with F9, each as it was;
    // forward again to the same; then the timeline set to steps of it shows them too.
    void stepThePhase(Phase phase)
    {
        const QString name = QString::fromLatin1(mazeworks::name(phase).data());
        click("restartDungeon");
        waitForStep(0);
        while (controller()->shown().phase() != phase) {
            const int before = controller()->shown().counters().steps;
            click("nextPhase");
            QTRY_VERIFY_WITH_TIMEOUT(
                controller()->shown().counters().steps > before && !controller()->isRunning(), 20000);
            QVERIFY2(!controller()->shown().done(), qPrintable(name));
        }
        // One step by hand into the phase: Next Phase shows where it stops without the glide
        // from the step before, which a step by hand (and a step back) shows.
        const int first = controller()->shown().counters().steps + 1;
        click("stepDungeon");
        waitForStep(first);
        std::vector<SeenDungeon> steps { seenDungeon() };
        while (static_cast<int>(steps.size()) <= kSteps && !controller()->shown().done()) {
            click("stepDungeon");
            waitForStep(first + static_cast<int>(steps.size()));
            steps.push_back(seenDungeon());
        }
        const int last = static_cast<int>(steps.size()) - 1;
        QVERIFY2(last >= 2, qPrintable(name));
        for (int i = last - 1; i >= 0; --i) {
            if (i % 2) {
                click("stepDungeonBack");
            } else {
                m_generate->view()->setFocus();
                QTest::keyClick(m_generate->view(), Qt::Key_F9);
            }
            waitForStep(first + i);
            QVERIFY2(seenDungeon() == steps[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("%1, back at step %2: %3")
                               .arg(name)
                               .arg(first + i)
                               .arg(difference(seenDungeon(), steps[static_cast<std::size_t>(i)]))));
        }
        for (int i = 1; i <= last; ++i) {
            click("stepDungeon");
            waitForStep(first + i);
            QVERIFY2(seenDungeon() == steps[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("%1, forward again at step %2: %3")
                               .arg(name)
                               .arg(first + i)
                               .arg(difference(seenDungeon(), steps[static_cast<std::size_t>(i)]))));
        }
        for (const int i : { last / 3, 0, last, last / 2 + 1 }) {
            dungeonTimeline()->slider()->setValue(first + i);
            waitForStep(first + i);
            QVERIFY2(seenDungeon() == steps[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("%1, the timeline set to step %2").arg(name).arg(first + i)));
        }
    }

private slots:
    void everySearchStepsBackToExactlyWhatItShowed()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        model()->setStart(Cell { 1, 1 });
        model()->setGoal(Cell { 23, 11 });
        // The panel laid out again around what the search shows, before its button is clicked.
        QTest::qWait(50);
        press(m_dock, QStringLiteral("showSearchCode"));
        QTRY_VERIFY(m_dock->codeDock()->isVisible());
        auto* algorithms = find<QComboBox>(m_dock, QStringLiteral("algorithm"));
        QVERIFY(algorithms->count() >= 4);
        for (int i = 0; i < algorithms->count(); ++i) {
            const QString name = algorithms->itemText(i);
            choose(m_dock, QStringLiteral("algorithm"), name);
            stepForwardBackAndForward(name);
        }
    }

    void theDistanceMapStepsBackToExactlyWhatItShowed()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Distance map"));
        model()->setStart(Cell { 1, 1 });
        stepForwardBackAndForward(QStringLiteral("distance map"));
    }

    void theFlowFieldStepsBackToExactlyWhatItShowed()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Flow field"));
        model()->setStart(Cell { 1, 1 });
        model()->toggleFlowGoal(Cell { 23, 11 }, true);
        model()->toggleFlowGoal(Cell { 12, 5 });
        for (const Movement movement : { Movement::Four, Movement::Eight }) {
            for (const bool weighted : { false, true }) {
                model()->setMovement(movement);
                model()->setFlowWeighted(weighted);
                stepForwardBackAndForward(QStringLiteral("the flow field, %1 directions, %2")
                                              .arg(movement == Movement::Four ? 4 : 8)
                                              .arg(weighted ? QStringLiteral("Dijkstra") : QStringLiteral("BFS")));
            }
        }
    }

    void everyPhaseOfTheGeneratorStepsBackToExactlyWhatItShowed()
    {
        m_window->menu(QStringLiteral("generate"))->actions().first()->trigger(); // Dungeon Generator
        QVERIFY(m_generate->isVisible());
        DungeonParams params;
        params.rooms = 40;
        params.connection = Connection::Tunnels;
        m_generate->setParams(params);
        m_generate->setSeed(5);
        QTest::mouseClick(m_generate->findChild<QPushButton*>(QStringLiteral("newDungeonButton")), Qt::LeftButton);
        controller()->pause();
        // The phases this dungeon goes through, as the core steps it.
        std::vector<Phase> phases;
        for (Generator alongside(params, 5); !alongside.done(); alongside.step()) {
            if (phases.empty() || phases.back() != alongside.phase()) phases.push_back(alongside.phase());
        }
        QCOMPARE(phases.size(), std::size_t(5)); // placing, separating, snapping, digging, rasterising
        for (const Phase phase : phases) stepThePhase(phase);
    }

    void theGeneratorsTimelineGoesToStepsItNeverShowed()
    {
        m_window->menu(QStringLiteral("generate"))->actions().first()->trigger();
        DungeonParams params;
        params.rooms = 12;
        m_generate->setParams(params);
        m_generate->setSeed(9);
        QTest::mouseClick(m_generate->findChild<QPushButton*>(QStringLiteral("newDungeonButton")), Qt::LeftButton);
        controller()->pause();
        // The core alongside, a step at a time: what each step is.
        Generator alongside(params, 9);
        std::vector<GeneratorCounters> counters { alongside.counters() };
        while (alongside.step()) counters.push_back(alongside.counters());
        click("finishDungeon");
        QTRY_VERIFY_WITH_TIMEOUT(controller()->shown().done() && !controller()->isRunning(), 60000);
        const int all = controller()->shown().counters().steps;
        QCOMPARE(dungeonTimeline()->total(), all);
        for (const int k : { all / 2, 1, all - 1, all / 3 }) {
            dungeonTimeline()->slider()->setValue(k);
            waitForStep(k);
            QCOMPARE(controller()->shown().counters(), counters[static_cast<std::size_t>(k)]);
        }
    }

    void theExplorerStepsBackToTheRoomsItCameFromAndTakesTheSameWayAgain()
    {
        finishADungeon(31);
        QVERIFY(!m_generate->action(QStringLiteral("exploreStepBack"))->isEnabled());
        std::vector<QStringList> moves { seenExplorer() };
        for (int i = 1; i <= kSteps; ++i) {
            click("exploreStep");
            moves.push_back(seenExplorer());
        }
        for (int i = kSteps - 1; i >= 0; --i) {
            click("exploreStepBack");
            QVERIFY2(seenExplorer() == moves[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("the explorer back at move %1: %2 where it was %3")
                               .arg(i)
                               .arg(seenExplorer().join(QLatin1Char(' ')),
                                   moves[static_cast<std::size_t>(i)].join(QLatin1Char(' ')))));
        }
        QVERIFY(!m_generate->action(QStringLiteral("exploreStepBack"))->isEnabled());
        for (int i = 1; i <= kSteps; ++i) {
            click("exploreStep");
            QVERIFY2(seenExplorer() == moves[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("the explorer forward again at move %1").arg(i)));
        }
        // Moves played on its clock are stepped back over, and made again as they were played: a
        // step rests in the room as long as playing does.
        ExplorerPlayer* explorer = m_generate->explorer();
        explorer->setClock([this] { return m_now; });
        click("explore");
        for (int t = 0; t < 30000; t += 16) {
            m_now += 16;
            explorer->tick();
        }
        click("explore");
        QVERIFY(explorer->explorer().time() >= kSteps + 4);
        click("exploreStep"); // the walk under way ends in a room
        std::vector<QStringList> played { seenExplorer() };
        for (int i = 0; i < 3; ++i) {
            click("exploreStepBack");
            played.push_back(seenExplorer());
            QVERIFY(played.back() != played[played.size() - 2]);
        }
        for (int i = 2; i >= 0; --i) {
            click("exploreStep");
            QVERIFY2(seenExplorer() == played[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("a played move made again: %1 where it was %2")
                               .arg(seenExplorer().join(QLatin1Char(' ')),
                                   played[static_cast<std::size_t>(i)].join(QLatin1Char(' ')))));
        }
    }

    void theExplorersTimelineGoesToAnyMoveItMadeAsItWasThen()
    {
        finishADungeon(31);
        ExplorerPlayer* explorer = m_generate->explorer();
        QVERIFY(explorerTimeline()->isEnabled());
        QCOMPARE(explorerTimeline()->total(), 0);
        auto at = [this] { return seenExplorer(); };
        std::vector<QStringList> moves { at() };
        for (int i = 1; i <= kSteps; ++i) {
            click("exploreStep");
            QCOMPARE(explorerTimeline()->step(), i);
            moves.push_back(at());
        }
        QCOMPARE(explorerTimeline()->total(), kSteps);
        for (const int k : { 7, 3, 15, 0, 20, 19, 11 }) {
            explorerTimeline()->slider()->setValue(k);
            QCOMPARE(explorer->explorer().time(), k);
            QCOMPARE(explorerTimeline()->step(), k);
            QCOMPARE(explorerTimeline()->total(), kSteps); // the moves made stay on it
            QCOMPARE(explorerTimeline()->findChild<QLabel*>(QStringLiteral("stepText"))->text(),
                QStringLiteral("Step %1 of %2 so far").arg(k).arg(kSteps));
            QVERIFY2(at() == moves[static_cast<std::size_t>(k)],
                qPrintable(
                    QStringLiteral("the timeline set to move %1: %2 where it was %3")
                        .arg(k)
                        .arg(at().join(QLatin1Char(' ')), moves[static_cast<std::size_t>(k)].join(QLatin1Char(' ')))));
        }
        // From move 11 on: Step Back and Step go on from where the timeline put it.
        click("exploreStepBack");
        QVERIFY(at() == moves[10]);
        click("exploreStep");
        click("exploreStep");
        QVERIFY(at() == moves[12]);
        // Further back than the moves kept (Back to the Start keeps none): the same moves again.
        click("exploreReset");
        QCOMPARE(explorerTimeline()->total(), kSteps);
        explorerTimeline()->slider()->setValue(17);
        QVERIFY(at() == moves[17]);
        // Played on its clock, the moves it makes are on the timeline too.
        explorer->setClock([this] { return m_now; });
        click("explore");
        for (int t = 0; t < 60000; t += 16) {
            m_now += 16;
            explorer->tick();
        }
        click("explore");
        QVERIFY(explorerTimeline()->total() > kSteps);
        QCOMPARE(explorerTimeline()->total(), explorer->movesMade());
        explorerTimeline()->slider()->setValue(5);
        QVERIFY(at() == moves[5]);
    }

    void theRaceStepsBackToExactlyWhatItShowed()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        model()->setStart(Cell { 1, 1 });
        model()->setGoal(Cell { 23, 11 });
        QTest::qWait(50); // the panel laid out again, before its button is clicked
        press(m_dock, QStringLiteral("openRace"));
        RaceWindow* window = m_dock->raceWindow(false);
        QVERIFY(window);
        find<QSpinBox>(window, QStringLiteral("raceCount"))->setValue(4);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        window->activateWindow();
        QTRY_VERIFY(window->isActiveWindow());
        Race* race = window->race();
        auto* timeline = window->findChild<StepTimeline*>();
        QVERIFY(timeline);
        // What the class sees: every pane's tiles, its figures and badges, and the timeline.
        auto seenRace = [&] {
            QStringList words;
            for (const QLabel* label : window->findChildren<QLabel*>()) words << label->text();
            std::vector<int> tiles;
            for (int pane = 0; pane < race->count(); ++pane) {
                for (int row = 0; row < model()->height(); ++row) {
                    for (int col = 0; col < model()->width(); ++col)
                        tiles.push_back(int(race->search(pane)->state(Cell { col, row })));
                }
            }
            return std::make_pair(words, tiles);
        };
        press(window, QStringLiteral("resetRace"));
        std::vector<decltype(seenRace())> steps { seenRace() };
        for (int i = 1; i <= kSteps; ++i) {
            press(window, QStringLiteral("stepRace"));
            QCOMPARE(race->stepsTaken(), i);
            steps.push_back(seenRace());
        }
        QVERIFY(!race->allDone());
        QCOMPARE(timeline->total(), race->stepCount());
        for (int i = kSteps - 1; i >= 0; --i) {
            if (i % 2)
                press(window, QStringLiteral("stepRaceBack"));
            else
                QTest::keyClick(window, Qt::Key_F9);
            QCOMPARE(race->stepsTaken(), i);
            QVERIFY2(seenRace() == steps[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("the race back at step %1").arg(i)));
        }
        for (int i = 1; i <= kSteps; ++i) {
            press(window, QStringLiteral("stepRace"));
            QVERIFY2(seenRace() == steps[static_cast<std::size_t>(i)],
                qPrintable(QStringLiteral("the race forward again at step %1").arg(i)));
        }
        for (const int k : { 5, 17, 0, 12 }) {
            timeline->slider()->setValue(k);
            QCOMPARE(race->stepsTaken(), k);
            QVERIFY2(seenRace() == steps[static_cast<std::size_t>(k)],
                qPrintable(QStringLiteral("the race's timeline set to step %1").arg(k)));
        }
        window->close();
    }

    void stepBackFromTheEndShowsTheStepBeforeTheLast()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        model()->setStart(Cell { 1, 1 });
        model()->setGoal(Cell { 23, 11 });
        press(m_dock, QStringLiteral("resetSearch"));
        press(m_dock, QStringLiteral("finishSearch"));
        const int all = model()->stepsTaken();
        QCOMPARE(all, model()->stepCount());
        QCOMPARE(timeline()->step(), all);
        press(m_dock, QStringLiteral("stepSearchBack"));
        QCOMPARE(model()->stepsTaken(), all - 1);
        QVERIFY(model()->isStepping());
        QCOMPARE(model()->figures().found, false);
        press(m_dock, QStringLiteral("stepSearch"));
        QVERIFY(!model()->isStepping());
        QCOMPARE(model()->figures().found, true);
        QCOMPARE(model()->stepsTaken(), all);
    }
};

QTEST_MAIN(TstStepBack)
#include "tst_stepback.moc"

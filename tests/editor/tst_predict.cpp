#include "editor/editorfixture.h"
#include "editor/predictroom.h"

#include "document.h"
#include "dungeon/nextchoice.h"
#include "dungeonmarks.h"
#include "dungeonview.h"
#include "explorerplayer.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "overlaystage.h"
#include "predictlayer.h"
#include "predictmode.h"
#include "predictwords.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace mazeworks;
using test::kPredictRoom;

// Predict (issue 31): the class clicks what the stepped view does next, and is judged by the
// algorithm's rule, every tie accepted, with a score and the reason in the rule's numbers.
class TstPredict : public test::EditorTest {
    Q_OBJECT

public:
    TstPredict()
        : EditorTest(QSize(1400, 950))
    {
    }

private:
    OverlayDock* m_dock = nullptr;
    GenerateDock* m_generate = nullptr;
    MapView* m_view = nullptr;
    Document* m_document = nullptr;
    PredictMode* m_predict = nullptr;
    qint64 m_now = 0;

    OverlayModel* model() const { return m_dock->model(); }
    GeneratorController* controller() const { return m_generate->controller(); }

    void prepare() override
    {
        m_dock = m_window->findChild<OverlayDock*>();
        m_generate = m_window->findChild<GenerateDock*>();
        m_predict = PredictMode::of(m_window.get());
        QVERIFY(m_predict);
        m_now = 0;
        controller()->setClock([this] { return m_now; });
        m_dock->show();
        m_document = new Document;
        m_document->loadText(kPredictRoom, QString());
        m_view = m_window->addDocument(m_document, QStringLiteral("room"));
        QTest::qWait(20);
    }

    void searchWith(Algorithm algorithm)
    {
        model()->setMode(OverlayModel::Mode::Path);
        model()->setMovement(Movement::Four);
        model()->setAlgorithm(algorithm);
        model()->setHeuristic(Heuristic::Manhattan);
        model()->setStart(Cell { 1, 1 });
        model()->setGoal(Cell { 5, 3 });
    }

    // A click on a tile of the map, as the class gives its answer.
    void clickTile(Cell cell)
    {
        const QPointF at = m_view->viewportPoint(QPointF(cell.col + 0.5, cell.row + 0.5));
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, at.toPoint());
    }

    // Step (F10's button): with Predict on, it asks.
    void step() { press(m_dock, QStringLiteral("stepSearch")); }

    QString words() const { return m_dock->findChild<QLabel*>(QStringLiteral("predictSearchWords"))->text(); }

    // The rooms' centres on the generator's picture, to click.
    void clickRoom(int room)
    {
        const Rect r = controller()->shown().rooms()[static_cast<std::size_t>(room)].rect();
        const QPointF at = m_generate->view()->widgetPoint(QPointF(r.x + r.w / 2.0, r.y + r.h / 2.0));
        QTest::mouseClick(m_generate->view(), Qt::LeftButton, {}, at.toPoint());
    }

    // A room of the finished dungeon, numbered as the explorer numbers them.
    void clickFinishedRoom(int room)
    {
        const Rect r = controller()->shown().result().rooms[static_cast<std::size_t>(room)];
        const QPointF at = m_generate->view()->widgetPoint(QPointF(r.x + r.w / 2.0, r.y + r.h / 2.0));
        QTest::mouseClick(m_generate->view(), Qt::LeftButton, {}, at.toPoint());
    }

    void newDungeon(const DungeonParams& params, std::uint64_t seed)
    {
        m_window->menu(QStringLiteral("generate"))->actions().first()->trigger();
        QVERIFY(m_generate->isVisible());
        m_generate->setParams(params);
        m_generate->setSeed(seed);
        QTest::mouseClick(m_generate->findChild<QPushButton*>(QStringLiteral("newDungeonButton")), Qt::LeftButton);
        controller()->pause();
    }

    // Goes to the first step at which `asks` holds, as the core finds it.
    template <class Asks> void goToFirst(const DungeonParams& params, std::uint64_t seed, Asks asks)
    {
        Generator alongside(params, seed);
        int steps = 0;
        while (!asks(alongside) && alongside.step()) ++steps;
        QVERIFY(asks(alongside));
        controller()->goToStep(steps);
        QTRY_VERIFY_WITH_TIMEOUT(controller()->shown().counters().steps == steps && !controller()->isBusy(), 20000);
    }

private slots:
    void aStarsEqualLowestFAreBothRightAndAThirdTileIsWrong()
    {
        searchWith(Algorithm::AStar);
        press(m_dock, QStringLiteral("predictSearch"));
        QVERIFY(m_predict->isAsking());
        // Nothing settled yet: the start goes first.
        QCOMPARE(model()->stepsTaken(), 0);
        clickTile({ 1, 1 });
        QCOMPARE(m_predict->rightAnswers(), 1);
        QCOMPARE(model()->stepsTaken(), 1);
        // Right of the start and below it: both f = 1 + 5 = 6, the same h. Either is right.
        step();
        QVERIFY(m_predict->isAsking());
        QCOMPARE(model()->stepsTaken(), 1); // Step asked instead of stepping
        clickTile({ 1, 2 });
        QCOMPARE(m_predict->rightAnswers(), 2);
        QCOMPARE(m_predict->asked(), 2);
        // The program took the other, first in reading order; both are outlined, none crossed.
        QCOMPARE(*model()->current(), (Cell { 2, 1 }));
        QCOMPARE(m_predict->layer()->allowed().size(), std::size_t(2));
        QVERIFY(!m_predict->layer()->wrong());
        QVERIFY(m_predict->why().contains(QStringLiteral("f = 6")));
        // Now (1,2), (3,1) and (2,2) have f = 6; the goal is not open at all: wrong.
        step();
        clickTile({ 5, 3 });
        QCOMPARE(m_predict->rightAnswers(), 2);
        QCOMPARE(m_predict->asked(), 3);
        QCOMPARE(*m_predict->layer()->wrong(), (Cell { 5, 3 }));
        QCOMPARE(m_predict->layer()->allowed().size(), std::size_t(3));
        // The answer shown is the program's: (3,1), of the smaller h, and what it settled.
        QCOMPARE(*model()->current(), (Cell { 3, 1 }));
        const QString why = m_predict->why();
        QVERIFY2(why.contains(QStringLiteral("(3, 1)")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("f = 6")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("g = 2")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("h = 4")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("2 other")), qPrintable(why));
        QVERIFY(words().contains(QStringLiteral("2 of 3")));
        // The map's cell cursor answers too: Enter at the tile.
        step();
        m_view->setFocus();
        m_view->moveCursor(QPoint(1, 2));
        QTest::keyClick(m_view, Qt::Key_Return);
        QCOMPARE(m_predict->asked(), 4);
        QCOMPARE(m_predict->rightAnswers(), 3);
        // Predicting never changes the level.
        QVERIFY(!m_document->isModified());
        QCOMPARE(m_document->undoStack()->count(), 0);
    }

    void breadthFirstAndDijkstraAcceptEveryTileOfTheLeastKey_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("key");
        QTest::newRow("breadth-first") << int(Algorithm::BreadthFirst) << QStringLiteral("1");
        QTest::newRow("Dijkstra") << int(Algorithm::Dijkstra) << QStringLiteral("g = 1");
    }

    void breadthFirstAndDijkstraAcceptEveryTileOfTheLeastKey()
    {
        QFETCH(int, algorithm);
        QFETCH(QString, key);
        searchWith(static_cast<Algorithm>(algorithm));
        press(m_dock, QStringLiteral("predictSearch"));
        clickTile({ 1, 1 });
        // Both neighbours of the start are one step (and one of cost) away.
        for (const Cell answer : { Cell { 2, 1 }, Cell { 1, 2 } }) {
            press(m_dock, QStringLiteral("resetSearch"));
            QCOMPARE(m_predict->asked(), 0); // Reset clears the score
            step();
            clickTile({ 1, 1 });
            step();
            clickTile(answer);
            QCOMPARE(m_predict->rightAnswers(), 2);
            QVERIFY2(m_predict->why().contains(key), qPrintable(m_predict->why()));
        }
        step();
        clickTile({ 4, 3 }); // three steps away
        QCOMPARE(m_predict->rightAnswers(), 2);
        QCOMPARE(m_predict->asked(), 3);
        QVERIFY(m_predict->layer()->wrong());
    }

    void theDistanceMapsWaveIsPredictedRingByRing()
    {
        model()->setMode(OverlayModel::Mode::DistanceMap);
        model()->setStart(Cell { 3, 2 });
        press(m_dock, QStringLiteral("predictSearch"));
        clickTile({ 3, 2 });
        step();
        clickTile({ 3, 1 }); // any of the four around it
        step();
        clickTile({ 1, 1 }); // three steps away: wrong
        QCOMPARE(m_predict->rightAnswers(), 2);
        QCOMPARE(m_predict->asked(), 3);
        QCOMPARE(m_predict->layer()->allowed().size(), std::size_t(3));
    }

    void theFlowFieldIsPredictedOutwardsFromItsGoal()
    {
        // Unweighted from the goal (3,2): its four neighbours first, any of them right; then a tile
        // three steps away is wrong while the ring of one step is not done.
        model()->setMode(OverlayModel::Mode::FlowField);
        model()->setFlowWeighted(false);
        model()->setStart(Cell { 3, 2 });
        press(m_dock, QStringLiteral("predictSearch"));
        QVERIFY(m_predict->isAsking());
        QVERIFY2(m_predict->question().contains(QStringLiteral("flow field")), qPrintable(m_predict->question()));
        clickTile({ 3, 2 }); // the goal itself first
        step();
        clickTile({ 2, 2 });
        step();
        clickTile({ 1, 1 }); // three steps from the goal: wrong
        QCOMPARE(m_predict->rightAnswers(), 2);
        QCOMPARE(m_predict->asked(), 3);
        QVERIFY(m_predict->layer()->wrong());
        QCOMPARE(m_predict->layer()->allowed().size(), std::size_t(3)); // the rest of the ring
        QVERIFY2(m_predict->why().contains(QStringLiteral("from a goal")), qPrintable(m_predict->why()));
        QCOMPARE(model()->figures().settled, 3); // one settled per answer
    }

    // Presenting (F11), the question and the verdict are under the stage's map, in its large type,
    // and the class answers on the stage's map; back from the stage, on the window's map again.
    void presentedTheClassAnswersOnTheStage()
    {
        searchWith(Algorithm::BreadthFirst);
        m_dock->setPresentation(true);
        QTRY_VERIFY(m_dock->stage());
        OverlayStage* stage = m_dock->stage();
        press(m_dock, QStringLiteral("predictSearch"));
        QVERIFY(m_predict->isAsking());
        auto* words = stage->findChild<QLabel*>(QStringLiteral("predictStageWords"));
        QVERIFY(words);
        QTRY_VERIFY(words->isVisible());
        QVERIFY(words->text().contains(m_predict->question().toHtmlEscaped()));
        QVERIFY(words->font().pointSizeF() > m_view->font().pointSizeF());
        const auto clickStage = [stage](Cell cell) {
            const QPointF at = stage->view()->viewportPoint(QPointF(cell.col + 0.5, cell.row + 0.5));
            QTest::mouseClick(stage->view()->viewport(), Qt::LeftButton, {}, at.toPoint());
        };
        clickStage({ 1, 1 }); // the start: settled first
        QCOMPARE(m_predict->asked(), 1);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QVERIFY(words->text().contains(PredictWords::verdict(true)));
        step();
        QVERIFY(m_predict->isAsking());
        m_dock->setPresentation(false);
        QTRY_VERIFY(!m_dock->stage());
        clickTile({ 2, 1 }); // a neighbour of the start: right
        QCOMPARE(m_predict->asked(), 2);
        QCOMPARE(m_predict->rightAnswers(), 2);
    }

    void playingEndsPredicting()
    {
        searchWith(Algorithm::AStar);
        press(m_dock, QStringLiteral("predictSearch"));
        QVERIFY(m_predict->isOn());
        m_dock->player()->play();
        QVERIFY(!m_predict->isOn());
        QVERIFY(!m_predict->isAsking());
        m_dock->player()->pause();
    }

    void primsTreeIsPredictedByTwoRooms()
    {
        DungeonParams params;
        params.rooms = 12;
        params.connection = Connection::Tree;
        newDungeon(params, 4);
        goToFirst(params, 4, [](const Generator& g) { return asksPrim(g); });
        const PrimChoice choice = nextPrimEdge(controller()->shown());
        QVERIFY(choice.chosen);
        const int steps = controller()->shown().counters().steps;
        press(m_generate, QStringLiteral("predictGenerator"));
        QVERIFY(m_predict->isAsking());
        // The program's edge, clicked the other way round, is right.
        clickRoom(choice.chosen->b);
        QCOMPARE(m_predict->asked(), 0); // one room is half an answer
        clickRoom(choice.chosen->a);
        QCOMPARE(m_predict->asked(), 1);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QTRY_VERIFY(controller()->shown().counters().steps == steps + 1 && !controller()->isBusy());
        const QString why = m_predict->why();
        QVERIFY2(why.contains(QLocale().toString(choice.length(), 'f', 1)), qPrintable(why));
        // Next: a pair not allowed (the first room with the tree's newest one, twice in it) is wrong.
        const Generator& now = controller()->shown();
        const PrimChoice next = nextPrimEdge(now);
        int a = 0;
        int b = 1;
        while (next.allows(a, b) || a == b) ++b;
        press(m_generate, QStringLiteral("stepDungeon"));
        QVERIFY(m_predict->isAsking());
        clickRoom(a);
        clickRoom(b);
        QCOMPARE(m_predict->asked(), 2);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QCOMPARE(*m_predict->marks()->wrong(), (Edge { a, b }));
        QCOMPARE(m_predict->marks()->allowed(), next.allowed);
        // Restart clears the score.
        press(m_generate, QStringLiteral("restartDungeon"));
        QCOMPARE(m_predict->asked(), 0);
    }

    void unionFindsMergeIsPredictedByARoomOfEachSet()
    {
        DungeonParams params;
        params.rooms = 12;
        params.connection = Connection::Tunnels;
        newDungeon(params, 6);
        goToFirst(params, 6, [](const Generator& g) { return asksMerge(g) && nextMerge(g).chosen; });
        const MergeChoice choice = nextMerge(controller()->shown());
        QVERIFY(choice.corridor);
        press(m_generate, QStringLiteral("predictGenerator"));
        QVERIFY(m_predict->isAsking());
        clickRoom(choice.corridor->a);
        clickRoom(choice.corridor->b);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QVERIFY(m_predict->why().contains(QString::number(choice.corridor->a)));
    }

    void theExplorersNextRoomIsPredictedByOneRoom()
    {
        DungeonParams params;
        params.rooms = 12;
        newDungeon(params, 31);
        controller()->finish();
        QTRY_VERIFY_WITH_TIMEOUT(controller()->shown().phase() == Phase::Finished && !controller()->isRunning(), 60000);
        QTRY_VERIFY(m_generate->explorer()->hasDungeon());
        const VisitChoice choice = nextVisit(m_generate->explorer()->explorer());
        QVERIFY(choice.chosen >= 0);
        press(m_generate, QStringLiteral("predictGenerator"));
        QVERIFY(m_predict->isAsking());
        clickFinishedRoom(choice.chosen);
        QCOMPARE(m_predict->asked(), 1);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QCOMPARE(m_generate->explorer()->explorer().current(), choice.chosen);
        // Then a room it may not draw (the one it is in is never among them): wrong.
        press(m_generate, QStringLiteral("exploreStep"));
        QVERIFY(m_predict->isAsking());
        const Explorer& explorer = m_generate->explorer()->explorer();
        const VisitChoice next = nextVisit(explorer);
        QVERIFY(!next.allows(explorer.current()));
        clickFinishedRoom(explorer.current());
        QCOMPARE(m_predict->asked(), 2);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QVERIFY(m_predict->marks()->wrong());
        QCOMPARE(m_generate->explorer()->explorer().current(), next.chosen);
    }
};

QTEST_MAIN(TstPredict)
#include "tst_predict.moc"

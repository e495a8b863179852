#include "editor/editorfixture.h"
#include "editor/predictroom.h"

#include "document.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "path/nextsettled.h"
#include "predictlayer.h"
#include "race.h"
#include "racepredict.h"
#include "racewindow.h"

#include <QAction>
#include <QLabel>
#include <QSpinBox>
#include <QUndoStack>
#include <QtTest>

using namespace mazeworks;
using test::kPredictRoom;

namespace {

// The race's first two panes: breadth-first search, then A* (Race's first choices).
constexpr int kBreadthFirst = 0;
constexpr int kAStar = 1;

} // namespace

// Predict in the race of searches (issue 31): every pane still running asks for the tile its
// search settles next, and the race steps once when all have answered, each answer judged by
// its own search's rule.
class TstRacePredict : public test::EditorTest {
    Q_OBJECT

public:
    TstRacePredict()
        : EditorTest(QSize(1400, 950))
    {
    }

private:
    OverlayDock* m_dock = nullptr;
    Document* m_document = nullptr;
    RaceWindow* m_race = nullptr;
    RacePredict* m_predict = nullptr;

    Race* race() const { return m_race->race(); }

    void prepare() override
    {
        m_dock = m_window->findChild<OverlayDock*>();
        m_dock->show();
        m_document = new Document;
        m_document->loadText(kPredictRoom, QString());
        m_window->addDocument(m_document, QStringLiteral("room"));
        QTest::qWait(20);
        OverlayModel* model = m_dock->model();
        model->setMode(OverlayModel::Mode::Path);
        model->setMovement(Movement::Four);
        model->setStart(Cell { 1, 1 });
        model->setGoal(Cell { 5, 3 });
        QTest::qWait(50); // the panel laid out again, before its button is clicked
        press(m_dock, QStringLiteral("openRace"));
        m_race = m_dock->raceWindow(false);
        QVERIFY(m_race);
        QVERIFY(QTest::qWaitForWindowExposed(m_race));
        m_race->activateWindow(); // its keys act in it alone
        QTRY_VERIFY(m_race->isActiveWindow());
        QTest::qWait(50); // the panes fitted to their level
        m_predict = RacePredict::of(m_race);
        QVERIFY(m_predict);
        QCOMPARE(race()->count(), 2);
        QCOMPARE(race()->choice(kBreadthFirst).algorithm, Algorithm::BreadthFirst);
        QCOMPARE(race()->choice(kAStar).algorithm, Algorithm::AStar);
    }

    void finish() override { m_race = nullptr; }

    // A click on a tile of a pane's map, as the class gives that pane's answer.
    void clickTile(int pane, Cell cell)
    {
        MapView* view = m_race->paneView(pane);
        QVERIFY(view);
        const QPointF at = view->viewportPoint(QPointF(cell.col + 0.5, cell.row + 0.5));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at.toPoint());
    }

    void step() { press(m_race, QStringLiteral("stepRace")); }
    void predictOn() { press(m_race, QStringLiteral("predictRace")); }

    QString words() const { return m_race->findChild<QLabel*>(QStringLiteral("racePredictWords"))->text(); }

private slots:
    void aRightAnswerInOnePaneAndAWrongOneInTheOtherStepTheRaceOnce()
    {
        predictOn();
        QVERIFY(m_predict->isAsking());
        QVERIFY(m_predict->asks(kBreadthFirst));
        QVERIFY(m_predict->asks(kAStar));
        QVERIFY(words().contains(QStringLiteral("Click the tile this search settles next.")));
        // Nothing settled yet: both settle the start first.
        clickTile(kBreadthFirst, { 1, 1 });
        // One pane has answered: the race waits for the other, and shows the answer given.
        QCOMPARE(race()->stepsTaken(), 0);
        QCOMPARE(*m_predict->answer(kBreadthFirst), (Cell { 1, 1 }));
        QVERIFY(m_predict->isAsking());
        // Step (F10) asks again instead of stepping while answers are missing.
        step();
        QTest::keyClick(m_race, Qt::Key_F10);
        QCOMPARE(race()->stepsTaken(), 0);
        clickTile(kAStar, { 3, 3 });
        QVERIFY(!m_predict->isAsking());
        QCOMPARE(race()->stepsTaken(), 1);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QCOMPARE(m_predict->asked(), 2);
        // Each pane shows the rule's answer; the wrong pick is crossed out in its own pane only.
        QVERIFY(!m_predict->layer(kBreadthFirst)->wrong());
        QCOMPARE(*m_predict->layer(kAStar)->wrong(), (Cell { 3, 3 }));
        QCOMPARE(m_predict->layer(kAStar)->allowed(), (std::vector<Cell> { Cell { 1, 1 } }));
        QVERIFY2(words().contains(QStringLiteral("1 of 2 right")), qPrintable(words()));
        QVERIFY2(m_predict->words().contains(QStringLiteral("Right.")), qPrintable(m_predict->words()));
        QVERIFY2(m_predict->words().contains(QStringLiteral("Wrong.")), qPrintable(m_predict->words()));
        // The next Step asks again, and the marks of the last go.
        step();
        QVERIFY(m_predict->isAsking());
        QCOMPARE(race()->stepsTaken(), 1);
        QVERIFY(m_predict->layer(kAStar)->isEmpty());
        // Predicting never changes the level.
        QVERIFY(!m_document->isModified());
        QCOMPARE(m_document->undoStack()->count(), 0);
    }

    void aTileOfEqualKeyIsRightInEitherPane_data()
    {
        QTest::addColumn<QPoint>("breadthFirst");
        QTest::addColumn<QPoint>("aStar");
        // Right of the start and below it: one step from it both, and f = 1 + 5 = 6 both.
        QTest::newRow("right, below") << QPoint(2, 1) << QPoint(1, 2);
        QTest::newRow("below, right") << QPoint(1, 2) << QPoint(2, 1);
    }

    void aTileOfEqualKeyIsRightInEitherPane()
    {
        QFETCH(QPoint, breadthFirst);
        QFETCH(QPoint, aStar);
        step(); // the start settled, Predict still off
        QCOMPARE(race()->stepsTaken(), 1);
        predictOn();
        QVERIFY(m_predict->isAsking());
        clickTile(kBreadthFirst, { breadthFirst.x(), breadthFirst.y() });
        clickTile(kAStar, { aStar.x(), aStar.y() });
        QCOMPARE(race()->stepsTaken(), 2);
        QCOMPARE(m_predict->rightAnswers(), 2);
        QCOMPARE(m_predict->asked(), 2);
        // Both tiles outlined in both panes, none crossed out.
        for (const int pane : { kBreadthFirst, kAStar }) {
            QCOMPARE(m_predict->layer(pane)->allowed().size(), std::size_t(2));
            QVERIFY(!m_predict->layer(pane)->wrong());
        }
        QVERIFY2(words().contains(QStringLiteral("2 of 2 right")), qPrintable(words()));
        // Why, in each search's own words: breadth-first by the steps, A* by f.
        QVERIFY2(m_predict->words().contains(QStringLiteral("steps from it")), qPrintable(m_predict->words()));
        QVERIFY2(m_predict->words().contains(QStringLiteral("f = 6")), qPrintable(m_predict->words()));
    }

    void aPaneWhoseSearchHasFinishedIsNotAsked()
    {
        // A* reaches the goal long before breadth-first search has looked at the whole room.
        while (!race()->search(kAStar)->done()) step();
        QVERIFY(!race()->search(kBreadthFirst)->done());
        const int before = race()->stepsTaken();
        predictOn();
        QVERIFY(m_predict->isAsking());
        QVERIFY(m_predict->asks(kBreadthFirst));
        QVERIFY(!m_predict->asks(kAStar));
        // A click on the finished pane answers nothing.
        clickTile(kAStar, { 1, 1 });
        QVERIFY(!m_predict->answer(kAStar));
        QCOMPARE(race()->stepsTaken(), before);
        // The one pane asked answers, and the race steps.
        const NextSettled next = nextSettled(*race()->search(kBreadthFirst));
        QVERIFY(!next.allowed.empty());
        clickTile(kBreadthFirst, next.allowed.back());
        QCOMPARE(race()->stepsTaken(), before + 1);
        QCOMPARE(m_predict->asked(), 1);
        QCOMPARE(m_predict->rightAnswers(), 1);
        QVERIFY(m_predict->layer(kAStar)->isEmpty());
    }

    void theCellCursorAnswersAndNewPanesAreAskedToo()
    {
        // A third search: the panes are made anew, and Predict asks in the new ones.
        find<QSpinBox>(m_race, QStringLiteral("raceCount"))->setValue(3);
        QTest::qWait(50);
        QCOMPARE(m_race->paneCount(), 3);
        predictOn();
        for (int pane = 0; pane < 3; ++pane) {
            QVERIFY(m_predict->asks(pane));
            MapView* view = m_race->paneView(pane);
            view->setFocus();
            view->moveCursor(QPoint(1, 1));
            QTest::keyClick(view, Qt::Key_Return);
        }
        QCOMPARE(race()->stepsTaken(), 1);
        QCOMPARE(m_predict->asked(), 3);
        QCOMPARE(m_predict->rightAnswers(), 3);
    }

    void resetClearsTheScoreAndPlayEndsPredicting()
    {
        predictOn();
        clickTile(kBreadthFirst, { 1, 1 });
        clickTile(kAStar, { 1, 1 });
        QCOMPARE(m_predict->asked(), 2);
        step();
        QVERIFY(m_predict->isAsking());
        press(m_race, QStringLiteral("resetRace"));
        QCOMPARE(m_predict->asked(), 0);
        QCOMPARE(race()->stepsTaken(), 0);
        QVERIFY(!words().contains(QStringLiteral("of 2 right")));
        QVERIFY(m_predict->isOn());
        press(m_race, QStringLiteral("playRace"));
        QVERIFY(!m_predict->isOn());
        QVERIFY(!m_predict->isAsking());
        m_race->player()->pause();
    }
};

QTEST_MAIN(TstRacePredict)
#include "tst_racepredict.moc"

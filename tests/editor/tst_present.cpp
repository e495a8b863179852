#include "editor/editorfixture.h"

#include "codedock.h"
#include "codepanel.h"
#include "document.h"
#include "keytable.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "overlaystage.h"
#include "steptimeline.h"

#include <QAction>
#include <QComboBox>
#include <QScrollBar>
#include <QSlider>
#include <QTableWidget>
#include <QtTest>

using namespace mazeworks;

namespace {

// Three halls of pillars joined at alternate ends: a search of many steps, with a long code.
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

} // namespace

// Any stepped view of the Overlays panel presents full screen (F11): the map as large as the
// screen allows, the code and the figures beside it, stepped by the same keys; Esc or F11
// leaves, and the window's layout is exactly as before (issue 31).
class TstPresent : public test::EditorTest {
    Q_OBJECT

public:
    TstPresent()
        : EditorTest(Setup { QSize(1200, 800), true, std::nullopt })
    {
    }

private:
    OverlayDock* m_dock = nullptr;
    MapView* m_view = nullptr;

    OverlayModel* model() const { return m_dock->model(); }

    void prepare() override
    {
        m_dock = dock<OverlayDock>();
        m_dock->show();
        // The window as large as the screen, as a teacher's is: the stage has no more room than
        // the window had, only the room the panels took.
        if (const QScreen* screen = m_window->screen()) m_window->resize(screen->availableGeometry().size());
        auto* document = new Document;
        document->loadText(kHall, QString());
        m_view = m_window->addDocument(document, QStringLiteral("hall"));
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        model()->setStart(Cell { 1, 1 });
        model()->setGoal(Cell { 23, 11 });
        QTest::qWait(50);
    }

    // A key pressed on the stage's map, as the class's teacher presses it.
    void pressOnStage(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(m_dock->stage()->view(), Qt::Key(key), modifiers);
        QCoreApplication::processEvents(); // the stage triggers its actions after the key
    }

    void present()
    {
        // F11 where the panel has the attention (its list of overlays has the keyboard).
        auto* mode = m_dock->findChild<QComboBox*>(QStringLiteral("overlayMode"));
        mode->setFocus();
        QTest::keyClick(mode, Qt::Key_F11);
        QTRY_VERIFY(m_dock->isPresenting());
        QVERIFY(m_dock->stage());
        QVERIFY(QTest::qWaitForWindowExposed(m_dock->stage()->window()));
        QTRY_VERIFY(m_dock->stage()->view()->hasFocus());
    }

private slots:
    void theSearchPresentedHasTheMapLargerAndTheCodeWholeAndStepsByItsKeys()
    {
        press(m_dock, QStringLiteral("showSearchCode"));
        QTRY_VERIFY(m_dock->codeDock()->isVisible());
        QTest::qWait(100);
        const QByteArray layout = m_window->saveState();
        const double inWindow = m_view->fittingScale();
        present();
        OverlayStage* stage = m_dock->stage();
        QWidget* screen = stage->window();
        QVERIFY(screen != m_window.get());
        QVERIFY(screen->isFullScreen());
        // The map larger than the window could show it, the whole level in sight.
        QTRY_VERIFY2(stage->view()->scale() > inWindow,
            qPrintable(QStringLiteral("%1 on the stage, %2 in the window").arg(stage->view()->scale()).arg(inWindow)));
        QVERIFY(stage->view()->visibleTiles().contains(QRect(0, 0, model()->width(), model()->height())));
        // The code beside it, every line of it in sight, and all of the panel on the screen.
        CodePanel* code = stage->codePanel();
        QVERIFY(code && code->isVisible());
        auto* lines = code->findChild<QTableWidget*>(QStringLiteral("codeLines"));
        QVERIFY(lines->rowCount() > 5);
        QTRY_COMPARE(lines->verticalScrollBar()->maximum(), 0);
        QVERIFY(QRect(QPoint(), screen->size()).contains(QRect(code->mapTo(screen, QPoint()), code->size())));
        QVERIFY(!QRect(code->mapTo(stage, QPoint()), code->size()).intersects(stage->view()->geometry()));

        // Step, Step Back, Reset, Finish and the timeline, by their keys on the stage.
        pressOnStage(Qt::Key_F5, Qt::ShiftModifier);
        QCOMPARE(model()->stepsTaken(), 0);
        QVERIFY(model()->isStepping());
        for (int i = 1; i <= 3; ++i) {
            pressOnStage(Qt::Key_F10);
            QCOMPARE(model()->stepsTaken(), i);
        }
        QCOMPARE(code->highlightedLine(), m_dock->codeDock()->panel()->highlightedLine());
        QCOMPARE(stage->timeline()->step(), 3);
        pressOnStage(Qt::Key_F9);
        QCOMPARE(model()->stepsTaken(), 2);
        stage->timeline()->slider()->setFocus();
        QTest::keyClick(stage->timeline()->slider(), Qt::Key_Right);
        QCOMPARE(model()->stepsTaken(), 3);
        stage->timeline()->slider()->setValue(7);
        QCOMPARE(model()->stepsTaken(), 7);
        QCOMPARE(code->highlightedLine(), m_dock->codeDock()->panel()->highlightedLine());
        pressOnStage(Qt::Key_F10, Qt::ControlModifier);
        QVERIFY(!model()->isStepping());
        QCOMPARE(stage->timeline()->step(), model()->stepCount());

        // Esc leaves: the window exactly as it was.
        pressOnStage(Qt::Key_Escape);
        QTRY_VERIFY(!m_dock->isPresenting());
        QTRY_VERIFY(!m_dock->stage());
        QVERIFY(!m_dock->action(QStringLiteral("presentOverlay"))->isChecked());
        QTRY_COMPARE(m_window->saveState(), layout);
        QVERIFY(m_dock->codeDock()->isVisible());
    }

    void theFlowFieldPresentsWithItsLegendAndF11Leaves()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Flow field"));
        QTest::qWait(50);
        const QByteArray layout = m_window->saveState();
        present();
        OverlayStage* stage = m_dock->stage();
        QVERIFY(!stage->codePanel()); // no code for a flow field
        pressOnStage(Qt::Key_F5, Qt::ShiftModifier);
        pressOnStage(Qt::Key_F10);
        pressOnStage(Qt::Key_F10);
        QCOMPARE(model()->stepsTaken(), 2);
        QCOMPARE(stage->timeline()->step(), 2);
        pressOnStage(Qt::Key_F9);
        QCOMPARE(model()->stepsTaken(), 1);
        pressOnStage(Qt::Key_F11);
        QTRY_VERIFY(!m_dock->isPresenting());
        QTRY_COMPARE(m_window->saveState(), layout);
    }

    void presentingIsInTheMenuAndTheKeyboardShortcutsTable()
    {
        QAction* action = m_dock->action(QStringLiteral("presentOverlay"));
        QVERIFY(action);
        m_dock->findChild<QComboBox*>(QStringLiteral("overlayMode"))->setFocus();
        QTRY_COMPARE(action->shortcut(), QKeySequence(Qt::Key_F11));
        bool listed = false;
        for (const KeyRow& row : keyTable(m_window.get()))
            listed |= row.key == QKeySequence(Qt::Key_F11).toString(QKeySequence::NativeText)
                && row.action == QStringLiteral("Presentation") && row.where.startsWith(QStringLiteral("Overlays"));
        QVERIFY(listed);
        // A lesson's slide presents the same way, and ends it.
        m_dock->setPresentation(true);
        QVERIFY(m_dock->isPresenting());
        QVERIFY(action->isChecked());
        m_dock->setPresentation(false);
        QTRY_VERIFY(!m_dock->stage());
    }
};

QTEST_MAIN(TstPresent)
#include "tst_present.moc"

#include "editor/editorfixture.h"
#include "testmaps.h"

#include "document.h"
#include "editorapp.h"
#include "mainwindow.h"
#include "mapview.h"
#include "picture/theme.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QtTest>

using namespace mazeworks;

class TstMapView : public test::EditorTest {
    Q_OBJECT

public:
    TstMapView()
        : EditorTest(QSize(1000, 800))
    {
    }

private slots:
    void theClassicMazeOpensInATab()
    {
        m_window->openClassic();
        QCOMPARE(m_window->documentCount(), 1);
        Document* document = m_window->currentDocument();
        QVERIFY(document);
        QCOMPARE(document->maze().width(), 27);
        QVERIFY(document->diagnostics().empty());
        QVERIFY(!document->isModified());
        QCOMPARE(m_window->tabs()->tabText(0), QString("classic.maze"));
    }

    void aFileOpensAndABrokenOneIsRefusedWithoutACrash()
    {
        QVERIFY(m_window->openFile(test::resource("levels/small.maze"), true));
        QCOMPARE(m_window->tabs()->tabText(0), QString("small.maze"));
        QVERIFY(!m_window->openFile(test::resource("levels/broken/encoding.maze"), true));
        QVERIFY(!m_window->openFile(test::resource("levels/nothing-here.maze"), true));
        // A level with mistakes still opens: the designer fixes it in the editor.
        QVERIFY(m_window->openFile(test::resource("levels/broken/unknown-tile.maze"), true));
        QCOMPARE(m_window->documentCount(), 2);
        QVERIFY(!m_window->currentDocument()->hasMap());
        QVERIFY(!m_window->currentView()->render(QSize(200, 200)).isNull());
    }

    void theWheelZoomsAroundTheMouseAndTheKeysToo()
    {
        m_window->openClassic();
        MapView* view = m_window->currentView();
        QTest::qWait(50);
        view->setScale(24);
        const QPoint at(300, 300);
        const Cell under = view->cellAt(at);
        QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &wheel);
        QCOMPARE(view->scale(), 32.0);
        QCOMPARE(view->cellAt(at), under); // the tile under the mouse stays put
        QTest::keySequence(m_window.get(), QKeySequence::ZoomOut);
        QCOMPARE(view->scale(), 24.0);
        view->zoomToFit();
        const QRect visible = view->visibleTiles();
        QVERIFY(visible.contains(QRect(0, 0, 27, 30)));
    }

    void theStatusBarNamesTheTileUnderTheMouse()
    {
        m_window->openClassic();
        QTest::qWait(20); // the view fits the level to the window first
        MapView* view = m_window->currentView();
        view->setScale(24);
        view->centreOn({ 13, 22 });
        const QPoint muncher = view->viewportPoint(QPointF(13.5, 22.5)).toPoint();
        QTest::mouseMove(view->viewport(), muncher);
        QTRY_VERIFY(!m_window->statusBar()->findChildren<QLabel*>().isEmpty());
        QStringList texts;
        for (QLabel* label : m_window->statusBar()->findChildren<QLabel*>()) texts << label->text();
        QVERIFY2(texts.contains("13, 22: floor, the muncher's start"), qPrintable(texts.join(" | ")));
    }

    void theWallsAreDrawnAsAnOutline()
    {
        m_window->openClassic();
        QTest::qWait(20);
        MapView* view = m_window->currentView();
        view->setScale(24);
        view->centreOn({ 8, 2 }); // the tiles looked at, whatever room the panels leave the map
        const QImage image = view->render(view->viewport()->size());
        // A wall block in the middle of the maze: its edge in the wall colour, its body darker.
        const QPointF edge = view->viewportPoint(QPointF(7.0 + 0.3 - 0.03, 2.5)); // left edge of (7, 2)
        const QPointF body = view->viewportPoint(QPointF(8.5, 2.5));
        const qreal ratio = image.devicePixelRatio();
        QCOMPARE(QColor(image.pixel((edge * ratio).toPoint())), theme::wallEdge);
        QCOMPARE(QColor(image.pixel((body * ratio).toPoint())), theme::wallBody);
    }
};

QTEST_MAIN(TstMapView)
#include "tst_mapview.moc"

#include "document.h"
#include "editor/editorfixture.h"
#include "editorapp.h"
#include "fileactions.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "sourcedock.h"
#include "sourceview.h"
#include "toolsdock.h"
#include "weightlook.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace mazeworks;

namespace {

// A corridor round a block: straight along the top, or round by the bottom.
const char* const kRing = "name Ring\n"
                          "row XXXXXXXXX\n"
                          "row X.......X\n"
                          "row X.XXXXX.X\n"
                          "row X.......X\n"
                          "row XXXXXXXXX\n";

} // namespace

class TstWeights : public test::EditorTest {
    Q_OBJECT

public:
    TstWeights()
        : EditorTest(QSize(1200, 900))
    {
    }

private:
    MapView* m_view = nullptr;
    Document* m_document = nullptr;

    QPoint at(Cell c) const { return m_view->viewportPoint(QPointF(c.col + 0.5, c.row + 0.5)).toPoint(); }
    QWidget* viewport() const { return m_view->viewport(); }
    QAction* action(const QString& name) const { return m_window->findChild<QAction*>(name); }
    QWidget* tools() const { return m_window->findChild<ToolsDock*>(); }

    void drag(const std::vector<Cell>& cells)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at(cells.front()));
        for (std::size_t i = 1; i < cells.size(); ++i) QTest::mouseMove(viewport(), at(cells[i]));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(cells.back()));
    }

    void openRing()
    {
        auto* document = new Document;
        document->loadText(kRing, QString());
        m_view = m_window->addDocument(document, QStringLiteral("ring"));
        m_document = document;
        QTest::qWait(20);
        m_view->setScale(32);
        m_view->centreOn({ 4, 2 });
        m_view->setFocus();
        QTest::qWait(20);
    }

    QString status() const { return m_window->statusBar()->findChild<QLabel*>(QStringLiteral("toolStatus"))->text(); }

    void prepare() override { openRing(); }

private slots:
    void theWeightBrushsIconShowsTheChosenWeight()
    {
        // The icon as the toolbar and the Tools panel draw it, at each of its sizes: the swatch
        // of the weight chosen, with its number, not another's.
        auto showsWeight = [this](int weight) {
            const QIcon shown = action(QStringLiteral("weightBrushTool"))->icon();
            const QIcon swatch = weightlook::swatch(weight);
            for (int side : { 16, 24, 32 }) {
                if (shown.pixmap(side).toImage() != swatch.pixmap(side).toImage()) return false;
            }
            return true;
        };
        press(tools(), QStringLiteral("weight-5"));
        QVERIFY(action(QStringLiteral("weightBrushTool"))->isChecked());
        QVERIFY(showsWeight(5));
        QVERIFY(!showsWeight(7));
        QTest::keyClick(m_view, Qt::Key_BracketRight); // heavier
        QVERIFY(showsWeight(6));
        press(tools(), QStringLiteral("weight-2"));
        QVERIFY(showsWeight(2));
    }

    void aDragOfTheWeightBrushIsOneUndoStepThatSaysWhatAndHowMany()
    {
        const QByteArray original = m_document->text();
        press(tools(), QStringLiteral("weight-5"));
        QCOMPARE(status(), QStringLiteral("Weight Brush"));
        const int steps = m_document->undoStack()->count();
        drag({ { 2, 1 }, { 3, 1 }, { 4, 1 }, { 5, 1 } });
        QCOMPARE(m_document->undoStack()->count(), steps + 1);
        QCOMPARE(m_document->undoStack()->text(steps), QStringLiteral("Paint weight 5 on 4 tiles"));
        for (int col = 2; col <= 5; ++col) QCOMPARE(m_document->maze().weight(col, 1), 5);
        QCOMPARE(m_document->maze().weight(6, 1), 1);
        // Five weight lines, one a row, the second with the four fives.
        QVERIFY(m_document->text().contains("weight 111111111\nweight 115555111\nweight 111111111\n"));
        // Undone, the level has no weight lines again: the very text it had.
        m_document->undoStack()->undo();
        QCOMPARE(m_document->text(), original);
        QVERIFY(!m_document->isModified());
        m_document->undoStack()->redo();
        QCOMPARE(m_document->maze().weight(4, 1), 5);
    }

    void theKeysChooseTheBrushAndItsWeight()
    {
        QTest::keyClick(m_view, Qt::Key_W);
        QCOMPARE(status(), QStringLiteral("Weight Brush"));
        auto* chosen = m_window->findChild<QLabel*>(QStringLiteral("chosenWeight"));
        QCOMPARE(chosen->text(), QStringLiteral("Painting weight 5 (forest)"));
        QTest::keyClick(m_view, Qt::Key_BracketRight);
        QTest::keyClick(m_view, Qt::Key_BracketRight);
        QCOMPARE(chosen->text(), QStringLiteral("Painting weight 7 (swamp)"));
        QTest::keyClick(m_view, Qt::Key_BracketLeft);
        drag({ { 1, 3 } });
        QCOMPARE(m_document->maze().weight(1, 3), 6);
        QCOMPARE(m_document->undoStack()->text(m_document->undoStack()->count() - 1),
            QStringLiteral("Paint weight 6 on 1 tile"));
        // Nine is the heaviest: Heavier is off there.
        for (int i = 0; i < 5; ++i) QTest::keyClick(m_view, Qt::Key_BracketRight);
        QCOMPARE(chosen->text(), QStringLiteral("Painting weight 9 (mountains)"));
        QVERIFY(!action(QStringLiteral("heavierWeight"))->isEnabled());
    }

    void aPaintedWeightRoundTripsThroughSaveAndReopen()
    {
        press(tools(), QStringLiteral("weight-9"));
        drag({ { 3, 1 }, { 5, 1 } });
        drag({ { 7, 2 } });
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ring.maze"));
        auto* files = m_window->findChild<FileActions*>();
        QVERIFY(files->saveAs(m_document, path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QCOMPARE(saved,
            QByteArray(kRing)
                + "weight 111111111\nweight 111999111\nweight 111111191\nweight 111111111\n"
                  "weight 111111111\n");
        QVERIFY(m_window->openFile(path));
        Document* reopened = m_window->currentDocument();
        QVERIFY(reopened != m_document);
        QCOMPARE(reopened->maze().weights, m_document->maze().weights);
        QCOMPARE(reopened->text(), saved); // unchanged, byte for byte
    }

    void theSourceViewShowsTheWeightLinesAsTheyArePainted()
    {
        auto* source = m_window->findChild<SourceDock*>();
        source->show();
        press(tools(), QStringLiteral("weight-3"));
        drag({ { 1, 3 }, { 2, 3 } });
        QTRY_VERIFY(source->view()->toPlainText().contains(QStringLiteral("weight 133111111")));
        m_document->undoStack()->undo();
        QTRY_VERIFY(!source->view()->toPlainText().contains(QStringLiteral("weight")));
    }

    void dijkstraAndAStarGoRoundTheForestThatBreadthFirstSearchWalksThrough()
    {
        press(tools(), QStringLiteral("weight-9"));
        drag({ { 3, 1 }, { 4, 1 }, { 5, 1 } });
        auto* overlays = m_window->findChild<OverlayDock*>();
        OverlayModel* model = overlays->model();
        model->setMode(OverlayModel::Mode::Path);
        model->setStart(Cell { 1, 1 });
        model->setGoal(Cell { 7, 1 });
        auto through = [&] {
            const std::vector<Cell>& way = model->path();
            return std::find(way.begin(), way.end(), Cell { 4, 1 }) != way.end();
        };
        model->setAlgorithm(Algorithm::BreadthFirst);
        // Its way, costed with the weights it ignored (once the overlay has read the painting).
        QTRY_COMPARE(model->figures().cost, 30.0);
        QVERIFY(through());
        QCOMPARE(model->figures().steps, 6);
        for (Algorithm a : { Algorithm::Dijkstra, Algorithm::AStar }) {
            model->setAlgorithm(a);
            QVERIFY(!through());
            QCOMPARE(model->figures().cost, 10.0);
        }
    }
};

QTEST_MAIN(TstWeights)
#include "tst_weights.moc"

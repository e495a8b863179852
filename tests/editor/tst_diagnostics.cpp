#include "biglevel.h"
#include "editor/editorfixture.h"
#include "testmaps.h"

#include "diagnosticsdock.h"
#include "diagnosticslayer.h"
#include "diagnostictext.h"
#include "document.h"
#include "editorapp.h"
#include "mainwindow.h"
#include "mapview.h"
#include "picture/theme.h"
#include "sourcedock.h"
#include "sourceview.h"

#include "grid/raster.h"

#include <QDir>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTextBlock>
#include <QToolTip>
#include <QTreeView>
#include <QtTest>

using namespace mazeworks;

class TstDiagnostics : public test::EditorTest {
    Q_OBJECT

public:
    TstDiagnostics()
        : EditorTest(QSize(1200, 900))
    {
    }

private:
    // A level whose rows hold one letter that is no tile: a Q at line 5, column 7.
    static constexpr const char* kLevelWithAQ = "name With a Q\n"
                                                "row XXXXXXXXX\n"
                                                "row X...o...X\n"
                                                "row X.XX-XX.X\n"
                                                "row X.QHHHX.X\n"
                                                "row X.XXXXX.X\n"
                                                "row X.._..._X\n"
                                                "row XXXXXXXXX\n"
                                                "muncher 4 6 left\n"
                                                "ghost red 4 1 left\n"
                                                "ghost pink 4 3 up\n"
                                                "ghost cyan 3 3 up\n"
                                                "ghost orange 5 3 up\n"
                                                "fruit 1 6\n";
    DiagnosticsDock* dock() const { return m_window->findChild<DiagnosticsDock*>(); }
    QTreeView* list() const { return dock()->list(); }
    // What a row of the list says, as the user reads it: "line:column", then the message.
    QString row(int r) const
    {
        const QAbstractItemModel* model = list()->model();
        return model->index(r, 0).data().toString() + QLatin1Char(' ') + model->index(r, 1).data().toString();
    }
    QStringList rows() const
    {
        QStringList all;
        for (int r = 0; r < list()->model()->rowCount(); ++r) all << row(r);
        return all;
    }
    // The line of the text that starts with `start` (from 1), or 0.
    static int lineOf(const QByteArray& text, const QByteArray& start)
    {
        const QList<QByteArray> lines = text.split('\n');
        for (int i = 0; i < lines.size(); ++i) {
            if (lines[i].startsWith(start)) return i + 1;
        }
        return 0;
    }
    // Moves the muncher through a document edit, as the place tool does.
    static void moveMuncher(Document* document, Cell cell)
    {
        Maze after = document->maze();
        after.muncher->cell = cell;
        MazeEdit edit;
        edit.setPlaces(document->maze(), after);
        document->edit(edit, QStringLiteral("Place the Muncher"));
    }
    // The wall nearest to a cell, on the map.
    static Cell wallNear(const Maze& maze, Cell from)
    {
        for (int radius = 0;; ++radius) {
            for (int row = from.row - radius; row <= from.row + radius; ++row) {
                for (int col = from.col - radius; col <= from.col + radius; ++col) {
                    if (maze.tiles.contains({ col, row }) && maze.tiles.get({ col, row }) == Tile::Wall)
                        return { col, row };
                }
            }
        }
    }

private slots:
    void everyBrokenLevelReadsInTheEditorAsCoreSaysItInEnglish()
    {
        // With their values put in, every broken level reads as core says it in English.
        const QStringList levels = QDir(test::resource("levels/broken")).entryList({ "*.maze" });
        QVERIFY(levels.size() >= 10);
        for (const QString& level : levels) {
            const ReadResult read = readMaze(test::readFile(test::resource("levels/broken/" + level)));
            QVERIFY2(!read.diagnostics.empty(), qPrintable(level));
            for (const Diagnostic& d : read.diagnostics) {
                QCOMPARE(diagnosticMessage(d), QString::fromStdString(d.message()));
            }
        }
        // A value that looks like a placeholder is put in as it is.
        Diagnostic tricky;
        tricky.messageId = "row-width";
        tricky.values = { "%2", "9" };
        QCOMPARE(diagnosticMessage(tricky), QString("the row has %2 tiles, the first has 9"));
    }

    void aMuncherPlacedOnAWallIsListedWithItsLineAndColumnAndGoesWhenMovedBack()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        QCOMPARE(dock()->windowTitle(), QString("Diagnostics"));
        QCOMPARE(list()->model()->rowCount(), 0);
        const Cell start = document->maze().muncher->cell;

        moveMuncher(document, { 0, 0 });
        QTRY_COMPARE(list()->model()->rowCount(), 1);
        const int line = lineOf(document->text(), "muncher");
        QVERIFY(line > 0);
        QCOMPARE(row(0), QString("%1:9 (0, 0) is not inside the maze: the muncher stands on a wall").arg(line));
        QCOMPARE(dock()->windowTitle(), QString("Diagnostics (1 error)"));
        QVERIFY(list()->isVisible());

        // The map outlines the tile in red.
        MapView* view = m_window->currentView();
        view->setScale(24);
        view->centreOn({ 3, 3 });
        const QImage image = view->render(view->viewport()->size());
        const QPointF edge = view->viewportPoint(QPointF(0.5, 0.02)) * image.devicePixelRatio();
        QCOMPARE(QColor(image.pixel(edge.toPoint())), theme::error);

        moveMuncher(document, start);
        QTRY_COMPARE(list()->model()->rowCount(), 0);
        QCOMPARE(dock()->windowTitle(), QString("Diagnostics"));
        QVERIFY(!document->validationPending());
    }

    void theTitleCountsErrorsAndWarnings()
    {
        QVERIFY(m_window->openFile(test::resource("levels/broken/unreachable-floor.maze"), true));
        QCOMPARE(dock()->windowTitle(), QString("Diagnostics (2 warnings)"));
        QCOMPARE(rows(),
            QStringList({ "6:5 the muncher cannot reach these 2 tiles", "9:8 the muncher cannot reach this tile" }));
        // Without the fruit and a ghost: errors join the warning.
        Document* document = m_window->currentDocument();
        Maze after = document->maze();
        after.fruit.reset();
        MazeEdit edit;
        edit.setPlaces(document->maze(), after);
        document->edit(edit, QStringLiteral("Take Away"));
        QTRY_COMPARE(dock()->windowTitle(), QString("Diagnostics (1 error, 2 warnings)"));
        after.ghosts[indexOf(GhostKind::Red)].reset();
        MazeEdit more;
        more.setPlaces(document->maze(), after);
        document->edit(more, QStringLiteral("Take Away"));
        QTRY_COMPARE(dock()->windowTitle(), QString("Diagnostics (2 errors, 2 warnings)"));
        // The panel's toggle in View > Panels keeps its plain name.
        QCOMPARE(dock()->toggleViewAction()->text(), QString("Diagnostics"));
    }

    void clickingADiagnosticSelectsAndCentresItsTile()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        MapView* view = m_window->currentView();
        QTest::qWait(20); // the view fits the level first
        view->setScale(64);
        view->centreOn({ 2, 2 });
        const Cell wall = wallNear(document->maze(), { 19, 19 });
        moveMuncher(document, wall);
        QTRY_COMPARE(list()->model()->rowCount(), 1);
        QVERIFY(!view->visibleTiles().contains(wall.col, wall.row));

        const QRect item = list()->visualRect(list()->model()->index(0, 1));
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, item.center());
        const QPoint middle(view->viewport()->width() / 2, view->viewport()->height() / 2);
        QCOMPARE(view->cellAt(middle), wall);
        DiagnosticsLayer* layer = DiagnosticsLayer::of(view);
        QVERIFY(layer);
        QCOMPARE(layer->selected(), std::optional<Cell>(wall));

        // Enter does it too, after the view went elsewhere.
        view->centreOn({ 2, 2 });
        list()->setFocus();
        QTest::keyClick(list(), Qt::Key_Return);
        QCOMPARE(view->cellAt(middle), wall);
    }

    void aDiagnosticWithoutATileShowsItsLineInTheSource()
    {
        QVERIFY(m_window->openFile(test::resource("levels/broken/unknown-keyword.maze"), true));
        auto* source = m_window->findChild<SourceDock*>();
        QVERIFY(source);
        source->hide();
        QCOMPARE(rows(), QStringList { "19:1 \"blue\" is not a line of a maze" });
        const QRect item = list()->visualRect(list()->model()->index(0, 0));
        // A double click, as a hand makes it.
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, item.center());
        QTest::mouseDClick(list()->viewport(), Qt::LeftButton, {}, item.center());
        QTest::mouseRelease(list()->viewport(), Qt::LeftButton, {}, item.center());
        QVERIFY(source->isVisible());
        QCOMPARE(source->view()->cursorLineColumn(), std::make_pair(19, 1));
        QTRY_VERIFY(source->view()->hasFocus());
        QVERIFY(source->view()->textCursor().block().text().startsWith("blue"));
    }

    void f8AndShiftF8StepThroughTheProblems()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        Maze after = document->maze();
        after.fruit.reset();
        after.muncher.reset();
        after.ghosts[indexOf(GhostKind::Red)].reset();
        MazeEdit edit;
        edit.setPlaces(document->maze(), after);
        document->edit(edit, QStringLiteral("Take Away"));
        QTRY_COMPARE(list()->model()->rowCount(), 3);
        QCOMPARE(dock()->currentRow(), -1);
        m_window->currentView()->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key_F8);
        QCOMPARE(dock()->currentRow(), 0);
        QTest::keyClick(m_window.get(), Qt::Key_F8);
        QCOMPARE(dock()->currentRow(), 1);
        QTest::keyClick(m_window.get(), Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(dock()->currentRow(), 0);
        QTest::keyClick(m_window.get(), Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(dock()->currentRow(), 2); // round to the last
        QTest::keyClick(m_window.get(), Qt::Key_F8);
        QCOMPARE(dock()->currentRow(), 0);
    }

    void aMarkedTileTellsItsMessageWhenTheMouseRestsOnIt()
    {
        QVERIFY(m_window->openFile(test::resource("levels/broken/unreachable-dot.maze"), true));
        MapView* view = m_window->currentView();
        QTest::qWait(20);
        view->setScale(32);
        view->centreOn({ 4, 1 });
        const QPoint dot = view->viewportPoint(QPointF(4.5, 1.5)).toPoint();
        QHelpEvent help(QEvent::ToolTip, dot, view->viewport()->mapToGlobal(dot));
        QApplication::sendEvent(view->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), QString("6:9: error: the muncher cannot reach this dot"));
        // The tile is tinted red.
        const QImage image = view->render(view->viewport()->size());
        const QColor tint(image.pixel((view->viewportPoint(QPointF(4.15, 1.15)) * image.devicePixelRatio()).toPoint()));
        QVERIFY2(tint.red() > 2 * tint.blue() && tint.red() > 2 * tint.green(), qPrintable(tint.name()));
    }

    void aWalledOffCorridorIsOneProblemAndTheMapMarksEveryDotOfIt()
    {
        // One problem, one message: the left corridor walled off was a row of the list for each
        // of its dots. It is one, and every tile of it is marked on the map.
        auto* document = new Document;
        document->loadText(QByteArrayLiteral("name Walled off\n"
                                             "row XXXXXXXXX\n"
                                             "row Xo.X...oX\n"
                                             "row X_XX-XX.X\n"
                                             "row X.XHHHX.X\n"
                                             "row X.XXXXX.X\n"
                                             "row X.X.._..X\n"
                                             "row XXXXXXXXX\n"
                                             "muncher 5 5 left\n"
                                             "ghost red 4 1 left\n"
                                             "ghost pink 4 3 up\n"
                                             "ghost cyan 3 3 up\n"
                                             "ghost orange 5 3 up\n"
                                             "fruit 1 5\n"),
            QString());
        m_window->addDocument(document, "Walled off");
        QTRY_COMPARE(rows(), QStringList { "3:6 the muncher cannot reach these 5 dots" });
        QCOMPARE(dock()->windowTitle(), QString("Diagnostics (1 error)"));

        MapView* view = m_window->currentView();
        QTest::qWait(20);
        view->setScale(32);
        view->centreOn({ 3, 3 });
        const QImage image = view->render(view->viewport()->size());
        auto tinted = [&](Cell c) {
            const QPointF corner = view->viewportPoint(QPointF(c.col + 0.15, c.row + 0.15)) * image.devicePixelRatio();
            const QColor tint(image.pixel(corner.toPoint()));
            return tint.red() > 2 * tint.blue() && tint.red() > 2 * tint.green();
        };
        // The five dots and the floor between them, and no tile the muncher reaches.
        for (const Cell c :
            { Cell { 1, 1 }, Cell { 2, 1 }, Cell { 1, 2 }, Cell { 1, 3 }, Cell { 1, 4 }, Cell { 1, 5 } })
            QVERIFY2(tinted(c), qPrintable(QString("%1, %2").arg(c.col).arg(c.row)));
        for (const Cell c : { Cell { 4, 1 }, Cell { 7, 3 }, Cell { 3, 5 } })
            QVERIFY2(!tinted(c), qPrintable(QString("%1, %2").arg(c.col).arg(c.row)));

        // The mouse on any tile of the region tells the region's one message.
        const QPoint last = view->viewportPoint(QPointF(1.5, 5.5)).toPoint();
        QHelpEvent help(QEvent::ToolTip, last, view->viewport()->mapToGlobal(last));
        QApplication::sendEvent(view->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), QString("3:6: error: the muncher cannot reach these 5 dots"));
        // Choosing it in the list goes to its first dot.
        const QRect item = list()->visualRect(list()->model()->index(0, 1));
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, item.center());
        QCOMPARE(DiagnosticsLayer::of(view)->selected(), std::optional<Cell>(Cell { 1, 1 }));
    }

    // From issue 29: one letter that is no tile, a Q at line 5, column 7, and the window showed
    // only "The rows of this level do not form a map yet". The map is drawn all the same, the Q
    // marked at its place, and the level keeps its text (and no map to edit) until it is fixed.
    void aLevelWithOneBadLetterStillShowsItsMapWithTheLetterMarked()
    {
        const QByteArray text(kLevelWithAQ);
        auto* document = new Document;
        document->loadText(text, QString());
        m_window->addDocument(document, "With a Q");
        QVERIFY(!document->hasMap());
        QTRY_VERIFY(rows().contains(QStringLiteral("5:7 'Q' is not a tile")));
        MapView* view = m_window->currentView();
        QTest::qWait(20);
        view->setScale(32);
        view->centreOn({ 4, 3 });
        const QImage image = view->render(view->viewport()->size());
        auto colourAt = [&](QPointF tile) {
            return QColor(image.pixel((view->viewportPoint(tile) * image.devicePixelRatio()).toPoint()));
        };
        const QColor outside = theme::background.darker(140);
        // The tiles round the Q are drawn: a wall is not the grey round the map, a dot is not a wall.
        QVERIFY2(colourAt({ 0.5, 3.5 }).rgb() != outside.rgb(), "the map is not drawn");
        QVERIFY2(
            colourAt({ 1.5, 3.5 }).rgb() != colourAt({ 0.5, 3.5 }).rgb(), "the dot beside the Q looks like a wall");
        // The Q is marked red.
        const QColor q = colourAt({ 2.3, 3.5 });
        QVERIFY2(q.red() > 2 * q.green() && q.red() > 2 * q.blue(), qPrintable(q.name()));
        // Nothing typed is lost: the text keeps its Q, and painting changes nothing.
        QCOMPARE(document->text(), text);
        document->paint({ Cell { 1, 1 } }, Tile::Wall, Painting::Paint);
        QCOMPARE(document->text(), text);
    }

    // From issue 29: clicking the Q's error moved the Source panel's cursor to 5:7, but the panel
    // stayed behind the Undo History's tab. The text is where the Q is fixed: it comes forward.
    void clickingAProblemOnlyTheTextCanFixBringsTheSourceForward()
    {
        auto* document = new Document;
        document->loadText(kLevelWithAQ, QString());
        m_window->addDocument(document, "With a Q");
        auto* source = m_window->findChild<SourceDock*>();
        auto* history = m_window->findChild<QDockWidget*>(QStringLiteral("UndoHistoryDock"));
        QVERIFY(source && history);
        // The Source panel open, in a tab behind the Undo History.
        source->toggleViewAction()->trigger();
        history->show();
        QTest::qWait(50); // the panel takes its tab once it is shown
        m_window->tabifyDockWidget(history, source);
        QTest::qWait(20);
        history->raise();
        QTRY_VERIFY(source->isVisible() && source->visibleRegion().isEmpty());
        QTRY_VERIFY(!rows().filter(QStringLiteral("5:7")).isEmpty());
        const int row = static_cast<int>(rows().indexOf(rows().filter(QStringLiteral("5:7")).first()));
        const QRect item = list()->visualRect(list()->model()->index(row, 1));
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, item.center());
        QTRY_VERIFY2(!source->visibleRegion().isEmpty(), "the Source panel stayed behind");
        const QTextCursor cursor = source->view()->textCursor();
        QCOMPARE(cursor.blockNumber() + 1, 5);
        QCOMPARE(cursor.positionInBlock() + 1, 7);
        // F8 too, after the Undo History came forward again.
        history->raise();
        QTRY_VERIFY(source->visibleRegion().isEmpty());
        list()->setCurrentIndex(QModelIndex());
        for (int i = 0; i < list()->model()->rowCount() && source->visibleRegion().isEmpty(); ++i) dock()->showNext();
        QTRY_VERIFY2(!source->visibleRegion().isEmpty(), "F8 left the Source panel behind");
    }

    void aBurstOfEditsIsValidatedOnceAndTheAnswerIsTheLatestLevels()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        QSignalSpy validated(document, &Document::validated);
        // Dots eaten to floor along the top corridor, then the muncher put on a wall.
        for (int col = 1; col < 13; ++col) {
            MazeEdit edit;
            edit.setTile(document->maze(), { col, 1 }, Tile::Floor);
            document->edit(edit, QStringLiteral("Paint"));
            QVERIFY(document->validationPending());
        }
        moveMuncher(document, { 0, 0 });
        QTRY_VERIFY(!document->validationPending());
        QCOMPARE(validated.count(), 1);
        QCOMPARE(document->diagnostics(), validate(document->maze(), document->source()));
        QCOMPARE(document->diagnostics().size(), std::size_t(1));
    }

    void validatingABigMapLeavesTheWindowResponsive()
    {
        auto* document = new Document;
        document->loadText(test::bigLevelText(1024), QString());
        QVERIFY(document->diagnostics().empty());
        m_window->addDocument(document, "Big");
        // The UI thread keeps running timers while the level is validated.
        int ticks = 0;
        QTimer timer;
        timer.setInterval(1);
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start();
        // A square of wall in two edits, the second while the first is being checked.
        MazeEdit first;
        first.setTiles(document->maze(), lineCells({ 9, 9 }, { 111, 9 }), Tile::Wall);
        first.setTiles(document->maze(), lineCells({ 9, 9 }, { 9, 111 }), Tile::Wall);
        document->edit(first, QStringLiteral("Paint"));
        QVERIFY(document->validationPending());
        QCoreApplication::processEvents();
        MazeEdit second;
        second.setTiles(document->maze(), lineCells({ 111, 9 }, { 111, 111 }), Tile::Wall);
        second.setTiles(document->maze(), lineCells({ 9, 111 }, { 111, 111 }), Tile::Wall);
        document->edit(second, QStringLiteral("Paint"));
        QTRY_VERIFY_WITH_TIMEOUT(!document->validationPending(), 60000);
        timer.stop();
        QVERIFY2(ticks > 0, "the window stood still while the level was validated");
        // The dots inside the square are out of reach, and only they: one region, one problem.
        QCOMPARE(document->diagnostics(), validate(document->maze(), document->source()));
        QCOMPARE(document->diagnostics().size(), std::size_t(1));
        int tiles = 0;
        for (const TileRun& run : document->diagnostics().front().region) {
            QVERIFY(run.row > 9 && run.row < 111 && run.first > 9 && run.last < 111);
            tiles += run.last - run.first + 1;
        }
        QVERIFY(tiles > 5000);
        QTRY_COMPARE(dock()->windowTitle(), QString("Diagnostics (1 error)"));
        QCOMPARE(list()->model()->rowCount(), 1);
        // The marks paint, far out and close up.
        MapView* view = m_window->currentView();
        view->zoomToFit();
        QVERIFY(!view->render(view->viewport()->size()).isNull());
        view->setScale(12);
        QVERIFY(!view->render(view->viewport()->size()).isNull());
    }
};

QTEST_MAIN(TstDiagnostics)
#include "tst_diagnostics.moc"

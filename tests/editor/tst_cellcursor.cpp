#include "editor/biglevel.h"
#include "editor/editorfixture.h"
#include "testmaps.h"

#include "document.h"
#include "keytable.h"
#include "mainwindow.h"
#include "mapview.h"
#include "newmapdialog.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "tooloptions.h"
#include "toolsdock.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>

using namespace mazeworks;

// The cell cursor of issue 34: the map by the keyboard alone. The arrows move the cursor and the
// view follows it, Shift selects, Space and Enter apply the tool there as a click would; and a
// level is made, saved and found clean with keys only.
class TstCellCursor : public test::EditorTest {
    Q_OBJECT

public:
    TstCellCursor()
        : EditorTest(Setup { QSize(1200, 900), true, std::nullopt })
    {
    }

private:
    MapView* m_view = nullptr;
    Document* m_document = nullptr;

    // A level from its text in a tab of its own, the keyboard on its map.
    void open(const std::string& text, double scale)
    {
        auto* document = new Document;
        document->loadText(QByteArray::fromStdString(text), QString());
        m_view = m_window->addDocument(document, QStringLiteral("test"));
        m_document = document;
        QTest::qWait(20); // the view fits the level first
        m_view->setScale(scale);
        m_view->setFocus();
        QTest::qWait(20); // the scroll bars come or go with the new scale
    }

    // A key as the keyboard sends it: to the widget that has the keyboard.
    static void key(int k, Qt::KeyboardModifiers modifiers = Qt::NoModifier, int times = 1)
    {
        for (int i = 0; i < times; ++i) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(focus, "nothing has the keyboard");
            QTest::keyClick(focus, Qt::Key(k), modifiers);
        }
    }

    QString text(const char* labelName) const
    {
        return m_window->statusBar()->findChild<QLabel*>(QString::fromLatin1(labelName))->text();
    }

    QString lastStep() const
    {
        const QUndoStack* undo = m_document->undoStack();
        return undo->count() == 0 ? QString() : undo->text(undo->count() - 1);
    }

    // Whether the cursor's tile is whole in the view.
    bool cursorInSight() const
    {
        const QPoint at = m_view->cursorCell();
        return QRectF(m_view->viewport()->rect()).contains(m_view->viewportRect(QRect(at, QSize(1, 1))));
    }

    ToolOptions* options() const { return dock<ToolsDock>()->options(); }

    // Turns the heading of the muncher and the ghosts with Z until it is `heading`.
    void turnTo(Direction heading)
    {
        for (int i = 0; i < 4 && options()->heading() != heading; ++i) key(Qt::Key_Z);
        QCOMPARE(options()->heading(), heading);
    }

    static constexpr const char* kSmall = "row _______\n"
                                          "row _______\n"
                                          "row _______\n"
                                          "row _______\n"
                                          "row _______\n";

private slots:
    void theArrowsMoveTheCursorAndTheViewKeepsItInSight()
    {
        open(writeMaze(test::bigLevel(300)), 24);
        QCOMPARE(m_view->cursorCell(), QPoint(0, 0));
        // The view zoomed in round the middle: the first key brings the cursor into sight.
        QVERIFY(!cursorInSight());
        key(Qt::Key_Home, Qt::ControlModifier);
        QVERIFY(cursorInSight());
        const int left = m_view->horizontalScrollBar()->value();
        const int top = m_view->verticalScrollBar()->value();
        QSignalSpy moved(m_view, &MapView::cursorMoved);
        key(Qt::Key_Right, Qt::NoModifier, 3);
        key(Qt::Key_Down);
        QCOMPARE(m_view->cursorCell(), QPoint(3, 1));
        QCOMPARE(moved.count(), 4);
        // In sight already: the view stays.
        QCOMPARE(m_view->horizontalScrollBar()->value(), left);
        QCOMPARE(m_view->verticalScrollBar()->value(), top);
        QCOMPARE(moved.last().at(0).toPoint(), QPoint(3, 1));
        QCOMPARE(text("cursorLabel"), QStringLiteral("Cursor at column 3, row 1: dot, the fruit"));
        // Far to the right and down: the view scrolls along, a step at a time.
        const int wide = m_view->visibleTiles().width();
        key(Qt::Key_Right, Qt::NoModifier, wide + 5);
        QCOMPARE(m_view->cursorCell(), QPoint(wide + 8, 1));
        QVERIFY(cursorInSight());
        QVERIFY(m_view->horizontalScrollBar()->value() > left);
        // PageDown: a screen of rows, less the one that stays in sight.
        int row = 1;
        for (int i = 0; i < 3; ++i) {
            row += m_view->visibleTiles().height() - 1;
            key(Qt::Key_PageDown);
            QCOMPARE(m_view->cursorCell().y(), row);
            QVERIFY(cursorInSight());
        }
        QVERIFY(m_view->verticalScrollBar()->value() > top);
        // The ends of the row, the last tile of the map and back to the first.
        key(Qt::Key_End);
        QCOMPARE(m_view->cursorCell(), QPoint(299, row));
        QVERIFY(cursorInSight());
        key(Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(m_view->cursorCell(), QPoint(299, 299));
        QVERIFY(cursorInSight());
        key(Qt::Key_Right); // the edge holds it
        key(Qt::Key_Down);
        QCOMPARE(m_view->cursorCell(), QPoint(299, 299));
        key(Qt::Key_Home);
        QCOMPARE(m_view->cursorCell(), QPoint(0, 299));
        key(Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(m_view->cursorCell(), QPoint(0, 0));
        QVERIFY(cursorInSight());
        QCOMPARE(m_view->horizontalScrollBar()->value(), left);
        QCOMPARE(m_view->verticalScrollBar()->value(), top);
        // Ctrl and an arrow go over the tiles like the next one, as a spreadsheet goes over the
        // filled cells: the wall of the top row, then the dots of column 1.
        key(Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(m_view->cursorCell(), QPoint(299, 0));
        key(Qt::Key_Home);
        key(Qt::Key_Right);
        key(Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(m_view->cursorCell(), QPoint(1, 298));
        QVERIFY(cursorInSight());
    }

    void theZoomKeysZoomRoundTheCursor()
    {
        open(writeMaze(test::bigLevel(300)), 24);
        key(Qt::Key_Home, Qt::ControlModifier);
        key(Qt::Key_Right, Qt::NoModifier, 10);
        key(Qt::Key_Down, Qt::NoModifier, 6);
        const QPointF middle(10.5, 6.5);
        const QPointF before = m_view->viewportPoint(middle);
        for (const double scale : { 32.0, 48.0 }) {
            key(Qt::Key_Plus, Qt::ControlModifier);
            QCOMPARE(m_view->scale(), scale);
            QVERIFY2((m_view->viewportPoint(middle) - before).manhattanLength() <= 1, "the cursor's tile moved");
        }
        key(Qt::Key_Minus, Qt::ControlModifier, 2);
        QCOMPARE(m_view->scale(), 24.0);
        QVERIFY2((m_view->viewportPoint(middle) - before).manhattanLength() <= 1, "the cursor's tile moved");
    }

    void theToolsPreviewFollowsTheKeys()
    {
        open(kSmall, 32);
        key(Qt::Key_U); // the muncher, drawn where a click would put it
        key(Qt::Key_Right, Qt::NoModifier, 3);
        key(Qt::Key_Down, Qt::NoModifier, 2);
        const QRect tile = m_view->viewportRect(QRect(3, 2, 1, 1)).toAlignedRect();
        const QImage previewed = m_view->render(m_view->viewport()->size()).copy(tile);
        key(Qt::Key_Right);
        const QImage left = m_view->render(m_view->viewport()->size()).copy(tile);
        QVERIFY(previewed != left);
        key(Qt::Key_Left);
        QCOMPARE(m_view->render(m_view->viewport()->size()).copy(tile), previewed);
        QVERIFY(!m_document->maze().muncher); // only shown
    }

    void aViewWithoutAToolScrollsWithTheArrows()
    {
        // As the panes of the search race do: no tool, so no cursor to move.
        open(writeMaze(test::bigLevel(300)), 24);
        m_view->setTool(nullptr);
        const int left = m_view->horizontalScrollBar()->value();
        key(Qt::Key_Right);
        QCOMPARE(m_view->cursorCell(), QPoint(0, 0));
        QVERIFY(m_view->horizontalScrollBar()->value() > left);
    }

    void theCursorStandsWhereTheLastClickWas()
    {
        open(kSmall, 32);
        const QPoint at = m_view->viewportPoint(QPointF(4.5, 2.5)).toPoint();
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(m_view->cursorCell(), QPoint(4, 2));
        key(Qt::Key_Left);
        QCOMPARE(m_view->cursorCell(), QPoint(3, 2));
    }

    void shiftAndTheArrowsSelectAndSpacePaintsTheRectangleInOneStep_data()
    {
        QTest::addColumn<int>("toolKey");
        QTest::addColumn<int>("applyKey");
        QTest::newRow("rectangle, Space") << int(Qt::Key_R) << int(Qt::Key_Space);
        QTest::newRow("brush, Enter") << int(Qt::Key_B) << int(Qt::Key_Return);
    }
    void shiftAndTheArrowsSelectAndSpacePaintsTheRectangleInOneStep()
    {
        QFETCH(int, toolKey);
        QFETCH(int, applyKey);
        open(kSmall, 32);
        const Maze before = m_document->maze();
        key(Qt::Key_1); // the wall
        key(toolKey);
        key(Qt::Key_Right);
        key(Qt::Key_Down);
        QSignalSpy selected(m_view, &MapView::selectionChanged);
        key(Qt::Key_Right, Qt::ShiftModifier, 3);
        key(Qt::Key_Down, Qt::ShiftModifier, 2);
        QCOMPARE(m_view->selection(), QRect(1, 1, 4, 3));
        QCOMPARE(selected.last().at(0).toRect(), QRect(1, 1, 4, 3));
        QCOMPARE(text("cursorLabel"), QStringLiteral("Cursor at column 4, row 3: floor; 4 \u00d7 3 tiles selected"));
        key(applyKey);
        QCOMPARE(m_document->maze().tiles, test::tiles(R"(
            _______
            _XXXX__
            _XXXX__
            _XXXX__
            _______)"));
        QCOMPARE(m_document->undoStack()->count(), 1);
        QCOMPARE(lastStep(), QStringLiteral("Paint 12 walls"));
        // A plain arrow lets the selection go: the next Space paints the cursor's tile alone.
        key(Qt::Key_Right);
        QCOMPARE(m_view->selection(), QRect());
        key(applyKey);
        QCOMPARE(m_document->maze().tiles.get(5, 3), Tile::Wall);
        QCOMPARE(lastStep(), QStringLiteral("Paint 1 wall"));
        QCOMPARE(m_document->undoStack()->count(), 2);
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(m_document->maze(), before);
        QVERIFY(!m_document->isModified());
    }

    void theSelectionSpansFromWhereShiftBeganAndEscapeLetsItGo()
    {
        open(kSmall, 32);
        key(Qt::Key_Right, Qt::NoModifier, 3);
        key(Qt::Key_Down, Qt::NoModifier, 2);
        // Up and to the left of where Shift began, too.
        key(Qt::Key_Left, Qt::ShiftModifier, 2);
        key(Qt::Key_Up, Qt::ShiftModifier);
        QCOMPARE(m_view->selection(), QRect(1, 1, 3, 2));
        key(Qt::Key_Escape);
        QCOMPARE(m_view->selection(), QRect());
        QCOMPARE(m_view->cursorCell(), QPoint(1, 1));
    }

    void theOtherToolsActAtTheCursor()
    {
        open(kSmall, 32);
        // Fill: the region of the cursor's tile.
        key(Qt::Key_2); // the dot
        key(Qt::Key_F);
        key(Qt::Key_Return);
        QCOMPARE(m_document->maze().tiles, test::tiles(R"(
            .......
            .......
            .......
            .......
            .......)"));
        // The eraser: the selection back to floor.
        key(Qt::Key_E);
        key(Qt::Key_Down, Qt::ShiftModifier);
        key(Qt::Key_Space);
        QCOMPARE(m_document->maze().tiles.get(0, 0), Tile::Floor);
        QCOMPARE(m_document->maze().tiles.get(0, 1), Tile::Floor);
        QCOMPARE(lastStep(), QStringLiteral("Erase 2 tiles"));
        // The picker takes the tile into the palette.
        key(Qt::Key_I);
        QCOMPARE(options()->tile(), Tile::Dot);
        key(Qt::Key_Up);
        key(Qt::Key_Space);
        QCOMPARE(options()->tile(), Tile::Floor);
        // The weight brush: the selection's weights.
        key(Qt::Key_W);
        key(Qt::Key_Right, Qt::ShiftModifier);
        key(Qt::Key_Return);
        QCOMPARE(m_document->maze().weight(0, 0), 5);
        QCOMPARE(m_document->maze().weight(1, 0), 5);
        QCOMPARE(m_document->maze().weight(2, 0), 1);
        key(Qt::Key_Left);
        // The muncher, heading as the tool options say.
        key(Qt::Key_U);
        key(Qt::Key_Right, Qt::NoModifier, 2);
        turnTo(Direction::Down);
        key(Qt::Key_Space);
        QVERIFY(m_document->maze().muncher);
        QCOMPARE(m_document->maze().muncher->cell, (Cell { 2, 0 }));
        QCOMPARE(m_document->maze().muncher->heading, Direction::Down);
        QCOMPARE(text("cursorLabel"), QStringLiteral("Cursor at column 2, row 0: dot, the muncher's start"));
        const int steps = m_document->undoStack()->count();
        // The overlays' start and goal: Space the start, Shift+Space the goal.
        key(Qt::Key_O);
        key(Qt::Key_Down);
        key(Qt::Key_Space);
        key(Qt::Key_Right, Qt::NoModifier, 3);
        key(Qt::Key_Space, Qt::ShiftModifier);
        OverlayModel* overlays = dock<OverlayDock>()->model();
        QCOMPARE(overlays->start(), std::optional<Cell>(Cell { 2, 1 }));
        QCOMPARE(overlays->goal(), std::optional<Cell>(Cell { 5, 1 }));
        QCOMPARE(m_document->undoStack()->count(), steps); // the level is as it was
    }

    void f6GivesTheKeysBackToTheMap()
    {
        open(kSmall, 32);
        auto* tools = dock<ToolsDock>();
        tools->show();
        auto* button = tools->findChild<QToolButton*>();
        QVERIFY(button);
        button->setFocus();
        QCOMPARE(QApplication::focusWidget(), button);
        key(Qt::Key_F6);
        QVERIFY(m_view->hasFocus());
        key(Qt::Key_Right);
        QCOMPARE(m_view->cursorCell(), QPoint(1, 0));
    }

    void theKeyboardShortcutsListTheCursorsKeys()
    {
        const QList<KeyRow> rows = keyTable(m_window.get());
        auto has = [&rows](const QString& key, const QString& where) {
            return std::any_of(
                rows.begin(), rows.end(), [&](const KeyRow& r) { return r.key == key && r.where == where; });
        };
        QVERIFY(has(QStringLiteral("Left, Right, Up, Down"), QStringLiteral("the map")));
        QVERIFY(has(QStringLiteral("Shift+Left, Shift+Right, Shift+Up, Shift+Down"), QStringLiteral("the map")));
        QVERIFY(has(QStringLiteral("Space, Return, Enter"), QStringLiteral("the map")));
        QVERIFY(has(QStringLiteral("F6"), QStringLiteral("View")));
    }

    // Issue 34's keyboard-only level: no pointer at all, from File > New to a clean saved file.
    void aLevelIsMadeSavedAndValidatedWithTheKeysAlone()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = folder.filePath(QStringLiteral("keys.maze"));
        choices().answers.savePath = [&](const QString&, const QString&, const QString&) { return path; };
        // File > New: 10 x 7, the arena of the dialog, by its keys.
        QString focused;
        test::whenDialogShows([&focused](QWidget* dialog) {
            QVERIFY(qobject_cast<NewMapDialog*>(dialog));
            focused = QApplication::focusWidget() ? QApplication::focusWidget()->objectName() : QString();
            key(Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("10"));
            key(Qt::Key_Tab);
            key(Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("7"));
            key(Qt::Key_Return);
        });
        key(Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(focused, QStringLiteral("width"));
        QCOMPARE(m_window->documentCount(), 1);
        m_view = m_window->currentView();
        m_document = m_window->currentDocument();
        // The offscreen platform leaves no window active when a dialog closes: a desktop's window
        // manager gives the keys back to the window, as here.
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_view->hasFocus());
        QCOMPARE(m_document->maze().width(), 10);
        QCOMPARE(m_document->maze().height(), 7);

        // Dots over the floor, with the fill.
        key(Qt::Key_2);
        key(Qt::Key_F);
        key(Qt::Key_Right);
        key(Qt::Key_Down);
        key(Qt::Key_Space);
        // The block of the ghosts' house, walls with the rectangle...
        key(Qt::Key_1);
        key(Qt::Key_R);
        key(Qt::Key_Right);
        key(Qt::Key_Down);
        key(Qt::Key_Right, Qt::ShiftModifier, 5);
        key(Qt::Key_Down, Qt::ShiftModifier, 2);
        key(Qt::Key_Space);
        // ...its inside...
        key(Qt::Key_7);
        key(Qt::Key_Up);
        key(Qt::Key_Left);
        key(Qt::Key_Left, Qt::ShiftModifier, 3);
        key(Qt::Key_Space);
        // ...and its door, with the brush.
        key(Qt::Key_6);
        key(Qt::Key_B);
        key(Qt::Key_Up);
        key(Qt::Key_Right);
        key(Qt::Key_Return);
        // The muncher below the house, heading left.
        key(Qt::Key_U);
        key(Qt::Key_Down, Qt::NoModifier, 3);
        turnTo(Direction::Left);
        key(Qt::Key_Space);
        // The red ghost above the door, the others inside: G goes round them.
        key(Qt::Key_G);
        key(Qt::Key_Up, Qt::NoModifier, 4);
        key(Qt::Key_Space);
        key(Qt::Key_G);
        key(Qt::Key_Down, Qt::NoModifier, 2);
        turnTo(Direction::Up);
        key(Qt::Key_Space);
        key(Qt::Key_G);
        key(Qt::Key_Left);
        key(Qt::Key_Space);
        key(Qt::Key_G);
        key(Qt::Key_Right, Qt::NoModifier, 2);
        key(Qt::Key_Space);
        // The fruit beside the muncher.
        key(Qt::Key_P);
        key(Qt::Key_Down, Qt::NoModifier, 2);
        key(Qt::Key_Space);
        // Saved with Ctrl+S, where the file dialog answers.
        key(Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!m_document->isModified());
        QCOMPARE(m_document->filePath(), path);

        const std::string saved = test::readFile(path);
        QCOMPARE(QString::fromStdString(saved),
            QStringLiteral("row XXXXXXXXXX\n"
                           "row X........X\n"
                           "row X.XX-XXX.X\n"
                           "row X.XHHHHX.X\n"
                           "row X.XXXXXX.X\n"
                           "row X........X\n"
                           "row XXXXXXXXXX\n"
                           "muncher 4 5 left\n"
                           "ghost red 4 1 left\n"
                           "ghost pink 4 3 up\n"
                           "ghost cyan 3 3 up\n"
                           "ghost orange 5 3 up\n"
                           "fruit 5 5\n"));
        const ReadResult read = readMaze(saved);
        QStringList problems;
        for (const Diagnostic& d : read.diagnostics) problems << QString::fromStdString(std::string(d.code()));
        QCOMPARE(problems, QStringList());
        QVERIFY(read.ok());
    }
};

QTEST_MAIN(TstCellCursor)
#include "tst_cellcursor.moc"

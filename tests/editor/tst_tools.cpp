#include "editor/editorfixture.h"
#include "testmaps.h"

#include "document.h"
#include "editorapp.h"
#include "grid/raster.h"
#include "mainwindow.h"
#include "mapview.h"
#include "tilenames.h"
#include "tooloptions.h"
#include "toolsdock.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>

using namespace mazeworks;

namespace {

bool hasCode(const Document* document, const std::string& code)
{
    const auto& all = document->diagnostics();
    return std::any_of(all.begin(), all.end(), [&](const Diagnostic& d) { return d.code() == code; });
}

} // namespace

class TstTools : public test::EditorTest {
    Q_OBJECT

public:
    TstTools()
        : EditorTest(QSize(1200, 900))
    {
    }

private:
    MapView* m_view = nullptr;
    Document* m_document = nullptr;
    Maze m_original;

    // The middle of a tile, in the view's viewport.
    QPoint at(Cell c) const { return m_view->viewportPoint(QPointF(c.col + 0.5, c.row + 0.5)).toPoint(); }
    QWidget* viewport() const { return m_view->viewport(); }
    Tile tileAt(Cell c) const { return m_document->maze().tiles.get(c); }

    void key(int k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(m_view, Qt::Key(k), modifiers);
    }
    QAction* action(const char* name) const { return m_window->findChild<QAction*>(QString::fromLatin1(name)); }
    QString status() const { return m_window->statusBar()->findChild<QLabel*>(QStringLiteral("toolStatus"))->text(); }

    // The view as the user sees it once every tile is drawn: a busy view draws some tiles
    // coarsely first and the rest a moment later.
    QImage picture() const
    {
        QImage last = m_view->render(viewport()->size());
        for (int i = 0; i < 100; ++i) {
            QImage next = m_view->render(viewport()->size());
            if (next == last) break;
            last = std::move(next);
        }
        return last;
    }

    // The name of the last step in the undo history, as Edit > Undo and Undo History say it.
    QString lastStep() const
    {
        const QUndoStack* undo = m_document->undoStack();
        return undo->count() == 0 ? QString() : undo->text(undo->count() - 1);
    }

    // A press, moves through `cells` and a release, as a hand would drag.
    void drag(const std::vector<Cell>& cells, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, modifiers, at(cells.front()));
        for (std::size_t i = 1; i < cells.size(); ++i) QTest::mouseMove(viewport(), at(cells[i]));
        QTest::mouseRelease(viewport(), Qt::LeftButton, modifiers, at(cells.back()));
    }

    void prepare() override
    {
        m_window->openClassic();
        m_view = m_window->currentView();
        m_document = m_window->currentDocument();
        m_original = m_document->maze();
        QTest::qWait(20); // the view fits the level first
        m_view->setScale(16);
        m_view->centreOn({ 13, 15 });
        m_view->setFocus();
        QTest::qWait(20); // the scroll bars come or go with the new scale
    }

private slots:
    void aStrokePaintsTheTilesAndUndoesInOneStep()
    {
        key(Qt::Key_1); // the wall, first in the palette
        key(Qt::Key_B);
        drag({ { 1, 5 }, { 3, 5 }, { 6, 5 } });
        for (int col = 1; col <= 6; ++col) QCOMPARE(tileAt({ col, 5 }), Tile::Wall);
        QCOMPARE(tileAt({ 7, 5 }), Tile::Dot);
        QCOMPARE(m_document->undoStack()->count(), 1);
        QVERIFY(m_document->isModified());
        QVERIFY(m_window->tabs()->tabText(0).endsWith(" *"));
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(m_document->maze(), m_original);
        QVERIFY(!m_document->isModified());
        QVERIFY(!m_window->tabs()->tabText(0).endsWith(" *"));
        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        for (int col = 1; col <= 6; ++col) QCOMPARE(tileAt({ col, 5 }), Tile::Wall);
    }

    void twoStrokesAreTwoUndoSteps()
    {
        key(Qt::Key_1);
        drag({ { 1, 5 }, { 2, 5 } });
        drag({ { 4, 5 }, { 5, 5 } });
        QCOMPARE(m_document->undoStack()->count(), 2);
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(tileAt({ 4, 5 }), Tile::Dot);
        QCOMPARE(tileAt({ 1, 5 }), Tile::Wall);
    }

    void aFastDragLeavesNoGaps()
    {
        key(Qt::Key_4); // floor
        // Two mouse positions far apart, as a fast hand gives them.
        drag({ { 1, 1 }, { 12, 8 } });
        const std::vector<Cell> line = lineCells({ 1, 1 }, { 12, 8 });
        for (const Cell& c : line) QCOMPARE(tileAt(c), Tile::Floor);
        for (std::size_t i = 1; i < line.size(); ++i) {
            QCOMPARE(std::abs(line[i].col - line[i - 1].col) + std::abs(line[i].row - line[i - 1].row), 1);
        }
        QCOMPARE(m_document->undoStack()->count(), 1);
    }

    void shiftClickDrawsAStraightLineFromTheLastTile()
    {
        key(Qt::Key_4);
        drag({ { 1, 5 } });
        drag({ { 8, 5 } }, Qt::ShiftModifier);
        for (int col = 1; col <= 8; ++col) QCOMPARE(tileAt({ col, 5 }), Tile::Floor);
    }

    void theStatusBarNamesTheTileUnderTheMouseAfterEveryEdit()
    {
        // The status bar's words for the tile under the mouse ("1, 5: dot").
        auto said = [this] {
            for (const QLabel* label : m_window->statusBar()->findChildren<QLabel*>()) {
                if (label->text().startsWith(QStringLiteral("1, 5: "))) return label->text();
            }
            return QString();
        };
        QTest::mouseMove(viewport(), at({ 2, 5 }));
        QTest::mouseMove(viewport(), at({ 1, 5 }));
        QCOMPARE(said(), QStringLiteral("1, 5: %1").arg(tileName(Tile::Dot)));
        // A click where the mouse is paints a wall: the words follow without a move.
        key(Qt::Key_1);
        key(Qt::Key_B);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 5 }));
        QCOMPARE(tileAt({ 1, 5 }), Tile::Wall);
        QCOMPARE(said(), QStringLiteral("1, 5: %1").arg(tileName(Tile::Wall)));
        // Undo and redo, keys that do not move the mouse, too.
        QTest::keyClick(m_view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(tileAt({ 1, 5 }), Tile::Dot);
        QCOMPARE(said(), QStringLiteral("1, 5: %1").arg(tileName(Tile::Dot)));
        QTest::keyClick(m_view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(tileAt({ 1, 5 }), Tile::Wall);
        QCOMPARE(said(), QStringLiteral("1, 5: %1").arg(tileName(Tile::Wall)));
    }

    void fillFillsTheRegionOfEqualTiles()
    {
        key(Qt::Key_F);
        key(Qt::Key_4);
        // Choosing a tile goes back to a tool that paints tiles; the fill stays.
        QVERIFY(action("fillTool")->isChecked());
        const std::vector<Cell> region = floodFill(m_original.tiles, { 1, 1 });
        QVERIFY(region.size() > 100);
        QTest::mouseMove(viewport(), at({ 1, 1 }));
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 1 }));
        for (const Cell& c : region) QCOMPARE(tileAt(c), Tile::Floor);
        QCOMPARE(tileAt({ 1, 3 }), Tile::Energizer); // another tile: not part of the region
        QCOMPARE(m_document->undoStack()->count(), 1);
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(m_document->maze(), m_original);
    }

    void theFillShowsTheRegionBeforeTheClick()
    {
        key(Qt::Key_F);
        const QImage before = picture();
        QTest::mouseMove(viewport(), at({ 1, 5 }));
        QTest::mouseMove(viewport(), at({ 2, 5 }));
        const QImage hovering = picture();
        // A dot of the region far from the mouse is tinted; a wall is not.
        const qreal ratio = hovering.devicePixelRatio();
        const QPoint far = (QPointF(at({ 20, 5 })) * ratio + QPointF(ratio * 3, ratio * 3)).toPoint();
        const QPoint wall = (QPointF(at({ 0, 0 })) * ratio).toPoint();
        QVERIFY(before.pixel(far) != hovering.pixel(far));
        QCOMPARE(before.pixel(wall), hovering.pixel(wall));
        QCOMPARE(m_document->maze(), m_original); // only a preview
    }

    void theRectangleIsShownWhileDraggingAndFilledOnRelease()
    {
        key(Qt::Key_R);
        key(Qt::Key_4);
        QVERIFY(action("rectangleTool")->isChecked());
        const QImage before = picture();
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at({ 1, 1 }));
        QTest::mouseMove(viewport(), at({ 3, 2 }));
        QTest::mouseMove(viewport(), at({ 5, 4 }));
        QCOMPARE(m_document->maze(), m_original); // nothing painted yet
        const QImage dragging = picture();
        const qreal ratio = dragging.devicePixelRatio();
        const QPoint inside = (QPointF(at({ 3, 3 })) * ratio).toPoint(); // a wall tile under the preview
        QVERIFY(before.pixel(inside) != dragging.pixel(inside));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({ 5, 4 }));
        for (const Cell& c : rectangleCells({ 1, 1 }, { 5, 4 })) QCOMPARE(tileAt(c), Tile::Floor);
        QCOMPARE(tileAt({ 6, 1 }), Tile::Dot);
        QCOMPARE(tileAt({ 1, 5 }), Tile::Dot);
        QCOMPARE(m_document->undoStack()->count(), 1);
    }

    void escapeDropsTheRectangle()
    {
        key(Qt::Key_R);
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at({ 1, 1 }));
        QTest::mouseMove(viewport(), at({ 5, 4 }));
        key(Qt::Key_Escape);
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({ 5, 4 }));
        QCOMPARE(m_document->maze(), m_original);
        QCOMPARE(m_document->undoStack()->count(), 0);
    }

    void theEraserLeavesFloor()
    {
        key(Qt::Key_1);
        key(Qt::Key_E);
        drag({ { 2, 2 }, { 2, 4 } });
        QCOMPARE(tileAt({ 2, 2 }), Tile::Floor);
        QCOMPARE(tileAt({ 2, 3 }), Tile::Floor);
        QCOMPARE(tileAt({ 2, 4 }), Tile::Floor);
        QCOMPARE(m_window->findChild<ToolsDock*>()->options()->tile(), Tile::Wall); // the palette is left alone
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(m_document->maze(), m_original);
    }

    void aRightClickPicksTheTileUnderTheMouse()
    {
        key(Qt::Key_4);
        key(Qt::Key_B);
        QTest::mouseClick(viewport(), Qt::RightButton, {}, at({ 1, 3 })); // an energizer
        QCOMPARE(m_window->findChild<ToolsDock*>()->options()->tile(), Tile::Energizer);
        QVERIFY(action("tile-o")->isChecked());
        QVERIFY2(status().contains("energizer"), qPrintable(status()));
        QCOMPARE(m_document->maze(), m_original); // picking paints nothing
        // Alt and the left button pick too, with any tool.
        key(Qt::Key_R);
        QTest::mouseClick(viewport(), Qt::LeftButton, Qt::AltModifier, at({ 0, 0 }));
        QCOMPARE(m_window->findChild<ToolsDock*>()->options()->tile(), Tile::Wall);
        QCOMPARE(m_document->maze(), m_original);
        // And the picker tool with the left button.
        key(Qt::Key_I);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 13, 12 })); // the door
        QCOMPARE(m_window->findChild<ToolsDock*>()->options()->tile(), Tile::Door);
    }

    void theMuncherOnAWallIsReportedUntilItIsMovedBack()
    {
        key(Qt::Key_U);
        QVERIFY(action("muncherTool")->isChecked());
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 0, 0 }));
        QCOMPARE(m_document->maze().muncher->cell, (Cell { 0, 0 }));
        QTRY_VERIFY(hasCode(m_document, "outside"));
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 13, 22 }));
        QCOMPARE(m_document->maze().muncher->cell, (Cell { 13, 22 }));
        QTRY_VERIFY(m_document->diagnostics().empty());
    }

    void theDragGivesTheGhostItsHeading()
    {
        m_window->findChild<QAction*>("ghostTool-red")->trigger();
        drag({ { 6, 5 }, { 6, 6 }, { 6, 8 } });
        QCOMPARE(m_document->maze().ghost(GhostKind::Red)->cell, (Cell { 6, 5 }));
        QCOMPARE(m_document->maze().ghost(GhostKind::Red)->heading, Direction::Down);
        QCOMPARE(m_document->undoStack()->count(), 1);
        QVERIFY2(status().contains("down"), qPrintable(status()));
    }

    void zAndTheWheelTurnTheHeading()
    {
        key(Qt::Key_U);
        auto* options = m_window->findChild<ToolsDock*>()->options();
        QCOMPARE(options->heading(), Direction::Left);
        key(Qt::Key_Z);
        QCOMPARE(options->heading(), Direction::Up);
        key(Qt::Key_Z, Qt::ShiftModifier);
        QCOMPARE(options->heading(), Direction::Left);
        const QPoint p = at({ 6, 5 });
        QWheelEvent wheel(p, viewport()->mapToGlobal(p), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::ShiftModifier,
            Qt::NoScrollPhase, false);
        const double scale = m_view->scale();
        QApplication::sendEvent(viewport(), &wheel);
        QCOMPARE(options->heading(), Direction::Up);
        QCOMPARE(m_view->scale(), scale); // turned, not zoomed
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, p);
        QCOMPARE(m_document->maze().muncher->heading, Direction::Up);
        // Without a tool that turns, Z does nothing.
        key(Qt::Key_B);
        QVERIFY(!action("turnClockwise")->isEnabled());
    }

    void theGhostKeyGoesRoundTheFourGhosts()
    {
        key(Qt::Key_G);
        QVERIFY(action("ghostTool-red")->isChecked());
        key(Qt::Key_G);
        QVERIFY(action("ghostTool-pink")->isChecked());
        key(Qt::Key_G);
        key(Qt::Key_G);
        QVERIFY(action("ghostTool-orange")->isChecked());
        key(Qt::Key_G);
        QVERIFY(action("ghostTool-red")->isChecked());
        key(Qt::Key_C);
        QVERIFY(action("cornerTool-red")->isChecked());
        QVERIFY2(status().contains("Corner"), qPrintable(status()));
    }

    void aCornerMayBePlacedInTheMarginOutsideTheMap()
    {
        action("cornerTool-cyan")->trigger();
        m_view->centreOn({ 0, 0 });
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ -2, -3 }));
        QCOMPARE(m_document->maze().corners[indexOf(GhostKind::Cyan)], (Cell { -2, -3 }));
        QVERIFY(m_document->text().contains("corner cyan -2 -3"));
        // Starts stay on the map: a click in the margin places nothing.
        key(Qt::Key_U);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ -2, -3 }));
        QCOMPARE(m_document->maze().muncher->cell, (Cell { 13, 22 }));
        action("fruitTool")->trigger();
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 1 }));
        QCOMPARE(*m_document->maze().fruit, (Cell { 1, 1 }));
    }

    void mirrorPaintingPaintsBothHalvesAndIsRemembered()
    {
        QVERIFY(!action("mirror")->isChecked());
        key(Qt::Key_M);
        QVERIFY(action("mirror")->isChecked());
        key(Qt::Key_1);
        drag({ { 1, 5 }, { 3, 5 } });
        for (int col : { 1, 2, 3, 23, 24, 25 }) QCOMPARE(tileAt({ col, 5 }), Tile::Wall);
        QCOMPARE(tileAt({ 4, 5 }), Tile::Dot);
        QCOMPARE(tileAt({ 22, 5 }), Tile::Dot);
        QCOMPARE(m_document->undoStack()->count(), 1);
        // The fill and the rectangle mirror too.
        key(Qt::Key_R);
        key(Qt::Key_4);
        drag({ { 1, 19 }, { 2, 19 } });
        QCOMPARE(tileAt({ 24, 19 }), Tile::Floor);
        QCOMPARE(tileAt({ 25, 19 }), Tile::Floor);
        // Places are not mirrored.
        key(Qt::Key_U);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 3, 1 }));
        QCOMPARE(m_document->maze().muncher->cell, (Cell { 3, 1 }));
        QVERIFY2(!status().contains("mirrored"), qPrintable(status()));
        // The next run starts with mirror painting on.
        newWindow();
        QVERIFY(action("mirror")->isChecked());
    }

    void theStatusBarShowsTheToolAndTheTile()
    {
        key(Qt::Key_B);
        key(Qt::Key_2);
        QCOMPARE(status(), QString("Brush: dot (.)"));
        key(Qt::Key_F);
        QCOMPARE(status(), QString("Fill: dot (.)"));
        key(Qt::Key_U);
        QCOMPARE(status(), QString("Muncher, heading left"));
    }

    void aToolChosenAppliesToEveryTab()
    {
        key(Qt::Key_E);
        m_window->openClassic();
        QCOMPARE(m_window->currentView()->tool(), m_view->tool());
        QVERIFY(action("eraserTool")->isChecked());
    }

    void everyUndoStepSaysWhatItDidAndToHowMany()
    {
        // Seen: every step of the undo history was called "Paint". Row 5 of the classic maze:
        //   before  X.........................X
        //   after   XXXXXXX___................X  (six walls painted, three tiles erased)
        key(Qt::Key_1);
        key(Qt::Key_B);
        drag({ { 1, 5 }, { 3, 5 }, { 6, 5 } });
        QCOMPARE(lastStep(), QStringLiteral("Paint 6 walls"));
        QCOMPARE(action("undo")->text(), QStringLiteral("&Undo Paint 6 walls"));
        drag({ { 0, 0 }, { 5, 0 } }); // walls onto walls: nothing to undo
        QCOMPARE(m_document->undoStack()->count(), 1);
        key(Qt::Key_E);
        drag({ { 7, 5 }, { 9, 5 } });
        QCOMPARE(lastStep(), QStringLiteral("Erase 3 tiles"));
        key(Qt::Key_B);
        key(Qt::Key_3);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 10, 5 }));
        QCOMPARE(lastStep(), QStringLiteral("Paint 1 energizer"));
        key(Qt::Key_F);
        key(Qt::Key_4);
        const auto region = floodFill(m_document->maze().tiles, Cell { 1, 1 });
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 1 }));
        QCOMPARE(lastStep(), QStringLiteral("Paint %1 floor tiles").arg(region.size()));
        m_window->findChild<QAction*>("ghostTool-red")->trigger();
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 6, 8 }));
        QCOMPARE(lastStep(), QStringLiteral("Move the red ghost"));
        key(Qt::Key_U);
        key(Qt::Key_Z);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 13, 22 }));
        QCOMPARE(lastStep(), QStringLiteral("Turn the muncher"));
        key(Qt::Key_C);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 1 }));
        QCOMPARE(lastStep(), QStringLiteral("Move the red ghost's corner"));
        QCOMPARE(m_document->undoStack()->count(), 7);
    }

    void undoStepsAreNamedInTheUsersLanguageWithItsPluralForms()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/mazeworks_de")));
        QCoreApplication::installTranslator(&german);
        key(Qt::Key_1);
        key(Qt::Key_B);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 5 }));
        const QString one = lastStep();
        drag({ { 2, 5 }, { 13, 5 } });
        const QString twelve = lastStep();
        m_window->findChild<QAction*>("ghostTool-pink")->trigger();
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 6, 8 }));
        const QString ghost = lastStep();
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(one, QStringLiteral("1 Wand malen"));
        QCOMPARE(twelve, QStringLiteral("12 Wände malen"));
        QCOMPARE(ghost, QStringLiteral("Pinken Geist versetzen"));
    }

    void afterUndoingEverythingTheLevelIsUnmodified()
    {
        key(Qt::Key_1);
        drag({ { 1, 5 }, { 9, 5 } });
        key(Qt::Key_F);
        key(Qt::Key_4);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 1 }));
        key(Qt::Key_U);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at({ 1, 8 }));
        key(Qt::Key_R);
        drag({ { 15, 1 }, { 20, 3 } });
        QCOMPARE(m_document->undoStack()->count(), 4);
        QVERIFY(m_document->isModified());
        for (int i = 0; i < 4; ++i) QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(m_document->maze(), m_original);
        QVERIFY(!m_document->isModified());
        QCOMPARE(m_window->tabs()->tabText(0), QString("classic.maze"));
        QTRY_VERIFY(m_document->diagnostics().empty());
    }
};

QTEST_MAIN(TstTools)
#include "tst_tools.moc"

#include "editor/editorfixture.h"

#include "accessiblemap.h"
#include "announcer.h"
#include "document.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QAccessible>
#include <QApplication>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QtTest>

using namespace mazeworks;

// A readable maze (issue 34): the map is a table of its tiles for a screen reader, the cell under
// the cursor is the focused one and says what stands there and what is wrong there, and strokes
// and problems are announced. (tests/editor/access/cells.py hears the same over AT-SPI.)
class TstAccessibleMap : public test::EditorTest {
    Q_OBJECT

public:
    TstAccessibleMap()
        : EditorTest(Setup { QSize(1200, 900), true, std::nullopt })
    {
    }

private:
    MapView* m_view = nullptr;
    Document* m_document = nullptr;

    // The small level of docs/maze-format.md, clean, in a tab of its own, the keyboard on its map.
    void openSmall()
    {
        auto* document = new Document;
        document->loadText(QByteArrayLiteral("name A small one\n"
                                             "row XXXXXXXXX\n"
                                             "row Xo.....oX\n"
                                             "row X.XX-XX.X\n"
                                             "row X.XHHHX.X\n"
                                             "row X.XXXXX.X\n"
                                             "row X...._..X\n"
                                             "row XXXXXXXXX\n"
                                             "muncher 5 5 left\n"
                                             "ghost red    4 1 left\n"
                                             "ghost pink   4 3 up\n"
                                             "ghost cyan   3 3 up\n"
                                             "ghost orange 5 3 up\n"
                                             "fruit 1 5\n"),
            QString());
        m_view = m_window->addDocument(document, QStringLiteral("small"));
        m_document = document;
        m_document->waitForValidation();
        QCoreApplication::processEvents();
        m_view->setScale(32);
        m_view->setFocus();
        QCoreApplication::processEvents();
    }

    static void key(int k, Qt::KeyboardModifiers modifiers = Qt::NoModifier, int times = 1)
    {
        for (int i = 0; i < times; ++i) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(focus, "nothing has the keyboard");
            QTest::keyClick(focus, Qt::Key(k), modifiers);
        }
    }

    QAccessibleTableInterface* table() const
    {
        QAccessibleInterface* map = QAccessible::queryAccessibleInterface(m_view);
        return map ? map->tableInterface() : nullptr;
    }

    QString cellName(int row, int column) const
    {
        QAccessibleInterface* cell = table()->cellAt(row, column);
        return cell ? cell->text(QAccessible::Name) : QString();
    }

    Announcer* announcer() const { return m_window->findChild<Announcer*>(); }

private slots:
    void theMapIsATableOfTheLevelsRowsAndColumns()
    {
        openSmall();
        QAccessibleInterface* map = QAccessible::queryAccessibleInterface(m_view);
        QVERIFY(map);
        QCOMPARE(map->role(), QAccessible::Table);
        QCOMPARE(map->text(QAccessible::Name), QStringLiteral("Map of small"));
        QVERIFY(table());
        QCOMPARE(table()->rowCount(), 7);
        QCOMPARE(table()->columnCount(), 9);
        QCOMPARE(map->childCount(), 63);
        QAccessibleInterface* cell = table()->cellAt(1, 2);
        QVERIFY(cell);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->tableCellInterface()->rowIndex(), 1);
        QCOMPARE(cell->tableCellInterface()->columnIndex(), 2);
        QCOMPARE(map->indexOfChild(cell), 11);
        QCOMPARE(map->child(11), cell);
        QCOMPARE(cell->parent(), map);
        QVERIFY(!table()->cellAt(7, 0));
    }

    void aCellSaysWhatStandsOnItsTile()
    {
        openSmall();
        QCOMPARE(cellName(1, 2), QStringLiteral("row 1, column 2: dot"));
        QCOMPARE(cellName(0, 0), QStringLiteral("row 0, column 0: wall"));
        QCOMPARE(cellName(1, 1), QStringLiteral("row 1, column 1: energizer"));
        QCOMPARE(cellName(5, 5), QStringLiteral("row 5, column 5: floor, the muncher's start"));
        QCOMPARE(cellName(1, 4), QStringLiteral("row 1, column 4: dot, start of the red ghost"));
    }

    void theCursorsCellIsTheFocusedOneAsTheCursorMoves()
    {
        openSmall();
        QCOMPARE(m_view->cursorCell(), QPoint(0, 0));
        key(Qt::Key_Right, Qt::NoModifier, 2);
        key(Qt::Key_Down);
        QCOMPARE(m_view->cursorCell(), QPoint(2, 1));
        QAccessibleInterface* focused = QAccessible::queryAccessibleInterface(m_view)->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused->text(QAccessible::Name), QStringLiteral("row 1, column 2: dot"));
        QVERIFY(focused->state().focused);
        QVERIFY(!table()->cellAt(1, 3)->state().focused);
        QVERIFY(table()->cellAt(1, 2)->state().focused);
        // (The Focus event that tells the screen reader of each move goes out only while one
        // listens: Qt drops it offscreen; tests/editor/access/cells.py hears it.)
        // Without the keyboard, no cell is the focused one.
        m_window->tabs()->tabBar()->setFocus();
        QVERIFY(!QAccessible::queryAccessibleInterface(m_view)->focusChild());
        QVERIFY(!table()->cellAt(1, 2)->state().focused);
    }

    void aCellIsWhereItsTileIsDrawnAndSelectedWithTheSelection()
    {
        openSmall();
        QAccessibleInterface* map = QAccessible::queryAccessibleInterface(m_view);
        QAccessibleInterface* cell = table()->cellAt(1, 2);
        const QRect drawn = m_view->viewportRect(QRect(2, 1, 1, 1)).toAlignedRect();
        QCOMPARE(cell->rect(), QRect(m_view->viewport()->mapToGlobal(drawn.topLeft()), drawn.size()));
        // What a screen reader finds under the mouse is that tile.
        QCOMPARE(map->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);
        // Shift and the arrows select: the cells of the selection are selected ones.
        key(Qt::Key_Right);
        key(Qt::Key_Right, Qt::ShiftModifier);
        key(Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(m_view->selection(), QRect(1, 0, 2, 2));
        QVERIFY(cell->state().selected);
        QVERIFY(cell->tableCellInterface()->isSelected());
        QVERIFY(!table()->cellAt(1, 3)->state().selected);
        QCOMPARE(table()->selectedCellCount(), 4);
        QCOMPARE(table()->selectedCells().size(), 4);
    }

    void wallsThatCloseOffADotAreAnnouncedAndTheDotsCellSaysSo()
    {
        openSmall();
        QVERIFY(m_document->diagnostics().empty());
        key(Qt::Key_1); // the wall
        key(Qt::Key_B); // the brush
        key(Qt::Key_Down);
        key(Qt::Key_Right);
        key(Qt::Key_Space);
        QCOMPARE(announcer()->announcement(), QStringLiteral("Paint 1 wall"));
        key(Qt::Key_Right, Qt::NoModifier, 2);
        key(Qt::Key_Space);
        m_document->waitForValidation();
        QCoreApplication::processEvents();
        QCOMPARE(m_document->maze().tiles.get(1, 1), Tile::Wall);
        QCOMPARE(m_document->maze().tiles.get(3, 1), Tile::Wall);
        // The screen reader reads the announcer's name, a notification's.
        const QString problem = QStringLiteral("1 problem: the muncher cannot reach this dot");
        QAccessibleInterface* said = QAccessible::queryAccessibleInterface(announcer());
        QVERIFY(said);
        QCOMPARE(said->role(), QAccessible::Notification);
        QCOMPARE(said->text(QAccessible::Name), problem);
        QCOMPARE(cellName(1, 2), QStringLiteral("row 1, column 2: dot; the muncher cannot reach this dot"));
        QCOMPARE(cellName(1, 5), QStringLiteral("row 1, column 5: dot"));
        // Undone, the dot is reached again: the undo is said, then that no problem is left.
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(said->text(QAccessible::Name), QStringLiteral("Undone: Paint 1 wall"));
        m_document->waitForValidation();
        QCoreApplication::processEvents();
        QCOMPARE(said->text(QAccessible::Name), QStringLiteral("No problems"));
        QCOMPARE(cellName(1, 2), QStringLiteral("row 1, column 2: dot"));
    }

    void aLevelOfAnotherSizeHasATableOfItsSize()
    {
        openSmall();
        QVERIFY(table()->cellAt(6, 8));
        m_document->loadText(QByteArrayLiteral("row XXX\nrow X.X\nrow XXX\n"), QString());
        QCoreApplication::processEvents();
        QCOMPARE(table()->rowCount(), 3);
        QCOMPARE(table()->columnCount(), 3);
        QCOMPARE(QAccessible::queryAccessibleInterface(m_view)->childCount(), 9);
        QVERIFY(!table()->cellAt(6, 8));
        QCOMPARE(cellName(1, 1), QStringLiteral("row 1, column 1: dot"));
        QCOMPARE(cellName(0, 2), QStringLiteral("row 0, column 2: wall"));
    }
};

QTEST_MAIN(TstAccessibleMap)
#include "tst_accessiblemap.moc"

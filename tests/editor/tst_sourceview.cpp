#include "editor/editorfixture.h"
#include "testmaps.h"

#include "diagnosticsdock.h"
#include "document.h"
#include "editorapp.h"
#include "mainwindow.h"
#include "mapview.h"
#include "sourcedock.h"
#include "sourceview.h"

#include <QMenu>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>
#include <QTreeView>
#include <QtTest>

using namespace mazeworks;

class TstSourceView : public test::EditorTest {
    Q_OBJECT

public:
    TstSourceView()
        : EditorTest(QSize(1200, 900))
    {
    }

private:
    SourceDock* dock() const { return m_window->findChild<SourceDock*>(); }
    SourceView* source() const { return dock()->view(); }
    Document* document() const { return m_window->currentDocument(); }

    // Puts the text cursor at a line and column of the source (from 1) and gives it the keyboard.
    void placeCursor(int line, int column)
    {
        source()->setFocus();
        QTRY_VERIFY(source()->hasFocus());
        source()->goTo(line, column);
    }
    int lineStarting(const QString& start) const
    {
        for (QTextBlock b = source()->document()->begin(); b.isValid(); b = b.next()) {
            if (b.text().startsWith(start)) return b.blockNumber() + 1;
        }
        return 0;
    }
    QString lineText(int line) const { return source()->document()->findBlockByNumber(line - 1).text(); }
    // The wavy underlines in the text: line, first character (UTF-16) and length of each.
    QList<std::tuple<int, int, int>> underlines() const
    {
        QList<std::tuple<int, int, int>> found;
        for (const QTextEdit::ExtraSelection& s : source()->extraSelections()) {
            if (s.format.underlineStyle() != QTextCharFormat::WaveUnderline) continue;
            const QTextBlock block = source()->document()->findBlock(s.cursor.selectionStart());
            found.append({ block.blockNumber() + 1, s.cursor.selectionStart() - block.position(),
                s.cursor.selectionEnd() - s.cursor.selectionStart() });
        }
        return found;
    }

    // The panel open, at the size it asked the window for (room.h), which it gets a moment after
    // it shows: the view's scroll is the user's from then on.
    void prepare() override
    {
        dock()->show();
        QTRY_VERIFY(dock()->isVisible());
        QSize size;
        for (int still = 0, turns = 0; still < 3 && turns < 100; ++turns, size = dock()->size()) {
            QTest::qWait(20);
            still = dock()->size() == size ? still + 1 : 0;
        }
    }

private slots:
    void theSourcePanelIsInTheViewMenuAndShowsTheLevelsText()
    {
        QAction* toggle = dock()->toggleViewAction();
        bool inMenu = false;
        for (QAction* a : m_window->menu("view")->actions()) {
            if (a->menu()) inMenu = inMenu || a->menu()->actions().contains(toggle);
        }
        QVERIFY(inMenu);
        QCOMPARE(toggle->text(), QString("Source"));
        m_window->openClassic();
        QCOMPARE(source()->toPlainText(), QString::fromUtf8(document()->text()));
        QVERIFY(!source()->isReadOnly());
        // Ctrl+U, as "view source" in a browser.
        QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_U));
        QVERIFY(!dock()->isVisible());
        QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_U));
        QVERIFY(dock()->isVisible());
    }

    void typingChangesTheMapAfterAPauseAsOneStepThatUndoGivesBack()
    {
        m_window->openClassic();
        const QByteArray original = document()->text();
        const int steps = document()->undoStack()->count();
        // The second row of the classic maze starts "row X.....": its first dot becomes a wall.
        const int line = lineStarting("row X.");
        QVERIFY(line > 0);
        const Cell cell { 1, line - lineStarting("row ") };
        QCOMPARE(document()->maze().tiles.get(cell), Tile::Dot);
        placeCursor(line, 6);
        QTest::keyClick(source(), Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClicks(source(), "X");
        QVERIFY(dock()->hasPendingEdit());
        QCOMPARE(document()->maze().tiles.get(cell), Tile::Dot); // not while typing
        QTRY_COMPARE(document()->maze().tiles.get(cell), Tile::Wall);
        QCOMPARE(document()->undoStack()->count(), steps + 1);
        QCOMPARE(document()->undoStack()->undoText(), QString("Edit Source"));
        QVERIFY(document()->isModified());
        QCOMPARE(source()->cursorLineColumn(), std::make_pair(line, 7));

        // Undo in the text is the level's undo: the map and the text come back exactly.
        QTest::keySequence(source(), QKeySequence::Undo);
        QCOMPARE(document()->maze().tiles.get(cell), Tile::Dot);
        QCOMPARE(document()->text(), original);
        QTRY_COMPARE(source()->toPlainText(), QString::fromUtf8(original));
        QVERIFY(!document()->isModified());
        QTest::keySequence(source(), QKeySequence::Redo);
        QCOMPARE(document()->maze().tiles.get(cell), Tile::Wall);
    }

    void leavingTheTextSendsWhatWasTypedAtOnce()
    {
        m_window->openClassic();
        const int line = lineStarting("name");
        QVERIFY(line > 0);
        placeCursor(line, static_cast<int>(lineText(line).size()) + 1);
        QTest::keyClicks(source(), " II");
        m_window->currentView()->setFocus();
        QTRY_VERIFY(!source()->hasFocus());
        QVERIFY(!dock()->hasPendingEdit());
        QVERIFY(QString::fromStdString(document()->maze().name).endsWith(" II"));
    }

    void editingTheMapChangesTheTextAndTheCursorStays()
    {
        m_window->openClassic();
        const int line = lineStarting("muncher");
        placeCursor(line, 3);
        const int scroll = source()->verticalScrollBar()->value();
        // A wall painted on the first dot of the second row, as the brush does.
        const int rowLine = lineStarting("row X.");
        const Cell cell { 1, rowLine - lineStarting("row ") };
        MazeEdit edit;
        edit.setTile(document()->maze(), cell, Tile::Wall);
        document()->edit(edit, QStringLiteral("Paint"));
        QTRY_COMPARE(lineText(rowLine).mid(4, 3), QString("XX."));
        QCOMPARE(source()->toPlainText(), QString::fromUtf8(document()->text()));
        QCOMPARE(source()->cursorLineColumn(), std::make_pair(line, 3));
        QCOMPARE(source()->verticalScrollBar()->value(), scroll);
        QVERIFY(!dock()->hasPendingEdit());
        QCOMPARE(document()->undoStack()->undoText(), QString("Paint")); // no text step of its own
    }

    void diagnosticsAreUnderlinedWhereTheyAreAndTellTheirMessage()
    {
        QVERIFY(m_window->openFile(test::resource("levels/broken/unknown-tile.maze"), true));
        QCOMPARE(lineText(5).mid(8, 1), QString("Q"));
        QCOMPARE(underlines(), (QList<std::tuple<int, int, int>> { { 5, 8, 1 } }));
        // The mouse on the letter tells what is wrong.
        QTextCursor at(source()->document()->findBlockByNumber(4));
        at.setPosition(at.position() + 8);
        const QPoint letter = source()->cursorRect(at).center() + QPoint(3, 0);
        QHelpEvent help(QEvent::ToolTip, letter, source()->viewport()->mapToGlobal(letter));
        QApplication::sendEvent(source()->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), QString("5:9: error: 'Q' is not a tile"));
    }

    void columnsCountCodePointsAndATabIsOne()
    {
        m_window->openClassic();
        // A level whose fruit line holds a tab and a word beyond the Basic Multilingual Plane.
        QByteArray text = document()->text();
        const int fruit = text.indexOf("fruit");
        const int end = text.indexOf('\n', fruit);
        text.replace(fruit, end - fruit, "\tfruit \xF0\x9F\x8D\x92 x");
        document()->loadText(text, QString());
        QTRY_COMPARE(source()->toPlainText(), QString::fromUtf8(text));
        const int line = lineStarting("\tfruit");
        QVERIFY(line > 0);
        QStringList problems;
        for (const Diagnostic& d : document()->diagnostics()) problems << QString::fromStdString(format("", d));
        QCOMPARE(problems,
            (QStringList { QString(":%1:8: error: \"\xF0\x9F\x8D\x92\" is not a number [not-a-number]").arg(line),
                QString(":%1:10: error: \"x\" is not a number [not-a-number]").arg(line) }));
        // Column 8 in code points is UTF-16 index 7, and the cherry takes two UTF-16 units:
        // column 10 is index 10.
        QCOMPARE(underlines(), (QList<std::tuple<int, int, int>> { { line, 7, 2 }, { line, 10, 1 } }));
    }

    void aTextWhoseRowsDoNotFormAMapShowsItsProblemsAndTheMapSaysSo()
    {
        m_window->openClassic();
        const int line = lineStarting("row X.");
        placeCursor(line, 6);
        QTest::keyClick(source(), Qt::Key_Delete);
        QTRY_VERIFY(!document()->hasMap());
        QTRY_VERIFY(!document()->validationPending());
        auto* diagnostics = m_window->findChild<DiagnosticsDock*>();
        QTRY_COMPARE(diagnostics->list()->model()->rowCount(), 1);
        QCOMPARE(diagnostics->list()->model()->index(0, 1).data().toString(),
            QString("the row has 26 tiles, the first has 27"));
        QCOMPARE(underlines().size(), 1);
        QCOMPARE(std::get<0>(underlines().front()), line);
        MapView* view = m_window->currentView();
        QVERIFY(!view->render(view->viewport()->size()).isNull());
        // The text stays as typed: nothing the user wrote is lost while the map is broken.
        QCOMPARE(lineText(line).size(), QString("row ").size() + 26);
        QTest::keySequence(source(), QKeySequence::Undo);
        QVERIFY(document()->hasMap());
        QTRY_COMPARE(lineText(line).size(), QString("row ").size() + 27);
    }

    void eachLevelKeepsItsOwnTextAndPlace()
    {
        m_window->openClassic();
        QVERIFY(m_window->openFile(test::resource("levels/small.maze"), true));
        const QString small = QString::fromUtf8(document()->text());
        QCOMPARE(source()->toPlainText(), small);
        placeCursor(3, 2);
        m_window->setCurrentIndex(0);
        QCOMPARE(source()->toPlainText(), QString::fromUtf8(document()->text()));
        m_window->setCurrentIndex(1);
        QCOMPARE(source()->toPlainText(), small);
        QCOMPARE(source()->cursorLineColumn(), std::make_pair(3, 2));
    }
};

QTEST_MAIN(TstSourceView)
#include "tst_sourceview.moc"

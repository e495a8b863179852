#include "editor/editorfixture.h"
#include "testmaps.h"

#include "document.h"
#include "editactions.h"
#include "editorapp.h"
#include "levelpropertiesdialog.h"
#include "mainwindow.h"
#include "mapview.h"
#include "newmapdialog.h"
#include "resizemapdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>
#include <QtTest>

#include <functional>

using namespace mazeworks;

namespace {

// Answers the dialog of type T once it is open: tests never wait on a modal dialog.
template <class T> void whenOpen(QWidget* parent, std::function<void(T*)> answer)
{
    auto* timer = new QTimer(parent);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, parent, [parent, timer, answer] {
        T* dialog = parent->findChild<T*>();
        if (!dialog || !dialog->isVisible()) return;
        timer->stop();
        timer->deleteLater();
        answer(dialog);
    });
    timer->start();
}

void setSpin(QDialog* dialog, const char* name, int value)
{
    auto* box = dialog->findChild<QSpinBox*>(QString::fromLatin1(name));
    QVERIFY(box);
    // As a user types it: select all, type the digits.
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QCOMPARE(box->value(), value);
}

QPushButton* okButton(QDialog* dialog) { return dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok); }

} // namespace

class TstEditActions : public test::EditorTest {
    Q_OBJECT

public:
    TstEditActions()
        : EditorTest(QSize(1200, 900))
    {
    }

private:
    QAction* action(const char* name) const { return m_window->findChild<QAction*>(QString::fromLatin1(name)); }

    // Back in the window after a dialog, as the window manager gives the focus back.
    void backInTheWindow()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    // An edit as a tool would make it: the muncher moved.
    void moveMuncher(Document* document, Cell to)
    {
        Maze after = document->maze();
        after.muncher->cell = to;
        MazeEdit edit;
        edit.setPlaces(document->maze(), after);
        document->edit(edit, "Place the Muncher");
    }

private slots:
    void undoAndRedoFollowTheCurrentTab()
    {
        m_window->openClassic();
        Document* first = m_window->currentDocument();
        m_window->openClassic();
        Document* second = m_window->currentDocument();
        moveMuncher(second, { 1, 1 });
        QVERIFY(action("undo")->isEnabled());
        QCOMPARE(action("undo")->text(), QString("&Undo Place the Muncher"));
        m_window->setCurrentIndex(0);
        QVERIFY(!action("undo")->isEnabled()); // the first tab has no history yet
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(second->maze().muncher->cell, (Cell { 1, 1 }));
        QCOMPARE(first->maze().muncher->cell, (Cell { 13, 22 }));
        m_window->setCurrentIndex(1);
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(second->maze().muncher->cell, (Cell { 13, 22 }));
        QVERIFY(!second->isModified());
        QVERIFY(action("redo")->isEnabled());
        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        QCOMPARE(second->maze().muncher->cell, (Cell { 1, 1 }));
    }

    void theUndoHistoryListsTheStepsAndAClickGoesBack()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        const Maze original = document->maze();
        moveMuncher(document, { 1, 1 });
        moveMuncher(document, { 2, 1 });
        auto* view = m_window->findChild<QUndoView*>("undoView");
        QVERIFY(view);
        QVERIFY(view->isVisible());
        QCOMPARE(view->model()->rowCount(), 3); // as opened, and the two steps
        QCOMPARE(view->model()->index(1, 0).data().toString(), QString("Place the Muncher"));
        const QRect first = view->visualRect(view->model()->index(0, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, first.center());
        QCOMPARE(document->maze(), original);
        QVERIFY(!document->isModified());
        // Closing the other tab's document takes its history away; the view is left empty.
        m_window->closeCurrent();
        QTRY_VERIFY(view->model()->rowCount() <= 1);
    }

    void theStatusBarSaysTheZoomOfTheTabShown()
    {
        m_window->openClassic();
        m_window->openClassic();
        // The status bar's label that says the zoom.
        QLabel* zoom = nullptr;
        for (QLabel* label : m_window->statusBar()->findChildren<QLabel*>()) {
            if (label->text().startsWith(QStringLiteral("Zoom "))) zoom = label;
        }
        QVERIFY(zoom);
        auto said
            = [](const MapView* view) { return QStringLiteral("Zoom %1%").arg(qRound(view->scale() / 24.0 * 100)); };
        QTRY_COMPARE(zoom->text(), said(m_window->viewAt(1)));
        m_window->viewAt(1)->zoomIn();
        m_window->viewAt(1)->zoomIn();
        QCOMPARE(zoom->text(), said(m_window->viewAt(1)));
        QVERIFY(m_window->viewAt(0)->scale() != m_window->viewAt(1)->scale());
        m_window->setCurrentIndex(0);
        QCOMPARE(zoom->text(), said(m_window->viewAt(0)));
        // A tab in the background that changes its zoom does not speak for the one shown.
        m_window->viewAt(1)->zoomOut();
        QCOMPARE(zoom->text(), said(m_window->viewAt(0)));
    }

    void aNewMapIsAnArenaOfTheChosenSize()
    {
        whenOpen<NewMapDialog>(m_window.get(), [](NewMapDialog* dialog) {
            QCOMPARE(dialog->findChild<QComboBox*>("fill")->currentIndex(), 0); // the arena by default
            setSpin(dialog, "width", 40);
            setSpin(dialog, "height", 12);
            QTest::keyClicks(dialog->findChild<QLineEdit*>("name"), "Wide");
            QVERIFY(dialog->findChild<QLabel*>("summary")->text().startsWith("480 tiles"));
            okButton(dialog)->click();
        });
        QTest::keySequence(m_window.get(), QKeySequence::New);
        QCOMPARE(m_window->documentCount(), 1);
        Document* document = m_window->currentDocument();
        QCOMPARE(document->maze().width(), 40);
        QCOMPARE(document->maze().height(), 12);
        QCOMPARE(document->maze().name, std::string("Wide"));
        QCOMPARE(document->maze().tiles.get(0, 0), Tile::Wall);
        QCOMPARE(document->maze().tiles.get(39, 11), Tile::Wall);
        QCOMPARE(document->maze().tiles.get(1, 1), Tile::Floor);
        QCOMPARE(document->maze().tiles.get(38, 10), Tile::Floor);
        // Never saved: modified until it is, so that Ctrl+Q asks.
        QVERIFY(document->isModified());
        QCOMPARE(m_window->tabs()->tabText(0), QString("Wide *")); // the level's name until it has a file
        // The level says what is missing: the muncher, the ghosts, the fruit.
        QTRY_VERIFY(!document->diagnostics().empty());
        // The size is offered again next time; Cancel opens nothing.
        whenOpen<NewMapDialog>(m_window.get(), [](NewMapDialog* dialog) {
            QCOMPARE(dialog->mapWidth(), 40);
            QCOMPARE(dialog->mapHeight(), 12);
            dialog->reject();
        });
        action("newMap")->trigger();
        QCOMPARE(m_window->documentCount(), 1);
    }

    void aNewMapIsCalledByItsNameAndSaveAsProposesIt()
    {
        whenOpen<NewMapDialog>(m_window.get(), [](NewMapDialog* dialog) {
            QTest::keyClicks(dialog->findChild<QLineEdit*>("name"), "My Test");
            okButton(dialog)->click();
        });
        action("newMap")->trigger();
        QCOMPARE(m_window->documentCount(), 1);
        QCOMPARE(m_window->tabs()->tabText(0), QString("My Test *"));
        QCOMPARE(m_window->windowTitle(), QString("My Test * - Mazeworks"));
        QString proposed;
        choices().answers.savePath = [&](const QString&, const QString& suggested, const QString&) {
            proposed = suggested;
            return QString();
        };
        action("saveAs")->trigger();
        QCOMPARE(QFileInfo(proposed).fileName(), QString("My Test.maze"));
        // A name with a dot in it keeps all of it.
        whenOpen<NewMapDialog>(m_window.get(), [](NewMapDialog* dialog) {
            QTest::keyClicks(dialog->findChild<QLineEdit*>("name"), "Level 1.5");
            okButton(dialog)->click();
        });
        action("newMap")->trigger();
        QCOMPARE(m_window->tabs()->tabText(1), QString("Level 1.5 *"));
        action("saveAs")->trigger();
        QCOMPARE(QFileInfo(proposed).fileName(), QString("Level 1.5.maze"));
        // Without a name, Untitled as before.
        whenOpen<NewMapDialog>(m_window.get(), [](NewMapDialog* dialog) { okButton(dialog)->click(); });
        action("newMap")->trigger();
        QCOMPARE(m_window->tabs()->tabText(2), QString("Untitled *"));
    }

    void theClassicMazeHasOneNameFromTheMenuAndFromTheCommandLine()
    {
        m_window->findChild<QAction*>("openClassic")->trigger();
        const QString fromMenu = m_window->tabs()->tabText(0);
        const QString titleFromMenu = m_window->windowTitle();
        QCOMPARE(openFiles(m_window.get(), { test::resource("levels/classic.maze") }), 1);
        QCOMPARE(m_window->documentCount(), 2);
        QCOMPARE(m_window->tabs()->tabText(1), fromMenu);
        QCOMPARE(m_window->windowTitle(), titleFromMenu);
        QCOMPARE(fromMenu, QString("classic.maze")); // a file's name, as every other file's tab
    }

    void aNewMapCanBeFilledWithWallsAndBeLarge()
    {
        whenOpen<NewMapDialog>(m_window.get(), [](NewMapDialog* dialog) {
            setSpin(dialog, "width", 4096);
            setSpin(dialog, "height", 1);
            dialog->findChild<QComboBox*>("fill")->setCurrentIndex(1);
            okButton(dialog)->click();
        });
        action("newMap")->trigger();
        Document* document = m_window->currentDocument();
        QVERIFY(document);
        QCOMPARE(document->maze().width(), 4096);
        QCOMPARE(document->maze().tiles.count([](Tile t) { return t == Tile::Wall; }), std::size_t(4096));
    }

    void aNewMapRefusesSizesOutsideTheLimits()
    {
        whenOpen<NewMapDialog>(m_window.get(), [](NewMapDialog* dialog) {
            auto* width = dialog->findChild<QSpinBox*>("width");
            width->setValue(5000);
            QCOMPARE(width->value(), 4096);
            width->setValue(0);
            QCOMPARE(width->value(), 1);
            dialog->reject();
        });
        action("newMap")->trigger();
        QCOMPARE(m_window->documentCount(), 0);
    }

    void resizeAddsAndTakesAwayOnEverySideAsOneStep()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        const Maze original = document->maze();
        whenOpen<ResizeMapDialog>(m_window.get(), [](ResizeMapDialog* dialog) {
            QVERIFY(!okButton(dialog)->isEnabled()); // nothing to do yet
            setSpin(dialog, "left", 2);
            setSpin(dialog, "top", 1);
            setSpin(dialog, "right", -3);
            setSpin(dialog, "bottom", 4);
            QCOMPARE(dialog->findChild<QLabel*>("newSize")->text(), QString("27 \u00d7 30 \u2192 26 \u00d7 35"));
            QVERIFY(dialog->findChild<QLabel*>("lostPlaces")->text().isEmpty());
            okButton(dialog)->click();
        });
        action("resizeMap")->trigger();
        backInTheWindow();
        QCOMPARE(document->maze().width(), 26);
        QCOMPARE(document->maze().height(), 35);
        QCOMPARE(document->maze().muncher->cell, (Cell { 15, 23 }));
        QCOMPARE(document->maze().tiles.get(0, 0), Tile::Wall); // new, walls by default
        QCOMPARE(document->maze().tiles.get(3, 2), Tile::Dot); // was (1, 1)
        QCOMPARE(document->maze().tiles.get(25, 2), Tile::Dot); // was (23, 1): the right three columns went
        QCOMPARE(document->undoStack()->count(), 1);
        QVERIFY(document->text().contains("muncher 15 23 left"));
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(document->maze(), original);
        QVERIFY(!document->isModified());
        QCOMPARE(document->text(), QByteArray::fromStdString(test::classicText()));
    }

    void placesThatFallOffAreNamedRemovedAndBroughtBackByUndo()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        whenOpen<ResizeMapDialog>(m_window.get(), [](ResizeMapDialog* dialog) {
            setSpin(dialog, "bottom", -10);
            dialog->findChild<QComboBox*>("fill")->setCurrentIndex(1);
            const QString lost = dialog->findChild<QLabel*>("lostPlaces")->text();
            QVERIFY2(lost.contains("the muncher") && !lost.contains("ghost"), qPrintable(lost));
            okButton(dialog)->click();
        });
        action("resizeMap")->trigger();
        backInTheWindow();
        QCOMPARE(document->maze().height(), 20);
        QVERIFY(!document->maze().muncher);
        QTRY_VERIFY(std::any_of(document->diagnostics().begin(), document->diagnostics().end(),
            [](const Diagnostic& d) { return d.code() == "missing"; }));
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(document->maze().muncher->cell, (Cell { 13, 22 }));
        QTRY_VERIFY(document->diagnostics().empty());
    }

    void aResizeBeyondTheLimitsCannotBeAccepted()
    {
        m_window->openClassic();
        whenOpen<ResizeMapDialog>(m_window.get(), [](ResizeMapDialog* dialog) {
            setSpin(dialog, "left", -20);
            setSpin(dialog, "right", -7);
            QVERIFY(!okButton(dialog)->isEnabled());
            QVERIFY(dialog->findChild<QLabel*>("newSize")->text().contains("1 to 4096"));
            setSpin(dialog, "right", -6);
            QVERIFY(okButton(dialog)->isEnabled());
            dialog->reject();
        });
        action("resizeMap")->trigger();
        QCOMPARE(m_window->currentDocument()->maze().width(), 27);
        QCOMPARE(m_window->currentDocument()->undoStack()->count(), 0);
    }

    void levelPropertiesChangeTheirLinesAsOneUndoStep()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        const QByteArray original = document->text();
        whenOpen<LevelPropertiesDialog>(m_window.get(), [](LevelPropertiesDialog* dialog) {
            auto* name = dialog->findChild<QLineEdit*>("levelName");
            QCOMPARE(name->text(), QString("Classic"));
            name->setFocus();
            name->selectAll();
            QTest::keyClicks(name, "Classic, slipping # not a comment");
            QCOMPARE(name->text(), QString("Classic, slipping  not a comment")); // '#' starts a comment in the file
            name->selectAll();
            QTest::keyClicks(name, "Classic, slipping");
            // As read: the arcade's rules with no variant on, releases by seconds (red has no line: 0).
            QVERIFY(!dialog->findChild<QCheckBox*>("rule.pink-slip")->isChecked());
            QCOMPARE(dialog->findChild<QDoubleSpinBox*>("release.red")->value(), 0.0);
            QCOMPARE(dialog->findChild<QDoubleSpinBox*>("release.cyan")->value(), 5.0);
            QVERIFY(!dialog->findChild<QSpinBox*>("releaseDots.cyan")->isVisible());
            dialog->findChild<QCheckBox*>("rule.pink-slip")->click();
            dialog->findChild<QCheckBox*>("rule.dot-counters")->click();
            // With dot counters the ghosts leave by dots: the arcade's counts unless the level says.
            QVERIFY(dialog->findChild<QSpinBox*>("releaseDots.cyan")->isVisible());
            QVERIFY(!dialog->findChild<QDoubleSpinBox*>("release.cyan")->isVisible());
            QCOMPARE(dialog->findChild<QSpinBox*>("releaseDots.cyan")->value(), 30);
            QCOMPARE(dialog->findChild<QSpinBox*>("releaseDots.orange")->value(), 60);
            QVERIFY(dialog->findChild<QLabel*>("releaseNote")->isVisible()); // classic has release lines
            setSpin(dialog, "releaseDots.cyan", 10);
            okButton(dialog)->click();
        });
        action("levelProperties")->trigger();
        backInTheWindow();
        QCOMPARE(document->undoStack()->count(), 1);
        QCOMPARE(document->undoStack()->text(0), QString("Change 3 properties of the level"));
        // The lines that changed, by the format's rules; every other byte as it was.
        QByteArray expected = original;
        expected.replace("name Classic\n", "name Classic, slipping\n");
        expected.replace(
            "release orange 10\n", "release orange 10\nrelease-dots cyan 10\nrules pink-slip dot-counters\n");
        QCOMPARE(document->text(), expected);
        // Their diagnostics as usual: the release lines are ignored now.
        QTRY_COMPARE(document->diagnostics().size(), std::size_t(3));
        for (const Diagnostic& d : document->diagnostics()) QCOMPARE(d.code(), std::string("release-ignored"));
        QTRY_COMPARE(
            m_window->findChild<QDockWidget*>("DiagnosticsDock")->windowTitle(), QString("Diagnostics (3 warnings)"));
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(document->text(), original);
        QVERIFY(!document->isModified());
        QTRY_VERIFY(document->diagnostics().empty());
    }

    void aReleaseTimeChangedAloneIsOneLineAndNamedSo()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        const QByteArray original = document->text();
        whenOpen<LevelPropertiesDialog>(m_window.get(), [](LevelPropertiesDialog* dialog) {
            auto* cyan = dialog->findChild<QDoubleSpinBox*>("release.cyan");
            cyan->setFocus();
            cyan->selectAll();
            QTest::keyClicks(cyan, QLocale().toString(7.5));
            okButton(dialog)->click();
        });
        action("levelProperties")->trigger();
        backInTheWindow();
        QCOMPARE(document->undoStack()->text(0), QString("Change the cyan ghost's release time"));
        QByteArray expected = original;
        expected.replace("release cyan   5\n", "release cyan 7.5\n");
        QCOMPARE(document->text(), expected);
        // OK with nothing changed is no step at all.
        whenOpen<LevelPropertiesDialog>(
            m_window.get(), [](LevelPropertiesDialog* dialog) { okButton(dialog)->click(); });
        action("levelProperties")->trigger();
        backInTheWindow();
        QCOMPARE(document->undoStack()->count(), 1);
    }

    void resizeNeedsALevelWithAMap()
    {
        QVERIFY(!action("resizeMap")->isEnabled());
        QVERIFY(m_window->openFile(test::resource("levels/broken/unknown-tile.maze"), true));
        QVERIFY(!action("resizeMap")->isEnabled());
        m_window->openClassic();
        QVERIFY(action("resizeMap")->isEnabled());
    }
};

QTEST_MAIN(TstEditActions)
#include "tst_editactions.moc"

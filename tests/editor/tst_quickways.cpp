#include "editor/editorfixture.h"

#include "commandpalette.h"
#include "gotoline.h"
#include "mainwindow.h"
#include "mapview.h"
#include "menutext.h"
#include "modaldialogs.h"
#include "sourcedock.h"
#include "sourceview.h"
#include "textplace.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace mazeworks;

// Issue 33's quick ways: the command palette (Ctrl+Shift+P) and Go to Line and Column.
class TstQuickWays : public test::EditorTest {
    Q_OBJECT

public:
    TstQuickWays()
        : EditorTest(Setup { QSize(1200, 900), true, std::nullopt })
    {
    }

private:
    std::unique_ptr<QTranslator> m_german;

    CommandPalette* palette() const { return m_window->findChild<CommandPalette*>(); }
    GoToLine* goToLine() const { return m_window->findChild<GoToLine*>(); }

    CommandPaletteDialog* openPalette()
    {
        QTest::keyClick(m_window.get(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        CommandPaletteDialog* dialog = palette()->dialog();
        if (dialog && !QTest::qWaitForWindowExposed(dialog)) return nullptr;
        return dialog;
    }

    void finish() override
    {
        if (m_german) QCoreApplication::removeTranslator(m_german.get());
        m_german.reset();
    }

    // Answers the Go to Line dialog: types `place`, presses Go, and gives what it then says and
    // whether it stayed open (it is then cancelled).
    void answerGoTo(const QString& place, QString* said, bool* stayed)
    {
        test::whenDialogShows([=](QWidget* dialog) {
            auto* field = dialog->findChild<QLineEdit*>(QStringLiteral("place"));
            field->selectAll();
            QTest::keyClicks(field, place);
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
            *stayed = dialog->isVisible();
            auto* message = dialog->findChild<QLabel*>(QStringLiteral("message"));
            *said = message->isVisibleTo(dialog) ? message->text() : QString();
            if (*stayed) static_cast<QDialog*>(dialog)->reject();
        });
    }

private slots:
    void thePaletteListsTheEnabledActionsByTheirNamesInTheUsersLanguage()
    {
        m_german = std::make_unique<QTranslator>();
        QVERIFY(m_german->load(QStringLiteral(":/i18n/mazeworks_de")));
        QCoreApplication::installTranslator(m_german.get());
        newWindow(); // takes its words when made
        m_window->activateWindow(); // as the window manager gives it back after the dialog
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        const QString zoomIn = plainText(QCoreApplication::translate("mazeworks::MainWindow", "Zoom &In"));
        QVERIFY(zoomIn != QStringLiteral("Zoom In"));
        // No level: Go to Line has nothing to go to, and is not listed.
        CommandPaletteDialog* dialog = openPalette();
        QVERIFY(dialog);
        QVERIFY(dialog->shownNames().contains(zoomIn));
        const QString goTo = plainText(goToLine()->action()->text());
        QVERIFY(!dialog->shownNames().contains(goTo));
        // The key at the right, the menu below.
        const QList<QListWidgetItem*> rows = dialog->list()->findItems(zoomIn, Qt::MatchExactly);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows[0]->data(Qt::UserRole + 2).toString(),
            QKeySequence(Qt::CTRL | Qt::Key_Plus).toString(QKeySequence::NativeText));
        QCOMPARE(rows[0]->data(Qt::UserRole + 1).toString(),
            plainText(QCoreApplication::translate("mazeworks::MainWindow", "&View")));
        QTest::keyClick(dialog->field(), Qt::Key_Escape);
        QTRY_VERIFY(!palette()->dialog());
        m_window->openClassic();
        dialog = openPalette();
        QVERIFY(dialog);
        QVERIFY(dialog->shownNames().contains(goTo));
        QTest::keyClick(dialog->field(), Qt::Key_Escape);
    }

    void typingFiltersByWordsInAnyOrderAndEnterRunsTheChosenAction()
    {
        m_window->openClassic();
        MapView* view = m_window->currentView();
        // Fitted once the window has settled; then a zoom of the user's, which stays.
        QTRY_COMPARE(view->scale(), view->fittingScale());
        view->resetZoom();
        const double before = view->scale();
        CommandPaletteDialog* dialog = openPalette();
        QVERIFY(dialog);
        QVERIFY(dialog->shownNames().size() > 20);
        // Words no action has: the palette says so.
        auto* nothing = dialog->findChild<QLabel*>(QStringLiteral("nothing"));
        QVERIFY(!nothing->isVisibleTo(dialog));
        QTest::keyClicks(dialog->field(), QStringLiteral("zoom xylophone"));
        QVERIFY(dialog->shownNames().isEmpty());
        QVERIFY(nothing->isVisibleTo(dialog));
        dialog->field()->clear();
        QVERIFY(!nothing->isVisibleTo(dialog));
        QTest::keyClicks(dialog->field(), QStringLiteral("IN zoo"));
        QCOMPARE(dialog->shownNames(), QStringList { QStringLiteral("Zoom In") });
        QTest::keyClick(dialog->field(), Qt::Key_Return);
        QTRY_VERIFY(!palette()->dialog());
        QVERIFY(view->scale() > before);
    }

    void upAndDownChooseAndEscClosesWithoutRunningAnything()
    {
        m_window->openClassic();
        MapView* view = m_window->currentView();
        // Fitted once the window has settled; then a zoom of the user's, which stays.
        QTRY_COMPARE(view->scale(), view->fittingScale());
        view->resetZoom();
        const double before = view->scale();
        CommandPaletteDialog* dialog = openPalette();
        QVERIFY(dialog);
        QTest::keyClicks(dialog->field(), QStringLiteral("zoom"));
        QCOMPARE(dialog->shownNames(), (QStringList { QStringLiteral("Zoom In"), QStringLiteral("Zoom Out") }));
        QCOMPARE(dialog->list()->currentItem()->text(), QStringLiteral("Zoom In"));
        QTest::keyClick(dialog->field(), Qt::Key_Down);
        QCOMPARE(dialog->list()->currentItem()->text(), QStringLiteral("Zoom Out"));
        QTest::keyClick(dialog->field(), Qt::Key_Up);
        QCOMPARE(dialog->list()->currentItem()->text(), QStringLiteral("Zoom In"));
        QTest::keyClick(dialog->field(), Qt::Key_Escape);
        QTRY_VERIFY(!palette()->dialog());
        QCOMPARE(view->scale(), before);
    }

    void theLineAndColumnOfARowSelectItsTileAndItsSourceLine()
    {
        m_window->openClassic();
        QString said;
        bool stayed = true;
        // Line 8 of the classic maze is its fifth row: "row X.XXXX.XXXXX.X...", the row's
        // letters from column 5; column 11 is its seventh tile.
        answerGoTo(QStringLiteral("8:11"), &said, &stayed);
        goToLine()->action()->trigger();
        QVERIFY2(!stayed, qPrintable(said));
        QCOMPARE(goToLine()->selected(), std::optional<Cell>(Cell { 6, 4 }));
        auto* source = dock<SourceDock>();
        QVERIFY(source->isVisible());
        QCOMPARE(source->view()->cursorLineColumn(), std::make_pair(8, 11));
        // A place's line selects the tile it names: "fruit 13 16".
        answerGoTo(QStringLiteral("48"), &said, &stayed);
        goToLine()->action()->trigger();
        QVERIFY2(!stayed, qPrintable(said));
        QCOMPARE(goToLine()->selected(), std::optional<Cell>(Cell { 13, 16 }));
        QCOMPARE(source->view()->cursorLineColumn(), std::make_pair(48, 1));
        // Ctrl+L asks too.
        answerGoTo(QStringLiteral("4, 5"), &said, &stayed);
        m_window->activateWindow(); // as the window manager gives it back after the dialog
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier);
        QTRY_COMPARE(goToLine()->selected(), std::optional<Cell>(Cell { 0, 0 }));
    }

    void aPlaceThatIsNotInTheTextIsRefusedWithAMessage()
    {
        m_window->openClassic();
        auto* source = dock<SourceDock>();
        const struct {
            const char* place;
            const char* says;
        } refused[] = {
            { "99:1", "no line 99" },
            { "0", "no line 0" },
            { "8:40", "no column 40" },
            { "eight", "as numbers" },
        };
        for (const auto& r : refused) {
            QString said;
            bool stayed = false;
            answerGoTo(QString::fromLatin1(r.place), &said, &stayed);
            goToLine()->action()->trigger();
            QVERIFY2(stayed, r.place);
            QVERIFY2(said.contains(QString::fromLatin1(r.says)), qPrintable(said));
            QCOMPARE(goToLine()->selected(), std::optional<Cell>());
            QVERIFY(!source->isVisible());
        }
    }

    void theTextsPlacesMapToTheTilesTheyName()
    {
        const QByteArray text = "# a comment\nrow XXX\n  row X.X # the middle\nweight 191\nmuncher 1 1 left\n";
        QCOMPARE(lineCount(text), 5);
        QCOMPARE(columnCount(text, 3), 22);
        QCOMPARE(tileAt(text, 1, 1), std::optional<Cell>());
        QCOMPARE(tileAt(text, 2, 5), std::optional<Cell>(Cell { 0, 0 }));
        QCOMPARE(tileAt(text, 3, 8), std::optional<Cell>(Cell { 1, 1 }));
        QCOMPARE(tileAt(text, 3, 3), std::optional<Cell>()); // the keyword
        QCOMPARE(tileAt(text, 4, 10), std::optional<Cell>(Cell { 2, 0 }));
        QCOMPARE(tileAt(text, 5, 1), std::optional<Cell>(Cell { 1, 1 }));
        QCOMPARE(parseLineColumn(QStringLiteral(" 12 : 5 ")), std::optional(std::make_pair(12, 5)));
        QCOMPARE(parseLineColumn(QStringLiteral("12")), std::optional(std::make_pair(12, 1)));
        QVERIFY(!parseLineColumn(QStringLiteral("12:")));
    }
};

QTEST_MAIN(TstQuickWays)
#include "tst_quickways.moc"

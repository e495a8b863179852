#include "editor/editorfixture.h"
#include "testmaps.h"

#include "diagnosticsdock.h"
#include "document.h"
#include "dungeonview.h"
#include "generatedock.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "playdock.h"
#include "sourcedock.h"
#include "sourceview.h"
#include "toolsdock.h"

#include <QAction>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

#include <cstdlib>

using namespace mazeworks;

// The window's layout on a laptop's screen (1280 x 720), as a first-time user finds it: the
// map is the largest part of the window, and it keeps its share whichever panels open.
class TstLayout : public test::EditorTest {
    Q_OBJECT

public:
    TstLayout()
        : EditorTest(Setup { QSize(1280, 720), true, std::nullopt })
    {
    }

private:
    void prepare() override
    {
        m_window->openClassic();
        settle();
    }

    // Lets the layout and the panels' requests for room answer.
    static void settle()
    {
        for (int i = 0; i < 6; ++i) {
            QTest::qWait(20);
            QCoreApplication::processEvents();
        }
    }

    QWidget* mapViewport() const { return m_window->currentView()->viewport(); }

    // Whether two layouts (as layout() says them) are the same but for a pixel here and there:
    // Qt shares a column's height among its panels by their proportions and rounds, so a state
    // restored into the same window may split a column one pixel otherwise than the first start.
    static bool sameToAPixel(const QString& a, const QString& b)
    {
        static const QRegularExpression number(QStringLiteral("-?\\d+"));
        QString wordsA = a, wordsB = b;
        if (wordsA.replace(number, QStringLiteral("#")) != wordsB.replace(number, QStringLiteral("#"))) return false;
        auto ia = number.globalMatch(a), ib = number.globalMatch(b);
        while (ia.hasNext() && ib.hasNext()) {
            if (std::abs(ia.next().captured().toInt() - ib.next().captured().toInt()) > 1) return false;
        }
        return true;
    }

    // The window as the failure message says it: the map's size and every panel's in sight.
    QString layout() const
    {
        QStringList docks;
        for (const QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
            if (!dock->isVisible()) continue;
            docks << QStringLiteral("%1 %2 x %3 at %4,%5")
                         .arg(dock->objectName())
                         .arg(dock->width())
                         .arg(dock->height())
                         .arg(dock->x())
                         .arg(dock->y());
        }
        docks.sort(); // by name: a panel that floated and came back is found later
        QStringList parts { QStringLiteral("map %1 x %2 in a window of %3 x %4")
                                .arg(mapViewport()->width())
                                .arg(mapViewport()->height())
                                .arg(m_window->width())
                                .arg(m_window->height()) };
        return (parts + docks).join(QStringLiteral(", "));
    }

    // The map keeps 30% of the window's width and of its height (less its tab bar), whatever
    // the panels asked for.
    void mapKeepsItsShare() const
    {
        const QSize map = mapViewport()->size();
        QVERIFY2(map.width() >= m_window->width() * 3 / 10 - 4, qPrintable(layout()));
        QVERIFY2(map.height() >= m_window->height() * 3 / 10 - 4, qPrintable(layout()));
    }

    // Whether `widget` is in sight inside its scroll area (not scrolled away, not cut off).
    static bool inSight(const QWidget* widget, const QScrollArea* scroll)
    {
        const QRect where(widget->mapTo(scroll->viewport(), QPoint(0, 0)), widget->size());
        return widget->isVisible() && scroll->viewport()->rect().contains(where);
    }

    QAction* action(const char* name) const
    {
        for (QAction* a : m_window->findChildren<QAction*>()) {
            if (a->objectName() == QLatin1String(name)) return a;
        }
        qFatal("no action %s", name);
    }

    void openGenerator() { action("showGenerator")->trigger(); }
    void openPlay() { dock<PlayDock>()->playCurrent(); }
    void openSource() { QTest::keyClick(m_window->currentView(), Qt::Key_U, Qt::ControlModifier); }
    void openSearchCode()
    {
        QTest::keyClick(m_window->currentView(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    }

    // The classic maze with lines no level may have: as many problems as lines.
    static QByteArray levelWithProblems(int count)
    {
        QByteArray text = QByteArray::fromStdString(test::classicText());
        for (int i = 0; i < count; ++i) text += "frobnicate " + QByteArray::number(i) + '\n';
        return text;
    }

    DiagnosticsDock* diagnostics() const { return dock<DiagnosticsDock>(); }
    // The user drags the edge between the map and the Diagnostics panel up, in two moves.
    void dragTheDiagnosticsEdgeUp(int pixels) const
    {
        const QPoint edge(
            (m_window->centralWidget()->geometry().left() + m_window->centralWidget()->geometry().right()) / 2,
            (m_window->centralWidget()->geometry().bottom() + diagnostics()->geometry().top()) / 2);
        QWindow* window = m_window->windowHandle();
        QTest::mousePress(window, Qt::LeftButton, {}, edge);
        QTest::mouseMove(window, edge - QPoint(0, pixels / 2));
        QTest::mouseMove(window, edge - QPoint(0, pixels));
        QTest::mouseRelease(window, Qt::LeftButton, {}, edge - QPoint(0, pixels));
    }
    QTreeView* problemList() const { return diagnostics()->findChild<QTreeView*>(QStringLiteral("diagnosticsList")); }
    // How many whole rows of problems the Diagnostics panel shows.
    int problemRowsInSight() const
    {
        QTreeView* list = problemList();
        const int row = list->sizeHintForRow(0);
        return row > 0 ? list->viewport()->height() / row : 0;
    }

private slots:
    // Seen at 1280 x 720 under openbox: the default layout left the map about 500 x 410 px; the
    // Diagnostics panel took 150 px of height to say "No problems", the Tools panel scrolled
    // sideways.
    void aFirstStartOnALaptopScreenGivesTheMapMostOfTheWindow()
    {
        const QSize map = mapViewport()->size();
        const QSize window = m_window->size();
        QVERIFY2(map.width() * map.height() >= window.width() * window.height() * 38 / 100, qPrintable(layout()));
        QVERIFY2(map.width() >= window.width() / 2, qPrintable(layout()));
        QVERIFY2(map.height() >= window.height() * 2 / 3, qPrintable(layout()));
        // The largest part of the window.
        for (const QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
            if (!dock->isVisible()) continue;
            QVERIFY2(dock->width() * dock->height() < map.width() * map.height(), qPrintable(layout()));
        }
    }

    void theDiagnosticsPanelIsAsSmallAsItsNewsWhenThereAreNoProblems()
    {
        auto* empty = diagnostics()->findChild<QLabel*>(QStringLiteral("diagnosticsEmpty"));
        QVERIFY(empty->isVisible());
        // Its sentence and the title bar, not 150 px of grey.
        const int lines = diagnostics()->height() / empty->fontMetrics().lineSpacing();
        QVERIFY2(lines <= 5, qPrintable(layout()));
        QVERIFY2(!empty->text().isEmpty() && empty->height() >= empty->heightForWidth(empty->width()) - 1,
            "the sentence is cut off");
    }

    void theDiagnosticsPanelGrowsForProblemsAndGivesTheRoomBack()
    {
        auto* document = new Document;
        document->loadText(levelWithProblems(12), QString());
        m_window->addDocument(document, QStringLiteral("Broken"));
        QTRY_VERIFY(document->diagnostics().size() >= 12);
        QTRY_VERIFY2(problemRowsInSight() >= 5, qPrintable(layout()));
        settle();
        mapKeepsItsShare();
        // The classic maze again: nothing to list, the room goes back to the map.
        m_window->setCurrentIndex(0);
        QTRY_VERIFY2(diagnostics()->height() / diagnostics()->fontMetrics().lineSpacing() <= 5, qPrintable(layout()));
    }

    void theDiagnosticsPanelKeepsTheHeightTheUserGaveIt()
    {
        // The user drags the edge between the map and the panel 120 px up.
        const int before = diagnostics()->height();
        dragTheDiagnosticsEdgeUp(120);
        QTRY_VERIFY2(diagnostics()->height() >= before + 100, qPrintable(layout()));
        const int given = diagnostics()->height();
        // Problems come and go: the height stays the user's.
        auto* document = new Document;
        document->loadText(levelWithProblems(3), QString());
        m_window->addDocument(document, QStringLiteral("Broken"));
        QTRY_VERIFY(document->diagnostics().size() >= 3);
        settle();
        QCOMPARE(diagnostics()->height(), given);
        m_window->setCurrentIndex(0);
        settle();
        QCOMPARE(diagnostics()->height(), given);
    }

    // From issue 29: a new map, a house painted, then G and a click for each ghost and P for the
    // fruit. Each placement changed the count of problems, the Diagnostics panel changed its
    // height, the map moved some 37 px and the next click landed on a wall. The map stays where
    // it is while the level is edited, whatever the panels round it say.
    void theMapStaysPutWhileEditsChangeTheProblems()
    {
        // The Source panel open too: its text changes with every edit.
        openSource();
        settle();
        Document* document = m_window->currentDocument();
        MapView* view = m_window->currentView();
        const Maze whole = document->maze();
        QVERIFY(document->diagnostics().empty());
        const QRect where(mapViewport()->mapTo(m_window.get(), QPoint(0, 0)), mapViewport()->size());
        const QPoint screenPoint = mapViewport()->mapToGlobal(mapViewport()->rect().center());
        const Cell under = view->cellAt(mapViewport()->mapFromGlobal(screenPoint));
        auto mapStayed = [&](const char* when) {
            const QRect now(mapViewport()->mapTo(m_window.get(), QPoint(0, 0)), mapViewport()->size());
            const Cell cell = view->cellAt(mapViewport()->mapFromGlobal(screenPoint));
            QVERIFY2(now == where && cell == under,
                qPrintable(QStringLiteral("%1: the map was %2 x %3 at %4,%5 with tile %6,%7 under the mouse, now "
                                          "%8 x %9 at %10,%11 with tile %12,%13: %14")
                               .arg(QLatin1String(when))
                               .arg(where.width())
                               .arg(where.height())
                               .arg(where.x())
                               .arg(where.y())
                               .arg(under.col)
                               .arg(under.row)
                               .arg(now.width())
                               .arg(now.height())
                               .arg(now.x())
                               .arg(now.y())
                               .arg(cell.col)
                               .arg(cell.row)
                               .arg(layout())));
        };
        // The pieces taken away one by one: many problems.
        Maze edited = whole;
        edited.muncher.reset();
        edited.fruit.reset();
        for (auto& ghost : edited.ghosts) {
            ghost.reset();
            document->setPlaces(edited);
            document->waitForValidation();
            settle();
            mapStayed("a ghost taken away");
            if (QTest::currentTestFailed()) return;
        }
        QVERIFY(document->diagnostics().size() >= 6);
        // And put back one by one, as the user placed them: few, then none.
        for (std::size_t k = 0; k < edited.ghosts.size(); ++k) {
            edited.ghosts[k] = whole.ghosts[k];
            document->setPlaces(edited);
            document->waitForValidation();
            settle();
            mapStayed("a ghost placed");
            if (QTest::currentTestFailed()) return;
        }
        edited.muncher = whole.muncher;
        edited.fruit = whole.fruit;
        document->setPlaces(edited);
        document->waitForValidation();
        settle();
        QVERIFY(document->diagnostics().empty());
        mapStayed("every piece placed");
    }

    // View > Reset Layout after a day's work: the Diagnostics panel dragged tall, the Generate
    // and Source panels open, the Tools panel floating and the Overlays panel closed. Every panel
    // goes back where the first start put it, at its size, and the Diagnostics panel is as tall
    // as its news again, now and on the next start.
    void resetLayoutPutsEveryPanelBackWhereTheFirstStartPutIt()
    {
        const QString first = layout();
        const int news = diagnostics()->height();
        dragTheDiagnosticsEdgeUp(120);
        QTRY_VERIFY2(diagnostics()->height() >= news + 100, qPrintable(layout()));
        openGenerator();
        openSource();
        settle();
        dock<ToolsDock>()->setFloating(true);
        dock<OverlayDock>()->close();
        settle();
        QVERIFY(layout() != first);

        action("resetLayout")->trigger();
        settle();
        QVERIFY2(sameToAPixel(layout(), first), qPrintable(layout() + QStringLiteral("\nfirst: ") + first));
        QVERIFY(!dock<ToolsDock>()->isFloating());
        QVERIFY(!dock<GenerateDock>()->isVisible());
        QVERIFY(!QSettings().value(QStringLiteral("diagnostics/userSized"), false).toBool());
        // The Diagnostics panel follows its news again: it grows for problems.
        auto* document = new Document;
        document->loadText(levelWithProblems(12), QString());
        m_window->addDocument(document, QStringLiteral("Broken"));
        QTRY_VERIFY2(problemRowsInSight() >= 5, qPrintable(layout()));
        // And the Generate panel opens in a tab again, as on a first start.
        m_window->setCurrentIndex(0);
        openGenerator();
        settle();
        QVERIFY2(!m_window->tabifiedDockWidgets(dock<GenerateDock>()).isEmpty(), qPrintable(layout()));
        mapKeepsItsShare();
    }

    // Seen at 1280 x 720: the maze fitted the window on a first start; the Generate panel opened
    // and the map kept its zoom, cut off at the side with a scroll bar under it.
    void aFittedMapKeepsFittingAsPanelsTakeRoomAndAZoomOfTheUsersStays()
    {
        MapView* view = m_window->currentView();
        auto wholeMazeInSight = [&] {
            return !view->horizontalScrollBar()->isVisible() && !view->verticalScrollBar()->isVisible()
                && view->visibleTiles().contains(QRect(0, 0, 27, 30));
        };
        QVERIFY2(wholeMazeInSight(), qPrintable(layout()));
        const double first = view->scale();
        openGenerator();
        settle();
        QVERIFY2(view->scale() < first, qPrintable(layout()));
        QCOMPARE(view->scale(), view->fittingScale());
        QVERIFY2(wholeMazeInSight(), qPrintable(layout()));
        // The window grows: the maze with it.
        m_window->resize(1600, 1000);
        settle();
        QVERIFY2(view->scale() > first, qPrintable(layout()));
        QCOMPARE(view->scale(), view->fittingScale());
        QVERIFY2(wholeMazeInSight(), qPrintable(layout()));
        // A zoom of the user's is theirs: the window shrinks, the zoom stays.
        action("zoomIn")->trigger();
        const double chosen = view->scale();
        m_window->resize(1280, 720);
        settle();
        QCOMPARE(view->scale(), chosen);
        // Fit to Window (Ctrl+0) fits, and keeps fitting.
        action("zoomToFit")->trigger();
        m_window->resize(1600, 1000);
        settle();
        QCOMPARE(view->scale(), view->fittingScale());
        QVERIFY2(wholeMazeInSight(), qPrintable(layout()));
    }

    // Seen at 1280 x 720: the Generate panel opened with its Step and Run buttons scrolled out of
    // sight under the picture; the user had to scroll the panel to start the dungeon.
    void theGeneratorsButtonsAreInSightWhenItOpens_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        QTest::newRow("German") << QStringLiteral("de");
    }
    void theGeneratorsButtonsAreInSightWhenItOpens()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/mazeworks_") + language));
            QCoreApplication::installTranslator(&translator);
        }
        const auto removeTranslator = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        newWindow();
        m_window->openClassic();
        settle();
        openGenerator();
        settle();
        auto* panel = dock<GenerateDock>();
        auto* scroll = qobject_cast<QScrollArea*>(panel->widget());
        QVERIFY(scroll);
        for (const char* name : { "restartDungeonButton", "stepDungeonButton", "nextPhaseButton", "runDungeonButton",
                 "finishDungeonButton", "generatorSpeed" }) {
            auto* widget = panel->findChild<QWidget*>(QLatin1String(name));
            QVERIFY2(widget, name);
            QVERIFY2(inSight(widget, scroll), qPrintable(QStringLiteral("%1 is out of sight: %2").arg(name, layout())));
        }
        // And some of the picture under them.
        const QRect picture(panel->view()->mapTo(scroll->viewport(), QPoint()), panel->view()->size());
        QVERIFY2(scroll->viewport()->rect().intersected(picture).height() >= 100, qPrintable(layout()));
    }

    void theToolsPanelDoesNotScrollSideways()
    {
        auto* scroll = qobject_cast<QScrollArea*>(dock<ToolsDock>()->widget());
        QVERIFY(scroll);
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
            qPrintable(QStringLiteral("the tools are %1 px wide in a panel of %2: %3")
                           .arg(scroll->widget()->minimumSizeHint().width())
                           .arg(scroll->viewport()->width())
                           .arg(layout())));
    }

    void theMapKeepsItsShareAsPanelsOpen_data()
    {
        QTest::addColumn<QStringList>("panels");
        QTest::newRow("Generate") << QStringList { QStringLiteral("generate") };
        QTest::newRow("Play") << QStringList { QStringLiteral("play") };
        QTest::newRow("Source") << QStringList { QStringLiteral("source") };
        QTest::newRow("Search Code") << QStringList { QStringLiteral("code") };
        QTest::newRow("all, code first") << QStringList { QStringLiteral("code"), QStringLiteral("source"),
            QStringLiteral("generate"), QStringLiteral("play") };
        QTest::newRow("all, generate first") << QStringList { QStringLiteral("generate"), QStringLiteral("play"),
            QStringLiteral("source"), QStringLiteral("code") };
    }
    void theMapKeepsItsShareAsPanelsOpen()
    {
        QFETCH(QStringList, panels);
        for (const QString& panel : panels) {
            if (panel == QLatin1String("generate")) openGenerator();
            if (panel == QLatin1String("play")) openPlay();
            if (panel == QLatin1String("source")) openSource();
            if (panel == QLatin1String("code")) openSearchCode();
            settle();
            mapKeepsItsShare();
        }
    }

    // Seen in German at 1280 x 720: the Generate panel's start hint was cut off, the picture it
    // is drawn on scrolled out of the panel's sight.
    void theGeneratorsStartHintIsInSightInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/mazeworks_de")));
        QCoreApplication::installTranslator(&german);
        const auto englishAgain = qScopeGuard([&german] { QCoreApplication::removeTranslator(&german); });
        newWindow();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openClassic();
        openGenerator();
        settle();
        auto* view = m_window->findChild<DungeonView*>(QStringLiteral("dungeonView"));
        QVERIFY(view);
        QTRY_VERIFY(view->message().startsWith(QStringLiteral("Schritt")));
        settle();
        auto* scroll = qobject_cast<QScrollArea*>(dock<GenerateDock>()->widget());
        QVERIFY(scroll);
        const QRect hint = view->messageRect();
        QVERIFY2(view->rect().contains(hint), "the hint's words do not fit the picture");
        const QRect seen(view->mapTo(scroll->viewport(), hint.topLeft()), hint.size());
        QVERIFY2(scroll->viewport()->rect().contains(seen),
            qPrintable(QStringLiteral("the hint at %1,%2 %3 x %4 in a panel showing %5 x %6: %7")
                           .arg(seen.x())
                           .arg(seen.y())
                           .arg(seen.width())
                           .arg(seen.height())
                           .arg(scroll->viewport()->width())
                           .arg(scroll->viewport()->height())
                           .arg(layout())));
        m_window.reset(); // before its language goes
    }

    // From the issue: the Source panel opened 7 lines tall and squeezed the Overlays panel into
    // a sliver.
    void theSourcePanelOpensTallEnoughToReadBesideTheOverlays()
    {
        openSource();
        auto* source = dock<SourceDock>();
        QTRY_VERIFY(source->isVisible());
        settle();
        SourceView* text = source->view();
        const int lines = text->viewport()->height() / text->fontMetrics().lineSpacing();
        QVERIFY2(lines >= 10, qPrintable(QStringLiteral("%1 lines: %2").arg(lines).arg(layout())));
        // The Overlays panel keeps what the class must see: what it shows and the step buttons.
        auto* overlays = dock<OverlayDock>();
        QVERIFY2(overlays->isVisible(), qPrintable(layout()));
        auto* scroll = qobject_cast<QScrollArea*>(overlays->widget());
        QVERIFY(scroll);
        QWidget* mode = overlays->findChild<QWidget*>(QStringLiteral("overlayMode"));
        QVERIFY(mode);
        QVERIFY2(inSight(mode, scroll), qPrintable(layout()));
        int steps = 0;
        for (QToolButton* button : overlays->findChildren<QToolButton*>()) {
            if (!button->defaultAction() || button->defaultAction()->objectName() != QLatin1String("stepSearch"))
                continue;
            ++steps;
            QVERIFY2(inSight(button, scroll), qPrintable(layout()));
        }
        QCOMPARE(steps, 1);
    }
};

QTEST_MAIN(TstLayout)
#include "tst_layout.moc"

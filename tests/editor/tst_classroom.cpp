#include "choices.h"
#include "codedock.h"
#include "codepanel.h"
#include "document.h"
#include "editor/editorfixture.h"
#include "editorapp.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaylegend.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "path/flowfield.h"
#include "path/gridsearch.h"
#include "path/pathfinder.h"
#include "path/watchedsearch.h"
#include "race.h"
#include "racewindow.h"
#include "searchexport.h"
#include "searchtext.h"
#include "sharedkeys.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <cmath>

using namespace mazeworks;

namespace {

// Rooms and a ring, closed all round (so that jump point search applies), with a forest of
// weight 5 across the middle of the bottom corridor.
const char* const kRooms = "name Rooms\n"
                           "row XXXXXXXXXXX\n"
                           "row X.........X\n"
                           "row X.XXX.XXX.X\n"
                           "row X.X.....X.X\n"
                           "row X.X.XXX.X.X\n"
                           "row X.........X\n"
                           "row XXXXXXXXXXX\n"
                           "weight 11111111111\n"
                           "weight 11111111111\n"
                           "weight 11111111111\n"
                           "weight 11111111111\n"
                           "weight 11111111111\n"
                           "weight 11115551111\n"
                           "weight 11111111111\n";

// What a search reads of a level, made here apart from the overlays.
struct Grid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> open;
    std::vector<std::uint8_t> weights;

    explicit Grid(const Maze& maze)
        : width(maze.width())
        , height(maze.height())
    {
        for (int row = 0; row < height; ++row) {
            for (int col = 0; col < width; ++col) {
                open.push_back(isCorridor(maze.tiles.get(col, row)) ? 1 : 0);
                weights.push_back(static_cast<std::uint8_t>(maze.weight(col, row)));
            }
        }
    }
    GridView view() const { return { width, height, open.data(), weights.data(), Edges::Wrap }; }
};

QString tileText(Cell c) { return QStringLiteral("(%1, %2)").arg(c.col).arg(c.row); }

} // namespace

class TstClassroom : public test::EditorTest {
    Q_OBJECT

public:
    TstClassroom()
        : EditorTest(QSize(1400, 950))
    {
    }

private:
    OverlayDock* m_dock = nullptr;
    MapView* m_view = nullptr;
    Document* m_document = nullptr;

    OverlayModel* model() const { return m_dock->model(); }
    CodePanel* code() const { return m_dock->codeDock()->panel(); }
    QTableWidget* table(const char* name) const { return code()->findChild<QTableWidget*>(QString::fromLatin1(name)); }

    QPoint at(Cell cell) const { return m_view->viewportPoint(QPointF(cell.col + 0.5, cell.row + 0.5)).toPoint(); }

    void check(const char* name, bool on)
    {
        auto* box = find<QCheckBox>(m_dock, QString::fromLatin1(name));
        QVERIFY(box && box->isEnabled());
        if (box->isChecked() != on) QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
        QCOMPARE(box->isChecked(), on);
    }

    // Picks the start and the goal with the pick tool, as on the map.
    void pick(Cell from, Cell to)
    {
        if (!m_dock->pickAction()->isChecked()) press(m_dock, "pickOverlayTiles");
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, at(from));
        QTest::mouseClick(m_view->viewport(), Qt::RightButton, {}, at(to));
        QCOMPARE(model()->start(), std::optional<Cell>(from));
        QCOMPARE(model()->goal(), std::optional<Cell>(to));
        QTest::keyClick(m_view, Qt::Key_Escape);
    }

    void showCode()
    {
        press(m_dock, "showSearchCode");
        QTRY_VERIFY(m_dock->codeDock()->isVisible());
    }

    // The code panel, the table and core's plain stepper agree, step after step, to the end.
    void stepAlongside(const SearchOptions& options, bool earlyExit, Cell from, Cell to)
    {
        const Grid grid(m_document->maze());
        WatchedSearch told(grid.view(), options, from, to, earlyExit);
        const bool jumps = told.jumps();
        GridSearch plain(grid.view(), told.options(), from, to);
        plain.setEarlyExit(told.earlyExit());
        JumpPointSearch jumper(grid.view(), options.movement, jumpMode(told.algorithm()));
        jumper.start(from, to);
        press(m_dock, "resetSearch");
        for (int step = 0; step <= 200; ++step) {
            // The line the last step ended on is the one highlighted, with the program's words.
            const int line = lineIndex(told.program(), told.lastStep().lines.back());
            QCOMPARE(code()->highlightedLine(), line);
            QCOMPARE(table("codeLines")->item(line, 2)->text().trimmed(),
                SearchText::codeLine(told.lastStep().lines.back(), model()->choice(), told.algorithm()));
            // The open list: core's rows, in order, each with its g (and h and f where shown).
            const GridSearch::Side side = told.nextSide();
            const std::vector<OpenRow> rows = told.openList(side);
            QTableWidget* open = table("openList");
            const int tileColumn = told.algorithm() == Algorithm::Bidirectional ? 2 : 1;
            const int shown = std::min<int>(static_cast<int>(rows.size()), CodePanel::kMostRows);
            for (int r = 0; r < shown; ++r) {
                QCOMPARE(open->item(r, tileColumn)->text(), tileText(rows[static_cast<std::size_t>(r)].cell));
                QCOMPARE(open->item(r, tileColumn + 1)->text(), SearchText::cost(rows[static_cast<std::size_t>(r)].g));
            }
            if (told.done()) break;
            // The first row is the tile the plain stepper takes next, at the cost it has there.
            Cell next { -1, -1 };
            if (jumps) {
                if (jumper.step()) next = *jumper.current();
            } else if (plain.step()) {
                next = *plain.current();
            }
            QTest::keyClick(m_view, Qt::Key_F10);
            QVERIFY(told.step());
            if (told.lastStep().taken) {
                QVERIFY(!rows.empty());
                QCOMPARE(rows.front().cell, next);
                QCOMPARE(*told.lastStep().taken, next);
                QCOMPARE(
                    m_dock->findChild<QLabel*>(QStringLiteral("visited"))->text(), QString::number(told.lookedAt()));
            }
        }
        QVERIFY(told.done());
        QVERIFY(!model()->isStepping());
        QCOMPARE(model()->path(), told.path().cells);
    }

    void prepare() override
    {
        m_dock = m_window->findChild<OverlayDock*>();
        m_dock->show();
        auto* document = new Document;
        document->loadText(kRooms, QString());
        m_view = m_window->addDocument(document, QStringLiteral("rooms"));
        m_document = document;
        QTest::qWait(20);
        m_view->setScale(32);
        m_view->centreOn({ 5, 3 });
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        pick({ 1, 1 }, { 9, 5 });
        m_view->setFocus();
    }

    // A race of four searches from (13, 22) to the corner (1, 1) of the classic maze.
    RaceWindow* raceOfFourOnTheClassicMaze()
    {
        m_window->openClassic();
        m_view = m_window->currentView();
        m_document = m_window->currentDocument();
        QTest::qWait(20);
        m_view->zoomToFit();
        pick({ 13, 22 }, { 1, 1 });
        press(m_dock, "openRace");
        RaceWindow* race = m_dock->raceWindow(false);
        find<QSpinBox>(race, QStringLiteral("raceCount"))->setValue(4);
        return race;
    }

private slots:
    void theCodeLineAndTheOpenListAgreeWithCoreAtEveryStepOfEverySearch_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("heuristic");
        QTest::addColumn<bool>("both");
        QTest::addColumn<bool>("earlyExit");
        QTest::addColumn<bool>("eight");
        QTest::addColumn<double>("weight");
        QTest::newRow("breadth-first") << "Breadth-first search" << QString() << false << true << false << 1.0;
        QTest::newRow("breadth-first, to the last tile")
            << "Breadth-first search" << QString() << false << false << false << 1.0;
        QTest::newRow("dijkstra") << "Dijkstra" << QString() << false << true << false << 1.0;
        QTest::newRow("dijkstra, to the last tile") << "Dijkstra" << QString() << false << false << true << 1.0;
        QTest::newRow("a*") << "A*"
                            << "Manhattan" << false << true << false << 1.0;
        QTest::newRow("a*, 8 directions") << "A*"
                                          << "Octile" << false << true << true << 1.0;
        QTest::newRow("weighted a*") << "A*"
                                     << "Euclidean" << false << true << false << 2.5;
        QTest::newRow("best-first") << "Greedy best-first"
                                    << "Chebyshev" << false << true << true << 1.0;
        QTest::newRow("bidirectional a*") << "A*"
                                          << "Manhattan" << true << true << false << 1.0;
        QTest::newRow("bidirectional dijkstra") << "Dijkstra" << QString() << true << true << true << 1.0;
        QTest::newRow("jump point search") << "Jump point search" << QString() << false << true << true << 1.0;
        QTest::newRow("jump point search+") << "Jump point search+" << QString() << false << true << false << 1.0;
        QTest::newRow("pruned jump point search")
            << "Pruned jump point search" << QString() << false << true << true << 1.0;
        QTest::newRow("pruned jump point search+")
            << "Pruned jump point search+" << QString() << false << true << false << 1.0;
    }

    void theCodeLineAndTheOpenListAgreeWithCoreAtEveryStepOfEverySearch()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, heuristic);
        QFETCH(bool, both);
        QFETCH(bool, earlyExit);
        QFETCH(bool, eight);
        QFETCH(double, weight);
        choose(m_dock, "movement", eight ? QStringLiteral("8 directions") : QStringLiteral("4 directions"));
        choose(m_dock, "algorithm", algorithm);
        if (!heuristic.isEmpty()) choose(m_dock, "heuristic", heuristic);
        if (model()->choice().goesBothWays()) check("bidirectional", both);
        if (model()->choice().mayExitEarly() && !both) check("earlyExit", earlyExit);
        if (weight != 1.0) {
            auto* spin = find<QDoubleSpinBox>(m_dock, QStringLiteral("guessWeight"));
            spin->setFocus();
            spin->selectAll();
            QTest::keyClicks(spin, QLocale().toString(weight, 'f', 1));
            QTest::keyClick(spin, Qt::Key_Enter);
            QCOMPARE(model()->choice().weight, weight);
        }
        showCode();
        m_view->setFocus();
        // The weights of the level count for all but breadth-first search, which the jump point
        // search cannot take: it runs A* instead, and says so.
        const SearchOptions options = model()->options();
        stepAlongside(options, model()->choice().earlyExit, { 1, 1 }, { 9, 5 });
    }

    void jumpPointSearchOnAMapWithoutWeightsJumpsAndDrawsItsRuns()
    {
        // Weights taken away: jump point search runs as itself.
        m_document->setText(QByteArray(kRooms).left(QByteArray(kRooms).indexOf("weight")));
        QTRY_VERIFY(!model()->isWeighted());
        choose(m_dock, "movement", QStringLiteral("8 directions"));
        choose(m_dock, "algorithm", QStringLiteral("Jump point search"));
        showCode();
        m_view->setFocus();
        stepAlongside(model()->options(), true, { 1, 1 }, { 9, 5 });
        QVERIFY(model()->search()->jumps());
        // Part way, the runs of the last step are drawn bright cyan between the tiles they ran over.
        press(m_dock, "resetSearch");
        QTest::keyClick(m_view, Qt::Key_F10);
        const WatchedSearch* search = model()->search();
        QVERIFY(search->runsOfLastStep() > 0);
        const JumpPointSearch::Run run = search->runs().back();
        const QImage picture = m_view->render(m_view->viewport()->size());
        const double ratio = picture.devicePixelRatio();
        bool cyan = false;
        for (const JumpPointSearch::Run& r : search->runs()) {
            if (r.from == r.to) continue;
            const QPointF a = m_view->viewportPoint(QPointF(r.from.col + 0.5, r.from.row + 0.5));
            const QPointF b = m_view->viewportPoint(QPointF(r.to.col + 0.5, r.to.row + 0.5));
            const QColor c = picture.pixelColor(((a + b) / 2 * ratio).toPoint());
            cyan = cyan || (c.blue() > 200 && c.green() > 180 && c.red() < 140);
        }
        Q_UNUSED(run);
        QVERIFY2(cyan, "no run drawn in its colour");
        auto* legend = m_dock->findChild<OverlayLegend*>();
        bool runsExplained = false;
        for (const auto& e : legend->entries())
            runsExplained = runsExplained || e.meaning.contains(QStringLiteral("jump point it found"));
        QVERIFY(runsExplained);
    }

    void theBidirectionalSearchDrawsBothSidesAndTheTileWhereTheyMet()
    {
        choose(m_dock, "algorithm", QStringLiteral("A*"));
        check("bidirectional", true);
        const WatchedSearch* search = model()->search();
        QVERIFY(search && search->done() && search->meeting());
        const Cell met = *search->meeting();
        const QImage picture = m_view->render(m_view->viewport()->size());
        const QColor centre = picture.pixelColor(
            (m_view->viewportPoint(QPointF(met.col + 0.5, met.row + 0.5)) * picture.devicePixelRatio()).toPoint());
        QVERIFY2(centre.lightness() > 200, "the meeting tile is not marked");
        // Part way, the goal's side is drawn too, in its own colour.
        press(m_dock, "resetSearch");
        for (int i = 0; i < 4; ++i) QTest::keyClick(m_view, Qt::Key_F10);
        bool backward = false;
        for (int row = 0; row < 7; ++row) {
            for (int col = 0; col < 11; ++col)
                backward = backward
                    || model()->pathState({ col, row }, GridSearch::Side::Backward) != GridSearch::State::Unseen;
        }
        QVERIFY(backward);
        bool explained = false;
        for (const auto& e : m_dock->findChild<OverlayLegend*>()->entries())
            explained = explained || e.meaning.contains(QStringLiteral("two sides met"));
        QVERIFY(explained);
    }

    void clickingARowOfTheOpenListShowsItsTileOnTheMap()
    {
        choose(m_dock, "algorithm", QStringLiteral("A*"));
        showCode();
        m_view->setFocus();
        press(m_dock, "resetSearch");
        for (int i = 0; i < 3; ++i) QTest::keyClick(m_view, Qt::Key_F10);
        QTableWidget* open = table("openList");
        QVERIFY(open->rowCount() >= 2);
        const QString text = open->item(1, 1)->text();
        QTest::mouseClick(open->viewport(), Qt::LeftButton, {}, open->visualItemRect(open->item(1, 1)).center());
        QVERIFY(model()->shownTile());
        QCOMPARE(tileText(*model()->shownTile()), text);
        QVERIFY(m_view->visibleTiles().contains(QPoint(model()->shownTile()->col, model()->shownTile()->row)));
        // The next step takes the mark away.
        QTest::keyClick(m_view, Qt::Key_F10);
        QVERIFY(!model()->shownTile());
    }

    // Seen on the screen: the Search Code panel opened under the Tools panel, as narrow as the
    // tools, its code cut off at the side and a few lines high.
    // On the screen the design is drawn for (1600 x 1000); on a smaller one the map's share comes
    // first (the next test).
    void theSearchCodePanelOpensOnItsKeyTallAndWideEnoughToReadEveryLine()
    {
        m_window->resize(1600, 1000);
        QTRY_COMPARE(m_window->width(), 1600);
        QVERIFY(!m_dock->codeDock()->isVisible());
        QTest::keyClick(m_view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(m_dock->codeDock()->isVisible());
        QTableWidget* lines = table("codeLines");
        auto widest = [lines] {
            int most = 0;
            for (int row = 0; row < lines->rowCount(); ++row)
                most = std::max(most, lines->sizeHintForIndex(lines->model()->index(row, 2)).width());
            return most;
        };
        QVERIFY(lines->rowCount() > 5);
        QTRY_VERIFY(lines->columnWidth(2) >= widest());
        QVERIFY(!lines->horizontalScrollBar()->isVisible());
        QVERIFY(!m_dock->codeDock()->isFloating());
        QVERIFY2(m_dock->codeDock()->height() > m_window->height() / 2, "the code has no room");
        // The map keeps room beside it.
        QVERIFY2(m_view->width() > m_window->width() / 5, qPrintable(QString::number(m_view->width())));
    }

    // Seen at 1280 x 720: the Search Code panel took nearly half the window beside the panels
    // on the right, and the map between them was a sliver 170 pixels wide. The map keeps 30% of
    // the window; the code panel and the panels on the right give up what they must.
    void theSearchCodePanelLeavesTheMapItsShareOfASmallWindow()
    {
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->width(), 1280);
        QTest::qWait(50);
        QCoreApplication::processEvents();
        const int rightBefore = m_dock->width();
        QTest::keyClick(m_view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(m_dock->codeDock()->isVisible());
        QTest::qWait(50);
        QCoreApplication::processEvents();
        QVERIFY2(m_window->centralWidget()->width() >= 1280 * 3 / 10 - 4,
            qPrintable(QStringLiteral("the map is %1 pixels wide").arg(m_window->centralWidget()->width())));
        // The code still has room to be read, and the panels on the right to be used: they give
        // up room down to a quarter of the window, no further (narrower ones give none).
        QVERIFY(m_dock->codeDock()->width() >= 1280 / 4);
        QVERIFY2(m_dock->width() >= std::min(rightBefore, 1280 / 4 - 4),
            qPrintable(QStringLiteral("%1 pixels wide, %2 before").arg(m_dock->width()).arg(rightBefore)));
    }

    void theKeysStepTheSearchFromTheCodePanelToo()
    {
        choose(m_dock, "algorithm", QStringLiteral("Dijkstra"));
        showCode();
        QTest::mouseClick(table("codeLines")->viewport(), Qt::LeftButton);
        QCOMPARE(m_window->sharedKeys()->attention(), m_dock->codeDock());
        QTest::keyClick(table("codeLines"), Qt::Key_F5, Qt::ShiftModifier);
        QCOMPARE(model()->figures().searchSteps, 0);
        QTest::keyClick(table("codeLines"), Qt::Key_F10);
        QTest::keyClick(table("codeLines"), Qt::Key_F10);
        QCOMPARE(model()->figures().searchSteps, 2);
        QCOMPARE(code()->highlightedLine(),
            lineIndex(model()->search()->program(), model()->search()->lastStep().lines.back()));
        QTest::keyClick(table("codeLines"), Qt::Key_F10, Qt::ControlModifier);
        QVERIFY(model()->search()->done());
        QCOMPARE(code()->highlightedLine(), lineIndex(model()->search()->program(), CodeLine::ReturnWay));
    }

    void aRaceOfAStarAndBreadthFirstSearchShowsTheirCoreCounts()
    {
        press(m_dock, "openRace");
        RaceWindow* race = m_dock->raceWindow(false);
        QVERIFY(race);
        QVERIFY(QTest::qWaitForWindowExposed(race));
        // Seen at 1280 x 720: the window ran past the bottom of the screen, the summary with it.
        QVERIFY(race->frameGeometry().height() <= race->screen()->availableGeometry().height());
        find<QSpinBox>(race, QStringLiteral("raceCount"))->setValue(2);
        choose(race, "raceSearch0", QStringLiteral("Breadth-first search"));
        choose(race, "raceSearch1", QStringLiteral("A*, Manhattan"));
        // The panes step together: two steps, two tiles each.
        race->activateWindow();
        QTRY_VERIFY(race->isActiveWindow());
        QTest::keyClick(race, Qt::Key_F10);
        QTest::keyClick(race, Qt::Key_F10);
        QCOMPARE(race->race()->search(0)->steps(), 2);
        QCOMPARE(race->race()->search(1)->steps(), 2);
        QVERIFY(!model()->isStepping()); // the overlay's search did not move
        QTest::keyClick(race, Qt::Key_F10, Qt::ControlModifier);
        QVERIFY(race->race()->allDone());
        const Grid grid(m_document->maze());
        SearchOptions cheapest;
        cheapest.algorithm = Algorithm::Dijkstra;
        cheapest.edges = Edges::Wrap;
        GridSearch reference(grid.view(), cheapest, { 1, 1 }, { 9, 5 });
        reference.run();
        const double optimum = reference.path().cost;
        const std::pair<Algorithm, Heuristic> searches[]
            = { { Algorithm::BreadthFirst, Heuristic::None }, { Algorithm::AStar, Heuristic::Manhattan } };
        int looked[2] = { 0, 0 };
        for (int pane = 0; pane < 2; ++pane) {
            SearchOptions o;
            o.algorithm = searches[pane].first;
            o.heuristic = searches[pane].second;
            o.edges = Edges::Wrap;
            GridSearch core(grid.view(), o, { 1, 1 }, { 9, 5 });
            core.run();
            const Path way = core.path();
            auto figure = [&](const char* name) {
                return find<QLabel>(race, QStringLiteral("%1%2").arg(QString::fromLatin1(name)).arg(pane))->text();
            };
            const double cost = wayCost(grid.view(), way.cells);
            QCOMPARE(figure("raceLookedAt"), QString::number(core.visited()));
            QCOMPARE(figure("raceFrontier"), QString::number(core.frontier().size()));
            QCOMPARE(figure("raceSteps"), QString::number(way.steps()));
            QCOMPARE(figure("raceCost"), SearchText::cost(cost));
            // In a narrow pane the badge says it by its sign, the words in its tip.
            auto* badgeLabel = find<QLabel>(race, QStringLiteral("raceBadge%1").arg(pane));
            const QString badge = badgeLabel->text() + QLatin1Char(' ') + badgeLabel->toolTip();
            QCOMPARE(badge.contains(QStringLiteral("optimal")), std::abs(cost - optimum) < 1e-9);
            looked[pane] = core.visited();
        }
        // A* looks at fewer tiles than breadth-first search, and finds the cheapest way.
        QVERIFY(looked[1] < looked[0]);
        const QString summary = find<QLabel>(race, QStringLiteral("raceSummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("A*, Manhattan")), qPrintable(summary));
        QVERIFY2(summary.contains(SearchText::cost(optimum)), qPrintable(summary));
        QVERIFY(find<QLabel>(race, QStringLiteral("raceBadge1"))->text().contains(QStringLiteral("\u2605")));
        QVERIFY(!find<QLabel>(race, QStringLiteral("raceBadge0"))->text().contains(QStringLiteral("\u2605")));
        // The race as a picture for a slide, under the name typed, ".png" added.
        QTemporaryDir dir;
        choices().answers.savePath = [&](const QString&, const QString&, const QString&) {
            return dir.filePath(QStringLiteral("two searches"));
        };
        press(race, "exportRacePicture");
        QVERIFY(!QImage(dir.filePath(QStringLiteral("two searches.png"))).isNull());
    }

    // From the issue: Ctrl+Shift+R, then Play or F5, and the race stayed at step 0, also after
    // Reset; only after one Single Step did Play play.
    void playStartsARaceThatHasNotBegun_data()
    {
        QTest::addColumn<bool>("key");
        QTest::addColumn<bool>("resetFirst");
        QTest::newRow("the Play button") << false << false;
        QTest::newRow("F5") << true << false;
        QTest::newRow("the Play button after Reset") << false << true;
        QTest::newRow("F5 after Reset") << true << true;
    }
    void playStartsARaceThatHasNotBegun()
    {
        QFETCH(bool, key);
        QFETCH(bool, resetFirst);
        RaceWindow* race = raceOfFourOnTheClassicMaze();
        QVERIFY(QTest::qWaitForWindowExposed(race));
        race->activateWindow();
        QTRY_VERIFY(race->isActiveWindow());
        if (resetFirst) press(race, "resetRace");
        QCOMPARE(race->race()->search(0)->steps(), 0);
        if (key)
            QTest::keyClick(race, Qt::Key_F5);
        else
            press(race, "playRace");
        QTRY_VERIFY_WITH_TIMEOUT(race->race()->search(0)->steps() > 0, 10000);
        QVERIFY(race->player()->isPlaying());
        // And Play again pauses it.
        press(race, "playRace");
        QVERIFY(!race->player()->isPlaying());
    }

    // From the issue: when the race ended, the header of the pane with two badges wrapped onto a
    // second line and its map dropped out of line with its neighbour's.
    void aFinishedRaceKeepsItsPanesHeadersOnOneLineAndItsMapsInLine()
    {
        // A tall level, so that the two panes stand side by side.
        RaceWindow* race = raceOfFourOnTheClassicMaze();
        QVERIFY(QTest::qWaitForWindowExposed(race));
        find<QSpinBox>(race, QStringLiteral("raceCount"))->setValue(2);
        choose(race, "raceSearch0", QStringLiteral("Breadth-first search"));
        choose(race, "raceSearch1", QStringLiteral("A*, Manhattan"));
        race->race()->finish();
        QTest::qWait(50);
        QCoreApplication::processEvents();
        auto* badge0 = find<QLabel>(race, QStringLiteral("raceBadge0"));
        auto* badge1 = find<QLabel>(race, QStringLiteral("raceBadge1"));
        QVERIFY(badge1->text().contains(QStringLiteral("\u2605"))); // two badges: optimal, fewest
        QList<MapView*> views;
        for (int i = 0; i < 2; ++i)
            views << find<QWidget>(race, QStringLiteral("racePane%1").arg(i))->findChild<MapView*>();
        QVERIFY(views[0] && views[1]);
        const QRect left(views[0]->mapTo(race, QPoint()), views[0]->size());
        const QRect right(views[1]->mapTo(race, QPoint()), views[1]->size());
        QVERIFY2(left.top() == right.top() && left.height() == right.height(),
            qPrintable(QStringLiteral("maps at y %1 and %2, %3 and %4 high")
                           .arg(left.top())
                           .arg(right.top())
                           .arg(left.height())
                           .arg(right.height())));
        QCOMPARE(badge0->height(), badge1->height());
        for (QLabel* badge : { badge0, badge1 }) {
            const QFontMetrics metrics(badge->font());
            QVERIFY2(badge->height() < 2 * metrics.lineSpacing(), qPrintable(badge->text()));
            QVERIFY2(metrics.horizontalAdvance(badge->text()) <= badge->contentsRect().width(),
                qPrintable(QStringLiteral("%1 in %2 px").arg(badge->text()).arg(badge->contentsRect().width())));
        }
    }

    void escapeClosesTheRaceWindow()
    {
        press(m_dock, "openRace");
        RaceWindow* race = m_dock->raceWindow(false);
        QVERIFY(QTest::qWaitForWindowExposed(race));
        race->activateWindow();
        QTRY_VERIFY(race->isActiveWindow());
        QTest::keyClick(race, Qt::Key_Escape);
        QTRY_VERIFY(!race->isVisible());
    }

    void aRaceOfFourFollowsTheOverlaysTiles()
    {
        press(m_dock, "openRace");
        RaceWindow* race = m_dock->raceWindow(false);
        find<QSpinBox>(race, QStringLiteral("raceCount"))->setValue(4);
        QCOMPARE(race->race()->count(), 4);
        QVERIFY(find<QComboBox>(race, QStringLiteral("raceSearch3")));
        pick({ 3, 3 }, { 1, 5 });
        QCOMPARE(race->race()->from(), (Cell { 3, 3 }));
        QCOMPARE(race->race()->to(), (Cell { 1, 5 }));
        race->race()->finish();
        QVERIFY(race->race()->summary().ready);
        QVERIFY(!find<QLabel>(race, QStringLiteral("raceSummary"))->text().isEmpty());
    }

    // Seen at 1280 x 720 in German: a race of three grew the window to 1538 pixels, past the
    // screen, its summary cut off; the panes with two badges were wider than the others, so the
    // same level was drawn at two sizes; and the title named the classic maze "Untitled" (it is named as its tab is).
    void aRaceOfFourFitsASmallScreenWithItsPanesAlike()
    {
        RaceWindow* race = raceOfFourOnTheClassicMaze();
        race->race()->finish(); // every badge shown: "optimal", "fewest tiles"
        QCoreApplication::processEvents();
        // Four panes side by side fit a screen 1280 pixels wide, whatever their names and badges.
        for (int i = 0; i < 4; ++i) {
            const int least = find<QWidget>(race, QStringLiteral("racePane%1").arg(i))->minimumSizeHint().width();
            QVERIFY2(least <= 1280 / 4 - 8, qPrintable(QStringLiteral("pane %1 needs %2 pixels").arg(i).arg(least)));
        }
        QVERIFY(find<QLabel>(race, QStringLiteral("raceTitle"))->text().contains(QStringLiteral("on classic.maze")));
    }

    // Seen on the screen: four panes of a tall level in two rows, each map a third of its pane.
    // The panes are arranged to draw the map largest: a tall level's side by side, a wide
    // level's one above the other.
    void aRaceOfFourArrangesItsPanesForTheShapeOfTheLevel()
    {
        press(m_dock, "openRace");
        RaceWindow* race = m_dock->raceWindow(false);
        race->resize(1200, 760);
        QVERIFY(QTest::qWaitForWindowExposed(race));
        find<QSpinBox>(race, QStringLiteral("raceCount"))->setValue(4);
        auto rows = [race] {
            QSet<int> tops;
            for (int i = 0; i < 4; ++i)
                tops << race->findChild<QWidget*>(QStringLiteral("racePane%1").arg(i))->geometry().top();
            return tops.size();
        };
        QTRY_COMPARE(rows(), 2); // the rooms are wide: two rows of two
        m_document->setText("name Tall\n"
                            "row XXXXX\nrow X...X\nrow X.X.X\nrow X.X.X\nrow X.X.X\nrow X.X.X\nrow X.X.X\n"
                            "row X.X.X\nrow X.X.X\nrow X.X.X\nrow X.X.X\nrow X...X\nrow XXXXX\n");
        QTRY_COMPARE(rows(), 1); // a tall level: four side by side
    }

    // Seen on the screen: in a race of four on the classic maze, one pane drew the level a zoom
    // step smaller than the others, its view a few pixels smaller than the step needed. The panes
    // are compared side by side: every pane draws the level at one scale, the largest that fits
    // them all, at whatever size the window is given.
    void everyPaneOfARaceDrawsTheLevelAtOneScale()
    {
        RaceWindow* race = raceOfFourOnTheClassicMaze();
        QVERIFY(QTest::qWaitForWindowExposed(race));
        choose(race, "raceSearch0", QStringLiteral("Breadth-first search"));
        race->race()->finish(); // badges of different lengths under the panes
        auto scales = [race] {
            QSet<double> seen;
            for (MapView* view : race->findChildren<MapView*>()) seen << view->scale();
            return seen;
        };
        int differing = 0;
        for (int size = 0; size < 24; ++size) {
            const int width = 900 + size * 25;
            race->resize(width, 520 + (size % 6) * 50);
            QTest::qWait(30);
            QCOMPARE(race->findChildren<MapView*>().size(), 4);
            if (scales().size() != 1) ++differing;
        }
        QCOMPARE(differing, 0);
    }

    void theFlowFieldPointsEveryTileToTheNearestGoalPicked()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Flow field"));
        press(m_dock, "pickOverlayTiles");
        QTest::mouseClick(m_view->viewport(), Qt::RightButton, {}, at({ 1, 1 })); // the only goal
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, at({ 9, 5 })); // and a second
        QCOMPARE(model()->flowGoals(), (std::vector<Cell> { { 1, 1 }, { 9, 5 } }));
        QCOMPARE(m_dock->findChild<QLabel*>(QStringLiteral("flowGoals"))->text(), QStringLiteral("2"));
        choose(m_dock, "flowCosts", QStringLiteral("Weights (Dijkstra)"));
        const Grid grid(m_document->maze());
        const std::vector<Cell> goals { { 1, 1 }, { 9, 5 } };
        const FlowField core(grid.view(), Movement::Four, Corners::Never, true, goals);
        const FlowField* shown = model()->flowField();
        QVERIFY(shown);
        for (int row = 0; row < 7; ++row) {
            for (int col = 0; col < 11; ++col) {
                QCOMPARE(shown->next({ col, row }), core.next({ col, row }));
                QCOMPARE(shown->cost({ col, row }), core.cost({ col, row }));
            }
        }
        // A click on a goal takes it away.
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, at({ 9, 5 }));
        QCOMPARE(model()->flowGoals(), (std::vector<Cell> { { 1, 1 } }));
        // The arrows are drawn: the picture differs from the map without the field.
        const QImage with = m_view->render(m_view->viewport()->size());
        choose(m_dock, "overlayMode", QStringLiteral("Nothing"));
        QVERIFY(m_view->render(m_view->viewport()->size()) != with);
    }

    void theLegendExplainsWhatEachOverlayDraws()
    {
        auto* legend = m_dock->findChild<OverlayLegend*>();
        auto meanings = [&] {
            QStringList all;
            for (const auto& e : legend->entries()) all << e.meaning;
            return all.join(QLatin1Char('|'));
        };
        QVERIFY(meanings().contains(QStringLiteral("in the open list")));
        QVERIFY(meanings().contains(QStringLiteral("weights, the cost of entering a tile")));
        QVERIFY(meanings().contains(QStringLiteral("5 forest")));
        choose(m_dock, "overlayMode", QStringLiteral("Distance map"));
        QVERIFY(meanings().contains(QStringLiteral("wave's crest")));
        choose(m_dock, "overlayMode", QStringLiteral("Flow field"));
        QVERIFY(meanings().contains(QStringLiteral("nearest goal")));
        choose(m_dock, "overlayMode", QStringLiteral("Nothing"));
        QVERIFY(legend->entries().empty());
    }

    void theSearchGoesOutAsAPictureAndAsNumberedFramesForSlides()
    {
        choose(m_dock, "algorithm", QStringLiteral("Dijkstra"));
        QTemporaryDir dir;
        const QString picture = dir.filePath(QStringLiteral("slide.png"));
        m_window->choices()->answers.savePath = [&](const QString&, const QString&, const QString&) { return picture; };
        press(m_dock, "exportOverlayPicture");
        QImage image(picture);
        QCOMPARE(image.size(), QSize(1920, 1080));
        // Every step, a frame each second step, and the last.
        const Grid grid(m_document->maze());
        WatchedSearch counted(grid.view(), model()->options(), { 1, 1 }, { 9, 5 });
        counted.finish();
        const int steps = counted.steps();
        SearchFrames* exporter = m_dock->exportFrames(dir.path(), QSize(640, 400), 2);
        QVERIFY(exporter);
        QSignalSpy done(exporter, &FrameExport::finished);
        QVERIFY(done.wait(30000));
        QCOMPARE(done.takeFirst().at(0).toBool(), true);
        const QStringList folders = QDir(dir.path()).entryList({ QStringLiteral("*-frames") }, QDir::Dirs);
        QCOMPARE(folders.size(), 1);
        const QStringList frames = QDir(dir.filePath(folders.front())).entryList({ QStringLiteral("frame_*.png") });
        QCOMPARE(frames.size(), 1 + steps / 2 + steps % 2);
        QCOMPARE(QImage(dir.filePath(folders.front() + QStringLiteral("/frame_000001.png"))).size(), QSize(640, 400));
    }
};

QTEST_MAIN(TstClassroom)
#include "tst_classroom.moc"

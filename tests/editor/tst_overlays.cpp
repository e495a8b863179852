#include "editor/editorfixture.h"
#include "testmaps.h"

#include "distancelayer.h"
#include "document.h"
#include "editorapp.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "path/distancemap.h"
#include "path/search.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QWheelEvent>
#include <QtTest>

#include <limits>

using namespace mazeworks;

namespace {

// The cost of a step on a level: 1 in the corridors, walls block.
auto corridorCost(const TileMap<Tile>& map)
{
    return [&map](int col, int row) { return isCorridor(map[map.index(col, row)]) ? 1.0 : kInfinity; };
}

} // namespace

class TstOverlays : public test::EditorTest {
    Q_OBJECT

public:
    TstOverlays()
        : EditorTest(QSize(1300, 900))
    {
    }

private:
    OverlayDock* m_dock = nullptr;
    MapView* m_view = nullptr;

    QString figure(const char* name) const
    {
        auto* label = m_dock->findChild<QLabel*>(QString::fromLatin1(name));
        return label ? label->text() : QStringLiteral("<no label %1>").arg(QString::fromLatin1(name));
    }

    QPoint at(Cell cell) const { return m_view->viewportPoint(QPointF(cell.col + 0.5, cell.row + 0.5)).toPoint(); }

    void click(Cell cell, Qt::MouseButton button = Qt::LeftButton, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(m_view->viewport(), button, modifiers, at(cell));
    }

    void pickPath(Cell from, Cell to)
    {
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        if (!m_dock->pickAction()->isChecked()) press(m_dock, "pickOverlayTiles");
        QVERIFY(m_dock->pickAction()->isChecked());
        click(from);
        click(to, Qt::RightButton);
        QCOMPARE(figure("startCell"), QStringLiteral("%1, %2").arg(from.col).arg(from.row));
        QCOMPARE(figure("goalCell"), QStringLiteral("%1, %2").arg(to.col).arg(to.row));
    }

    // One notch of the mouse's wheel over the middle of `widget` (up when `delta` is positive).
    static void wheel(QWidget* widget, int delta)
    {
        const QPointF at = QRectF(widget->rect()).center();
        QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &event);
    }

    // Whether `widget` is all in sight inside the scroll area.
    static bool inSight(const QWidget* widget, const QScrollArea* scroll)
    {
        const QRect where(widget->mapTo(scroll->viewport(), QPoint(0, 0)), widget->size());
        return widget->isVisible() && scroll->viewport()->rect().contains(where);
    }

    void prepare() override
    {
        m_window->openClassic();
        m_dock = m_window->findChild<OverlayDock*>();
        QVERIFY(m_dock);
        m_dock->show();
        m_view = m_window->currentView();
        QTest::qWait(20); // the view fits the level to the window first
        m_view->setScale(16);
        m_view->centreOn({ 13, 15 });
    }

private slots:
    void aStarFromTheMuncherToTheFarCornerCosts33AndLooksAt149TilesWhereBreadthFirstLooksAt291()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        QCOMPARE(figure("cost"), QStringLiteral("33"));
        QCOMPARE(figure("steps"), QStringLiteral("33"));
        QCOMPARE(figure("visited"), QStringLiteral("149"));
        QCOMPARE(figure("breadthFirstVisited"), QStringLiteral("291"));
        // The same as core says.
        const Maze& maze = m_window->currentDocument()->maze();
        const Path path
            = findPath(maze.width(), maze.height(), Cell { 13, 22 }, Cell { 1, 1 }, corridorCost(maze.tiles));
        const DistanceMap wave
            = DistanceMap::search(maze.width(), maze.height(), test::corridors(maze.tiles), Cell { 13, 22 });
        QCOMPARE(figure("cost"), QString::number(path.cost));
        QCOMPARE(figure("visited"), QString::number(path.visited));
        QCOMPARE(figure("breadthFirstVisited"), QString::number(wave.visited()));
        QCOMPARE(m_dock->model()->path(), path.cells);
    }

    void shiftAndAClickSetTheGoalAsARightClickDoes()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        click({ 20, 22 }, Qt::LeftButton, Qt::ShiftModifier);
        QCOMPARE(figure("goalCell"), QStringLiteral("20, 22"));
        QCOMPARE(figure("startCell"), QStringLiteral("13, 22"));
        // On the same row A* looks at little more than the way, breadth-first search at nearly
        // every tile it can reach.
        QCOMPARE(figure("steps"), QStringLiteral("7"));
        QCOMPARE(figure("visited"), QStringLiteral("8"));
        QCOMPARE(figure("breadthFirstVisited"), QStringLiteral("291"));
    }

    void aSingleStepSettlesExactlyOneMoreTileAndTheFrontierMoves()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        press(m_dock, "resetSearch");
        QCOMPARE(figure("visited"), QStringLiteral("0"));
        QCOMPARE(figure("frontier"), QStringLiteral("1"));
        QCOMPARE(figure("cost"), QStringLiteral("\u2013"));
        std::vector<Cell> frontier;
        int settled = 0;
        for (int i = 0; i < 5; ++i) {
            press(m_dock, "stepSearch");
            QCOMPARE(figure("visited"), QString::number(++settled));
            std::vector<Cell> now;
            for (int row = 0; row < 30; ++row) {
                for (int col = 0; col < 27; ++col) {
                    if (m_dock->model()->pathState({ col, row }) == GridSearch::State::Frontier)
                        now.push_back({ col, row });
                }
            }
            QCOMPARE(figure("frontier"), QString::number(now.size()));
            QVERIFY(now != frontier);
            frontier = now;
        }
        // The first step settles the start; its two open neighbours join the frontier.
        QCOMPARE(m_dock->model()->pathState({ 13, 22 }), GridSearch::State::Settled);
        // The debugger's key steps too, on the map and in the panel.
        m_view->setFocus();
        QTest::keyClick(m_view, Qt::Key_F10);
        QCOMPARE(figure("visited"), QString::number(++settled));
        auto* combo = m_dock->findChild<QComboBox*>(QStringLiteral("algorithm"));
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_F10);
        QCOMPARE(figure("visited"), QString::number(++settled));
        QTest::keyClick(combo, Qt::Key_F5); // in the panel F5 plays the search, not the level
        QVERIFY(m_dock->player()->isPlaying());
        QTest::keyClick(combo, Qt::Key_F5);
        QVERIFY(!m_dock->player()->isPlaying());
        // Finish gives the instant result again.
        press(m_dock, "finishSearch");
        QCOMPARE(figure("visited"), QStringLiteral("149"));
        QCOMPARE(figure("cost"), QStringLiteral("33"));
    }

    void settledTilesAndTheFrontierLookDifferentOnTheMap()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        press(m_dock, "resetSearch");
        for (int i = 0; i < 3; ++i) press(m_dock, "stepSearch");
        Cell settled { -1, -1 };
        Cell frontier { -1, -1 };
        for (int col = 0; col < 27; ++col) {
            const auto state = m_dock->model()->pathState({ col, 22 });
            if (state == GridSearch::State::Settled && col != 13) settled = { col, 22 };
            if (state == GridSearch::State::Frontier) frontier = { col, 22 };
        }
        QVERIFY(settled.col >= 0 && frontier.col >= 0);
        const QImage image = m_view->render(m_view->viewport()->size());
        const qreal ratio = image.devicePixelRatio();
        // The middle of a tile, off its dot: the corner a quarter in.
        auto colourAt = [&](Cell c) {
            return QColor(image.pixel((m_view->viewportPoint(QPointF(c.col + 0.1, c.row + 0.1)) * ratio).toPoint()));
        };
        const double settledLight = colourAt(settled).lightnessF();
        const double frontierLight = colourAt(frontier).lightnessF();
        const double untouched = colourAt({ 25, 28 }).lightnessF();
        // Apart by lightness, not by hue only: colour-blind viewers see them too.
        QVERIFY2(frontierLight > settledLight + 0.2,
            qPrintable(QStringLiteral("%1 %2").arg(frontierLight).arg(settledLight)));
        QVERIFY2(settledLight > untouched + 0.1, qPrintable(QStringLiteral("%1 %2").arg(settledLight).arg(untouched)));
    }

    void playSettlesTilesAsTheClockRunsAndPauseStopsIt()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        qint64 now = 0;
        m_dock->player()->setClock([&now] { return now; });
        auto* speed = m_dock->findChild<QSlider*>(QStringLiteral("speed"));
        speed->setValue(20); // ten a second
        QCOMPARE(figure("speedText"), QStringLiteral("10 a second"));
        press(m_dock, "playSearch");
        QVERIFY(m_dock->player()->isPlaying());
        QCOMPARE(figure("visited"), QStringLiteral("1")); // something happens at once
        // A second of frames.
        for (int frame = 0; frame < 100; ++frame) {
            now += 10;
            m_dock->player()->tick();
        }
        QCOMPARE(figure("visited"), QStringLiteral("11"));
        press(m_dock, "playSearch"); // now Pause
        QVERIFY(!m_dock->player()->isPlaying());
        // A second of frames.
        for (int frame = 0; frame < 100; ++frame) {
            now += 10;
            m_dock->player()->tick();
        }
        QCOMPARE(figure("visited"), QStringLiteral("11"));
        // Play goes on from where it stopped; at full speed the search ends and stops playing.
        press(m_dock, "playSearch");
        QCOMPARE(figure("visited"), QStringLiteral("12"));
        speed->setValue(speed->maximum());
        QCOMPARE(m_dock->player()->stepsPerSecond(), OverlayPlayer::kFastest);
        now += 16;
        m_dock->player()->tick();
        QVERIFY(!m_dock->player()->isPlaying());
        QCOMPARE(figure("visited"), QStringLiteral("149"));
        QCOMPARE(figure("cost"), QStringLiteral("33"));
        QVERIFY(!m_dock->model()->isStepping());
    }

    void dijkstraLooksAtMoreTilesForTheSameWay()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        choose(m_dock, "algorithm", QStringLiteral("Dijkstra"));
        const Maze& maze = m_window->currentDocument()->maze();
        SearchOptions options;
        options.algorithm = Algorithm::Dijkstra;
        const Path path
            = findPath(maze.width(), maze.height(), Cell { 13, 22 }, Cell { 1, 1 }, corridorCost(maze.tiles), options);
        QCOMPARE(figure("cost"), QStringLiteral("33"));
        QCOMPARE(figure("visited"), QString::number(path.visited));
        QVERIFY(path.visited > 149);
        QVERIFY(!m_dock->findChild<QComboBox*>(QStringLiteral("heuristic"))->isEnabled());
        // Breadth-first search to the goal and A* with eight ways, the same as core again.
        choose(m_dock, "algorithm", QStringLiteral("A*"));
        choose(m_dock, "movement", QStringLiteral("8 directions"));
        options.algorithm = Algorithm::AStar;
        options.movement = Movement::Eight;
        choose(m_dock, "heuristic", QStringLiteral("Octile"));
        options.heuristic = Heuristic::Octile;
        const Path eight
            = findPath(maze.width(), maze.height(), Cell { 13, 22 }, Cell { 1, 1 }, corridorCost(maze.tiles), options);
        QCOMPARE(figure("visited"), QString::number(eight.visited));
        QCOMPARE(figure("cost"), QString::number(eight.cost));
    }

    void theDistanceMapNumbersAreTheBreadthFirstDistances()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Distance map"));
        press(m_dock, "pickOverlayTiles");
        click({ 13, 22 });
        QCOMPARE(figure("startCell"), QStringLiteral("13, 22"));
        const Maze& maze = m_window->currentDocument()->maze();
        const DistanceMap wave
            = DistanceMap::search(maze.width(), maze.height(), test::corridors(maze.tiles), Cell { 13, 22 });
        QCOMPARE(figure("reached"), QString::number(wave.visited()));
        QCOMPARE(figure("farthest"), QString::number(wave.farthest()));
        // The number under the mouse, and the way downhill from there to the start.
        DistanceLayer* layer = m_dock->distanceLayer(m_view);
        QVERIFY(layer);
        for (Cell c : { Cell { 1, 1 }, Cell { 0, 14 }, Cell { 26, 14 }, Cell { 25, 28 }, Cell { 14, 22 } }) {
            QTest::mouseMove(m_view->viewport(), at(c));
            QTRY_COMPARE(figure("underMouse"), QString::number(wave.distance(c)));
            const std::vector<Cell> way = layer->downhill(c);
            QCOMPARE(static_cast<int>(way.size()), wave.distance(c) + 1);
            QCOMPARE(way.back(), (Cell { 13, 22 }));
            for (std::size_t i = 0; i < way.size(); ++i)
                QCOMPARE(wave.distance(way[i]), wave.distance(c) - static_cast<int>(i));
        }
        QTest::mouseMove(m_view->viewport(), at({ 0, 0 }));
        QTRY_COMPARE(figure("underMouse"), QStringLiteral("\u2013")); // a wall: no way
    }

    void theNumbersAreDrawnOnlyWhenATileIsLargeEnoughToReadThem()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Distance map"));
        auto hasText = [this](double scale) {
            m_view->setScale(scale);
            m_view->centreOn({ 13, 22 });
            const QImage image = m_view->render(m_view->viewport()->size());
            const qreal ratio = image.devicePixelRatio();
            // (12, 22) is one step from the start: dark heat, white digits.
            const QRectF tile = m_view->viewportRect(QRect(12, 22, 1, 1));
            int white = 0;
            for (int y = int(tile.top() * ratio); y < int(tile.bottom() * ratio); ++y) {
                for (int x = int(tile.left() * ratio); x < int(tile.right() * ratio); ++x) {
                    const QColor c(image.pixel(x, y));
                    if (c.red() > 230 && c.green() > 230 && c.blue() > 230) ++white;
                }
            }
            return white;
        };
        QVERIFY(hasText(32) > 5);
        QCOMPARE(hasText(12), 0);
    }

    void theOverlayFollowsAnEditOfTheMap()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        Document* document = m_window->currentDocument();
        // A wall across the corridor by the far corner: the way goes round.
        MazeEdit edit;
        edit.setTiles(document->maze(), { Cell { 1, 2 }, Cell { 2, 1 } }, Tile::Wall);
        document->edit(edit, QStringLiteral("walls"));
        QTRY_COMPARE(figure("cost"), QStringLiteral("\u2013"));
        QVERIFY(!figure("overlayMessage").isEmpty());
        document->undoStack()->undo();
        QTRY_COMPARE(figure("cost"), QStringLiteral("33"));
        // A wall on the way: the way goes round it at once.
        const Cell blocked = m_dock->model()->path().at(5);
        MazeEdit wall;
        wall.setTile(document->maze(), blocked, Tile::Wall);
        document->edit(wall, QStringLiteral("wall"));
        const Maze& maze = document->maze();
        const Path path
            = findPath(maze.width(), maze.height(), Cell { 13, 22 }, Cell { 1, 1 }, corridorCost(maze.tiles));
        QTRY_COMPARE(m_dock->model()->path(), path.cells);
        QVERIFY(std::find(path.cells.begin(), path.cells.end(), blocked) == path.cells.end());
        QCOMPARE(figure("cost"), QString::number(path.cost));
        QCOMPARE(figure("visited"), QString::number(path.visited));
        // Undone, the level and the figures are as they were.
        document->undoStack()->undo();
        QVERIFY(!document->isModified());
        QTRY_COMPARE(figure("visited"), QStringLiteral("149"));
    }

    void anEditWhileSteppingKeepsThePlaceOfTheSearch()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        press(m_dock, "resetSearch");
        for (int i = 0; i < 4; ++i) press(m_dock, "stepSearch");
        Document* document = m_window->currentDocument();
        MazeEdit edit;
        edit.setTile(document->maze(), { 25, 28 }, Tile::Floor);
        document->edit(edit, QStringLiteral("floor"));
        QTest::qWait(10);
        QVERIFY(m_dock->model()->isStepping());
        QCOMPARE(figure("visited"), QStringLiteral("4"));
        document->undoStack()->undo();
        QTest::qWait(10);
        QVERIFY(m_dock->model()->isStepping());
        QCOMPARE(figure("visited"), QStringLiteral("4"));
        QVERIFY(!document->isModified());
    }

    void aStartOnAWallIsExplainedAndNothingBreaks()
    {
        pickPath({ 13, 22 }, { 1, 1 });
        click({ 0, 0 });
        QCOMPARE(figure("startCell"), QStringLiteral("0, 0"));
        const QString message = figure("overlayMessage");
        QVERIFY2(
            message.contains(QStringLiteral("0, 0")) && message.contains(QStringLiteral("wall")), qPrintable(message));
        QCOMPARE(figure("cost"), QStringLiteral("\u2013"));
        QCOMPARE(figure("visited"), QStringLiteral("\u2013"));
        QVERIFY(!m_window->findChild<QAction*>(QStringLiteral("stepSearch"))->isEnabled());
        QVERIFY(!m_view->render(m_view->viewport()->size()).isNull());
        click({ 13, 22 });
        QCOMPARE(figure("cost"), QStringLiteral("33"));
        QVERIFY(figure("overlayMessage").isEmpty());
    }

    void eachTabKeepsItsOwnTilesAndTheOverlayFollowsTheCurrentOne()
    {
        pickPath({ 13, 22 }, { 20, 22 });
        QVERIFY(m_window->openFile(test::resource(QStringLiteral("levels/small.maze")), true));
        QCOMPARE(m_dock->model()->document(), m_window->currentDocument());
        // Picking was for the other level: on this one a drag paints again.
        QVERIFY(!m_dock->pickAction()->isChecked());
        QVERIFY(m_window->currentView()->tool() != m_dock->pickTool());
        QVERIFY(m_view->tool() != m_dock->pickTool());
        QVERIFY(!m_window->findChild<QLabel*>(QStringLiteral("modeLabel"))->isVisibleTo(m_window.get()));
        QVERIFY(figure("startCell") != QStringLiteral("13, 22"));
        m_window->setCurrentIndex(0);
        QCOMPARE(figure("startCell"), QStringLiteral("13, 22"));
        QCOMPARE(figure("goalCell"), QStringLiteral("20, 22"));
        QCOMPARE(figure("steps"), QStringLiteral("7"));
    }

    void pickingShowsItselfAndEndsWithEscOrItsOverlay()
    {
        auto* mode = m_window->findChild<QLabel*>(QStringLiteral("modeLabel"));
        QVERIFY(mode);
        MapTool* before = m_view->tool();
        pickPath({ 13, 22 }, { 1, 1 });
        // Armed: the cursor is the tool's, and the status bar says what the buttons do and how it ends.
        QCOMPARE(m_view->viewport()->cursor().shape(), Qt::PointingHandCursor);
        QVERIFY(mode->isVisibleTo(m_window.get()));
        QVERIFY(mode->text().contains(QStringLiteral("right-click")));
        QVERIFY(mode->text().contains(QStringLiteral("Esc")));
        // Esc on the map ends it and gives the tool back.
        m_view->setFocus();
        QTest::keyClick(m_view, Qt::Key_Escape);
        QVERIFY(!m_dock->pickAction()->isChecked());
        QCOMPARE(m_view->tool(), before);
        QVERIFY(!mode->isVisibleTo(m_window.get()));
        // No overlay, no picking.
        press(m_dock, "pickOverlayTiles");
        QVERIFY(m_dock->pickAction()->isChecked());
        m_dock->model()->setMode(OverlayModel::Mode::None);
        QVERIFY(!m_dock->pickAction()->isChecked());
        QCOMPARE(m_view->tool(), before);
        // Nor when the level goes.
        press(m_dock, "pickOverlayTiles");
        QVERIFY(m_window->closeCurrent());
        QVERIFY(!m_dock->pickAction()->isChecked());
        QVERIFY(!mode->isVisibleTo(m_window.get()));
    }

    void anotherToolEndsPickingAndPickingOffGivesTheToolBack()
    {
        MapTool* before = m_view->tool();
        press(m_dock, "pickOverlayTiles");
        QCOMPARE(m_view->tool(), static_cast<MapTool*>(m_dock->pickTool()));
        press(m_dock, "pickOverlayTiles");
        QCOMPARE(m_view->tool(), before);
        press(m_dock, "pickOverlayTiles");
        m_view->setTool(before);
        QVERIFY(!m_dock->pickAction()->isChecked());
        QCOMPARE(m_view->tool(), before);
    }

    void aSearchOfALargeMapRunsInTheBackgroundWithTheSameFigures()
    {
        // 640 x 640 tiles, walls round the edge and scattered inside (every seventh tile of a
        // fixed pattern), the muncher in a corner.
        QByteArray text = "name Large\n";
        const int side = 640;
        for (int row = 0; row < side; ++row) {
            QByteArray line = "row ";
            for (int col = 0; col < side; ++col) {
                const bool edge = row == 0 || col == 0 || row == side - 1 || col == side - 1;
                line += edge || ((col * 7 + row * 13) % 11 == 0 && row % 2 == 0) ? 'X' : '.';
            }
            text += line + "\n";
        }
        text += "muncher 1 1 left\n";
        auto* document = new Document;
        document->loadText(text, QString());
        m_window->addDocument(document, QStringLiteral("Large"));
        QCOMPARE(m_dock->model()->document(), document);
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        QVERIFY(m_dock->model()->isSearching());
        QVERIFY(figure("overlayMessage").startsWith(QStringLiteral("Searching")));
        const Cell goal = *m_dock->model()->goal();
        const Maze& maze = document->maze();
        const Path path = findPath(maze.width(), maze.height(), Cell { 1, 1 }, goal, corridorCost(maze.tiles));
        QVERIFY(path.found());
        QTRY_VERIFY_WITH_TIMEOUT(!m_dock->model()->isSearching(), 30000);
        QCOMPARE(figure("cost"), QLocale().toString(static_cast<int>(path.cost)));
        QCOMPARE(figure("visited"), QLocale().toString(path.visited));
        QVERIFY(figure("overlayMessage").isEmpty());
        // Stepping runs here, at once.
        press(m_dock, "resetSearch");
        QCOMPARE(figure("visited"), QStringLiteral("0"));
        press(m_dock, "stepSearch");
        QCOMPARE(figure("visited"), QStringLiteral("1"));
    }

    void anAnswerThatComesAfterTheMapChangedIsNotShown()
    {
        m_dock->model()->setBackgroundFrom(0);
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        press(m_dock, "pickOverlayTiles");
        click({ 13, 22 });
        click({ 1, 1 }, Qt::RightButton);
        click({ 20, 22 }, Qt::RightButton); // asked again before the first answer came
        QTRY_VERIFY(!m_dock->model()->isSearching());
        QCOMPARE(figure("goalCell"), QStringLiteral("20, 22"));
        QCOMPARE(figure("steps"), QStringLiteral("7"));
        QCOMPARE(figure("visited"), QStringLiteral("8"));
    }

    // Issue 15: "the overlays have no legend for their colours". The panel says what each colour
    // and mark of the overlay shown means, beside a swatch drawn as the map draws it.
    void theOverlaysExplainTheirColoursInALegend()
    {
        auto legendTexts = [this] {
            QStringList texts;
            for (auto* box : m_dock->findChildren<QGroupBox*>()) {
                if (box->title() != QLatin1String("Legend") || !box->isVisibleTo(m_dock)) continue;
                for (auto* label : box->findChildren<QLabel*>()) {
                    if (!label->text().isEmpty()) texts << label->text();
                }
            }
            return texts;
        };
        pickPath({ 13, 22 }, { 1, 1 });
        const QStringList search = legendTexts();
        for (const char* meaning : { "the start", "the goal", "settled: taken off the open list",
                 "in the open list: reached, not taken yet", "the way found" })
            QVERIFY2(search.contains(QString::fromLatin1(meaning)), meaning);
        choose(m_dock, "overlayMode", QStringLiteral("Distance map"));
        QVERIFY(legendTexts().contains(QStringLiteral("steps from the start: few (dark) to many (bright)")));
        choose(m_dock, "overlayMode", QStringLiteral("Nothing"));
        QVERIFY(legendTexts().isEmpty());
    }

    // Issue 29: with nothing shown, the panel kept some 150 pixels of empty room under what it
    // shows, for the figures of the overlays it did not show. Whatever is shown, what comes
    // under the choice comes right under it.
    void theFiguresKeepNoEmptyRoomForTheOverlaysNotShown()
    {
        for (const QString& shown : { QStringLiteral("Nothing"), QStringLiteral("Distance map"),
                 QStringLiteral("Path search"), QStringLiteral("Flow field") }) {
            choose(m_dock, "overlayMode", shown);
            QCoreApplication::processEvents();
            auto* mode = m_dock->findChild<QComboBox*>(QStringLiteral("overlayMode"));
            const int below = mode->mapTo(m_dock, QPoint(0, mode->height())).y();
            int next = std::numeric_limits<int>::max();
            for (QWidget* w : m_dock->findChildren<QWidget*>()) {
                // What a user sees there: words, a control, a box.
                auto* label = qobject_cast<QLabel*>(w);
                const bool seen = (label && !label->text().isEmpty()) || qobject_cast<QAbstractButton*>(w)
                    || qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSlider*>(w) || qobject_cast<QGroupBox*>(w);
                if (!seen || !w->isVisibleTo(m_dock) || w->height() == 0) continue;
                const int top = w->mapTo(m_dock, QPoint()).y();
                if (top >= below) next = std::min(next, top);
            }
            QVERIFY2(next - below < 2 * mode->fontMetrics().lineSpacing(),
                qPrintable(QStringLiteral("%1: %2 pixels of nothing").arg(shown).arg(next - below)));
        }
    }

    // The weight of h has no label of its own beside the heuristic it weighs: it keeps the
    // label's key (Alt+W) and name, and Tab reaches it after the heuristic, before the moves.
    void theWeightOfHKeepsItsKeyAndNameBesideTheHeuristic()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        choose(m_dock, "algorithm", QStringLiteral("A*"));
        auto* heuristic = m_dock->findChild<QComboBox*>(QStringLiteral("heuristic"));
        auto* weight = m_dock->findChild<QDoubleSpinBox*>(QStringLiteral("guessWeight"));
        auto* moves = m_dock->findChild<QComboBox*>(QStringLiteral("movement"));
        QCOMPARE(weight->accessibleName(), QStringLiteral("Weight of h"));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        heuristic->setFocus();
        QTest::keyClick(heuristic, Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(weight));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(moves));
        QTest::keyClick(moves, Qt::Key_W, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(weight));
    }

    // The wheel over the panel scrolls the panel: the speed and the weight of A* that the pointer
    // passes over keep their values. Once the user chose one (a click, Tab), the wheel changes it.
    void theWheelScrollsThePanelAndChangesOnlyTheSettingThatHasTheKeyboard()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        choose(m_dock, "algorithm", QStringLiteral("A*"));
        auto* speed = find<QSlider>(m_dock, QStringLiteral("speed"));
        auto* weight = find<QDoubleSpinBox>(m_dock, QStringLiteral("guessWeight"));
        auto* scroll = qobject_cast<QScrollArea*>(m_dock->widget());
        QVERIFY(speed && weight && scroll);
        QVERIFY(weight->isEnabled());
        speed->setValue(20); // ten a second
        weight->setValue(3.0);
        // A click focuses them; the wheel passing over does not.
        QCOMPARE(speed->focusPolicy(), Qt::StrongFocus);
        QCOMPARE(weight->focusPolicy(), Qt::StrongFocus);
        m_view->setFocus();
        QTRY_VERIFY(m_view->hasFocus());

        // A panel taller than its room scrolls (the window as small as a netbook's): the wheel
        // over a setting scrolls it, up or down as there is room.
        m_window->resize(900, 480);
        QScrollBar* bar = scroll->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        for (QWidget* setting : { static_cast<QWidget*>(speed), static_cast<QWidget*>(weight) }) {
            // Asked again until it holds: the panel's rows settle a moment after the resize.
            QTRY_VERIFY((scroll->ensureWidgetVisible(setting), inSight(setting, scroll)));
            const int at = bar->value();
            const bool down = at < bar->maximum();
            wheel(setting, down ? -120 : 120);
            QVERIFY2(down ? bar->value() > at : bar->value() < at, qPrintable(setting->objectName()));
            QVERIFY(!setting->hasFocus());
        }
        QCOMPARE(speed->value(), 20);
        QCOMPARE(weight->value(), 3.0);

        // Chosen, they take the wheel.
        speed->setFocus(Qt::MouseFocusReason);
        QTRY_VERIFY(speed->hasFocus());
        wheel(speed, -120);
        QVERIFY(speed->value() < 20);
        weight->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(weight->hasFocus());
        wheel(weight, -120);
        QCOMPARE(weight->value(), 2.5);
    }

    void theChoicesAreKeptForTheNextSession()
    {
        choose(m_dock, "overlayMode", QStringLiteral("Path search"));
        choose(m_dock, "algorithm", QStringLiteral("Breadth-first search"));
        m_dock->findChild<QSlider*>(QStringLiteral("speed"))->setValue(60);
        m_window.reset(); // the end of the session
        newWindow();
        m_dock = m_window->findChild<OverlayDock*>();
        QCOMPARE(
            m_dock->findChild<QComboBox*>(QStringLiteral("overlayMode"))->currentText(), QStringLiteral("Path search"));
        QCOMPARE(m_dock->findChild<QComboBox*>(QStringLiteral("algorithm"))->currentText(),
            QStringLiteral("Breadth-first search"));
        QCOMPARE(figure("speedText"), QStringLiteral("%1 a second").arg(QLocale().toString(1000)));
    }
};

QTEST_MAIN(TstOverlays)
#include "tst_overlays.moc"

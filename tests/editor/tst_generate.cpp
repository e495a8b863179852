#include "editor/editorfixture.h"
#include "editor/labelwords.h"
#include "modaldialogs.h"
#include "testmaps.h"

#include "choices.h"
#include "document.h"
#include "dungeonpainter.h"
#include "dungeonview.h"
#include "editorapp.h"
#include "explorerplayer.h"
#include "figuresbar.h"
#include "frameexporter.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "generatorlegend.h"
#include "generatortext.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QAction>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineF>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <cerrno>
#include <cstring>

#include <sys/mount.h>
#include <unistd.h>

using namespace mazeworks;

// The Generate panel as a teacher and a designer meet it: the buttons do what they say, the
// figures are core's, the result is the command line's, the level it makes is a real one. Time
// is the test's own clock: nothing here waits for real seconds to pass.
class TstGenerate : public test::EditorTest {
    Q_OBJECT

public:
    TstGenerate()
        : EditorTest(QSize(1300, 900))
    {
    }

private:
    GenerateDock* m_dock = nullptr;
    qint64 m_now = 0;
    QTemporaryDir m_dir;

    GeneratorController* controller() const { return m_dock->controller(); }
    const Generator& shown() const { return controller()->shown(); }
    int steps() const { return shown().counters().steps; }

    QToolButton* button(const char* action) const
    {
        auto* b = m_dock->findChild<QToolButton*>(QLatin1String(action) + QStringLiteral("Button"));
        if (!b) qFatal("no button for %s", action);
        return b;
    }

    void click(const char* action) { QTest::mouseClick(button(action), Qt::LeftButton); }

    // A dungeon from these settings, waiting at its first step.
    void waitAtTheFirstStep(const DungeonParams& params, std::uint64_t seed)
    {
        m_dock->setParams(params);
        m_dock->setSeed(seed);
        QTest::mouseClick(m_dock->findChild<QPushButton*>(QStringLiteral("newDungeonButton")), Qt::LeftButton);
        // New Dungeon runs at once; the tests take their steps by hand.
        controller()->pause();
        QCOMPARE(steps(), 0);
    }

    // Lets `ms` pass on the test's clock, a frame at a time.
    void pass(qint64 ms)
    {
        for (qint64 t = 0; t < ms; t += 16) {
            m_now += std::min<qint64>(16, ms - t);
            controller()->tick();
        }
    }

    // The rows of a level as its tile letters.
    static QStringList rowsOf(const Maze& maze)
    {
        QStringList rows;
        const TileMap<Tile>& tiles = maze.tiles;
        for (int r = 0; r < tiles.height(); ++r) {
            QString row;
            for (int c = 0; c < tiles.width(); ++c) row += QChar::fromLatin1(letter(tiles[tiles.index(c, r)]));
            rows << row;
        }
        return rows;
    }

    // A finished dungeon of 12 rooms (seed 31) with its explorer waiting in its first room.
    void finishedWithItsExplorer()
    {
        DungeonParams p;
        p.rooms = 12;
        waitAtTheFirstStep(p, 31);
        click("finishDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 60000);
        QVERIFY(m_dock->explorer()->hasDungeon());
    }

    // The middle of a room, in tiles.
    QPointF middleOf(int room) const
    {
        const Rect& r = shown().result().rooms[static_cast<std::size_t>(room)];
        return { r.x + r.w / 2.0, r.y + r.h / 2.0 };
    }

    // The tiles the explorer walks from the middle of `from` along the link's corridor, through
    // the middles of its tiles, to the middle of the room at the other end.
    double tilesWalked(int link, int from) const
    {
        const Dungeon& d = shown().result();
        const Edge& e = d.links[static_cast<std::size_t>(link)];
        const Corridor& c = d.corridors[static_cast<std::size_t>(link)];
        std::vector<QPointF> way { middleOf(from) };
        std::vector<Cell> cells = c.cells;
        if (c.a != from) std::reverse(cells.begin(), cells.end());
        for (const Cell& cell : cells) way.emplace_back(cell.col + 0.5, cell.row + 0.5);
        way.push_back(middleOf(e.a == from ? e.b : e.a));
        double tiles = 0;
        for (std::size_t k = 1; k < way.size(); ++k) tiles += QLineF(way[k - 1], way[k]).length();
        return tiles;
    }

    void prepare() override
    {
        QVERIFY(m_dir.isValid());
        m_dock = m_window->findChild<GenerateDock*>();
        QVERIFY(m_dock);
        m_window->menu(QStringLiteral("generate"))->actions().first()->trigger(); // Dungeon Generator
        QVERIFY(m_dock->isVisible());
        m_now = 0;
        controller()->setClock([this] { return m_now; });
        m_dock->explorer()->setClock([this] { return m_now; });
    }

private slots:
    void thePanelStartsWithADungeonThatGoodDefaultsMake()
    {
        const DungeonParams defaults;
        QCOMPARE(m_dock->params().rooms, defaults.rooms);
        QCOMPARE(m_dock->params().connection, Connection::Tree);
        QCOMPARE(m_dock->seed(), std::optional<std::uint64_t>(1));
        QCOMPARE(steps(), 0);
        QVERIFY(!m_dock->view()->message().isEmpty()); // says what to press
        // Finished, the defaults give a playable dungeon of every room.
        click("finishDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 60000);
        QCOMPARE(static_cast<int>(shown().result().rooms.size()), defaults.rooms);
        QVERIFY(shown().maze().hasMap());
    }

    void stepTakesOneStepOfTheGeneratorEachTime()
    {
        DungeonParams p;
        p.rooms = 12;
        waitAtTheFirstStep(p, 5);
        Generator alongside(p, 5);
        // Through placing, separating, snapping and into linking: one step a click, each the core's.
        for (int i = 1; i <= 40 && !alongside.done(); ++i) {
            click("stepDungeon");
            alongside.step();
            QTRY_COMPARE_WITH_TIMEOUT(steps(), i, 10000);
            QCOMPARE(shown().phase(), alongside.phase());
            QCOMPARE(shown().counters(), alongside.counters());
            QCOMPARE(m_dock->figures()->figureText(FiguresBar::Steps), QLocale().toString(i));
        }
        // F10 steps too, while the panel has the focus.
        m_dock->view()->setFocus();
        const int before = steps();
        QTest::keyClick(m_dock->view(), Qt::Key_F10);
        QTRY_COMPARE_WITH_TIMEOUT(steps(), before + 1, 10000);
    }

    void onALaptopScreenThePictureNeverCoversTheHeadingUnderIt()
    {
        // Seen at 1280 x 720: once the dungeon was finished, the picture covered the top of the
        // "Finished" heading under it. Every part under the picture keeps the height it needs.
        const QSize before = m_window->size();
        m_window->resize(1280, 720);
        DungeonParams p;
        p.rooms = 20;
        waitAtTheFirstStep(p, 1);
        // The panel as short as under the Undo History there.
        m_window->resizeDocks({ m_dock }, { 420 }, Qt::Vertical);
        click("finishDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 60000);
        for (int i = 0; i < 5; ++i) {
            QTest::qWait(20);
            QCoreApplication::processEvents();
        }
        auto* phase = m_dock->findChild<QLabel*>(QStringLiteral("phase"));
        QVERIFY(phase);
        QVERIFY2(phase->height() >= phase->sizeHint().height(),
            qPrintable(QStringLiteral("the heading has %1 px of the %2 it needs")
                           .arg(phase->height())
                           .arg(phase->sizeHint().height())));
        const QRect picture(m_dock->view()->mapTo(m_dock, QPoint()), m_dock->view()->size());
        const QRect heading(phase->mapTo(m_dock, QPoint()), phase->size());
        QVERIFY(!picture.intersects(heading));
        for (QLabel* label : m_dock->findChildren<QLabel*>()) {
            if (!label->isVisible() || label->text().isEmpty() || label->wordWrap()) continue;
            QVERIFY2(label->height() >= label->sizeHint().height(), qPrintable(label->text()));
        }
        m_window->resize(before);
    }

    void theButtonsStayWhereTheyAreThroughAWholeRunAndRestart()
    {
        // Seen: Generate's buttons jumped 32 px after Restart, as the words above and below the
        // picture took more lines or fewer. A button must not move under the mouse.
        DungeonParams p;
        p.rooms = 30;
        waitAtTheFirstStep(p, 9);
        // Once the panel has its place: it takes a tab and asks the window for room after it opens.
        for (int i = 0; i < 5; ++i) {
            QTest::qWait(20);
            QCoreApplication::processEvents();
        }
        QToolButton* restart = button("restartDungeon");
        QToolButton* useAsLevel = button("useAsLevel");
        const QPoint at = restart->mapTo(m_window.get(), QPoint());
        const QPoint useAt = useAsLevel->mapTo(m_window.get(), QPoint());
        const auto stayed = [&](const char* when) {
            QCoreApplication::processEvents();
            const QPoint now = restart->mapTo(m_window.get(), QPoint());
            const QPoint useNow = useAsLevel->mapTo(m_window.get(), QPoint());
            QVERIFY2(now == at && useNow == useAt,
                qPrintable(QStringLiteral("%1: Restart at y %2 (was %3), Use as Level at y %4 (was %5)")
                               .arg(QLatin1String(when))
                               .arg(now.y())
                               .arg(at.y())
                               .arg(useNow.y())
                               .arg(useAt.y())));
        };
        for (int i = 0; i < 12; ++i) click("stepDungeon");
        stayed("after 12 steps");
        click("nextPhase");
        stayed("after Next Phase");
        click("finishDungeon");
        QTRY_VERIFY_WITH_TIMEOUT(shown().done(), 20000);
        stayed("finished");
        click("restartDungeon");
        controller()->pause();
        stayed("after Restart");
        click("stepDungeon");
        stayed("after a step from the start");
    }

    void nextPhaseGoesToTheNextPhaseAsTheCoreDoes()
    {
        DungeonParams p;
        p.rooms = 25;
        p.connection = Connection::Neighbours;
        waitAtTheFirstStep(p, 77);
        Generator alongside(p, 77);
        QList<Phase> seen { shown().phase() };
        while (!alongside.done()) {
            const Phase before = shown().phase();
            click("nextPhase");
            alongside.finishPhase();
            QTRY_VERIFY_WITH_TIMEOUT(shown().counters() == alongside.counters() && !controller()->isRunning(), 60000);
            QVERIFY(shown().phase() != before || shown().phase() == Phase::Linking || shown().counters().tries > 1);
            QCOMPARE(shown().phase(), alongside.phase());
            QCOMPARE(shown().counters(), alongside.counters());
            // The heading names the phase of the step the caption describes: the last one done.
            QCOMPARE(m_dock->figures()->phaseText(), phaseName(shownPhase(alongside)));
            seen << shown().phase();
        }
        QVERIFY(seen.contains(Phase::Separating));
        QVERIFY(seen.contains(Phase::Linking));
        QVERIFY(seen.contains(Phase::Digging));
        QCOMPARE(seen.last(), Phase::Finished);
        QVERIFY(!button("nextPhase")->isEnabled());
    }

    // Next Phase from the start, until the generator stands in `phase`.
    void nextPhaseUntil(Phase phase)
    {
        for (int i = 0; i < 10 && shown().phase() != phase && !shown().done(); ++i) {
            const int before = steps();
            click("nextPhase");
            QTRY_VERIFY_WITH_TIMEOUT(steps() > before && !controller()->isRunning(), 60000);
        }
        QCOMPARE(shown().phase(), phase);
    }

    void theHeadingNamesThePhaseOfTheStepTheCaptionDescribes()
    {
        DungeonParams p;
        p.rooms = 12;
        waitAtTheFirstStep(p, 5);
        nextPhaseUntil(Phase::Snapping);
        // The step that ended separating is what shows, under its own phase's name.
        QCOMPARE(shown().caption().code, CaptionCode::Separated);
        QCOMPARE(m_dock->figures()->phaseText(), phaseName(Phase::Separating));
        // The snap is one step; after it the generator stands at the start of linking, but what
        // the panel shows is the snap: its heading, over its caption.
        click("stepDungeon");
        QTRY_VERIFY_WITH_TIMEOUT(shown().caption().code == CaptionCode::Snapped && !controller()->isRunning(), 10000);
        QVERIFY2(m_dock->caption()->text().startsWith(QStringLiteral("The rooms snap to whole tiles")),
            qPrintable(m_dock->caption()->text()));
        QCOMPARE(m_dock->figures()->phaseText(), phaseName(Phase::Snapping));
        // The next step links, and says so.
        click("stepDungeon");
        QTRY_VERIFY_WITH_TIMEOUT(shown().caption().code != CaptionCode::Snapped && !controller()->isRunning(), 10000);
        QCOMPARE(m_dock->figures()->phaseText(), phaseName(Phase::Linking));
    }

    void theStartOfSeparatingCountsTheRoomsThatOverlap()
    {
        // Seen: "0 overlaps, 0 rooms moving" under a heap of overlapping rooms.
        DungeonParams p;
        p.rooms = 40;
        p.placement = Placement::Scatter;
        waitAtTheFirstStep(p, 3);
        nextPhaseUntil(Phase::Separating);
        QCOMPARE(shown().counters().placed, 40);
        QVERIFY(!shown().overlaps().empty());
        const QLocale locale;
        QCOMPARE(m_dock->figures()->figureText(FiguresBar::Overlaps),
            locale.toString(static_cast<int>(shown().overlaps().size())));
        QVERIFY(m_dock->figures()->figureText(FiguresBar::Moving) != locale.toString(0));
    }

    void nextPhaseStopsAtTheNeighbourGraph()
    {
        // Seen: from snapping, Next Phase showed bare rooms and then the whole tree: the
        // neighbour graph was never on screen.
        DungeonParams p;
        p.rooms = 25;
        p.connection = Connection::Neighbours;
        waitAtTheFirstStep(p, 77);
        nextPhaseUntil(Phase::Linking);
        QCOMPARE(shown().caption().code, CaptionCode::NeighboursFound);
        QVERIFY(!shown().graph().empty());
        QVERIFY(shown().tree().empty());
        QVERIFY(m_dock->findChild<QLabel*>(QStringLiteral("caption"))
                    ->text()
                    .contains(QLocale().toString(static_cast<int>(shown().graph().size()))));
    }

    void roomNumbersStayClearOfTheDotsAndLinesOfTheGraph()
    {
        // Seen: the numbers were written on the rooms' centres, where the graph's dots and lines
        // meet, and could not be read.
        DungeonParams p;
        p.rooms = 25;
        p.connection = Connection::Neighbours;
        waitAtTheFirstStep(p, 77);
        nextPhaseUntil(Phase::Linking);
        DungeonView* view = m_dock->view();
        view->setScale(12);
        const auto labels = view->numberLabels();
        QVERIFY(labels.size() > 3);
        for (const auto& label : labels) {
            const Room& r = shown().rooms()[static_cast<std::size_t>(label.room)];
            const QRectF room(view->widgetPoint(QPointF(r.x, r.y)), view->widgetPoint(QPointF(r.x + r.w, r.y + r.h)));
            const QPointF dot = room.center();
            QVERIFY2(!label.box.adjusted(-3, -3, 3, 3).contains(dot), qPrintable(label.text));
            QVERIFY(room.contains(label.box)); // the room's own, not a neighbour's
        }
    }

    void aSmallRoomTheCaptionNamesHasItsNumber()
    {
        // Seen: "Room 17 is pushed away from room 4" with no 17 or 4 anywhere on screen.
        DungeonParams p;
        p.rooms = 40;
        waitAtTheFirstStep(p, 3);
        nextPhaseUntil(Phase::Separating);
        click("stepDungeon");
        QTRY_VERIFY_WITH_TIMEOUT(!controller()->isRunning() && shown().counters().separationSteps == 1, 10000);
        const Caption& caption = shown().caption();
        QVERIFY(caption.code == CaptionCode::PushedOne || caption.code == CaptionCode::PushedTwo
            || caption.code == CaptionCode::PushedMany);
        DungeonView* view = m_dock->view();
        view->setScale(1.5); // every room smaller than a number
        const auto labels = view->numberLabels();
        QStringList numbers;
        for (const auto& label : labels) numbers << label.text;
        const QString text = m_dock->findChild<QLabel*>(QStringLiteral("caption"))->text();
        const int named = caption.code == CaptionCode::PushedOne ? 2 : 3;
        QCOMPARE(numbers.size(), named);
        for (int i = 0; i < named; ++i) {
            const QString number = QString::number(caption.values[static_cast<std::size_t>(i)]);
            QVERIFY2(numbers.contains(number), qPrintable(number + " of " + text));
        }
    }

    void finishGivesTheTilesOfTheCommandLine_data()
    {
        QTest::addColumn<int>("rooms");
        QTest::addColumn<QString>("placement");
        QTest::addColumn<QString>("connection");
        QTest::addColumn<double>("loops");
        QTest::addColumn<qulonglong>("seed");
        QTest::newRow("scatter tree") << 20 << "scatter"
                                      << "tree" << 0.2 << 1ULL;
        QTest::newRow("spread neighbours") << 30 << "spread"
                                           << "neighbours" << 0.5 << 12345ULL;
        QTest::newRow("scatter tunnels") << 25 << "scatter"
                                         << "tunnels" << 0.1 << 987654321ULL;
        QTest::newRow("spread tree, no loops") << 40 << "spread"
                                               << "tree" << 0.0 << 18446744073709551615ULL;
    }

    void finishGivesTheTilesOfTheCommandLine()
    {
        QFETCH(int, rooms);
        QFETCH(QString, placement);
        QFETCH(QString, connection);
        QFETCH(double, loops);
        QFETCH(qulonglong, seed);
        DungeonParams p;
        p.rooms = rooms;
        p.placement = *placementFromName(placement.toStdString());
        p.connection = *connectionFromName(connection.toStdString());
        p.loops = loops;
        waitAtTheFirstStep(p, seed);
        click("finishDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 60000);

        QProcess cli;
        cli.start(QStringLiteral(MAZEWORKS_CLI),
            { QStringLiteral("generate"), QStringLiteral("--seed"), QString::number(seed), QStringLiteral("--rooms"),
                QString::number(rooms), QStringLiteral("--placement"), placement, QStringLiteral("--connect"),
                connection, QStringLiteral("--loops"), QString::number(loops), QStringLiteral("--json") });
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject report = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QStringList expected;
        for (const QJsonValue row : report.value(QStringLiteral("rows")).toArray()) expected << row.toString();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(rowsOf(shown().maze()), expected);
        QCOMPARE(report.value(QStringLiteral("tries")).toInt(), shown().result().tries);
    }

    void runFollowsTheSpeedSliderAndPauseStopsIt()
    {
        DungeonParams p;
        p.rooms = 60;
        waitAtTheFirstStep(p, 3);
        auto* slider = m_dock->findChild<QSlider*>(QStringLiteral("generatorSpeed"));
        QVERIFY(slider);
        slider->setValue(10); // ten steps a second
        QCOMPARE(controller()->stepsPerSecond(), 10.0);
        QCOMPARE(
            m_dock->findChild<QLabel*>(QStringLiteral("generatorSpeedText"))->text(), QString("10 steps a second"));
        click("runDungeon");
        QVERIFY(controller()->isRunning());
        QCOMPARE(button("runDungeon")->text(), QString("Pause"));
        pass(1000);
        QTRY_COMPARE_WITH_TIMEOUT((controller()->tick(), steps()), 10, 10000);
        pass(500);
        QTRY_COMPARE_WITH_TIMEOUT((controller()->tick(), steps()), 15, 10000);

        // Paused, the clock runs on and the dungeon stays where it is.
        click("runDungeon");
        QVERIFY(!controller()->isRunning());
        QCOMPARE(button("runDungeon")->text(), QString("Run"));
        pass(5000);
        QTest::qWait(50);
        controller()->tick();
        QCOMPARE(steps(), 15);

        // Faster: a hundred a second.
        slider->setValue(20);
        QCOMPARE(controller()->stepsPerSecond(), 100.0);
        click("runDungeon");
        pass(400);
        QTRY_COMPARE_WITH_TIMEOUT((controller()->tick(), steps()), 55, 10000);
        // Changing the speed while it runs goes on from where it is.
        slider->setValue(0); // one a second
        QCOMPARE(m_dock->findChild<QLabel*>(QStringLiteral("generatorSpeedText"))->text(), QString("1 step a second"));
        pass(3000);
        QTRY_COMPARE_WITH_TIMEOUT((controller()->tick(), steps()), 58, 10000);
        click("runDungeon");
    }

    void roomsGlideBetweenTwoSeparationSteps()
    {
        DungeonParams p;
        p.rooms = 30;
        waitAtTheFirstStep(p, 21);
        // To the separation, then one step more by hand.
        click("nextPhase");
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Separating, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!controller()->isRunning(), 10000);
        const std::vector<Room> before = shown().rooms();
        click("stepDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().counters().separationSteps, 1, 10000);
        const std::vector<Room> after = shown().rooms();
        std::size_t moved = 0;
        while (moved < after.size() && after[moved].x == before[moved].x && after[moved].y == before[moved].y) ++moved;
        QVERIFY(moved < after.size());
        // Half way through the glide, the room is half way.
        m_now += GeneratorController::kStepGlide / 2;
        const DungeonFrame frame = controller()->frame();
        QVERIFY(frame.progress > 0.4 && frame.progress < 0.6);
        const DungeonPainter painter(frame);
        const QRectF r = painter.roomRect(static_cast<int>(moved));
        const double expected = before[moved].x + (after[moved].x - before[moved].x) * frame.progress;
        QVERIFY(std::abs(r.x() - expected) < 1e-9);
        m_now += GeneratorController::kStepGlide;
        QCOMPARE(controller()->frame().progress, 1.0);
        // Overlapping rooms are marked, and the push of each is there to be drawn.
        QVERIFY(shown().counters().overlaps > 0);
        QVERIFY(std::any_of(after.begin(), after.end(), [](const Room& room) { return room.overlapping; }));
        QVERIFY(m_dock->legend()->entries().contains(QStringLiteral("overlapping")));
    }

    void badSettingsSayWhyAtOnceWithoutAHang()
    {
        DungeonParams p;
        p.rooms = 1000;
        p.width = 20;
        p.height = 20;
        m_dock->setParams(p);
        m_dock->setSeed(1);
        QVERIFY(m_dock->newDungeon());
        QVERIFY(shown().failed());
        QVERIFY(!controller()->isRunning());
        QCOMPARE(shown().problem()->code, ProblemCode::MapTooSmall);
        const QString said = m_dock->caption()->text();
        QVERIFY2(said.contains(QStringLiteral("1,000 rooms need at least")), qPrintable(said));
        QVERIFY(said.contains(QStringLiteral("20 x 20")));
        QVERIFY(m_dock->view()->message().contains(problemText(*shown().problem())));
        QVERIFY(!button("stepDungeon")->isEnabled());
        QVERIFY(!button("finishDungeon")->isEnabled());
        QVERIFY(!button("useAsLevel")->isEnabled());
        // A map side the core refuses, and room sizes the wrong way round: each says what is wrong.
        p = DungeonParams();
        p.width = 5;
        m_dock->setParams(p);
        QVERIFY(m_dock->newDungeon());
        QCOMPARE(shown().problem()->code, ProblemCode::MapSize);
        QVERIFY(m_dock->caption()->text().contains(QStringLiteral("a map is 9 to 4,096 tiles wide and high")));
        p = DungeonParams();
        p.minRoomSize = 9;
        p.maxRoomSize = 3;
        m_dock->setParams(p);
        QVERIFY(m_dock->newDungeon());
        QCOMPARE(shown().problem()->code, ProblemCode::RoomSize);
        // Too many rooms for the map that pass the first check fail while separating, in the worker.
        p = DungeonParams();
        p.rooms = 120;
        p.width = 90;
        p.height = 90;
        p.minRoomSize = 5;
        p.maxRoomSize = 9;
        m_dock->setParams(p);
        QVERIFY(m_dock->newDungeon());
        click("finishDungeon");
        QTRY_VERIFY_WITH_TIMEOUT(shown().done(), 60000);
        if (shown().failed()) {
            QVERIFY(!m_dock->caption()->text().isEmpty());
            QVERIFY(!m_dock->view()->message().isEmpty());
        }
        // A seed that is not a number is refused with a message.
        m_dock->findChild<QLineEdit*>(QStringLiteral("seed"))->setText(QStringLiteral("99999999999999999999"));
        QVERIFY(!m_dock->newDungeon());
        QVERIFY(m_dock->findChild<QLabel*>(QStringLiteral("generatorStatus"))
                    ->text()
                    .contains(QStringLiteral("18446744073709551615")));
    }

    void useAsLevelMakesADocumentThatValidatesUndoesAndSaves()
    {
        DungeonParams p;
        p.rooms = 15;
        waitAtTheFirstStep(p, 2024);
        QVERIFY(!button("useAsLevel")->isEnabled());
        QVERIFY(!m_dock->useAsLevel());
        click("finishDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 60000);
        const int documents = m_window->documentCount();
        click("useAsLevel");
        QCOMPARE(m_window->documentCount(), documents + 1);
        Document* document = m_window->currentDocument();
        QVERIFY(document);
        // A level that exists nowhere else: modified until saved, so that nothing closes it unasked.
        QCOMPARE(m_window->tabs()->tabText(m_window->tabs()->currentIndex()), QString("Dungeon 2024 *"));
        QVERIFY(document->isModified());
        document->waitForValidation();
        QVERIFY(document->diagnostics().empty());
        QCOMPARE(rowsOf(document->maze()), rowsOf(shown().maze()));
        QVERIFY(document->maze().muncher.has_value());

        // Its first edit is an undo step like any other, and undoes to exactly what was made.
        const Maze made = document->maze();
        Cell wall { 0, 0 };
        MazeEdit edit;
        edit.setTile(made, wall, Tile::Floor);
        document->edit(edit, QStringLiteral("Paint"));
        QVERIFY(document->isModified());
        QCOMPARE(document->maze().tiles.get(wall), Tile::Floor);
        document->undoStack()->undo();
        QCOMPARE(document->maze().tiles, made.tiles);
        QVERIFY(document->isModified()); // back to what was made, which is still saved nowhere

        // Quitting asks about it.
        QStringList asked;
        m_window->confirmClose = [&asked](Document* d) {
            asked << d->displayName();
            return false;
        };
        QVERIFY(!m_window->close());
        QCOMPARE(asked.size(), 1);

        // Saved and read again, it is the same level.
        const QString path = m_dir.filePath(QStringLiteral("dungeon.maze"));
        QString error;
        QVERIFY2(document->save(path, &error), qPrintable(error));
        QVERIFY(!document->isModified());
        const ReadResult reread = readMaze(test::readFile(path));
        QVERIFY(reread.ok());
        QCOMPARE(reread.maze.tiles, made.tiles);
        QCOMPARE(reread.maze.muncher, made.muncher);
    }

    void theCaptionSaysWhatTheStepDidAndCanBeHidden()
    {
        DungeonParams p;
        p.rooms = 10;
        waitAtTheFirstStep(p, 8);
        click("stepDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(steps(), 1, 10000);
        QCOMPARE(shown().caption().code, CaptionCode::Scattered);
        QVERIFY(m_dock->caption()->text().startsWith(QStringLiteral("Room 0 is dropped at (")));
        QCOMPARE(m_dock->caption()->text(), QString::fromStdString(shown().caption().english()));
        // Pushes name their rooms.
        click("nextPhase");
        QTRY_VERIFY_WITH_TIMEOUT(shown().phase() == Phase::Separating && !controller()->isRunning(), 10000);
        click("stepDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().counters().separationSteps, 1, 10000);
        QVERIFY2(m_dock->caption()->text().contains(QStringLiteral(" is pushed away from room")),
            qPrintable(m_dock->caption()->text()));
        QAction* show = m_dock->action(QStringLiteral("showCaption"));
        QVERIFY(show->isChecked());
        show->trigger();
        QVERIFY(!m_dock->caption()->isVisible());
        QVERIFY(!QSettings().value(QStringLiteral("generate/caption")).toBool());
        show->trigger();
        QVERIFY(m_dock->caption()->isVisible());
    }

    void aCaptionsNumbersGoInTheUsersWayOfWritingNumbers()
    {
        const Caption pushed { CaptionCode::PushedTwo, { 12, 4, 9, 1500 } };
        QCOMPARE(captionText(pushed), QString("Room 12 is pushed away from rooms 4 and 9; 1,500 rooms still move"));
    }

    void theSeedComesFromTheDiceAndGoesThroughTheClipboard()
    {
        m_window->choices()->answers.seed = [] { return std::uint64_t { 4242 }; };
        QTest::mouseClick(m_dock->findChild<QToolButton*>(QStringLiteral("dice")), Qt::LeftButton);
        QCOMPARE(m_dock->seed(), std::optional<std::uint64_t>(4242));
        QCOMPARE(controller()->seed(), std::uint64_t { 4242 });
        QVERIFY(controller()->isRunning()); // a new dungeon, under way
        controller()->pause();
        QTest::mouseClick(m_dock->findChild<QToolButton*>(QStringLiteral("copySeed")), Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), QString("4242"));

        QApplication::clipboard()->setText(QStringLiteral("  18446744073709551615 \n"));
        QTest::mouseClick(m_dock->findChild<QToolButton*>(QStringLiteral("pasteSeed")), Qt::LeftButton);
        QCOMPARE(controller()->seed(), std::uint64_t { 18446744073709551615ULL });
        controller()->pause();
        QApplication::clipboard()->setText(QStringLiteral("the seed"));
        QTest::mouseClick(m_dock->findChild<QToolButton*>(QStringLiteral("pasteSeed")), Qt::LeftButton);
        QCOMPARE(controller()->seed(), std::uint64_t { 18446744073709551615ULL });
        QVERIFY(
            m_dock->findChild<QLabel*>(QStringLiteral("generatorStatus"))->text().contains(QStringLiteral("no seed")));
        // The settings of the last dungeon are there again next time.
        newWindow();
        m_dock = m_window->findChild<GenerateDock*>();
        QCOMPARE(m_dock->seed(), std::optional<std::uint64_t>(18446744073709551615ULL));
    }

    void tenThousandRoomsAtFullSpeedLeaveTheWindowFreeAndDrawTheLatest()
    {
        DungeonParams p;
        p.rooms = 10000;
        waitAtTheFirstStep(p, 10);
        auto* slider = m_dock->findChild<QSlider*>(QStringLiteral("generatorSpeed"));
        slider->setValue(slider->maximum());
        QCOMPARE(controller()->stepsPerSecond(), GeneratorController::kFullSpeed);
        QCOMPARE(m_dock->findChild<QLabel*>(QStringLiteral("generatorSpeedText"))->text(), QString("full speed"));
        click("runDungeon");
        // The click came back while the worker goes on: what it reaches is shown as it comes.
        QVERIFY(controller()->isRunning());
        QSet<int> seen;
        QElapsedTimer patience;
        patience.start();
        while (seen.size() < 5 && patience.elapsed() < 120000) {
            QTest::qWait(20);
            seen.insert(steps());
        }
        QVERIFY2(seen.size() >= 5, "the screen did not follow the worker");
        // The window still answers: a zoom of the picture is done at once.
        const double scale = m_dock->view()->scale();
        m_dock->view()->zoomIn();
        QVERIFY(m_dock->view()->scale() > scale);
        click("runDungeon");
        QVERIFY(!controller()->isRunning());
        QTest::qWait(100);
        controller()->tick();
        const int paused = steps();
        QTest::qWait(200);
        controller()->tick();
        QCOMPARE(steps(), paused);
    }

    void theExplorerWalksTheFinishedDungeonAndStartsAgain()
    {
        DungeonParams p;
        p.rooms = 12;
        waitAtTheFirstStep(p, 31);
        // The explorer waits for a finished dungeon, in its place (its row does not come and go).
        QVERIFY(!button("exploreStep")->isEnabled());
        click("finishDungeon");
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 60000);
        QVERIFY(button("exploreStep")->isEnabled());
        ExplorerPlayer* player = m_dock->explorer();
        QVERIFY(player->hasDungeon());
        const Dungeon& d = shown().result();
        Explorer alongside(static_cast<int>(d.rooms.size()), d.links, shown().seed(), -1, ExplorerPlayer::lengthsOf(d));
        QCOMPARE(player->explorer().current(), alongside.current());
        for (int i = 0; i < 5; ++i) {
            click("exploreStep");
            alongside.step();
            QCOMPARE(player->explorer().current(), alongside.current());
        }
        QCOMPARE(player->explorer().stats(), alongside.stats());
        auto* stats = m_dock->findChild<QLabel*>(QStringLiteral("explorerStats"));
        QVERIFY2(stats->text().contains(QStringLiteral("5 moves")), qPrintable(stats->text()));
        QVERIFY(m_dock->view()->frame().explorer.has_value());
        m_dock->findChild<QSlider*>(QStringLiteral("generatorSpeed"))->setValue(10); // 1x
        click("explore");
        QVERIFY(player->isPlaying());
        for (int i = 0; i < 500; ++i) {
            m_now += 16;
            player->tick();
        }
        QVERIFY(player->explorer().time() > 5);
        click("explore");
        QVERIFY(!player->isPlaying());
        click("exploreReset");
        QCOMPARE(player->explorer().time(), 0);
        QCOMPARE(player->explorer().seconds(), 0.0);
        QCOMPARE(player->explorer().stats().roomsVisited, 1);
    }

    void theEditorsExplorerRestsASecondAndWalksSixTilesASecond()
    {
        finishedWithItsExplorer();
        if (QTest::currentTestFailed()) return;
        ExplorerPlayer* player = m_dock->explorer();
        const Explorer& e = player->explorer();
        double expected = 0;
        double walked = 0;
        for (int move = 1; move <= 20; ++move) {
            const int from = e.current();
            click("exploreStep");
            QCOMPARE(e.time(), move);
            QVERIFY(e.lastLink() >= 0);
            const double tiles = tilesWalked(e.lastLink(), from);
            walked += tiles;
            expected += 1.0 + tiles / 6.0;
            QVERIFY2(std::abs(e.seconds() - expected) < 1e-9,
                qPrintable(QStringLiteral("%1 s after %2 moves, not %3").arg(e.seconds()).arg(move).arg(expected)));
        }
        // The corridors are walked: 20 moves are more than 20 seconds.
        QVERIFY(walked > 20);
        QVERIFY(e.seconds() > 20.0 + walked / 6.0 - 1e-9);
    }

    void theEditorsExplorerForgetsAVisitThirtySecondsOfWalkingLaterNotThirtyMoves()
    {
        finishedWithItsExplorer();
        if (QTest::currentTestFailed()) return;
        ExplorerPlayer* player = m_dock->explorer();
        const Explorer& e = player->explorer();
        // Every visit, as the test sees them made: (the explorer's seconds, room).
        std::vector<std::pair<double, int>> visits { { 0.0, e.current() } };
        const int first = e.current();
        int moves = 0;
        while (e.seconds() < Explorer::kFadeSeconds + 1.0) {
            click("exploreStep");
            ++moves;
            visits.push_back({ e.seconds(), e.current() });
            // What it remembers of each room: the visits of the last 30 s of its clock.
            for (int room = 0; room < e.rooms(); ++room) {
                const auto held = std::count_if(visits.begin(), visits.end(),
                    [&](const auto& v) { return v.second == room && v.first > e.seconds() - Explorer::kFadeSeconds; });
                QCOMPARE(e.remembered(room), static_cast<int>(held));
            }
        }
        // 30 s of walking came before 30 moves, and the first visit is forgotten.
        QVERIFY2(moves < 30, qPrintable(QString::number(moves)));
        QVERIFY(!e.lastVisitSeconds(first).has_value() || *e.lastVisitSeconds(first) > 0);
    }

    void aRoomIsPaintedRecentForFiveSecondsOfTheExplorersClock()
    {
        finishedWithItsExplorer();
        if (QTest::currentTestFailed()) return;
        ExplorerPlayer* player = m_dock->explorer();
        const Explorer& e = player->explorer();
        // Every visit, as the test sees them made: (the explorer's seconds, room).
        std::vector<std::pair<double, int>> visits { { 0.0, e.current() } };
        m_dock->findChild<QSlider*>(QStringLiteral("generatorSpeed"))->setValue(10);
        QCOMPARE(player->speed(), 1.0);
        click("explore");
        bool sawRecent = false;
        bool sawFaded = false;
        for (int t = 0; t < 3000; ++t) {
            m_now += 16;
            const int moves = e.time();
            player->tick();
            QVERIFY(e.time() - moves <= 1); // a second's rest between two arrivals
            if (e.time() > moves) visits.push_back({ e.arrivedAt(), e.current() });
            if (t % 8 != 0) continue;
            const DungeonFrame frame = m_dock->view()->frame();
            QVERIFY(frame.explorer.has_value());
            const double now = frame.explorer->now;
            QCOMPARE(now, player->shownSeconds());
            const DungeonPainter painter(frame);
            for (int room = 0; room < e.rooms(); ++room) {
                // Remembered: a visit in the 30 s before its last arrival; recent: a visit in the
                // last 5 s of the time shown.
                bool remembered = false;
                bool recent = false;
                for (const auto& [when, where] : visits) {
                    if (where != room) continue;
                    remembered = remembered || when > e.arrivedAt() - Explorer::kFadeSeconds;
                    recent = recent || when > now - 5.0;
                }
                const auto expected = !remembered ? DungeonPainter::Visited::No
                    : recent                      ? DungeonPainter::Visited::Recently
                                                  : DungeonPainter::Visited::Yes;
                QCOMPARE(painter.visited(room), expected);
                sawRecent = sawRecent || expected == DungeonPainter::Visited::Recently;
                sawFaded = sawFaded || (remembered && !recent);
            }
        }
        QVERIFY(sawRecent && sawFaded);
        const QStringList legend = m_dock->legend()->entries();
        QVERIFY2(legend.contains(QStringLiteral("visited in the last 5 s")), qPrintable(legend.join('|')));
        QVERIFY2(legend.contains(QStringLiteral("unvisited, or forgotten after 30 s")), qPrintable(legend.join('|')));
        QVERIFY2(legend.filter(QStringLiteral("rests 1 s")).size() == 1, qPrintable(legend.join('|')));
        click("explore");
        QVERIFY(!player->isPlaying());
    }

    void atOneTimesTheDotRestsASecondAndWalksOnTheExplorersClock()
    {
        finishedWithItsExplorer();
        if (QTest::currentTestFailed()) return;
        ExplorerPlayer* player = m_dock->explorer();
        auto* slider = m_dock->findChild<QSlider*>(QStringLiteral("generatorSpeed"));
        auto* speedText = m_dock->findChild<QLabel*>(QStringLiteral("generatorSpeedText"));
        slider->setValue(10);
        QCOMPARE(speedText->text(), QStringLiteral("explorer at 1×"));
        const Explorer& e = player->explorer();
        const int start = e.current();
        click("explore");
        QVERIFY(player->isPlaying());
        const qint64 t0 = m_now;
        // A second's rest in the first room.
        for (int t = 0; t < 62; ++t) {
            m_now += 16;
            player->tick();
        }
        QVERIFY(!e.walking());
        QCOMPARE(e.time(), 0);
        QCOMPARE(m_dock->view()->frame().explorer->dot, middleOf(start));
        m_now += 16; // 1.008 s
        player->tick();
        QVERIFY(e.walking());
        const int to = e.target();
        const double walk = e.walkSeconds();
        QCOMPARE(walk, tilesWalked(e.lastLink(), start) / 6.0);
        QVERIFY(walk > 0.5);
        // Half way through the walk, the dot is half way along its way.
        const qint64 arrival = t0 + static_cast<qint64>(std::ceil((1.0 + walk) * 1000.0));
        m_now = t0 + static_cast<qint64>(std::lround((1.0 + walk / 2) * 1000.0));
        player->tick();
        const QPointF half = m_dock->view()->frame().explorer->dot;
        QVERIFY(half != middleOf(start) && half != middleOf(to));
        QCOMPARE(e.time(), 0);
        QVERIFY(!e.visitedEver(to));
        m_now = arrival - 2;
        player->tick();
        QCOMPARE(e.time(), 0);
        m_now = arrival + 1;
        player->tick();
        QCOMPARE(e.time(), 1);
        QCOMPARE(e.current(), to);
        QCOMPARE(m_dock->view()->frame().explorer->dot, middleOf(to));
        // Paused half way along the next corridor, the dot stays there; Play goes on from there.
        while (!e.walking()) {
            m_now += 16;
            player->tick();
        }
        m_now += 16;
        player->tick();
        click("explore");
        QVERIFY(!player->isPlaying());
        const QPointF paused = m_dock->view()->frame().explorer->dot;
        const double shown = player->shownSeconds();
        m_now += 5000;
        player->tick();
        QCOMPARE(m_dock->view()->frame().explorer->dot, paused);
        QCOMPARE(player->shownSeconds(), shown);
        QCOMPARE(e.time(), 1);

        // Ten times: ten seconds of the explorer's time in one of ours.
        slider->setValue(20);
        QCOMPARE(speedText->text(), QStringLiteral("explorer at 10×"));
        click("explore");
        for (int t = 0; t < 125; ++t) {
            m_now += 8;
            player->tick();
        }
        QVERIFY(std::abs(player->shownSeconds() - (shown + 10.0)) < 1e-6);
        QVERIFY(e.seconds() <= player->shownSeconds());
        QVERIFY(e.seconds() + (e.walking() ? e.walkSeconds() : Explorer::kPauseSeconds) > player->shownSeconds());

        // As fast as it goes: many moves in a frame.
        slider->setValue(slider->maximum());
        QCOMPARE(speedText->text(), QStringLiteral("explorer at full speed"));
        const int before = e.time();
        m_now += 16;
        player->tick();
        QVERIFY2(e.time() - before > 1000, qPrintable(QString::number(e.time() - before)));
        click("explore");
        slider->setValue(13);
        QCOMPARE(speedText->text(), QStringLiteral("explorer at 2×"));
        slider->setValue(10);
    }

    void thePictureAndTheWholeRunExportToPng()
    {
        DungeonParams p;
        p.rooms = 6;
        waitAtTheFirstStep(p, 4);
        click("nextPhase");
        QTRY_VERIFY_WITH_TIMEOUT(!controller()->isRunning() && shown().phase() == Phase::Separating, 10000);
        const QString picture = m_dir.filePath(QStringLiteral("picture.png"));
        QVERIFY(m_dock->exportPicture(picture));
        const QImage image(picture);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= m_dock->view()->width());
        QVERIFY(image.height() > m_dock->view()->height()); // the caption under it
        // Into a folder that cannot be written: an error that says where, no crash.
        QString told;
        test::whenDialogShows([&told](QWidget* box) {
            told = static_cast<QMessageBox*>(box)->text();
            static_cast<QMessageBox*>(box)->accept();
        });
        QVERIFY(!m_dock->exportPicture(m_dir.filePath(QStringLiteral("no such folder/picture.png"))));
        QVERIFY2(told.contains(QStringLiteral("no such folder")), qPrintable(told));
        // Onto a full disk: refused with the reason, and no half picture left (it was written
        // straight to the file, whose failed flush nobody checked).
        if (::geteuid() == 0) {
            const QString disk = m_dir.filePath(QStringLiteral("disk"));
            QVERIFY(QDir().mkpath(disk));
            QVERIFY(::mount("tmpfs", disk.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") == 0);
            const auto unmount = qScopeGuard([&] { ::umount2(disk.toLocal8Bit().constData(), MNT_DETACH); });
            {
                QFile fill(disk + QStringLiteral("/fill"));
                QVERIFY(fill.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
                const QByteArray block(1024, 'z');
                while (fill.write(block) == block.size()) { }
            }
            told.clear();
            test::whenDialogShows([&told](QWidget* box) {
                told = static_cast<QMessageBox*>(box)->text();
                static_cast<QMessageBox*>(box)->accept();
            });
            QVERIFY(!m_dock->exportPicture(disk + QStringLiteral("/picture.png")));
            QVERIFY2(told.contains(QString::fromLocal8Bit(std::strerror(ENOSPC))), qPrintable(told));
            QVERIFY(!QFileInfo::exists(disk + QStringLiteral("/picture.png")));
        }

        Generator alongside(p, 4);
        alongside.finish();
        const QString folder = m_dir.filePath(QStringLiteral("frames"));
        QVERIFY(QDir().mkpath(folder));
        FrameExporter* exporter = m_dock->exportFrames(folder, QSize(320, 200), 1, 0);
        QVERIFY(exporter);
        QSignalSpy done(exporter, &FrameExporter::finished);
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().first().toBool(), true);
        const QDir frames(QDir(folder).filePath(QStringLiteral("dungeon-4-frames")));
        const QStringList files = frames.entryList({ QStringLiteral("frame_*.png") }, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), alongside.counters().steps + 1);
        QCOMPARE(files.first(), QString("frame_000001.png"));
        QCOMPARE(QImage(frames.filePath(files.last())).size(), QSize(320, 200));
        // A second export does not overwrite the first.
        exporter = m_dock->exportFrames(folder, QSize(160, 100), 1000, 0);
        QVERIFY(exporter);
        QSignalSpy again(exporter, &FrameExporter::finished);
        QVERIFY(again.wait(120000));
        QVERIFY(QDir(folder).exists(QStringLiteral("dungeon-4-frames-2")));
        QCOMPARE(frames.entryList({ QStringLiteral("frame_*.png") }, QDir::Files).size(), files.size());
    }

    void theExportsAskWhereInTheFolderChosenLastAndAddTheSuffix()
    {
        DungeonParams p;
        p.rooms = 6;
        waitAtTheFirstStep(p, 4);
        // The picture under the name the user typed, ".png" added; the next one offered there.
        const QString shots = m_dir.filePath(QStringLiteral("shots"));
        QVERIFY(QDir().mkpath(shots));
        QStringList offered;
        choices().answers.savePath = [&](const QString&, const QString& suggested, const QString&) {
            offered << suggested;
            return QDir(shots).filePath(QStringLiteral("first step"));
        };
        QVERIFY(m_dock->exportPicture());
        QVERIFY(!QImage(QDir(shots).filePath(QStringLiteral("first step.png"))).isNull());
        QVERIFY(m_dock->exportPicture());
        QCOMPARE(offered.size(), 2);
        QVERIFY(QFileInfo(offered.first()).absolutePath() != shots);
        QCOMPARE(QFileInfo(offered.last()).absolutePath(), shots);
        QVERIFY(offered.last().endsWith(QStringLiteral(".png")));

        // The frames: where, how large, how often and how smooth, in one dialog.
        const QString folder = m_dir.filePath(QStringLiteral("slides"));
        QVERIFY(QDir().mkpath(folder));
        QStringList rows;
        test::whenDialogShows([&](QWidget* dialog) {
            // The words shown: a row's label may carry a mnemonic ("&Folder:").
            for (auto* label : dialog->findChildren<QLabel*>()) rows << test::shownText(label);
            dialog->findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly)->setText(folder);
            const QList<QSpinBox*> boxes = dialog->findChildren<QSpinBox*>();
            QCOMPARE(boxes.size(), 4);
            boxes[0]->setValue(160); // wide
            boxes[1]->setValue(100); // high
            boxes[2]->setValue(1); // a picture every step
            boxes[3]->setValue(2); // and two in between while the rooms move
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        FrameExporter* exporter = m_dock->exportFrames();
        QVERIFY(exporter);
        QSignalSpy done(exporter, &FrameExporter::finished);
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().first().toBool(), true);
        for (const char* row : { "Folder:", "Size:", "A picture:", "In between:" })
            QVERIFY2(rows.contains(QString::fromLatin1(row)), row);
        QVERIFY(rows.contains(QStringLiteral("The run of seed 4 from its first step: all the steps.")));
        const QDir frames(QDir(folder).filePath(QStringLiteral("dungeon-4-frames")));
        const QStringList files = frames.entryList({ QStringLiteral("frame_*.png") }, QDir::Files, QDir::Name);
        QCOMPARE(QImage(frames.filePath(files.last())).size(), QSize(160, 100));
        // As many frames as the same export with two in between, more than with none: the
        // dialog's rows are what the export does (In between was once read from a row of a
        // dialog already gone).
        auto framesOf = [&](const QString& into, int glide) {
            QDir().mkpath(into);
            FrameExporter* direct = m_dock->exportFrames(into, QSize(160, 100), 1, glide);
            if (!direct) return -1;
            QSignalSpy finished(direct, &FrameExporter::finished);
            if (!finished.wait(120000)) return -1;
            return static_cast<int>(QDir(QDir(into).filePath(QStringLiteral("dungeon-4-frames")))
                                        .entryList({ QStringLiteral("frame_*.png") }, QDir::Files)
                                        .size());
        };
        QCOMPARE(files.size(), framesOf(m_dir.filePath(QStringLiteral("glide2")), 2));
        QVERIFY(files.size() > framesOf(m_dir.filePath(QStringLiteral("glide0")), 0));
        // The next export offers the folder chosen.
        QString again;
        test::whenDialogShows([&](QWidget* dialog) {
            again = dialog->findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly)->text();
            static_cast<QDialog*>(dialog)->reject();
        });
        QVERIFY(!m_dock->exportFrames());
        QCOMPARE(again, folder);
    }

    void presentationFillsTheScreenAndEscapeComesBack()
    {
        m_dock->view()->setFocus();
        // The layout once the panel's first show has given it half the window.
        QTest::qWait(200);
        const QByteArray layout = m_window->saveState();
        QTest::keyClick(m_dock->view(), Qt::Key_F11);
        QVERIFY(m_dock->isPresenting());
        // The generator on a window of its own, full screen; the main window as it was.
        QWidget* stage = m_dock->view()->window();
        QVERIFY(stage != m_window.get());
        QVERIFY(stage->isFullScreen());
        QVERIFY(!m_dock->isFloating());
        QVERIFY(!stage->findChild<QLineEdit*>(QStringLiteral("seed"))->isVisible()); // settings are not for the class
        QTest::keyClick(m_dock->view(), Qt::Key_Escape);
        QTRY_VERIFY(!m_dock->isPresenting());
        QCOMPARE(m_dock->view()->window(), m_window.get());
        QVERIFY(m_dock->findChild<QLineEdit*>(QStringLiteral("seed"))->isVisible());
        QTRY_COMPARE(m_window->saveState(), layout);
    }

    void newDungeonFromTheMenuShowsThePanel()
    {
        m_dock->hide();
        QVERIFY(!m_dock->isVisible());
        m_dock->action(QStringLiteral("newDungeon"))->trigger();
        QVERIFY(m_dock->isVisible());
        controller()->pause();
    }

    void theViewZoomsAroundTheMouseAndFitsTheMap()
    {
        DungeonView* view = m_dock->view();
        QVERIFY(view->isFitted());
        const QRectF visible = view->visibleTiles();
        QVERIFY(visible.contains(QRectF(0, 0, shown().width(), shown().height())));
        const QPoint at(view->width() / 3, view->height() / 3);
        const QPointF under = view->tileAt(at);
        QWheelEvent wheel(at, view->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &wheel);
        QVERIFY(!view->isFitted());
        QVERIFY(std::abs(view->tileAt(at).x() - under.x()) < 1e-9);
        // Dragging moves the picture.
        QTest::mousePress(view, Qt::LeftButton, Qt::NoModifier, at);
        QTest::mouseMove(view, at + QPoint(40, 0));
        QTest::mouseRelease(view, Qt::LeftButton, Qt::NoModifier, at + QPoint(40, 0));
        QVERIFY(std::abs(view->tileAt(at + QPoint(40, 0)).x() - under.x()) < 1e-6);
        QTest::mouseDClick(view, Qt::LeftButton, Qt::NoModifier, at);
        QVERIFY(view->isFitted());
    }
};

QTEST_MAIN(TstGenerate)
#include "tst_generate.moc"

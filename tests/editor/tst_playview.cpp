#include "editor/editorfixture.h"
#include "testmaps.h"

#include "bestscores.h"
#include "choices.h"
#include "document.h"
#include "gamepainter.h"
#include "keybindingsdialog.h"
#include "keyfield.h"
#include "mainwindow.h"
#include "mapview.h"
#include "picture/theme.h"
#include "playdock.h"
#include "playsession.h"
#include "playsounds.h"
#include "playview.h"
#include "replaytimeline.h"
#include "tool.h"
#include "toolsdock.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace mazeworks;

// The play view as a tester meets it: F5, the keys, pause, the pilot, replays, best scores.
// Time is the test's own clock: every frame is 1/60 s of it, however fast the machine is.
class TstPlayView : public test::EditorTest {
    Q_OBJECT

public:
    TstPlayView()
        : EditorTest(Setup { QSize(1200, 900), true, 7 })
    {
    }

private:
    PlayDock* m_dock = nullptr;
    std::int64_t m_now = 0;
    QTemporaryDir m_dir;

    PlaySession* session() const { return m_dock->session(); }
    const Game& game() const { return *session()->game(); }

    // Lets `seconds` pass on the test's clock in frames of 1/60 s, as a screen would.
    void pass(double seconds)
    {
        session()->tick(); // the clock's reading before
        const auto frames = static_cast<int>(std::lround(seconds * 60));
        for (int i = 0; i < frames; ++i) {
            m_now += 16'666'667;
            session()->tick();
        }
    }

    // Plays until the phase comes, or at most `seconds`.
    void passUntil(Game::Phase phase, double seconds)
    {
        for (int i = 0; i < seconds * 60 && game().phase() != phase; ++i) pass(1.0 / 60);
    }

    void pressF5()
    {
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QCoreApplication::processEvents();
    }

    static QString cli(const QStringList& args)
    {
        QProcess process;
        process.start(QStringLiteral(MAZEWORKS_CLI), args);
        if (!process.waitForFinished(300000)) return {};
        return QString::fromUtf8(process.readAllStandardOutput());
    }

    void prepare() override
    {
        m_dock = dock<PlayDock>();
        QVERIFY(m_dock);
        m_now = 0;
        session()->setClock([this] { return m_now; });
    }

    void finish() override { m_dock = nullptr; }

private slots:
    void f5OnAValidLevelStartsAGame()
    {
        m_window->openClassic();
        QVERIFY(!m_dock->isVisible());
        pressF5();
        QVERIFY(m_dock->isVisible());
        QVERIFY(!m_dock->isRefused());
        QCOMPARE(session()->mode(), PlaySession::Mode::Live);
        QCOMPARE(game().phase(), Game::Phase::Ready);
        QCOMPARE(game().seed(), std::uint64_t { 7 });
        QVERIFY(m_dock->view()->hasFocus());
        // "Ready!" for four seconds, then the round is on.
        pass(3.9);
        QCOMPARE(game().phase(), Game::Phase::Ready);
        pass(0.2);
        QCOMPARE(game().phase(), Game::Phase::Playing);
        // The level as it is in the editor, not as it was saved: an edit shows in the game.
        Document* document = m_window->currentDocument();
        MazeEdit edit;
        edit.setTile(document->maze(), { 1, 1 }, Tile::Floor);
        document->edit(edit, QStringLiteral("eat a dot"));
        pressF5();
        QCOMPARE(game().tiles().get(1, 1), Tile::Floor);
        QCOMPARE(game().dotsLeft(), 239);
        QVERIFY(document->isModified());
    }

    void f5OnALevelWithErrorsShowsItsErrorsInstead()
    {
        QVERIFY(m_window->openFile(test::resource("levels/broken/unreachable-dot.maze"), true));
        Document* document = m_window->currentDocument();
        document->waitForValidation();
        pressF5();
        QVERIFY(m_dock->isVisible());
        QVERIFY(m_dock->isRefused());
        QVERIFY(!session()->isActive());
        QListWidget* problems = m_dock->problems();
        QVERIFY(problems->count() >= 1);
        // Each error as the Diagnostics panel words it, with its line and column.
        const Diagnostic& first = document->diagnostics().front();
        const QString wanted = QStringLiteral("%1:%2").arg(first.line).arg(first.column);
        QVERIFY2(problems->item(0)->text().startsWith(wanted), qPrintable(problems->item(0)->text()));
        QVERIFY(problems->item(0)->text().contains(QStringLiteral("cannot reach")));

        // A level without a map at all is refused too, without a crash.
        QVERIFY(m_window->openFile(test::resource("levels/broken/unknown-tile.maze"), true));
        pressF5();
        QVERIFY(m_dock->isRefused());
        QVERIFY(problems->count() >= 1);
        QVERIFY(problems->item(0)->text().contains(QStringLiteral("not a tile")));

        // Fixed, it plays.
        m_window->openClassic();
        pressF5();
        QVERIFY(!m_dock->isRefused());
        QCOMPARE(session()->mode(), PlaySession::Mode::Live);
    }

    void aKeyPressedEarlyTurnsAtTheNextCrossing()
    {
        m_window->openClassic();
        pressF5();
        passUntil(Game::Phase::Playing, 5);
        QCOMPARE(game().phase(), Game::Phase::Playing);
        // At the start the muncher heads left and up is a wall: the key waits for the way.
        QCOMPARE(game().muncher().cell(), (Cell { 13, 22 }));
        QCOMPARE(game().tiles().get(13, 21), Tile::Wall);
        QTest::keyClick(m_dock->view(), Qt::Key_Up);
        pass(0.05);
        QCOMPARE(game().muncher().walker().heading(), std::optional<Direction>(Direction::Left));
        pass(0.35);
        QCOMPARE(game().muncher().cell().col, 12);
        QCOMPARE(game().muncher().walker().heading(), std::optional<Direction>(Direction::Up));
        QVERIFY(game().muncher().cell().row < 22);
    }

    void wasdSteersTooAndAKeyGivenDuringReadyIsKept()
    {
        m_window->openClassic();
        pressF5();
        pass(1);
        QTest::keyClick(m_dock->view(), Qt::Key_D); // right, while "Ready!" shows
        passUntil(Game::Phase::Playing, 5);
        pass(0.2);
        QCOMPARE(game().muncher().walker().heading(), std::optional<Direction>(Direction::Right));
        QVERIFY(game().muncher().walker().x() > 13);
    }

    void pauseStopsTimeAndAStepIsOneStep()
    {
        m_window->openClassic();
        pressF5();
        pass(1);
        const std::int64_t before = game().steps();
        QVERIFY(before > 100);
        QTest::keyClick(m_dock->view(), Qt::Key_P);
        QVERIFY(session()->isPaused());
        QVERIFY(m_dock->action(QStringLiteral("pauseGame"))->isChecked());
        pass(3);
        QCOMPARE(game().steps(), before);
        QTest::keyClick(m_dock->view(), Qt::Key_Period);
        QCOMPARE(game().steps(), before + 1);
        QTest::keyClick(m_dock->view(), Qt::Key_Escape);
        QVERIFY(!session()->isPaused());
        pass(0.5);
        QVERIFY(game().steps() >= before + 59);
        // A quarter of the speed: a second of the screen is a quarter second of the game.
        QTest::keyClick(m_dock->view(), Qt::Key_Minus);
        QTest::keyClick(m_dock->view(), Qt::Key_Minus);
        QCOMPARE(session()->speed(), 0.25);
        const std::int64_t slow = game().steps();
        pass(1);
        QVERIFY(std::abs(game().steps() - slow - 30) <= 1);
        // The tools keep their letters while the game does not have the keys.
        m_window->currentView()->setFocus();
        QTest::keyClick(m_window->currentView(), Qt::Key_P);
        QVERIFY(!session()->isPaused());
    }

    void thePilotTogglePlaysOnItsOwn()
    {
        m_window->openClassic();
        pressF5();
        m_dock->action(QStringLiteral("pilotCasual"))->trigger();
        QCOMPARE(session()->pilotKind(), std::optional<PilotKind>(PilotKind::Casual));
        pass(20);
        QVERIFY2(game().score() >= 500, qPrintable(QString::number(game().score())));
        QVERIFY(!session()->pilot()->plan().empty());
        QVERIFY(m_dock->findChild<QLabel*>(QStringLiteral("playStatus"))->text().contains(QStringLiteral("pilot")));
        // What it sees is drawn: its way in green.
        m_dock->view()->setShowPilot(true);
        const QImage frame = m_dock->view()->renderFrame(QSize(540, 640));
        int green = 0;
        for (int y = 0; y < frame.height(); ++y) {
            for (int x = 0; x < frame.width(); ++x)
                green += frame.pixel(x, y) == QColor(0x4c, 0xff, 0x7a).rgb() ? 1 : 0;
        }
        QVERIFY(green > 20);
        // A key takes the keys back.
        QTest::keyClick(m_dock->view(), Qt::Key_Left);
        QVERIFY(!session()->pilotKind());
        QVERIFY(m_dock->action(QStringLiteral("pilotNone"))->isChecked());
    }

    void choosingAPilotFromTheListMidGameLeavesTheGameItsKeys()
    {
        // Seen: choosing a pilot in the middle of a game and then pressing a key restarted the
        // game with a new seed: the list kept the keyboard, so an arrow chose another pilot and
        // F5 started a new game. The game keeps the keys; the pilot only takes the wheel.
        m_window->openClassic();
        pressF5();
        pass(6);
        const int steps = static_cast<int>(game().steps());
        QVERIFY(steps > 0);
        auto* pilots = m_dock->findChild<QComboBox*>(QStringLiteral("playPilot"));
        pilots->setFocus();
        QTest::keyClick(pilots, Qt::Key_Down); // the casual pilot, by the keyboard
        QCOMPARE(session()->pilotKind(), std::optional<PilotKind>(PilotKind::Casual));
        QVERIFY(m_dock->view()->hasFocus());
        QCOMPARE(game().seed(), std::uint64_t { 7 });
        QCOMPARE(static_cast<int>(game().steps()), steps);
        // An arrow key now steers: the keys are the person's again, in the same game.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
        QVERIFY(!session()->pilotKind());
        QCOMPARE(pilots->currentIndex(), 0);
        QCOMPARE(static_cast<int>(game().steps()), steps);
    }

    void theStatusSaysWhichRulesTheGameIsPlayedWith()
    {
        auto* status = m_dock->findChild<QLabel*>(QStringLiteral("playStatus"));
        m_window->openClassic();
        pressF5();
        QVERIFY2(!status->text().contains(QStringLiteral("rules")), qPrintable(status->text()));

        QFile classic(QStringLiteral(":/levels/classic.maze"));
        QVERIFY(classic.open(QIODevice::ReadOnly));
        const QString path = m_dir.filePath(QStringLiteral("variants.maze"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(classic.readAll() + "rules pink-slip dot-counters\n");
        out.close();
        QVERIFY(m_window->openFile(path, true));
        pressF5();
        QCOMPARE(game().rules().has(GameRule::PinkSlip), true);
        QVERIFY2(
            status->text().contains(QStringLiteral("rules: Pink's slip, Dot counters")), qPrintable(status->text()));
    }

    void theExpertsDangerViewKeepsTheDotsInSightAndSaysWhatItShows()
    {
        // Seen: the danger was painted over the dots, so a tester could not see what the pilot
        // weighed against what; nothing said what the colours meant or how hard it searched.
        m_window->openClassic();
        pressF5();
        m_dock->action(QStringLiteral("pilotExpert"))->trigger();
        m_dock->view()->setShowPilot(true);
        pass(14);
        QCOMPARE(game().phase(), Game::Phase::Playing);
        const Pilot& pilot = *session()->pilot();
        const QImage frame = m_dock->view()->grab().toImage();
        const GamePainter& painter = m_dock->view()->gamePainter();
        const TileMap<Tile>& tiles = game().tiles();
        // Every dot on a tile the pilot fears, away from the walkers, shows in its own colour.
        auto nearSomeone = [&](int col, int row) {
            auto near = [&](const Walker& w) { return std::abs(w.x() - col) < 1.5 && std::abs(w.y() - row) < 1.5; };
            if (near(game().muncher().walker())) return true;
            for (const GhostKind k : kGhostKinds)
                if (near(game().ghost(k).walker())) return true;
            return false;
        };
        int dangerousDots = 0;
        for (int row = 0; row < tiles.height(); ++row) {
            for (int col = 0; col < tiles.width(); ++col) {
                if (tiles.get(col, row) != Tile::Dot || !(pilot.danger(Cell { col, row }) > 0) || nearSomeone(col, row))
                    continue;
                const QPointF centre = painter.origin() + QPointF(col + 0.5, row + 0.5) * painter.tileSize();
                QCOMPARE(QColor(frame.pixel(centre.toPoint())), theme::dot);
                ++dangerousDots;
            }
        }
        QVERIFY2(dangerousDots > 5, qPrintable(QString::number(dangerousDots)));
        // A legend under the maze, and the searches so far, as play --json counts them.
        const QRectF legend = painter.legendBox();
        QVERIFY(!legend.isEmpty());
        QVERIFY(legend.top() >= painter.field().bottom());
        QVERIFY(QRectF(frame.rect()).contains(legend));
        QCOMPARE(painter.searchesShown(), GamePainter::searchesText(pilot));
        QVERIFY(painter.searchesShown().contains(QLocale().toString(pilot.searches())));
        QVERIFY(pilot.searches() > 0);
        // Live: they grow as it plays.
        const QString before = painter.searchesShown();
        pass(1);
        m_dock->view()->grab();
        QVERIFY(painter.searchesShown() != before);
        // Without the pilot's view, no legend.
        m_dock->view()->setShowPilot(false);
        m_dock->view()->grab();
        QVERIFY(painter.legendBox().isEmpty());
    }

    void theExpertsWillNotGoMarksOnlyTheFewTilesItAvoids()
    {
        // Seen (issue 29): at the start of a game the expert's "will not go" hatching lay over
        // nearly every corridor, and the maze and its dots could hardly be seen under it.
        m_window->openClassic();
        pressF5();
        m_dock->action(QStringLiteral("pilotExpert"))->trigger();
        m_dock->view()->setShowPilot(true);
        passUntil(Game::Phase::Playing, 10);
        pass(0.5);
        QCOMPARE(game().phase(), Game::Phase::Playing);
        const Pilot& pilot = *session()->pilot();
        const TileMap<Tile>& tiles = game().tiles();
        const auto& corridors = game().corridors();
        const auto corridorCount = std::count(corridors.begin(), corridors.end(), std::uint8_t { 1 });
        // What it marks it really avoids (corridors it bars), and only a few of them, however
        // the ghosts stand: at every moment of the first seconds of the game, not the maze.
        std::size_t marked = 0;
        for (int moment = 0; moment < 24 && game().phase() == Game::Phase::Playing; ++moment) {
            const std::vector<Cell> noGo = GamePainter::noGoTiles(pilot, game());
            marked += noGo.size();
            for (const Cell c : noGo) {
                QVERIFY(corridors[tiles.index(c)]);
                QVERIFY(std::isinf(pilot.danger(c)));
            }
            QVERIFY2(static_cast<qsizetype>(noGo.size()) * 3 < corridorCount,
                qPrintable(QStringLiteral("%1 s: %2 of %3 corridor tiles marked")
                               .arg(moment * 0.25)
                               .arg(noGo.size())
                               .arg(corridorCount)));
            pass(0.25);
        }
        QCOMPARE(game().phase(), Game::Phase::Playing);
        QVERIFY(marked > 0); // it does avoid something
        // Every dot, away from the walkers and the planned way, is drawn over the marks.
        const QImage frame = m_dock->view()->grab().toImage();
        const GamePainter& painter = m_dock->view()->gamePainter();
        auto near = [&](const Walker& w, int col, int row) {
            return std::abs(w.x() - col) < 1.5 && std::abs(w.y() - row) < 1.5;
        };
        std::set<std::pair<int, int>> planned;
        for (const Cell c : pilot.plan()) planned.insert({ c.col, c.row });
        if (pilot.goal()) {
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) planned.insert({ pilot.goal()->col + dc, pilot.goal()->row + dr });
        }
        int dots = 0;
        for (int row = 0; row < tiles.height(); ++row) {
            for (int col = 0; col < tiles.width(); ++col) {
                if (tiles.get(col, row) != Tile::Dot || planned.count({ col, row })) continue;
                bool someone = near(game().muncher().walker(), col, row);
                for (const GhostKind k : kGhostKinds) someone = someone || near(game().ghost(k).walker(), col, row);
                if (someone) continue;
                const QPointF centre = painter.origin() + QPointF(col + 0.5, row + 0.5) * painter.tileSize();
                QCOMPARE(QColor(frame.pixel(centre.toPoint())), theme::dot);
                ++dots;
            }
        }
        QVERIFY2(dots > 100, qPrintable(QString::number(dots)));
    }

    void theSameSeedAndPilotPlayTheGameOfTheCommandLine()
    {
        m_window->openClassic();
        m_dock->action(QStringLiteral("pilotExpert"))->trigger();
        pressF5();
        pass(60);
        const QJsonObject report = QJsonDocument::fromJson(
            cli({ "play", test::resource("levels/classic.maze"), "--seed", "7", "--pilot", "expert", "--seconds",
                    QString::number(game().steps() / 120.0), "--json" })
                .toUtf8())
                                       .object();
        QCOMPARE(report.value("steps").toInteger(), game().steps());
        QCOMPARE(report.value("score").toInt(), game().score());
        QCOMPARE(report.value("dots").toInt(), game().totalDotsEaten());
    }

    void aSavedReplayReopensToTheSameScore()
    {
        m_window->openClassic();
        pressF5();
        m_dock->action(QStringLiteral("pilotExpert"))->trigger();
        pass(5);
        QTest::keyClick(m_dock->view(), Qt::Key_Right); // a person plays a while
        pass(2);
        m_dock->action(QStringLiteral("pilotCasual"))->trigger();
        pass(40);
        const int score = game().score();
        const std::int64_t steps = game().steps();
        QVERIFY(score > 0);
        const QString path = m_dir.filePath("game.replay");
        m_window->choices()->answers.savePath = [&](const QString&, const QString&, const QString&) { return path; };
        m_dock->action(QStringLiteral("saveReplay"))->trigger();
        QVERIFY(QFile::exists(path));

        // The command line plays it back to the same result.
        const QJsonObject report = QJsonDocument::fromJson(cli({ "replay", path, "--json" }).toUtf8()).object();
        QCOMPARE(report.value("score").toInt(), score);
        QCOMPARE(report.value("steps").toInteger(), steps);

        m_window->openFile(test::resource("levels/small.maze"), true); // another level is current: no matter
        m_window->choices()->answers.openPaths
            = [&](const QString&, const QString&, const QString&) { return QStringList { path }; };
        m_dock->action(QStringLiteral("openReplay"))->trigger();
        QCOMPARE(session()->mode(), PlaySession::Mode::Playback);
        QVERIFY(m_dock->timeline()->isVisible());
        QCOMPARE(game().steps(), std::int64_t { 0 });
        // Scrubbed to the end, as a user drags the timeline: the same score.
        QSlider* slider = m_dock->timeline()->slider();
        QCOMPARE(slider->maximum(), static_cast<int>(steps));
        slider->setValue(slider->maximum());
        QCOMPARE(game().steps(), steps);
        QCOMPARE(game().score(), score);
        QVERIFY(m_dock->timeline()->resultLabel()->text().contains(QStringLiteral("came to the result")));
        // Back to the middle and on to the end again, through the copies the session kept.
        slider->setValue(static_cast<int>(steps / 2));
        QCOMPARE(game().steps(), steps / 2);
        QVERIFY(game().score() <= score);
        pass(static_cast<double>(steps - steps / 2) / 120 + 1);
        QCOMPARE(game().steps(), steps);
        QCOMPARE(game().score(), score);
        QVERIFY(session()->isPaused()); // at the end it stands
    }

    void pInAReplayPausesItWhereverThePlayPanelHasTheKeys()
    {
        // A replay of the command line's, opened in the Play panel over a level being edited.
        const QString path = m_dir.filePath("keys.replay");
        cli({ "play", test::resource("levels/classic.maze"), "--seed", "3", "--pilot", "expert", "--seconds", "30",
            "--record", path });
        QVERIFY(QFile::exists(path));
        m_window->openClassic();
        auto* tools = m_window->findChild<ToolsDock*>();
        QVERIFY(tools);
        Tool* tool = tools->currentTool();
        QVERIFY(m_dock->openReplay(path));
        QCOMPARE(session()->mode(), PlaySession::Mode::Playback);
        pass(2);
        QVERIFY(!session()->isPaused());
        // The user drags the timeline a little: the slider has the keyboard, the replay plays on.
        QSlider* slider = m_dock->timeline()->slider();
        QTest::mouseClick(slider, Qt::LeftButton, Qt::NoModifier, slider->rect().center());
        slider->setFocus(); // as a click gives it, on a style whose slider takes the focus on a click
        if (session()->isPaused()) m_dock->action(QStringLiteral("pauseGame"))->trigger();
        QVERIFY(!session()->isPaused());
        pass(1);
        // P pauses the replay, and the tools keep the tool they had.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P);
        QVERIFY(session()->isPaused());
        QCOMPARE(tools->currentTool(), tool);
        const std::int64_t at = session()->position();
        pass(2);
        QCOMPARE(session()->position(), at);
        // Esc plays it on, P pauses it again: one key, one meaning.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!session()->isPaused());
        pass(1);
        QVERIFY(session()->position() > at);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P);
        QVERIFY(session()->isPaused());
        QCOMPARE(tools->currentTool(), tool);
        // The same on the list of speeds, which would take a letter for itself.
        auto* speeds = m_dock->findChild<QComboBox*>(QStringLiteral("playSpeed"));
        QVERIFY(speeds);
        speeds->setFocus();
        QTest::keyClick(speeds, Qt::Key_P);
        QVERIFY(!session()->isPaused());
        QTest::keyClick(speeds, Qt::Key_P);
        QVERIFY(session()->isPaused());
        QCOMPARE(tools->currentTool(), tool);
    }

    void theKeysCanBeReboundAndAreKept()
    {
        auto dialogPtr = std::make_unique<KeyBindingsDialog>(KeyBindings::load());
        KeyBindingsDialog& dialog = *dialogPtr;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Click the box, press the key.
        KeyField* up = dialog.editor(Direction::Up, 1);
        QCOMPARE(up->key(), QKeySequence(Qt::Key_W));
        QTest::mouseClick(up, Qt::LeftButton);
        QVERIFY(up->isListening());
        QTest::keyClick(up, Qt::Key_I);
        QVERIFY(!up->isListening());
        QCOMPARE(dialog.bindings().key(Direction::Up, 1), QKeySequence(Qt::Key_I));
        QLabel* problem = dialog.findChild<QLabel*>(QStringLiteral("keyProblem"));
        QVERIFY(problem->isHidden());
        // The same key for two ways cannot be kept.
        KeyField* left = dialog.editor(Direction::Left, 1);
        QTest::mouseClick(left, Qt::LeftButton);
        QTest::keyClick(left, Qt::Key_I);
        QVERIFY(!problem->isHidden());
        QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        QTest::mouseClick(left, Qt::LeftButton);
        QTest::keyClick(left, Qt::Key_J);
        QVERIFY(problem->isHidden());
        QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog.bindings().save();
        dialogPtr.reset();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));

        const KeyBindings kept = KeyBindings::load();
        QCOMPARE(kept.wayOf(Qt::Key_I), std::optional<Direction>(Direction::Up));
        QCOMPARE(kept.wayOf(Qt::Key_J), std::optional<Direction>(Direction::Left));
        QCOMPARE(kept.wayOf(Qt::Key_W), std::nullopt);
        QCOMPARE(kept.wayOf(Qt::Key_Up), std::optional<Direction>(Direction::Up));

        m_dock->view()->setBindings(kept);
        m_window->openClassic();
        pressF5();
        QTest::keyClick(m_dock->view(), Qt::Key_J);
        QCOMPARE(session()->wanted(), std::optional<Direction>(Direction::Left));
    }

    void soundsFollowTheEventsAndMutingIsRemembered()
    {
        m_window->openClassic();
        pressF5();
        PlaySounds* sounds = m_dock->sounds();
        QCOMPARE(sounds->requests(PlaySounds::Sound::Start), 1);
        m_dock->action(QStringLiteral("pilotExpert"))->trigger();
        pass(15);
        QVERIFY(sounds->requests(PlaySounds::Sound::MunchHigh) + sounds->requests(PlaySounds::Sound::MunchLow) >= 20);
        QVERIFY(QFile::exists(sounds->folder() + "/munch-high.wav"));
        QVERIFY(QFile::exists(sounds->folder() + "/blue.wav"));
        m_dock->action(QStringLiteral("muteGame"))->trigger();
        QVERIFY(sounds->isMuted());
        QVERIFY(QSettings().value("play/muted").toBool());
        PlaySounds again;
        QVERIFY(again.isMuted());
    }

    void aGameOverKeepsTheBestScoreOfTheLevel()
    {
        m_window->openClassic();
        pressF5();
        m_dock->action(QStringLiteral("pilotCasual"))->trigger();
        m_dock->action(QStringLiteral("speed-4"))->trigger();
        passUntil(Game::Phase::Over, 200);
        QCOMPARE(game().phase(), Game::Phase::Over);
        const BestScores best = m_dock->bestScores();
        QCOMPARE(best.best(), game().score());
        QCOMPARE(best.entries().size(), std::size_t { 1 });
        QCOMPARE(best.entries().front().player, QStringLiteral("casual pilot"));
        // The same text is the same level, wherever it comes from.
        QCOMPARE(best.key(), BestScores::keyOf(m_window->currentDocument()->text()));

        BestScores list(QStringLiteral("test"));
        for (int score : { 300, 900, 100, 900 }) list.add({ score, 1, QStringLiteral("you"), QDateTime() });
        QCOMPARE(list.entries().size(), std::size_t { 4 });
        QCOMPARE(list.entries()[0].score, 900);
        QCOMPARE(list.entries()[3].score, 100);
        QCOMPARE(list.add({ 50, 1, QString(), QDateTime() }), 4);
    }

    void theGameIsDrawnWithTheMuncherBetweenItsSteps()
    {
        m_window->openClassic();
        pressF5();
        passUntil(Game::Phase::Playing, 5);
        pass(0.5);
        GamePainter painter;
        GameScene scene;
        scene.game = &game();
        QImage image(540, 660, QImage::Format_RGB32);
        auto draw = [&](double alpha) {
            scene.alpha = alpha;
            QPainter p(&image);
            painter.paint(p, image.rect(), scene);
        };
        draw(0);
        // The walls were made into a picture once; the next frames only draw it.
        QCOMPARE(painter.wallPicturesMade(), 1);
        const double tile = painter.tileSize();
        const QPointF origin = painter.origin();
        const Walker& w = game().muncher().walker();
        auto pixel = [&](double x, double y) {
            return QColor(image.pixel((origin + QPointF(x + 0.5, y + 0.5) * tile).toPoint()));
        };
        // The body of the muncher, a little behind its mouth.
        const double back = -0.3 * dx(game().muncher().facing());
        QCOMPARE(pixel(w.previousX() + back, w.previousY()), theme::muncher);
        // A dot is a square of its own colour at its tile's centre; an eaten one is gone.
        QCOMPARE(game().tiles().get(1, 1), Tile::Dot);
        QCOMPARE(pixel(1, 1), theme::dot);
        draw(1);
        QCOMPARE(painter.wallPicturesMade(), 1);
        QCOMPARE(pixel(w.x() + back, w.y()), theme::muncher);
        if (!qEnvironmentVariableIsEmpty("MAZEWORKS_PICTURES"))
            image.save(qEnvironmentVariable("MAZEWORKS_PICTURES") + "/painter.png");
        // The walls: an outline in the wall colour round each piece, dark inside.
        QColor edge;
        for (double x = 7.2; x <= 7.4; x += 0.5 / tile) {
            const QColor c = pixel(x - 0.5, 2.0);
            if (c.blue() > edge.blue()) edge = c;
        }
        QVERIFY2(edge.blue() > 150 && edge.red() < 120, qPrintable(edge.name()));
        QVERIFY(pixel(8.0, 2.0).lightness() < 10);
    }
};

QTEST_MAIN(TstPlayView)
#include "tst_playview.moc"

#include "testmaps.h"

#include "choices.h"
#include "document.h"
#include "editorapp.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playdock.h"
#include "playsession.h"
#include "playtestdialog.h"
#include "playtestrunner.h"
#include "playview.h"
#include "sprites.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace mazeworks;

// What the play view shows at the moments a tester looks for: a game under way, blue ghosts,
// the pilot's view, the heat map of a playtest. Each picture is checked for what must be in it;
// with MAZEWORKS_PICTURES=FOLDER set, the whole window is also saved there as a PNG to look at
// (run under Xvfb with -platform xcb to see it as on a desktop).
class TstPlayPictures : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    PlayDock* m_dock = nullptr;
    std::int64_t m_now = 0;

    PlaySession* session() const { return m_dock->session(); }
    const Game& game() const { return *session()->game(); }

    void pass(double seconds)
    {
        session()->tick();
        const auto frames = static_cast<int>(std::lround(seconds * 60));
        for (int i = 0; i < frames; ++i) {
            m_now += 16'666'667;
            session()->tick();
        }
    }

    template <class Until> bool passUntil(Until until, double seconds)
    {
        for (int i = 0; i < seconds * 60; ++i) {
            if (until()) return true;
            pass(1.0 / 60);
        }
        return until();
    }

    // The window as it is on screen, saved when pictures are wanted.
    void keep(const QString& name, QWidget* widget = nullptr)
    {
        QCoreApplication::processEvents();
        const QString folder = qEnvironmentVariable("MAZEWORKS_PICTURES");
        if (folder.isEmpty()) return;
        QDir().mkpath(folder);
        QWidget* shown = widget ? widget : m_window.get();
        shown->repaint();
        QVERIFY(shown->grab().save(QDir(folder).filePath(name + QStringLiteral(".png"))));
    }

    static int count(const QImage& image, const QColor& colour)
    {
        int n = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) n += image.pixel(x, y) == colour.rgb() ? 1 : 0;
        }
        return n;
    }

    void startClassic()
    {
        m_window->openClassic();
        QTest::qWait(50);
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(session()->isActive());
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QSettings().clear();
        m_window.reset(createMainWindow());
        m_window->resize(1360, 940);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_dock = m_window->findChild<PlayDock*>();
        m_window->choices()->answers.seed = [] { return std::uint64_t { 3 }; };
        m_now = 0;
        session()->setClock([this] { return m_now; });
    }

    void cleanup() { m_window.reset(); }

    void aGameUnderWayShowsTheMazeThePeopleAndTheScore()
    {
        startClassic();
        keep(QStringLiteral("play-ready"));
        m_dock->setPilot(PilotKind::Expert);
        pass(12);
        // A moment when the red ghost hunts (not blue, not eyes), so that it is drawn red.
        QVERIFY(passUntil(
            [this] {
                const Ghost::Mode mode = game().ghosts()[0].mode();
                return mode == Ghost::Mode::Chase || mode == Ghost::Mode::Scatter;
            },
            30));
        m_dock->setPilot(std::nullopt);
        keep(QStringLiteral("play-game"));
        const QImage frame = m_dock->view()->renderFrame(QSize(540, 660));
        QVERIFY(count(frame, QColor(0xff, 0xe0, 0x3d)) > 50); // the muncher
        QVERIFY(count(frame, QColor(0xff, 0x3b, 0x3b)) > 30); // the red ghost
        QVERIFY(game().score() > 0);
    }

    void blueGhostsAreBlueAndFlashAtTheEnd()
    {
        startClassic();
        m_dock->setPilot(PilotKind::Expert);
        QVERIFY(passUntil([this] { return game().frightened(); }, 120));
        pass(0.3);
        keep(QStringLiteral("play-blue"));
        const QImage blue = m_dock->view()->renderFrame(QSize(540, 660));
        QVERIFY(count(blue, sprites::frightenedBlue()) > 40);
        // Near the end of the blue time they flash white.
        QVERIFY(passUntil([this] { return game().frightLeft() < 1.5; }, 10));
        int white = 0;
        for (int i = 0; i < 12 && game().frightened(); ++i) {
            pass(1.0 / 30);
            white += count(m_dock->view()->renderFrame(QSize(540, 660)), QColor(0xf4, 0xf4, 0xff));
        }
        QVERIFY(white > 40);
    }

    void thePilotsViewShowsItsDangerAndItsWay()
    {
        startClassic();
        m_dock->action(QStringLiteral("showPilot"))->setChecked(true);
        m_dock->setPilot(PilotKind::Casual);
        // A moment when a hunting ghost is near enough to colour the tiles around it.
        QVERIFY(passUntil(
            [this] {
                const auto& d = session()->pilot()->danger();
                return game().roundTime() > 8 && std::count_if(d.begin(), d.end(), [](double v) { return v > 0; }) > 12;
            },
            60));
        m_dock->action(QStringLiteral("pauseGame"))->trigger();
        keep(QStringLiteral("play-pilot"));
        const QImage frame = m_dock->view()->renderFrame(QSize(540, 660));
        QVERIFY(count(frame, QColor(0x4c, 0xff, 0x7a)) > 20); // the way
    }

    void thePlaytestHeatMapLiesOverTheMap()
    {
        m_window->openClassic();
        QTest::qWait(50);
        m_dock->action(QStringLiteral("playtest"))->trigger();
        auto* dialog = m_window->findChild<PlaytestDialog*>();
        QVERIFY(dialog);
        dialog->setOptions({ PilotKind::Casual, 1, 20, 600 });
        QSignalSpy done(dialog->runner(), &PlaytestRunner::finished);
        dialog->run();
        QVERIFY(done.wait(600000));
        dialog->findChild<QCheckBox*>(QStringLiteral("heatOnMap"))->setChecked(true);
        m_window->currentView()->zoomToFit();
        keep(QStringLiteral("playtest-report"), dialog);
        keep(QStringLiteral("playtest-map"));
        QVERIFY(dialog->isShownOnMap());
    }

    void aLevelWithErrorsIsRefused()
    {
        QVERIFY(m_window->openFile(test::resource("levels/broken/unreachable-dot.maze"), true));
        QTest::qWait(50);
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(m_dock->isRefused());
        keep(QStringLiteral("play-refused"));
    }
};

QTEST_MAIN(TstPlayPictures)
#include "tst_playpictures.moc"

#include "dungeonview.h"
#include "editorapp.h"
#include "explorerplayer.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "mainwindow.h"

#include <QDir>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;

// Pictures of the Generate panel at every stage, as a person looks at them: written to the
// folder in MAZEWORKS_SHOTS (run under xvfb-run with QT_QPA_PLATFORM=xcb to see them as a
// desktop draws them), else to a folder of their own that goes away. Each is checked for what a
// glance would catch: a picture at all, and not the same picture as the stage before.
class TstGeneratePictures : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    GenerateDock* m_dock = nullptr;
    QTemporaryDir m_temporary;
    QString m_folder;
    QImage m_last;

    GeneratorController* controller() const { return m_dock->controller(); }
    const Generator& shown() const { return controller()->shown(); }

    void start(const DungeonParams& params, std::uint64_t seed)
    {
        m_dock->setParams(params);
        m_dock->setSeed(seed);
        QVERIFY(m_dock->newDungeon());
        controller()->pause();
        m_dock->view()->zoomToFit();
    }

    // Steps by hand until `done` says so, one step a call as the Step button does.
    template <class Done> void stepUntil(Done done, int most = 100000)
    {
        for (int i = 0; i < most && !done(shown()) && !shown().done(); ++i) {
            const int before = shown().counters().steps;
            controller()->step();
            QTRY_VERIFY_WITH_TIMEOUT(shown().counters().steps > before || shown().done(), 30000);
        }
        // The glide over: the rooms where the step put them.
        QTest::qWait(GeneratorController::kStepGlide + 50);
    }

    // `changed`: the picture must differ from the one before (not when nothing happened between).
    void shoot(const QString& name, bool changed = true)
    {
        // The view draws the latest step on its next frame, which a busy machine may delay.
        QImage image = m_dock->grab().toImage();
        if (changed) QTRY_VERIFY_WITH_TIMEOUT((image = m_dock->grab().toImage()) != m_last, 10000);
        QVERIFY(!image.isNull());
        m_last = image;
        QVERIFY(image.save(QDir(m_folder).filePath(name + QStringLiteral(".png"))));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_folder = qEnvironmentVariable("MAZEWORKS_SHOTS");
        if (m_folder.isEmpty()) m_folder = m_temporary.path();
        QVERIFY(QDir().mkpath(m_folder));
        QSettings().clear();
        m_window.reset(createMainWindow());
        m_window->resize(1400, 950);
        m_window->openClassic();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_dock = m_window->findChild<GenerateDock*>();
        m_dock->show();
        QTest::qWait(100);
    }

    void cleanupTestCase() { m_window.reset(); }

    void placing()
    {
        start(DungeonParams(), 1);
        stepUntil([](const Generator& g) { return g.counters().placed >= 14; });
        shoot(QStringLiteral("gen-1-placing"));
    }

    void separatingWithArrows()
    {
        stepUntil([](const Generator& g) { return g.counters().separationSteps >= 3; });
        // Close enough to see the pushes.
        DungeonView* view = m_dock->view();
        view->zoomToFit();
        view->setScale(view->scale() * 1.9);
        shoot(QStringLiteral("gen-2-separating"));
    }

    void snapped()
    {
        stepUntil([](const Generator& g) { return g.caption().code == CaptionCode::Snapped; });
        DungeonView* view = m_dock->view();
        view->zoomToFit();
        view->setScale(view->scale() * 2.2);
        // Stopped half way through the snap, the old places and the new show together.
        shoot(QStringLiteral("gen-3-snapped"));
    }

    void linkingWithGraphAndTree()
    {
        DungeonParams p;
        p.rooms = 30;
        p.connection = Connection::Neighbours;
        // Seed 8: the first room's group of neighbours holds 26 of the 30 rooms.
        start(p, 8);
        stepUntil([](const Generator& g) { return g.phase() == Phase::Linking && g.counters().treeEdges >= 14; });
        shoot(QStringLiteral("gen-4-linking-neighbours"));
        stepUntil([](const Generator& g) { return g.phase() == Phase::Digging; });
        shoot(QStringLiteral("gen-4b-loop-candidates"));
        start(DungeonParams(), 1);
        stepUntil([](const Generator& g) { return g.phase() == Phase::Linking && g.counters().treeEdges >= 12; });
        shoot(QStringLiteral("gen-4c-linking-tree"));
    }

    void diggingWithSetsInColours()
    {
        DungeonParams p;
        p.rooms = 40;
        p.connection = Connection::Tunnels;
        start(p, 5);
        stepUntil([](const Generator& g) { return g.phase() == Phase::Digging && g.counters().components <= 22; });
        shoot(QStringLiteral("gen-5-digging-tunnels"));
        start(DungeonParams(), 1);
        stepUntil([](const Generator& g) { return g.phase() == Phase::Digging && g.corridors().size() >= 9; });
        shoot(QStringLiteral("gen-5b-digging-tree"));
    }

    void finishedTiles()
    {
        controller()->finish();
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 60000);
        shoot(QStringLiteral("gen-6-finished"));
    }

    void explorer()
    {
        ExplorerPlayer* player = m_dock->explorer();
        for (int i = 0; i < 14; ++i) m_dock->action(QStringLiteral("exploreStep"))->trigger();
        QTest::qWait(200); // half way along a corridor
        shoot(QStringLiteral("gen-7-explorer"));
        QVERIFY(player->explorer().time() == 14);
    }

    void failure()
    {
        DungeonParams p;
        p.rooms = 1000;
        p.width = 20;
        p.height = 20;
        start(p, 1);
        shoot(QStringLiteral("gen-8-failed"));
    }

    void tenThousandRooms()
    {
        DungeonParams p;
        p.rooms = 10000;
        start(p, 10);
        auto* slider = m_dock->findChild<QSlider*>(QStringLiteral("generatorSpeed"));
        slider->setValue(slider->maximum());
        controller()->nextPhase();
        QTRY_VERIFY_WITH_TIMEOUT(!controller()->isRunning(), 60000);
        controller()->run();
        QTest::qWait(1500);
        shoot(QStringLiteral("gen-9-10000-separating"));
        // A fast machine may have finished already at full speed.
        const bool wasFinished = shown().phase() == Phase::Finished;
        controller()->finish();
        QTRY_COMPARE_WITH_TIMEOUT(shown().phase(), Phase::Finished, 300000);
        shoot(QStringLiteral("gen-9b-10000-finished"), !wasFinished);
        slider->setValue(10);
    }

    void presentation()
    {
        start(DungeonParams(), 3);
        stepUntil([](const Generator& g) { return g.counters().separationSteps >= 2; });
        m_dock->setPresentation(true);
        QTest::qWait(300);
        shoot(QStringLiteral("gen-10-presentation"));
        m_dock->setPresentation(false);
    }
};

QTEST_MAIN(TstGeneratePictures)
#include "tst_generatepictures.moc"

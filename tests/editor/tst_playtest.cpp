#include "editor/editorfixture.h"
#include "testmaps.h"

#include "choices.h"
#include "deathheatlayer.h"
#include "document.h"
#include "game/headless.h"
#include "game/playtest.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playdock.h"
#include "playtestdialog.h"
#include "playtestrunner.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;

// The playtest report: the pilot's games headless, their figures, the heat map of deaths.
class TstPlaytest : public test::EditorTest {
    Q_OBJECT

public:
    TstPlaytest()
        : EditorTest(QSize(1200, 900))
    {
    }

private:
    PlayDock* m_dock = nullptr;
    QTemporaryDir m_dir;

    static QJsonObject cliPlay(const QString& level, std::uint64_t seed, const QString& pilot)
    {
        QProcess process;
        process.start(QStringLiteral(MAZEWORKS_CLI),
            { "play", level, "--seed", QString::number(seed), "--pilot", pilot, "--json" });
        if (!process.waitForFinished(300000)) return {};
        return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    }

    PlaytestDialog* openReport()
    {
        m_window->openClassic();
        m_dock->action(QStringLiteral("playtest"))->trigger();
        return m_window->findChild<PlaytestDialog*>();
    }

    static bool waitForRun(PlaytestDialog* dialog)
    {
        QSignalSpy done(dialog->runner(), &PlaytestRunner::finished);
        return done.wait(600000);
    }

    void prepare() override
    {
        m_dock = dock<PlayDock>();
        QVERIFY(m_dock);
    }

private slots:
    void aPlaytestOfFiveGamesGivesTheFiguresOfTheCommandLine()
    {
        PlaytestDialog* dialog = openReport();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->setOptions({ PilotKind::Casual, 1, 5, 600 });
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("playtestRun")), Qt::LeftButton);
        QVERIFY(waitForRun(dialog));
        QCOMPARE(dialog->games().size(), std::size_t { 5 });

        // Game for game, what mazeworks-cli play says for the same seeds.
        int best = 0;
        double total = 0;
        int cleared = 0;
        int deaths = 0;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const QJsonObject cli = cliPlay(test::resource("levels/classic.maze"), seed, "casual");
            const GameSummary& s = dialog->games()[seed - 1].summary;
            QCOMPARE(s.seed, seed);
            QCOMPARE(s.score, cli.value("score").toInt());
            QCOMPARE(s.level, cli.value("level").toInt());
            QCOMPARE(s.lives, cli.value("lives").toInt());
            QCOMPARE(QString::fromLatin1(name(s.phase).data()), cli.value("phase").toString());
            QCOMPARE(s.steps, cli.value("steps").toInteger());
            QCOMPARE(static_cast<qsizetype>(s.deaths.size()), cli.value("deaths").toArray().size());
            for (std::size_t i = 0; i < s.deaths.size(); ++i) {
                const QJsonArray at = cli.value("deaths").toArray()[static_cast<qsizetype>(i)].toArray();
                QCOMPARE(s.deaths[i], (Cell { at[0].toInt(), at[1].toInt() }));
            }
            best = std::max(best, s.score);
            total += s.score;
            cleared += s.level > 1 ? 1 : 0;
            deaths += static_cast<int>(s.deaths.size());
        }
        // The report's figures are those games' figures.
        const PlaytestFigures& f = dialog->figures();
        QCOMPARE(f.games, 5);
        QCOMPARE(f.bestScore, best);
        QCOMPARE(f.meanScore, total / 5);
        QCOMPARE(f.cleared, cleared);
        const QLocale locale;
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("bestScore"))->text().startsWith(locale.toString(best)));
        QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("meanScore"))->text(), locale.toString(total / 5, 'f', 0));
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("clearRate"))->text().contains(QStringLiteral("of 5 games")));
        // Every death is on the heat map.
        const TileMap<int> counts = deathCounts(dialog->games(), 27, 30);
        int sum = 0;
        for (int c : counts.tiles()) sum += c;
        QCOMPARE(sum, deaths);
        QVERIFY(!dialog->heatMap().isNull());
    }

    void theFiguresCountWhatATesterAsks()
    {
        std::vector<PlaytestGame> games(4);
        const int scores[] = { 1000, 5000, 3000, 7000 };
        const int levels[] = { 1, 2, 1, 3 };
        for (int i = 0; i < 4; ++i) {
            games[i].summary.seed = static_cast<std::uint64_t>(i + 1);
            games[i].summary.score = scores[i];
            games[i].summary.level = levels[i];
            games[i].summary.steps = 120 * 60;
            games[i].summary.phase = Game::Phase::Over;
        }
        games[0].firstDeathStep = 120 * 10;
        games[2].firstDeathStep = 120 * 30;
        const PlaytestFigures f = figuresOf(games);
        QCOMPARE(f.cleared, 2);
        QCOMPARE(f.clearRate, 0.5);
        QCOMPARE(f.meanScore, 4000.0);
        QCOMPARE(f.bestScore, 7000);
        QCOMPARE(f.bestSeed, std::uint64_t { 4 });
        QCOMPARE(f.levelsReached.at(1), 2);
        QCOMPARE(f.levelsReached.at(3), 1);
        QCOMPARE(f.gamesWithDeath, 2);
        QCOMPARE(*f.meanSecondsToFirstDeath, 20.0);
        QCOMPARE(f.meanSeconds, 60.0);
        QCOMPARE(figuresOf({}).games, 0);
        // One game of the playtest is playHeadless's game, step for step.
        const Maze classic = test::classic();
        const PlaytestGame one = playtestGame(classic, PilotKind::Expert, 3, 120);
        QCOMPARE(one.summary, playHeadless(classic, { 3, PilotKind::Expert, 120 }));
    }

    void cancelStopsBetweenGamesAndKeepsWhatWasPlayed()
    {
        PlaytestDialog* dialog = openReport();
        // As many games as the dialog allows, so that a busy machine cannot finish them all
        // before the click arrives.
        dialog->setOptions({ PilotKind::Casual, 1, 10000, 600 });
        QSignalSpy progress(dialog->runner(), &PlaytestRunner::progress);
        dialog->run();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->runner()->games().size() >= 1, 120000);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("playtestCancel")), Qt::LeftButton);
        QVERIFY(waitForRun(dialog) || !dialog->runner()->isRunning());
        QTRY_VERIFY(!dialog->runner()->isRunning());
        QVERIFY2(dialog->runner()->wasCancelled(), qPrintable(QString::number(dialog->games().size())));
        QVERIFY(dialog->games().size() < 10000);
        QVERIFY(!dialog->games().empty());
        QCOMPARE(dialog->figures().games, static_cast<int>(dialog->games().size()));
        QVERIFY(dialog->findChild<QPushButton*>(QStringLiteral("playtestRun"))->isEnabled());
    }

    // The part of `shot` that is not the background: where the picture was drawn.
    static QRect drawnPart(const QImage& shot, QColor background)
    {
        QRect drawn;
        for (int y = 0; y < shot.height(); ++y) {
            for (int x = 0; x < shot.width(); ++x) {
                if (shot.pixelColor(x, y) != background) drawn |= QRect(x, y, 1, 1);
            }
        }
        return drawn;
    }

    void theHeatMapShowsTheWholeLevelAndZooms()
    {
        // Seen: the report showed only the middle of the maze, its edges cut off.
        PlaytestDialog* dialog = openReport();
        dialog->resize(700, 480); // smaller than the picture made for the report
        dialog->setOptions({ PilotKind::Casual, 11, 3, 600 });
        dialog->run();
        QVERIFY(waitForRun(dialog));
        QCoreApplication::processEvents();
        auto* heat = dialog->findChild<QWidget*>(QStringLiteral("heatMap"));
        QVERIFY(heat && heat->isVisible());
        const QColor background = heat->palette().color(QPalette::Window);
        const QImage shot = heat->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QRect drawn = drawnPart(shot, background);
        // The whole 27 x 30 level, its shape kept, inside its place.
        QVERIFY2(shot.rect().contains(drawn) && !drawn.isEmpty(), qPrintable(QString::number(drawn.height())));
        QVERIFY2(std::abs(double(drawn.width()) / drawn.height() - 27.0 / 30.0) < 0.03,
            qPrintable(QStringLiteral("%1 x %2 in %3 x %4")
                           .arg(drawn.width())
                           .arg(drawn.height())
                           .arg(shot.width())
                           .arg(shot.height())));
        QVERIFY(drawn.width() == shot.width() || drawn.height() == shot.height());

        // + zooms in, and the picture scrolls; 0 shows it whole again.
        heat->setFocus();
        QTest::keyClick(heat, Qt::Key_Plus);
        QTest::keyClick(heat, Qt::Key_Plus);
        const QImage closer = heat->grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(drawnPart(closer, background), closer.rect());
        auto* area = qobject_cast<QAbstractScrollArea*>(heat);
        QVERIFY(area && area->verticalScrollBar()->maximum() > 0);
        QTest::keyClick(heat, Qt::Key_0);
        QCOMPARE(drawnPart(heat->grab().toImage().convertToFormat(QImage::Format_RGB32), background), drawn);
    }

    void theDeathsOnTheMapGoWithTheReport()
    {
        // Seen: the death markers stayed on the map after the report was closed.
        PlaytestDialog* dialog = openReport();
        dialog->setOptions({ PilotKind::Casual, 11, 3, 600 });
        dialog->run();
        QVERIFY(waitForRun(dialog));
        MapView* view = m_window->currentView();
        const QImage before = view->render(QSize(400, 440));
        QTest::mouseClick(dialog->findChild<QCheckBox*>(QStringLiteral("heatOnMap")), Qt::LeftButton);
        QVERIFY(view->render(QSize(400, 440)) != before);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(view->render(QSize(400, 440)), before);
    }

    void theHeatMapLiesOverTheMapAndExportsAsAnImage()
    {
        PlaytestDialog* dialog = openReport();
        dialog->setOptions({ PilotKind::Casual, 11, 6, 600 });
        dialog->run();
        QVERIFY(waitForRun(dialog));
        QVERIFY(!dialog->games().empty());
        MapView* view = m_window->currentView();
        const QImage before = view->render(QSize(400, 440));
        QTest::mouseClick(dialog->findChild<QCheckBox*>(QStringLiteral("heatOnMap")), Qt::LeftButton);
        QVERIFY(dialog->isShownOnMap());
        const QImage after = view->render(QSize(400, 440));
        QVERIFY(before != after);
        QTest::mouseClick(dialog->findChild<QCheckBox*>(QStringLiteral("heatOnMap")), Qt::LeftButton);
        QVERIFY(!dialog->isShownOnMap());
        QCOMPARE(view->render(QSize(400, 440)), before);

        const QString path = m_dir.filePath("deaths.png");
        m_window->choices()->answers.savePath = [&](const QString&, const QString&, const QString&) { return path; };
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("heatExport")), Qt::LeftButton);
        QImage saved(path);
        QVERIFY(!saved.isNull());
        QCOMPARE(saved.size(), dialog->heatMap().size());
        // The hottest tile glows in the colour of the most deaths.
        const TileMap<int> counts = deathCounts(dialog->games(), 27, 30);
        int most = 0;
        Cell hottest;
        for (std::size_t i = 0; i < counts.size(); ++i) {
            if (counts[i] > most) {
                most = counts[i];
                hottest = counts.cellAt(i);
            }
        }
        QVERIFY(most > 0);
        const int tile = saved.width() / 27;
        const QColor corner(saved.pixel(hottest.col * tile + 1, hottest.row * tile + 1));
        QVERIFY2(corner.red() > 150, qPrintable(corner.name()));
    }

    // The classic maze with the arcade's dot counters: a rule that changes the games.
    PlaytestDialog* openRuledReport()
    {
        const QString path = m_dir.filePath("ruled.maze");
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return nullptr;
        file.write(QByteArray::fromStdString(test::classicText()) + "rules dot-counters\n");
        file.close();
        if (!m_window->openFile(path, true)) return nullptr;
        m_dock->action(QStringLiteral("playtest"))->trigger();
        return m_window->findChild<PlaytestDialog*>();
    }

    static PlaytestFigures playtestFigures(const Maze& maze, const PlaytestOptions& options)
    {
        Playtest playtest(maze, options);
        playtest.run(1);
        return figuresOf(playtest.games());
    }

    void aLevelWithRulesIsComparedWithNoRulesOnTheSameSeeds()
    {
        PlaytestDialog* dialog = openRuledReport();
        QVERIFY(dialog);
        auto* compare = dialog->findChild<QCheckBox*>(QStringLiteral("playtestCompare"));
        QVERIFY(compare && compare->isVisible());
        const PlaytestOptions options { PilotKind::Casual, 21, 4, 120 };
        dialog->setOptions(options);
        // On its box: the check box is as wide as the form.
        QTest::mouseClick(compare, Qt::LeftButton, {}, QPoint(8, compare->height() / 2));
        QVERIFY(compare->isChecked());
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("playtestRun")), Qt::LeftButton);
        QVERIFY(waitForRun(dialog));

        // Each column is the playtest of the level under its rules, or under none, seed for seed.
        Maze ruled = test::classic();
        ruled.rules = *ruleSetFromList("dot-counters");
        const PlaytestFigures with = playtestFigures(ruled, options);
        const PlaytestFigures without = playtestFigures(test::classic(), options);
        QVERIFY(dialog->figuresWithoutRules());
        QCOMPARE(dialog->figures().meanScore, with.meanScore);
        QCOMPARE(dialog->figuresWithoutRules()->meanScore, without.meanScore);
        QCOMPARE(dialog->figuresWithoutRules()->bestSeed, without.bestSeed);
        QCOMPARE(dialog->figuresWithoutRules()->meanSeconds, without.meanSeconds);

        // Both columns are shown, and they differ where the rules matter: the score.
        const auto label = [&](const char* name) { return dialog->findChild<QLabel*>(QLatin1String(name)); };
        for (const char* name : { "rulesHeading", "meanScoreWithoutRules", "meanScoreDifference" })
            QVERIFY2(label(name)->isVisible(), name);
        QVERIFY(label("rulesHeading")->text().contains(QStringLiteral("Dot counters")));
        const QLocale locale;
        QCOMPARE(label("meanScore")->text(), locale.toString(with.meanScore, 'f', 0));
        QCOMPARE(label("meanScoreWithoutRules")->text(), locale.toString(without.meanScore, 'f', 0));
        QVERIFY(label("meanScore")->text() != label("meanScoreWithoutRules")->text());
        const double change = std::round(with.meanScore - without.meanScore);
        QCOMPARE(label("meanScoreDifference")->text(),
            (change > 0 ? locale.positiveSign() : QString()) + locale.toString(change, 'f', 0));
    }

    void aLevelWithoutRulesOffersNoComparison()
    {
        PlaytestDialog* dialog = openReport();
        dialog->setComparing(true); // as a comparison of a level with rules left it
        QVERIFY(!dialog->findChild<QCheckBox*>(QStringLiteral("playtestCompare"))->isVisible());
        dialog->setOptions({ PilotKind::Casual, 1, 2, 60 });
        dialog->run();
        QVERIFY(waitForRun(dialog));
        QVERIFY(!dialog->figuresWithoutRules());
        QCOMPARE(dialog->runner()->games(1).size(), std::size_t { 0 });
        QVERIFY(!dialog->findChild<QLabel*>(QStringLiteral("meanScoreWithoutRules"))->isVisible());
        QVERIFY(!dialog->findChild<QLabel*>(QStringLiteral("meanScoreDifference"))->isVisible());
    }

    void aLevelWithErrorsIsNotPlaytested()
    {
        QVERIFY(m_window->openFile(test::resource("levels/broken/missing.maze"), true));
        m_dock->action(QStringLiteral("playtest"))->trigger();
        auto* dialog = m_window->findChild<PlaytestDialog*>();
        QVERIFY(!dialog || !dialog->isVisible());
        QVERIFY(m_dock->isRefused());
    }
};

QTEST_MAIN(TstPlaytest)
#include "tst_playtest.moc"

#include "editor/editorfixture.h"
#include "testmaps.h"

#include "choices.h"
#include "deathheatlayer.h"
#include "document.h"
#include "game/headless.h"
#include "game/playtest.h"
#include "game/playtestcomparison.h"
#include "game/replay.h"
#include "mainwindow.h"
#include "mapview.h"
#include "maze/mazefile.h"
#include "pictureview.h"
#include "playdock.h"
#include "playsession.h"
#include "playtestdialog.h"
#include "playtestrunner.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
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
#include <QTreeWidget>
#include <QWheelEvent>
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
        // Each figure with its 95 % interval (issue 32).
        const QString meanScore = dialog->findChild<QLabel*>(QStringLiteral("meanScore"))->text();
        QVERIFY2(meanScore.startsWith(locale.toString(total / 5, 'f', 0) + QStringLiteral("\n95 % interval ")),
            qPrintable(meanScore));
        QVERIFY(meanScore.contains(locale.toString(f.meanScoreInterval->low, 'f', 0)));
        const QString clearRate = dialog->findChild<QLabel*>(QStringLiteral("clearRate"))->text();
        QVERIFY2(clearRate.contains(QStringLiteral("of 5 games)\n95 % interval ")), qPrintable(clearRate));
        for (const char* name : { "firstDeath", "gameLength" }) {
            const QString text = dialog->findChild<QLabel*>(QLatin1String(name))->text();
            QVERIFY2(text.contains(QStringLiteral("95 % interval")) || text.contains(QStringLiteral("never caught")),
                qPrintable(text));
        }
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
        auto* against = dialog->findChild<QComboBox*>(QStringLiteral("playtestAgainst"));
        QVERIFY(against && against->isVisible());
        const PlaytestOptions options { PilotKind::Casual, 21, 4, 120 };
        dialog->setOptions(options);
        // By keys, as a user who does not reach for the mouse chooses it: the choice after Nothing.
        against->setFocus();
        QTest::keyClick(against, Qt::Key_Down);
        QCOMPARE(dialog->against(), PlaytestDialog::Against::NoRules);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("playtestRun")), Qt::LeftButton);
        QVERIFY(waitForRun(dialog));

        // Each column is the playtest of the level under its rules, or under none, seed for seed.
        Maze ruled = test::classic();
        ruled.rules = *ruleSetFromList("dot-counters");
        const PlaytestFigures with = playtestFigures(ruled, options);
        const PlaytestFigures without = playtestFigures(test::classic(), options);
        QVERIFY(dialog->otherFigures());
        QCOMPARE(dialog->figures().meanScore, with.meanScore);
        QCOMPARE(dialog->otherFigures()->meanScore, without.meanScore);
        QCOMPARE(dialog->otherFigures()->bestSeed, without.bestSeed);
        QCOMPARE(dialog->otherFigures()->meanSeconds, without.meanSeconds);

        // Both columns are shown, and they differ where the rules matter: the score.
        const auto label = [&](const char* name) { return dialog->findChild<QLabel*>(QLatin1String(name)); };
        for (const char* name : { "rulesHeading", "meanScoreOther", "meanScoreDifference", "playtestVerdict" })
            QVERIFY2(label(name)->isVisible(), name);
        QCOMPARE(label("otherHeading")->text(), QStringLiteral("<b>Without rules</b>"));
        QVERIFY(label("rulesHeading")->text().contains(QStringLiteral("Dot counters")));
        const QLocale locale;
        QCOMPARE(label("meanScore")->text(), locale.toString(with.meanScore, 'f', 0));
        QCOMPARE(label("meanScoreOther")->text(), locale.toString(without.meanScore, 'f', 0));
        QVERIFY(label("meanScore")->text() != label("meanScoreOther")->text());
        const double change = std::round(with.meanScore - without.meanScore);
        QCOMPARE(label("meanScoreDifference")->text(),
            (change > 0 ? locale.positiveSign() : QString()) + locale.toString(change, 'f', 0));
    }

    void aLevelWithoutRulesOffersNoComparisonWithoutRules()
    {
        PlaytestDialog* dialog = openReport();
        auto* against = dialog->findChild<QComboBox*>(QStringLiteral("playtestAgainst"));
        QVERIFY(against);
        QCOMPARE(against->findData(int(PlaytestDialog::Against::NoRules)), -1);
        QVERIFY(!dialog->setAgainst(PlaytestDialog::Against::NoRules));
        // The classic maze is built in: no saved file either.
        QVERIFY(!dialog->setAgainst(PlaytestDialog::Against::SavedFile));
        QCOMPARE(dialog->against(), PlaytestDialog::Against::Nothing);
        dialog->setOptions({ PilotKind::Casual, 1, 2, 60 });
        dialog->run();
        QVERIFY(waitForRun(dialog));
        QVERIFY(!dialog->otherFigures());
        QCOMPARE(dialog->runner()->games(1).size(), std::size_t { 0 });
        QVERIFY(!dialog->findChild<QLabel*>(QStringLiteral("meanScoreOther"))->isVisible());
        QVERIFY(!dialog->findChild<QLabel*>(QStringLiteral("meanScoreDifference"))->isVisible());
        QVERIFY(!dialog->findChild<QLabel*>(QStringLiteral("playtestVerdict"))->isVisible());
    }

    // The classic maze with one more wall, in the corridor at the top: the games change.
    static QByteArray classicWithAWall()
    {
        QByteArray text = QByteArray::fromStdString(test::classicText());
        const QByteArray corridor = "row X.........................X\n";
        const int at = text.indexOf(corridor);
        if (at < 0) return {};
        text.replace(at, corridor.size(), "row X..X......................X\n");
        return text;
    }

    static std::vector<PlaytestGame> playtestGames(const Maze& maze, const PlaytestOptions& options)
    {
        Playtest playtest(maze, options);
        playtest.run(1);
        return playtest.games();
    }

    // The colour the map shows in the corner of `cell`, where neither a dot nor a count is drawn.
    static QColor cornerOnMap(MapView* view, Cell cell)
    {
        const QImage shot = view->viewport()->grab().toImage();
        const QRectF box = view->viewportRect(QRect(cell.col, cell.row, 1, 1));
        const QPoint corner = box.topLeft().toPoint() + QPoint(2, 2);
        return QColor(shot.pixel(corner * shot.devicePixelRatio()));
    }

    void theLevelInTheEditorIsComparedWithItsSavedFileAndWhereTheCatchesMovedLiesOnTheMap()
    {
        // Seen: a tester who changed a level had no way to ask whether the change made it harder
        // than the version saved before: the report compared a level's rules with none alone.
        const QString path = m_dir.filePath("saved.maze");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(test::classicText()));
        file.close();
        QVERIFY(m_window->openFile(path, true));
        Document* document = m_window->currentDocument();
        const QByteArray walledText = classicWithAWall();
        QVERIFY(!walledText.isEmpty());
        document->setText(walledText); // edited, not saved
        QVERIFY(document->isModified());
        m_dock->action(QStringLiteral("playtest"))->trigger();
        auto* dialog = m_window->findChild<PlaytestDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        auto* against = dialog->findChild<QComboBox*>(QStringLiteral("playtestAgainst"));
        const int saved = against->findData(int(PlaytestDialog::Against::SavedFile));
        QVERIFY(saved >= 0);
        QCOMPARE(against->itemText(saved), QStringLiteral("Its saved file: saved.maze"));
        QVERIFY(dialog->setAgainst(PlaytestDialog::Against::SavedFile));
        const PlaytestOptions options { PilotKind::Casual, 31, 24, 120 };
        dialog->setOptions(options);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("playtestRun")), Qt::LeftButton);
        QVERIFY(waitForRun(dialog));

        // Both on the same seeds: each side is what a playtest of that version alone finds.
        const Maze walled = readMaze(walledText.toStdString()).maze;
        const std::vector<PlaytestGame> edited = playtestGames(walled, options);
        const std::vector<PlaytestGame> before = playtestGames(test::classic(), options);
        QCOMPARE(dialog->figures().meanScore, figuresOf(edited).meanScore);
        QVERIFY(dialog->otherFigures());
        QCOMPARE(dialog->otherFigures()->meanScore, figuresOf(before).meanScore);
        QCOMPARE(dialog->otherFigures()->bestSeed, figuresOf(before).bestSeed);

        // The difference, its interval and the verdict, as the command line's --against judges.
        QVERIFY(dialog->comparison());
        const PlaytestComparison expected = comparePlaytests(tallyOf(edited), tallyOf(before));
        QCOMPARE(dialog->comparison()->cleared.value, expected.cleared.value);
        QCOMPARE(dialog->comparison()->cleared.interval, expected.cleared.interval);
        QCOMPARE(dialog->comparison()->verdict, expected.verdict);
        const auto label = [&](const char* name) { return dialog->findChild<QLabel*>(QLatin1String(name)); };
        QCOMPARE(label("otherHeading")->text(), QStringLiteral("<b>Saved file</b>"));
        const QString verdict = label("playtestVerdict")->text();
        QVERIFY2(verdict.startsWith(expected.verdict == PlaytestComparison::Verdict::Harder ? "Harder in the editor"
                         : expected.verdict == PlaytestComparison::Verdict::Easier          ? "Easier in the editor"
                                                                                   : "No detectable difference"),
            qPrintable(verdict));
        QVERIFY2(label("clearRateDifference")->toolTip().startsWith("95 % interval"),
            qPrintable(label("clearRateDifference")->toolTip()));

        // Where the catches moved: the edited level's catches less the saved file's, tile by tile.
        const TileMap<int> mine = deathCounts(edited, 27, 30);
        const TileMap<int> theirs = deathCounts(before, 27, 30);
        const TileMap<int>& moved = dialog->catchesMoved();
        QCOMPARE(moved.width(), 27);
        Cell more { -1, -1 };
        Cell fewer { -1, -1 };
        for (std::size_t i = 0; i < moved.size(); ++i) {
            QCOMPARE(moved[i], mine[i] - theirs[i]);
            if (moved[i] > 0 && more.col < 0) more = moved.cellAt(i);
            if (moved[i] < 0 && fewer.col < 0) fewer = moved.cellAt(i);
        }
        QVERIFY(more.col >= 0 && fewer.col >= 0);
        QVERIFY(dialog->showsWhereCatchesMoved());

        // On the map: warm where the edited level has more, blue where fewer; gone with the report.
        MapView* view = m_window->currentView();
        const QColor moreBefore = cornerOnMap(view, more);
        QTest::mouseClick(dialog->findChild<QCheckBox*>(QStringLiteral("heatOnMap")), Qt::LeftButton);
        QVERIFY(dialog->isShownOnMap());
        const QColor warm = cornerOnMap(view, more);
        const QColor cool = cornerOnMap(view, fewer);
        QVERIFY2(warm.red() > warm.blue() + 60, qPrintable(warm.name()));
        QVERIFY2(cool.blue() > cool.red() + 60, qPrintable(cool.name()));
        // The plain heat map instead, when chosen: no blue left.
        QTest::mouseClick(dialog->findChild<QCheckBox*>(QStringLiteral("heatMoved")), Qt::LeftButton);
        QVERIFY(!dialog->showsWhereCatchesMoved());
        const QColor plain = cornerOnMap(view, fewer);
        QVERIFY2(plain.blue() <= plain.red() + 60, qPrintable(plain.name()));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QCOMPARE(cornerOnMap(view, more), moreBefore);
    }

    void anotherFileIsAskedForAndOneThatCannotBePlayedIsRefusedByItsPlace()
    {
        PlaytestDialog* dialog = openReport();
        auto* against = dialog->findChild<QComboBox*>(QStringLiteral("playtestAgainst"));
        QString answer = m_dir.filePath("broken.maze");
        QFile broken(answer);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("name Broken\nrow XXX\nrow XQX\nrow XXX\n");
        broken.close();
        Choices::of(m_window.get()).answers.openPaths
            = [&](const QString&, const QString&, const QString&) { return QStringList { answer }; };
        // Choosing "Another file..." asks for the file.
        against->setFocus();
        const int other = against->findData(int(PlaytestDialog::Against::OtherFile));
        while (against->currentIndex() < other) QTest::keyClick(against, Qt::Key_Down);
        QCOMPARE(dialog->against(), PlaytestDialog::Against::OtherFile);
        QCOMPARE(against->currentText(), QStringLiteral("Another file: broken.maze"));
        dialog->setOptions({ PilotKind::Casual, 1, 2, 60 });
        dialog->run();
        QVERIFY(!dialog->runner()->isRunning());
        const QString said = dialog->findChild<QLabel*>(QStringLiteral("playtestProgressText"))->text();
        QVERIFY2(said.contains("broken.maze:3:6: error:"), qPrintable(said));

        // A file dialog cancelled keeps the choice there was.
        Choices::of(m_window.get()).answers.openPaths
            = [](const QString&, const QString&, const QString&) { return QStringList {}; };
        QVERIFY(dialog->setAgainst(PlaytestDialog::Against::Nothing));
        QVERIFY(!dialog->setAgainst(PlaytestDialog::Against::OtherFile));
        QCOMPARE(dialog->against(), PlaytestDialog::Against::Nothing);

        // A good file plays beside the level, seed for seed.
        answer = m_dir.filePath("walled.maze");
        QFile walled(answer);
        QVERIFY(walled.open(QIODevice::WriteOnly));
        walled.write(classicWithAWall());
        walled.close();
        Choices::of(m_window.get()).answers.openPaths
            = [&](const QString&, const QString&, const QString&) { return QStringList { answer }; };
        QVERIFY(dialog->setAgainst(PlaytestDialog::Against::OtherFile));
        const PlaytestOptions options { PilotKind::Casual, 7, 3, 60 };
        dialog->setOptions(options);
        dialog->run();
        QVERIFY(waitForRun(dialog));
        QVERIFY(dialog->otherFigures());
        QCOMPARE(dialog->otherFigures()->meanScore,
            figuresOf(playtestGames(readMaze(classicWithAWall().toStdString()).maze, options)).meanScore);
        QCOMPARE(
            dialog->findChild<QLabel*>(QStringLiteral("otherHeading"))->text(), QStringLiteral("<b>walled.maze</b>"));
    }

    void theWheelAloneZoomsTheHeatMapAboutThePointerAndADragMovesIt()
    {
        // Seen (issue 29): the heat map zoomed only with Ctrl and the wheel; the wheel alone, as
        // in any map viewer, did nothing.
        PlaytestDialog* dialog = openReport();
        dialog->resize(700, 480);
        dialog->setOptions({ PilotKind::Casual, 11, 2, 600 });
        dialog->run();
        QVERIFY(waitForRun(dialog));
        QCoreApplication::processEvents();
        auto* heat = dialog->findChild<PictureView*>(QStringLiteral("heatMap"));
        QVERIFY(heat && heat->isVisible() && heat->isFitted());
        const double fitted = heat->scale();
        QWidget* viewport = heat->viewport();
        const QPointF at
            = QRectF(viewport->rect()).center() + QPointF(viewport->width() / 5.0, viewport->height() / 6.0);
        auto wheel = [&](int delta, Qt::KeyboardModifiers modifiers) {
            QWheelEvent event(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, modifiers,
                Qt::NoScrollPhase, false);
            QApplication::sendEvent(viewport, &event);
        };
        // The point of the picture under the pointer stays under it.
        const QPointF before = heat->pictureAt(at);
        wheel(120, Qt::NoModifier);
        QVERIFY2(heat->scale() > fitted * 1.1, qPrintable(QStringLiteral("%1 -> %2").arg(fitted).arg(heat->scale())));
        const QPointF after = heat->pictureAt(at);
        QVERIFY2(QLineF(before, after).length() < 1.5 / heat->scale() + 0.01,
            qPrintable(QStringLiteral("%1,%2 -> %3,%4").arg(before.x()).arg(before.y()).arg(after.x()).arg(after.y())));
        // Ctrl and the wheel still zoom too.
        const double closer = heat->scale();
        wheel(120, Qt::ControlModifier);
        QVERIFY(heat->scale() > closer);
        // Zoomed in, a drag moves the picture with the pointer.
        const QPoint from = at.toPoint();
        const QPoint to = from + QPoint(30, 20);
        const QPointF grabbed = heat->pictureAt(from);
        QMouseEvent press(QEvent::MouseButtonPress, from, viewport->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton,
            Qt::NoModifier);
        QApplication::sendEvent(viewport, &press);
        QMouseEvent move(
            QEvent::MouseMove, to, viewport->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QMouseEvent release(
            QEvent::MouseButtonRelease, to, viewport->mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &release);
        QVERIFY2(QLineF(heat->pictureAt(to), grabbed).length() < 1.5 / heat->scale() + 0.01,
            qPrintable(QStringLiteral("%1,%2 -> %3,%4")
                           .arg(grabbed.x())
                           .arg(grabbed.y())
                           .arg(heat->pictureAt(to).x())
                           .arg(heat->pictureAt(to).y())));
        // The wheel back out shows the whole picture again.
        for (int i = 0; i < 12; ++i) wheel(-120, Qt::NoModifier);
        QVERIFY(heat->isFitted());
    }

    void aGameOfTheReportOpensAsItsReplay()
    {
        // Seen (issue 29): the report told how the games went, but none of them could be watched.
        PlaytestDialog* dialog = openReport();
        dialog->setOptions({ PilotKind::Casual, 21, 3, 600 });
        dialog->run();
        QVERIFY(waitForRun(dialog));
        QCoreApplication::processEvents();
        auto* list = dialog->findChild<QTreeWidget*>(QStringLiteral("playtestGameList"));
        QVERIFY(list && list->isVisible());
        QCOMPARE(list->topLevelItemCount(), 3);
        auto* open = dialog->findChild<QPushButton*>(QStringLiteral("playtestOpenReplay"));
        QVERIFY(open && open->isVisible());
        QVERIFY(!open->isEnabled()); // no game chosen yet

        // Each row says its game: the seed and the score as the report counted them.
        const QLocale locale;
        auto rowOf = [&](std::uint64_t seed) -> QTreeWidgetItem* {
            for (int i = 0; i < list->topLevelItemCount(); ++i) {
                if (list->topLevelItem(i)->text(0) == locale.toString(static_cast<qulonglong>(seed)))
                    return list->topLevelItem(i);
            }
            return nullptr;
        };
        const PlaytestGame game = dialog->games()[1]; // seed 22
        QCOMPARE(game.summary.seed, std::uint64_t { 22 });
        QTreeWidgetItem* row = rowOf(22);
        QVERIFY(row);
        QCOMPARE(row->text(1), locale.toString(game.summary.score));

        // Chosen and opened: the play panel plays that very game back.
        list->setCurrentItem(row);
        QVERIFY(open->isEnabled());
        QTest::mouseClick(open, Qt::LeftButton);
        PlaySession* session = m_dock->session();
        QCOMPARE(session->mode(), PlaySession::Mode::Playback);
        QVERIFY(m_dock->isVisible());
        QCOMPARE(session->playback().seed, std::uint64_t { 22 });
        QCOMPARE(session->playback().pilot, std::optional<PilotKind>(PilotKind::Casual));
        QCOMPARE(session->playback().steps, game.summary.steps);
        session->seek(session->playback().steps);
        GameSummary played = GameSummary::of(*session->game(), PilotKind::Casual);
        QCOMPARE(played.score, game.summary.score);
        QCOMPARE(played.level, game.summary.level);
        QCOMPARE(played.phase, game.summary.phase);
        QCOMPARE(played.deaths, game.summary.deaths);

        // It is the replay the report makes of that game, which mazeworks-cli replay checks and
        // finds the same game in.
        const QByteArray text = dialog->replayOf(1);
        const ReplayReadResult read = readReplay(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(read.ok());
        QVERIFY(read.replay == session->playback());
        const QString path = m_dir.filePath(QStringLiteral("seed22.replay"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        QProcess process;
        process.start(QStringLiteral(MAZEWORKS_CLI), { "replay", path, "--json" });
        QVERIFY(process.waitForFinished(300000));
        QCOMPARE(process.exitCode(), 0);
        const QJsonObject cli = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(cli.value("seed").toInteger(), 22);
        QCOMPARE(cli.value("score").toInt(), game.summary.score);
        QCOMPARE(cli.value("phase").toString(), QString::fromLatin1(name(game.summary.phase).data()));

        // A double-click on another row opens that game.
        QTreeWidgetItem* other = rowOf(23);
        QVERIFY(other);
        const QRect rect = list->visualItemRect(other);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(session->mode(), PlaySession::Mode::Playback);
        QCOMPARE(session->playback().seed, std::uint64_t { 23 });
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

#include "testmaps.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>
#include <unistd.h>

// mazeworks-cli as docs/cli.md promises it: exit statuses, messages, JSON fields.
class TstCli : public QObject {
    Q_OBJECT

    struct Run {
        int status = -1;
        QString out;
        QString err;
    };

    // The command line; with `addressSpace`, at most that many bytes of it, to make it run out of memory.
    static Run cli(const QStringList& args, rlim_t addressSpace = RLIM_INFINITY)
    {
        // No display at all: the command line never needs one, for pictures neither.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" }) env.remove(QLatin1String(name));
        QProcess process;
        process.setProcessEnvironment(env);
        if (addressSpace != RLIM_INFINITY) {
            process.setChildProcessModifier([addressSpace] {
                const rlimit limit { addressSpace, addressSpace };
                setrlimit(RLIMIT_AS, &limit);
            });
        }
        process.start(QStringLiteral(MAZEWORKS_CLI), args);
        if (!process.waitForFinished(300000)) return {};
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
    }

    static QString level(const QString& name) { return mazeworks::test::resource(QStringLiteral("levels/") + name); }

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(bytes);
        return path;
    }

private slots:
    void aCleanLevelPrintsNothingAndSucceeds()
    {
        const Run r = cli({ "validate", level("classic.maze"), level("small.maze") });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString());
    }

    void problemsArePrintedLikeCompilerErrors()
    {
        const QString path = level("broken/unknown-tile.maze");
        const Run r = cli({ "validate", path });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out, path + ":5:9: error: 'Q' is not a tile [unknown-tile]\n");
    }

    void warningsAloneSucceed()
    {
        const Run r = cli({ "validate", level("broken/unreachable-floor.maze") });
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("warning: the muncher cannot reach this tile [unreachable-floor]"));
    }

    void theJsonReportHasTheContractsFields()
    {
        const Run r = cli({ "validate", "--json", level("broken/outside.maze") });
        QCOMPARE(r.status, 1);
        const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(all.size(), 1);
        const QJsonObject d = all[0].toObject();
        QCOMPARE(d["file"].toString(), level("broken/outside.maze"));
        QCOMPARE(d["line"].toInt(), 12);
        QCOMPARE(d["column"].toInt(), 14);
        QCOMPARE(d["severity"].toString(), QString("error"));
        QCOMPARE(d["code"].toString(), QString("outside"));
        QCOMPARE(d["message"].toString(), QString("(0, 0) is not inside the maze: the red ghost stands on a wall"));
        QCOMPARE(d["tile"].toArray(), (QJsonArray { 0, 0 }));
        const Run clean = cli({ "validate", "--json", level("small.maze") });
        QCOMPARE(clean.out.trimmed(), QString("[]"));
    }

    void atMostAHundredProblemsAreListed()
    {
        const QString path = write("many.maze", "row " + QByteArray(150, 'Q') + "\n");
        const Run r = cli({ "validate", path });
        QCOMPARE(r.status, 1);
        const QStringList lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 101);
        QVERIFY2(lines.last().contains("more problems not shown"), qPrintable(lines.last()));
    }

    void aFileThatCannotBeReadIsOneLineAndExitTwo_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("missing") << "missing";
        QTest::newRow("a directory") << "directory";
        QTest::newRow("2 GB of garbage") << "huge";
    }

    void aFileThatCannotBeReadIsOneLineAndExitTwo()
    {
        QFETCH(QString, what);
        QString path;
        if (what == "missing") path = m_dir.filePath("nothing-here.maze");
        if (what == "directory") path = m_dir.path();
        if (what == "huge") {
            path = m_dir.filePath("huge.maze");
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(2ll << 30)); // sparse: no disk is spent
        }
        const Run r = cli({ "validate", path });
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
    }

    void aFileThatIsNotUtf8IsAnEncodingProblemAndExitOne()
    {
        // maze-format.md makes it a diagnostic like the others: listed, in the JSON too.
        const QString path = write("binary.maze", QByteArray("name x\nrow XX\xff\xfe\n", 16));
        const Run r = cli({ "validate", path });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out, path + ":2:7: error: the file is not UTF-8 text [encoding]\n");
        const Run json = cli({ "validate", "--json", path });
        QCOMPARE(json.status, 1);
        const QJsonArray all = QJsonDocument::fromJson(json.out.toUtf8()).array();
        QCOMPARE(all.size(), 1);
        QCOMPARE(all[0].toObject()["code"].toString(), QString("encoding"));
        QCOMPARE(all[0].toObject()["line"].toInt(), 2);
        const Run play = cli({ "play", path });
        QCOMPARE(play.status, 1);
        QVERIFY2(play.err.contains("[encoding]"), qPrintable(play.err));
    }

    void aFileWithoutPermissionIsExitTwo()
    {
        if (::geteuid() == 0) QSKIP("root reads every file");
        const QString path = write("secret.maze", "row X\n");
        QFile::setPermissions(path, QFileDevice::WriteOwner);
        const Run r = cli({ "validate", path });
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains("Permission denied"));
    }

    void aLevelConvertedToTiledAndBackIsTheSameLevel()
    {
        const QString tmj = m_dir.filePath(QStringLiteral("classic.tmj"));
        const Run there = cli({ "convert", level("classic.maze"), tmj });
        QCOMPARE(there.status, 0);
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("classic-tiles.png"))).isFile());
        const QString back = m_dir.filePath(QStringLiteral("back.maze"));
        QCOMPARE(cli({ "convert", tmj, back }).status, 0);
        QCOMPARE(cli({ "validate", back }).status, 0);
        QFile original(level("classic.maze"));
        QFile again(back);
        QVERIFY(original.open(QIODevice::ReadOnly) && again.open(QIODevice::ReadOnly));
        const mazeworks::ReadResult a = mazeworks::readMaze(original.readAll().toStdString());
        const mazeworks::ReadResult b = mazeworks::readMaze(again.readAll().toStdString());
        QVERIFY(a.maze == b.maze);
    }

    void aTmxThatTiledWroteConvertsToTheLevel()
    {
        const QString tmx = QFINDTESTDATA("../formats/tiled/data/classic-gzip.tmx");
        QVERIFY(!tmx.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("from-tiled.maze"));
        const Run r = cli({ "convert", tmx, out });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, QString());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(mazeworks::readMaze(file.readAll().toStdString()).maze == mazeworks::test::classic());
    }

    void aLevelConvertedToALevelIsTheSameFileByteForByte()
    {
        const QString copy = m_dir.filePath(QStringLiteral("copy.maze"));
        QCOMPARE(cli({ "convert", level("classic.maze"), copy }).status, 0);
        QFile original(level("classic.maze"));
        QFile again(copy);
        QVERIFY(original.open(QIODevice::ReadOnly) && again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), original.readAll());
    }

    void aPictureHasTheTileSizeAskedFor()
    {
        const QString png = m_dir.filePath(QStringLiteral("classic.png"));
        QCOMPARE(cli({ "convert", level("classic.maze"), png, "--tile-size", "8" }).status, 0);
        QCOMPARE(QImage(png).size(), QSize(27 * 8, 30 * 8));
        const QString gridded = m_dir.filePath(QStringLiteral("grid.png"));
        QCOMPARE(cli({ "convert", level("classic.maze"), gridded, "--tile-size", "8", "--grid" }).status, 0);
        QVERIFY(QImage(gridded) != QImage(png));
        QCOMPARE(cli({ "convert", level("classic.maze"), png, "--tile-size", "0" }).status, 2);
    }

    void aMovingAiMapConvertsToALevelOfItsCells()
    {
        const QString map = write("tiny.map", "type octile\nheight 2\nwidth 3\nmap\n.@.\nT..\n");
        const QString out = m_dir.filePath(QStringLiteral("tiny.maze"));
        QCOMPARE(cli({ "convert", map, out }).status, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const mazeworks::ReadResult read = mazeworks::readMaze(file.readAll().toStdString());
        QCOMPARE(read.maze.tiles, mazeworks::test::tiles("_X_\nX__"));
        QCOMPARE(read.maze.name, std::string("tiny"));
    }

    void whatHasNoPlaceInTheOtherFormatIsAWarning()
    {
        const Run r = cli({ "convert", level("classic.maze"), m_dir.filePath(QStringLiteral("c.tmj")) });
        QCOMPARE(r.status, 0);
        QVERIFY2(
            r.err.contains(QStringLiteral("warning: its comments and unknown lines have no place")), qPrintable(r.err));
    }

    void aConversionThatCannotBeDoneIsExitOneWithItsReasonsAndWritesNothing()
    {
        const QString bad = write("bad.maze", "row XX\nrow X\n");
        const QString out = m_dir.filePath(QStringLiteral("bad.tmj"));
        const Run r = cli({ "convert", bad, out });
        QCOMPARE(r.status, 1);
        QVERIFY2(
            r.err.contains(QStringLiteral("bad.maze:2:5: error: the row has 1 tiles, the first has 2 [row-width]")),
            qPrintable(r.err));
        QCOMPARE(r.err.count(QStringLiteral("[row-width]")), 1);
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("bad-tiles.png"))));
    }

    void aFormatThatIsNotReadOrWrittenIsAUsageError()
    {
        const Run txt = cli({ "convert", level("classic.maze"), m_dir.filePath(QStringLiteral("c.txt")) });
        QCOMPARE(txt.status, 2);
        QVERIFY2(txt.err.contains(QStringLiteral("not a format this can write (.maze, .tmx, .tmj, .ldtk, .png)")),
            qPrintable(txt.err));
        QCOMPARE(cli({ "convert", level("classic.maze") }).status, 2);
        QCOMPARE(
            cli({ "convert", level("classic.maze"), m_dir.filePath(QStringLiteral("c.tmj")), "--tiles", "x" }).status,
            2);
    }

    // Tiled's own format out, as cli.md says: the .tmx and its tileset picture, which read back
    // as the level.
    void aLevelConvertedToTmxReadsBackAsTheLevel()
    {
        const QString tmx = m_dir.filePath(QStringLiteral("arcade.tmx"));
        const Run there = cli({ "convert", level("classic.maze"), tmx });
        QCOMPARE(there.status, 0);
        QVERIFY(QImage(m_dir.filePath(QStringLiteral("arcade-tiles.png"))).width() == 7 * 32);
        QFile file(tmx);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.8\""));
        const QString back = m_dir.filePath(QStringLiteral("arcade.maze"));
        QCOMPARE(cli({ "convert", tmx, back }).status, 0);
        QFile again(back);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QVERIFY(mazeworks::readMaze(again.readAll().toStdString()).maze == mazeworks::test::classic());
    }

    // A PNG of a Tiled map (zstd layers, a tileset beside it), with no display at all.
    void aTiledMapBecomesAPictureWithNoDisplay()
    {
        const QString tmx = QFINDTESTDATA("../formats/tiled/data/classic-zstd.tmx");
        QVERIFY(!tmx.isEmpty());
        const QString png = m_dir.filePath(QStringLiteral("zstd.png"));
        const Run r = cli({ "convert", tmx, png, "--tile-size", "4" });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, QString());
        QCOMPARE(QImage(png).size(), QSize(27 * 4, 30 * 4));
    }

    // Issue 29: a Tiled map whose zstd layer was compressed as a stream (its frame declares a
    // 2 MiB window and no content size) converts, as the one Tiled wrote in one piece does.
    void aTiledMapWithAStreamedZstdLayerConverts()
    {
        const QString tmx = QFINDTESTDATA("../formats/tiled/data/classic-zstd-stream.tmx");
        QVERIFY(!tmx.isEmpty());
        const QString maze = m_dir.filePath(QStringLiteral("stream.maze"));
        const Run r = cli({ "convert", tmx, maze });
        QCOMPARE(r.err, QString());
        QCOMPARE(r.status, 0);
        QFile out(maze);
        QVERIFY(out.open(QIODevice::ReadOnly));
        QVERIFY(mazeworks::readMaze(out.readAll().toStdString()).maze == mazeworks::test::classic());
    }

    // A piece placed on a wall is named, and so is the wall, by validate (issue 29).
    void validateNamesThePieceThatIsNotInsideTheMaze()
    {
        const Run r = cli({ "validate", level("broken/outside.maze") });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out.trimmed(),
            level("broken/outside.maze")
                + QString(":12:14: error: (0, 0) is not inside the maze: the red ghost stands on a wall [outside]"));
    }

    // Whatever has no place in a maze is said once, on standard error, and the level is written.
    void whatATiledMapLeavesOutIsNamedOnceOnStandardError()
    {
        const QString tmx = QFINDTESTDATA("../formats/tiled/data/classic-extras.tmx");
        const Run r = cli({ "convert", tmx, m_dir.filePath(QStringLiteral("extras.maze")) });
        QCOMPARE(r.status, 0);
        const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[0].endsWith(QStringLiteral("classic-extras.tmx:79: warning: layer \"backdrop\": an image layer "
                                                  "has no tiles, so it is left out [image-layer]")),
            qPrintable(lines[0]));
        QVERIFY2(r.err.contains(QStringLiteral("[hidden-layer]"))
                && r.err.contains(QStringLiteral("[unknown-property]"))
                && r.err.contains(QStringLiteral("[not-a-place]")),
            qPrintable(r.err));
    }

    // The designer: a tileset of their own. Each tile is listed once, with a file to
    // fill in for --tiles; given it, the map converts.
    void tilesOfNoKindAreListedOnceEachAndTheTilesFileAnswersThem()
    {
        const QString tmx = QFINDTESTDATA("../formats/tiled/data/classic-own-tiles.tmx");
        const QString out = m_dir.filePath(QStringLiteral("own.maze"));
        const Run asked = cli({ "convert", tmx, out });
        QCOMPARE(asked.status, 1);
        QCOMPARE(asked.err.count(QStringLiteral("[no-kind]")), 7);
        QVERIFY2(asked.err.contains(QStringLiteral(
                     "classic-own-tiles.tmx:9: error: layer \"tiles\", column 0, row 0: tile 0 of tileset \"arcade\" "
                     "has no kind (508 on the map)")),
            qPrintable(asked.err));
        QVERIFY2(asked.err.contains(QStringLiteral("--tiles FILE")), qPrintable(asked.err));
        QVERIFY2(asked.err.contains(QStringLiteral("[arcade]\n0 = ?\n1 = ?\n")), qPrintable(asked.err));
        QVERIFY(!QFileInfo::exists(out));

        const QString answers = write("arcade.tiles",
            "[arcade]\n0 = Wall\n1 = pellet\n2 = Power Pellet\n3 = empty\n"
            "4 = tunnel\n5 = gate\n6 = ghost house\n");
        const Run answered = cli({ "convert", tmx, out, "--tiles", answers });
        QCOMPARE(answered.status, 0);
        QVERIFY2(answered.err.contains(QStringLiteral("note: 7 tiles of tileset \"arcade\" have the kinds given")),
            qPrintable(answered.err));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(mazeworks::readMaze(file.readAll().toStdString()).maze == mazeworks::test::classic());

        const QString wrong = write("wrong.tiles", "[arcade]\n0 = lava\n");
        const Run refused = cli({ "convert", tmx, out, "--tiles", wrong });
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("wrong.tiles:2: error: \"lava\" is not a kind of tile")),
            qPrintable(refused.err));
    }

    void pathFindsTheCheapestWay()
    {
        const Run r = cli({ "path", level("classic.maze"), "--from", "13,22", "--to", "20,22", "--json" });
        QCOMPARE(r.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["cost"].toDouble(), 7.0);
        QCOMPARE(o["steps"].toInt(), 7);
        QCOMPARE(o["visited"].toInt(), 8);
        QCOMPARE(o["path"].toArray().first().toArray(), (QJsonArray { 13, 22 }));
        QCOMPARE(o["path"].toArray().last().toArray(), (QJsonArray { 20, 22 }));
    }

    void everySearchOfPathFindsTheCheapestWayAndSaysWhichRan_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("ran");
        // classic.maze has tunnels over its edges: there jump point search is A*.
        QTest::newRow("bfs") << "bfs"
                             << "bfs";
        QTest::newRow("dijkstra") << "dijkstra"
                                  << "dijkstra";
        QTest::newRow("astar") << "astar"
                               << "astar";
        QTest::newRow("bidirectional") << "bidirectional"
                                       << "bidirectional";
        QTest::newRow("jps") << "jps"
                             << "astar";
        QTest::newRow("jps+") << "jps+"
                              << "astar";
        QTest::newRow("auto") << "auto"
                              << "astar";
    }

    void everySearchOfPathFindsTheCheapestWayAndSaysWhichRan()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, ran);
        const Run r = cli(
            { "path", level("classic.maze"), "--from", "13,22", "--to", "20,22", "--algorithm", algorithm, "--json" });
        QCOMPARE(r.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["cost"].toDouble(), 7.0);
        QCOMPARE(o["algorithm"].toString(), ran);
        // small.maze has no open tile on its rim: nothing wraps, and jump point search runs;
        // its corridors are one tile wide, a jump point at every bend, but no tile steps
        // diagonally: auto runs the pruned jump point search over its tables.
        const Run small
            = cli({ "path", level("small.maze"), "--from", "1,5", "--to", "7,1", "--algorithm", algorithm, "--json" });
        QCOMPARE(small.status, 0);
        const QJsonObject s = QJsonDocument::fromJson(small.out.toUtf8()).object();
        QCOMPARE(s["cost"].toDouble(), 10.0);
        QCOMPARE(s["algorithm"].toString(), algorithm == "auto" ? QString("jps2+") : algorithm);
    }

    void weightLinesAreTheCostsOfTheSearchesThatUseCosts()
    {
        QByteArray text;
        {
            QFile small(level("small.maze"));
            QVERIFY(small.open(QIODevice::ReadOnly));
            text = small.readAll();
        }
        // Row 5 is dear: the cheapest way from 1,5 to 7,5 goes round by row 1 (4 + 6 + 3, and 9 for 7,5).
        text.replace("muncher 5 5 left",
            "weight 111111111\nweight 111111111\nweight 111111111\nweight 111111111\nweight 111111111\n"
            "weight 199999991\nweight 111111111\nmuncher 5 5 left");
        const QString path = write("weighted.maze", text);
        auto cost = [&](const QStringList& more) {
            const Run r = cli(QStringList { "path", path, "--from", "1,5", "--to", "7,5", "--json" } + more);
            return QJsonDocument::fromJson(r.out.toUtf8()).object()["cost"].toDouble();
        };
        QCOMPARE(cost({ "--algorithm", "dijkstra" }), 22.0);
        QCOMPARE(cost({ "--algorithm", "astar" }), 22.0);
        QCOMPARE(cost({ "--algorithm", "bidirectional" }), 22.0);
        QCOMPARE(cost({ "--algorithm", "bfs" }), 6.0); // breadth-first search ignores weights
        QCOMPARE(cost({ "--algorithm", "auto" }), 22.0);
        QVERIFY(cost({ "--algorithm", "bestfirst" }) >= 22.0);
        for (const char* jps : { "jps", "jps+" }) {
            const Run r = cli({ "path", path, "--from", "1,5", "--to", "7,5", "--algorithm", jps });
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains("weight"), qPrintable(r.err));
        }
        // A broken weight line is a diagnostic, and the level is not searched.
        text.replace("weight 199999991", "weight 1999x9991");
        const Run broken = cli({ "validate", write("broken-weight.maze", text) });
        QCOMPARE(broken.status, 1);
        QVERIFY2(
            broken.out.contains(":15:12: error: 'x' is not a weight (1 to 9) [weight-digit]"), qPrintable(broken.out));
        const Run refused = cli({ "path", write("broken-weight.maze", text), "--from", "1,5", "--to", "7,5" });
        QCOMPARE(refused.status, 1);
        QVERIFY2(refused.err.contains("[weight-digit]"), qPrintable(refused.err));
    }

    void theOptionsOfPathAreCheckedAndMistakesAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("status");
        QTest::newRow("chebyshev") << QStringList { "--heuristic", "chebyshev" } << 0;
        QTest::newRow("weighted A*") << QStringList { "--weight", "1.5" } << 0;
        QTest::newRow("corners") << QStringList { "--movement", "8", "--corners", "one-obstacle" } << 0;
        QTest::newRow("no-obstacle") << QStringList { "--movement", "8", "--corners", "no-obstacle" } << 0;
        QTest::newRow("weight below 1") << QStringList { "--weight", "0.5" } << 2;
        QTest::newRow("weight with dijkstra") << QStringList { "--algorithm", "dijkstra", "--weight", "2" } << 2;
        QTest::newRow("unknown corners") << QStringList { "--corners", "sometimes" } << 2;
        QTest::newRow("unknown algorithm") << QStringList { "--algorithm", "jps3" } << 2;
        QTest::newRow("unknown heuristic") << QStringList { "--heuristic", "taxicab" } << 2;
    }

    void theOptionsOfPathAreCheckedAndMistakesAreUsageErrors()
    {
        QFETCH(QStringList, options);
        QFETCH(int, status);
        const Run r = cli(QStringList { "path", level("classic.maze"), "--from", "13,22", "--to", "20,22" } + options);
        QCOMPARE(r.status, status);
        QCOMPARE(r.err.isEmpty(), status == 0);
    }

    void scenariosOfSearchesWithoutTheOptimumAreBoundedAndReportTheirSuboptimality()
    {
        const QString dir = QStringLiteral(MAZEWORKS_SHARED "/data/movingai/");
        if (!QFile::exists(dir + "arena.map")) QSKIP("no Moving AI data beside the project");
        auto run = [&](const QStringList& more) {
            const Run r
                = cli(QStringList { "path", dir + "arena.map", "--scenario", dir + "arena.map.scen", "--json" } + more);
            return std::pair { r.status, QJsonDocument::fromJson(r.out.toUtf8()).object() };
        };
        for (const char* optimal : { "dijkstra", "bidirectional", "jps", "jps+", "jps2", "jps2+", "auto" }) {
            const auto [status, o] = run({ "--algorithm", optimal });
            QCOMPARE(status, 0);
            QCOMPARE(o["mismatches"].toInt(), 0);
            QVERIFY(!o.contains("suboptimality"));
        }
        const auto [greedy, g] = run({ "--algorithm", "bestfirst" });
        QCOMPARE(greedy, 0);
        QCOMPARE(g["mismatches"].toInt(), 0);
        QVERIFY(g["suboptimality"].toDouble() > 1.0);
        const auto [weighted, w] = run({ "--weight", "2" });
        QCOMPARE(weighted, 0);
        QVERIFY(w["suboptimality"].toDouble() >= 1.0 && w["suboptimality"].toDouble() <= 2.0);
        // Corners cut: the published lengths do not apply.
        const auto [cut, c] = run({ "--corners", "always" });
        QCOMPARE(cut, 0);
        QVERIFY(c["mismatches"].isNull());
    }

    void noWayIsExitOneWithANullCost()
    {
        const Run r = cli({ "path", level("classic.maze"), "--from", "13,22", "--to", "13,14", "--json" });
        QCOMPARE(r.status, 1);
        QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).object()["cost"].isNull());
    }

    void everyMovingAiScenarioMatchesItsOptimalLength()
    {
        const QString dir = QStringLiteral(MAZEWORKS_SHARED "/data/movingai/");
        if (!QFile::exists(dir + "arena.map")) QSKIP("no Moving AI data beside the project");
        const Run r = cli({ "path", dir + "arena.map", "--scenario", dir + "arena.map.scen", "--json" });
        QCOMPARE(r.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["scenarios"].toInt(), 130);
        QCOMPARE(o["mismatches"].toInt(), 0);
        QVERIFY(o["seconds"].toDouble() >= 0);
        QCOMPARE(o["results"].toArray().size(), 130);
        const QJsonObject first = o["results"].toArray().first().toObject();
        QVERIFY(first.contains("line") && first.contains("cost") && first.contains("optimal"));
    }

    void aCellOutsideTheMapIsAUsageError()
    {
        const Run r = cli({ "path", level("classic.maze"), "--from", "99,1", "--to", "1,1" });
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains("--from"));
    }

    void playReportsTheContractsFieldsAndTheSameSeedPlaysTheSameGame()
    {
        const QStringList args = { "play", level("classic.maze"), "--seed", "3", "--seconds", "60", "--json" };
        const Run a = cli(args);
        QCOMPARE(a.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8()).object();
        for (const char* field :
            { "seed", "pilot", "score", "level", "lives", "phase", "dots", "ghosts", "seconds", "deaths" }) {
            QVERIFY2(o.contains(field), field);
        }
        QCOMPARE(o["seed"].toInt(), 3);
        QCOMPARE(o["pilot"].toString(), QString("casual"));
        QVERIFY(o["score"].toInt() > 0);
        QVERIFY(o["seconds"].toDouble() <= 60.0 + 1e-9);
        QCOMPARE(cli(args).out, a.out); // the same seed, the same game
        QVERIFY(cli({ "play", level("classic.maze"), "--seed", "4", "--seconds", "60", "--json" }).out != a.out);
    }

    void aRecordedGamePlaysBackToTheSameResult()
    {
        const QString replay = m_dir.filePath("game.replay");
        const Run played = cli({ "play", level("classic.maze"), "--seed", "2", "--pilot", "expert", "--seconds", "90",
            "--record", replay, "--json" });
        QCOMPARE(played.status, 0);
        const Run back = cli({ "replay", replay, "--json" });
        QCOMPARE(back.status, 0);
        QCOMPARE(back.out, played.out);

        // A replay whose result was tampered with is exit 1; a broken one names the line.
        QFile file(replay);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        const qsizetype at = text.indexOf("result score ");
        QVERIFY(at >= 0);
        text.insert(at + 13, "1");
        const QString tampered = write("tampered.replay", text);
        QCOMPARE(cli({ "replay", tampered }).status, 1);
        const QString broken = write("broken.replay", "mazeworks-replay 1\nseed x\n");
        const Run bad = cli({ "replay", broken });
        QCOMPARE(bad.status, 1);
        QVERIFY2((bad.out + bad.err).contains(broken + ":2:"), qPrintable(bad.out + bad.err));
    }

    void playTakesRulesAndReportsThemWithThePilotsSearches()
    {
        const auto json = [](const Run& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); };
        const QStringList base = { "play", level("classic.maze"), "--seed", "5", "--seconds", "40", "--json" };
        const Run plain = cli(base);
        QCOMPARE(plain.status, 0);
        QCOMPARE(json(plain)["rules"].toArray(), QJsonArray());
        const QJsonObject searches = json(plain)["searches"].toObject();
        QVERIFY(searches["count"].toInt() > 0);
        QVERIFY(searches["visited"].toInteger() > searches["count"].toInt());

        const Run varied = cli(base + QStringList { "--rules", "red-astar,pink-slip" });
        QCOMPARE(varied.status, 0);
        QCOMPARE(json(varied)["rules"].toArray(), (QJsonArray { "pink-slip", "red-astar" }));

        // The level's own rules line holds unless --rules replaces it.
        QFile classic(level("classic.maze"));
        QVERIFY(classic.open(QIODevice::ReadOnly));
        const QString ruled = write("ruled.maze", classic.readAll() + "rules dot-counters\n");
        const QStringList own = { "play", ruled, "--seed", "5", "--seconds", "40", "--json" };
        QCOMPARE(json(cli(own))["rules"].toArray(), (QJsonArray { "dot-counters" }));
        const Run none = cli(own + QStringList { "--rules", "none" });
        QCOMPARE(none.out, plain.out);

        // A recorded game keeps its rules and plays back the same.
        const QString replay = m_dir.filePath("ruled.replay");
        const Run recorded = cli(base + QStringList { "--rules", "dot-counters,red-astar", "--record", replay });
        QCOMPARE(recorded.status, 0);
        const Run back = cli({ "replay", replay, "--json" });
        QCOMPARE(back.status, 0);
        QCOMPARE(back.out, recorded.out);

        const Run bad = cli(base + QStringList { "--rules", "pink-slip,purple" });
        QCOMPARE(bad.status, 2);
        QVERIFY(bad.err.contains("purple"));
    }

    // A level small enough for a few games to be quick, where the ghosts catch the muncher.
    QString playtestLevel()
    {
        return write("playtest.maze",
            "name Playtest\n"
            "row XXXXXXXXXXX\n"
            "row Xo...X...oX\n"
            "row X.X.XXX.X.X\n"
            "row X.........X\n"
            "row X.XX-XX.X.X\n"
            "row X.XHHHX...X\n"
            "row X.XXXXX.X.X\n"
            "row X....._...X\n"
            "row XXXXXXXXXXX\n"
            "muncher 6 7 left\n"
            "ghost red    5 3 left\n"
            "ghost pink   4 5 up\n"
            "ghost cyan   3 5 up\n"
            "ghost orange 5 5 up\n"
            "fruit 5 7\n");
    }

    void playtestReportsTheEditorsFiguresTheSameOnAnyNumberOfThreads()
    {
        const QString path = playtestLevel();
        const QStringList args = { "playtest", path, "--games", "6", "--seed", "3", "--seconds", "60", "--json" };
        const Run one = cli(args + QStringList { "--threads", "1" });
        QCOMPARE(one.status, 0);
        QVERIFY2(one.err.contains("6 of 6 games"), qPrintable(one.err));
        const Run two = cli(args + QStringList { "--threads", "2" });
        QCOMPARE(two.status, 0);
        QCOMPARE(two.out, one.out); // byte for byte
        QCOMPARE(cli(args + QStringList { "--threads", "5" }).out, one.out);
        QCOMPARE(cli(args).out, one.out); // every core

        const QJsonObject o = QJsonDocument::fromJson(one.out.toUtf8()).object();
        // The contract's fields (more may follow: the intervals, tst_playtestcli).
        for (const char* field : { "best_score", "best_seed", "cleared", "deaths", "games", "levels",
                 "mean_first_death", "mean_score", "mean_seconds" })
            QVERIFY2(o.contains(field), field);
        QCOMPARE(o["games"].toInt(), 6);

        // Game for game, what play says for seeds 3 to 8.
        int best = -1;
        qint64 bestSeed = 0;
        double total = 0;
        int cleared = 0;
        double seconds = 0;
        QMap<int, int> levels;
        QMap<QPair<int, int>, int> deaths;
        for (int seed = 3; seed <= 8; ++seed) {
            const Run play = cli({ "play", path, "--seed", QString::number(seed), "--seconds", "60", "--json" });
            const QJsonObject g = QJsonDocument::fromJson(play.out.toUtf8()).object();
            if (g["score"].toInt() > best) {
                best = g["score"].toInt();
                bestSeed = seed;
            }
            total += g["score"].toInt();
            seconds += g["seconds"].toDouble();
            cleared += g["level"].toInt() > 1 ? 1 : 0;
            ++levels[g["level"].toInt()];
            for (const QJsonValue& at : g["deaths"].toArray())
                ++deaths[{ at.toArray()[0].toInt(), at.toArray()[1].toInt() }];
        }
        QCOMPARE(o["best_score"].toInt(), best);
        QCOMPARE(o["best_seed"].toInteger(), bestSeed);
        QCOMPARE(o["mean_score"].toDouble(), total / 6);
        QCOMPARE(o["mean_seconds"].toDouble(), seconds / 6);
        QCOMPARE(o["cleared"].toInt(), cleared);
        for (auto it = levels.begin(); it != levels.end(); ++it)
            QCOMPARE(o["levels"].toObject()[QString::number(it.key())].toInt(), it.value());
        QVERIFY2(!deaths.isEmpty(), "the ghosts caught the muncher in none of the games");
        QVERIFY(o["mean_first_death"].toDouble() > 0);
        QCOMPARE(o["deaths"].toArray().size(), deaths.size());
        for (const QJsonValue& tile : o["deaths"].toArray()) {
            const QJsonArray t = tile.toArray();
            QCOMPARE(t[2].toInt(), deaths.value({ t[0].toInt(), t[1].toInt() }));
        }

        // Without --json, the same figures for a person.
        const Run text = cli({ "playtest", path, "--games", "6", "--seed", "3", "--seconds", "60" });
        QCOMPARE(text.status, 0);
        QVERIFY2(text.out.contains(QStringLiteral("best score     %1 (seed %2)").arg(best).arg(bestSeed)),
            qPrintable(text.out));
        QVERIFY2(text.out.contains("seeds 3 to 8"), qPrintable(text.out));
    }

    void playtestTakesRulesAndMistakesAsPlayDoes()
    {
        const QString path = playtestLevel();
        const QStringList base = { "playtest", path, "--games", "3", "--seconds", "30", "--json" };
        const Run plain = cli(base);
        QCOMPARE(plain.status, 0);
        QCOMPARE(cli(base + QStringList { "--rules", "none" }).out, plain.out);
        const Run ruled = cli(base + QStringList { "--rules", "dot-counters" });
        QCOMPARE(ruled.status, 0);
        QVERIFY(ruled.out != plain.out);

        // Each mistake: the status and the message of play.
        const QList<QStringList> mistakes = {
            { "--rules", "pink-slip,purple" },
            { "--pilot", "robot" },
            { "--seconds", "-1" },
            { "--games", "0" },
            { "--threads", "0" },
            { "--seed", "x" },
        };
        for (const QStringList& mistake : mistakes) {
            const Run r = cli(base + mistake);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains(mistake[0]), qPrintable(r.err));
            QCOMPARE(r.out, QString());
        }
        const Run broken = cli({ "playtest", level("broken/outside.maze") });
        QCOMPARE(broken.status, 1);
        QCOMPARE(broken.err, cli({ "play", level("broken/outside.maze") }).err);
        const QString missing = m_dir.filePath("missing.maze");
        const Run gone = cli({ "playtest", missing });
        QCOMPARE(gone.status, 2);
        QCOMPARE(gone.err.section(':', 1), cli({ "play", missing }).err.section(':', 1));
        QCOMPARE(cli({ "playtest" }).status, 2);
    }

    void generateOffersTheReferencesVariants()
    {
        const auto json = [](const Run& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); };
        // Rejection placement on a small map leaves rooms out.
        const Run reject = cli({ "generate", "--seed", "5", "--rooms", "25", "--width", "40", "--height", "30",
            "--placement", "reject", "--json" });
        QCOMPARE(reject.status, 0);
        QVERIFY(json(reject)["rooms"].toArray().size() < 25);
        QCOMPARE(json(reject)["rooms"].toArray().size() + json(reject)["left_out"].toInt()
                + json(reject)["dropped"].toArray().size(),
            25);
        QVERIFY(reject.err.contains("were left out"));
        // The neighbour tree: depth-first by default, breadth-first when asked.
        const QStringList neighbours
            = { "generate", "--seed", "2", "--rooms", "40", "--connect", "neighbours", "--json" };
        const Run deep = cli(neighbours);
        QCOMPARE(json(deep)["tree"].toString(), QString("depth-first"));
        QCOMPARE(cli(neighbours + QStringList { "--tree", "depth-first" }).out, deep.out);
        const Run wide = cli(neighbours + QStringList { "--tree", "breadth-first" });
        QCOMPARE(wide.status, 0);
        QVERIFY(json(wide)["links"] != json(deep)["links"]);
        QCOMPARE(json(wide)["rooms"], json(deep)["rooms"]);
        QCOMPARE(cli(neighbours + QStringList { "--tree", "sideways" }).status, 2);
        QCOMPARE(cli({ "generate", "--placement", "pile" }).status, 2);
    }

    void generateFollowsTheReferencesByDefault()
    {
        const auto json = [](const Run& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); };
        // A crowded rejection placement leaves rooms out and still makes the dungeon.
        const Run crowded = cli(
            { "generate", "--rooms", "40", "--width", "40", "--height", "30", "--placement", "reject", "--json" });
        QCOMPARE(crowded.status, 0);
        QVERIFY(json(crowded)["left_out"].toInt() > 0);
        QVERIFY(crowded.err.contains("were left out"));
        // Over 20 seeds of the defaults: a tree (rooms - 1 links), each corridor's shape said, Z
        // shapes and double jogs and no L; the L only when asked for.
        int jogs = 0;
        int zs = 0;
        for (int seed = 1; seed <= 20; ++seed) {
            const QJsonObject o = json(cli({ "generate", "--seed", QString::number(seed), "--json" }));
            QCOMPARE(o["links"].toArray().size() + 1, o["rooms"].toArray().size());
            QCOMPARE(o["loops"].toDouble(), 0.0);
            const QJsonArray shapes = o["shapes"].toArray();
            QCOMPARE(shapes.size(), o["corridors"].toArray().size());
            for (const QJsonValue& shape : shapes) {
                QVERIFY(shape.toString() != "L");
                jogs += shape.toString() == "jog";
                zs += shape.toString() == "Z";
            }
        }
        QVERIFY(jogs > 0);
        QVERIFY(zs > 0);
        const QJsonArray fewest
            = json(cli({ "generate", "--seed", "1", "--corridors", "fewest-bends", "--json" }))["shapes"].toArray();
        QVERIFY(fewest.contains(QJsonValue("L")));
        // The neighbour rule: the articles' by default, ours when asked.
        const QStringList neighbours
            = { "generate", "--seed", "2", "--rooms", "40", "--connect", "neighbours", "--json" };
        QCOMPARE(json(cli(neighbours))["neighbour_rule"].toString(), QString("articles"));
        const Run generous = cli(neighbours + QStringList { "--neighbours", "generous" });
        QCOMPARE(generous.status, 0);
        QVERIFY(json(generous)["rooms"].toArray().size() >= json(cli(neighbours))["rooms"].toArray().size());
        QCOMPARE(cli(neighbours + QStringList { "--neighbours", "close" }).status, 2);
    }

    void aWordOfTheFileIsQuotedAsAMessageShowsIt()
    {
        // A NUL is written \0, never printed raw; a word of a megabyte is cut, not repeated whole.
        QByteArray text = QByteArray::fromStdString(mazeworks::test::readFile(level("small.maze")));
        text.replace("muncher 5 ", QByteArray("muncher 5\0", 10) + QByteArray(1 << 20, '7') + " ");
        const QString path = write("long-word.maze", text);
        const Run r = cli({ "validate", path });
        QCOMPARE(r.status, 1);
        QVERIFY(!r.out.contains(QChar(0)));
        QVERIFY2(r.out.size() < 2000, qPrintable(r.out.left(300)));
        QVERIFY2(r.out.contains("\"5\\0" + QString(38, '7') + "... (1048578 bytes)\" is not a number [not-a-number]"),
            qPrintable(r.out));
    }

    void oneBadStepsLineInAReplayIsOneError()
    {
        QByteArray text = "mazeworks-replay 1\nseed 1\nsteps 12x\n";
        for (const QByteArray& line : QByteArray::fromStdString(mazeworks::test::classicText()).split('\n'))
            if (!line.isEmpty()) text += "| " + line + "\n";
        for (int i = 0; i < 150; ++i) text += "input " + QByteArray::number(i * 4) + (i % 2 ? " up\n" : " down\n");
        const QString path = write("bad-steps.replay", text);
        const Run r = cli({ "replay", path });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err, path + ":3:7: error: \"12x\" is not a number [not-a-number]\n");
    }

    void runningOutOfMemoryNamesTheFile()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer reserves more address space than this test allows the program");
#endif
        // 64 MB of level under a limit of 160 MB of address space: there is room to start, not to
        // read and keep the level.
        const QString path = write("huge.maze", "name " + QByteArray(64 << 20, 'x') + "\n");
        const Run r = cli({ "validate", path }, rlim_t(160) << 20);
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err, "mazeworks-cli validate: " + path + ": out of memory\n");
    }

    void aLevelWithErrorsIsNotPlayed()
    {
        const Run r = cli({ "play", level("broken/outside.maze") });
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("[outside]") || r.out.contains("[outside]"));
    }

    void generateWritesAPlayableLevelAndTheSameArgumentsGiveTheSameBytes()
    {
        const QString path = m_dir.filePath("dungeon.maze");
        const QStringList args = { "generate", "--seed", "9", "--rooms", "15", "--connect", "tunnels" };
        QCOMPARE(cli(args + QStringList { "-o", path }).status, 0);
        QCOMPARE(cli({ "validate", path }).out, QString());
        QCOMPARE(cli({ "validate", path }).status, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(cli(args).out.toUtf8(), file.readAll());
        const QJsonObject o = QJsonDocument::fromJson(cli(args + QStringList { "--json" }).out.toUtf8()).object();
        for (const char* field : { "seed", "width", "height", "tries", "rooms", "links", "corridors", "rows" }) {
            QVERIFY2(o.contains(field), field);
        }
        QCOMPARE(o["rows"].toArray().size(), o["height"].toInt());
        QCOMPARE(o["rows"].toArray().first().toString().size(), o["width"].toInt());
        const QJsonObject room = o["rooms"].toArray().first().toObject();
        QVERIFY(room.contains("x") && room.contains("y") && room.contains("w") && room.contains("h"));
        QCOMPARE(cli({ "play", path, "--seconds", "20" }).status, 0);
    }

    void impossibleDungeonsAreAClearError()
    {
        const Run r = cli({ "generate", "--rooms", "1000", "--width", "20", "--height", "20" });
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains("1000 rooms"));
        QCOMPARE(r.out, QString());
    }

    void helpVersionAndMistakes()
    {
        QCOMPARE(cli({ "--help" }).status, 0);
        QVERIFY(cli({ "--version" }).out.startsWith("mazeworks-cli "));
        for (const char* command : { "validate", "path", "bench", "generate", "play", "playtest", "replay" }) {
            const Run r = cli({ command, "--help" });
            QCOMPARE(r.status, 0);
            QVERIFY(r.out.startsWith("usage: mazeworks-cli " + QString(command)));
        }
        const QString pathHelp = cli({ "path", "--help" }).out;
        for (const char* word :
            { "bestfirst", "bidirectional", "jps+", "auto", "chebyshev", "--weight", "--corners", "one-obstacle" })
            QVERIFY2(pathHelp.contains(word), word);
        QCOMPARE(cli({ "frobnicate" }).status, 2);
        QCOMPARE(cli({ "validate", "--colour", level("small.maze") }).status, 2);
        QCOMPARE(cli({}).status, 2);
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"

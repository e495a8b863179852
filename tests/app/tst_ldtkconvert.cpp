#include "testmaps.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// mazeworks-cli convert with LDtk projects (docs/cli.md, convert): the projects LDtk wrote
// convert level by level or into a folder, what they leave out said once on standard error;
// levels go out as one project and come back the same; a value that maps to nothing is exit 1,
// named once, and nothing is written; --kinds names what a project's identifiers do not.
class TstLdtkConvert : public QObject {
    Q_OBJECT

    struct Run {
        int status = -1;
        QString out;
        QString err;
    };

    static Run cli(const QStringList& args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" }) env.remove(QLatin1String(name));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(MAZEWORKS_CLI), args);
        if (!process.waitForFinished(120000)) return {};
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
    }

    static QString shared(const QString& file) { return QStringLiteral(MAZEWORKS_SHARED "/data/ldtk/") + file; }
    static QString level(const QString& name) { return mazeworks::test::resource(QStringLiteral("levels/") + name); }

    static mazeworks::Maze mazeIn(const QString& path)
    {
        return mazeworks::readMaze(mazeworks::test::readFile(path)).maze;
    }

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(bytes);
        return path;
    }

    // A project of one 3 x 3 level whose IntGrid value 2 is "Lava" and 1 "Rock"; a "Hero" entity.
    QString lavaProject()
    {
        return write(QStringLiteral("lava.ldtk"), R"({"jsonVersion": "1.4.0",
          "defs": {"layers": [{"uid": 1, "identifier": "Ground", "intGridValues": [
            {"value": 1, "identifier": "Rock"}, {"value": 2, "identifier": "Lava"}]}]},
          "levels": [{"identifier": "Hot", "fieldInstances": [], "layerInstances": [
            {"__identifier": "Things", "__type": "Entities", "visible": true, "entityInstances": [
              {"__identifier": "Hero", "px": [16, 16], "fieldInstances": []}]},
            {"__identifier": "Ground", "__type": "IntGrid", "__cWid": 3, "__cHei": 3, "__gridSize": 16,
             "layerDefUid": 1, "visible": true, "intGridCsv": [1, 1, 1, 1, 0, 2, 1, 2, 2]}]}]})");
    }

private slots:
    void theOneLevelProjectConvertsWithWhatItLeavesOutSaidOnce()
    {
        const QString out = m_dir.filePath(QStringLiteral("autolayer.maze"));
        const Run r = cli({ "convert", shared(QStringLiteral("AutoLayers_1_basic.ldtk")), out });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QCOMPARE(r.err.count(QStringLiteral("[pictures-left-out]")), 1);
        QVERIFY2(r.err.contains(QStringLiteral("warning: layer \"IntGrid_layer\"")), qPrintable(r.err));
        const mazeworks::Maze maze = mazeIn(out);
        QCOMPARE(maze.width(), 37);
        QCOMPARE(maze.height(), 26);
        QCOMPARE(maze.name, std::string("AutoLayer"));
        QCOMPARE(maze.tiles.get(0, 0), mazeworks::Tile::Wall);
    }

    void aProjectOfSeveralLevelsConvertsIntoAFolderOrOneLevelByName()
    {
        const QString project = shared(QStringLiteral("SeparateLevelFiles.ldtk"));
        const QString folder = m_dir.filePath(QStringLiteral("levels/"));
        const Run all = cli({ "convert", project, folder });
        QCOMPARE(all.status, 0);
        QCOMPARE(all.err, QString());
        QCOMPARE(QDir(folder).entryList(QDir::Files),
            (QStringList { "World_Level_0.maze", "World_Level_1.maze", "World_Level_2.maze" }));
        const QString one = m_dir.filePath(QStringLiteral("one.maze"));
        QCOMPARE(cli({ "convert", project, one, "--level", "World_Level_1" }).status, 0);
        QVERIFY(mazeIn(one) == mazeIn(QDir(folder).filePath(QStringLiteral("World_Level_1.maze"))));
        // One file for three levels: which is for the user to say.
        const Run which = cli({ "convert", project, m_dir.filePath(QStringLiteral("which.maze")) });
        QCOMPARE(which.status, 2);
        QVERIFY2(
            which.err.contains(QStringLiteral("World_Level_0, World_Level_1, World_Level_2")), qPrintable(which.err));
        const Run none = cli({ "convert", project, m_dir.filePath(QStringLiteral("none.maze")), "--level", "Nowhere" });
        QCOMPARE(none.status, 1);
        QVERIFY2(none.err.contains(QStringLiteral("no level is named Nowhere")), qPrintable(none.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("none.maze"))));
    }

    void levelsWrittenAsOneProjectConvertBackTheSame()
    {
        const QString weighted = QFINDTESTDATA("../formats/ldtk/data/weighted.maze");
        QVERIFY(!weighted.isEmpty());
        const QString project = m_dir.filePath(QStringLiteral("pack.ldtk"));
        const Run there = cli({ "convert", level("classic.maze"), weighted, level("small.maze"), project });
        QCOMPARE(there.status, 0);
        const QJsonObject root = QJsonDocument::fromJson(mazeworks::test::readFile(project).c_str()).object();
        QCOMPARE(root["levels"].toArray().size(), 3);
        QCOMPARE(root["worldLayout"].toString(), QStringLiteral("LinearHorizontal"));
        const QString back = m_dir.filePath(QStringLiteral("back"));
        QCOMPARE(cli({ "convert", project, back }).status, 0);
        const QStringList files = QDir(back).entryList(QDir::Files);
        QCOMPARE(files.size(), 3);
        QVERIFY(mazeIn(QDir(back).filePath(QStringLiteral("Classic.maze"))) == mazeIn(level("classic.maze")));
        const mazeworks::Maze heavy = mazeIn(QDir(back).filePath(QStringLiteral("Weighted_classic.maze")));
        QVERIFY(heavy == mazeIn(weighted));
        QVERIFY(heavy.weighted());
        QCOMPARE(cli({ "validate", QDir(back).filePath(QStringLiteral("Weighted_classic.maze")) }).status, 0);
        // And one level of it by name, to a .maze whose text is the canonical one.
        const QString classic = m_dir.filePath(QStringLiteral("classic.maze"));
        QCOMPARE(cli({ "convert", project, classic, "--level", "classic" }).status, 0);
        QVERIFY(mazeIn(classic) == mazeIn(level("classic.maze")));
    }

    void aValueThatMapsToNothingIsExitOneNamedOnceAndNothingIsWritten()
    {
        const QString project = lavaProject();
        const QString out = m_dir.filePath(QStringLiteral("hot.maze"));
        const Run r = cli({ "convert", project, out });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err.count(QStringLiteral("Lava")), 1);
        QCOMPARE(r.err.count(QStringLiteral("Rock")), 1);
        QVERIFY2(r.err.contains(project
                     + QStringLiteral(": error: level \"Hot\", layer \"Ground\", column 2, row 1: "
                                      "value 2 \"Lava\" is no kind of tile (3 tiles)")),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("--kinds FILE")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("hot.ldtk"))));
    }

    void theKindsFileNamesValuesAndEntitiesOfAProject()
    {
        const QString kinds
            = write(QStringLiteral("kinds.txt"), "# our words\nRock wall\nLava energizer\nHero muncher\n");
        const QString out = m_dir.filePath(QStringLiteral("hot.maze"));
        const Run r = cli({ "convert", lavaProject(), out, "--kinds", kinds });
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.contains(QStringLiteral("[kinds-answered]")), qPrintable(r.err));
        const mazeworks::Maze maze = mazeIn(out);
        QCOMPARE(maze.tiles.get(2, 1), mazeworks::Tile::Energizer);
        QCOMPARE(maze.tiles.get(1, 1), mazeworks::Tile::Floor);
        QVERIFY(maze.muncher && maze.muncher->cell == (mazeworks::Cell { 1, 1 }));
        // A line that is none: exit 2, its line named.
        const QString bad = write(QStringLiteral("bad.txt"), "Rock\n");
        const Run wrong = cli({ "convert", lavaProject(), out, "--kinds", bad });
        QCOMPARE(wrong.status, 2);
        QVERIFY2(wrong.err.contains(bad + QStringLiteral(":1: error:")), qPrintable(wrong.err));
    }

    void theKindsFileNamesTheTilesAndObjectsOfATiledMap()
    {
        // Tile 3 of the tileset has no kind: "tile 3 dot" gives it one, "Brick wall" the tiles of
        // type Brick theirs, "Hero muncher" the object of type Hero its place.
        const QString map = write(QStringLiteral("t.tmj"), R"({
          "type": "map", "orientation": "orthogonal", "width": 2, "height": 1, "tilewidth": 16, "tileheight": 16,
          "tilesets": [{"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16,
            "tiles": [{"id": 0, "type": "Brick"}, {"id": 3}]}],
          "layers": [{"type": "tilelayer", "name": "tiles", "width": 2, "height": 1, "data": [1, 4]},
            {"type": "objectgroup", "name": "things", "objects": [
              {"id": 1, "type": "Hero", "x": 20, "y": 4, "width": 8, "height": 8}]}]})");
        const QString out = m_dir.filePath(QStringLiteral("t.maze"));
        QCOMPARE(cli({ "convert", map, out }).status, 1);
        const QString kinds = write(QStringLiteral("tiles.txt"), "Brick wall\ntile 3 dot\nHero muncher\n");
        const Run r = cli({ "convert", map, out, "--kinds", kinds });
        QCOMPARE(r.status, 0);
        const mazeworks::Maze maze = mazeIn(out);
        QCOMPARE(maze.tiles.get(0, 0), mazeworks::Tile::Wall);
        QCOMPARE(maze.tiles.get(1, 0), mazeworks::Tile::Dot);
        QVERIFY(maze.muncher && maze.muncher->cell == (mazeworks::Cell { 1, 0 }));
    }
};

QTEST_GUILESS_MAIN(TstLdtkConvert)
#include "tst_ldtkconvert.moc"

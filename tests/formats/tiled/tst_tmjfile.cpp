// Tiled's JSON map format: every shipped level comes back the same from a .tmj; the file is a
// map Tiled reads (the fields of its documented format); Tiled's other ways of storing a map
// (Base64, zlib, gzip, flips, external tilesets, tile and point objects) read; every mistake is
// named by its place; bombs and junk are refused. Headless: formats needs no display.

#include "formats/tiled/tiledmaps.h"
#include "testmaps.h"

#include "tiled/tmjfile.h"
#include "tiled/tmxfile.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QtTest>

#include <zlib.h>

using namespace mazeworks;
using test::mapJson;

namespace {

QString ghostObject(int id, const QString& kind, int col, int row, const QString& more = QString())
{
    return QStringLiteral(
        R"({"id": %1, "name": "%2 ghost", "type": "ghost", "x": %3, "y": %4, "width": 16, "height": 16,
        "properties": [{"name": "kind", "type": "string", "value": "%2"}%5]})")
        .arg(id)
        .arg(kind)
        .arg(col * 16)
        .arg(row * 16)
        .arg(more);
}

// `bytes` deflated as zlib or gzip data (windowBits 15, or 31 for gzip's header).
QByteArray deflated(const QByteArray& bytes, int level, bool gzip)
{
    z_stream stream {};
    if (deflateInit2(&stream, level, Z_DEFLATED, gzip ? 31 : 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return {};
    QByteArray out(static_cast<qsizetype>(deflateBound(&stream, static_cast<uLong>(bytes.size()))), '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.constData()));
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    deflate(&stream, Z_FINISH);
    out.resize(static_cast<qsizetype>(stream.total_out));
    deflateEnd(&stream);
    return out;
}

// The start of a stream of `mebibytes` MiB of zeros, made without holding them: a block of
// 1 MiB of zeros after a full flush is the same bytes every time, so it is repeated.
QByteArray zeroBomb(int mebibytes, bool gzip)
{
    z_stream stream {};
    deflateInit2(&stream, 9, Z_DEFLATED, gzip ? 31 : 15, 9, Z_DEFAULT_STRATEGY);
    QByteArray zeros(1 << 20, '\0');
    QByteArray block(1 << 16, '\0');
    auto next = [&] {
        stream.next_in = reinterpret_cast<Bytef*>(zeros.data());
        stream.avail_in = static_cast<uInt>(zeros.size());
        stream.next_out = reinterpret_cast<Bytef*>(block.data());
        stream.avail_out = static_cast<uInt>(block.size());
        deflate(&stream, Z_FULL_FLUSH);
        return block.left(block.size() - static_cast<qsizetype>(stream.avail_out));
    };
    QByteArray out = next();
    const QByteArray repeated = next();
    deflateEnd(&stream);
    for (int i = 2; i < mebibytes; ++i) out += repeated;
    return out;
}

} // namespace

class TstTmjFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Mazeworks"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_tmj"));
    }

    void everyShippedLevelComesBackTheSame_data()
    {
        QTest::addColumn<QString>("path");
        QDirIterator it(test::resource(QStringLiteral("levels")), { QStringLiteral("*.maze") }, QDir::Files,
            QDirIterator::Subdirectories);
        int rows = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(QDir(test::resource(QStringLiteral("levels"))).relativeFilePath(path))) << path;
            ++rows;
        }
        QVERIFY(rows > 3);
    }

    void everyShippedLevelComesBackTheSame()
    {
        QFETCH(QString, path);
        const ReadResult level = readMaze(test::readFile(path));
        if (!level.maze.hasMap()) QSKIP("its rows form no map: nothing to export");
        const tmjfile::TmjReadResult back = tmjfile::read(tmjfile::write(level.maze, QStringLiteral("t.png")));
        QVERIFY2(back.ok(), qPrintable(back.errors.join('\n')));
        QVERIFY(back.warnings.isEmpty());
        QCOMPARE(back.maze, level.maze);
    }

    void aLevelWithEveryPlaceSetComesBackTheSame()
    {
        Maze maze = test::classic();
        maze.corners[indexOf(GhostKind::Red)] = Cell { -2, -3 }; // outside the map, as corners may be
        maze.releases[indexOf(GhostKind::Red)] = 1.5;
        maze.ghosts[indexOf(GhostKind::Orange)].reset();
        maze.releases[indexOf(GhostKind::Orange)] = 7.25; // a release without its ghost
        maze.muncher->heading = Direction::Down;
        maze.name = "Quotes \" and \u00e9";
        const tmjfile::TmjReadResult back = tmjfile::read(tmjfile::write(maze, QStringLiteral("t.png")));
        QVERIFY2(back.ok(), qPrintable(back.errors.join('\n')));
        QCOMPARE(back.maze, maze);
    }

    void theFileIsATiledMapWithATilesetOfKindsAndPlacesAsObjects()
    {
        const Maze classic = test::classic();
        const QByteArray bytes = tmjfile::write(classic, QStringLiteral("classic-tiles.png"));
        QJsonParseError error;
        const QJsonObject map = QJsonDocument::fromJson(bytes, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(map.value("type").toString(), QStringLiteral("map"));
        QCOMPARE(map.value("orientation").toString(), QStringLiteral("orthogonal"));
        QCOMPARE(map.value("renderorder").toString(), QStringLiteral("right-down"));
        QCOMPARE(map.value("infinite").toBool(true), false);
        QCOMPARE(map.value("width").toInt(), 27);
        QCOMPARE(map.value("height").toInt(), 30);
        QCOMPARE(map.value("tilewidth").toInt(), tmjfile::kTileSize);
        QVERIFY(map.value("version").isString()); // a string since Tiled 1.6

        const QJsonArray tilesets = map.value("tilesets").toArray();
        QCOMPARE(tilesets.size(), 1);
        const QJsonObject tileset = tilesets.at(0).toObject();
        QCOMPARE(tileset.value("firstgid").toInt(), 1);
        QCOMPARE(tileset.value("image").toString(), QStringLiteral("classic-tiles.png"));
        QCOMPARE(tileset.value("tilecount").toInt(), 7);
        QCOMPARE(tileset.value("imagewidth").toInt(), 7 * tmjfile::kTileSize);
        QStringList kinds;
        for (const QJsonValue& tile : tileset.value("tiles").toArray()) {
            const QJsonObject property = tile.toObject().value("properties").toArray().at(0).toObject();
            QCOMPARE(property.value("name").toString(), QStringLiteral("kind"));
            QCOMPARE(property.value("type").toString(), QStringLiteral("string"));
            kinds << property.value("value").toString();
        }
        QCOMPARE(kinds, (QStringList { "wall", "dot", "energizer", "floor", "tunnel", "door", "house" }));

        const QJsonArray layers = map.value("layers").toArray();
        QCOMPARE(layers.size(), 2);
        const QJsonObject tiles = layers.at(0).toObject();
        QCOMPARE(tiles.value("type").toString(), QStringLiteral("tilelayer"));
        QCOMPARE(tiles.value("name").toString(), QStringLiteral("tiles"));
        const QJsonArray data = tiles.value("data").toArray();
        QCOMPARE(data.size(), 27 * 30);
        QCOMPARE(data.at(0).toInt(), 1); // a wall
        QCOMPARE(data.at(27 + 1).toInt(), 2); // a dot
        QCOMPARE(data.at(3 * 27 + 1).toInt(), 3); // an energizer

        const QJsonObject places = layers.at(1).toObject();
        QCOMPARE(places.value("type").toString(), QStringLiteral("objectgroup"));
        QCOMPARE(places.value("name").toString(), QStringLiteral("places"));
        QStringList names;
        QSet<int> ids;
        for (const QJsonValue& value : places.value("objects").toArray()) {
            const QJsonObject object = value.toObject();
            names << object.value("name").toString();
            ids.insert(object.value("id").toInt());
            if (object.value("name").toString() == QLatin1String("muncher")) {
                QCOMPARE(object.value("type").toString(), QStringLiteral("muncher"));
                QCOMPARE(object.value("x").toInt(), 13 * tmjfile::kTileSize);
                QCOMPARE(object.value("y").toInt(), 22 * tmjfile::kTileSize);
                const QJsonObject heading = object.value("properties").toArray().at(0).toObject();
                QCOMPARE(heading.value("name").toString(), QStringLiteral("heading"));
                QCOMPARE(heading.value("value").toString(), QStringLiteral("left"));
            }
        }
        QCOMPARE(names,
            (QStringList { "muncher", "red ghost", "pink ghost", "cyan ghost", "orange ghost", "red corner",
                "pink corner", "cyan corner", "orange corner", "fruit" }));
        QCOMPARE(ids.size(), names.size());
        QCOMPARE(map.value("nextobjectid").toInt(), names.size() + 1);
        const QJsonObject name = map.value("properties").toArray().at(0).toObject();
        QCOMPARE(name.value("value").toString(), QStringLiteral("Classic"));
    }

    void tiledsOtherWaysOfStoringAMapRead()
    {
        // CSV with flips set on a tile and an empty tile (floor).
        tmjfile::TmjReadResult csv = tmjfile::read(mapJson(QStringLiteral("[1, %1, 0, 2, 3, 2]").arg(0x80000001u)));
        QVERIFY2(csv.ok(), qPrintable(csv.errors.join('\n')));
        QCOMPARE(csv.maze.tiles, test::tiles("XX_\n._."));

        // Base64, uncompressed and zlib.
        QByteArray raw;
        for (quint32 gid : { 1u, 2u, 1u, 3u, 3u, 2u }) {
            for (int b = 0; b < 4; ++b) raw.append(static_cast<char>((gid >> (8 * b)) & 0xFF));
        }
        const QString plain
            = QStringLiteral("\"%1\", \"encoding\": \"base64\"").arg(QString::fromLatin1(raw.toBase64()));
        tmjfile::TmjReadResult base64 = tmjfile::read(mapJson(plain));
        QVERIFY2(base64.ok(), qPrintable(base64.errors.join('\n')));
        QCOMPARE(base64.maze.tiles, test::tiles("X.X\n__."));
        const QString zlib = QStringLiteral("\"%1\", \"encoding\": \"base64\", \"compression\": \"zlib\"")
                                 .arg(QString::fromLatin1(qCompress(raw).mid(4).toBase64()));
        tmjfile::TmjReadResult compressed = tmjfile::read(mapJson(zlib));
        QVERIFY2(compressed.ok(), qPrintable(compressed.errors.join('\n')));
        QCOMPARE(compressed.maze.tiles, base64.maze.tiles);

        // Places drawn by hand: a tile object stands on its bottom edge, a point is where it is,
        // Tiled 1.9 said "class"; a ghost named "pink ghost" needs no kind property.
        const QString objects = QStringLiteral(R"([
            {"id": 1, "name": "", "class": "muncher", "gid": 2, "x": 16, "y": 32, "width": 16, "height": 16,
             "properties": [{"name": "heading", "type": "string", "value": "up"}]},
            {"id": 2, "name": "", "type": "fruit", "point": true, "x": 40, "y": 8, "width": 0, "height": 0},
            {"id": 3, "name": "pink ghost", "type": "ghost", "x": 0, "y": 0, "width": 16, "height": 16},
            {"id": 4, "name": "a note", "type": "note", "x": 0, "y": 0, "width": 16, "height": 16}])");
        tmjfile::TmjReadResult drawn = tmjfile::read(mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"), objects));
        QVERIFY2(drawn.ok(), qPrintable(drawn.errors.join('\n')));
        QCOMPARE(drawn.maze.muncher, (std::optional<Start> { Start { { 1, 1 }, Direction::Up } }));
        QCOMPARE(drawn.maze.fruit, (std::optional<Cell> { Cell { 2, 0 } }));
        QCOMPARE(drawn.maze.ghost(GhostKind::Pink), (std::optional<Start> { Start { { 0, 0 }, Direction::Left } }));
        QCOMPARE(drawn.warnings.size(), 1);
        QVERIFY2(
            drawn.warnings.at(0).contains(QStringLiteral("object 4 \"a note\"")), qPrintable(drawn.warnings.at(0)));
    }

    void externalTilesetsRead()
    {
        const QString tsj = QStringLiteral(R"({"firstgid": 1, "source": "kinds.tsj"})");
        const auto json
            = tmjfile::read(mapJson(QStringLiteral("[1, 2, 1, 2, 1, 2]"), QStringLiteral("[]"), QString(), tsj),
                [](const QString& source, QString*) -> std::optional<QByteArray> {
                    if (source != QLatin1String("kinds.tsj")) return std::nullopt;
                    return QByteArray(R"({"type": "tileset", "name": "kinds", "tiles": [
                                                {"id": 0, "type": "wall"},
                                                {"id": 1, "properties": [{"name": "kind", "type": "string", "value": "house"}]}]})");
                });
        QVERIFY2(json.ok(), qPrintable(json.errors.join('\n')));
        QCOMPARE(json.maze.tiles, test::tiles("XHX\nHXH"));

        const QString tsx = QStringLiteral(R"({"firstgid": 1, "source": "kinds.tsx"})");
        const auto xml
            = tmjfile::read(mapJson(QStringLiteral("[1, 2, 1, 2, 1, 2]"), QStringLiteral("[]"), QString(), tsx),
                [](const QString&, QString*) -> std::optional<QByteArray> {
                    return QByteArray(R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="kinds" tilewidth="16" tileheight="16" tilecount="2" columns="2">
 <tile id="0"><properties><property name="kind" value="tunnel"/></properties></tile>
 <tile id="1" type="door"/>
</tileset>)");
                });
        QVERIFY2(xml.ok(), qPrintable(xml.errors.join('\n')));
        QCOMPARE(xml.maze.tiles, test::tiles("T-T\n-T-"));

        const auto missing
            = tmjfile::read(mapJson(QStringLiteral("[1, 2, 1, 2, 1, 2]"), QStringLiteral("[]"), QString(), tsj));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.errors.join('\n').contains(
                     QStringLiteral("tileset \"kinds.tsj\": the tileset file cannot be read")),
            qPrintable(missing.errors.join('\n')));
    }

    void everyMistakeIsNamedByItsPlace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken JSON") << QByteArray("{\n  \"width\": 3,\n  \"height\" 2\n}")
                                     << QStringLiteral("line 3, column 13: this is not JSON: missing name separator");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("a Tiled map is a JSON object");
        QTest::newRow("a tileset") << QByteArray(R"({"type": "tileset"})")
                                   << QStringLiteral("a Tiled tileset, not a map");
        QTest::newRow("infinite") << mapJson(
            QStringLiteral("[1, 1, 1, 2, 3, 2]"), QStringLiteral("[]"), QStringLiteral("\"infinite\": true,"))
                                  << QStringLiteral("\"infinite\": the map is infinite");
        QTest::newRow("isometric") << QByteArray(R"({"type": "map", "orientation": "isometric"})")
                                   << QStringLiteral("\"orientation\": the map is isometric");
        QTest::newRow("too wide") << QByteArray(
            R"({"type": "map", "width": 5000, "height": 2, "tilewidth": 16, "tileheight": 16})")
                                  << QStringLiteral("the map is 5000 x 2 tiles; a maze is 1 to 4096");
        QTest::newRow("width as text") << QByteArray(
            R"({"type": "map", "width": "9", "height": 2, "tilewidth": 16, "tileheight": 16})")
                                       << QStringLiteral("\"width\": \"9\" is not a number of tiles");
        QTest::newRow("an object at x 1e300")
            << mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"),
                   QStringLiteral(R"([{"id": 5, "type": "fruit", "x": 1e300, "y": 0, "width": 16, "height": 16}])"))
            << QStringLiteral("object 5: it lies at x 1e+300, y 0, far outside any map");
        QTest::newRow("no tile layer") << QByteArray(
            R"({"type": "map", "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16, "layers": []})")
                                       << QStringLiteral("the map has no tile layer");
        QTest::newRow("too few tiles") << mapJson(QStringLiteral("[1, 1, 1, 2, 2]"))
                                       << QStringLiteral("layer \"tiles\": it has 5 tiles; a map of 3 x 2 has 6");
        QTest::newRow("not a number") << mapJson(QStringLiteral("[1, 1, \"x\", 2, 2, 2]"))
                                      << QStringLiteral("layer \"tiles\", data[2]: \"x\" is not a tile number");
        QTest::newRow("tile without kind")
            << mapJson(QStringLiteral("[1, 1, 1, 2, 4, 2]"))
            << QStringLiteral("layer \"tiles\", column 1, row 1: tile 3 of tileset \"t\" has no \"kind\" property");
        QTest::newRow("tile in no tileset")
            << mapJson(QStringLiteral("[1, 1, 1, 2, 2, 2]"), QStringLiteral("[]"), QString(),
                   QStringLiteral(R"({"firstgid": 2, "name": "late", "tiles": []})"))
            << QStringLiteral("layer \"tiles\", column 0, row 0: tile 1 is in no tileset");
        QTest::newRow("unknown kind") << mapJson(QStringLiteral("[1, 1, 1, 1, 1, 1]"), QStringLiteral("[]"), QString(),
            QStringLiteral(R"({"firstgid": 1, "name": "lava", "tiles": [
                                                     {"id": 0, "properties": [{"name": "kind", "value": "lava"}]}]})"))
                                      << QStringLiteral("tileset \"lava\", tile 0: \"lava\" is not a kind of tile");
        QTest::newRow("zstd") << mapJson(
            QStringLiteral("\"KLUv\", \"encoding\": \"base64\", \"compression\": \"zstd\""))
                              << QStringLiteral("layer \"tiles\": \"zstd\" compression is not supported");
        QTest::newRow("chunks") << mapJson(QStringLiteral("null, \"chunks\": []"))
                                << QStringLiteral("layer \"tiles\": the layer is stored in chunks");
        QTest::newRow("bad heading") << mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"),
            QStringLiteral(R"([{"id": 1, "name": "muncher", "type": "muncher", "x": 16, "y": 16,
                                                    "properties": [{"name": "heading", "value": "north"}]}])"))
                                     << QStringLiteral("object 1 \"muncher\": heading \"north\" is not a direction");
        QTest::newRow("ghost of no kind") << mapJson(
            QStringLiteral("[1, 1, 1, 2, 3, 2]"), QStringLiteral(R"([{"id": 7, "type": "ghost", "x": 16, "y": 16}])"))
                                          << QStringLiteral("object 7: it has no \"kind\" property");
        QTest::newRow("a blue ghost") << mapJson(
            QStringLiteral("[1, 1, 1, 2, 3, 2]"), QStringLiteral("[%1]").arg(ghostObject(3, "blue", 1, 1)))
                                      << QStringLiteral("object 3 \"blue ghost\": kind \"blue\" is not a ghost");
        QTest::newRow("negative release")
            << mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"),
                   QStringLiteral("[%1]").arg(ghostObject(
                       2, "red", 1, 1, QStringLiteral(R"(, {"name": "release", "type": "float", "value": -1})"))))
            << QStringLiteral("object 2 \"red ghost\": release \"-1\" is not a number of seconds");
        QTest::newRow("second muncher") << mapJson(
            QStringLiteral("[1, 1, 1, 2, 3, 2]"), QStringLiteral(R"([{"id": 1, "type": "muncher", "x": 16, "y": 16},
                                                                      {"id": 5, "type": "muncher", "x": 32, "y": 16}])"))
                                        << QStringLiteral("object 5: a second muncher (the first is object 1)");
    }

    void everyMistakeIsNamedByItsPlace()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const tmjfile::TmjReadResult result = tmjfile::read(bytes);
        QVERIFY(!result.ok());
        QVERIFY2(result.errors.join('\n').contains(expected), qPrintable(result.errors.join('\n')));
    }

    void aTileWithoutAKindIsOneProblemWhereverTheMapUsesIt()
    {
        // The issue's designer: their own tileset has no kinds, and the map uses its tile 3 six
        // times: one problem, its first place, how many more, and what to do.
        const tmjfile::TmjReadResult read = tmjfile::read(mapJson(QStringLiteral("[4, 4, 4, 4, 4, 4]")));
        QCOMPARE(read.errors.size(), 1);
        QVERIFY2(read.errors.first().contains(
                     QStringLiteral("layer \"tiles\", column 0, row 0: tile 3 of tileset \"t\" has no \"kind\" "
                                    "property (and 5 more places); "
                                    "in Tiled's tileset editor, give the tile a \"kind\" property or a type")),
            qPrintable(read.errors.first()));
    }

    void thousandsOfMistakesAreCountedNotListed()
    {
        QStringList data;
        for (int i = 0; i < 10000; ++i) data << QStringLiteral("\"x\"");
        Maze wide;
        wide.tiles = TileMap<Tile>(100, 100, Tile::Wall);
        QByteArray bytes = tmjfile::write(wide, QStringLiteral("t.png"));
        const qsizetype start = bytes.indexOf("\"data\": [");
        const qsizetype end = bytes.indexOf(']', start);
        bytes.replace(start, end - start + 1, "\"data\": [" + data.join(QStringLiteral(", ")).toUtf8() + "]");
        const tmjfile::TmjReadResult many = tmjfile::read(bytes);
        QVERIFY(many.errors.size() <= 21);
        QVERIFY2(many.errors.last().contains(QStringLiteral("more problem")), qPrintable(many.errors.last()));
    }

    void eachTileComesFromTheLastTilesetThatStartsAtOrBeforeIt()
    {
        // 300 tilesets of two tiles each, every other one a wall and a dot, the rest floor and
        // house; tiles of the first, a middle and the last tileset, and the edges between them.
        QStringList tilesets;
        for (int i = 0; i < 300; ++i) {
            const bool even = i % 2 == 0;
            tilesets << QStringLiteral(
                R"({"firstgid": %1, "name": "s%2", "tiles": [{"id": 0, "type": "%3"}, {"id": 1, "type": "%4"}]})")
                            .arg(1 + 2 * i)
                            .arg(i)
                            .arg(even ? "wall" : "floor")
                            .arg(even ? "dot" : "house");
        }
        const tmjfile::TmjReadResult read = tmjfile::read(
            mapJson(QStringLiteral("[1, 2, 3, 4, 599, 600]"), QStringLiteral("[]"), QString(), tilesets.join(", ")));
        QVERIFY2(read.ok(), qPrintable(read.errors.join('\n')));
        QCOMPARE(read.maze.tiles, test::tiles("X._\nH_H"));
    }

    void tileLayersAreStackedAsTiledDrawsThem()
    {
        // Walls in one layer, the dots in another above it: both count, the upper one wins.
        const QByteArray map = QByteArray(R"({"type": "map", "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16,
            "tilesets": [{"firstgid": 1, "name": "mine", "tiles": [
                {"id": 0, "type": "Wall"}, {"id": 1, "type": "pellet"}, {"id": 2, "type": "Power Pellet"}]}],
            "layers": [
              {"type": "tilelayer", "name": "walls", "width": 3, "height": 2, "data": [1, 1, 1, 1, 0, 1]},
              {"type": "tilelayer", "name": "pickups", "width": 3, "height": 2, "data": [0, 2, 0, 2, 3, 0]},
              {"type": "tilelayer", "name": "draft", "visible": false, "width": 3, "height": 2, "data": [1, 1, 1, 1, 1, 1]}
            ]})");
        const tmjfile::TmjReadResult read = tmjfile::read(map);
        QVERIFY2(read.ok(), qPrintable(read.errors.join('\n')));
        QCOMPARE(read.maze.tiles, test::tiles("X.X\n.oX"));
        QCOMPARE(read.warnings,
            QStringList { QStringLiteral("layer \"draft\": the layer is hidden in Tiled, so it is left out") });
    }

    void anythingAtAllReadsWithoutACrash()
    {
        const QByteArray valid = tmjfile::write(test::classic(), QStringLiteral("t.png"));
        for (int cut = 0; cut < valid.size(); cut += 97) {
            const tmjfile::TmjReadResult result = tmjfile::read(valid.left(cut));
            QVERIFY(!result.ok() || cut == valid.size());
        }
        for (const char* junk :
            { "", "null", "{}", "{\"type\": \"map\"}", "{\"width\": -1, \"height\": 1e300}", "\xff\xfe" }) {
            QVERIFY(!tmjfile::read(QByteArray(junk)).ok());
        }
    }

    // Tiled's own format, as Tiled 1.8 (Debian 12's) saved classic.tmj with each of its layer
    // formats (tiled --export-map tmx): the same level, with its name, places and headings.
    void aTmxThatTiledWroteReadsAsTheLevel_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("CSV") << QStringLiteral("classic-csv.tmx");
        QTest::newRow("Base64") << QStringLiteral("classic-base64.tmx");
        QTest::newRow("Base64 zlib") << QStringLiteral("classic-zlib.tmx");
        QTest::newRow("Base64 gzip") << QStringLiteral("classic-gzip.tmx");
    }

    void aTmxThatTiledWroteReadsAsTheLevel()
    {
        QFETCH(QString, file);
        const QString path = QFINDTESTDATA(QStringLiteral("tiled/data/") + file);
        QVERIFY(!path.isEmpty());
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const tmjfile::TmjReadResult read = tmxfile::read(in.readAll());
        QVERIFY2(read.ok(), qPrintable(read.errors.join('\n')));
        QVERIFY2(read.warnings.isEmpty(), qPrintable(read.warnings.join('\n')));
        QCOMPARE(read.maze, test::classic());
    }

    void aTmxReadsEveryWayTiledStoresTiles()
    {
        // XML <tile gid> elements, a tile's class (Tiled 1.9), an external .tsx, a group layer,
        // a point object.
        const QByteArray tmx = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="3" height="2" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" source="kinds.tsx"/>
 <tileset firstgid="10" name="more" tilewidth="16" tileheight="16">
  <tile id="0" class="dot"/>
 </tileset>
 <group name="g">
  <layer id="1" name="tiles" width="3" height="2">
   <data><tile gid="1"/><tile gid="2"/><tile gid="10"/><tile/><tile gid="1"/><tile gid="1"/></data>
  </layer>
 </group>
 <objectgroup name="places">
  <object id="3" type="fruit" x="40" y="8"><point/></object>
 </objectgroup>
</map>)";
        const auto read = tmxfile::read(tmx, [](const QString& source, QString*) -> std::optional<QByteArray> {
            if (source != QLatin1String("kinds.tsx")) return std::nullopt;
            return QByteArray(
                R"(<tileset name="kinds"><tile id="0" type="wall"/><tile id="1" type="house"/></tileset>)");
        });
        QVERIFY2(read.ok(), qPrintable(read.errors.join('\n')));
        QCOMPARE(read.maze.tiles, test::tiles("XH.\n_XX"));
        QCOMPARE(read.maze.fruit, (std::optional<Cell> { Cell { 2, 0 } }));
    }

    void aTmxMistakeIsNamedByItsPlace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken XML")
            << QByteArray("<map width=\"3\">\n<layer>\n</map>")
            << QStringLiteral("line 3, column 6: this is not a Tiled map (TMX): Opening and ending tag mismatch.");
        QTest::newRow("a tileset") << QByteArray("<tileset name=\"t\"/>")
                                   << QStringLiteral("a Tiled tileset, not a map");
        QTest::newRow("not a map") << QByteArray("<html/>")
                                   << QStringLiteral("line 1: a Tiled map (.tmx) starts with <map>, not <html>");
        QTest::newRow("infinite") << QByteArray(
            R"(<map width="3" height="2" tilewidth="16" tileheight="16" infinite="1"></map>)")
                                  << QStringLiteral("\"infinite\": the map is infinite");
        QTest::newRow("chunks") << QByteArray(R"(<map width="3" height="2" tilewidth="16" tileheight="16">
            <layer name="tiles" width="3" height="2"><data encoding="csv"><chunk x="0" y="0" width="16" height="16">1</chunk></data></layer></map>)")
                                << QStringLiteral("layer \"tiles\": the layer is stored in chunks");
        QTest::newRow("width as text") << QByteArray(R"(<map width="wide" height="2" tilewidth="16" tileheight="16"/>)")
                                       << QStringLiteral("\"width\": \"wide\" is not a number of tiles");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("this is not a Tiled map (TMX)");
    }

    void aTmxMistakeIsNamedByItsPlace()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const tmjfile::TmjReadResult result = tmxfile::read(bytes);
        QVERIFY(!result.ok());
        QVERIFY2(result.errors.join('\n').contains(expected), qPrintable(result.errors.join('\n')));
    }

    void aGzipLayerReadsAsTiledWritesIt()
    {
        QByteArray raw;
        for (quint32 gid : { 1u, 2u, 1u, 3u, 3u, 2u }) {
            for (int b = 0; b < 4; ++b) raw.append(static_cast<char>((gid >> (8 * b)) & 0xFF));
        }
        const auto gzip
            = tmjfile::read(mapJson(QStringLiteral("\"%1\", \"encoding\": \"base64\", \"compression\": \"gzip\"")
                                        .arg(QString::fromLatin1(deflated(raw, 1, true).toBase64()))));
        QVERIFY2(gzip.ok(), qPrintable(gzip.errors.join('\n')));
        QCOMPARE(gzip.maze.tiles, test::tiles("X.X\n__."));
    }

    // The issue's bomb: about 2 MB of zlib data that would inflate to 2 GiB, in a map of six
    // tiles. It is refused once it passes the layer's 24 bytes, without the memory for the rest.
    void aLayerThatWouldInflateFarPastItsTilesIsRefused_data()
    {
        QTest::addColumn<QString>("compression");
        QTest::newRow("zlib") << QStringLiteral("zlib");
        QTest::newRow("gzip") << QStringLiteral("gzip");
    }

    void aLayerThatWouldInflateFarPastItsTilesIsRefused()
    {
        QFETCH(QString, compression);
        const QByteArray bomb = zeroBomb(2048, compression == QLatin1String("gzip"));
        QVERIFY(bomb.size() < 3 << 20);
        const auto read
            = tmjfile::read(mapJson(QStringLiteral("\"%1\", \"encoding\": \"base64\", \"compression\": \"%2\"")
                                        .arg(QString::fromLatin1(bomb.toBase64()), compression)));
        QVERIFY(!read.ok());
        QCOMPARE(read.errors.join('\n'),
            QStringLiteral(
                "layer \"tiles\": the %1-compressed tile data inflates to more than the 24 bytes of its 6 tiles")
                .arg(compression));
    }
};

QTEST_GUILESS_MAIN(TstTmjFile)
#include "tst_tmjfile.moc"

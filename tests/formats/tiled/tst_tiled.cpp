// Tiled's maps, headless (formats needs no display): every shipped level comes back the same
// from a .tmx and a .tmj; the maps the real Tiled 1.8 wrote (data/, made by make-tiled-files.sh)
// in every layer format, fixed and infinite, with two layers, external tilesets and templates,
// read as the classic level or with the warning named; a designer's tileset is asked about,
// answered and written back; every mistake is named by its place; bombs and junk are refused.

#include "formats/tiled/tiledmaps.h"
#include "testmaps.h"

#include "tiled/kindswriter.h"
#include "tiled/tiledlevel.h"
#include "tiled/tiledwriter.h"
#include "tiled/tilekinds.h"
#include "tiled/tilesfile.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <zlib.h>
// ZSTD_getFrameHeader: the window and the content size a frame declares.
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>

#include <memory>

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

QByteArray zstdCompressed(const QByteArray& bytes, int level = 19)
{
    QByteArray out(static_cast<qsizetype>(ZSTD_compressBound(static_cast<std::size_t>(bytes.size()))), '\0');
    const std::size_t size = ZSTD_compress(out.data(), static_cast<std::size_t>(out.size()), bytes.constData(),
        static_cast<std::size_t>(bytes.size()), level);
    out.resize(static_cast<qsizetype>(size));
    return out;
}

// zstd data as Tiled 1.8 and the zstd tool writing to a pipe make it: compressed as a stream,
// at the default level, with the size not known at the start. The frame then names no content
// size and declares the window of its level for data of any size (2 MiB at level 3), however
// little it holds. `windowLog`, if given, is the window asked for instead.
QByteArray zstdStreamed(const QByteArray& bytes, int windowLog = 0)
{
    const std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> context(ZSTD_createCCtx(), ZSTD_freeCCtx);
    ZSTD_CCtx_setParameter(context.get(), ZSTD_c_compressionLevel, ZSTD_CLEVEL_DEFAULT);
    if (windowLog) ZSTD_CCtx_setParameter(context.get(), ZSTD_c_windowLog, windowLog);
    QByteArray out(static_cast<qsizetype>(ZSTD_compressBound(static_cast<std::size_t>(bytes.size()))) + 64, '\0');
    ZSTD_outBuffer to { out.data(), static_cast<std::size_t>(out.size()), 0 };
    // Fed a piece at a time, as a stream is: a first call that ends the frame would tell zstd
    // the size, and it would fit the window to it.
    const std::size_t half = static_cast<std::size_t>(bytes.size()) / 2;
    ZSTD_inBuffer first { bytes.constData(), half, 0 };
    ZSTD_compressStream2(context.get(), &to, &first, ZSTD_e_continue);
    ZSTD_inBuffer rest { bytes.constData() + half, static_cast<std::size_t>(bytes.size()) - half, 0 };
    while (ZSTD_compressStream2(context.get(), &to, &rest, ZSTD_e_end) > 0) { }
    out.resize(static_cast<qsizetype>(to.pos));
    return out;
}

// The frame declaring another window, 2^`log` bytes: its window descriptor rewritten (a frame
// that is not one segment and has no dictionary holds it right after the magic number and the
// frame header's first byte).
QByteArray withWindow(QByteArray frame, int log)
{
    if (frame.size() < 6 || (frame[4] & 0x23) != 0) return {};
    frame[5] = static_cast<char>((log - 10) << 3);
    return frame;
}

// The Base64 tile data of a .tmx's zstd layer, and the .tmx with other data there.
const QRegularExpression kZstdData(QStringLiteral(R"((compression="zstd">\s*)(\S+)(\s*</data>))"));

QByteArray zstdLayerOf(const QByteArray& tmx)
{
    return QByteArray::fromBase64(kZstdData.match(QString::fromUtf8(tmx)).captured(2).toLatin1());
}

QByteArray withZstdLayer(const QByteArray& tmx, const QByteArray& frame)
{
    return QString::fromUtf8(tmx)
        .replace(kZstdData, QStringLiteral("\\1") + QString::fromLatin1(frame.toBase64()) + QStringLiteral("\\3"))
        .toUtf8();
}

// What a zstd frame's header says: its window and its content size, if it names one.
ZSTD_frameHeader zstdHeader(const QByteArray& frame)
{
    ZSTD_frameHeader header {};
    if (ZSTD_getFrameHeader(&header, frame.constData(), static_cast<std::size_t>(frame.size())) != 0) return {};
    return header;
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

// The GIDs as Tiled's Base64 layers hold them, 4 bytes each, little-endian.
QByteArray gidBytes(std::initializer_list<quint32> gids)
{
    QByteArray raw;
    for (quint32 gid : gids) {
        for (int b = 0; b < 4; ++b) raw.append(static_cast<char>((gid >> (8 * b)) & 0xFF));
    }
    return raw;
}

QString base64Layer(const QByteArray& bytes, const QString& compression)
{
    return QStringLiteral("\"%1\", \"encoding\": \"base64\"%2")
        .arg(QString::fromLatin1(bytes.toBase64()),
            compression.isEmpty() ? QString() : QStringLiteral(", \"compression\": \"%1\"").arg(compression));
}

// What was said, in English, as "WHERE: MESSAGE", one a problem.
QStringList said(const std::vector<tiled::Problem>& problems)
{
    QStringList out;
    for (const tiled::Problem& p : problems) out << tiled::describe(p, tiled::Words::English);
    return out;
}

QStringList said(const tiled::Import& read) { return said(read.problems); }

QStringList codes(const tiled::Import& read)
{
    QStringList out;
    for (const tiled::Problem& p : read.problems) out << tiled::codeName(p.code);
    return out;
}

QString dataPath(const QString& file) { return QFINDTESTDATA(QStringLiteral("tiled/data/") + file); }

QByteArray dataFile(const QString& file)
{
    QFile in(dataPath(file));
    if (!in.open(QIODevice::ReadOnly)) return {};
    return in.readAll();
}

// The files a map in data/ names, as the editor and the command line read them.
std::optional<QByteArray> dataReader(const QString& path, QString* why)
{
    QFile in(QFileInfo(dataPath(QStringLiteral("classic-csv.tmx"))).dir().filePath(path));
    if (!in.open(QIODevice::ReadOnly)) {
        if (why) *why = QStringLiteral("not there");
        return std::nullopt;
    }
    return in.readAll();
}

tiled::Import readData(const QString& file, const tiled::TileAnswers& answers = {})
{
    return tiled::readLevel(dataFile(file), dataReader, answers);
}

} // namespace

class TstTiled : public QObject {
    Q_OBJECT

private slots:
    void everyShippedLevelComesBackTheSameFromEitherSpelling_data()
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

    void everyShippedLevelComesBackTheSameFromEitherSpelling()
    {
        QFETCH(QString, path);
        const ReadResult level = readMaze(test::readFile(path));
        if (!level.maze.hasMap()) QSKIP("its rows form no map: nothing to export");
        const tiled::Map map = tiled::mapOfLevel(level.maze, QStringLiteral("t.png"));
        for (const QByteArray& bytes : { tiled::writeTmx(map), tiled::writeTmj(map) }) {
            const tiled::Import back = tiled::readLevel(bytes);
            QVERIFY2(back.ok(), qPrintable(said(back).join('\n')));
            QCOMPARE(said(back), QStringList());
            QCOMPARE(*back.maze, level.maze);
        }
    }

    void aLevelWithEverythingSetComesBackTheSame()
    {
        Maze maze = test::classic();
        maze.corners[indexOf(GhostKind::Red)] = Cell { -2, -3 }; // outside the map, as corners may be
        maze.releases[indexOf(GhostKind::Red)] = 1.5;
        maze.ghosts[indexOf(GhostKind::Orange)].reset();
        maze.releases[indexOf(GhostKind::Orange)] = 7.25; // a release without its ghost
        maze.muncher->heading = Direction::Down;
        maze.name = "Quotes \" <and> & \u00e9";
        maze.rules.add(GameRule::DotCounters);
        maze.rules.add(GameRule::PinkSlip);
        maze.releaseDots[indexOf(GhostKind::Cyan)] = 12;
        maze.weights = TileMap<std::uint8_t>(maze.width(), maze.height(), 1);
        maze.weights.set(3, 4, 9);
        const tiled::Map map = tiled::mapOfLevel(maze, QStringLiteral("t.png"));
        for (const QByteArray& bytes : { tiled::writeTmx(map), tiled::writeTmj(map) }) {
            const tiled::Import back = tiled::readLevel(bytes);
            QVERIFY2(back.ok(), qPrintable(said(back).join('\n')));
            QCOMPARE(*back.maze, maze);
        }
    }

    void theTmjIsATiledMapWithATilesetOfKindsAndPlacesAsObjects()
    {
        const QByteArray bytes
            = tiled::writeTmj(tiled::mapOfLevel(test::classic(), QStringLiteral("classic-tiles.png")));
        QJsonParseError error;
        const QJsonObject map = QJsonDocument::fromJson(bytes, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(map.value("type").toString(), QStringLiteral("map"));
        QCOMPARE(map.value("orientation").toString(), QStringLiteral("orthogonal"));
        QCOMPARE(map.value("renderorder").toString(), QStringLiteral("right-down"));
        QCOMPARE(map.value("infinite").toBool(true), false);
        QCOMPARE(map.value("width").toInt(), 27);
        QCOMPARE(map.value("height").toInt(), 30);
        QCOMPARE(map.value("tilewidth").toInt(), tiled::kTileSize);
        QVERIFY(map.value("version").isString()); // a string since Tiled 1.6

        const QJsonArray tilesets = map.value("tilesets").toArray();
        QCOMPARE(tilesets.size(), 1);
        const QJsonObject tileset = tilesets.at(0).toObject();
        QCOMPARE(tileset.value("firstgid").toInt(), 1);
        QCOMPARE(tileset.value("image").toString(), QStringLiteral("classic-tiles.png"));
        QCOMPARE(tileset.value("tilecount").toInt(), 7);
        QCOMPARE(tileset.value("imagewidth").toInt(), 7 * tiled::kTileSize);
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
                QCOMPARE(object.value("x").toInt(), 13 * tiled::kTileSize);
                QCOMPARE(object.value("y").toInt(), 22 * tiled::kTileSize);
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

    // The .tmx Mazeworks writes is the file Tiled itself writes of that map: Tiled 1.8 read
    // data/classic-mazeworks.tmx and wrote it again with no change but its own version
    // (tiledversion="1.8.2"); and saved it as data/classic-roundtrip.tmj.
    void theTmxIsTheFileTiledWritesOfTheMap()
    {
        const QByteArray ours
            = tiled::writeTmx(tiled::mapOfLevel(test::classic(), QStringLiteral("classic-tiles.png")));
        QCOMPARE(ours, dataFile(QStringLiteral("classic-mazeworks.tmx")));
    }

    // Every file Tiled 1.8 wrote here (make-tiled-files.sh): the classic level, each time, and
    // what had to be left out or decided, said.
    void aMapTiledWroteReadsAsTheClassicLevel_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        const QStringList none;
        for (const char* format : { "csv", "xml", "base64", "zlib", "gzip", "zstd" }) {
            QTest::addRow("%s.tmx", format) << QStringLiteral("classic-%1.tmx").arg(format) << none;
            if (QLatin1String(format) != QLatin1String("xml"))
                QTest::addRow("%s.tmj", format) << QStringLiteral("classic-%1.tmj").arg(format) << none;
        }
        const QStringList infinite { QStringLiteral("the map is infinite: the level is the rectangle its tiles "
                                                    "cover, columns -5 to 21 and rows -3 to 26 of the map") };
        QTest::newRow("infinite.tmx") << QStringLiteral("classic-infinite.tmx")
                                      << QStringList { QStringLiteral("line 2: ") + infinite.first() };
        QTest::newRow("infinite.tmj") << QStringLiteral("classic-infinite.tmj") << infinite;
        QTest::newRow("infinite zlib.tmj") << QStringLiteral("classic-infinite-zlib.tmj") << infinite;
        const QString merged = QStringLiteral(
            "the tile layers \"maze\", \"pickups\" are laid over one another, bottom first: each tile of the level is "
            "the uppermost one there; 240 tiles cover a tile of another kind");
        QTest::newRow("two layers.tmx") << QStringLiteral("classic-two-layers.tmx")
                                        << QStringList { QStringLiteral("line 2: ") + merged };
        QTest::newRow("two layers.tmj") << QStringLiteral("classic-two-layers.tmj") << QStringList { merged };
        QTest::newRow("external .tsx") << QStringLiteral("classic-external.tmx") << none;
        QTest::newRow("external .tsj") << QStringLiteral("classic-external.tmj") << none;
        QTest::newRow("templates .tx") << QStringLiteral("classic-templates.tmx") << none;
        QTest::newRow("templates .tj") << QStringLiteral("classic-templates.tmj") << none;
        QTest::newRow("a designer's words") << QStringLiteral("classic-designer.tmx") << none;
        QTest::newRow("round trip") << QStringLiteral("classic-roundtrip.tmj") << none;
        QTest::newRow("isometric") << QStringLiteral("classic-isometric.tmx")
                                   << QStringList { QStringLiteral(
                                          "line 2: the map is isometric, a maze is orthogonal: its tiles are read "
                                          "as a grid of squares, row by row") };
        QTest::newRow("extras") << QStringLiteral("classic-extras.tmx")
                                << QStringList {
                                       QStringLiteral("line 79: layer \"backdrop\": an image layer has no tiles, so it "
                                                      "is left out"),
                                       QStringLiteral(
                                           "line 82: layer \"draft\": the layer is hidden in Tiled, so it is left out"),
                                       QStringLiteral("line 2: the property \"author\" means nothing to a maze, so it "
                                                      "is left out"),
                                       QStringLiteral("line 117: object 11 \"to do\": its type \"note\" is no place of "
                                                      "a maze (muncher, ghost, corner, fruit), so it is left out"),
                                   };
    }

    void aMapTiledWroteReadsAsTheClassicLevel()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        QVERIFY2(!dataPath(file).isEmpty(), qPrintable(file));
        const tiled::Import read = readData(file);
        QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
        QCOMPARE(said(read), expected);
        QCOMPARE(*read.maze, test::classic());
    }

    // The issue's "walls" and "pickups": both layers count, the upper one over the lower, and
    // the rule is said; a hidden layer is left out, and said.
    void tileLayersAreLaidOverOneAnotherAsTiledDrawsThem()
    {
        const QByteArray map = QByteArray(R"({"type": "map", "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16,
            "tilesets": [{"firstgid": 1, "name": "mine", "tiles": [
                {"id": 0, "type": "Wall"}, {"id": 1, "type": "pellet"}, {"id": 2, "type": "Power Pellet"}]}],
            "layers": [
              {"type": "tilelayer", "name": "walls", "width": 3, "height": 2, "data": [1, 1, 1, 1, 0, 1]},
              {"type": "tilelayer", "name": "pickups", "width": 3, "height": 2, "data": [0, 2, 0, 2, 3, 0]},
              {"type": "tilelayer", "name": "draft", "visible": false, "width": 3, "height": 2, "data": [1, 1, 1, 1, 1, 1]}
            ]})");
        const tiled::Import read = tiled::readLevel(map);
        QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
        QCOMPARE(read.maze->tiles, test::tiles("X.X\n.oX"));
        QCOMPARE(said(read),
            (QStringList { QStringLiteral("layer \"draft\": the layer is hidden in Tiled, so it is left out"),
                QStringLiteral(
                    "the tile layers \"walls\", \"pickups\" are laid over one another, bottom first: each "
                    "tile of the level is the uppermost one there; 2 tiles cover a tile of another kind") }));
    }

    void tileKindsAreReadInAnyCaseAndByTheUsualOtherWords_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("kind");
        const std::pair<const char*, Tile> rows[] {
            { "wall", Tile::Wall },
            { "Wall", Tile::Wall },
            { "SOLID", Tile::Wall },
            { "pellet", Tile::Dot },
            { "Pac-Dot", Tile::Dot },
            { "Power Pellet", Tile::Energizer },
            { "power_pellet", Tile::Energizer },
            { "POWER-PELLET", Tile::Energizer },
            { "powerpellet", Tile::Energizer },
            { "energiser", Tile::Energizer },
            { "empty", Tile::Floor },
            { " Floor ", Tile::Floor },
            { "Tunnel", Tile::Tunnel },
            { "gate", Tile::Door },
            { "Ghost House", Tile::House },
            { "ghost-house", Tile::House },
        };
        for (const auto& [word, kind] : rows) QTest::newRow(word) << QString::fromLatin1(word) << int(kind);
    }

    void tileKindsAreReadInAnyCaseAndByTheUsualOtherWords()
    {
        QFETCH(QString, word);
        QFETCH(int, kind);
        QCOMPARE(tiled::kindFromName(word), std::optional<Tile>(static_cast<Tile>(kind)));
    }

    void wordsThatAreNoKindAreNone()
    {
        for (const char* word : { "lava", "", "wal", "power", "dot dot" })
            QCOMPARE(tiled::kindFromName(QString::fromLatin1(word)), std::nullopt);
        QCOMPARE(tiled::ghostFromName(QStringLiteral("Blinky")), std::optional<GhostKind>(GhostKind::Red));
        QCOMPARE(tiled::ghostFromName(QStringLiteral("clyde")), std::optional<GhostKind>(GhostKind::Orange));
        QCOMPARE(tiled::placeTypeFromName(QStringLiteral("Player")), std::optional(tiled::PlaceType::Muncher));
    }

    // The issue's designer: a tileset of their own with no kinds. Each tile is asked about once,
    // however often the map has it; answered, the map is the level.
    void aTilesetOfNoKindsIsAskedAboutOnceATile()
    {
        const tiled::Import asked = readData(QStringLiteral("classic-own-tiles.tmx"));
        QVERIFY(!asked.ok());
        QVERIFY(asked.needsAnswers());
        QCOMPARE(asked.unknownTiles.size(), std::size_t(7));
        QStringList tiles;
        for (const tiled::UnknownTile& tile : asked.unknownTiles) {
            tiles << QStringLiteral("%1 x%2 at %3,%4")
                         .arg(tile.tile)
                         .arg(tile.count)
                         .arg(tile.first.cell->col)
                         .arg(tile.first.cell->row);
        }
        QCOMPARE(tiles,
            (QStringList { "0 x508 at 0,0", "1 x236 at 1,1", "2 x4 at 1,3", "3 x39 at 12,9", "4 x12 at 0,14",
                "5 x1 at 13,12", "6 x10 at 11,13" }));
        QCOMPARE(said(asked).first(),
            QStringLiteral("line 9: layer \"tiles\", column 0, row 0: tile 0 of tileset \"arcade\" has no kind (508 on "
                           "the map): in Tiled, give the tile a \"kind\" property or a type such as wall or dot"));

        tiled::TileAnswers answers;
        const tiled::TilesetKey arcade { QStringLiteral("arcade"), QString() };
        answers.set(arcade, 1, Tile::Dot);
        answers.set(arcade, 2, Tile::Energizer);
        answers.set(arcade, 3, Tile::Floor);
        answers.set(arcade, 4, Tile::Tunnel);
        answers.set(arcade, 5, Tile::Door);
        answers.set(arcade, 6, Tile::House);
        answers.setOthers(arcade, Tile::Wall);
        const tiled::Import answered = readData(QStringLiteral("classic-own-tiles.tmx"), answers);
        QVERIFY2(answered.ok(), qPrintable(said(answered).join('\n')));
        QCOMPARE(*answered.maze, test::classic());
        QCOMPARE(codes(answered), QStringList { QStringLiteral("kinds-answered") });
        // Answers for a tileset of another picture are not this tileset's.
        tiled::TileAnswers elsewhere;
        elsewhere.setOthers(tiled::TilesetKey { QStringLiteral("arcade"), QStringLiteral("other.png") }, Tile::Wall);
        QVERIFY(!readData(QStringLiteral("classic-own-tiles.tmx"), elsewhere).ok());
    }

    void theCommandLinesAnswersFileGivesTheSameAnswers()
    {
        const tiled::TilesFile file = tiled::readTilesFile(QByteArrayLiteral("# my arcade tileset\n"
                                                                             "[arcade | classic-tiles.png]\n"
                                                                             "0 = Wall   # the blue ones\n"
                                                                             "1=pellet\n"
                                                                             "2 = Power Pellet\n"
                                                                             "3 = empty\n"
                                                                             "4-4 = tunnel\n"
                                                                             "5 = gate\r\n"
                                                                             "* = ghost house\n"));
        QCOMPARE(file.problems.size(), std::size_t(0));
        const tiled::Import read = readData(QStringLiteral("classic-own-tiles.tmx"), file.answers);
        QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
        QCOMPARE(*read.maze, test::classic());

        const tiled::TilesFile bad = tiled::readTilesFile("0 = wall\n[arcade]\nten = wall\n3 = lava\nwall\n");
        QStringList problems;
        for (const tiled::TilesFileProblem& p : bad.problems)
            problems << QStringLiteral("%1: %2").arg(p.line).arg(tiled::englishText(p));
        QCOMPARE(problems,
            (QStringList { "1: \"0 = wall\" comes before any [tileset] line",
                "3: \"ten\" is not a tile number, a range such as 30-35, or *",
                "4: \"lava\" is not a kind of tile (wall, dot, energizer, floor, tunnel, door, house)",
                "5: \"wall\" is neither a [tileset] line nor an answer TILE = KIND" }));

        const tiled::MapRead map = tiled::readMap(dataFile(QStringLiteral("classic-own-tiles.tmx")), dataReader);
        QCOMPARE(tiled::tilesFileFor(*map.map, readData(QStringLiteral("classic-own-tiles.tmx")).unknownTiles),
            QByteArray("[arcade]\n0 = ?\n1 = ?\n2 = ?\n3 = ?\n4 = ?\n5 = ?\n6 = ?\n"));
    }

    // Written back into the tileset, the kinds need no answers next time; the rest of the file
    // is as it was.
    void kindsWrittenIntoTheTilesetNeedNoAnswersNextTime_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<qint64>("firstGid");
        QTest::addColumn<QByteArray>("unchanged"); // a part of the file that must stay byte for byte
        QTest::newRow("embedded in a .tmx") << dataFile(QStringLiteral("classic-own-tiles.tmx")) << qint64(1)
                                            << QByteArray("<layer id=\"1\" name=\"tiles\" width=\"27\" height=\"30\">");
        QTest::newRow("embedded in a .tmj") << mapJson(QStringLiteral("[1, 2, 3, 4, 5, 6]"), QStringLiteral("[]"),
            QString(), QStringLiteral(R"({"firstgid": 1, "name": "arcade", "tiles": [
                                                              {"id": 1, "type": "lava", "properties": [{"name": "kind", "value": "lava"}]}]})"))
                                            << qint64(1) << QByteArray("\"data\": [1, 2, 3, 4, 5, 6]");
        QTest::newRow("a .tsx") << QByteArray(R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" name="arcade" tilewidth="32" tileheight="32" tilecount="7" columns="7">
 <!-- the designer's comment -->
 <image source="arcade.png" width="224" height="32"/>
 <tile id="1" type="lava"><properties><property name="kind" value="lava"/><property name="hot" type="bool" value="true"/></properties></tile>
 <tile id="2" type="coin"/>
</tileset>
)") << qint64(0) << QByteArray("<!-- the designer's comment -->");
        QTest::newRow("a .tsj") << QByteArray(
            R"({"type": "tileset", "name": "arcade", "tiles": [{"id": 2, "type": "coin"}]})")
                                << qint64(0) << QByteArray();
    }

    void kindsWrittenIntoTheTilesetNeedNoAnswersNextTime()
    {
        QFETCH(QByteArray, file);
        QFETCH(qint64, firstGid);
        QFETCH(QByteArray, unchanged);
        const std::map<qint64, Tile> kinds { { 0, Tile::Wall }, { 1, Tile::Dot }, { 2, Tile::Energizer },
            { 3, Tile::Floor }, { 4, Tile::Tunnel }, { 5, Tile::Door }, { 6, Tile::House } };
        const std::optional<QByteArray> written = tiled::withKinds(file, firstGid, kinds);
        QVERIFY(written);
        QVERIFY(written->contains(unchanged));
        // A map of each of the seven tiles, from the tileset as written (in a map or its own file).
        const QByteArray map = firstGid > 0 ? *written
                                            : mapJson(QStringLiteral("[1, 2, 3, 4, 5, 6]"), QStringLiteral("[]"),
                                                QString(), QStringLiteral(R"({"firstgid": 1, "source": "t"})"));
        const tiled::Import read = tiled::readLevel(map, [&](const QString&, QString*) { return written; });
        if (firstGid > 0 && file.startsWith('<')) {
            QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
            QCOMPARE(*read.maze, test::classic());
            return;
        }
        QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
        QCOMPARE(read.maze->tiles, test::tiles("X.o\n_T-"));
        QVERIFY(!said(read).join('\n').contains(QStringLiteral("lava")));
        QVERIFY(!said(read).join('\n').contains(QStringLiteral("kind")));
    }

    void tiledsOtherWaysOfStoringAMapRead()
    {
        // CSV with flips set on a tile and an empty tile (floor).
        const tiled::Import csv = tiled::readLevel(mapJson(QStringLiteral("[1, %1, 0, 2, 3, 2]").arg(0x80000001u)));
        QVERIFY2(csv.ok(), qPrintable(said(csv).join('\n')));
        QCOMPARE(csv.maze->tiles, test::tiles("XX_\n._."));

        // Base64: uncompressed, zlib, gzip, zstd.
        const QByteArray raw = gidBytes({ 1, 2, 1, 3, 3, 2 });
        const std::pair<QString, QByteArray> layers[] {
            { QString(), raw },
            { QStringLiteral("zlib"), qCompress(raw).mid(4) },
            { QStringLiteral("gzip"), deflated(raw, 1, true) },
            { QStringLiteral("zstd"), zstdCompressed(raw) },
        };
        for (const auto& [compression, bytes] : layers) {
            const tiled::Import read = tiled::readLevel(mapJson(base64Layer(bytes, compression)));
            QVERIFY2(read.ok(), qPrintable(compression + said(read).join('\n')));
            QCOMPARE(read.maze->tiles, test::tiles("X.X\n__."));
        }

        // Places drawn by hand: a tile object stands on its bottom edge, a point is where it is,
        // Tiled 1.9 said "class"; a ghost named "pink ghost" needs no kind property, nor one named
        // by the arcade's name; a rectangle turned about its corner counts where its middle went.
        const QString objects = QStringLiteral(R"([
            {"id": 1, "name": "", "class": "Muncher", "gid": 2, "x": 16, "y": 32, "width": 16, "height": 16,
             "properties": [{"name": "heading", "type": "string", "value": "North"}]},
            {"id": 2, "name": "", "type": "fruit", "point": true, "x": 40, "y": 8, "width": 0, "height": 0},
            {"id": 3, "name": "pink ghost", "type": "ghost", "x": 0, "y": 0, "width": 16, "height": 16},
            {"id": 5, "name": "Blinky", "type": "Ghost", "x": 32, "y": 16, "width": 16, "height": 16, "rotation": 90},
            {"id": 4, "name": "a note", "type": "note", "x": 0, "y": 0, "width": 16, "height": 16}])");
        const tiled::Import drawn = tiled::readLevel(mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"), objects));
        QVERIFY2(drawn.ok(), qPrintable(said(drawn).join('\n')));
        QCOMPARE(drawn.maze->muncher, (std::optional<Start> { Start { { 1, 1 }, Direction::Up } }));
        QCOMPARE(drawn.maze->fruit, (std::optional<Cell> { Cell { 2, 0 } }));
        QCOMPARE(drawn.maze->ghost(GhostKind::Pink), (std::optional<Start> { Start { { 0, 0 }, Direction::Left } }));
        QCOMPARE(drawn.maze->ghost(GhostKind::Red), (std::optional<Start> { Start { { 1, 1 }, Direction::Left } }));
        QCOMPARE(said(drawn),
            QStringList { QStringLiteral("object 4 \"a note\": its type \"note\" is no place of a maze (muncher, "
                                         "ghost, corner, fruit), so it is left out") });
    }

    void externalTilesetsReadInEitherSpelling()
    {
        const QString tsj = QStringLiteral(R"({"firstgid": 1, "source": "sets/kinds.tsj"})");
        const tiled::Import json
            = tiled::readLevel(mapJson(QStringLiteral("[1, 2, 1, 2, 1, 2]"), QStringLiteral("[]"), QString(), tsj),
                [](const QString& path, QString*) -> std::optional<QByteArray> {
                    if (path != QLatin1String("sets/kinds.tsj")) return std::nullopt;
                    return QByteArray(R"({"type": "tileset", "name": "kinds", "tiles": [
                                                {"id": 0, "type": "wall"},
                                                {"id": 1, "properties": [{"name": "kind", "type": "string", "value": "house"}]}]})");
                });
        QVERIFY2(json.ok(), qPrintable(said(json).join('\n')));
        QCOMPARE(json.maze->tiles, test::tiles("XHX\nHXH"));

        // A .tmj may name a .tsx: the spelling is told by the bytes.
        const QString tsx = QStringLiteral(R"({"firstgid": 1, "source": "kinds.tsx"})");
        const tiled::Import xml
            = tiled::readLevel(mapJson(QStringLiteral("[1, 2, 1, 2, 1, 2]"), QStringLiteral("[]"), QString(), tsx),
                [](const QString&, QString*) -> std::optional<QByteArray> {
                    return QByteArray(R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="kinds" tilewidth="16" tileheight="16" tilecount="2" columns="2">
 <tile id="0"><properties><property name="kind" value="tunnel"/></properties></tile>
 <tile id="1" type="door"/>
</tileset>)");
                });
        QVERIFY2(xml.ok(), qPrintable(said(xml).join('\n')));
        QCOMPARE(xml.maze->tiles, test::tiles("T-T\n-T-"));

        const tiled::Import missing
            = tiled::readLevel(mapJson(QStringLiteral("[1, 2, 1, 2, 1, 2]"), QStringLiteral("[]"), QString(), tsj),
                [](const QString&, QString* why) -> std::optional<QByteArray> {
                    *why = QStringLiteral("No such file or directory");
                    return std::nullopt;
                });
        QVERIFY(!missing.ok());
        QCOMPARE(said(missing),
            QStringList { QStringLiteral(
                "tileset \"sets/kinds.tsj\": sets/kinds.tsj cannot be read: No such file or directory") });
    }

    void aTemplateThatCannotBeReadIsNamedOnce()
    {
        const QString objects = QStringLiteral(R"([
            {"id": 1, "template": "ghost.tj", "x": 16, "y": 16},
            {"id": 2, "template": "ghost.tj", "x": 32, "y": 16},
            {"id": 3, "template": "broken.tx", "x": 32, "y": 16}])");
        const tiled::Import read = tiled::readLevel(mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"), objects),
            [](const QString& path, QString* why) -> std::optional<QByteArray> {
                if (path == QLatin1String("broken.tx")) return QByteArray("<template><object></template>");
                *why = QStringLiteral("not there");
                return std::nullopt;
            });
        QCOMPARE(said(read),
            (QStringList { QStringLiteral("object 1: ghost.tj cannot be read: not there"),
                QStringLiteral("broken.tx, line 1, column 29: broken.tx is not a Tiled object template: Opening and "
                               "ending tag mismatch.") }));
    }

    void whatHasNoPlaceInAMazeIsNamedOnce()
    {
        const QByteArray map = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="orthogonal" width="3" height="2" tilewidth="16" tileheight="16" infinite="0">
 <properties><property name="music" value="theme.ogg"/><property name="rules" value="pink-slip purple"/></properties>
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16">
  <properties><property name="author" value="me"/></properties>
  <tile id="0" type="wall"><properties><property name="collides" type="bool" value="true"/></properties></tile>
  <tile id="1" type="dot"><properties><property name="collides" type="bool" value="false"/></properties></tile>
 </tileset>
 <layer id="1" name="tiles" width="3" height="2" offsetx="4">
  <properties><property name="z" type="int" value="1"/></properties>
  <data encoding="csv">1,1,1,2,2,2</data>
 </layer>
 <objectgroup id="2" name="places">
  <object id="1" type="muncher" x="16" y="16" width="16" height="16">
   <properties><property name="speed" type="float" value="2"/></properties>
  </object>
  <object id="2" type="fruit" x="0" y="16" visible="0"/>
  <object id="3" x="0" y="16"/>
 </objectgroup>
</map>)";
        const tiled::Import read = tiled::readLevel(map);
        QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
        QCOMPARE(said(read),
            (QStringList {
                QStringLiteral(
                    "line 9: layer \"tiles\": the property \"z\" means nothing to a maze, so it is left out"),
                QStringLiteral("line 9: layer \"tiles\": Tiled draws the layer 4, 0 pixels off the grid; its tiles are "
                               "read where the grid has them"),
                QStringLiteral(
                    "line 4: tileset \"t\": the property \"author\" means nothing to a maze, so it is left out"),
                QStringLiteral(
                    "line 6: tileset \"t\", tile 0: the property \"collides\" means nothing to a maze, so it "
                    "is left out"),
                QStringLiteral("line 2: the property \"music\" means nothing to a maze, so it is left out"),
                QStringLiteral(
                    "line 2: the property \"rules\": \"purple\" is not a rule (pink-slip, red-astar, dot-counters), "
                    "so it is left out"),
                QStringLiteral("line 14: object 1: the property \"speed\" means nothing to a maze, so it is left out"),
                QStringLiteral("line 17: object 2: it is hidden in Tiled, so it is left out"),
                QStringLiteral("line 18: object 3: it has no type, so it is no place of a maze and is left out"),
            }));
        QVERIFY(read.maze->rules.has(GameRule::PinkSlip));
    }

    void everyMistakeIsNamedByItsPlace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken JSON") << QByteArray("{\n  \"width\": 3,\n  \"height\" 2\n}")
                                     << QStringLiteral("line 3, column 13: this is not JSON: missing name separator");
        QTest::newRow("not an object") << QByteArray("[1, 2]")
                                       << QStringLiteral("line 1, column 1: a Tiled map is a JSON object");
        QTest::newRow("a tileset") << QByteArray(R"({"type": "tileset"})")
                                   << QStringLiteral("this is a Tiled tileset, not a map");
        QTest::newRow("too wide") << QByteArray(
            R"({"type": "map", "width": 5000, "height": 2, "tilewidth": 16, "tileheight": 16})")
                                  << QStringLiteral("the map is 5000 x 2 tiles; a maze is 1 to 4096");
        QTest::newRow("width as text") << QByteArray(
            R"({"type": "map", "width": "9", "height": 2, "tilewidth": 16, "tileheight": 16})")
                                       << QStringLiteral("\"width\": \"9\" is not a number");
        QTest::newRow("no tile size") << QByteArray(R"({"type": "map", "width": 3, "height": 2, "layers": []})")
                                      << QStringLiteral("a tile needs a width and a height in pixels");
        QTest::newRow("an object at x 1e300")
            << mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"),
                   QStringLiteral(R"([{"id": 5, "type": "fruit", "x": 1e300, "y": 0, "width": 16, "height": 16}])"))
            << QStringLiteral("object 5: it lies at x 1e+300, y 0, far outside any map");
        QTest::newRow("no tile layer") << QByteArray(
            R"({"type": "map", "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16, "layers": []})")
                                       << QStringLiteral("the map has no tile layer");
        QTest::newRow("too few tiles") << mapJson(QStringLiteral("[1, 1, 1, 2, 2]"))
                                       << QStringLiteral("layer \"tiles\": its data has 5 tiles, not the 6 of 3 x 2");
        QTest::newRow("a layer of another size")
            << QByteArray(R"({"type": "map", "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16, "layers": [
                 {"type": "tilelayer", "name": "big", "width": 4, "height": 2, "data": [1, 1, 1, 1, 1, 1, 1, 1]}]})")
            << QStringLiteral("layer \"big\": the layer is 4 x 2 tiles, the map 3 x 2");
        QTest::newRow("not a number") << mapJson(QStringLiteral("[1, 1, \"x\", 2, 2, 2]"))
                                      << QStringLiteral(
                                             "layer \"tiles\": tile 2 of the data: \"x\" is not a tile number");
        QTest::newRow("tile without kind")
            << mapJson(QStringLiteral("[1, 1, 1, 2, 4, 2]"))
            << QStringLiteral("layer \"tiles\", column 1, row 1: tile 3 of tileset \"t\" "
                              "has no kind (1 on the map)");
        QTest::newRow("tile in no tileset")
            << mapJson(QStringLiteral("[1, 1, 1, 2, 2, 2]"), QStringLiteral("[]"), QString(),
                   QStringLiteral(R"({"firstgid": 2, "name": "late", "tiles": []})"))
            << QStringLiteral("layer \"tiles\", column 0, row 0: tile 1 is in no tileset (3 on the map)");
        QTest::newRow("unknown kind") << mapJson(QStringLiteral("[1, 1, 1, 1, 1, 1]"), QStringLiteral("[]"), QString(),
            QStringLiteral(R"({"firstgid": 1, "name": "lava", "tiles": [
                                                     {"id": 0, "properties": [{"name": "kind", "value": "lava"}]}]})"))
                                      << QStringLiteral("tileset \"lava\", tile 0: \"lava\" is not a kind of tile");
        QTest::newRow("no firstgid") << mapJson(
            QStringLiteral("[1, 1, 1, 1, 1, 1]"), QStringLiteral("[]"), QString(), QStringLiteral(R"({"name": "t"})"))
                                     << QStringLiteral(
                                            "tileset \"t\": its \"firstgid\" is missing or not a positive number");
        QTest::newRow("lz4") << mapJson(base64Layer(gidBytes({ 1, 1, 1, 1, 1, 1 }), QStringLiteral("lz4")))
                             << QStringLiteral("layer \"tiles\": \"lz4\" compression is none that Tiled writes");
        QTest::newRow("broken zstd") << mapJson(
            base64Layer(QByteArray("\x28\xb5\x2f\xfd junk"), QStringLiteral("zstd")))
                                     << QStringLiteral(
                                            "layer \"tiles\": the zstd-compressed tile data cannot be uncompressed");
        QTest::newRow("bad base64") << mapJson(QStringLiteral("\"!!\", \"encoding\": \"base64\""))
                                    << QStringLiteral("layer \"tiles\": the tile data is not valid Base64");
        QTest::newRow("short base64") << mapJson(base64Layer(gidBytes({ 1, 1, 1 }),
            QString())) << QStringLiteral("the tile data is 12 bytes, not 4 bytes for each of its 6 tiles");
        QTest::newRow("no data") << mapJson(QStringLiteral("null"))
                                 << QStringLiteral("layer \"tiles\": the layer has no tile data");
        QTest::newRow("empty infinite") << QByteArray(
            R"({"type": "map", "infinite": true, "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16,
                 "layers": [{"type": "tilelayer", "name": "t", "chunks": [{"x": 0, "y": 0, "width": 2, "height": 1, "data": [0, 0]}]}]})")
                                        << QStringLiteral("the infinite map has no tile anywhere");
        QTest::newRow("infinite and huge")
            << QByteArray(
                   R"({"type": "map", "infinite": true, "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16,
                 "tilesets": [{"firstgid": 1, "name": "t", "tiles": [{"id": 0, "type": "wall"}]}],
                 "layers": [{"type": "tilelayer", "name": "t", "chunks": [{"x": 0, "y": 0, "width": 1, "height": 1, "data": [1]},
                                                                         {"x": 9000, "y": 0, "width": 1, "height": 1, "data": [1]}]}]})")
            << QStringLiteral("the tiles of the infinite map span 9001 x 1 tiles; a maze is 1 to 4096");
        QTest::newRow("a chunk far out")
            << QByteArray(
                   R"({"type": "map", "infinite": true, "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16,
                 "layers": [{"type": "tilelayer", "name": "t", "chunks": [{"x": 1e12, "y": 0, "width": 1, "height": 1, "data": [1]}]}]})")
            << QStringLiteral("layer \"t\": the chunk at 1000000000000, 0 of 1 x 1 tiles is too large or too far out");
        QTest::newRow("bad heading") << mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"),
            QStringLiteral(R"([{"id": 1, "name": "muncher", "type": "muncher", "x": 16, "y": 16,
                                                    "properties": [{"name": "heading", "value": "sideways"}]}])"))
                                     << QStringLiteral("object 1 \"muncher\": heading \"sideways\" is not a direction");
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
                                                                      {"id": 5, "type": "Player", "x": 32, "y": 16}])"))
                                        << QStringLiteral("object 5: a second \"Player\" (the first is object 1)");
    }

    void everyMistakeIsNamedByItsPlace()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const tiled::Import result = tiled::readLevel(bytes);
        QVERIFY(!result.ok());
        QVERIFY2(said(result).join('\n').contains(expected), qPrintable(said(result).join('\n')));
    }

    void aTmxMistakeIsNamedByItsLine_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken XML")
            << QByteArray("<map width=\"3\">\n<layer>\n</map>")
            << QStringLiteral("line 3, column 6: this is not a Tiled map (TMX): Opening and ending tag mismatch.");
        QTest::newRow("a tileset") << QByteArray("<tileset name=\"t\"/>")
                                   << QStringLiteral("line 1: this is a Tiled tileset, not a map");
        QTest::newRow("not a map") << QByteArray("<html/>")
                                   << QStringLiteral("line 1: a Tiled map (.tmx) starts with <map>, not <html>");
        QTest::newRow("width as text") << QByteArray(R"(<map width="wide" height="2" tilewidth="16" tileheight="16"/>)")
                                       << QStringLiteral("line 1: \"width\": \"wide\" is not a number");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("this is not a Tiled map (TMX)");
        QTest::newRow("a tile of XML that is no number")
            << QByteArray("<map width=\"2\" height=\"1\" tilewidth=\"16\" tileheight=\"16\">\n <layer name=\"l\">\n  "
                          "<data><tile gid=\"1\"/><tile gid=\"x\"/></data></layer></map>")
            << QStringLiteral("line 3: layer \"l\": tile 1 of the data: \"x\" is not a tile number");
        QTest::newRow("a chunk of no size")
            << QByteArray("<map width=\"2\" height=\"1\" tilewidth=\"16\" tileheight=\"16\" infinite=\"1\">\n"
                          " <layer name=\"l\"><data encoding=\"csv\">\n  <chunk x=\"0\" "
                          "y=\"0\">1</chunk></data></layer></map>")
            << QStringLiteral("line 3: layer \"l\": the chunk at 0, 0 of  x  tiles is too large or too far out");
    }

    void aTmxMistakeIsNamedByItsLine()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const tiled::Import result = tiled::readLevel(bytes, {}, {}, tiled::Spelling::Tmx);
        QVERIFY(!result.ok());
        QVERIFY2(said(result).join('\n').contains(expected), qPrintable(said(result).join('\n')));
    }

    void thousandsOfMistakesAreCountedNotListed()
    {
        QStringList data;
        for (int i = 0; i < 10000; ++i) data << QString::number(1000 + i);
        Maze wide;
        wide.tiles = TileMap<Tile>(100, 100, Tile::Wall);
        QByteArray bytes = tiled::writeTmj(tiled::mapOfLevel(wide, QStringLiteral("t.png")));
        const qsizetype start = bytes.indexOf("\"data\": [");
        const qsizetype end = bytes.indexOf(']', start);
        bytes.replace(start, end - start + 1, "\"data\": [" + data.join(QStringLiteral(", ")).toUtf8() + "]");
        const tiled::Import many = tiled::readLevel(bytes);
        QCOMPARE(many.problems.size(), std::size_t(21));
        QCOMPARE(said(many).last(), QStringLiteral("... and 9980 more problems"));
        QCOMPARE(many.unknownTiles.size(), std::size_t(10000)); // each is still there to be answered
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
        const tiled::Import read = tiled::readLevel(
            mapJson(QStringLiteral("[1, 2, 3, 4, 599, 600]"), QStringLiteral("[]"), QString(), tilesets.join(", ")));
        QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
        QCOMPARE(read.maze->tiles, test::tiles("X._\nH_H"));
    }

    void anythingAtAllReadsWithoutACrash()
    {
        const tiled::Map map = tiled::mapOfLevel(test::classic(), QStringLiteral("t.png"));
        for (const QByteArray& valid :
            { tiled::writeTmj(map), tiled::writeTmx(map), dataFile(QStringLiteral("classic-infinite.tmx")),
                dataFile(QStringLiteral("classic-zstd.tmj")), dataFile(QStringLiteral("classic-templates.tmx")) }) {
            for (qsizetype cut = 0; cut < valid.size(); cut += 97) {
                const tiled::Import result = tiled::readLevel(valid.left(cut), dataReader);
                QVERIFY(!result.ok() || cut == valid.size());
            }
        }
        for (const char* junk : { "", "null", "{}", "{\"type\": \"map\"}", "{\"width\": -1, \"height\": 1e300}",
                 "\xff\xfe", "<map/>", "<map infinite=\"1\"/>", "<?xml version=\"1.0\"?>" }) {
            QVERIFY(!tiled::readLevel(QByteArray(junk)).ok());
        }
    }

    // The issue's bomb: about 2 MB of zlib data that would inflate to 2 GiB, in a map of six
    // tiles; and zstd's, far smaller. Each is refused once it passes the layer's 24 bytes,
    // without the memory for the rest.
    void aLayerThatWouldUncompressFarPastItsTilesIsRefused_data()
    {
        QTest::addColumn<QString>("compression");
        QTest::newRow("zlib") << QStringLiteral("zlib");
        QTest::newRow("gzip") << QStringLiteral("gzip");
        QTest::newRow("zstd") << QStringLiteral("zstd");
        QTest::newRow("zstd as a stream") << QStringLiteral("zstd as a stream");
    }

    void aLayerThatWouldUncompressFarPastItsTilesIsRefused()
    {
        QFETCH(QString, compression);
        const bool streamed = compression == QLatin1String("zstd as a stream");
        const QByteArray bomb = streamed           ? zstdStreamed(QByteArray(64 << 20, '\0'))
            : compression == QLatin1String("zstd") ? zstdCompressed(QByteArray(64 << 20, '\0'), 1)
                                                   : zeroBomb(2048, compression == QLatin1String("gzip"));
        if (streamed) compression = QStringLiteral("zstd");
        QVERIFY(bomb.size() < 3 << 20);
        const tiled::Import read = tiled::readLevel(mapJson(base64Layer(bomb, compression)));
        QVERIFY(!read.ok());
        QCOMPARE(said(read),
            QStringList { QStringLiteral(
                "layer \"tiles\": the %1-compressed tile data holds more than the 24 bytes of its 6 tiles")
                              .arg(compression) });
    }

    // Issue 29: Tiled's zstd layers, compressed as a stream, declare a window of 2 MiB however
    // few their tiles are, and name no content size. The window is how far back the frame may
    // look, not how much it writes: it reads, and the bound is on the bytes written. Windows up
    // to zstd's own default limit, 128 MiB, read; what they write is still bounded.
    void aZstdLayerWrittenAsAStreamReads_data()
    {
        QTest::addColumn<int>("windowLog");
        QTest::newRow("the default window of the default level") << 0;
        QTest::newRow("8 MiB") << 23;
        QTest::newRow("128 MiB") << 27;
    }

    void aZstdLayerWrittenAsAStreamReads()
    {
        QFETCH(int, windowLog);
        const QByteArray raw = gidBytes({ 1, 2, 1, 3, 3, 2 });
        const QByteArray streamed = zstdStreamed(raw);
        const ZSTD_frameHeader made = zstdHeader(streamed);
        QVERIFY(made.windowSize >= 1 << 20);
        QCOMPARE(made.frameContentSize, ZSTD_CONTENTSIZE_UNKNOWN);
        const QByteArray frame = windowLog ? withWindow(streamed, windowLog) : streamed;
        if (windowLog) QCOMPARE(zstdHeader(frame).windowSize, quint64(1) << windowLog);
        const tiled::Import read = tiled::readLevel(mapJson(base64Layer(frame, QStringLiteral("zstd"))));
        QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
        QCOMPARE(read.maze->tiles, test::tiles("X.X\n__."));

        // One tile more than the layer has: refused by what it writes, whatever its window.
        const QByteArray more = gidBytes({ 1, 2, 1, 3, 3, 2, 1 });
        const QByteArray tooMuch = windowLog ? withWindow(zstdStreamed(more), windowLog) : zstdStreamed(more);
        QCOMPARE(said(tiled::readLevel(mapJson(base64Layer(tooMuch, QStringLiteral("zstd"))))),
            QStringList { QStringLiteral(
                "layer \"tiles\": the zstd-compressed tile data holds more than the 24 bytes of its 6 tiles") });
    }

    // The classic maze as the user's map held it (issue 29): the Tiled map of data/, its layer
    // compressed as a stream, by the zstd tool (classic-zstd-stream.tmx) and here.
    void theClassicMazeWithAStreamedZstdLayerReads()
    {
        const QByteArray tiled = dataFile(QStringLiteral("classic-zstd.tmx"));
        const QByteArray raw = QByteArray::fromStdString([&] {
            const QByteArray frame = zstdLayerOf(tiled);
            std::string out(27 * 30 * 4, '\0');
            out.resize(
                ZSTD_decompress(out.data(), out.size(), frame.constData(), static_cast<std::size_t>(frame.size())));
            return out;
        }());
        QCOMPARE(raw.size(), 3240);
        const QByteArray made = withZstdLayer(tiled, zstdStreamed(raw));
        const QByteArray shipped = dataFile(QStringLiteral("classic-zstd-stream.tmx"));
        for (const QByteArray& tmx : { made, shipped }) {
            const ZSTD_frameHeader header = zstdHeader(zstdLayerOf(tmx));
            QVERIFY(header.windowSize >= 1 << 20);
            QCOMPARE(header.frameContentSize, ZSTD_CONTENTSIZE_UNKNOWN);
            const tiled::Import read = tiled::readLevel(tmx, dataReader);
            QVERIFY2(read.ok(), qPrintable(said(read).join('\n')));
            QCOMPARE(said(read), QStringList());
            QCOMPARE(*read.maze, test::classic());
        }
    }

    // A frame that declares a window past zstd's own default limit (128 MiB) is refused as zstd
    // refuses it, by the window it asks for: never more than the layer's bytes is written.
    void aZstdFrameAskingForAWindowPastZstdsLimitIsRefused_data()
    {
        QTest::addColumn<int>("windowLog");
        QTest::addColumn<QString>("expected");
        QTest::newRow("256 MiB") << 28
                                 << QStringLiteral("layer \"tiles\": the zstd-compressed tile data needs a 256 MiB "
                                                   "window to uncompress, more than the 128 MiB allowed");
        QTest::newRow("2 GiB") << 31
                               << QStringLiteral("layer \"tiles\": the zstd-compressed tile data needs a 2048 MiB "
                                                 "window to uncompress, more than the 128 MiB allowed");
    }

    void aZstdFrameAskingForAWindowPastZstdsLimitIsRefused()
    {
        QFETCH(int, windowLog);
        QFETCH(QString, expected);
        const QByteArray frame = withWindow(zstdStreamed(gidBytes({ 1, 2, 1, 3, 3, 2 })), windowLog);
        QCOMPARE(zstdHeader(frame).windowSize, quint64(1) << windowLog);
        const tiled::Import read = tiled::readLevel(mapJson(base64Layer(frame, QStringLiteral("zstd"))));
        QVERIFY(!read.ok());
        QCOMPARE(said(read), QStringList { expected });
        QCOMPARE(codes(read), QStringList { QStringLiteral("data-window") });
    }

    // Layers of the largest maps, many of them, stop at the budget instead of the memory.
    void layersPastTheBudgetOfTilesAreRefused()
    {
        QStringList layers;
        const QString zeros = QString::fromLatin1(zstdCompressed(QByteArray(4096 * 4096 * 4, '\0'), 1).toBase64());
        for (int i = 0; i < 6; ++i) {
            layers << QStringLiteral(
                R"({"type": "tilelayer", "name": "l%1", "width": 4096, "height": 4096, "encoding": "base64", "compression": "zstd", "data": "%2"})")
                          .arg(i)
                          .arg(zeros);
        }
        const QByteArray map
            = QStringLiteral(R"({"type": "map", "width": 4096, "height": 4096, "tilewidth": 1, "tileheight": 1,
            "layers": [%1]})")
                  .arg(layers.join(QStringLiteral(", ")))
                  .toUtf8();
        const tiled::Import read = tiled::readLevel(map);
        QVERIFY(!read.ok());
        QCOMPARE(said(read),
            QStringList { QStringLiteral("layer \"l4\": the tile layers hold more than 67108864 tiles in all") });
    }
};

QTEST_GUILESS_MAIN(TstTiled)
#include "tst_tiled.moc"

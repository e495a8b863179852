#include "tmjfile.h"

#include "compression/inflate.h"
#include "maze/mazefile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>

namespace mazeworks::tmjfile {

namespace {

// Tiled keeps flips and rotations in the top bits of a GID.
constexpr quint32 kFlagBits = 0xF0000000u;
// Past this many, problems are counted rather than listed: a map of 16 million wrong tiles
// must not give 16 million lines.
constexpr int kMaxListed = 20;

QJsonObject property(const QString& name, const QString& type, const QJsonValue& value)
{
    return QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("type"), type },
        { QStringLiteral("value"), value } };
}

QString ghostWord(GhostKind kind)
{
    return QString::fromLatin1(name(kind).data(), static_cast<qsizetype>(name(kind).size()));
}

QString directionWord(Direction d)
{
    return QString::fromLatin1(name(d).data(), static_cast<qsizetype>(name(d).size()));
}

// An object covering one tile, as a designer would draw it in Tiled.
QJsonObject placeObject(int id, const QString& objectName, const QString& type, Cell cell, const QJsonArray& properties)
{
    QJsonObject object {
        { QStringLiteral("id"), id },
        { QStringLiteral("name"), objectName },
        { QStringLiteral("type"), type },
        { QStringLiteral("x"), cell.col * kTileSize },
        { QStringLiteral("y"), cell.row * kTileSize },
        { QStringLiteral("width"), kTileSize },
        { QStringLiteral("height"), kTileSize },
        { QStringLiteral("rotation"), 0 },
        { QStringLiteral("visible"), true },
    };
    if (!properties.isEmpty()) object.insert(QStringLiteral("properties"), properties);
    return object;
}

// Collects problems, listing the first few and counting the rest.
class Problems {
public:
    explicit Problems(QStringList* list)
        : m_list(list)
    {
    }
    void add(const QString& problem)
    {
        if (m_listed < kMaxListed) {
            m_list->append(problem);
            ++m_listed;
        } else {
            ++m_more;
        }
    }
    void finish()
    {
        if (m_more > 0) {
            m_list->append(
                QCoreApplication::translate("mazeworks::TmjFile", "... and %n more problem(s)", nullptr, m_more));
        }
    }
    bool any() const { return m_listed > 0; }

private:
    QStringList* m_list;
    int m_listed = 0;
    int m_more = 0;
};

// A whole number from JSON, or nothing.
std::optional<qint64> integer(const QJsonValue& value)
{
    if (!value.isDouble()) return std::nullopt;
    const double d = value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || std::abs(d) > 9.0e15) return std::nullopt;
    return static_cast<qint64>(d);
}

// Custom properties in either of Tiled's forms: an array of {name, type, value} (since 1.2) or
// an object of name: value (before).
QJsonValue propertyValue(const QJsonObject& owner, const QString& wanted)
{
    const QJsonValue properties = owner.value(QStringLiteral("properties"));
    if (properties.isArray()) {
        for (const QJsonValue& p : properties.toArray()) {
            const QJsonObject o = p.toObject();
            if (o.value(QStringLiteral("name")).toString() == wanted) return o.value(QStringLiteral("value"));
        }
    } else if (properties.isObject()) {
        return properties.toObject().value(wanted);
    }
    return QJsonValue(QJsonValue::Undefined);
}

// Tiled 1.9 wrote "class" where others write "type".
QString typeOf(const QJsonObject& o)
{
    const QString type = o.value(QStringLiteral("type")).toString();
    return type.isEmpty() ? o.value(QStringLiteral("class")).toString() : type;
}

// The line and column of a byte offset, for JSON syntax errors.
std::pair<int, int> lineAndColumn(const QByteArray& bytes, qsizetype offset)
{
    int line = 1;
    qsizetype lineStart = 0;
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const int column = static_cast<int>(QString::fromUtf8(bytes.mid(lineStart, offset - lineStart)).size()) + 1;
    return { line, column };
}

struct Tileset {
    qint64 firstGid = 1;
    QString name;
    std::map<qint64, Tile> kinds; // by local tile id
};

// The kinds of the tiles of a JSON tileset (embedded or a .tsj file).
void readJsonTiles(const QJsonObject& tileset, Tileset& out, const QString& where, Problems& problems)
{
    for (const QJsonValue& value : tileset.value(QStringLiteral("tiles")).toArray()) {
        const QJsonObject tile = value.toObject();
        const std::optional<qint64> id = integer(tile.value(QStringLiteral("id")));
        if (!id) continue;
        QJsonValue kind = propertyValue(tile, QStringLiteral("kind"));
        if (kind.isUndefined() && kindFromName(typeOf(tile))) kind = typeOf(tile);
        if (kind.isUndefined()) continue; // a tile the map may not use; said when it does
        if (auto t = kindFromName(kind.toString())) {
            out.kinds[*id] = *t;
        } else {
            problems.add(QCoreApplication::translate("mazeworks::TmjFile",
                "%1, tile %2: \"%3\" is not a kind of tile "
                "(wall, dot, energizer, floor, tunnel, door, house)")
                             .arg(where)
                             .arg(*id)
                             .arg(kind.toVariant().toString()));
        }
    }
}

// The kinds of the tiles of a TSX (XML) tileset, the format Tiled saves tilesets in by default.
void readXmlTiles(const QByteArray& bytes, Tileset& out, const QString& where, Problems& problems)
{
    QXmlStreamReader xml(bytes);
    qint64 tileId = -1;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("tile")) {
            bool ok = false;
            tileId = xml.attributes().value(QLatin1String("id")).toLongLong(&ok);
            if (!ok) tileId = -1;
            const QString type = xml.attributes().hasAttribute(QLatin1String("type"))
                ? xml.attributes().value(QLatin1String("type")).toString()
                : xml.attributes().value(QLatin1String("class")).toString();
            if (tileId >= 0) {
                if (auto t = kindFromName(type)) out.kinds[tileId] = *t;
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("tile")) {
            tileId = -1;
        } else if (xml.isStartElement() && xml.name() == QLatin1String("property") && tileId >= 0
            && xml.attributes().value(QLatin1String("name")) == QLatin1String("kind")) {
            const QString kind = xml.attributes().value(QLatin1String("value")).toString();
            if (auto t = kindFromName(kind)) {
                out.kinds[tileId] = *t;
            } else {
                problems.add(QCoreApplication::translate("mazeworks::TmjFile",
                    "%1, tile %2: \"%3\" is not a kind of tile "
                    "(wall, dot, energizer, floor, tunnel, door, house)")
                                 .arg(where)
                                 .arg(tileId)
                                 .arg(kind));
            }
        }
    }
    if (xml.hasError()) {
        problems.add(QCoreApplication::translate("mazeworks::TmjFile", "%1, line %2, column %3: %4")
                         .arg(where)
                         .arg(xml.lineNumber())
                         .arg(xml.columnNumber())
                         .arg(xml.errorString()));
    }
}

// Tile and object layers, also inside group layers, in the order Tiled draws them.
void collectLayers(const QJsonArray& layers, QList<QJsonObject>& tileLayers, QList<QJsonObject>& objectLayers)
{
    for (const QJsonValue& value : layers) {
        const QJsonObject layer = value.toObject();
        const QString type = layer.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("tilelayer"))
            tileLayers.append(layer);
        else if (type == QLatin1String("objectgroup"))
            objectLayers.append(layer);
        else if (type == QLatin1String("group"))
            collectLayers(layer.value(QStringLiteral("layers")).toArray(), tileLayers, objectLayers);
    }
}

// The GIDs of a tile layer of `cells` tiles, from CSV (a JSON array) or Base64, uncompressed,
// zlib or gzip.
std::optional<std::vector<quint32>> layerData(
    const QJsonObject& layer, std::size_t cells, const QString& where, Problems& problems)
{
    const QJsonValue data = layer.value(QStringLiteral("data"));
    std::vector<quint32> gids;
    if (data.isArray()) {
        const QJsonArray array = data.toArray();
        gids.reserve(static_cast<std::size_t>(array.size()));
        for (qsizetype i = 0; i < array.size(); ++i) {
            const std::optional<qint64> gid = integer(array.at(i));
            if (!gid || *gid < 0 || *gid > 0xFFFFFFFFll) {
                problems.add(
                    QCoreApplication::translate("mazeworks::TmjFile", "%1, data[%2]: \"%3\" is not a tile number")
                        .arg(where)
                        .arg(i)
                        .arg(array.at(i).toVariant().toString()));
                gids.push_back(0);
                continue;
            }
            gids.push_back(static_cast<quint32>(*gid));
        }
        return gids;
    }
    if (!data.isString()) {
        if (layer.contains(QStringLiteral("chunks"))) {
            problems.add(QCoreApplication::translate("mazeworks::TmjFile",
                "%1: the layer is stored in chunks, as infinite maps are; "
                "a maze needs a map of fixed size")
                             .arg(where));
        } else {
            problems.add(
                QCoreApplication::translate("mazeworks::TmjFile", "%1: the layer has no tile data").arg(where));
        }
        return std::nullopt;
    }
    const QString encoding = layer.value(QStringLiteral("encoding")).toString();
    if (encoding != QLatin1String("base64")) {
        problems.add(QCoreApplication::translate(
            "mazeworks::TmjFile", "%1: the tile data is a text but its encoding is \"%2\", not base64")
                         .arg(where, encoding));
        return std::nullopt;
    }
    auto decoded = QByteArray::fromBase64Encoding(data.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        problems.add(
            QCoreApplication::translate("mazeworks::TmjFile", "%1: the tile data is not valid Base64").arg(where));
        return std::nullopt;
    }
    QByteArray bytes = *decoded;
    const QString compression = layer.value(QStringLiteral("compression")).toString();
    if (compression == QLatin1String("zlib") || compression == QLatin1String("gzip")) {
        // The layer holds 4 bytes a tile and no more: data that would inflate past that is
        // refused as soon as it does, whatever it claims.
        const Inflated inflated = inflate(bytes, static_cast<qsizetype>(cells) * 4);
        if (!inflated.ok()) {
            if (inflated.problem == Inflated::Problem::TooLarge) {
                problems.add(QCoreApplication::translate("mazeworks::TmjFile",
                    "%1: the %2-compressed tile data inflates to more than the %3 bytes of its %4 tiles")
                                 .arg(where, compression)
                                 .arg(static_cast<qsizetype>(cells) * 4)
                                 .arg(cells));
            } else {
                problems.add(QCoreApplication::translate(
                    "mazeworks::TmjFile", "%1: the %2-compressed tile data cannot be uncompressed")
                                 .arg(where, compression));
            }
            return std::nullopt;
        }
        bytes = inflated.bytes;
    } else if (!compression.isEmpty()) {
        problems.add(QCoreApplication::translate("mazeworks::TmjFile",
            "%1: \"%2\" compression is not supported; in Tiled, choose CSV, "
            "Base64 (uncompressed), Base64 (zlib) or Base64 (gzip) as the tile layer format")
                         .arg(where, compression));
        return std::nullopt;
    }
    if (bytes.size() % 4 != 0) {
        problems.add(
            QCoreApplication::translate("mazeworks::TmjFile", "%1: the tile data is %2 bytes, not 4 bytes a tile")
                .arg(where)
                .arg(bytes.size()));
        return std::nullopt;
    }
    gids.reserve(static_cast<std::size_t>(bytes.size() / 4));
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    for (qsizetype i = 0; i + 3 < bytes.size(); i += 4) {
        gids.push_back(quint32(p[i]) | quint32(p[i + 1]) << 8 | quint32(p[i + 2]) << 16 | quint32(p[i + 3]) << 24);
    }
    return gids;
}

} // namespace

QString kindName(Tile tile)
{
    switch (tile) {
    case Tile::Wall:
        return QStringLiteral("wall");
    case Tile::Dot:
        return QStringLiteral("dot");
    case Tile::Energizer:
        return QStringLiteral("energizer");
    case Tile::Floor:
        return QStringLiteral("floor");
    case Tile::Tunnel:
        return QStringLiteral("tunnel");
    case Tile::Door:
        return QStringLiteral("door");
    case Tile::House:
        return QStringLiteral("house");
    }
    return {};
}

std::optional<Tile> kindFromName(const QString& name)
{
    // Any case, and the words designers' own tilesets use for the same things.
    static const std::map<QString, Tile> kWords {
        { QStringLiteral("wall"), Tile::Wall },
        { QStringLiteral("solid"), Tile::Wall },
        { QStringLiteral("block"), Tile::Wall },
        { QStringLiteral("dot"), Tile::Dot },
        { QStringLiteral("pellet"), Tile::Dot },
        { QStringLiteral("pill"), Tile::Dot },
        { QStringLiteral("energizer"), Tile::Energizer },
        { QStringLiteral("power pellet"), Tile::Energizer },
        { QStringLiteral("powerpellet"), Tile::Energizer },
        { QStringLiteral("power-pellet"), Tile::Energizer },
        { QStringLiteral("power_pellet"), Tile::Energizer },
        { QStringLiteral("floor"), Tile::Floor },
        { QStringLiteral("empty"), Tile::Floor },
        { QStringLiteral("ground"), Tile::Floor },
        { QStringLiteral("tunnel"), Tile::Tunnel },
        { QStringLiteral("door"), Tile::Door },
        { QStringLiteral("gate"), Tile::Door },
        { QStringLiteral("house"), Tile::House },
        { QStringLiteral("pen"), Tile::House },
        { QStringLiteral("ghost house"), Tile::House },
    };
    const auto found = kWords.find(name.trimmed().toLower());
    if (found == kWords.end()) return std::nullopt;
    return found->second;
}

QByteArray write(const Maze& maze, const QString& tilesetImage)
{
    const int tileCount = static_cast<int>(kTiles.size());
    QJsonArray tileDefinitions;
    for (int i = 0; i < tileCount; ++i) {
        const QString kind = kindName(kTiles[static_cast<std::size_t>(i)]);
        tileDefinitions.append(QJsonObject {
            { QStringLiteral("id"), i },
            { QStringLiteral("type"), kind },
            { QStringLiteral("properties"),
                QJsonArray { property(QStringLiteral("kind"), QStringLiteral("string"), kind) } },
        });
    }
    const QJsonObject tileset {
        { QStringLiteral("columns"), tileCount },
        { QStringLiteral("firstgid"), 1 },
        { QStringLiteral("image"), tilesetImage },
        { QStringLiteral("imagewidth"), tileCount * kTileSize },
        { QStringLiteral("imageheight"), kTileSize },
        { QStringLiteral("margin"), 0 },
        { QStringLiteral("spacing"), 0 },
        { QStringLiteral("name"), QStringLiteral("mazeworks") },
        { QStringLiteral("tilecount"), tileCount },
        { QStringLiteral("tilewidth"), kTileSize },
        { QStringLiteral("tileheight"), kTileSize },
        { QStringLiteral("tiles"), tileDefinitions },
    };

    QJsonArray objects;
    int id = 0;
    if (maze.muncher) {
        objects.append(placeObject(++id, QStringLiteral("muncher"), QStringLiteral("muncher"), maze.muncher->cell,
            { property(QStringLiteral("heading"), QStringLiteral("string"), directionWord(maze.muncher->heading)) }));
    }
    for (GhostKind k : kGhostKinds) {
        const auto& ghost = maze.ghost(k);
        if (!ghost) continue;
        QJsonArray properties { property(QStringLiteral("kind"), QStringLiteral("string"), ghostWord(k)),
            property(QStringLiteral("heading"), QStringLiteral("string"), directionWord(ghost->heading)) };
        if (const auto& release = maze.releases[indexOf(k)]) {
            properties.append(property(QStringLiteral("release"), QStringLiteral("float"), *release));
        }
        objects.append(placeObject(
            ++id, ghostWord(k) + QStringLiteral(" ghost"), QStringLiteral("ghost"), ghost->cell, properties));
    }
    for (GhostKind k : kGhostKinds) {
        const auto& corner = maze.corners[indexOf(k)];
        if (!corner) continue;
        objects.append(placeObject(++id, ghostWord(k) + QStringLiteral(" corner"), QStringLiteral("corner"), *corner,
            { property(QStringLiteral("kind"), QStringLiteral("string"), ghostWord(k)) }));
    }
    // Releases without a ghost line have no place to stand on: they ride on a ghost when
    // there is one, so a level whose ghost is missing keeps its release in the map's properties.
    QJsonArray mapProperties;
    if (!maze.name.empty()) {
        mapProperties.append(
            property(QStringLiteral("name"), QStringLiteral("string"), QString::fromStdString(maze.name)));
    }
    for (GhostKind k : kGhostKinds) {
        if (!maze.ghost(k) && maze.releases[indexOf(k)]) {
            mapProperties.append(property(
                ghostWord(k) + QStringLiteral(" release"), QStringLiteral("float"), *maze.releases[indexOf(k)]));
        }
    }
    // The variants of the rules and the dot counts ride on the map, as the level's lines do.
    if (!maze.rules.empty()) {
        mapProperties.append(
            property(QStringLiteral("rules"), QStringLiteral("string"), QString::fromStdString(maze.rules.words())));
    }
    for (GhostKind k : kGhostKinds) {
        if (const auto& dots = maze.releaseDots[indexOf(k)]) {
            mapProperties.append(
                property(ghostWord(k) + QStringLiteral(" release-dots"), QStringLiteral("int"), *dots));
        }
    }
    if (maze.fruit)
        objects.append(placeObject(++id, QStringLiteral("fruit"), QStringLiteral("fruit"), *maze.fruit, {}));

    // The tile data is spliced in afterwards, one row a line: QJsonDocument would write one
    // number a line, 16 million lines for the largest map.
    const QString placeholder = QStringLiteral("@@mazeworks-tiles@@");
    const QJsonArray layers {
        QJsonObject {
            { QStringLiteral("id"), 1 },
            { QStringLiteral("name"), QStringLiteral("tiles") },
            { QStringLiteral("type"), QStringLiteral("tilelayer") },
            { QStringLiteral("width"), maze.width() },
            { QStringLiteral("height"), maze.height() },
            { QStringLiteral("x"), 0 },
            { QStringLiteral("y"), 0 },
            { QStringLiteral("opacity"), 1 },
            { QStringLiteral("visible"), true },
            { QStringLiteral("data"), placeholder },
        },
        QJsonObject {
            { QStringLiteral("id"), 2 },
            { QStringLiteral("name"), QStringLiteral("places") },
            { QStringLiteral("type"), QStringLiteral("objectgroup") },
            { QStringLiteral("draworder"), QStringLiteral("topdown") },
            { QStringLiteral("x"), 0 },
            { QStringLiteral("y"), 0 },
            { QStringLiteral("opacity"), 1 },
            { QStringLiteral("visible"), true },
            { QStringLiteral("objects"), objects },
        },
    };
    QJsonObject map {
        { QStringLiteral("type"), QStringLiteral("map") },
        { QStringLiteral("version"), QStringLiteral("1.10") },
        { QStringLiteral("tiledversion"), QStringLiteral("1.10.2") },
        { QStringLiteral("orientation"), QStringLiteral("orthogonal") },
        { QStringLiteral("renderorder"), QStringLiteral("right-down") },
        { QStringLiteral("infinite"), false },
        { QStringLiteral("compressionlevel"), -1 },
        { QStringLiteral("width"), maze.width() },
        { QStringLiteral("height"), maze.height() },
        { QStringLiteral("tilewidth"), kTileSize },
        { QStringLiteral("tileheight"), kTileSize },
        { QStringLiteral("nextlayerid"), 3 },
        { QStringLiteral("nextobjectid"), id + 1 },
        { QStringLiteral("tilesets"), QJsonArray { tileset } },
        { QStringLiteral("layers"), layers },
    };
    if (!mapProperties.isEmpty()) map.insert(QStringLiteral("properties"), mapProperties);

    QByteArray data;
    data.reserve(static_cast<qsizetype>(maze.tiles.size()) * 2 + maze.height() * 8 + 8);
    data += "[\n";
    for (int row = 0; row < maze.height(); ++row) {
        data += "        ";
        for (int col = 0; col < maze.width(); ++col) {
            const Tile t = maze.tiles[maze.tiles.index(col, row)];
            const auto gid = 1 + (std::find(kTiles.begin(), kTiles.end(), t) - kTiles.begin());
            data += QByteArray::number(static_cast<int>(gid));
            if (col + 1 < maze.width() || row + 1 < maze.height()) data += ',';
        }
        data += '\n';
    }
    data += "    ]";
    QByteArray json = QJsonDocument(map).toJson(QJsonDocument::Indented);
    json.replace(QByteArray("\"") + placeholder.toLatin1() + "\"", data);
    return json;
}

TmjReadResult read(const QByteArray& bytes, const TilesetReader& readTileset)
{
    // Bytes that are no JSON object are one problem, the place where they stop being one.
    auto fail = [](const QString& problem) {
        TmjReadResult result;
        result.errors << problem;
        return result;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(bytes, parseError.offset);
        return fail(QCoreApplication::translate("mazeworks::TmjFile", "line %1, column %2: this is not JSON: %3")
                        .arg(line)
                        .arg(column)
                        .arg(parseError.errorString()));
    }
    if (!document.isObject()) {
        return fail(
            QCoreApplication::translate("mazeworks::TmjFile", "line 1: a Tiled map is a JSON object, this is not one"));
    }
    return readMap(document.object(), readTileset);
}

TmjReadResult readMap(const QJsonObject& map, const TilesetReader& readTileset)
{
    TmjReadResult result;
    Problems problems(&result.errors);
    auto fail = [&](const QString& problem) {
        problems.add(problem);
        problems.finish();
        return result;
    };
    const QString type = map.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("tileset")) {
        return fail(QCoreApplication::translate("mazeworks::TmjFile", "this is a Tiled tileset, not a map"));
    }
    if (!type.isEmpty() && type != QLatin1String("map")) {
        return fail(QCoreApplication::translate("mazeworks::TmjFile", "\"type\": \"%1\" is not a Tiled map").arg(type));
    }
    const QString orientation = map.value(QStringLiteral("orientation")).toString(QStringLiteral("orthogonal"));
    if (orientation != QLatin1String("orthogonal")) {
        return fail(QCoreApplication::translate(
            "mazeworks::TmjFile", "\"orientation\": the map is %1; a maze is an orthogonal map")
                        .arg(orientation));
    }
    if (map.value(QStringLiteral("infinite")).toBool()) {
        return fail(QCoreApplication::translate("mazeworks::TmjFile",
            "\"infinite\": the map is infinite; a maze has a fixed size "
            "(in Tiled, uncheck Infinite in the map's properties)"));
    }
    for (const QString& key : { QStringLiteral("width"), QStringLiteral("height") }) {
        const QJsonValue value = map.value(key);
        if (!value.isUndefined() && !value.isDouble()) {
            return fail(
                QCoreApplication::translate("mazeworks::TmjFile", "\"%1\": %2 is not a number of tiles")
                    .arg(key,
                        QString::fromUtf8(
                            QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact).mid(1).chopped(1))));
        }
    }
    const std::optional<qint64> width = integer(map.value(QStringLiteral("width")));
    const std::optional<qint64> height = integer(map.value(QStringLiteral("height")));
    if (!width || !height || *width < 1 || *height < 1 || *width > kMaxMapSide || *height > kMaxMapSide) {
        return fail(QCoreApplication::translate("mazeworks::TmjFile",
            "\"width\", \"height\": the map is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high")
                        .arg(map.value(QStringLiteral("width")).toVariant().toString(),
                            map.value(QStringLiteral("height")).toVariant().toString())
                        .arg(kMaxMapSide));
    }
    const std::optional<qint64> tileWidth = integer(map.value(QStringLiteral("tilewidth")));
    const std::optional<qint64> tileHeight = integer(map.value(QStringLiteral("tileheight")));
    if (!tileWidth || !tileHeight || *tileWidth < 1 || *tileHeight < 1) {
        return fail(QCoreApplication::translate(
            "mazeworks::TmjFile", "\"tilewidth\", \"tileheight\": a tile needs a size in pixels"));
    }

    // The tilesets, by first GID.
    std::vector<Tileset> tilesets;
    const QJsonArray tilesetArray = map.value(QStringLiteral("tilesets")).toArray();
    for (qsizetype i = 0; i < tilesetArray.size(); ++i) {
        const QJsonObject object = tilesetArray.at(i).toObject();
        Tileset tileset;
        tileset.firstGid = integer(object.value(QStringLiteral("firstgid"))).value_or(0);
        const QString source = object.value(QStringLiteral("source")).toString();
        tileset.name = object.value(QStringLiteral("name")).toString(source);
        const QString where = QCoreApplication::translate("mazeworks::TmjFile", "tileset \"%1\"").arg(tileset.name);
        if (tileset.firstGid < 1) {
            problems.add(QCoreApplication::translate(
                "mazeworks::TmjFile", "%1: its \"firstgid\" is missing or not a positive number")
                             .arg(where));
            continue;
        }
        if (source.isEmpty()) {
            readJsonTiles(object, tileset, where, problems);
        } else {
            QString why;
            const std::optional<QByteArray> external = readTileset ? readTileset(source, &why) : std::nullopt;
            if (!external) {
                problems.add(why.isEmpty()
                        ? QCoreApplication::translate("mazeworks::TmjFile", "%1: the tileset file cannot be read")
                              .arg(where)
                        : QCoreApplication::translate("mazeworks::TmjFile", "%1: the tileset file cannot be read: %2")
                              .arg(where, why));
                continue;
            }
            if (source.endsWith(QLatin1String(".tsx"), Qt::CaseInsensitive) || external->trimmed().startsWith('<')) {
                readXmlTiles(*external, tileset, where, problems);
            } else {
                QJsonParseError error;
                const QJsonDocument tilesetDocument = QJsonDocument::fromJson(*external, &error);
                if (error.error != QJsonParseError::NoError) {
                    const auto [line, column] = lineAndColumn(*external, error.offset);
                    problems.add(QCoreApplication::translate(
                        "mazeworks::TmjFile", "%1, line %2, column %3: this is not JSON: %4")
                                     .arg(where)
                                     .arg(line)
                                     .arg(column)
                                     .arg(error.errorString()));
                    continue;
                }
                readJsonTiles(tilesetDocument.object(), tileset, where, problems);
            }
        }
        tilesets.push_back(std::move(tileset));
    }
    std::sort(
        tilesets.begin(), tilesets.end(), [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });

    QList<QJsonObject> tileLayers;
    QList<QJsonObject> objectLayers;
    collectLayers(map.value(QStringLiteral("layers")).toArray(), tileLayers, objectLayers);
    if (tileLayers.isEmpty()) {
        return fail(QCoreApplication::translate("mazeworks::TmjFile", "the map has no tile layer"));
    }
    // Every tile layer, in the order Tiled draws them: a tile of a later layer covers what lies
    // below it, as on Tiled's screen (walls in one layer, dots in another). A hidden layer is
    // left out, and said so.
    const auto cells = static_cast<std::size_t>(*width * *height);
    std::vector<quint32> gids(cells, 0);
    std::vector<int> from(cells, -1); // the layer each tile came from
    QStringList layerNames;
    bool layersRead = true;
    for (const QJsonObject& layer : tileLayers) {
        const QString layerWhere = QCoreApplication::translate("mazeworks::TmjFile", "layer \"%1\"")
                                       .arg(layer.value(QStringLiteral("name")).toString());
        if (!layer.value(QStringLiteral("visible")).toBool(true)) {
            result.warnings << QCoreApplication::translate(
                "mazeworks::TmjFile", "%1: the layer is hidden in Tiled, so it is left out")
                                   .arg(layerWhere);
            continue;
        }
        const std::optional<std::vector<quint32>> data = layerData(layer, cells, layerWhere, problems);
        if (!data) {
            layersRead = false;
            continue;
        }
        if (data->size() != cells) {
            problems.add(
                QCoreApplication::translate("mazeworks::TmjFile", "%1: it has %2 tiles; a map of %3 x %4 has %5")
                    .arg(layerWhere)
                    .arg(data->size())
                    .arg(*width)
                    .arg(*height)
                    .arg(cells));
            layersRead = false;
            continue;
        }
        layerNames << layerWhere;
        for (std::size_t i = 0; i < cells; ++i) {
            if (((*data)[i] & ~kFlagBits) == 0) continue;
            gids[i] = (*data)[i];
            from[i] = static_cast<int>(layerNames.size() - 1);
        }
    }
    if (!layersRead) {
        problems.finish();
        return result;
    }

    // A tile the tilesets do not name is one problem, however often the map uses it: its first
    // place, and how many more there are.
    struct Unknown {
        QString where;
        Cell first;
        int more = 0;
        quint32 gid = 0;
        const Tileset* owner = nullptr;
    };
    std::map<quint32, Unknown> unknown; // by GID, in GID order
    TileMap<Tile> tiles(static_cast<int>(*width), static_cast<int>(*height), Tile::Floor);
    for (std::size_t i = 0; i < cells; ++i) {
        const quint32 gid = gids[i] & ~kFlagBits;
        if (gid == 0) continue; // an empty tile: floor
        // The last tileset that starts at or before the GID: found by halving, not by a look
        // at every tileset for every tile, as a map may have hundreds.
        const auto after = std::upper_bound(tilesets.begin(), tilesets.end(), gid,
            [](quint32 g, const Tileset& t) { return static_cast<qint64>(g) < t.firstGid; });
        const Tileset* owner = after == tilesets.begin() ? nullptr : &*std::prev(after);
        if (owner) {
            if (const auto kind = owner->kinds.find(gid - owner->firstGid); kind != owner->kinds.end()) {
                tiles[i] = kind->second;
                continue;
            }
        }
        auto [entry, fresh] = unknown.try_emplace(gid);
        if (fresh)
            entry->second = { layerNames[from[i]], tiles.cellAt(i), 0, gid, owner };
        else
            ++entry->second.more;
    }
    for (const auto& [gid, u] : unknown) {
        QString problem = u.owner
            ? QCoreApplication::translate(
                "mazeworks::TmjFile", "%1, column %2, row %3: tile %4 of tileset \"%5\" has no \"kind\" property")
                  .arg(u.where)
                  .arg(u.first.col)
                  .arg(u.first.row)
                  .arg(gid - u.owner->firstGid)
                  .arg(u.owner->name)
            : QCoreApplication::translate("mazeworks::TmjFile", "%1, column %2, row %3: tile %4 is in no tileset")
                  .arg(u.where)
                  .arg(u.first.col)
                  .arg(u.first.row)
                  .arg(gid);
        if (u.more > 0)
            problem += u.more == 1
                ? QCoreApplication::translate("mazeworks::TmjFile", " (and 1 more place)")
                : QCoreApplication::translate("mazeworks::TmjFile", " (and %1 more places)").arg(u.more);
        if (u.owner) {
            problem += QCoreApplication::translate("mazeworks::TmjFile",
                "; in Tiled's tileset editor, give the tile a \"kind\" property or a type: wall, dot, "
                "energizer, floor, tunnel, door or house");
        }
        problems.add(problem);
    }
    if (problems.any()) {
        problems.finish();
        return result;
    }

    Maze maze;
    maze.tiles = std::move(tiles);
    const QJsonValue mazeName = propertyValue(map, QStringLiteral("name"));
    if (mazeName.isString()) maze.name = mazeName.toString().toStdString();
    for (GhostKind k : kGhostKinds) {
        const QJsonValue release = propertyValue(map, ghostWord(k) + QStringLiteral(" release"));
        if (release.isDouble() && release.toDouble() >= 0) maze.releases[indexOf(k)] = release.toDouble();
        const QJsonValue dots = propertyValue(map, ghostWord(k) + QStringLiteral(" release-dots"));
        if (dots.isDouble() && dots.toDouble() >= 0 && dots.toDouble() == std::floor(dots.toDouble())
            && dots.toDouble() <= 1e6)
            maze.releaseDots[indexOf(k)] = static_cast<int>(dots.toDouble());
    }
    const QJsonValue rules = propertyValue(map, QStringLiteral("rules"));
    if (rules.isString()) {
        if (const auto set = ruleSetFromList(rules.toString().toStdString())) maze.rules = *set;
    }

    // The places: from the layer "places", or from every object layer when none is so named.
    QList<QJsonObject> placeLayers;
    for (const QJsonObject& layer : objectLayers) {
        if (layer.value(QStringLiteral("name")).toString() == QLatin1String("places")) placeLayers.append(layer);
    }
    if (placeLayers.isEmpty()) placeLayers = objectLayers;
    std::array<qint64, 4> ghostObject {};
    std::array<qint64, 4> cornerObject {};
    qint64 muncherObject = 0;
    qint64 fruitObject = 0;
    for (const QJsonObject& layer : placeLayers) {
        for (const QJsonValue& value : layer.value(QStringLiteral("objects")).toArray()) {
            const QJsonObject object = value.toObject();
            const qint64 id = integer(object.value(QStringLiteral("id"))).value_or(0);
            const QString objectName = object.value(QStringLiteral("name")).toString();
            const QString where = objectName.isEmpty()
                ? QCoreApplication::translate("mazeworks::TmjFile", "object %1").arg(id)
                : QCoreApplication::translate("mazeworks::TmjFile", "object %1 \"%2\"").arg(id).arg(objectName);
            const QString what = typeOf(object);
            // The tile under the object's middle; a tile object stands on its bottom edge.
            const double w = object.value(QStringLiteral("width")).toDouble();
            const double h = object.value(QStringLiteral("height")).toDouble();
            const double x = object.value(QStringLiteral("x")).toDouble() + w / 2;
            const double y = object.value(QStringLiteral("y")).toDouble()
                + (object.contains(QStringLiteral("gid")) ? -h / 2 : h / 2);
            const double col = std::floor(x / static_cast<double>(*tileWidth));
            const double row = std::floor(y / static_cast<double>(*tileHeight));
            // A corner may lie outside the map, but not beyond any map there could be.
            constexpr double kFar = 16.0 * kMaxMapSide;
            if (!std::isfinite(col) || !std::isfinite(row) || std::abs(col) > kFar || std::abs(row) > kFar) {
                problems.add(
                    QCoreApplication::translate("mazeworks::TmjFile", "%1: it lies at x %2, y %3, far outside any map")
                        .arg(where)
                        .arg(object.value(QStringLiteral("x")).toDouble())
                        .arg(object.value(QStringLiteral("y")).toDouble()));
                continue;
            }
            const Cell cell { static_cast<int>(col), static_cast<int>(row) };
            auto heading = [&]() -> std::optional<Direction> {
                const QJsonValue v = propertyValue(object, QStringLiteral("heading"));
                if (v.isUndefined()) return Direction::Left;
                const std::string word = v.toString().toStdString();
                if (auto d = directionFromName(word)) return d;
                problems.add(QCoreApplication::translate(
                    "mazeworks::TmjFile", "%1: heading \"%2\" is not a direction (up, left, down, right)")
                                 .arg(where, v.toVariant().toString()));
                return std::nullopt;
            };
            auto ghostKind = [&]() -> std::optional<GhostKind> {
                QJsonValue v = propertyValue(object, QStringLiteral("kind"));
                if (v.isUndefined()) {
                    // A ghost drawn by hand and named "red ghost" or "red" needs no property.
                    const QString first = objectName.section(QLatin1Char(' '), 0, 0);
                    if (ghostKindFromName(first.toStdString())) v = first;
                }
                if (v.isUndefined()) {
                    problems.add(QCoreApplication::translate(
                        "mazeworks::TmjFile", "%1: it has no \"kind\" property (red, pink, cyan, orange)")
                                     .arg(where));
                    return std::nullopt;
                }
                if (auto k = ghostKindFromName(v.toString().toStdString())) return k;
                problems.add(QCoreApplication::translate(
                    "mazeworks::TmjFile", "%1: kind \"%2\" is not a ghost (red, pink, cyan, orange)")
                                 .arg(where, v.toVariant().toString()));
                return std::nullopt;
            };
            auto duplicate = [&](qint64 first) {
                problems.add(
                    QCoreApplication::translate("mazeworks::TmjFile", "%1: a second %2 (the first is object %3)")
                        .arg(where, what)
                        .arg(first));
            };
            if (what == QLatin1String("muncher")) {
                if (muncherObject) {
                    duplicate(muncherObject);
                    continue;
                }
                muncherObject = id ? id : -1;
                if (auto d = heading()) maze.muncher = Start { cell, *d };
            } else if (what == QLatin1String("ghost")) {
                const auto k = ghostKind();
                if (!k) continue;
                if (ghostObject[indexOf(*k)]) {
                    duplicate(ghostObject[indexOf(*k)]);
                    continue;
                }
                ghostObject[indexOf(*k)] = id ? id : -1;
                if (auto d = heading()) maze.ghosts[indexOf(*k)] = Start { cell, *d };
                const QJsonValue release = propertyValue(object, QStringLiteral("release"));
                if (!release.isUndefined()) {
                    bool ok = false;
                    const double seconds = release.toVariant().toDouble(&ok);
                    if (!ok || !std::isfinite(seconds) || seconds < 0) {
                        problems.add(QCoreApplication::translate(
                            "mazeworks::TmjFile", "%1: release \"%2\" is not a number of seconds from 0 up")
                                         .arg(where, release.toVariant().toString()));
                    } else {
                        maze.releases[indexOf(*k)] = seconds;
                    }
                }
            } else if (what == QLatin1String("corner")) {
                const auto k = ghostKind();
                if (!k) continue;
                if (cornerObject[indexOf(*k)]) {
                    duplicate(cornerObject[indexOf(*k)]);
                    continue;
                }
                cornerObject[indexOf(*k)] = id ? id : -1;
                maze.corners[indexOf(*k)] = cell;
            } else if (what == QLatin1String("fruit")) {
                if (fruitObject) {
                    duplicate(fruitObject);
                    continue;
                }
                fruitObject = id ? id : -1;
                maze.fruit = cell;
            } else {
                result.warnings.append(QCoreApplication::translate("mazeworks::TmjFile",
                    "%1: its type \"%2\" is no place of a maze "
                    "(muncher, ghost, corner, fruit), so it was left out")
                                           .arg(where, what));
            }
        }
    }
    problems.finish();
    if (result.errors.isEmpty()) result.maze = std::move(maze);
    return result;
}

} // namespace mazeworks::tmjfile

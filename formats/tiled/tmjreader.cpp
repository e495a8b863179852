#include "tmjreader.h"

#include "layerdata.h"
#include "maze/mazefile.h"
#include "tiledreading.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace mazeworks::tiled {

namespace {

// The line and column of a byte offset, for JSON syntax errors.
SourcePlace placeOfOffset(const QString& file, const QByteArray& bytes, qsizetype offset)
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
    return SourcePlace { file, line, column };
}

// A JSON value as the file spells it, cut short: "9", [1, 2], null.
QString spelled(const QJsonValue& value)
{
    const QByteArray json = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2)).left(40);
}

class TmjReader : TiledReading {
public:
    TmjReader(QString file, Document document, ExternalFiles& files, Problems& problems)
        : TiledReading(std::move(file), document, files, problems)
    {
    }

    std::optional<Map> map(const QByteArray& bytes)
    {
        const std::optional<QJsonObject> root = parse(bytes);
        if (!root) return std::nullopt;
        const QString type = root->value(QStringLiteral("type")).toString();
        if (type == QLatin1String("tileset")) {
            m_problems.add(Code::IsATileset, Place { SourcePlace { m_file } });
            return std::nullopt;
        }
        if (!type.isEmpty() && type != QLatin1String("map")) {
            m_problems.add(Code::NotAMapType, Place { SourcePlace { m_file } }, { type.left(40) });
            return std::nullopt;
        }
        return toMap(*root);
    }

    std::optional<Tileset> tileset(const QByteArray& bytes)
    {
        const std::optional<QJsonObject> root = parse(bytes);
        if (!root) return std::nullopt;
        return toTileset(*root, Place { SourcePlace { m_file } });
    }

    std::optional<Template> objectTemplate(const QByteArray& bytes)
    {
        const std::optional<QJsonObject> root = parse(bytes);
        if (!root) return std::nullopt;
        return toTemplate(*root);
    }

private:
    // The document's object; else the problem, and nothing.
    std::optional<QJsonObject> parse(const QByteArray& bytes)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError) {
            documentProblem(placeOfOffset(m_file, bytes, error.offset), error.errorString());
            return std::nullopt;
        }
        if (!document.isObject()) {
            if (m_document == Document::Map)
                m_problems.add(Code::NotJsonObject, Place { SourcePlace { m_file, 1, 1 } });
            else
                documentProblem(SourcePlace { m_file, 1, 1 }, QStringLiteral("[]"));
            return std::nullopt;
        }
        return document.object();
    }

    void documentProblem(const SourcePlace& at, const QString& what)
    {
        switch (m_document) {
        case Document::Map:
            m_problems.add(Code::NotJson, Place { at }, { what });
            break;
        case Document::Tileset:
            m_problems.add(Code::NotATilesetFile, Place { at }, { m_file, what });
            break;
        case Document::Template:
            m_problems.add(Code::NotATemplateFile, Place { at }, { m_file, what });
            break;
        }
    }

    // A number field; one of another type is said, and read as absent.
    std::optional<double> number(const QJsonObject& object, const char* key, const Place& place)
    {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) return std::nullopt;
        if (value.isDouble() && std::isfinite(value.toDouble())) return value.toDouble();
        m_problems.add(Code::NotANumber, place, { QString::fromLatin1(key), spelled(value) });
        return std::nullopt;
    }

    // A whole number field in [low, high], else `fallback` (said when it is no number).
    int integer(const QJsonObject& object, const char* key, const Place& place, int fallback = 0,
        double low = -kFarTiles, double high = kFarTiles)
    {
        const std::optional<double> value = number(object, key, place);
        if (!value || *value != std::floor(*value) || *value < low || *value > high) return fallback;
        return static_cast<int>(*value);
    }

    static std::optional<QString> string(const QJsonObject& object, const char* key)
    {
        const QJsonValue value = object.value(QLatin1String(key));
        if (!value.isString()) return std::nullopt;
        return value.toString();
    }

    // Tiled 1.9 renamed an object's and a tile's "type" to "class"; either is the type here.
    static std::optional<QString> typeOf(const QJsonObject& object)
    {
        if (auto type = string(object, "type")) return type;
        return string(object, "class");
    }

    // The map: its size and tiles, its tilesets, layers and properties.
    std::optional<Map> toMap(const QJsonObject& json)
    {
        Map map;
        const Place place { SourcePlace { m_file } };
        map.orientation = string(json, "orientation").value_or(QStringLiteral("orthogonal"));
        map.infinite = json.value(QStringLiteral("infinite")).toBool();
        const std::optional<double> width = number(json, "width", place);
        const std::optional<double> height = number(json, "height", place);
        map.tileWidth = integer(json, "tilewidth", place, 0, 0, kFarTiles);
        map.tileHeight = integer(json, "tileheight", place, 0, 0, kFarTiles);
        const bool sized = isMapSize(width, height);
        if (!sized && !map.infinite) {
            const QJsonValue w = json.value(QStringLiteral("width"));
            const QJsonValue h = json.value(QStringLiteral("height"));
            if ((width || w.isUndefined() || w.isNull()) && (height || h.isUndefined() || h.isNull())) {
                m_problems.add(Code::MapSize, place,
                    { width ? spelled(w) : QStringLiteral("?"), height ? spelled(h) : QStringLiteral("?"),
                        QString::number(kMaxMapSide) });
            }
            return std::nullopt;
        }
        if (sized) {
            map.width = static_cast<int>(*width);
            map.height = static_cast<int>(*height);
        }
        enterMap(map);
        map.properties = toProperties(json);
        for (const QJsonValue& tileset : json.value(QStringLiteral("tilesets")).toArray())
            map.tilesets.push_back(toTileset(tileset.toObject(), Place { SourcePlace { m_file } }));
        std::stable_sort(map.tilesets.begin(), map.tilesets.end(),
            [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });
        for (const QJsonValue& layer : json.value(QStringLiteral("layers")).toArray()) {
            if (std::optional<Layer> read = toLayer(layer.toObject())) map.layers.push_back(std::move(*read));
        }
        map.templates = m_files.templates();
        return map;
    }

    // A layer of any kind, or nothing when it is of no kind Tiled has.
    std::optional<Layer> toLayer(const QJsonObject& json)
    {
        const QString type = json.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("tilelayer")) return toTileLayer(json);
        if (type == QLatin1String("objectgroup")) return toObjectGroup(json);
        if (type == QLatin1String("imagelayer")) return layerOf(json, Layer::Kind::Image);
        if (type == QLatin1String("group")) return toGroupLayer(json);
        return std::nullopt;
    }

    // What every kind of layer has: its name, whether it is shown, where it is drawn.
    Layer layerOf(const QJsonObject& json, Layer::Kind kind)
    {
        Layer layer;
        layer.kind = kind;
        layer.name = json.value(QStringLiteral("name")).toString();
        layer.place = SourcePlace { m_file };
        layer.visible = json.value(QStringLiteral("visible")).toBool(true);
        const Place place { layer.place, layer.name };
        layer.offset = QPointF(number(json, "offsetx", place).value_or(0), number(json, "offsety", place).value_or(0));
        layer.properties = toProperties(json);
        return layer;
    }

    // A tile layer: its data, or its chunks in an infinite map.
    Layer toTileLayer(const QJsonObject& json)
    {
        Layer layer = layerOf(json, Layer::Kind::Tiles);
        const Place place { layer.place, layer.name };
        layer.width = integer(json, "width", place, m_mapWidth, 0, kFarTiles);
        layer.height = integer(json, "height", place, m_mapHeight, 0, kFarTiles);
        const QString encoding = string(json, "encoding").value_or(QStringLiteral("csv"));
        const QString compression = string(json, "compression").value_or(QString());
        if (json.contains(QStringLiteral("chunks"))) {
            for (const QJsonValue& chunk : json.value(QStringLiteral("chunks")).toArray()) {
                if (std::optional<Chunk> read = toChunk(chunk.toObject(), encoding, compression, layer.name))
                    layer.chunks.push_back(std::move(*read));
            }
            return layer;
        }
        if (!fitsTheMap(layer, place)) return layer;
        const QJsonValue data = json.value(QStringLiteral("data"));
        if (data.isUndefined() || data.isNull()) {
            m_problems.add(Code::NoTileData, place);
            return layer;
        }
        if (!m_files.spend(qint64(layer.width) * layer.height, place)) return layer;
        if (auto gids = toTileData(data, encoding, compression, layer.width, layer.height, place))
            layer.gids = std::move(*gids);
        return layer;
    }

    // The tiles of a layer or chunk: an array of GIDs (csv), or Base64 text, compressed or not.
    std::optional<std::vector<quint32>> toTileData(const QJsonValue& data, const QString& encoding,
        const QString& compression, int width, int height, const Place& place)
    {
        if (data.isString()) {
            if (encoding != QLatin1String("base64")) {
                m_problems.add(Code::UnknownEncoding, place, { encoding.left(40) });
                return std::nullopt;
            }
            return decodeTileData(data.toString(), encoding, compression, width, height, place, m_problems);
        }
        const QJsonArray array = data.toArray();
        if (!checkTileCount(array.size(), width, height, place, m_problems)) return std::nullopt;
        std::vector<quint32> gids;
        gids.reserve(static_cast<std::size_t>(array.size()));
        for (qsizetype i = 0; i < array.size(); ++i) {
            const std::optional<quint32> gid = array.at(i).isDouble() ? gidOf(array.at(i).toDouble()) : std::nullopt;
            if (!gid) {
                m_problems.add(Code::NotATileNumber, place, { QString::number(i), spelled(array.at(i)) });
                return std::nullopt;
            }
            gids.push_back(*gid);
        }
        return gids;
    }

    // A chunk of an infinite map's layer.
    std::optional<Chunk> toChunk(
        const QJsonObject& json, const QString& encoding, const QString& compression, const QString& layerName)
    {
        const Place place { SourcePlace { m_file }, layerName };
        Chunk chunk;
        chunk.x = integer(json, "x", place, kFarTiles + 1, -kFarTiles, kFarTiles);
        chunk.y = integer(json, "y", place, kFarTiles + 1, -kFarTiles, kFarTiles);
        chunk.width = integer(json, "width", place, 0, 0, kMaxMapSide);
        chunk.height = integer(json, "height", place, 0, 0, kMaxMapSide);
        if (chunk.x > kFarTiles || chunk.y > kFarTiles || chunk.width < 1 || chunk.height < 1) {
            m_problems.add(Code::ChunkShape, place,
                { spelled(json.value(QStringLiteral("x"))), spelled(json.value(QStringLiteral("y"))),
                    spelled(json.value(QStringLiteral("width"))), spelled(json.value(QStringLiteral("height"))) });
            return std::nullopt;
        }
        if (!m_files.spend(qint64(chunk.width) * chunk.height, place)) return std::nullopt;
        auto gids
            = toTileData(json.value(QStringLiteral("data")), encoding, compression, chunk.width, chunk.height, place);
        if (!gids) return std::nullopt;
        chunk.gids = std::move(*gids);
        return chunk;
    }

    Layer toObjectGroup(const QJsonObject& json)
    {
        Layer layer = layerOf(json, Layer::Kind::Objects);
        for (const QJsonValue& object : json.value(QStringLiteral("objects")).toArray())
            layer.objects.push_back(toObject(object.toObject()));
        return layer;
    }

    Layer toGroupLayer(const QJsonObject& json)
    {
        Layer group = layerOf(json, Layer::Kind::Group);
        for (const QJsonValue& layer : json.value(QStringLiteral("layers")).toArray()) {
            if (std::optional<Layer> read = toLayer(layer.toObject())) group.layers.push_back(std::move(*read));
        }
        return group;
    }

    // An object: what it sets itself, then what its template gives.
    Object toObject(const QJsonObject& json)
    {
        Object object;
        object.place = SourcePlace { m_file };
        Place place { object.place };
        object.id = integer(json, "id", place, 0, 0, 1e9);
        place.object = object.id;
        object.name = string(json, "name");
        place.objectName = object.name.value_or(QString());
        object.type = typeOf(json);
        object.x = number(json, "x", place);
        object.y = number(json, "y", place);
        object.width = number(json, "width", place);
        object.height = number(json, "height", place);
        object.rotation = number(json, "rotation", place);
        if (json.value(QStringLiteral("visible")).isBool())
            object.visible = json.value(QStringLiteral("visible")).toBool();
        if (const std::optional<double> gid = number(json, "gid", place)) {
            object.gid = gidOf(*gid);
            if (!object.gid) m_problems.add(Code::NotANumber, place, { QStringLiteral("gid"), spelled(*gid) });
        }
        toShape(json, object);
        object.properties = toProperties(json);
        // A template's own object names no template (one naming itself would never end).
        const QString templateSource
            = m_document == Document::Map ? string(json, "template").value_or(QString()) : QString();
        if (templateSource.isEmpty()) return object;
        const Template* from = m_files.objectTemplate(templateSource, m_file, place);
        if (!from) return object;
        return instantiated(object, *from, resolvedPath(m_file, templateSource));
    }

    static void toShape(const QJsonObject& json, Object& object)
    {
        if (json.value(QStringLiteral("ellipse")).toBool()) object.shape = Object::Shape::Ellipse;
        if (json.value(QStringLiteral("point")).toBool()) object.shape = Object::Shape::Point;
        if (json.contains(QStringLiteral("text"))) object.shape = Object::Shape::Text;
        for (const char* key : { "polygon", "polyline" }) {
            if (!json.value(QLatin1String(key)).isArray()) continue;
            object.shape = key[4] == 'g' ? Object::Shape::Polygon : Object::Shape::Polyline;
            for (const QJsonValue& point : json.value(QLatin1String(key)).toArray()) {
                const QJsonObject p = point.toObject();
                const double x = p.value(QStringLiteral("x")).toDouble();
                const double y = p.value(QStringLiteral("y")).toDouble();
                if (std::isfinite(x) && std::isfinite(y)) object.points.emplace_back(x, y);
            }
        }
    }

    // A tileset: embedded with its tiles, or a reference to a .tsj or .tsx file.
    Tileset toTileset(const QJsonObject& json, const Place& at)
    {
        Place place = at;
        place.tileset = json.value(QStringLiteral("name")).toString();
        qint64 firstGid = 0;
        if (m_document != Document::Tileset) {
            const int gid = integer(json, "firstgid", place, 0, 1, 0x7FFFFFFF);
            if (gid < 1) m_problems.add(Code::FirstGid, place);
            firstGid = gid;
        }
        // A tileset file names no other (one naming itself would never end).
        if (const std::optional<QString> source = string(json, "source"); source && m_document != Document::Tileset) {
            place.tileset = *source;
            return m_files.tileset(*source, firstGid, m_file, place);
        }
        Tileset tileset;
        tileset.firstGid = firstGid;
        tileset.name = place.tileset;
        tileset.place = place.source;
        tileset.tileWidth = integer(json, "tilewidth", place, 0, 0, kFarTiles);
        tileset.tileHeight = integer(json, "tileheight", place, 0, 0, kFarTiles);
        tileset.spacing = integer(json, "spacing", place, 0, 0, kFarTiles);
        tileset.margin = integer(json, "margin", place, 0, 0, kFarTiles);
        tileset.tileCount = integer(json, "tilecount", place, 0, 0, 0x7FFFFFFF);
        tileset.columns = integer(json, "columns", place, 0, 0, kFarTiles);
        if (const std::optional<QString> image = string(json, "image"); image && !image->isEmpty())
            tileset.image = resolvedPath(m_file, *image);
        tileset.properties = toProperties(json);
        if (firstGid < 1 && m_document != Document::Tileset) tileset.read = false;
        toTiles(json.value(QStringLiteral("tiles")), tileset);
        return tileset;
    }

    // The tiles with a type, properties or a picture: an array (Tiled 1.2 on) or an object by id.
    void toTiles(const QJsonValue& tiles, Tileset& tileset)
    {
        auto add = [&](qint64 id, const QJsonObject& json) {
            if (id < 0 || id > 0x7FFFFFFF) return;
            TileDefinition tile;
            tile.place = SourcePlace { m_file };
            tile.type = typeOf(json).value_or(QString());
            tile.properties = toProperties(json);
            if (const std::optional<QString> image = string(json, "image"); image && !image->isEmpty())
                tile.image = resolvedPath(m_file, *image);
            tileset.tiles[id] = std::move(tile);
        };
        if (tiles.isArray()) {
            const Place place { SourcePlace { m_file }, {}, {}, tileset.name };
            for (const QJsonValue& tile : tiles.toArray())
                add(integer(tile.toObject(), "id", place, -1, 0, 0x7FFFFFFF), tile.toObject());
        } else if (tiles.isObject()) {
            const QJsonObject byId = tiles.toObject();
            for (auto it = byId.begin(); it != byId.end(); ++it) {
                bool ok = false;
                const qint64 id = it.key().toLongLong(&ok);
                if (ok) add(id, it.value().toObject());
            }
        }
    }

    // Custom properties in either of Tiled's forms: an array of {name, type, value} (since
    // 1.2) or an object of name: value (before).
    static Properties toProperties(const QJsonObject& owner)
    {
        Properties properties;
        const QJsonValue json = owner.value(QStringLiteral("properties"));
        if (json.isArray()) {
            for (const QJsonValue& value : json.toArray()) {
                const QJsonObject p = value.toObject();
                properties.push_back(Property { p.value(QStringLiteral("name")).toString(),
                    p.value(QStringLiteral("type")).toString(QStringLiteral("string")),
                    p.value(QStringLiteral("value")).toVariant() });
            }
        } else if (json.isObject()) {
            const QJsonObject byName = json.toObject();
            const QJsonObject types = owner.value(QStringLiteral("propertytypes")).toObject();
            for (auto it = byName.begin(); it != byName.end(); ++it) {
                properties.push_back(Property {
                    it.key(), types.value(it.key()).toString(QStringLiteral("string")), it.value().toVariant() });
            }
        }
        return properties;
    }

    // A template: its tileset and its object.
    Template toTemplate(const QJsonObject& json)
    {
        Template read;
        const QJsonValue tileset = json.value(QStringLiteral("tileset"));
        if (tileset.isObject())
            read.tilesets.push_back(toTileset(tileset.toObject(), Place { SourcePlace { m_file } }));
        read.object = toObject(json.value(QStringLiteral("object")).toObject());
        return read;
    }
};

} // namespace

std::optional<Map> readTmjMap(const QByteArray& bytes, ExternalFiles& files, Problems& problems)
{
    return TmjReader(QString(), Document::Map, files, problems).map(bytes);
}

std::optional<Tileset> readTsj(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems)
{
    return TmjReader(file, Document::Tileset, files, problems).tileset(bytes);
}

std::optional<Template> readTj(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems)
{
    return TmjReader(file, Document::Template, files, problems).objectTemplate(bytes);
}

} // namespace mazeworks::tiled

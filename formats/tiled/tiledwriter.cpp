#include "tiledwriter.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QXmlStreamWriter>

#include <algorithm>

namespace mazeworks::tiled {

namespace {

// The version of Tiled's format the maps are written in: Debian 12's Tiled reads and writes it.
const char* const kFormatVersion = "1.8";

QString numberText(double value) { return QString::number(value, 'g', QLocale::FloatingPointShortest); }

// Properties by name, as Tiled writes them.
Properties byName(Properties properties)
{
    std::stable_sort(
        properties.begin(), properties.end(), [](const Property& a, const Property& b) { return a.name < b.name; });
    return properties;
}

// The rows of the tile layer as Tiled writes CSV: a row a line, each but the last ending in a
// comma. (Also the JSON's data: one row a line, where QJsonDocument would write a number a
// line, 16 million lines for the largest map.)
QByteArray csvRows(const Layer& layer, const char* indent)
{
    QByteArray out;
    out.reserve(static_cast<qsizetype>(layer.gids.size()) * 3 + layer.height * 8);
    for (int row = 0; row < layer.height; ++row) {
        out += indent;
        for (int col = 0; col < layer.width; ++col) {
            out += QByteArray::number(layer.gids[static_cast<std::size_t>(row) * std::size_t(layer.width) + col]);
            if (col + 1 < layer.width || row + 1 < layer.height) out += ',';
        }
        out += '\n';
    }
    return out;
}

int imageWidth(const Tileset& tileset) { return tileset.columns * tileset.tileWidth; }

int imageHeight(const Tileset& tileset)
{
    const int rows = tileset.columns > 0 ? (tileset.tileCount + tileset.columns - 1) / tileset.columns : 0;
    return rows * tileset.tileHeight;
}

int nextObjectId(const Map& map)
{
    qint64 last = 0;
    for (const Layer& layer : map.layers) {
        for (const Object& object : layer.objects) last = std::max(last, object.id);
    }
    return static_cast<int>(last + 1);
}

class TmxWriter {
public:
    explicit TmxWriter(QByteArray* out)
        : m_xml(out)
    {
        m_xml.setAutoFormatting(true);
        m_xml.setAutoFormattingIndent(1);
    }

    void writeMap(const Map& map)
    {
        m_xml.writeStartDocument();
        m_xml.writeStartElement(QStringLiteral("map"));
        m_xml.writeAttribute(QStringLiteral("version"), QString::fromLatin1(kFormatVersion));
        m_xml.writeAttribute(QStringLiteral("orientation"), map.orientation);
        m_xml.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
        m_xml.writeAttribute(QStringLiteral("width"), QString::number(map.width));
        m_xml.writeAttribute(QStringLiteral("height"), QString::number(map.height));
        m_xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(map.tileWidth));
        m_xml.writeAttribute(QStringLiteral("tileheight"), QString::number(map.tileHeight));
        m_xml.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
        m_xml.writeAttribute(QStringLiteral("nextlayerid"), QString::number(map.layers.size() + 1));
        m_xml.writeAttribute(QStringLiteral("nextobjectid"), QString::number(nextObjectId(map)));
        writeProperties(map.properties);
        for (const Tileset& tileset : map.tilesets) writeTileset(tileset);
        int id = 0;
        for (const Layer& layer : map.layers) writeLayer(layer, ++id);
        m_xml.writeEndElement();
        m_xml.writeEndDocument();
    }

private:
    void writeTileset(const Tileset& tileset)
    {
        m_xml.writeStartElement(QStringLiteral("tileset"));
        m_xml.writeAttribute(QStringLiteral("firstgid"), QString::number(tileset.firstGid));
        m_xml.writeAttribute(QStringLiteral("name"), tileset.name);
        m_xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(tileset.tileWidth));
        m_xml.writeAttribute(QStringLiteral("tileheight"), QString::number(tileset.tileHeight));
        m_xml.writeAttribute(QStringLiteral("tilecount"), QString::number(tileset.tileCount));
        m_xml.writeAttribute(QStringLiteral("columns"), QString::number(tileset.columns));
        m_xml.writeEmptyElement(QStringLiteral("image"));
        m_xml.writeAttribute(QStringLiteral("source"), tileset.image);
        m_xml.writeAttribute(QStringLiteral("width"), QString::number(imageWidth(tileset)));
        m_xml.writeAttribute(QStringLiteral("height"), QString::number(imageHeight(tileset)));
        for (const auto& [id, tile] : tileset.tiles) {
            m_xml.writeStartElement(QStringLiteral("tile"));
            m_xml.writeAttribute(QStringLiteral("id"), QString::number(id));
            if (!tile.type.isEmpty()) m_xml.writeAttribute(QStringLiteral("type"), tile.type);
            writeProperties(tile.properties);
            m_xml.writeEndElement();
        }
        m_xml.writeEndElement();
    }

    void writeLayer(const Layer& layer, int id)
    {
        const bool tiles = layer.kind == Layer::Kind::Tiles;
        m_xml.writeStartElement(tiles ? QStringLiteral("layer") : QStringLiteral("objectgroup"));
        m_xml.writeAttribute(QStringLiteral("id"), QString::number(id));
        m_xml.writeAttribute(QStringLiteral("name"), layer.name);
        if (tiles) {
            m_xml.writeAttribute(QStringLiteral("width"), QString::number(layer.width));
            m_xml.writeAttribute(QStringLiteral("height"), QString::number(layer.height));
        }
        if (!layer.visible) m_xml.writeAttribute(QStringLiteral("visible"), QStringLiteral("0"));
        writeProperties(layer.properties);
        if (tiles) {
            m_xml.writeStartElement(QStringLiteral("data"));
            m_xml.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
            m_xml.writeCharacters(QStringLiteral("\n") + QString::fromLatin1(csvRows(layer, "")));
            m_xml.writeEndElement();
        }
        for (const Object& object : layer.objects) writeObject(object);
        m_xml.writeEndElement();
    }

    void writeObject(const Object& object)
    {
        m_xml.writeStartElement(QStringLiteral("object"));
        m_xml.writeAttribute(QStringLiteral("id"), QString::number(object.id));
        if (object.name && !object.name->isEmpty()) m_xml.writeAttribute(QStringLiteral("name"), *object.name);
        if (object.type && !object.type->isEmpty()) m_xml.writeAttribute(QStringLiteral("type"), *object.type);
        m_xml.writeAttribute(QStringLiteral("x"), numberText(object.x.value_or(0)));
        m_xml.writeAttribute(QStringLiteral("y"), numberText(object.y.value_or(0)));
        if (object.width) m_xml.writeAttribute(QStringLiteral("width"), numberText(*object.width));
        if (object.height) m_xml.writeAttribute(QStringLiteral("height"), numberText(*object.height));
        writeProperties(object.properties);
        m_xml.writeEndElement();
    }

    // A string property has no type attribute, as Tiled writes it.
    void writeProperties(const Properties& properties)
    {
        if (properties.empty()) return;
        m_xml.writeStartElement(QStringLiteral("properties"));
        for (const Property& p : byName(properties)) {
            m_xml.writeEmptyElement(QStringLiteral("property"));
            m_xml.writeAttribute(QStringLiteral("name"), p.name);
            if (p.type != QLatin1String("string")) m_xml.writeAttribute(QStringLiteral("type"), p.type);
            const bool number = p.type == QLatin1String("float") || p.type == QLatin1String("int");
            m_xml.writeAttribute(QStringLiteral("value"), number ? numberText(p.value.toDouble()) : p.value.toString());
        }
        m_xml.writeEndElement();
    }

    QXmlStreamWriter m_xml;
};

QJsonArray jsonProperties(const Properties& properties)
{
    QJsonArray out;
    for (const Property& p : byName(properties)) {
        out.append(QJsonObject { { QStringLiteral("name"), p.name }, { QStringLiteral("type"), p.type },
            { QStringLiteral("value"), QJsonValue::fromVariant(p.value) } });
    }
    return out;
}

void insertProperties(QJsonObject& owner, const Properties& properties)
{
    if (!properties.empty()) owner.insert(QStringLiteral("properties"), jsonProperties(properties));
}

QJsonObject jsonTileset(const Tileset& tileset)
{
    QJsonArray tiles;
    for (const auto& [id, tile] : tileset.tiles) {
        QJsonObject json { { QStringLiteral("id"), id } };
        if (!tile.type.isEmpty()) json.insert(QStringLiteral("type"), tile.type);
        insertProperties(json, tile.properties);
        tiles.append(json);
    }
    return QJsonObject {
        { QStringLiteral("columns"), tileset.columns },
        { QStringLiteral("firstgid"), tileset.firstGid },
        { QStringLiteral("image"), tileset.image },
        { QStringLiteral("imagewidth"), imageWidth(tileset) },
        { QStringLiteral("imageheight"), imageHeight(tileset) },
        { QStringLiteral("margin"), tileset.margin },
        { QStringLiteral("spacing"), tileset.spacing },
        { QStringLiteral("name"), tileset.name },
        { QStringLiteral("tilecount"), tileset.tileCount },
        { QStringLiteral("tilewidth"), tileset.tileWidth },
        { QStringLiteral("tileheight"), tileset.tileHeight },
        { QStringLiteral("tiles"), tiles },
    };
}

QJsonObject jsonObject(const Object& object)
{
    QJsonObject json {
        { QStringLiteral("id"), object.id },
        { QStringLiteral("name"), object.name.value_or(QString()) },
        { QStringLiteral("type"), object.type.value_or(QString()) },
        { QStringLiteral("x"), object.x.value_or(0) },
        { QStringLiteral("y"), object.y.value_or(0) },
        { QStringLiteral("width"), object.width.value_or(0) },
        { QStringLiteral("height"), object.height.value_or(0) },
        { QStringLiteral("rotation"), object.rotation.value_or(0) },
        { QStringLiteral("visible"), object.visible.value_or(true) },
    };
    insertProperties(json, object.properties);
    return json;
}

// The placeholder of a tile layer's data, replaced by its rows once the rest is JSON.
QString placeholder(int id) { return QStringLiteral("@@mazeworks-tiles-%1@@").arg(id); }

QJsonObject jsonLayer(const Layer& layer, int id)
{
    QJsonObject json {
        { QStringLiteral("id"), id },
        { QStringLiteral("name"), layer.name },
        { QStringLiteral("x"), 0 },
        { QStringLiteral("y"), 0 },
        { QStringLiteral("opacity"), 1 },
        { QStringLiteral("visible"), layer.visible },
    };
    if (layer.kind == Layer::Kind::Tiles) {
        json.insert(QStringLiteral("type"), QStringLiteral("tilelayer"));
        json.insert(QStringLiteral("width"), layer.width);
        json.insert(QStringLiteral("height"), layer.height);
        json.insert(QStringLiteral("data"), placeholder(id));
    } else {
        QJsonArray objects;
        for (const Object& object : layer.objects) objects.append(jsonObject(object));
        json.insert(QStringLiteral("type"), QStringLiteral("objectgroup"));
        json.insert(QStringLiteral("draworder"), QStringLiteral("topdown"));
        json.insert(QStringLiteral("objects"), objects);
    }
    insertProperties(json, layer.properties);
    return json;
}

} // namespace

QByteArray writeTmx(const Map& map)
{
    QByteArray out;
    TmxWriter(&out).writeMap(map);
    return out;
}

QByteArray writeTmj(const Map& map)
{
    QJsonArray tilesets;
    for (const Tileset& tileset : map.tilesets) tilesets.append(jsonTileset(tileset));
    QJsonArray layers;
    int id = 0;
    for (const Layer& layer : map.layers) layers.append(jsonLayer(layer, ++id));
    QJsonObject json {
        { QStringLiteral("type"), QStringLiteral("map") },
        { QStringLiteral("version"), QString::fromLatin1(kFormatVersion) },
        { QStringLiteral("orientation"), map.orientation },
        { QStringLiteral("renderorder"), QStringLiteral("right-down") },
        { QStringLiteral("infinite"), false },
        { QStringLiteral("compressionlevel"), -1 },
        { QStringLiteral("width"), map.width },
        { QStringLiteral("height"), map.height },
        { QStringLiteral("tilewidth"), map.tileWidth },
        { QStringLiteral("tileheight"), map.tileHeight },
        { QStringLiteral("nextlayerid"), id + 1 },
        { QStringLiteral("nextobjectid"), nextObjectId(map) },
        { QStringLiteral("tilesets"), tilesets },
        { QStringLiteral("layers"), layers },
    };
    insertProperties(json, map.properties);
    QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Indented);
    id = 0;
    for (const Layer& layer : map.layers) {
        ++id;
        if (layer.kind != Layer::Kind::Tiles) continue;
        bytes.replace(
            QByteArray("\"") + placeholder(id).toLatin1() + "\"", "[\n" + csvRows(layer, "        ") + "    ]");
    }
    return bytes;
}

} // namespace mazeworks::tiled

#include "tmxfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QXmlStreamReader>

namespace mazeworks::tmxfile {

namespace {

QString attribute(const QXmlStreamReader& xml, const char* name)
{
    return xml.attributes().value(QLatin1String(name)).toString();
}

// The attributes that Tiled's JSON holds as numbers, copied as numbers (text that is not one
// stays text, and the map reader says so).
void copyNumbers(const QXmlStreamReader& xml, QJsonObject& out, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        if (!xml.attributes().hasAttribute(QLatin1String(name))) continue;
        const QString text = attribute(xml, name);
        bool ok = false;
        const double number = text.toDouble(&ok);
        out.insert(QLatin1String(name), ok ? QJsonValue(number) : QJsonValue(text));
    }
}

void copyStrings(const QXmlStreamReader& xml, QJsonObject& out, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        if (xml.attributes().hasAttribute(QLatin1String(name))) out.insert(QLatin1String(name), attribute(xml, name));
    }
}

// Tiled 1.9 renamed an object's and a tile's "type" to "class"; either is the type here.
void copyType(const QXmlStreamReader& xml, QJsonObject& out)
{
    if (xml.attributes().hasAttribute(QLatin1String("type")))
        out.insert(QStringLiteral("type"), attribute(xml, "type"));
    else if (xml.attributes().hasAttribute(QLatin1String("class")))
        out.insert(QStringLiteral("type"), attribute(xml, "class"));
}

// <properties>: each <property name type value> (or its text, for multi-line strings).
QJsonArray readProperties(QXmlStreamReader& xml)
{
    QJsonArray properties;
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("property")) {
            xml.skipCurrentElement();
            continue;
        }
        const QString type
            = xml.attributes().hasAttribute(QLatin1String("type")) ? attribute(xml, "type") : QStringLiteral("string");
        const QString name = attribute(xml, "name");
        QString value;
        if (xml.attributes().hasAttribute(QLatin1String("value"))) {
            value = attribute(xml, "value");
            xml.skipCurrentElement();
        } else {
            value = xml.readElementText(QXmlStreamReader::SkipChildElements);
        }
        QJsonValue typed = value;
        if (type == QLatin1String("int") || type == QLatin1String("float") || type == QLatin1String("object")) {
            bool ok = false;
            const double number = value.toDouble(&ok);
            if (ok) typed = number;
        } else if (type == QLatin1String("bool")) {
            typed = value == QLatin1String("true");
        }
        properties.append(QJsonObject {
            { QStringLiteral("name"), name }, { QStringLiteral("type"), type }, { QStringLiteral("value"), typed } });
    }
    return properties;
}

QJsonObject readTileset(QXmlStreamReader& xml)
{
    QJsonObject tileset;
    copyNumbers(xml, tileset, { "firstgid", "tilewidth", "tileheight", "tilecount", "columns" });
    copyStrings(xml, tileset, { "source", "name" });
    QJsonArray tiles;
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("tile")) {
            QJsonObject tile;
            copyNumbers(xml, tile, { "id" });
            copyType(xml, tile);
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("properties"))
                    tile.insert(QStringLiteral("properties"), readProperties(xml));
                else
                    xml.skipCurrentElement();
            }
            tiles.append(tile);
        } else if (xml.name() == QLatin1String("properties")) {
            tileset.insert(QStringLiteral("properties"), readProperties(xml));
        } else {
            xml.skipCurrentElement();
        }
    }
    if (!tiles.isEmpty()) tileset.insert(QStringLiteral("tiles"), tiles);
    return tileset;
}

// <data>: CSV and XML <tile gid> become an array of numbers, Base64 stays text with its
// compression, chunks (infinite maps) are kept as chunks for the reader to refuse.
void readData(QXmlStreamReader& xml, QJsonObject& layer)
{
    const QString encoding = attribute(xml, "encoding");
    const QString compression = attribute(xml, "compression");
    QJsonArray gids;
    QJsonArray chunks;
    QString text;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("data")) break;
        if (token == QXmlStreamReader::Characters) text += xml.text();
        if (token != QXmlStreamReader::StartElement) continue;
        if (xml.name() == QLatin1String("tile")) {
            gids.append(attribute(xml, "gid").isEmpty() ? 0.0 : attribute(xml, "gid").toDouble());
            xml.skipCurrentElement();
        } else if (xml.name() == QLatin1String("chunk")) {
            QJsonObject chunk;
            copyNumbers(xml, chunk, { "x", "y", "width", "height" });
            chunks.append(chunk);
            xml.skipCurrentElement();
        } else {
            xml.skipCurrentElement();
        }
    }
    if (!chunks.isEmpty()) {
        layer.insert(QStringLiteral("chunks"), chunks);
        return;
    }
    if (encoding == QLatin1String("csv")) {
        for (const QString& word : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const double gid = word.trimmed().toDouble(&ok);
            gids.append(ok ? QJsonValue(gid) : QJsonValue(word.trimmed()));
        }
        layer.insert(QStringLiteral("data"), gids);
    } else if (encoding.isEmpty()) {
        layer.insert(QStringLiteral("data"), gids);
    } else {
        layer.insert(QStringLiteral("data"), text.trimmed());
        layer.insert(QStringLiteral("encoding"), encoding);
        if (!compression.isEmpty()) layer.insert(QStringLiteral("compression"), compression);
    }
}

QJsonObject readTileLayer(QXmlStreamReader& xml)
{
    QJsonObject layer { { QStringLiteral("type"), QStringLiteral("tilelayer") } };
    copyNumbers(xml, layer, { "id", "width", "height" });
    copyStrings(xml, layer, { "name" });
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("data"))
            readData(xml, layer);
        else if (xml.name() == QLatin1String("properties"))
            layer.insert(QStringLiteral("properties"), readProperties(xml));
        else
            xml.skipCurrentElement();
    }
    return layer;
}

QJsonObject readObject(QXmlStreamReader& xml)
{
    QJsonObject object { { QStringLiteral("width"), 0 }, { QStringLiteral("height"), 0 } };
    copyNumbers(xml, object, { "id", "x", "y", "width", "height", "gid", "rotation" });
    copyStrings(xml, object, { "name", "template" });
    copyType(xml, object);
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("properties")) {
            object.insert(QStringLiteral("properties"), readProperties(xml));
            continue;
        }
        if (xml.name() == QLatin1String("point")) object.insert(QStringLiteral("point"), true);
        xml.skipCurrentElement();
    }
    return object;
}

QJsonObject readObjectGroup(QXmlStreamReader& xml)
{
    QJsonObject layer { { QStringLiteral("type"), QStringLiteral("objectgroup") } };
    copyNumbers(xml, layer, { "id" });
    copyStrings(xml, layer, { "name" });
    QJsonArray objects;
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("object"))
            objects.append(readObject(xml));
        else if (xml.name() == QLatin1String("properties"))
            layer.insert(QStringLiteral("properties"), readProperties(xml));
        else
            xml.skipCurrentElement();
    }
    layer.insert(QStringLiteral("objects"), objects);
    return layer;
}

// The layers inside <map> or a <group>, in the order Tiled draws them.
QJsonArray readLayers(QXmlStreamReader& xml, QJsonObject& owner);

QJsonObject readGroup(QXmlStreamReader& xml)
{
    QJsonObject group { { QStringLiteral("type"), QStringLiteral("group") } };
    copyStrings(xml, group, { "name" });
    group.insert(QStringLiteral("layers"), readLayers(xml, group));
    return group;
}

QJsonArray readLayers(QXmlStreamReader& xml, QJsonObject& owner)
{
    QJsonArray layers;
    QJsonArray tilesets;
    while (xml.readNextStartElement()) {
        const auto name = xml.name();
        if (name == QLatin1String("layer")) {
            layers.append(readTileLayer(xml));
        } else if (name == QLatin1String("objectgroup")) {
            layers.append(readObjectGroup(xml));
        } else if (name == QLatin1String("group")) {
            layers.append(readGroup(xml));
        } else if (name == QLatin1String("imagelayer")) {
            QJsonObject image { { QStringLiteral("type"), QStringLiteral("imagelayer") } };
            copyStrings(xml, image, { "name" });
            layers.append(image);
            xml.skipCurrentElement();
        } else if (name == QLatin1String("tileset")) {
            tilesets.append(readTileset(xml));
        } else if (name == QLatin1String("properties")) {
            owner.insert(QStringLiteral("properties"), readProperties(xml));
        } else {
            xml.skipCurrentElement();
        }
    }
    if (!tilesets.isEmpty()) owner.insert(QStringLiteral("tilesets"), tilesets);
    return layers;
}

} // namespace

std::optional<QJsonObject> toJson(const QByteArray& bytes, QString* error)
{
    QXmlStreamReader xml(bytes);
    QJsonObject map;
    if (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("tileset")) {
            if (error) *error = QCoreApplication::translate("mazeworks::TmxFile", "this is a Tiled tileset, not a map");
            return std::nullopt;
        }
        if (xml.name() != QLatin1String("map")) {
            if (error)
                *error = QCoreApplication::translate(
                    "mazeworks::TmxFile", "line %1: a Tiled map (.tmx) starts with <map>, not <%2>")
                             .arg(xml.lineNumber())
                             .arg(xml.name().toString());
            return std::nullopt;
        }
        map.insert(QStringLiteral("type"), QStringLiteral("map"));
        copyNumbers(xml, map, { "width", "height", "tilewidth", "tileheight" });
        copyStrings(xml, map, { "orientation", "version", "tiledversion" });
        if (attribute(xml, "infinite") == QLatin1String("1")) map.insert(QStringLiteral("infinite"), true);
        map.insert(QStringLiteral("layers"), readLayers(xml, map));
    }
    if (xml.hasError() || map.isEmpty()) {
        if (error) {
            *error = xml.hasError() ? QCoreApplication::translate(
                         "mazeworks::TmxFile", "line %1, column %2: this is not a Tiled map (TMX): %3")
                                          .arg(xml.lineNumber())
                                          .arg(xml.columnNumber())
                                          .arg(xml.errorString())
                                    : QCoreApplication::translate(
                                        "mazeworks::TmxFile", "line 1: this is not a Tiled map (TMX): it has no <map>");
        }
        return std::nullopt;
    }
    return map;
}

tmjfile::TmjReadResult read(const QByteArray& bytes, const tmjfile::TilesetReader& readTileset)
{
    QString error;
    const std::optional<QJsonObject> map = toJson(bytes, &error);
    if (!map) {
        tmjfile::TmjReadResult result;
        result.errors << error;
        return result;
    }
    return tmjfile::readMap(*map, readTileset);
}

} // namespace mazeworks::tmxfile

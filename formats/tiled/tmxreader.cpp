#include "tmxreader.h"

#include "layerdata.h"
#include "maze/mazefile.h"
#include "tiledreading.h"

#include <QXmlStreamReader>

#include <cmath>

namespace mazeworks::tiled {

namespace {

class TmxReader : TiledReading {
public:
    TmxReader(const QByteArray& bytes, QString file, Document document, ExternalFiles& files, Problems& problems)
        : TiledReading(std::move(file), document, files, problems)
        , m_xml(bytes)
    {
    }

    std::optional<Map> map()
    {
        if (!openRoot(QLatin1String("map"))) return std::nullopt;
        std::optional<Map> map = readMap();
        // A map read no further (its size is wrong) may have bad XML after: that is said too.
        while (!map && !m_xml.atEnd()) m_xml.readNext();
        if (!finished()) return std::nullopt;
        return map;
    }

    std::optional<Tileset> tileset()
    {
        if (!openRoot(QLatin1String("tileset"))) return std::nullopt;
        Tileset tileset = readTileset(Place { here() });
        if (!finished()) return std::nullopt;
        return tileset;
    }

    std::optional<Template> objectTemplate()
    {
        if (!openRoot(QLatin1String("template"))) return std::nullopt;
        Template read = readTemplate();
        if (!finished()) return std::nullopt;
        return read;
    }

private:
    // The root element is the one wanted: else the problem, and false.
    bool openRoot(QLatin1String wanted)
    {
        if (!m_xml.readNextStartElement()) {
            documentProblem(m_xml.hasError() ? syntaxError() : QStringLiteral("<%1>").arg(wanted));
            return false;
        }
        if (m_xml.name() == wanted) return true;
        if (m_document == Document::Map && m_xml.name() == QLatin1String("tileset"))
            m_problems.add(Code::IsATileset, Place { here() });
        else if (m_document == Document::Map)
            m_problems.add(Code::NotAMapElement, Place { here() }, { m_xml.name().toString() });
        else
            documentProblem(QStringLiteral("<%1>").arg(m_xml.name()));
        return false;
    }

    // The document ended well; else the problem, and false.
    bool finished()
    {
        if (!m_xml.hasError()) return true;
        documentProblem(syntaxError());
        return false;
    }

    QString syntaxError() const { return m_xml.errorString(); }

    void documentProblem(const QString& what)
    {
        Place place { SourcePlace {
            m_file, static_cast<int>(m_xml.lineNumber()), static_cast<int>(m_xml.columnNumber()) } };
        if (place.source.line == 0) place.source.line = 1;
        switch (m_document) {
        case Document::Map:
            m_problems.add(Code::NotXml, place, { what });
            break;
        case Document::Tileset:
            m_problems.add(Code::NotATilesetFile, place, { m_file, what });
            break;
        case Document::Template:
            m_problems.add(Code::NotATemplateFile, place, { m_file, what });
            break;
        }
    }

    SourcePlace here() const { return SourcePlace { m_file, static_cast<int>(m_xml.lineNumber()), 0 }; }
    bool has(const char* name) const { return m_xml.attributes().hasAttribute(QLatin1String(name)); }
    QString attribute(const char* name) const { return m_xml.attributes().value(QLatin1String(name)).toString(); }

    // A number attribute; a word that is none is said, and read as absent.
    std::optional<double> number(const char* name, const Place& place)
    {
        if (!has(name)) return std::nullopt;
        const QString text = attribute(name);
        bool ok = false;
        const double value = text.toDouble(&ok);
        if (ok && std::isfinite(value)) return value;
        m_problems.add(
            Code::NotANumber, place, { QString::fromLatin1(name), QStringLiteral("\"%1\"").arg(text.left(40)) });
        return std::nullopt;
    }

    // A whole number attribute in [low, high], else `fallback` (said when it is no number).
    int integer(
        const char* name, const Place& place, int fallback = 0, double low = -kFarTiles, double high = kFarTiles)
    {
        const std::optional<double> value = number(name, place);
        if (!value || *value != std::floor(*value) || *value < low || *value > high) return fallback;
        return static_cast<int>(*value);
    }

    // Tiled 1.9 renamed an object's and a tile's "type" to "class"; either is the type here.
    std::optional<QString> typeAttribute() const
    {
        if (has("type")) return attribute("type");
        if (has("class")) return attribute("class");
        return std::nullopt;
    }

    // <map>: its size and tiles, then tilesets, layers and properties in any order.
    std::optional<Map> readMap()
    {
        Map map;
        const Place place { here() };
        map.place = place.source;
        map.orientation = has("orientation") ? attribute("orientation") : QStringLiteral("orthogonal");
        map.infinite = attribute("infinite") == QLatin1String("1");
        const std::optional<double> width = number("width", place);
        const std::optional<double> height = number("height", place);
        map.tileWidth = integer("tilewidth", place, 0, 0, kFarTiles);
        map.tileHeight = integer("tileheight", place, 0, 0, kFarTiles);
        const bool sized = isMapSize(width, height);
        if (!sized && !map.infinite) {
            if ((width || !has("width")) && (height || !has("height"))) {
                m_problems.add(Code::MapSize, place,
                    { has("width") ? attribute("width") : QStringLiteral("?"),
                        has("height") ? attribute("height") : QStringLiteral("?"), QString::number(kMaxMapSide) });
            }
            return std::nullopt;
        }
        if (sized) {
            map.width = static_cast<int>(*width);
            map.height = static_cast<int>(*height);
        }
        enterMap(map);
        while (m_xml.readNextStartElement()) {
            const auto name = m_xml.name();
            if (name == QLatin1String("properties")) {
                map.properties = readProperties();
            } else if (name == QLatin1String("tileset")) {
                map.tilesets.push_back(readTileset(Place { here() }));
            } else if (std::optional<Layer> layer = readLayer()) {
                map.layers.push_back(std::move(*layer));
            }
        }
        return map;
    }

    // A layer of any kind, or nothing (the element skipped) when it is no layer.
    std::optional<Layer> readLayer()
    {
        const auto name = m_xml.name();
        if (name == QLatin1String("layer")) return readTileLayer();
        if (name == QLatin1String("objectgroup")) return readObjectGroup();
        if (name == QLatin1String("imagelayer")) return readImageLayer();
        if (name == QLatin1String("group")) return readGroupLayer();
        m_xml.skipCurrentElement();
        return std::nullopt;
    }

    // What every kind of layer has: its name, whether it is shown, where it is drawn.
    Layer readLayerAttributes(Layer::Kind kind)
    {
        Layer layer;
        layer.kind = kind;
        layer.name = attribute("name");
        layer.place = here();
        layer.visible = attribute("visible") != QLatin1String("0");
        const Place place { layer.place, layer.name };
        layer.offset = QPointF(number("offsetx", place).value_or(0), number("offsety", place).value_or(0));
        return layer;
    }

    // <layer>: a tile layer, its <data> and properties.
    Layer readTileLayer()
    {
        Layer layer = readLayerAttributes(Layer::Kind::Tiles);
        const Place place { layer.place, layer.name };
        layer.width = integer("width", place, m_mapWidth, 0, kFarTiles);
        layer.height = integer("height", place, m_mapHeight, 0, kFarTiles);
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("data"))
                readLayerData(layer);
            else if (m_xml.name() == QLatin1String("properties"))
                layer.properties = readProperties();
            else
                m_xml.skipCurrentElement();
        }
        return layer;
    }

    // <data>: CSV or Base64 text, <tile gid> elements (Tiled's XML format), or <chunk>s of an
    // infinite map, each of them holding one of the others.
    void readLayerData(Layer& layer)
    {
        const Place place { here(), layer.name };
        const QString encoding = attribute("encoding");
        const QString compression = attribute("compression");
        if (!fitsTheMap(layer, place)) {
            m_xml.skipCurrentElement();
            return;
        }
        std::vector<quint32> xmlTiles;
        qint64 xmlCount = 0;
        bool xmlOk = true;
        QString text;
        while (!m_xml.atEnd()) {
            const QXmlStreamReader::TokenType token = m_xml.readNext();
            if (token == QXmlStreamReader::EndElement) break;
            if (token == QXmlStreamReader::Characters) {
                if (!encoding.isEmpty()) text += m_xml.text();
                continue;
            }
            if (token != QXmlStreamReader::StartElement) continue;
            if (m_xml.name() == QLatin1String("chunk")) {
                if (std::optional<Chunk> chunk = readChunk(encoding, compression, layer.name))
                    layer.chunks.push_back(std::move(*chunk));
            } else if (m_xml.name() == QLatin1String("tile")) {
                xmlOk = readXmlTile(xmlTiles, xmlCount, qint64(layer.width) * layer.height, place) && xmlOk;
            } else {
                m_xml.skipCurrentElement();
            }
        }
        if (!layer.chunks.empty() || (m_infinite && text.trimmed().isEmpty() && xmlCount == 0)) return;
        if (!m_files.spend(qint64(layer.width) * layer.height, place)) return;
        if (encoding.isEmpty()) {
            if (xmlOk && checkTileCount(xmlCount, layer.width, layer.height, place, m_problems))
                layer.gids = std::move(xmlTiles);
            return;
        }
        if (auto gids = decodeTileData(text, encoding, compression, layer.width, layer.height, place, m_problems))
            layer.gids = std::move(*gids);
    }

    // <tile gid>: one tile of the XML format (no gid: empty), kept while the layer has room.
    bool readXmlTile(std::vector<quint32>& tiles, qint64& count, qint64 room, const Place& place)
    {
        std::optional<quint32> gid = 0;
        const QString text = attribute("gid");
        if (has("gid")) {
            bool ok = false;
            const qulonglong value = text.toULongLong(&ok);
            gid = ok && value <= 0xFFFFFFFFull ? std::optional<quint32>(static_cast<quint32>(value)) : std::nullopt;
        }
        m_xml.skipCurrentElement();
        if (!gid) {
            m_problems.add(
                Code::NotATileNumber, place, { QString::number(count), QStringLiteral("\"%1\"").arg(text.left(40)) });
            ++count;
            return false;
        }
        if (count < room) tiles.push_back(*gid);
        ++count;
        return true;
    }

    // <chunk x y width height>: a piece of an infinite map's layer, in any of the encodings.
    std::optional<Chunk> readChunk(const QString& encoding, const QString& compression, const QString& layerName)
    {
        const Place place { here(), layerName };
        Chunk chunk;
        chunk.x = integer("x", place, kFarTiles + 1, -kFarTiles, kFarTiles);
        chunk.y = integer("y", place, kFarTiles + 1, -kFarTiles, kFarTiles);
        chunk.width = integer("width", place, 0, 0, kMaxMapSide);
        chunk.height = integer("height", place, 0, 0, kMaxMapSide);
        if (chunk.x > kFarTiles || chunk.y > kFarTiles || chunk.width < 1 || chunk.height < 1) {
            m_problems.add(
                Code::ChunkShape, place, { attribute("x"), attribute("y"), attribute("width"), attribute("height") });
            m_xml.skipCurrentElement();
            return std::nullopt;
        }
        if (!m_files.spend(qint64(chunk.width) * chunk.height, place)) {
            m_xml.skipCurrentElement();
            return std::nullopt;
        }
        std::vector<quint32> xmlTiles;
        qint64 xmlCount = 0;
        bool ok = true;
        QString text;
        while (m_xml.readNext() != QXmlStreamReader::EndElement && !m_xml.atEnd()) {
            if (m_xml.isCharacters()) {
                text += m_xml.text();
            } else if (m_xml.isStartElement() && m_xml.name() == QLatin1String("tile")) {
                ok = readXmlTile(xmlTiles, xmlCount, qint64(chunk.width) * chunk.height, place) && ok;
            } else if (m_xml.isStartElement()) {
                m_xml.skipCurrentElement();
            }
        }
        if (encoding.isEmpty()) {
            if (!ok || !checkTileCount(xmlCount, chunk.width, chunk.height, place, m_problems)) return std::nullopt;
            chunk.gids = std::move(xmlTiles);
            return chunk;
        }
        auto gids = decodeTileData(text, encoding, compression, chunk.width, chunk.height, place, m_problems);
        if (!gids) return std::nullopt;
        chunk.gids = std::move(*gids);
        return chunk;
    }

    // <objectgroup>: objects and properties.
    Layer readObjectGroup()
    {
        Layer layer = readLayerAttributes(Layer::Kind::Objects);
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("object"))
                layer.objects.push_back(readObject());
            else if (m_xml.name() == QLatin1String("properties"))
                layer.properties = readProperties();
            else
                m_xml.skipCurrentElement();
        }
        return layer;
    }

    // <object>: what it sets itself, then what its template gives.
    Object readObject()
    {
        Object object;
        object.place = here();
        object.id = integer("id", Place { object.place }, 0, 0, 1e9);
        Place place { object.place };
        place.object = object.id;
        if (has("name")) object.name = attribute("name");
        place.objectName = object.name.value_or(QString());
        object.type = typeAttribute();
        object.x = number("x", place);
        object.y = number("y", place);
        object.width = number("width", place);
        object.height = number("height", place);
        object.rotation = number("rotation", place);
        if (has("visible")) object.visible = attribute("visible") != QLatin1String("0");
        if (const std::optional<double> gid = number("gid", place)) {
            object.gid = gidOf(*gid);
            if (!object.gid)
                m_problems.add(Code::NotANumber, place, { QStringLiteral("gid"), attribute("gid").left(40) });
        }
        // A template's own object names no template: Tiled has none such, and one naming itself
        // would never end.
        const QString templateSource = m_document == Document::Map ? attribute("template") : QString();
        readObjectContents(object);
        if (templateSource.isEmpty()) return object;
        const Template* from = m_files.objectTemplate(templateSource, m_file, place);
        if (!from) return object;
        return instantiated(object, *from, resolvedPath(m_file, templateSource));
    }

    // An object's properties and shape.
    void readObjectContents(Object& object)
    {
        while (m_xml.readNextStartElement()) {
            const auto name = m_xml.name();
            if (name == QLatin1String("properties")) {
                object.properties = readProperties();
                continue;
            }
            if (name == QLatin1String("ellipse")) {
                object.shape = Object::Shape::Ellipse;
            } else if (name == QLatin1String("point")) {
                object.shape = Object::Shape::Point;
            } else if (name == QLatin1String("text")) {
                object.shape = Object::Shape::Text;
            } else if (name == QLatin1String("polygon") || name == QLatin1String("polyline")) {
                object.shape = name == QLatin1String("polygon") ? Object::Shape::Polygon : Object::Shape::Polyline;
                object.points = readPoints(attribute("points"));
            }
            m_xml.skipCurrentElement();
        }
    }

    // "x,y x,y ...": a polygon's corners; words that are no pair of numbers are passed over.
    static std::vector<QPointF> readPoints(const QString& text)
    {
        std::vector<QPointF> points;
        for (QStringView pair : QStringView(text).tokenize(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const qsizetype comma = pair.indexOf(QLatin1Char(','));
            bool okX = false;
            bool okY = false;
            const double x = pair.left(comma).toDouble(&okX);
            const double y = pair.mid(comma + 1).toDouble(&okY);
            if (comma > 0 && okX && okY && std::isfinite(x) && std::isfinite(y)) points.emplace_back(x, y);
        }
        return points;
    }

    // <imagelayer>: a picture, no tiles.
    Layer readImageLayer()
    {
        Layer layer = readLayerAttributes(Layer::Kind::Image);
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("properties"))
                layer.properties = readProperties();
            else
                m_xml.skipCurrentElement();
        }
        return layer;
    }

    // <group>: layers inside a layer.
    Layer readGroupLayer()
    {
        Layer group = readLayerAttributes(Layer::Kind::Group);
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("properties")) {
                group.properties = readProperties();
            } else if (std::optional<Layer> layer = readLayer()) {
                group.layers.push_back(std::move(*layer));
            }
        }
        return group;
    }

    // <tileset>: embedded with its tiles, or a reference to a .tsx or .tsj file.
    Tileset readTileset(const Place& at)
    {
        Place place = at;
        place.tileset = attribute("name");
        qint64 firstGid = 0;
        if (m_document != Document::Tileset) {
            const int gid = integer("firstgid", place, 0, 1, 0x7FFFFFFF);
            if (gid < 1) m_problems.add(Code::FirstGid, place);
            firstGid = gid;
        }
        // A tileset file names no other (one naming itself would never end).
        if (has("source") && m_document != Document::Tileset) {
            const QString source = attribute("source");
            place.tileset = source;
            m_xml.skipCurrentElement();
            return m_files.tileset(source, firstGid, m_file, place);
        }
        Tileset tileset;
        tileset.firstGid = firstGid;
        tileset.name = attribute("name");
        tileset.place = place.source;
        tileset.tileWidth = integer("tilewidth", place, 0, 0, kFarTiles);
        tileset.tileHeight = integer("tileheight", place, 0, 0, kFarTiles);
        tileset.spacing = integer("spacing", place, 0, 0, kFarTiles);
        tileset.margin = integer("margin", place, 0, 0, kFarTiles);
        tileset.tileCount = integer("tilecount", place, 0, 0, 0x7FFFFFFF);
        tileset.columns = integer("columns", place, 0, 0, kFarTiles);
        if (firstGid < 1 && m_document != Document::Tileset) tileset.read = false;
        while (m_xml.readNextStartElement()) {
            const auto name = m_xml.name();
            if (name == QLatin1String("tile"))
                readTilesetTile(tileset);
            else if (name == QLatin1String("image"))
                tileset.image = readImage();
            else if (name == QLatin1String("properties"))
                tileset.properties = readProperties();
            else
                m_xml.skipCurrentElement();
        }
        return tileset;
    }

    // <tile>: a tile of a tileset with a type, properties or a picture of its own.
    void readTilesetTile(Tileset& tileset)
    {
        TileDefinition tile;
        tile.place = here();
        const qint64 id = integer("id", Place { tile.place, {}, {}, tileset.name }, -1, 0, 0x7FFFFFFF);
        tile.type = typeAttribute().value_or(QString());
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("properties"))
                tile.properties = readProperties();
            else if (m_xml.name() == QLatin1String("image"))
                tile.image = readImage();
            else
                m_xml.skipCurrentElement();
        }
        if (id >= 0) tileset.tiles[id] = std::move(tile);
    }

    // <image source>: the picture's file, relative to the map's folder.
    QString readImage()
    {
        const QString source = attribute("source");
        m_xml.skipCurrentElement();
        return source.isEmpty() ? QString() : resolvedPath(m_file, source);
    }

    // <properties>: each <property>.
    Properties readProperties()
    {
        Properties properties;
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("property"))
                properties.push_back(readProperty());
            else
                m_xml.skipCurrentElement();
        }
        return properties;
    }

    // <property name type value>: the value in its type; a multi-line string is the element's
    // text, a class's members are properties inside it.
    Property readProperty()
    {
        Property property;
        property.name = attribute("name");
        property.type = has("type") ? attribute("type") : QStringLiteral("string");
        if (property.type == QLatin1String("class")) {
            QVariantMap members;
            while (m_xml.readNextStartElement()) {
                if (m_xml.name() != QLatin1String("properties")) {
                    m_xml.skipCurrentElement();
                    continue;
                }
                for (const Property& member : readProperties()) members.insert(member.name, member.value);
            }
            property.value = members;
            return property;
        }
        QString text;
        if (has("value")) {
            text = attribute("value");
            m_xml.skipCurrentElement();
        } else {
            text = m_xml.readElementText(QXmlStreamReader::SkipChildElements);
        }
        property.value = typedValue(property.type, text);
        return property;
    }

    static QVariant typedValue(const QString& type, const QString& text)
    {
        if (type == QLatin1String("int") || type == QLatin1String("float") || type == QLatin1String("object")) {
            bool ok = false;
            const double number = text.toDouble(&ok);
            if (ok) return number;
        } else if (type == QLatin1String("bool")) {
            return text == QLatin1String("true");
        }
        return text;
    }

    // <template>: its tilesets and its object.
    Template readTemplate()
    {
        Template read;
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("tileset")) {
                read.tilesets.push_back(readTileset(Place { here() }));
            } else if (m_xml.name() == QLatin1String("object")) {
                read.object = readObject();
            } else {
                m_xml.skipCurrentElement();
            }
        }
        std::sort(read.tilesets.begin(), read.tilesets.end(),
            [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });
        return read;
    }

    QXmlStreamReader m_xml;
};

} // namespace

std::optional<Map> readTmxMap(const QByteArray& bytes, ExternalFiles& files, Problems& problems)
{
    std::optional<Map> map = TmxReader(bytes, QString(), Document::Map, files, problems).map();
    if (!map) return std::nullopt;
    std::stable_sort(map->tilesets.begin(), map->tilesets.end(),
        [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });
    map->templates = files.templates();
    return map;
}

std::optional<Tileset> readTsx(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems)
{
    return TmxReader(bytes, file, Document::Tileset, files, problems).tileset();
}

std::optional<Template> readTx(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems)
{
    return TmxReader(bytes, file, Document::Template, files, problems).objectTemplate();
}

} // namespace mazeworks::tiled

#include "kindswriter.h"

#include "tiledfiles.h"
#include "tilekinds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace mazeworks::tiled {

namespace {

// Copies XML, adding or setting the "kind" property of the tiles of one tileset.
class XmlKinds {
public:
    XmlKinds(const QByteArray& bytes, qint64 firstGid, const std::map<qint64, Tile>& kinds)
        : m_in(bytes)
        , m_out(&m_bytes)
        , m_firstGid(firstGid)
        , m_pending(kinds)
    {
    }

    std::optional<QByteArray> run()
    {
        bool found = false;
        while (!m_in.atEnd()) {
            m_in.readNext();
            if (m_in.hasError()) return std::nullopt;
            if (m_in.isStartDocument()) {
                m_out.writeStartDocument(m_in.documentVersion().toString());
                continue;
            }
            if (m_in.isStartElement()) {
                startElement(found);
            } else if (m_in.isEndElement()) {
                endElement();
            } else {
                m_out.writeCurrentToken(m_in);
            }
        }
        if (!found) return std::nullopt;
        return m_bytes;
    }

private:
    void startElement(bool& found)
    {
        const auto name = m_in.name();
        ++m_depth;
        if (name == QLatin1String("tileset") && m_tilesetDepth == 0 && isTarget()) {
            m_tilesetDepth = m_depth;
            found = true;
        } else if (m_tilesetDepth && m_depth == m_tilesetDepth + 1 && name == QLatin1String("tile")) {
            bool ok = false;
            const qint64 id = m_in.attributes().value(QLatin1String("id")).toLongLong(&ok);
            if (ok && m_pending.count(id)) {
                m_tile = id;
                m_tileDepth = m_depth;
            }
        } else if (m_tileDepth && m_depth == m_tileDepth + 1 && name == QLatin1String("properties")) {
            m_propertiesDepth = m_depth;
        } else if (m_propertiesDepth && m_depth == m_propertiesDepth + 1 && name == QLatin1String("property")
            && m_in.attributes().value(QLatin1String("name")) == QLatin1String("kind")) {
            // The tile's own "kind", which was no kind Mazeworks knows: replaced.
            m_out.writeStartElement(QStringLiteral("property"));
            m_out.writeAttribute(QStringLiteral("name"), QStringLiteral("kind"));
            m_out.writeAttribute(QStringLiteral("value"), kindName(m_pending.at(*m_tile)));
            m_written = true;
            return;
        }
        m_out.writeCurrentToken(m_in);
    }

    void endElement()
    {
        if (m_propertiesDepth == m_depth) {
            if (!m_written) writeKind(*m_tile);
            m_propertiesDepth = 0;
        } else if (m_tileDepth == m_depth) {
            if (!m_written) {
                m_out.writeStartElement(QStringLiteral("properties"));
                writeKind(*m_tile);
                m_out.writeEndElement();
            }
            m_pending.erase(*m_tile);
            m_tile.reset();
            m_tileDepth = 0;
            m_written = false;
        } else if (m_tilesetDepth == m_depth) {
            // The tiles that had no element of their own.
            for (const auto& [id, kind] : m_pending) {
                m_out.writeStartElement(QStringLiteral("tile"));
                m_out.writeAttribute(QStringLiteral("id"), QString::number(id));
                m_out.writeStartElement(QStringLiteral("properties"));
                writeKind(id);
                m_out.writeEndElement();
                m_out.writeEndElement();
            }
            m_pending.clear();
            m_tilesetDepth = 0;
        }
        m_out.writeEndElement();
        --m_depth;
    }

    void writeKind(qint64 tile)
    {
        m_out.writeEmptyElement(QStringLiteral("property"));
        m_out.writeAttribute(QStringLiteral("name"), QStringLiteral("kind"));
        m_out.writeAttribute(QStringLiteral("value"), kindName(m_pending.at(tile)));
        m_written = true;
    }

    bool isTarget() const
    {
        if (m_firstGid == 0) return m_depth == 1;
        return m_in.attributes().value(QLatin1String("firstgid")).toLongLong() == m_firstGid
            && !m_in.attributes().hasAttribute(QLatin1String("source"));
    }

    QXmlStreamReader m_in;
    QByteArray m_bytes;
    QXmlStreamWriter m_out;
    qint64 m_firstGid;
    std::map<qint64, Tile> m_pending;
    int m_depth = 0;
    int m_tilesetDepth = 0;
    int m_tileDepth = 0;
    int m_propertiesDepth = 0;
    std::optional<qint64> m_tile;
    bool m_written = false;
};

// The span of the first-level value of `key` in a JSON object's text, and of each element of it
// when it is an array: found by a scan that knows strings and nesting, nothing more.
struct Span {
    qsizetype begin = -1;
    qsizetype end = -1; // one past
};

std::vector<Span> arrayElements(const QByteArray& json, const QByteArray& key)
{
    std::vector<Span> elements;
    int depth = 0;
    bool inString = false;
    qsizetype stringStart = 0;
    QByteArray lastString;
    bool inWanted = false;
    Span element;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
                lastString = json.mid(stringStart, i - stringStart);
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            stringStart = i + 1;
        } else if (c == '{' || c == '[') {
            ++depth;
            if (c == '[' && depth == 2 && lastString == key && !inWanted)
                inWanted = true;
            else if (inWanted && depth == 3)
                element.begin = i;
        } else if (c == '}' || c == ']') {
            if (inWanted && depth == 3) {
                element.end = i + 1;
                elements.push_back(element);
            }
            if (inWanted && depth == 2) return elements;
            --depth;
        } else if (c == ',' && depth == 1) {
            lastString.clear();
        }
    }
    return elements;
}

QJsonObject tilesetWithKinds(QJsonObject tileset, const std::map<qint64, Tile>& kinds)
{
    std::map<qint64, Tile> pending = kinds;
    QJsonArray tiles = tileset.value(QStringLiteral("tiles")).toArray();
    auto kindProperty = [](Tile kind) {
        return QJsonObject { { QStringLiteral("name"), QStringLiteral("kind") },
            { QStringLiteral("type"), QStringLiteral("string") }, { QStringLiteral("value"), kindName(kind) } };
    };
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        QJsonObject tile = tiles[i].toObject();
        const qint64 id = tile.value(QStringLiteral("id")).toInteger(-1);
        if (!pending.count(id)) continue;
        QJsonArray properties = tile.value(QStringLiteral("properties")).toArray();
        bool set = false;
        for (qsizetype p = 0; p < properties.size(); ++p) {
            if (properties[p].toObject().value(QStringLiteral("name")).toString() != QLatin1String("kind")) continue;
            properties[p] = kindProperty(pending.at(id));
            set = true;
        }
        if (!set) properties.append(kindProperty(pending.at(id)));
        tile.insert(QStringLiteral("properties"), properties);
        tiles[i] = tile;
        pending.erase(id);
    }
    for (const auto& [id, kind] : pending) {
        tiles.append(QJsonObject {
            { QStringLiteral("id"), id }, { QStringLiteral("properties"), QJsonArray { kindProperty(kind) } } });
    }
    tileset.insert(QStringLiteral("tiles"), tiles);
    return tileset;
}

std::optional<QByteArray> jsonWithKinds(const QByteArray& bytes, qint64 firstGid, const std::map<qint64, Tile>& kinds)
{
    if (firstGid == 0) {
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        if (!document.isObject()) return std::nullopt;
        return QJsonDocument(tilesetWithKinds(document.object(), kinds)).toJson(QJsonDocument::Indented);
    }
    for (const Span& span : arrayElements(bytes, "tilesets")) {
        const QJsonDocument element = QJsonDocument::fromJson(bytes.mid(span.begin, span.end - span.begin));
        const QJsonObject tileset = element.object();
        if (tileset.value(QStringLiteral("firstgid")).toInteger() != firstGid
            || tileset.contains(QStringLiteral("source")))
            continue;
        QByteArray out = bytes;
        out.replace(span.begin, span.end - span.begin,
            QJsonDocument(tilesetWithKinds(tileset, kinds)).toJson(QJsonDocument::Compact));
        return out;
    }
    return std::nullopt;
}

} // namespace

std::optional<QByteArray> withKinds(const QByteArray& bytes, qint64 firstGid, const std::map<qint64, Tile>& kinds)
{
    if (looksLikeXml(bytes)) return XmlKinds(bytes, firstGid, kinds).run();
    return jsonWithKinds(bytes, firstGid, kinds);
}

} // namespace mazeworks::tiled

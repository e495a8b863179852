#include "tiledproblem.h"

#include "message/message.h"

#include <QCoreApplication>

#include <array>
#include <string>
#include <vector>

namespace mazeworks::tiled {

namespace {

struct Message {
    Code code;
    const char* name;
    Level level;
    const char* text;
};

// Keyed by code, never by the text: the English may be reworded without losing translations.
// Words in quotes and in brackets are Tiled's or the .maze format's: they stay in English.
constexpr std::array kMessages = {
    //: %1: what the JSON reader says is wrong.
    Message { Code::NotJson, "not-json", Level::Error, QT_TRANSLATE_NOOP("mazeworks::Tiled", "this is not JSON: %1") },
    Message { Code::NotJsonObject, "not-json-object", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "a Tiled map is a JSON object, this is not one") },
    //: %1: what the XML reader says is wrong.
    Message { Code::NotXml, "not-xml", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "this is not a Tiled map (TMX): %1") },
    Message { Code::NotAMapElement, "not-a-map", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "a Tiled map (.tmx) starts with <map>, not <%1>") },
    Message { Code::IsATileset, "a-tileset", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "this is a Tiled tileset, not a map") },
    Message { Code::NotAMapType, "not-a-map-type", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "\"type\": \"%1\" is not a Tiled map") },
    //: %1: the name of a field of the file; %2: what it holds.
    Message { Code::NotANumber, "not-a-number", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "\"%1\": %2 is not a number") },
    Message { Code::MapSize, "map-size", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the map is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high") },
    Message { Code::TileSize, "tile-size", Level::Error,
        QT_TRANSLATE_NOOP(
            "mazeworks::Tiled", "a tile needs a width and a height in pixels (\"tilewidth\", \"tileheight\")") },
    Message { Code::NoTileLayer, "no-tile-layer", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the map has no tile layer") },
    Message { Code::TooManyTiles, "too-many-tiles", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the tile layers hold more than %1 tiles in all") },
    //: %1 x %2: the layer's size; %3 x %4: the map's.
    Message { Code::LayerSize, "layer-size", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the layer is %1 x %2 tiles, the map %3 x %4") },
    //: %1: the tiles of the layer's data; %2 x %3: the layer's size; %4: its tiles.
    Message { Code::LayerTiles, "layer-tiles", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "its data has %1 tiles, not the %4 of %2 x %3") },
    //: %1: the place of the number in the layer's data, from 0; %2: what is there, as the file spells it.
    Message { Code::NotATileNumber, "not-a-tile-number", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "tile %1 of the data: %2 is not a tile number") },
    Message { Code::NoTileData, "no-tile-data", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the layer has no tile data") },
    Message { Code::UnknownEncoding, "unknown-encoding", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the tile data's encoding \"%1\" is neither csv nor base64") },
    Message { Code::NotBase64, "not-base64", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the tile data is not valid Base64") },
    Message { Code::UnknownCompression, "unknown-compression", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "\"%1\" compression is none that Tiled writes (zlib, gzip, zstd)") },
    //: %1: zlib, gzip or zstd.
    Message { Code::DataTooLarge, "data-too-large", Level::Error,
        QT_TRANSLATE_NOOP(
            "mazeworks::Tiled", "the %1-compressed tile data holds more than the %2 bytes of its %3 tiles") },
    Message { Code::DataDamaged, "data-damaged", Level::Error,
        QT_TRANSLATE_NOOP(
            "mazeworks::Tiled", "the %1-compressed tile data cannot be uncompressed: it is damaged or cut short") },
    //: %1: zstd; %2, %3: sizes in mebibytes (MiB). The window is how far back zstd's data may refer.
    Message { Code::DataWindow, "data-window", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "the %1-compressed tile data needs a %2 MiB window to uncompress, more than the %3 MiB allowed") },
    Message { Code::DataSize, "data-size", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the tile data is %1 bytes, not 4 bytes for each of its %2 tiles") },
    //: %1, %2: the column and row where the chunk starts; %3 x %4: its size.
    Message { Code::ChunkShape, "chunk-shape", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the chunk at %1, %2 of %3 x %4 tiles is too large or too far out") },
    Message { Code::InfiniteSize, "infinite-size", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "the tiles of the infinite map span %1 x %2 tiles; a maze is 1 to %3 tiles wide and high") },
    Message { Code::InfiniteEmpty, "infinite-empty", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the infinite map has no tile anywhere") },
    Message { Code::FirstGid, "firstgid", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "its \"firstgid\" is missing or not a positive number") },
    //: %1: a file's name; %2: why it cannot be read.
    Message { Code::FileUnreadable, "file-unreadable", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "%1 cannot be read: %2") },
    //: %1: a file's name; %2: what is wrong with it.
    Message { Code::NotATilesetFile, "not-a-tileset", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "%1 is not a Tiled tileset: %2") },
    //: %1: a file's name; %2: what is wrong with it.
    Message { Code::NotATemplateFile, "not-a-template", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "%1 is not a Tiled object template: %2") },
    Message { Code::NotAKind, "not-a-kind", Level::Error,
        QT_TRANSLATE_NOOP(
            "mazeworks::Tiled", "\"%1\" is not a kind of tile (wall, dot, energizer, floor, tunnel, door, house)") },
    //: %1: the tile's number in its tileset; %2: the tileset; %3: how many tiles of the map are this tile.
    Message { Code::NoKind, "no-kind", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "tile %1 of tileset \"%2\" has no kind (%3 on the map): in Tiled, give the tile a \"kind\" "
            "property or a type such as wall or dot") },
    //: %1: a tile number; %2: how many tiles of the map have it.
    Message { Code::NoTileset, "no-tileset", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "tile %1 is in no tileset (%2 on the map)") },
    //: %1, %2: the object's position in pixels.
    Message { Code::FarAway, "far-away", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "it lies at x %1, y %2, far outside any map") },
    Message { Code::NotADirection, "not-a-direction", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "heading \"%1\" is not a direction (up, left, down, right)") },
    Message { Code::GhostWithoutKind, "ghost-without-kind", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "it has no \"kind\" property (red, pink, cyan, orange)") },
    Message { Code::NotAGhost, "not-a-ghost", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "kind \"%1\" is not a ghost (red, pink, cyan, orange)") },
    Message { Code::BadRelease, "release", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "release \"%1\" is not a number of seconds from 0 up") },
    //: %1: the object's type (muncher, ghost, corner, fruit); %2: the first object's number.
    Message { Code::SecondPlace, "second-place", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "a second \"%1\" (the first is object %2)") },
    //: %1: isometric, staggered or hexagonal, as Tiled names them.
    Message { Code::NotOrthogonal, "not-orthogonal", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "the map is %1, a maze is orthogonal: its tiles are read as a grid of squares, row by row") },
    Message { Code::HiddenLayer, "hidden-layer", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the layer is hidden in Tiled, so it is left out") },
    Message { Code::ImageLayer, "image-layer", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "an image layer has no tiles, so it is left out") },
    Message { Code::LayerOffset, "layer-offset", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "Tiled draws the layer %1, %2 pixels off the grid; its tiles are read where the grid has them") },
    Message { Code::NotAPlace, "not-a-place", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "its type \"%1\" is no place of a maze (muncher, ghost, corner, fruit), so it is left out") },
    Message { Code::NoType, "no-type", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "it has no type, so it is no place of a maze and is left out") },
    Message { Code::HiddenObject, "hidden-object", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "it is hidden in Tiled, so it is left out") },
    Message { Code::UnknownProperty, "unknown-property", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "the property \"%1\" means nothing to a maze, so it is left out") },
    Message { Code::NotARule, "not-a-rule", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "the property \"rules\": \"%1\" is not a rule (pink-slip, red-astar, dot-counters), so it is left out") },
    //: %1: the property's name; %2: its value.
    Message { Code::BadMapRelease, "map-release", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "the property \"%1\": \"%2\" is not a number of seconds from 0 up, so it is left out") },
    //: %1: the property's name; %2: its value.
    Message { Code::BadReleaseDots, "release-dots", Level::Warning,
        QT_TRANSLATE_NOOP(
            "mazeworks::Tiled", "the property \"%1\": \"%2\" is not a count of dots from 0 up, so it is left out") },
    //: %1: the layers' names, bottom first; %2: how many tiles of a lower layer are covered by one of another kind.
    Message { Code::LayersMerged, "layers-merged", Level::Note,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "the tile layers %1 are laid over one another, bottom first: each tile of the level is the "
            "uppermost one there; %2 tiles cover a tile of another kind") },
    Message { Code::InfiniteBounds, "infinite-bounds", Level::Note,
        QT_TRANSLATE_NOOP("mazeworks::Tiled",
            "the map is infinite: the level is the rectangle its tiles cover, columns %1 to %2 and rows %3 "
            "to %4 of the map") },
    //: %1: how many tiles; %2: the tileset's name.
    Message { Code::KindsAnswered, "kinds-answered", Level::Note,
        QT_TRANSLATE_NOOP(
            "mazeworks::Tiled", "%1 tiles of tileset \"%2\" have the kinds given for them, not kinds of the tileset") },
    Message { Code::MoreProblems, "more-problems", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Tiled", "... and %1 more problems") },
};

const Message& messageOf(Code code)
{
    for (const Message& m : kMessages) {
        if (m.code == code) return m;
    }
    return kMessages.back();
}

QString words(const char* text, Words w)
{
    return w == Words::Translated ? QCoreApplication::translate("mazeworks::Tiled", text) : QString::fromUtf8(text);
}

// Core's one placeholder filler (message/message.h): %1 to %9 in one pass, so that a value that
// holds "%1" itself is not read again.
QString filled(const QString& text, const QStringList& values)
{
    std::vector<std::string> words;
    words.reserve(static_cast<std::size_t>(values.size()));
    for (const QString& v : values) words.push_back(v.toStdString());
    return QString::fromStdString(fillPlaceholders(text.toStdString(), words));
}

constexpr int kListedErrors = 20;
constexpr int kListedOthers = 100;

} // namespace

QString codeName(Code code) { return QString::fromLatin1(messageOf(code).name); }

Level levelOf(Code code) { return messageOf(code).level; }

Problem problem(Code code, Place place, QStringList values)
{
    return Problem { code, levelOf(code), std::move(place), std::move(values) };
}

QString levelName(Level level, Words w)
{
    switch (level) {
    case Level::Error:
        return words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "error"), w);
    case Level::Warning:
        return words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "warning"), w);
    case Level::Note:
        return words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "note"), w);
    }
    return {};
}

QString placeText(const Place& place, Words w)
{
    QStringList parts;
    if (place.object) {
        parts << (place.objectName.isEmpty()
                ? filled(
                    words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "object %1"), w), { QString::number(*place.object) })
                : filled(words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "object %1 \"%2\""), w),
                    { QString::number(*place.object), place.objectName }));
    }
    if (!place.tileset.isEmpty()) {
        parts << (place.tile < 0
                ? filled(words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "tileset \"%1\""), w), { place.tileset })
                : filled(words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "tileset \"%1\", tile %2"), w),
                    { place.tileset, QString::number(place.tile) }));
    }
    if (!place.layer.isEmpty())
        parts << filled(words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "layer \"%1\""), w), { place.layer });
    if (place.cell) {
        parts << filled(words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "column %1, row %2"), w),
            { QString::number(place.cell->col), QString::number(place.cell->row) });
    }
    return parts.join(QStringLiteral(", "));
}

QString messageText(const Problem& problem, Words w)
{
    return filled(words(messageOf(problem.code).text, w), problem.values);
}

QString describe(const Problem& problem, Words w)
{
    QStringList parts;
    const SourcePlace& source = problem.place.source;
    QString at = source.file;
    if (source.line > 0) {
        const QString line = source.column > 0
            ? filled(words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "line %1, column %2"), w),
                { QString::number(source.line), QString::number(source.column) })
            : filled(words(QT_TRANSLATE_NOOP("mazeworks::Tiled", "line %1"), w), { QString::number(source.line) });
        at = at.isEmpty() ? line : at + QStringLiteral(", ") + line;
    }
    if (!at.isEmpty()) parts << at;
    const QString where = placeText(problem.place, w);
    if (!where.isEmpty()) parts << where;
    parts << messageText(problem, w);
    return parts.join(QStringLiteral(": "));
}

void Problems::add(Problem problem)
{
    const bool error = problem.level == Level::Error;
    if (error ? m_errors < kListedErrors : m_warnings < kListedOthers) {
        m_list.push_back(std::move(problem));
    } else {
        ++m_more;
    }
    ++(error ? m_errors : m_warnings);
}

std::vector<Problem> Problems::take()
{
    std::vector<Problem> out = std::move(m_list);
    if (m_more > 0) {
        Problem more = problem(Code::MoreProblems, {}, { QString::number(m_more) });
        if (m_errors == 0) more.level = Level::Warning;
        out.push_back(std::move(more));
    }
    m_list.clear();
    m_more = 0;
    return out;
}

} // namespace mazeworks::tiled

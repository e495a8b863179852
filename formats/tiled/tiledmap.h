#pragma once

// What a Tiled map holds, as far as a maze cares, read from either of Tiled's spellings (.tmx
// XML, .tmj JSON) before anything is made of it: as libtiled's Map, Tileset, Layer and MapObject
// are. The readers (tmxreader, tmjreader) fill it element by element; tiledlevel makes a level
// of it; mapOfLevel makes one of a level for the writers.

#include <QPointF>
#include <QString>
#include <QVariant>

#include <map>
#include <optional>
#include <vector>

namespace mazeworks::tiled {

// Where something was read: the file (relative to the map's folder; empty for the map itself)
// and, where the spelling tells, its line and column (XML; JSON does not say).
struct SourcePlace {
    QString file {};
    int line = 0;
    int column = 0;
};

// A custom property: Tiled's name, type ("string", "int", "float", "bool", "color", "file",
// "object", "class") and value.
struct Property {
    QString name;
    QString type;
    QVariant value;
};
using Properties = std::vector<Property>;

// The property of that name, or null.
const Property* findProperty(const Properties& properties, const QString& name);
// `over` on top of `under`: a property of `over` replaces one of the same name.
Properties merged(const Properties& under, const Properties& over);

struct TileDefinition {
    QString type; // "type", or "class" since Tiled 1.9
    Properties properties;
    QString image; // a collection's tile picture, relative to the map's folder
    SourcePlace place;
};

struct Tileset {
    qint64 firstGid = 0; // in a template, the first GID of the template's own numbering
    QString file; // the .tsx or .tsj it came from, relative to the map's folder; empty when embedded
    QString name;
    int tileWidth = 0;
    int tileHeight = 0;
    int spacing = 0;
    int margin = 0;
    int columns = 0;
    int tileCount = 0;
    QString image; // the picture of all its tiles, relative to the map's folder; empty for a collection
    std::map<qint64, TileDefinition> tiles; // the tiles that have a type, properties or a picture
    Properties properties;
    SourcePlace place;
    bool read = true; // false when its file could not be read (a problem says why)
};

// Tiled keeps flips and rotations in the top bits of a GID.
inline constexpr quint32 kFlipBits = 0xF0000000u;

struct Chunk {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    std::vector<quint32> gids;
};

struct Object {
    enum class Shape { Rectangle, Ellipse, Point, Polygon, Polyline, Text };
    qint64 id = 0;
    // Unset when the object leaves it to its template.
    std::optional<QString> name;
    std::optional<QString> type;
    std::optional<double> x;
    std::optional<double> y;
    std::optional<double> width;
    std::optional<double> height;
    std::optional<double> rotation; // degrees, clockwise, about (x, y)
    std::optional<bool> visible;
    std::optional<quint32> gid; // a tile object
    std::optional<Shape> shape;
    std::vector<QPointF> points; // of a polygon or polyline, relative to (x, y)
    // The template whose tilesets number `gid`, when the GID came from it; empty: the map's.
    QString gidTemplate;
    QString templateFile; // the template it is an instance of, relative to the map's folder
    Properties properties;
    SourcePlace place;
};

// An object template (.tx, .tj): the object and the tilesets its GID counts in.
struct Template {
    Object object;
    std::vector<Tileset> tilesets;
};

// `instance` with what it leaves unset taken from `from`, as Tiled resolves a template.
Object instantiated(const Object& instance, const Template& from, const QString& templateFile);

struct Layer {
    enum class Kind { Tiles, Objects, Image, Group };
    Kind kind = Kind::Tiles;
    QString name;
    bool visible = true;
    QPointF offset; // pixels, as Tiled draws it
    Properties properties;
    SourcePlace place;
    // A tile layer of a fixed map: width x height GIDs, row by row.
    int width = 0;
    int height = 0;
    std::vector<quint32> gids;
    // A tile layer of an infinite map.
    std::vector<Chunk> chunks;
    std::vector<Object> objects; // of an object layer
    std::vector<Layer> layers; // of a group
};

struct Map {
    QString orientation = QStringLiteral("orthogonal");
    int width = 0;
    int height = 0;
    int tileWidth = 0;
    int tileHeight = 0;
    bool infinite = false;
    Properties properties;
    std::vector<Tileset> tilesets; // in the order of their first GIDs
    std::vector<Layer> layers; // bottom first, as Tiled draws them
    std::map<QString, Template> templates; // by file, relative to the map's folder
    SourcePlace place;
};

// The tileset that numbers `gid` (flip bits cleared) among `tilesets`, sorted by first GID:
// the last that starts at or before it; null for none.
const Tileset* tilesetOf(const std::vector<Tileset>& tilesets, quint32 gid);

} // namespace mazeworks::tiled

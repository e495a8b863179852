// mapOfLevel: the map Mazeworks writes of a level (tiledlevel.h), read back by importLevel as
// the same level.

#include "tiledlevel.h"

#include "tilekinds.h"

#include <algorithm>

namespace mazeworks::tiled {

namespace {

QString word(std::string_view text) { return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size())); }

Property property(const QString& name, const QString& type, const QVariant& value)
{
    return Property { name, type, value };
}

// One tile a kind, each with its kind as the property "kind" and as its type.
Tileset kindsTileset(const QString& image)
{
    Tileset tileset;
    tileset.firstGid = 1;
    tileset.name = QStringLiteral("mazeworks");
    tileset.tileWidth = tileset.tileHeight = kTileSize;
    tileset.columns = tileset.tileCount = static_cast<int>(kTiles.size());
    tileset.image = image;
    for (std::size_t i = 0; i < kTiles.size(); ++i) {
        TileDefinition tile;
        tile.type = kindName(kTiles[i]);
        tile.properties = { property(QStringLiteral("kind"), QStringLiteral("string"), tile.type) };
        tileset.tiles[static_cast<qint64>(i)] = tile;
    }
    return tileset;
}

Layer tileLayer(const Maze& maze)
{
    Layer layer;
    layer.kind = Layer::Kind::Tiles;
    layer.name = QStringLiteral("tiles");
    layer.width = maze.width();
    layer.height = maze.height();
    layer.gids.reserve(maze.tiles.size());
    for (std::size_t i = 0; i < maze.tiles.size(); ++i) {
        const auto kind = std::find(kTiles.begin(), kTiles.end(), maze.tiles[i]) - kTiles.begin();
        layer.gids.push_back(static_cast<quint32>(1 + kind));
    }
    return layer;
}

// An object covering one tile, as a designer would draw it in Tiled.
Object placeObject(qint64 id, const QString& name, const QString& type, Cell cell, Properties properties = {})
{
    Object object;
    object.id = id;
    object.name = name;
    object.type = type;
    object.x = cell.col * kTileSize;
    object.y = cell.row * kTileSize;
    object.width = object.height = kTileSize;
    object.rotation = 0;
    object.visible = true;
    object.properties = std::move(properties);
    return object;
}

Layer placesLayer(const Maze& maze)
{
    Layer layer;
    layer.kind = Layer::Kind::Objects;
    layer.name = QStringLiteral("places");
    qint64 id = 0;
    auto heading
        = [](Direction d) { return property(QStringLiteral("heading"), QStringLiteral("string"), word(name(d))); };
    auto kind = [](GhostKind k) { return property(QStringLiteral("kind"), QStringLiteral("string"), word(name(k))); };
    if (maze.muncher) {
        layer.objects.push_back(placeObject(++id, QStringLiteral("muncher"), QStringLiteral("muncher"),
            maze.muncher->cell, { heading(maze.muncher->heading) }));
    }
    for (GhostKind k : kGhostKinds) {
        const auto& ghost = maze.ghost(k);
        if (!ghost) continue;
        Properties properties { kind(k), heading(ghost->heading) };
        if (const auto& release = maze.releases[indexOf(k)])
            properties.push_back(property(QStringLiteral("release"), QStringLiteral("float"), *release));
        layer.objects.push_back(placeObject(
            ++id, word(name(k)) + QStringLiteral(" ghost"), QStringLiteral("ghost"), ghost->cell, properties));
    }
    for (GhostKind k : kGhostKinds) {
        if (const auto& corner = maze.corners[indexOf(k)]) {
            layer.objects.push_back(placeObject(
                ++id, word(name(k)) + QStringLiteral(" corner"), QStringLiteral("corner"), *corner, { kind(k) }));
        }
    }
    if (maze.fruit)
        layer.objects.push_back(placeObject(++id, QStringLiteral("fruit"), QStringLiteral("fruit"), *maze.fruit));
    return layer;
}

// What the level has besides its map and places: its name, rules, dot counts, weights, and
// releases of ghosts it has no start for (they have no object to ride on).
Properties levelProperties(const Maze& maze)
{
    Properties out;
    if (!maze.name.empty())
        out.push_back(property(QStringLiteral("name"), QStringLiteral("string"), QString::fromStdString(maze.name)));
    for (GhostKind k : kGhostKinds) {
        if (!maze.ghost(k) && maze.releases[indexOf(k)]) {
            out.push_back(property(
                word(name(k)) + QStringLiteral(" release"), QStringLiteral("float"), *maze.releases[indexOf(k)]));
        }
    }
    if (!maze.rules.empty())
        out.push_back(
            property(QStringLiteral("rules"), QStringLiteral("string"), QString::fromStdString(maze.rules.words())));
    for (GhostKind k : kGhostKinds) {
        if (const auto& dots = maze.releaseDots[indexOf(k)])
            out.push_back(property(word(name(k)) + QStringLiteral(" release-dots"), QStringLiteral("int"), *dots));
    }
    if (!maze.weights.empty()) {
        QStringList rows;
        for (int row = 0; row < maze.height(); ++row) {
            QString digits;
            for (int col = 0; col < maze.width(); ++col) digits += QChar(u'0' + maze.weight(col, row));
            rows << digits;
        }
        out.push_back(property(QStringLiteral("weights"), QStringLiteral("string"), rows.join(QLatin1Char('\n'))));
    }
    return out;
}

} // namespace

Map mapOfLevel(const Maze& maze, const QString& tilesetImage)
{
    Map map;
    map.width = maze.width();
    map.height = maze.height();
    map.tileWidth = map.tileHeight = kTileSize;
    map.properties = levelProperties(maze);
    map.tilesets.push_back(kindsTileset(tilesetImage));
    map.layers.push_back(tileLayer(maze));
    map.layers.push_back(placesLayer(maze));
    return map;
}

} // namespace mazeworks::tiled

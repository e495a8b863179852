#pragma once

// Tiled maps for tests, written as Tiled's JSON format writes them.

#include <QByteArray>
#include <QString>

namespace mazeworks::test {

// A 3 x 2 map in Tiled's JSON: the tileset "t" has tile 0 wall, 1 dot, 2 floor (and 3 with no
// kind); the pieces given replace the parts of a valid map.
inline QByteArray mapJson(const QString& data = QStringLiteral("[1, 1, 1, 2, 3, 2]"),
    const QString& objects = QStringLiteral("[]"), const QString& extra = QString(),
    const QString& tilesets = QString())
{
    const QString tileset = QStringLiteral(R"({"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16,
        "tiles": [
          {"id": 0, "properties": [{"name": "kind", "type": "string", "value": "wall"}]},
          {"id": 1, "properties": [{"name": "kind", "type": "string", "value": "dot"}]},
          {"id": 2, "properties": [{"name": "kind", "type": "string", "value": "floor"}]},
          {"id": 3}
        ]})");
    return QStringLiteral(R"({
  "type": "map", "orientation": "orthogonal", "width": 3, "height": 2,
  "tilewidth": 16, "tileheight": 16, %1
  "tilesets": [%2],
  "layers": [
    {"type": "tilelayer", "name": "tiles", "width": 3, "height": 2, "data": %3},
    {"type": "objectgroup", "name": "places", "objects": %4}
  ]
})")
        .arg(extra, tilesets.isEmpty() ? tileset : tilesets, data, objects)
        .toUtf8();
}

} // namespace mazeworks::test

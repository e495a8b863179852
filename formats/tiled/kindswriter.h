#pragma once

// Kinds written back into a designer's tileset, as the "kind" property of each tile, so that
// the next import needs no answers: into a tileset file (.tsx, .tsj), or into the map that
// embeds the tileset (.tmx, .tmj). Everything else in the file stays as it was: the XML is
// copied token by token, a JSON map keeps every byte outside the tileset.

#include "maze/tile.h"

#include <QByteArray>

#include <map>
#include <optional>

namespace mazeworks::tiled {

// `bytes` with the kinds set; `firstGid` names the tileset embedded in a map, 0 when the file is
// the tileset. Nothing when the file holds no such tileset (or is no Tiled file).
std::optional<QByteArray> withKinds(const QByteArray& bytes, qint64 firstGid, const std::map<qint64, Tile>& kinds);

} // namespace mazeworks::tiled

#pragma once

// A tiled::Map written in Tiled's spellings, as Tiled 1.8 writes them: .tmx (XML, the tile
// layers as CSV) and .tmj (JSON). Writes the maps mapOfLevel makes: fixed size, embedded
// tilesets, tile and object layers, custom properties; as libtiled's MapWriter and
// MapToVariantConverter do for the whole format.

#include "tiledmap.h"

#include <QByteArray>

namespace mazeworks::tiled {

QByteArray writeTmx(const Map& map);
QByteArray writeTmj(const Map& map);

} // namespace mazeworks::tiled

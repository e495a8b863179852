#pragma once

// Tiled's JSON spelling (.tmj maps, .tsj tilesets, .tj templates;
// doc.mapeditor.org/en/stable/reference/json-map-format), read object by object into a
// tiled::Map, as Tiled's own varianttomapconverter.cpp does. Whatever the bytes, no throw and
// no crash: problems are added with the place they are about.

#include "tiledfiles.h"

namespace mazeworks::tiled {

std::optional<Map> readTmjMap(const QByteArray& bytes, ExternalFiles& files, Problems& problems);
std::optional<Tileset> readTsj(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems);
std::optional<Template> readTj(const QByteArray& bytes, const QString& file, ExternalFiles& files, Problems& problems);

} // namespace mazeworks::tiled

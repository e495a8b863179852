#pragma once

// Tiled's own XML map format (.tmx, doc.mapeditor.org/en/stable/reference/tmx-map-format),
// Tiled's default. The XML is turned into the shape of Tiled's JSON format, element by element,
// and read by tmjfile: one reading of what a map means, two ways of spelling it.

#include "tmjfile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace mazeworks::tmxfile {

// The map as Tiled's JSON format would hold it, or nothing with the place and reason in `error`.
std::optional<QJsonObject> toJson(const QByteArray& bytes, QString* error);

// A level from a .tmx map; never throws, whatever the bytes.
tmjfile::TmjReadResult read(const QByteArray& bytes, const tmjfile::TilesetReader& readTileset = {});

} // namespace mazeworks::tmxfile

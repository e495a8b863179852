#pragma once

// What the readers of Tiled's two spellings (tmxreader.cpp, tmjreader.cpp) share: the file being
// read, which kind of document it is, and the rules of Tiled's model that hold whatever the
// spelling: the size a map may have, and a fixed map's layers of the map's size.

#include "tiledfiles.h"

#include <optional>

namespace mazeworks::tiled {

// What a file holds: a map, a tileset file (.tsx, .tsj) or a template (.tx, .tj).
enum class Document { Map, Tileset, Template };

class TiledReading {
protected:
    TiledReading(QString file, Document document, ExternalFiles& files, Problems& problems);

    // Whether the width and height read (nothing where they were no number) are a map's size:
    // whole numbers from 1 to kMaxMapSide.
    static bool isMapSize(std::optional<double> width, std::optional<double> height);
    // The map's size and whether it is infinite, for the layers read after it.
    void enterMap(const Map& map);
    // Whether a tile layer is the map's size, as every layer of a fixed map is: another is no
    // layer Tiled writes, and its tiles could not be placed. False with the problem at `place`.
    bool fitsTheMap(const Layer& layer, const Place& place);

    QString m_file; // relative to the map's folder: empty for the map
    Document m_document;
    ExternalFiles& m_files;
    Problems& m_problems;
    bool m_infinite = false;
    int m_mapWidth = 0;
    int m_mapHeight = 0;
};

} // namespace mazeworks::tiled

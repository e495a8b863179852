#pragma once

// The pictures of a tileset's tiles, cut from the tileset's picture (or a collection's own
// pictures), to show a tile beside the question what it is. Each picture file is read once.

#include "tiledfiles.h"
#include "tiledmap.h"

#include <QImage>

#include <map>

namespace mazeworks::tiled {

class TilePictures {
public:
    explicit TilePictures(FileReader reader);
    // The tile's picture; a null image when it has none that can be read.
    QImage picture(const Tileset& tileset, qint64 tile);

private:
    QImage image(const QString& path);

    FileReader m_reader;
    std::map<QString, QImage> m_images;
};

} // namespace mazeworks::tiled

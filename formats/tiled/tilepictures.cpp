#include "tilepictures.h"

namespace mazeworks::tiled {

TilePictures::TilePictures(FileReader reader)
    : m_reader(std::move(reader))
{
}

QImage TilePictures::image(const QString& path)
{
    const auto found = m_images.find(path);
    if (found != m_images.end()) return found->second;
    QImage read;
    if (const std::optional<QByteArray> bytes = m_reader ? m_reader(path, nullptr) : std::nullopt)
        read = QImage::fromData(*bytes);
    return m_images.emplace(path, read).first->second;
}

QImage TilePictures::picture(const Tileset& tileset, qint64 tile)
{
    if (const auto own = tileset.tiles.find(tile); own != tileset.tiles.end() && !own->second.image.isEmpty())
        return image(own->second.image);
    if (tileset.image.isEmpty() || tileset.tileWidth < 1 || tileset.tileHeight < 1) return {};
    const QImage all = image(tileset.image);
    if (all.isNull()) return {};
    // Tiled cuts the picture into a grid: the margin round it, the spacing between tiles.
    const int stepX = tileset.tileWidth + tileset.spacing;
    const int stepY = tileset.tileHeight + tileset.spacing;
    const int columns = tileset.columns > 0 ? tileset.columns
                                            : std::max(1, (all.width() - 2 * tileset.margin + tileset.spacing) / stepX);
    const QRect rect(tileset.margin + static_cast<int>(tile % columns) * stepX,
        tileset.margin + static_cast<int>(tile / columns) * stepY, tileset.tileWidth, tileset.tileHeight);
    if (!all.rect().contains(rect)) return {};
    return all.copy(rect);
}

} // namespace mazeworks::tiled

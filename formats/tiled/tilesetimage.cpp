#include "tilesetimage.h"

#include "picture/mappainter.h"
#include "picture/theme.h"
#include "tiledlevel.h"

#include <QPainter>

namespace mazeworks::tiled {

QImage tilesetImage()
{
    const int count = static_cast<int>(kTiles.size());
    QImage image(count * kTileSize, kTileSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(theme::background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (int i = 0; i < count; ++i) {
        const Tile t = kTiles[static_cast<std::size_t>(i)];
        painter.save();
        painter.translate(i * kTileSize, 0);
        painter.scale(kTileSize, kTileSize);
        if (t == Tile::Wall) {
            // A whole tile of wall, so that walls side by side in Tiled join into blocks.
            painter.fillRect(QRectF(0, 0, 1, 1), theme::wallBody);
            painter.setPen(QPen(theme::wallEdge, 0.08));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(0.04, 0.04, 0.92, 0.92));
        } else {
            TileMap<Tile> one(1, 1, t);
            mappainter::paintTiles(painter, one, QRect(0, 0, 1, 1));
        }
        painter.restore();
    }
    return image;
}

} // namespace mazeworks::tiled

#include "chunkpicture.h"

#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QPainter>

#include <cmath>
#include <cstring>

namespace mazeworks {

namespace {

// Two rings: a tile's outline piece depends on its neighbours, and the pieces of the ring round
// a chunk reach into it.
constexpr int kRings = 2;

// Draws the tiles `part` of the chunk, the painter's origin at the chunk's top left corner.
void drawPart(QPainter& painter, const ChunkSnapshot& snapshot, const QRect& part)
{
    const ChunkStyle& style = snapshot.key.style;
    painter.save();
    // The tiles at their places on the map, the chunk's corner moved to the picture's by whole
    // pixels: every pixel as the whole map's drawing has it.
    painter.translate(-QPointF(snapshot.area.topLeft()) * style.scale);
    painter.scale(style.scale, style.scale);
    mappainter::paintTiles(painter, snapshot.tiles, part.translated(-snapshot.origin), true, snapshot.origin);
    painter.restore();
    if (style.grid) {
        // Part of the picture: drawing it over every frame would cost more than the map.
        painter.save();
        painter.setPen(QPen(theme::grid, 0));
        const QRect area = snapshot.area;
        for (int col = 0; col <= area.width(); ++col) {
            painter.drawLine(QPointF(col * style.scale, 0), QPointF(col * style.scale, area.height() * style.scale));
        }
        for (int row = 0; row <= area.height(); ++row) {
            painter.drawLine(QPointF(0, row * style.scale), QPointF(area.width() * style.scale, row * style.scale));
        }
        painter.restore();
    }
}

// The device pixels `pixels` of the chunk's picture, drawn from the tiles `part`, in an image of
// their own. They are drawn with a pixel to spare all round: Qt gives a shape antialiased up to
// the very edge of an image a fainter last pixel than one that goes on, and the whole map drawn
// in one go, which the chunks must match pixel for pixel, has no edge there.
QImage paintPixels(const ChunkSnapshot& snapshot, const QRect& pixels, const QRect& part)
{
    QImage image(pixels.size() + QSize(2, 2), QImage::Format_RGB32);
    if (image.isNull()) return {};
    image.fill(theme::background);
    {
        QPainter painter(&image);
        painter.translate(1 - pixels.left(), 1 - pixels.top());
        painter.scale(snapshot.key.style.ratio, snapshot.key.style.ratio);
        drawPart(painter, snapshot, part);
    }
    return image.copy(QRect(QPoint(1, 1), pixels.size()));
}

} // namespace

int ChunkStyle::tiles() const
{
    int tiles = 4;
    while (tiles * scale < 256 && tiles < 4096) tiles *= 2;
    return tiles;
}

QRect ChunkKey::area(const QSize& mapSize) const
{
    const int c = style.tiles();
    return QRect(cx * c, cy * c, c, c).intersected(QRect(QPoint(0, 0), mapSize));
}

size_t qHash(const ChunkKey& key, size_t seed) noexcept
{
    return qHashMulti(seed, key.style.scale, key.style.grid, key.style.ratio, key.cx, key.cy);
}

ChunkSnapshot::ChunkSnapshot(const TileMap<Tile>& map, const ChunkKey& chunk)
    : key(chunk)
    , area(chunk.area(QSize(map.width(), map.height())))
{
    const QRect window
        = area.adjusted(-kRings, -kRings, kRings, kRings).intersected(QRect(0, 0, map.width(), map.height()));
    origin = window.topLeft();
    if (window.isEmpty()) return;
    tiles = TileMap<Tile>(window.width(), window.height());
    for (int row = 0; row < window.height(); ++row) {
        const std::size_t from = map.index(window.left(), window.top() + row);
        const std::size_t to = tiles.index(0, row);
        for (int col = 0; col < window.width(); ++col) tiles[to + col] = map[from + col];
    }
}

QSize ChunkSnapshot::pixels() const
{
    const double side = key.style.scale * key.style.ratio;
    return { static_cast<int>(std::ceil(area.width() * side)), static_cast<int>(std::ceil(area.height() * side)) };
}

QImage paintChunk(const ChunkSnapshot& snapshot)
{
    if (snapshot.area.isEmpty()) return {};
    QImage picture = paintPixels(snapshot, QRect(QPoint(0, 0), snapshot.pixels()), snapshot.area);
    picture.setDevicePixelRatio(snapshot.key.style.ratio);
    return picture;
}

void repaintChunk(QImage& picture, const ChunkSnapshot& snapshot, const QRect& part)
{
    const QRect changed = part.intersected(snapshot.area);
    if (changed.isEmpty() || picture.isNull()) return;
    const double side = snapshot.key.style.scale * snapshot.key.style.ratio;
    const QRect pixels
        = QRectF(QPointF(changed.topLeft() - snapshot.area.topLeft()) * side, QSizeF(changed.size()) * side)
              .toAlignedRect()
              .intersected(picture.rect());
    // With a fractional pixel ratio a pixel at the edge of `changed` may show the tile beside it
    // too: that ring is drawn as well, within the chunk, as paintChunk draws it.
    const QImage drawn = paintPixels(snapshot, pixels, changed.adjusted(-1, -1, 1, 1).intersected(snapshot.area));
    if (drawn.isNull()) return;
    for (int row = 0; row < pixels.height(); ++row) {
        std::memcpy(picture.scanLine(pixels.top() + row) + pixels.left() * sizeof(QRgb), drawn.constScanLine(row),
            pixels.width() * sizeof(QRgb));
    }
}

} // namespace mazeworks

#include "mappicture.h"

#include "mappainter.h"
#include "theme.h"

#include <QPainter>

#include <algorithm>

namespace mazeworks::mappicture {

namespace {

// Tiles painted at a time: walls are outlined as one path per piece painted, and a path of a
// whole 4096 x 4096 map would take more memory than the picture.
constexpr int kChunk = 64;

} // namespace

int maxScale(const Maze& maze)
{
    if (!maze.hasMap()) return 1;
    return std::max(1, kMaxSide / std::max(maze.width(), maze.height()));
}

QImage render(const Maze& maze, const Options& options)
{
    if (!maze.hasMap() || options.scale < 1 || options.scale > maxScale(maze)) return {};
    QImage image(maze.width() * options.scale, maze.height() * options.scale, QImage::Format_RGB32);
    if (image.isNull()) return {};
    image.fill(theme::background);
    QPainter painter(&image);
    painter.scale(options.scale, options.scale);
    for (int top = 0; top < maze.height(); top += kChunk) {
        for (int left = 0; left < maze.width(); left += kChunk) {
            const QRect area(left, top, kChunk, kChunk);
            // Each chunk looks at its neighbours' walls but paints only inside itself, so the
            // outline joins across chunks without one painting over the next.
            painter.setClipRect(QRectF(area));
            mappainter::paintTiles(painter, maze.tiles, area);
        }
    }
    painter.setClipping(false);
    if (options.grid) {
        painter.setPen(QPen(theme::grid, 0)); // one pixel whatever the scale
        for (int col = 1; col < maze.width(); ++col) painter.drawLine(QPointF(col, 0), QPointF(col, maze.height()));
        for (int row = 1; row < maze.height(); ++row) painter.drawLine(QPointF(0, row), QPointF(maze.width(), row));
    }
    if (options.places) mappainter::paintPlaces(painter, maze, false);
    return image;
}

} // namespace mazeworks::mappicture

#include "heatmap.h"

#include "picture/heatcolours.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QPainter>

#include <algorithm>
#include <cstdlib>
#include <map>

namespace mazeworks::cli {

namespace {

// The level's walls and dimmed food, `tile` pixels a tile, ready for the tints; null when the
// picture cannot be made.
QImage base(const Maze& maze, int tile)
{
    if (!maze.hasMap()) return {};
    QImage image(maze.width() * tile, maze.height() * tile, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return {};
    image.fill(theme::background);
    return image;
}

void paintBase(const Maze& maze, QPainter& painter)
{
    const QRect all(0, 0, maze.width(), maze.height());
    mappainter::paintTiles(painter, maze.tiles, all, true);
    // The food dimmed under the heat: the walls are what the eye needs to place a tile.
    painter.fillRect(QRectF(all), QColor(11, 13, 26, 110));
}

} // namespace

QImage deathHeatPicture(const Maze& maze, const PlaytestTally& tally, int tile)
{
    QImage image = base(maze, tile);
    if (image.isNull()) return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(tile, tile);
    paintBase(maze, painter);
    std::int64_t most = 0;
    for (const auto& [cell, n] : tally.deaths) most = std::max(most, n);
    painter.setPen(Qt::NoPen);
    for (const auto& [cell, n] : tally.deaths) {
        if (cell.second < maze.width() && cell.first < maze.height())
            painter.fillRect(QRectF(cell.second, cell.first, 1, 1), heatcolours::more(n, most));
    }
    return image;
}

QImage deathDifferencePicture(const Maze& maze, const PlaytestTally& mine, const PlaytestTally& other, int tile)
{
    QImage image = base(maze, tile);
    if (image.isNull()) return image;
    std::map<std::pair<int, int>, std::int64_t> change;
    for (const auto& [cell, n] : mine.deaths) change[cell] += n;
    for (const auto& [cell, n] : other.deaths) change[cell] -= n;
    std::int64_t most = 0;
    for (const auto& [cell, n] : change) most = std::max(most, std::abs(n));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(tile, tile);
    paintBase(maze, painter);
    painter.setPen(Qt::NoPen);
    for (const auto& [cell, n] : change) {
        if (n == 0 || cell.second >= maze.width() || cell.first >= maze.height()) continue;
        painter.fillRect(
            QRectF(cell.second, cell.first, 1, 1), n > 0 ? heatcolours::more(n, most) : heatcolours::fewer(-n, most));
    }
    return image;
}

} // namespace mazeworks::cli

#include "heatmap.h"

#include "picture/heatcolours.h"

#include <QPainter>

#include <algorithm>
#include <cstdlib>
#include <map>

namespace mazeworks::cli {

QImage deathHeatPicture(const Maze& maze, const PlaytestTally& tally, int tile)
{
    QImage image = heatcolours::levelUnderHeat(maze, tile);
    if (image.isNull()) return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(tile, tile);
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
    QImage image = heatcolours::levelUnderHeat(maze, tile);
    if (image.isNull()) return image;
    std::map<std::pair<int, int>, std::int64_t> change;
    for (const auto& [cell, n] : mine.deaths) change[cell] += n;
    for (const auto& [cell, n] : other.deaths) change[cell] -= n;
    std::int64_t most = 0;
    for (const auto& [cell, n] : change) most = std::max(most, std::abs(n));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(tile, tile);
    painter.setPen(Qt::NoPen);
    for (const auto& [cell, n] : change) {
        if (n == 0 || cell.second >= maze.width() || cell.first >= maze.height()) continue;
        painter.fillRect(
            QRectF(cell.second, cell.first, 1, 1), n > 0 ? heatcolours::more(n, most) : heatcolours::fewer(-n, most));
    }
    return image;
}

} // namespace mazeworks::cli

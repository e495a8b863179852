#include "heatmap.h"

#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

namespace mazeworks::cli {

namespace {

QColor mix(const QColor& a, const QColor& b, double f)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
        static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
        static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
}

// Three colours along the square root of the share of the most: one catch in a hundred games
// still shows beside the worst tile.
QColor ramp(std::int64_t count, std::int64_t most, const QColor& low, const QColor& middle, const QColor& high)
{
    if (count <= 0 || most <= 0) return Qt::transparent;
    const double t = std::sqrt(static_cast<double>(std::min(count, most)) / static_cast<double>(most));
    QColor c = t < 0.5 ? mix(low, middle, t * 2) : mix(middle, high, (t - 0.5) * 2);
    c.setAlphaF(static_cast<float>(0.55 + 0.4 * t));
    return c;
}

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

QColor heatColour(std::int64_t count, std::int64_t most)
{
    // The editor's heat map colours (DeathHeatLayer).
    return ramp(count, most, QColor(0xa0, 0x10, 0x20), QColor(0xff, 0x40, 0x20), QColor(0xff, 0xf0, 0x50));
}

QColor coolColour(std::int64_t count, std::int64_t most)
{
    return ramp(count, most, QColor(0x10, 0x30, 0xa0), QColor(0x20, 0x80, 0xff), QColor(0x70, 0xf0, 0xff));
}

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
            painter.fillRect(QRectF(cell.second, cell.first, 1, 1), heatColour(n, most));
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
        painter.fillRect(QRectF(cell.second, cell.first, 1, 1), n > 0 ? heatColour(n, most) : coolColour(-n, most));
    }
    return image;
}

} // namespace mazeworks::cli

#include "heatcolours.h"

#include "mappainter.h"
#include "theme.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazeworks::heatcolours {

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

} // namespace

QColor more(std::int64_t count, std::int64_t most)
{
    return ramp(count, most, QColor(0xa0, 0x10, 0x20), QColor(0xff, 0x40, 0x20), QColor(0xff, 0xf0, 0x50));
}

QColor fewer(std::int64_t count, std::int64_t most)
{
    return ramp(count, most, QColor(0x10, 0x30, 0xa0), QColor(0x20, 0x80, 0xff), QColor(0x70, 0xf0, 0xff));
}

QImage levelUnderHeat(const Maze& maze, int tile)
{
    if (!maze.hasMap()) return {};
    QImage image(maze.width() * tile, maze.height() * tile, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return image;
    image.fill(theme::background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(tile, tile);
    const QRect all(0, 0, maze.width(), maze.height());
    mappainter::paintTiles(painter, maze.tiles, all, true);
    painter.fillRect(QRectF(all), QColor(11, 13, 26, 110));
    return image;
}

} // namespace mazeworks::heatcolours

#include "deathheatlayer.h"

#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QFont>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazeworks {

void DeathHeatLayer::setCounts(const TileMap<int>& counts)
{
    m_counts = counts;
    m_most = 0;
    for (int c : counts.tiles()) m_most = std::max(m_most, c);
}

QColor DeathHeatLayer::heat(int count, int most)
{
    if (count <= 0 || most <= 0) return Qt::transparent;
    // By the square root: one death in a hundred games still shows beside the worst tile.
    const double t = std::sqrt(static_cast<double>(count) / most);
    const QColor cold(0xa0, 0x10, 0x20);
    const QColor warm(0xff, 0x40, 0x20);
    const QColor hot(0xff, 0xf0, 0x50);
    const auto mix = [](const QColor& a, const QColor& b, double f) {
        return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
    };
    QColor c = t < 0.5 ? mix(cold, warm, t * 2) : mix(warm, hot, (t - 0.5) * 2);
    c.setAlphaF(static_cast<float>(0.55 + 0.4 * t));
    return c;
}

void DeathHeatLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    if (m_counts.empty() || m_most == 0) return;
    const QRect area = visible.intersected(QRect(0, 0, m_counts.width(), m_counts.height()));
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int row = area.top(); row <= area.bottom(); ++row) {
        for (int col = area.left(); col <= area.right(); ++col) {
            const int n = m_counts[m_counts.index(col, row)];
            if (n > 0) painter.fillRect(QRectF(col, row, 1, 1), heat(n, m_most));
        }
    }
    // Counts when a tile is large enough for a number; drawn in pixels, so the text stays sharp.
    if (scale >= 14) {
        const QTransform toPixels = painter.transform();
        painter.resetTransform();
        QFont font = painter.font();
        font.setPixelSize(std::clamp(static_cast<int>(scale * 0.45), 8, 28));
        font.setBold(true);
        painter.setFont(font);
        for (int row = area.top(); row <= area.bottom(); ++row) {
            for (int col = area.left(); col <= area.right(); ++col) {
                const int n = m_counts[m_counts.index(col, row)];
                if (n <= 0) continue;
                const QRectF box = toPixels.mapRect(QRectF(col, row, 1, 1));
                painter.setPen(std::sqrt(double(n) / m_most) > 0.6 ? Qt::black : Qt::white);
                painter.drawText(box, Qt::AlignCenter, QString::number(n));
            }
        }
    }
    painter.restore();
}

QImage DeathHeatLayer::picture(const Maze& maze, const TileMap<int>& counts, int tile)
{
    if (!maze.hasMap()) return {};
    QImage image(maze.width() * tile, maze.height() * tile, QImage::Format_ARGB32_Premultiplied);
    image.fill(theme::background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(tile, tile);
    const QRect all(0, 0, maze.width(), maze.height());
    mappainter::paintTiles(painter, maze.tiles, all, true);
    // The food dimmed under the heat: the walls are what the eye needs to place a tile.
    painter.fillRect(QRectF(all), QColor(11, 13, 26, 110));
    DeathHeatLayer layer;
    layer.setCounts(counts);
    layer.paint(painter, all, tile);
    return image;
}

} // namespace mazeworks

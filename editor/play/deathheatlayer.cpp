#include "deathheatlayer.h"

#include "picture/heatcolours.h"

#include <QFont>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace mazeworks {

void DeathHeatLayer::setCounts(const TileMap<int>& counts, bool differences)
{
    m_counts = counts;
    m_differences = differences;
    m_most = 0;
    for (int c : counts.tiles()) m_most = std::max(m_most, std::abs(c));
}

QColor DeathHeatLayer::heat(int count, int most)
{
    return count < 0 ? heatcolours::fewer(-count, most) : heatcolours::more(count, most);
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
            if (n != 0) painter.fillRect(QRectF(col, row, 1, 1), heat(n, m_most));
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
                if (n == 0) continue;
                const QRectF box = toPixels.mapRect(QRectF(col, row, 1, 1));
                painter.setPen(std::sqrt(double(std::abs(n)) / m_most) > 0.6 ? Qt::black : Qt::white);
                // A change has its sign: +2 where the level in the editor has two catches more.
                const QString text = m_differences && n > 0 ? QStringLiteral("+%1").arg(n)
                    : n < 0                                 ? QStringLiteral("\u2212%1").arg(-n)
                                                            : QString::number(n);
                painter.drawText(box, Qt::AlignCenter, text);
            }
        }
    }
    painter.restore();
}

QImage DeathHeatLayer::picture(const Maze& maze, const TileMap<int>& counts, int tile, bool differences)
{
    QImage image = heatcolours::levelUnderHeat(maze, tile);
    if (image.isNull()) return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(tile, tile);
    const QRect all(0, 0, maze.width(), maze.height());
    DeathHeatLayer layer;
    layer.setCounts(counts, differences);
    layer.paint(painter, all, tile);
    return image;
}

} // namespace mazeworks

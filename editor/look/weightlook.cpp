#include "weightlook.h"

#include "appearance.h"
#include "picture/theme.h"
#include "toolicons.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

#include <algorithm>
#include <array>

namespace mazeworks::weightlook {

namespace {

// One hue, stronger and brighter with the weight: on the dark floor the heavier tiles stand
// out more, whatever the projector does to the hue.
constexpr QRgb kGreen = 0x3ddc6a;

int clamped(int weight) { return std::clamp(weight, 1, 9); }

} // namespace

QString name(int weight)
{
    static const std::array<const char*, 9> names { QT_TRANSLATE_NOOP("mazeworks::WeightLook", "road"),
        QT_TRANSLATE_NOOP("mazeworks::WeightLook", "grass"), QT_TRANSLATE_NOOP("mazeworks::WeightLook", "sand"),
        QT_TRANSLATE_NOOP("mazeworks::WeightLook", "scrub"), QT_TRANSLATE_NOOP("mazeworks::WeightLook", "forest"),
        QT_TRANSLATE_NOOP("mazeworks::WeightLook", "hills"), QT_TRANSLATE_NOOP("mazeworks::WeightLook", "swamp"),
        QT_TRANSLATE_NOOP("mazeworks::WeightLook", "rocks"), QT_TRANSLATE_NOOP("mazeworks::WeightLook", "mountains") };
    return QCoreApplication::translate("mazeworks::WeightLook", names[static_cast<std::size_t>(clamped(weight) - 1)]);
}

QString label(int weight) { return QStringLiteral("%1 %2").arg(clamped(weight)).arg(name(weight)); }

QColor shade(int weight)
{
    const int w = clamped(weight);
    QColor c = QColor::fromRgb(kGreen);
    if (w == 1) {
        c.setAlpha(0);
        return c;
    }
    // From a faint wash at 2 to most of the tile at 9.
    c.setAlpha(50 + (w - 2) * 24);
    return c;
}

void paintWeights(QPainter& painter, const Maze& maze, const QRect& visible, double scale, double digitsFrom)
{
    if (maze.weights.empty() || !maze.weighted()) return;
    const QRect area = visible.intersected(QRect(0, 0, maze.width(), maze.height()));
    if (area.isEmpty()) return;
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int row = area.top(); row <= area.bottom(); ++row) {
        for (int col = area.left(); col <= area.right(); ++col) {
            const int w = maze.weight(col, row);
            if (w <= 1 || maze.tiles.get(col, row) == Tile::Wall) continue;
            painter.fillRect(QRectF(col, row, 1, 1), shade(w));
        }
    }
    if (scale >= digitsFrom) {
        // The digits in screen pixels, in the corner: the middle stays free for the overlays' numbers.
        const QTransform toScreen = painter.worldTransform();
        painter.resetTransform();
        QFont font = painter.font();
        font.setPixelSize(std::max(8, static_cast<int>(scale * 0.34)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0xe8, 0xff, 0xec));
        for (int row = area.top(); row <= area.bottom(); ++row) {
            for (int col = area.left(); col <= area.right(); ++col) {
                const int w = maze.weight(col, row);
                if (w <= 1 || maze.tiles.get(col, row) == Tile::Wall) continue;
                const QRectF tile = toScreen.mapRect(QRectF(col, row, 1, 1));
                const double inset = tile.width() * 0.06;
                painter.drawText(
                    tile.adjusted(inset, 0, 0, -inset / 2), Qt::AlignLeft | Qt::AlignBottom, QString::number(w));
            }
        }
    }
    painter.restore();
}

QIcon swatch(int weight)
{
    return toolicons::drawnIcon([weight](QPainter& painter, int side) {
        const QRect square(0, 0, side, side);
        painter.setRenderHint(QPainter::Antialiasing, false);
        // The shade on the map's ground, as the map shows it.
        painter.fillRect(square, theme::background);
        painter.fillRect(square, shade(weight));
        // Its edge in the palette's text colour on a dark palette, where the slate would melt
        // into a dark toolbar.
        const QPalette palette = QGuiApplication::palette();
        painter.setPen(appearance::isDark(palette) ? palette.color(QPalette::WindowText) : QColor(0x5a, 0x64, 0x88));
        painter.drawRect(square.adjusted(0, 0, -1, -1));
        QFont font = painter.font();
        font.setPixelSize(std::max(9, side * 5 / 8));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0xe8, 0xff, 0xec));
        painter.drawText(square, Qt::AlignCenter, QString::number(clamped(weight)));
    });
}

} // namespace mazeworks::weightlook

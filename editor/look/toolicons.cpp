#include "toolicons.h"

#include "appearance.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <functional>

namespace mazeworks::toolicons {

namespace {

// An icon drawn at each size in a 32 x 32 coordinate system.
QIcon drawn(const std::function<void(QPainter&)>& draw)
{
    QIcon icon;
    for (int side : { 16, 24, 32, 48, 64 }) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.scale(side / 32.0, side / 32.0);
        draw(painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

// The map's own drawing of something at the middle of a dark tile, as on the map.
QIcon onTile(const std::function<void(QPainter&)>& draw)
{
    return drawn([&](QPainter& painter) {
        QPainterPath frame;
        frame.addRoundedRect(QRectF(1, 1, 30, 30), 5, 5);
        painter.fillPath(frame, theme::background);
        painter.setClipPath(frame);
        painter.translate(2, 2);
        painter.scale(28, 28); // one tile fills the icon
        draw(painter);
    });
}

// The glyphs' ink: a dark slate on a light palette, the palette's own text colour on a dark one
// (where the slate would nearly vanish). Icons are drawn once, when the window is made.
QColor inkColour()
{
    const QPalette palette = QGuiApplication::palette();
    return appearance::isDark(palette) ? palette.color(QPalette::WindowText) : QColor(0x4a, 0x50, 0x60);
}
const QColor kAccent { 0x3d, 0x6b, 0xff };

} // namespace

QIcon tile(Tile t)
{
    const QIcon picture = onTile([t](QPainter& painter) {
        if (t == Tile::Wall) {
            // A lone wall piece is small; a 3 x 3 block shows the wall as the map draws walls.
            painter.translate(-0.5, -0.5);
            painter.scale(2.0 / 3.0, 2.0 / 3.0);
            TileMap<Tile> block(3, 3, Tile::Floor);
            block.set(1, 1, Tile::Wall);
            block.set(1, 0, Tile::Wall);
            block.set(0, 1, Tile::Wall);
            mappainter::paintTiles(painter, block, QRect(0, 0, 3, 3));
            return;
        }
        TileMap<Tile> one(1, 1, t);
        mappainter::paintTiles(painter, one, QRect(0, 0, 1, 1));
        if (t == Tile::Floor) {
            // Floor is nothing on the map; a faint square says "an empty tile" in the palette.
            painter.setPen(QPen(QColor(0x5a, 0x64, 0x88), 0.04, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(0.15, 0.15, 0.7, 0.7));
        }
    });
    // The letter of the format in a corner, from 24 pixels up: the dark tiles (tunnel, house,
    // floor) are told apart by it.
    QIcon icon;
    for (const QSize& size : picture.availableSizes()) {
        QPixmap pixmap = picture.pixmap(size);
        if (size.width() >= 24) {
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing, true);
            QFont font = painter.font();
            font.setPixelSize(size.width() * 3 / 8);
            font.setBold(true);
            painter.setFont(font);
            const QRect corner(size.width() / 2, size.height() / 2, size.width() / 2 - 2, size.height() / 2 - 1);
            painter.setPen(QColor(0, 0, 0, 200));
            painter.drawText(
                corner.translated(1, 1), Qt::AlignRight | Qt::AlignBottom, QString(QChar::fromLatin1(letter(t))));
            painter.setPen(QColor(0xe8, 0xec, 0xff));
            painter.drawText(corner, Qt::AlignRight | Qt::AlignBottom, QString(QChar::fromLatin1(letter(t))));
        }
        icon.addPixmap(pixmap);
    }
    return icon;
}

QIcon glyph(Glyph g)
{
    return drawn([g](QPainter& p) {
        QPen ink(inkColour(), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(ink);
        p.setBrush(Qt::NoBrush);
        switch (g) {
        case Glyph::Brush: {
            // A brush held slanting, its tip dipped in the accent colour.
            p.save();
            p.translate(16, 16);
            p.rotate(45);
            p.setBrush(QColor(0xc8, 0x9a, 0x5a));
            p.drawRoundedRect(QRectF(-2.5, -14, 5, 14), 2, 2);
            p.setBrush(QColor(0x9a, 0xa0, 0xb0));
            p.drawRect(QRectF(-3.5, 0, 7, 4));
            QPainterPath tip;
            tip.moveTo(-3.5, 4);
            tip.lineTo(3.5, 4);
            tip.quadTo(3.5, 12, 0, 14);
            tip.quadTo(-3.5, 12, -3.5, 4);
            p.setBrush(kAccent);
            p.drawPath(tip);
            p.restore();
            break;
        }
        case Glyph::Rectangle:
            p.setBrush(QColor(kAccent.red(), kAccent.green(), kAccent.blue(), 90));
            p.setPen(QPen(kAccent, 2.2));
            p.drawRect(QRectF(5, 8, 22, 16));
            p.setPen(Qt::NoPen);
            p.setBrush(inkColour());
            for (QPointF corner : { QPointF(5, 8), QPointF(27, 24) }) p.drawEllipse(corner, 2.6, 2.6);
            break;
        case Glyph::Fill: {
            // A tipped bucket and the drop it pours.
            p.save();
            p.translate(14, 17);
            p.rotate(-35);
            p.setBrush(QColor(0xe8, 0xea, 0xf0));
            QPainterPath bucket;
            bucket.moveTo(-8, -6);
            bucket.lineTo(8, -6);
            bucket.lineTo(6, 9);
            bucket.lineTo(-6, 9);
            bucket.closeSubpath();
            p.drawPath(bucket);
            p.setBrush(kAccent);
            p.drawEllipse(QPointF(0, -6), 8, 2.5);
            p.restore();
            QPainterPath drop;
            drop.moveTo(26, 17);
            drop.quadTo(30, 24, 26, 27);
            drop.quadTo(22, 24, 26, 17);
            p.setPen(Qt::NoPen);
            p.setBrush(kAccent);
            p.drawPath(drop);
            break;
        }
        case Glyph::Eraser: {
            p.save();
            p.translate(16, 16);
            p.rotate(-40);
            p.setBrush(QColor(0xf0, 0x9a, 0xb0));
            p.drawRoundedRect(QRectF(-11, -6, 12, 12), 2, 2);
            p.setBrush(QColor(0xe8, 0xea, 0xf0));
            p.drawRoundedRect(QRectF(1, -6, 10, 12), 2, 2);
            p.restore();
            p.drawLine(QPointF(6, 28), QPointF(26, 28));
            break;
        }
        case Glyph::Picker: {
            // An eyedropper.
            p.save();
            p.translate(16, 16);
            p.rotate(45);
            p.setBrush(inkColour());
            p.drawRoundedRect(QRectF(-4, -14, 8, 7), 3, 3);
            p.setBrush(QColor(0xe8, 0xea, 0xf0));
            p.drawRect(QRectF(-5, -7, 10, 2.5));
            QPainterPath tube;
            tube.moveTo(-2.5, -4.5);
            tube.lineTo(2.5, -4.5);
            tube.lineTo(1.2, 10);
            tube.lineTo(0, 13);
            tube.lineTo(-1.2, 10);
            tube.closeSubpath();
            p.drawPath(tube);
            p.setPen(Qt::NoPen);
            p.setBrush(kAccent);
            p.drawRect(QRectF(-1.6, 3, 3.2, 7));
            p.restore();
            break;
        }
        case Glyph::Mirror: {
            // Two halves mirrored about a dashed axis.
            p.setPen(QPen(inkColour(), 1.6, Qt::DashLine));
            p.drawLine(QPointF(16, 3), QPointF(16, 29));
            p.setPen(Qt::NoPen);
            p.setBrush(kAccent);
            QPainterPath left;
            left.moveTo(13, 7);
            left.lineTo(13, 25);
            left.lineTo(3, 25);
            left.closeSubpath();
            p.drawPath(left);
            p.setBrush(QColor(kAccent.red(), kAccent.green(), kAccent.blue(), 110));
            QPainterPath right;
            right.moveTo(19, 7);
            right.lineTo(19, 25);
            right.lineTo(29, 25);
            right.closeSubpath();
            p.drawPath(right);
            break;
        }
        case Glyph::NewMap:
            p.setBrush(QColor(0xf4, 0xf5, 0xf8));
            p.drawRect(QRectF(6, 4, 20, 24));
            p.setPen(QPen(kAccent, 2.2));
            p.drawLine(QPointF(16, 10), QPointF(16, 22));
            p.drawLine(QPointF(10, 16), QPointF(22, 16));
            break;
        case Glyph::ResizeMap:
            p.setPen(QPen(inkColour(), 1.6, Qt::DashLine));
            p.drawRect(QRectF(4, 4, 24, 24));
            p.setPen(Qt::NoPen);
            p.setBrush(kAccent);
            p.drawRect(QRectF(10, 10, 12, 12));
            p.setPen(ink);
            p.drawLine(QPointF(24, 24), QPointF(29, 29));
            break;
        case Glyph::Undo:
        case Glyph::Redo: {
            // A curved arrow back to the left; redo is its mirror image.
            if (g == Glyph::Redo) {
                p.translate(32, 0);
                p.scale(-1, 1);
            }
            p.setPen(QPen(inkColour(), 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            QPainterPath path;
            path.moveTo(9, 13);
            path.lineTo(20, 13);
            path.cubicTo(30, 13, 30, 27, 20, 27);
            path.lineTo(13, 27);
            p.drawPath(path);
            p.setPen(Qt::NoPen);
            p.setBrush(kAccent);
            QPainterPath head;
            head.moveTo(3, 13);
            head.lineTo(11, 6);
            head.lineTo(11, 20);
            head.closeSubpath();
            p.drawPath(head);
            break;
        }
        }
    });
}

QIcon muncher(Direction heading)
{
    return onTile([heading](QPainter& painter) { mappainter::paintMuncher(painter, QPointF(0.5, 0.5), heading); });
}

QIcon ghost(GhostKind kind, Direction heading)
{
    return onTile(
        [kind, heading](QPainter& painter) { mappainter::paintGhost(painter, QPointF(0.5, 0.5), kind, heading); });
}

QIcon fruit()
{
    return onTile([](QPainter& painter) { mappainter::paintFruit(painter, QPointF(0.5, 0.5)); });
}

QIcon corner(GhostKind kind)
{
    return onTile([kind](QPainter& painter) { mappainter::paintCorner(painter, QPointF(0.5, 0.5), kind); });
}

} // namespace mazeworks::toolicons

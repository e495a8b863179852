#include "toolicons.h"

#include "appearance.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <functional>

namespace mazeworks::toolicons {

namespace {

// The icon's sizes: what availableSizes() offers (the tiles' letters come from 24 up).
constexpr int kSides[] = { 16, 24, 32, 48, 64 };

// An icon drawn when it is shown, at the size it is shown at, in the colours of the moment:
// the palette's and the map's look change at run time (Settings > Appearance), and a picture
// made once would keep the look the window was made in until a restart. Widgets paint again
// when the palette changes, and then the icon draws itself anew.
class DrawnEngine : public QIconEngine {
public:
    // `draw` paints a side x side pixels picture.
    explicit DrawnEngine(std::function<void(QPainter&, int side)> draw)
        : m_draw(std::move(draw))
    {
    }

    QIconEngine* clone() const override { return new DrawnEngine(m_draw); }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap picture = pixmap(rect.size() * ratio, mode, state);
        picture.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect, picture);
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State) override
    {
        const int side = std::max(1, std::min(size.width(), size.height()));
        // The colours the picture depends on, so that a change of look draws it again.
        const QPalette palette = QGuiApplication::palette();
        const QString key = QStringLiteral("%1x%2 %3 %4 %5 %6")
                                .arg(size.width())
                                .arg(size.height())
                                .arg(static_cast<int>(mode))
                                .arg(palette.color(QPalette::Window).rgba())
                                .arg(palette.color(QPalette::WindowText).rgba())
                                .arg(static_cast<int>(currentLook()));
        if (auto kept = m_kept.constFind(key); kept != m_kept.constEnd()) return *kept;
        QPixmap picture(size);
        picture.fill(Qt::transparent);
        {
            QPainter painter(&picture);
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.translate((size.width() - side) / 2.0, (size.height() - side) / 2.0);
            // Disabled: the same picture, faded as the style fades the text beside it.
            if (mode == QIcon::Disabled) painter.setOpacity(0.45);
            m_draw(painter, side);
        }
        if (m_kept.size() > 64) m_kept.clear();
        m_kept.insert(key, picture);
        return picture;
    }

    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        QList<QSize> sizes;
        for (int side : kSides) sizes << QSize(side, side);
        return sizes;
    }

    QString key() const override { return QStringLiteral("mazeworks-drawn"); }

private:
    std::function<void(QPainter&, int side)> m_draw;
    QHash<QString, QPixmap> m_kept;
};

QIcon drawnAtSide(std::function<void(QPainter&, int side)> draw) { return QIcon(new DrawnEngine(std::move(draw))); }

// An icon drawn in a 32 x 32 coordinate system.
QIcon drawn(const std::function<void(QPainter&)>& draw)
{
    return drawnAtSide([draw](QPainter& painter, int side) {
        painter.scale(side / 32.0, side / 32.0);
        draw(painter);
    });
}

// The map's own drawing of something at the middle of a dark tile, as on the map, in 32 x 32.
// On a dark palette the tile's edge is drawn in the text's colour: the map's dark ground alone
// would melt into a dark toolbar.
void paintOnTile(QPainter& painter, const std::function<void(QPainter&)>& draw)
{
    QPainterPath frame;
    frame.addRoundedRect(QRectF(1, 1, 30, 30), 5, 5);
    painter.fillPath(frame, theme::background);
    painter.save();
    painter.setClipPath(frame);
    painter.translate(2, 2);
    painter.scale(28, 28); // one tile fills the icon
    draw(painter);
    painter.restore();
    const QPalette palette = QGuiApplication::palette();
    if (appearance::isDark(palette)) {
        painter.setPen(QPen(palette.color(QPalette::WindowText), 1.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(frame);
    }
}

QIcon onTile(const std::function<void(QPainter&)>& draw)
{
    return drawn([draw](QPainter& painter) { paintOnTile(painter, draw); });
}

// The glyphs' ink: a dark slate on a light palette, the palette's own text colour on a dark one
// (where the slate would nearly vanish). Read when the icon is drawn: a new look draws it anew.
QColor inkColour()
{
    const QPalette palette = QGuiApplication::palette();
    return appearance::isDark(palette) ? palette.color(QPalette::WindowText) : QColor(0x4a, 0x50, 0x60);
}
// The accent: a strong blue on a light palette; on a dark one the palette's link colour, a
// lighter blue (cyan in High Contrast), as the strong blue falls under 3:1 on a dark button.
QColor accentColour()
{
    const QPalette palette = QGuiApplication::palette();
    return appearance::isDark(palette) ? palette.color(QPalette::Link) : QColor(0x3d, 0x6b, 0xff);
}

} // namespace

QIcon tile(Tile t)
{
    return drawnAtSide([t](QPainter& painter, int side) {
        painter.save();
        painter.scale(side / 32.0, side / 32.0);
        paintOnTile(painter, [t](QPainter& p) {
            if (t == Tile::Wall) {
                // A lone wall piece is small; a 3 x 3 block shows the wall as the map draws walls.
                p.translate(-0.5, -0.5);
                p.scale(2.0 / 3.0, 2.0 / 3.0);
                TileMap<Tile> block(3, 3, Tile::Floor);
                block.set(1, 1, Tile::Wall);
                block.set(1, 0, Tile::Wall);
                block.set(0, 1, Tile::Wall);
                mappainter::paintTiles(p, block, QRect(0, 0, 3, 3));
                return;
            }
            TileMap<Tile> one(1, 1, t);
            mappainter::paintTiles(p, one, QRect(0, 0, 1, 1));
            if (t == Tile::Floor) {
                // Floor is nothing on the map; a faint square says "an empty tile" in the palette.
                p.setPen(QPen(QColor(0x5a, 0x64, 0x88), 0.04, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                p.drawRect(QRectF(0.15, 0.15, 0.7, 0.7));
            }
        });
        painter.restore();
        // The letter of the format in a corner, from 24 pixels up: the dark tiles (tunnel, house,
        // floor) are told apart by it.
        if (side < 24) return;
        QFont font = painter.font();
        font.setPixelSize(side * 3 / 8);
        font.setBold(true);
        painter.setFont(font);
        const QRect corner(side / 2, side / 2, side / 2 - 2, side / 2 - 1);
        const QString text(QChar::fromLatin1(letter(t)));
        painter.setPen(QColor(0, 0, 0, 200));
        painter.drawText(corner.translated(1, 1), Qt::AlignRight | Qt::AlignBottom, text);
        painter.setPen(QColor(0xe8, 0xec, 0xff));
        painter.drawText(corner, Qt::AlignRight | Qt::AlignBottom, text);
    });
}

QIcon glyph(Glyph g)
{
    return drawn([g](QPainter& p) {
        const QColor kAccent = accentColour();
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

QColor ink() { return inkColour(); }

QIcon drawnIcon(std::function<void(QPainter&, int side)> draw) { return drawnAtSide(std::move(draw)); }

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

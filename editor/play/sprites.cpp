#include "sprites.h"

#include "picture/theme.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace mazeworks::sprites {

namespace {

constexpr double R = kActorRadius;

// Degrees counter-clockwise from the right, as QPainter counts.
double angleOf(Direction d)
{
    switch (d) {
    case Direction::Right:
        return 0;
    case Direction::Up:
        return 90;
    case Direction::Left:
        return 180;
    case Direction::Down:
        return 270;
    }
    return 0;
}

QRectF box(QPointF centre, double radius)
{
    return QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
}

// The outline of a ghost: a dome, straight sides and a hem of waves.
QPainterPath ghostShape(QPointF c, int skirt)
{
    const double left = c.x() - R;
    const double right = c.x() + R;
    const double domeY = c.y() - 0.08;
    const double bottom = c.y() + R;
    const double wave = 0.2;
    QPainterPath path;
    path.moveTo(left, domeY);
    path.arcTo(QRectF(left, domeY - R, 2 * R, 2 * R), 180, -180);
    constexpr int kPoints = 8;
    for (int k = 0; k <= kPoints; ++k) {
        const double x = right - k * (2 * R / kPoints);
        const double y = (k + skirt) % 2 == 0 ? bottom : bottom - wave;
        path.lineTo(x, y);
    }
    path.closeSubpath();
    return path;
}

void leaf(QPainter& painter, QPointF from, QPointF to, double width)
{
    QPainterPath path;
    const QPointF middle = (from + to) / 2;
    const QPointF normal(-(to.y() - from.y()) * width, (to.x() - from.x()) * width);
    path.moveTo(from);
    path.quadTo(middle + normal, to);
    path.quadTo(middle - normal, from);
    painter.drawPath(path);
}

} // namespace

QColor frightenedBlue() { return QColor(0x25, 0x2b, 0xff); }

void muncher(QPainter& painter, QPointF centre, Direction facing, double mouth)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme::muncher);
    const double open = 90.0 * std::clamp(mouth, 0.0, 1.0);
    if (open < 1) {
        painter.drawEllipse(centre, R, R);
    } else {
        const double towards = angleOf(facing);
        painter.drawPie(box(centre, R), static_cast<int>(std::lround((towards + open / 2) * 16)),
            static_cast<int>(std::lround((360 - open) * 16)));
    }
    painter.restore();
}

void dyingMuncher(QPainter& painter, QPointF centre, double progress)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    constexpr double kPie = 0.8; // the rest of the time is the burst
    if (progress < kPie) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(theme::muncher);
        const double open = 360.0 * std::clamp(progress / kPie, 0.0, 1.0);
        if (open < 359) {
            painter.drawPie(box(centre, R), static_cast<int>(std::lround((90 + open / 2) * 16)),
                static_cast<int>(std::lround((360 - open) * 16)));
        }
    } else {
        const double t = std::clamp((progress - kPie) / (1 - kPie), 0.0, 1.0);
        QColor colour = theme::muncher;
        colour.setAlphaF(static_cast<float>(1 - t));
        painter.setPen(QPen(colour, 0.08, Qt::SolidLine, Qt::RoundCap));
        for (int i = 0; i < 8; ++i) {
            const double a = i * M_PI / 4;
            const QPointF way(std::cos(a), std::sin(a));
            painter.drawLine(centre + way * (0.2 + 0.3 * t), centre + way * (0.4 + 0.35 * t));
        }
    }
    painter.restore();
}

void ghostBody(QPainter& painter, QPointF centre, const QColor& colour, int skirt)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPath(ghostShape(centre, skirt));
    painter.restore();
}

void ghostEyes(QPainter& painter, QPointF centre, Direction looking)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    const QPointF look(dx(looking), dy(looking));
    for (double side : { -0.26, 0.26 }) {
        const QPointF eye = centre + QPointF(side, -0.14) + look * 0.08;
        painter.setBrush(Qt::white);
        painter.drawEllipse(eye, 0.2, 0.25);
        painter.setBrush(QColor(0x21, 0x33, 0xde));
        painter.drawEllipse(eye + look * 0.11, 0.11, 0.11);
    }
    painter.restore();
}

void frightenedGhost(QPainter& painter, QPointF centre, int skirt, bool white)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(white ? QColor(0xf4, 0xf4, 0xff) : frightenedBlue());
    painter.drawPath(ghostShape(centre, skirt));
    const QColor face = white ? QColor(0xff, 0x30, 0x30) : QColor(0xff, 0xc8, 0xb0);
    painter.setBrush(face);
    for (double side : { -0.22, 0.22 })
        painter.drawRect(QRectF(centre.x() + side - 0.08, centre.y() - 0.22, 0.16, 0.16));
    // A trembling mouth.
    QPainterPath mouth;
    constexpr int kTeeth = 6;
    for (int i = 0; i <= kTeeth; ++i) {
        const QPointF p(centre.x() - 0.42 + i * 0.84 / kTeeth, centre.y() + 0.2 + (i % 2 == 0 ? 0.06 : -0.06));
        if (i == 0)
            mouth.moveTo(p);
        else
            mouth.lineTo(p);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(face, 0.07, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(mouth);
    painter.restore();
}

void fruit(QPainter& painter, QPointF c, Fruit kind)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor green(0x4c, 0xc2, 0x3a);
    const QColor stem(0x9a, 0x5b, 0x2a);
    switch (kind) {
    case Fruit::Cherry: {
        painter.setPen(QPen(stem, 0.07, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        QPainterPath stems;
        stems.moveTo(c + QPointF(-0.26, 0.14));
        stems.quadTo(c + QPointF(-0.05, -0.35), c + QPointF(0.32, -0.48));
        stems.moveTo(c + QPointF(0.2, 0.22));
        stems.quadTo(c + QPointF(0.15, -0.2), c + QPointF(0.32, -0.48));
        painter.drawPath(stems);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xee, 0x1c, 0x2e));
        painter.drawEllipse(c + QPointF(-0.26, 0.24), 0.25, 0.25);
        painter.drawEllipse(c + QPointF(0.2, 0.32), 0.25, 0.25);
        painter.setBrush(QColor(255, 255, 255, 200));
        painter.drawEllipse(c + QPointF(-0.34, 0.17), 0.06, 0.06);
        painter.drawEllipse(c + QPointF(0.12, 0.25), 0.06, 0.06);
        break;
    }
    case Fruit::Strawberry: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xf0, 0x24, 0x3c));
        QPainterPath berry;
        berry.moveTo(c + QPointF(0, 0.6));
        berry.cubicTo(c + QPointF(-0.65, 0.15), c + QPointF(-0.5, -0.45), c + QPointF(0, -0.32));
        berry.cubicTo(c + QPointF(0.5, -0.45), c + QPointF(0.65, 0.15), c + QPointF(0, 0.6));
        painter.drawPath(berry);
        painter.setBrush(QColor(0xff, 0xf0, 0x9a));
        const QPointF seeds[] = { { -0.22, -0.08 }, { 0.05, -0.12 }, { 0.26, -0.02 }, { -0.1, 0.12 }, { 0.14, 0.16 },
            { -0.02, 0.36 }, { -0.3, 0.14 } };
        for (const QPointF& s : seeds) painter.drawRect(QRectF(c + s, QSizeF(0.07, 0.07)));
        painter.setBrush(green);
        for (double a : { -0.9, 0.0, 0.9 })
            leaf(painter, c + QPointF(0, -0.36), c + QPointF(0.35 * std::sin(a), -0.36 - 0.25 * std::cos(a)), 0.35);
        break;
    }
    case Fruit::Peach: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xff, 0x9a, 0x3c));
        painter.drawEllipse(c + QPointF(0, 0.08), 0.5, 0.48);
        painter.setPen(QPen(QColor(0xd9, 0x5f, 0x1c), 0.05));
        painter.setBrush(Qt::NoBrush);
        QPainterPath crease;
        crease.moveTo(c + QPointF(0.02, -0.36));
        crease.quadTo(c + QPointF(-0.18, 0.1), c + QPointF(0.02, 0.5));
        painter.drawPath(crease);
        painter.setPen(Qt::NoPen);
        painter.setBrush(green);
        leaf(painter, c + QPointF(0, -0.38), c + QPointF(0.42, -0.55), 0.3);
        break;
    }
    case Fruit::Apple: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xe0, 0x1a, 0x2a));
        painter.drawEllipse(c + QPointF(-0.18, 0.1), 0.36, 0.44);
        painter.drawEllipse(c + QPointF(0.18, 0.1), 0.36, 0.44);
        painter.setBrush(QColor(255, 255, 255, 170));
        painter.drawEllipse(c + QPointF(-0.28, -0.08), 0.07, 0.12);
        painter.setPen(QPen(stem, 0.07, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(c + QPointF(0, -0.28), c + QPointF(0.08, -0.55));
        painter.setPen(Qt::NoPen);
        painter.setBrush(green);
        leaf(painter, c + QPointF(0.06, -0.45), c + QPointF(0.4, -0.58), 0.3);
        break;
    }
    case Fruit::Grapes: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x7c, 0x3c, 0xc8));
        const QPointF grapes[]
            = { { -0.3, -0.12 }, { 0.0, -0.12 }, { 0.3, -0.12 }, { -0.15, 0.14 }, { 0.15, 0.14 }, { 0.0, 0.4 } };
        for (const QPointF& g : grapes) painter.drawEllipse(c + g, 0.17, 0.17);
        painter.setBrush(QColor(255, 255, 255, 120));
        for (const QPointF& g : grapes) painter.drawEllipse(c + g + QPointF(-0.06, -0.06), 0.04, 0.04);
        painter.setPen(QPen(stem, 0.06, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(c + QPointF(0, -0.28), c + QPointF(0.06, -0.52));
        painter.setPen(Qt::NoPen);
        painter.setBrush(green);
        leaf(painter, c + QPointF(0.04, -0.42), c + QPointF(-0.38, -0.55), 0.3);
        break;
    }
    case Fruit::Galaxian: {
        // The flagship of another arcade game: a yellow body, red wings, a blue head.
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xe8, 0x24, 0x24));
        QPainterPath wings;
        wings.moveTo(c + QPointF(-0.55, -0.1));
        wings.lineTo(c + QPointF(0, 0.2));
        wings.lineTo(c + QPointF(0.55, -0.1));
        wings.lineTo(c + QPointF(0.5, 0.3));
        wings.lineTo(c + QPointF(0, 0.5));
        wings.lineTo(c + QPointF(-0.5, 0.3));
        wings.closeSubpath();
        painter.drawPath(wings);
        painter.setBrush(QColor(0xff, 0xe0, 0x3d));
        QPainterPath body;
        body.moveTo(c + QPointF(0, -0.45));
        body.lineTo(c + QPointF(0.18, 0.1));
        body.lineTo(c + QPointF(0, 0.55));
        body.lineTo(c + QPointF(-0.18, 0.1));
        body.closeSubpath();
        painter.drawPath(body);
        painter.setBrush(QColor(0x3d, 0x6b, 0xff));
        painter.drawEllipse(c + QPointF(0, -0.3), 0.1, 0.14);
        break;
    }
    case Fruit::Bell: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xff, 0xd8, 0x3d));
        QPainterPath bell;
        bell.moveTo(c + QPointF(-0.5, 0.35));
        bell.cubicTo(c + QPointF(-0.35, 0.2), c + QPointF(-0.45, -0.55), c + QPointF(0, -0.55));
        bell.cubicTo(c + QPointF(0.45, -0.55), c + QPointF(0.35, 0.2), c + QPointF(0.5, 0.35));
        bell.closeSubpath();
        painter.drawPath(bell);
        painter.setBrush(QColor(0x5c, 0xd8, 0xff));
        painter.drawEllipse(c + QPointF(0, 0.42), 0.13, 0.1);
        painter.setBrush(QColor(255, 255, 255, 170));
        painter.drawEllipse(c + QPointF(-0.2, -0.18), 0.06, 0.16);
        break;
    }
    case Fruit::Key: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x5c, 0xd8, 0xff));
        painter.drawRoundedRect(QRectF(c + QPointF(-0.3, -0.58), QSizeF(0.6, 0.4)), 0.15, 0.15);
        painter.setBrush(QColor(0x10, 0x16, 0x3a));
        painter.drawRect(QRectF(c + QPointF(-0.12, -0.46), QSizeF(0.24, 0.08)));
        painter.setBrush(QColor(0xe8, 0xe8, 0xf0));
        painter.drawRect(QRectF(c + QPointF(-0.06, -0.2), QSizeF(0.12, 0.78)));
        painter.drawRect(QRectF(c + QPointF(0.06, 0.22), QSizeF(0.16, 0.08)));
        painter.drawRect(QRectF(c + QPointF(0.06, 0.42), QSizeF(0.12, 0.08)));
        break;
    }
    }
    painter.restore();
}

} // namespace mazeworks::sprites

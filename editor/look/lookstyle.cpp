#include "lookstyle.h"

#include "toolicons.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace mazeworks {

namespace {

// A triangle pointing right (or left), in a 32 x 32 picture.
void triangle(QPainter& p, double left, double width, bool right)
{
    QPainterPath path;
    if (right) {
        path.moveTo(left, 8);
        path.lineTo(left + width, 16);
        path.lineTo(left, 24);
    } else {
        path.moveTo(left + width, 8);
        path.lineTo(left, 16);
        path.lineTo(left + width, 24);
    }
    path.closeSubpath();
    p.drawPath(path);
}

} // namespace

LookStyle::LookStyle() = default;

QIcon LookStyle::standardIcon(StandardPixmap icon, const QStyleOption* option, const QWidget* widget) const
{
    switch (icon) {
    case SP_MediaPlay:
    case SP_MediaPause:
    case SP_MediaStop:
    case SP_MediaSeekForward:
    case SP_MediaSeekBackward:
    case SP_MediaSkipForward:
    case SP_MediaSkipBackward:
    case SP_MediaVolumeMuted:
    case SP_TitleBarMaxButton:
        return toolicons::drawnIcon([icon](QPainter& p, int side) {
            p.scale(side / 32.0, side / 32.0);
            p.setPen(Qt::NoPen);
            p.setBrush(toolicons::ink());
            switch (icon) {
            case SP_MediaPlay:
                triangle(p, 10, 14, true);
                break;
            case SP_MediaPause:
                p.drawRect(QRectF(9, 8, 5, 16));
                p.drawRect(QRectF(18, 8, 5, 16));
                break;
            case SP_MediaStop:
                p.drawRect(QRectF(9, 9, 14, 14));
                break;
            case SP_MediaSeekForward:
                triangle(p, 5, 11, true);
                triangle(p, 16, 11, true);
                break;
            case SP_MediaSeekBackward:
                triangle(p, 5, 11, false);
                triangle(p, 16, 11, false);
                break;
            case SP_MediaSkipForward:
                triangle(p, 7, 13, true);
                p.drawRect(QRectF(21, 8, 3.5, 16));
                break;
            case SP_MediaSkipBackward:
                p.drawRect(QRectF(7.5, 8, 3.5, 16));
                triangle(p, 12, 13, false);
                break;
            case SP_MediaVolumeMuted: {
                // A speaker, and a cross where its sound would be.
                QPainterPath speaker;
                speaker.moveTo(5, 12);
                speaker.lineTo(10, 12);
                speaker.lineTo(16, 6);
                speaker.lineTo(16, 26);
                speaker.lineTo(10, 20);
                speaker.lineTo(5, 20);
                speaker.closeSubpath();
                p.drawPath(speaker);
                p.setPen(QPen(toolicons::ink(), 2.4, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(QPointF(20, 12), QPointF(27, 20));
                p.drawLine(QPointF(27, 12), QPointF(20, 20));
                break;
            }
            case SP_TitleBarMaxButton:
                // A window's frame, its title bar filled: the whole window.
                p.drawRect(QRectF(6, 7, 20, 4));
                p.setPen(QPen(toolicons::ink(), 2.2));
                p.setBrush(Qt::NoBrush);
                p.drawRect(QRectF(6, 7, 20, 18));
                break;
            default:
                break;
            }
        });
    default:
        break;
    }
    return QProxyStyle::standardIcon(icon, option, widget);
}

void LookStyle::install()
{
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) return;
    if (qobject_cast<LookStyle*>(QApplication::style())) return;
    QApplication::setStyle(new LookStyle);
}

} // namespace mazeworks

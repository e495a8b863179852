#include "diagnostictext.h"

#include "messagetext.h"
#include "picture/theme.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace mazeworks {

namespace {

// Core's table and the words below share the context, so a translator sees them together.
constexpr const char* kContext = "mazeworks::Diagnostics";

QPixmap severityPicture(Severity severity, int side)
{
    QPixmap picture(side, side);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    const double s = side;
    if (severity == Severity::Error) {
        // A red disc with a white cross: the usual "stop".
        painter.setPen(Qt::NoPen);
        painter.setBrush(theme::error);
        painter.drawEllipse(QRectF(s * 0.06, s * 0.06, s * 0.88, s * 0.88));
        painter.setPen(QPen(Qt::white, s * 0.14, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(s * 0.34, s * 0.34), QPointF(s * 0.66, s * 0.66));
        painter.drawLine(QPointF(s * 0.66, s * 0.34), QPointF(s * 0.34, s * 0.66));
    } else {
        // An amber triangle with a dark exclamation mark: "look at this".
        QPainterPath triangle;
        triangle.moveTo(s * 0.5, s * 0.06);
        triangle.lineTo(s * 0.96, s * 0.9);
        triangle.lineTo(s * 0.04, s * 0.9);
        triangle.closeSubpath();
        painter.setPen(QPen(theme::warning.darker(130), s * 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(theme::warning);
        painter.drawPath(triangle);
        painter.setPen(QPen(QColor(0x30, 0x20, 0x00), s * 0.12, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(s * 0.5, s * 0.36), QPointF(s * 0.5, s * 0.6));
        painter.drawPoint(QPointF(s * 0.5, s * 0.76));
    }
    return picture;
}

QIcon severityPicture(Severity severity)
{
    QIcon icon;
    for (int side : { 16, 24, 32, 48 }) icon.addPixmap(severityPicture(severity, side));
    return icon;
}

} // namespace

QString diagnosticMessage(const Diagnostic& diagnostic)
{
    const MessageText* text = findDiagnosticText(diagnostic.messageId);
    // An id core does not know (a diagnostic made by hand): its own words rather than nothing.
    if (!text) return QString::fromStdString(diagnostic.message());
    return fillPlaceholders(QCoreApplication::translate(kContext, text->english), diagnostic.values);
}

QString severityName(Severity severity)
{
    return severity == Severity::Error ? QCoreApplication::translate("mazeworks::Diagnostics", "error")
                                       : QCoreApplication::translate("mazeworks::Diagnostics", "warning");
}

QString diagnosticPosition(const Diagnostic& diagnostic)
{
    return QStringLiteral("%1:%2").arg(diagnostic.line).arg(diagnostic.column);
}

QString diagnosticLine(const Diagnostic& diagnostic)
{
    //: A diagnostic in a tooltip: %1 line:column, %2 error or warning, %3 the message.
    return QCoreApplication::translate("mazeworks::Diagnostics", "%1: %2: %3")
        .arg(diagnosticPosition(diagnostic), severityName(diagnostic.severity), diagnosticMessage(diagnostic));
}

QIcon severityIcon(Severity severity)
{
    // Drawn in the colours of the marks on the map, so a row of the list and its tile match.
    static const QIcon icons[2] = { severityPicture(Severity::Error), severityPicture(Severity::Warning) };
    return icons[severity == Severity::Error ? 0 : 1];
}

} // namespace mazeworks

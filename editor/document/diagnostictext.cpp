#include "diagnostictext.h"

#include "picture/theme.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <array>

namespace mazeworks {

namespace {

struct MessageText {
    const char* id;
    const char* text;
};

// Keyed by id, never by the English text, so core may reword a message without losing its
// translations; a test checks that this table covers core's catalogue and agrees with it.
constexpr std::array kMessages = {
    MessageText { "encoding", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the file is not UTF-8 text") },
    //: %1 is the first word of the line, as the user wrote it.
    MessageText { "unknown-keyword", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "\"%1\" is not a line of a maze") },
    MessageText { "arguments.name", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a name line needs a title") },
    MessageText { "arguments.row", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a row line needs a row of tiles") },
    MessageText { "arguments.muncher",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a muncher line needs a column, a row and a direction") },
    MessageText { "arguments.ghost",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a ghost line needs a kind, a column, a row and a direction") },
    MessageText { "arguments.corner",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a corner line needs a kind, a column and a row") },
    MessageText {
        "arguments.release", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a release line needs a kind and seconds") },
    MessageText {
        "arguments.fruit", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a fruit line needs a column and a row") },
    MessageText { "arguments.weight",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a weight line needs one word of digits 1 to 9") },
    MessageText { "not-a-number", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "\"%1\" is not a number") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "not-a-direction",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "\"%1\" is not a direction (up, left, down, right)") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText {
        "not-a-ghost", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "\"%1\" is not a ghost (red, pink, cyan, orange)") },
    MessageText { "range.release", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "release takes seconds from 0 up") },
    MessageText {
        "range.number", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "%1 is too far from 0 for a column or a row") },
    MessageText { "duplicate.name", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second name line") },
    MessageText { "duplicate.muncher", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second muncher line") },
    MessageText { "duplicate.fruit", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second fruit line") },
    MessageText {
        "duplicate.ghost.red", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second line for the red ghost") },
    MessageText {
        "duplicate.ghost.pink", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second line for the pink ghost") },
    MessageText {
        "duplicate.ghost.cyan", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second line for the cyan ghost") },
    MessageText {
        "duplicate.ghost.orange", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second line for the orange ghost") },
    MessageText {
        "duplicate.corner.red", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second corner line for the red ghost") },
    MessageText { "duplicate.corner.pink",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second corner line for the pink ghost") },
    MessageText { "duplicate.corner.cyan",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second corner line for the cyan ghost") },
    MessageText { "duplicate.corner.orange",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second corner line for the orange ghost") },
    MessageText { "duplicate.release.red",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release line for the red ghost") },
    MessageText { "duplicate.release.pink",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release line for the pink ghost") },
    MessageText { "duplicate.release.cyan",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release line for the cyan ghost") },
    MessageText { "duplicate.release.orange",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release line for the orange ghost") },
    MessageText { "row-spaces", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a row is one word, without spaces") },
    //: %1 is the character found where a tile letter should be.
    MessageText { "unknown-tile", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "'%1' is not a tile") },
    //: %1: the tiles of this row; %2: the tiles of the first row.
    MessageText { "row-width", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the row has %1 tiles, the first has %2") },
    MessageText {
        "too-large", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a map is at most 4096 tiles wide and high") },
    MessageText { "no-rows", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a maze needs at least one row") },
    MessageText { "missing.muncher", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the muncher has no start") },
    MessageText { "missing.ghost.red", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the red ghost has no start") },
    MessageText { "missing.ghost.pink", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the pink ghost has no start") },
    MessageText { "missing.ghost.cyan", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the cyan ghost has no start") },
    MessageText {
        "missing.ghost.orange", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the orange ghost has no start") },
    MessageText { "missing.fruit", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the fruit has no place") },
    //: %1, %2: the column and the row.
    MessageText { "outside", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "(%1, %2) is not inside the maze") },
    //: %1 is the number of doors the map has.
    MessageText { "door-count", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a maze needs one door, not %1") },
    MessageText { "door-shape",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the door needs a corridor above it and the house below") },
    //: %1: the weight lines of the file; %2: its rows.
    MessageText {
        "weight-count", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "there are %1 weight lines for %2 rows") },
    //: %1: the digits of this weight line; %2: the tiles of its row.
    MessageText { "weight-width",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the weight line has %1 digits, its row has %2 tiles") },
    //: %1 is the character found where a weight digit should be.
    MessageText { "weight-digit", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "'%1' is not a weight (1 to 9)") },
    MessageText { "unreachable-dot", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the muncher cannot reach this dot") },
    MessageText {
        "unreachable-floor", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "the muncher cannot reach this tile") },
    // The rules of the game's variants (issue 19); keywords and rule names stay in English.
    MessageText { "arguments.release-dots",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a release-dots line needs a kind and a count") },
    MessageText {
        "arguments.rules", QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a rules line needs at least one rule") },
    MessageText { "range.release-dots",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "release-dots takes a count of dots from 0 up") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "unknown-rule",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "\"%1\" is not a rule (pink-slip, red-astar, dot-counters)") },
    MessageText { "release-ignored",
        QT_TRANSLATE_NOOP(
            "mazeworks::Diagnostics", "with dot-counters, ghosts leave by dots: this release line is ignored") },
    MessageText { "duplicate.release-dots.red",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release-dots line for the red ghost") },
    MessageText { "duplicate.release-dots.pink",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release-dots line for the pink ghost") },
    MessageText { "duplicate.release-dots.cyan",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release-dots line for the cyan ghost") },
    MessageText { "duplicate.release-dots.orange",
        QT_TRANSLATE_NOOP("mazeworks::Diagnostics", "a second release-dots line for the orange ghost") },
};

// Puts the values in, in one pass, so that a value holding "%2" is not substituted again and
// a translation may take the values in another order.
QString substituted(const QString& text, const std::vector<std::string>& values)
{
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'%' && i + 1 < text.size() && text[i + 1] >= u'1' && text[i + 1] <= u'9') {
            const auto k = static_cast<std::size_t>(text[i + 1].unicode() - u'1');
            if (k < values.size()) out += QString::fromStdString(values[k]);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

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

QString diagnosticTemplate(std::string_view messageId)
{
    for (const MessageText& m : kMessages) {
        if (messageId == m.id) return QCoreApplication::translate("mazeworks::Diagnostics", m.text);
    }
    return {};
}

QString diagnosticMessage(const Diagnostic& diagnostic)
{
    const QString text = diagnosticTemplate(diagnostic.messageId);
    // An id this editor does not know yet (a newer core): core's English is better than nothing.
    if (text.isEmpty()) return QString::fromStdString(diagnostic.message());
    return substituted(text, diagnostic.values);
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

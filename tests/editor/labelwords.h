#pragma once

// The words a label shows, as a person reads them: its mnemonic's '&' gone (a buddy's "&Folder:"
// shows "Folder:", "&&" one '&'), rich text as read.

#include <QLabel>
#include <QString>
#include <QTextDocument>

namespace mazeworks::test {

inline QString shownText(const QLabel* label)
{
    QString text = label->text();
    if (label->textFormat() == Qt::RichText || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text))) {
        QTextDocument document;
        document.setHtml(text);
        return document.toPlainText();
    }
    if (label->buddy()) {
        text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
        text.remove(QLatin1Char('&'));
        text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    }
    return text;
}

} // namespace mazeworks::test

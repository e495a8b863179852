#include "menutext.h"

namespace mazeworks {

QString plainText(const QString& menuText)
{
    QString text = menuText.section(QLatin1Char('\t'), 0, 0);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text.remove(QStringLiteral("..."));
    return text.trimmed();
}

} // namespace mazeworks

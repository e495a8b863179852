#pragma once

#include <QString>
#include <QStringList>

#include <span>
#include <string>

namespace mazeworks {

// Core's messages in the user's language. Core gives a message as the id of an English text and
// values (message/message.h); the translations are keyed by that English text, which lupdate
// reads from core's own tables, so the editor keeps no copy of them: it translates the text
// (QCoreApplication::translate, in the table's context) and fills it in here.

// Core's placeholder filler for a translated text: %1 is values[0], up to %9, in one pass.
QString fillPlaceholders(const QString& text, const QStringList& values);
QString fillPlaceholders(const QString& text, std::span<const std::string> values);

} // namespace mazeworks

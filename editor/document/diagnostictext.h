#pragma once

#include "maze/diagnostic.h"

#include <QIcon>
#include <QString>

#include <string_view>

namespace mazeworks {

// Core's diagnostics in the user's language: core gives a message id and values, and its
// English text of that id is the source of the translations (context "mazeworks::Diagnostics").

// The message of a diagnostic, translated, its values put in.
QString diagnosticMessage(const Diagnostic& diagnostic);
// "error" or "warning", translated.
QString severityName(Severity severity);
// "3:7": where it is in the text.
QString diagnosticPosition(const Diagnostic& diagnostic);
// "3:7: error: 'Q' is not a tile", for tooltips.
QString diagnosticLine(const Diagnostic& diagnostic);
// The icon of errors or warnings, from the style so that it looks like the desktop's.
QIcon severityIcon(Severity severity);

} // namespace mazeworks

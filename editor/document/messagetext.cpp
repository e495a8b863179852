#include "messagetext.h"

#include "message/message.h"

#include <vector>

namespace mazeworks {

QString fillPlaceholders(const QString& text, std::span<const std::string> values)
{
    // Through UTF-8 and back: one filler for core and editor, and text and values survive intact.
    return QString::fromStdString(fillPlaceholders(std::string_view(text.toStdString()), values));
}

QString fillPlaceholders(const QString& text, const QStringList& values)
{
    std::vector<std::string> words;
    words.reserve(static_cast<std::size_t>(values.size()));
    for (const QString& v : values) words.push_back(v.toStdString());
    return fillPlaceholders(text, words);
}

} // namespace mazeworks

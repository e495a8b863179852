#include "message/message.h"

#include <algorithm>
#include <vector>

namespace mazeworks {

const MessageText* findMessageText(std::span<const MessageText> table, std::string_view id)
{
    const auto it = std::find_if(table.begin(), table.end(), [id](const MessageText& m) { return m.id == id; });
    return it == table.end() ? nullptr : &*it;
}

std::string fillPlaceholders(std::string_view text, std::span<const std::string> values)
{
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(text[i + 1] - '1');
            out += k < values.size() ? values[k] : std::string("?");
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string fillPlaceholders(std::string_view text, std::span<const std::int64_t> values)
{
    std::vector<std::string> words;
    words.reserve(values.size());
    for (const std::int64_t v : values) words.push_back(std::to_string(v));
    return fillPlaceholders(text, words);
}

} // namespace mazeworks

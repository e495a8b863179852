#include "maze/textlines.h"

namespace mazeworks {

TextLines::TextLines(std::string_view bytes)
    : m_text(bytes)
{
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (m_text.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
        m_byteOrderMark = true;
        m_text.remove_prefix(kByteOrderMark.size());
    }
}

TextLine TextLines::next()
{
    const std::size_t start = m_at;
    const std::size_t newline = m_text.find('\n', start);
    ++m_number;
    if (newline == std::string_view::npos) {
        m_at = m_text.size();
        return { m_text.substr(start), {}, m_number };
    }
    std::string_view text = m_text.substr(start, newline - start);
    m_at = newline + 1;
    if (!text.empty() && text.back() == '\r') {
        text.remove_suffix(1);
        return { text, "\r\n", m_number };
    }
    return { text, "\n", m_number };
}

std::vector<Word> splitWords(std::string_view line)
{
    std::vector<Word> words;
    int column = 1;
    std::size_t i = 0;
    while (i < line.size()) {
        if (isSpace(line[i])) {
            ++column;
            ++i;
            continue;
        }
        const std::size_t start = i;
        const int startColumn = column;
        while (i < line.size() && !isSpace(line[i])) {
            if (!isContinuation(line[i])) ++column;
            ++i;
        }
        words.push_back({ line.substr(start, i - start), startColumn });
    }
    return words;
}

int codePoints(std::string_view s)
{
    int n = 0;
    for (const char c : s) n += isContinuation(c) ? 0 : 1;
    return n;
}

} // namespace mazeworks

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

std::size_t firstInvalidUtf8(std::string_view s)
{
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t length = 0;
        unsigned lowest = 0x80;
        unsigned highest = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                lowest = 0xA0; // no overlong forms
            else if (c == 0xED)
                highest = 0x9F; // no surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                lowest = 0x90;
            else if (c == 0xF4)
                highest = 0x8F; // nothing above U+10FFFF
        } else {
            return i;
        }
        if (i + length > n) return i;
        if (p[i + 1] < lowest || p[i + 1] > highest) return i;
        for (std::size_t k = 2; k < length; ++k) {
            if ((p[i + k] & 0xC0) != 0x80) return i;
        }
        i += length;
    }
    return std::string_view::npos;
}

} // namespace mazeworks

#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace mazeworks {

// The lines and words of the text files core reads, .maze levels and replays alike: UTF-8 with
// an optional byte-order mark, LF or CRLF line ends, words separated by spaces or tabs, columns
// counted in code points from 1 (a tab is one).

struct TextLine {
    std::string_view text; // without its line end
    std::string_view end; // "\n", "\r\n", or "" for a last line without one
    int number = 0; // from 1
};

// The lines of a text, one after the other. A byte-order mark at the start is no part of the
// first line: it is noted, so that a writer can put it back.
class TextLines {
public:
    explicit TextLines(std::string_view bytes);

    bool byteOrderMark() const { return m_byteOrderMark; }
    // The text after the mark, which line and column numbers count in.
    std::string_view text() const { return m_text; }
    bool atEnd() const { return m_at >= m_text.size(); }
    TextLine next();

private:
    std::string_view m_text;
    std::size_t m_at = 0;
    int m_number = 0;
    bool m_byteOrderMark = false;
};

// A word of a line and the column it starts at.
struct Word {
    std::string_view text;
    int column = 1;
};

// The words of a line, each with its column.
std::vector<Word> splitWords(std::string_view line);

inline bool isSpace(char c) { return c == ' ' || c == '\t'; }
// A byte inside a UTF-8 sequence, after its first: it does not start a column.
inline bool isContinuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
int codePoints(std::string_view s);

// The offset of the first byte of `s` that is not UTF-8 (overlong forms, surrogates and code
// points above U+10FFFF are not), or npos when all of it is.
std::size_t firstInvalidUtf8(std::string_view s);

} // namespace mazeworks

#include "textplace.h"

#include "maze/textlines.h"

#include <QRegularExpression>

#include <charconv>
#include <string_view>
#include <vector>

namespace mazeworks {

namespace {

std::optional<int> number(std::string_view word)
{
    int value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

std::string_view withoutComment(std::string_view line)
{
    const std::size_t hash = line.find('#');
    return hash == std::string_view::npos ? line : line.substr(0, hash);
}

} // namespace

std::optional<std::pair<int, int>> parseLineColumn(const QString& input)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,9})\\s*(?:[:,\\s]\\s*(\\d{1,9}))?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(input);
    if (!match.hasMatch()) return std::nullopt;
    const int line = match.captured(1).toInt();
    const int column = match.captured(2).isEmpty() ? 1 : match.captured(2).toInt();
    return std::make_pair(line, column);
}

int lineCount(const QByteArray& text)
{
    TextLines lines(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    int count = 0;
    while (!lines.atEnd()) count = lines.next().number;
    return std::max(count, 1); // an empty text still has its one line
}

int columnCount(const QByteArray& text, int line)
{
    TextLines lines(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (line == 1 && lines.atEnd()) return 0;
    while (!lines.atEnd()) {
        const TextLine l = lines.next();
        if (l.number == line) return codePoints(l.text);
    }
    return -1;
}

std::optional<Cell> tileAt(const QByteArray& text, int line, int column)
{
    TextLines lines(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    int rows = 0;
    int weights = 0;
    while (!lines.atEnd()) {
        const TextLine l = lines.next();
        const std::vector<Word> words = splitWords(withoutComment(l.text));
        if (words.empty()) continue;
        const std::string_view keyword = words[0].text;
        const bool row = keyword == "row";
        const bool weight = keyword == "weight";
        const int index = row ? rows++ : weight ? weights++ : -1;
        if (l.number != line) continue;
        if ((row || weight) && words.size() >= 2) {
            const int col = column - words[1].column;
            if (col >= 0 && col < codePoints(words[1].text)) return Cell { col, index };
            return std::nullopt;
        }
        // The places: COL ROW after the keyword, or after the ghost's kind.
        std::size_t first = 0;
        if (keyword == "muncher" || keyword == "fruit") first = 1;
        if (keyword == "ghost" || keyword == "corner") first = 2;
        if (first == 0 || words.size() < first + 2) return std::nullopt;
        const auto col = number(words[first].text);
        const auto r = number(words[first + 1].text);
        if (!col || !r) return std::nullopt;
        return Cell { *col, *r };
    }
    return std::nullopt;
}

} // namespace mazeworks

#include "maze/diagnostic.h"

#include <algorithm>
#include <array>

namespace mazeworks {

namespace {

constexpr std::array kCatalogue = {
    MessageTemplate { "encoding", "encoding", "the file is not UTF-8 text" },
    MessageTemplate { "unknown-keyword", "unknown-keyword", "\"%1\" is not a line of a maze" },
    MessageTemplate { "arguments.name", "arguments", "a name line needs a title" },
    MessageTemplate { "arguments.row", "arguments", "a row line needs a row of tiles" },
    MessageTemplate { "arguments.muncher", "arguments", "a muncher line needs a column, a row and a direction" },
    MessageTemplate { "arguments.ghost", "arguments", "a ghost line needs a kind, a column, a row and a direction" },
    MessageTemplate { "arguments.corner", "arguments", "a corner line needs a kind, a column and a row" },
    MessageTemplate { "arguments.release", "arguments", "a release line needs a kind and seconds" },
    MessageTemplate { "arguments.fruit", "arguments", "a fruit line needs a column and a row" },
    MessageTemplate { "arguments.release-dots", "arguments", "a release-dots line needs a kind and a count" },
    MessageTemplate { "arguments.rules", "arguments", "a rules line needs at least one rule" },
    MessageTemplate { "arguments.weight", "arguments", "a weight line needs one word of digits 1 to 9" },
    MessageTemplate { "not-a-number", "not-a-number", "\"%1\" is not a number" },
    MessageTemplate { "not-a-direction", "not-a-direction", "\"%1\" is not a direction (up, left, down, right)" },
    MessageTemplate { "not-a-ghost", "not-a-ghost", "\"%1\" is not a ghost (red, pink, cyan, orange)" },
    MessageTemplate { "range.release", "range", "release takes seconds from 0 up" },
    MessageTemplate { "range.number", "range", "%1 is too far from 0 for a column or a row" },
    MessageTemplate { "range.release-dots", "range", "release-dots takes a count of dots from 0 up" },
    MessageTemplate { "unknown-rule", "unknown-rule", "\"%1\" is not a rule (pink-slip, red-astar, dot-counters)" },
    MessageTemplate {
        "release-ignored", "release-ignored", "with dot-counters, ghosts leave by dots: this release line is ignored" },
    MessageTemplate { "duplicate.name", "duplicate", "a second name line" },
    MessageTemplate { "duplicate.muncher", "duplicate", "a second muncher line" },
    MessageTemplate { "duplicate.fruit", "duplicate", "a second fruit line" },
    MessageTemplate { "duplicate.ghost.red", "duplicate", "a second line for the red ghost" },
    MessageTemplate { "duplicate.ghost.pink", "duplicate", "a second line for the pink ghost" },
    MessageTemplate { "duplicate.ghost.cyan", "duplicate", "a second line for the cyan ghost" },
    MessageTemplate { "duplicate.ghost.orange", "duplicate", "a second line for the orange ghost" },
    MessageTemplate { "duplicate.corner.red", "duplicate", "a second corner line for the red ghost" },
    MessageTemplate { "duplicate.corner.pink", "duplicate", "a second corner line for the pink ghost" },
    MessageTemplate { "duplicate.corner.cyan", "duplicate", "a second corner line for the cyan ghost" },
    MessageTemplate { "duplicate.corner.orange", "duplicate", "a second corner line for the orange ghost" },
    MessageTemplate { "duplicate.release.red", "duplicate", "a second release line for the red ghost" },
    MessageTemplate { "duplicate.release.pink", "duplicate", "a second release line for the pink ghost" },
    MessageTemplate { "duplicate.release.cyan", "duplicate", "a second release line for the cyan ghost" },
    MessageTemplate { "duplicate.release.orange", "duplicate", "a second release line for the orange ghost" },
    MessageTemplate { "duplicate.release-dots.red", "duplicate", "a second release-dots line for the red ghost" },
    MessageTemplate { "duplicate.release-dots.pink", "duplicate", "a second release-dots line for the pink ghost" },
    MessageTemplate { "duplicate.release-dots.cyan", "duplicate", "a second release-dots line for the cyan ghost" },
    MessageTemplate { "duplicate.release-dots.orange", "duplicate", "a second release-dots line for the orange ghost" },
    MessageTemplate { "row-spaces", "row-spaces", "a row is one word, without spaces" },
    MessageTemplate { "unknown-tile", "unknown-tile", "'%1' is not a tile" },
    MessageTemplate { "row-width", "row-width", "the row has %1 tiles, the first has %2" },
    MessageTemplate { "too-large", "too-large", "a map is at most 4096 tiles wide and high" },
    MessageTemplate { "no-rows", "no-rows", "a maze needs at least one row" },
    MessageTemplate { "missing.muncher", "missing", "the muncher has no start" },
    MessageTemplate { "missing.ghost.red", "missing", "the red ghost has no start" },
    MessageTemplate { "missing.ghost.pink", "missing", "the pink ghost has no start" },
    MessageTemplate { "missing.ghost.cyan", "missing", "the cyan ghost has no start" },
    MessageTemplate { "missing.ghost.orange", "missing", "the orange ghost has no start" },
    MessageTemplate { "missing.fruit", "missing", "the fruit has no place" },
    MessageTemplate { "outside", "outside", "(%1, %2) is not inside the maze" },
    MessageTemplate { "door-count", "door-count", "a maze needs one door, not %1" },
    MessageTemplate { "door-shape", "door-shape", "the door needs a corridor above it and the house below" },
    MessageTemplate { "weight-count", "weight-count", "there are %1 weight lines for %2 rows" },
    MessageTemplate { "weight-width", "weight-width", "the weight line has %1 digits, its row has %2 tiles" },
    MessageTemplate { "weight-digit", "weight-digit", "'%1' is not a weight (1 to 9)" },
    MessageTemplate { "unreachable-dot", "unreachable-dot", "the muncher cannot reach this dot" },
    MessageTemplate { "unreachable-floor", "unreachable-floor", "the muncher cannot reach this tile" },
};

} // namespace

std::span<const MessageTemplate> messageCatalogue() { return kCatalogue; }

const MessageTemplate* findMessage(std::string_view id)
{
    auto it = std::find_if(kCatalogue.begin(), kCatalogue.end(), [&](const auto& m) { return m.id == id; });
    return it == kCatalogue.end() ? nullptr : &*it;
}

std::string_view Diagnostic::code() const
{
    const MessageTemplate* m = findMessage(messageId);
    return m ? m->code : std::string_view(messageId);
}

std::string Diagnostic::message() const
{
    const MessageTemplate* m = findMessage(messageId);
    return m ? substitute(m->english, values) : messageId;
}

std::string substitute(std::string_view text, const std::vector<std::string>& values)
{
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(text[i + 1] - '1');
            if (k < values.size()) out += values[k];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string format(std::string_view path, const Diagnostic& d)
{
    std::string out;
    out += path;
    out += ':' + std::to_string(d.line) + ':' + std::to_string(d.column) + ": ";
    out += name(d.severity);
    out += ": ";
    out += d.message();
    out += " [";
    out += d.code();
    out += ']';
    return out;
}

bool hasErrors(const std::vector<Diagnostic>& diagnostics)
{
    return std::any_of(
        diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

std::string shownWord(std::string_view word)
{
    constexpr int kShownCharacters = 40;
    std::string out;
    int characters = 0;
    std::size_t i = 0;
    for (; i < word.size(); ++i) {
        const auto c = static_cast<unsigned char>(word[i]);
        const bool continuation = (c & 0xC0) == 0x80;
        if (!continuation && characters == kShownCharacters) break;
        if (!continuation) ++characters;
        if (c == 0) {
            out += "\\0";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c < 0x20 || c == 0x7F) {
            constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    if (i < word.size()) out += "... (" + std::to_string(word.size()) + " bytes)";
    return out;
}

} // namespace mazeworks

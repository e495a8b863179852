#include "maze/diagnostic.h"

#include <algorithm>
#include <array>

namespace mazeworks {

namespace {

// The English of every message; the translations follow it by these words (editor/CMakeLists.txt).
constexpr std::array kCatalogue = {
    MessageText { "encoding", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the file is not UTF-8 text") },
    //: %1 is the first word of the line, as the user wrote it.
    MessageText { "unknown-keyword", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "\"%1\" is not a line of a maze") },
    MessageText { "arguments.name", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a name line needs a title") },
    MessageText { "arguments.row", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a row line needs a row of tiles") },
    MessageText { "arguments.muncher",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a muncher line needs a column, a row and a direction") },
    MessageText { "arguments.ghost",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a ghost line needs a kind, a column, a row and a direction") },
    MessageText { "arguments.corner",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a corner line needs a kind, a column and a row") },
    MessageText {
        "arguments.release", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a release line needs a kind and seconds") },
    MessageText {
        "arguments.fruit", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a fruit line needs a column and a row") },
    MessageText { "arguments.release-dots",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a release-dots line needs a kind and a count") },
    MessageText {
        "arguments.rules", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a rules line needs at least one rule") },
    MessageText { "arguments.weight",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a weight line needs one word of digits 1 to 9") },
    MessageText { "not-a-number", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "\"%1\" is not a number") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "not-a-direction",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "\"%1\" is not a direction (up, left, down, right)") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText {
        "not-a-ghost", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "\"%1\" is not a ghost (red, pink, cyan, orange)") },
    MessageText { "range.release", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "release takes seconds from 0 up") },
    MessageText {
        "range.number", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "%1 is too far from 0 for a column or a row") },
    MessageText { "range.release-dots",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "release-dots takes a count of dots from 0 up") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "unknown-rule",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "\"%1\" is not a rule (pink-slip, red-astar, dot-counters)") },
    MessageText { "release-ignored",
        MAZEWORKS_MESSAGE(
            "mazeworks::Diagnostics", "with dot-counters, ghosts leave by dots: this release line is ignored") },
    MessageText { "duplicate.name", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second name line") },
    MessageText { "duplicate.muncher", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second muncher line") },
    MessageText { "duplicate.fruit", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second fruit line") },
    MessageText {
        "duplicate.ghost.red", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second line for the red ghost") },
    MessageText {
        "duplicate.ghost.pink", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second line for the pink ghost") },
    MessageText {
        "duplicate.ghost.cyan", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second line for the cyan ghost") },
    MessageText {
        "duplicate.ghost.orange", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second line for the orange ghost") },
    MessageText {
        "duplicate.corner.red", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second corner line for the red ghost") },
    MessageText { "duplicate.corner.pink",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second corner line for the pink ghost") },
    MessageText { "duplicate.corner.cyan",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second corner line for the cyan ghost") },
    MessageText { "duplicate.corner.orange",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second corner line for the orange ghost") },
    MessageText { "duplicate.release.red",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release line for the red ghost") },
    MessageText { "duplicate.release.pink",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release line for the pink ghost") },
    MessageText { "duplicate.release.cyan",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release line for the cyan ghost") },
    MessageText { "duplicate.release.orange",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release line for the orange ghost") },
    MessageText { "duplicate.release-dots.red",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release-dots line for the red ghost") },
    MessageText { "duplicate.release-dots.pink",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release-dots line for the pink ghost") },
    MessageText { "duplicate.release-dots.cyan",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release-dots line for the cyan ghost") },
    MessageText { "duplicate.release-dots.orange",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a second release-dots line for the orange ghost") },
    MessageText { "row-spaces", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a row is one word, without spaces") },
    //: %1 is the character found where a tile letter should be.
    MessageText { "unknown-tile", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "'%1' is not a tile") },
    //: %1: the tiles of this row; %2: the tiles of the first row.
    MessageText { "row-width", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the row has %1 tiles, the first has %2") },
    MessageText {
        "too-large", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a map is at most 4096 tiles wide and high") },
    MessageText { "no-rows", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a maze needs at least one row") },
    MessageText { "missing.muncher", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the muncher has no start") },
    MessageText { "missing.ghost.red", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the red ghost has no start") },
    MessageText { "missing.ghost.pink", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the pink ghost has no start") },
    MessageText { "missing.ghost.cyan", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the cyan ghost has no start") },
    MessageText {
        "missing.ghost.orange", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the orange ghost has no start") },
    MessageText { "missing.fruit", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the fruit has no place") },
    // "outside": a piece on no tile of the maze, named with why; the format's words first.
    //: %1, %2: the column and the row.
    MessageText { "outside.wall.muncher",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the muncher stands on a wall") },
    //: %1, %2: the column and the row; %3 x %4: the map's width and height in tiles.
    MessageText { "outside.map.muncher",
        MAZEWORKS_MESSAGE(
            "mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the muncher stands outside the %3 x %4 map") },
    //: %1, %2: the column and the row.
    MessageText { "outside.wall.ghost.red",
        MAZEWORKS_MESSAGE(
            "mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the red ghost stands on a wall") },
    //: %1, %2: the column and the row; %3 x %4: the map's width and height in tiles.
    MessageText { "outside.map.ghost.red",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics",
            "(%1, %2) is not inside the maze: the red ghost stands outside the %3 x %4 map") },
    //: %1, %2: the column and the row.
    MessageText { "outside.wall.ghost.pink",
        MAZEWORKS_MESSAGE(
            "mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the pink ghost stands on a wall") },
    //: %1, %2: the column and the row; %3 x %4: the map's width and height in tiles.
    MessageText { "outside.map.ghost.pink",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics",
            "(%1, %2) is not inside the maze: the pink ghost stands outside the %3 x %4 map") },
    //: %1, %2: the column and the row.
    MessageText { "outside.wall.ghost.cyan",
        MAZEWORKS_MESSAGE(
            "mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the cyan ghost stands on a wall") },
    //: %1, %2: the column and the row; %3 x %4: the map's width and height in tiles.
    MessageText { "outside.map.ghost.cyan",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics",
            "(%1, %2) is not inside the maze: the cyan ghost stands outside the %3 x %4 map") },
    //: %1, %2: the column and the row.
    MessageText { "outside.wall.ghost.orange",
        MAZEWORKS_MESSAGE(
            "mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the orange ghost stands on a wall") },
    //: %1, %2: the column and the row; %3 x %4: the map's width and height in tiles.
    MessageText { "outside.map.ghost.orange",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics",
            "(%1, %2) is not inside the maze: the orange ghost stands outside the %3 x %4 map") },
    //: %1, %2: the column and the row.
    MessageText { "outside.wall.fruit",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the fruit lies on a wall") },
    //: %1, %2: the column and the row; %3 x %4: the map's width and height in tiles.
    MessageText { "outside.map.fruit",
        MAZEWORKS_MESSAGE(
            "mazeworks::Diagnostics", "(%1, %2) is not inside the maze: the fruit lies outside the %3 x %4 map") },
    //: %1 is the number of doors the map has.
    MessageText { "door-count", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "a maze needs one door, not %1") },
    MessageText { "door-shape",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the door needs a corridor above it and the house below") },
    //: %1: the weight lines of the file; %2: its rows.
    MessageText {
        "weight-count", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "there are %1 weight lines for %2 rows") },
    //: %1: the digits of this weight line; %2: the tiles of its row.
    MessageText { "weight-width",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the weight line has %1 digits, its row has %2 tiles") },
    //: %1 is the character found where a weight digit should be.
    MessageText { "weight-digit", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "'%1' is not a weight (1 to 9)") },
    MessageText { "unreachable-dot", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the muncher cannot reach this dot") },
    //: A region of dots walled off from the muncher: %1 is how many dots, 2 or more.
    MessageText { "unreachable-dot.region",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the muncher cannot reach these %1 dots") },
    MessageText {
        "unreachable-floor", MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the muncher cannot reach this tile") },
    //: A region of corridor without dots walled off from the muncher: %1 is how many tiles, 2 or more.
    MessageText { "unreachable-floor.region",
        MAZEWORKS_MESSAGE("mazeworks::Diagnostics", "the muncher cannot reach these %1 tiles") },
};

} // namespace

std::span<const MessageText> messageCatalogue() { return kCatalogue; }

const MessageText* findDiagnosticText(std::string_view id) { return findMessageText(kCatalogue, id); }

std::string_view Diagnostic::code() const { return codeOf(messageId); }

std::string Diagnostic::message() const
{
    const MessageText* m = findDiagnosticText(messageId);
    return m ? fillPlaceholders(m->english, values) : messageId;
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

std::optional<Diagnostic> outsideDiagnostic(std::string_view piece, Cell cell, const TileMap<Tile>& tiles)
{
    const bool onMap = tiles.contains(cell);
    if (onMap && tiles.get(cell) != Tile::Wall) return std::nullopt;
    Diagnostic d;
    d.messageId = std::string(onMap ? "outside.wall." : "outside.map.") + std::string(piece);
    d.values = { std::to_string(cell.col), std::to_string(cell.row), std::to_string(tiles.width()),
        std::to_string(tiles.height()) };
    d.tile = cell;
    return d;
}

std::string pieceId(GhostKind kind) { return "ghost." + std::string(name(kind)); }

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

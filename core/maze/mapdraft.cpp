#include "maze/mapdraft.h"

#include "maze/textlines.h"

#include <algorithm>
#include <optional>
#include <string_view>

namespace mazeworks {

MapDraft draftMap(const MazeSource& source)
{
    // The rows the reader numbered (those it could not read at all have no number), as letters.
    std::vector<std::vector<std::optional<Tile>>> rows;
    for (const SourceLine& line : source.lines) {
        if (line.kind != LineKind::Row || line.subject < 0) continue;
        const std::string_view text = line.text;
        const std::vector<Word> words = splitWords(text.substr(0, text.find('#'))); // no comment
        if (words.size() < 2) continue;
        const std::string_view letters = words[1].text;
        std::vector<std::optional<Tile>> row;
        for (std::size_t i = 0; i < letters.size();) {
            std::size_t length = 1;
            while (i + length < letters.size() && isContinuation(letters[i + length])) ++length;
            row.push_back(length > 1 ? std::nullopt : tileFromLetter(static_cast<unsigned char>(letters[i])));
            i += length;
        }
        if (static_cast<int>(row.size()) > kMaxMapSide || static_cast<int>(rows.size()) >= kMaxMapSide) return {};
        rows.push_back(std::move(row));
    }
    std::size_t width = 0;
    for (const auto& row : rows) width = std::max(width, row.size());
    if (rows.empty() || width == 0) return {};
    MapDraft draft;
    draft.tiles = TileMap<Tile>(static_cast<int>(width), static_cast<int>(rows.size()), Tile::Wall);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t c = 0; c < width; ++c) {
            const Cell cell { static_cast<int>(c), static_cast<int>(r) };
            const bool written = c < rows[r].size();
            const std::optional<Tile> tile = written ? rows[r][c] : std::nullopt;
            if (tile) {
                draft.tiles.set(cell, *tile);
                continue;
            }
            // A letter that is no tile stands on floor; a missing one is wall, as round a map.
            if (written) draft.tiles.set(cell, Tile::Floor);
            draft.marked.push_back(cell);
        }
    }
    return draft;
}

} // namespace mazeworks

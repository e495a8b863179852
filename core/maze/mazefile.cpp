#include "maze/mazefile.h"

#include "maze/textlines.h"
#include "path/distancemap.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>
#include <utility>

namespace mazeworks {

namespace {

// Columns and rows may lie outside the map (corners do), but not so far that the squared
// distances of the ghosts' aims could overflow.
constexpr long long kMaxCoordinate = 1000000;

// The line without its comment.
std::string_view contentOf(std::string_view line)
{
    const std::size_t hash = line.find('#');
    return hash == std::string_view::npos ? line : line.substr(0, hash);
}

bool isBlank(std::string_view line)
{
    return std::all_of(line.begin(), line.end(), [](char c) { return isSpace(c); });
}

std::string formatNumber(double value)
{
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("0");
}

std::string rowText(const Maze& maze, int row)
{
    std::string letters(static_cast<std::size_t>(maze.width()), 'X');
    for (int col = 0; col < maze.width(); ++col) {
        letters[static_cast<std::size_t>(col)] = letter(maze.tiles[maze.tiles.index(col, row)]);
    }
    return letters;
}

// A region of corridor tiles the muncher cannot reach: its tiles as runs of rows in reading
// order, how many there are and how many of them are dots, its first tile and its first dot.
struct UnreachableRegion {
    std::vector<TileRun> runs;
    int tiles = 0;
    int dots = 0;
    Cell first;
    std::optional<Cell> firstDot;
};

// The corridor tiles the muncher cannot reach from `start`, in regions joined as it walks (four
// ways, over the edges of the map), in the reading order of their first tiles.
std::vector<UnreachableRegion> unreachableRegions(const TileMap<Tile>& tiles, Cell start)
{
    const int width = tiles.width();
    const int height = tiles.height();
    const DistanceMap reach = DistanceMap::search(
        width, height,
        [&](int col, int row) {
            return isCorridor(tiles[tiles.index(col, row)]) || (col == start.col && row == start.row);
        },
        start);
    auto unreachable = [&](Cell c) {
        return isCorridor(tiles[tiles.index(c.col, c.row)]) && reach.distance(c.col, c.row) == DistanceMap::Unreachable;
    };
    std::vector<UnreachableRegion> regions;
    const auto cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::vector<int> regionOf; // by tile index, -1 for none; made only when a tile is unreachable
    std::vector<Cell> stack;
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const Cell seed { col, row };
            if (!unreachable(seed)) continue;
            if (regionOf.empty()) regionOf.assign(cells, -1);
            if (regionOf[tiles.index(col, row)] >= 0) continue;
            // A new region, first met here: all of it, by a flood from this tile.
            const int id = static_cast<int>(regions.size());
            regions.emplace_back();
            regionOf[tiles.index(col, row)] = id;
            stack.push_back(seed);
            while (!stack.empty()) {
                const Cell c = stack.back();
                stack.pop_back();
                for (Direction d : kDirections) {
                    const Cell next = tiles.step(c, d);
                    int& label = regionOf[tiles.index(next.col, next.row)];
                    if (label >= 0 || !unreachable(next)) continue;
                    label = id;
                    stack.push_back(next);
                }
            }
        }
    }
    if (regions.empty()) return regions;
    // In reading order, each region's runs, counts, first tile and first dot.
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const int id = regionOf[tiles.index(col, row)];
            if (id < 0) continue;
            UnreachableRegion& region = regions[static_cast<std::size_t>(id)];
            if (region.tiles++ == 0) region.first = { col, row };
            if (isFood(tiles[tiles.index(col, row)]) && region.dots++ == 0) region.firstDot = Cell { col, row };
            if (!region.runs.empty() && region.runs.back().row == row && region.runs.back().last == col - 1)
                region.runs.back().last = col;
            else
                region.runs.push_back({ row, col, col });
        }
    }
    return regions;
}

class Reader {
public:
    explicit Reader(std::string_view bytes)
        : m_lines(bytes)
        , m_bytes(m_lines.text())
    {
    }

    ReadResult run()
    {
        m_result.source.byteOrderMark = m_lines.byteOrderMark();
        const std::size_t bad = firstInvalidUtf8(m_bytes);
        if (bad != std::string_view::npos) {
            splitLines();
            encodingError(bad);
            keepFirstDiagnostics(0);
            return std::move(m_result);
        }
        readLines();
        finish();
        keepFirstDiagnostics(0);
        m_result.source.places = m_result.maze;
        m_result.source.places.tiles = {};
        return std::move(m_result);
    }

private:
    struct RowRef {
        std::string_view letters;
        int line;
        int column;
        int width;
    };
    struct PlaceRef {
        int line;
        int column;
        Cell cell;
        std::string piece; // as the ids of messages name it (diagnostic.h)
    };

    // The lines one after the other, each read where it stands in the bytes; blank lines,
    // comments and unknown lines in a row are kept as one source line.
    void readLines()
    {
        auto& lines = m_result.source.lines;
        bool joinable = false; // the last source line is one of those
        while (!m_lines.atEnd()) {
            const auto [text, end, number] = m_lines.next();
            SourceLine line;
            readLine(line, text, number);
            line.end = end;
            const bool verbatim
                = line.kind == LineKind::Blank || line.kind == LineKind::Comment || line.kind == LineKind::Unknown;
            if (verbatim && joinable) {
                SourceLine& last = lines.back();
                last.text += last.end;
                last.text += text;
                last.end = end;
                continue;
            }
            line.text = std::string(text);
            lines.push_back(std::move(line));
            joinable = verbatim;
        }
    }

    // Only for the encoding error: the lines as they are, none read.
    void splitLines()
    {
        auto& lines = m_result.source.lines;
        while (!m_lines.atEnd()) {
            const TextLine next = m_lines.next();
            SourceLine line;
            line.end = next.end;
            line.text = std::string(next.text);
            lines.push_back(std::move(line));
        }
    }

    void encodingError(std::size_t offset)
    {
        const std::string_view before = m_bytes.substr(0, offset);
        const int line = static_cast<int>(std::count(before.begin(), before.end(), '\n')) + 1;
        const std::size_t lineStart = before.rfind('\n');
        const std::string_view head = lineStart == std::string_view::npos ? before : before.substr(lineStart + 1);
        // A broken sequence still counts one column per byte that does not continue one.
        report(line, codePoints(head) + 1, "encoding");
    }

    void report(int line, int column, std::string id, std::vector<std::string> values = {},
        std::optional<Cell> tile = std::nullopt, Severity severity = Severity::Error, std::vector<TileRun> region = {})
    {
        m_pending.push_back({ m_reported++,
            Diagnostic { line, column, severity, std::move(id), std::move(values), tile, std::move(region) } });
        m_lineProblem = true;
        if (m_pending.size() >= 2 * kMaxKeptDiagnostics) keepFirstDiagnostics(kMaxKeptDiagnostics);
    }

    // Sorts what was reported by position (in the order reported on a tie) and keeps the first
    // `most` of it, or everything at the end (0): the rest is counted. Called whenever twice as
    // many are waiting, the memory stays that of twice the most kept.
    void keepFirstDiagnostics(std::size_t most)
    {
        std::sort(m_pending.begin(), m_pending.end(), [](const auto& a, const auto& b) {
            const Diagnostic& x = a.second;
            const Diagnostic& y = b.second;
            if (x.line != y.line) return x.line < y.line;
            if (x.column != y.column) return x.column < y.column;
            return a.first < b.first;
        });
        const std::size_t keep = most == 0 ? kMaxKeptDiagnostics : most;
        for (std::size_t i = keep; i < m_pending.size(); ++i) {
            ++m_result.omitted;
            m_result.omittedErrors = m_result.omittedErrors || m_pending[i].second.severity == Severity::Error;
        }
        if (m_pending.size() > keep) m_pending.resize(keep);
        if (most != 0) return;
        m_result.diagnostics.reserve(m_pending.size());
        for (auto& [order, d] : m_pending) m_result.diagnostics.push_back(std::move(d));
        m_pending.clear();
    }

    std::optional<int> coordinate(const Word& word)
    {
        std::string_view s = word.text;
        const bool negative = !s.empty() && s.front() == '-';
        std::string_view digits = negative ? s.substr(1) : s;
        if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            report(m_line, word.column, "not-a-number", { shownWord(word.text) });
            return std::nullopt;
        }
        long long value = 0;
        for (char c : digits) {
            value = value * 10 + (c - '0');
            if (value > kMaxCoordinate) {
                report(m_line, word.column, "range.number", { shownWord(word.text) });
                return std::nullopt;
            }
        }
        return static_cast<int>(negative ? -value : value);
    }

    std::optional<double> seconds(const Word& word)
    {
        const std::string_view s = word.text;
        const bool negative = !s.empty() && s.front() == '-';
        const std::string_view number = negative ? s.substr(1) : s;
        // Decimal digits with at most one point: 5, 2.5, .5 and 5. are all seconds.
        const auto digits = std::count_if(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; });
        const auto points = std::count(number.begin(), number.end(), '.');
        if (digits == 0 || points > 1 || static_cast<std::size_t>(digits + points) != number.size()) {
            report(m_line, word.column, "not-a-number", { shownWord(word.text) });
            return std::nullopt;
        }
        double value = 0;
        const auto [end, ec]
            = std::from_chars(number.data(), number.data() + number.size(), value, std::chars_format::fixed);
        if (ec != std::errc() || end != number.data() + number.size() || !std::isfinite(value)
            || (negative && value != 0)) {
            report(m_line, word.column, "range.release");
            return std::nullopt;
        }
        return value;
    }

    std::optional<Direction> direction(const Word& word)
    {
        auto d = directionFromName(word.text);
        if (!d) report(m_line, word.column, "not-a-direction", { shownWord(word.text) });
        return d;
    }

    std::optional<GhostKind> ghostKind(const Word& word)
    {
        auto k = ghostKindFromName(word.text);
        if (!k) report(m_line, word.column, "not-a-ghost", { shownWord(word.text) });
        return k;
    }

    // The first line of a subject owns it; later ones are duplicates.
    bool claim(bool& seen, const Word& keyword, const char* duplicateId)
    {
        if (seen) {
            report(m_line, keyword.column, duplicateId);
            return false;
        }
        seen = true;
        return true;
    }

    void readLine(SourceLine& line, std::string_view text, int number)
    {
        m_line = number;
        m_lineProblem = false;
        if (!isBlank(text)) m_lastNonBlank = m_line;
        const std::string_view content = contentOf(text);
        const std::vector<Word> words = splitWords(content);
        if (words.empty()) {
            line.kind = content.size() == text.size() ? LineKind::Blank : LineKind::Comment;
            line.clean = true;
            return;
        }
        const Word& keyword = words.front();
        const std::string_view kw = keyword.text;
        const std::size_t values = words.size() - 1;
        Maze& maze = m_result.maze;
        if (kw == "name") {
            line.kind = LineKind::Name;
            line.owner = claim(m_seenName, keyword, "duplicate.name");
            if (values == 0) {
                report(m_line, keyword.column, "arguments.name");
            } else if (line.owner) {
                std::string_view title
                    = content.substr(static_cast<std::size_t>(words[1].text.data() - content.data()));
                // A carriage return at the end is trimmed like a space: the writer could not put
                // it back, for before a line end it would make the end CRLF.
                while (!title.empty() && (isSpace(title.back()) || title.back() == '\r')) title.remove_suffix(1);
                maze.name = std::string(title);
            }
        } else if (kw == "row") {
            line.kind = LineKind::Row;
            readRow(line, keyword, words);
        } else if (kw == "weight") {
            line.kind = LineKind::Weight;
            readWeight(line, keyword, words);
        } else if (kw == "muncher") {
            line.kind = LineKind::Muncher;
            line.owner = claim(m_seenMuncher, keyword, "duplicate.muncher");
            if (values != 3) {
                report(m_line, keyword.column, "arguments.muncher");
            } else {
                auto col = coordinate(words[1]);
                auto row = coordinate(words[2]);
                auto dir = direction(words[3]);
                if (line.owner && col && row && dir) {
                    maze.muncher = Start { { *col, *row }, *dir };
                    m_muncherRef = PlaceRef { m_line, words[1].column, { *col, *row }, std::string(kMuncherPiece) };
                }
            }
        } else if (kw == "ghost") {
            line.kind = LineKind::Ghost;
            if (values != 4) {
                report(m_line, keyword.column, "arguments.ghost");
            } else {
                auto kind = ghostKind(words[1]);
                auto col = coordinate(words[2]);
                auto row = coordinate(words[3]);
                auto dir = direction(words[4]);
                if (kind) {
                    const std::size_t k = indexOf(*kind);
                    line.subject = static_cast<int>(k);
                    const std::string id = "duplicate.ghost." + std::string(name(*kind));
                    line.owner = claim(m_seenGhost[k], keyword, id.c_str());
                    if (line.owner && col && row && dir) {
                        maze.ghosts[k] = Start { { *col, *row }, *dir };
                        m_ghostRefs[k] = PlaceRef { m_line, words[2].column, { *col, *row }, pieceId(*kind) };
                    }
                }
            }
        } else if (kw == "corner") {
            line.kind = LineKind::Corner;
            if (values != 3) {
                report(m_line, keyword.column, "arguments.corner");
            } else {
                auto kind = ghostKind(words[1]);
                auto col = coordinate(words[2]);
                auto row = coordinate(words[3]);
                if (kind) {
                    const std::size_t k = indexOf(*kind);
                    line.subject = static_cast<int>(k);
                    const std::string id = "duplicate.corner." + std::string(name(*kind));
                    line.owner = claim(m_seenCorner[k], keyword, id.c_str());
                    if (line.owner && col && row) maze.corners[k] = Cell { *col, *row };
                }
            }
        } else if (kw == "release") {
            line.kind = LineKind::Release;
            if (values != 2) {
                report(m_line, keyword.column, "arguments.release");
            } else {
                auto kind = ghostKind(words[1]);
                auto value = seconds(words[2]);
                if (kind) {
                    const std::size_t k = indexOf(*kind);
                    line.subject = static_cast<int>(k);
                    const std::string id = "duplicate.release." + std::string(name(*kind));
                    line.owner = claim(m_seenRelease[k], keyword, id.c_str());
                    if (line.owner && value) maze.releases[k] = *value;
                }
            }
            m_releaseKeywords.push_back({ m_line, keyword.column });
        } else if (kw == "release-dots") {
            readReleaseDots(line, keyword, words);
        } else if (kw == "rules") {
            readRules(line, keyword, words);
        } else if (kw == "fruit") {
            line.kind = LineKind::Fruit;
            line.owner = claim(m_seenFruit, keyword, "duplicate.fruit");
            if (values != 2) {
                report(m_line, keyword.column, "arguments.fruit");
            } else {
                auto col = coordinate(words[1]);
                auto row = coordinate(words[2]);
                if (line.owner && col && row) {
                    maze.fruit = Cell { *col, *row };
                    m_fruitRef = PlaceRef { m_line, words[1].column, { *col, *row }, std::string(kFruitPiece) };
                }
            }
        } else {
            line.kind = LineKind::Unknown;
            report(m_line, keyword.column, "unknown-keyword", { shownWord(kw) });
        }
        line.clean = !m_lineProblem;
    }

    // `release-dots KIND COUNT`: the dots before the ghost may leave, with dot-counters.
    void readReleaseDots(SourceLine& line, const Word& keyword, const std::vector<Word>& words)
    {
        line.kind = LineKind::ReleaseDots;
        if (words.size() != 3) {
            report(m_line, keyword.column, "arguments.release-dots");
            return;
        }
        const auto kind = ghostKind(words[1]);
        const auto count = dotCount(words[2]);
        if (!kind) return;
        const std::size_t k = indexOf(*kind);
        line.subject = static_cast<int>(k);
        const std::string id = "duplicate.release-dots." + std::string(name(*kind));
        line.owner = claim(m_seenReleaseDots[k], keyword, id.c_str());
        if (line.owner && count) m_result.maze.releaseDots[k] = *count;
    }

    std::optional<int> dotCount(const Word& word)
    {
        const std::string_view s = word.text;
        const bool negative = !s.empty() && s.front() == '-';
        const std::string_view digits = negative ? s.substr(1) : s;
        if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            report(m_line, word.column, "not-a-number", { shownWord(word.text) });
            return std::nullopt;
        }
        long long value = 0;
        for (char c : digits) {
            value = std::min(value * 10 + (c - '0'), kMaxCoordinate + 1);
        }
        if ((negative && value != 0) || value > kMaxCoordinate) {
            report(m_line, word.column, "range.release-dots");
            return std::nullopt;
        }
        return static_cast<int>(value);
    }

    // `rules WORD...`: the variants played with; they may be spread over several lines, and the
    // first of them owns the set when it is saved.
    void readRules(SourceLine& line, const Word& keyword, const std::vector<Word>& words)
    {
        line.kind = LineKind::Rules;
        line.owner = !m_seenRules;
        m_seenRules = true;
        if (words.size() < 2) report(m_line, keyword.column, "arguments.rules");
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (const auto rule = gameRuleFromName(words[i].text))
                m_result.maze.rules.add(*rule);
            else
                report(m_line, words[i].column, "unknown-rule", { shownWord(words[i].text) });
        }
    }

    // With dot-counters the release lines say nothing: each is told so.
    void warnIgnoredReleases()
    {
        if (!m_result.maze.rules.has(GameRule::DotCounters)) return;
        for (const auto& [line, column] : m_releaseKeywords)
            report(line, column, "release-ignored", {}, std::nullopt, Severity::Warning);
    }

    void readRow(SourceLine& line, const Word& keyword, const std::vector<Word>& words)
    {
        ++m_rowLines;
        if (m_firstRowLine == 0) m_firstRowLine = m_line;
        if (words.size() < 2) {
            report(m_line, keyword.column, "arguments.row");
            m_rowsBroken = true;
            return;
        }
        if (words.size() > 2) {
            report(m_line, words[2].column, "row-spaces");
            m_rowsBroken = true;
        }
        if (m_tooLarge) return; // rows past the limit are not even looked at
        const Word& row = words[1];
        const int width = codePoints(row.text);
        if (static_cast<int>(m_rows.size()) >= kMaxMapSide || width > kMaxMapSide) {
            report(m_line, keyword.column, "too-large");
            m_tooLarge = true;
            m_rowsBroken = true;
            return;
        }
        const int rowIndex = static_cast<int>(m_rows.size());
        line.subject = rowIndex;
        line.owner = true;
        int column = row.column;
        int tileCol = 0;
        const std::string_view letters = row.text;
        for (std::size_t i = 0; i < letters.size();) {
            std::size_t length = 1;
            while (i + length < letters.size() && isContinuation(letters[i + length])) ++length;
            if (length > 1 || !tileFromLetter(static_cast<unsigned char>(letters[i]))) {
                report(m_line, column, "unknown-tile", { shownWord(letters.substr(i, length)) },
                    Cell { tileCol, rowIndex });
                m_rowsBroken = true;
            }
            i += length;
            ++column;
            ++tileCol;
        }
        m_rows.push_back({ letters, m_line, row.column, width });
    }

    // A weight line: one word of digits 1 to 9, the costs of the row of the same rank. Whether
    // there is one for every row, each as long as its row, is known only at the end.
    void readWeight(SourceLine& line, const Word& keyword, const std::vector<Word>& words)
    {
        const int rank = static_cast<int>(m_weights.size());
        if (rank == 0) m_firstWeight = { m_line, keyword.column };
        line.subject = rank;
        line.owner = true;
        if (words.size() != 2) {
            report(m_line, keyword.column, "arguments.weight");
            m_weightsBroken = true;
            m_weights.push_back({ {}, m_line, keyword.column, -1 });
            return;
        }
        const Word& digits = words[1];
        int column = digits.column;
        int tileCol = 0;
        for (std::size_t i = 0; i < digits.text.size();) {
            std::size_t length = 1;
            while (i + length < digits.text.size() && isContinuation(digits.text[i + length])) ++length;
            const char c = digits.text[i];
            if (length > 1 || c < '1' || c > '9') {
                report(m_line, column, "weight-digit", { shownWord(digits.text.substr(i, length)) },
                    Cell { tileCol, rank });
                m_weightsBroken = true;
            }
            i += length;
            ++column;
            ++tileCol;
        }
        m_weights.push_back({ digits.text, m_line, digits.column, codePoints(digits.text) });
    }

    // The weight lines against the rows: as many, each as long as its row.
    void checkWeights()
    {
        if (m_weights.empty()) return;
        const int rows = m_rowLines;
        if (static_cast<int>(m_weights.size()) != rows) {
            report(m_firstWeight.first, m_firstWeight.second, "weight-count",
                { std::to_string(m_weights.size()), std::to_string(rows) });
            m_weightsBroken = true;
        }
        for (std::size_t i = 0; i < m_weights.size() && i < m_rows.size(); ++i) {
            const RowRef& weight = m_weights[i];
            if (weight.width < 0 || weight.width == m_rows[i].width) continue;
            report(weight.line, weight.column, "weight-width",
                { std::to_string(weight.width), std::to_string(m_rows[i].width) });
            m_weightsBroken = true;
        }
    }

    // The weights of a whole map, when every weight line is right.
    void takeWeights()
    {
        Maze& maze = m_result.maze;
        if (m_weights.empty() || m_weightsBroken || m_weights.size() != m_rows.size()) return;
        maze.weights = TileMap<std::uint8_t>(maze.width(), maze.height(), 1);
        for (int row = 0; row < maze.height(); ++row) {
            const std::string_view digits = m_weights[static_cast<std::size_t>(row)].letters;
            for (int col = 0; col < maze.width(); ++col)
                maze.weights.set(col, row, static_cast<std::uint8_t>(digits[static_cast<std::size_t>(col)] - '0'));
        }
    }

    void finish()
    {
        Maze& maze = m_result.maze;
        if (m_rowLines == 0) report(1, 1, "no-rows");
        if (!m_rows.empty()) {
            const int width = m_rows.front().width;
            for (const RowRef& row : m_rows) {
                if (row.width != width) {
                    report(row.line, row.column, "row-width", { std::to_string(row.width), std::to_string(width) });
                    m_rowsBroken = true;
                }
            }
        }
        const int last = m_lastNonBlank;
        if (!m_seenMuncher) report(last, 1, "missing.muncher");
        for (GhostKind k : kGhostKinds) {
            if (!m_seenGhost[indexOf(k)]) report(last, 1, "missing.ghost." + std::string(name(k)));
        }
        if (!m_seenFruit) report(last, 1, "missing.fruit");
        warnIgnoredReleases();
        checkWeights();
        if (m_rows.empty() || m_rowsBroken) return;

        // The last group: the map is whole, so places, the door and reachability can be checked.
        const int width = m_rows.front().width;
        const int height = static_cast<int>(m_rows.size());
        maze.tiles = TileMap<Tile>(width, height, Tile::Wall);
        for (int row = 0; row < height; ++row) {
            const std::string_view letters = m_rows[static_cast<std::size_t>(row)].letters;
            for (int col = 0; col < width; ++col) {
                maze.tiles[maze.tiles.index(col, row)]
                    = *tileFromLetter(static_cast<unsigned char>(letters[static_cast<std::size_t>(col)]));
            }
        }
        takeWeights();
        auto letterAt = [&](Cell c) {
            const RowRef& row = m_rows[static_cast<std::size_t>(c.row)];
            return std::pair { row.line, row.column + c.col };
        };
        auto inside = [&](const std::optional<PlaceRef>& place) {
            if (!place) return false;
            std::optional<Diagnostic> outside = outsideDiagnostic(place->piece, place->cell, maze.tiles);
            if (!outside) return true;
            report(place->line, place->column, std::move(outside->messageId), std::move(outside->values), place->cell);
            return false;
        };
        const bool muncherInside = inside(m_muncherRef);
        for (const auto& ghost : m_ghostRefs) inside(ghost);
        inside(m_fruitRef);

        std::vector<Cell> doors = maze.tiles.cells([](Tile t) { return t == Tile::Door; });
        if (doors.empty()) {
            report(m_firstRowLine, 1, "door-count", { "0" });
        } else if (doors.size() > 1) {
            auto [line, column] = letterAt(doors[1]);
            report(line, column, "door-count", { std::to_string(doors.size()) }, doors[1]);
        } else {
            const Cell door = doors.front();
            const bool corridorAbove = isCorridor(maze.tiles.get(maze.tiles.step(door, Direction::Up)));
            const bool houseBelow = maze.tiles.get(maze.tiles.step(door, Direction::Down)) == Tile::House;
            if (!corridorAbove || !houseBelow) {
                auto [line, column] = letterAt(door);
                report(line, column, "door-shape", {}, door);
            }
        }

        if (!muncherInside) return;
        for (UnreachableRegion& region : unreachableRegions(maze.tiles, m_muncherRef->cell))
            reportUnreachable(std::move(region), letterAt);
    }

    // One problem a region the muncher cannot reach: with dots, an error at its first dot that
    // counts them; without, a warning at its first tile that counts the tiles.
    template <class LetterAt> void reportUnreachable(UnreachableRegion region, const LetterAt& letterAt)
    {
        const bool dots = region.dots > 0;
        const Cell at = dots ? *region.firstDot : region.first;
        const int count = dots ? region.dots : region.tiles;
        std::string id = dots ? "unreachable-dot" : "unreachable-floor";
        std::vector<std::string> values;
        if (count > 1) {
            id += ".region";
            values.push_back(std::to_string(count));
        }
        const auto [line, column] = letterAt(at);
        report(line, column, std::move(id), std::move(values), at, dots ? Severity::Error : Severity::Warning,
            std::move(region.runs));
    }

    TextLines m_lines;
    std::string_view m_bytes; // after the byte-order mark
    ReadResult m_result;
    std::vector<std::pair<std::uint64_t, Diagnostic>> m_pending; // by the order reported
    std::uint64_t m_reported = 0;
    int m_line = 0;
    bool m_lineProblem = false;
    int m_lastNonBlank = 1;
    int m_firstRowLine = 0;
    int m_rowLines = 0;
    bool m_rowsBroken = false;
    bool m_tooLarge = false;
    std::vector<RowRef> m_rows;
    std::vector<RowRef> m_weights; // the weight lines; width -1 for one without its word
    bool m_weightsBroken = false;
    std::pair<int, int> m_firstWeight; // the line and column of the first weight line's keyword
    bool m_seenName = false;
    bool m_seenMuncher = false;
    bool m_seenFruit = false;
    std::array<bool, 4> m_seenGhost {};
    std::array<bool, 4> m_seenCorner {};
    std::array<bool, 4> m_seenRelease {};
    std::array<bool, 4> m_seenReleaseDots {};
    bool m_seenRules = false;
    std::vector<std::pair<int, int>> m_releaseKeywords; // line and column of each release line
    std::optional<PlaceRef> m_muncherRef;
    std::optional<PlaceRef> m_fruitRef;
    std::array<std::optional<PlaceRef>, 4> m_ghostRefs;
};

// --- writing ---------------------------------------------------------------------------------

// The canonical order of the lines: name, rows, weights, muncher, ghosts, corners, releases,
// release-dots, rules, fruit.
int rankOf(LineKind kind, int subject)
{
    const int k = std::max(subject, 0);
    switch (kind) {
    case LineKind::Name:
        return 0;
    case LineKind::Row:
        return 1;
    case LineKind::Weight:
        return 2;
    case LineKind::Muncher:
        return 3;
    case LineKind::Ghost:
        return 4 + k;
    case LineKind::Corner:
        return 8 + k;
    case LineKind::Release:
        return 12 + k;
    case LineKind::ReleaseDots:
        return 16 + k;
    case LineKind::Rules:
        return 20;
    case LineKind::Fruit:
        return 21;
    default:
        return -1;
    }
}

std::string weightText(const Maze& maze, int row)
{
    std::string digits(static_cast<std::size_t>(maze.weights.width()), '1');
    for (int col = 0; col < maze.weights.width(); ++col)
        digits[static_cast<std::size_t>(col)] = static_cast<char>('0' + maze.weights.get(col, row));
    return "weight " + digits;
}

std::string placeText(const Maze& maze, LineKind kind, int subject)
{
    const auto k = static_cast<std::size_t>(subject);
    const std::string ghost = subject >= 0 ? std::string(name(kGhostKinds[k])) : std::string();
    auto cell = [](Cell c) { return std::to_string(c.col) + ' ' + std::to_string(c.row); };
    switch (kind) {
    case LineKind::Name: {
        std::string title = maze.name;
        title = title.substr(0, title.find('#'));
        // Every other byte a name can be read with is written as it is, carriage returns and
        // NULs too, so that the name reads back as itself; a line end cannot be inside a line.
        std::replace(title.begin(), title.end(), '\n', ' ');
        while (!title.empty() && (isSpace(title.back()) || title.back() == '\r')) title.pop_back();
        return "name " + title;
    }
    case LineKind::Muncher:
        return "muncher " + cell(maze.muncher->cell) + ' ' + std::string(name(maze.muncher->heading));
    case LineKind::Ghost:
        return "ghost " + ghost + ' ' + cell(maze.ghosts[k]->cell) + ' ' + std::string(name(maze.ghosts[k]->heading));
    case LineKind::Corner:
        return "corner " + ghost + ' ' + cell(*maze.corners[k]);
    case LineKind::Release:
        return "release " + ghost + ' ' + formatNumber(*maze.releases[k]);
    case LineKind::ReleaseDots:
        return "release-dots " + ghost + ' ' + std::to_string(*maze.releaseDots[k]);
    case LineKind::Rules:
        return "rules " + maze.rules.words();
    case LineKind::Fruit:
        return "fruit " + cell(*maze.fruit);
    default:
        return {};
    }
}

// Whether the maze has the place of this kind, and whether it equals the one read.
std::pair<bool, bool> placeState(const Maze& maze, const Maze& read, LineKind kind, int subject)
{
    const auto k = static_cast<std::size_t>(std::max(subject, 0));
    switch (kind) {
    case LineKind::Name:
        return { !maze.name.empty(), maze.name == read.name };
    case LineKind::Muncher:
        return { maze.muncher.has_value(), maze.muncher == read.muncher };
    case LineKind::Ghost:
        return { maze.ghosts[k].has_value(), maze.ghosts[k] == read.ghosts[k] };
    case LineKind::Corner:
        return { maze.corners[k].has_value(), maze.corners[k] == read.corners[k] };
    case LineKind::Release:
        return { maze.releases[k].has_value(), maze.releases[k] == read.releases[k] };
    case LineKind::ReleaseDots:
        return { maze.releaseDots[k].has_value(), maze.releaseDots[k] == read.releaseDots[k] };
    case LineKind::Rules:
        return { !maze.rules.empty(), maze.rules == read.rules };
    case LineKind::Fruit:
        return { maze.fruit.has_value(), maze.fruit == read.fruit };
    default:
        return { false, true };
    }
}

// A line rewritten with new words: its indentation and its comment stay.
std::string replaceContent(std::string_view text, const std::string& words)
{
    const std::string_view content = contentOf(text);
    std::size_t begin = 0;
    while (begin < content.size() && isSpace(content[begin])) ++begin;
    std::size_t end = content.size();
    while (end > begin && isSpace(content[end - 1])) --end;
    std::string out(text.substr(0, begin));
    out += words;
    out += text.substr(end);
    return out;
}

// A rules line after the first: kept while the rules are as read (or it has a problem of its
// own); when they changed, the first line says them all and the others go.
bool keepFollowingRulesLine(const Maze& maze, const Maze& read, const SourceLine& line)
{
    return !line.clean || maze.rules == read.rules;
}

struct OutLine {
    std::string text;
    std::string_view end; // a literal: "\n", "\r\n" or ""
    int rank;
};

// A weight line of the source, as it goes out: as it was while the weights are those read
// (broken ones too), else the digits of its row, or nothing when that row has no weights now.
void writeWeightLine(
    const Maze& maze, const MazeSource& source, const SourceLine& line, std::vector<OutLine>& out, int& written)
{
    const int rank = rankOf(LineKind::Weight, line.subject);
    if (line.subject < 0 || maze.weights == source.places.weights) {
        out.push_back({ line.text, line.end, rank });
        written = std::max(written, line.subject + 1);
        return;
    }
    if (line.subject >= maze.weights.height()) return; // the weights, or this row of them, were taken away
    written = std::max(written, line.subject + 1);
    const std::string text = weightText(maze, line.subject);
    const std::vector<Word> words = splitWords(contentOf(line.text));
    if (words.size() == 2 && "weight " + std::string(words[1].text) == text)
        out.push_back({ line.text, line.end, rank });
    else
        out.push_back({ replaceContent(line.text, text), line.end, rank });
}

} // namespace

std::string_view MazeSource::lineEnd() const
{
    std::size_t crlf = 0;
    std::size_t lf = 0;
    for (const SourceLine& line : lines) {
        // The line ends inside lines kept as one count as those of their own lines.
        for (std::size_t at = line.text.find('\n'); at != std::string::npos; at = line.text.find('\n', at + 1)) {
            if (at > 0 && line.text[at - 1] == '\r')
                ++crlf;
            else
                ++lf;
        }
        if (line.end == "\r\n")
            ++crlf;
        else if (line.end == "\n")
            ++lf;
    }
    return crlf > lf ? "\r\n" : "\n";
}

ReadResult readMaze(std::string_view bytes) { return Reader(bytes).run(); }

std::string writeMaze(const Maze& maze, const MazeSource& source)
{
    const std::string_view eol = source.lineEnd();
    std::vector<OutLine> out;
    out.reserve(source.lines.size() + 16);
    std::array<bool, 22> owned {};
    int rowsWritten = 0;
    int weightsWritten = 0;
    for (const SourceLine& line : source.lines) {
        const int rank = rankOf(line.kind, line.subject);
        if (line.kind == LineKind::Weight) {
            writeWeightLine(maze, source, line, out, weightsWritten);
            continue;
        }
        if (line.kind == LineKind::Row) {
            if (!maze.hasMap() || line.subject < 0) {
                out.push_back({ line.text, line.end, rank });
                continue;
            }
            if (line.subject >= maze.height()) continue; // the row was taken away
            rowsWritten = std::max(rowsWritten, line.subject + 1);
            const std::string letters = rowText(maze, line.subject);
            const std::vector<Word> words = splitWords(contentOf(line.text));
            if (words.size() == 2 && words[1].text == letters) {
                out.push_back({ line.text, line.end, rank });
            } else {
                out.push_back({ replaceContent(line.text, "row " + letters), line.end, rank });
            }
            continue;
        }
        if (line.kind == LineKind::Rules && !line.owner) {
            if (keepFollowingRulesLine(maze, source.places, line)) out.push_back({ line.text, line.end, rank });
            continue;
        }
        if (rank < 0 || !line.owner) {
            out.push_back({ line.text, line.end, rank });
            continue;
        }
        owned[static_cast<std::size_t>(rank)] = true;
        const auto [present, unchanged] = placeState(maze, source.places, line.kind, line.subject);
        // Unchanged, a line stays as it was, one with a problem of its own too: `rules pink-slip
        // purple` keeps its pink-slip and its typo, byte for byte.
        if (unchanged) {
            out.push_back({ line.text, line.end, rank });
        } else if (present) {
            out.push_back({ replaceContent(line.text, placeText(maze, line.kind, line.subject)), line.end, rank });
        } else if (!line.clean) {
            out.push_back({ line.text, line.end, rank }); // a broken line stays until the place is set
        }
        // A clean line whose place was taken away is left out.
    }

    // What the text does not hold yet goes after the last line that comes before it.
    auto insert = [&](std::string text, int rank) {
        std::size_t at = out.size();
        bool after = false;
        for (std::size_t i = out.size(); i-- > 0;) {
            if (out[i].rank >= 0 && out[i].rank <= rank) {
                at = i + 1;
                after = true;
                break;
            }
        }
        if (!after) {
            for (std::size_t i = 0; i < out.size(); ++i) {
                if (out[i].rank > rank) {
                    at = i;
                    break;
                }
            }
        }
        OutLine line { std::move(text), eol, rank };
        if (at == out.size() && !out.empty() && out.back().end.empty()) {
            out.back().end = eol; // the text ended without a line end: so does the new last line
            line.end = {};
        }
        out.insert(out.begin() + static_cast<std::ptrdiff_t>(at), std::move(line));
    };
    if (!owned[0] && !maze.name.empty()) insert(placeText(maze, LineKind::Name, -1), 0);
    if (maze.hasMap()) {
        for (int row = rowsWritten; row < maze.height(); ++row) insert("row " + rowText(maze, row), 1);
    }
    for (int row = weightsWritten; row < maze.weights.height(); ++row) insert(weightText(maze, row), 2);
    auto addPlace = [&](LineKind kind, int subject) {
        const int rank = rankOf(kind, subject);
        if (owned[static_cast<std::size_t>(rank)]) return;
        if (placeState(maze, source.places, kind, subject).first) insert(placeText(maze, kind, subject), rank);
    };
    addPlace(LineKind::Muncher, -1);
    for (int k = 0; k < 4; ++k) addPlace(LineKind::Ghost, k);
    for (int k = 0; k < 4; ++k) addPlace(LineKind::Corner, k);
    for (int k = 0; k < 4; ++k) addPlace(LineKind::Release, k);
    for (int k = 0; k < 4; ++k) addPlace(LineKind::ReleaseDots, k);
    addPlace(LineKind::Rules, -1);
    addPlace(LineKind::Fruit, -1);

    std::string text;
    std::size_t size = source.byteOrderMark ? 3 : 0;
    for (const OutLine& line : out) size += line.text.size() + line.end.size();
    text.reserve(size);
    if (source.byteOrderMark) text += "\xEF\xBB\xBF";
    for (const OutLine& line : out) {
        text += line.text;
        text += line.end;
    }
    return text;
}

std::string writeMaze(const Maze& maze) { return writeMaze(maze, MazeSource {}); }

std::vector<Diagnostic> validate(const Maze& maze, const MazeSource& source)
{
    return readMaze(writeMaze(maze, source)).diagnostics;
}

} // namespace mazeworks

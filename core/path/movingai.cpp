#include "path/movingai.h"

#include "maze/diagnostic.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

namespace mazeworks {

namespace {

// The lines of a text one at a time, without their line ends, and without a copy of them all.
class Lines {
public:
    explicit Lines(std::string_view text)
        : m_rest(text)
    {
    }
    // The next line, or false at the end; number() is its line number from 1.
    bool next(std::string_view& line)
    {
        if (m_rest.empty()) return false;
        const std::size_t end = m_rest.find('\n');
        line = m_rest.substr(0, end);
        m_rest = end == std::string_view::npos ? std::string_view() : m_rest.substr(end + 1);
        // Every CR before the LF belongs to the line end: a file converted twice ends its lines
        // CR CR LF, and a CR kept as the last cell of a row could not be written back.
        while (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        ++m_number;
        return true;
    }
    int number() const { return m_number; }
    std::size_t left() const { return m_rest.size(); }

private:
    std::string_view m_rest;
    int m_number = 0;
};

std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

// The name of a file without its folders.
std::string_view baseName(std::string_view path)
{
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

template <class T> bool number(std::string_view s, T& out)
{
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

} // namespace

GridMapResult readMovingAiMap(std::string_view text)
{
    GridMapResult result;
    Lines lines(text);
    std::string_view line;
    int width = -1;
    int height = -1;
    bool mapLine = false;
    while (lines.next(line)) {
        const auto w = words(line);
        if (w.empty()) continue;
        const int lineNumber = lines.number();
        if (w[0] == "map") {
            mapLine = true;
            break;
        }
        if (w[0] == "type" && w.size() == 2) {
            if (w[1] != "octile") {
                result.error
                    = ParseError { lineNumber, "\"" + shownWord(w[1]) + "\" is not a map type this reads (octile)" };
                return result;
            }
            continue;
        }
        if ((w[0] == "height" || w[0] == "width") && w.size() == 2) {
            int v = 0;
            if (!number(w[1], v) || v <= 0 || v > kMaxMovingAiSide) {
                result.error = ParseError { lineNumber,
                    "\"" + shownWord(w[1]) + "\" is not a " + std::string(w[0]) + " (1 to "
                        + std::to_string(kMaxMovingAiSide) + ")" };
                return result;
            }
            (w[0] == "height" ? height : width) = v;
            continue;
        }
        result.error = ParseError { lineNumber, "\"" + shownWord(line) + "\" is not a line of a map header" };
        return result;
    }
    if (width <= 0 || height <= 0 || !mapLine) {
        result.error = ParseError { std::max(lines.number(), 1),
            width <= 0 || height <= 0 ? "the header has no width and height" : "the header has no map line" };
        return result;
    }
    // The rows are grown as they are read, never allocated from the header alone: a header that
    // promises more than the text holds costs no more than the text. A row takes width letters and
    // its line end, so a text too short for them all is refused before anything is allocated.
    const auto cells = static_cast<std::uint64_t>(width) * static_cast<std::uint64_t>(height);
    if (lines.left() < cells) {
        result.error = ParseError { lines.number() + 1,
            "the header says " + std::to_string(width) + " x " + std::to_string(height) + ", " + std::to_string(cells)
                + " cells, and only " + std::to_string(lines.left()) + " bytes follow" };
        return result;
    }
    GridMap& map = result.map;
    map.width = width;
    map.height = height;
    map.open.reserve(static_cast<std::size_t>(cells));
    map.letters.reserve(static_cast<std::size_t>(cells));
    for (int row = 0; row < height; ++row) {
        if (!lines.next(line)) {
            result.error = ParseError { lines.number() + 1,
                "the map has " + std::to_string(row) + " rows, its header says " + std::to_string(height) };
            return result;
        }
        if (line.size() != static_cast<std::size_t>(width)) {
            result.error = ParseError { lines.number(),
                "the row has " + std::to_string(line.size()) + " cells, the map is " + std::to_string(width)
                    + " wide" };
            return result;
        }
        map.letters.append(line);
        for (const char c : line) map.open.push_back((c == '.' || c == 'G' || c == 'S') ? 1 : 0);
    }
    return result;
}

ScenarioResult readScenarios(std::string_view text, int width, int height, std::string_view mapName)
{
    ScenarioResult result;
    Lines lines(text);
    std::string_view line;
    while (lines.next(line)) {
        const int lineNumber = lines.number();
        const auto w = words(line);
        if (w.empty()) continue;
        if (lineNumber == 1 && w[0] == "version") continue;
        Scenario s;
        s.line = lineNumber;
        int mapWidth = 0;
        int mapHeight = 0;
        if (w.size() != 9 || !number(w[0], s.bucket) || !number(w[2], mapWidth) || !number(w[3], mapHeight)
            || !number(w[4], s.start.col) || !number(w[5], s.start.row) || !number(w[6], s.goal.col)
            || !number(w[7], s.goal.row) || !number(w[8], s.optimal)) {
            result.error = ParseError { lineNumber,
                "a scenario line is: bucket map width height startx starty goalx "
                "goaly optimal" };
            return result;
        }
        // A query of another map, or of a map of another size, would be searched on the wrong one.
        const std::string_view named = baseName(w[1]);
        if (!mapName.empty() && named != baseName(mapName)) {
            result.error = ParseError { lineNumber,
                "the query is for the map \"" + shownWord(named) + "\", not \"" + shownWord(baseName(mapName)) + "\"" };
            return result;
        }
        if (mapWidth != width || mapHeight != height) {
            result.error = ParseError { lineNumber,
                "the query is for a " + std::to_string(mapWidth) + " x " + std::to_string(mapHeight)
                    + " map, this one is " + std::to_string(width) + " x " + std::to_string(height) };
            return result;
        }
        if (!std::isfinite(s.optimal) || s.optimal < 0) {
            result.error = ParseError { lineNumber,
                "\"" + shownWord(w[8]) + "\" is not an optimal length (a number from 0 up)" };
            return result;
        }
        auto inside = [&](Cell c) { return c.col >= 0 && c.row >= 0 && c.col < width && c.row < height; };
        if (!inside(s.start) || !inside(s.goal)) {
            result.error = ParseError { lineNumber,
                "a cell of this query lies outside the " + std::to_string(width) + " x " + std::to_string(height)
                    + " map" };
            return result;
        }
        result.scenarios.push_back(s);
    }
    return result;
}

bool matchesOptimal(const Scenario& scenario, double cost)
{
    if (scenario.optimal == 0 && scenario.start != scenario.goal) return cost < 0;
    return cost >= 0 && std::fabs(cost - scenario.optimal) <= 1e-5 * std::max(1.0, scenario.optimal);
}

} // namespace mazeworks

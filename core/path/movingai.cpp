#include "path/movingai.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

namespace mazeworks {

namespace {

// Lines without their line ends.
std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

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

template <class T> bool number(std::string_view s, T& out)
{
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

} // namespace

GridMapResult readMovingAiMap(std::string_view text)
{
    GridMapResult result;
    const std::vector<std::string_view> lines = splitLines(text);
    std::size_t i = 0;
    int width = -1;
    int height = -1;
    for (; i < lines.size(); ++i) {
        const auto w = words(lines[i]);
        if (w.empty()) continue;
        const int lineNumber = static_cast<int>(i) + 1;
        if (w[0] == "map") {
            ++i;
            break;
        }
        if (w[0] == "type") continue;
        if ((w[0] == "height" || w[0] == "width") && w.size() == 2) {
            int v = 0;
            if (!number(w[1], v) || v <= 0 || v > 65536) {
                result.error = ParseError { lineNumber, std::string("\"").append(w[1]).append("\" is not a size") };
                return result;
            }
            (w[0] == "height" ? height : width) = v;
            continue;
        }
        result.error
            = ParseError { lineNumber, std::string("\"").append(lines[i]).append("\" is not a line of a map header") };
        return result;
    }
    if (width <= 0 || height <= 0) {
        result.error
            = ParseError { static_cast<int>(std::min(i, lines.size())) + 0, "the header has no width and height" };
        if (result.error->line == 0) result.error->line = 1;
        return result;
    }
    GridMap& map = result.map;
    map.width = width;
    map.height = height;
    map.open.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0);
    map.letters.assign(map.open.size(), '@');
    for (int row = 0; row < height; ++row, ++i) {
        if (i >= lines.size()) {
            result.error = ParseError { static_cast<int>(lines.size()) + 1,
                "the map has " + std::to_string(row) + " rows, its header says " + std::to_string(height) };
            return result;
        }
        const std::string_view line = lines[i];
        if (static_cast<int>(line.size()) != width) {
            result.error = ParseError { static_cast<int>(i) + 1,
                "the row has " + std::to_string(line.size()) + " cells, the map is " + std::to_string(width)
                    + " wide" };
            return result;
        }
        for (int col = 0; col < width; ++col) {
            const char c = line[static_cast<std::size_t>(col)];
            const std::size_t k
                = static_cast<std::size_t>(row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(col);
            map.letters[k] = c;
            map.open[k] = (c == '.' || c == 'G' || c == 'S') ? 1 : 0;
        }
    }
    return result;
}

ScenarioResult readScenarios(std::string_view text, int width, int height)
{
    ScenarioResult result;
    const std::vector<std::string_view> lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int lineNumber = static_cast<int>(i) + 1;
        const auto w = words(lines[i]);
        if (w.empty()) continue;
        if (i == 0 && w[0] == "version") continue;
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

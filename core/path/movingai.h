#pragma once

#include "grid/cell.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

// The grid maps and scenarios of the Moving AI pathfinding benchmark (movingai.com): a map is
// `type octile`, `height H`, `width W`, `map`, then H rows of W letters, of which `.`, `G` and
// `S` are open; a scenario file is `version 1`, then one query a line.
struct GridMap {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> open; // row-major, 1 where a cell may be entered
    std::string letters; // row-major, as written
};

struct ParseError {
    int line = 0;
    std::string message;
};

struct GridMapResult {
    GridMap map;
    std::optional<ParseError> error;
};

// The most cells a side of a map may have.
inline constexpr int kMaxMovingAiSide = 65536;

// A map from its text; CRLF line ends and a missing final line end are fine. It never allocates
// more than the text could fill, whatever its header says.
GridMapResult readMovingAiMap(std::string_view text);

struct Scenario {
    int line = 0; // in the scenario file
    int bucket = 0;
    Cell start;
    Cell goal;
    double optimal = 0; // 8-connected, diagonal sqrt(2), no corner cutting; 0 between two cells: no way
};

struct ScenarioResult {
    std::vector<Scenario> scenarios;
    std::optional<ParseError> error;
};

// The queries of a scenario file for the width x height map `mapName` (a file name; its folders
// do not count; empty: not checked): every line must name that map and its size, every cell
// lie on it, and every optimal length be a number from 0 up.
ScenarioResult readScenarios(std::string_view text, int width, int height, std::string_view mapName = {});

// Whether a found cost (negative: no way) is the scenario's optimal length, to the published
// precision (a relative 1e-5).
bool matchesOptimal(const Scenario& scenario, double cost);

} // namespace mazeworks

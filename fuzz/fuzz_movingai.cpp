// The Moving AI readers on arbitrary bytes: the .map reader, and the .scen reader against the map
// read. They must never crash, hang, or allocate more than the text could fill, whatever a
// header claims.
//
// The input is split at its first NUL byte: the map before it, the scenarios after it. A NUL
// never appears in a real map or scenario file, so a seed is simply a map, a NUL and its
// scenarios, and the fuzzer mutates both halves together: scenarios must match the size of the
// map, and a fixed map would leave the reader's size checks seeing one size only. Without a NUL,
// the scenarios are read against a 4 x 4 map so that neither reader goes untested.

#include "path/movingai.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_movingai: %s\n", what);
    std::abort();
}

bool isOpen(char c) { return c == '.' || c == 'G' || c == 'S'; }

// A map in the benchmark's own form, as the reader's documentation describes it.
std::string written(const mazeworks::GridMap& map)
{
    std::string out
        = "type octile\nheight " + std::to_string(map.height) + "\nwidth " + std::to_string(map.width) + "\nmap\n";
    for (int row = 0; row < map.height; ++row) {
        out.append(map.letters, static_cast<std::size_t>(row) * static_cast<std::size_t>(map.width),
            static_cast<std::size_t>(map.width));
        out += '\n';
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mazeworks;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const std::size_t nul = bytes.find('\0');
    const std::string_view mapText = bytes.substr(0, nul);
    const std::string_view scenText = nul == std::string_view::npos ? bytes : bytes.substr(nul + 1);

    const GridMapResult map = readMovingAiMap(mapText);
    int width = 4;
    int height = 4;
    if (!map.error) {
        const GridMap& m = map.map;
        if (m.width <= 0 || m.height <= 0 || m.width > kMaxMovingAiSide || m.height > kMaxMovingAiSide)
            fail("a map read cleanly has a side out of range");
        const auto cells = static_cast<std::size_t>(m.width) * static_cast<std::size_t>(m.height);
        if (m.letters.size() != cells || m.open.size() != cells) fail("the cells are not width x height");
        if (cells > mapText.size()) fail("more cells than bytes of text");
        for (std::size_t i = 0; i < cells; ++i)
            if (m.open[i] != (isOpen(m.letters[i]) ? 1 : 0)) fail("a cell is open but its letter is not");

        // The map written in the benchmark's form reads back as the same map.
        const GridMapResult again = readMovingAiMap(written(m));
        if (again.error) fail("a map written again does not read");
        if (again.map.width != m.width || again.map.height != m.height || again.map.letters != m.letters
            || again.map.open != m.open)
            fail("read -> write -> read changed the map");
        width = m.width;
        height = m.height;
    } else if (map.error->line < 1) {
        fail("an error without a line");
    }

    // The map name is checked on every other input, so that the rest of the line is reached too.
    const std::string_view mapName = size % 2 == 0 ? std::string_view("fuzz.map") : std::string_view();
    const ScenarioResult scen = readScenarios(scenText, width, height, mapName);
    int lastLine = 0;
    for (const Scenario& s : scen.scenarios) {
        if (s.line <= lastLine) fail("scenarios out of line order");
        lastLine = s.line;
        for (const Cell c : { s.start, s.goal })
            if (c.col < 0 || c.row < 0 || c.col >= width || c.row >= height) fail("a scenario's cell is off the map");
        if (!std::isfinite(s.optimal) || s.optimal < 0) fail("a scenario's optimal length is not from 0 up");
        if (!matchesOptimal(s, s.start == s.goal || s.optimal > 0 ? s.optimal : -1))
            fail("a scenario does not match its own optimal length");
    }
    if (scen.error && scen.error->line < 1) fail("an error without a line");
    return 0;
}

#pragma once

// The bench's figures as the README's speed table: a Markdown table with the date, the machine
// and the build it was measured on, written between two markers so `./dev bench --readme` can
// put it in place of the last one. Nobody edits the figures by hand, so they cannot drift.

#include "bench.h"

#include <string>
#include <vector>

namespace mazeworks::cli {

inline constexpr const char* speedTableBegin = "<!-- speed: written by ./dev bench --readme, not by hand -->";
inline constexpr const char* speedTableEnd = "<!-- /speed -->";

// "Debian GNU/Linux 12 (bookworm), 2 cores of an Intel(R) Xeon(R) ..., 23.5 GiB; GCC 12.2.0"
std::string machineDescription();

// The whole section, markers included, each figure a row (its section, its name, the median
// with its unit, the peak memory, the note) under a line that says when and where.
std::string speedTable(const std::vector<BenchFigure>& figures, const std::string& command, const std::string& date,
    const std::string& machine);

// Today's date in UTC, as 2026-12-06.
std::string todayUtc();

} // namespace mazeworks::cli

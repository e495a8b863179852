#pragma once

// The most bytes a file is read with, apart from the reading (which needs Qt), so that code
// free of Qt (the command line's frame) takes the same limit.

#include <cstdint>

namespace mazeworks {

// No level, map, replay or tileset is larger (a 4096 x 4096 level is 16 MiB of text).
inline constexpr std::uint64_t kFileLimit = 256ull << 20;

} // namespace mazeworks

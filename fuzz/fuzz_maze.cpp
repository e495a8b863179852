// The .maze reader on arbitrary bytes: it must never crash, hang or leak, and reading, writing
// and reading again must give the same level and the same diagnostics.

#include "maze/mazefile.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_maze: %s\n", what);
    std::abort();
}

// One problem a region: each region's tiles are corridor tiles, in runs of rows in reading order
// that neither touch nor overlap, the problem stands at one of them, and no tile is in two.
void checkRegions(const mazeworks::ReadResult& read)
{
    using namespace mazeworks;
    std::vector<bool> taken;
    for (const Diagnostic& d : read.diagnostics) {
        if (d.region.empty()) continue;
        if (!read.maze.hasMap() || !d.tile) fail("a region without a map or a tile");
        if (taken.empty()) taken.assign(static_cast<std::size_t>(read.maze.width()) * read.maze.height(), false);
        bool atOneOfThem = false;
        for (std::size_t i = 0; i < d.region.size(); ++i) {
            const TileRun& run = d.region[i];
            if (run.first > run.last) fail("a run that ends before it starts");
            if (i > 0) {
                const TileRun& before = d.region[i - 1];
                if (run.row < before.row || (run.row == before.row && run.first <= before.last + 1))
                    fail("runs out of reading order, or touching");
            }
            for (int col = run.first; col <= run.last; ++col) {
                const Cell c { col, run.row };
                if (!read.maze.tiles.contains(c) || !isCorridor(read.maze.tiles.get(c)))
                    fail("a region off the corridors");
                const std::size_t at = read.maze.tiles.index(c);
                if (taken[at]) fail("a tile in two regions");
                taken[at] = true;
                atOneOfThem = atOneOfThem || c == *d.tile;
            }
        }
        if (!atOneOfThem) fail("a region's problem stands outside it");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mazeworks;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const ReadResult first = readMaze(bytes);
    checkRegions(first);

    // Saving unchanged gives back the very bytes that were read.
    const std::string same = writeMaze(first.maze, first.source);
    if (same != bytes) fail("open and save unchanged is not byte-identical");

    // Read -> write -> read gives the same level.
    const ReadResult second = readMaze(same);
    if (!(second.maze == first.maze)) fail("read -> write -> read changed the level");
    if (!(second.diagnostics == first.diagnostics)) fail("read -> write -> read changed the diagnostics");

    // A clean level written canonically reads back as the same level.
    if (first.ok() && first.maze.hasMap()) {
        const ReadResult canonical = readMaze(writeMaze(first.maze));
        if (!(canonical.maze == first.maze)) fail("the canonical text reads back as another level");
    }

    // An edit keeps every other line: change one tile and read again.
    if (first.maze.hasMap()) {
        Maze edited = first.maze;
        const Cell c { static_cast<int>(size % static_cast<std::size_t>(edited.width())),
            static_cast<int>((size / 7) % static_cast<std::size_t>(edited.height())) };
        edited.tiles.set(c, edited.tiles.get(c) == Tile::Wall ? Tile::Floor : Tile::Wall);
        const ReadResult again = readMaze(writeMaze(edited, first.source));
        if (!(again.maze.tiles == edited.tiles)) fail("an edited tile did not survive saving");
    }
    return 0;
}

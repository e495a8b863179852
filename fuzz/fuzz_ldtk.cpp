// LDtk projects on arbitrary bytes: the reader must never crash, hang or take memory beyond a
// bound, whatever sizes a level or a layer claims; the levels of a project read without errors,
// written as one project and read again, are the same levels.
//
// The input is split at its first NUL byte: the project before it, and after it the bytes of
// every .ldtkl level file the project names (a NUL never appears in LDtk's JSON, so a seed of a
// project with separate level files is the project, a NUL and one of its levels). Without a NUL,
// no level file is there.

#include "ldtk/ldtkproject.h"
#include "ldtk/ldtkwriter.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_ldtk: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mazeworks;
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const qsizetype nul = input.indexOf('\0');
    const QByteArray project = nul < 0 ? input : input.left(nul);
    const std::optional<QByteArray> levelFile = nul < 0 ? std::nullopt : std::optional<QByteArray>(input.mid(nul + 1));
    const ldtk::FileReader files = [&levelFile](const QString&, QString* why) {
        if (!levelFile && why) *why = QStringLiteral("not there");
        return levelFile;
    };
    ldtk::Project read = ldtk::readProject(project, files);
    if (read.needsAnswers()) {
        // Every value without a kind answered as a wall, as the editor's question would.
        ldtk::Answers walls;
        for (const ldtk::UnknownValue& value : read.unknownValues) walls.setTile(value.name(), Tile::Wall);
        read = ldtk::readProject(project, files, walls);
        if (!read.ok()) fail("a project whose only errors were values without a kind does not read with answers");
    }
    if (!read.ok()) return 0;
    std::vector<Maze> levels;
    for (const ldtk::ProjectLevel& level : read.levels) {
        if (!level.maze.hasMap()) fail("a level read without errors has no tiles");
        levels.push_back(level.maze);
    }
    const ldtk::Project again = ldtk::readProject(ldtk::writeProject(levels));
    if (!again.ok()) fail("levels written as an LDtk project do not read back");
    if (again.levels.size() != levels.size()) fail("levels written as an LDtk project read back as another number");
    for (std::size_t i = 0; i < levels.size(); ++i) {
        if (!(again.levels[i].maze == levels[i])) fail("a level written as an LDtk project reads back as another");
    }
    return 0;
}

// Tiled's maps on arbitrary bytes, .tmx (XML) and .tmj (JSON), with the tilesets and templates
// they name: the readers must never crash, hang or take memory beyond a bound (zlib, gzip and
// zstd layers, chunks of infinite maps included); a map that reads as a level, written as .tmx
// and as .tmj and read again, is the same level; kinds written back into a map read back.

#include "tiled/kindswriter.h"
#include "tiled/tiledlevel.h"
#include "tiled/tiledwriter.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_tiled: %s\n", what);
    std::abort();
}

// The files a map may name: a small tileset of every kind in each spelling, a template of a
// ghost in each, one of a tile object; anything else is not there.
std::optional<QByteArray> otherFile(const QString& path, QString* why)
{
    if (path.endsWith(QLatin1String(".tsx")))
        return QByteArray(R"(<tileset name="t"><tile id="0" type="wall"/><tile id="1" type="dot"/></tileset>)");
    if (path.endsWith(QLatin1String(".tsj")))
        return QByteArray(R"({"type": "tileset", "tiles": [{"id": 0, "type": "wall"}, {"id": 1, "type": "Pellet"}]})");
    if (path.endsWith(QLatin1String(".tx")))
        return QByteArray(
            R"(<template><tileset firstgid="1" source="t.tsx"/><object gid="2" type="ghost" width="8" height="8"/></template>)");
    if (path.endsWith(QLatin1String(".tj")))
        return QByteArray(R"({"type": "template", "object": {"type": "fruit", "point": true}})");
    if (why) *why = QStringLiteral("not there");
    return std::nullopt;
}

void sameAgain(const mazeworks::Maze& level, const QByteArray& written)
{
    using namespace mazeworks;
    const tiled::Import again = tiled::readLevel(written);
    if (!again.ok()) fail("a level written as a Tiled map does not read back");
    if (!(again.maze->tiles == level.tiles)) fail("a level written as a Tiled map reads back with other tiles");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mazeworks;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const tiled::MapRead read = tiled::readMap(bytes, otherFile);
    if (!read.map) return 0;
    // Every tile the tilesets leave unknown answered as a wall, as the editor's question would.
    tiled::Import level = tiled::importLevel(*read.map);
    if (level.needsAnswers()) {
        tiled::TileAnswers walls;
        for (const tiled::Tileset& tileset : read.map->tilesets) walls.setOthers(tiled::keyOf(tileset), Tile::Wall);
        level = tiled::importLevel(*read.map, walls);
        // Written back into the map, the kinds need no answers: only for embedded tilesets.
        for (const tiled::Tileset& tileset : read.map->tilesets) {
            if (tileset.file.isEmpty() && tileset.firstGid > 0)
                tiled::withKinds(bytes, tileset.firstGid, { { 0, Tile::Wall } });
        }
    }
    if (!level.ok()) return 0;
    if (!level.maze->hasMap()) fail("a map read without errors has no tiles");
    const tiled::Map map = tiled::mapOfLevel(*level.maze, QStringLiteral("t.png"));
    sameAgain(*level.maze, tiled::writeTmx(map));
    sameAgain(*level.maze, tiled::writeTmj(map));
    return 0;
}

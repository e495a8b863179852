// Tiled's maps on arbitrary bytes, as .tmj (JSON) and as .tmx (XML): the readers must never
// crash, hang or take memory beyond a bound (zlib and gzip layers included), and a map that
// reads as a level, written as a .tmj and read again, is the same level.

#include "tiled/tmjfile.h"
#include "tiled/tmxfile.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_tiled: %s\n", what);
    std::abort();
}

// An external tileset the map names: a small one of every kind, or nothing.
std::optional<QByteArray> tileset(const QString& source, QString* why)
{
    if (source.endsWith(QLatin1String(".tsx")))
        return QByteArray(R"(<tileset name="t"><tile id="0" type="wall"/><tile id="1" type="dot"/></tileset>)");
    if (source.endsWith(QLatin1String(".tsj")))
        return QByteArray(R"({"type": "tileset", "tiles": [{"id": 0, "type": "wall"}, {"id": 1, "type": "dot"}]})");
    if (why) *why = QStringLiteral("not there");
    return std::nullopt;
}

void roundTrip(const mazeworks::tmjfile::TmjReadResult& first)
{
    using namespace mazeworks;
    if (!first.ok()) return;
    if (!first.maze.hasMap()) fail("a map read without errors has no tiles");
    const tmjfile::TmjReadResult again = tmjfile::read(tmjfile::write(first.maze, QStringLiteral("t.png")));
    if (!again.ok()) fail("a level written as .tmj does not read back");
    if (!(again.maze.tiles == first.maze.tiles)) fail("a level written as .tmj reads back with other tiles");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mazeworks;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    roundTrip(tmjfile::read(bytes, tileset));
    roundTrip(tmxfile::read(bytes, tileset));
    return 0;
}

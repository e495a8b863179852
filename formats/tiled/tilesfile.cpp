#include "tilesfile.h"

#include "tilekinds.h"

#include <QFileInfo>
#include <QList>

#include <map>

namespace mazeworks::tiled {

namespace {

// The tiles a "TILES" word names: a number, a range "30-35", or "*" (none: the others).
std::optional<std::pair<qint64, qint64>> tilesOf(const QString& word, bool* others)
{
    *others = word == QLatin1String("*");
    if (*others) return std::pair<qint64, qint64> { 0, -1 };
    const QStringList ends = word.split(QLatin1Char('-'));
    if (ends.size() > 2) return std::nullopt;
    bool okFirst = false;
    bool okLast = false;
    const qint64 first = ends.front().trimmed().toLongLong(&okFirst);
    const qint64 last = ends.back().trimmed().toLongLong(&okLast);
    if (!okFirst || !okLast || first < 0 || last < first || last - first > 1 << 20) return std::nullopt;
    return std::pair { first, last };
}

} // namespace

TilesFile readTilesFile(const QByteArray& bytes)
{
    TilesFile out;
    std::optional<TilesetKey> section;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int line = static_cast<int>(i + 1);
        QString text = QString::fromUtf8(lines[i]);
        text = text.left(text.indexOf(QLatin1Char('#'))).trimmed();
        if (text.isEmpty()) continue;
        if (text.startsWith(QLatin1Char('[')) && text.endsWith(QLatin1Char(']'))) {
            const QString inside = text.mid(1, text.size() - 2);
            section = TilesetKey { inside.section(QLatin1Char('|'), 0, 0).trimmed(),
                inside.contains(QLatin1Char('|')) ? inside.section(QLatin1Char('|'), 1).trimmed() : QString() };
            continue;
        }
        const qsizetype equals = text.indexOf(QLatin1Char('='));
        if (equals < 0) {
            out.problems.push_back({ TilesFileProblem::Code::NotAnAnswer, line, text.left(40) });
            continue;
        }
        if (!section) {
            out.problems.push_back({ TilesFileProblem::Code::NoSection, line, text.left(40) });
            continue;
        }
        const QString tiles = text.left(equals).trimmed();
        const QString kindWord = text.mid(equals + 1).trimmed();
        bool others = false;
        const auto range = tilesOf(tiles, &others);
        if (!range) {
            out.problems.push_back({ TilesFileProblem::Code::NotATile, line, tiles.left(40) });
            continue;
        }
        const std::optional<Tile> kind = kindFromName(kindWord);
        if (!kind) {
            out.problems.push_back({ TilesFileProblem::Code::NotAKind, line, kindWord.left(40) });
            continue;
        }
        if (others) out.answers.setOthers(*section, *kind);
        for (qint64 tile = range->first; tile <= range->second; ++tile) out.answers.set(*section, tile, *kind);
    }
    return out;
}

QString englishText(const TilesFileProblem& problem)
{
    switch (problem.code) {
    case TilesFileProblem::Code::NoSection:
        return QStringLiteral("\"%1\" comes before any [tileset] line").arg(problem.word);
    case TilesFileProblem::Code::NotAnAnswer:
        return QStringLiteral("\"%1\" is neither a [tileset] line nor an answer TILE = KIND").arg(problem.word);
    case TilesFileProblem::Code::NotATile:
        return QStringLiteral("\"%1\" is not a tile number, a range such as 30-35, or *").arg(problem.word);
    case TilesFileProblem::Code::NotAKind:
        return QStringLiteral("\"%1\" is not a kind of tile (wall, dot, energizer, floor, tunnel, door, house)")
            .arg(problem.word);
    }
    return {};
}

QByteArray tilesFileFor(const Map& map, const std::vector<UnknownTile>& tiles)
{
    std::map<std::size_t, QStringList> byTileset;
    for (const UnknownTile& tile : tiles) {
        if (tile.tileset == UnknownTile::kNoTileset) continue;
        byTileset[tile.tileset] << QStringLiteral("%1 = ?").arg(tile.tile);
    }
    QByteArray out;
    for (const auto& [index, lines] : byTileset) {
        const Tileset& tileset = map.tilesets[index];
        out += "[" + tileset.name.toUtf8() + "]\n" + lines.join(QLatin1Char('\n')).toUtf8() + "\n";
    }
    return out;
}

} // namespace mazeworks::tiled

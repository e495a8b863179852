#include "tilememory.h"

#include "tiled/tilekinds.h"

#include <QSettings>
#include <QUrl>

namespace mazeworks::tilememory {

namespace {

const QString kGroup = QStringLiteral("tiledTiles");

// A settings group of its own for each tileset: its name and picture, made safe for a key.
QString groupOf(const tiled::TilesetKey& key)
{
    return kGroup + QLatin1Char('/')
        + QString::fromLatin1(QUrl::toPercentEncoding(key.name + QLatin1Char('|') + key.image));
}

} // namespace

tiled::TileAnswers recalled(const tiled::Map& map)
{
    tiled::TileAnswers answers;
    QSettings settings;
    for (const tiled::Tileset& tileset : map.tilesets) {
        const tiled::TilesetKey key = tiled::keyOf(tileset);
        settings.beginGroup(groupOf(key));
        for (const QString& tile : settings.childKeys()) {
            bool ok = false;
            const qint64 id = tile.toLongLong(&ok);
            const std::optional<Tile> kind = tiled::kindFromName(settings.value(tile).toString());
            if (ok && kind) answers.set(key, id, *kind);
        }
        settings.endGroup();
    }
    return answers;
}

void remember(const tiled::Tileset& tileset, const std::map<qint64, Tile>& kinds)
{
    QSettings settings;
    settings.beginGroup(groupOf(tiled::keyOf(tileset)));
    for (const auto& [tile, kind] : kinds) settings.setValue(QString::number(tile), tiled::kindName(kind));
    settings.endGroup();
}

void forgetAll() { QSettings().remove(kGroup); }

} // namespace mazeworks::tilememory

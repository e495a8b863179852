#pragma once

// The files a Tiled map names besides itself, external tilesets (.tsx, .tsj) and object
// templates (.tx, .tj), read once each whichever of Tiled's spellings names them, and each in
// either spelling: Tiled lets a .tmx use a .tsj and a .tmj a .tx.

#include "tiledmap.h"
#include "tiledproblem.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <map>
#include <optional>

namespace mazeworks::tiled {

// The bytes of a file named relative to the map's folder (or absolute), or nothing with the
// reason in `why`, in the words the caller shows (a missing file, a device, a file too large).
using FileReader = std::function<std::optional<QByteArray>(const QString& path, QString* why)>;

// A large map may have up to this many tiles in all its layers and chunks together: four layers
// of the largest maze. Past it, reading stops rather than fill the memory.
inline constexpr qint64 kTileBudget = qint64(1) << 26;
// No chunk, object or corner lies further than this many tiles from the map's origin.
inline constexpr int kFarTiles = 1 << 24;

// Whether bytes are Tiled's XML (else its JSON): the first thing that is not white space is '<'.
bool looksLikeXml(const QByteArray& bytes);

// `source` as named in the file `from` (both relative to the map's folder), made relative to the
// map's folder; an absolute `source` stays as it is.
QString resolvedPath(const QString& from, const QString& source);

class ExternalFiles {
public:
    ExternalFiles(FileReader reader, Problems& problems);

    // The tileset in the file `source`, named by the file `from`, at `place`; its firstGid is
    // `firstGid`. A tileset whose file cannot be read is returned unread (read false), once
    // said so.
    Tileset tileset(const QString& source, qint64 firstGid, const QString& from, const Place& place);
    // The template in the file `source` named by `from`, or null (said so, once).
    const Template* objectTemplate(const QString& source, const QString& from, const Place& place);
    // Every template read, by file.
    const std::map<QString, Template>& templates() const { return m_templates; }

    // The tiles read so far in all layers and chunks; false, said once, past kTileBudget.
    bool spend(qint64 tiles, const Place& place);

private:
    std::optional<QByteArray> bytes(const QString& path, Code unreadable, const Place& place);

    FileReader m_reader;
    Problems& m_problems;
    std::map<QString, std::optional<Tileset>> m_tilesets;
    std::map<QString, Template> m_templates;
    std::map<QString, bool> m_failed; // templates that could not be read: said once
    qint64 m_tiles = 0;
    bool m_overBudget = false;
};

} // namespace mazeworks::tiled

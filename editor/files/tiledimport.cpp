#include "tiledimport.h"

#include "filemessages.h"
#include "importreport.h"
#include "tiled/kindswriter.h"
#include "tiled/tiledlevel.h"
#include "tilekindsdialog.h"
#include "tilememory.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

#include <algorithm>
#include <iterator>
#include <map>

namespace mazeworks {

namespace {

using Kinds = std::map<std::size_t, std::map<qint64, Tile>>; // by tileset, then tile

// The errors of a read, one a line, in the user's language.
QString errorsOf(const std::vector<tiled::Problem>& problems)
{
    QStringList lines;
    for (const tiled::Problem& p : problems) {
        if (p.level == tiled::Level::Error) lines << tiled::describe(p, tiled::Words::Translated);
    }
    return lines.join(QLatin1Char('\n'));
}

// Writes the kinds into the files that hold the tilesets: a tileset's own file, or the map for
// one embedded in it. False with the reason.
bool writeKinds(const QString& mapPath, const tiled::Map& map, const Kinds& kinds, QString* error)
{
    const QDir folder = QFileInfo(mapPath).absoluteDir();
    std::map<QString, std::vector<std::pair<qint64, const std::map<qint64, Tile>*>>> byFile;
    for (const auto& [index, tiles] : kinds) {
        const tiled::Tileset& tileset = map.tilesets[index];
        if (tileset.file.isEmpty())
            byFile[mapPath].emplace_back(tileset.firstGid, &tiles);
        else
            byFile[folder.filePath(tileset.file)].emplace_back(0, &tiles);
    }
    for (const auto& [file, tilesets] : byFile) {
        QByteArray bytes;
        if (!readFileOrSay(file, &bytes, error)) return false;
        for (const auto& [firstGid, tiles] : tilesets) {
            const std::optional<QByteArray> written = tiled::withKinds(bytes, firstGid, *tiles);
            if (!written) {
                if (error)
                    *error = TiledImport::tr("%1 no longer holds the tileset as it was read.")
                                 .arg(QDir::toNativeSeparators(file));
                return false;
            }
            bytes = *written;
        }
        if (!writeFileOrSay(file, bytes, error)) return false;
    }
    return true;
}

void addAll(tiled::TileAnswers& answers, const tiled::Map& map, const Kinds& kinds)
{
    for (const auto& [index, tiles] : kinds) {
        for (const auto& [tile, kind] : tiles) answers.set(tiled::keyOf(map.tilesets[index]), tile, kind);
    }
}

} // namespace

TiledImport::TiledImport(QWidget* parent)
    : m_parent(parent)
{
}

std::optional<Maze> TiledImport::read(const QString& path, bool quiet, QString* error)
{
    const QString name = QDir::toNativeSeparators(path);
    QByteArray bytes;
    if (!readFileOrSay(path, &bytes, error)) return std::nullopt;
    const QDir folder = QFileInfo(path).absoluteDir();
    const tiled::FileReader files = [&folder](const QString& file, QString* why) -> std::optional<QByteArray> {
        QByteArray other;
        if (!readFileOrSay(folder.filePath(file), &other, why)) return std::nullopt;
        return other;
    };
    const tiled::MapRead read = tiled::readMap(bytes, files, tiled::spellingOf(path).value_or(tiled::Spelling::Tmj));
    if (!read.map) {
        if (error) *error = tr("%1 cannot be imported:").arg(name) + QLatin1Char('\n') + errorsOf(read.problems);
        return std::nullopt;
    }
    const tiled::Map& map = *read.map;
    tiled::TileAnswers answers = tilememory::recalled(map);
    tiled::Import level = tiled::importLevel(map, answers);
    const bool ask = level.needsAnswers() && !quiet;
    if (ask) {
        TileKindsDialog question(map, level.unknownTiles, files, QFileInfo(path).fileName(), m_parent);
        if (question.exec() != QDialog::Accepted) {
            if (error) error->clear();
            return std::nullopt;
        }
        const Kinds kinds = question.kinds();
        addAll(answers, map, kinds);
        if (question.remember()) {
            for (const auto& [index, tiles] : kinds) tilememory::remember(map.tilesets[index], tiles);
        }
        QString why;
        if (question.writeBack() && !writeKinds(path, map, kinds, &why)) {
            QMessageBox::warning(m_parent, tr("Kinds Not Written"),
                tr("The kinds could not be written into the tileset; the level opens with them all the same.")
                    + QLatin1Char('\n') + why);
        }
        level = tiled::importLevel(map, answers);
    }
    if (!level.ok()) {
        if (error) *error = tr("%1 cannot be imported:").arg(name) + QLatin1Char('\n') + errorsOf(level.problems);
        return std::nullopt;
    }
    // What to say: everything, but that the kinds the user has just given were used.
    std::vector<tiled::Problem> said = read.problems;
    std::copy_if(level.problems.begin(), level.problems.end(), std::back_inserter(said),
        [ask](const tiled::Problem& p) { return !ask || p.code != tiled::Code::KindsAnswered; });
    if (!said.empty() && !quiet) {
        ImportReport report(QFileInfo(path).fileName(), said, m_parent);
        if (report.exec() != QDialog::Accepted) {
            if (error) error->clear();
            return std::nullopt;
        }
    }
    return std::move(level.maze);
}

} // namespace mazeworks

#include "tiledfiles.h"

#include "tmjreader.h"
#include "tmxreader.h"

#include <QDir>

namespace mazeworks::tiled {

bool looksLikeXml(const QByteArray& bytes)
{
    qsizetype i = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) ++i;
    return i < bytes.size() && bytes[i] == '<';
}

QString resolvedPath(const QString& from, const QString& source)
{
    if (QDir::isAbsolutePath(source)) return QDir::cleanPath(source);
    const qsizetype slash = from.lastIndexOf(QLatin1Char('/'));
    return QDir::cleanPath(slash < 0 ? source : from.left(slash + 1) + source);
}

ExternalFiles::ExternalFiles(FileReader reader, Problems& problems)
    : m_reader(std::move(reader))
    , m_problems(problems)
{
}

std::optional<QByteArray> ExternalFiles::bytes(const QString& path, Code unreadable, const Place& place)
{
    QString why;
    std::optional<QByteArray> bytes = m_reader ? m_reader(path, &why) : std::nullopt;
    if (!bytes) {
        if (why.isEmpty()) why = QStringLiteral("-");
        m_problems.add(unreadable, place, { path, why });
    }
    return bytes;
}

Tileset ExternalFiles::tileset(const QString& source, qint64 firstGid, const QString& from, const Place& place)
{
    const QString path = resolvedPath(from, source);
    auto found = m_tilesets.find(path);
    if (found == m_tilesets.end()) {
        std::optional<Tileset> tileset;
        if (const std::optional<QByteArray> data = bytes(path, Code::FileUnreadable, place)) {
            tileset = looksLikeXml(*data) ? readTsx(*data, path, *this, m_problems)
                                          : readTsj(*data, path, *this, m_problems);
        }
        found = m_tilesets.emplace(path, std::move(tileset)).first;
    }
    Tileset tileset = found->second.value_or(Tileset {});
    if (!found->second) {
        tileset.read = false;
        tileset.name = source;
    }
    tileset.firstGid = firstGid;
    tileset.file = path;
    return tileset;
}

const Template* ExternalFiles::objectTemplate(const QString& source, const QString& from, const Place& place)
{
    const QString path = resolvedPath(from, source);
    if (const auto found = m_templates.find(path); found != m_templates.end()) return &found->second;
    if (m_failed.count(path)) return nullptr;
    std::optional<Template> read;
    if (const std::optional<QByteArray> data = bytes(path, Code::FileUnreadable, place))
        read = looksLikeXml(*data) ? readTx(*data, path, *this, m_problems) : readTj(*data, path, *this, m_problems);
    if (!read) {
        m_failed[path] = true;
        return nullptr;
    }
    return &m_templates.emplace(path, std::move(*read)).first->second;
}

bool ExternalFiles::spend(qint64 tiles, const Place& place)
{
    if (m_overBudget) return false;
    m_tiles += tiles;
    if (m_tiles <= kTileBudget) return true;
    m_overBudget = true;
    m_problems.add(Code::TooManyTiles, place, { QString::number(kTileBudget) });
    return false;
}

} // namespace mazeworks::tiled

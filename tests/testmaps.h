#pragma once

// Helpers for tests whose maps are drawn as text.

#include "maze/mazefile.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazeworks::test {

// A map from rows of tile letters, one per line ("row " optional), blank lines ignored.
inline TileMap<Tile> tiles(const std::string& picture)
{
    std::vector<std::string> rows;
    std::istringstream in(picture);
    for (std::string line; std::getline(in, line);) {
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos) continue;
        line = line.substr(first);
        if (line.rfind("row ", 0) == 0) line = line.substr(4);
        rows.push_back(line);
    }
    if (rows.empty()) throw std::invalid_argument("an empty picture");
    TileMap<Tile> map(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), Tile::Wall);
    for (int r = 0; r < map.height(); ++r) {
        for (int c = 0; c < map.width(); ++c) {
            auto t = tileFromLetter(
                static_cast<unsigned char>(rows[static_cast<std::size_t>(r)].at(static_cast<std::size_t>(c))));
            if (!t) throw std::invalid_argument("not a tile letter in a test picture");
            map.set(c, r, *t);
        }
    }
    return map;
}

inline std::string readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) throw std::runtime_error("cannot read " + path.toStdString());
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

// A file or folder of the repository's resources/ (the levels that ship, the broken ones), found
// with QFINDTESTDATA from the test's own source folder, wherever the build and the test run. A
// file that is not there (a test of a missing file) is named where it would be.
inline QString resource(const QString& relative)
{
    const QString path = QStringLiteral(MAZEWORKS_RESOURCES_FROM_TEST "/") + relative;
    const QString found = QFINDTESTDATA(path);
    return found.isEmpty() ? path : found;
}

// Where a text differs from its golden file (found with QFINDTESTDATA beside the test): empty
// when it is the same byte for byte; else the first line that differs, and where the text as it
// is now was written (the temporary folder), to compare and, if the change is meant, to take the
// golden file's place.
inline QString differenceFromGolden(const std::string& actual, const QString& golden)
{
    if (golden.isEmpty()) return QStringLiteral("the golden file is not beside the test");
    const std::string expected = readFile(golden);
    if (actual == expected) return {};
    const QString now = QDir::temp().filePath(QFileInfo(golden).fileName());
    QFile out(now);
    if (out.open(QIODevice::WriteOnly)) out.write(actual.data(), static_cast<qint64>(actual.size()));
    const QStringList a = QString::fromStdString(actual).split(QLatin1Char('\n'));
    const QStringList e = QString::fromStdString(expected).split(QLatin1Char('\n'));
    qsizetype line = 0;
    while (line < a.size() && line < e.size() && a[line] == e[line]) ++line;
    return QStringLiteral("%1 differs, as it is now in %2, from line %3:\n%4\nexpected:\n%5")
        .arg(golden, now)
        .arg(line + 1)
        .arg(a.value(line, QStringLiteral("(the end)")), e.value(line, QStringLiteral("(the end)")));
}

inline std::string classicText() { return readFile(resource(QStringLiteral("levels/classic.maze"))); }

inline Maze classic()
{
    ReadResult r = readMaze(classicText());
    if (!r.ok()) throw std::runtime_error("the classic maze does not read cleanly");
    return r.maze;
}

// Passability of the muncher: the corridors.
inline auto corridors(const TileMap<Tile>& map)
{
    return [&map](int col, int row) { return isCorridor(map[map.index(col, row)]); };
}

} // namespace mazeworks::test

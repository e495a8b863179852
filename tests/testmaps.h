#pragma once

// Helpers for tests whose maps are drawn as text.

#include "maze/mazefile.h"

#include <QByteArray>
#include <QFile>
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

inline QString resource(const QString& relative) { return QStringLiteral(MAZEWORKS_RESOURCES "/") + relative; }

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

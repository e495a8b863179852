#pragma once

#include "grid/tilemap.h"
#include "maplayer.h"
#include "maze/maze.h"

#include <QColor>
#include <QImage>

namespace mazeworks {

// Where the muncher died in a playtest, as a heat map over the level: every tile where it was
// caught glows from dark red (once) to yellow (the most), with the count when the map is zoomed
// in far enough to read it.
class DeathHeatLayer : public MapLayer {
public:
    void setCounts(const TileMap<int>& counts);
    const TileMap<int>& counts() const { return m_counts; }
    int most() const { return m_most; }

    void paint(QPainter& painter, const QRect& visible, double scale) override;

    // The colour of a tile caught `count` times when the most is `most`.
    static QColor heat(int count, int most);
    // The level with the heat over it, `tile` pixels a tile: the report's picture and its PNG.
    static QImage picture(const Maze& maze, const TileMap<int>& counts, int tile);

private:
    TileMap<int> m_counts;
    int m_most = 0;
};

} // namespace mazeworks

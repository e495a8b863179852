#pragma once

#include "grid/tilemap.h"
#include "maplayer.h"
#include "maze/maze.h"

#include <QColor>
#include <QImage>

namespace mazeworks {

// Where the muncher died in a playtest, as a heat map over the level: every tile where it was
// caught glows from dark red (once) to yellow (the most), with the count when the map is zoomed
// in far enough to read it. Or, comparing two versions of a level, where the catches moved: the
// counts are then differences, warm where the level in the editor has more, blue where fewer,
// each with its sign.
class DeathHeatLayer : public MapLayer {
public:
    void setCounts(const TileMap<int>& counts, bool differences = false);
    const TileMap<int>& counts() const { return m_counts; }
    bool showsDifferences() const { return m_differences; }
    // The largest count (or change, either way).
    int most() const { return m_most; }

    void paint(QPainter& painter, const QRect& visible, double scale) override;

    // The colour of a tile caught `count` times (fewer times, when below nought) when the most is `most`.
    static QColor heat(int count, int most);
    // The level with the heat over it, `tile` pixels a tile: the report's picture and its PNG.
    static QImage picture(const Maze& maze, const TileMap<int>& counts, int tile, bool differences = false);

private:
    TileMap<int> m_counts;
    int m_most = 0;
    bool m_differences = false;
};

} // namespace mazeworks

#pragma once

#include "grid/direction.h"
#include "maze/tile.h"

#include <QObject>

namespace mazeworks {

// What the tools share: the tile of the palette, left-right mirror painting and the heading
// given to the muncher and the ghosts when they are placed. The mirror is remembered between
// runs; a designer of symmetric mazes keeps it on.
class ToolOptions : public QObject {
    Q_OBJECT

public:
    explicit ToolOptions(QObject* parent = nullptr);

    Tile tile() const { return m_tile; }
    bool mirror() const { return m_mirror; }
    Direction heading() const { return m_heading; }

public slots:
    void setTile(mazeworks::Tile tile);
    void setMirror(bool on);
    void setHeading(mazeworks::Direction heading);
    // A quarter turn: clockwise is up, right, down, left.
    void turn(bool clockwise);

signals:
    void tileChanged(mazeworks::Tile tile);
    void mirrorChanged(bool on);
    void headingChanged(mazeworks::Direction heading);

private:
    Tile m_tile = Tile::Wall;
    bool m_mirror = false;
    Direction m_heading = Direction::Left;
};

} // namespace mazeworks

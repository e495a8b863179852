#pragma once

#include "maze/maze.h"

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QRect>

namespace mazeworks {

// Draws a level in tile units (one tile = 1 x 1 before the painter's transform): walls as one
// autotiled outline, the floor, dots, energizers, the door, the house, and the people and
// places. Shared by the map view, PNG export and the play view.
//
// Safe to call from any thread, several at once, each with its own painter on its own QImage:
// these functions read only their arguments and the constant theme colours, keep no state and
// draw no text (text would need the font database, which is the GUI thread's). The map view's
// workers draw its chunks with them, from copies of the tiles.
namespace mappainter {

// The static tiles of `tiles` inside `area` (in tiles; neighbours outside it are looked at, so
// that chunks drawn separately join without seams).
//
// `tiles` may be a copy of part of a map, starting at the map's tile `first`: the tiles are then
// drawn at their places on the map, every coordinate computed as for the whole map, so that
// the part has the very pixels that drawing the whole map gives there (a door's edge at
// 46.4 tiles is not quite where one at 2.4 tiles, moved by 44, is).
void paintTiles(
    QPainter& painter, const TileMap<Tile>& tiles, const QRect& area, bool drawFood = true, QPoint first = {});

// Only the walls: each wall tile is a square smaller than the tile with an arm towards each
// wall neighbour (the 16-piece neighbour mask); the pieces are drawn twice, first a little
// larger in the edge colour, then in the body colour, which leaves the outline of their union.
void paintWalls(QPainter& painter, const TileMap<Tile>& tiles, const QRect& area, const QColor& edge,
    const QColor& body, QPoint first = {});

// One pixel per tile, for views zoomed far out.
QImage overview(const TileMap<Tile>& tiles);
QRgb overviewColour(Tile tile);

// The people and places: the muncher facing its heading, the ghosts with eyes looking their
// way, the fruit; drawn at cell centres in tile units.
void paintMuncher(QPainter& painter, QPointF centre, Direction facing, double mouth = 0.25);
void paintGhost(QPainter& painter, QPointF centre, GhostKind kind, Direction looking, int skirt = 0);
void paintFruit(QPainter& painter, QPointF centre);
// A ghost's corner: a small coloured target.
void paintCorner(QPainter& painter, QPointF centre, GhostKind kind);
void paintPlaces(QPainter& painter, const Maze& maze, bool corners);

QColor ghostColour(GhostKind kind);

} // namespace mappainter

} // namespace mazeworks

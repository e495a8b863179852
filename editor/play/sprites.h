#pragma once

#include "game/fruit.h"
#include "grid/direction.h"
#include "maze/maze.h"

#include <QColor>
#include <QPainter>
#include <QPointF>

namespace mazeworks {

// The people of the game drawn in code, in tile units around a centre (the painter's transform
// makes a tile as large as the view wants): the muncher with its mouth, the ghosts with their
// skirts and eyes, blue ghosts, the fruits. Actors are wider than a corridor tile, as in the
// arcade, and reach halfway over the walls' margins.
namespace sprites {

// Half the width of an actor, in tiles.
constexpr double kActorRadius = 0.68;

// `mouth` from 0 (closed) to 1 (open a quarter of the circle).
void muncher(QPainter& painter, QPointF centre, Direction facing, double mouth);
// Caught: the mouth opens up and round until nothing is left (`progress` 0 to 1), then a
// little burst.
void dyingMuncher(QPainter& painter, QPointF centre, double progress);
// A ghost's body in its colour; `skirt` 0 or 1 shifts the waves of its hem.
void ghostBody(QPainter& painter, QPointF centre, const QColor& colour, int skirt);
// The eyes, looking the way the ghost goes; alone, they are an eaten ghost flying home.
void ghostEyes(QPainter& painter, QPointF centre, Direction looking);
// A blue ghost, or its white flash near the end of the blue time.
void frightenedGhost(QPainter& painter, QPointF centre, int skirt, bool white);
void fruit(QPainter& painter, QPointF centre, Fruit fruit);

// The blue of frightened ghosts.
QColor frightenedBlue();

} // namespace sprites

} // namespace mazeworks

#pragma once

#include "maze/maze.h"

#include <QColor>
#include <QIcon>
#include <QPainter>
#include <QRect>
#include <QString>

namespace mazeworks {

// How the weights of a level look (the cost of entering a tile, 1 to 9): a shade of green that
// grows stronger and brighter with the weight, so that it reads on the dark floor and on a
// washed-out projector, with the digit in the tile's corner when it is large enough, and a
// name for each in the legends, as Red Blob Games names its costly tiles "forest". Weight 1
// is the floor as it is.
namespace weightlook {

// The name of a weight: "road" for 1, "forest" for 5, ..., in the user's language.
QString name(int weight);
// "5 forest", for legends and menus.
QString label(int weight);
// The shade laid over a tile of this weight; transparent for 1.
QColor shade(int weight);

// The weights of `maze` inside `visible` (in tiles, the painter in tile units, `scale` pixels a
// tile); the digits from `digitsFrom` pixels a tile. Walls are left as they are.
void paintWeights(QPainter& painter, const Maze& maze, const QRect& visible, double scale, double digitsFrom = 18.0);
// A swatch of a weight on the floor, with its digit, for a palette.
QIcon swatch(int weight);

} // namespace weightlook

} // namespace mazeworks

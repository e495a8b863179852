#pragma once

#include "grid/cell.h"

#include <QImage>
#include <QPainter>
#include <QRect>

#include <functional>
#include <vector>

namespace mazeworks {

// Drawing shared by the overlay layers, in tile units (tile (c, r) covers c..c+1, r..r+1) and
// legible at every zoom: widths never fall below a few screen pixels.
namespace overlaypainter {

// One colour per tile of `area` as an image of one pixel per tile: as cheap for a million tiles
// seen from far out as for a few hundred close up. `colour(col, row)` gives a premultiplied
// ARGB value, 0 for none.
template <class Colour> QImage cellImage(const QRect& area, Colour&& colour)
{
    QImage image(area.size(), QImage::Format_ARGB32_Premultiplied);
    for (int row = 0; row < area.height(); ++row) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(row));
        for (int col = 0; col < area.width(); ++col) line[col] = colour(area.left() + col, area.top() + row);
    }
    return image;
}

// At least this many screen pixels, in tiles, whatever the zoom.
double atLeast(double tiles, double pixels, double scale);

// The step from a to b: -1, 0 or 1 on each axis; over an edge of a map that wraps round, the
// far side is a step away.
QPoint stepBetween(Cell a, Cell b);
// A step over the edge from a to b drawn as two stubs, in tiles: from a out over the edge, and
// in from beyond the far edge to b.

std::vector<QLineF> crossingStubs(Cell a, Cell b);

// An arrow head at `at` pointing along `direction`, `size` long, with the painter's pen and brush.
void paintArrow(QPainter& painter, QPointF at, QPointF direction, double size);

// Draws a cellImage over the tiles of `area`, each tile one flat square.
void paintCells(QPainter& painter, const QRect& area, const QImage& image);

// A way through tiles, centre to centre, with arrows in its direction. A step between two
// tiles that are not neighbours went over the edge of the map: it is drawn leaving one side
// and arriving on the other.
void paintRoute(QPainter& painter, const std::vector<Cell>& cells, double scale);

// The start, a filled disc; the goal, a ring with a cross. Shapes tell them apart, not colours only.
void paintStart(QPainter& painter, Cell cell, double scale);
void paintGoal(QPainter& painter, Cell cell, double scale);
// The cell the search settled last: a bright square ring.
void paintCurrent(QPainter& painter, Cell cell, double scale);

// What paintNumbers writes in a tile: nothing when the text is empty; on a rounded badge
// when it has a valid colour.
struct Label {
    QString text;
    QColor colour;
    QColor badge;
};

// Numbers in tiles, sized to fit the widest of them; call with the painter in tile units.
void paintNumbers(QPainter& painter, const QRect& area, double scale, int widest,
    const std::function<Label(int col, int row)>& label);

} // namespace overlaypainter

} // namespace mazeworks

#pragma once

#include "maze/maze.h"

#include <QColor>
#include <QIcon>

#include <functional>

class QPainter;

namespace mazeworks {

// The pictures of the tools dock, drawn rather than shipped so that they match the map's own
// drawing (mappainter) and stay sharp at any device pixel ratio.
namespace toolicons {

enum class Glyph { Brush, Rectangle, Fill, Eraser, Picker, Mirror, NewMap, ResizeMap, Undo, Redo };

QIcon tile(Tile tile);
QIcon glyph(Glyph glyph);
QIcon muncher(Direction heading = Direction::Right);
QIcon ghost(GhostKind kind, Direction heading = Direction::Left);
QIcon fruit();
QIcon corner(GhostKind kind);

// The glyphs' ink: a dark slate on a light palette, the palette's own text colour on a dark one.
QColor ink();

// An icon drawn when it is shown, side x side pixels, by `draw`: drawn again in the colours of
// the moment when the look changes (Settings > Appearance), not kept from the look it was made in.
QIcon drawnIcon(std::function<void(QPainter&, int side)> draw);

} // namespace toolicons

} // namespace mazeworks

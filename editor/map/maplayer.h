#pragma once

#include "grid/cell.h"

#include <QPainter>
#include <QRect>

class QMouseEvent;
class QKeyEvent;
class QWheelEvent;

namespace mazeworks {

class MapView;

// Something drawn over the map: diagnostics, a heat map, a search, a tool's preview, the
// generator's rooms. The painter is in tile units (tile (c, r) covers c..c+1, r..r+1);
// `visible` is the tiles in view, `scale` the pixels a tile takes on screen.
class MapLayer {
public:
    virtual ~MapLayer() = default;
    virtual void paint(QPainter& painter, const QRect& visible, double scale) = 0;
};

// What the left mouse button does on the map. A tool turns mouse positions into tiles and
// asks the document for an edit; it never changes the level itself.
class MapTool {
public:
    virtual ~MapTool() = default;
    virtual void press(MapView& view, Cell cell, QMouseEvent& event) = 0;
    virtual void move(MapView& view, Cell cell, QMouseEvent& event) = 0;
    virtual void release(MapView& view, Cell cell, QMouseEvent& event) = 0;
    // Moves without a button: previews.
    virtual void hover(MapView&, Cell) { }
    virtual void leave(MapView&) { }
    virtual void keyPress(MapView&, QKeyEvent&) { }
    // The keyboard's click: Space or Enter on the map applies the tool at the cell cursor
    // `cursor`, or to `tiles` where it takes a rectangle (the tiles selected with Shift and the
    // arrows, else the cursor's tile alone); `modifiers` as held with the key. One undo step.
    virtual void apply(MapView&, Cell /*cursor*/, const QRect& /*tiles*/, Qt::KeyboardModifiers) { }
    // The wheel over the map: true when the tool took it (a heading turned); else the view zooms.
    virtual bool wheel(MapView&, QWheelEvent&) { return false; }
    // The tool's own drawing (its preview), over every layer.
    virtual void paint(QPainter&, const QRect& /*visible*/, double /*scale*/) { }
    virtual Qt::CursorShape cursor() const { return Qt::CrossCursor; }
};

} // namespace mazeworks

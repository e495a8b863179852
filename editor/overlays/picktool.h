#pragma once

#include "maplayer.h"

#include <QString>

#include <functional>

namespace mazeworks {

class OverlayModel;

// Chooses the tiles of the overlays: a left click sets the start (the source of the distance
// map), a right click or Shift+click the goal. Dragging moves the tile along, and the search
// follows live. On the flow field a click adds a goal or takes it away, and the other button
// makes it the only goal. It changes nothing in the level.
class PickTool : public MapTool {
public:
    explicit PickTool(OverlayModel* model);

    void press(MapView& view, Cell cell, QMouseEvent& event) override;
    void move(MapView& view, Cell cell, QMouseEvent& event) override;
    void release(MapView& view, Cell cell, QMouseEvent& event) override;
    void keyPress(MapView& view, QKeyEvent& event) override;
    // Space or Enter sets the start at the cursor, with Shift the goal, as a click does.
    void apply(MapView& view, Cell cursor, const QRect& tiles, Qt::KeyboardModifiers modifiers) override;
    Qt::CursorShape cursor() const override { return Qt::PointingHandCursor; }

    // Esc on the map: the user is done picking.
    std::function<void()> done;

    // What the tool does, for tooltips and the status bar.
    static QString hint();

private:
    enum class Picking { Nothing, Start, Goal };
    void pick(MapView& view, Cell cell);

    OverlayModel* m_model;
    Picking m_picking = Picking::Nothing;
};

} // namespace mazeworks

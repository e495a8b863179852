#pragma once

#include "maplayer.h"

#include <functional>

namespace mazeworks {

// The map's tool while Predict asks: a click, or Space or Enter at the cell cursor, answers with
// that tile. It never touches the level.
class PredictTool : public MapTool {
public:
    std::function<void(Cell)> answered;

    void press(MapView& view, Cell cell, QMouseEvent& event) override;
    void move(MapView&, Cell, QMouseEvent&) override { }
    void release(MapView&, Cell, QMouseEvent&) override { }
    void apply(MapView& view, Cell cursor, const QRect& tiles, Qt::KeyboardModifiers modifiers) override;
    Qt::CursorShape cursor() const override { return Qt::PointingHandCursor; }
};

} // namespace mazeworks

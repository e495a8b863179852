#pragma once

#include "tool.h"

namespace mazeworks {

// Drag from one corner to the other: the rectangle is shown while dragging and filled with the
// palette's tile on release. Shift keeps it square; Escape or the right button drops it.
class RectangleTool : public Tool {
    Q_OBJECT

public:
    RectangleTool(ToolOptions* options, QObject* parent);

    QString name() const override;
    QString hint() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;
    bool usesTile() const override { return true; }

    void paint(QPainter& painter, const QRect& visible, double scale) override;

protected:
    void begin(MapView& view, Cell cell, QMouseEvent& event) override;
    void drag(MapView& view, Cell cell, QMouseEvent& event) override;
    void end(MapView& view, Cell cell, QMouseEvent& event) override;
    void cancel(MapView& view) override;
    void applyAt(MapView& view, Cell cursor, const QRect& tiles) override;

private:
    // The tiles of the rectangle on the map (in tiles, clipped), or an empty one.
    QRect area() const;
    void aim(Cell cell, Qt::KeyboardModifiers modifiers);

    Cell m_start;
    Cell m_end;
    bool m_active = false;
};

} // namespace mazeworks

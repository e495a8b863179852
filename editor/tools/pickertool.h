#pragma once

#include "tool.h"

namespace mazeworks {

// Takes the tile under the mouse into the palette (any tool does the same with the right
// button or Alt+click); the designer then goes back to the brush.
class PickerTool : public Tool {
    Q_OBJECT

public:
    PickerTool(ToolOptions* options, QObject* parent);

    QString name() const override;
    QString hint() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;
    Qt::CursorShape cursor() const override { return Qt::PointingHandCursor; }

    void paint(QPainter& painter, const QRect& visible, double scale) override;

protected:
    void begin(MapView& view, Cell cell, QMouseEvent& event) override;
    void drag(MapView& view, Cell cell, QMouseEvent& event) override;
    void applyAt(MapView& view, Cell cursor, const QRect& tiles) override;

private:
    void take(MapView& view, Cell cell);
};

} // namespace mazeworks

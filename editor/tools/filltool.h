#pragma once

#include "tool.h"

#include <QImage>

namespace mazeworks {

// Fills the region of equal tiles under the mouse (core's floodFill) with the palette's tile.
// Hovering shows the region that a click would fill.
class FillTool : public Tool {
    Q_OBJECT

public:
    FillTool(ToolOptions* options, QObject* parent);

    QString name() const override;
    QString hint() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;
    bool usesTile() const override { return true; }

    void hover(MapView& view, Cell cell) override;
    void paint(QPainter& painter, const QRect& visible, double scale) override;

protected:
    void begin(MapView& view, Cell cell, QMouseEvent& event) override;
    // The region of the cursor's tile, whatever is selected.
    void applyAt(MapView& view, Cell cursor, const QRect& tiles) override;

private:
    void fill(MapView& view, Cell cell);
    void forgetRegion();
    bool regionHolds(Cell cell) const;

    // The region under the mouse, kept while the mouse stays in it: a region of a 4096 x 4096
    // map is found once, not at each move. One bit a tile over the region's bounds.
    QPointer<Document> m_regionDocument;
    QRect m_regionBounds;
    QImage m_region;
};

} // namespace mazeworks

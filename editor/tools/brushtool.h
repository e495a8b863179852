#pragma once

#include "tool.h"
#include "undonames.h"

namespace mazeworks {

// Paints the palette's tile where the mouse goes. Successive mouse positions are joined by
// core's lineCells, so a fast drag leaves no gaps; Shift+click draws a straight line from the
// last tile painted. The whole drag is one undo step.
class BrushTool : public Tool {
    Q_OBJECT

public:
    BrushTool(ToolOptions* options, QObject* parent);

    QString name() const override;
    QString hint() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;
    bool usesTile() const override { return true; }

    void paint(QPainter& painter, const QRect& visible, double scale) override;

protected:
    // What this brush paints, how, and its merge id.
    virtual Tile brushTile() const;
    virtual Painting painting() const { return Painting::Paint; }
    virtual int mergeId() const;
    // Paints the cells of one stroke (a piece of the drag) as one edit of the gesture.
    virtual void paintStroke(Document& document, const std::vector<Cell>& cells);

    void begin(MapView& view, Cell cell, QMouseEvent& event) override;
    void drag(MapView& view, Cell cell, QMouseEvent& event) override;
    // The keyboard paints the whole selection.
    void applyAt(MapView& view, Cell cursor, const QRect& tiles) override;

private:
    void stroke(MapView& view, Cell from, Cell to);

    Cell m_last;
    // The last tile painted and in which document, for Shift+click lines.
    QPointer<Document> m_lastDocument;
};

} // namespace mazeworks

#pragma once

#include "maplayer.h"
#include "mapview.h"
#include "maze/maze.h"

#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

class QWheelEvent;

namespace mazeworks {

class Document;
class ToolOptions;

// A tool of the tools dock: turns mouse positions into tiles and asks the document for an
// edit. The right button, or Alt with the left, picks the tile under the mouse into the palette
// whatever the tool; subclasses see only their own gestures, from press to release.
class Tool : public QObject, public MapTool {
    Q_OBJECT

public:
    Tool(ToolOptions* options, QObject* parent);

    // As the user reads it in menus and the status bar.
    virtual QString name() const = 0;
    // What to do with it, for the status bar and the tooltip.
    virtual QString hint() const = 0;
    virtual QIcon icon() const = 0;
    virtual QKeySequence shortcut() const { return {}; }
    // The palette's tile matters to this tool.
    virtual bool usesTile() const { return false; }
    // It paints tiles, so mirror painting applies to it.
    virtual bool paintsTiles() const { return usesTile(); }
    // The place's heading matters to this tool (the muncher and the ghosts).
    virtual bool usesHeading() const { return false; }

    void press(MapView& view, Cell cell, QMouseEvent& event) final;
    void move(MapView& view, Cell cell, QMouseEvent& event) final;
    void release(MapView& view, Cell cell, QMouseEvent& event) final;
    void hover(MapView& view, Cell cell) override;
    void leave(MapView& view) override;
    void keyPress(MapView& view, QKeyEvent& event) override;
    void apply(MapView& view, Cell cursor, const QRect& tiles, Qt::KeyboardModifiers modifiers) final;

signals:
    // The name or hint changed (a heading turned): the status bar reads them again.
    void statusChanged();

protected:
    virtual void begin(MapView& view, Cell cell, QMouseEvent& event) = 0;
    // The keyboard's click at the cell cursor: on `tiles` (the selection, or the cursor's tile
    // alone) where the tool takes a rectangle, else at `cursor`. An edit of its own.
    virtual void applyAt(MapView& view, Cell cursor, const QRect& tiles) = 0;
    virtual void drag(MapView& view, Cell cell, QMouseEvent& event);
    virtual void end(MapView& view, Cell cell, QMouseEvent& event);
    // The gesture is dropped without an edit (Escape, or the other button pressed).
    virtual void cancel(MapView& view);

    ToolOptions* options() const { return m_options; }
    // The cell under the mouse while no button is down, if it is in the view with the tool.
    std::optional<Cell> hovered() const { return m_hovered; }
    // The view last used, for previews (a tool is shared by the views of every tab).
    MapView* view() const { return m_view; }
    const Maze* maze() const;
    bool inGesture() const { return m_gesture == Gesture::Tool; }

    // The cells of a rectangle of tiles, row by row.
    static std::vector<Cell> cellsOf(const QRect& tiles);
    // The cells with, when mirror painting is on, their mirror images (column width - 1 - col).
    std::vector<Cell> mirrored(std::vector<Cell> cells) const;
    // A translucent picture of `tile` at `cell`, as previews show what a click would paint;
    // outlined unless it is one of many tiles that are outlined together.
    static void paintTilePreview(QPainter& painter, Cell cell, Tile tile, double scale, bool outline = true);

private:
    enum class Gesture { None, Tool, Pick };
    void pick(MapView& view, Cell cell);

    ToolOptions* m_options;
    QPointer<MapView> m_view;
    std::optional<Cell> m_hovered;
    Gesture m_gesture = Gesture::None;
    Qt::MouseButton m_button = Qt::NoButton;
};

// Ids that make the edits of one drag merge into one undo step; one per tool.
namespace mergeid {
inline constexpr int kBrush = 0x4d570101;
inline constexpr int kEraser = 0x4d570102;
inline constexpr int kPlace = 0x4d570103;
} // namespace mergeid

} // namespace mazeworks

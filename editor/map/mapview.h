#pragma once

#include "chunkcache.h"
#include "document.h"
#include "grid/cell.h"
#include "maplayer.h"

#include <QAbstractScrollArea>
#include <QImage>
#include <QPointer>

#include <optional>
#include <vector>

namespace mazeworks {

// The map of a document: paints only what is in view, from pictures of chunks of tiles (walls,
// floor, food, the grid), so a 4096 x 4096 map pans and zooms as smoothly as a small one; far
// out, one pixel per tile. Zoom with the wheel around the mouse, pan with the middle button or
// space and drag. Layers draw over the map; the current tool gets the left button.
//
// The cell cursor is the keyboard's mouse: the arrow keys move it, Shift with them selects a
// rectangle, Space or Enter applies the tool at it (or to the selection), so that a level can be
// made without a pointer. It stands where the last click was too.
//
// The chunks' pictures are made by workers off the UI thread: until a chunk's picture arrives,
// the pictures of the zoom levels shown before stand in for it, scaled, or else the
// one-pixel-a-tile overview, so no frame waits and none is blank. An edit repaints the pictures
// in view that show it at once (within a budget; the rest are made again) and makes the
// workers' older pictures stale. A small level just opened is drawn at once.
class MapView : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit MapView(QWidget* parent = nullptr);
    ~MapView() override;

    void setDocument(Document* document);
    Document* document() const { return m_document; }

    // Pixels a tile takes, before the screen's device pixel ratio.
    double scale() const { return m_scale; }
    void setScale(double scale, std::optional<QPointF> anchor = std::nullopt);
    static constexpr double kMinScale = 0.125;
    static constexpr double kMaxScale = 128.0;

    void addLayer(MapLayer* layer, int z = 0);
    void removeLayer(MapLayer* layer);
    void setTool(MapTool* tool);
    MapTool* tool() const { return m_tool; }

    // The cell under a point of the viewport (possibly outside the map), and back.
    Cell cellAt(QPointF viewportPoint) const;
    QPointF viewportPoint(QPointF tilePoint) const;
    QRectF viewportRect(const QRect& tiles) const;
    // The tiles in view.
    QRect visibleTiles() const;
    // Scrolls so that the cell is in the middle.
    void centreOn(Cell cell);

    // The cell cursor (column x, row y), always on the map while there is one: the tile the keys
    // act on. Drawn clearly while the view has the keyboard, faintly without it.
    QPoint cursorCell() const { return m_cursor; }
    // Puts the cursor on `cell` (kept on the map) and scrolls it into view; `select` stretches the
    // selection from where the cursor was to it, otherwise the selection goes.
    void moveCursor(QPoint cell, bool select = false);
    // The rectangle of tiles selected with Shift and the cursor's keys; empty when none.
    QRect selection() const;
    void clearSelection();
    // The cursor's keys in the user's language, with what they do, for the Keyboard Shortcuts table.
    struct CursorKey {
        QString keys;
        QString action;
    };
    static std::vector<CursorKey> cursorKeys();
    void setShowCorners(bool show);
    void setShowGrid(bool show);
    bool showGrid() const { return m_showGrid; }

    // The view painted into an image, every chunk drawn now from the tiles as they are (none
    // from the pictures made before): what the view shows once its pictures have arrived.
    QImage render(const QSize& size);
    // Whether the last paint drew every chunk in view at full detail (none stood in for).
    bool complete() const { return m_complete; }
    // The bound on the bytes of the chunks' pictures this view keeps, and what they take now.
    qint64 pictureBytesBound() const { return m_pictures.maxBytes(); }
    qint64 pictureBytes() const { return m_pictures.bytes(); }

public slots:
    void zoomIn();
    void zoomOut();
    // The largest zoom step at which the whole level fits, centred; it keeps fitting as the view
    // changes size, until the zoom changes otherwise.
    void zoomToFit();
    // The largest zoom step at which the whole level fits the view as it is now.
    double fittingScale() const;
    void resetZoom();
    // Asks for a repaint of the layers (not of the cached tiles).
    void refreshLayers();

signals:
    // The tile under the mouse, or nothing when the mouse left the map.
    void hoveredCell(std::optional<mazeworks::Cell> cell);
    void scaleChanged(double scale);
    // setTool() was called: docks that offer tools show which one is on.
    void toolChanged(mazeworks::MapTool* tool);
    void viewChanged();
    // The cell cursor moved (column x, row y), by a key or a click.
    void cursorMoved(QPoint cell);
    // The selection changed; empty when it went.
    void selectionChanged(QRect selection);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void hideEvent(QHideEvent* event) override;
    // A change of the application's palette comes with a change of look (Settings >
    // Appearance): every picture of the map is painted again in the new colours.
    void changeEvent(QEvent* event) override;

private:
    // Where the chunks' pictures come from: the workers (standing in for those not made yet),
    // drawn now and forgotten (render()), or drawn now and kept (a small level just opened).
    enum class Chunks { Made, DrawnNow, DrawnNowAndKept };
    void paintMap(QPainter& painter, const QRect& target, Chunks chunks);
    void paintTiles(QPainter& painter, const QRect& visible, Chunks chunks);
    void paintStandIn(QPainter& painter, const ChunkKey& key, const QRect& area);
    // How the chunks of another zoom level stand in for one not made yet: only when they hold
    // all of it, or with the overview where they do not.
    enum class StandIn { Whole, WithOverview };
    bool paintPieces(QPainter& painter, const ChunkStyle& style, const QRect& area, StandIn mode);
    void paintOverview(QPainter& painter, const QRect& tiles);
    std::vector<ChunkKey> wantedChunks(const QRect& visible) const;
    void boundPictures(const std::vector<ChunkKey>& wanted);
    void pictureArrived(const ChunkKey& key);
    void pictureChanged();
    void updateScrollBars();
    QPointF origin() const; // the viewport point of tile (0, 0)
    ChunkStyle chunkStyle() const;
    void rememberStyle();
    void invalidateTiles(const QRect& tiles);
    void repaintTiles(const QRect& tiles);
    void resetPictures();
    // The tiles drawn (the map, or the draft of rows that do not form one yet), or null.
    const TileMap<Tile>* drawn() const;
    void paintDraftMarks(QPainter& painter);
    void paintDraftNotice(QPainter& painter);
    // The cursor's keys: true when the key was one and moved the cursor (or would have, at an edge).
    bool cursorKey(const QKeyEvent& event);
    // Where Ctrl and an arrow go: past the run of tiles equal to the next one, as a spreadsheet
    // goes past the filled cells.
    QPoint endOfRun(QPoint from, QPoint step) const;
    // Space or Enter: the tool applied at the cursor, or to the selection.
    void applyTool(Qt::KeyboardModifiers modifiers);
    void scrollToCursor();
    void keepCursorOnMap();
    void paintCursor(QPainter& painter);

    QPointer<Document> m_document;
    double m_scale = 24.0;
    // Fitted to the window (zoomToFit) and no zoom of the user's since: the view fits the level
    // again whenever it changes size (a panel opens beside it, the window grows).
    bool m_fitted = false;
    static constexpr int kMargin = 4; // tiles shown round the map, where corners may lie
    std::vector<std::pair<int, MapLayer*>> m_layers;
    MapTool* m_tool = nullptr;
    TileMap<Tile> m_shown; // the tiles as the pictures show them
    QImage m_overview; // one pixel a tile
    ChunkCache m_pictures;
    qint64 m_inViewBytes = 0; // what the pictures of the chunks in view take
    std::vector<ChunkStyle> m_shownBefore; // the styles shown before, the latest first
    bool m_complete = false;
    bool m_panning = false;
    bool m_spaceDown = false;
    QPoint m_panFrom;
    std::optional<Cell> m_hovered;
    QPoint m_cursor;
    std::optional<QPoint> m_anchor; // the selection's other corner, while there is one
    bool m_spacePanned = false; // Space was held to pan: its release applies no tool
    bool m_showCorners = true;
    bool m_showGrid = true;
};

} // namespace mazeworks

#pragma once

#include "document.h"
#include "grid/cell.h"
#include "maplayer.h"

#include <QAbstractScrollArea>
#include <QCache>
#include <QElapsedTimer>
#include <QImage>
#include <QPixmap>
#include <QPointer>
#include <QTimer>

#include <optional>
#include <vector>

namespace mazeworks {

// The map of a document: paints only what is in view, from cached pictures of chunks of
// tiles (walls, floor, food), so a 4096 x 4096 map pans and zooms as smoothly as a small one;
// far out, one pixel per tile. Zoom with the wheel around the mouse, pan with the middle
// button or space and drag. Layers draw over the map; the current tool gets the left button.
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
    void setShowCorners(bool show);
    void setShowGrid(bool show);
    bool showGrid() const { return m_showGrid; }

    // Paints the whole view into an image, as PNG export and the paint benchmark do.
    QImage render(const QSize& size);
    // Whether the last paint drew every chunk in view at full detail (none left for later).
    bool complete() const;

public slots:
    void zoomIn();
    void zoomOut();
    void zoomToFit();
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
    void scrollContentsBy(int dx, int dy) override;

private:
    void paintMap(QPainter& painter, const QRect& target);
    void updateScrollBars();
    QPointF origin() const; // the viewport point of tile (0, 0)
    int chunkTiles() const;
    const QPixmap* chunk(int cx, int cy, bool renderIfMissing);
    void invalidateTiles(const QRect& tiles);
    void resetPictures();
    void renderPendingChunks();

    QPointer<Document> m_document;
    double m_scale = 24.0;
    static constexpr int kMargin = 4; // tiles shown round the map, where corners may lie
    std::vector<std::pair<int, MapLayer*>> m_layers;
    MapTool* m_tool = nullptr;
    QImage m_overview;
    QCache<quint64, QPixmap> m_chunks;
    QTimer m_renderLater;
    bool m_missedChunks = false;
    bool m_panning = false;
    bool m_spaceDown = false;
    QPoint m_panFrom;
    std::optional<Cell> m_hovered;
    bool m_showCorners = true;
    bool m_showGrid = true;
};

} // namespace mazeworks

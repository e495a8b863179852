#pragma once

#include "dungeonframe.h"
#include "dungeonpainter.h"

#include <QImage>
#include <QWidget>

#include <memory>
#include <optional>

namespace mazeworks {

// The generator's picture, zoomed and panned as the map is: the wheel zooms around the mouse,
// the left or middle button pans, a double click fits the whole map. It
// fits the map by itself until the user zooms or pans, and again for a map of another size.
class DungeonView : public QWidget {
    Q_OBJECT

public:
    explicit DungeonView(QWidget* parent = nullptr);

    void setFrame(DungeonFrame frame);
    const DungeonFrame& frame() const { return m_frame; }
    // Words over the picture, in the middle (why it failed, what to press): empty for none.
    void setMessage(const QString& message);
    QString message() const { return m_message; }
    // Where the message's box is drawn (empty without a message).
    QRect messageRect() const;
    // Numbers, lines and words larger, for presentations.
    void setTextScale(double scale);

    // Pixels a tile takes.
    double scale() const { return m_scale; }
    void setScale(double scale, std::optional<QPointF> anchor = std::nullopt);
    static constexpr double kMinScale = 0.05;
    static constexpr double kMaxScale = 128.0;
    // The tile point under a point of the widget, and back.
    QPointF tileAt(QPointF point) const;
    QPointF widgetPoint(QPointF tile) const;
    // The part of the map in view, in tiles.
    QRectF visibleTiles() const;
    bool isFitted() const { return m_fitted; }

    // The picture as it is on screen.
    QImage render() const;
    // The rooms' numbers as they are on screen, in the widget's pixels.
    std::vector<DungeonPainter::NumberLabel> numberLabels() const;
    // A picture of a frame with the whole map fitted into `size` pixels; safe on any thread.
    static QImage picture(const DungeonFrame& frame, const QSize& size, double textScale = 1.0);

public slots:
    void zoomIn();
    void zoomOut();
    void zoomToFit();

signals:
    void scaleChanged(double scale);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void paintPicture(QPainter& painter, const QRect& area) const;
    void updateOverview();
    QSize mapSize() const;

    DungeonFrame m_frame;
    QString m_message;
    double m_textScale = 1.0;
    double m_scale = 8.0;
    QPointF m_origin; // the tile point at the widget's top left
    bool m_fitted = true;
    QSize m_fittedTo; // the map size the view was last fitted to
    bool m_panning = false;
    QPoint m_panFrom;
    // The one-pixel-a-tile picture of the tiles, and the state it was made from.
    QImage m_overview;
    std::weak_ptr<const Generator> m_overviewOf;
};

} // namespace mazeworks

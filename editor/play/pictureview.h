#pragma once

#include <QAbstractScrollArea>
#include <QImage>

namespace mazeworks {

// A picture that fits its place, whole, until the user zooms in; then it scrolls, and a drag
// moves it. The wheel (with Ctrl or without), or + and -, zoom about the pointer or the middle;
// 0 fits it again.
class PictureView : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit PictureView(QWidget* parent = nullptr);

    void setPicture(const QImage& picture);
    QImage picture() const { return m_picture; }

    // How many screen pixels a pixel of the picture takes: the fitted scale until the user zooms.
    double scale() const;
    bool isFitted() const { return m_fitted; }
    // The point of the picture (in its pixels) shown at a point of the viewport.
    QPointF pictureAt(QPointF viewportPoint) const;
    void zoomIn();
    void zoomOut();
    void fit();

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    double fittedScale() const;
    void zoomBy(double factor, QPointF anchor);
    void updateScrollBars();
    void showCursor();
    // Where the picture's top left lies in the viewport.
    QPointF origin() const;

    QImage m_picture;
    bool m_fitted = true;
    double m_scale = 1.0; // when not fitted
    bool m_dragging = false;
    QPointF m_dragFrom; // where the drag began, in the viewport
    QPoint m_dragScroll; // and the scroll bars then
};

} // namespace mazeworks

#pragma once

#include <QAbstractScrollArea>
#include <QImage>

namespace mazeworks {

// A picture that fits its place, whole, until the user zooms in; then it scrolls. Ctrl and the
// wheel, or + and -, zoom about the pointer or the middle; 0 fits it again.
class PictureView : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit PictureView(QWidget* parent = nullptr);

    void setPicture(const QImage& picture);
    QImage picture() const { return m_picture; }

    // How many screen pixels a pixel of the picture takes: the fitted scale until the user zooms.
    double scale() const;
    bool isFitted() const { return m_fitted; }
    void zoomIn();
    void zoomOut();
    void fit();

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    double fittedScale() const;
    void zoomBy(double factor, QPointF anchor);
    void updateScrollBars();
    // Where the picture's top left lies in the viewport.
    QPointF origin() const;

    QImage m_picture;
    bool m_fitted = true;
    double m_scale = 1.0; // when not fitted
};

} // namespace mazeworks

#include "pictureview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

constexpr double kStep = 1.25;
constexpr double kMostScale = 16.0;

} // namespace

PictureView::PictureView(QWidget* parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setBackgroundRole(QPalette::Window);
    setFrameShape(QFrame::NoFrame);
    setToolTip(tr("The wheel, or + and -, zoom; drag to move the zoomed picture; 0 shows the whole picture"));
}

void PictureView::setPicture(const QImage& picture)
{
    m_picture = picture;
    updateScrollBars();
    viewport()->update();
}

QSize PictureView::sizeHint() const { return QSize(320, 320); }

double PictureView::fittedScale() const
{
    if (m_picture.isNull()) return 1.0;
    const QSize room = viewport()->size();
    return std::min(
        static_cast<double>(room.width()) / m_picture.width(), static_cast<double>(room.height()) / m_picture.height());
}

double PictureView::scale() const { return m_fitted ? fittedScale() : m_scale; }

QPointF PictureView::pictureAt(QPointF viewportPoint) const { return (viewportPoint - origin()) / scale(); }

void PictureView::zoomIn() { zoomBy(kStep, QRectF(viewport()->rect()).center()); }

void PictureView::zoomOut() { zoomBy(1 / kStep, QRectF(viewport()->rect()).center()); }

void PictureView::fit()
{
    m_fitted = true;
    updateScrollBars();
    viewport()->update();
}

// Zooms keeping the picture's point under `anchor` where it is; back to fitted when it would
// be smaller than the whole.
void PictureView::zoomBy(double factor, QPointF anchor)
{
    if (m_picture.isNull()) return;
    const double before = scale();
    const QPointF at = (anchor - origin()) / before; // in picture pixels
    const double wanted = std::min(before * factor, kMostScale);
    if (wanted <= fittedScale()) {
        fit();
        return;
    }
    m_fitted = false;
    m_scale = wanted;
    updateScrollBars();
    const QPointF offset = at * m_scale - anchor;
    horizontalScrollBar()->setValue(static_cast<int>(std::lround(offset.x())));
    verticalScrollBar()->setValue(static_cast<int>(std::lround(offset.y())));
    viewport()->update();
}

void PictureView::updateScrollBars()
{
    showCursor();
    const QSize room = viewport()->size();
    const double s = scale();
    const int width = m_picture.isNull() ? 0 : static_cast<int>(std::ceil(m_picture.width() * s));
    const int height = m_picture.isNull() ? 0 : static_cast<int>(std::ceil(m_picture.height() * s));
    horizontalScrollBar()->setRange(0, std::max(0, width - room.width()));
    horizontalScrollBar()->setPageStep(room.width());
    verticalScrollBar()->setRange(0, std::max(0, height - room.height()));
    verticalScrollBar()->setPageStep(room.height());
}

QPointF PictureView::origin() const
{
    const QSizeF shown = QSizeF(m_picture.size()) * scale();
    const QSizeF room = viewport()->size();
    // Centred where it is smaller than its place; scrolled where it is larger.
    const double x
        = shown.width() < room.width() ? (room.width() - shown.width()) / 2 : -horizontalScrollBar()->value();
    const double y
        = shown.height() < room.height() ? (room.height() - shown.height()) / 2 : -verticalScrollBar()->value();
    return { x, y };
}

void PictureView::paintEvent(QPaintEvent*)
{
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().window());
    if (m_picture.isNull()) return;
    // Tiles stay sharp when zoomed in; a fitted picture smaller than its pixels is smoothed.
    painter.setRenderHint(QPainter::SmoothPixmapTransform, scale() < 1.0);
    painter.drawImage(QRectF(origin(), QSizeF(m_picture.size()) * scale()), m_picture);
}

void PictureView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    if (!m_fitted && m_scale <= fittedScale()) m_fitted = true;
    updateScrollBars();
}

// The wheel zooms about the pointer, with Ctrl or without, as in map viewers; a drag moves the
// picture instead.
void PictureView::wheelEvent(QWheelEvent* event)
{
    const double notches = event->angleDelta().y() / 120.0;
    if (notches != 0) zoomBy(std::pow(kStep, notches), event->position());
    event->accept();
}

void PictureView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_fitted) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    m_dragFrom = event->position();
    m_dragScroll = QPoint(horizontalScrollBar()->value(), verticalScrollBar()->value());
    m_dragging = true;
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
}

void PictureView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_dragging) {
        QAbstractScrollArea::mouseMoveEvent(event);
        return;
    }
    const QPointF moved = event->position() - m_dragFrom;
    horizontalScrollBar()->setValue(m_dragScroll.x() - static_cast<int>(std::lround(moved.x())));
    verticalScrollBar()->setValue(m_dragScroll.y() - static_cast<int>(std::lround(moved.y())));
    event->accept();
}

void PictureView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_dragging || event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mouseReleaseEvent(event);
        return;
    }
    m_dragging = false;
    showCursor();
    event->accept();
}

// An open hand where the picture can be dragged: zoomed in past its place.
void PictureView::showCursor()
{
    if (m_dragging) return;
    if (m_fitted)
        viewport()->unsetCursor();
    else
        viewport()->setCursor(Qt::OpenHandCursor);
}

void PictureView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_0:
        fit();
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace mazeworks

#include "dungeonview.h"

#include "dungeonpainter.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

constexpr double kZoomStep = 1.25;
// Tiles of margin round the map when it is fitted.
constexpr double kFitMargin = 1.0;

QColor outside() { return theme::background.darker(140); }

QFont messageFont(QFont font, double textScale)
{
    font.setPixelSize(static_cast<int>(std::lround(16 * textScale)));
    font.setBold(true);
    return font;
}

QRect messageRoom(const QRect& area, double textScale)
{
    const int margin = static_cast<int>(24 * textScale);
    return area.adjusted(margin, margin, -margin, -margin);
}

// The box round a message, its words wrapped to the room there is.
QRect messageBox(const QFontMetrics& metrics, const QRect& area, const QString& message, double textScale)
{
    const QRect text = metrics.boundingRect(messageRoom(area, textScale), Qt::AlignCenter | Qt::TextWordWrap, message);
    return text.adjusted(-14, -10, 14, 10);
}

void paintMessage(QPainter& painter, const QRect& area, const QString& message, double textScale)
{
    if (message.isEmpty()) return;
    painter.setFont(messageFont(painter.font(), textScale));
    const QRect room = messageRoom(area, textScale);
    const QRect box = messageBox(painter.fontMetrics(), area, message, textScale);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(QColor(0xf0, 0xe4, 0x42), 2));
    painter.setBrush(QColor(0, 0, 0, 200));
    painter.drawRoundedRect(box, 8, 8);
    painter.setPen(QColor(0xf4, 0xf6, 0xff));
    painter.drawText(room, Qt::AlignCenter | Qt::TextWordWrap, message);
}

} // namespace

DungeonView::DungeonView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("dungeonView"));
    setAccessibleName(tr("Dungeon"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(160, 120);
    setCursor(Qt::OpenHandCursor);
    setToolTip(tr("Wheel: zoom; drag: move the picture; double click: the whole map"));
}

void DungeonView::setFrame(DungeonFrame frame)
{
    m_frame = std::move(frame);
    updateOverview();
    // A map of another size is shown whole, as is every map until the user moves the picture.
    if (mapSize() != m_fittedTo || m_fitted) zoomToFit();
    update();
}

void DungeonView::setMessage(const QString& message)
{
    if (message == m_message) return;
    m_message = message;
    update();
}

QRect DungeonView::messageRect() const
{
    if (m_message.isEmpty()) return {};
    return messageBox(QFontMetrics(messageFont(font(), m_textScale)), rect(), m_message, m_textScale);
}

void DungeonView::setTextScale(double scale)
{
    m_textScale = scale;
    update();
}

QSize DungeonView::mapSize() const
{
    if (m_frame.isNull()) return {};
    return { m_frame.generator->width(), m_frame.generator->height() };
}

void DungeonView::updateOverview()
{
    if (m_frame.isNull() || !m_frame.generator->maze().hasMap()) {
        m_overview = QImage();
        m_overviewOf.reset();
        return;
    }
    // The tiles change only in the last steps: the picture is made once for each of them.
    if (m_overviewOf.lock() == m_frame.generator) return;
    m_overview = mappainter::overview(m_frame.generator->maze().tiles);
    m_overviewOf = m_frame.generator;
}

void DungeonView::setScale(double scale, std::optional<QPointF> anchor)
{
    scale = std::clamp(scale, kMinScale, kMaxScale);
    const QPointF at = anchor.value_or(QPointF(width() / 2.0, height() / 2.0));
    const QPointF under = tileAt(at);
    m_scale = scale;
    m_origin = under - at / m_scale;
    update();
    emit scaleChanged(m_scale);
}

QPointF DungeonView::tileAt(QPointF point) const { return m_origin + point / m_scale; }

QPointF DungeonView::widgetPoint(QPointF tile) const { return (tile - m_origin) * m_scale; }

QRectF DungeonView::visibleTiles() const { return QRectF(m_origin, QSizeF(width() / m_scale, height() / m_scale)); }

void DungeonView::zoomIn()
{
    m_fitted = false;
    setScale(m_scale * kZoomStep);
}

void DungeonView::zoomOut()
{
    m_fitted = false;
    setScale(m_scale / kZoomStep);
}

void DungeonView::zoomToFit()
{
    const QSize map = mapSize();
    if (map.isEmpty() || width() <= 0 || height() <= 0) return;
    const double w = map.width() + 2 * kFitMargin;
    const double h = map.height() + 2 * kFitMargin;
    m_scale = std::clamp(std::min(width() / w, height() / h), kMinScale, kMaxScale);
    // The map in the middle.
    m_origin = QPointF(map.width() / 2.0, map.height() / 2.0) - QPointF(width() / 2.0, height() / 2.0) / m_scale;
    m_fitted = true;
    m_fittedTo = map;
    update();
    emit scaleChanged(m_scale);
}

void DungeonView::paintPicture(QPainter& painter, const QRect& area) const
{
    painter.fillRect(area, outside());
    if (!m_frame.isNull()) {
        painter.save();
        painter.translate(-m_origin * m_scale);
        painter.scale(m_scale, m_scale);
        DungeonPainter dungeon(m_frame);
        dungeon.setOverview(&m_overview);
        dungeon.setTextScale(m_textScale);
        dungeon.paint(painter, visibleTiles(), m_scale);
        painter.restore();
    }
    paintMessage(painter, rect(), m_message, m_textScale);
}

void DungeonView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    paintPicture(painter, event->rect());
}

QImage DungeonView::render() const
{
    const qreal ratio = devicePixelRatioF();
    QImage image(size() * ratio, QImage::Format_RGB32);
    image.setDevicePixelRatio(ratio);
    QPainter painter(&image);
    paintPicture(painter, rect());
    return image;
}

std::vector<DungeonPainter::NumberLabel> DungeonView::numberLabels() const
{
    if (m_frame.isNull()) return {};
    DungeonPainter dungeon(m_frame);
    dungeon.setTextScale(m_textScale);
    QTransform toPixels;
    toPixels.translate(-m_origin.x() * m_scale, -m_origin.y() * m_scale);
    toPixels.scale(m_scale, m_scale);
    return dungeon.numberLabels(toPixels, visibleTiles());
}

QImage DungeonView::picture(const DungeonFrame& frame, const QSize& size, double textScale)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(outside());
    if (frame.isNull()) return image;
    const double w = frame.generator->width() + 2 * kFitMargin;
    const double h = frame.generator->height() + 2 * kFitMargin;
    const double scale = std::min(size.width() / w, size.height() / h);
    const QPointF origin = QPointF(frame.generator->width() / 2.0, frame.generator->height() / 2.0)
        - QPointF(size.width() / 2.0, size.height() / 2.0) / scale;
    QPainter painter(&image);
    painter.translate(-origin * scale);
    painter.scale(scale, scale);
    DungeonPainter dungeon(frame);
    dungeon.setTextScale(textScale);
    dungeon.paint(painter, QRectF(origin, QSizeF(size.width() / scale, size.height() / scale)), scale);
    return image;
}

void DungeonView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_fitted) zoomToFit();
}

void DungeonView::wheelEvent(QWheelEvent* event)
{
    const int steps = event->angleDelta().y();
    if (steps == 0) return;
    m_fitted = false;
    setScale(steps > 0 ? m_scale * kZoomStep : m_scale / kZoomStep, event->position());
    event->accept();
}

void DungeonView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void DungeonView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_panning) return;
    const QPoint now = event->position().toPoint();
    const QPoint delta = now - m_panFrom;
    m_panFrom = now;
    if (delta.isNull()) return;
    m_fitted = false;
    m_origin -= QPointF(delta) / m_scale;
    update();
}

void DungeonView::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_panning) {
        m_panning = false;
        setCursor(Qt::OpenHandCursor);
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void DungeonView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) zoomToFit();
}

void DungeonView::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::ZoomIn) || event->key() == Qt::Key_Plus) {
        zoomIn();
    } else if (event->matches(QKeySequence::ZoomOut) || event->key() == Qt::Key_Minus) {
        zoomOut();
    } else if (event->key() == Qt::Key_0 || event->key() == Qt::Key_Home) {
        zoomToFit();
    } else {
        QWidget::keyPressEvent(event);
    }
}

} // namespace mazeworks

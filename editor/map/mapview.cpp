#include "mapview.h"

#include "document.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

namespace mazeworks {

namespace {

// The zoom levels: whole pixels per tile from 1 up, so that chunks of tiles meet without seams.
constexpr std::array<double, 17> kScales = { 0.125, 0.25, 0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128 };

// Below this many pixels a tile, the map is drawn one pixel per tile and scaled: the outline
// of the walls would not show at that size anyway.
constexpr double kOverviewBelow = 6.0;

// Grid lines from this many pixels a tile.
constexpr double kGridFrom = 12.0;

double nearestScale(double wanted)
{
    double best = kScales.front();
    for (double s : kScales) {
        if (std::abs(std::log(s / wanted)) < std::abs(std::log(best / wanted))) best = s;
    }
    return best;
}

quint64 chunkKey(int cx, int cy)
{
    return (static_cast<quint64>(static_cast<quint32>(cy)) << 32) | static_cast<quint32>(cx);
}

} // namespace

MapView::MapView(QWidget* parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setFrameShape(QFrame::NoFrame);
    m_chunks.setMaxCost(256 * 1024); // kilobytes of chunk pictures
    m_renderLater.setSingleShot(true);
    m_renderLater.setInterval(0);
    connect(&m_renderLater, &QTimer::timeout, this, &MapView::renderPendingChunks);
    viewport()->setCursor(Qt::CrossCursor);
}

MapView::~MapView()
{
    // The document is often this view's child: it must not call back into a view half gone.
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
}

void MapView::setDocument(Document* document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &Document::tilesChanged, this, &MapView::invalidateTiles);
        connect(m_document, &Document::mapReset, this, &MapView::resetPictures);
        connect(m_document, &Document::placesChanged, this, &MapView::refreshLayers);
        connect(m_document, &Document::diagnosticsChanged, this, &MapView::refreshLayers);
        connect(m_document, &QObject::destroyed, this, [this] { resetPictures(); });
    }
    resetPictures();
}

void MapView::resetPictures()
{
    m_chunks.clear();
    m_overview = (m_document && m_document->hasMap()) ? mappainter::overview(m_document->maze().tiles) : QImage();
    updateScrollBars();
    viewport()->update();
}

void MapView::invalidateTiles(const QRect& tiles)
{
    if (!m_document || !m_document->hasMap()) return;
    const TileMap<Tile>& map = m_document->maze().tiles;
    if (m_overview.size() != QSize(map.width(), map.height())) {
        resetPictures();
        return;
    }
    // Walls look at their neighbours: the ring round the change is drawn again too.
    const QRect around = tiles.adjusted(-1, -1, 1, 1).intersected(QRect(0, 0, map.width(), map.height()));
    for (int row = around.top(); row <= around.bottom(); ++row) {
        auto* line = reinterpret_cast<QRgb*>(m_overview.scanLine(row));
        for (int col = around.left(); col <= around.right(); ++col) {
            line[col] = mappainter::overviewColour(map[map.index(col, row)]);
        }
    }
    const int c = chunkTiles();
    for (int cy = around.top() / c; cy <= around.bottom() / c; ++cy) {
        for (int cx = around.left() / c; cx <= around.right() / c; ++cx) m_chunks.remove(chunkKey(cx, cy));
    }
    viewport()->update();
}

void MapView::setScale(double scale, std::optional<QPointF> anchor)
{
    scale = nearestScale(std::clamp(scale, kMinScale, kMaxScale));
    if (scale == m_scale) return;
    const QPointF at = anchor.value_or(QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0));
    const QPointF tileUnder = (at - origin()) / m_scale;
    m_scale = scale;
    m_chunks.clear();
    updateScrollBars();
    // Keep the tile under the anchor where it was.
    const QPointF wanted = tileUnder * m_scale + QPointF(kMargin * m_scale, kMargin * m_scale) - at;
    horizontalScrollBar()->setValue(static_cast<int>(std::lround(wanted.x())));
    verticalScrollBar()->setValue(static_cast<int>(std::lround(wanted.y())));
    viewport()->update();
    emit scaleChanged(m_scale);
    emit viewChanged();
}

void MapView::zoomIn()
{
    auto next = std::upper_bound(kScales.begin(), kScales.end(), m_scale);
    if (next != kScales.end()) setScale(*next);
}

void MapView::zoomOut()
{
    auto below = std::lower_bound(kScales.begin(), kScales.end(), m_scale);
    if (below != kScales.begin()) setScale(*(below - 1));
}

void MapView::resetZoom() { setScale(24.0); }

void MapView::zoomToFit()
{
    if (!m_document || !m_document->hasMap()) return;
    const auto& maze = m_document->maze();
    const double fit = std::min(viewport()->width() / double(maze.width() + 2 * kMargin),
        viewport()->height() / double(maze.height() + 2 * kMargin));
    double best = kScales.front();
    for (double s : kScales) {
        if (s <= fit) best = s;
    }
    setScale(best);
    centreOn({ maze.width() / 2, maze.height() / 2 });
}

void MapView::addLayer(MapLayer* layer, int z)
{
    m_layers.emplace_back(z, layer);
    std::stable_sort(m_layers.begin(), m_layers.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    viewport()->update();
}

void MapView::removeLayer(MapLayer* layer)
{
    std::erase_if(m_layers, [layer](const auto& entry) { return entry.second == layer; });
    viewport()->update();
}

void MapView::setTool(MapTool* tool)
{
    if (m_tool) m_tool->leave(*this);
    m_tool = tool;
    viewport()->setCursor(tool ? tool->cursor() : Qt::CrossCursor);
    viewport()->update();
    emit toolChanged(tool);
}

void MapView::setShowCorners(bool show)
{
    m_showCorners = show;
    viewport()->update();
}

void MapView::setShowGrid(bool show)
{
    if (show == m_showGrid) return;
    m_showGrid = show;
    m_chunks.clear();
    viewport()->update();
}

void MapView::refreshLayers() { viewport()->update(); }

QPointF MapView::origin() const
{
    if (!m_document || !m_document->hasMap()) return {};
    const auto& maze = m_document->maze();
    const double contentW = (maze.width() + 2 * kMargin) * m_scale;
    const double contentH = (maze.height() + 2 * kMargin) * m_scale;
    // A map smaller than the view sits in its middle.
    const double x = contentW < viewport()->width() ? std::floor((viewport()->width() - contentW) / 2)
                                                    : -horizontalScrollBar()->value();
    const double y = contentH < viewport()->height() ? std::floor((viewport()->height() - contentH) / 2)
                                                     : -verticalScrollBar()->value();
    return { std::round(x + kMargin * m_scale), std::round(y + kMargin * m_scale) };
}

void MapView::updateScrollBars()
{
    if (!m_document || !m_document->hasMap()) {
        horizontalScrollBar()->setRange(0, 0);
        verticalScrollBar()->setRange(0, 0);
        return;
    }
    const auto& maze = m_document->maze();
    const int contentW = static_cast<int>(std::ceil((maze.width() + 2 * kMargin) * m_scale));
    const int contentH = static_cast<int>(std::ceil((maze.height() + 2 * kMargin) * m_scale));
    horizontalScrollBar()->setRange(0, std::max(0, contentW - viewport()->width()));
    verticalScrollBar()->setRange(0, std::max(0, contentH - viewport()->height()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    verticalScrollBar()->setPageStep(viewport()->height());
    horizontalScrollBar()->setSingleStep(std::max(1, static_cast<int>(m_scale)));
    verticalScrollBar()->setSingleStep(std::max(1, static_cast<int>(m_scale)));
}

Cell MapView::cellAt(QPointF p) const
{
    const QPointF t = (p - origin()) / m_scale;
    return { static_cast<int>(std::floor(t.x())), static_cast<int>(std::floor(t.y())) };
}

QPointF MapView::viewportPoint(QPointF tilePoint) const { return origin() + tilePoint * m_scale; }

QRectF MapView::viewportRect(const QRect& tiles) const
{
    return { viewportPoint(tiles.topLeft()), QSizeF(tiles.width() * m_scale, tiles.height() * m_scale) };
}

QRect MapView::visibleTiles() const
{
    const Cell a = cellAt(QPointF(0, 0));
    const Cell b = cellAt(QPointF(viewport()->width() - 1, viewport()->height() - 1));
    return QRect(QPoint(a.col, a.row), QPoint(b.col, b.row));
}

void MapView::centreOn(Cell cell)
{
    const QPointF centre((cell.col + 0.5 + kMargin) * m_scale, (cell.row + 0.5 + kMargin) * m_scale);
    horizontalScrollBar()->setValue(static_cast<int>(centre.x() - viewport()->width() / 2.0));
    verticalScrollBar()->setValue(static_cast<int>(centre.y() - viewport()->height() / 2.0));
    viewport()->update();
    emit viewChanged();
}

int MapView::chunkTiles() const
{
    // Chunks of about 256 to 512 pixels.
    int tiles = 4;
    while (tiles * m_scale < 256 && tiles < 4096) tiles *= 2;
    return tiles;
}

bool MapView::complete() const { return !m_missedChunks && !m_renderLater.isActive(); }

const QPixmap* MapView::chunk(int cx, int cy, bool renderIfMissing)
{
    if (QPixmap* cached = m_chunks.object(chunkKey(cx, cy))) return cached;
    if (!renderIfMissing) return nullptr;
    const TileMap<Tile>& tiles = m_document->maze().tiles;
    const int c = chunkTiles();
    const qreal ratio = devicePixelRatioF();
    const int side = static_cast<int>(std::ceil(c * m_scale * ratio));
    auto* picture = new QPixmap(side, side);
    picture->setDevicePixelRatio(ratio);
    picture->fill(theme::background);
    {
        QPainter painter(picture);
        const QRect area = QRect(cx * c, cy * c, c, c).intersected(QRect(0, 0, tiles.width(), tiles.height()));
        if (m_scale < kOverviewBelow) {
            // Far out, a tile is a pixel or less: the one-pixel-a-tile picture, scaled.
            painter.drawImage(QRectF(0, 0, area.width() * m_scale, area.height() * m_scale), m_overview, area);
        } else {
            painter.scale(m_scale, m_scale);
            painter.translate(-cx * c, -cy * c);
            mappainter::paintTiles(painter, tiles, area);
        }
        if (m_showGrid && m_scale >= kGridFrom) {
            // The grid is part of the cached picture: drawing it over every frame costs more than the map.
            painter.resetTransform();
            painter.setPen(QPen(theme::grid, 0));
            for (int col = 0; col <= area.width(); ++col) {
                painter.drawLine(QPointF(col * m_scale, 0), QPointF(col * m_scale, area.height() * m_scale));
            }
            for (int row = 0; row <= area.height(); ++row) {
                painter.drawLine(QPointF(0, row * m_scale), QPointF(area.width() * m_scale, row * m_scale));
            }
        }
    }
    const int cost = std::max(1, side * side * 4 / 1024);
    m_chunks.insert(chunkKey(cx, cy), picture, cost);
    return m_chunks.object(chunkKey(cx, cy));
}

void MapView::renderPendingChunks()
{
    if (!m_document || !m_document->hasMap()) return;
    QElapsedTimer budget;
    budget.start();
    const QRect visible
        = visibleTiles().intersected(QRect(0, 0, m_document->maze().width(), m_document->maze().height()));
    const int c = chunkTiles();
    bool left = false;
    for (int cy = visible.top() / c; cy <= visible.bottom() / c && !visible.isEmpty(); ++cy) {
        for (int cx = visible.left() / c; cx <= visible.right() / c; ++cx) {
            if (m_chunks.contains(chunkKey(cx, cy))) continue;
            if (budget.elapsed() > 12) {
                left = true;
                break;
            }
            chunk(cx, cy, true);
        }
    }
    viewport()->update();
    if (left) m_renderLater.start();
}

void MapView::paintEvent(QPaintEvent* event)
{
    QPainter painter(viewport());
    paintMap(painter, event->rect());
    if (m_missedChunks) m_renderLater.start();
}

QImage MapView::render(const QSize& size)
{
    QImage image(size * devicePixelRatioF(), QImage::Format_RGB32);
    image.setDevicePixelRatio(devicePixelRatioF());
    QPainter painter(&image);
    paintMap(painter, QRect(QPoint(0, 0), size));
    return image;
}

void MapView::paintMap(QPainter& painter, const QRect& target)
{
    m_missedChunks = false;
    const QColor outside = theme::background.darker(140);
    if (!m_document || !m_document->hasMap()) {
        painter.fillRect(target, outside);
        painter.setPen(QColor(0xc0, 0xc8, 0xe0));
        painter.drawText(viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap,
            tr("The rows of this level do not form a map yet.\nSee the diagnostics, or edit the source."));
        return;
    }
    const Maze& maze = m_document->maze();
    const QRect mapTiles(0, 0, maze.width(), maze.height());
    const QRect visible = visibleTiles().intersected(mapTiles);
    // The chunks cover the map: only the margin round it is filled.
    const QRect mapArea = viewportRect(mapTiles).toAlignedRect();
    for (const QRect& band : QRegion(target).subtracted(QRegion(mapArea))) painter.fillRect(band, outside);
    if (!visible.isEmpty()) {
        const int c = chunkTiles();
        QElapsedTimer budget;
        budget.start();
        for (int cy = visible.top() / c; cy <= visible.bottom() / c; ++cy) {
            for (int cx = visible.left() / c; cx <= visible.right() / c; ++cx) {
                // Within a budget, missing chunks are drawn now; the rest coarsely, and soon.
                const QPixmap* picture = chunk(cx, cy, budget.elapsed() < 12);
                const QRect tiles = QRect(cx * c, cy * c, c, c).intersected(mapTiles);
                if (picture) {
                    const QPointF at = viewportPoint(QPointF(cx * c, cy * c));
                    painter.drawPixmap(QPointF(std::round(at.x()), std::round(at.y())), *picture,
                        QRectF(QPointF(0, 0),
                            QSizeF(tiles.width() * m_scale, tiles.height() * m_scale) * picture->devicePixelRatio()));
                } else {
                    painter.drawImage(viewportRect(tiles), m_overview, tiles);
                    m_missedChunks = true;
                }
            }
        }
    }
    painter.save();
    painter.translate(origin());
    painter.scale(m_scale, m_scale);
    const QRect around = visibleTiles();
    if (m_scale >= 2) mappainter::paintPlaces(painter, maze, m_showCorners);
    for (const auto& [z, layer] : m_layers) layer->paint(painter, around, m_scale);
    if (m_tool) m_tool->paint(painter, around, m_scale);
    if (m_hovered && mapTiles.contains(m_hovered->col, m_hovered->row) && m_scale >= 4) {
        painter.setPen(QPen(QColor(255, 255, 255, 140), 1.5 / m_scale));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(m_hovered->col, m_hovered->row, 1, 1));
    }
    painter.restore();
}

void MapView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    emit viewChanged();
}

void MapView::scrollContentsBy(int, int)
{
    viewport()->update();
    emit viewChanged();
}

void MapView::wheelEvent(QWheelEvent* event)
{
    if (m_tool && m_document && m_document->hasMap() && m_tool->wheel(*this, *event)) {
        event->accept();
        return;
    }
    const int steps = event->angleDelta().y();
    if (steps == 0) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    const auto position = event->position();
    if (steps > 0) {
        auto next = std::upper_bound(kScales.begin(), kScales.end(), m_scale);
        if (next != kScales.end()) setScale(*next, position);
    } else {
        auto below = std::lower_bound(kScales.begin(), kScales.end(), m_scale);
        if (below != kScales.begin()) setScale(*(below - 1), position);
    }
    event->accept();
}

void MapView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceDown)) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (m_tool && m_document && m_document->hasMap()) m_tool->press(*this, cellAt(event->position()), *event);
}

void MapView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_panning) {
        const QPoint now = event->position().toPoint();
        const QPoint delta = now - m_panFrom;
        m_panFrom = now;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    const Cell cell = cellAt(event->position());
    const bool inside = m_document && m_document->hasMap() && m_document->maze().tiles.contains(cell);
    const std::optional<Cell> hovered = inside ? std::optional<Cell>(cell) : std::nullopt;
    if (hovered != m_hovered) {
        m_hovered = hovered;
        emit hoveredCell(m_hovered);
        viewport()->update();
    }
    if (!m_tool || !m_document || !m_document->hasMap()) return;
    if (event->buttons() & (Qt::LeftButton | Qt::RightButton))
        m_tool->move(*this, cell, *event);
    else
        m_tool->hover(*this, cell);
}

void MapView::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        viewport()->setCursor(m_spaceDown ? Qt::OpenHandCursor : (m_tool ? m_tool->cursor() : Qt::CrossCursor));
        return;
    }
    if (m_tool && m_document && m_document->hasMap()) m_tool->release(*this, cellAt(event->position()), *event);
}

void MapView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceDown = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    if (m_tool) {
        event->ignore(); // a tool that wants the key accepts it
        m_tool->keyPress(*this, *event);
        if (event->isAccepted()) return;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceDown = false;
        if (!m_panning) viewport()->setCursor(m_tool ? m_tool->cursor() : Qt::CrossCursor);
        return;
    }
    QAbstractScrollArea::keyReleaseEvent(event);
}

void MapView::leaveEvent(QEvent* event)
{
    QAbstractScrollArea::leaveEvent(event);
    if (m_hovered) {
        m_hovered.reset();
        emit hoveredCell(std::nullopt);
        viewport()->update();
    }
    if (m_tool) m_tool->leave(*this);
}

} // namespace mazeworks

#include "mapview.h"

#include "document.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QFocusEvent>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QScrollBar>
#include <QStringList>
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

// The bytes of chunk pictures a view keeps: some twenty views' worth at 1600 x 1000, enough for
// the zoom levels shown last to stand in and for panning back. A view whose chunks in view and
// round them take more than half of it (a very large screen) keeps twice what they take.
constexpr qint64 kPictureBytes = 128 * 1024 * 1024;

// The zoom levels shown before stand in for a new one's chunks while they are made, those no
// further than this factor away (further, the overview looks the same and costs less).
constexpr double kStandInFactor = 4.0;
constexpr std::size_t kStylesRemembered = 4;

// An edit repaints the pictures in view that show it, up to this much work; the others are
// dropped and made again by the workers. The work of a tile is 1 plus its pixels / 4096, about
// 5 microseconds of a 2020 laptop core: the budget is some 5 ms, and the same on every machine,
// so that what an edit repaints does not depend on how busy the machine is.
constexpr double kRepaintBudget = 1000;

double nearestScale(double wanted)
{
    double best = kScales.front();
    for (double s : kScales) {
        if (std::abs(std::log(s / wanted)) < std::abs(std::log(best / wanted))) best = s;
    }
    return best;
}

QSize sizeOf(const TileMap<Tile>& tiles) { return { tiles.width(), tiles.height() }; }

// The smallest rectangle holding every tile where the two maps of one size differ.
QRect differing(const TileMap<Tile>& a, const TileMap<Tile>& b)
{
    QRect changed;
    for (int row = 0; row < a.height(); ++row) {
        const std::size_t line = a.index(0, row);
        int first = -1;
        int last = -1;
        for (int col = 0; col < a.width(); ++col) {
            if (a[line + col] == b[line + col]) continue;
            if (first < 0) first = col;
            last = col;
        }
        if (first >= 0) changed |= QRect(first, row, last - first + 1, 1);
    }
    return changed;
}

// The work of drawing the tiles `part` of a chunk: 1 a tile, plus its pixels / 4096.
double work(const ChunkKey& key, const QRect& part)
{
    const double pixels = key.style.scale * key.style.scale * key.style.ratio * key.style.ratio;
    return part.width() * part.height() * (1 + pixels / 4096);
}

// The bytes of a chunk's picture.
qint64 chunkBytes(const ChunkKey& key, const QSize& mapSize)
{
    const QRect area = key.area(mapSize);
    const double side = key.style.scale * key.style.ratio;
    return qint64(std::ceil(area.width() * side)) * qint64(std::ceil(area.height() * side)) * 4;
}

// Where the zoom keys zoom round: the cell cursor while the keys are on the map and it is in
// sight, as a text editor zooms round its caret, so that the tile being worked on stays put;
// else the middle of the view.
std::optional<QPointF> zoomAnchor(const MapView& view)
{
    if (!view.hasFocus() || !view.document() || !view.document()->hasMap()) return std::nullopt;
    const QPointF middle = view.viewportPoint(QPointF(view.cursorCell()) + QPointF(0.5, 0.5));
    if (!QRectF(view.viewport()->rect()).contains(middle)) return std::nullopt;
    return middle;
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
    m_pictures.setMaxBytes(kPictureBytes);
    connect(&m_pictures, &ChunkCache::arrived, this, &MapView::pictureArrived);
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
    const TileMap<Tile>* tiles = drawn();
    const bool hasMap = tiles != nullptr;
    if (hasMap && sizeOf(m_shown) == sizeOf(*tiles)) {
        // A map of the same size (the source edited, the level replaced): only what differs is
        // drawn again, and the pictures in view stay.
        const QRect changed = differing(m_shown, *tiles);
        if (!changed.isEmpty()) repaintTiles(changed);
    } else {
        m_pictures.clear();
        m_shownBefore.clear();
        m_shown = hasMap ? *tiles : TileMap<Tile>();
        m_overview = hasMap ? mappainter::overview(m_shown) : QImage();
    }
    updateScrollBars();
    keepCursorOnMap();
    pictureChanged();
}

void MapView::invalidateTiles(const QRect& tiles)
{
    const TileMap<Tile>* map = drawn();
    if (!map) return;
    if (sizeOf(*map) != sizeOf(m_shown)) {
        resetPictures();
        return;
    }
    repaintTiles(tiles);
}

void MapView::repaintTiles(const QRect& tiles)
{
    const TileMap<Tile>& map = *drawn();
    const QSize size = sizeOf(map);
    // Walls look at their neighbours: the ring round the change is drawn again too.
    const QRect around = tiles.adjusted(-1, -1, 1, 1).intersected(QRect(QPoint(0, 0), size));
    for (int row = around.top(); row <= around.bottom(); ++row) {
        auto* line = reinterpret_cast<QRgb*>(m_overview.scanLine(row));
        for (int col = around.left(); col <= around.right(); ++col) {
            const Tile tile = map[map.index(col, row)];
            m_shown[m_shown.index(col, row)] = tile;
            line[col] = mappainter::overviewColour(tile);
        }
    }
    // Pictures on the way were drawn from the tiles before: they are stale when they arrive.
    m_pictures.forgetOrdersShowing(around, size);
    // The pictures in view that show the change are repainted now, the current zoom's first,
    // within a budget; the rest are dropped and made again when wanted.
    std::vector<ChunkKey> showing = m_pictures.picturesShowing(around, size);
    const QRect visible = visibleTiles();
    const ChunkStyle style = chunkStyle();
    auto inView = [&](const ChunkKey& key) { return key.area(size).intersects(visible); };
    std::stable_partition(showing.begin(), showing.end(), [&](const ChunkKey& key) { return key.style == style; });
    std::stable_partition(showing.begin(), showing.end(), inView);
    double spent = 0;
    for (const ChunkKey& key : showing) {
        const double more = work(key, around.intersected(key.area(size)));
        if (inView(key) && spent + more <= kRepaintBudget) {
            spent += more;
            repaintChunk(*m_pictures.find(key), ChunkSnapshot(map, key), around);
        } else {
            m_pictures.remove(key);
        }
    }
    pictureChanged();
}

void MapView::pictureArrived(const ChunkKey& key)
{
    // Pictures of the ring round the view arrive too: only those in view are drawn now.
    if (!(key.style == chunkStyle()) || !drawn()) return;
    const QRect area = key.area(sizeOf(m_shown));
    if (area.intersects(visibleTiles())) viewport()->update(viewportRect(area).toAlignedRect());
}

void MapView::pictureChanged()
{
    m_complete = false;
    viewport()->update();
}

ChunkStyle MapView::chunkStyle() const { return { m_scale, m_showGrid && m_scale >= kGridFrom, devicePixelRatioF() }; }

void MapView::rememberStyle()
{
    const ChunkStyle shown = chunkStyle();
    if (shown.scale < kOverviewBelow) return; // the overview is always at hand
    std::erase(m_shownBefore, shown);
    m_shownBefore.insert(m_shownBefore.begin(), shown);
    if (m_shownBefore.size() > kStylesRemembered) m_shownBefore.pop_back();
}

void MapView::setScale(double scale, std::optional<QPointF> anchor)
{
    scale = nearestScale(std::clamp(scale, kMinScale, kMaxScale));
    m_fitted = false;
    if (scale == m_scale) return;
    const QPointF at = anchor.value_or(QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0));
    const QPointF tileUnder = (at - origin()) / m_scale;
    rememberStyle();
    m_scale = scale;
    updateScrollBars();
    // Keep the tile under the anchor where it was.
    const QPointF wanted = tileUnder * m_scale + QPointF(kMargin * m_scale, kMargin * m_scale) - at;
    horizontalScrollBar()->setValue(static_cast<int>(std::lround(wanted.x())));
    verticalScrollBar()->setValue(static_cast<int>(std::lround(wanted.y())));
    pictureChanged();
    emit scaleChanged(m_scale);
    emit viewChanged();
}

void MapView::zoomIn()
{
    auto next = std::upper_bound(kScales.begin(), kScales.end(), m_scale);
    if (next != kScales.end()) setScale(*next, zoomAnchor(*this));
}

void MapView::zoomOut()
{
    auto below = std::lower_bound(kScales.begin(), kScales.end(), m_scale);
    if (below != kScales.begin()) setScale(*(below - 1), zoomAnchor(*this));
}

void MapView::resetZoom() { setScale(24.0); }

void MapView::zoomToFit()
{
    if (!drawn()) return;
    setScale(fittingScale());
    centreOn({ m_shown.width() / 2, m_shown.height() / 2 });
    m_fitted = true;
}

double MapView::fittingScale() const
{
    if (!drawn()) return m_scale;
    const auto& maze = m_shown;
    const double fit = std::min(viewport()->width() / double(maze.width() + 2 * kMargin),
        viewport()->height() / double(maze.height() + 2 * kMargin));
    double best = kScales.front();
    for (double s : kScales) {
        if (s <= fit) best = s;
    }
    return best;
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
    rememberStyle();
    m_showGrid = show;
    pictureChanged();
}

void MapView::refreshLayers() { viewport()->update(); }

QPointF MapView::origin() const
{
    if (!drawn()) return {};
    const auto& maze = m_shown;
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
    if (!drawn()) {
        horizontalScrollBar()->setRange(0, 0);
        verticalScrollBar()->setRange(0, 0);
        return;
    }
    const auto& maze = m_shown;
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
    pictureChanged();
    emit viewChanged();
}

void MapView::moveCursor(QPoint cell, bool select)
{
    if (!m_document || !m_document->hasMap()) return;
    const Maze& maze = m_document->maze();
    cell = QPoint(std::clamp(cell.x(), 0, maze.width() - 1), std::clamp(cell.y(), 0, maze.height() - 1));
    const QRect before = selection();
    if (!select)
        m_anchor.reset();
    else if (!m_anchor)
        m_anchor = m_cursor;
    const bool moved = cell != m_cursor;
    m_cursor = cell;
    scrollToCursor();
    // The tool's preview (the tile a brush would paint, the ghost a place tool would put) follows
    // the keys while the mouse is elsewhere.
    if (m_tool && !m_hovered) m_tool->hover(*this, Cell { cell.x(), cell.y() });
    viewport()->update();
    if (moved) emit cursorMoved(m_cursor);
    if (selection() != before) emit selectionChanged(selection());
}

QRect MapView::selection() const
{
    if (!m_anchor) return {};
    // Not QRect::normalized(), which takes the corners for the edges of a rectangle of pixels.
    return QRect(QPoint(std::min(m_anchor->x(), m_cursor.x()), std::min(m_anchor->y(), m_cursor.y())),
        QPoint(std::max(m_anchor->x(), m_cursor.x()), std::max(m_anchor->y(), m_cursor.y())));
}

void MapView::clearSelection()
{
    if (!m_anchor) return;
    m_anchor.reset();
    viewport()->update();
    emit selectionChanged(QRect());
}

void MapView::keepCursorOnMap()
{
    if (!m_document || !m_document->hasMap()) return;
    const QRect map(0, 0, m_document->maze().width(), m_document->maze().height());
    if (m_anchor && !map.contains(*m_anchor)) clearSelection();
    if (!map.contains(m_cursor)) moveCursor(m_cursor, m_anchor.has_value());
}

void MapView::scrollToCursor()
{
    // The tiles round the cursor in view too: what it would step onto next.
    const QRectF around = viewportRect(QRect(m_cursor - QPoint(1, 1), QSize(3, 3)));
    const QRectF room = viewport()->rect();
    auto follow = [](QScrollBar* bar, double low, double high, double size) {
        if (low < 0)
            bar->setValue(bar->value() + static_cast<int>(std::floor(low)));
        else if (high > size)
            bar->setValue(bar->value() + static_cast<int>(std::ceil(high - size)));
    };
    follow(horizontalScrollBar(), around.left(), around.right(), room.width());
    follow(verticalScrollBar(), around.top(), around.bottom(), room.height());
}

QPoint MapView::endOfRun(QPoint from, QPoint step) const
{
    const TileMap<Tile>& tiles = m_document->maze().tiles;
    QPoint at = from + step;
    if (!tiles.contains(at.x(), at.y())) return from;
    const Tile run = tiles.get(at.x(), at.y());
    while (
        tiles.contains(at.x() + step.x(), at.y() + step.y()) && tiles.get(at.x() + step.x(), at.y() + step.y()) == run)
        at += step;
    return at;
}

bool MapView::cursorKey(const QKeyEvent& event)
{
    if (!m_document || !m_document->hasMap()) return false;
    const Qt::KeyboardModifiers modifiers = event.modifiers() & ~Qt::KeypadModifier;
    if (modifiers & ~(Qt::ShiftModifier | Qt::ControlModifier)) return false;
    const bool select = modifiers & Qt::ShiftModifier;
    const bool far = modifiers & Qt::ControlModifier;
    const QPoint last(m_document->maze().width() - 1, m_document->maze().height() - 1);
    // A screen's worth of rows, less one so that a row of the screen before stays in sight.
    const int page = std::max(1, visibleTiles().height() - 1);
    QPoint step;
    QPoint to = m_cursor;
    switch (event.key()) {
    case Qt::Key_Left:
        step = { -1, 0 };
        break;
    case Qt::Key_Right:
        step = { 1, 0 };
        break;
    case Qt::Key_Up:
        step = { 0, -1 };
        break;
    case Qt::Key_Down:
        step = { 0, 1 };
        break;
    case Qt::Key_Home:
        to = far ? QPoint(0, 0) : QPoint(0, m_cursor.y());
        break;
    case Qt::Key_End:
        to = far ? last : QPoint(last.x(), m_cursor.y());
        break;
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        if (far) return false; // Ctrl+PageUp and Ctrl+PageDown go to the tabs
        to.ry() += event.key() == Qt::Key_PageUp ? -page : page;
        break;
    default:
        return false;
    }
    if (!step.isNull()) to = far ? endOfRun(m_cursor, step) : m_cursor + step;
    moveCursor(to, select);
    return true;
}

void MapView::applyTool(Qt::KeyboardModifiers modifiers)
{
    if (!m_tool || !m_document || !m_document->hasMap()) return;
    const QRect tiles = m_anchor ? selection() : QRect(m_cursor, QSize(1, 1));
    m_tool->apply(*this, Cell { m_cursor.x(), m_cursor.y() }, tiles, modifiers);
    viewport()->update();
}

std::vector<MapView::CursorKey> MapView::cursorKeys()
{
    auto keys = [](std::initializer_list<QKeyCombination> combinations) {
        QStringList names;
        for (const QKeyCombination key : combinations) names << QKeySequence(key).toString(QKeySequence::NativeText);
        return names.join(QStringLiteral(", "));
    };
    return {
        { keys({ Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down }), tr("Move the Cursor") },
        { keys({ Qt::CTRL | Qt::Key_Left, Qt::CTRL | Qt::Key_Right, Qt::CTRL | Qt::Key_Up, Qt::CTRL | Qt::Key_Down }),
            tr("Cursor to the End of Equal Tiles") },
        { keys({ Qt::Key_Home, Qt::Key_End }), tr("Cursor to the Start or End of the Row") },
        { keys({ Qt::CTRL | Qt::Key_Home, Qt::CTRL | Qt::Key_End }), tr("Cursor to the Start or End of the Map") },
        { keys({ Qt::Key_PageUp, Qt::Key_PageDown }), tr("Cursor a Screen Up or Down") },
        { keys({ Qt::SHIFT | Qt::Key_Left, Qt::SHIFT | Qt::Key_Right, Qt::SHIFT | Qt::Key_Up,
              Qt::SHIFT | Qt::Key_Down }),
            tr("Select a Rectangle") },
        { keys({ Qt::Key_Space, Qt::Key_Return, Qt::Key_Enter }), tr("Apply the Tool at the Cursor") },
        { keys({ Qt::SHIFT | Qt::Key_Space, Qt::SHIFT | Qt::Key_Return }), tr("Pick the Goal at the Cursor") },
        { keys({ Qt::Key_Escape }), tr("Clear the Selection") },
    };
}

void MapView::paintEvent(QPaintEvent* event)
{
    QPainter painter(viewport());
    paintMap(painter, event->rect(), Chunks::Made);
}

QImage MapView::render(const QSize& size)
{
    QImage image(size * devicePixelRatioF(), QImage::Format_RGB32);
    image.setDevicePixelRatio(devicePixelRatioF());
    QPainter painter(&image);
    paintMap(painter, QRect(QPoint(0, 0), size), Chunks::DrawnNow);
    return image;
}

void MapView::paintMap(QPainter& painter, const QRect& target, Chunks chunks)
{
    const QColor outside = theme::background.darker(140);
    if (!drawn()) {
        painter.fillRect(target, outside);
        painter.setPen(QColor(0xc0, 0xc8, 0xe0));
        painter.drawText(viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap,
            tr("The rows of this level do not form a map yet.\nSee the diagnostics, or edit the source."));
        if (chunks == Chunks::Made) m_complete = true;
        return;
    }
    const Maze& maze = m_document->maze();
    const QRect mapTiles(0, 0, m_shown.width(), m_shown.height());
    const QRect visible = visibleTiles().intersected(mapTiles);
    // The chunks cover the map: only the margin round it is filled.
    const QRect mapArea = viewportRect(mapTiles).toAlignedRect();
    for (const QRect& band : QRegion(target).subtracted(QRegion(mapArea))) painter.fillRect(band, outside);
    paintTiles(painter, visible, chunks);
    painter.save();
    painter.translate(origin());
    painter.scale(m_scale, m_scale);
    const QRect around = visibleTiles();
    if (!m_document->hasMap()) paintDraftMarks(painter);
    if (m_scale >= 2) mappainter::paintPlaces(painter, maze, m_showCorners);
    for (const auto& [z, layer] : m_layers) layer->paint(painter, around, m_scale);
    if (m_tool) m_tool->paint(painter, around, m_scale);
    if (m_hovered && mapTiles.contains(m_hovered->col, m_hovered->row) && m_scale >= 4) {
        painter.setPen(QPen(QColor(255, 255, 255, 140), 1.5 / m_scale));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(m_hovered->col, m_hovered->row, 1, 1));
    }
    if (m_tool && m_document->hasMap() && chunks == Chunks::Made) paintCursor(painter);
    painter.restore();
    if (!m_document->hasMap()) paintDraftNotice(painter);
}

void MapView::paintCursor(QPainter& painter)
{
    // Black round yellow, so that the edges show on every tile; faint while the keys are elsewhere.
    const bool keys = hasFocus();
    painter.save();
    painter.setBrush(Qt::NoBrush);
    if (const QRect chosen = selection(); !chosen.isEmpty()) {
        painter.fillRect(QRectF(chosen), QColor(255, 255, 255, keys ? 70 : 35));
        painter.setPen(QPen(QColor(0, 0, 0, keys ? 230 : 110), 3.0 / m_scale));
        painter.drawRect(QRectF(chosen));
        painter.setPen(QPen(QColor(255, 255, 255, keys ? 255 : 120), 1.5 / m_scale, Qt::DashLine));
        painter.drawRect(QRectF(chosen));
    }
    // Never smaller than 10 pixels, however far out the view is.
    const double grow = std::max(0.0, (10.0 / m_scale - 1.0) / 2);
    const QRectF box = QRectF(m_cursor.x(), m_cursor.y(), 1, 1).adjusted(-grow, -grow, grow, grow);
    if (keys) {
        painter.setPen(QPen(Qt::black, 5.0 / m_scale, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawRect(box);
        painter.setPen(QPen(QColor(0xff, 0xe0, 0x40), 2.0 / m_scale, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawRect(box);
    } else {
        painter.setPen(QPen(QColor(255, 255, 255, 130), 1.5 / m_scale, Qt::DashLine));
        painter.drawRect(box);
    }
    painter.restore();
}

const TileMap<Tile>* MapView::drawn() const
{
    if (!m_document || m_document->shownTiles().empty()) return nullptr;
    return &m_document->shownTiles();
}

void MapView::paintDraftMarks(QPainter& painter)
{
    // The letters that are no tiles and the padding of short rows: dark red, crossed out.
    const QRect around = visibleTiles();
    painter.save();
    painter.setPen(QPen(QColor(0xff, 0x50, 0x50), std::max(1.5 / m_scale, 0.08)));
    for (const Cell& cell : m_document->draftMarks()) {
        if (!around.contains(cell.col, cell.row)) continue;
        const QRectF tile(cell.col, cell.row, 1, 1);
        painter.fillRect(tile, QColor(0x70, 0x10, 0x18));
        const QRectF inner = tile.adjusted(0.2, 0.2, -0.2, -0.2);
        painter.drawLine(inner.topLeft(), inner.bottomRight());
        painter.drawLine(inner.topRight(), inner.bottomLeft());
    }
    painter.restore();
}

void MapView::paintDraftNotice(QPainter& painter)
{
    // Why the tools do nothing: the level has no map until its rows are right.
    const QString text = tr("The map cannot be edited until its rows are right: correct the marked tiles in the "
                            "Source panel.");
    const QFontMetrics metrics(font());
    const int margin = metrics.height() / 2;
    const QRect room = viewport()->rect().adjusted(margin, margin, -margin, -margin);
    QRect box = metrics.boundingRect(room, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text);
    box.adjust(-margin, -margin / 2, margin, margin / 2);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x30, 0x08, 0x0c, 0xe0));
    painter.drawRoundedRect(box, margin / 2.0, margin / 2.0);
    painter.setPen(QColor(0xff, 0xd0, 0xd0));
    painter.setFont(font());
    painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, text);
    painter.restore();
}

void MapView::paintTiles(QPainter& painter, const QRect& visible, Chunks chunks)
{
    const ChunkStyle style = chunkStyle();
    if (style.scale < kOverviewBelow) {
        if (!visible.isEmpty()) paintOverview(painter, visible);
        if (chunks == Chunks::Made) m_complete = true;
        return;
    }
    const TileMap<Tile>& map = *drawn();
    const int c = style.tiles();
    std::vector<ChunkKey> inView;
    for (int cy = visible.top() / c; cy <= visible.bottom() / c && !visible.isEmpty(); ++cy) {
        for (int cx = visible.left() / c; cx <= visible.right() / c; ++cx) inView.push_back({ style, cx, cy });
    }
    // A view just opened, or whose map was resized, has nothing to stand in for its chunks but
    // the coarse overview: when they are few (a small level), they are drawn now.
    if (chunks == Chunks::Made && m_pictures.isEmpty()) {
        double all = 0;
        for (const ChunkKey& key : inView) all += work(key, key.area(sizeOf(map)));
        if (all <= kRepaintBudget) chunks = Chunks::DrawnNowAndKept;
    }
    bool whole = true;
    for (const ChunkKey& key : inView) {
        const QRect area = key.area(sizeOf(map));
        const QPointF at = viewportPoint(area.topLeft());
        const QPointF corner(std::round(at.x()), std::round(at.y()));
        if (chunks == Chunks::DrawnNow) {
            painter.drawImage(corner, paintChunk(ChunkSnapshot(map, key)));
        } else if (const QImage* picture = m_pictures.find(key)) {
            painter.drawImage(corner, *picture);
        } else if (chunks == Chunks::DrawnNowAndKept) {
            QImage made = paintChunk(ChunkSnapshot(map, key));
            painter.drawImage(corner, made);
            m_pictures.insert(key, std::move(made));
        } else {
            paintStandIn(painter, key, area);
            whole = false;
        }
    }
    if (chunks == Chunks::DrawnNow) return;
    m_complete = whole;
    const std::vector<ChunkKey> wanted = wantedChunks(visible);
    boundPictures(wanted);
    m_pictures.want(wanted, map);
}

void MapView::paintStandIn(QPainter& painter, const ChunkKey& key, const QRect& area)
{
    // The zoom levels shown before, the nearest to this one first.
    std::vector<ChunkStyle> near;
    for (const ChunkStyle& style : m_shownBefore) {
        const double factor = std::max(style.scale / key.style.scale, key.style.scale / style.scale);
        if (!(style == key.style) && factor <= kStandInFactor) near.push_back(style);
    }
    std::stable_sort(near.begin(), near.end(), [&](const ChunkStyle& a, const ChunkStyle& b) {
        return std::abs(std::log(a.scale / key.style.scale)) < std::abs(std::log(b.scale / key.style.scale));
    });
    // The nearest level with the whole chunk; else the nearest with some of it, and the overview
    // where it has none; else the overview.
    for (const StandIn mode : { StandIn::Whole, StandIn::WithOverview }) {
        for (const ChunkStyle& style : near) {
            if (paintPieces(painter, style, area, mode)) return;
        }
    }
    paintOverview(painter, area);
}

bool MapView::paintPieces(QPainter& painter, const ChunkStyle& style, const QRect& area, StandIn mode)
{
    // The chunks of every style nest: those of `style` either hold the area or tile it.
    const QSize mapSize = sizeOf(m_shown);
    const int c = style.tiles();
    std::vector<std::pair<QRect, const QImage*>> pieces;
    bool any = false;
    for (int cy = area.top() / c; cy <= area.bottom() / c; ++cy) {
        for (int cx = area.left() / c; cx <= area.right() / c; ++cx) {
            const ChunkKey key { style, cx, cy };
            const QImage* picture = m_pictures.find(key);
            if (!picture && mode == StandIn::Whole) return false;
            any = any || picture;
            pieces.emplace_back(key.area(mapSize).intersected(area), picture);
        }
    }
    if (!any) return false;
    const double pixels = style.scale * style.ratio; // a tile's side in the piece's picture
    for (const auto& [shown, picture] : pieces) {
        if (!picture) {
            paintOverview(painter, shown);
            continue;
        }
        const QPoint within = shown.topLeft() - QPoint(shown.left() / c * c, shown.top() / c * c);
        const QRectF source(QPointF(within) * pixels, QSizeF(shown.size()) * pixels);
        painter.drawImage(viewportRect(shown), *picture, source);
    }
    return true;
}

void MapView::paintOverview(QPainter& painter, const QRect& tiles)
{
    painter.drawImage(viewportRect(tiles), m_overview, QRectF(tiles));
}

std::vector<ChunkKey> MapView::wantedChunks(const QRect& visible) const
{
    if (visible.isEmpty()) return {};
    const ChunkStyle style = chunkStyle();
    const int c = style.tiles();
    const QSize mapSize = sizeOf(m_shown);
    const QRect inView(
        QPoint(visible.left() / c, visible.top() / c), QPoint(visible.right() / c, visible.bottom() / c));
    const QRect chunksOfMap(0, 0, (mapSize.width() + c - 1) / c, (mapSize.height() + c - 1) / c);
    // The ring round the view too, to be ready when it pans.
    const QRect ring = inView.adjusted(-1, -1, 1, 1).intersected(chunksOfMap);
    std::vector<ChunkKey> keys;
    for (int cy = ring.top(); cy <= ring.bottom(); ++cy) {
        for (int cx = ring.left(); cx <= ring.right(); ++cx) keys.push_back({ style, cx, cy });
    }
    // Those in view first, from the middle out.
    const QPointF middle = QRectF(inView).center() - QPointF(0.5, 0.5);
    auto rank = [&](const ChunkKey& key) {
        const QPointF d = QPointF(key.cx, key.cy) - middle;
        return std::pair(!inView.contains(key.cx, key.cy), d.x() * d.x() + d.y() * d.y());
    };
    std::stable_sort(keys.begin(), keys.end(), [&](const ChunkKey& a, const ChunkKey& b) { return rank(a) < rank(b); });
    return keys;
}

void MapView::boundPictures(const std::vector<ChunkKey>& wanted)
{
    const QSize mapSize = sizeOf(m_shown);
    const QRect visible = visibleTiles();
    qint64 all = 0;
    m_inViewBytes = 0;
    for (const ChunkKey& key : wanted) {
        const qint64 bytes = chunkBytes(key, mapSize);
        all += bytes;
        if (key.area(mapSize).intersects(visible)) m_inViewBytes += bytes;
    }
    const qint64 bound = std::max(kPictureBytes, 2 * all);
    if (bound != m_pictures.maxBytes()) m_pictures.setMaxBytes(bound);
}

void MapView::hideEvent(QHideEvent* event)
{
    QAbstractScrollArea::hideEvent(event);
    // A view in a tab behind keeps only the pictures of its own view, to show them at once when
    // it comes back; it orders none.
    m_pictures.wantNothing();
    m_pictures.setMaxBytes(m_inViewBytes);
}

void MapView::changeEvent(QEvent* event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() != QEvent::PaletteChange) return;
    // The pictures kept and those on their way were painted in the look before.
    m_pictures.clear();
    m_shownBefore.clear();
    if (drawn()) m_overview = mappainter::overview(m_shown);
    pictureChanged();
}

void MapView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    if (m_fitted) zoomToFit();
    pictureChanged();
    emit viewChanged();
}

void MapView::scrollContentsBy(int, int)
{
    pictureChanged();
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
        m_spacePanned = m_spaceDown;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    const Cell cell = cellAt(event->position());
    if (m_document && m_document->hasMap() && m_document->maze().tiles.contains(cell)) {
        // The cursor stands where the last click was, and the keys go on from there; the view
        // does not scroll under the mouse.
        const QPoint clicked(cell.col, cell.row);
        const bool selected = m_anchor.has_value();
        m_anchor.reset();
        if (clicked != m_cursor) {
            m_cursor = clicked;
            emit cursorMoved(m_cursor);
        }
        if (selected) emit selectionChanged(QRect());
        viewport()->update();
    }
    if (m_tool && m_document && m_document->hasMap()) m_tool->press(*this, cell, *event);
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
    if (event->key() == Qt::Key_Space) {
        // Held with a drag, Space pans; let go without one, it applies the tool, on the release
        // as a button is clicked.
        if (!event->isAutoRepeat()) {
            m_spaceDown = true;
            m_spacePanned = false;
            viewport()->setCursor(Qt::OpenHandCursor);
        }
        return;
    }
    if (m_tool) {
        event->ignore(); // a tool that wants the key accepts it
        m_tool->keyPress(*this, *event);
        if (event->isAccepted()) return;
    }
    // The cell cursor serves the tool: a view without one (a pane of the search race) scrolls with
    // the arrows and leaves Enter to its window.
    if (m_tool && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        event->accept();
        if (!event->isAutoRepeat()) applyTool(event->modifiers());
        return;
    }
    if (event->key() == Qt::Key_Escape && m_anchor) {
        event->accept();
        clearSelection();
        return;
    }
    if (m_tool && cursorKey(*event)) {
        event->accept();
        return;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceDown = false;
        if (!m_panning) viewport()->setCursor(m_tool ? m_tool->cursor() : Qt::CrossCursor);
        if (!m_spacePanned && !m_panning) applyTool(event->modifiers());
        m_spacePanned = false;
        return;
    }
    QAbstractScrollArea::keyReleaseEvent(event);
}

void MapView::focusInEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update(); // the cursor is drawn clearly
}

void MapView::focusOutEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
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

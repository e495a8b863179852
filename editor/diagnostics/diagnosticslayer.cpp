#include "diagnosticslayer.h"

#include "diagnostictext.h"
#include "document.h"
#include "mapview.h"
#include "picture/theme.h"

#include <QHelpEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mazeworks {

namespace {

// Below this many pixels a tile, an outline would not show: marks are whole tiles of colour.
constexpr double kPictureBelow = 6.0;
// Far out, up to this many marks in view also get a ring of screen size, so that one lone
// mistake on a big map can still be found by eye.
constexpr std::size_t kRingsUpTo = 2000;

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

} // namespace

DiagnosticsLayer::DiagnosticsLayer(MapView* view)
    : QObject(view)
    , m_view(view)
{
    setObjectName(QStringLiteral("DiagnosticsLayer"));
    if (Document* document = view->document()) {
        connect(document, &Document::diagnosticsChanged, this, &DiagnosticsLayer::markDirty);
        connect(document, &Document::mapReset, this, &DiagnosticsLayer::markDirty);
    }
    view->viewport()->installEventFilter(this);
    // Over the map and the places, under the overlays and the tool's preview.
    view->addLayer(this, 10);
}

// Only the view deletes its layer, as its child, after its list of layers is gone: nothing to
// take away from it.
DiagnosticsLayer::~DiagnosticsLayer() = default;

DiagnosticsLayer* DiagnosticsLayer::of(const MapView* view)
{
    return view ? view->findChild<DiagnosticsLayer*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

void DiagnosticsLayer::setSelected(std::optional<Cell> cell)
{
    if (cell == m_selected) return;
    m_selected = cell;
    if (m_view) m_view->refreshLayers();
}

quint64 DiagnosticsLayer::keyOf(Cell cell)
{
    // Shifted so that negative rows and columns (corners may lie off the map) sort first.
    const auto row = static_cast<quint32>(cell.row) ^ 0x80000000u;
    const auto col = static_cast<quint32>(cell.col) ^ 0x80000000u;
    return (static_cast<quint64>(row) << 32) | col;
}

Cell DiagnosticsLayer::cellOf(quint64 key)
{
    return { static_cast<int>(static_cast<quint32>(key) ^ 0x80000000u),
        static_cast<int>(static_cast<quint32>(key >> 32) ^ 0x80000000u) };
}

DiagnosticsLayer::Mark DiagnosticsLayer::markOf(const Diagnostic& diagnostic)
{
    if (diagnostic.severity == Severity::Warning) return Mark::Warning;
    return diagnostic.code() == "unreachable-dot" ? Mark::Unreachable : Mark::Error;
}

void DiagnosticsLayer::markDirty()
{
    m_dirty = true;
    m_picture = QImage();
}

void DiagnosticsLayer::rebuild()
{
    if (!m_dirty) return;
    m_dirty = false;
    m_index.clear();
    m_marks.clear();
    m_runs.clear();
    m_picture = QImage();
    if (!m_view || !m_view->document()) return;
    const std::vector<Diagnostic>& all = m_view->document()->diagnostics();
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Diagnostic& d = all[i];
        // A region's diagnostic marks its runs, the tile it is reported at among them.
        for (const TileRun& run : d.region)
            m_runs.push_back({ keyOf({ run.first, run.row }), run.last, markOf(d), static_cast<int>(i) });
        if (d.tile && d.region.empty()) m_index.push_back({ keyOf(*d.tile), static_cast<int>(i) });
    }
    std::stable_sort(m_index.begin(), m_index.end(), [](const Entry& a, const Entry& b) { return a.key < b.key; });
    std::stable_sort(m_runs.begin(), m_runs.end(), [](const Run& a, const Run& b) { return a.key < b.key; });
    for (const Entry& e : m_index) {
        const Mark mark = markOf(all[static_cast<std::size_t>(e.index)]);
        if (!m_marks.empty() && m_marks.back().first == e.key)
            m_marks.back().second = std::max(m_marks.back().second, mark);
        else
            m_marks.emplace_back(e.key, mark);
    }
}

std::pair<std::vector<DiagnosticsLayer::Run>::const_iterator, std::vector<DiagnosticsLayer::Run>::const_iterator>
DiagnosticsLayer::runsOf(int row) const
{
    auto byKey = [](const Run& run, quint64 k) { return run.key < k; };
    const auto first
        = std::lower_bound(m_runs.begin(), m_runs.end(), keyOf({ std::numeric_limits<int>::min(), row }), byKey);
    const auto end = std::lower_bound(first, m_runs.end(), keyOf({ std::numeric_limits<int>::min(), row + 1 }), byKey);
    return { first, end };
}

std::vector<const Diagnostic*> DiagnosticsLayer::at(Cell cell)
{
    rebuild();
    std::vector<const Diagnostic*> found;
    if (!m_view || !m_view->document()) return found;
    const std::vector<Diagnostic>& all = m_view->document()->diagnostics();
    const quint64 key = keyOf(cell);
    auto it
        = std::lower_bound(m_index.begin(), m_index.end(), key, [](const Entry& e, quint64 k) { return e.key < k; });
    for (; it != m_index.end() && it->key == key; ++it) found.push_back(&all[static_cast<std::size_t>(it->index)]);
    const auto [first, end] = runsOf(cell.row);
    for (auto run = first; run != end; ++run) {
        if (cellOf(run->key).col <= cell.col && cell.col <= run->last)
            found.push_back(&all[static_cast<std::size_t>(run->index)]);
    }
    // In the order of the text, as the document keeps them.
    std::sort(found.begin(), found.end());
    return found;
}

void DiagnosticsLayer::paint(QPainter& painter, const QRect& visible, double scale)
{
    if (!m_view || !m_view->document()) return;
    rebuild();
    painter.save();
    // The marks in view, row by row: a range of the sorted lists each. Far out only the first
    // kRingsUpTo of a kind are kept, for their rings; the others are only counted.
    std::vector<QRectF> rects[3];
    std::size_t inView[3] = {};
    auto add = [&](Mark mark, int row, int first, int last) {
        const int kind = static_cast<int>(mark);
        for (int col = first; col <= last; ++col) {
            if (scale < kPictureBelow && inView[kind] >= kRingsUpTo) {
                inView[kind] += static_cast<std::size_t>(last - col + 1);
                return;
            }
            ++inView[kind];
            rects[kind].emplace_back(col, row, 1, 1);
        }
    };
    for (int row = visible.top(); row <= visible.bottom() && !(m_marks.empty() && m_runs.empty()); ++row) {
        const quint64 first = keyOf({ visible.left(), row });
        const quint64 last = keyOf({ visible.right(), row });
        auto it = std::lower_bound(
            m_marks.begin(), m_marks.end(), first, [](const auto& m, quint64 k) { return m.first < k; });
        for (; it != m_marks.end() && it->first <= last; ++it) {
            const int col = cellOf(it->first).col;
            add(it->second, row, col, col);
        }
        const auto [runs, end] = runsOf(row);
        for (auto run = runs; run != end; ++run) {
            const int from = std::max(cellOf(run->key).col, visible.left());
            const int to = std::min(run->last, visible.right());
            if (from <= to) add(run->mark, row, from, to);
        }
    }
    const QColor colours[3] = { theme::warning, theme::error, theme::error };
    if (scale >= kPictureBelow) {
        painter.setRenderHint(QPainter::Antialiasing, false);
        const double px = 1.0 / scale;
        for (int kind = 0; kind < 3; ++kind) {
            if (rects[kind].empty()) continue;
            const bool unreachable = kind == static_cast<int>(Mark::Unreachable);
            // A dot nobody can eat is tinted: there may be thousands, and outlines would hide
            // the walls; other problems are few and outlined, so they stand out.
            painter.setPen(Qt::NoPen);
            painter.setBrush(withAlpha(colours[kind], unreachable ? 110 : 45));
            painter.drawRects(rects[kind].data(), static_cast<int>(rects[kind].size()));
            const double width = unreachable ? 1.0 : 2.0;
            painter.setPen(QPen(withAlpha(colours[kind], unreachable ? 150 : 255), width * px));
            painter.setBrush(Qt::NoBrush);
            const double inset = width * px / 2;
            for (QRectF& r : rects[kind]) r.adjust(inset, inset, -inset, -inset);
            painter.drawRects(rects[kind].data(), static_cast<int>(rects[kind].size()));
        }
    } else {
        paintPicture(painter, visible, scale);
        // A sea of unreachable dots needs no rings, but the one wrong door among them does.
        painter.setRenderHint(QPainter::Antialiasing, true);
        const double half = 5.0 / scale;
        painter.setBrush(Qt::NoBrush);
        for (int kind = 0; kind < 3; ++kind) {
            if (inView[kind] > kRingsUpTo) continue;
            painter.setPen(QPen(colours[kind], 1.5 / scale));
            for (const QRectF& r : rects[kind])
                painter.drawRect(QRectF(r.center() - QPointF(half, half), QSizeF(2 * half, 2 * half)));
        }
    }
    if (m_selected) {
        // White on a dark halo: it shows on walls, on dots and on a red mark alike.
        const double grow = std::max(2.0 / scale, (8.0 / scale - 1) / 2);
        const QRectF r = QRectF(m_selected->col, m_selected->row, 1, 1).adjusted(-grow, -grow, grow, grow);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0, 0, 0, 170), 4.5 / scale));
        painter.drawRect(r);
        painter.setPen(QPen(theme::selection, 2.0 / scale));
        painter.drawRect(r);
    }
    painter.restore();
}

void DiagnosticsLayer::paintPicture(QPainter& painter, const QRect& visible, double scale)
{
    if (m_marks.empty() && m_runs.empty()) return;
    // Far out one pixel stands for several tiles: it takes the strongest mark among them, so
    // that no mark falls between the pixels the screen happens to sample.
    const int step = scale >= 1 ? 1 : static_cast<int>(std::ceil(1 / scale));
    if (m_picture.isNull() || step != m_pictureStep) {
        m_pictureStep = step;
        auto floorTo = [step](int v) { return (v >= 0 ? v : v - step + 1) / step * step; };
        int left = std::numeric_limits<int>::max();
        int right = std::numeric_limits<int>::min();
        int top = std::numeric_limits<int>::max();
        int bottom = std::numeric_limits<int>::min();
        auto cover = [&](int row, int first, int last) {
            left = std::min(left, first);
            right = std::max(right, last);
            top = std::min(top, row);
            bottom = std::max(bottom, row);
        };
        for (const auto& [key, mark] : m_marks) cover(cellOf(key).row, cellOf(key).col, cellOf(key).col);
        for (const Run& run : m_runs) cover(cellOf(run.key).row, cellOf(run.key).col, run.last);
        left = floorTo(left);
        top = floorTo(top);
        m_pictureTiles = QRect(left, top, (right - left) / step * step + step, (bottom - top) / step * step + step);
        m_picture = QImage(
            m_pictureTiles.width() / step, m_pictureTiles.height() / step, QImage::Format_ARGB32_Premultiplied);
        m_picture.fill(Qt::transparent);
        const QRgb colours[3] = { qPremultiply(withAlpha(theme::warning, 230).rgba()),
            qPremultiply(withAlpha(theme::error, 200).rgba()), qPremultiply(withAlpha(theme::error, 240).rgba()) };
        std::vector<quint8> strongest(static_cast<std::size_t>(m_picture.width()) * m_picture.height(), 0);
        // A run sets each pixel it covers once, however many tiles a pixel stands for.
        auto mark = [&](int row, int first, int last, Mark kind) {
            const int y = (row - top) / step;
            const auto rank = static_cast<quint8>(static_cast<int>(kind) + 1);
            for (int x = (first - left) / step; x <= (last - left) / step; ++x) {
                quint8& s = strongest[static_cast<std::size_t>(y) * m_picture.width() + x];
                if (rank > s) {
                    s = rank;
                    m_picture.setPixel(x, y, colours[rank - 1]);
                }
            }
        };
        for (const auto& [key, kind] : m_marks) mark(cellOf(key).row, cellOf(key).col, cellOf(key).col, kind);
        for (const Run& run : m_runs) mark(cellOf(run.key).row, cellOf(run.key).col, run.last, run.mark);
    }
    // Only the part in view is drawn (a 4096 x 4096 map has a picture of 16 million pixels).
    const QRect part = m_pictureTiles.intersected(visible.adjusted(-step, -step, step, step));
    if (part.isEmpty()) return;
    const QPoint first((part.left() - m_pictureTiles.left()) / step, (part.top() - m_pictureTiles.top()) / step);
    const QPoint last((part.right() - m_pictureTiles.left()) / step, (part.bottom() - m_pictureTiles.top()) / step);
    const QRect pixels(first, last);
    const QRectF target(m_pictureTiles.left() + pixels.left() * step, m_pictureTiles.top() + pixels.top() * step,
        pixels.width() * step, pixels.height() * step);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(target, m_picture, pixels);
}

bool DiagnosticsLayer::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !m_view || watched != m_view->viewport()) return false;
    auto* help = static_cast<QHelpEvent*>(event);
    const Cell cell = m_view->cellAt(help->pos());
    const std::vector<const Diagnostic*> here = at(cell);
    if (here.empty()) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    QStringList lines;
    for (const Diagnostic* d : here) lines << diagnosticLine(*d);
    // The tile's rectangle: the tip goes when the mouse leaves the tile.
    const QRect tile = m_view->viewportRect(QRect(cell.col, cell.row, 1, 1)).toAlignedRect();
    QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), m_view->viewport(), tile);
    return true;
}

} // namespace mazeworks

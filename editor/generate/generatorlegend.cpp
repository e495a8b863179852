#include "generatorlegend.h"

#include "dungeonpalette.h"
#include "picture/theme.h"

#include "dungeon/explorer.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace mazeworks {

namespace {

namespace palette = dungeonpalette;

constexpr int kSwatchWidth = 26;
constexpr int kGap = 6;
constexpr int kSpacing = 16;

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

void drawMark(QPainter& p, GeneratorLegend::Mark mark, const QRectF& box)
{
    using Mark = GeneratorLegend::Mark;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.fillRect(box, theme::background);
    const QRectF room = box.adjusted(3, 2, -3, -2);
    const QPointF a(box.left() + 3, box.center().y());
    const QPointF b(box.right() - 3, box.center().y());
    auto roomOf = [&](const QColor& colour) {
        p.setPen(QPen(colour, 1.5));
        p.setBrush(withAlpha(colour, 80));
        p.drawRect(room);
    };
    auto line = [&](const QColor& colour, double width, Qt::PenStyle style) {
        p.setPen(QPen(colour, width, style, Qt::RoundCap));
        p.drawLine(a, b);
    };
    switch (mark) {
    case Mark::Room:
        roomOf(palette::room);
        break;
    case Mark::Overlapping:
        roomOf(palette::overlapping);
        p.setPen(Qt::NoPen);
        p.setBrush(QBrush(withAlpha(palette::overlapping, 160), Qt::BDiagPattern));
        p.drawRect(room);
        break;
    case Mark::Highlighted:
        p.setPen(QPen(palette::highlight, 2.5));
        p.setBrush(withAlpha(palette::room, 70));
        p.drawRect(room);
        break;
    case Mark::Pushers:
        p.setPen(QPen(palette::text, 1.5, Qt::DashLine));
        p.setBrush(withAlpha(palette::room, 70));
        p.drawRect(room);
        break;
    case Mark::Arrow: {
        p.setPen(QPen(palette::text, 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a, b - QPointF(4, 0));
        const QPolygonF head { b, b + QPointF(-7, -4), b + QPointF(-7, 4) };
        p.setBrush(palette::text);
        p.drawPolygon(head);
        break;
    }
    case Mark::BeforeSnap:
        p.setPen(QPen(palette::highlight, 1.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(room.translated(-2, -1));
        p.setPen(QPen(palette::room, 1.5));
        p.drawRect(room.translated(2, 1));
        break;
    case Mark::Neighbour:
        line(withAlpha(palette::neighbour, 200), 1.2, Qt::SolidLine);
        break;
    case Mark::TreeEdge:
        line(palette::treeEdge, 3, Qt::SolidLine);
        break;
    case Mark::NewEdge:
        line(palette::highlight, 3.5, Qt::SolidLine);
        break;
    case Mark::LoopCandidate:
        line(palette::loopCandidate, 2, Qt::DashLine);
        break;
    case Mark::Sets: {
        // A few sets side by side.
        const double w = room.width() / 3;
        for (int i = 0; i < 3; ++i) {
            const QColor c = palette::component(i);
            p.setPen(QPen(c, 1.2));
            p.setBrush(withAlpha(c, 110));
            p.drawRect(QRectF(room.left() + i * w, room.top(), w - 1, room.height()));
        }
        break;
    }
    case Mark::NewCorridor:
        p.fillRect(
            QRectF(box.left() + 3, box.center().y() - 3, box.width() - 6, 6), withAlpha(palette::component(0), 200));
        p.setPen(QPen(palette::highlight, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(box.left() + 3, box.center().y() - 3, box.width() - 6, 6));
        break;
    case Mark::Dropped:
        roomOf(palette::dropped);
        p.drawLine(room.topLeft(), room.bottomRight());
        p.drawLine(room.topRight(), room.bottomLeft());
        break;
    case Mark::Unvisited:
        roomOf(palette::unvisited);
        break;
    case Mark::Visited:
        roomOf(palette::visited);
        break;
    case Mark::Recent:
        roomOf(palette::recentlyVisited);
        break;
    case Mark::Explorer:
        p.setPen(QPen(Qt::black, 1.5));
        p.setBrush(palette::explorer);
        p.drawEllipse(box.center(), box.height() * 0.3, box.height() * 0.3);
        break;
    }
    p.restore();
}

} // namespace

GeneratorLegend::GeneratorLegend(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("legend"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_basePoint = font().pointSizeF() > 0 ? font().pointSizeF() : 10.0;
}

QVector<GeneratorLegend::Entry> GeneratorLegend::entriesFor(Phase phase, Connection connection, bool explorer)
{
    QVector<Entry> entries;
    switch (phase) {
    case Phase::Placing:
        entries = { { Mark::Room, tr("room") }, { Mark::Highlighted, tr("room of this step") } };
        break;
    case Phase::Separating:
        entries = { { Mark::Room, tr("room") }, { Mark::Overlapping, tr("overlapping") },
            { Mark::Highlighted, tr("pushed farthest") }, { Mark::Pushers, tr("pushing it") },
            { Mark::Arrow, tr("push (zoom in)") } };
        break;
    case Phase::Snapping:
        entries = { { Mark::Room, tr("room on whole tiles") }, { Mark::BeforeSnap, tr("where it stood") } };
        break;
    case Phase::Linking:
        if (connection == Connection::Neighbours) entries.append({ Mark::Neighbour, tr("neighbours") });
        entries.append({ Mark::TreeEdge, tr("tree edge") });
        entries.append({ Mark::NewEdge, tr("edge of this step") });
        entries.append({ Mark::LoopCandidate, tr("loop candidate") });
        break;
    case Phase::Digging:
    case Phase::Rasterising:
    case Phase::Failed:
        entries = { { Mark::Sets, tr("sets of joined rooms") }, { Mark::NewCorridor, tr("corridor of this step") } };
        if (connection != Connection::Tunnels) {
            entries.append({ Mark::TreeEdge, tr("tree edge to dig") });
            entries.append({ Mark::LoopCandidate, tr("loop to dig") });
        }
        if (phase == Phase::Rasterising) entries.append({ Mark::Dropped, tr("dropped") });
        break;
    case Phase::Finished:
        if (explorer) {
            // The explorer's times, in seconds of its own clock (the proposal's numbers).
            const QLocale locale;
            entries = { { Mark::Unvisited,
                            tr("unvisited, or forgotten after %1 s").arg(locale.toString(Explorer::kFadeSeconds)) },
                { Mark::Visited, tr("visited") },
                { Mark::Recent, tr("visited in the last %1 s").arg(locale.toString(Explorer::kShownRecentSeconds)) },
                { Mark::Explorer,
                    tr("explorer: rests %1 s in a room, walks %2 tiles a second")
                        .arg(locale.toString(Explorer::kPauseSeconds), locale.toString(Explorer::kTilesPerSecond)) } };
        }
        break;
    }
    return entries;
}

void GeneratorLegend::display(Phase phase, Connection connection, bool explorer)
{
    m_entries = entriesFor(phase, connection, explorer);
    // The room of the phase with the most to say, whatever phase is shown: the legend keeps its
    // height through a run, so that the buttons under it stay under the mouse.
    // display() runs every frame; the phases' entries change only with the connection.
    if (m_tallestFor != connection || m_tallest.isEmpty()) {
        m_tallestFor = connection;
        m_tallest.clear();
        for (Phase each : { Phase::Placing, Phase::Separating, Phase::Snapping, Phase::Linking, Phase::Digging,
                 Phase::Rasterising, Phase::Finished }) {
            m_tallest.append(entriesFor(each, connection, true));
        }
    }
    updateGeometry();
    update();
}

void GeneratorLegend::setTextScale(double scale)
{
    m_textScale = scale;
    QFont f = font();
    f.setPointSizeF(m_basePoint * scale);
    setFont(f);
    updateGeometry();
    update();
}

QStringList GeneratorLegend::entries() const
{
    QStringList names;
    for (const Entry& e : m_entries) names << e.name;
    return names;
}

int GeneratorLegend::layOut(const QVector<Entry>& entries, int width, QVector<QRect>* boxes) const
{
    const QFontMetrics metrics(font());
    const int line = std::max(metrics.height(), static_cast<int>(16 * m_textScale)) + 4;
    const int swatch = static_cast<int>(kSwatchWidth * m_textScale);
    int x = 0;
    int y = 0;
    for (const Entry& e : entries) {
        const int w = swatch + kGap + metrics.horizontalAdvance(e.name);
        if (x > 0 && x + w > width) {
            x = 0;
            y += line;
        }
        if (boxes) boxes->append(QRect(x, y, w, line - 4));
        x += w + kSpacing;
    }
    return entries.isEmpty() ? 0 : y + line;
}

int GeneratorLegend::reservedHeight(int width) const
{
    int most = layOut(m_entries, width, nullptr);
    for (const QVector<Entry>& entries : m_tallest) most = std::max(most, layOut(entries, width, nullptr));
    return most;
}

int GeneratorLegend::heightForWidth(int width) const { return reservedHeight(width); }

QSize GeneratorLegend::sizeHint() const { return { 300, reservedHeight(300) }; }

QSize GeneratorLegend::minimumSizeHint() const { return { 100, reservedHeight(width() > 0 ? width() : 300) }; }

void GeneratorLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    QVector<QRect> boxes;
    layOut(m_entries, width(), &boxes);
    const int swatch = static_cast<int>(kSwatchWidth * m_textScale);
    for (int i = 0; i < m_entries.size() && i < boxes.size(); ++i) {
        const QRect box = boxes[i];
        drawMark(painter, m_entries[i].mark, QRectF(box.left(), box.top() + 1, swatch, box.height() - 2));
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(box.left() + swatch + kGap, box.top(), box.width() - swatch - kGap, box.height()),
            Qt::AlignVCenter | Qt::AlignLeft, m_entries[i].name);
    }
}

} // namespace mazeworks

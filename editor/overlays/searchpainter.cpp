#include "searchpainter.h"

#include "overlaypainter.h"
#include "overlaypalette.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

using State = GridSearch::State;
using Side = GridSearch::Side;

QPointF centre(Cell c) { return { c.col + 0.5, c.row + 0.5 }; }

// Rings and marks need tiles of this many pixels to read.
constexpr double kRingsFrom = 8.0;
constexpr double kMarksFrom = 14.0;

} // namespace

void SearchPainter::paint(QPainter& painter, const QRect& visible, double scale, const SearchScene& scene)
{
    if (!scene.search) return;
    const WatchedSearch& search = *scene.search;
    // `visible` lies on the map: the caller keeps it there.
    const QRect& area = visible;
    paintTiles(painter, area, scene);
    if (const SubgoalStepper* graph = search.subgoals()) paintGraph(painter, area, scale, *graph);
    if (scale >= kRingsFrom) paintRings(painter, area, scale, search);
    if (search.jumps()) paintRuns(painter, scale, search);
    if (const auto met = search.meeting()) {
        // The tile where the two sides met: a white diamond over a dark casing.
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        const QPointF c = centre(*met);
        const double r = overlaypainter::atLeast(0.42, 7.0, scale);
        QPolygonF diamond;
        diamond << c + QPointF(0, -r) << c + QPointF(r, 0) << c + QPointF(0, r) << c + QPointF(-r, 0);
        painter.setPen(QPen(overlaypalette::casing, overlaypainter::atLeast(0.1, 2.5, scale)));
        painter.setBrush(overlaypalette::way);
        painter.drawPolygon(diamond);
        painter.restore();
    }
    if (scene.stepping && scale >= kMarksFrom) paintOffers(painter, scale, search);
    overlaypainter::paintRoute(painter, scene.way, scale);
    if (scene.stepping) {
        if (const auto taken = search.lastStep().taken) overlaypainter::paintCurrent(painter, *taken, scale);
    }
    if (scene.shown) {
        painter.save();
        const double w = overlaypainter::atLeast(0.12, 3.0, scale);
        painter.setPen(QPen(overlaypalette::casing, w * 2.2));
        painter.setBrush(Qt::NoBrush);
        const QRectF square = QRectF(scene.shown->col, scene.shown->row, 1, 1).adjusted(-w, -w, w, w);
        painter.drawRect(square);
        painter.setPen(QPen(overlaypalette::shown, w));
        painter.drawRect(square);
        painter.restore();
    }
    if (scene.start) overlaypainter::paintStart(painter, *scene.start, scale);
    if (scene.goal) overlaypainter::paintGoal(painter, *scene.goal, scale);
}

void SearchPainter::paintTiles(QPainter& painter, const QRect& area, const SearchScene& scene)
{
    const WatchedSearch& search = *scene.search;
    const QRect& inside = area;
    if (inside != m_imageArea || scene.revision != m_imageRevision || m_image.isNull()) {
        const QRgb settled = qPremultiply(overlaypalette::settled.rgba());
        const QRgb frontier = qPremultiply(overlaypalette::frontier.rgba());
        const QRgb backSettled = qPremultiply(overlaypalette::backSettled.rgba());
        const QRgb backFrontier = qPremultiply(overlaypalette::backFrontier.rgba());
        const QRgb both = qPremultiply(overlaypalette::bothSides.rgba());
        const bool two = search.algorithm() == Algorithm::Bidirectional;
        m_image = overlaypainter::cellImage(inside, [&](int col, int row) -> QRgb {
            const State forward = search.state({ col, row }, Side::Forward);
            const State backward = two ? search.state({ col, row }, Side::Backward) : State::Unseen;
            if (forward != State::Unseen && backward != State::Unseen) return both;
            if (forward == State::Frontier) return frontier;
            if (forward == State::Settled) return settled;
            if (backward == State::Frontier) return backFrontier;
            if (backward == State::Settled) return backSettled;
            return 0;
        });
        m_imageArea = inside;
        m_imageRevision = scene.revision;
    }
    overlaypainter::paintCells(painter, inside, m_image);
}

void SearchPainter::paintRings(QPainter& painter, const QRect& area, double scale, const WatchedSearch& search)
{
    // The frontier as rings too: the border of the search reads without its colour. The goal's
    // side dashed, so that the two sides read apart on a projector that washes out the colours.
    painter.save();
    const double w = std::max(0.12, 2.0 / scale);
    const bool two = search.algorithm() == Algorithm::Bidirectional;
    for (const Side side : { Side::Forward, Side::Backward }) {
        if (side == Side::Backward && !two) break;
        QPen pen(
            side == Side::Forward ? overlaypalette::frontier.lighter(130) : overlaypalette::backFrontier.lighter(115),
            w);
        if (side == Side::Backward) pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        for (int row = area.top(); row <= area.bottom(); ++row) {
            for (int col = area.left(); col <= area.right(); ++col) {
                if (search.state({ col, row }, side) != State::Frontier) continue;
                painter.drawRect(QRectF(col + 0.18, row + 0.18, 0.64, 0.64));
            }
        }
    }
    painter.restore();
}

void SearchPainter::paintRuns(QPainter& painter, double scale, const WatchedSearch& search)
{
    const std::vector<JumpPointSearch::Run>& runs = search.runs();
    const std::size_t fresh = runs.size() - std::min(runs.size(), search.runsOfLastStep());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(
        QPen(overlaypalette::runBefore, overlaypainter::atLeast(0.06, 1.5, scale), Qt::SolidLine, Qt::RoundCap));
    for (std::size_t i = 0; i < fresh; ++i) painter.drawLine(centre(runs[i].from), centre(runs[i].to));
    const double width = overlaypainter::atLeast(0.14, 3.0, scale);
    const double head = overlaypainter::atLeast(0.38, 8.0, scale);
    for (std::size_t i = fresh; i < runs.size(); ++i) {
        const JumpPointSearch::Run& run = runs[i];
        const QPointF a = centre(run.from);
        const QPointF b = centre(run.to);
        const QPointF way(run.to.col - run.from.col, run.to.row - run.from.row);
        for (const auto& [colour, w] :
            { std::pair(overlaypalette::casing, width + overlaypainter::atLeast(0.08, 2.0, scale)),
                std::pair(overlaypalette::runNow, width) }) {
            painter.setPen(QPen(colour, w, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(a, b);
            if (!run.jumpPoint && (way.x() != 0 || way.y() != 0)) {
                // A bar across the end: the run hit a wall there.
                const double length = std::hypot(way.x(), way.y());
                const QPointF n(-way.y() / length * 0.32, way.x() / length * 0.32);
                painter.drawLine(b + n, b - n);
            }
        }
        if (run.jumpPoint) {
            painter.setPen(QPen(overlaypalette::casing, overlaypainter::atLeast(0.04, 1.0, scale)));
            painter.setBrush(overlaypalette::runNow);
            overlaypainter::paintArrow(painter, b - way / std::max(1.0, std::hypot(way.x(), way.y())) * 0.2, way, head);
        }
    }
    painter.restore();
}

void SearchPainter::paintGraph(QPainter& painter, const QRect& area, double scale, const SubgoalStepper& graph)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const std::vector<Cell>& nodes = graph.subgoals();
    // Only the edges that may cross the tiles shown: a large map holds tens of thousands.
    const QRectF shown = QRectF(area).adjusted(-0.5, -0.5, 0.5, 0.5);
    QVector<QLineF> lines;
    for (const auto& [a, b] : graph.graphEdges()) {
        // A step over the edge of a map that wraps round (a maze's tunnel): out at one side, in
        // at the other.
        if (graph.crosses(a, b)) {
            for (const QLineF& stub :
                overlaypainter::crossingStubs(nodes[static_cast<std::size_t>(a)], nodes[static_cast<std::size_t>(b)]))
                lines.push_back(stub);
            continue;
        }
        const QLineF line(centre(nodes[static_cast<std::size_t>(a)]), centre(nodes[static_cast<std::size_t>(b)]));
        if (!QRectF(line.p1(), line.p2()).normalized().adjusted(-0.5, -0.5, 0.5, 0.5).intersects(shown)) continue;
        lines.push_back(line);
    }
    painter.setPen(QPen(overlaypalette::graphEdge, overlaypainter::atLeast(0.05, 1.0, scale)));
    painter.drawLines(lines);
    // The edges the query adds, from its two ends: dashed.
    QPen query(overlaypalette::subgoal, overlaypainter::atLeast(0.07, 1.5, scale), Qt::DashLine);
    painter.setPen(query);
    for (const Cell c : graph.startLinks()) painter.drawLine(centre(graph.from()), centre(c));
    for (const Cell c : graph.goalLinks()) painter.drawLine(centre(graph.to()), centre(c));
    // The nodes: small diamonds over a dark casing, on the tiles shown; those the search opened
    // or settled larger, in the frontier's and the settled tiles' colours, so that the search
    // reads on a whole map, where a tile is a pixel or two.
    painter.setPen(QPen(overlaypalette::casing, overlaypainter::atLeast(0.04, 1.0, scale)));
    const double small = overlaypainter::atLeast(0.22, 2.5, scale);
    const double large = overlaypainter::atLeast(0.32, 4.5, scale);
    QColor settled = overlaypalette::settled;
    settled.setAlpha(255);
    for (const auto state :
        { SubgoalStepper::NodeState::Unseen, SubgoalStepper::NodeState::Settled, SubgoalStepper::NodeState::Open }) {
        const bool unseen = state == SubgoalStepper::NodeState::Unseen;
        const double r = unseen ? small : large;
        painter.setBrush(unseen                            ? overlaypalette::subgoal
                : state == SubgoalStepper::NodeState::Open ? overlaypalette::frontier
                                                           : settled);
        for (const Cell c : nodes) {
            if (!area.contains(c.col, c.row) || graph.state(c) != state) continue;
            const QPointF m = centre(c);
            const QPointF diamond[4] = { m + QPointF(0, -r), m + QPointF(r, 0), m + QPointF(0, r), m + QPointF(-r, 0) };
            painter.drawPolygon(diamond, 4);
        }
    }
    // While the way is walked into tiles: the way over the graph dashed, the tiles walked so far
    // as the way is drawn.
    if (graph.phase() == SubgoalStepper::Phase::Refine) {
        const std::vector<Cell> way = graph.nodeWay();
        std::vector<QPolygonF> pieces(1);
        for (std::size_t i = 0; i < way.size(); ++i) {
            if (i > 0 && graph.crosses(way[i - 1], way[i])) {
                const std::vector<QLineF> stubs = overlaypainter::crossingStubs(way[i - 1], way[i]);
                pieces.back() << stubs[0].p2();
                pieces.emplace_back();
                pieces.back() << stubs[1].p1();
            }
            pieces.back() << centre(way[i]);
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(overlaypalette::way, overlaypainter::atLeast(0.08, 2.0, scale), Qt::DashLine));
        for (const QPolygonF& piece : pieces) painter.drawPolyline(piece);
        painter.restore();
        overlaypainter::paintRoute(painter, graph.refinedCells(), scale);
        return;
    }
    painter.restore();
}

void SearchPainter::paintOffers(QPainter& painter, double scale, const WatchedSearch& search)
{
    // What the last step did with each neighbour it looked at, in the tile's top right corner.
    const StepTrace& t = search.lastStep();
    if (t.offers.empty()) return;
    const QTransform toScreen = painter.worldTransform();
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QFont font = painter.font();
    font.setPixelSize(std::max(9, static_cast<int>(scale * 0.36)));
    font.setBold(true);
    painter.setFont(font);
    for (const Offer& o : t.offers) {
        QString mark;
        switch (o.outcome) {
        case Outcome::Added:
            mark = QStringLiteral("+");
            break;
        case Outcome::Cheaper:
            mark = QStringLiteral("\u2193");
            break;
        case Outcome::Wall:
            continue;
        default:
            mark = QStringLiteral("\u00d7");
            break;
        }
        const QRectF tile = toScreen.mapRect(QRectF(o.cell.col, o.cell.row, 1, 1));
        const double side = tile.width() * 0.42;
        const QRectF badge(tile.right() - side - tile.width() * 0.04, tile.top() + tile.width() * 0.04, side, side);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 190));
        painter.drawEllipse(badge);
        painter.setPen(o.outcome == Outcome::Added || o.outcome == Outcome::Cheaper ? overlaypalette::way
                                                                                    : QColor(0xc8, 0xc8, 0xd0));
        painter.drawText(badge, Qt::AlignCenter, mark);
    }
    painter.restore();
}

} // namespace mazeworks

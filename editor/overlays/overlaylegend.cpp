#include "overlaylegend.h"

#include "overlaypainter.h"
#include "overlaypalette.h"
#include "path/pathfinder.h"
#include "picture/theme.h"
#include "weightlook.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>

#include <functional>

namespace mazeworks {

namespace {

// A swatch `tiles` wide on the map's floor, drawn in tile units by `draw`.
QPixmap swatch(const std::function<void(QPainter&, double scale)>& draw, double tiles = 1.0)
{
    const int side = OverlayLegend::kSwatch;
    QPixmap pixmap(static_cast<int>(side * tiles), side);
    pixmap.fill(theme::background);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.scale(side, side);
    draw(painter, side);
    return pixmap;
}

QPixmap filled(const QColor& colour, const QColor& ring = QColor(), Qt::PenStyle style = Qt::SolidLine)
{
    return swatch([&](QPainter& p, double scale) {
        p.fillRect(QRectF(0, 0, 1, 1), colour);
        if (!ring.isValid()) return;
        QPen pen(ring, std::max(0.12, 2.0 / scale));
        pen.setStyle(style);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(0.18, 0.18, 0.64, 0.64));
    });
}

QPixmap ramp()
{
    return swatch(
        [](QPainter& p, double) {
            for (int i = 0; i < 12; ++i)
                p.fillRect(
                    QRectF(i / 4.0, 0, 0.26, 1), QColor::fromRgba(qUnpremultiply(overlaypalette::heat(i / 11.0))));
        },
        3.0);
}

} // namespace

OverlayLegend::OverlayLegend(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("overlayLegend"));
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(3);
}

void OverlayLegend::explain(Shows shows, Algorithm algorithm, bool weighted)
{
    if (m_built && shows == m_shows && algorithm == m_algorithm && weighted == m_weighted) return;
    m_shows = shows;
    m_algorithm = algorithm;
    m_weighted = weighted;
    m_built = true;
    rebuild();
}

void OverlayLegend::rebuild()
{
    m_entries.clear();
    auto add = [this](QPixmap pixmap, const QString& meaning) { m_entries.push_back({ std::move(pixmap), meaning }); };
    const QPixmap start = swatch([](QPainter& p, double s) { overlaypainter::paintStart(p, { 0, 0 }, s); });
    const QPixmap goal = swatch([](QPainter& p, double s) { overlaypainter::paintGoal(p, { 0, 0 }, s); });
    const QPixmap way = swatch(
        [](QPainter& p, double s) {
            overlaypainter::paintRoute(p, { { 0, 0 }, { 1, 0 } }, s);
        },
        2.0);
    const bool jumps = isJumpPoint(m_algorithm);
    switch (m_shows) {
    case Shows::Nothing:
        break;
    case Shows::DistanceMap:
        add(start, tr("the start, where the wave begins"));
        add(ramp(), tr("steps from the start: few (dark) to many (bright)"));
        add(filled(overlaypalette::crest), tr("the wave's crest: reached, not settled yet"));
        add(way, tr("the way down to the start from the tile under the mouse"));
        break;
    case Shows::Search:
        add(start, tr("the start"));
        add(goal, tr("the goal"));
        add(filled(overlaypalette::settled),
            jumps ? tr("a jump point settled") : tr("settled: taken off the open list"));
        add(filled(overlaypalette::frontier, overlaypalette::frontier.lighter(130)),
            jumps ? tr("a jump point in the open list") : tr("in the open list: reached, not taken yet"));
        if (m_algorithm == Algorithm::Bidirectional) {
            add(filled(overlaypalette::backSettled), tr("settled from the goal's side"));
            add(filled(overlaypalette::backFrontier, overlaypalette::backFrontier.lighter(115), Qt::DashLine),
                tr("in the goal's side's open list"));
            add(filled(overlaypalette::bothSides), tr("reached from both sides"));
            add(swatch([](QPainter& p, double s) {
                const double r = std::max(0.42, 7.0 / s);
                QPolygonF d;
                d << QPointF(0.5, 0.5 - r) << QPointF(0.5 + r, 0.5) << QPointF(0.5, 0.5 + r) << QPointF(0.5 - r, 0.5);
                p.setPen(QPen(overlaypalette::casing, 2.5 / s));
                p.setBrush(overlaypalette::way);
                p.drawPolygon(d);
            }),
                tr("where the two sides met"));
        }
        if (jumps) {
            add(swatch(
                    [](QPainter& p, double s) {
                        p.setPen(QPen(overlaypalette::runNow, 3.0 / s, Qt::SolidLine, Qt::RoundCap));
                        p.drawLine(QPointF(0.3, 0.5), QPointF(1.6, 0.5));
                        p.setPen(Qt::NoPen);
                        p.setBrush(overlaypalette::runNow);
                        overlaypainter::paintArrow(p, QPointF(1.6, 0.5), QPointF(1, 0), 0.45);
                    },
                    2.0),
                tr("a run of the last step, to the jump point it found"));
            add(swatch(
                    [](QPainter& p, double s) {
                        p.setPen(QPen(overlaypalette::runNow, 3.0 / s, Qt::SolidLine, Qt::RoundCap));
                        p.drawLine(QPointF(0.3, 0.5), QPointF(1.5, 0.5));
                        p.drawLine(QPointF(1.5, 0.18), QPointF(1.5, 0.82));
                    },
                    2.0),
                tr("a run of the last step that hit a wall"));
            add(swatch(
                    [](QPainter& p, double s) {
                        p.setPen(QPen(overlaypalette::runBefore, 1.5 / s));
                        p.drawLine(QPointF(0.3, 0.5), QPointF(1.7, 0.5));
                    },
                    2.0),
                tr("the rows and diagonals scanned before"));
        }
        add(swatch([](QPainter& p, double s) {
            overlaypainter::paintCurrent(p, { 0, 0 }, s);
        }),
            tr("the tile the last step took"));
        add(swatch(
                [](QPainter& p, double) {
                    QFont f = p.font();
                    f.setPixelSize(15);
                    f.setBold(true);
                    p.resetTransform();
                    p.setFont(f);
                    p.setPen(overlaypalette::way);
                    p.drawText(
                        QRectF(0, 0, 3 * kSwatch, kSwatch), Qt::AlignCenter, QStringLiteral("+  \u2193  \u00d7"));
                },
                3.0),
            tr("its neighbours: new, reached more cheaply, skipped"));
        add(way, tr("the way found"));
        add(filled(QColor(0, 0, 0, 0), overlaypalette::shown), tr("a tile chosen in the open list"));
        break;
    case Shows::FlowField:
        add(goal, tr("a goal of the flow field"));
        add(swatch([](QPainter& p, double) {
            p.setPen(Qt::NoPen);
            p.setBrush(overlaypalette::arrow);
            p.setPen(QPen(overlaypalette::arrow, 0.08));
            p.drawLine(QPointF(0.2, 0.5), QPointF(0.62, 0.5));
            overlaypainter::paintArrow(p, QPointF(0.64, 0.5), QPointF(1, 0), 0.4);
        }),
            tr("the step a unit on this tile takes to the nearest goal"));
        add(ramp(), tr("the cost to the nearest goal: low (dark) to high (bright)"));
        add(way, tr("the way the arrows walk from the tile under the mouse"));
        break;
    }
    if (m_weighted && m_shows != Shows::Nothing) {
        // The weights in one strip, 2 to 9, each with its digit, and their names in a sentence.
        QStringList names;
        for (int w = 2; w <= 9; ++w) names << weightlook::label(w);
        add(swatch(
                [](QPainter& p, double s) {
                    QFont f = p.font();
                    f.setPixelSize(static_cast<int>(s * 0.45));
                    f.setBold(true);
                    for (int w = 2; w <= 9; ++w) {
                        const QRectF tile((w - 2) * 0.5, 0, 0.5, 1);
                        p.fillRect(tile, weightlook::shade(w));
                        p.save();
                        p.resetTransform();
                        p.setFont(f);
                        p.setPen(QColor(0xe8, 0xff, 0xec));
                        p.drawText(QRectF(tile.x() * s, 0, tile.width() * s, s), Qt::AlignCenter, QString::number(w));
                        p.restore();
                    }
                },
                4.0),
            tr("weights, the cost of entering a tile: %1").arg(names.join(QStringLiteral(", "))));
    }
    while (QLayoutItem* it = m_grid->takeAt(0)) {
        delete it->widget();
        delete it;
    }
    for (int i = 0; i < static_cast<int>(m_entries.size()); ++i) {
        auto* picture = new QLabel;
        picture->setPixmap(m_entries[static_cast<std::size_t>(i)].swatch);
        auto* text = new QLabel(m_entries[static_cast<std::size_t>(i)].meaning);
        text->setWordWrap(true);
        m_grid->addWidget(picture, i, 0, Qt::AlignLeft | Qt::AlignVCenter);
        m_grid->addWidget(text, i, 1);
    }
    m_grid->setColumnStretch(1, 1);
    setVisible(!m_entries.empty());
}

} // namespace mazeworks

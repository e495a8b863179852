#include "overlayfigures.h"

#include "overlaymodel.h"
#include "searchtext.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace mazeworks {

namespace {

QString number(int n) { return QLocale().toString(n); }

const QString kNone = QStringLiteral("\u2013");

} // namespace

OverlayFigures::OverlayFigures(const OverlayModel* model, QWidget* parent)
    : QStackedWidget(parent)
    , m_model(model)
{
    QGridLayout* grid = nullptr;
    addWidget(page(grid));
    m_cost = addFigure(grid, 0, QStringLiteral("cost"), tr("cost of the way"));
    m_steps = addFigure(grid, 1, QStringLiteral("steps"), tr("steps"));
    m_visited = addFigure(grid, 2, QStringLiteral("visited"), QString());
    m_breadthFirst = addFigure(
        grid, 3, QStringLiteral("breadthFirstVisited"), tr("tiles breadth-first search looks at (its whole wave)"));
    m_frontier = addFigure(grid, 4, QStringLiteral("frontier"), tr("tiles on the frontier"));
    addWidget(page(grid));
    m_reached = addFigure(grid, 0, QStringLiteral("reached"), tr("tiles reached"));
    m_farthest = addFigure(grid, 1, QStringLiteral("farthest"), tr("steps to the farthest"));
    m_crest = addFigure(grid, 2, QStringLiteral("crest"), tr("tiles on the wave's crest"));
    m_underMouse = addFigure(grid, 3, QStringLiteral("underMouse"), tr("steps from the tile under the mouse"));
    addWidget(page(grid));
    m_flowReached = addFigure(grid, 0, QStringLiteral("flowReached"), tr("tiles with a way to a goal"));
    m_flowGoals = addFigure(grid, 1, QStringLiteral("flowGoals"), tr("goals"));
    m_flowFarthest = addFigure(grid, 2, QStringLiteral("flowFarthest"), tr("cost from the farthest tile"));
    m_flowUnderMouse = addFigure(grid, 3, QStringLiteral("flowUnderMouse"), tr("cost from the tile under the mouse"));
    addWidget(new QWidget);
}

QWidget* OverlayFigures::page(QGridLayout*& grid)
{
    auto* page = new QWidget;
    grid = new QGridLayout(page);
    grid->setContentsMargins(0, 0, 0, 0);
    // The figures at the top, close together, however many rows the tallest page has.
    grid->setRowStretch(3, 1);
    return page;
}

QLabel* OverlayFigures::addFigure(QGridLayout* grid, int index, const QString& name, const QString& caption)
{
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    auto* box = new QVBoxLayout;
    box->setSpacing(0);
    auto* value = new QLabel;
    value->setObjectName(name);
    value->setFont(big);
    value->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    auto* below = new QLabel(caption);
    below->setObjectName(name + QStringLiteral("Caption"));
    below->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    below->setWordWrap(true);
    box->addWidget(value);
    box->addWidget(below);
    grid->addLayout(box, index / 2, index % 2);
    if (name == QLatin1String("visited")) m_visitedCaption = below;
    return value;
}

void OverlayFigures::show(std::optional<Cell> hovered)
{
    const OverlayModel::Mode mode = m_model->mode();
    const OverlayModel::Figures& f = m_model->figures();
    const bool ready = m_model->isReady();
    switch (mode) {
    case OverlayModel::Mode::Path: {
        setCurrentIndex(0);
        m_cost->setText(f.found ? SearchText::cost(f.cost) : kNone);
        m_steps->setText(f.found ? number(f.steps) : kNone);
        m_visited->setText(ready ? number(f.lookedAt) : kNone);
        m_breadthFirst->setText(ready ? number(f.waveVisited) : kNone);
        m_frontier->setText(ready ? number(f.frontier) : kNone);
        const WatchedSearch* search = m_model->search();
        const QString name = search && search->fellBack() ? searchtext::algorithmName(Algorithm::AStar)
                                                          : searchtext::choiceName(m_model->choice());
        m_visitedCaption->setText(tr("tiles %1 looked at").arg(name));
        break;
    }
    case OverlayModel::Mode::DistanceMap: {
        setCurrentIndex(1);
        m_reached->setText(ready ? number(f.reached) : kNone);
        m_farthest->setText(ready && f.farthest >= 0 ? number(f.farthest) : kNone);
        m_crest->setText(ready ? number(f.frontier) : kNone);
        const DistanceMap* map = m_model->distances();
        const int d = map && hovered ? map->distance(*hovered) : DistanceMap::Unreachable;
        m_underMouse->setText(d == DistanceMap::Unreachable ? kNone : number(d));
        break;
    }
    case OverlayModel::Mode::FlowField: {
        setCurrentIndex(2);
        const FlowField* field = m_model->flowField();
        m_flowReached->setText(field ? number(f.reached) : kNone);
        m_flowGoals->setText(number(static_cast<int>(m_model->flowGoals().size())));
        m_flowFarthest->setText(field ? SearchText::cost(f.flowFarthest) : kNone);
        const double c = field && hovered ? field->cost(*hovered) : kInfinity;
        m_flowUnderMouse->setText(c == kInfinity ? kNone : SearchText::cost(c));
        break;
    }
    case OverlayModel::Mode::None:
        setCurrentIndex(3);
        break;
    }
}

} // namespace mazeworks

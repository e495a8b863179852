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
    : QWidget(parent)
    , m_model(model)
{
    auto* pages = new QVBoxLayout(this);
    pages->setContentsMargins(0, 0, 0, 0);
    QGridLayout* grid = nullptr;
    pages->addWidget(m_pages[0] = page(grid));
    m_cost = addFigure(grid, 0, Place::First, QStringLiteral("cost"), tr("cost of the way"));
    m_steps = addFigure(grid, 0, Place::Second, QStringLiteral("steps"), tr("steps"));
    m_visited = addFigure(grid, 1, Place::Line, QStringLiteral("visited"), QString());
    m_breadthFirst = addFigure(grid, 2, Place::Line, QStringLiteral("breadthFirstVisited"),
        tr("tiles breadth-first search looks at (its whole wave)"));
    m_frontier = addFigure(grid, 3, Place::Line, QStringLiteral("frontier"), tr("tiles on the frontier"));
    m_graph = addFigure(grid, 4, Place::Line, QStringLiteral("subgoals"), QString());
    m_graphCaption = findChild<QLabel*>(QStringLiteral("subgoalsCaption"));
    pages->addWidget(m_pages[1] = page(grid));
    m_reached = addFigure(grid, 0, Place::Line, QStringLiteral("reached"), tr("tiles reached"));
    m_farthest = addFigure(grid, 1, Place::Line, QStringLiteral("farthest"), tr("steps to the farthest"));
    m_crest = addFigure(grid, 2, Place::Line, QStringLiteral("crest"), tr("tiles on the wave's crest"));
    m_underMouse
        = addFigure(grid, 3, Place::Line, QStringLiteral("underMouse"), tr("steps from the tile under the mouse"));
    pages->addWidget(m_pages[2] = page(grid));
    m_flowReached = addFigure(grid, 0, Place::Line, QStringLiteral("flowReached"), tr("tiles with a way to a goal"));
    m_flowGoals = addFigure(grid, 1, Place::Line, QStringLiteral("flowGoals"), tr("goals"));
    m_flowFarthest = addFigure(grid, 2, Place::Line, QStringLiteral("flowFarthest"), tr("cost from the farthest tile"));
    m_flowUnderMouse
        = addFigure(grid, 3, Place::Line, QStringLiteral("flowUnderMouse"), tr("cost from the tile under the mouse"));
    for (QWidget* p : m_pages) p->hide();
}

QWidget* OverlayFigures::page(QGridLayout*& grid)
{
    auto* page = new QWidget;
    grid = new QGridLayout(page);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(0);
    // The captions take what the values leave; of two on a line, the second comes right after
    // the first.
    grid->setColumnStretch(3, 1);
    return page;
}

QLabel* OverlayFigures::addFigure(QGridLayout* grid, int row, Place place, const QString& name, const QString& caption)
{
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    auto* value = new QLabel;
    value->setObjectName(name);
    value->setFont(big);
    value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* beside = new QLabel(caption);
    beside->setObjectName(name + QStringLiteral("Caption"));
    beside->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    beside->setWordWrap(true);
    const int column = place == Place::Second ? 2 : 0;
    grid->addWidget(value, row, column);
    grid->addWidget(beside, row, column + 1, 1, place == Place::Line ? 3 : 1);
    if (name == QLatin1String("visited")) m_visitedCaption = beside;
    return value;
}

void OverlayFigures::show(std::optional<Cell> hovered)
{
    const OverlayModel::Mode mode = m_model->mode();
    const OverlayModel::Figures& f = m_model->figures();
    const bool ready = m_model->isReady();
    switch (mode) {
    case OverlayModel::Mode::Path: {
        m_cost->setText(f.found ? SearchText::cost(f.cost) : kNone);
        m_steps->setText(f.found ? number(f.steps) : kNone);
        m_visited->setText(ready ? number(f.lookedAt) : kNone);
        m_breadthFirst->setText(ready ? number(f.waveVisited) : kNone);
        m_frontier->setText(ready ? number(f.frontier) : kNone);
        const WatchedSearch* search = m_model->search();
        const QString name = search && search->fellBack() ? searchtext::algorithmName(Algorithm::AStar)
                                                          : searchtext::choiceName(m_model->choice());
        m_visitedCaption->setText(tr("tiles %1 looked at").arg(name));
        // The search over a subgoal graph settles nodes of the graph, worked out beforehand.
        const SubgoalStepper* graph = search ? search->subgoals() : nullptr;
        if (graph) {
            m_visitedCaption->setText(tr("nodes of the graph settled"));
            m_graph->setText(number(static_cast<int>(graph->subgoals().size())));
            m_graphCaption->setText(tr("subgoals, joined by %1 edges; the graph took %2 ms to work out")
                                        .arg(number(static_cast<int>(graph->graphEdges().size())),
                                            QLocale().toString(graph->preprocessSeconds() * 1000.0, 'f', 1)));
        }
        findChild<QLabel*>(QStringLiteral("frontierCaption"))
            ->setText(graph ? tr("nodes in the open list") : tr("tiles on the frontier"));
        m_graph->setVisible(graph != nullptr);
        m_graphCaption->setVisible(graph != nullptr);
        break;
    }
    case OverlayModel::Mode::DistanceMap: {
        m_reached->setText(ready ? number(f.reached) : kNone);
        m_farthest->setText(ready && f.farthest >= 0 ? number(f.farthest) : kNone);
        m_crest->setText(ready ? number(f.frontier) : kNone);
        const DistanceMap* map = m_model->distances();
        const int d = map && hovered ? map->distance(*hovered) : DistanceMap::Unreachable;
        m_underMouse->setText(d == DistanceMap::Unreachable ? kNone : number(d));
        break;
    }
    case OverlayModel::Mode::FlowField: {
        const FlowField* field = m_model->flowField();
        m_flowReached->setText(field ? number(f.reached) : kNone);
        m_flowGoals->setText(number(static_cast<int>(m_model->flowGoals().size())));
        m_flowFarthest->setText(field ? SearchText::cost(f.flowFarthest) : kNone);
        const double c = field && hovered ? field->cost(*hovered) : kInfinity;
        m_flowUnderMouse->setText(c == kInfinity ? kNone : SearchText::cost(c));
        break;
    }
    case OverlayModel::Mode::None:
        break;
    }
    // Only the lines of the overlay shown: the panel keeps no room for the others.
    const int shown = mode == OverlayModel::Mode::Path ? 0
        : mode == OverlayModel::Mode::DistanceMap      ? 1
        : mode == OverlayModel::Mode::FlowField        ? 2
                                                       : -1;
    for (int i = 0; i < 3; ++i) m_pages[i]->setVisible(i == shown);
    setVisible(shown >= 0);
}

} // namespace mazeworks

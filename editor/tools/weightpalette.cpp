#include "weightpalette.h"

#include "maze/weightedit.h"
#include "toolsdock.h"
#include "weightbrushtool.h"
#include "weightlook.h"

#include <QAction>
#include <QActionGroup>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>

namespace mazeworks {

WeightPalette::WeightPalette(WeightBrushTool* tool, ToolsDock* dock, QWidget* parent)
    : QGroupBox(tr("Weights"), parent)
    , m_tool(tool)
    , m_dock(dock)
{
    setObjectName(QStringLiteral("weightPalette"));
    setToolTip(tr("The cost of entering a tile for Dijkstra and A* in the overlays; breadth-first search "
                  "ignores it. The game never looks at it."));
    m_menu = new QMenu(tr("&Weights"), this);
    auto* group = new QActionGroup(this);
    auto* grid = new QGridLayout(this);
    grid->setSpacing(2);
    grid->setContentsMargins(6, 6, 6, 6);
    for (int w = WeightEdit::kLightest; w <= WeightEdit::kHeaviest; ++w) {
        auto* action = new QAction(weightlook::swatch(w), QStringLiteral("&%1").arg(weightlook::label(w)), this);
        action->setObjectName(QStringLiteral("weight-%1").arg(w));
        action->setCheckable(true);
        action->setToolTip(tr("Weight %1: %2").arg(w).arg(weightlook::name(w)));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, w] { choose(w); });
        m_weightActions.push_back(action);
        m_menu->addAction(action);
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setIconSize(QSize(24, 24));
        button->setAutoRaise(true);
        grid->addWidget(button, (w - 1) / 5, (w - 1) % 5);
    }
    grid->setColumnStretch(5, 1);
    m_lighter = new QAction(tr("&Lighter Weight"), this);
    m_lighter->setObjectName(QStringLiteral("lighterWeight"));
    m_lighter->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    connect(m_lighter, &QAction::triggered, this, [this] { choose(m_tool->weight() - 1); });
    m_heavier = new QAction(tr("&Heavier Weight"), this);
    m_heavier->setObjectName(QStringLiteral("heavierWeight"));
    m_heavier->setShortcut(QKeySequence(Qt::Key_BracketRight));
    connect(m_heavier, &QAction::triggered, this, [this] { choose(m_tool->weight() + 1); });
    m_menu->addSeparator();
    m_menu->addActions({ m_lighter, m_heavier });
    m_chosen = new QLabel(this);
    m_chosen->setObjectName(QStringLiteral("chosenWeight"));
    grid->addWidget(m_chosen, 2, 0, 1, 6);
    connect(m_tool, &WeightBrushTool::weightChanged, this, &WeightPalette::showWeight);
    showWeight(m_tool->weight());
}

void WeightPalette::choose(int weight)
{
    m_tool->setWeight(weight);
    // Choosing a weight means painting with it, as choosing a tile means the brush.
    m_dock->setCurrentTool(m_tool);
}

void WeightPalette::showWeight(int weight)
{
    actionFor(weight)->setChecked(true);
    m_chosen->setText(tr("Painting weight %1 (%2)").arg(weight).arg(weightlook::name(weight)));
    m_lighter->setEnabled(weight > WeightEdit::kLightest);
    m_heavier->setEnabled(weight < WeightEdit::kHeaviest);
}

} // namespace mazeworks

#include "panel.h"

#include "choices.h"
#include "mainwindow.h"
#include "menutext.h"
#include "sharedkeys.h"
#include "stage.h"

#include <QAction>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>

namespace mazeworks {

Panel::Panel(MainWindow* window, const QString& title, const QString& objectName, const QString& menu)
    : QDockWidget(title, window)
    , m_window(window)
    , m_menu(menu.isEmpty() ? nullptr : window->menu(menu))
{
    setObjectName(objectName);
    // Back in the first start's layout, a panel that opens takes its tab again.
    connect(window, &MainWindow::layoutReset, this, [this] { m_tabTaken = false; });
}

// A stage still up goes with its panel (the editor is closing), its contents with it.
Panel::~Panel() { delete m_stage; }

Choices& Panel::choices() const { return *m_window->choices(); }

void Panel::place(Qt::DockWidgetArea area) { m_window->addPanel(this, area); }

QAction* Panel::action(const QString& objectName) const
{
    if (auto* own = findChild<QAction*>(objectName)) return own;
    return m_menu ? m_menu->findChild<QAction*>(objectName) : nullptr;
}

QAction* Panel::makeAction(const char* objectName, const QIcon& icon, const QString& text, const QString& tip)
{
    auto* action = new QAction(icon, text, this);
    action->setObjectName(QLatin1String(objectName));
    action->setIconText(plainText(text));
    action->setToolTip(tip);
    return action;
}

void Panel::showViewKeys(QAction* action, const QString& text, const QString& keys)
{
    action->setText(text + QLatin1Char('\t') + keys);
    action->setIconText(plainText(text));
    action->setToolTip(QStringLiteral("%1 (%2)").arg(action->iconText(), keys));
}

void Panel::claim(QAction* action, const QKeySequence& key, KeyReach reach)
{
    if (reach == KeyReach::PanelAndMapOffStage) m_offStage.append(action);
    m_window->sharedKeys()->claim(this, action, key, action->toolTip(), reach != KeyReach::Panel);
}

void Panel::setStageAction(QAction* toggle, QWidget* focus, Escape escape)
{
    m_stageAction = toggle;
    m_stageFocus = focus;
    m_escape = escape;
    connect(toggle, &QAction::toggled, this, &Panel::setStaged);
}

void Panel::setStaged(bool on)
{
    if (on == m_staged) return;
    m_staged = on;
    if (m_stageAction && m_stageAction->isChecked() != on) m_stageAction->setChecked(on);
    prepareStage(on);
    if (on) {
        m_stage = new Stage(
            this, [this](const QKeyEvent& key) { return stageKey(key); }, makeStageContents());
        connect(m_stage, &Stage::closeRequested, this, [this] { setStaged(false); });
    } else if (m_stage) {
        m_stage->end();
        m_stage.clear();
    }
    if (m_stageFocus) m_stageFocus->setFocus();
}

QAction* Panel::stageKey(const QKeyEvent& event) const
{
    // The keys the panel claims, which the window's shortcuts do not reach on the stage.
    const QKeyCombination pressed = event.keyCombination();
    const QKeySequence key(QKeyCombination(pressed.keyboardModifiers() & ~Qt::KeypadModifier, pressed.key()));
    if (QAction* claimed = m_window->sharedKeys()->claimed(this, key); claimed && !m_offStage.contains(claimed))
        return claimed;
    if (event.matches(QKeySequence::FullScreen)) return m_stageAction;
    if (m_escape == Escape::Leaves && key == QKeySequence(Qt::Key_Escape)) return m_stageAction;
    return nullptr;
}

QScrollArea* Panel::scrollingColumn(QWidget* contents)
{
    auto* scroll = new QScrollArea;
    scroll->setWidget(contents);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // A scroll bar sideways as well would come whenever the one up and down takes its width.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(contents->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

void Panel::takeATabOnce(Beside beside)
{
    if (m_tabTaken || isFloating()) return;
    m_tabTaken = true;
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(this);
    QDockWidget* chosen = nullptr;
    for (QDockWidget* other : m_window->findChildren<QDockWidget*>()) {
        if (other == this || !room::docked(m_window, other) || m_window->dockWidgetArea(other) != area) continue;
        const bool taller = !chosen || other->height() > chosen->height();
        if (!chosen || taller == (beside == Beside::Tallest)) chosen = other;
    }
    if (chosen) m_window->tabifyDockWidget(chosen, this);
}

void Panel::askForRoom(Qt::Orientation orientation, int wanted, room::Fit fit)
{
    room::ask(m_window, this, orientation, wanted, fit);
}

void Panel::setStatusLine(QLabel* label) { m_statusLine = label; }

void Panel::tell(const QString& text)
{
    if (m_statusLine) m_statusLine->setText(text);
}

void Panel::warn(const QString& title, const QString& text)
{
    tell(text);
    // Over the stage while there is one: the window beneath it is out of sight.
    QMessageBox::warning(m_stage ? static_cast<QWidget*>(m_stage) : this, title, text);
}

} // namespace mazeworks

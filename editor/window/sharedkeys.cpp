#include "sharedkeys.h"

#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMouseEvent>
#include <QStatusBar>

namespace mazeworks {

namespace {

// The mark before the title of the panel that has the keys.
const QString kMark = QStringLiteral("\u25b8 ");

} // namespace

SharedKeys::SharedKeys(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("sharedKeys"));
    m_label = new QLabel(window);
    m_label->setObjectName(QStringLiteral("keysOwner"));
    window->statusBar()->addPermanentWidget(m_label);
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { follow(now); });
    qApp->installEventFilter(this);
}

std::optional<SharedKeys::Use> SharedKeys::useOf(const QAction* action) const
{
    for (const Claim& c : m_claims) {
        if (c.action == action && c.panel) return Use { c.key, c.panel->property("plainTitle").toString(), c.home };
    }
    return std::nullopt;
}

void SharedKeys::claim(QDockWidget* panel, QAction* action, const QKeySequence& key, const QString& tip, bool home)
{
    m_claims.append({ panel, action, key, tip, home });
    if (!panel->property("plainTitle").isValid()) {
        panel->setProperty("plainTitle", panel->windowTitle());
        // A panel that is closed gives the keys back.
        connect(panel, &QDockWidget::visibilityChanged, this, [this, panel](bool visible) {
            if (!visible && m_attention == panel && !panel->isVisible()) setAttention(nullptr);
        });
    }
    assign();
}

void SharedKeys::setTip(QAction* action, const QString& tip)
{
    for (Claim& c : m_claims) {
        if (c.action == action) c.tip = tip;
    }
    assign();
}

void SharedKeys::setAttention(QDockWidget* panel)
{
    if (panel == m_attention) return;
    m_attention = panel;
    assign();
    emit attentionChanged(panel);
}

QKeySequence SharedKeys::keyOf(const QAction* action) const
{
    return action && !action->shortcut().isEmpty() ? action->shortcut() : QKeySequence();
}

QAction* SharedKeys::claimed(const QDockWidget* panel, const QKeySequence& key) const
{
    for (const Claim& c : m_claims) {
        if (c.panel == panel && c.key == key) return c.action;
    }
    return nullptr;
}

QDockWidget* SharedKeys::claimedPanel(QWidget* widget) const
{
    for (QWidget* w = widget; w; w = w->parentWidget()) {
        // A panel's contents on a stage of their own (see Stage) stay that panel's.
        QObject* panel = w->isWindow() && w != m_window ? w->property("panel").value<QObject*>() : w;
        if (auto* dock = qobject_cast<QDockWidget*>(panel)) {
            for (const Claim& c : m_claims) {
                if (c.panel == dock) return dock;
            }
        }
        if (w->isWindow()) return nullptr;
    }
    return nullptr;
}

void SharedKeys::follow(QWidget* widget)
{
    if (!widget) return;
    if (QDockWidget* panel = claimedPanel(widget)) {
        setAttention(panel);
    } else if (widget->window() == m_window) {
        // The map, the toolbar, a panel without shared keys: the keys go home.
        setAttention(nullptr);
    }
    // Dialogs and menus leave the attention where it was.
}

bool SharedKeys::eventFilter(QObject* watched, QEvent* event)
{
    // A click counts as much as the keyboard, on widgets that do not take the focus too.
    if (event->type() == QEvent::MouseButtonPress && watched->isWidgetType()) follow(static_cast<QWidget*>(watched));
    return QObject::eventFilter(watched, event);
}

const SharedKeys::Claim* SharedKeys::acting(const QKeySequence& key) const
{
    const Claim* home = nullptr;
    for (const Claim& c : m_claims) {
        if (c.key != key || !c.action || !c.panel) continue;
        if (m_attention && c.panel == m_attention) return &c;
        if (c.home && !home) home = &c;
    }
    return home;
}

void SharedKeys::assign()
{
    for (const Claim& c : m_claims) {
        if (!c.action) continue;
        const bool acts = acting(c.key) == &c;
        c.action->setShortcut(acts ? c.key : QKeySequence());
        c.action->setToolTip(acts ? tr("%1 (%2)").arg(c.tip, c.key.toString(QKeySequence::NativeText)) : c.tip);
    }
    for (const Claim& c : m_claims) {
        if (!c.panel) continue;
        const QString plain = c.panel->property("plainTitle").toString();
        c.panel->setWindowTitle(c.panel == m_attention ? kMark + plain : plain);
    }
    m_label->setText(
        m_attention ? tr("Keys: %1").arg(m_attention->property("plainTitle").toString()) : tr("Keys: the map"));
    m_label->setToolTip(tr("F5, F10 and the keys like them act in the panel last clicked or typed in, shown by "
                           "the mark before its title; on the map, F5 plays the level and F10 steps the search"));
}

} // namespace mazeworks

#include "stage.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMainWindow>
#include <QScreen>
#include <QVBoxLayout>

namespace mazeworks {

Stage::Stage(QDockWidget* dock, std::function<QAction*(const QKeyEvent&)> keys, QWidget* ownContents)
    : QWidget(nullptr, Qt::Window)
    , m_dock(dock)
    , m_contents(ownContents ? ownContents : dock->widget())
    , m_ownContents(ownContents != nullptr)
    , m_keys(std::move(keys))
{
    // The main window's layout, to put back exactly: a dock without its contents is narrower.
    if (auto* main = qobject_cast<QMainWindow*>(dock->window())) m_layout = main->saveState();
    setObjectName(dock->objectName() + QStringLiteral("Stage"));
    setProperty("panel", QVariant::fromValue<QObject*>(dock)); // whose keys these are (SharedKeys)
    setWindowTitle(dock->windowTitle());
    setWindowIcon(dock->window()->windowIcon());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Taken from the dock, which shows nothing meanwhile (unless they are the stage's own).
    if (m_contents) layout->addWidget(m_contents);
    // On the screen where the editor is, not wherever the window manager would put a new window.
    if (QScreen* screen = dock->window()->screen()) {
        setScreen(screen);
        setGeometry(screen->geometry());
    }
    showFullScreen();
    raise();
    activateWindow();
}

// Gone without end(), the stage goes with its dock (the editor is closing): the contents, the
// dock's, go with it rather than into a dock that is being destroyed.
Stage::~Stage() = default;

void Stage::end()
{
    // The stage's own contents go with it (later: this may be one of their events).
    if (!m_ownContents && m_dock && m_contents) m_dock->setWidget(m_contents);
    m_contents = nullptr;
    hide();
    if (auto* main = m_dock ? qobject_cast<QMainWindow*>(m_dock->window()) : nullptr) main->restoreState(m_layout);
    if (m_dock) {
        m_dock->window()->raise();
        m_dock->window()->activateWindow();
    }
    deleteLater();
}

bool Stage::event(QEvent* event)
{
    // The keys that no widget of the contents took reach the stage, as they would reach the dock.
    if ((event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) && m_keys) {
        if (QAction* action = m_keys(*static_cast<QKeyEvent*>(event)); action && action->isEnabled()) {
            event->accept();
            // Triggered after the event, as the action may end the stage.
            if (event->type() == QEvent::KeyPress)
                QMetaObject::invokeMethod(action, &QAction::trigger, Qt::QueuedConnection);
            return true;
        }
    }
    return QWidget::event(event);
}

void Stage::closeEvent(QCloseEvent* event)
{
    event->ignore();
    emit closeRequested();
}

} // namespace mazeworks

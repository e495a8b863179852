#include "screenreader.h"

#include "accessiblemap.h"
#include "announcer.h"
#include "diagnostictext.h"
#include "document.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QAccessible>
#include <QEvent>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace mazeworks {

namespace {

QAccessibleInterface* accessibleFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("mazeworks::MapView") && object && object->isWidgetType())
        return new AccessibleMap(static_cast<MapView*>(object));
    if (className == QLatin1String("mazeworks::Announcer") && object && object->isWidgetType())
        return new AccessibleAnnouncer(static_cast<Announcer*>(object));
    return nullptr;
}

// Tells the screen reader that the cursor's cell of the view has the focus, so that it reads it.
void focusCursorCell(MapView* view)
{
    if (!view->hasFocus() || !view->document() || !view->document()->hasMap()) return;
    const QPoint cell = view->cursorCell();
    QAccessibleEvent focus(view, QAccessible::Focus);
    focus.setChild(cell.y() * view->document()->maze().tiles.width() + cell.x());
    QAccessible::updateAccessibility(&focus);
}

} // namespace

ScreenReader::ScreenReader(MainWindow* window)
    : QObject(window)
{
    setObjectName(QStringLiteral("screenReader"));
    // Once for the application, before any map is asked for its interface (Qt keeps the first).
    static const bool installed = [] {
        QAccessible::installFactory(accessibleFactory);
        return true;
    }();
    Q_UNUSED(installed);
    m_announcer = new Announcer(window->statusBar());
    m_announcer->setAccessibleDescription(tr("What the editor last announced"));
    window->statusBar()->addWidget(m_announcer);
    connect(window, &MainWindow::documentAdded, this, [this](Document*, MapView* view) { watch(view); });
    connect(window, &MainWindow::currentChanged, this, [this](Document* document, MapView*) { follow(document); });
    for (int i = 0; i < window->documentCount(); ++i) watch(window->viewAt(i));
    follow(window->currentDocument());
}

ScreenReader::~ScreenReader() = default;

void ScreenReader::watch(MapView* view)
{
    // The screen reader reads the cell the cursor moved to, as it reads the item a list moved to,
    // and the cursor's cell when the map gets the keyboard (F6).
    connect(view, &MapView::cursorMoved, this, [view] { focusCursorCell(view); });
    view->installEventFilter(this);
    // A level of another size, or another level: the table's cells are made anew.
    if (Document* document = view->document()) {
        connect(document, &Document::mapReset, view, [view] {
            QAccessibleTableModelChangeEvent reset(view, QAccessibleTableModelChangeEvent::ModelReset);
            QAccessible::updateAccessibility(&reset);
        });
    }
}

bool ScreenReader::eventFilter(QObject* watched, QEvent* event)
{
    // After Qt has told the screen reader of the map itself (the table), which it does once the
    // focus event has been handled.
    if (event->type() == QEvent::FocusIn) {
        QPointer<MapView> view = static_cast<MapView*>(watched);
        QTimer::singleShot(0, this, [view] {
            if (view) focusCursorCell(view);
        });
    }
    return QObject::eventFilter(watched, event);
}

void ScreenReader::follow(Document* document)
{
    for (const QMetaObject::Connection& connection : std::as_const(m_connections)) disconnect(connection);
    m_connections.clear();
    m_document = document;
    // What is there when a level comes into view is not news: only what changes after.
    m_problems = problemsText();
    if (!document) return;
    m_undoIndex = document->undoStack()->index();
    m_connections << connect(document->undoStack(), &QUndoStack::indexChanged, this, &ScreenReader::undoStepped);
    m_connections << connect(document, &Document::validated, this, &ScreenReader::validated);
}

void ScreenReader::undoStepped(int index)
{
    const QUndoStack* undo = m_document->undoStack();
    const int before = m_undoIndex;
    m_undoIndex = index;
    // A stroke that goes on (a drag) merges into its step: the same index, a new text. A stack
    // emptied (a level read anew, or going) is no step of the user's: its count is the index.
    if (index >= before && index > 0) {
        m_announcer->announce(undo->text(index - 1));
    } else if (index < before && index < undo->count()) {
        m_announcer->announce(tr("Undone: %1").arg(undo->text(index)));
    }
}

void ScreenReader::validated()
{
    const QString now = problemsText();
    if (now == m_problems) return;
    m_problems = now;
    m_announcer->announce(now);
}

QString ScreenReader::problemsText() const
{
    if (!m_document) return {};
    const std::vector<Diagnostic>& problems = m_document->diagnostics();
    if (problems.empty()) return tr("No problems");
    // Two sources, as the undo steps' names have: English says the one and the many apart.
    const int count = static_cast<int>(problems.size());
    const QString first = diagnosticMessage(problems.front());
    return count == 1 ? tr("%n problem: %1", nullptr, count).arg(first)
                      : tr("%n problems: %1", nullptr, count).arg(first);
}

} // namespace mazeworks

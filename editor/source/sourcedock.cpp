#include "sourcedock.h"

#include "document.h"
#include "mainwindow.h"
#include "mapview.h"
#include "sourceview.h"

#include <QAction>
#include <QElapsedTimer>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>
#include <QStyle>
#include <QTextBlock>

#include <algorithm>

namespace mazeworks {

SourceDock::SourceDock(MainWindow* window)
    : Panel(window, tr("Source"), QStringLiteral("SourceDock"))
{
    window->showSource = [self = QPointer<SourceDock>(this)](int line, int column, bool open) {
        if (!self || (!open && !self->isVisible())) return;
        self->showPosition(line, column, open);
    };
    m_view = new SourceView(this);
    setWidget(m_view);
    m_view->setPlaceholderText(tr("No level is open."));
    m_view->installEventFilter(this);

    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMilliseconds);
    connect(&m_pause, &QTimer::timeout, this, &SourceDock::commit);
    // A drag on the map changes the level many times a second: the text follows a few times.
    m_follow.setSingleShot(true);
    m_follow.setInterval(kFollowMilliseconds);
    connect(&m_follow, &QTimer::timeout, this, &SourceDock::refresh);

    connect(m_view, &SourceView::edited, this, [this] {
        if (!m_document || m_document->isReadOnly()) return;
        m_typed = true;
        m_pause.start();
    });
    connect(m_view, &SourceView::undoRequested, this, [this] {
        commit();
        if (m_document) m_document->undoStack()->undo();
    });
    connect(m_view, &SourceView::redoRequested, this, [this] {
        commit();
        if (m_document) m_document->undoStack()->redo();
    });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale) refresh();
    });

    place(Qt::RightDockWidgetArea);
    // Opened, it is as wide as a row of the classic maze and its comment and tall enough to read
    // a screenful, in a tab beside the least of the panels of its side (the Overlays stay in
    // sight); the map and the panels above it keep theirs (room.h).
    connect(toggleViewAction(), &QAction::toggled, this, [this](bool open) {
        if (!open) return;
        // Once it is shown: the layout places a panel in a tab only then, and the room it
        // asks for is the tab's.
        QTimer::singleShot(0, this, [this] {
            takeATabOnce(Beside::Shortest);
            raise();
            askForRoom(Qt::Horizontal, 380);
            askForRoom(Qt::Vertical,
                kReadableLines * m_view->fontMetrics().lineSpacing() + 2 * m_view->frameWidth()
                    + style()->pixelMetric(QStyle::PM_TitleBarHeight));
        });
    });
    // Ctrl+U shows the source in web browsers too. Closed at first, as the right side holds many
    // panels; it opens itself for a problem that only the text shows, and stays as left.
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_U));
    hide();
    connect(window, &MainWindow::currentChanged, this, [this](Document* document, MapView*) { setDocument(document); });
    setDocument(window->currentDocument());
}

SourceDock::~SourceDock() = default;

void SourceDock::setDocument(Document* document)
{
    if (document == m_document) return;
    commit();
    if (m_document) {
        const QTextCursor cursor = m_view->textCursor();
        m_places.insert(m_document.data(), { cursor.position(), m_view->verticalScrollBar()->value() });
        disconnect(m_document, nullptr, this, nullptr);
    }
    m_document = document;
    m_view->setDiagnostics(nullptr);
    if (document) {
        connect(document, &Document::tilesChanged, this, &SourceDock::levelChanged);
        connect(document, &Document::mapReset, this, &SourceDock::levelChanged);
        connect(document, &Document::placesChanged, this, &SourceDock::levelChanged);
        connect(document, &Document::diagnosticsChanged, m_view, &SourceView::updateMarks);
        connect(document, &QObject::destroyed, this, [this, document] {
            m_places.remove(document);
            m_view->setDiagnostics(nullptr);
        });
    }
    m_view->setReadOnly(!document || document->isReadOnly());
    m_stale = true;
    refresh();
    if (document && m_places.contains(document) && !m_stale) {
        const auto [position, scroll] = m_places.value(document);
        QTextCursor cursor = m_view->textCursor();
        cursor.setPosition(std::min(position, m_view->document()->characterCount() - 1));
        m_view->setTextCursor(cursor);
        m_view->verticalScrollBar()->setValue(scroll);
    }
}

void SourceDock::levelChanged()
{
    // The level is the truth: text typed since the last pause was sent when the keyboard left
    // the text (eventFilter), so nothing waits here but what this change replaces.
    if (!m_follow.isActive()) m_follow.start();
}

void SourceDock::refresh()
{
    m_follow.stop();
    if (!isVisible()) {
        m_stale = true; // a closed panel costs nothing: the text is made when it opens
        return;
    }
    m_stale = false;
    m_typed = false;
    m_pause.stop();
    if (!m_document) {
        m_view->replaceText(QString());
        m_view->setDiagnostics(nullptr);
        return;
    }
    QElapsedTimer cost;
    cost.start();
    m_view->replaceText(displayText(m_document->text()));
    m_view->setDiagnostics(&m_document->diagnostics());
    // A megabyte of text takes tens of milliseconds to make: during a drag on a big map the
    // text follows less often, so that it never takes more than a fifth of the UI's time.
    m_follow.setInterval(std::clamp(static_cast<int>(cost.elapsed()) * 4, kFollowMilliseconds, 1000));
}

void SourceDock::commit()
{
    m_pause.stop();
    if (!m_typed || !m_document) return;
    m_typed = false;
    m_document->setText(levelBytes(m_view->toPlainText()));
}

void SourceDock::showPosition(int line, int column, bool focus)
{
    // Asked to open: in sight, in front of the panels it shares a tab with too.
    if (focus || !isVisible()) {
        show();
        raise();
    }
    if (m_stale) refresh();
    m_view->goTo(line, column);
    if (focus) m_view->setFocus(Qt::OtherFocusReason);
}

bool SourceDock::eventFilter(QObject* watched, QEvent* event)
{
    // Leaving the text (for the map, a menu, another panel) ends the typing: the level gets it
    // before whatever comes next, so an edit of the map never meets half-typed text.
    if (watched == m_view && event->type() == QEvent::FocusOut) commit();
    return QDockWidget::eventFilter(watched, event);
}

QString SourceDock::displayText(const QByteArray& bytes) const
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF))) text.remove(0, 1); // the mark is kept by the document
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return text;
}

QByteArray SourceDock::levelBytes(const QString& text) const
{
    QByteArray bytes = text.toUtf8();
    // The file's own line ends and byte order mark, so that editing one line changes one line.
    if (m_document->source().lineEnd() == "\r\n") bytes.replace("\n", "\r\n");
    if (m_document->source().byteOrderMark) bytes.prepend("\xEF\xBB\xBF");
    return bytes;
}

} // namespace mazeworks

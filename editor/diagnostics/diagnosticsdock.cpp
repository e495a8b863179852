#include "diagnosticsdock.h"

#include "diagnosticslayer.h"
#include "diagnostictext.h"
#include "document.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QAbstractTableModel>
#include <QAction>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QStackedWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace mazeworks {

// The current document's diagnostics as rows. It reads them from the document when asked, so
// a map with a million unreachable dots costs nothing until the rows are scrolled into view.
class DiagnosticsDock::Model : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setDocument(Document* document)
    {
        beginResetModel();
        m_document = document;
        endResetModel();
    }
    void reset()
    {
        beginResetModel();
        endResetModel();
    }

    const std::vector<Diagnostic>& diagnostics() const
    {
        static const std::vector<Diagnostic> none;
        return m_document ? m_document->diagnostics() : none;
    }

    const Diagnostic* at(int row) const
    {
        const auto& all = diagnostics();
        return row >= 0 && static_cast<std::size_t>(row) < all.size() ? &all[static_cast<std::size_t>(row)] : nullptr;
    }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(std::min<std::size_t>(diagnostics().size(), INT_MAX));
    }
    int columnCount(const QModelIndex& parent = QModelIndex()) const override { return parent.isValid() ? 0 : 2; }

    QVariant data(const QModelIndex& index, int role) const override
    {
        const Diagnostic* d = at(index.row());
        if (!d) return {};
        switch (role) {
        case Qt::DisplayRole:
            return index.column() == 0 ? diagnosticPosition(*d) : diagnosticMessage(*d);
        case Qt::DecorationRole:
            return index.column() == 0 ? QVariant(severityIcon(d->severity)) : QVariant();
        case Qt::ToolTipRole:
            return diagnosticLine(*d);
        case Qt::AccessibleTextRole:
            return diagnosticLine(*d);
        default:
            return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
        return section == 0 ? DiagnosticsDock::tr("Line") : DiagnosticsDock::tr("Message");
    }

private:
    QPointer<Document> m_document;
};

DiagnosticsDock::DiagnosticsDock(MainWindow* window)
    : Panel(window, tr("Diagnostics"), QStringLiteral("DiagnosticsDock"))
    , m_model(new Model(this))
{
    window->showDiagnostics = [self = QPointer<DiagnosticsDock>(this)](int row) {
        if (!self) return;
        self->show();
        self->raise();
        if (row >= 0) self->showDiagnostic(row);
    };
    m_pages = new QStackedWidget(this);
    m_list = new QTreeView(m_pages);
    m_list->setObjectName(QStringLiteral("diagnosticsList"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true); // a million rows scroll without measuring each
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_list->setColumnWidth(0, m_list->fontMetrics().horizontalAdvance(QStringLiteral("00000:0000")) + 32);
    // The panel may be as short as one problem (or its sentence of none): it scrolls.
    m_list->setMinimumHeight(m_list->header()->sizeHint().height() + m_list->fontMetrics().lineSpacing() * 2);
    m_empty = new QLabel(m_pages);
    m_empty->setObjectName(QStringLiteral("diagnosticsEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(12);
    m_empty->setEnabled(false); // greyed: a state, not a message that wants attention
    m_pages->addWidget(m_list);
    m_pages->addWidget(m_empty);
    // Another file's problems (a lesson's) above the level's, in the words a compiler uses.
    auto* column = new QWidget(this);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_fileHeading = new QLabel(column);
    m_fileHeading->setObjectName(QStringLiteral("fileProblemsHeading"));
    m_fileHeading->setWordWrap(true);
    m_fileHeading->setContentsMargins(4, 2, 4, 0);
    m_fileProblems = new QListWidget(column);
    m_fileProblems->setObjectName(QStringLiteral("fileProblems"));
    m_fileProblems->setAlternatingRowColors(true);
    m_fileProblems->setAccessibleName(tr("Problems of the lesson"));
    m_fileHeading->setBuddy(m_fileProblems);
    m_fileHeading->hide();
    m_fileProblems->hide();
    layout->addWidget(m_fileHeading);
    layout->addWidget(m_fileProblems, 1);
    layout->addWidget(m_pages, 1);
    setWidget(column);
    window->showFileProblems
        = [self = QPointer<DiagnosticsDock>(this)](const QString& file, const QStringList& problems) {
              if (self) self->showFileProblems(file, problems);
          };

    // A click shows the problem; Enter and a double click too (activated), whatever the style.
    connect(
        m_list, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) { showDiagnostic(index.row()); });
    connect(
        m_list, &QAbstractItemView::activated, this, [this](const QModelIndex& index) { showDiagnostic(index.row()); });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) { highlight(current); });

    m_next = new QAction(tr("&Next Problem"), this);
    m_next->setObjectName(QStringLiteral("nextProblem"));
    m_next->setShortcut(QKeySequence(Qt::Key_F8));
    m_next->setStatusTip(tr("Shows the next error or warning of the level"));
    connect(m_next, &QAction::triggered, this, &DiagnosticsDock::showNext);
    m_previous = new QAction(tr("Pre&vious Problem"), this);
    m_previous->setObjectName(QStringLiteral("previousProblem"));
    m_previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    m_previous->setStatusTip(tr("Shows the previous error or warning of the level"));
    connect(m_previous, &QAction::triggered, this, &DiagnosticsDock::showPrevious);
    if (QMenu* view = window->menu(QStringLiteral("view"))) {
        view->addSeparator();
        view->addAction(m_next);
        view->addAction(m_previous);
    }

    place(Qt::BottomDockWidgetArea);
    // As tall as its news on a first start: the map keeps the room. A height the user gives the
    // panel, by dragging its edge, stays.
    m_userSized = QSettings().value(QStringLiteral("diagnostics/userSized"), false).toBool();
    window->installEventFilter(this);
    // View > Reset Layout: the height is the news' again.
    connect(window, &MainWindow::layoutReset, this, [this] {
        m_userSized = false;
        QSettings().remove(QStringLiteral("diagnostics/userSized"));
        fitToNews();
    });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) fitToNews();
    });
    connect(window, &MainWindow::documentAdded, this, [](Document*, MapView* view) { new DiagnosticsLayer(view); });
    connect(window, &MainWindow::currentChanged, this, &DiagnosticsDock::setDocument);
    setDocument(window->currentDocument(), window->currentView());
}

DiagnosticsDock::~DiagnosticsDock() = default;

void DiagnosticsDock::setDocument(Document* document, MapView* view)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_view = view;
    m_model->setDocument(document);
    if (document) connect(document, &Document::diagnosticsChanged, this, &DiagnosticsDock::diagnosticsChanged);
    updateTitle();
    // A level comes into view: the panel is as tall as its news. While it is edited the panel
    // keeps its height and its list scrolls, so the map never moves under the mouse.
    fitToNews();
}

void DiagnosticsDock::diagnosticsChanged()
{
    // The chosen problem stays chosen when it is still there (a drag elsewhere revalidates).
    std::optional<Diagnostic> chosen;
    if (const Diagnostic* d = m_model->at(currentRow())) chosen = *d;
    m_model->reset();
    int row = -1;
    if (chosen) {
        const auto& all = m_model->diagnostics();
        auto it = std::find(all.begin(), all.end(), *chosen);
        if (it != all.end()) row = static_cast<int>(it - all.begin());
    }
    if (row >= 0) {
        m_list->setCurrentIndex(m_model->index(row, 0));
    } else if (DiagnosticsLayer* layer = DiagnosticsLayer::of(m_view)) {
        layer->setSelected(std::nullopt);
    }
    updateTitle();
}

void DiagnosticsDock::updateTitle()
{
    const auto& all = m_model->diagnostics();
    const auto errors = static_cast<int>(
        std::count_if(all.begin(), all.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; }));
    const int warnings = static_cast<int>(all.size()) - errors;
    // Two numerus strings each, so that English reads "1 error" and "2 errors" without an
    // English translation file; every language gets its own plural forms for both.
    QStringList counts;
    if (errors > 0) counts << (errors == 1 ? tr("%Ln error", nullptr, errors) : tr("%Ln errors", nullptr, errors));
    if (warnings > 0)
        counts << (warnings == 1 ? tr("%Ln warning", nullptr, warnings) : tr("%Ln warnings", nullptr, warnings));
    const QString title = counts.isEmpty() ? tr("Diagnostics") : tr("Diagnostics (%1)").arg(counts.join(tr(", ")));
    setWindowTitle(title);
    // The toggle in View > Panels keeps the plain name.
    toggleViewAction()->setText(tr("Diagnostics"));

    if (!m_document)
        m_empty->setText(tr("No level is open."));
    else if (!m_document->hasMap() && all.empty())
        m_empty->setText(tr("The level has no map yet."));
    else
        m_empty->setText(tr("No problems: the level can be played."));
    m_pages->setCurrentWidget(all.empty() ? static_cast<QWidget*>(m_empty) : m_list);
    m_next->setEnabled(!all.empty());
    m_previous->setEnabled(!all.empty());
}

void DiagnosticsDock::fitToNews()
{
    if (m_userSized || !isVisible() || isFloating()) return;
    askForRoom(Qt::Vertical, newsHeight(), room::Fit::Exactly);
}

int DiagnosticsDock::newsHeight() const
{
    // The panel's title and frame as they are, and what it says: its sentence, or its first rows.
    constexpr int kRowsInSight = 6;
    const int chrome = height() - widget()->height();
    int file = 0; // another file's problems, above
    if (m_fileProblems->count() > 0) {
        const int rows = std::min(m_fileProblems->count(), kRowsInSight);
        file = m_fileHeading->heightForWidth(widget()->width()) + rows * m_fileProblems->sizeHintForRow(0)
            + 2 * m_fileProblems->frameWidth() + 4;
    }
    if (m_pages->currentWidget() == m_empty) return chrome + file + m_empty->heightForWidth(widget()->width());
    const int rows = std::min(m_model->rowCount(), kRowsInSight);
    return chrome + file + m_list->header()->sizeHint().height() + rows * m_list->sizeHintForRow(0)
        + 2 * m_list->frameWidth();
}

bool DiagnosticsDock::eventFilter(QObject* watched, QEvent* event)
{
    // The window's own mouse events are the drags of the edges between the panels and the map.
    if (watched == mainWindow() && !m_userSized) {
        if (event->type() == QEvent::MouseButtonPress) m_heightAtPress = height();
        if (event->type() == QEvent::MouseButtonRelease && m_heightAtPress >= 0) {
            if (height() != m_heightAtPress) {
                m_userSized = true;
                QSettings().setValue(QStringLiteral("diagnostics/userSized"), true);
            }
            m_heightAtPress = -1;
        }
    }
    return Panel::eventFilter(watched, event);
}

int DiagnosticsDock::currentRow() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void DiagnosticsDock::highlight(const QModelIndex& index)
{
    const Diagnostic* d = m_model->at(index.isValid() ? index.row() : -1);
    if (DiagnosticsLayer* layer = DiagnosticsLayer::of(m_view)) layer->setSelected(d ? d->tile : std::nullopt);
}

void DiagnosticsDock::showDiagnostic(int row)
{
    const Diagnostic* d = m_model->at(row);
    if (!d) return;
    const QModelIndex index = m_model->index(row, 0);
    if (m_list->currentIndex().row() != row) m_list->setCurrentIndex(index);
    m_list->scrollTo(index);
    highlight(index);
    // A tile of a map that the rows do not form yet is drawn, but only the text can fix it: the
    // text comes forward, with the keyboard, as for a problem with no tile.
    const bool onTheMap = d->tile && m_view && m_document && m_document->hasMap();
    if (d->tile && m_view && m_document && !m_document->shownTiles().empty()) m_view->centreOn(*d->tile);
    // Otherwise the text follows along when it is open, without taking the keyboard.
    if (const MainWindow* window = mainWindow(); window->showSource) window->showSource(d->line, d->column, !onTheMap);
}

void DiagnosticsDock::showFileProblems(const QString& file, const QStringList& problems)
{
    m_fileProblems->clear();
    const QString warning = QStringLiteral(": %1: ").arg(severityName(Severity::Warning));
    for (const QString& line : problems) {
        const Severity severity = line.contains(warning) ? Severity::Warning : Severity::Error;
        auto* item = new QListWidgetItem(severityIcon(severity), line, m_fileProblems);
        item->setToolTip(line);
    }
    const QString name = QFileInfo(file).fileName();
    m_fileHeading->setText(problems.size() == 1
            ? tr("%1: %Ln problem", nullptr, 1).arg(name)
            : tr("%1: %Ln problems", nullptr, static_cast<int>(problems.size())).arg(name));
    m_fileHeading->setVisible(!problems.isEmpty());
    m_fileProblems->setVisible(!problems.isEmpty());
    if (!problems.isEmpty()) {
        show();
        raise();
        m_fileProblems->setCurrentRow(0);
    }
    fitToNews();
}

void DiagnosticsDock::showNext()
{
    const int count = m_model->rowCount();
    if (count == 0) return;
    showDiagnostic((currentRow() + 1) % count);
}

void DiagnosticsDock::showPrevious()
{
    const int count = m_model->rowCount();
    if (count == 0) return;
    const int row = currentRow();
    showDiagnostic(row <= 0 ? count - 1 : row - 1);
}

} // namespace mazeworks

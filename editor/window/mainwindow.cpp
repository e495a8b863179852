#include "mainwindow.h"

#include "choices.h"
#include "document.h"
#include "emptypage.h"
#include "mapview.h"
#include "sharedkeys.h"
#include "tilenames.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QChildEvent>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace mazeworks {

namespace {

// The status bar's words for the cell cursor of the view and the tiles selected.
QString cursorText(const MapView* view)
{
    const Document* document = view ? view->document() : nullptr;
    if (!document || !document->hasMap()) return {};
    const QPoint at = view->cursorCell();
    QString text = QCoreApplication::translate("mazeworks::MainWindow", "Cursor at column %1, row %2: %3")
                       .arg(at.x())
                       .arg(at.y())
                       .arg(tileWords(document->maze(), { at.x(), at.y() }));
    const QRect chosen = view->selection();
    if (!chosen.isEmpty()) {
        text = QCoreApplication::translate("mazeworks::MainWindow", "%1; %2 \u00d7 %3 tiles selected")
                   .arg(text)
                   .arg(chosen.width())
                   .arg(chosen.height());
    }
    return text;
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_choices(std::make_unique<Choices>())
{
    setObjectName(QStringLiteral("MainWindow"));
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setAccessibleName(tr("Open levels"));
    m_tabs->tabBar()->setAccessibleName(tr("Open levels"));
    m_centre = new QStackedWidget(this);
    m_centre->addWidget(m_tabs);
    m_empty = new EmptyPage(this);
    m_centre->addWidget(m_empty);
    m_centre->setCurrentWidget(m_empty);
    setCentralWidget(m_centre);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        m_tabs->setCurrentIndex(index);
        closeCurrent();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        m_centre->setCurrentWidget(m_tabs->count() > 0 ? static_cast<QWidget*>(m_tabs) : m_empty);
        updateTitle();
        showZoom(); // the current tab's, not the one before
        emit currentChanged(currentDocument(), currentView());
    });
    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_tileLabel = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    m_zoomLabel->setObjectName(QStringLiteral("zoomLabel"));
    m_modeLabel = new QLabel(this);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    m_modeLabel->setStyleSheet(
        QStringLiteral("QLabel { background: palette(highlight); color: palette(highlighted-text); "
                       "padding: 0 6px; }"));
    m_modeLabel->hide();
    // Where the cell cursor is and what stands there, for those who work with the keys.
    auto* cursorLabel = new QLabel(this);
    cursorLabel->setObjectName(QStringLiteral("cursorLabel"));
    auto showCursor = [this, cursorLabel] { cursorLabel->setText(cursorText(currentView())); };
    connect(this, &MainWindow::currentChanged, cursorLabel, showCursor);
    connect(this, &MainWindow::documentAdded, cursorLabel, [this, showCursor](Document* document, MapView* view) {
        auto follow = [this, view, showCursor] {
            if (view == currentView()) showCursor();
        };
        connect(view, &MapView::cursorMoved, this, follow);
        connect(view, &MapView::selectionChanged, this, follow);
        connect(document, &Document::tilesChanged, this, follow);
        connect(document, &Document::placesChanged, this, follow);
        connect(document, &Document::mapReset, this, follow);
    });
    statusBar()->addWidget(m_modeLabel);
    statusBar()->addWidget(cursorLabel);
    statusBar()->addWidget(m_tileLabel, 1);
    statusBar()->addPermanentWidget(m_zoomLabel);
    m_sharedKeys = new SharedKeys(this);
    createMenus();
    resize(1200, 860);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::fitToScreen()
{
    if (isFullScreen() || isMaximized()) return;
    // The offscreen platform's screen is a made-up 800 x 600 with nothing to overlap: windows
    // there keep the size they were given (the tests under a window manager fit them).
    if (QGuiApplication::platformName() == QLatin1String("offscreen")) return;
    const QScreen* here = screen();
    if (!here) return;
    const QRect free = here->availableGeometry();
    // The frame is the window manager's; until it has framed the window, a title bar's worth.
    const bool framed = frameGeometry() != geometry();
    const QMargins frame = framed
        ? QMargins(geometry().left() - frameGeometry().left(), geometry().top() - frameGeometry().top(),
            frameGeometry().right() - geometry().right(), frameGeometry().bottom() - geometry().bottom())
        : QMargins(2, 32, 2, 2);
    const QSize room = free.size().shrunkBy(frame);
    const QSize fitted = size().boundedTo(room);
    if (fitted != size()) resize(fitted);
    if (isVisible() && !framed) return; // placed once the frame is known
    const QRect outer = geometry().marginsAdded(frame);
    if (free.contains(outer)) return;
    const int left = std::clamp(outer.left(), free.left(), std::max(free.left(), free.right() - outer.width() + 1));
    const int top = std::clamp(outer.top(), free.top(), std::max(free.top(), free.bottom() - outer.height() + 1));
    // move() places the frame's corner once the window has one, the window's before.
    if (framed)
        move(left, top);
    else
        move(left + frame.left(), top + frame.top());
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    fitToScreen();
    // Once the window manager has framed the window, with the frame's true size.
    QTimer::singleShot(0, this, &MainWindow::fitToScreen);
    QTimer::singleShot(300, this, &MainWindow::fitToScreen);
    if (QScreen* here = screen()) {
        connect(here, &QScreen::availableGeometryChanged, this, &MainWindow::fitToScreen, Qt::UniqueConnection);
    }
}

void MainWindow::createMenus()
{
    const std::pair<const char*, QString> menus[] = {
        { "file", tr("&File") },
        { "edit", tr("&Edit") },
        { "view", tr("&View") },
        { "tools", tr("&Tools") },
        { "analyse", tr("&Analyse") },
        { "generate", tr("&Generate") },
        { "play", tr("&Play") },
        { "lesson", tr("&Lesson") },
        { "help", tr("&Help") },
    };
    for (const auto& [name, title] : menus) m_menus.insert(QString::fromLatin1(name), menuBar()->addMenu(title));

    QMenu* file = menu(QStringLiteral("file"));
    QAction* classic = file->addAction(tr("Open the Classic &Maze"), this, &MainWindow::openClassic);
    classic->setObjectName(QStringLiteral("openClassic"));
    QAction* close = file->addAction(tr("&Close"), this, &MainWindow::closeCurrent);
    // The keys of a Linux desktop on every platform (QKeySequence::Close is Ctrl+F4 under the
    // offscreen platform and Windows, QKeySequence::Quit nothing there): one table everywhere.
    close->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    close->setObjectName(QStringLiteral("close"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);
    quit->setObjectName(QStringLiteral("quit"));

    QMenu* view = menu(QStringLiteral("view"));
    QAction* zoomIn = view->addAction(tr("Zoom &In"), this, [this] {
        if (auto* v = currentView()) v->zoomIn();
    });
    zoomIn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Plus));
    zoomIn->setObjectName(QStringLiteral("zoomIn"));
    QAction* zoomOut = view->addAction(tr("Zoom &Out"), this, [this] {
        if (auto* v = currentView()) v->zoomOut();
    });
    zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    zoomOut->setObjectName(QStringLiteral("zoomOut"));
    QAction* fit = view->addAction(tr("&Fit to Window"), this, [this] {
        if (auto* v = currentView()) v->zoomToFit();
    });
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    fit->setObjectName(QStringLiteral("zoomToFit"));
    QAction* actual = view->addAction(tr("Nor&mal Size"), this, [this] {
        if (auto* v = currentView()) v->resetZoom();
    });
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction* grid = view->addAction(tr("Show &Grid"));
    grid->setCheckable(true);
    grid->setChecked(QSettings().value(QStringLiteral("view/grid"), true).toBool());
    grid->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    grid->setObjectName(QStringLiteral("showGrid"));
    connect(grid, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("view/grid"), on);
        for (int i = 0; i < m_tabs->count(); ++i) viewAt(i)->setShowGrid(on);
    });
    // Back to the map from any panel with the keys alone, as F6 goes between the panes of a
    // desktop's programs.
    QAction* focusMap = view->addAction(tr("Foc&us the Map"), this, [this] {
        if (auto* v = currentView()) v->setFocus(Qt::ShortcutFocusReason);
    });
    focusMap->setShortcut(QKeySequence(Qt::Key_F6));
    focusMap->setObjectName(QStringLiteral("focusMap"));
    focusMap->setStatusTip(tr("Gives the keys to the map: the arrows move its cell cursor, Space or Enter applies "
                              "the tool there"));
    view->addSeparator();
    m_panels = view->addMenu(tr("&Panels"));
    QAction* reset = view->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("resetLayout"));
    reset->setStatusTip(tr("Puts every panel back where the editor first put it"));
    m_toolBar->addAction(zoomIn);
    m_toolBar->addAction(zoomOut);
    m_toolBar->addAction(fit);
}

void MainWindow::showMode(const QString& text)
{
    m_modeLabel->setText(text);
    m_modeLabel->setVisible(!text.isEmpty());
}

QMenu* MainWindow::menu(const QString& name) const { return m_menus.value(name); }

void MainWindow::rememberFirstLayout() { m_firstLayout = saveState(); }

void MainWindow::resetLayout()
{
    if (m_firstLayout.isEmpty()) return;
    restoreState(m_firstLayout);
    emit layoutReset();
    statusBar()->showMessage(tr("The panels are back where the editor first put them."), 5000);
}

void MainWindow::childEvent(QChildEvent* event)
{
    QMainWindow::childEvent(event);
    // Qt makes a tab bar when panels are stacked in one place, and names it nothing.
    if (event->type() == QEvent::ChildPolished) {
        if (auto* bar = qobject_cast<QTabBar*>(event->child()); bar && bar->accessibleName().isEmpty())
            bar->setAccessibleName(tr("Panels in this place"));
    }
}

void MainWindow::addPanel(QDockWidget* dock, Qt::DockWidgetArea area)
{
    // A panel scrolls rather than push the window past the screen: a dock's least size becomes
    // the window's, and a panel full of controls (in German, say) is taller than a small screen.
    if (dock->widget() && !qobject_cast<QAbstractScrollArea*>(dock->widget())) {
        const int least = dock->widget()->minimumSizeHint().height();
        auto* scroll = new QScrollArea;
        scroll->setObjectName(dock->objectName() + QStringLiteral("Scroll"));
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setWidget(dock->widget());
        // Never taller than the contents need, as the scroll bar's own least height would be
        // (a panel that says one sentence is one sentence tall).
        scroll->setMinimumHeight(std::min(least, scroll->minimumSizeHint().height()));
        dock->setWidget(scroll);
    }
    // A panel's scrolling column is reached by Tab: a screen reader names it after the panel.
    if (auto* column = qobject_cast<QAbstractScrollArea*>(dock->widget());
        column && column->accessibleName().isEmpty()) {
        const auto name
            = [dock, column] { column->setAccessibleName(dock->toggleViewAction()->text().remove(QLatin1Char('&'))); };
        name();
        connect(dock->toggleViewAction(), &QAction::changed, column, name);
    }
    addDockWidget(area, dock);
    m_panels->addAction(dock->toggleViewAction());
}

MapView* MainWindow::currentView() const { return qobject_cast<MapView*>(m_tabs->currentWidget()); }

MapView* MainWindow::viewAt(int index) const { return qobject_cast<MapView*>(m_tabs->widget(index)); }

void MainWindow::setCurrentIndex(int index) { m_tabs->setCurrentIndex(index); }

Document* MainWindow::currentDocument() const
{
    MapView* view = currentView();
    return view ? view->document() : nullptr;
}

int MainWindow::documentCount() const { return m_tabs->count(); }

MapView* MainWindow::addDocument(Document* document, const QString& title)
{
    auto* view = new MapView(m_tabs);
    document->setParent(view);
    view->setDocument(document);
    view->setShowGrid(QSettings().value(QStringLiteral("view/grid"), true).toBool());
    if (!title.isEmpty() && document->filePath().isEmpty()) document->setUntitledName(title);
    const QString name = title.isEmpty() ? document->displayName() : title;
    view->setProperty("title", name);
    // What a screen reader says of the map: which level it is, and what it holds.
    view->setAccessibleName(tr("Map of %1").arg(name));
    view->setAccessibleDescription(tr("The level's tiles, a cell a tile; the tools paint on it"));
    const int index = m_tabs->addTab(view, name);
    connect(view, &MapView::hoveredCell, this, &MainWindow::showHovered);
    // An edit (a click, a key, undo) changes the tile under the mouse without a move: the
    // status bar says what it is now.
    auto rehover = [this, view] {
        if (view == m_hoveredView) showTileUnderMouse();
    };
    connect(document, &Document::tilesChanged, this, rehover);
    connect(document, &Document::placesChanged, this, rehover);
    connect(document, &Document::mapReset, this, rehover);
    connect(view, &MapView::scaleChanged, this, [this, view] {
        if (view == currentView()) showZoom();
    });
    auto retitle = [this, view, document] {
        const int i = m_tabs->indexOf(view);
        if (i < 0) return;
        if (!document->filePath().isEmpty()) view->setProperty("title", document->displayName());
        m_tabs->setTabText(
            i, view->property("title").toString() + (document->isModified() ? QStringLiteral(" *") : QString()));
        m_tabs->setTabToolTip(i, QDir::toNativeSeparators(document->filePath()));
        view->setAccessibleName(tr("Map of %1").arg(view->property("title").toString()));
        updateTitle();
    };
    connect(document, &Document::modifiedChanged, this, retitle);
    connect(document, &Document::filePathChanged, this, retitle);
    emit documentAdded(document, view);
    m_tabs->setCurrentIndex(index);
    showZoom();
    view->setFocus();
    // Once the view has its size, the whole level is shown.
    QTimer::singleShot(0, view, &MapView::zoomToFit);
    return view;
}

bool MainWindow::openFile(const QString& path, bool quiet)
{
    auto* document = new Document;
    QString error;
    if (!document->load(path, &error)) {
        delete document;
        if (!quiet) QMessageBox::warning(this, tr("Cannot Open"), error);
        return false;
    }
    addDocument(document);
    return true;
}

void MainWindow::openClassic()
{
    QFile file(QStringLiteral(":/levels/classic.maze"));
    if (!file.open(QIODevice::ReadOnly)) return;
    auto* document = new Document;
    document->loadText(file.readAll(), QString());
    // A copy of the shipped file, called as the file is when opened from the command line or
    // Open: the same name in the tab and the title whichever way it came (Save As offers it).
    addDocument(document, QFileInfo(file.fileName()).fileName());
}

bool MainWindow::closeCurrent()
{
    MapView* view = currentView();
    if (!view) return true;
    if (confirmClose && !confirmClose(view->document())) return false;
    m_tabs->removeTab(m_tabs->indexOf(view));
    view->deleteLater();
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        m_tabs->setCurrentIndex(i);
        if (!closeCurrent()) {
            event->ignore();
            return;
        }
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::showHovered(std::optional<Cell> cell)
{
    m_hovered = cell;
    m_hoveredView = qobject_cast<MapView*>(sender());
    emit hoveredCell(cell);
    showTileUnderMouse();
}

void MainWindow::showTileUnderMouse()
{
    const std::optional<Cell> cell = m_hovered;
    Document* document = currentDocument();
    if (!cell || !document || !document->hasMap() || m_hoveredView != currentView()
        || !document->maze().tiles.contains(*cell)) {
        m_tileLabel->clear();
        return;
    }
    m_tileLabel->setText(tr("%1, %2: %3").arg(cell->col).arg(cell->row).arg(tileWords(document->maze(), *cell)));
}

void MainWindow::showZoom()
{
    const MapView* view = currentView();
    m_zoomLabel->setText(view ? tr("Zoom %1%").arg(qRound(view->scale() / 24.0 * 100)) : QString());
}

void MainWindow::updateTitle()
{
    MapView* view = currentView();
    setWindowTitle(view ? tr("%1 - Mazeworks").arg(m_tabs->tabText(m_tabs->currentIndex())) : tr("Mazeworks"));
}

} // namespace mazeworks

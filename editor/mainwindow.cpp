#include "mainwindow.h"

#include "document.h"
#include "mapview.h"
#include "tilenames.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

namespace mazeworks {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    setCentralWidget(m_tabs);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        m_tabs->setCurrentIndex(index);
        closeCurrent();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateTitle);
    m_tileLabel = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    statusBar()->addWidget(m_tileLabel, 1);
    statusBar()->addPermanentWidget(m_zoomLabel);
    createActions();
    resize(1100, 800);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open..."), this, &MainWindow::open);
    open->setShortcut(QKeySequence::Open);
    QAction* classic = file->addAction(tr("Open the &Classic Maze"), this, &MainWindow::openClassic);
    Q_UNUSED(classic);
    QAction* save = file->addAction(tr("&Save"), this, &MainWindow::save);
    save->setShortcut(QKeySequence::Save);
    QAction* close = file->addAction(tr("&Close"), this, &MainWindow::closeCurrent);
    close->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn = view->addAction(tr("Zoom &In"), this, [this] {
        if (auto* v = currentView()) v->zoomIn();
    });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction* zoomOut = view->addAction(tr("Zoom &Out"), this, [this] {
        if (auto* v = currentView()) v->zoomOut();
    });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction* fit = view->addAction(tr("&Fit to Window"), this, [this] {
        if (auto* v = currentView()) v->zoomToFit();
    });
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QAction* actual = view->addAction(tr("&Normal Size"), this, [this] {
        if (auto* v = currentView()) v->resetZoom();
    });
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction* grid = view->addAction(tr("Show &Grid"));
    grid->setCheckable(true);
    grid->setChecked(true);
    grid->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(grid, &QAction::toggled, this, [this](bool on) {
        if (auto* v = currentView()) v->setShowGrid(on);
    });
}

MapView* MainWindow::currentView() const { return qobject_cast<MapView*>(m_tabs->currentWidget()); }

Document* MainWindow::currentDocument() const
{
    MapView* view = currentView();
    return view ? view->document() : nullptr;
}

int MainWindow::documentCount() const { return m_tabs->count(); }

void MainWindow::addDocument(Document* document)
{
    auto* view = new MapView(m_tabs);
    document->setParent(view);
    view->setDocument(document);
    const int index = m_tabs->addTab(view, document->displayName());
    m_tabs->setCurrentIndex(index);
    connect(view, &MapView::hoveredCell, this, &MainWindow::showHovered);
    connect(view, &MapView::scaleChanged, this, [this](double scale) {
        m_zoomLabel->setText(tr("Zoom %1%").arg(qRound(scale / 24.0 * 100)));
    });
    auto retitle = [this, view, document] {
        const int i = m_tabs->indexOf(view);
        if (i >= 0) m_tabs->setTabText(i, document->displayName() + (document->isModified() ? QStringLiteral(" *") : QString()));
        updateTitle();
    };
    connect(document, &Document::modifiedChanged, this, retitle);
    connect(document, &Document::filePathChanged, this, retitle);
    m_zoomLabel->setText(tr("Zoom %1%").arg(qRound(view->scale() / 24.0 * 100)));
    view->setFocus();
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
    addDocument(document);
    m_tabs->setTabText(m_tabs->currentIndex(), tr("Classic"));
}

void MainWindow::open()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Level"), QString(),
                                                            tr("Mazeworks levels (*.maze);;All files (*)"));
    for (const QString& path : paths) openFile(path);
}

bool MainWindow::save()
{
    Document* document = currentDocument();
    if (!document) return false;
    QString path = document->filePath();
    if (path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save Level"), QString(), tr("Mazeworks levels (*.maze)"));
        if (path.isEmpty()) return false;
    }
    QString error;
    if (!document->save(path, &error)) {
        QMessageBox::warning(this, tr("Cannot Save"), error);
        return false;
    }
    return true;
}

void MainWindow::closeCurrent()
{
    QWidget* page = m_tabs->currentWidget();
    if (!page) return;
    m_tabs->removeTab(m_tabs->indexOf(page));
    page->deleteLater();
}

void MainWindow::showHovered(std::optional<Cell> cell)
{
    Document* document = currentDocument();
    if (!cell || !document || !document->hasMap()) {
        m_tileLabel->clear();
        return;
    }
    const Maze& maze = document->maze();
    QStringList what {tileName(maze.tiles.get(*cell))};
    if (maze.muncher && maze.muncher->cell == *cell) what << tr("the muncher's start");
    for (GhostKind k : kGhostKinds) {
        if (maze.ghost(k) && maze.ghost(k)->cell == *cell) what << tr("start of the %1").arg(ghostName(k));
    }
    if (maze.fruit && *maze.fruit == *cell) what << tr("the fruit");
    m_tileLabel->setText(tr("%1, %2: %3").arg(cell->col).arg(cell->row).arg(what.join(QStringLiteral(", "))));
}

void MainWindow::updateTitle()
{
    Document* document = currentDocument();
    setWindowTitle(document ? tr("%1 - Mazeworks").arg(m_tabs->tabText(m_tabs->currentIndex())) : tr("Mazeworks"));
}

} // namespace mazeworks

#include "fileactions.h"

#include "autosave.h"
#include "choices.h"
#include "document.h"
#include "filemessages.h"
#include "filewatcher.h"
#include "ldtk/ldtkwriter.h"
#include "ldtkimport.h"
#include "mainwindow.h"
#include "mapview.h"
#include "maze/mazefile.h"
#include "movingai/gridlevel.h"
#include "path/movingai.h"
#include "recentfiles.h"
#include "tiled/tiledlevel.h"
#include "tiled/tiledwriter.h"
#include "tiled/tilesetimage.h"
#include "tiledimport.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace mazeworks {

namespace {

// Where Save As proposes to put a level that came from another format.
const char* const kSuggestedPath = "mazeworksSuggestedPath";
QByteArray bytesOf(const std::string& text) { return QByteArray(text.data(), static_cast<qsizetype>(text.size())); }

bool samePath(const QString& a, const QString& b)
{
    return !a.isEmpty() && !b.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

// The bytes of a file, or the reason it cannot be read.
std::optional<QByteArray> readBytes(const QString& path, QString* error)
{
    QByteArray bytes;
    if (!readFileOrSay(path, &bytes, error)) return std::nullopt;
    return bytes;
}

} // namespace

FileActions::FileActions(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    createActions();

    m_autosave = new Autosave(window);
    m_watcher = new FileWatcher(window);
    m_watcher->reload = [this](Document* document, QString* error) { return reloadDocument(document, error); };
    window->confirmClose = [this](Document* document) { return confirmClose(document); };

    connect(window, &MainWindow::documentAdded, this, [this](Document* document) {
        if (!document->filePath().isEmpty()) m_recent->add(document->filePath());
        connect(document, &Document::filePathChanged, this, &FileActions::updateActions);
        connect(document, &Document::modifiedChanged, this, &FileActions::updateActions);
    });
    connect(window, &MainWindow::currentChanged, this, [this](Document* document) {
        updateActions();
        if (document && document->isReadOnly()) {
            tell(tr("%1 is open read-only: the overlays work on it, edits do not. Save it as a .maze level to edit it.")
                     .arg(QFileInfo(document->filePath()).fileName()));
        }
    });

    window->setAcceptDrops(true);
    window->installEventFilter(this);
    updateActions();
}

void FileActions::createActions()
{
    QMenu* file = m_window->menu(QStringLiteral("file"));
    const QList<QAction*> existing = file->actions();
    QAction* classic = nullptr;
    QAction* close = nullptr;
    for (QAction* a : existing) {
        if (a->objectName() == QLatin1String("openClassic")) classic = a;
        if (a->objectName() == QLatin1String("close")) close = a;
    }

    auto* open = new QAction(tr("&Open..."), this);
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    open->setObjectName(QStringLiteral("open"));
    open->setIcon(m_window->style()->standardIcon(QStyle::SP_DialogOpenButton));
    open->setStatusTip(tr("Open a level, a Moving AI map or a Tiled map"));
    connect(open, &QAction::triggered, this, &FileActions::open);
    auto* recentMenu = new QMenu(tr("Open &Recent"), m_window);
    recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_recent = new RecentFiles(recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, &FileActions::openRecent);
    file->insertAction(classic, open);
    file->insertMenu(classic, recentMenu);

    m_save = new QAction(tr("&Save"), this);
    m_save->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    m_save->setObjectName(QStringLiteral("save"));
    m_save->setIcon(m_window->style()->standardIcon(QStyle::SP_DialogSaveButton));
    connect(m_save, &QAction::triggered, this, qOverload<>(&FileActions::save));
    m_saveAs = new QAction(tr("Save &As..."), this);
    // Ctrl+Shift+S on every platform, as in Tiled and most editors (QKeySequence::SaveAs is
    // nothing under the Windows key scheme and bare X11): the keys do not change with the theme.
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAs->setObjectName(QStringLiteral("saveAs"));
    connect(m_saveAs, &QAction::triggered, this, qOverload<>(&FileActions::saveAs));
    m_revert = new QAction(tr("Re&vert"), this);
    m_revert->setObjectName(QStringLiteral("revert"));
    m_revert->setStatusTip(tr("Read the level's file again, leaving the changes not saved"));
    connect(m_revert, &QAction::triggered, this, &FileActions::revert);
    auto* importTiled = new QAction(tr("&Import from Tiled..."), this);
    importTiled->setObjectName(QStringLiteral("importTiled"));
    connect(importTiled, &QAction::triggered, this, [this] { this->importTiled(); });
    m_exportTiled = new QAction(tr("Export to &Tiled..."), this);
    m_exportTiled->setObjectName(QStringLiteral("exportTiled"));
    connect(m_exportTiled, &QAction::triggered, this, [this] { exportTiled(); });
    m_exportLdtk = new QAction(tr("E&xport to LDtk..."), this);
    m_exportLdtk->setObjectName(QStringLiteral("exportLdtk"));
    m_exportLdtk->setStatusTip(tr("Write the level, or every open level, as one LDtk project"));
    connect(m_exportLdtk, &QAction::triggered, this, [this] { exportLdtk(); });
    m_exportImage = new QAction(tr("Export as Ima&ge..."), this);
    m_exportImage->setObjectName(QStringLiteral("exportImage"));
    connect(m_exportImage, &QAction::triggered, this, [this] { exportImage(); });

    QAction* before = close;
    if (before) file->insertSeparator(before);
    file->insertActions(before, { m_save, m_saveAs, m_revert });
    file->insertSeparator(before);
    file->insertActions(before, { importTiled, m_exportTiled, m_exportLdtk, m_exportImage });
    if (before) file->insertSeparator(before);

    // Open and Save first on the toolbar, as in Tiled.
    QToolBar* bar = m_window->toolBar();
    QAction* firstTool = bar->actions().value(0);
    bar->insertActions(firstTool, { open, m_save });
    if (firstTool) bar->insertSeparator(firstTool);
}

void FileActions::updateActions()
{
    Document* document = m_window->currentDocument();
    m_save->setEnabled(document);
    m_saveAs->setEnabled(document);
    m_revert->setEnabled(document && !document->filePath().isEmpty());
    m_exportImage->setEnabled(document);
    m_exportTiled->setEnabled(document);
    m_exportLdtk->setEnabled(document);
}

FileActions::Kind FileActions::kindOf(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("maze")) return Kind::Maze;
    if (suffix == QLatin1String("map")) return Kind::MovingAi;
    if (suffix == QLatin1String("tmj") || suffix == QLatin1String("json") || suffix == QLatin1String("tmx"))
        return Kind::Tiled;
    if (suffix == QLatin1String("ldtk")) return Kind::Ldtk;
    return Kind::Other;
}

Document* FileActions::openDocument(const QString& absolutePath) const
{
    for (int i = 0; i < m_window->documentCount(); ++i) {
        Document* document = m_window->viewAt(i)->document();
        if (document && samePath(document->filePath(), absolutePath)) return document;
    }
    return nullptr;
}

QString FileActions::titleOf(Document* document) const
{
    for (int i = 0; i < m_window->documentCount(); ++i) {
        MapView* view = m_window->viewAt(i);
        if (view->document() == document && !view->property("title").toString().isEmpty()) {
            return view->property("title").toString();
        }
    }
    return document->displayName();
}

QString FileActions::lastFolder() const
{
    return QSettings().value(QStringLiteral("files/lastFolder"), QDir::homePath()).toString();
}

void FileActions::rememberFolder(const QString& path)
{
    QSettings().setValue(QStringLiteral("files/lastFolder"), QFileInfo(path).absolutePath());
}

void FileActions::warn(const QString& title, const QString& text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("fileProblem"));
    box.exec();
}

void FileActions::tell(const QString& message) { m_window->statusBar()->showMessage(message, 8000); }

bool FileActions::openPath(const QString& path, bool quiet)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    // A lesson opens in the Lesson panel, and is a recent file as a level is.
    if (QFileInfo(absolute).suffix().compare(QLatin1String("lesson"), Qt::CaseInsensitive) == 0
        && m_window->openLesson) {
        const bool opened = m_window->openLesson(absolute);
        if (opened) {
            m_recent->add(absolute);
            rememberFolder(absolute);
        }
        return opened;
    }
    if (Document* document = openDocument(absolute)) {
        for (int i = 0; i < m_window->documentCount(); ++i) {
            if (m_window->viewAt(i)->document() == document) m_window->setCurrentIndex(i);
        }
        return true;
    }
    bool opened = false;
    QString error;
    switch (kindOf(absolute)) {
    case Kind::MovingAi:
        opened = openMovingAi(absolute, &error);
        if (!opened && !quiet) warn(tr("Cannot Open"), error);
        break;
    case Kind::Tiled:
        opened = importTiled(absolute, quiet);
        break;
    case Kind::Ldtk:
        opened = openLdtk(absolute, quiet);
        break;
    case Kind::Maze:
    case Kind::Other:
        opened = m_window->openFile(absolute, quiet);
        break;
    }
    if (opened) {
        m_recent->add(absolute);
        rememberFolder(absolute);
    }
    return opened;
}

void FileActions::open()
{
    const QStringList paths = m_window->choices()->openPaths(m_window, tr("Open Level"), lastFolder(),
        tr("Levels, maps and lessons (*.maze *.map *.tmx *.tmj *.json *.ldtk *.lesson);;Mazeworks levels (*.maze);;"
           "Moving AI maps (*.map);;Tiled maps (*.tmx *.tmj *.json);;LDtk projects (*.ldtk);;"
           "Lessons (*.lesson);;All files (*)"));
    for (const QString& path : paths) openPath(path);
}

bool FileActions::openRecent(const QString& path)
{
    if (!QFileInfo(path).isFile()) {
        m_recent->remove(path);
        warn(tr("Cannot Open"),
            tr("%1 is no longer there, so it was taken off the recent files.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openPath(path);
}

std::optional<Maze> FileActions::readMovingAi(const QString& path, QString* error)
{
    const std::optional<QByteArray> bytes = readBytes(path, error);
    if (!bytes) return std::nullopt;
    const QString name = QDir::toNativeSeparators(path);
    const GridMapResult result
        = readMovingAiMap(std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())));
    if (result.error) {
        if (error)
            *error = tr("%1, line %2: %3")
                         .arg(name)
                         .arg(result.error->line)
                         .arg(QString::fromStdString(result.error->message));
        return std::nullopt;
    }
    const GridMap& grid = result.map;
    std::optional<Maze> maze = levelOfGrid(grid, QFileInfo(path).completeBaseName().toStdString());
    if (!maze) {
        if (error)
            *error = tr("%1 is a map of %2 x %3 cells; a level is 1 to %4 tiles wide and high.")
                         .arg(name)
                         .arg(grid.width)
                         .arg(grid.height)
                         .arg(kMaxMapSide);
        return std::nullopt;
    }
    return maze;
}

bool FileActions::openMovingAi(const QString& path, QString* error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const std::optional<Maze> maze = readMovingAi(absolute, error);
    if (!maze) return false;
    auto* document = new Document;
    document->setPathfindingGrid(true);
    document->loadText(bytesOf(writeMaze(*maze)), absolute);
    document->setReadOnly(true);
    document->setProperty(kSuggestedPath,
        QFileInfo(absolute).path() + QLatin1Char('/') + QFileInfo(absolute).completeBaseName()
            + QStringLiteral(".maze"));
    m_window->addDocument(document, tr("%1 (read-only)").arg(QFileInfo(absolute).fileName()));
    return true;
}

bool FileActions::reloadDocument(Document* document, QString* error)
{
    const QString path = document->filePath();
    if (path.isEmpty()) {
        if (error) *error = tr("The level has no file yet.");
        return false;
    }
    if (document->isReadOnly() && kindOf(path) == Kind::MovingAi) {
        const std::optional<Maze> maze = readMovingAi(path, error);
        if (!maze) return false;
        document->loadText(bytesOf(writeMaze(*maze)), path);
        return true;
    }
    return document->load(path, error);
}

QString FileActions::suggestedPath(Document* document, const QString& suffix) const
{
    QString base = document->property(kSuggestedPath).toString();
    if (base.isEmpty()) base = document->filePath();
    if (base.isEmpty()) {
        // Not saved yet: the name in its tab, a level's name ("Level 1.5") whole, a file's
        // ("classic.maze") without its suffix.
        QString title = titleOf(document);
        title.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("_"));
        if (title.endsWith(QStringLiteral(".maze"), Qt::CaseInsensitive)) title.chop(5);
        return lastFolder() + QLatin1Char('/') + title + QLatin1Char('.') + suffix;
    }
    const QFileInfo info(base);
    return info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') + suffix;
}

bool FileActions::save() { return save(m_window->currentDocument()); }

bool FileActions::saveAs() { return saveAs(m_window->currentDocument()); }

// Writes the level to path; a failure is told with its reason, and the level stays open with
// its changes.
bool FileActions::write(Document* document, const QString& path)
{
    QString error;
    if (document->save(path, &error)) return true;
    warn(tr("Cannot Save"),
        error + QLatin1Char('\n')
            + tr("The level is still open with its changes; save it somewhere else, or try again."));
    return false;
}

bool FileActions::save(Document* document)
{
    if (!document) return false;
    const QString path = document->filePath();
    // A level from a Moving AI map, or one not saved yet, gets its .maze file through Save As.
    if (path.isEmpty() || document->isReadOnly() || kindOf(path) != Kind::Maze) return saveAs(document);
    if (!write(document, path)) return false;
    tell(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileActions::saveAs(Document* document, QString path)
{
    if (!document) return false;
    if (path.isEmpty()) {
        path = m_window->choices()->savePath(m_window, tr("Save Level As"),
            suggestedPath(document, QStringLiteral("maze")), tr("Mazeworks levels (*.maze)"));
        if (path.isEmpty()) return false;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".maze");
    }
    const QString name = QDir::toNativeSeparators(path);
    if (document->isReadOnly() && samePath(path, document->filePath())) {
        warn(tr("Cannot Save"),
            tr("%1 is a Moving AI map, open read-only: save the level under another name, as a .maze file.").arg(name));
        return false;
    }
    if (kindOf(path) == Kind::MovingAi || kindOf(path) == Kind::Tiled) {
        warn(tr("Cannot Save"),
            tr("%1: Save As writes .maze levels. To write a Tiled map, use File > Export to Tiled.").arg(name));
        return false;
    }
    if (kindOf(path) == Kind::Ldtk) {
        warn(tr("Cannot Save"),
            tr("%1: Save As writes .maze levels. To write an LDtk project, use File > Export to LDtk.").arg(name));
        return false;
    }
    if (!write(document, path)) return false;
    if (document->isReadOnly()) {
        // Now a level of its own: editing it no longer touches the map it came from, and the
        // game's diagnostics are its own.
        document->setReadOnly(false);
        document->setPathfindingGrid(false);
        document->setProperty(kSuggestedPath, QVariant());
    }
    m_recent->add(path);
    rememberFolder(path);
    tell(tr("Saved %1.").arg(name));
    return true;
}

void FileActions::revert()
{
    Document* document = m_window->currentDocument();
    if (!document || document->filePath().isEmpty()) return;
    const QString name = QDir::toNativeSeparators(document->filePath());
    if (document->isModified()) {
        QMessageBox box(QMessageBox::Question, tr("Revert"),
            tr("Revert %1 to the version saved on disk?").arg(titleOf(document)), QMessageBox::NoButton, m_window);
        box.setObjectName(QStringLiteral("revertQuestion"));
        box.setInformativeText(tr("The changes made since it was saved will be lost, and cannot be undone."));
        QPushButton* revertButton = box.addButton(tr("Revert"), QMessageBox::DestructiveRole);
        revertButton->setObjectName(QStringLiteral("revert"));
        QPushButton* cancel = box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(cancel);
        box.exec();
        if (box.clickedButton() != revertButton) return;
    }
    QString error;
    if (!reloadDocument(document, &error)) {
        warn(tr("Cannot Revert"), error);
        return;
    }
    tell(tr("Reverted to %1.").arg(name));
}

bool FileActions::confirmClose(Document* document)
{
    if (document->isModified() && !document->isReadOnly()) {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
            tr("%1 has changes that are not saved.").arg(titleOf(document)),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("unsavedChanges"));
        box.setInformativeText(tr("Save them before closing?"));
        box.setDefaultButton(QMessageBox::Save);
        box.setEscapeButton(QMessageBox::Cancel);
        switch (box.exec()) {
        case QMessageBox::Save:
            if (!save(document)) return false;
            break;
        case QMessageBox::Discard:
            break;
        default:
            return false;
        }
    }
    // Closed on purpose: its autosave has nothing left to keep.
    m_autosave->forget(document);
    return true;
}

bool FileActions::exportImage(QString path, std::optional<ExportPng::Options> options)
{
    Document* document = m_window->currentDocument();
    if (!document) return false;
    if (!document->hasMap()) {
        warn(tr("Cannot Export"),
            tr("The rows of %1 do not form a map yet; see the diagnostics.").arg(titleOf(document)));
        return false;
    }
    if (path.isEmpty() || !options) {
        ExportPng dialog(document->maze(), path.isEmpty() ? suggestedPath(document, QStringLiteral("png")) : path,
            options.value_or(ExportPng::savedOptions()), m_window);
        if (dialog.exec() != QDialog::Accepted) return false;
        path = dialog.path();
        options = dialog.options();
        ExportPng::saveOptions(*options);
    }
    QString error;
    if (!ExportPng::write(document->maze(), *options, path, &error)) {
        warn(tr("Cannot Export"), error);
        return false;
    }
    tell(tr("Exported %1 (%2 x %3 pixels).")
             .arg(QDir::toNativeSeparators(path))
             .arg(document->maze().width() * options->scale)
             .arg(document->maze().height() * options->scale));
    return true;
}

bool FileActions::exportTiled(QString path)
{
    Document* document = m_window->currentDocument();
    if (!document) return false;
    if (!document->hasMap()) {
        warn(tr("Cannot Export"),
            tr("The rows of %1 do not form a map yet; see the diagnostics.").arg(titleOf(document)));
        return false;
    }
    if (path.isEmpty()) {
        path = m_window->choices()->savePath(m_window, tr("Export to Tiled"),
            suggestedPath(document, QStringLiteral("tmx")), tr("Tiled maps (*.tmx);;Tiled JSON maps (*.tmj)"));
        if (path.isEmpty()) return false;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".tmx");
    }
    // Tiled's own XML unless the name asks for its JSON.
    const bool json = tiled::spellingOf(path) == tiled::Spelling::Tmj;
    // The tileset's picture beside the map, named after it, as Tiled finds images relative to the map.
    const QFileInfo info(path);
    const QString imageName = info.completeBaseName() + QStringLiteral("-tiles.png");
    const QString imagePath = info.absolutePath() + QLatin1Char('/') + imageName;
    const tiled::Map map = tiled::mapOfLevel(document->maze(), imageName);
    QString error;
    if (!writePngOrSay(imagePath, tiled::tilesetImage(), &error)
        || !writeFileOrSay(path, json ? tiled::writeTmj(map) : tiled::writeTmx(map), &error)) {
        warn(tr("Cannot Export"), error);
        return false;
    }
    rememberFolder(path);
    tell(tr("Exported %1, with its tileset image %2.").arg(QDir::toNativeSeparators(path), imageName));
    return true;
}

bool FileActions::importTiled(QString path, bool quiet)
{
    if (path.isEmpty()) {
        const QStringList chosen = m_window->choices()->openPaths(
            m_window, tr("Import from Tiled"), lastFolder(), tr("Tiled maps (*.tmx *.tmj *.json);;All files (*)"));
        if (chosen.isEmpty()) return false;
        bool all = true;
        for (const QString& one : chosen) all = importTiled(one, quiet) && all;
        return all;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QString name = QDir::toNativeSeparators(absolute);
    QString error;
    const std::optional<Maze> maze = TiledImport(m_window).read(absolute, quiet, &error);
    if (!maze) {
        // (Nothing to say when the user cancelled a question.)
        if (!quiet && !error.isEmpty()) warn(tr("Cannot Import"), error);
        return false;
    }
    const QDir folder = QFileInfo(absolute).absoluteDir();
    auto* document = new Document;
    document->loadText(bytesOf(writeMaze(*maze)), QString());
    document->setProperty(
        kSuggestedPath, folder.filePath(QFileInfo(absolute).completeBaseName() + QStringLiteral(".maze")));
    m_window->addDocument(document, QFileInfo(absolute).completeBaseName());
    document->markUnsaved(); // the .maze it will be is not written yet
    m_recent->add(absolute);
    rememberFolder(absolute);
    tell(tr("Imported %1.").arg(name));
    return true;
}

bool FileActions::openLdtk(const QString& path, bool quiet)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QString error;
    const std::optional<std::vector<ldtk::ProjectLevel>> levels = LdtkImport(m_window).read(absolute, quiet, &error);
    if (!levels) {
        // (Nothing to say when the user cancelled a question.)
        if (!quiet && !error.isEmpty()) warn(tr("Cannot Open"), error);
        return false;
    }
    const QDir folder = QFileInfo(absolute).absoluteDir();
    for (const ldtk::ProjectLevel& level : *levels) {
        auto* document = new Document;
        document->loadText(bytesOf(writeMaze(level.maze)), QString());
        document->setProperty(kSuggestedPath, folder.filePath(level.identifier + QStringLiteral(".maze")));
        // Its tab says the level's name, as the project's "name" field (else its identifier) has it.
        m_window->addDocument(
            document, level.maze.name.empty() ? level.identifier : QString::fromStdString(level.maze.name));
        document->markUnsaved(); // the .maze it will be is not written yet
    }
    m_recent->add(absolute);
    rememberFolder(absolute);
    const QString name = QDir::toNativeSeparators(absolute);
    tell(levels->size() == 1 ? tr("Opened the level of %1.").arg(name)
                             : tr("Opened the %n levels of %1.", nullptr, static_cast<int>(levels->size())).arg(name));
    return true;
}

bool FileActions::exportLdtk(QString path, std::optional<bool> allLevels)
{
    Document* current = m_window->currentDocument();
    if (!current) return false;
    std::vector<Document*> documents;
    for (int i = 0; i < m_window->documentCount(); ++i) {
        Document* document = m_window->viewAt(i)->document();
        if (document && std::find(documents.begin(), documents.end(), document) == documents.end())
            documents.push_back(document);
    }
    if (!allLevels) {
        allLevels = false;
        if (documents.size() > 1) {
            QMessageBox box(QMessageBox::Question, tr("Export to LDtk"),
                tr("An LDtk project holds several levels. Write every open level into it, or only %1?")
                    .arg(titleOf(current)),
                QMessageBox::NoButton, m_window);
            box.setObjectName(QStringLiteral("ldtkLevels"));
            QPushButton* all = box.addButton(
                tr("&All %n Levels", nullptr, static_cast<int>(documents.size())), QMessageBox::AcceptRole);
            all->setObjectName(QStringLiteral("allLevels"));
            QPushButton* one = box.addButton(tr("&This Level"), QMessageBox::AcceptRole);
            one->setObjectName(QStringLiteral("thisLevel"));
            box.addButton(QMessageBox::Cancel);
            box.setDefaultButton(all);
            box.exec();
            if (box.clickedButton() != all && box.clickedButton() != one) return false;
            allLevels = box.clickedButton() == all;
        }
    }
    if (!*allLevels) documents = { current };
    std::vector<Maze> levels;
    for (Document* document : documents) {
        if (!document->hasMap()) {
            warn(tr("Cannot Export"),
                tr("The rows of %1 do not form a map yet; see the diagnostics.").arg(titleOf(document)));
            return false;
        }
        Maze maze = document->maze();
        // A level without a name is called in the project as its tab calls it.
        if (maze.name.empty()) maze.name = titleOf(document).toStdString();
        levels.push_back(std::move(maze));
    }
    if (path.isEmpty()) {
        path = m_window->choices()->savePath(m_window, tr("Export to LDtk"),
            suggestedPath(current, QStringLiteral("ldtk")), tr("LDtk projects (*.ldtk)"));
        if (path.isEmpty()) return false;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".ldtk");
    }
    QString error;
    if (!writeFileOrSay(path, ldtk::writeProject(levels), &error)) {
        warn(tr("Cannot Export"), error);
        return false;
    }
    rememberFolder(path);
    const QString name = QDir::toNativeSeparators(path);
    tell(levels.size() == 1 ? tr("Exported the level to %1.").arg(name)
                            : tr("Exported %n levels to %1.", nullptr, static_cast<int>(levels.size())).arg(name));
    return true;
}

bool FileActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_window) return false;
    auto droppable = [](const QMimeData* mime) {
        QStringList paths;
        if (!mime || !mime->hasUrls()) return paths;
        for (const QUrl& url : mime->urls()) {
            if (url.isLocalFile() && kindOf(url.toLocalFile()) != Kind::Other) paths << url.toLocalFile();
        }
        return paths;
    };
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (droppable(drag->mimeData()).isEmpty()) return false;
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const QStringList paths = droppable(drop->mimeData());
        if (paths.isEmpty()) return false;
        drop->acceptProposedAction();
        // Opened after the drop returns: a message box inside it would hold the other program's drag.
        QTimer::singleShot(0, this, [this, paths] {
            for (const QString& path : paths) openPath(path);
        });
        return true;
    }
    default:
        return false;
    }
}

} // namespace mazeworks

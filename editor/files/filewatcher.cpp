#include "filewatcher.h"

#include "document.h"
#include "file/filebytes.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>

namespace mazeworks {

namespace {

std::optional<QByteArray> readAll(const QString& path)
{
    FileContents<QByteArray> read = readFile(path);
    if (!read.ok()) return std::nullopt;
    return std::move(read.bytes);
}

QByteArray hashOf(const QByteArray& bytes) { return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256); }

} // namespace

FileWatcher::FileWatcher(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, &FileWatcher::checkPending);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FileWatcher::pathChanged);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &FileWatcher::pathChanged);
    connect(window, &MainWindow::documentAdded, this, [this](Document* document) { track(document); });
}

void FileWatcher::track(Document* document)
{
    remember(document, document->filePath());
    connect(document, &Document::filePathChanged, this, [this, document] { remember(document, document->filePath()); });
    // Saved (or undone back to its file): what is on disk may be what this editor just wrote.
    connect(document, &Document::modifiedChanged, this, [this, document](bool modified) {
        if (!modified) check(document);
    });
    connect(document, &QObject::destroyed, this, [this, document] {
        m_seen.remove(document);
        m_pending.remove(document);
    });
}

void FileWatcher::remember(Document* document, const QString& path)
{
    Seen seen;
    seen.path = path;
    if (!path.isEmpty()) {
        const QFileInfo info(path);
        seen.exists = info.isFile();
        if (seen.exists) {
            seen.size = info.size();
            seen.modified = info.lastModified();
            if (auto bytes = readAll(path)) seen.hash = hashOf(*bytes);
        }
        watchPath(path);
    }
    m_seen.insert(document, seen);
}

void FileWatcher::watchPath(const QString& path)
{
    const QFileInfo info(path);
    if (info.isFile() && !m_watcher.files().contains(path)) m_watcher.addPath(path);
    const QString folder = info.absolutePath();
    if (QFileInfo(folder).isDir() && !m_watcher.directories().contains(folder)) m_watcher.addPath(folder);
}

void FileWatcher::pathChanged(const QString& path)
{
    for (auto it = m_seen.cbegin(); it != m_seen.cend(); ++it) {
        if (it->path.isEmpty()) continue;
        if (it->path == path || QFileInfo(it->path).absolutePath() == path) m_pending.insert(it.key());
    }
    if (!m_pending.isEmpty()) m_settle.start();
}

void FileWatcher::checkPending()
{
    const QSet<Document*> pending = std::exchange(m_pending, {});
    for (Document* document : pending) {
        if (m_seen.contains(document)) check(document);
    }
}

void FileWatcher::check(Document* document)
{
    auto it = m_seen.find(document);
    if (it == m_seen.end() || it->path.isEmpty()) return;
    if (m_asking) {
        m_pending.insert(document);
        return;
    }
    const QString path = it->path;
    const QString name = QDir::toNativeSeparators(path);
    watchPath(path); // a file replaced by a rename is no longer watched
    const QFileInfo info(path);
    if (!info.isFile()) {
        if (it->exists) {
            it->exists = false;
            // Maybe an editor halfway through a rename: it is looked at again if it comes back.
            if (!document->isReadOnly()) document->undoStack()->resetClean();
            tell(tr("%1 was deleted or moved by another program. The level stays open; save it to write it again.")
                     .arg(name));
        }
        return;
    }
    if (it->exists && info.size() == it->size && info.lastModified() == it->modified) return;
    const std::optional<QByteArray> bytes = readAll(path);
    if (!bytes) return;
    const QByteArray hash = hashOf(*bytes);
    const bool sameAsSeen = hash == it->hash;
    it->exists = true;
    it->size = info.size();
    it->modified = info.lastModified();
    it->hash = hash;
    // The same bytes again (a touch, a file put back), or what this editor itself just saved.
    if (sameAsSeen || (!document->isReadOnly() && *bytes == document->text())) return;

    if (document->isModified()) {
        QPointer<Document> guard(document);
        m_asking = true;
        const bool reloadIt = askReload ? askReload(document) : defaultAskReload(document);
        m_asking = false;
        if (!m_pending.isEmpty()) m_settle.start();
        if (!guard) return;
        if (!reloadIt) {
            tell(tr("Kept your version of %1; saving it writes over the other program's.").arg(name));
            return;
        }
    }
    QString error;
    if (!reload || !reload(document, &error)) {
        // The level stays as it was; that it now differs from its file is said by the mark.
        if (!document->isReadOnly()) document->undoStack()->resetClean();
        tell(tr("%1 changed on disk but cannot be read again: %2").arg(name, error));
        return;
    }
    tell(tr("%1 changed on disk and was reloaded.").arg(name));
    emit reloaded(document);
}

bool FileWatcher::defaultAskReload(Document* document)
{
    QMessageBox box(QMessageBox::Warning, tr("Level Changed on Disk"),
        tr("%1 was changed by another program, and your changes to it are not saved.")
            .arg(QDir::toNativeSeparators(document->filePath())),
        QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("changedOnDisk"));
    box.setInformativeText(tr("Reload it, and lose your changes? Or keep your version, and write it over the "
                              "other program's when you save?"));
    QPushButton* reloadButton = box.addButton(tr("Reload"), QMessageBox::DestructiveRole);
    QPushButton* keepButton = box.addButton(tr("Keep My Version"), QMessageBox::RejectRole);
    reloadButton->setObjectName(QStringLiteral("reload"));
    keepButton->setObjectName(QStringLiteral("keep"));
    box.setDefaultButton(keepButton);
    box.setEscapeButton(keepButton);
    box.exec();
    return box.clickedButton() == reloadButton;
}

void FileWatcher::tell(const QString& message) { m_window->statusBar()->showMessage(message, 10000); }

} // namespace mazeworks

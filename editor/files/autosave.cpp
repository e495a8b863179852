#include "autosave.h"

#include "document.h"
#include "file/filebytes.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStringDecoder>
#include <QTabWidget>
#include <QUuid>

namespace mazeworks {

namespace {

const QString kFormat = QStringLiteral("mazeworks-autosave");
const QString kLockName = QStringLiteral("session.lock");

// Only QLockFile's check that the owner still runs: the age test would take a session that
// has been open for half a minute for a dead one.
std::unique_ptr<QLockFile> sessionLock(const QString& folder)
{
    auto lock = std::make_unique<QLockFile>(folder + QLatin1Char('/') + kLockName);
    lock->setStaleLockTime(0);
    return lock;
}

std::optional<Autosave::Entry> readEntry(const QString& file)
{
    const FileContents<QByteArray> in = readFile(file);
    if (!in.ok()) return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(in.bytes).object();
    if (o.value(QStringLiteral("format")).toString() != kFormat) return std::nullopt;
    Autosave::Entry entry;
    entry.file = file;
    entry.path = o.value(QStringLiteral("path")).toString();
    entry.title = o.value(QStringLiteral("title")).toString();
    entry.time = QDateTime::fromString(o.value(QStringLiteral("time")).toString(), Qt::ISODate);
    if (o.contains(QStringLiteral("base64"))) {
        entry.text = QByteArray::fromBase64(o.value(QStringLiteral("base64")).toString().toLatin1());
    } else {
        entry.text = o.value(QStringLiteral("text")).toString().toUtf8();
    }
    return entry;
}

} // namespace

Autosave::Autosave(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    m_timer.setInterval(kDefaultInterval);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_timer.start();
    connect(window, &MainWindow::documentAdded, this, [this](Document* document) { track(document); });
}

Autosave::~Autosave()
{
    // The files stay: a window that goes without closing its documents (a crash, or a quit
    // that skipped the questions) leaves them to be offered next time. The lock goes with it.
    release();
}

QString Autosave::root()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

void Autosave::setInterval(int milliseconds) { m_timer.start(milliseconds); }

void Autosave::track(Document* document)
{
    m_tracked.insert(document, Tracked {});
    auto changed = [this, document] {
        auto it = m_tracked.find(document);
        if (it != m_tracked.end()) it->dirty = true;
    };
    connect(document, &Document::tilesChanged, this, changed);
    connect(document, &Document::placesChanged, this, changed);
    connect(document, &Document::mapReset, this, changed);
    connect(document, &Document::modifiedChanged, this, [this, document, changed](bool modified) {
        // Saved, or undone back to what is in its file: nothing left to lose.
        if (modified)
            changed();
        else
            forget(document);
    });
    connect(document, &QObject::destroyed, this, [this, document] { m_tracked.remove(document); });
}

QString Autosave::titleOf(Document* document) const
{
    if (!document->filePath().isEmpty()) return document->displayName();
    for (int i = 0; i < m_window->documentCount(); ++i) {
        MapView* view = m_window->viewAt(i);
        if (view && view->document() == document) {
            const QString title = view->property("title").toString();
            return title.isEmpty() ? document->displayName() : title;
        }
    }
    return document->displayName();
}

bool Autosave::ensureSession()
{
    if (m_lock && m_lock->isLocked()) return true;
    const QString folder = root() + QLatin1Char('/') + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!QDir().mkpath(folder)) return false;
    auto lock = sessionLock(folder);
    if (!lock->tryLock(0)) return false;
    m_folder = folder;
    m_lock = std::move(lock);
    return true;
}

bool Autosave::write(Document* document, Tracked& tracked)
{
    if (!ensureSession()) return false;
    if (tracked.file.isEmpty()) tracked.file = m_folder + QStringLiteral("/level-%1.json").arg(++m_next);
    const QByteArray text = document->text();
    QJsonObject o {
        { QStringLiteral("format"), kFormat },
        { QStringLiteral("version"), 1 },
        { QStringLiteral("path"), document->filePath() },
        { QStringLiteral("title"), titleOf(document) },
        { QStringLiteral("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) },
    };
    // A level is UTF-8 text; anything else is kept byte for byte all the same.
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString asText = decoder.decode(text);
    if (decoder.hasError())
        o.insert(QStringLiteral("base64"), QString::fromLatin1(text.toBase64()));
    else
        o.insert(QStringLiteral("text"), asText);
    if (writeFileAtomically(tracked.file, QJsonDocument(o).toJson(QJsonDocument::Indented))) return false;
    tracked.dirty = false;
    return true;
}

void Autosave::saveNow()
{
    for (auto it = m_tracked.begin(); it != m_tracked.end(); ++it) {
        Document* document = it.key();
        if (!it->dirty || !document->isModified() || document->isReadOnly()) continue;
        // A failed autosave is tried again next time; the level itself is still in memory.
        write(document, it.value());
    }
}

QString Autosave::fileOf(Document* document) const
{
    const auto it = m_tracked.find(document);
    return it == m_tracked.end() ? QString() : it->file;
}

void Autosave::forget(Document* document)
{
    auto it = m_tracked.find(document);
    if (it == m_tracked.end()) return;
    if (!it->file.isEmpty()) QFile::remove(it->file);
    it->file.clear();
    it->dirty = false;
}

QList<Autosave::Entry> Autosave::orphans()
{
    QList<Entry> entries;
    const QDir all(root());
    for (const QString& name : all.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString folder = all.filePath(name);
        if (folder == m_folder) continue;
        bool claimed = false;
        for (const auto& [path, lock] : m_claimed) claimed = claimed || path == folder;
        if (claimed) continue;
        auto lock = sessionLock(folder);
        if (!lock->tryLock(0)) continue; // an editor running now
        const QStringList files = QDir(folder).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        for (const QString& file : files) {
            if (auto entry = readEntry(QDir(folder).filePath(file))) entries.append(*entry);
        }
        m_claimed.emplace_back(folder, std::move(lock));
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.time < b.time; });
    return entries;
}

int Autosave::recover(const QList<Entry>& entries)
{
    int opened = 0;
    for (const Entry& entry : entries) {
        auto* document = new Document;
        document->loadText(entry.text, entry.path);
        const QString title = entry.title.isEmpty() ? document->displayName() : entry.title;
        m_window->addDocument(document, title);
        // It differs from its file (or has none): unsaved, as it was when the session ended.
        document->markUnsaved();
        m_tracked[document].dirty = true;
        ++opened;
    }
    // Safe in this session's folder before the old copies go.
    saveNow();
    discard(entries);
    return opened;
}

void Autosave::discard(const QList<Entry>& entries)
{
    for (const Entry& entry : entries) QFile::remove(entry.file);
    removeClaimedFolders();
}

void Autosave::removeClaimedFolders()
{
    for (auto& [folder, lock] : m_claimed) {
        const bool empty = QDir(folder).entryList({ QStringLiteral("*.json") }, QDir::Files).isEmpty();
        lock->unlock();
        // A folder still holding files (one that could not be read) is kept for a later look.
        if (empty) QDir(folder).removeRecursively();
    }
    m_claimed.clear();
}

void Autosave::release()
{
    for (auto& [folder, lock] : m_claimed) lock->unlock();
    m_claimed.clear();
}

void Autosave::offerRecovery()
{
    const QList<Entry> entries = orphans();
    if (entries.isEmpty()) {
        removeClaimedFolders(); // empty folders of sessions that crashed with nothing unsaved
        return;
    }
    switch (ask ? ask(entries) : askWithMessageBox(entries)) {
    case Choice::Recover:
        recover(entries);
        break;
    case Choice::Discard:
        discard(entries);
        break;
    case Choice::Later:
        release();
        break;
    }
}

Autosave::Choice Autosave::askWithMessageBox(const QList<Entry>& entries)
{
    QStringList lines;
    for (const Entry& entry : entries) {
        const QString when = QLocale().toString(entry.time.toLocalTime(), QLocale::ShortFormat);
        lines << (entry.path.isEmpty()
                ? tr("%1, autosaved %2").arg(entry.title, when)
                : tr("%1 (%2), autosaved %3").arg(entry.title, QDir::toNativeSeparators(entry.path), when));
    }
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Levels"),
        tr("Mazeworks ended without saving %n level(s). Recover them from their autosaves?", nullptr,
            static_cast<int>(entries.size())),
        QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("recoverAutosaves"));
    box.setInformativeText(lines.join(QLatin1Char('\n')));
    QPushButton* recoverButton = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    QPushButton* laterButton = box.addButton(tr("Not Now"), QMessageBox::RejectRole);
    recoverButton->setObjectName(QStringLiteral("recover"));
    discardButton->setObjectName(QStringLiteral("discard"));
    laterButton->setObjectName(QStringLiteral("later"));
    box.setDefaultButton(recoverButton);
    box.setEscapeButton(laterButton);
    box.exec();
    if (box.clickedButton() == recoverButton) return Choice::Recover;
    if (box.clickedButton() == discardButton) return Choice::Discard;
    return Choice::Later;
}

} // namespace mazeworks

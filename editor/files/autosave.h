#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;

namespace mazeworks {

class Document;
class MainWindow;

// Writes each level with unsaved changes, every minute, to the application data folder
// (AppDataLocation/autosave), so that a crash loses at most a minute of work. Each session
// writes into a folder of its own that it holds with a lock file; a folder whose lock no
// running editor holds was left by a crash, and its levels are offered back at start-up.
// A document's autosave goes when it is saved, undone back to its file, or closed cleanly.
class Autosave : public QObject {
    Q_OBJECT

public:
    static constexpr int kDefaultInterval = 60 * 1000;

    // One level left by a session that ended without closing it.
    struct Entry {
        QString file; // the autosave
        QString path; // the level's own file, empty when it had none yet
        QString title; // its tab's title
        QDateTime time;
        QByteArray text;
    };
    enum class Choice { Recover, Discard, Later };

    explicit Autosave(MainWindow* window);
    ~Autosave() override;

    // Milliseconds between autosaves; tests make it short.
    void setInterval(int milliseconds);
    int interval() const { return m_timer.interval(); }

    // Writes every level changed since its last autosave, now.
    void saveNow();
    // The autosave of a document, empty when it has none.
    QString fileOf(Document* document) const;
    // The document was saved or closed on purpose: its autosave goes.
    void forget(Document* document);

    // Where all sessions keep their autosaves.
    static QString root();
    QString sessionFolder() const { return m_folder; }

    // The levels of sessions that ended without closing them; their folders are claimed by this
    // session (so that a second editor starting now does not offer them too) until released.
    QList<Entry> orphans();
    // Opens each entry as a modified document with its original path, autosaves it in this
    // session and removes the old autosaves; the number opened.
    int recover(const QList<Entry>& entries);
    // Removes the autosaves of the entries.
    void discard(const QList<Entry>& entries);
    // Lets the claimed folders go, untouched, to be offered again next time.
    void release();

    // At start-up: asks what to do with the orphans (Recover, Discard, or decide later).
    void offerRecovery();
    // How offerRecovery() asks; by default a message box listing the levels.
    std::function<Choice(const QList<Entry>&)> ask;

private:
    struct Tracked {
        QString file;
        bool dirty = false;
    };
    void track(Document* document);
    bool write(Document* document, Tracked& tracked);
    bool ensureSession();
    QString titleOf(Document* document) const;
    Choice askWithMessageBox(const QList<Entry>& entries);
    void removeClaimedFolders();

    MainWindow* m_window;
    QTimer m_timer;
    QString m_folder; // this session's, made with its lock on the first autosave
    std::unique_ptr<QLockFile> m_lock;
    QHash<Document*, Tracked> m_tracked;
    int m_next = 0;
    // The folders of crashed sessions being recovered, each held by its lock.
    std::vector<std::pair<QString, std::unique_ptr<QLockFile>>> m_claimed;
};

} // namespace mazeworks

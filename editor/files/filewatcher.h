#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <functional>

namespace mazeworks {

class Document;
class MainWindow;

// Notices when another program changes the file of an open level. A level without unsaved
// changes is reloaded at once, with a word in the status bar: that is what Tiled and Qt
// Creator do, and nothing can be lost by it (the old text is what was on disk). A level with
// unsaved changes is never replaced without asking. Editors that save by writing a new file
// and renaming it over the old one are noticed too (the folder is watched as well).
class FileWatcher : public QObject {
    Q_OBJECT

public:
    explicit FileWatcher(MainWindow* window);

    // Reads the document's file again; set by the file handling, which knows the formats.
    std::function<bool(Document*, QString* error)> reload;
    // Asked when a level with unsaved changes changed on disk: true to reload it. By default a
    // message box.
    std::function<bool(Document*)> askReload;

    // Compares the document's file with what was last seen of it and acts on a change.
    void check(Document* document);

signals:
    // The document was read again from its changed file.
    void reloaded(mazeworks::Document* document);

private:
    struct Seen {
        QString path;
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        QByteArray hash;
    };
    void track(Document* document);
    void remember(Document* document, const QString& path);
    void watchPath(const QString& path);
    void pathChanged(const QString& path);
    void checkPending();
    bool defaultAskReload(Document* document);
    void tell(const QString& message);

    MainWindow* m_window;
    QFileSystemWatcher m_watcher;
    QHash<Document*, Seen> m_seen;
    QSet<Document*> m_pending;
    // Editors write in several steps: the check waits until they are done.
    QTimer m_settle;
    bool m_asking = false;
};

} // namespace mazeworks

#pragma once

#include "exportpng.h"
#include "maze/maze.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QAction;

namespace mazeworks {

class Autosave;
class Document;
class FileWatcher;
class MainWindow;
class RecentFiles;

// The File menu's work, and everything that keeps levels from being lost: open (also Moving AI
// .map grids, read-only, and Tiled maps), open recent, save, save as, revert, the question
// about unsaved changes on closing, autosave and recovery, files changed on disk, files
// dropped on the window, export as a PNG image and to Tiled's JSON map format, import from it;
// LDtk projects opened a tab a level, and levels exported as one.
class FileActions : public QObject {
    Q_OBJECT

public:
    explicit FileActions(MainWindow* window);

    // Opens a file by its kind: a .maze level, a Moving AI .map grid (read-only, a pathfinding
    // grid), a Tiled map (.tmx, .tmj, .json). A file already open is brought forward. False when
    // it cannot be opened (said in a message box unless `quiet`).
    bool openPath(const QString& path, bool quiet = false);
    void open();
    // Opens a recent file; one no longer there leaves the list, with a word why.
    bool openRecent(const QString& path);

    // Saves the current level (Save As when it has no .maze file yet); false when it was not
    // saved, which a message box has said why, and the level is still there, unsaved.
    bool save();
    bool saveAs();
    bool save(Document* document);
    // Saves to `path`, or to a file asked for when `path` is empty.
    bool saveAs(Document* document, QString path = QString());
    // Reads the current level's file again, asking first when that loses changes.
    void revert();
    // Reads a document's file again by its kind; false with the reason.
    bool reloadDocument(Document* document, QString* error);
    // Asked before a document goes: Save, Discard or Cancel when it has unsaved changes.
    bool confirmClose(Document* document);

    // The whole current level as a PNG image; with no path, the export dialog asks.
    bool exportImage(QString path = QString(), std::optional<ExportPng::Options> options = std::nullopt);
    // The current level as a Tiled map, .tmx (Tiled's own) or .tmj by the name chosen, with its
    // tileset image beside it.
    bool exportTiled(QString path = QString());
    // A Tiled map as a new, untitled level (tiledimport.h); with no path, a file dialog asks.
    bool importTiled(QString path = QString(), bool quiet = false);
    // The levels of an LDtk project, each a new, untitled level in a tab of its own (ldtkimport.h).
    bool openLdtk(const QString& path, bool quiet = false);
    // The current level, or every open level, as one LDtk project; with no path, a file dialog
    // asks, and when several levels are open, whether to write them all.
    bool exportLdtk(QString path = QString(), std::optional<bool> allLevels = std::nullopt);
    // A Moving AI grid as a read-only level: blocked cells are walls, open ones floor.
    bool openMovingAi(const QString& path, QString* error);

    RecentFiles* recentFiles() const { return m_recent; }
    Autosave* autosave() const { return m_autosave; }
    FileWatcher* fileWatcher() const { return m_watcher; }

protected:
    // Files dragged onto the window.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool write(Document* document, const QString& path);
    enum class Kind { Maze, MovingAi, Tiled, Ldtk, Other };
    static Kind kindOf(const QString& path);
    std::optional<Maze> readMovingAi(const QString& path, QString* error);
    Document* openDocument(const QString& absolutePath) const;
    QString titleOf(Document* document) const;
    QString suggestedPath(Document* document, const QString& suffix) const;
    QString lastFolder() const;
    void rememberFolder(const QString& path);
    void warn(const QString& title, const QString& text);
    void tell(const QString& message);
    void updateActions();
    void createActions();

    MainWindow* m_window;
    RecentFiles* m_recent = nullptr;
    Autosave* m_autosave = nullptr;
    FileWatcher* m_watcher = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_revert = nullptr;
    QAction* m_exportImage = nullptr;
    QAction* m_exportTiled = nullptr;
    QAction* m_exportLdtk = nullptr;
};

} // namespace mazeworks

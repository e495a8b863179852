// The File menu as a designer uses it: open, edit, save, reopen; saving where nothing can be
// written; the question on closing; revert; recent files; Moving AI maps read-only; files
// dropped on the window; PNG export; files changed on disk; the language.

#include "editor/editorfixture.h"
#include "modaldialogs.h"
#include "testmaps.h"

#include "autosave.h"
#include "choices.h"
#include "document.h"
#include "editorapp.h"
#include "exportpng.h"
#include "fileactions.h"
#include "filewatcher.h"
#include "mainwindow.h"
#include "mapview.h"
#include "recentfiles.h"
#include "settingsactions.h"
#include "toolsdock.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <cerrno>
#include <cstring>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mazeworks;

namespace {

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

void paint(Document* document, Cell cell, Tile tile)
{
    MazeEdit edit;
    edit.setTile(document->maze(), cell, tile);
    document->edit(edit, QStringLiteral("Paint"));
    document->endGesture();
}

QAction* actionNamed(MainWindow* window, const QString& name)
{
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->objectName() == name) return action;
    }
    return nullptr;
}

} // namespace

class TstFiles : public test::EditorTest {
    Q_OBJECT

public:
    TstFiles()
        : EditorTest(QSize(1000, 800))
    {
    }

private:
    FileActions* m_files = nullptr;
    std::unique_ptr<QTemporaryDir> m_dir;

    // A copy of a shipped level in this test's folder, to be changed at will.
    QString copyLevel(const QString& name, const QString& as = QString())
    {
        const QString path = m_dir->filePath(as.isEmpty() ? name : as);
        QFile::remove(path);
        if (!QFile::copy(test::resource(QStringLiteral("levels/") + name), path)) return {};
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        return path;
    }

    QString tabText() const { return m_window->tabs()->tabText(m_window->tabs()->currentIndex()); }

    // A shortcut as the user presses it; the window is made active first, as a closed message
    // box does not always give the activation back on the offscreen platform.
    void press(const QKeySequence& keys)
    {
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keySequence(m_window.get(), keys);
    }
    void press(QKeySequence::StandardKey key) { press(QKeySequence(key)); }

    void prepare() override
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_files = m_window->findChild<FileActions*>();
        QVERIFY(m_files);
    }

private slots:
    void aLevelSavedWithoutChangesIsTheSameFileByteForByte()
    {
        const QString path = copyLevel(QStringLiteral("classic.maze"));
        const QByteArray before = readBytes(path);
        QVERIFY(m_files->openPath(path));
        press(QKeySequence::Save);
        QCOMPARE(readBytes(path), before);
        QVERIFY(!m_window->currentDocument()->isModified());
    }

    void aLevelEditedSavedAndReopenedKeepsEveryLineThatDidNotChange()
    {
        const QString path = copyLevel(QStringLiteral("classic.maze"));
        const QList<QByteArray> before = readBytes(path).split('\n');
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        paint(document, { 1, 1 }, Tile::Wall);
        QVERIFY(document->isModified());
        QVERIFY(tabText().endsWith(QStringLiteral(" *")));
        press(QKeySequence::Save);
        QVERIFY(!document->isModified());
        QCOMPARE(tabText(), QStringLiteral("classic.maze"));

        const QList<QByteArray> after = readBytes(path).split('\n');
        QCOMPARE(after.size(), before.size());
        QStringList changed;
        for (int i = 0; i < before.size(); ++i) {
            if (before[i] != after[i]) changed << QString::fromUtf8(after[i]);
        }
        QCOMPARE(changed, QStringList { QStringLiteral("row XX...........X............X") });

        // Reopened in a new window, it is the edited level.
        const Maze edited = document->maze();
        newWindow();
        m_files = m_window->findChild<FileActions*>();
        QVERIFY(m_files->openPath(path));
        QCOMPARE(m_window->currentDocument()->maze(), edited);
        QVERIFY(m_window->currentDocument()->diagnostics().empty());
    }

    void savingWhereNothingCanBeWrittenSaysWhereAndWhyAndLosesNothing_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("reason");
        // Tests run as root, whom folder permissions do not stop: a path under a regular file
        // and a folder in place of the file cannot be written by anyone.
        QTest::newRow("under a file") << QStringLiteral("a-file/level.maze") << QStringLiteral("cannot be written");
        QTest::newRow("over a folder") << QStringLiteral("a-folder.maze") << QStringLiteral("cannot be written");
        QTest::newRow("in /proc") << QStringLiteral("/proc/level.maze") << QStringLiteral("cannot be written");
    }

    void savingWhereNothingCanBeWrittenSaysWhereAndWhyAndLosesNothing()
    {
        QFETCH(QString, target);
        QFETCH(QString, reason);
        writeBytes(m_dir->filePath(QStringLiteral("a-file")), "not a folder\n");
        QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("a-folder.maze")));
        const QString bad = target.startsWith(QLatin1Char('/')) ? target : m_dir->filePath(target);

        const QString path = copyLevel(QStringLiteral("small.maze"));
        const QByteArray original = readBytes(path);
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        paint(document, { 1, 1 }, Tile::Dot);
        const Maze edited = document->maze();

        m_window->choices()->answers.savePath = [&](const QString&, const QString&, const QString&) { return bad; };
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        press(QKeySequence(QStringLiteral("Ctrl+Shift+S")));
        QVERIFY2(said.contains(QDir::toNativeSeparators(bad)), qPrintable(said));
        QVERIFY2(said.contains(reason), qPrintable(said));
        // The reason from the system follows the colon.
        QVERIFY2(said.section(QStringLiteral(": "), 1).trimmed().size() > 3, qPrintable(said));

        QVERIFY(document->isModified());
        QCOMPARE(document->filePath(), path);
        QCOMPARE(document->maze(), edited);
        QVERIFY(tabText().endsWith(QStringLiteral(" *")));
        QCOMPARE(readBytes(path), original);
        QVERIFY(QFileInfo(m_dir->filePath(QStringLiteral("a-folder.maze"))).isDir());
        QVERIFY(QFileInfo(m_dir->filePath(QStringLiteral("a-file"))).isFile());
    }

    void savingOntoAFullDiskKeepsTheFileAndTheEdits_data()
    {
        QTest::addColumn<int>("free");
        QTest::newRow("nothing free") << 0;
        QTest::newRow("4 KiB free for a 7 KiB level") << 4096;
    }

    // The steps: a level on a 64 KiB file system, the disk filled, a tile painted,
    // Ctrl+S. The file stayed whole, the save says why it failed, the edits stay.
    void savingOntoAFullDiskKeepsTheFileAndTheEdits()
    {
        QFETCH(int, free);
        if (::geteuid() != 0) QSKIP("mounting a small file system needs root (CI runs as root)");
        const QString disk = m_dir->filePath(QStringLiteral("disk"));
        QVERIFY(QDir().mkpath(disk));
        QVERIFY2(::mount("tmpfs", disk.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") == 0, std::strerror(errno));
        const auto unmount = qScopeGuard([&] { ::umount2(disk.toLocal8Bit().constData(), MNT_DETACH); });
        // small.maze with the designer's notes below it: 7,286 bytes, as in the issue.
        const QString path = disk + QStringLiteral("/l.maze");
        QByteArray original = readBytes(test::resource(QStringLiteral("levels/small.maze")));
        while (original.size() < 7286) original += "# a note on the level, kept by every save\n";
        original.truncate(7285);
        original += '\n';
        writeBytes(path, original);
        QVERIFY(m_files->openPath(path));
        {
            QFile fill(disk + QStringLiteral("/fill"));
            QVERIFY(fill.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
            const QByteArray block(1024, 'z');
            while (fill.write(block) == block.size()) { }
            QVERIFY(fill.resize(qMax<qint64>(0, fill.size() - free)));
        }
        Document* document = m_window->currentDocument();
        paint(document, { 1, 1 }, Tile::Wall);
        const Maze edited = document->maze();

        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        press(QKeySequence::Save);
        QVERIFY2(said.contains(QDir::toNativeSeparators(path)), qPrintable(said));
        QVERIFY2(said.contains(QString::fromLocal8Bit(std::strerror(ENOSPC))), qPrintable(said));
        QVERIFY(!m_window->statusBar()->currentMessage().contains(QStringLiteral("Saved")));
        QCOMPARE(readBytes(path), original);
        QVERIFY(document->isModified());
        QTest::qWait(300); // what the file watcher would have seen, had the file changed
        QCOMPARE(m_window->currentDocument(), document);
        QCOMPARE(document->maze(), edited);

        // Room again: the same Ctrl+S saves the edits.
        QVERIFY(QFile::remove(disk + QStringLiteral("/fill")));
        press(QKeySequence::Save);
        QVERIFY(!document->isModified());
        QVERIFY(readBytes(path) != original);
        QCOMPARE(readBytes(path), document->text());
    }

    void aDeviceThatNeverEndsIsRefusedAtOnceWithItsName_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
        QTest::newRow("/dev/urandom as a .maze") << QStringLiteral("/dev/urandom");
    }

    // `mazeworks /dev/zero` read until memory ran out.
    void aDeviceThatNeverEndsIsRefusedAtOnceWithItsName()
    {
        QFETCH(QString, path);
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!m_window->openFile(path));
        QVERIFY2(said.contains(path + QStringLiteral(" is a device, not a file")), qPrintable(said));
        QCOMPARE(m_window->documentCount(), 0);
    }

    // From issue 29: opening a file that cannot be read, with no level open, left a blank grey
    // centre and the Tools panel's buttons on. The error names the file and what is wrong; the
    // centre says no level is open and offers New and Open; the tools wait for a level.
    void aFailedOpenWithNoLevelShowsTheEmptyPageAndNoTools_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("problem");
        QTest::newRow("missing") << QStringLiteral("gone.maze") << QByteArray() << QString();
        QTest::newRow("binary") << QStringLiteral("picture.maze") << QByteArray("\x89PNG\r\n\x1a\n\xff\xfe\x00\x01", 12)
                                << QStringLiteral("is not UTF-8 text");
    }
    void aFailedOpenWithNoLevelShowsTheEmptyPageAndNoTools()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        const QString path = m_dir->filePath(name);
        if (!bytes.isEmpty()) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        QCOMPARE(m_window->documentCount(), 0);
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!m_files->openPath(path));
        QVERIFY2(said.contains(QDir::toNativeSeparators(path)), qPrintable(said));
        if (!problem.isEmpty()) QVERIFY2(said.contains(problem), qPrintable(said));
        QCOMPARE(m_window->documentCount(), 0);

        auto* page = m_window->findChild<QWidget*>(QStringLiteral("noLevelPage"));
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        for (const char* button : { "noLevelNew", "noLevelOpen" }) {
            auto* b = page->findChild<QAbstractButton*>(QLatin1String(button));
            QVERIFY2(b && b->isVisible() && b->isEnabled(), button);
        }
        auto toolButtonsOn = [this] {
            int on = 0;
            for (const QToolButton* b : m_window->findChild<ToolsDock*>()->findChildren<QToolButton*>())
                on += b->isVisible() && b->isEnabled() ? 1 : 0;
            return on;
        };
        QCOMPARE(toolButtonsOn(), 0);

        // A level opened: its map in place of the page, and the tools on.
        m_window->openClassic();
        QTRY_VERIFY(!page->isVisible());
        QVERIFY(m_window->currentView()->isVisible());
        QVERIFY(toolButtonsOn() > 0);
        // Closed: the page again.
        QVERIFY(m_window->closeCurrent());
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(toolButtonsOn(), 0);
    }

    // A FIFO that no program writes to made the editor wait, forever, before its window
    // appeared; a wait here would never return (and QTest ends the test after 5 minutes).
    void aFifoWithNoWriterOpensAtOnceAsAnEmptyLevel()
    {
        const QString fifo = m_dir->filePath(QStringLiteral("pipe.maze"));
        QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
        QVERIFY(m_files->openPath(fifo));
        QCOMPARE(m_window->documentCount(), 1);
        QVERIFY(!m_window->currentDocument()->maze().hasMap());
    }

    void closingALevelWithUnsavedChangesAsksSaveDiscardOrCancel()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        const QByteArray original = readBytes(path);
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        paint(document, { 1, 1 }, Tile::Dot);

        QString said;
        test::answerMessageBox(QMessageBox::Cancel, &said);
        press(QKeySequence(Qt::CTRL | Qt::Key_W)); // Close
        QVERIFY2(said.contains(QStringLiteral("small.maze")), qPrintable(said));
        QCOMPARE(m_window->documentCount(), 1);

        test::answerMessageBox(QMessageBox::Save);
        press(QKeySequence(Qt::CTRL | Qt::Key_W)); // Close
        QCOMPARE(m_window->documentCount(), 0);
        QVERIFY(readBytes(path) != original);
        QCOMPARE(readBytes(path).split('\n').value(3), QByteArray("row X......oX"));

        QVERIFY(m_files->openPath(path));
        paint(m_window->currentDocument(), { 2, 1 }, Tile::Wall);
        const QByteArray saved = readBytes(path);
        test::answerMessageBox(QMessageBox::Discard);
        press(QKeySequence(Qt::CTRL | Qt::Key_W)); // Close
        QCOMPARE(m_window->documentCount(), 0);
        QCOMPARE(readBytes(path), saved);
    }

    void closingTheWindowAsksAboutEachUnsavedLevelAndCancelKeepsItOpen()
    {
        m_window->openClassic();
        paint(m_window->currentDocument(), { 1, 1 }, Tile::Wall);
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(m_files->openPath(path));
        QCOMPARE(m_window->documentCount(), 2);

        // The small level (not modified) goes without a question; the classic one asks.
        QString said;
        test::answerMessageBox(QMessageBox::Cancel, &said);
        QVERIFY(!m_window->close());
        QVERIFY(said.contains(QStringLiteral("classic.maze")));
        QVERIFY(m_window->isVisible());
        QCOMPARE(m_window->documentCount(), 1);
        QVERIFY(m_window->currentDocument()->isModified());

        test::answerMessageBox(QMessageBox::Discard);
        QVERIFY(m_window->close());
        QCOMPARE(m_window->documentCount(), 0);
    }

    void saveOnALevelWithoutAFileAsksWhereAndCancellingKeepsItUnsaved()
    {
        m_window->openClassic();
        Document* document = m_window->currentDocument();
        paint(document, { 1, 1 }, Tile::Wall);
        QString suggested;
        m_window->choices()->answers.savePath = [&](const QString&, const QString& proposed, const QString&) {
            suggested = proposed;
            return QString();
        };
        press(QKeySequence::Save);
        QVERIFY2(suggested.endsWith(QStringLiteral("/classic.maze")), qPrintable(suggested));
        QVERIFY(document->isModified());

        const QString target = m_dir->filePath(QStringLiteral("mine"));
        m_window->choices()->answers.savePath = [&](const QString&, const QString&, const QString&) { return target; };
        press(QKeySequence::Save);
        QVERIFY(!document->isModified());
        QCOMPARE(document->filePath(), target + QStringLiteral(".maze"));
        QCOMPARE(tabText(), QStringLiteral("mine.maze"));
        QCOMPARE(m_files->recentFiles()->paths().value(0), target + QStringLiteral(".maze"));
    }

    void revertAsksFirstAndThenReadsTheFileAgain()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        const Maze original = document->maze();
        paint(document, { 1, 1 }, Tile::Dot);

        QString said;
        test::answerMessageBox(QMessageBox::Cancel, &said);
        actionNamed(m_window.get(), QStringLiteral("revert"))->trigger();
        QVERIFY2(said.contains(QStringLiteral("small.maze")), qPrintable(said));
        QVERIFY(document->isModified());

        test::answerMessageBox(QStringLiteral("revert"));
        actionNamed(m_window.get(), QStringLiteral("revert"))->trigger();
        QVERIFY(!document->isModified());
        QCOMPARE(document->maze(), original);
    }

    void recentFilesKeepTheLastTenNewestFirstAndGreyTheMissing()
    {
        QStringList paths;
        for (int i = 0; i < 12; ++i) {
            paths << copyLevel(QStringLiteral("small.maze"), QStringLiteral("level-%1.maze").arg(i));
            QVERIFY(m_files->openPath(paths.last()));
        }
        RecentFiles* recent = m_files->recentFiles();
        QCOMPARE(recent->paths().size(), RecentFiles::kMaxFiles);
        QCOMPARE(recent->paths().first(), paths.last());
        QVERIFY(!recent->paths().contains(paths.first()));

        // Kept for the next session.
        newWindow();
        m_files = m_window->findChild<FileActions*>();
        recent = m_files->recentFiles();
        QCOMPARE(recent->paths().first(), paths.last());

        QFile::remove(paths.last());
        auto* menu = m_window->findChild<QMenu*>(QStringLiteral("recentMenu"));
        QVERIFY(menu);
        emit menu->aboutToShow();
        const QAction* missing = menu->actions().first();
        QVERIFY(!missing->isEnabled());
        QVERIFY2(missing->text().contains(QStringLiteral("not found")), qPrintable(missing->text()));
        QVERIFY(menu->actions().at(1)->isEnabled());

        // One deleted after the menu was drawn leaves the list with a word why.
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!m_files->openRecent(paths.last()));
        QVERIFY2(said.contains(QStringLiteral("level-11.maze")), qPrintable(said));
        QVERIFY(!recent->paths().contains(paths.last()));

        // A click on one opens it.
        emit menu->aboutToShow();
        menu->actions().first()->trigger();
        QTRY_COMPARE(m_window->documentCount(), 1);
        QCOMPARE(m_window->currentDocument()->filePath(), paths.at(10));
    }

    void aMovingAiMapOpensReadOnlyAndRefusesEditsAndSavingOverIt()
    {
        const QString mapPath = m_dir->filePath(QStringLiteral("arena.map"));
        const QByteArray mapText = "type octile\nheight 4\nwidth 5\nmap\n@@@@@\n@..T@\n@.G.@\n@@@@@\n";
        writeBytes(mapPath, mapText);
        QVERIFY(m_files->openPath(mapPath));
        Document* document = m_window->currentDocument();
        QVERIFY(document->isReadOnly());
        QCOMPARE(tabText(), QStringLiteral("arena.map (read-only)"));
        const Maze& maze = document->maze();
        QCOMPARE(maze.width(), 5);
        QCOMPARE(maze.height(), 4);
        QCOMPARE(maze.tiles.get(0, 0), Tile::Wall);
        QCOMPARE(maze.tiles.get(1, 1), Tile::Floor);
        QCOMPARE(maze.tiles.get(3, 1), Tile::Wall); // a tree blocks
        QCOMPARE(maze.tiles.get(2, 2), Tile::Floor); // G is open ground

        paint(document, { 1, 1 }, Tile::Wall);
        QCOMPARE(document->maze().tiles.get(1, 1), Tile::Floor);
        QVERIFY(!document->isModified());
        QCOMPARE(document->undoStack()->count(), 0);

        // Save asks for a .maze file; the map itself is refused.
        QString proposed;
        m_window->choices()->answers.savePath = [&](const QString&, const QString& suggested, const QString&) {
            proposed = suggested;
            return mapPath;
        };
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        press(QKeySequence::Save);
        QCOMPARE(proposed, m_dir->filePath(QStringLiteral("arena.maze")));
        QVERIFY2(said.contains(QStringLiteral("read-only")), qPrintable(said));
        QCOMPARE(readBytes(mapPath), mapText);

        m_window->choices()->answers.savePath
            = [&](const QString&, const QString& suggested, const QString&) { return suggested; };
        press(QKeySequence::Save);
        QCOMPARE(readBytes(mapPath), mapText);
        QVERIFY(QFileInfo(m_dir->filePath(QStringLiteral("arena.maze"))).isFile());
        QVERIFY(!document->isReadOnly());
        QCOMPARE(tabText(), QStringLiteral("arena.maze"));
        const ReadResult saved = readMaze(test::readFile(m_dir->filePath(QStringLiteral("arena.maze"))));
        QCOMPARE(saved.maze.tiles, document->maze().tiles);
    }

    void aBrokenMovingAiMapIsRefusedWithItsLine()
    {
        const QString mapPath = m_dir->filePath(QStringLiteral("broken.map"));
        writeBytes(mapPath, "type octile\nheight 3\nwidth 2\nmap\n..\n..\n");
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!m_files->openPath(mapPath));
        QVERIFY2(said.contains(QStringLiteral("broken.map, line")), qPrintable(said));
        QCOMPARE(m_window->documentCount(), 0);
    }

    void levelsDroppedOnTheWindowOpen()
    {
        const QString first = copyLevel(QStringLiteral("small.maze"));
        const QString second = copyLevel(QStringLiteral("classic.maze"));
        const QString text = m_dir->filePath(QStringLiteral("notes.txt"));
        writeBytes(text, "not a level\n");

        QMimeData notALevel;
        notALevel.setUrls({ QUrl::fromLocalFile(text) });
        const QPoint at(400, 300);
        QDragEnterEvent refused(at, Qt::CopyAction, &notALevel, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &refused);
        QVERIFY(!refused.isAccepted());

        QMimeData levels;
        levels.setUrls({ QUrl::fromLocalFile(first), QUrl::fromLocalFile(second), QUrl::fromLocalFile(text) });
        QDragEnterEvent enter(at, Qt::CopyAction, &levels, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &levels, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
        QVERIFY(drop.isAccepted());
        QTRY_COMPARE(m_window->documentCount(), 2);
        QCOMPARE(m_window->tabs()->tabText(0), QStringLiteral("small.maze"));
        QCOMPARE(m_window->tabs()->tabText(1), QStringLiteral("classic.maze"));
    }

    void anOpenFileOpenedAgainIsBroughtForward()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(m_files->openPath(path));
        m_window->openClassic();
        QVERIFY(m_files->openPath(path));
        QCOMPARE(m_window->documentCount(), 2);
        QCOMPARE(m_window->tabs()->currentIndex(), 0);
    }

    void theExportedImageIsTheMapTimesThePixelsPerTile()
    {
        m_window->openClassic();
        const QString path = m_dir->filePath(QStringLiteral("classic.png"));
        QVERIFY(m_files->exportImage(path, ExportPng::Options { 10, true, true }));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(27 * 10, 30 * 10));
        // The muncher is drawn in its tile, in its colour (it faces left: its back is right).
        const QColor muncher = image.pixelColor(13 * 10 + 7, 22 * 10 + 5);
        QVERIFY2(muncher.red() > 200 && muncher.green() > 180 && muncher.blue() < 120, qPrintable(muncher.name()));

        QCOMPARE(ExportPng::render(m_window->currentDocument()->maze(), { 1, false, false }).size(), QSize(27, 30));
        QCOMPARE(
            ExportPng::render(m_window->currentDocument()->maze(), { 40, false, false }).size(), QSize(1080, 1200));
    }

    void theExportDialogShowsTheImageSizeAndWritesIt()
    {
        m_window->openClassic();
        const QString path = m_dir->filePath(QStringLiteral("dialog.png"));
        QString sizeText;
        QWidget* fileBuddy = nullptr;
        QWidget* fileEdit = nullptr;
        test::whenDialogShows([&](QWidget* dialog) {
            auto* scale = dialog->findChild<QSpinBox*>(QStringLiteral("scale"));
            scale->setValue(7);
            sizeText = dialog->findChild<QLabel*>(QStringLiteral("size"))->text();
            // Alt+F goes to the file name: the label's & is a mnemonic, not a character shown.
            for (QLabel* label : dialog->findChildren<QLabel*>()) {
                if (label->text() == QStringLiteral("&File:")) fileBuddy = label->buddy();
            }
            fileEdit = dialog->findChild<QLineEdit*>();
            dialog->findChild<QLineEdit*>()->setText(QDir::toNativeSeparators(path));
            qobject_cast<QDialog*>(dialog)->accept();
        });
        actionNamed(m_window.get(), QStringLiteral("exportImage"))->trigger();
        QCOMPARE(sizeText, QStringLiteral("189 x 210 pixels"));
        QVERIFY(fileEdit);
        QCOMPARE(fileBuddy, fileEdit);
        QCOMPARE(QImage(path).size(), QSize(189, 210));
        // The choice is kept for next time.
        QCOMPARE(ExportPng::savedOptions().scale, 7);
    }

    void anUnmodifiedLevelChangedOnDiskIsReloaded()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        QByteArray text = readBytes(path);
        text.replace("row Xo.....oX", "row XoXXXXXoX");
        writeBytes(path, text);
        QTRY_COMPARE(document->maze().tiles.get(2, 1), Tile::Wall);
        QVERIFY(!document->isModified());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("reloaded")));

        // An editor that writes a new file and renames it over the old one.
        text.replace("row XoXXXXXoX", "row Xo..X..oX");
        const QString temporary = m_dir->filePath(QStringLiteral(".small.maze.swp"));
        writeBytes(temporary, text);
        QVERIFY(::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(path).constData()) == 0);
        QTRY_COMPARE(document->maze().tiles.get(2, 1), Tile::Dot);
        QCOMPARE(document->maze().tiles.get(4, 1), Tile::Wall);

        // And once more, to see the file is still watched after the rename.
        text.replace("row Xo..X..oX", "row Xo.....oX");
        writeBytes(path, text);
        QTRY_COMPARE(document->maze().tiles.get(4, 1), Tile::Dot);
    }

    void aLevelWithUnsavedChangesChangedOnDiskIsAskedAbout()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        paint(document, { 1, 5 }, Tile::Wall);

        QByteArray text = readBytes(path);
        text.replace("row Xo.....oX", "row XoXXXXXoX");
        QString said;
        QString name;
        test::answerMessageBox(QStringLiteral("keep"), &said, &name);
        writeBytes(path, text);
        QTRY_COMPARE(name, QStringLiteral("changedOnDisk"));
        QVERIFY2(said.contains(QStringLiteral("small.maze")), qPrintable(said));
        QCOMPARE(document->maze().tiles.get(1, 5), Tile::Wall); // the edit is kept
        QCOMPARE(document->maze().tiles.get(2, 1), Tile::Dot);
        QVERIFY(document->isModified());

        name.clear();
        test::answerMessageBox(QStringLiteral("reload"), &said, &name);
        text.replace("row XoXXXXXoX", "row XoX...XoX");
        writeBytes(path, text);
        QTRY_COMPARE(name, QStringLiteral("changedOnDisk"));
        QTRY_COMPARE(document->maze().tiles.get(2, 1), Tile::Wall);
        QCOMPARE(document->maze().tiles.get(3, 1), Tile::Dot);
        QVERIFY(!document->isModified());
    }

    void savingIsNotTakenForAChangeByAnotherProgram()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        QSignalSpy reloaded(m_files->fileWatcher(), &FileWatcher::reloaded);
        for (int i = 0; i < 3; ++i) {
            paint(document, { 1 + i, 1 }, Tile::Floor);
            QVERIFY(m_files->save());
            paint(document, { 1 + i, 5 }, Tile::Floor); // unsaved again while the watcher looks
        }
        // Give the watcher every chance to speak up: it must not.
        QTest::qWait(600);
        QCOMPARE(reloaded.count(), 0);
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
        QVERIFY(document->isModified());
        QCOMPARE(document->maze().tiles.get(3, 5), Tile::Floor);
    }

    void aDeletedFileLeavesItsLevelOpenAndUnsaved()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(m_files->openPath(path));
        Document* document = m_window->currentDocument();
        QVERIFY(QFile::remove(path));
        QTRY_VERIFY(document->isModified());
        QVERIFY(document->hasMap());
        QTRY_VERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("deleted")));
        QVERIFY(m_files->save());
        QVERIFY(QFileInfo(path).isFile());
    }

    void theLanguageChosenIsKeptForTheNextStart()
    {
        QAction* german = actionNamed(m_window.get(), QStringLiteral("language-de"));
        QVERIFY(german);
        QVERIFY(actionNamed(m_window.get(), QStringLiteral("language-system"))->isChecked());
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        german->trigger();
        QVERIFY2(said.contains(QStringLiteral("started again")), qPrintable(said));
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("de"));
        QVERIFY(german->isChecked());

        newWindow();
        QVERIFY(actionNamed(m_window.get(), QStringLiteral("language-de"))->isChecked());
        test::answerMessageBox(QMessageBox::Ok);
        actionNamed(m_window.get(), QStringLiteral("language-system"))->trigger();
        QVERIFY(!QSettings().contains(QStringLiteral("language")));

        // The menu sits before Help.
        const QList<QAction*> menus = m_window->menuBar()->actions();
        const auto settings = std::find_if(
            menus.begin(), menus.end(), [](QAction* a) { return a->text() == QStringLiteral("&Settings"); });
        QVERIFY(settings != menus.end());
        QCOMPARE((*(settings + 1))->text(), QStringLiteral("&Help"));
    }
};

QTEST_MAIN(TstFiles)
#include "tst_files.moc"

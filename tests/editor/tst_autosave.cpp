// Autosave and recovery: a level with unsaved changes is written to the application data
// folder; a session that ends without closing it (a crash) has it offered back at the next start.

#include "editor/editorfixture.h"
#include "modaldialogs.h"
#include "testmaps.h"

#include "autosave.h"
#include "document.h"
#include "editorapp.h"
#include "fileactions.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;

namespace {

void paint(Document* document, Cell cell, Tile tile)
{
    MazeEdit edit;
    edit.setTile(document->maze(), cell, tile);
    document->edit(edit, QStringLiteral("Paint"));
    document->endGesture();
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Every autosave of every session.
QStringList autosaves()
{
    QStringList files;
    const QDir root(Autosave::root());
    for (const QString& session : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        for (const QString& file : QDir(root.filePath(session)).entryList({ QStringLiteral("*.json") }, QDir::Files)) {
            files << root.filePath(session + QLatin1Char('/') + file);
        }
    }
    return files;
}

} // namespace

class TstAutosave : public test::EditorTest {
    Q_OBJECT

public:
    TstAutosave()
        : EditorTest(QSize(900, 700))
    {
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;

    Autosave* autosave() const { return m_window->findChild<Autosave*>(); }
    FileActions* files() const { return m_window->findChild<FileActions*>(); }

    QString copyLevel(const QString& name)
    {
        const QString path = m_dir->filePath(name);
        QFile::copy(test::resource(QStringLiteral("levels/") + name), path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

    void prepare() override { m_dir = std::make_unique<QTemporaryDir>(); }

private slots:
    void aLevelWithUnsavedChangesIsAutosavedOnTimeAndTheAutosaveGoesWhenSaved()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(files()->openPath(path));
        Document* document = m_window->currentDocument();
        autosave()->setInterval(20);
        QTest::qWait(100);
        QVERIFY2(autosaves().isEmpty(), "nothing unsaved, nothing autosaved");

        paint(document, { 1, 1 }, Tile::Wall);
        QTRY_VERIFY(!autosave()->fileOf(document).isEmpty());
        const QString file = autosave()->fileOf(document);
        QVERIFY(file.startsWith(Autosave::root()));
        QTRY_COMPARE(readJson(file).value(QStringLiteral("text")).toString().toUtf8(), document->text());
        QCOMPARE(readJson(file).value(QStringLiteral("path")).toString(), path);

        QVERIFY(files()->save());
        QVERIFY(!QFileInfo::exists(file));
        QTest::qWait(100);
        QVERIFY(autosaves().isEmpty());
    }

    void undoingBackToTheFileRemovesTheAutosave()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        QVERIFY(files()->openPath(path));
        Document* document = m_window->currentDocument();
        paint(document, { 1, 1 }, Tile::Wall);
        autosave()->saveNow();
        QCOMPARE(autosaves().size(), 1);
        document->undoStack()->undo();
        QVERIFY(autosaves().isEmpty());
    }

    void aLevelClosedOnPurposeLeavesNoAutosave()
    {
        m_window->openClassic();
        paint(m_window->currentDocument(), { 1, 1 }, Tile::Wall);
        autosave()->saveNow();
        QCOMPARE(autosaves().size(), 1);
        test::answerMessageBox(QMessageBox::Discard);
        QVERIFY(m_window->closeCurrent());
        QVERIFY(autosaves().isEmpty());
    }

    void levelsLeftByACrashAreOfferedAndRecoveredWithTheirFiles()
    {
        const QString path = copyLevel(QStringLiteral("small.maze"));
        const QByteArray onDisk = test::readFile(path).c_str();
        QVERIFY(files()->openPath(path));
        paint(m_window->currentDocument(), { 1, 1 }, Tile::Wall);
        const Maze edited = m_window->currentDocument()->maze();
        m_window->openClassic();
        paint(m_window->currentDocument(), { 1, 1 }, Tile::Wall);
        const Maze classicEdited = m_window->currentDocument()->maze();
        autosave()->saveNow();
        QCOMPARE(autosaves().size(), 2);

        // The editor goes without closing anything, as in a crash: the autosaves stay.
        m_window.reset();
        QCOMPARE(autosaves().size(), 2);

        newWindow();
        QString said;
        QString name;
        test::answerMessageBox(QStringLiteral("recover"), &said, &name);
        offerRecovery(m_window.get());
        QTRY_COMPARE(m_window->documentCount(), 2);
        QCOMPARE(name, QStringLiteral("recoverAutosaves"));
        QVERIFY2(said.contains(QStringLiteral("small.maze")) && said.contains(QStringLiteral("classic.maze")),
            qPrintable(said));

        // Each under its own name, whichever was autosaved first.
        const int smallTab = m_window->viewAt(0)->document()->filePath().isEmpty() ? 1 : 0;
        Document* small = m_window->viewAt(smallTab)->document();
        QCOMPARE(small->filePath(), path);
        QCOMPARE(small->maze(), edited);
        QVERIFY(small->isModified());
        QCOMPARE(m_window->tabs()->tabText(smallTab), QStringLiteral("small.maze *"));
        Document* classic = m_window->viewAt(1 - smallTab)->document();
        QVERIFY(classic->filePath().isEmpty());
        QCOMPARE(classic->maze(), classicEdited);
        QCOMPARE(m_window->tabs()->tabText(1 - smallTab), QStringLiteral("classic.maze *"));
        QCOMPARE(QByteArray(test::readFile(path).c_str()), onDisk); // not saved until the user says so

        // Now kept by this session, and only there: a crash now would lose nothing either.
        const QStringList now = autosaves();
        QCOMPARE(now.size(), 2);
        for (const QString& file : now) QVERIFY(file.startsWith(autosave()->sessionFolder()));

        // Saving the recovered level writes it to its own file.
        QVERIFY(files()->save(small));
        QCOMPARE(readMaze(test::readFile(path)).maze, edited);
    }

    void discardedAutosavesAreGoneAndNotNowKeepsThemForNextTime()
    {
        m_window->openClassic();
        paint(m_window->currentDocument(), { 1, 1 }, Tile::Wall);
        autosave()->saveNow();
        m_window.reset();

        newWindow();
        test::answerMessageBox(QStringLiteral("later"));
        offerRecovery(m_window.get());
        QTRY_COMPARE(autosaves().size(), 1);
        QTest::qWait(50);
        QCOMPARE(m_window->documentCount(), 0);
        m_window.reset();

        newWindow();
        QString name;
        test::answerMessageBox(QStringLiteral("discard"), nullptr, &name);
        offerRecovery(m_window.get());
        QTRY_COMPARE(name, QStringLiteral("recoverAutosaves"));
        QTRY_VERIFY(autosaves().isEmpty());
        QCOMPARE(m_window->documentCount(), 0);
        // Nothing is left to offer.
        QVERIFY(autosave()->orphans().isEmpty());
    }

    void theAutosavesOfAnEditorStillRunningAreNotOffered()
    {
        m_window->openClassic();
        paint(m_window->currentDocument(), { 1, 1 }, Tile::Wall);
        autosave()->saveNow();
        std::unique_ptr<MainWindow> second(createMainWindow());
        QVERIFY(second->findChild<Autosave*>()->orphans().isEmpty());
        QCOMPARE(autosaves().size(), 1);
    }
};

QTEST_MAIN(TstAutosave)
#include "tst_autosave.moc"

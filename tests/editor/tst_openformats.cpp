// Every format the editor opens, opened the same way from the command line (mazeworks FILE, as
// main() does), from File > Open and by a drop on the window; and a Moving AI map as what it is,
// a pathfinding grid: only the diagnostics that mean something for a grid, searched in 8
// directions by default as its scenarios and the command line are.

#include "editor/editorfixture.h"
#include "modaldialogs.h"
#include "testmaps.h"

#include "choices.h"
#include "document.h"
#include "editorapp.h"
#include "fileactions.h"
#include "mainwindow.h"
#include "overlaydock.h"
#include "overlaymodel.h"

#include <QComboBox>
#include <QDropEvent>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;

namespace {

// The read-only arena: a grid of open and blocked cells, no game in it.
const QByteArray kArena = "type octile\nheight 4\nwidth 6\nmap\n@@@@@@\n@..T.@\n@.G..@\n@@@@@@\n";

enum class Way { CommandLine, FileOpen, Drop };

} // namespace

class TstOpenFormats : public test::EditorTest {
    Q_OBJECT

public:
    TstOpenFormats()
        : EditorTest(Setup())
    {
    }

private:
    QTemporaryDir m_dir;

    QString data(const QString& file)
    {
        const QString from = QFINDTESTDATA(QStringLiteral("../formats/tiled/data/") + file);
        const QString to = m_dir.filePath(file);
        QDir().mkpath(QFileInfo(to).path());
        QFile::copy(from, to);
        return to;
    }

    // Opens `path` the way asked in a window of its own; the level it shows.
    std::optional<Maze> openedBy(Way way, const QString& path)
    {
        MainWindow* window = newWindow();
        auto* files = window->findChild<FileActions*>();
        switch (way) {
        case Way::CommandLine:
            openFiles(window, { path });
            break;
        case Way::FileOpen:
            window->choices()->answers.openPaths
                = [&](const QString&, const QString&, const QString&) { return QStringList { path }; };
            files->open();
            break;
        case Way::Drop: {
            QMimeData dropped;
            dropped.setUrls({ QUrl::fromLocalFile(path) });
            QDragEnterEvent enter(QPoint(300, 300), Qt::CopyAction, &dropped, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(window, &enter);
            QDropEvent drop(QPoint(300, 300), Qt::CopyAction, &dropped, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(window, &drop);
            if (!QTest::qWaitFor([&] { return window->documentCount() > 0; }, 5000)) return std::nullopt;
            break;
        }
        }
        if (window->documentCount() != 1) return std::nullopt;
        return window->currentDocument()->maze();
    }

    // The files the levels name (tile sets, templates, their picture) beside them.
    void prepare() override
    {
        data(QStringLiteral("classic-tiles.png"));
        for (const char* file :
            { "tiles.tsx", "sprites.tsj", "templates/ghost.tj", "templates/muncher.tj", "templates/corner.tj" })
            data(QString::fromLatin1(file));
    }

private slots:
    void everyFormatOpensTheSameFromTheCommandLineFileOpenAndADrop_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow(".maze") << QStringLiteral("classic.maze");
        QTest::newRow(".tmx, zstd") << QStringLiteral("classic-zstd.tmx");
        QTest::newRow(".tmx, a .tsx") << QStringLiteral("classic-external.tmx");
        QTest::newRow(".tmj, templates") << QStringLiteral("classic-templates.tmj");
        QTest::newRow(".map") << QStringLiteral("arena.map");
    }

    // The issue saw `mazeworks x.tmj` and `mazeworks arena.map` read as .maze text (335 "not a
    // line of a maze" errors): every way goes through the same code now.
    void everyFormatOpensTheSameFromTheCommandLineFileOpenAndADrop()
    {
        QFETCH(QString, file);
        QString path;
        std::optional<Maze> expected;
        if (file == QLatin1String("classic.maze")) {
            path = m_dir.filePath(file);
            QFile::copy(test::resource(QStringLiteral("levels/classic.maze")), path);
            expected = test::classic();
        } else if (file == QLatin1String("arena.map")) {
            path = m_dir.filePath(file);
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(kArena);
        } else {
            path = data(file);
            expected = test::classic();
        }
        const std::optional<Maze> command = openedBy(Way::CommandLine, path);
        QVERIFY(command);
        QCOMPARE(openedBy(Way::FileOpen, path), command);
        QCOMPARE(openedBy(Way::Drop, path), command);
        if (expected) QCOMPARE(*command, *expected);
        if (file == QLatin1String("arena.map")) QCOMPARE(command->tiles, test::tiles("XXXXXX\nX__X_X\nX____X\nXXXXXX"));
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    // The "seven game errors" on a read-only Moving AI map: none of them means anything
    // for a grid. Saved as a level, it is a level, and they are its own again.
    void aMovingAiMapHasOnlyTheDiagnosticsOfAGrid()
    {
        const QString path = m_dir.filePath(QStringLiteral("arena.map"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(kArena);
        out.close();
        MainWindow* window = m_window.get();
        auto* files = window->findChild<FileActions*>();
        QVERIFY(files->openPath(path));
        Document* grid = window->currentDocument();
        QVERIFY(grid->isPathfindingGrid());
        grid->waitForValidation();
        QCOMPARE(grid->diagnostics().size(), std::size_t(0));

        window->choices()->answers.savePath
            = [&](const QString&, const QString& suggested, const QString&) { return suggested; };
        QVERIFY(files->save());
        QVERIFY(!grid->isPathfindingGrid());
        QTRY_VERIFY(!grid->validationPending());
        QStringList codes;
        for (const Diagnostic& d : grid->diagnostics())
            codes << QString::fromLatin1(d.code().data(), qsizetype(d.code().size()));
        QVERIFY2(codes.contains(QStringLiteral("missing")) && codes.contains(QStringLiteral("door-count")),
            qPrintable(codes.join(' ')));
    }

    // 8 directions for a grid, as the scenarios and `mazeworks-cli path` search it; a level keeps
    // the levels' choice; a choice made on either stays with it.
    void aMovingAiMapIsSearchedInEightDirectionsByDefault()
    {
        const QString path = m_dir.filePath(QStringLiteral("arena.map"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(kArena);
        out.close();
        MainWindow* window = m_window.get();
        auto* overlays = window->findChild<OverlayDock*>();
        auto* moves = overlays->findChild<QComboBox*>(QStringLiteral("movement"));
        window->openClassic();
        QCOMPARE(overlays->model()->options().movement, Movement::Four);
        QVERIFY(window->findChild<FileActions*>()->openPath(path));
        QCOMPARE(overlays->model()->options().movement, Movement::Eight);
        QCOMPARE(moves->currentData().toInt(), int(Movement::Eight));
        window->setCurrentIndex(0);
        QCOMPARE(overlays->model()->options().movement, Movement::Four);

        window->setCurrentIndex(1);
        moves->setCurrentIndex(moves->findData(int(Movement::Four)));
        emit moves->activated(moves->currentIndex());
        window->setCurrentIndex(0);
        window->setCurrentIndex(1);
        QCOMPARE(overlays->model()->options().movement, Movement::Four);
    }
};

QTEST_MAIN(TstOpenFormats)
#include "tst_openformats.moc"

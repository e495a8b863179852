// Tiled maps in the editor: the tileset picture has a tile for each kind; the File menu exports
// and imports, and a tileset that is no file is refused with its name. The reader and writer
// themselves are tested headless in tests/formats/tiled/tst_tmjfile.cpp.

#include "formats/tiled/tiledmaps.h"
#include "modaldialogs.h"
#include "testmaps.h"

#include "choices.h"
#include "document.h"
#include "editorapp.h"
#include "fileactions.h"
#include "mainwindow.h"
#include "tiled/tilesetimage.h"
#include "tiled/tmjfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;
using test::mapJson;

class TstTmj : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Mazeworks"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_tmj"));
    }

    void theTilesetImageHasOneTileForEachKind()
    {
        const QImage image = tmjfile::tilesetImage();
        QCOMPARE(image.size(), QSize(7 * tmjfile::kTileSize, tmjfile::kTileSize));
        // Tiles differ from one another, so a Tiled user tells them apart.
        QSet<QRgb> middles;
        for (int i = 0; i < 7; ++i) {
            middles.insert(image.pixel(i * tmjfile::kTileSize + tmjfile::kTileSize / 2, tmjfile::kTileSize / 2));
        }
        QVERIFY(middles.size() >= 5);
    }

    void aTilesetThatIsADeviceIsRefusedWithTheFileAndTheReason()
    {
        QSettings().clear();
        QTemporaryDir dir;
        test::DialogWatchdog watchdog;
        std::unique_ptr<MainWindow> window(createMainWindow());
        window->show();
        const QString path = dir.filePath(QStringLiteral("zero.tmj"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"), QStringLiteral("[]"), QString(),
            QStringLiteral(R"({"firstgid": 1, "source": "/dev/zero"})")));
        file.close();
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!window->findChild<FileActions*>()->openPath(path));
        QVERIFY2(said.contains(QStringLiteral("zero.tmj")), qPrintable(said));
        QVERIFY2(said.contains(
                     QStringLiteral("tileset \"/dev/zero\": the tileset file cannot be read: /dev/zero is a device")),
            qPrintable(said));
        QCOMPARE(window->documentCount(), 0);
        QCOMPARE(watchdog.takeUnanswered(), QStringList());
    }

    void aTmxThatTiledWroteOpensAsItsLevel()
    {
        QSettings().clear();
        test::DialogWatchdog watchdog;
        std::unique_ptr<MainWindow> window(createMainWindow());
        window->show();
        const QString tmx = QFINDTESTDATA("../formats/tiled/data/classic-csv.tmx");
        QVERIFY(!tmx.isEmpty());
        QCOMPARE(openFiles(window.get(), { tmx }), 1);
        QCOMPARE(window->currentDocument()->maze(), test::classic());
        QVERIFY(window->currentDocument()->filePath().isEmpty()); // saved as a .maze beside it
        QCOMPARE(watchdog.takeUnanswered(), QStringList());
    }

    void theFileMenuExportsToTiledAndImportsBack()
    {
        QSettings().clear();
        QTemporaryDir dir;
        test::DialogWatchdog watchdog;
        std::unique_ptr<MainWindow> window(createMainWindow());
        window->show();
        auto* files = window->findChild<FileActions*>();
        window->openClassic();
        const Maze classic = window->currentDocument()->maze();

        const QString path = dir.filePath(QStringLiteral("arcade"));
        window->choices()->answers.savePath = [&](const QString&, const QString&, const QString&) { return path; };
        QVERIFY(files->exportTiled());
        QVERIFY(QFileInfo(path + QStringLiteral(".tmj")).isFile());
        QCOMPARE(QImage(dir.filePath(QStringLiteral("arcade-tiles.png"))).size(), tmjfile::tilesetImage().size());

        window->choices()->answers.openPaths = [&](const QString&, const QString&, const QString&) {
            return QStringList { path + QStringLiteral(".tmj") };
        };
        QVERIFY(files->importTiled());
        QCOMPARE(window->documentCount(), 2);
        // Named on the command line (mazeworks arcade.tmj), it is imported too, not read as a .maze.
        QCOMPARE(openFiles(window.get(), { path + QStringLiteral(".tmj") }), 1);
        QCOMPARE(window->documentCount(), 3);
        QCOMPARE(window->currentDocument()->maze(), classic);
        // Imported, the level is saved nowhere yet: closing it asks.
        QVERIFY(window->currentDocument()->isModified());
        QString asked;
        test::answerMessageBox(QMessageBox::Discard, &asked);
        QVERIFY(window->closeCurrent());
        QVERIFY(asked.contains(QStringLiteral("not saved")));
        QCOMPARE(window->tabs()->tabText(1), QStringLiteral("arcade *"));
        QCOMPARE(window->currentDocument()->maze(), classic);
        QVERIFY(window->currentDocument()->filePath().isEmpty());

        // Save proposes a .maze beside the map.
        QString proposed;
        window->choices()->answers.savePath = [&](const QString&, const QString& suggested, const QString&) {
            proposed = suggested;
            return QString();
        };
        files->save();
        QCOMPARE(proposed, dir.filePath(QStringLiteral("arcade.maze")));

        // A broken map is refused with its name and the place of the mistake.
        const QString broken = dir.filePath(QStringLiteral("broken.tmj"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(mapJson(QStringLiteral("[1, 1, 1, 2, 4, 2]")));
        file.close();
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!files->openPath(broken));
        QVERIFY2(said.contains(QStringLiteral("broken.tmj")) && said.contains(QStringLiteral("column 1, row 1")),
            qPrintable(said));
        QCOMPARE(window->documentCount(), 2);
        QCOMPARE(watchdog.takeUnanswered(), QStringList());
    }
};

QTEST_MAIN(TstTmj)
#include "tst_tmj.moc"

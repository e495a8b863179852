// Tiled maps in the editor: the tileset picture has a tile for each kind; the File menu exports
// (.tmx, or .tmj by name) and imports; a designer's tileset is asked about once a tile, with its
// picture, remembered and written back; what was left out is listed before the level opens; a
// tileset that is no file is refused with its name. The readers and writers themselves are
// tested headless in tests/formats/tiled/tst_tiled.cpp, on the maps the real Tiled wrote.

#include "editor/editorfixture.h"
#include "formats/tiled/tiledmaps.h"
#include "modaldialogs.h"
#include "testmaps.h"

#include "choices.h"
#include "document.h"
#include "editorapp.h"
#include "fileactions.h"
#include "importreport.h"
#include "mainwindow.h"
#include "tiled/tiledlevel.h"
#include "tiled/tilesetimage.h"
#include "tilekindsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace mazeworks;
using test::mapJson;

namespace {

QString dataPath(const QString& file) { return QFINDTESTDATA(QStringLiteral("../formats/tiled/data/") + file); }

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The kinds of the classic maze's own tiles, in the order of its tileset (the arcade tileset of
// classic-own-tiles.tmx cuts the same picture).
const Tile kArcade[] = { Tile::Wall, Tile::Dot, Tile::Energizer, Tile::Floor, Tile::Tunnel, Tile::Door, Tile::House };

// The tileset a map embeds, as its text.
QByteArray tilesetOf(const QByteArray& map)
{
    const qsizetype start = map.indexOf("<tileset");
    return map.mid(start, map.indexOf("</tileset>") - start);
}

// Whether a picture has anything in it.
bool drawn(const QIcon& icon)
{
    const QImage image = icon.pixmap(40, 40).toImage();
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qAlpha(image.pixel(x, y)) > 0) return true;
        }
    }
    return false;
}

} // namespace

class TstTmj : public test::EditorTest {
    Q_OBJECT

public:
    TstTmj()
        : EditorTest(Setup())
    {
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    FileActions* m_files = nullptr;

    // A map of data/ (and the files beside it that it names) in a folder of the test's own.
    QString copied(const QString& file, const QStringList& beside = { QStringLiteral("classic-tiles.png") })
    {
        const QStringList files = QStringList(beside) << file;
        for (const QString& name : files) {
            QDir().mkpath(QFileInfo(m_dir->filePath(name)).path());
            QFile::copy(dataPath(name), m_dir->filePath(name));
            QFile::setPermissions(m_dir->filePath(name), QFile::ReadOwner | QFile::WriteOwner);
        }
        return m_dir->filePath(file);
    }

    // Answers the question about the arcade tiles: each its classic kind, the walls for all the
    // rows chosen together first; `writeBack` as asked. What the dialog showed, in `shown`.
    void answerTheArcadeTiles(bool writeBack, QStringList* shown)
    {
        test::whenDialogShows([=](QWidget* dialog) {
            auto* ask = qobject_cast<TileKindsDialog*>(dialog);
            if (!ask) {
                *shown << QStringLiteral("another dialog: ") + test::messageOf(dialog);
                qobject_cast<QDialog*>(dialog)->reject();
                return;
            }
            QTableWidget* table = ask->table();
            *shown << QStringLiteral("rows %1").arg(table->rowCount());
            auto* import = ask->findChild<QPushButton*>(QStringLiteral("import"));
            *shown << QStringLiteral("import at first %1").arg(import->isEnabled() ? "on" : "off");
            bool pictures = true;
            for (int row = 0; row < table->rowCount(); ++row) pictures = pictures && drawn(table->item(row, 0)->icon());
            *shown << QStringLiteral("pictures %1").arg(pictures ? "drawn" : "missing");
            // All chosen together are walls...
            table->selectAll();
            QComboBox* first = ask->choiceAt(0);
            first->setCurrentIndex(first->findData(int(Tile::Wall)));
            emit first->activated(first->currentIndex());
            *shown << ask->findChild<QLabel*>(QStringLiteral("left"))->text();
            // ... then each row its own, alone.
            for (int row = 1; row < table->rowCount(); ++row) {
                table->selectRow(row);
                QComboBox* choice = ask->choiceAt(row);
                choice->setCurrentIndex(choice->findData(int(kArcade[row])));
                emit choice->activated(choice->currentIndex());
            }
            *shown << QStringLiteral("import at last %1").arg(import->isEnabled() ? "on" : "off");
            ask->findChild<QCheckBox*>(QStringLiteral("writeBack"))->setChecked(writeBack);
            import->click();
        });
    }

    void prepare() override
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_files = m_window->findChild<FileActions*>();
    }

private slots:
    void theTilesetImageHasOneTileForEachKind()
    {
        const QImage image = tiled::tilesetImage();
        QCOMPARE(image.size(), QSize(7 * tiled::kTileSize, tiled::kTileSize));
        // Tiles differ from one another, so a Tiled user tells them apart.
        QSet<QRgb> middles;
        for (int i = 0; i < 7; ++i)
            middles.insert(image.pixel(i * tiled::kTileSize + tiled::kTileSize / 2, tiled::kTileSize / 2));
        QVERIFY(middles.size() >= 5);
    }

    void aTilesetThatIsADeviceIsRefusedWithTheFileAndTheReason()
    {
        const QString path = m_dir->filePath(QStringLiteral("zero.tmj"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(mapJson(QStringLiteral("[1, 1, 1, 2, 3, 2]"), QStringLiteral("[]"), QString(),
            QStringLiteral(R"({"firstgid": 1, "source": "/dev/zero"})")));
        file.close();
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!m_files->openPath(path));
        QVERIFY2(said.contains(QStringLiteral("zero.tmj")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("tileset \"/dev/zero\": /dev/zero cannot be read: ")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("device")), qPrintable(said));
        QCOMPARE(m_window->documentCount(), 0);
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    void aTmxThatTiledWroteOpensAsItsLevelWithoutAQuestion()
    {
        QCOMPARE(openFiles(m_window.get(), { copied(QStringLiteral("classic-zstd.tmx")) }), 1);
        QCOMPARE(m_window->currentDocument()->maze(), test::classic());
        QVERIFY(m_window->currentDocument()->filePath().isEmpty()); // saved as a .maze beside it
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    void theFileMenuExportsToTiledAndImportsBack()
    {
        m_window->openClassic();
        const Maze classic = m_window->currentDocument()->maze();

        // Tiled's own .tmx unless the name says .tmj; the tileset picture beside it.
        QString filter;
        const QString path = m_dir->filePath(QStringLiteral("arcade"));
        m_window->choices()->answers.savePath = [&](const QString&, const QString&, const QString& offered) {
            filter = offered;
            return path;
        };
        QVERIFY(m_files->exportTiled());
        QVERIFY2(filter.startsWith(QStringLiteral("Tiled maps (*.tmx)")) && filter.contains(QStringLiteral("*.tmj")),
            qPrintable(filter));
        QVERIFY(bytesOf(path + QStringLiteral(".tmx")).startsWith("<?xml"));
        QCOMPARE(QImage(m_dir->filePath(QStringLiteral("arcade-tiles.png"))).size(), tiled::tilesetImage().size());
        QVERIFY(m_files->exportTiled(path + QStringLiteral(".tmj")));
        QVERIFY(bytesOf(path + QStringLiteral(".tmj")).startsWith("{"));

        m_window->choices()->answers.openPaths = [&](const QString&, const QString&, const QString&) {
            return QStringList { path + QStringLiteral(".tmx"), path + QStringLiteral(".tmj") };
        };
        QVERIFY(m_files->importTiled());
        QCOMPARE(m_window->documentCount(), 3);
        QCOMPARE(m_window->currentDocument()->maze(), classic);
        // Imported, the level is saved nowhere yet: closing it asks.
        QVERIFY(m_window->currentDocument()->isModified());
        QString asked;
        test::answerMessageBox(QMessageBox::Discard, &asked);
        QVERIFY(m_window->closeCurrent());
        QVERIFY(asked.contains(QStringLiteral("not saved")));
        QCOMPARE(m_window->tabs()->tabText(1), QStringLiteral("arcade *"));
        QCOMPARE(m_window->currentDocument()->maze(), classic);

        // Save proposes a .maze beside the map.
        QString proposed;
        m_window->choices()->answers.savePath = [&](const QString&, const QString& suggested, const QString&) {
            proposed = suggested;
            return QString();
        };
        m_files->save();
        QCOMPARE(proposed, m_dir->filePath(QStringLiteral("arcade.maze")));

        // A broken map is refused with its name and the place of the mistake.
        const QString broken = m_dir->filePath(QStringLiteral("broken.tmj"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(mapJson(
            QStringLiteral("[1, 1, 1, 2, 3, 2]"), QStringLiteral(R"([{"id": 1, "type": "muncher", "x": 16, "y": 16,
                               "properties": [{"name": "heading", "value": "sideways"}]}])")));
        file.close();
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!m_files->openPath(broken));
        QVERIFY2(said.contains(QStringLiteral("broken.tmj"))
                && said.contains(QStringLiteral("object 1: heading \"sideways\" is not a direction")),
            qPrintable(said));
        QCOMPARE(m_window->documentCount(), 2);
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    // The issue's designer: a tileset of their own, with no kinds. Each tile is asked about once,
    // its picture beside the choice; the answers make the level, and are remembered.
    void aDesignersTilesAreAskedAboutOnceEachWithTheirPictures()
    {
        const QString map = copied(QStringLiteral("classic-own-tiles.tmx"));
        QStringList shown;
        answerTheArcadeTiles(false, &shown);
        QVERIFY(m_files->openPath(map));
        QCOMPARE(shown,
            (QStringList {
                "rows 7", "import at first off", "pictures drawn", "Every tile has a kind.", "import at last on" }));
        QCOMPARE(m_window->documentCount(), 1);
        QCOMPARE(m_window->currentDocument()->maze(), test::classic());
        QVERIFY(!tilesetOf(bytesOf(map)).contains("kind")); // the designer's file as it was
        QCOMPARE(watchdog().takeUnanswered(), QStringList());

        // Next time the tileset's kinds are remembered: no question; the report says whose
        // kinds they are.
        QString report;
        test::answerMessageBox(QStringLiteral("openLevel"), &report);
        QVERIFY(m_files->openPath(map));
        QCOMPARE(report, QStringLiteral("Imported from Tiled"));
        QCOMPARE(m_window->documentCount(), 2);
        QCOMPARE(m_window->currentDocument()->maze(), test::classic());
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    // Written back into the file, the kinds are the tileset's own: another user, with nothing
    // remembered, imports the map without a question.
    void kindsWrittenBackIntoTheMapNeedNoAnswersNextTime()
    {
        const QString map = copied(QStringLiteral("classic-own-tiles.tmx"));
        QStringList shown;
        answerTheArcadeTiles(true, &shown);
        QVERIFY(m_files->openPath(map));
        QCOMPARE(shown.size(), 5);
        QCOMPARE(tilesetOf(bytesOf(map)).count("<property name=\"kind\""), 7);
        QVERIFY(
            tilesetOf(bytesOf(map)).contains("<tile id=\"5\"><properties><property name=\"kind\" value=\"door\"/>"));

        QSettings().clear();
        QVERIFY(m_files->importTiled(map));
        QCOMPARE(m_window->documentCount(), 2);
        QCOMPARE(m_window->currentDocument()->maze(), test::classic());
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    void cancellingTheQuestionOpensNothingAndSaysNothing()
    {
        const QString map = copied(QStringLiteral("classic-own-tiles.tmx"));
        QString name;
        test::answerMessageBox(QMessageBox::Cancel, nullptr, &name);
        QVERIFY(!m_files->openPath(map));
        QCOMPARE(name, QStringLiteral("tileKinds"));
        QCOMPARE(m_window->documentCount(), 0);
        QCOMPARE(watchdog().takeUnanswered(), QStringList()); // and no message box after it
    }

    // Whatever has no place in a maze is listed, once each, before the level opens; Cancel
    // opens nothing.
    void whatWasLeftOutIsListedBeforeTheLevelOpens()
    {
        const QString map = copied(QStringLiteral("classic-extras.tmx"));
        QStringList listed;
        test::whenDialogShows([&](QWidget* dialog) {
            auto* report = qobject_cast<ImportReport*>(dialog);
            QTreeWidget* list = report ? report->list() : nullptr;
            for (int i = 0; list && i < list->topLevelItemCount(); ++i)
                listed << list->topLevelItem(i)->text(0) + QStringLiteral(" | ") + list->topLevelItem(i)->text(1);
            qobject_cast<QDialog*>(dialog)->reject();
        });
        QVERIFY(!m_files->openPath(map));
        QCOMPARE(m_window->documentCount(), 0);
        QCOMPARE(listed,
            (QStringList {
                "layer \"backdrop\": an image layer has no tiles, so it is left out | line 79",
                "layer \"draft\": the layer is hidden in Tiled, so it is left out | line 82",
                "the property \"author\" means nothing to a maze, so it is left out | line 2",
                "object 11 \"to do\": its type \"note\" is no place of a maze (muncher, ghost, corner, fruit), so it "
                "is left out | line 117",
            }));

        test::answerMessageBox(QStringLiteral("openLevel"));
        QVERIFY(m_files->openPath(map));
        QCOMPARE(m_window->documentCount(), 1);
        QCOMPARE(m_window->currentDocument()->maze(), test::classic());
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }
};

QTEST_MAIN(TstTmj)
#include "tst_tmj.moc"

// LDtk projects in the editor: a project opens one tab a level, from its .ldtkl files too, with
// what it leaves out listed once before; an IntGrid value no identifier names is asked about
// once, remembered, and asked no more; File > Export to LDtk writes the level, or every open
// level, as one project that opens back as the same levels. The reader and writer themselves
// are tested headless in tests/formats/ldtk/tst_ldtk.cpp.

#include "editor/editorfixture.h"
#include "modaldialogs.h"
#include "testmaps.h"

#include "choices.h"
#include "document.h"
#include "editorapp.h"
#include "fileactions.h"
#include "ldtk/ldtkproject.h"
#include "ldtkimport.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace mazeworks;

namespace {

QString shared(const QString& file) { return QStringLiteral(MAZEWORKS_SHARED "/data/ldtk/") + file; }

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// tests/formats/ldtk/data/lava.ldtk: a project of two 3 x 3 levels painted with "Rock" (1) and
// "Lava" (2), which say no kind.
QString lavaProject() { return QFINDTESTDATA(QStringLiteral("../formats/ldtk/data/lava.ldtk")); }

} // namespace

class TstLdtkProject : public test::EditorTest {
    Q_OBJECT

public:
    TstLdtkProject()
        : EditorTest(Setup())
    {
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    FileActions* m_files = nullptr;

    QStringList tabTexts() const
    {
        QStringList out;
        for (int i = 0; i < m_window->tabs()->count(); ++i) out << m_window->tabs()->tabText(i);
        return out;
    }

    QString write(const QString& name, const QByteArray& bytes)
    {
        QFile file(m_dir->filePath(name));
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(bytes);
        return file.fileName();
    }

    void prepare() override
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_files = m_window->findChild<FileActions*>();
        LdtkImport::forgetAll();
    }

private slots:
    void aProjectOfLevelFilesOpensOneTabALevel()
    {
        QCOMPARE(openFiles(m_window.get(), { shared(QStringLiteral("SeparateLevelFiles.ldtk")) }), 1);
        QCOMPARE(tabTexts(), (QStringList { "World_Level_0 *", "World_Level_1 *", "World_Level_2 *" }));
        QCOMPARE(m_window->currentDocument()->maze().width(), 15);
        QVERIFY(m_window->currentDocument()->filePath().isEmpty()); // saved as a .maze beside it
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    void whatAProjectLeavesOutIsListedOnceBeforeItsLevelOpens()
    {
        QStringList listed;
        test::whenDialogShows([&](QWidget* dialog) {
            auto* report = qobject_cast<LdtkReport*>(dialog);
            if (!report) {
                listed << QStringLiteral("another dialog");
                qobject_cast<QDialog*>(dialog)->reject();
                return;
            }
            for (int i = 0; i < report->list()->topLevelItemCount(); ++i)
                listed << report->list()->topLevelItem(i)->text(1) + QStringLiteral(" | ")
                        + report->list()->topLevelItem(i)->text(0);
            report->findChild<QPushButton*>(QStringLiteral("openLevels"))->click();
        });
        QVERIFY(m_files->openPath(shared(QStringLiteral("AutoLayers_1_basic.ldtk"))));
        QCOMPARE(listed,
            QStringList {
                "layer \"IntGrid_layer\" | the tiles its rules draw are pictures and are left out; its values "
                "make the level" });
        QCOMPARE(tabTexts(), QStringList { "AutoLayer *" });
        QCOMPARE(m_window->currentDocument()->maze().tiles.get(0, 0), Tile::Wall);
    }

    void aValueWithoutAKindIsAskedOnceAndRemembered()
    {
        const QString project = write(QStringLiteral("lava.ldtk"), bytesOf(lavaProject()));
        QStringList shown;
        test::whenDialogShows([&](QWidget* dialog) {
            auto* ask = qobject_cast<LdtkValuesDialog*>(dialog);
            if (!ask) {
                shown << QStringLiteral("another dialog: ") + test::messageOf(dialog);
                qobject_cast<QDialog*>(dialog)->reject();
                return;
            }
            QTableWidget* table = ask->table();
            shown << QStringLiteral("rows %1").arg(table->rowCount());
            for (int row = 0; row < table->rowCount(); ++row)
                shown << table->item(row, 0)->text() + QStringLiteral(" ") + table->item(row, 2)->text();
            auto* open = ask->findChild<QPushButton*>(QStringLiteral("open"));
            shown << QStringLiteral("open at first %1").arg(open->isEnabled() ? "on" : "off");
            const Tile kinds[] = { Tile::Wall, Tile::Energizer };
            for (int row = 0; row < table->rowCount(); ++row) {
                QComboBox* choice = ask->choiceAt(row);
                choice->setCurrentIndex(choice->findData(int(kinds[row])));
                emit choice->activated(choice->currentIndex());
            }
            shown << ask->findChild<QLabel*>(QStringLiteral("left"))->text();
            open->click();
        });
        test::answerMessageBox(QStringLiteral("openLevels")); // the report: the kinds given
        QVERIFY(m_files->openPath(project));
        test::dropPendingAnswers();
        QCOMPARE(shown,
            (QStringList { "rows 2", "Rock (1) 8", "Lava (2) 8", "open at first off", "Every value has a kind." }));
        QCOMPARE(tabTexts(), (QStringList { "Hot *", "Hotter *" }));
        QCOMPARE(m_window->currentDocument()->maze().tiles.get(2, 1), Tile::Energizer);

        // Remembered: the same project, or another with these values, asks nothing.
        const ldtk::Answers remembered = LdtkImport::remembered();
        QCOMPARE(remembered.tile(QStringLiteral("lava")), std::optional<Tile>(Tile::Energizer));
        QStringList again;
        test::whenDialogShows([&](QWidget* dialog) {
            again << dialog->objectName();
            if (auto* button = dialog->findChild<QPushButton*>(QStringLiteral("openLevels")))
                button->click();
            else
                qobject_cast<QDialog*>(dialog)->reject();
        });
        QVERIFY(m_files->openPath(project));
        test::dropPendingAnswers();
        QVERIFY2(!again.contains(QStringLiteral("ldtkValues")), qPrintable(again.join(QLatin1Char(','))));
        QCOMPARE(m_window->tabs()->count(), 4);
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }

    void everyOpenLevelIsExportedAsOneProjectThatOpensBack()
    {
        m_window->openClassic();
        QVERIFY(m_files->openPath(test::resource(QStringLiteral("levels/small.maze"))));
        const Maze classic = m_window->viewAt(0)->document()->maze();
        const Maze small = m_window->viewAt(1)->document()->maze();
        QString filter;
        const QString path = m_dir->filePath(QStringLiteral("pack"));
        m_window->choices()->answers.savePath = [&](const QString&, const QString&, const QString& offered) {
            filter = offered;
            return path;
        };
        QString asked;
        test::answerMessageBox(QStringLiteral("allLevels"), &asked);
        QVERIFY(m_files->exportLdtk());
        QCOMPARE(filter, QStringLiteral("LDtk projects (*.ldtk)"));
        QVERIFY2(asked.contains(QStringLiteral("every open level")), qPrintable(asked));
        const ldtk::Project project = ldtk::readProject(bytesOf(path + QStringLiteral(".ldtk")));
        QVERIFY(project.ok());
        QCOMPARE(project.levels.size(), std::size_t(2));
        QVERIFY(project.levels[0].maze == classic);
        QCOMPARE(project.levels[1].maze.tiles, small.tiles);

        // Only the current level, when asked so; and it opens back in a tab of its own.
        test::answerMessageBox(QStringLiteral("thisLevel"));
        QVERIFY(m_files->exportLdtk(m_dir->filePath(QStringLiteral("one.ldtk"))));
        QCOMPARE(ldtk::readProject(bytesOf(m_dir->filePath(QStringLiteral("one.ldtk")))).levels.size(), std::size_t(1));
        QVERIFY(m_files->openPath(m_dir->filePath(QStringLiteral("one.ldtk"))));
        QCOMPARE(m_window->documentCount(), 3);
        QVERIFY(m_window->currentDocument()->maze().tiles == m_window->viewAt(1)->document()->maze().tiles);
        QCOMPARE(watchdog().takeUnanswered(), QStringList());
    }
};

QTEST_MAIN(TstLdtkProject)
#include "tst_ldtkproject.moc"

#include "editor/editorfixture.h"
#include "editor/modaldialogs.h"

#include "fileactions.h"
#include "mainwindow.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "playdock.h"
#include "playtestdialog.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QSettings>
#include <QTabBar>
#include <QtTest>

using namespace mazeworks;

// What a screen reader says of each control a keyboard user can reach: its accessible name. A
// control without one is read as its role alone ("list", "button"), and the user cannot tell
// what it is for. (tests/editor/access/ reads the real window over AT-SPI, as Orca does; this
// finds the same gaps offscreen, in every panel and dialog, and names the widget at fault.)
class TstAccessibleNames : public test::EditorTest {
    Q_OBJECT

public:
    TstAccessibleNames()
        : EditorTest(QSize(1600, 1000))
    {
    }

private:
    // Every widget under `top` that Tab reaches and that shows, without an accessible name.
    static QStringList nameless(QWidget* top)
    {
        QStringList found;
        for (QWidget* widget : top->findChildren<QWidget*>()) {
            if (!widget->isVisible() || !(widget->focusPolicy() & Qt::TabFocus) || !widget->isEnabled()) continue;
            // A tab bar the window keeps for panels that no longer share a place holds no tab:
            // there is nothing on it to read or reach (Qt names a tab bar by its current tab).
            if (auto* bar = qobject_cast<QTabBar*>(widget); bar && bar->count() == 0) continue;
            // A spin box's own line edit is not read apart: the spin box is, by its name.
            if (auto* spin = qobject_cast<QAbstractSpinBox*>(widget->parentWidget())) widget = spin;
            QAccessibleInterface* face = QAccessible::queryAccessibleInterface(widget);
            if (!face) continue;
            if (face->text(QAccessible::Name).trimmed().isEmpty()) {
                found << QStringLiteral("%1 \"%2\" (%4) in %3")
                             .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                                 widget->parentWidget() ? widget->parentWidget()->objectName() : QString(),
                                 widget->accessibleName());
            }
        }
        return found;
    }

    void showEveryPanel()
    {
        for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
            dock->show();
            dock->raise();
        }
        QCoreApplication::processEvents();
    }

private slots:
    void everyControlOfTheWindowAndItsPanelsHasAName()
    {
        m_window->openClassic();
        showEveryPanel();
        const QStringList found = nameless(m_window.get());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("\n"))));
    }

    // Every dialog the menus open, read as a screen reader reads it: each control Tab reaches
    // has a name. A dialog that waits for its answer is read while it waits, then cancelled.
    void everyControlOfEachDialogHasAName_data()
    {
        QTest::addColumn<QString>("action");
        for (const char* action : { "newMap", "resizeMap", "levelProperties", "goToLine", "searchActions",
                 "keyboardShortcuts", "aboutMazeworks", "bestScores", "gameKeys", "exportImage", "exportSearchFrames",
                 "exportGeneratorFrames" })
            QTest::newRow(action) << QString::fromLatin1(action);
    }
    void everyControlOfEachDialogHasAName()
    {
        QFETCH(QString, action);
        m_window->openClassic();
        if (action == QLatin1String("exportSearchFrames")) {
            // The frames of a search: one to export first.
            OverlayModel* search = dock<OverlayDock>()->model();
            search->setMode(OverlayModel::Mode::Path);
            search->setStart(Cell { 13, 22 });
            search->setGoal(Cell { 20, 22 });
            QCoreApplication::processEvents();
        }
        QAction* opens = m_window->findChild<QAction*>(action);
        QVERIFY2(opens && opens->isEnabled(), qPrintable(action));
        const QWidgetList before = QApplication::topLevelWidgets();
        QStringList found;
        QString seen;
        auto read = [&](QWidget* dialog) {
            seen = dialog->objectName() + QStringLiteral(" ") + dialog->windowTitle();
            found = nameless(dialog);
            if (auto* modal = qobject_cast<QDialog*>(dialog))
                modal->reject();
            else
                dialog->close();
        };
        test::whenDialogShows(read);
        opens->trigger();
        if (seen.isEmpty()) {
            // One that does not wait (the command palette): the window that came.
            QWidget* came = nullptr;
            QTRY_VERIFY2((came = [&]() -> QWidget* {
                for (QWidget* top : QApplication::topLevelWidgets()) {
                    if (top->isVisible() && qobject_cast<QDialog*>(top) && !before.contains(top)) return top;
                }
                return nullptr;
            }()),
                qPrintable(action));
            test::dropPendingAnswers();
            read(came);
        }
        QVERIFY2(!seen.isEmpty(), qPrintable(action));
        QVERIFY2(found.isEmpty(), qPrintable(seen + QStringLiteral(":\n") + found.join(QStringLiteral("\n"))));
    }

    // The questions and reports a Tiled map or an LDtk project brings as it opens: the kinds of
    // a designer's own tiles, the kinds of values that say none, what was left out.
    void everyControlOfEachImportDialogHasAName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("dialog");
        const QString tiled = QStringLiteral("../formats/tiled/data/");
        QTest::newRow("tileKinds") << QFINDTESTDATA(tiled + QStringLiteral("classic-own-tiles.tmx"))
                                   << QStringLiteral("tileKinds");
        QTest::newRow("importReport") << QFINDTESTDATA(tiled + QStringLiteral("classic-extras.tmx"))
                                      << QStringLiteral("importReport");
        QTest::newRow("ldtkValues") << QFINDTESTDATA(QStringLiteral("../formats/ldtk/data/lava.ldtk"))
                                    << QStringLiteral("ldtkValues");
        QTest::newRow("ldtkReport") << QStringLiteral(MAZEWORKS_SHARED "/data/ldtk/AutoLayers_1_basic.ldtk")
                                    << QStringLiteral("ldtkReport");
    }
    void everyControlOfEachImportDialogHasAName()
    {
        QFETCH(QString, file);
        QFETCH(QString, dialog);
        QVERIFY2(QFileInfo::exists(file), qPrintable(file));
        QSettings().clear(); // no kinds remembered from before: the question is asked
        QStringList seen;
        QStringList found;
        test::whenDialogShows([&](QWidget* shown) {
            seen << shown->objectName();
            if (shown->objectName() == dialog) found = nameless(shown);
            qobject_cast<QDialog*>(shown)->reject();
        });
        QVERIFY(!m_window->findChild<FileActions*>()->openPath(file));
        test::dropPendingAnswers();
        QVERIFY2(seen.contains(dialog), qPrintable(seen.join(QStringLiteral(", "))));
        QVERIFY2(found.isEmpty(), qPrintable(dialog + QStringLiteral(":\n") + found.join(QStringLiteral("\n"))));
    }

    void everyControlOfThePlaytestReportHasAName()
    {
        m_window->openClassic();
        dock<PlayDock>()->action(QStringLiteral("playtest"))->trigger();
        auto* dialog = m_window->findChild<PlaytestDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        const QStringList found = nameless(dialog);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("\n"))));
    }
};

QTEST_MAIN(TstAccessibleNames)
#include "tst_accessiblenames.moc"

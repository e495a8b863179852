// mazeworks_manual_pictures FOLDER SOURCE: the user manual's pictures, taken from the real
// widgets of the editor (offscreen, with QWidget::grab), so that they never go stale. The build
// runs it; docs/CMakeLists.txt lists the pictures it makes, and a test checks that the manual
// shows those and no others. SOURCE is the source tree, for a broken level to show.

#include "choices.h"
#include "dungeonview.h"
#include "editorapp.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "playdock.h"
#include "playsession.h"
#include "race.h"
#include "racewindow.h"
#include "sourcedock.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

#include <cstdio>
#include <memory>

using namespace mazeworks;

namespace {

QString g_folder;
int g_failures = 0;

void fail(const QString& why)
{
    std::fprintf(stderr, "mazeworks_manual_pictures: %s\n", qPrintable(why));
    ++g_failures;
}

// The widget as drawn now, saved as FOLDER/NAME.png.
void shoot(QWidget* widget, const QString& name)
{
    QCoreApplication::processEvents();
    // The map views make their chunks' pictures off the UI thread: the picture waits for them.
    for (MapView* view : widget->findChildren<MapView*>()) {
        if (view->isVisible() && !QTest::qWaitFor([view] { return view->complete(); }, 30000))
            fail(name + QStringLiteral(": the map is never drawn whole"));
    }
    widget->repaint();
    const QImage image = widget->grab().toImage();
    if (image.isNull() || image.width() < 100) return fail(name + QStringLiteral(": no picture"));
    if (!image.save(QDir(g_folder).filePath(name + QStringLiteral(".png")))) {
        fail(name + QStringLiteral(": cannot write it into ") + g_folder);
    }
}

std::unique_ptr<MainWindow> newWindow()
{
    QSettings().clear();
    std::unique_ptr<MainWindow> window(createMainWindow());
    window->resize(1280, 820);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) fail(QStringLiteral("the window is never shown"));
    return window;
}

void pressIn(QWidget* dock, const QString& action)
{
    for (auto* button : dock->findChildren<QToolButton*>()) {
        if (button->defaultAction() && button->defaultAction()->objectName() == action) {
            QTest::mouseClick(button, Qt::LeftButton);
            return;
        }
    }
    fail(QStringLiteral("no button for ") + action);
}

void editor()
{
    auto window = newWindow();
    window->openClassic();
    QTest::qWait(100);
    shoot(window.get(), QStringLiteral("editor"));
}

void diagnostics(const QString& source)
{
    auto window = newWindow();
    const QString level = source + QStringLiteral("/resources/levels/broken/unreachable-dot.maze");
    if (openFiles(window.get(), { level }) != 1) return fail(QStringLiteral("cannot open ") + level);
    if (auto* dock = window->findChild<SourceDock*>()) dock->show();
    QTest::qWait(300); // the check runs off the UI thread
    shoot(window.get(), QStringLiteral("diagnostics"));
}

// The Overlays panel shown, a path search picked on the map as a user picks it: the muncher's
// start (click), the top left corner (right-click). Picking is still on.
OverlayDock* searchFromTheMuncherToTheCorner(MainWindow* window)
{
    auto* dock = window->findChild<OverlayDock*>();
    dock->show();
    QTest::qWait(50);
    MapView* view = window->currentView();
    auto* mode = dock->findChild<QComboBox*>(QStringLiteral("overlayMode"));
    mode->setCurrentIndex(mode->findText(QStringLiteral("Path search")));
    if (!dock->pickAction()->isChecked()) pressIn(dock, QStringLiteral("pickOverlayTiles"));
    const auto at = [view](int col, int row) { return view->viewportPoint(QPointF(col + 0.5, row + 0.5)).toPoint(); };
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at(13, 22));
    QTest::mouseClick(view->viewport(), Qt::RightButton, {}, at(1, 1));
    return dock;
}

void overlays()
{
    auto window = newWindow();
    window->openClassic();
    OverlayDock* dock = searchFromTheMuncherToTheCorner(window.get());
    for (int i = 0; i < 90; ++i) pressIn(dock, QStringLiteral("stepSearch"));
    QTest::qWait(100);
    shoot(window.get(), QStringLiteral("overlays"));
}

void generate()
{
    auto window = newWindow();
    window->openClassic();
    auto* dock = window->findChild<GenerateDock*>();
    dock->show();
    DungeonParams params;
    params.rooms = 30;
    params.connection = Connection::Neighbours;
    dock->setParams(params);
    dock->setSeed(8); // the first room's group of neighbours holds 26 of the 30 rooms
    if (!dock->newDungeon()) return fail(QStringLiteral("no dungeon"));
    GeneratorController* controller = dock->controller();
    controller->pause();
    dock->view()->zoomToFit();
    for (int i = 0; i < 100000; ++i) {
        const Generator& g = controller->shown();
        if (g.done() || (g.phase() == Phase::Linking && g.counters().treeEdges >= 14)) break;
        const int before = g.counters().steps;
        controller->step();
        if (!QTest::qWaitFor(
                [&] { return controller->shown().counters().steps > before || controller->shown().done(); }, 30000)) {
            return fail(QStringLiteral("the generator does not step"));
        }
    }
    QTest::qWait(GeneratorController::kStepGlide + 100);
    shoot(dock, QStringLiteral("generate"));
}

void play()
{
    auto window = newWindow();
    auto* dock = window->findChild<PlayDock*>();
    window->choices()->answers.seed = [] { return std::uint64_t { 3 }; };
    std::int64_t now = 0;
    dock->session()->setClock([&now] { return now; });
    window->openClassic();
    QTest::qWait(50);
    if (!dock->playCurrent()) return fail(QStringLiteral("the classic maze does not play"));
    dock->setPilot(PilotKind::Expert);
    for (int i = 0; i < 60 * 14; ++i) {
        now += 16'666'667;
        dock->session()->tick();
    }
    shoot(dock, QStringLiteral("play"));
    dock->setPilot(std::nullopt);
}

// The classroom: jump point search stepped on the classic maze, with its code and open list.
void classroom()
{
    auto window = newWindow();
    window->resize(1600, 1000);
    window->openClassic();
    OverlayDock* dock = searchFromTheMuncherToTheCorner(window.get());
    SearchChoice choice = dock->model()->choice();
    choice.algorithm = Algorithm::AStar;
    choice.heuristic = Heuristic::Manhattan;
    dock->model()->setChoice(choice);
    QTest::keyClick(window->currentView(), Qt::Key_Escape);
    pressIn(dock, QStringLiteral("showSearchCode"));
    for (int i = 0; i < 40; ++i) pressIn(dock, QStringLiteral("stepSearch"));
    QTest::qWait(100);
    shoot(window.get(), QStringLiteral("classroom"));
}

// A race of four searches between the same two tiles, finished.
void race()
{
    auto window = newWindow();
    window->openClassic();
    OverlayDock* dock = searchFromTheMuncherToTheCorner(window.get());
    QTest::keyClick(window->currentView(), Qt::Key_Escape);
    RaceWindow* race = dock->raceWindow();
    race->resize(1200, 760);
    race->show();
    if (!QTest::qWaitForWindowExposed(race)) return fail(QStringLiteral("the race window is never shown"));
    if (auto* count = race->findChild<QSpinBox*>(QStringLiteral("raceCount"))) count->setValue(4);
    race->race()->finish();
    QTest::qWait(100);
    shoot(race, QStringLiteral("race"));
    race->close();
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: mazeworks_manual_pictures FOLDER SOURCE\n");
        return 2;
    }
    QStandardPaths::setTestModeEnabled(true); // the settings of no one
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // the manual's language
    setUpApplication(app, QStringLiteral("manual"));
    g_folder = QString::fromLocal8Bit(argv[1]);
    if (!QDir().mkpath(g_folder)) {
        std::fprintf(stderr, "mazeworks_manual_pictures: cannot make %s\n", argv[1]);
        return 2;
    }
    editor();
    diagnostics(QString::fromLocal8Bit(argv[2]));
    overlays();
    generate();
    play();
    classroom();
    race();
    return g_failures == 0 ? 0 : 1;
}

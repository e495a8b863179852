#include "editorapp.h"

#include "announcer.h"
#include "autosave.h"
#include "commandpalette.h"
#include "diagnosticsdock.h"
#include "dungeonspeech.h"
#include "editactions.h"
#include "fileactions.h"
#include "gamespeech.h"
#include "generatedock.h"
#include "gotoline.h"
#include "helpactions.h"
#include "lessondock.h"
#include "mainwindow.h"
#include "overlaydock.h"
#include "playdock.h"
#include "predictmode.h"
#include "racespeech.h"
#include "racewindow.h"
#include "screenreader.h"
#include "searchspeech.h"
#include "settingsactions.h"
#include "sourcedock.h"
#include "toolsdock.h"
#include "wheelguard.h"

#include "install/datapaths.h"

#include <QApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

namespace mazeworks {

void setUpApplication(QCoreApplication& app, const QString& version)
{
    QCoreApplication::setOrganizationName(QStringLiteral("Mazeworks"));
    QCoreApplication::setApplicationName(QStringLiteral("Mazeworks"));
    QCoreApplication::setApplicationVersion(version);
    // The language: chosen in the settings, else the system's.
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = chosen.isEmpty() ? QLocale() : QLocale(chosen);
    auto* qtStrings = new QTranslator(&app);
    if (qtStrings->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtStrings);
    }
    // Ours: the installed ones (a translator's update needs no new build), else those inside.
    auto* ours = new QTranslator(&app);
    const QString installed = translationsDirectory();
    if ((!installed.isEmpty() && ours->load(locale, QStringLiteral("mazeworks"), QStringLiteral("_"), installed))
        || ours->load(locale, QStringLiteral("mazeworks"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(ours);
    }
    // The icon inside the program (rendered from the SVG at build time), and the desktop entry
    // that the window belongs to, for the task bar. A QCoreApplication (--help) has no windows.
    if (qobject_cast<QGuiApplication*>(&app)) {
        QIcon icon;
        for (int size : { 16, 22, 24, 32, 48, 64, 128, 256 }) {
            icon.addFile(QStringLiteral(":/icons/%1x%1/apps/org.mazeworks.Mazeworks.png").arg(size), QSize(size, size));
        }
        QGuiApplication::setWindowIcon(icon);
        QGuiApplication::setDesktopFileName(QStringLiteral("org.mazeworks.Mazeworks"));
    }
}

MainWindow* createMainWindow()
{
    // The wheel scrolls the panels, never the settings it passes over (wheelguard.h).
    guardTheWheel(*qApp);
    auto* window = new MainWindow;
    // Each feature attaches itself here; the window owns them.
    new FileActions(window);
    new SettingsActions(window);
    new HelpActions(window);
    new DiagnosticsDock(window);
    new SourceDock(window);
    new EditActions(window);
    new ToolsDock(window);
    new OverlayDock(window);
    new PlayDock(window);
    new GenerateDock(window);
    // Predict beside Step in the Overlays and Generate panels.
    new PredictMode(window);
    // A lesson's slides are views of the overlays, the generator and the game.
    auto* lesson = new LessonDock(
        window, window->findChild<OverlayDock*>(), window->findChild<GenerateDock*>(), window->findChild<PlayDock*>());
    // A slide's question comes when its view reaches the question's step: Predict asks it.
    QObject::connect(lesson, &LessonDock::questionReached, window, [window](int, const LessonQuestion& question) {
        PredictMode* predict = PredictMode::of(window);
        if (!predict || predict->isAsking()) return;
        predict->ask(
            question.kind == QuestionKind::NextSettled ? PredictMode::View::Search : PredictMode::View::Generator);
    });
    // The quick ways: Go to Line and Column in Edit, the command palette first in Help.
    new GoToLine(window);
    new CommandPalette(window);
    // The maps as tables for a screen reader, and the announcer of strokes and problems; through
    // it, the steps of a search and the events of a game; the pictures of the game and the
    // generator described in words.
    auto* reader = new ScreenReader(window);
    const auto say = [announcer = reader->announcer()](const QString& text) { announcer->announce(text); };
    new SearchSpeech(window->findChild<OverlayDock*>(), say);
    // The race is a window of its own (for a second screen): an announcer of its own, where the
    // focus is while a class steps it.
    QObject::connect(window->findChild<OverlayDock*>(), &OverlayDock::raceWindowMade, window, [](RaceWindow* race) {
        auto* announcer = new Announcer(race);
        new RaceSpeech(race, [announcer](const QString& text) { announcer->announce(text); });
    });
    new GameSpeech(window->findChild<PlayDock*>(), say);
    new DungeonSpeech(window->findChild<GenerateDock*>());
    // The docks and toolbars where the user left them.
    QSettings settings;
    if (!window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // The first start: most of the screen, for a map and its docks side by side; all of a
        // laptop's, where every pixel of the map counts (fitted to the frame once it is shown).
        if (const QScreen* screen = QGuiApplication::primaryScreen()) {
            const QRect free = screen->availableGeometry();
            const double share = free.width() < 1440 ? 1.0 : 0.92;
            const QSize size = (free.size() * share).boundedTo(QSize(1680, 1120));
            window->resize(size);
            window->move(free.center() - window->rect().center());
        }
    }
    window->rememberFirstLayout();
    window->restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // A layout saved on a larger screen is fitted to this one.
    window->fitToScreen();
    return window;
}

int openFiles(MainWindow* window, const QStringList& paths)
{
    auto* files = window->findChild<FileActions*>();
    auto* play = window->findChild<PlayDock*>();
    int opened = 0;
    for (const QString& path : paths) {
        // A replay (the file manager's double-click too) plays back in the Play panel.
        const bool replay = QFileInfo(path).suffix().compare(QLatin1String("replay"), Qt::CaseInsensitive) == 0;
        opened += (replay ? play->openReplay(path) : files->openPath(path)) ? 1 : 0;
    }
    return opened;
}

void offerRecovery(MainWindow* window)
{
    // Once the event loop runs, so that the window is drawn behind the question.
    if (auto* autosave = window->findChild<Autosave*>()) QTimer::singleShot(0, autosave, &Autosave::offerRecovery);
}

} // namespace mazeworks

// A zoom sweep in a real window: the editor's main window on a 4096 x 4096 level, zoomed and
// panned from outside (zoom-sweep.sh sends X wheel and button events with xdotool), logging
// what the UI thread spends on every frame. Not a test: it prints figures and asserts nothing.
//
//   zoomsweep LOG [SIDE]
//
// It prints "ready X Y W H" (the middle of the map view on the screen, and its size) once the
// level is shown, then takes commands on stdin, one a line:
//   mark TEXT   a new phase of the sweep, called TEXT in the log
//   shot FILE   saves the screen as it is now (a PNG)
//   settle      answers "settled" once the view shows every chunk at full detail
//   quit        ends the log with a summary of each phase and quits

#include "../biglevel.h"

#include "document.h"
#include "editorapp.h"
#include "mainwindow.h"
#include "mapview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QScreen>
#include <QSettings>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

using namespace mazeworks;

namespace {

// What the UI thread spent, in ms: on the clock, and of its CPU (a loaded machine stretches the
// first, not the second).
struct Spent {
    double wall = 0;
    double cpu = 0;
    Spent& operator+=(const Spent& more)
    {
        wall += more.wall;
        cpu += more.cpu;
        return *this;
    }
};

struct Frame {
    double at = 0; // ms since the start
    Spent paint; // the frame's paint (the window's update request)
    Spent busy; // all the UI thread did since the previous frame, the paint included
    double scale = 0;
    bool complete = false;
};

struct Phase {
    QString name;
    std::vector<Frame> frames;
    double longestEvent = 0; // ms, the longest single event that was not a frame
};

double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto at = static_cast<std::size_t>(std::ceil(p * static_cast<double>(values.size()))) - 1;
    return values[std::min(at, values.size() - 1)];
}

// The application, timing every event the UI thread handles.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;

    std::function<void(const Spent& paint, const Spent& busy)> onFrame;
    Spent busySinceFrame;
    double longestEvent = 0; // ms on the clock
    QStringList heavySinceFrame; // the events since the last frame that took 4 ms of CPU or more
    // What the sweep itself spent inside the event being timed (a screenshot): the sweep's work,
    // not the editor's, so it is taken out of the event's time.
    Spent notCounted;

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (m_depth > 0) return QApplication::notify(receiver, event);
        const QEvent::Type type = event->type();
        const bool frame
            = type == QEvent::UpdateRequest && receiver->isWidgetType() && static_cast<QWidget*>(receiver)->isWindow();
        QElapsedTimer clock;
        clock.start();
        const double cpu = threadCpuMs();
        ++m_depth;
        const bool handled = QApplication::notify(receiver, event);
        --m_depth;
        const Spent spent { clock.nsecsElapsed() / 1e6 - notCounted.wall, threadCpuMs() - cpu - notCounted.cpu };
        notCounted = {};
        busySinceFrame += spent;
        if (spent.cpu >= 4.0) heavySinceFrame << describe(receiver, type, spent);
        if (frame && onFrame) {
            onFrame(spent, busySinceFrame);
            busySinceFrame = {};
        } else {
            longestEvent = std::max(longestEvent, spent.wall);
        }
        return handled;
    }

private:
    static QString describe(QObject* receiver, QEvent::Type type, const Spent& spent)
    {
        return QStringLiteral("%1 to %2 \"%3\" %4 ms (CPU %5)")
            .arg(int(type))
            .arg(QLatin1String(receiver->metaObject()->className()), receiver->objectName())
            .arg(spent.wall, 0, 'f', 1)
            .arg(spent.cpu, 0, 'f', 1);
    }

    int m_depth = 0;
};

class Sweep : public QObject {
public:
    Sweep(TimedApplication& app, const QString& logPath, int side)
        : m_app(app)
        , m_log(logPath)
    {
        if (!m_log.open(QIODevice::WriteOnly | QIODevice::Text)) {
            std::fprintf(stderr, "zoomsweep: cannot write %s\n", qPrintable(logPath));
            std::exit(2);
        }
        m_out.setDevice(&m_log);
        m_clock.start();
        m_phases.push_back({ QStringLiteral("opening"), {}, 0 });
        m_window.reset(createMainWindow());
        auto* document = new Document;
        document->loadText(test::bigLevelText(side), QString());
        m_view = m_window->addDocument(document, QStringLiteral("Big %1").arg(side));
        m_window->show();
        app.onFrame = [this](const Spent& paint, const Spent& busy) { frame(paint, busy); };
        m_input = std::make_unique<QSocketNotifier>(STDIN_FILENO, QSocketNotifier::Read);
        connect(m_input.get(), &QSocketNotifier::activated, this, &Sweep::readCommands);
        // Ready once the window is up and the whole level shows.
        QTimer::singleShot(500, this, [this] {
            whenSettled([this] {
                const QWidget* viewport = m_view->viewport();
                const QPoint middle = viewport->mapToGlobal(viewport->rect().center());
                say(QStringLiteral("ready %1 %2 %3 %4")
                        .arg(middle.x())
                        .arg(middle.y())
                        .arg(viewport->width())
                        .arg(viewport->height()));
            });
        });
    }

private:
    void frame(const Spent& paint, const Spent& busy)
    {
        Frame f { m_clock.nsecsElapsed() / 1e6, paint, busy, m_view ? m_view->scale() : 0,
            m_view && m_view->complete() };
        m_phases.back().frames.push_back(f);
        m_out << QStringLiteral("frame at %1 ms: paint %2 ms (CPU %3), UI thread since the last frame %4 ms (CPU "
                                "%5), %6 px a tile%7\n")
                     .arg(f.at, 0, 'f', 1)
                     .arg(f.paint.wall, 0, 'f', 2)
                     .arg(f.paint.cpu, 0, 'f', 2)
                     .arg(f.busy.wall, 0, 'f', 2)
                     .arg(f.busy.cpu, 0, 'f', 2)
                     .arg(f.scale)
                     .arg(f.complete ? QString() : QStringLiteral(", chunks to come"));
        if (!m_app.heavySinceFrame.isEmpty()) m_out << "  heavy events: " << m_app.heavySinceFrame.join(u"; ") << '\n';
        m_app.heavySinceFrame.clear();
    }

    void say(const QString& line)
    {
        std::printf("%s\n", qPrintable(line));
        std::fflush(stdout);
    }

    void whenSettled(std::function<void()> then)
    {
        auto* poll = new QTimer(this);
        poll->start(20);
        connect(poll, &QTimer::timeout, this, [this, poll, then] {
            if (!m_view->complete()) return;
            poll->deleteLater();
            then();
        });
    }

    void readCommands()
    {
        char buffer[4096];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n <= 0) {
            finish();
            return;
        }
        m_pending += QString::fromUtf8(buffer, static_cast<int>(n));
        for (qsizetype end; (end = m_pending.indexOf('\n')) >= 0;) {
            const QString line = m_pending.left(end).trimmed();
            m_pending.remove(0, end + 1);
            run(line);
        }
    }

    void run(const QString& line)
    {
        const QString command = line.section(' ', 0, 0);
        const QString rest = line.section(' ', 1);
        if (command == QLatin1String("mark")) {
            closePhase();
            m_phases.push_back({ rest, {}, 0 });
            m_out << "phase: " << rest << '\n';
        } else if (command == QLatin1String("shot")) {
            QElapsedTimer clock;
            clock.start();
            const double cpu = threadCpuMs();
            QGuiApplication::primaryScreen()->grabWindow(0).save(rest);
            m_app.notCounted += Spent { clock.nsecsElapsed() / 1e6, threadCpuMs() - cpu };
        } else if (command == QLatin1String("settle")) {
            whenSettled([this] { say(QStringLiteral("settled")); });
        } else if (command == QLatin1String("quit")) {
            finish();
        }
    }

    void closePhase()
    {
        m_phases.back().longestEvent = m_app.longestEvent;
        m_app.longestEvent = 0;
    }

    void finish()
    {
        m_input->setEnabled(false);
        closePhase();
        m_out << "\nsummary: ms the UI thread spent on each frame (its paint and all it did since the frame "
                 "before), its CPU time / on the clock\n";
        m_out << "| phase | frames | median | 99th percentile | worst | frames over 16 ms of CPU | longest other "
                 "event (clock) |\n|---|---|---|---|---|---|---|\n";
        for (const Phase& phase : m_phases) {
            std::vector<double> cpu;
            std::vector<double> wall;
            for (const Frame& f : phase.frames) {
                cpu.push_back(f.busy.cpu);
                wall.push_back(f.busy.wall);
            }
            auto both = [&](double p) {
                return QStringLiteral("%1 / %2").arg(percentile(cpu, p), 0, 'f', 1).arg(percentile(wall, p), 0, 'f', 1);
            };
            const auto over = std::count_if(cpu.begin(), cpu.end(), [](double ms) { return ms > 16.0; });
            m_out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                         .arg(phase.name)
                         .arg(phase.frames.size())
                         .arg(both(0.5), both(0.99), both(1.0))
                         .arg(over)
                         .arg(phase.longestEvent, 0, 'f', 1);
        }
        m_out.flush();
        m_log.close();
        say(QStringLiteral("done"));
        // The level is big and unsaved: no question on the way out.
        std::fflush(nullptr);
        std::_Exit(0);
    }

    TimedApplication& m_app;
    QFile m_log;
    QTextStream m_out;
    QElapsedTimer m_clock;
    std::vector<Phase> m_phases;
    std::unique_ptr<MainWindow> m_window;
    MapView* m_view = nullptr;
    std::unique_ptr<QSocketNotifier> m_input;
    QString m_pending;
};

} // namespace

int main(int argc, char** argv)
{
    QStandardPaths::setTestModeEnabled(true); // the user's settings are not touched
    TimedApplication app(argc, argv);
    setUpApplication(app, QStringLiteral("zoom sweep"));
    QSettings().clear();
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: zoomsweep LOG [SIDE]\n");
        return 2;
    }
    Sweep sweep(app, args.at(1), args.size() > 2 ? args.at(2).toInt() : 4096);
    return app.exec();
}

#pragma once

#include "playtest.h"

#include <QFuture>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <map>
#include <memory>
#include <vector>

namespace mazeworks {

// Runs the games of a playtest on worker threads, one game at a time each (every game is its
// own, so they run side by side), says ten times a second how far it got, and stops between
// two games when cancelled.
class PlaytestRunner : public QObject {
    Q_OBJECT

public:
    struct Options {
        PilotKind pilot = PilotKind::Casual;
        std::uint64_t firstSeed = 1;
        int games = 100;
        double seconds = 600;
    };

    explicit PlaytestRunner(QObject* parent = nullptr);
    // Cancels what still runs and waits for the games under way.
    ~PlaytestRunner() override;

    void start(const Maze& maze, const Options& options);
    void cancel();
    bool isRunning() const { return m_running; }
    // Blocks until the games under way are done (for tests and closing).
    void waitForFinished();

    const Options& options() const { return m_options; }
    // The games finished so far, by seed.
    std::vector<PlaytestGame> games() const;
    bool wasCancelled() const { return m_cancelled; }

signals:
    void progress(int done, int total);
    void finished(bool cancelled);

private:
    // What the workers of one run share; a run that is cancelled and replaced keeps its own.
    struct Run {
        Maze maze;
        Options options;
        std::atomic<int> next { 0 };
        std::atomic<bool> cancel { false };
        std::atomic<int> working { 0 };
        std::atomic<int> finishedGames { 0 };
        QMutex mutex;
        std::map<int, PlaytestGame> done;
    };
    void work(const std::shared_ptr<Run>& run);
    void tellProgress();

    Options m_options;
    std::shared_ptr<Run> m_run;
    QList<QFuture<void>> m_workers;
    bool m_running = false;
    bool m_cancelled = false;
    // The window asks how far the run got at its own pace: workers that told it after every game
    // would flood it with news faster than it can draw, and it would stop answering (Cancel too).
    QTimer* m_poll = nullptr;
    // Threads of its own: a run of thousands of games on the shared pool would hold back the
    // editor's other work there (validation, searches) until it ended.
    QThreadPool m_pool;
    int m_told = -1;
};

} // namespace mazeworks

#pragma once

#include "game/playtest.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <memory>
#include <vector>

namespace mazeworks {

// Runs a playtest (core's Playtest, on every core) away from the UI thread, says ten times a
// second how far it got, and stops between two games when cancelled.
class PlaytestRunner : public QObject {
    Q_OBJECT

public:
    using Options = PlaytestOptions;

    explicit PlaytestRunner(QObject* parent = nullptr);
    // Cancels what still runs and waits for the games under way.
    ~PlaytestRunner() override;

    // Plays the games on each of `levels` (the same seeds on each: one level, or the same level
    // under other rules to compare them).
    void start(const std::vector<Maze>& levels, const Options& options);
    void start(const Maze& maze, const Options& options) { start(std::vector<Maze> { maze }, options); }
    void cancel();
    bool isRunning() const { return m_running; }
    // Blocks until the games under way are done (for tests and closing).
    void waitForFinished();

    const Options& options() const { return m_options; }
    // The games of level `which` finished so far, by seed.
    std::vector<PlaytestGame> games(std::size_t which = 0) const;
    bool wasCancelled() const { return m_cancelled; }
    // Why the games stopped before the end, when it was not the user (memory ran out); empty if not.
    const QString& failure() const { return m_failure; }

signals:
    // Games played of all the levels' games.
    void progress(int done, int total);
    void finished(bool cancelled);

private:
    void tellProgress();
    void stopped();

    Options m_options;
    // A run that is cancelled and replaced is kept alive by its own thread until it stops.
    std::shared_ptr<Playtest> m_playtest;
    QFuture<void> m_worker;
    bool m_running = false;
    bool m_cancelled = false;
    QString m_failure;
    // The window asks how far the run got at its own pace: workers that told it after every game
    // would flood it with news faster than it can draw, and it would stop answering (Cancel too).
    QTimer* m_poll = nullptr;
    // A thread of its own to wait for the games on: a long run on the shared pool would hold back
    // the editor's other work there (validation, searches) until it ended.
    QThreadPool m_pool;
    int m_told = -1;
};

} // namespace mazeworks

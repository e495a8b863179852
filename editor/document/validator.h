#pragma once

#include "maze/diagnostic.h"
#include "maze/maze.h"
#include "maze/mazefile.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <vector>

namespace mazeworks {

// Validates a level off the UI thread, so that painting a 1024 x 1024 map never waits for it.
// The level is copied only when a worker is free: a burst of edits costs one copy and one run
// of core's validate(), and only the latest state's diagnostics are ever delivered.
class Validator : public QObject {
    Q_OBJECT

public:
    // `maze` and `source` are the document's own: read on the UI thread when a run starts.
    Validator(const Maze* maze, const MazeSource* source, QObject* parent = nullptr);
    ~Validator() override;

    // The level changed: its diagnostics are wanted. Delivered later by finished().
    void request();
    // The diagnostics of the current state are known already (the level was just read):
    // any run under way is forgotten.
    void cancel();
    // A request has not been answered yet.
    bool isPending() const { return m_wanted; }
    // Blocks until the pending request is answered (for the command line and benchmarks).
    void waitForFinished();

    // The answer finished() announced; moved out, as a huge map may have a million of them.
    std::vector<Diagnostic> takeDiagnostics() { return std::move(m_result); }

signals:
    // The diagnostics of the level as it is now are ready (takeDiagnostics), on the UI thread.
    void finished();

private:
    void start();
    void done();

    const Maze* m_maze;
    const MazeSource* m_source;
    QFutureWatcher<std::vector<Diagnostic>> m_watcher;
    QTimer m_startSoon;
    // Each request or cancel bumps the generation; a run's answer counts only for its own.
    quint64 m_generation = 0;
    quint64 m_running = 0; // the generation the worker is validating, 0 when idle
    bool m_wanted = false;
    std::vector<Diagnostic> m_result;
};

} // namespace mazeworks

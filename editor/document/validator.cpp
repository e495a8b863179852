#include "validator.h"

#include <QtConcurrent/QtConcurrentRun>

namespace mazeworks {

Validator::Validator(const Maze* maze, const MazeSource* source, QObject* parent)
    : QObject(parent)
    , m_maze(maze)
    , m_source(source)
{
    // Edits that arrive in one pass of the event loop (a fill, a paste) share one run.
    m_startSoon.setSingleShot(true);
    m_startSoon.setInterval(0);
    connect(&m_startSoon, &QTimer::timeout, this, &Validator::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &Validator::done);
}

// A run still under way owns its copies: it finishes on its own and nobody reads its answer.
Validator::~Validator() { m_watcher.disconnect(this); }

void Validator::request()
{
    ++m_generation;
    m_wanted = true;
    if (m_running == 0) m_startSoon.start();
    // Otherwise done() sees the answer is stale and starts again with the latest state.
}

void Validator::cancel()
{
    ++m_generation;
    m_wanted = false;
    m_startSoon.stop();
}

void Validator::start()
{
    if (!m_wanted || m_running != 0) return;
    m_running = m_generation;
    // Copied here, on the UI thread, while nobody edits; the worker then owns them.
    m_watcher.setFuture(QtConcurrent::run([maze = *m_maze, source = *m_source] { return validate(maze, source); }));
}

void Validator::done()
{
    // A late signal of a run already collected by waitForFinished() is no answer.
    if (m_running == 0 || !m_watcher.isFinished()) return;
    const quint64 generation = m_running;
    m_running = 0;
    std::vector<Diagnostic> result = m_watcher.future().takeResult();
    if (!m_wanted) return;
    if (generation != m_generation) {
        start(); // edits came in meanwhile: this answer is stale, the latest state is due
        return;
    }
    m_wanted = false;
    m_result = std::move(result);
    emit finished();
}

void Validator::waitForFinished()
{
    while (m_wanted) {
        m_startSoon.stop();
        start();
        m_watcher.waitForFinished();
        done();
    }
}

} // namespace mazeworks

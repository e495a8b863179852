#include "playtestrunner.h"

#include <QMutexLocker>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace mazeworks {

PlaytestRunner::PlaytestRunner(QObject* parent)
    : QObject(parent)
{
}

PlaytestRunner::~PlaytestRunner()
{
    cancel();
    waitForFinished();
}

void PlaytestRunner::start(const Maze& maze, const Options& options)
{
    cancel();
    waitForFinished();
    m_options = options;
    m_cancelled = false;
    m_running = true;
    // The workers' own copy of the level: the editor may change its own meanwhile.
    auto run = std::make_shared<Run>();
    run->maze = maze;
    run->options = options;
    m_run = run;
    const int workers = std::clamp(QThread::idealThreadCount(), 1, std::max(1, options.games));
    run->working = workers;
    m_workers.clear();
    for (int i = 0; i < workers; ++i) m_workers << QtConcurrent::run([this, run] { work(run); });
    emit progress(0, options.games);
}

void PlaytestRunner::work(const std::shared_ptr<Run>& run)
{
    for (;;) {
        if (run->cancel) break;
        const int i = run->next++;
        if (i >= run->options.games) break;
        PlaytestGame game = playtestGame(run->maze, run->options.pilot,
            run->options.firstSeed + static_cast<std::uint64_t>(i), run->options.seconds);
        {
            QMutexLocker lock(&run->mutex);
            run->done.emplace(i, std::move(game));
        }
        // One note at a time: games end faster than a busy window can redraw its progress bar,
        // and a queue of stale notes would keep the window from answering, Cancel included.
        if (!run->notePending.exchange(true)) {
            QMetaObject::invokeMethod(
                this,
                [this, run] {
                    run->notePending = false;
                    if (run != m_run) return;
                    int done = 0;
                    {
                        QMutexLocker lock(&run->mutex);
                        done = static_cast<int>(run->done.size());
                    }
                    emit progress(done, run->options.games);
                },
                Qt::QueuedConnection);
        }
    }
    // The last worker to stop says that the run is over, on the runner's thread.
    if (--run->working == 0) {
        QMetaObject::invokeMethod(
            this,
            [this, run] {
                if (run != m_run) return;
                m_running = false;
                QMutexLocker lock(&run->mutex);
                m_cancelled = static_cast<int>(run->done.size()) < run->options.games;
                lock.unlock();
                emit finished(m_cancelled);
            },
            Qt::QueuedConnection);
    }
}

void PlaytestRunner::cancel()
{
    if (m_run) m_run->cancel = true;
}

void PlaytestRunner::waitForFinished()
{
    for (QFuture<void>& worker : m_workers) worker.waitForFinished();
    m_workers.clear();
    if (m_running) {
        // The news from the workers is still queued: the run is over all the same.
        m_running = false;
        QMutexLocker lock(&m_run->mutex);
        m_cancelled = static_cast<int>(m_run->done.size()) < m_run->options.games;
    }
}

std::vector<PlaytestGame> PlaytestRunner::games() const
{
    std::vector<PlaytestGame> list;
    if (!m_run) return list;
    QMutexLocker lock(&m_run->mutex);
    list.reserve(m_run->done.size());
    for (const auto& [index, game] : m_run->done) list.push_back(game);
    return list;
}

} // namespace mazeworks

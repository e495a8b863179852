#include "playtestrunner.h"

#include <QMutexLocker>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace mazeworks {

PlaytestRunner::PlaytestRunner(QObject* parent)
    : QObject(parent)
    , m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &PlaytestRunner::tellProgress);
}

void PlaytestRunner::tellProgress()
{
    if (!m_run) return;
    const int done = m_run->finishedGames;
    if (done == m_told) return;
    m_told = done;
    emit progress(done, m_run->options.games);
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
    m_pool.setMaxThreadCount(workers);
    for (int i = 0; i < workers; ++i) m_workers << QtConcurrent::run(&m_pool, [this, run] { work(run); });
    m_told = 0;
    emit progress(0, options.games);
    m_poll->start();
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
        ++run->finishedGames;
    }
    // The last worker to stop says that the run is over, on the runner's thread.
    if (--run->working == 0) {
        QMetaObject::invokeMethod(
            this,
            [this, run] {
                if (run != m_run) return;
                m_running = false;
                m_poll->stop();
                tellProgress();
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
        m_poll->stop();
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

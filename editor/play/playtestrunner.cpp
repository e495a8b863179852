#include "playtestrunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace mazeworks {

PlaytestRunner::PlaytestRunner(QObject* parent)
    : QObject(parent)
    , m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &PlaytestRunner::tellProgress);
    m_pool.setMaxThreadCount(1);
}

PlaytestRunner::~PlaytestRunner()
{
    cancel();
    waitForFinished();
}

void PlaytestRunner::tellProgress()
{
    if (!m_playtest) return;
    const int done = m_playtest->played();
    if (done == m_told) return;
    m_told = done;
    emit progress(done, m_playtest->total());
}

void PlaytestRunner::start(const std::vector<Maze>& levels, const Options& options)
{
    cancel();
    waitForFinished();
    m_options = options;
    m_cancelled = false;
    m_failure.clear();
    m_running = true;
    // The games' own copy of the level: the editor may change its own meanwhile.
    auto playtest = std::make_shared<Playtest>(levels, options);
    m_playtest = playtest;
    m_worker = QtConcurrent::run(&m_pool, [this, playtest] {
        try {
            playtest->run();
        } catch (const std::exception& e) {
            // Memory ran out, most likely: the games played so far stand, and the report says why it stopped.
            const QString why = QString::fromLocal8Bit(e.what());
            QMetaObject::invokeMethod(
                this,
                [this, playtest, why] {
                    if (playtest == m_playtest) m_failure = why;
                },
                Qt::QueuedConnection);
        }
        // Said on the runner's thread; a run replaced meanwhile says nothing.
        QMetaObject::invokeMethod(
            this,
            [this, playtest] {
                if (playtest == m_playtest && m_running) stopped();
            },
            Qt::QueuedConnection);
    });
    m_told = 0;
    emit progress(0, playtest->total());
    m_poll->start();
}

void PlaytestRunner::stopped()
{
    m_running = false;
    m_poll->stop();
    tellProgress();
    m_cancelled = m_playtest->wasCancelled();
    emit finished(m_cancelled);
}

void PlaytestRunner::cancel()
{
    if (m_playtest) m_playtest->cancel();
}

void PlaytestRunner::waitForFinished()
{
    m_worker.waitForFinished();
    if (m_running) {
        // The news from the worker is still queued: the run is over all the same.
        m_running = false;
        m_poll->stop();
        m_cancelled = m_playtest->wasCancelled();
    }
}

std::vector<PlaytestGame> PlaytestRunner::games(std::size_t which) const
{
    return m_playtest ? m_playtest->games(which) : std::vector<PlaytestGame> {};
}

} // namespace mazeworks

#include "generatorworker.h"

#include <QMetaObject>

#include <algorithm>

namespace mazeworks {

namespace {

using Clock = std::chrono::steady_clock;

// Pictures published ahead of the screen when every step is published: the screen takes them
// one a step, so a few are enough to have the next one ready when it is due.
constexpr std::size_t kAhead = 8;
// The least time between two pictures when only the latest is wanted: about a frame.
constexpr auto kFrame = std::chrono::milliseconds(15);

} // namespace

GeneratorWorker::GeneratorWorker(QObject* parent)
    : QObject(parent)
{
    m_thread = std::thread([this] { run(); });
}

GeneratorWorker::~GeneratorWorker()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
        ++m_generation;
    }
    m_wake.notify_all();
    m_thread.join();
}

void GeneratorWorker::start(const Generator& from, Goal goal, int targetSteps, bool everyStep)
{
    // The copy is made here, before the lock, so that the worker is never kept waiting for it.
    Generator copy = from;
    {
        std::lock_guard lock(m_mutex);
        ++m_generation;
        m_next = std::move(copy);
        m_goal = goal;
        m_target = targetSteps;
        m_everyStep = everyStep;
        m_startPhase = from.phase();
        m_startTries = from.counters().tries;
        m_published.clear();
        m_job = true;
        m_working = true;
    }
    m_wake.notify_all();
}

void GeneratorWorker::setTarget(int targetSteps)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_job || m_goal != Goal::Steps || targetSteps <= m_target) return;
        m_target = targetSteps;
        m_working = true;
    }
    m_wake.notify_all();
}

void GeneratorWorker::stop()
{
    {
        std::lock_guard lock(m_mutex);
        ++m_generation;
        m_next.reset();
        m_job = false;
        m_working = false;
        m_published.clear();
    }
    m_wake.notify_all();
}

std::shared_ptr<const Generator> GeneratorWorker::takeUpTo(int steps)
{
    std::shared_ptr<const Generator> last;
    {
        std::lock_guard lock(m_mutex);
        m_notified = false;
        while (!m_published.empty() && m_published.front()->counters().steps <= steps) {
            last = std::move(m_published.front());
            m_published.pop_front();
        }
    }
    // Room in the queue again for the pictures ahead.
    if (last) m_wake.notify_all();
    return last;
}

bool GeneratorWorker::busy() const
{
    std::lock_guard lock(m_mutex);
    return m_working || !m_published.empty();
}

bool GeneratorWorker::reached(const Generator& head) const
{
    if (head.done()) return true;
    switch (m_goal) {
    case Goal::Steps:
        return head.counters().steps >= m_target;
    case Goal::PhaseChange:
        return head.nextPhaseShown(m_startPhase, m_startTries);
    case Goal::End:
        return false;
    }
    return true;
}

void GeneratorWorker::run()
{
    std::unique_lock lock(m_mutex);
    auto lastPublished = Clock::now();
    while (!m_quit) {
        if (m_next) {
            m_head = std::make_unique<Generator>(std::move(*m_next));
            m_next.reset();
            lastPublished = Clock::now();
        }
        const bool full = m_everyStep && m_published.size() >= kAhead;
        if (!m_working || !m_head || full) {
            m_wake.wait(lock);
            continue;
        }
        if (reached(*m_head)) {
            m_working = false;
            continue;
        }
        const quint64 generation = m_generation;
        const bool everyStep = m_everyStep;
        // The step and the copy are made without the lock: the screen may take pictures meanwhile.
        lock.unlock();
        m_head->step();
        lock.lock();
        if (generation != m_generation) continue; // a new job or a stop came: this step is not wanted
        const bool goal = reached(*m_head);
        // A picture costs a copy: when copies are dear, fewer of them, so that the work goes on.
        const auto interval = std::max<Clock::duration>(kFrame, 2 * m_copyTime);
        const bool due = everyStep || goal || Clock::now() - lastPublished >= interval;
        if (!due) continue;
        lock.unlock();
        const auto before = Clock::now();
        auto picture = std::make_shared<const Generator>(*m_head);
        const auto after = Clock::now();
        lock.lock();
        if (generation != m_generation) continue;
        m_copyTime = after - before;
        lastPublished = after;
        if (!m_everyStep) m_published.clear(); // only the latest is wanted
        m_published.push_back(std::move(picture));
        if (goal) m_working = false;
        if (!m_notified) {
            m_notified = true;
            QMetaObject::invokeMethod(this, &GeneratorWorker::published, Qt::QueuedConnection);
        }
    }
}

} // namespace mazeworks

#pragma once

#include "dungeon/generator.h"

#include <QObject>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace mazeworks {

// Runs a copy of the generator ahead of what the screen shows, on a thread of its own, so that
// ten thousand rooms at full speed never hold up the window: the screen takes the latest
// picture it has published and draws that. A Generator is a value, so a job starts from a copy
// of the one on screen and every picture published is a copy that nobody changes again.
class GeneratorWorker : public QObject {
    Q_OBJECT

public:
    enum class Goal {
        Steps, // until counters().steps reaches the target
        PhaseChange, // until the phase (or the try) is another than where the job started
        End, // until finished or failed
    };

    explicit GeneratorWorker(QObject* parent = nullptr);
    ~GeneratorWorker() override;

    // Drops what was published and starts from `from` towards the goal. With everyStep, every
    // step is published (slow speeds that show each one); otherwise only the latest, at most
    // about one a frame, and the state where the goal is reached.
    void start(const Generator& from, Goal goal, int targetSteps = 0, bool everyStep = false);
    // A Steps job goes on to this many steps (it never goes back).
    void setTarget(int targetSteps);
    // Stops after the step under way and drops what was not taken.
    void stop();

    // Takes the pictures published with at most `steps` steps; the last of them, or null.
    std::shared_ptr<const Generator> takeUpTo(int steps);
    // A job is under way or has published pictures not taken yet.
    bool busy() const;

signals:
    // A picture was published (queued to the thread of the worker object).
    void published();

private:
    void run();
    bool reached(const Generator& head) const;

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::thread m_thread;
    bool m_quit = false;

    // The job, guarded by the mutex.
    std::optional<Generator> m_next; // a job to start from
    std::unique_ptr<Generator> m_head; // the worker thread's own copy
    quint64 m_generation = 0; // bumps with each start() and stop()
    bool m_job = false; // between start() and stop()
    bool m_working = false;
    Goal m_goal = Goal::End;
    int m_target = 0;
    bool m_everyStep = false;
    Phase m_startPhase = Phase::Placing;
    int m_startTries = 1;
    std::deque<std::shared_ptr<const Generator>> m_published;
    bool m_notified = false;
    std::chrono::steady_clock::duration m_copyTime {};
};

} // namespace mazeworks

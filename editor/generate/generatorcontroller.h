#pragma once

#include "dungeonframe.h"
#include "generatorworker.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <vector>

namespace mazeworks {

// Plays the generator for the screen: one step, the rest of a phase, all of it, or steps at a
// chosen speed from one a second to as fast as it goes. The steps are taken by a worker on a
// copy of the generator; this object shows the latest state that is due, and between two steps
// lets the rooms glide from where they were (frames at 60 a second). The clock can be replaced
// and tick() called directly, so that tests play it without waiting for real time.
class GeneratorController : public QObject {
    Q_OBJECT

public:
    enum class Mode {
        Paused,
        Running, // steps at the chosen speed
        Hurrying, // Next Phase or Finish under way, as fast as it goes
    };
    Q_ENUM(Mode)

    static constexpr double kSlowest = 1.0;
    // The speed with no limit: each frame shows the latest state the worker reached.
    static constexpr double kFullSpeed = std::numeric_limits<double>::infinity();
    // Up to this speed every step is shown and glides into the next; above, frames skip steps.
    static constexpr double kFrameRate = 60.0;
    // How long the rooms take to glide after a step made by hand, in milliseconds.
    static constexpr int kStepGlide = 250;

    explicit GeneratorController(QObject* parent = nullptr);
    ~GeneratorController() override;

    // Milliseconds from any fixed moment; a QElapsedTimer unless a test gives its own.
    void setClock(std::function<qint64()> clock);

    // A new generator at its first step, paused. Bad parameters give a generator that has
    // failed at once, with its problem.
    void newDungeon(const DungeonParams& params, std::uint64_t seed);
    const DungeonParams& params() const { return m_params; }
    std::uint64_t seed() const { return m_seed; }

    // The state on screen.
    const Generator& shown() const { return *m_shown; }
    std::shared_ptr<const Generator> shownPointer() const { return m_shown; }
    // The picture of this moment: the state shown, and where its rooms come from.
    DungeonFrame frame() const;
    // The rooms are still gliding into the state shown.
    bool isGliding() const;

    Mode mode() const { return m_mode; }
    bool isRunning() const { return m_mode != Mode::Paused; }
    // Steps being taken that the screen has not shown yet.
    bool isBusy() const;
    double stepsPerSecond() const { return m_rate; }
    void setStepsPerSecond(double rate);

    // The most steps this dungeon has been taken to so far (all of them once it was finished),
    // and whether that is its end.
    int stepsKnown() const { return m_kept.rbegin()->first; }
    bool isEndKnown() const { return m_kept.rbegin()->second->done(); }
    // The step being gone to (goToStep), or the step shown.
    int stepWanted() const;

public slots:
    // Back to the first step with the same parameters and seed, paused; the steps taken stay
    // known (stepsKnown), to go to again.
    void restart();
    // One step more (pausing first).
    void step();
    // One step back (pausing first): the state shown at that step, exactly.
    void stepBack();
    // The state after `steps` steps (pausing first), exactly as stepping there from the start
    // shows it: the generator is deterministic, so a state kept on the way is shown at once,
    // and otherwise the worker steps there from the nearest one kept before it.
    void goToStep(int steps);
    // Steps to the next phase (or the next try).
    void nextPhase();
    void finish();
    // Steps at the chosen speed; from the beginning when it is over.
    void run();
    void pause();
    void toggleRun();
    // One frame: shows the state that is due and moves the rooms along.
    void tick();

signals:
    // Another state is shown (counters, caption, phase).
    void shownChanged();
    // The picture changed: another state, or the rooms moved along.
    void frameChanged();
    void modeChanged(mazeworks::GeneratorController::Mode mode);

private:
    void setMode(Mode mode);
    void show(std::shared_ptr<const Generator> state, qint64 now);
    void startRunning();
    int dueSteps(qint64 now) const;
    bool everyStepShown() const { return m_rate <= kFrameRate; }
    void wake();
    void keep(const std::shared_ptr<const Generator>& state);
    // Shows the step after `before`, taken from it as a step by hand is.
    void stepFrom(std::shared_ptr<const Generator> before);

    enum class Job { None, Manual, Running, Hurrying, Seeking };

    GeneratorWorker m_worker;
    QTimer m_frames;
    std::function<qint64()> m_clock;
    DungeonParams m_params;
    std::uint64_t m_seed = 0;
    std::shared_ptr<const Generator> m_shown;
    // States shown, by their step, to go back to (the first always); thinned when there are many.
    std::map<int, std::shared_ptr<const Generator>> m_kept;
    int m_seekTarget = 0; // the step a Seeking job goes to: the one before the step wanted
    std::shared_ptr<const Generator> m_seekLatest; // the latest state a Seeking job published
    std::vector<Room> m_from; // where the shown rooms glide from
    qint64 m_shownAt = 0; // when the state was shown
    double m_glide = 0; // milliseconds the glide takes, 0 for none
    Mode m_mode = Mode::Paused;
    Job m_job = Job::None;
    double m_rate = 10.0;
    int m_manualTarget = 0; // the steps asked for by hand
    qint64 m_runStart = 0; // the clock and the steps when running began at this speed
    int m_runBase = 0;
};

} // namespace mazeworks

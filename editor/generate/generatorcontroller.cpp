#include "generatorcontroller.h"

#include "frameclock.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace mazeworks {

namespace {

// Steps computed ahead of the screen when each one is shown, so the next is ready when due.
constexpr int kLookahead = 4;

// States kept to go back to at most, by the rooms of the dungeon (a state of ten thousand rooms
// takes megabytes); beyond, every other one is let go, so that they stay spread over the whole
// run and a step back is a few steps of the worker away.
std::size_t mostKept(int rooms) { return std::clamp<std::size_t>(100000 / std::size_t(std::max(rooms, 1)), 16, 1024); }

} // namespace

GeneratorController::GeneratorController(QObject* parent)
    : QObject(parent)
{
    m_clock = steadyClock();
    beatOncePerFrame(m_frames);
    connect(&m_frames, &QTimer::timeout, this, &GeneratorController::tick);
    // A picture published while nothing else is going on (a step by hand) is shown at once.
    connect(&m_worker, &GeneratorWorker::published, this, &GeneratorController::wake);
    m_shown = std::make_shared<const Generator>(m_params, m_seed);
    m_kept = { { 0, m_shown } };
}

GeneratorController::~GeneratorController() { m_worker.stop(); }

void GeneratorController::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
    m_shownAt = m_clock();
    m_runStart = m_shownAt;
    m_runBase = m_shown->counters().steps;
}

void GeneratorController::newDungeon(const DungeonParams& params, std::uint64_t seed)
{
    pause();
    m_params = params;
    m_seed = seed;
    m_from.clear();
    m_glide = 0;
    m_shown = std::make_shared<const Generator>(params, seed);
    m_kept = { { 0, m_shown } };
    m_seekLatest.reset();
    m_manualTarget = 0;
    m_shownAt = m_clock();
    emit shownChanged();
    emit frameChanged();
}

void GeneratorController::restart()
{
    // The same dungeon from its first step: the steps taken stay known, to go to again.
    std::map<int, std::shared_ptr<const Generator>> kept = std::move(m_kept);
    newDungeon(m_params, m_seed);
    kept[0] = m_shown;
    m_kept = std::move(kept);
    emit shownChanged();
}

DungeonFrame GeneratorController::frame() const
{
    DungeonFrame f;
    f.generator = m_shown;
    // Where the rooms came from stays known after the glide: the snap shows the old places.
    f.from = m_from;
    if (isGliding()) f.progress = std::clamp(static_cast<double>(m_clock() - m_shownAt) / m_glide, 0.0, 1.0);
    return f;
}

bool GeneratorController::isGliding() const
{
    return m_glide > 0 && !m_from.empty() && static_cast<double>(m_clock() - m_shownAt) < m_glide;
}

bool GeneratorController::isBusy() const { return m_worker.busy(); }

void GeneratorController::setMode(Mode mode)
{
    if (mode == m_mode) return;
    m_mode = mode;
    emit modeChanged(mode);
}

void GeneratorController::wake()
{
    if (!m_frames.isActive()) m_frames.start();
    tick();
}

void GeneratorController::setStepsPerSecond(double rate)
{
    rate = std::max(rate, kSlowest);
    if (rate == m_rate) return;
    m_rate = rate;
    // Running goes on at the new speed from the state on screen.
    if (m_mode == Mode::Running) startRunning();
}

void GeneratorController::step()
{
    if (m_mode != Mode::Paused) pause();
    if (m_job == Job::Seeking) {
        // Stepped while going to a step: one further.
        goToStep(stepWanted() + 1);
        return;
    }
    if (m_shown->done()) return;
    if (m_job == Job::Manual) {
        // Steps asked for faster than they come: the same job goes on further.
        ++m_manualTarget;
        m_worker.setTarget(m_manualTarget);
    } else {
        m_manualTarget = m_shown->counters().steps + 1;
        m_worker.start(*m_shown, GeneratorWorker::Goal::Steps, m_manualTarget, true);
        m_job = Job::Manual;
    }
    m_frames.start();
}

int GeneratorController::stepWanted() const
{
    if (m_job == Job::Seeking) return m_seekTarget + 1;
    if (m_job == Job::Manual) return m_manualTarget;
    return m_shown->counters().steps;
}

void GeneratorController::stepBack() { goToStep(stepWanted() - 1); }

void GeneratorController::goToStep(int steps)
{
    if (isEndKnown()) steps = std::min(steps, stepsKnown());
    if (steps < 0 || steps == stepWanted()) return;
    pause();
    if (steps == 0) {
        // The first step, as a new dungeon shows it: nothing to glide from.
        m_from.clear();
        m_glide = 0;
        m_shown = m_kept.begin()->second;
        m_manualTarget = 0;
        m_shownAt = m_clock();
        emit shownChanged();
        emit frameChanged();
        return;
    }
    // A step shows where it came from (the rooms glide from the step before, and the snap keeps
    // their old places): the step before is gone to first, and this one taken from there, as a
    // step by hand takes it.
    const auto before = m_kept.find(steps - 1);
    if (before == m_kept.end()) {
        const auto nearest = std::prev(m_kept.upper_bound(steps - 1));
        m_seekTarget = steps - 1;
        m_seekLatest.reset();
        m_worker.start(*nearest->second, GeneratorWorker::Goal::Steps, m_seekTarget, false);
        m_job = Job::Seeking;
        m_frames.start();
        emit shownChanged();
        return;
    }
    stepFrom(before->second);
}

void GeneratorController::stepFrom(std::shared_ptr<const Generator> before)
{
    // The step before stands in for the one on screen, unseen: the next one shown glides from it,
    // from where its rooms stand (not from part way through a glide on screen).
    m_shown = std::move(before);
    m_glide = 0;
    const int steps = m_shown->counters().steps + 1;
    m_manualTarget = steps;
    if (const auto kept = m_kept.find(steps); kept != m_kept.end()) {
        show(kept->second, m_clock());
        m_frames.start();
        return;
    }
    if (m_shown->done()) {
        // The run ended before: that is the step to show.
        show(m_shown, m_clock());
        return;
    }
    m_worker.start(*m_shown, GeneratorWorker::Goal::Steps, steps, true);
    m_job = Job::Manual;
    m_frames.start();
}

void GeneratorController::keep(const std::shared_ptr<const Generator>& state)
{
    m_kept[state->counters().steps] = state;
    if (m_kept.size() <= mostKept(m_params.rooms)) return;
    // Every other one let go, the first and the last kept.
    bool drop = false;
    for (auto it = std::next(m_kept.begin()); it != std::prev(m_kept.end());) {
        if (drop && it->second != m_shown)
            it = m_kept.erase(it);
        else
            ++it;
        drop = !drop;
    }
}

void GeneratorController::nextPhase()
{
    if (m_shown->done()) return;
    m_worker.start(*m_shown, GeneratorWorker::Goal::PhaseChange);
    m_job = Job::Hurrying;
    setMode(Mode::Hurrying);
    m_frames.start();
}

void GeneratorController::finish()
{
    if (m_shown->done()) return;
    m_worker.start(*m_shown, GeneratorWorker::Goal::End);
    m_job = Job::Hurrying;
    setMode(Mode::Hurrying);
    m_frames.start();
}

void GeneratorController::run()
{
    if (m_shown->done()) restart();
    if (m_shown->done()) return; // failed at once: nothing to run
    setMode(Mode::Running);
    startRunning();
}

void GeneratorController::startRunning()
{
    m_runStart = m_clock();
    m_runBase = m_shown->counters().steps;
    if (m_rate == kFullSpeed) {
        m_worker.start(*m_shown, GeneratorWorker::Goal::End);
    } else {
        const int ahead = everyStepShown() ? kLookahead : 0;
        m_worker.start(*m_shown, GeneratorWorker::Goal::Steps, m_runBase + 1 + ahead, everyStepShown());
    }
    m_job = Job::Running;
    m_frames.start();
}

void GeneratorController::pause()
{
    m_worker.stop();
    m_job = Job::None;
    m_manualTarget = m_shown->counters().steps;
    setMode(Mode::Paused);
}

void GeneratorController::toggleRun()
{
    if (isRunning())
        pause();
    else
        run();
}

int GeneratorController::dueSteps(qint64 now) const
{
    const double steps = std::floor(static_cast<double>(now - m_runStart) * m_rate / 1000.0);
    return static_cast<int>(std::min<double>(m_runBase + std::max(steps, 0.0), INT_MAX / 2));
}

void GeneratorController::tick()
{
    const qint64 now = m_clock();
    int desired = m_manualTarget;
    if (m_mode == Mode::Hurrying || (m_mode == Mode::Running && m_rate == kFullSpeed)) {
        desired = INT_MAX;
    } else if (m_mode == Mode::Running) {
        desired = dueSteps(now);
        m_worker.setTarget(desired + (everyStepShown() ? kLookahead : 0));
    }
    const bool gliding = isGliding();
    if (m_job == Job::Seeking) {
        // Not one of the steps on the way is shown: from the step before the one wanted, that
        // one is taken as by hand.
        if (auto state = m_worker.takeUpTo(m_seekTarget)) m_seekLatest = std::move(state);
        const bool there = m_seekLatest && (m_seekLatest->counters().steps == m_seekTarget || m_seekLatest->done());
        if (there || !m_worker.busy()) {
            m_job = Job::None;
            std::shared_ptr<const Generator> before = std::move(m_seekLatest);
            m_seekLatest.reset();
            if (before) {
                keep(before);
                stepFrom(std::move(before));
            } else {
                m_manualTarget = m_shown->counters().steps;
                emit shownChanged(); // nothing came: the step shown is the one wanted again
            }
        }
    } else if (auto state = m_worker.takeUpTo(desired)) {
        show(std::move(state), now);
    }
    if (m_mode != Mode::Paused && m_shown->done()) pause();
    if (m_mode == Mode::Hurrying && !m_worker.busy()) pause();
    if (m_job == Job::Manual && !m_worker.busy()) m_job = Job::None;
    if (gliding) emit frameChanged();
    // Frames only while something moves or is on its way.
    if (m_mode == Mode::Paused && !isGliding() && !m_worker.busy()) m_frames.stop();
}

void GeneratorController::show(std::shared_ptr<const Generator> state, qint64 now)
{
    const Generator& before = *m_shown;
    // Rooms glide when each step is seen: by hand, or running no faster than the frames.
    const bool glide = (m_mode == Mode::Paused || (m_mode == Mode::Running && everyStepShown()))
        && state->counters().tries == before.counters().tries && before.phase() != Phase::Finished;
    if (glide) {
        // From where they are drawn now, so that a step that comes early does not make them jump.
        const DungeonFrame now0 = frame();
        m_from = before.rooms();
        if (!now0.from.empty() && now0.progress < 1.0 && now0.from.size() == m_from.size()) {
            for (std::size_t i = 0; i < m_from.size(); ++i) {
                const Room& f = now0.from[i];
                m_from[i].x = f.x + (m_from[i].x - f.x) * now0.progress;
                m_from[i].y = f.y + (m_from[i].y - f.y) * now0.progress;
            }
        }
        m_glide = m_mode == Mode::Paused ? kStepGlide : 1000.0 / m_rate;
    } else {
        m_from.clear();
        m_glide = 0;
    }
    m_shown = std::move(state);
    keep(m_shown);
    m_shownAt = now;
    if (m_mode == Mode::Paused) m_manualTarget = std::max(m_manualTarget, m_shown->counters().steps);
    emit shownChanged();
    emit frameChanged();
}

} // namespace mazeworks

#include "playsession.h"

#include <QElapsedTimer>

#include <algorithm>

namespace mazeworks {

namespace {

// The screen's rate, near enough: the drawing interpolates between steps anyway.
constexpr int kFrameMilliseconds = 16;

bool has(const std::vector<Event>& events, Event::Kind kind)
{
    return std::any_of(events.begin(), events.end(), [kind](const Event& e) { return e.kind == kind; });
}

} // namespace

PlaySession::PlaySession(QObject* parent)
    : QObject(parent)
{
    auto elapsed = std::make_shared<QElapsedTimer>();
    elapsed->start();
    m_clock = [elapsed] { return static_cast<std::int64_t>(elapsed->nsecsElapsed()); };
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kFrameMilliseconds);
    connect(&m_timer, &QTimer::timeout, this, &PlaySession::tick);
}

PlaySession::~PlaySession() = default;

void PlaySession::newGame(const Maze& maze, std::uint64_t seed)
{
    m_maze = maze;
    m_game = std::make_unique<Game>(m_maze, seed);
    m_pending = 0;
    m_effectTime = 0;
    m_wanted.reset();
    m_lastTick = -1;
    m_checkpoints.clear();
}

void PlaySession::start(const Maze& maze, const std::string& levelText, std::uint64_t seed)
{
    m_mode = Mode::Live;
    m_levelText = levelText;
    newGame(maze, seed);
    m_pilot.reset();
    if (m_pilotKind) m_pilot = std::make_unique<Pilot>(*m_pilotKind, seed);
    m_record = Replay();
    m_record.level = levelText;
    m_record.seed = seed;
    m_recorded.reset();
    m_players = 0;
    m_timer.start();
    emit started();
    // The game's first events (the "Ready!" of a new game) happened as it was made.
    emit stepped(m_game->events());
    setPaused(false);
    emit frame();
}

void PlaySession::restart(std::uint64_t seed)
{
    if (m_mode == Mode::Playback) {
        seek(0);
        setPaused(false);
        return;
    }
    if (m_mode == Mode::Live) start(m_maze, m_levelText, seed);
}

void PlaySession::startPlayback(const Replay& replay, const Maze& maze)
{
    m_mode = Mode::Playback;
    m_playback = replay;
    m_levelText = replay.level;
    newGame(maze, replay.seed);
    m_pilot.reset();
    m_nextInput = 0;
    m_playbackWanted.reset();
    checkpoint();
    m_timer.start();
    emit started();
    emit stepped(m_game->events());
    setPaused(false);
    emit positionChanged(position());
    emit frame();
}

void PlaySession::stop()
{
    if (m_mode == Mode::Idle) return;
    m_timer.stop();
    m_mode = Mode::Idle;
    m_game.reset();
    m_pilot.reset();
    m_checkpoints.clear();
    emit stopped();
    emit frame();
}

void PlaySession::press(Direction way)
{
    if (m_mode != Mode::Live) return;
    m_wanted = way;
    if (m_pilotKind) setPilot(std::nullopt);
}

void PlaySession::setPilot(std::optional<PilotKind> kind)
{
    if (kind == m_pilotKind) return;
    m_pilotKind = kind;
    m_pilot.reset();
    // A pilot seeded like the headless games': from the start of a game it plays the same game.
    if (kind && m_game) m_pilot = std::make_unique<Pilot>(*kind, m_game->seed());
    emit pilotChanged();
}

void PlaySession::setPaused(bool paused)
{
    if (paused == m_paused) return;
    m_paused = paused;
    m_lastTick = -1;
    emit pausedChanged(paused);
    emit frame();
}

void PlaySession::setSpeed(double speed)
{
    speed = std::clamp(speed, kMinSpeed, kMaxSpeed);
    if (speed == m_speed) return;
    m_speed = speed;
    emit speedChanged(speed);
}

void PlaySession::setClock(Clock clock)
{
    m_clock = std::move(clock);
    m_lastTick = -1;
}

void PlaySession::tick()
{
    if (m_mode == Mode::Idle) return;
    const std::int64_t now = m_clock();
    const double seconds = m_lastTick < 0 ? 0.0 : static_cast<double>(now - m_lastTick) * 1e-9;
    m_lastTick = now;
    advance(std::min(seconds, kMaxCatchUp));
}

void PlaySession::advance(double seconds)
{
    if (m_mode == Mode::Idle || !m_game) return;
    if (m_paused || !(seconds > 0)) {
        emit frame();
        return;
    }
    const double gameSeconds = seconds * m_speed;
    m_effectTime += gameSeconds;
    m_pending += gameSeconds;
    std::vector<Event> events;
    while (m_pending >= Rules::Step) {
        if (m_game->phase() == Game::Phase::Over) break;
        if (m_mode == Mode::Playback && m_game->steps() >= m_playback.steps) break;
        m_pending -= Rules::Step;
        playStep(events);
    }
    // A game that ended, or a playback at its end, stands: nothing left to draw between.
    const bool ended
        = m_game->phase() == Game::Phase::Over || (m_mode == Mode::Playback && m_game->steps() >= m_playback.steps);
    if (ended) m_pending = 0;
    if (!events.empty()) emit stepped(events);
    if (m_mode == Mode::Live && has(events, Event::Kind::GameOver))
        emit gameOver(GameSummary::of(*m_game, m_record.pilot));
    if (m_mode == Mode::Playback) {
        emit positionChanged(position());
        if (ended) setPaused(true);
    }
    emit frame();
}

void PlaySession::stepOnce()
{
    if (m_mode == Mode::Idle || !m_game || !m_paused) return;
    if (m_game->phase() == Game::Phase::Over) return;
    if (m_mode == Mode::Playback && m_game->steps() >= m_playback.steps) return;
    std::vector<Event> events;
    m_pending = 0;
    m_effectTime += Rules::Step;
    playStep(events);
    if (!events.empty()) emit stepped(events);
    if (m_mode == Mode::Live && has(events, Event::Kind::GameOver))
        emit gameOver(GameSummary::of(*m_game, m_record.pilot));
    if (m_mode == Mode::Playback) emit positionChanged(position());
    emit frame();
}

std::optional<Direction> PlaySession::input()
{
    if (m_mode == Mode::Playback) {
        const auto& inputs = m_playback.inputs;
        while (m_nextInput < inputs.size() && inputs[m_nextInput].step <= m_game->steps()) {
            m_playbackWanted = inputs[m_nextInput++].wanted;
        }
        return m_playbackWanted;
    }
    if (m_pilot) return m_pilot->steer(*m_game, Rules::Step);
    return m_wanted;
}

void PlaySession::playStep(std::vector<Event>& events)
{
    const auto wanted = input();
    if (m_mode == Mode::Live) {
        if (wanted != m_recorded) {
            // Noted only when it changes, as the replay keeps it; Replay::record would look back
            // through every input each step.
            m_record.inputs.push_back({ m_game->steps(), wanted });
            m_recorded = wanted;
        }
        if (m_game->phase() == Game::Phase::Playing) {
            m_players |= m_pilotKind ? 2u << static_cast<unsigned>(*m_pilotKind) : 1u;
            const bool onePilot = m_players == (2u << static_cast<unsigned>(PilotKind::Casual))
                || m_players == (2u << static_cast<unsigned>(PilotKind::Expert));
            m_record.pilot = onePilot ? m_pilotKind : std::nullopt;
        }
    }
    m_game->step(wanted);
    const auto& happened = m_game->events();
    events.insert(events.end(), happened.begin(), happened.end());
    // The last key is kept until the way opens, but a new round starts afresh.
    if (m_mode == Mode::Live && has(happened, Event::Kind::Ready)) m_wanted.reset();
    if (m_mode == Mode::Playback) checkpoint();
}

void PlaySession::checkpoint()
{
    if (m_game && m_game->steps() % kCheckpointSteps == 0 && !m_checkpoints.count(m_game->steps())) {
        m_checkpoints.emplace(m_game->steps(), *m_game);
    }
}

Replay PlaySession::replay() const
{
    Replay r = m_record;
    if (m_mode == Mode::Live && m_game) {
        r.steps = m_game->steps();
        r.setResult(GameSummary::of(*m_game, r.pilot));
    }
    return r;
}

void PlaySession::seek(std::int64_t step)
{
    if (m_mode != Mode::Playback || !m_game) return;
    step = std::clamp<std::int64_t>(step, 0, m_playback.steps);
    if (step != m_game->steps()) {
        // From the nearest copy at or before the step (or the game as it is, when nearer).
        auto from = m_checkpoints.upper_bound(step);
        if (from != m_checkpoints.begin()) {
            --from;
            if (step < m_game->steps() || from->first > m_game->steps()) *m_game = from->second;
        }
        const auto& inputs = m_playback.inputs;
        const auto next = std::upper_bound(inputs.begin(), inputs.end(), m_game->steps(),
            [](std::int64_t s, const Replay::Input& i) { return s < i.step; });
        m_nextInput = static_cast<std::size_t>(next - inputs.begin());
        m_playbackWanted = m_nextInput > 0 ? inputs[m_nextInput - 1].wanted : std::nullopt;
        std::vector<Event> ignored;
        while (m_game->steps() < step && m_game->phase() != Game::Phase::Over) playStep(ignored);
    }
    m_pending = 0;
    m_lastTick = -1;
    emit jumped();
    emit positionChanged(position());
    emit frame();
}

} // namespace mazeworks

#pragma once

#include "game/game.h"
#include "game/pilot.h"
#include "game/replay.h"
#include "game/summary.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mazeworks {

// Drives one game for the play view: reads a clock at the screen's rate and lets the time that
// passed go by in the game's fixed steps of Rules::Step, with the person's keys or the pilot's
// way as the input of each step, and keeps what is needed to draw between two steps. It
// records every live game as a replay, and plays replays back with a seekable position.
class PlaySession : public QObject {
    Q_OBJECT

public:
    enum class Mode { Idle, Live, Playback };
    // Nanoseconds of a monotonic clock; tests put in their own, so that nothing depends on
    // how fast the machine runs.
    using Clock = std::function<std::int64_t()>;

    explicit PlaySession(QObject* parent = nullptr);
    ~PlaySession() override;

    // A new game of a playable level (Game::playable); `levelText` is what its replay carries.
    void start(const Maze& maze, const std::string& levelText, std::uint64_t seed);
    // The same level again, with a new seed.
    void restart(std::uint64_t seed);
    // Plays a replay back on its level.
    void startPlayback(const Replay& replay, const Maze& maze);
    void stop();

    Mode mode() const { return m_mode; }
    bool isActive() const { return m_mode != Mode::Idle; }
    const Game* game() const { return m_game.get(); }
    // How far the time is between the last step and the next, 0 to 1: for drawing.
    double alpha() const { return m_pending / Rules::Step; }
    // Seconds that have run for the effects (waving skirts, blinking): real time at the chosen
    // speed, standing still while paused.
    double effectTime() const { return m_effectTime; }

    // The person asks for a way: kept until a new round, and it takes the keys from the pilot.
    void press(Direction way);
    std::optional<Direction> wanted() const { return m_wanted; }

    // The pilot at the keys, or nobody (the person).
    void setPilot(std::optional<PilotKind> kind);
    std::optional<PilotKind> pilotKind() const { return m_pilotKind; }
    const Pilot* pilot() const { return m_pilot.get(); }

    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    void togglePause() { setPaused(!m_paused); }
    // One fixed step, while paused.
    void stepOnce();
    // Game seconds per real second: 0.25 to 4.
    void setSpeed(double speed);
    double speed() const { return m_speed; }
    static constexpr double kMinSpeed = 0.25;
    static constexpr double kMaxSpeed = 4.0;

    // The live game so far as a replay, its result lines written.
    Replay replay() const;
    // While playing back: the replay and the step it is at.
    const Replay& playback() const { return m_playback; }
    std::int64_t position() const { return m_game ? m_game->steps() : 0; }
    // Puts the playback at a step, as if it had been played from the start to there.
    void seek(std::int64_t step);

    void setClock(Clock clock);
    // Reads the clock and lets the time since the last tick pass (the timer calls this).
    void tick();
    // Lets real seconds pass, at the chosen speed.
    void advance(double seconds);

    // Real seconds one tick may make up for: after a stall, the game does not race.
    static constexpr double kMaxCatchUp = 0.25;

signals:
    // A game or a playback began: everything drawn before is gone.
    void started();
    // Steps were played: what happened in them, in order.
    void stepped(const std::vector<mazeworks::Event>& events);
    // Something to draw (every tick while active, even when nothing moved).
    void frame();
    void pausedChanged(bool paused);
    void speedChanged(double speed);
    void pilotChanged();
    // The live game is over.
    void gameOver(const mazeworks::GameSummary& summary);
    // The playback was put at another step: what was shown (points, sounds) belongs to another
    // moment.
    void jumped();
    // The playback went to another step (played or sought).
    void positionChanged(std::int64_t step);
    void stopped();

private:
    void newGame(const Maze& maze, std::uint64_t seed);
    // One fixed step with the input of the moment; the events are added to `events`.
    void playStep(std::vector<Event>& events);
    std::optional<Direction> input();
    void checkpoint();

    Mode m_mode = Mode::Idle;
    std::unique_ptr<Game> m_game;
    Maze m_maze;
    std::string m_levelText;
    std::unique_ptr<Pilot> m_pilot;
    std::optional<PilotKind> m_pilotKind;
    std::optional<Direction> m_wanted;
    bool m_paused = false;
    double m_speed = 1.0;
    double m_pending = 0;
    double m_effectTime = 0;

    Replay m_record;
    std::optional<Direction> m_recorded;
    // Who had the keys while the round was on: bit 0 the person, then one a pilot kind. The
    // replay names a pilot only when it alone played.
    unsigned m_players = 0;

    Replay m_playback;
    std::size_t m_nextInput = 0;
    std::optional<Direction> m_playbackWanted;
    // Copies of the playback's game every so many steps: seeking starts from the nearest.
    std::map<std::int64_t, Game> m_checkpoints;
    static constexpr std::int64_t kCheckpointSteps = 10 * Rules::StepsPerSecond;

    Clock m_clock;
    std::int64_t m_lastTick = -1;
    QTimer m_timer;
};

} // namespace mazeworks

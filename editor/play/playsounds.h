#pragma once

#include "game/events.h"

#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <vector>

class QSoundEffect;
class QTemporaryDir;

namespace mazeworks {

// The sounds of the game: made at start-up by soundsynth, written once as small WAV files to the
// cache folder (QSoundEffect plays files), and played with Qt Multimedia as the game's events
// ask. The wail of blue ghosts loops while the blue lasts. Muting is kept in the settings.
// Without an audio device (a server, CI, offscreen) everything still works, silently.
class PlaySounds : public QObject {
    Q_OBJECT

public:
    enum class Sound {
        MunchHigh,
        MunchLow,
        Energizer,
        GhostEaten,
        Fruit,
        Caught,
        ExtraLife,
        LevelCleared,
        Start,
        GameOver,
        BlueLoop,
    };
    static constexpr std::size_t kSounds = 11;

    explicit PlaySounds(QObject* parent = nullptr);
    ~PlaySounds() override;

    // There is a device to play on, and the sounds are ready for it.
    bool isAvailable() const { return m_available; }
    bool isMuted() const { return m_muted; }
    void setMuted(bool muted);

    // Plays what the events of the last steps call for.
    void react(const std::vector<Event>& events);
    // The wail of blue ghosts, on or off (a pause stops it, going on may start it again).
    void setBlue(bool on);
    bool isBlue() const { return m_blue; }
    // Silence: the game paused, stopped or went elsewhere.
    void stopAll();

    // How often a sound was asked for since start-up, heard or not: what the events called for.
    int requests(Sound sound) const { return m_requests[static_cast<std::size_t>(sound)]; }
    // Where the WAV files were written (empty when they could not be).
    QString folder() const { return m_folder; }

signals:
    void mutedChanged(bool muted);

private:
    void prepare();
    void play(Sound sound);

    bool m_available = false;
    bool m_muted = false;
    bool m_blue = false;
    bool m_munchHigh = true;
    QString m_folder;
    std::unique_ptr<QTemporaryDir> m_temporary;
    std::array<QSoundEffect*, kSounds> m_effects {};
    std::array<int, kSounds> m_requests {};
};

} // namespace mazeworks

#pragma once

#include "game/events.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace mazeworks {

class PlayDock;

// What a screen reader hears of a game in the Play panel (issue 34). The game's events are
// said as they happen ("Lost a life, 2 lives left", "Level 1 cleared", "Game over, score 2,340",
// "Fruit eaten, 100 points"); the dots, a dozen a second, only now and then ("12 dots left"). And
// the play view's description says what is seen, "Score 1,200, 3 lives, level 2, playing",
// changed with the lives, the level and the state at once, the score at most once a while.
class GameSpeech : public QObject {
    Q_OBJECT

public:
    // `say` is where the words go: the window's announcer.
    GameSpeech(PlayDock* dock, std::function<void(const QString&)> say);

    // The words for one event; empty for those not said (the ghosts turning, a dot).
    static QString eventText(const Event& event);
    // What the play view shows, in words, as it is now.
    QString sceneText() const;

    // Game seconds between two sayings of the dots left, and between two changes of the view's
    // description for the score alone.
    static constexpr double kDotSeconds = 5.0;

private:
    void stepped(const std::vector<Event>& events);
    // Gives the view the description of the moment; `whenever` also for a change of score alone.
    void describe(bool whenever);

    PlayDock* m_dock;
    std::function<void(const QString&)> m_say;
    std::int64_t m_dotsSaidAt = -1; // the game step the dots left were last said at
    std::int64_t m_describedAt = -1; // the game step the description was last changed at
    QString m_described; // the description without its score, as last given
};

} // namespace mazeworks

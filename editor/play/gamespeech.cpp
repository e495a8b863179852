#include "gamespeech.h"

#include "playdock.h"
#include "playsession.h"
#include "playview.h"
#include "tilenames.h"

#include "game/game.h"

#include <QLocale>
#include <QStringList>

namespace mazeworks {

namespace {

QString number(int value) { return QLocale().toString(value); }

} // namespace

GameSpeech::GameSpeech(PlayDock* dock, std::function<void(const QString&)> say)
    : QObject(dock)
    , m_dock(dock)
    , m_say(std::move(say))
{
    setObjectName(QStringLiteral("gameSpeech"));
    PlaySession* session = dock->session();
    connect(session, &PlaySession::started, this, [this] {
        m_dotsSaidAt = -1;
        describe(true);
    });
    connect(session, &PlaySession::stepped, this, &GameSpeech::stepped);
    connect(session, &PlaySession::pausedChanged, this, [this] { describe(true); });
    connect(session, &PlaySession::jumped, this, [this] { describe(true); });
    connect(session, &PlaySession::stopped, this, [this] { describe(true); });
    describe(true);
}

QString GameSpeech::eventText(const Event& event)
{
    switch (event.kind) {
    case Event::Kind::Ready:
        // Two sources, as the undo steps' names have: English says the one and the many apart.
        return (event.lives == 1 ? tr("Ready: level %1, %n life", nullptr, event.lives)
                                 : tr("Ready: level %1, %n lives", nullptr, event.lives))
            .arg(event.level);
    case Event::Kind::LifeLost:
        return event.lives == 1 ? tr("Lost a life, %n life left", nullptr, event.lives)
                                : tr("Lost a life, %n lives left", nullptr, event.lives);
    case Event::Kind::LevelCleared:
        return tr("Level %1 cleared").arg(event.level);
    case Event::Kind::GameOver:
        return tr("Game over, score %1").arg(number(event.points));
    case Event::Kind::ExtraLife:
        return event.lives == 1 ? tr("Extra life, %n life", nullptr, event.lives)
                                : tr("Extra life, %n lives", nullptr, event.lives);
    case Event::Kind::EnergizerEaten:
        return tr("Energizer: the ghosts are blue");
    case Event::Kind::FruitEaten:
        return tr("Fruit eaten, %1 points").arg(number(event.points));
    case Event::Kind::GhostEaten:
        return tr("Ghost eaten: %1, %2 points").arg(ghostName(event.ghost), number(event.points));
    case Event::Kind::Started:
    case Event::Kind::DotEaten:
    case Event::Kind::ScatterBegan:
    case Event::Kind::ChaseBegan:
    case Event::Kind::FrightOver:
    case Event::Kind::GhostHome:
    case Event::Kind::FruitShown:
    case Event::Kind::FruitGone:
    case Event::Kind::Caught:
    case Event::Kind::GhostReleased:
        break;
    }
    return {};
}

void GameSpeech::stepped(const std::vector<Event>& events)
{
    const Game* game = m_dock->session()->game();
    QStringList words;
    bool dots = false;
    for (const Event& event : events) {
        if (const QString text = eventText(event); !text.isEmpty() && !words.contains(text)) words << text;
        dots = dots || event.kind == Event::Kind::DotEaten;
    }
    // The dots left, now and then while they are eaten; never beside news of more weight.
    if (game && dots && words.isEmpty() && game->dotsLeft() > 0) {
        const auto every = static_cast<std::int64_t>(kDotSeconds * Rules::StepsPerSecond);
        if (m_dotsSaidAt < 0 || game->steps() - m_dotsSaidAt >= every) {
            m_dotsSaidAt = game->steps();
            const int left = game->dotsLeft();
            words << (left == 1 ? tr("%n dot left", nullptr, left) : tr("%n dots left", nullptr, left));
        }
    }
    if (!words.isEmpty()) m_say(words.join(QStringLiteral("; ")));
    describe(false);
}

QString GameSpeech::sceneText() const
{
    const PlaySession* session = m_dock->session();
    const Game* game = session->game();
    if (!game) return tr("No game. F5 plays the current level.");
    QString state;
    switch (game->phase()) {
    case Game::Phase::Ready:
        state = tr("ready");
        break;
    case Game::Phase::Playing:
        state = tr("playing");
        break;
    case Game::Phase::Dying:
        state = tr("caught");
        break;
    case Game::Phase::Cleared:
        state = tr("level cleared");
        break;
    case Game::Phase::Over:
        state = tr("game over");
        break;
    }
    if (session->isPaused() && game->phase() != Game::Phase::Over) state = tr("paused");
    if (session->mode() == PlaySession::Mode::Playback) state = tr("replay, %1").arg(state);
    const int lives = game->lives();
    return (lives == 1 ? tr("Score %1, %n life, level %2, %3", nullptr, lives)
                       : tr("Score %1, %n lives, level %2, %3", nullptr, lives))
        .arg(number(game->score()), number(game->level()), state);
}

void GameSpeech::describe(bool whenever)
{
    PlayView* view = m_dock->view();
    if (!view) return;
    const Game* game = m_dock->session()->game();
    // The description less its score: a change there is told at once.
    QString without;
    if (game) {
        without = QStringLiteral("%1 %2 %3 %4 %5")
                      .arg(game->lives())
                      .arg(game->level())
                      .arg(static_cast<int>(game->phase()))
                      .arg(m_dock->session()->isPaused())
                      .arg(static_cast<int>(m_dock->session()->mode()));
    }
    const std::int64_t now = game ? game->steps() : 0;
    const auto every = static_cast<std::int64_t>(kDotSeconds * Rules::StepsPerSecond);
    const bool due = whenever || without != m_described || m_describedAt < 0 || now - m_describedAt >= every
        || now < m_describedAt;
    if (!due) return;
    const QString text = sceneText();
    m_described = without;
    m_describedAt = now;
    // Qt tells the screen reader of every description set, the same one too.
    if (view->accessibleDescription() != text) view->setAccessibleDescription(text);
}

} // namespace mazeworks

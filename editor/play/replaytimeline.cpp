#include "replaytimeline.h"

#include "playsession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QStringList>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace mazeworks {

namespace {

QString clock(std::int64_t steps)
{
    const double seconds = static_cast<double>(steps) * Rules::Step;
    const int minutes = static_cast<int>(seconds / 60);
    return QStringLiteral("%1:%2").arg(minutes).arg(seconds - minutes * 60, 4, 'f', 1, QLatin1Char('0'));
}

} // namespace

ReplayTimeline::ReplayTimeline(PlaySession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_play(new QToolButton)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_time(new QLabel)
    , m_result(new QLabel)
{
    setObjectName(QStringLiteral("replayTimeline"));
    m_play->setObjectName(QStringLiteral("replayPlay"));
    m_play->setAutoRaise(true);
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_slider->setToolTip(tr("Drag to any moment of the game"));
    m_slider->setPageStep(10 * Rules::StepsPerSecond);
    m_slider->setSingleStep(Rules::StepsPerSecond);
    m_time->setObjectName(QStringLiteral("replayTime"));
    m_result->setObjectName(QStringLiteral("replayResult"));
    m_result->setWordWrap(true);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_play);
    row->addWidget(m_slider, 1);
    row->addWidget(m_time);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addLayout(row);
    layout->addWidget(m_result);

    connect(m_play, &QToolButton::clicked, this, [this] {
        // At the end, play starts again from the beginning.
        if (m_session->position() >= m_session->playback().steps) m_session->seek(0);
        m_session->togglePause();
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int step) {
        if (!m_following) m_session->seek(step);
    });
    connect(session, &PlaySession::positionChanged, this, &ReplayTimeline::follow);
    connect(session, &PlaySession::pausedChanged, this, &ReplayTimeline::follow);
    connect(session, &PlaySession::started, this, &ReplayTimeline::follow);
    follow();
}

void ReplayTimeline::follow()
{
    const bool playing = m_session->mode() == PlaySession::Mode::Playback && !m_session->isPaused();
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(playing ? tr("Pause the replay") : tr("Play the replay"));
    if (m_session->mode() != PlaySession::Mode::Playback) return;
    m_following = true;
    const std::int64_t total = m_session->playback().steps;
    m_slider->setRange(0, static_cast<int>(total));
    m_slider->setValue(static_cast<int>(m_session->position()));
    m_following = false;
    m_time->setText(tr("%1 / %2").arg(clock(m_session->position()), clock(total)));
    showResult();
}

void ReplayTimeline::showResult()
{
    const Replay& replay = m_session->playback();
    const Game* game = m_session->game();
    if (!game) return;
    QString recorded;
    for (const Replay::Expected& e : replay.result) {
        if (e.field == "score") recorded = QString::fromStdString(e.value);
    }
    const QString now = QLocale().toString(game->score());
    if (m_session->position() < replay.steps) {
        m_result->setText(
            recorded.isEmpty() ? tr("Score %1").arg(now) : tr("Score %1; the replay ends at %2").arg(now, recorded));
        return;
    }
    const GameSummary summary = GameSummary::of(*game, replay.pilot);
    QStringList differences;
    for (const Replay::Expected& e : replay.result) {
        const std::string actual = resultValue(summary, e.field);
        if (actual == e.value) continue;
        differences << tr("%1 %2 where the replay says %3")
                           .arg(QString::fromStdString(e.field), QString::fromStdString(actual),
                               QString::fromStdString(e.value))
                           .toHtmlEscaped();
    }
    if (differences.isEmpty()) {
        m_result->setText(tr("The game came to the result it recorded: %1 points.").arg(now));
    } else {
        m_result->setText(
            tr("<b>This game plays back differently:</b> %1").arg(differences.join(QStringLiteral("; "))));
    }
}

} // namespace mazeworks

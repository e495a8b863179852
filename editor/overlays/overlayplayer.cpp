#include "overlayplayer.h"

#include "frameclock.h"
#include "overlaymodel.h"

#include <algorithm>
#include <cmath>

namespace mazeworks {

OverlayPlayer::OverlayPlayer(Target target, QObject* parent)
    : QObject(parent)
    , m_target(std::move(target))
{
    m_clock = steadyClock();
    beatOncePerFrame(m_frames);
    connect(&m_frames, &QTimer::timeout, this, &OverlayPlayer::tick);
}

OverlayPlayer::OverlayPlayer(OverlayModel* model, QObject* parent)
    : OverlayPlayer(Target { [model] { return model->isStepping(); }, [model] { model->restart(); },
                        [model](int steps) { return model->advance(steps); } },
        parent)
{
    // The end of the search, or a new search chosen, stops the show.
    connect(model, &OverlayModel::finished, this, &OverlayPlayer::pause);
    connect(model, &OverlayModel::settingsChanged, this, [this, model] {
        if (m_playing && !model->isStepping()) pause();
    });
}

double OverlayPlayer::rateAt(int notch) { return std::pow(10.0, notch / 20.0); }

void OverlayPlayer::setStepsPerSecond(double rate) { m_rate = std::clamp(rate, kSlowest, kFastest); }

void OverlayPlayer::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
    m_last = m_clock();
}

void OverlayPlayer::play()
{
    if (m_playing) return;
    if (!m_target.isStepping()) m_target.restart();
    if (!m_target.isStepping()) return; // nothing to search
    m_playing = true;
    m_last = m_clock();
    m_due = 1.0; // the first cell at once: pressing Play shows something happen
    m_frames.start();
    emit playingChanged(true);
    tick();
}

void OverlayPlayer::pause()
{
    if (!m_playing) return;
    m_playing = false;
    m_frames.stop();
    emit playingChanged(false);
}

void OverlayPlayer::toggle()
{
    if (m_playing)
        pause();
    else
        play();
}

void OverlayPlayer::tick()
{
    if (!m_playing) return;
    const qint64 now = m_clock();
    // After a stall (a modal dialog, a slow frame) the show goes on, it does not jump ahead.
    const qint64 elapsed = std::clamp<qint64>(now - m_last, 0, 100);
    m_last = now;
    m_due += m_rate * static_cast<double>(elapsed) / 1000.0;
    // Tenths added up a hundred times fall just short of ten: a hair of tolerance.
    const double whole = std::floor(m_due + 1e-9);
    if (whole < 1.0) return;
    m_due = std::max(0.0, m_due - whole);
    const int cells = static_cast<int>(std::min(whole, 1.0e7));
    m_target.advance(cells);
    if (!m_target.isStepping()) pause();
}

} // namespace mazeworks

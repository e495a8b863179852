#include "racespeech.h"

#include "overlayplayer.h"
#include "race.h"
#include "racewindow.h"
#include "searchchoice.h"
#include "searchtext.h"

#include "path/watchedsearch.h"

#include <QStringList>

#include <cmath>

namespace mazeworks {

RaceSpeech::RaceSpeech(RaceWindow* window, std::function<void(const QString&)> say)
    : QObject(window)
    , m_window(window)
    , m_say(std::move(say))
{
    setObjectName(QStringLiteral("raceSpeech"));
    const Race* race = window->race();
    m_steps = race->stepsTaken();
    m_done = race->allDone();
    // After the window's own handler, which was connected first: the summary under the panes
    // is up to date by the time this runs.
    connect(race, &Race::changed, this, &RaceSpeech::changed);
}

QString RaceSpeech::stepText() const
{
    const Race* race = m_window->race();
    const int taken = race->stepsTaken();
    if (taken == 0) return {};
    QStringList words;
    for (int pane = 0; pane < race->count(); ++pane) {
        const WatchedSearch* search = race->search(pane);
        // A search that ended before this step took no part in it.
        if (!search || search->steps() != taken) continue;
        const QString name = searchtext::choiceName(race->choice(pane));
        if (search->done()) {
            if (!search->found()) {
                words << tr("%1: no way").arg(name);
                continue;
            }
            const int steps = search->path().steps();
            words << (steps == 1 ? tr("%1: found a way of %n step", nullptr, steps)
                                 : tr("%1: found a way of %n steps", nullptr, steps))
                         .arg(name);
            continue;
        }
        const std::optional<Cell> cell = search->current();
        if (!cell) continue;
        double distance = search->cost(*cell);
        if (!std::isfinite(distance)) distance = search->cost(*cell, GridSearch::Side::Backward);
        // Rows and columns counted as the map's cells say them, from 0 at the top left.
        words << (std::isfinite(distance)
                ? tr("%1: settled row %2, column %3, distance %4")
                      .arg(name)
                      .arg(cell->row)
                      .arg(cell->col)
                      .arg(SearchText::cost(distance))
                : tr("%1: settled row %2, column %3").arg(name).arg(cell->row).arg(cell->col));
    }
    return words.join(QStringLiteral("; "));
}

void RaceSpeech::changed()
{
    const Race* race = m_window->race();
    const int taken = race->stepsTaken();
    const bool done = race->allDone();
    const bool played = m_window->player()->isPlaying();
    QStringList words;
    if (!played && taken == m_steps + 1) {
        if (const QString step = stepText(); !step.isEmpty()) words << step;
    } else if (!played && taken == m_steps - 1) {
        words << tr("Back to step %1").arg(taken);
    }
    // The end, however it was reached, once: the summary the panes show.
    if (done && !m_done && taken > 0) {
        if (const QString summary = m_window->summaryText(); !summary.isEmpty()) words << summary;
    }
    m_steps = taken;
    m_done = done;
    if (!words.isEmpty()) m_say(words.join(QStringLiteral("; ")));
}

} // namespace mazeworks

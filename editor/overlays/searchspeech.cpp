#include "searchspeech.h"

#include "overlaydock.h"
#include "overlaymodel.h"

#include "path/watchedsearch.h"

#include <QAction>
#include <QLocale>
#include <QTimer>

#include <cmath>

namespace mazeworks {

namespace {

// A cost as a person reads it: whole numbers without a point, weights to one decimal.
QString costText(double cost)
{
    const double whole = std::round(cost);
    if (std::abs(cost - whole) < 1e-9) return QLocale().toString(static_cast<qlonglong>(whole));
    return QLocale().toString(cost, 'f', 1);
}

} // namespace

SearchSpeech::SearchSpeech(OverlayDock* dock, std::function<void(const QString&)> say)
    : QObject(dock)
    , m_dock(dock)
    , m_say(std::move(say))
{
    setObjectName(QStringLiteral("searchSpeech"));
    // After the panel's own handler of Single Step, which was connected first: the tile is
    // settled by the time this runs.
    // The action is the Analyse menu's, the window's, not the panel's own child.
    QObject* window = dock->parent() ? dock->parent() : dock;
    if (auto* step = window->findChild<QAction*>(QStringLiteral("stepSearch")))
        connect(step, &QAction::triggered, this, &SearchSpeech::stepped);
    connect(dock->model(), &OverlayModel::finished, this, &SearchSpeech::finished);
}

QString SearchSpeech::settledText() const
{
    const OverlayModel* model = m_dock->model();
    const std::optional<Cell> cell = model->current();
    if (!cell) return {};
    double distance = kInfinity;
    if (const WatchedSearch* search = model->search()) {
        distance = search->cost(*cell);
        if (!std::isfinite(distance)) distance = search->cost(*cell, GridSearch::Side::Backward);
    } else if (const DistanceMap* wave = model->distances()) {
        const int d = wave->distance(*cell);
        if (d != DistanceMap::Unreachable) distance = d;
    }
    // Rows and columns counted as the map's cells say them, from 0 at the top left.
    if (!std::isfinite(distance)) return tr("Settled row %1, column %2").arg(cell->row).arg(cell->col);
    return tr("Settled row %1, column %2, distance %3").arg(cell->row).arg(cell->col).arg(costText(distance));
}

QString SearchSpeech::resultText() const
{
    const OverlayModel* model = m_dock->model();
    const OverlayModel::Figures& figures = model->figures();
    if (model->mode() == OverlayModel::Mode::DistanceMap)
        return figures.reached == 1 ? tr("The wave reached %n tile", nullptr, figures.reached)
                                    : tr("The wave reached %n tiles", nullptr, figures.reached);
    if (model->mode() != OverlayModel::Mode::Path) return {};
    if (!figures.found) return tr("No way");
    // A way over weights costs more than its steps: then both are said.
    // Two sources each, as the undo steps' names have: English says the one and the many apart.
    const int steps = figures.steps;
    if (model->isWeighted() && costText(figures.cost) != QLocale().toString(steps)) {
        return (steps == 1 ? tr("Found a way of %n step, cost %1", nullptr, steps)
                           : tr("Found a way of %n steps, cost %1", nullptr, steps))
            .arg(costText(figures.cost));
    }
    return steps == 1 ? tr("Found a way of %n step", nullptr, steps) : tr("Found a way of %n steps", nullptr, steps);
}

void SearchSpeech::stepped()
{
    QStringList words;
    if (const QString settled = settledText(); !settled.isEmpty()) words << settled;
    if (m_resultDue) {
        m_resultDue = false;
        if (const QString result = resultText(); !result.isEmpty()) words << result;
    }
    if (!words.isEmpty()) m_say(words.join(QStringLiteral("; ")));
}

void SearchSpeech::finished()
{
    // Said once the event that ended the search is handled, unless a step says it with its tile.
    m_resultDue = true;
    QTimer::singleShot(0, this, [this] {
        if (!m_resultDue) return;
        m_resultDue = false;
        if (const QString result = resultText(); !result.isEmpty()) m_say(result);
    });
}

} // namespace mazeworks

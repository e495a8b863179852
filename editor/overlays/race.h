#pragma once

#include "path/watchedsearch.h"
#include "searchchoice.h"
#include "searchgrid.h"

#include <QObject>

#include <memory>
#include <vector>

namespace mazeworks {

// Two to four searches on the same map between the same two tiles, stepping together: a step
// of the race is a step of every search still running. When all have finished, the summary says
// which found a way of the optimal cost (worked out apart, by Dijkstra) and which looked at the
// fewest tiles.
class Race : public QObject {
    Q_OBJECT

public:
    static constexpr int kFewest = 2;
    static constexpr int kMost = 4;

    explicit Race(QObject* parent = nullptr);
    ~Race() override;

    // The map and the two tiles; every search starts again.
    void setGround(std::shared_ptr<const SearchGrid> grid, Cell from, Cell to);
    std::shared_ptr<const SearchGrid> grid() const { return m_grid; }
    Cell from() const { return m_from; }
    Cell to() const { return m_to; }
    bool isReady() const;

    int count() const { return static_cast<int>(m_choices.size()); }
    void setCount(int count);
    const SearchChoice& choice(int pane) const { return m_choices.at(static_cast<std::size_t>(pane)); }
    void setChoice(int pane, const SearchChoice& choice);

    // The searches from their first step; a step of all; the rest of all.
    void restart();
    bool step() { return advance(1) > 0; }
    int advance(int steps);
    void finish();
    // The steps of the race taken (a step is a step of every search still running): the most
    // any search took.
    int stepsTaken() const;
    // The steps of the whole race: those of its longest search (worked out once for each race).
    int stepCount() const;
    // The race as it was after `steps` steps, exactly as stepping there shows it: the searches
    // are deterministic, so they start again and step there (forward only from where they are,
    // when that is on the way).
    void goToStep(int steps);
    // One step back; false at the beginning.
    bool stepBack();
    // Some search has started and not all have finished.
    bool isStepping() const { return m_started && !allDone(); }
    bool allDone() const;

    // A pane's search (null when the tiles are not both open).
    const WatchedSearch* search(int pane) const;

    struct Summary {
        bool ready = false; // all have finished
        double optimum = kInfinity; // the cost of the cheapest way; infinity when none leads
        std::vector<int> optimal; // the panes whose way costs the optimum
        std::vector<int> fewest; // the panes that looked at the fewest tiles
    };
    Summary summary() const;

    quint64 revision() const { return m_revision; }

signals:
    void changed();
    // All have finished.
    void finished();

private:
    void rebuild();
    void announce();

    std::shared_ptr<const SearchGrid> m_grid;
    Cell m_from;
    Cell m_to;
    std::vector<SearchChoice> m_choices;
    std::vector<std::unique_ptr<WatchedSearch>> m_searches;
    double m_optimum = kInfinity;
    bool m_started = false;
    mutable int m_stepCount = -1; // -1 until asked for
    quint64 m_revision = 0;
};

} // namespace mazeworks

#pragma once

#include "grid/cell.h"
#include "path/watchedsearch.h"

#include <QImage>
#include <QPainter>
#include <QRect>

#include <optional>
#include <vector>

namespace mazeworks {

// What is drawn of a search over a map.
struct SearchScene {
    const WatchedSearch* search = nullptr;
    quint64 revision = 0; // changes whenever the search does: the picture of its tiles is kept till then
    std::vector<Cell> way; // start to goal, once found
    std::optional<Cell> start;
    std::optional<Cell> goal;
    bool stepping = false; // the tile taken last, and what it offered, are marked
    std::optional<Cell> shown; // a tile shown from the open list
};

// Draws a watched search in tile units, the same on the map, in a race's panes and in the
// pictures exported: the settled tiles (dim blue; from the goal's side dim magenta), the frontier
// (bright amber, a ring when zoomed in; from the goal's side pink, a dashed ring), the tile where
// the two sides met (a white diamond), jump point search's runs (the last step's bright cyan
// with arrow heads, a bar where a run hit a wall; the earlier ones a grey trace), the tile taken
// last with marks on the neighbours it offered (+ new, \u2193 cheaper, \u00d7 skipped), the way
// with its arrows, the start and the goal; for the search over a subgoal graph, the graph (its
// nodes and edges) under it all.
class SearchPainter {
public:
    void paint(QPainter& painter, const QRect& visible, double scale, const SearchScene& scene);

private:
    void paintTiles(QPainter& painter, const QRect& area, const SearchScene& scene);
    void paintRings(QPainter& painter, const QRect& area, double scale, const WatchedSearch& search);
    void paintRuns(QPainter& painter, double scale, const WatchedSearch& search);
    void paintOffers(QPainter& painter, double scale, const WatchedSearch& search);
    // The subgoal graph: its edges, the query's, its nodes, and the way over it while it is
    // walked into tiles.
    void paintGraph(QPainter& painter, const QRect& area, double scale, const SubgoalStepper& graph);

    // The tiles last drawn, kept while neither the search nor the view moves.
    QImage m_image;
    QRect m_imageArea;
    quint64 m_imageRevision = ~quint64 { 0 };
};

} // namespace mazeworks

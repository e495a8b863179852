#pragma once

#include "frameexport.h"
#include "maze/maze.h"
#include "path/watchedsearch.h"
#include "searchchoice.h"
#include "searchgrid.h"

#include <QImage>
#include <QSize>

#include <memory>

namespace mazeworks {

// The pictures of a search for slides: the level with its weights and the search as the map
// shows it, fitted into a picture of the size asked for, with a band under it that names the
// search and says its step, what the step did and its figures, in type large enough for a
// projected slide.
class SearchPicture {
public:
    // `maze` is the level the search ran on (its tiles, places and weights).
    SearchPicture(const Maze& maze, QSize size, bool caption = true);

    QImage render(const WatchedSearch& search, const SearchChoice& choice);
    // The band's height for a picture of `size`.
    static int bandFor(QSize size) { return std::max(72, size.height() / 6); }

private:
    const Maze& m_maze;
    QSize m_size;
    bool m_caption;
    QImage m_level; // the level at a whole number of pixels a tile, drawn once
    int m_scale = 1;
};

// The stepped run of a search as numbered PNG frames, from its first step to its last: one
// picture every `every` steps, and the last always.
class SearchFrames : public FrameExport {
    Q_OBJECT

public:
    SearchFrames(const Maze& maze, std::shared_ptr<const SearchGrid> grid, const SearchChoice& choice, Cell from,
        Cell to, QSize size, int every, QObject* parent = nullptr);
    ~SearchFrames() override;

    // The steps of the whole run, for the dialog's "a picture every" (runs the search once).
    static int stepsOf(const SearchGrid& grid, const SearchChoice& choice, Cell from, Cell to);

protected:
    bool run(FrameFolder& folder, const std::atomic<bool>& cancel,
        const std::function<void(int done, int total)>& report) override;

private:
    Maze m_maze;
    std::shared_ptr<const SearchGrid> m_grid;
    SearchChoice m_choice;
    Cell m_from;
    Cell m_to;
    QSize m_size;
    int m_every;
};

} // namespace mazeworks

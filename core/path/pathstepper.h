#pragma once

#include "path/search.h"

#include <memory>
#include <vector>

namespace mazeworks {

// A search from one cell to another one settled cell at a time, for a view to animate: the
// frontier, the settled cells and, at the end, the way. Run to the end, it gives the same way,
// cost and count of visited cells as findPath with the same costs.
class PathStepper {
public:
    // costs: width x height, row-major, the price of entering each cell; infinity where blocked.
    PathStepper(int width, int height, std::vector<double> costs, const SearchOptions& options, Cell from, Cell to);

    bool step() { return m_search->step(); }
    void finish() { m_search->run(); }
    bool done() const { return m_search->done(); }
    bool found() const { return m_search->found(); }
    int visited() const { return m_search->visited(); }
    Path path() const { return m_search->path(); }
    std::optional<Cell> current() const;

    enum class State : std::uint8_t { Unseen, Frontier, Settled };
    State state(Cell c) const;
    // The cost of the best way known so far to a reached cell; infinity elsewhere.
    double cost(Cell c) const;
    // The cells reached but not settled, each once.
    std::vector<Cell> frontier() const;

    int width() const { return m_width; }
    int height() const { return m_height; }
    const SearchOptions& options() const { return m_options; }

private:
    struct GridCost {
        const std::vector<double>* costs;
        int width;
        double operator()(int col, int row) const
        {
            return (*costs)[static_cast<std::size_t>(row) * static_cast<std::size_t>(width)
                + static_cast<std::size_t>(col)];
        }
    };

    int m_width;
    int m_height;
    SearchOptions m_options;
    std::vector<double> m_costs;
    std::unique_ptr<SearchWorkspace> m_workspace;
    std::unique_ptr<Search<GridCost>> m_search;
};

} // namespace mazeworks

#include "path/pathstepper.h"

#include <stdexcept>

namespace mazeworks {

PathStepper::PathStepper(
    int width, int height, std::vector<double> costs, const SearchOptions& options, Cell from, Cell to)
    : m_width(width)
    , m_height(height)
    , m_options(options)
    , m_costs(std::move(costs))
    , m_workspace(std::make_unique<SearchWorkspace>())
{
    if (width <= 0 || height <= 0
        || m_costs.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height)) {
        throw std::invalid_argument("the costs must hold one value per cell");
    }
    m_search = std::make_unique<Search<GridCost>>(
        *m_workspace, width, height, GridCost { &m_costs, width }, options, from, to);
}

std::optional<Cell> PathStepper::current() const
{
    const std::int32_t c = m_search->current();
    if (c < 0) return std::nullopt;
    return Cell { c % m_width, c / m_width };
}

PathStepper::State PathStepper::state(Cell c) const
{
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height) return State::Unseen;
    const std::uint32_t stamp = m_workspace->m_costNodes[static_cast<std::size_t>(c.row) * m_width + c.col].stamp();
    if (stamp == m_workspace->m_base + 1) return State::Settled;
    if (stamp == m_workspace->m_base) return State::Frontier;
    return State::Unseen;
}

double PathStepper::cost(Cell c) const
{
    return state(c) == State::Unseen
        ? kInfinity
        : m_workspace->m_costNodes[static_cast<std::size_t>(c.row) * m_width + c.col].total();
}

std::vector<Cell> PathStepper::frontier() const
{
    std::vector<std::int32_t> open;
    if (m_options.algorithm == Algorithm::BreadthFirst) {
        for (std::size_t i = m_search->m_fifoHead; i < m_workspace->m_fifo.size(); ++i) {
            open.push_back(m_workspace->m_fifo[i]);
        }
    } else {
        auto take = [&](const auto& entry) {
            const std::int32_t i = entry.index();
            if (m_workspace->m_costNodes[static_cast<std::size_t>(i)].stamp() == m_workspace->m_base) open.push_back(i);
        };
        m_workspace->m_open.forEach(take);
        m_workspace->m_wideOpen.forEach(take);
        std::sort(open.begin(), open.end());
        open.erase(std::unique(open.begin(), open.end()), open.end());
    }
    std::vector<Cell> out;
    out.reserve(open.size());
    for (std::int32_t i : open) out.push_back({ i % m_width, i / m_width });
    return out;
}

} // namespace mazeworks

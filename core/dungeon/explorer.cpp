#include "dungeon/explorer.h"

#include <algorithm>
#include <tuple>

namespace mazeworks {

namespace {

bool validLink(const Edge& e, std::size_t n)
{
    return e.a >= 0 && e.b >= 0 && static_cast<std::size_t>(e.a) < n && static_cast<std::size_t>(e.b) < n && e.a != e.b;
}

} // namespace

Explorer::Explorer(
    int rooms, const std::vector<Edge>& links, std::uint64_t seed, int start, const std::vector<double>& lengths)
    : m_random(seed)
{
    const auto n = static_cast<std::size_t>(std::max(rooms, 0));
    m_offsets.assign(n + 1, 0);
    for (const Edge& e : links) {
        if (!validLink(e, n)) continue;
        ++m_offsets[static_cast<std::size_t>(e.a) + 1];
        ++m_offsets[static_cast<std::size_t>(e.b) + 1];
    }
    for (std::size_t i = 1; i <= n; ++i) m_offsets[i] += m_offsets[i - 1];
    m_neighbour.resize(static_cast<std::size_t>(m_offsets[n]));
    m_link.resize(m_neighbour.size());
    std::vector<int> fill(m_offsets.begin(), m_offsets.end() - 1);
    for (std::size_t k = 0; k < links.size(); ++k) {
        const Edge& e = links[k];
        if (!validLink(e, n)) continue;
        const auto at = static_cast<std::size_t>(fill[static_cast<std::size_t>(e.a)]++);
        m_neighbour[at] = e.b;
        m_link[at] = static_cast<int>(k);
        const auto back = static_cast<std::size_t>(fill[static_cast<std::size_t>(e.b)]++);
        m_neighbour[back] = e.a;
        m_link[back] = static_cast<int>(k);
    }
    m_length.assign(links.size(), 0.0);
    for (std::size_t k = 0; k < links.size() && k < lengths.size(); ++k)
        m_length[k] = std::max(lengths[k], 0.0) / kTilesPerSecond;
    m_visits.assign(n, {});
    m_ever.assign(n, 0);
    if (n == 0) return;
    m_current = start >= 0 && static_cast<std::size_t>(start) < n ? start : static_cast<int>(m_random.below(n));
    visit(m_current);
}

void Explorer::visit(int room)
{
    const auto r = static_cast<std::size_t>(room);
    std::deque<Visit>& mine = m_visits[r];
    mine.push_back({ m_clock, m_time });
    m_all.push_back({ m_clock, room });
    // Only the latest visits of a room are kept.
    if (mine.size() > static_cast<std::size_t>(kRememberedPerRoom)) mine.pop_front();
    // Visits older than the fade are forgotten, in every room (at each visit, as the proposal
    // cleans up).
    const double cutoff = m_clock - kFadeSeconds;
    while (!m_all.empty() && m_all.front().first <= cutoff) {
        std::deque<Visit>& theirs = m_visits[static_cast<std::size_t>(m_all.front().second)];
        while (!theirs.empty() && theirs.front().seconds <= cutoff) theirs.pop_front();
        m_all.pop_front();
    }
    if (!m_ever[r]) {
        m_ever[r] = 1;
        ++m_roomsVisited;
    }
    ++m_totalVisits;
}

int Explorer::visitsWithin(int room, double window, double now) const
{
    const std::deque<Visit>& mine = m_visits[static_cast<std::size_t>(room)];
    int count = 0;
    for (auto it = mine.rbegin(); it != mine.rend() && it->seconds > now - window; ++it) ++count;
    return count;
}

int Explorer::recent(int room) const { return visitsWithin(room, kRecentSeconds, m_clock); }

int Explorer::lastVisit(int room) const
{
    const std::deque<Visit>& mine = m_visits[static_cast<std::size_t>(room)];
    return mine.empty() ? -1 : mine.back().move;
}

std::optional<double> Explorer::lastVisitSeconds(int room) const
{
    const std::deque<Visit>& mine = m_visits[static_cast<std::size_t>(room)];
    if (mine.empty()) return std::nullopt;
    return mine.back().seconds;
}

double Explorer::linkSeconds(int link) const
{
    return link >= 0 && static_cast<std::size_t>(link) < m_length.size() ? m_length[static_cast<std::size_t>(link)]
                                                                         : 0.0;
}

double Explorer::walkSeconds() const { return walking() ? linkSeconds(m_lastLink) : 0.0; }

std::vector<std::pair<int, double>> Explorer::choicesAt(double now, std::vector<int>* links) const
{
    std::vector<std::pair<int, double>> out;
    if (m_current < 0) return out;
    const auto here = static_cast<std::size_t>(m_current);
    const int begin = m_offsets[here];
    const int end = m_offsets[here + 1];
    std::vector<int> preferred;
    for (int k = begin; k < end; ++k) {
        if (m_visits[static_cast<std::size_t>(m_neighbour[static_cast<std::size_t>(k)])].empty())
            preferred.push_back(k);
    }
    if (preferred.empty() && begin < end) {
        // The least visited rooms of the whole dungeon: fewest recent visits, then fewest
        // remembered, then the lower number (the proposal's stable sort).
        std::vector<std::tuple<int, int, int>> keys;
        keys.reserve(m_visits.size());
        for (int i = 0; i < rooms(); ++i) keys.emplace_back(visitsWithin(i, kRecentSeconds, now), remembered(i), i);
        const auto count = std::min<std::size_t>(kLeastVisited, keys.size());
        std::partial_sort(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(count), keys.end());
        for (int k = begin; k < end; ++k) {
            const int room = m_neighbour[static_cast<std::size_t>(k)];
            for (std::size_t j = 0; j < count; ++j) {
                if (std::get<2>(keys[j]) == room) {
                    preferred.push_back(k);
                    break;
                }
            }
        }
    }
    if (preferred.empty()) {
        for (int k = begin; k < end; ++k) preferred.push_back(k);
    }
    for (const int k : preferred) {
        const int room = m_neighbour[static_cast<std::size_t>(k)];
        const int visits = remembered(room);
        const double weight = visits == 0
            ? kUnvisitedWeight
            : 1.0 + kPerVisit * visits + kPerRecentVisit * visitsWithin(room, kRecentSeconds, now);
        out.push_back({ room, weight });
        if (links) links->push_back(k);
    }
    return out;
}

std::vector<std::pair<int, double>> Explorer::choices() const
{
    if (walking()) return {};
    return choicesAt(m_clock + kPauseSeconds, nullptr);
}

int Explorer::step()
{
    depart();
    return arrive();
}

int Explorer::depart()
{
    if (m_current < 0) return -1;
    if (walking()) return m_target;
    // The rest in the room before it sets off, then the choice, as the proposal makes it when
    // its rest is over.
    m_clock += kPauseSeconds;
    std::vector<int> links;
    const std::vector<std::pair<int, double>> options = choicesAt(m_clock, &links);
    if (options.empty()) {
        // Nowhere to go: it stays, a walk of no time.
        m_lastLink = -1;
        m_target = m_current;
        return m_target;
    }
    // A weighted draw, the chance of each in inverse proportion to its weight.
    double total = 0;
    for (const auto& [room, weight] : options) total += 1.0 / weight;
    double draw = m_random.unit() * total;
    std::size_t chosen = options.size() - 1;
    for (std::size_t i = 0; i < options.size(); ++i) {
        draw -= 1.0 / options[i].second;
        if (draw <= 0) {
            chosen = i;
            break;
        }
    }
    const auto k = static_cast<std::size_t>(links[chosen]);
    m_lastLink = m_link[k];
    m_target = m_neighbour[k];
    return m_target;
}

int Explorer::arrive()
{
    if (!walking()) return m_current;
    ++m_time;
    m_previous = m_current;
    m_clock += walkSeconds();
    m_arrivedAt = m_clock;
    const int to = m_target;
    m_target = -1;
    // Staying (no link) is no visit.
    if (m_lastLink < 0) return m_current;
    m_current = to;
    visit(m_current);
    return m_current;
}

ExplorerStats Explorer::stats() const
{
    ExplorerStats s;
    s.roomsVisited = m_roomsVisited;
    s.totalVisits = m_totalVisits;
    s.unvisited = rooms() - m_roomsVisited;
    for (const auto& v : m_visits) s.remembered += v.empty() ? 0 : 1;
    return s;
}

} // namespace mazeworks

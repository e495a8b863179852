#include "game/playtest.h"

#include "game/game.h"

#include <algorithm>
#include <cmath>
#include <system_error>
#include <thread>

namespace mazeworks {

PlaytestGame playtestGame(const Maze& maze, PilotKind kind, std::uint64_t seed, double seconds)
{
    // The loop of playHeadless, step for step: the figures must be the command line's.
    Game game(maze, seed);
    Pilot pilot(kind, seed);
    const std::int64_t limit = std::llround(std::max(0.0, seconds) * Rules::StepsPerSecond);
    PlaytestGame result;
    while (game.phase() != Game::Phase::Over && game.steps() < limit) {
        game.step(pilot.steer(game, Rules::Step));
        if (!result.firstDeathStep) {
            for (const Event& e : game.events()) {
                if (e.kind == Event::Kind::Caught) result.firstDeathStep = game.steps();
            }
        }
    }
    result.summary = GameSummary::of(game, kind);
    return result;
}

PlaytestFigures figuresOf(const std::vector<PlaytestGame>& games)
{
    PlaytestFigures f;
    f.games = static_cast<int>(games.size());
    if (games.empty()) return f;
    double scores = 0;
    double levels = 0;
    double seconds = 0;
    double toFirstDeath = 0;
    bool first = true;
    for (const PlaytestGame& g : games) {
        const GameSummary& s = g.summary;
        scores += s.score;
        levels += s.level;
        seconds += s.seconds();
        if (s.level > 1) ++f.cleared;
        if (s.phase == Game::Phase::Over) ++f.gamesOver;
        ++f.levelsReached[s.level];
        if (first || s.score > f.bestScore) {
            f.bestScore = s.score;
            f.bestSeed = s.seed;
            first = false;
        }
        if (g.firstDeathStep) {
            ++f.gamesWithDeath;
            toFirstDeath += static_cast<double>(*g.firstDeathStep) * Rules::Step;
        }
    }
    const double n = f.games;
    f.clearRate = f.cleared / n;
    f.meanScore = scores / n;
    f.meanLevel = levels / n;
    f.meanSeconds = seconds / n;
    if (f.gamesWithDeath > 0) f.meanSecondsToFirstDeath = toFirstDeath / f.gamesWithDeath;
    return f;
}

TileMap<int> deathCounts(const std::vector<PlaytestGame>& games, int width, int height)
{
    TileMap<int> counts(std::max(1, width), std::max(1, height), 0);
    for (const PlaytestGame& g : games) {
        for (const Cell& c : g.summary.deaths) {
            if (counts.contains(c)) counts.set(c, counts.get(c) + 1);
        }
    }
    return counts;
}

Playtest::Playtest(std::vector<Maze> levels, PlaytestOptions options)
    : m_levels(std::move(levels))
    , m_options(options)
{
    m_options.games = std::max(0, m_options.games);
    m_games.resize(static_cast<std::size_t>(total()));
}

int Playtest::allCores() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

void Playtest::run(int threads, const Progress& progress, std::chrono::milliseconds interval)
{
    if (threads <= 0) threads = allCores();
    threads = std::clamp(threads, 1, std::max(1, total()));
    {
        std::lock_guard lock(m_mutex);
        m_running = threads;
    }
    std::vector<std::thread> workers;
    workers.reserve(static_cast<std::size_t>(threads));
    try {
        for (int i = 0; i < threads; ++i) workers.emplace_back([this] { work(); });
    } catch (const std::system_error&) {
        // Fewer threads than asked: those that started play every game all the same.
        std::lock_guard lock(m_mutex);
        m_running -= threads - static_cast<int>(workers.size());
        if (workers.empty()) throw;
    }
    {
        std::unique_lock lock(m_mutex);
        int told = -1;
        for (;;) {
            const bool over = m_news.wait_for(lock, interval, [&] { return m_running == 0; });
            if (progress && (over || m_played != told)) {
                told = m_played;
                lock.unlock();
                progress(told, total());
                lock.lock();
            }
            if (over) break;
        }
    }
    for (std::thread& worker : workers) worker.join();
    if (m_failure) std::rethrow_exception(m_failure);
}

void Playtest::work()
{
    const int levels = static_cast<int>(m_levels.size());
    try {
        for (int i = m_next++; i < total() && !m_cancel; i = m_next++) {
            const Maze& level = m_levels[static_cast<std::size_t>(i % levels)];
            const std::uint64_t seed = m_options.firstSeed + static_cast<std::uint64_t>(i / levels);
            PlaytestGame game = playtestGame(level, m_options.pilot, seed, m_options.seconds);
            std::lock_guard lock(m_mutex);
            m_games[static_cast<std::size_t>(i)] = std::move(game);
            ++m_played;
        }
    } catch (...) {
        std::lock_guard lock(m_mutex);
        if (!m_failure) m_failure = std::current_exception();
        m_cancel = true;
    }
    std::lock_guard lock(m_mutex);
    --m_running;
    m_news.notify_all();
}

std::vector<PlaytestGame> Playtest::games(std::size_t which) const
{
    std::vector<PlaytestGame> list;
    if (which >= m_levels.size()) return list;
    std::lock_guard lock(m_mutex);
    for (std::size_t i = which; i < m_games.size(); i += m_levels.size()) {
        if (m_games[i]) list.push_back(*m_games[i]);
    }
    return list;
}

} // namespace mazeworks

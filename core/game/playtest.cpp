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

void PlaytestTally::add(const PlaytestGame& game, std::uint64_t index)
{
    const GameSummary& s = game.summary;
    ++games;
    if (s.level > 1) ++cleared;
    if (s.phase == Game::Phase::Over) ++gamesOver;
    score.add(static_cast<std::uint64_t>(std::max(0, s.score)));
    level.add(static_cast<std::uint64_t>(std::max(0, s.level)));
    steps.add(static_cast<std::uint64_t>(std::max<std::int64_t>(0, s.steps)));
    if (game.firstDeathStep)
        firstDeathSteps.add(static_cast<std::uint64_t>(std::max<std::int64_t>(0, *game.firstDeathStep)));
    if (!hasBest || s.score > bestScore || (s.score == bestScore && index < bestIndex)) {
        hasBest = true;
        bestScore = s.score;
        bestSeed = s.seed;
        bestIndex = index;
    }
    ++levelsReached[s.level];
    for (const Cell& c : s.deaths) ++deaths[{ c.row, c.col }];
}

void PlaytestTally::merge(const PlaytestTally& other)
{
    games += other.games;
    cleared += other.cleared;
    gamesOver += other.gamesOver;
    score.merge(other.score);
    level.merge(other.level);
    steps.merge(other.steps);
    firstDeathSteps.merge(other.firstDeathSteps);
    if (other.hasBest
        && (!hasBest || other.bestScore > bestScore || (other.bestScore == bestScore && other.bestIndex < bestIndex))) {
        hasBest = true;
        bestScore = other.bestScore;
        bestSeed = other.bestSeed;
        bestIndex = other.bestIndex;
    }
    for (const auto& [level, n] : other.levelsReached) levelsReached[level] += n;
    for (const auto& [tile, n] : other.deaths) deaths[tile] += n;
}

PlaytestTally tallyOf(const std::vector<PlaytestGame>& games)
{
    PlaytestTally tally;
    for (std::size_t i = 0; i < games.size(); ++i) tally.add(games[i], i);
    return tally;
}

PlaytestFigures figuresOf(const std::vector<PlaytestGame>& games) { return figuresOfTally(tallyOf(games)); }

PlaytestFigures figuresOfTally(const PlaytestTally& t)
{
    PlaytestFigures f;
    f.games = static_cast<int>(t.games);
    f.cleared = static_cast<int>(t.cleared);
    f.gamesOver = static_cast<int>(t.gamesOver);
    f.bestScore = t.bestScore;
    f.bestSeed = t.bestSeed;
    for (const auto& [level, n] : t.levelsReached) f.levelsReached[level] = static_cast<int>(n);
    f.gamesWithDeath = static_cast<int>(t.firstDeathSteps.count);
    f.clearRateInterval = stats::wilson(t.cleared, t.games);
    if (t.games == 0) return f;
    f.clearRate = static_cast<double>(t.cleared) / static_cast<double>(t.games);
    f.meanScore = t.score.mean();
    f.meanLevel = t.level.mean();
    f.meanSeconds = t.steps.mean() / Rules::StepsPerSecond;
    f.meanScoreInterval = stats::meanInterval(f.meanScore, t.score.variance(), t.games);
    f.meanLevelInterval = stats::meanInterval(f.meanLevel, t.level.variance(), t.games);
    // Seconds are steps over a whole number: the steps' interval, scaled.
    const auto inSeconds = [](std::optional<stats::Interval> steps) {
        if (steps) {
            steps->low /= Rules::StepsPerSecond;
            steps->high /= Rules::StepsPerSecond;
        }
        return steps;
    };
    f.meanSecondsInterval = inSeconds(stats::meanInterval(t.steps.mean(), t.steps.variance(), t.games));
    if (t.firstDeathSteps.count > 0) {
        f.meanSecondsToFirstDeath = t.firstDeathSteps.mean() / Rules::StepsPerSecond;
        f.meanSecondsToFirstDeathInterval = inSeconds(
            stats::meanInterval(t.firstDeathSteps.mean(), t.firstDeathSteps.variance(), t.firstDeathSteps.count));
    }
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

int gamesInShard(const PlaytestOptions& options)
{
    const int games = std::max(0, options.games);
    const int shards = std::max(1, options.shards);
    const int shard = std::clamp(options.shard, 0, shards - 1);
    return games / shards + (shard < games % shards ? 1 : 0);
}

std::uint64_t placeInPlaytest(const PlaytestOptions& options, int j)
{
    const int shards = std::max(1, options.shards);
    return static_cast<std::uint64_t>(std::clamp(options.shard, 0, shards - 1))
        + static_cast<std::uint64_t>(j) * static_cast<std::uint64_t>(shards);
}

Playtest::Playtest(std::vector<Maze> levels, PlaytestOptions options)
    : m_levels(std::move(levels))
    , m_options(options)
{
    m_options.games = std::max(0, m_options.games);
    m_options.shards = std::max(1, m_options.shards);
    m_options.shard = std::clamp(m_options.shard, 0, m_options.shards - 1);
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
            const std::uint64_t seed = m_options.firstSeed + placeInPlaytest(m_options, i / levels);
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

PlaytestTally Playtest::tally(std::size_t which) const
{
    PlaytestTally tally;
    if (which >= m_levels.size()) return tally;
    std::lock_guard lock(m_mutex);
    for (std::size_t i = which, j = 0; i < m_games.size(); i += m_levels.size(), ++j) {
        if (m_games[i]) tally.add(*m_games[i], placeInPlaytest(m_options, static_cast<int>(j)));
    }
    return tally;
}

} // namespace mazeworks

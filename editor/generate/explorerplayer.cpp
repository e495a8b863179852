#include "explorerplayer.h"

#include "frameclock.h"

#include <QLineF>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

// Above this many moves a second the dot no longer walks the corridors: it is where it is.
constexpr double kWalkUpTo = 30.0;
// Moves made in one frame at the most, so that a frame stays a frame.
constexpr int kMostPerFrame = 100000;

} // namespace

ExplorerPlayer::ExplorerPlayer(QObject* parent)
    : QObject(parent)
{
    m_clock = steadyClock();
    beatOncePerFrame(m_frames);
    connect(&m_frames, &QTimer::timeout, this, &ExplorerPlayer::tick);
}

void ExplorerPlayer::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
    m_last = m_clock();
}

void ExplorerPlayer::setDungeon(std::shared_ptr<const Generator> finished)
{
    if (finished && finished->phase() != Phase::Finished) finished.reset();
    if (finished == m_dungeon) return;
    pause();
    m_dungeon = std::move(finished);
    reset();
}

void ExplorerPlayer::reset()
{
    m_way.clear();
    m_due = 0;
    if (!m_dungeon) {
        m_explorer.reset();
    } else {
        const Dungeon& d = m_dungeon->result();
        // The dungeon's seed chooses the first room and settles ties: the same walk every time.
        m_explorer = std::make_shared<Explorer>(static_cast<int>(d.rooms.size()), d.links, d.seed);
    }
    m_last = m_clock();
    m_movedAt = m_last;
    emit moved();
    emit frameChanged();
}

int ExplorerPlayer::recentMoves() const
{
    const int rooms = m_explorer ? m_explorer->rooms() : 0;
    return std::max(3, rooms / 4);
}

void ExplorerPlayer::setMovesPerSecond(double rate)
{
    m_rate = std::max(rate, 0.1);
    m_due = 0;
    m_last = m_clock();
}

void ExplorerPlayer::play()
{
    if (!m_explorer || m_playing) return;
    m_playing = true;
    m_last = m_clock();
    m_due = 0;
    m_frames.start();
    emit playingChanged(true);
}

void ExplorerPlayer::pause()
{
    if (!m_playing) return;
    m_playing = false;
    emit playingChanged(false);
}

void ExplorerPlayer::toggle()
{
    if (m_playing)
        pause();
    else
        play();
}

void ExplorerPlayer::stepOnce()
{
    if (!m_explorer) return;
    pause();
    m_walk = 400;
    move(m_clock());
    m_frames.start();
}

void ExplorerPlayer::tick()
{
    const qint64 now = m_clock();
    if (m_playing && m_explorer) {
        m_due += static_cast<double>(now - m_last) * m_rate / 1000.0;
        m_last = now;
        const int moves = static_cast<int>(std::min<double>(std::floor(m_due), kMostPerFrame));
        m_due -= moves;
        if (m_due > kMostPerFrame) m_due = 0; // far behind: what is owed is forgiven
        m_walk = m_rate <= kWalkUpTo ? 1000.0 / m_rate : 0;
        for (int i = 0; i < moves; ++i) move(now);
    }
    const bool walking = m_walk > 0 && static_cast<double>(now - m_movedAt) < m_walk;
    emit frameChanged();
    if (!m_playing && !walking) m_frames.stop();
}

void ExplorerPlayer::move(qint64 now)
{
    m_explorer->step();
    m_movedAt = now;
    planWay();
    emit moved();
}

QPointF ExplorerPlayer::roomCentre(int room) const
{
    const Rect& r = m_dungeon->result().rooms[static_cast<std::size_t>(room)];
    return QPointF(r.x + 0.5 * r.w, r.y + 0.5 * r.h);
}

void ExplorerPlayer::planWay()
{
    m_way.clear();
    const int from = m_explorer->previous();
    const int to = m_explorer->current();
    if (from < 0 || to < 0) return;
    m_way.push_back(roomCentre(from));
    const int link = m_explorer->lastLink();
    const auto& corridors = m_dungeon->result().corridors;
    if (link >= 0 && static_cast<std::size_t>(link) < corridors.size()) {
        const Corridor& c = corridors[static_cast<std::size_t>(link)];
        // Its tiles run from the side of room a to the side of room b.
        const bool forward = c.a == from;
        const auto n = c.cells.size();
        for (std::size_t k = 0; k < n; ++k) {
            const Cell cell = c.cells[forward ? k : n - 1 - k];
            m_way.emplace_back(cell.col + 0.5, cell.row + 0.5);
        }
    }
    m_way.push_back(roomCentre(to));
}

std::optional<ExplorerFrame> ExplorerPlayer::frame() const
{
    if (!m_explorer || m_explorer->current() < 0) return std::nullopt;
    ExplorerFrame f;
    f.explorer = m_explorer;
    f.recent = recentMoves();
    f.dot = roomCentre(m_explorer->current());
    const double t = m_walk > 0 ? static_cast<double>(m_clock() - m_movedAt) / m_walk : 1.0;
    if (t < 1.0 && m_way.size() >= 2) {
        // The same distance each frame along the whole way, corridor and rooms.
        double total = 0;
        for (std::size_t k = 1; k < m_way.size(); ++k) total += QLineF(m_way[k - 1], m_way[k]).length();
        double left = std::max(t, 0.0) * total;
        for (std::size_t k = 1; k < m_way.size(); ++k) {
            const double part = QLineF(m_way[k - 1], m_way[k]).length();
            if (left <= part && part > 0) {
                f.dot = m_way[k - 1] + (m_way[k] - m_way[k - 1]) * (left / part);
                break;
            }
            left -= part;
        }
    }
    return f;
}

} // namespace mazeworks

#include "explorerplayer.h"

#include "frameclock.h"

#include <QLineF>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

// Moves made in one frame at the most, so that a frame stays a frame; further behind than
// that, what is owed is forgiven.
constexpr int kMostPerFrame = 100000;
// A Step's walk is shown in this many milliseconds at the most (less when the clock at the
// chosen speed takes less).
constexpr double kStepGlideMs = 400;

// Moves made in one frame beyond which they are not kept to step back through: at a high speed
// a frame makes thousands.
constexpr int kMostKeptPerFrame = 16;

// Explorers kept to step back to at most, by the rooms (each remembers visits to every room).
std::size_t mostKept(int rooms) { return std::clamp<std::size_t>(200000 / std::size_t(std::max(rooms, 1)), 16, 1000); }

double lengthOf(const std::vector<QPointF>& way)
{
    double total = 0;
    for (std::size_t k = 1; k < way.size(); ++k) total += QLineF(way[k - 1], way[k]).length();
    return total;
}

// The point `part` (0 to 1) of the way along it, at the same pace through corridor and rooms.
QPointF along(const std::vector<QPointF>& way, double part)
{
    if (way.empty()) return {};
    double left = std::clamp(part, 0.0, 1.0) * lengthOf(way);
    for (std::size_t k = 1; k < way.size(); ++k) {
        const double length = QLineF(way[k - 1], way[k]).length();
        if (left <= length && length > 0) return way[k - 1] + (way[k] - way[k - 1]) * (left / length);
        left -= length;
    }
    return way.back();
}

QPointF centreOf(const Rect& r) { return QPointF(r.x + 0.5 * r.w, r.y + 0.5 * r.h); }

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
    const double shown = shownSeconds();
    m_clock = std::move(clock);
    anchor(shown);
}

void ExplorerPlayer::setDungeon(std::shared_ptr<const Generator> finished)
{
    if (finished && finished->phase() != Phase::Finished) finished.reset();
    if (finished == m_dungeon) return;
    pause();
    m_dungeon = std::move(finished);
    m_movesMade = 0;
    reset();
}

std::vector<QPointF> ExplorerPlayer::wayOf(const Dungeon& d, int link, int from)
{
    std::vector<QPointF> way;
    if (link < 0 || static_cast<std::size_t>(link) >= d.links.size()) return way;
    const Edge& e = d.links[static_cast<std::size_t>(link)];
    const int to = e.a == from ? e.b : e.a;
    way.push_back(centreOf(d.rooms[static_cast<std::size_t>(from)]));
    if (static_cast<std::size_t>(link) < d.corridors.size()) {
        const Corridor& c = d.corridors[static_cast<std::size_t>(link)];
        // Its tiles run from the side of room a to the side of room b.
        const bool forward = c.a == from;
        const auto n = c.cells.size();
        for (std::size_t k = 0; k < n; ++k) {
            const Cell cell = c.cells[forward ? k : n - 1 - k];
            way.emplace_back(cell.col + 0.5, cell.row + 0.5);
        }
    }
    way.push_back(centreOf(d.rooms[static_cast<std::size_t>(to)]));
    return way;
}

std::vector<double> ExplorerPlayer::lengthsOf(const Dungeon& d)
{
    // What a walk takes is the way the dot is drawn along: from the middle of the room it leaves,
    // through the middles of the corridor's tiles, to the middle of the room it comes to. Its
    // corridor alone would not do: the proposal's dot walks across the rooms too (from where
    // it came in to where its next corridor leaves, at the same speed), and with the corridor
    // alone ours would cross a room in no time. From middle to middle counts half of each room,
    // which is about what the proposal crosses of a room coming in on one side and leaving on
    // another, and it keeps the dot on screen at exactly six tiles a second.
    std::vector<double> lengths(d.links.size(), 0.0);
    for (std::size_t k = 0; k < d.links.size(); ++k) lengths[k] = lengthOf(wayOf(d, static_cast<int>(k), d.links[k].a));
    return lengths;
}

void ExplorerPlayer::reset()
{
    m_glide = 0;
    m_before.clear();
    if (!m_dungeon) {
        m_explorer.reset();
    } else {
        const Dungeon& d = m_dungeon->result();
        // The dungeon's seed chooses the first room and settles ties: the same walk every time.
        m_explorer = std::make_shared<Explorer>(static_cast<int>(d.rooms.size()), d.links, d.seed, -1, lengthsOf(d));
    }
    anchor(0);
    emit moved();
    emit frameChanged();
}

void ExplorerPlayer::anchor(double seconds)
{
    m_anchorSeconds = seconds;
    m_anchorAt = m_clock();
}

double ExplorerPlayer::shownSeconds() const
{
    if (!m_playing) return m_anchorSeconds;
    return m_anchorSeconds + static_cast<double>(m_clock() - m_anchorAt) * m_speed / 1000.0;
}

void ExplorerPlayer::setSpeed(double timesRealTime)
{
    // What has passed at the old speed stays passed.
    const double shown = shownSeconds();
    m_speed = std::clamp(timesRealTime, 0.01, kFastest);
    anchor(shown);
}

void ExplorerPlayer::play()
{
    if (!m_explorer || m_playing) return;
    anchor(std::max(m_anchorSeconds, m_explorer->seconds()));
    m_playing = true;
    m_glide = 0;
    m_frames.start();
    emit playingChanged(true);
}

void ExplorerPlayer::pause()
{
    if (!m_playing) return;
    // Where it is now, it stays: in a room, or half way along a corridor.
    anchor(shownSeconds());
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
    if (!m_explorer || m_explorer->current() < 0) return;
    pause();
    // The rest left is skipped; a walk under way is finished.
    if (!m_explorer->walking()) keepBefore();
    m_explorer->depart();
    const double walk = m_explorer->walkSeconds();
    m_explorer->arrive();
    countMoves();
    anchor(m_explorer->seconds());
    m_glideAt = m_clock();
    m_glide = std::min(kStepGlideMs, walk * 1000.0 / m_speed);
    emit moved();
    emit frameChanged();
    m_frames.start();
}

void ExplorerPlayer::keepBefore()
{
    m_before.push_back(*m_explorer);
    if (m_before.size() > mostKept(m_explorer->rooms())) m_before.pop_front();
}

void ExplorerPlayer::stepBack()
{
    if (!m_explorer || m_before.empty()) return;
    pause();
    // A copy of its own: a picture may still hold the explorer shown.
    m_explorer = std::make_shared<Explorer>(std::move(m_before.back()));
    m_before.pop_back();
    anchor(m_explorer->seconds());
    m_glide = 0;
    emit moved();
    emit frameChanged();
}

void ExplorerPlayer::countMoves() { m_movesMade = std::max(m_movesMade, m_explorer->time()); }

void ExplorerPlayer::goToMove(int move)
{
    if (!m_explorer || m_explorer->current() < 0) return;
    pause();
    move = std::max(move, 0);
    // Back through the moves kept while they reach; a walk under way is undone too.
    while ((m_explorer->time() > move || m_explorer->walking()) && !m_before.empty()) {
        m_explorer = std::make_shared<Explorer>(std::move(m_before.back()));
        m_before.pop_back();
    }
    if (m_explorer->time() > move || m_explorer->walking()) {
        // Further back than the moves kept: from the start again, which leads the same way.
        const int made = m_movesMade;
        reset();
        m_movesMade = made;
    } else {
        // A copy of its own: a picture may still hold the explorer shown.
        m_explorer = std::make_shared<Explorer>(*m_explorer);
    }
    while (m_explorer->time() < move) {
        keepBefore();
        m_explorer->depart();
        m_explorer->arrive();
    }
    countMoves();
    anchor(m_explorer->seconds());
    m_glide = 0;
    emit moved();
    emit frameChanged();
}

bool ExplorerPlayer::catchUp()
{
    Explorer& e = *m_explorer;
    if (e.current() < 0) return false;
    const double shown = shownSeconds();
    int moves = 0;
    for (; moves < kMostPerFrame; ++moves) {
        if (!e.walking()) {
            if (shown < e.seconds() + Explorer::kPauseSeconds) break;
            if (moves < kMostKeptPerFrame)
                keepBefore();
            else
                m_before.clear(); // too many to keep: the moves before these cannot be stepped back to
            e.depart();
        }
        if (shown < e.seconds() + e.walkSeconds()) break;
        e.arrive();
    }
    countMoves();
    if (moves == kMostPerFrame) anchor(e.seconds()); // far behind: what is owed is forgiven
    return moves > 0;
}

bool ExplorerPlayer::gliding(qint64 now) const { return m_glide > 0 && static_cast<double>(now - m_glideAt) < m_glide; }

void ExplorerPlayer::tick()
{
    const qint64 now = m_clock();
    if (m_playing && m_explorer && catchUp()) emit moved();
    emit frameChanged();
    if (!m_playing && !gliding(now)) m_frames.stop();
}

QPointF ExplorerPlayer::roomCentre(int room) const
{
    return centreOf(m_dungeon->result().rooms[static_cast<std::size_t>(room)]);
}

std::optional<ExplorerFrame> ExplorerPlayer::frame() const
{
    if (!m_explorer || m_explorer->current() < 0) return std::nullopt;
    const Explorer& e = *m_explorer;
    ExplorerFrame f;
    f.explorer = m_explorer;
    f.now = std::max(shownSeconds(), e.seconds());
    f.dot = roomCentre(e.current());
    const qint64 now = m_clock();
    if (e.walking() && e.lastLink() >= 0) {
        // On its way, as far along as the time shown says.
        const double walk = e.walkSeconds();
        const double part = walk > 0 ? (f.now - e.seconds()) / walk : 1.0;
        f.dot = along(wayOf(m_dungeon->result(), e.lastLink(), e.current()), part);
    } else if (gliding(now) && e.lastLink() >= 0 && e.previous() >= 0) {
        // A Step's walk, shown quickly.
        const double part = static_cast<double>(now - m_glideAt) / m_glide;
        f.dot = along(wayOf(m_dungeon->result(), e.lastLink(), e.previous()), part);
    }
    return f;
}

} // namespace mazeworks

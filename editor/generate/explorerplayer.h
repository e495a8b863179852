#pragma once

#include "dungeonframe.h"

#include <QObject>
#include <QTimer>

#include <deque>
#include <functional>
#include <memory>

namespace mazeworks {

// Walks core's explorer through a finished dungeon for the screen, on the explorer's own clock:
// at 1x a second of its time is a second of ours, so the dot rests a second in each room and
// walks six tiles a second, as the Prim's-tree proposal has it; the speed multiplies that time.
// The clock can be replaced and tick() called directly, as for the generator.
class ExplorerPlayer : public QObject {
    Q_OBJECT

public:
    // Seconds of the explorer's time to a second of ours, at the most (many moves a frame).
    static constexpr double kFastest = 1e6;

    explicit ExplorerPlayer(QObject* parent = nullptr);

    void setClock(std::function<qint64()> clock);

    // The dungeon to explore (a finished generator), or null to stop.
    void setDungeon(std::shared_ptr<const Generator> finished);
    bool hasDungeon() const { return m_dungeon != nullptr; }
    const Explorer& explorer() const { return *m_explorer; }
    // The explorer as a picture shows it now; nothing without a dungeon.
    std::optional<ExplorerFrame> frame() const;
    // The explorer's time on screen, in its seconds: at or after its clock, before its next
    // departure or arrival.
    double shownSeconds() const;

    // The tiles walked along each link of the dungeon, in its links' order.
    static std::vector<double> lengthsOf(const Dungeon& dungeon);
    // The way the dot walks along the link from the room `from`, in tiles.
    static std::vector<QPointF> wayOf(const Dungeon& dungeon, int link, int from);

    bool isPlaying() const { return m_playing; }
    // Seconds of the explorer's time to a second of ours.
    double speed() const { return m_speed; }
    void setSpeed(double timesRealTime);

public slots:
    void play();
    void pause();
    void toggle();
    // Back to the first room with nothing visited but it.
    void reset();
    // One move, pausing first: it sets off at once (or ends the walk under way) and arrives.
    void stepOnce();
    // Back to the room it was in before its last move (pausing first), all it remembered as it
    // was then, so that its next moves are the same again. The moves seen one by one are kept
    // (those of a frame that made many, at a high speed, are not: the steps back end there).
    void stepBack();
    bool canStepBack() const { return !m_before.empty(); }
    // To the room it was in after `move` moves (pausing first), all it remembered as it was
    // then: back through the moves kept, else from the start again, as its moves are the same
    // every time; forward by steps. For a timeline over the moves made.
    void goToMove(int move);
    // The most moves made since the dungeon came, however many were stepped back over since.
    int movesMade() const { return m_movesMade; }
    void tick();

signals:
    // The explorer moved (its statistics changed).
    void moved();
    // The picture changed: a move, or the dot along its way.
    void frameChanged();
    void playingChanged(bool playing);

private:
    // Departures and arrivals up to the time shown; true when it arrived somewhere.
    bool catchUp();
    // The time shown starts from `seconds` now.
    void anchor(double seconds);
    QPointF roomCentre(int room) const;
    bool gliding(qint64 now) const;

    // Keeps the explorer as it is, before it sets off.
    void keepBefore();
    // Counts the moves made, for the timeline.
    void countMoves();

    QTimer m_frames;
    std::function<qint64()> m_clock;
    std::shared_ptr<const Generator> m_dungeon;
    std::shared_ptr<Explorer> m_explorer;
    std::deque<Explorer> m_before; // the explorer before each move kept, the last move last
    int m_movesMade = 0;
    bool m_playing = false;
    double m_speed = 1.0;
    // The time shown is m_anchorSeconds at m_anchorAt (our milliseconds), and runs on at m_speed
    // while playing.
    double m_anchorSeconds = 0;
    qint64 m_anchorAt = 0;
    // After a Step, the dot glides along the way it took for this many of our milliseconds.
    qint64 m_glideAt = 0;
    double m_glide = 0;
};

} // namespace mazeworks

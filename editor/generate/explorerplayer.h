#pragma once

#include "dungeonframe.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

namespace mazeworks {

// Walks core's explorer through a finished dungeon for the screen: a move from room to room at
// the chosen speed, the dot following the corridor between them. The clock can be replaced and
// tick() called directly, as for the generator.
class ExplorerPlayer : public QObject {
    Q_OBJECT

public:
    explicit ExplorerPlayer(QObject* parent = nullptr);

    void setClock(std::function<qint64()> clock);

    // The dungeon to explore (a finished generator), or null to stop.
    void setDungeon(std::shared_ptr<const Generator> finished);
    bool hasDungeon() const { return m_dungeon != nullptr; }
    const Explorer& explorer() const { return *m_explorer; }
    // The explorer as a picture shows it now; nothing without a dungeon.
    std::optional<ExplorerFrame> frame() const;
    // A visit within this many moves counts as recent.
    int recentMoves() const;

    bool isPlaying() const { return m_playing; }
    double movesPerSecond() const { return m_rate; }
    void setMovesPerSecond(double rate);

public slots:
    void play();
    void pause();
    void toggle();
    // Back to the first room with nothing visited but it.
    void reset();
    // One move, pausing first.
    void stepOnce();
    void tick();

signals:
    // The explorer moved (its statistics changed).
    void moved();
    // The picture changed: a move, or the dot along its way.
    void frameChanged();
    void playingChanged(bool playing);

private:
    void move(qint64 now);
    QPointF roomCentre(int room) const;
    // The dot's way from the previous room to the current one, through the corridor.
    void planWay();

    QTimer m_frames;
    std::function<qint64()> m_clock;
    std::shared_ptr<const Generator> m_dungeon;
    std::shared_ptr<Explorer> m_explorer;
    std::vector<QPointF> m_way;
    bool m_playing = false;
    double m_rate = 4.0;
    qint64 m_last = 0; // when the last move was made
    double m_due = 0; // moves owed, a fraction below one
    qint64 m_movedAt = 0;
    double m_walk = 0; // milliseconds the dot takes along the way
};

} // namespace mazeworks

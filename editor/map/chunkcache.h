#pragma once

#include "chunkpicture.h"

#include <QCache>
#include <QHash>
#include <QObject>
#include <QThreadPool>

#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace mazeworks {

// The pictures of a map view's chunks, and the workers that make them off the UI thread.
//
// Every picture ordered gets a ticket; a picture that arrives is kept only if its ticket is
// still the one its chunk waits for. An edit takes the tickets of the chunks it touches, so a
// picture drawn from tiles older than the edit is dropped when it arrives, never shown.
// The pictures kept are bounded in bytes; the least recently drawn go first.
class ChunkCache : public QObject {
    Q_OBJECT

public:
    explicit ChunkCache(QObject* parent = nullptr);
    // Drops the orders queued and waits for those being drawn (one chunk a worker at most).
    ~ChunkCache() override;

    // The picture of a chunk when it is made; valid until the cache next changes.
    QImage* find(const ChunkKey& key) { return m_pictures.object(key); }

    // The chunks wanted, the most wanted first: those neither made nor on the way are ordered
    // from `map` as it is now, and orders queued before that are no longer wanted are dropped.
    // Cheap when nothing changed: the view calls it on every paint.
    void want(const std::vector<ChunkKey>& keys, const TileMap<Tile>& map);
    // Drops every order queued (a view hidden behind another tab wants nothing).
    void wantNothing();

    // Every order whose picture would show a tile of `tiles` is dropped or, being drawn, dropped
    // when it arrives: it was taken from the tiles as they were.
    void forgetOrdersShowing(const QRect& tiles, const QSize& mapSize);
    // The chunks made whose pictures show a tile of `tiles`.
    std::vector<ChunkKey> picturesShowing(const QRect& tiles, const QSize& mapSize) const;
    void remove(const ChunkKey& key) { m_pictures.remove(key); }
    // Keeps a picture made on this thread, from the tiles as they are now.
    void insert(const ChunkKey& key, QImage picture);
    bool isEmpty() const { return m_pictures.isEmpty(); }
    // Forgets every picture and order.
    void clear();

    // The bound on the bytes of the pictures kept.
    void setMaxBytes(qint64 bytes);
    qint64 maxBytes() const { return qint64(m_pictures.maxCost()) * 1024; }
    qint64 bytes() const { return qint64(m_pictures.totalCost()) * 1024; }

    // The workers a view may keep busy: all but one core, which is the UI thread's.
    static int workers();

signals:
    // A picture was made and kept.
    void arrived(const mazeworks::ChunkKey& key);

private:
    struct Order {
        ChunkSnapshot snapshot;
        quint64 ticket;
    };
    // What the workers share with the UI thread.
    struct Queue {
        std::mutex lock;
        std::deque<Order> orders;
        int drawing = 0; // workers running
        bool closing = false;
    };

    void startWorkers();
    void drain();
    void arrive(const ChunkKey& key, quint64 ticket, QImage picture);
    void forgetOrders(const std::function<bool(const ChunkKey&)>& which);

    QCache<ChunkKey, QImage> m_pictures; // costs in KiB
    QHash<ChunkKey, quint64> m_onTheWay; // the ticket each chunk ordered waits for
    quint64 m_lastTicket = 0;
    Queue m_queue;
    QThreadPool m_pool;
};

} // namespace mazeworks

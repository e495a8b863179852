#include "chunkcache.h"

#include <QThread>

#include <algorithm>
#include <optional>

namespace mazeworks {

ChunkCache::ChunkCache(QObject* parent)
    : QObject(parent)
{
    // The view's own pool: a long run on Qt's shared pool (validation, searches) must not hold
    // back the pictures, nor the pictures them.
    m_pool.setMaxThreadCount(workers());
}

ChunkCache::~ChunkCache()
{
    {
        std::lock_guard guard(m_queue.lock);
        m_queue.closing = true;
        m_queue.orders.clear();
    }
    m_pool.waitForDone();
}

int ChunkCache::workers() { return std::max(1, QThread::idealThreadCount() - 1); }

void ChunkCache::setMaxBytes(qint64 bytes) { m_pictures.setMaxCost(static_cast<qsizetype>(bytes / 1024)); }

void ChunkCache::want(const std::vector<ChunkKey>& keys, const TileMap<Tile>& map)
{
    std::deque<Order> queued;
    {
        std::lock_guard guard(m_queue.lock);
        queued.swap(m_queue.orders);
    }
    QHash<ChunkKey, std::size_t> waiting; // the place in `queued` of each chunk still queued
    for (std::size_t i = 0; i < queued.size(); ++i) waiting.insert(queued[i].snapshot.key, i);
    std::deque<Order> next;
    for (const ChunkKey& key : keys) {
        if (m_pictures.contains(key)) continue;
        if (const auto place = waiting.constFind(key); place != waiting.constEnd()) {
            next.push_back(std::move(queued[*place]));
            waiting.erase(place);
            continue;
        }
        if (m_onTheWay.contains(key)) continue; // being drawn
        ChunkSnapshot snapshot(map, key);
        if (snapshot.area.isEmpty()) continue;
        m_onTheWay.insert(key, ++m_lastTicket);
        next.push_back(Order { std::move(snapshot), m_lastTicket });
    }
    // What is still in `waiting` is wanted no more.
    for (auto place = waiting.cbegin(); place != waiting.cend(); ++place) m_onTheWay.remove(place.key());
    {
        std::lock_guard guard(m_queue.lock);
        m_queue.orders = std::move(next);
    }
    startWorkers();
}

void ChunkCache::wantNothing()
{
    static const TileMap<Tile> none;
    want({}, none);
}

void ChunkCache::startWorkers()
{
    std::lock_guard guard(m_queue.lock);
    const int wanted = std::min(static_cast<int>(m_queue.orders.size()), workers());
    for (; m_queue.drawing < wanted; ++m_queue.drawing) m_pool.start([this] { drain(); });
}

void ChunkCache::drain()
{
    for (;;) {
        std::optional<Order> order;
        {
            std::lock_guard guard(m_queue.lock);
            if (m_queue.closing || m_queue.orders.empty()) {
                --m_queue.drawing;
                return;
            }
            order.emplace(std::move(m_queue.orders.front()));
            m_queue.orders.pop_front();
        }
        QImage picture = paintChunk(order->snapshot);
        std::lock_guard guard(m_queue.lock);
        if (m_queue.closing) continue;
        QMetaObject::invokeMethod(
            this,
            [this, key = order->snapshot.key, ticket = order->ticket, picture = std::move(picture)]() mutable {
                arrive(key, ticket, std::move(picture));
            },
            Qt::QueuedConnection);
    }
}

void ChunkCache::arrive(const ChunkKey& key, quint64 ticket, QImage picture)
{
    const auto waiting = m_onTheWay.constFind(key);
    if (waiting == m_onTheWay.constEnd() || *waiting != ticket) return; // drawn from tiles since changed
    m_onTheWay.erase(waiting);
    if (picture.isNull()) return; // memory was short: the chunk is ordered again when next wanted
    insert(key, std::move(picture));
    emit arrived(key);
}

void ChunkCache::insert(const ChunkKey& key, QImage picture)
{
    if (picture.isNull()) return;
    m_onTheWay.remove(key); // a picture on the way for it was drawn from no newer tiles
    const auto cost = std::max<qsizetype>(1, picture.sizeInBytes() / 1024);
    m_pictures.insert(key, new QImage(std::move(picture)), cost);
}

void ChunkCache::forgetOrders(const std::function<bool(const ChunkKey&)>& which)
{
    {
        std::lock_guard guard(m_queue.lock);
        std::erase_if(m_queue.orders, [&](const Order& order) { return which(order.snapshot.key); });
    }
    m_onTheWay.removeIf([&](const auto& waiting) { return which(waiting.key()); });
}

void ChunkCache::forgetOrdersShowing(const QRect& tiles, const QSize& mapSize)
{
    forgetOrders([&](const ChunkKey& key) { return key.area(mapSize).intersects(tiles); });
}

std::vector<ChunkKey> ChunkCache::picturesShowing(const QRect& tiles, const QSize& mapSize) const
{
    std::vector<ChunkKey> keys;
    for (const ChunkKey& key : m_pictures.keys()) {
        if (key.area(mapSize).intersects(tiles)) keys.push_back(key);
    }
    return keys;
}

void ChunkCache::clear()
{
    forgetOrders([](const ChunkKey&) { return true; });
    m_pictures.clear();
}

} // namespace mazeworks

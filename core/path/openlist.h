#pragma once

#include "path/inlining.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazeworks {

// A number whose unsigned order is the order of the doubles (for all but NaN; -0 comes before 0).
inline std::uint64_t orderKey(double value)
{
    const auto bits = std::bit_cast<std::uint64_t>(value);
    const std::uint64_t sign = bits >> 63;
    return bits ^ ((0 - sign) | (std::uint64_t { 1 } << 63));
}

// The entries of an open list order by f (the cost so far plus the guess of the cost to come),
// then by the guess h (the cell nearer the goal first), then by the cell's row-major index. The
// order is total, so every correct priority queue pops the same cells in the same order,
// whatever its layout. The keys are whole numbers that order as the values do, so that
// comparing two entries is a chain of integer comparisons without a branch: the heap picks
// among four children at every level, and a branch there is as good as a coin toss.

// 16 bytes: h as a 32-bit key that a search makes exact for its grid (see Search).
struct CompactEntry {
    std::uint64_t f; // orderKey(f)
    std::uint64_t rest; // the key of h << 32 | the cell's index

    static CompactEntry make(double f, std::uint64_t hKey, std::int32_t index)
    {
        return { orderKey(f), (hKey << 32) | static_cast<std::uint32_t>(index) };
    }
    std::int32_t index() const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(rest)); }
};

inline bool comesBefore(const CompactEntry& a, const CompactEntry& b)
{
    // Lexicographic as a chain of borrows: a.f < b.f + (the rest decides). No key reaches the
    // largest 64-bit number (a double's does not; only a NaN's could), so nothing wraps.
    const std::uint64_t byRest = a.rest < b.rest;
    return a.f < b.f + byRest;
}

// 24 bytes: h as orderKey(h), for grids too large for CompactEntry's key.
struct WideEntry {
    std::uint64_t f;
    std::uint64_t h;
    std::uint64_t place;

    static WideEntry make(double f, std::uint64_t hKey, std::int32_t index)
    {
        return { orderKey(f), hKey, static_cast<std::uint32_t>(index) };
    }
    std::int32_t index() const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(place)); }
};

inline bool comesBefore(const WideEntry& a, const WideEntry& b)
{
    const std::uint64_t byPlace = a.place < b.place;
    const std::uint64_t byH = a.h < b.h + byPlace;
    return a.f < b.f + byH;
}

// The open list: a 4-ary heap, plus a sorted stack in front of it for the entries that are
// smaller than everything in the heap when they arrive. Those are the usual case in open
// country (a step towards the goal keeps f and lowers h, so it is the next to be settled), and
// the stack takes them and gives them back without touching the heap. pop() returns the
// smallest entry of both.
//
// When a search knows that f never falls and never rises by more than a bound per step (A* with
// a consistent guess on a grid of bounded costs), useBuckets() puts a ring of buckets behind the
// heap, each for a slice of f: an entry whose slice is ahead of the smallest one waits unsorted
// in its bucket. When its slice comes up the bucket is sorted into the stack, and the heap only
// takes the entries that arrive later in the same slice and are not the smallest. The order of
// pop() is the same, entry for entry; only the heap is smaller. An entry beyond the ring waits
// in a list of far entries that is emptied into the ring when the ring runs dry.
//
// The buckets hold their entries in chunks of a pool that they all share, taken when a bucket
// fills one and given back when its slice comes up. Their memory is then what the ring holds at
// its fullest, and stays warm in the cache: a vector for every bucket would each keep the room
// of the largest slice it ever held, over many searches many times more than the ring ever
// holds at once, and a first search would pay for that room in fresh pages, one at a time.
template <class Entry> class OpenList {
public:
    // perUnit: the slices in one unit of f; count: the buckets in the ring (a power of two).
    void useBuckets(double perUnit, std::size_t count)
    {
        m_perUnit = perUnit;
        if (m_ring.size() != count) {
            m_ring.assign(count, {});
            m_filled.assign((count + 63) / 64, 0);
            m_ringCount = 0;
            m_chunks.clear();
            m_chunkNext.clear();
            m_freeChunk = kNoChunk;
        }
        m_mask = count - 1;
    }
    void noBuckets() { m_perUnit = 0.0; }

    void clear()
    {
        m_heap.clear();
        m_stack.clear();
        if (m_ringCount != 0) {
            // Only the buckets that hold entries: a search that found its goal early leaves a
            // few, and looking at every bucket would cost a small search as much as the search.
            for (std::size_t w = 0; w < m_filled.size(); ++w) {
                for (std::uint64_t bits = m_filled[w]; bits != 0; bits &= bits - 1)
                    drain(m_ring[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))], [](const Entry&) {});
                m_filled[w] = 0;
            }
        }
        m_ringCount = 0;
        m_far.clear();
        m_farFirst = kNone;
        m_slice = kNone;
    }
    bool empty() const { return m_heap.empty() && m_stack.empty() && m_ringCount == 0 && m_far.empty(); }
    std::size_t size() const { return m_heap.size() + m_stack.size() + m_ringCount + m_far.size(); }

    void push(const Entry& entry) { push(entry, fOf(entry)); }

    // The same, given the entry's f (never negative), which a search has at hand.
    void push(const Entry& entry, double f)
    {
        if (m_perUnit > 0.0) {
            const std::uint64_t slice = sliceOf(f);
            if (m_slice == kNone) m_slice = slice;
            if (m_stack.empty() && m_heap.empty() && slice < firstWaitingSlice()) {
                // The heap is empty and no entry waits in an earlier slice: this one comes
                // next (as in a corridor, where each cell has one way on), its slice becomes
                // the heap's if it lies ahead, and it skips the bucket. Whether it lies ahead
                // is a coin toss in a maze, so the slice is chosen without a branch.
                m_slice = std::max(m_slice, slice);
                m_stack.push_back(entry);
                return;
            }
            if (slice > m_slice) {
                // Ahead of the heap's slice: into its bucket, or among the far ones, which all
                // lie ahead of every bucket.
                if (slice - m_slice <= m_mask && slice < m_farFirst) {
                    toRing(slice, entry);
                } else {
                    m_far.push_back(entry);
                    m_farFirst = std::min(m_farFirst, slice);
                }
                return;
            }
        }
        pushNear(entry);
    }

    // The smallest entry, removed. Not on an empty list.
    Entry pop()
    {
        if (m_heap.empty() && m_stack.empty()) nextSlice([](std::int32_t) { return false; });
        return popNear();
    }
    // The smallest entry, left in. Not on an empty list.
    const Entry& peek()
    {
        if (m_heap.empty() && m_stack.empty()) nextSlice([](std::int32_t) { return false; });
        return stackFirst() ? m_stack.back() : m_heap.front();
    }

    // The cell of the smallest entry that old(cell) does not reject, or -1 when no entry is
    // left; the entries before it are removed. The entries that wait in a bucket are asked
    // when their slice comes up, so that those made old meanwhile never go through the heap.
    template <class Old> std::int32_t popFresh(Old&& old)
    {
        for (;;) {
            if (m_heap.empty() && m_stack.empty()) {
                if (m_ringCount == 0 && m_far.empty()) return -1;
                nextSlice(old);
                continue;
            }
            const std::int32_t cell = popNear().index();
            if (!old(cell)) return cell;
        }
    }

    // Every entry, in no particular order.
    template <class Visit> void forEach(Visit&& visit) const
    {
        for (const Entry& e : m_stack) visit(e);
        for (const Entry& e : m_heap) visit(e);
        if (m_ringCount != 0) {
            for (const Bucket& bucket : m_ring) {
                std::size_t n = inNewestChunk(bucket);
                for (std::uint32_t c = bucket.head; c != kNoChunk; c = m_chunkNext[c], n = kChunk) {
                    for (std::size_t i = 0; i < n; ++i) visit(m_chunks[c * kChunk + i]);
                }
            }
        }
        for (const Entry& e : m_far) visit(e);
    }

private:
    static constexpr std::size_t kArity = 4; // fewer levels than a binary heap, children side by side
    static constexpr std::uint64_t kNone = ~std::uint64_t { 0 };
    // A bucket's entries: the chunk it fills (the newest, kNoChunk when it holds none), which
    // leads to the full ones before it.
    static constexpr std::size_t kChunk = 16;
    static constexpr std::uint32_t kNoChunk = ~std::uint32_t { 0 };
    struct Bucket {
        std::uint32_t head = kNoChunk;
        std::uint32_t size = 0;
    };
    // The entries in a bucket's newest chunk; the older ones are full.
    static std::size_t inNewestChunk(const Bucket& bucket)
    {
        const std::size_t rest = bucket.size % kChunk;
        return rest == 0 ? kChunk : rest;
    }

    // The slice of an f, which is never negative: through a signed number, which x86 converts
    // in one instruction (f is far below 2^63).
    std::uint64_t sliceOf(double f) const
    {
        return static_cast<std::uint64_t>(static_cast<std::int64_t>(f * m_perUnit));
    }

    // An entry's f, which is never negative: its key is then the double's bits with the sign
    // bit set.
    static double fOf(const Entry& entry) { return std::bit_cast<double>(entry.f & ~(std::uint64_t { 1 } << 63)); }

    void pushNear(const Entry& entry)
    {
        // The stack stays sorted with its smallest entry last; an entry that would not be its
        // new last goes to the heap.
        const bool onStack = m_stack.empty() ? (m_heap.empty() || comesBefore(entry, m_heap.front()))
                                             : comesBefore(entry, m_stack.back());
        if (onStack)
            m_stack.push_back(entry);
        else
            heapPush(entry);
    }

    // The first slice after the heap's that holds entries, in a bucket or among the far ones;
    // kNone when there is none.
    std::uint64_t firstWaitingSlice() const
    {
        if (m_ringCount == 0) return m_farFirst;
        const std::size_t here = m_slice & m_mask;
        return m_slice + ((firstFilledSlot(here) - here) & m_mask);
    }

    // The first filled bucket after slot `here`, by the bits of the filled ones. Some bucket
    // must be filled.
    std::size_t firstFilledSlot(std::size_t here) const
    {
        std::size_t slot = here + 1;
        for (;;) {
            slot &= m_mask;
            const std::uint64_t bits = m_filled[slot >> 6] >> (slot & 63);
            if (bits != 0) return slot + static_cast<std::size_t>(std::countr_zero(bits));
            slot = (slot | 63) + 1;
        }
    }

    // The smallest entry of the stack and the heap, removed. Not when both are empty.
    // Whether the smallest entry of the stack and the heap is the stack's. Not when both are empty.
    bool stackFirst() const
    {
        return !m_stack.empty() && (m_heap.empty() || comesBefore(m_stack.back(), m_heap.front()));
    }
    Entry popNear()
    {
        if (stackFirst()) {
            const Entry top = m_stack.back();
            m_stack.pop_back();
            return top;
        }
        return heapPop();
    }

    // The heap and the stack are empty: the entries of the next slice that holds any, but for
    // those that old() rejects, become the stack, sorted with the smallest last, which gives them
    // back without a heap.
    template <class Old> MAZEWORKS_HOT void nextSlice(Old&& old)
    {
        if (m_ringCount == 0) {
            // Only far entries are left: the ring starts again at the first of them.
            m_slice = m_farFirst;
            m_farFirst = kNone;
            std::size_t kept = 0;
            for (const Entry& e : m_far) {
                const std::uint64_t slice = sliceOf(fOf(e));
                if (slice == m_slice) {
                    if (!old(e.index())) m_stack.push_back(e);
                } else if (slice - m_slice <= m_mask) {
                    toRing(slice, e);
                } else {
                    m_far[kept++] = e;
                    m_farFirst = std::min(m_farFirst, slice);
                }
            }
            m_far.resize(kept);
            sortStack();
            return;
        }
        const std::size_t here = m_slice & m_mask;
        const std::size_t slot = firstFilledSlot(here);
        m_slice += (slot - here) & m_mask;
        Bucket& bucket = m_ring[slot];
        m_filled[slot >> 6] &= ~(std::uint64_t { 1 } << (slot & 63));
        m_ringCount -= bucket.size;
        drain(bucket, [this, &old](const Entry& e) {
            if (!old(e.index())) m_stack.push_back(e);
        });
        sortStack();
    }

    // Sorts the stack with its smallest entry last: by insertion when it is short, as most
    // slices are.
    MAZEWORKS_HOT void sortStack()
    {
        const auto later = [](const Entry& a, const Entry& b) { return comesBefore(b, a); };
        const std::size_t n = m_stack.size();
        if (n > 16) {
            std::sort(m_stack.begin(), m_stack.end(), later);
            return;
        }
        Entry* stack = m_stack.data();
        for (std::size_t i = 1; i < n; ++i) {
            const Entry e = stack[i];
            std::size_t j = i;
            for (; j > 0 && later(e, stack[j - 1]); --j) stack[j] = stack[j - 1];
            stack[j] = e;
        }
    }

    // Empties a bucket: visits its entries, newest chunk first, and gives its chunks back to
    // the pool, where the next bucket to fill one takes the one given back last, still warm.
    template <class Visit> void drain(Bucket& bucket, Visit&& visit)
    {
        std::size_t n = inNewestChunk(bucket);
        std::uint32_t c = bucket.head;
        while (c != kNoChunk) {
            for (std::size_t i = 0; i < n; ++i) visit(m_chunks[c * kChunk + i]);
            const std::uint32_t older = m_chunkNext[c];
            m_chunkNext[c] = m_freeChunk;
            m_freeChunk = c;
            c = older;
            n = kChunk;
        }
        bucket = {};
    }

    MAZEWORKS_INLINE void toRing(std::uint64_t slice, const Entry& entry)
    {
        const std::size_t slot = slice & m_mask;
        Bucket& bucket = m_ring[slot];
        const std::size_t inHead = bucket.size % kChunk;
        if (inHead == 0) newChunk(bucket);
        m_chunks[bucket.head * kChunk + inHead] = entry;
        ++bucket.size;
        m_filled[slot >> 6] |= std::uint64_t { 1 } << (slot & 63);
        ++m_ringCount;
    }

    // The bucket's chunk is full, or it has none: one more from the pool, one in sixteen pushes.
    MAZEWORKS_HOT MAZEWORKS_NOINLINE void newChunk(Bucket& bucket)
    {
        std::uint32_t c = m_freeChunk;
        if (c != kNoChunk) {
            m_freeChunk = m_chunkNext[c];
        } else {
            c = static_cast<std::uint32_t>(m_chunkNext.size());
            m_chunkNext.push_back(kNoChunk);
            m_chunks.resize(m_chunks.size() + kChunk);
        }
        m_chunkNext[c] = bucket.head;
        bucket.head = c;
    }

    MAZEWORKS_HOT void heapPush(const Entry& entry)
    {
        std::size_t i = m_heap.size();
        m_heap.push_back(entry);
        Entry* heap = m_heap.data();
        while (i > 0) {
            const std::size_t parent = (i - 1) / kArity;
            if (!comesBefore(entry, heap[parent])) break;
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = entry;
    }

    MAZEWORKS_HOT Entry heapPop()
    {
        Entry* heap = m_heap.data();
        const Entry top = heap[0];
        const std::size_t size = m_heap.size() - 1;
        const Entry last = heap[size];
        m_heap.pop_back();
        if (size == 0) return top;
        // Bottom-up: the hole at the root sinks along the smallest children to a leaf, without
        // comparing with `last`, which mostly belongs near the bottom; then `last` rises from there.
        std::size_t i = 0;
        for (;;) {
            const std::size_t first = kArity * i + 1;
            if (first >= size) break;
            std::size_t best = first;
            if (first + kArity <= size) {
                // The smallest of four by arithmetic: a ?: would be compiled as a branch.
                const std::size_t a = first + comesBefore(heap[first + 1], heap[first]);
                const std::size_t b = first + 2 + comesBefore(heap[first + 3], heap[first + 2]);
                best = a ^ ((a ^ b) & (0 - static_cast<std::size_t>(comesBefore(heap[b], heap[a]))));
            } else {
                for (std::size_t c = first + 1; c < size; ++c) {
                    if (comesBefore(heap[c], heap[best])) best = c;
                }
            }
            heap[i] = heap[best];
            i = best;
        }
        while (i > 0) {
            const std::size_t parent = (i - 1) / kArity;
            if (!comesBefore(last, heap[parent])) break;
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = last;
        return top;
    }

    std::vector<Entry> m_heap;
    std::vector<Entry> m_stack; // sorted, smallest last; smaller than the heap's top when they came
    double m_perUnit = 0.0; // 0: no buckets
    std::vector<Bucket> m_ring; // bucket slice & m_mask holds the slices after m_slice
    std::vector<Entry> m_chunks; // the pool: chunk c is entries c * kChunk to (c + 1) * kChunk - 1
    std::vector<std::uint32_t> m_chunkNext; // a chunk's older one in its bucket, or the next free one
    std::uint32_t m_freeChunk = kNoChunk;
    std::vector<std::uint64_t> m_filled; // a bit for each bucket that holds entries
    std::uint64_t m_mask = 0;
    std::size_t m_ringCount = 0;
    std::uint64_t m_slice = kNone; // the slice of the heap and the stack
    std::vector<Entry> m_far; // slices beyond the ring, all after every bucket's
    std::uint64_t m_farFirst = kNone;
};

} // namespace mazeworks

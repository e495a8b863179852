#include "path/jumppointsearch.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <unordered_set>

namespace mazeworks {

namespace {

// Up, left, down, right, then up-left, left-down, down-right, right-up, as Search numbers them.
constexpr int kDx[8] = { 0, -1, 0, 1, -1, -1, 1, 1 };
constexpr int kDy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };
constexpr int kUp = 0;
constexpr int kLeft = 1;
constexpr int kDown = 2;
constexpr int kRight = 3;

constexpr int straightWay(int dx, int dy) { return dy < 0 ? kUp : dx < 0 ? kLeft : dy > 0 ? kDown : kRight; }
constexpr int diagonalWay(int dx, int dy) { return dx < 0 ? (dy < 0 ? 4 : 5) : (dy > 0 ? 6 : 7); }
// A diagonal's two straight parts: across (left or right) and along (up or down).
constexpr int acrossOf(int way) { return kDx[way] < 0 ? kLeft : kRight; }
constexpr int alongOf(int way) { return kDy[way] < 0 ? kUp : kDown; }
constexpr int signOf(int v) { return (v > 0) - (v < 0); }
// The bit of a cell's byte, above the one that says it is open, that says the straight run from
// it the way numbered `way` (up, left, down, right) ends at a jump point.
constexpr std::uint8_t jumpFlag(int way) { return static_cast<std::uint8_t>(2u << way); }

// The two ways beside a straight way, and the diagonals from the straight way towards each.
constexpr int kSide[4][2] = { { kLeft, kRight }, { kUp, kDown }, { kLeft, kRight }, { kUp, kDown } };
constexpr int kTowards[4][2] = { { 4, 7 }, { 4, 5 }, { 5, 6 }, { 7, 6 } };

// A jump table entry of this size says "at least this far": read on from kChainStride cells
// further (the tables keep a byte a way; walks longer than that are rare and read a few more).
constexpr std::int32_t kChain = 127;
constexpr std::int32_t kChainStride = 126;

// A jump table's entry for a cell and a way, from the cell n it steps to: 0 where that step is
// not allowed (a wall, or a corner), 1 where n is a jump point (`stop`), else one step more than
// n's own entry, which stops growing at kChain (see JumpExpansion::table). Without a branch:
// the tables are built for every cell of a map, and whether a cell is open is a coin toss on
// many maps.
struct Onward {
    std::int8_t further[256]; // by n's entry as a byte
    constexpr Onward()
        : further()
    {
        for (int b = -128; b < 128; ++b) {
            const int v = b > 0 ? std::min(b + 1, kChain) : std::max(b - 1, -kChain);
            further[static_cast<std::uint8_t>(b)] = static_cast<std::int8_t>(v);
        }
    }
};
constexpr Onward kOnward;

MAZEWORKS_INLINE std::int8_t onward(unsigned allowed, unsigned stop, std::int8_t beyond)
{
    const std::int8_t entry = stop != 0 ? std::int8_t { 1 } : kOnward.further[static_cast<std::uint8_t>(beyond)];
    return allowed != 0 ? entry : std::int8_t { 0 };
}

} // namespace

void BitRows::reset(int length, int lines)
{
    m_length = length;
    m_lines = lines;
    m_stride = static_cast<std::size_t>(((length + 7) / 8 + 2 * kPadBytes + 7) / 8 * 8);
    const std::size_t size = m_stride * static_cast<std::size_t>(lines + 2);
    m_open.assign(size, 0);
    // Beyond the line's cells every cell is a wall, where a run stops; only the words that hold
    // cells are worked out.
    m_stopAhead.assign(size, 0xff);
    m_stopBehind.assign(size, 0xff);
    m_jumpAhead.assign(size, 0);
    m_jumpBehind.assign(size, 0);
}

std::size_t BitRows::firstWord() const { return static_cast<std::size_t>(kPadBytes / 8); }

std::size_t BitRows::endWord() const
{
    return static_cast<std::size_t>((8 * kPadBytes + std::max(m_length, 1) - 1) / 64 + 1);
}

void BitRows::assign(int length, int lines, const std::uint8_t* bytes, std::ptrdiff_t stride)
{
    reset(length, lines);
    for (int line = 0; line < lines; ++line) {
        const std::uint8_t* source = bytes + line * stride;
        std::uint8_t* row = m_open.data() + static_cast<std::size_t>(line + 1) * m_stride + kPadBytes;
        int at = 0;
        for (; at + 8 <= length; at += 8) {
            // Eight bytes of 0 or 1 into eight bits: the product gathers byte i's bit into bit
            // 56 + i.
            std::uint64_t eight;
            std::memcpy(&eight, source + at, sizeof eight);
            if constexpr (std::endian::native == std::endian::big) eight = swapBytes(eight);
            row[at / 8] = static_cast<std::uint8_t>(((eight & 0x0101010101010101u) * 0x0102040810204080u) >> 56);
        }
        for (; at < length; ++at) {
            if (source[at]) row[at >> 3] |= static_cast<std::uint8_t>(1u << (at & 7));
        }
    }
    markStops();
    markJumps();
}

void BitRows::assignTransposed(const BitRows& rows)
{
    reset(rows.m_lines, rows.m_length);
    // Eight lines by eight positions at a time, as a square of bits turned over its diagonal
    // (Hacker's Delight, transpose8).
    for (int first = 0; first < rows.m_lines; first += 8) {
        for (int byte = 0; byte < (rows.m_length + 7) / 8; ++byte) {
            std::uint64_t square = 0;
            for (int i = 0; i < 8 && first + i < rows.m_lines; ++i) {
                const std::uint8_t bits
                    = rows.m_open[static_cast<std::size_t>(first + i + 1) * rows.m_stride + kPadBytes + byte];
                square |= static_cast<std::uint64_t>(bits) << (8 * i);
            }
            std::uint64_t t = (square ^ (square >> 7)) & 0x00AA00AA00AA00AAu;
            square ^= t ^ (t << 7);
            t = (square ^ (square >> 14)) & 0x0000CCCC0000CCCCu;
            square ^= t ^ (t << 14);
            t = (square ^ (square >> 28)) & 0x00000000F0F0F0F0u;
            square ^= t ^ (t << 28);
            for (int k = 0; k < 8 && 8 * byte + k < m_lines; ++k) {
                m_open[static_cast<std::size_t>(8 * byte + k + 1) * m_stride + kPadBytes + first / 8]
                    = static_cast<std::uint8_t>(square >> (8 * k));
            }
        }
    }
    markStops();
    markJumps();
}

void BitRows::markStops()
{
    const std::size_t words = m_stride / 8;
    auto word = [this, words](int line, std::size_t w) -> std::uint64_t {
        if (w >= words) return 0; // past either end: walls
        return load(m_open.data() + static_cast<std::size_t>(line + 1) * m_stride + 8 * w);
    };
    for (int line = 0; line < m_lines; ++line) {
        for (std::size_t w = firstWord(); w < endWord(); ++w) {
            const std::uint64_t here = word(line, w);
            std::uint64_t ahead = ~here;
            std::uint64_t behind = ~here;
            for (int side : { -1, 1 }) {
                // A cell beside the line, open after a wall: going forwards the wall is the bit
                // below it, backwards the bit above.
                const std::uint64_t beside = word(line + side, w);
                const std::uint64_t before = (beside << 1) | (word(line + side, w - 1) >> 63);
                const std::uint64_t after = (beside >> 1) | (word(line + side, w + 1) << 63);
                ahead |= beside & ~before;
                behind |= beside & ~after;
            }
            store(m_stopAhead.data() + static_cast<std::size_t>(line + 1) * m_stride + 8 * w, ahead);
            store(m_stopBehind.data() + static_cast<std::size_t>(line + 1) * m_stride + 8 * w, behind);
        }
    }
}

namespace {

MAZEWORKS_INLINE std::uint64_t reverseBits(std::uint64_t v)
{
    v = ((v >> 1) & 0x5555555555555555u) | ((v & 0x5555555555555555u) << 1);
    v = ((v >> 2) & 0x3333333333333333u) | ((v & 0x3333333333333333u) << 2);
    v = ((v >> 4) & 0x0F0F0F0F0F0F0F0Fu) | ((v & 0x0F0F0F0F0F0F0F0Fu) << 4);
    v = ((v >> 8) & 0x00FF00FF00FF00FFu) | ((v & 0x00FF00FF00FF00FFu) << 8);
    v = ((v >> 16) & 0x0000FFFF0000FFFFu) | ((v & 0x0000FFFF0000FFFFu) << 16);
    return (v >> 32) | (v << 32);
}

// The cells of a word (positions rising) whose run backwards, to lower positions, ends at an
// open stop: from the cell after each open stop up through the cells that are not stops, and
// the stop that ends them. An addition does it: a seed added to a run of 1s (cells that are no
// stop) carries through it to the first 0 (the next stop). `carry` goes from word to word: the
// run goes on into the next word.
MAZEWORKS_INLINE std::uint64_t endingOpen(std::uint64_t stops, std::uint64_t open, std::uint64_t& carry)
{
    const std::uint64_t openStops = stops & open;
    const std::uint64_t through = ~stops;
    const std::uint64_t sum = through + ((openStops << 1) | carry);
    const std::uint64_t out = (sum < through ? 1u : 0u) | (openStops >> 63);
    carry = out;
    return sum ^ through;
}

} // namespace

void BitRows::markJumps()
{
    // A run from a cell ends at the first stop after it, a jump point when that cell is open.
    // Backwards a word at a time from the start of each line; forwards the same on the words
    // and bits reversed.
    for (int line = 0; line < m_lines; ++line) {
        const std::size_t base = static_cast<std::size_t>(line + 1) * m_stride;
        std::uint64_t carry = 0; // before the line: walls
        for (std::size_t w = firstWord(); w < endWord(); ++w) {
            const std::size_t at = base + 8 * w;
            store(
                m_jumpBehind.data() + at, endingOpen(load(m_stopBehind.data() + at), load(m_open.data() + at), carry));
        }
        carry = 0;
        for (std::size_t w = endWord(); w-- > firstWord();) {
            const std::size_t at = base + 8 * w;
            const std::uint64_t reversed
                = endingOpen(reverseBits(load(m_stopAhead.data() + at)), reverseBits(load(m_open.data() + at)), carry);
            store(m_jumpAhead.data() + at, reverseBits(reversed));
        }
    }
}

// The search itself, for one choice of directions, pruning and tables: the choices are
// template arguments, so that the inner loops test none of them.
template <bool Eight, bool Pruned, bool Plus> struct JumpExpansion {
    using Node = JumpPointSearch::Node;
    static constexpr int kNoWay = JumpPointSearch::kNoWay;

    // What the inner loops read, copied out of the search so that they stay in registers: the
    // compiler must assume that any store through a byte pointer could change the search.
    JumpPointSearch& s;
    const std::uint8_t* const cells;
    const std::int8_t* const jumps;
    const std::int32_t stride;
    const BitRows::View rows;
    const BitRows::View columns;
    const std::uint32_t seen;
    const Cell to;
    const bool recording;
    const bool exactKey;
    const double octileScale;
    std::int32_t offsets[8];

    explicit JumpExpansion(JumpPointSearch& search)
        : s(search)
        , cells(search.m_cells.data())
        , jumps(search.m_jumps.data())
        , stride(search.m_stride)
        , rows(search.m_rows.view())
        , columns(search.m_columns.view())
        , seen(search.m_base)
        , to(search.m_to)
        , recording(search.m_recording)
        , exactKey(search.m_exactKey)
        , octileScale(search.m_octileScale)
    {
        for (int way = 0; way < 8; ++way) offsets[way] = search.m_offset[way];
    }

    bool open(std::int32_t p) const { return (cells[p] & 1u) != 0; }
    std::int32_t offset(int way) const { return offsets[way]; }

    // How far the straight run from p at (col, row) goes the way numbered `way`: > 0 to a
    // jump point, <= 0 minus the distance to the wall.
    template <int Way> int run(std::int32_t p, int col, int row) const
    {
        static_cast<void>(p);
        if constexpr (Way == kUp)
            return columns.runBackward(col, row);
        else if constexpr (Way == kLeft)
            return rows.runBackward(row, col);
        else if constexpr (Way == kDown)
            return columns.runForward(col, row);
        else
            return rows.runForward(row, col);
    }
    int straight(std::int32_t p, int col, int row, int way) const
    {
        switch (way) {
        case kUp:
            return run<kUp>(p, col, row);
        case kLeft:
            return run<kLeft>(p, col, row);
        case kDown:
            return run<kDown>(p, col, row);
        default:
            return run<kRight>(p, col, row);
        }
    }

    // A walk's distance from the tables (way: a diagonal, or up or down with 4 directions), read
    // on where it was too long for a byte.
    int table(std::int32_t p, int way) const
    {
        const auto slot = static_cast<std::size_t>(way & 3);
        int v = jumps[static_cast<std::size_t>(p) * 4 + slot];
        if (v != kChain && v != -kChain) [[likely]]
            return v;
        int sum = 0;
        while (v == kChain || v == -kChain) {
            sum += kChainStride;
            p += kChainStride * offset(way);
            v = jumps[static_cast<std::size_t>(p) * 4 + slot];
        }
        return v > 0 ? sum + v : v - sum;
    }

    // The way a node was reached by, from its parent's place: the last part of a way that goes
    // diagonally and then straight (with 4 directions, up or down and then across).
    static int arrival(int dx, int dy)
    {
        if constexpr (Eight) {
            const int ax = std::abs(dx);
            const int ay = std::abs(dy);
            if (ax == ay) return diagonalWay(dx, dy);
            return ax > ay ? straightWay(dx, 0) : straightWay(0, dy);
        } else {
            return dx != 0 ? straightWay(dx, 0) : straightWay(0, dy);
        }
    }

    // Whether a cell entered going the straight way `way` has a forced neighbour on `side`:
    // the cell beside it is open and the one behind that is a wall.
    bool forced(std::int32_t p, int way, int side) const
    {
        const std::int32_t beside = p + offset(side);
        return open(beside) && !open(beside - offset(way));
    }

    // The ways to search from a cell reached by `way` (kNoWay at the start), as bits.
    unsigned successors(std::int32_t p, int way) const
    {
        if (way == kNoWay) return Eight ? 0xffu : 0x0fu;
        if constexpr (Eight) {
            if (way >= 4) return (1u << way) | (1u << acrossOf(way)) | (1u << alongOf(way));
            unsigned ways = 1u << way;
            for (int i = 0; i < 2; ++i) {
                if (forced(p, way, kSide[way][i])) ways |= (1u << kSide[way][i]) | (1u << kTowards[way][i]);
            }
            return ways;
        } else {
            static_cast<void>(p);
            return (1u << way) | (1u << kSide[way][0]) | (1u << kSide[way][1]);
        }
    }

    void offer(std::int32_t n, int col, int row, std::int32_t from, std::uint32_t straightSteps,
        std::uint32_t diagonalSteps, int way)
    {
        s.makeRoom();
        Node& node = s.slot(n);
        if (node.stamp == seen + 1) return; // settled already
        if (node.stamp == seen) {
            if constexpr (Eight) {
                if (static_cast<double>(straightSteps) + static_cast<double>(diagonalSteps) * kSqrt2
                    >= static_cast<double>(node.straight) + static_cast<double>(node.diagonal) * kSqrt2)
                    return;
            } else {
                if (straightSteps >= node.straight) return;
            }
        } else {
            ++s.m_count;
        }
        node = Node { seen, n, from, straightSteps, diagonalSteps, way };
        const int dx = std::abs(col - to.col);
        const int dy = std::abs(row - to.row);
        double f = 0.0;
        std::uint64_t key = 0;
        if constexpr (Eight) {
            const int lo = std::min(dx, dy);
            const int hs = dx + dy - 2 * lo;
            const double h = hs + lo * kSqrt2;
            f = static_cast<double>(straightSteps + static_cast<std::uint32_t>(hs))
                + static_cast<double>(diagonalSteps + static_cast<std::uint32_t>(lo)) * kSqrt2;
            key = exactKey ? static_cast<std::uint64_t>(static_cast<std::int64_t>(h * octileScale + 0.5))
                           : orderKey(h) >> 32;
        } else {
            key = static_cast<std::uint64_t>(dx + dy);
            f = static_cast<double>(straightSteps + static_cast<std::uint32_t>(dx + dy));
        }
        s.m_open.push(CompactEntry::make(f, key, n), f);
    }

    // A run for a view that teaches: `jumpPoint` when it ended at a jump point, not a wall.
    void record(int col, int row, int way, int distance, bool jumpPoint) const
    {
        if (recording) [[unlikely]] {
            const int k = std::abs(distance);
            s.record({ col, row }, { col + kDx[way] * k, row + kDy[way] * k }, jumpPoint);
        }
    }

    // Looks straight at the goal from p (see the header); true when the goal was offered.
    bool lookAtGoal(std::int32_t p, int col, int row, const Node& at, unsigned ways)
    {
        const int gx = to.col - col;
        const int gy = to.row - row;
        const int sx = signOf(gx);
        const int sy = signOf(gy);
        const int ax = std::abs(gx);
        const int ay = std::abs(gy);
        if constexpr (Eight) {
            const int k = std::min(ax, ay);
            const int first = k > 0 ? diagonalWay(sx, sy) : straightWay(sx, sy);
            if (!(ways & (1u << first))) return false;
            std::int32_t q = p;
            if (k > 0 && !diagonalOpen(q, first, k)) return false;
            q += k * offset(first);
            const int rest = std::max(ax, ay) - k;
            const int c = col + k * sx;
            const int r = row + k * sy;
            if (rest > 0) {
                int reach = 0;
                if (ax > ay)
                    reach = sx > 0 ? rows.openForward(r, c, rest) : rows.openBackward(r, c, rest);
                else
                    reach = sy > 0 ? columns.openForward(c, r, rest) : columns.openBackward(c, r, rest);
                if (reach < rest) return false;
            }
            record(col, row, first, k, rest == 0);
            if (rest > 0) record(c, r, ax > ay ? straightWay(sx, 0) : straightWay(0, sy), rest, true);
            offer(s.m_goal, to.col, to.row, p, at.straight + static_cast<std::uint32_t>(rest),
                at.diagonal + static_cast<std::uint32_t>(k), kNoWay);
            return true;
        } else {
            const int first = ay > 0 ? straightWay(0, sy) : straightWay(sx, 0);
            if (!(ways & (1u << first))) return false;
            if (ay > 0) {
                const int reach = sy > 0 ? columns.openForward(col, row, ay) : columns.openBackward(col, row, ay);
                if (reach < ay) return false;
            }
            if (ax > 0) {
                const int reach = sx > 0 ? rows.openForward(to.row, col, ax) : rows.openBackward(to.row, col, ax);
                if (reach < ax) return false;
            }
            if (ay > 0) record(col, row, first, ay, ax == 0);
            if (ax > 0) record(col, to.row, straightWay(sx, 0), ax, true);
            offer(s.m_goal, to.col, to.row, p, at.straight + static_cast<std::uint32_t>(ax + ay), 0, kNoWay);
            return true;
        }
    }

    // Whether k diagonal steps the way numbered `way` from p are all allowed.
    bool diagonalOpen(std::int32_t p, int way, int k) const
    {
        if constexpr (Plus) {
            int reach = 0;
            while (reach < k) {
                const int d = table(p, way);
                if (d <= 0) return reach - d >= k;
                reach += d;
                p += d * offset(way);
            }
            return true;
        } else {
            const std::int32_t across = offset(acrossOf(way));
            const std::int32_t along = offset(alongOf(way));
            const std::int32_t step = offset(way);
            for (int i = 0; i < k; ++i, p += step) {
                if (!(open(p + across) && open(p + along) && open(p + step))) return false;
            }
            return true;
        }
    }

    void expand(std::int32_t p)
    {
        const Node at = *s.find(p);
        const Cell here = s.cellOf(p);
        const unsigned ways = successors(p, at.way);
        if (lookAtGoal(p, here.col, here.row, at, ways)) return;
        for (int w = 0; w < 4; ++w) {
            if (!(ways & (1u << w))) continue;
            if (Eight || kDy[w] == 0) {
                const int d = straight(p, here.col, here.row, w);
                record(here.col, here.row, w, d, d > 0);
                if (d > 0)
                    offer(p + d * offset(w), here.col + d * kDx[w], here.row + d * kDy[w], p,
                        at.straight + static_cast<std::uint32_t>(d), at.diagonal, w);
            } else if (w == kUp) {
                walk<kUp>(p, here.col, here.row, at);
            } else {
                walk<kDown>(p, here.col, here.row, at);
            }
        }
        if constexpr (Eight) {
            if (ways & (1u << 4)) walk<4>(p, here.col, here.row, at);
            if (ways & (1u << 5)) walk<5>(p, here.col, here.row, at);
            if (ways & (1u << 6)) walk<6>(p, here.col, here.row, at);
            if (ways & (1u << 7)) walk<7>(p, here.col, here.row, at);
        }
    }

    // A run that the straight runs from its cells may stop: diagonal, or with 4 directions up
    // or down. It stops at the first cell where one of them finds a jump point, which becomes
    // one; pruned, it goes on to the wall and offers what the straight runs find.
    template <int Way> void walk(std::int32_t p, int col, int row, const Node& at)
    {
        // The straight runs from the run's cells: across and along a diagonal, or left and
        // right of a run up or down.
        constexpr int kFirst = Eight ? acrossOf(Way) : kLeft;
        constexpr int kSecond = Eight ? alongOf(Way) : kRight;
        constexpr int kStepX = kDx[Way];
        constexpr int kStepY = kDy[Way];
        const std::int32_t step = kStepX + kStepY * stride;
        std::int32_t q = p;
        int k = 0;
        int c = col;
        int r = row;
        [[maybe_unused]] std::uint8_t next = 0; // the byte of the cell stepped to
        for (;;) {
            if constexpr (Plus) {
                const int d = table(q, Way);
                if (d <= 0) {
                    record(col, row, Way, k - d, false);
                    return;
                }
                q += d * step;
                k += d;
                c += d * kStepX;
                r += d * kStepY;
            } else {
                next = cells[q + step];
                const bool allowed
                    = Eight ? (next & cells[q + kStepX] & cells[q + kStepY * stride] & 1u) != 0 : (next & 1u) != 0;
                if (!allowed) {
                    record(col, row, Way, k, false);
                    return;
                }
                q += step;
                ++k;
                c += kStepX;
                r += kStepY;
                if constexpr (!Eight && !Pruned) {
                    // The cell beside the run is open and the one behind that a wall.
                    if (forced(q, Way, kLeft) || forced(q, Way, kRight)) {
                        record(col, row, Way, k, true);
                        offerWalked(q, c, r, p, at, k, Way);
                        return;
                    }
                }
            }
            // Most cells of a walk have no jump point either way: the cell's byte says so.
            if constexpr (Plus) next = cells[q];
            if (!(next & (jumpFlag(kFirst) | jumpFlag(kSecond)))) {
                if constexpr (Plus && !Eight && !Pruned) {
                    // The tables stop where a run up or down has a forced neighbour, whatever
                    // the runs across find: there, unpruned, the cell is a jump point.
                    record(col, row, Way, k, true);
                    offerWalked(q, c, r, p, at, k, Way);
                    return;
                }
                continue;
            }
            const int a = run<kFirst>(q, c, r);
            const int b = run<kSecond>(q, c, r);
            if constexpr (!Pruned) {
                record(col, row, Way, k, true);
                offerWalked(q, c, r, p, at, k, Way);
                return;
            } else {
                record(c, r, kFirst, a, a > 0);
                record(c, r, kSecond, b, b > 0);
                if (a > 0) offerAcross(q, c, r, p, at, k, kFirst, a);
                if (b > 0) offerAcross(q, c, r, p, at, k, kSecond, b);
            }
        }
    }

    // The cell k steps along a walk from p, offered.
    void offerWalked(std::int32_t q, int c, int r, std::int32_t p, const Node& at, int k, int way)
    {
        if constexpr (Eight)
            offer(q, c, r, p, at.straight, at.diagonal + static_cast<std::uint32_t>(k), way);
        else
            offer(q, c, r, p, at.straight + static_cast<std::uint32_t>(k), 0, way);
    }

    // The jump point d cells the straight way `way` from the cell k steps along a walk from p.
    void offerAcross(std::int32_t q, int c, int r, std::int32_t p, const Node& at, int k, int way, int d)
    {
        const std::uint32_t walked = static_cast<std::uint32_t>(k);
        const std::uint32_t across = static_cast<std::uint32_t>(d);
        offer(q + d * offset(way), c + d * kDx[way], r + d * kDy[way], p,
            Eight ? at.straight + across : at.straight + walked + across, Eight ? at.diagonal + walked : 0, way);
    }
};

JumpPointSearch::JumpPointSearch(const GridView& grid, Movement movement, Mode mode)
    : m_grid(grid)
    , m_width(std::max(grid.width, 0))
    , m_height(std::max(grid.height, 0))
    , m_eight(movement == Movement::Eight)
    , m_mode(mode)
    , m_pruned(mode == Mode::Pruned || mode == Mode::PrunedPlus)
    , m_plus(mode == Mode::Plus || mode == Mode::PrunedPlus)
{
    m_stride = m_width + 2;
    m_perStride = 1.0 / m_stride;
    for (int way = 0; way < 8; ++way) m_offset[way] = kDx[way] + kDy[way] * m_stride;
    // The open list's key of h must order as h does: for octile guesses a + b sqrt(2), h times a
    // power of two large enough to keep two different guesses apart (see Search::chooseEngine).
    // Grids too large for that order by the first 32 bits of h, which only changes the ties.
    if (m_eight) {
        const auto shorter = static_cast<std::uint64_t>(std::min(m_width, m_height));
        const auto longer = static_cast<std::uint64_t>(std::max(m_width, m_height));
        std::uint64_t scale = 1;
        while (scale < 2 * (3 * shorter + 2)) scale *= 2;
        m_octileScale = static_cast<double>(scale);
        m_exactKey = (longer + shorter) * scale + 1 < (std::uint64_t { 1 } << 32);
    }
    chooseAdvance();
    rebuild();
}

JumpPointSearch::~JumpPointSearch() = default;

void JumpPointSearch::chooseAdvance()
{
    const int choice = (m_eight ? 4 : 0) + (m_pruned ? 2 : 0) + (m_plus ? 1 : 0);
    static constexpr Advance kAdvance[8] = {
        &JumpPointSearch::advance<false, false, false>,
        &JumpPointSearch::advance<false, false, true>,
        &JumpPointSearch::advance<false, true, false>,
        &JumpPointSearch::advance<false, true, true>,
        &JumpPointSearch::advance<true, false, false>,
        &JumpPointSearch::advance<true, false, true>,
        &JumpPointSearch::advance<true, true, false>,
        &JumpPointSearch::advance<true, true, true>,
    };
    m_advance = kAdvance[choice];
}

void JumpPointSearch::rebuild()
{
    const GridView& g = m_grid;
    // The cells a byte each, with a wall all round: read one at a time without a bounds check.
    m_cells.assign(static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(m_height + 2), 0);
    for (int row = 0; row < m_height; ++row) {
        const std::uint8_t* source = g.open + static_cast<std::size_t>(row) * static_cast<std::size_t>(m_width);
        std::uint8_t* line = m_cells.data() + padded(0, row);
        for (int col = 0; col < m_width; ++col) line[col] = source[col] != 0;
    }
    const std::int32_t stride = m_stride;
    m_rows.assign(m_width, m_height, m_cells.data() + padded(0, 0), stride);
    m_columns.assignTransposed(m_rows);
    if (m_nodes.empty()) {
        // Room to grow: most searches reach a few dozen jump points.
        m_nodes.assign(64, Node { 0, -1, -1, 0, 0, kNoWay });
        m_mask = 63;
        m_shift = 32 - 6;
        m_base = 0;
    }
    // Each open cell's byte says too which of the straight runs from it end at a jump point, so
    // that a diagonal run reads it with the byte that says the cell is open.
    std::uint8_t* const bytes = m_cells.data();
    auto mark = [bytes, stride](std::uint8_t flag) {
        return [bytes, stride, flag](int col, int row) { bytes[(row + 1) * stride + col + 1] |= flag; };
    };
    m_rows.forEachJump(true, mark(jumpFlag(kRight)));
    m_rows.forEachJump(false, mark(jumpFlag(kLeft)));
    auto markColumn = [bytes, stride](std::uint8_t flag) {
        return [bytes, stride, flag](int row, int col) { bytes[(row + 1) * stride + col + 1] |= flag; };
    };
    m_columns.forEachJump(true, markColumn(jumpFlag(kDown)));
    m_columns.forEachJump(false, markColumn(jumpFlag(kUp)));
    if (m_plus) buildTables();
}

void JumpPointSearch::buildTables()
{
    // A byte for each of the ways a walk goes (the diagonals; with 4 directions up and down),
    // four a padded cell (see padded()), so that the ways a search reads at one cell share a
    // cache line. Row by row, from the top for the ways up (each cell's entry needs that of the
    // cell it steps to, a row up), from the bottom for the ways down. The cells' bytes already
    // say which straight runs end at a jump point. The entries of walls stay 0.
    m_jumps.assign(m_cells.size() * 4, 0);
    std::int8_t* const table = m_jumps.data();
    const std::uint8_t* const cells = m_cells.data();
    const std::int32_t stride = m_stride;
    for (int dy : { -1, 1 }) {
        const std::int32_t ahead = dy * stride;
        const std::ptrdiff_t aheadEntries = static_cast<std::ptrdiff_t>(ahead) * 4;
        const int vertical = dy < 0 ? kUp : kDown;
        // A diagonal stops where a straight run from the cell it steps to finds a jump point:
        // across (left or right) or along (up or down).
        const int left = diagonalWay(-1, dy);
        const int right = diagonalWay(1, dy);
        const std::uint8_t stopLeft = jumpFlag(acrossOf(left)) | jumpFlag(alongOf(left));
        const std::uint8_t stopRight = jumpFlag(acrossOf(right)) | jumpFlag(alongOf(right));
        const auto slotLeft = static_cast<std::size_t>(left & 3);
        const auto slotRight = static_cast<std::size_t>(right & 3);
        // The entries of the cells the two diagonals step to, from a cell's first entry.
        const std::ptrdiff_t leftEntry = aheadEntries - 4 + static_cast<std::ptrdiff_t>(slotLeft);
        const std::ptrdiff_t rightEntry = aheadEntries + 4 + static_cast<std::ptrdiff_t>(slotRight);
        for (int r = 0; r < m_height; ++r) {
            const int row = dy < 0 ? r : m_height - 1 - r;
            const std::uint8_t* const line = cells + padded(0, row);
            std::int8_t* const entries = table + static_cast<std::size_t>(padded(0, row)) * 4;
            // Every cell, walls too (their entries come out 0): no branch on whether it is open.
            if (!m_eight) {
                for (int col = 0; col < m_width; ++col) {
                    // Up or down stops where the cell stepped to has a forced neighbour left or
                    // right, or a run to either side from it finds a jump point.
                    const std::uint8_t* const c = line + col;
                    std::int8_t* const here = entries + 4 * col;
                    const unsigned stop = (c[ahead - 1] & ~c[-1] & 1u) | (c[ahead + 1] & ~c[1] & 1u)
                        | (c[ahead] & (jumpFlag(kLeft) | jumpFlag(kRight)));
                    here[vertical] = onward(c[0] & c[ahead] & 1u, stop, here[aheadEntries + vertical]);
                }
                continue;
            }
            for (int col = 0; col < m_width; ++col) {
                const std::uint8_t* const c = line + col;
                std::int8_t* const here = entries + 4 * col;
                const unsigned steps = c[0] & c[ahead];
                const std::uint8_t toLeft = c[ahead - 1];
                const std::uint8_t toRight = c[ahead + 1];
                here[slotLeft] = onward(steps & c[-1] & toLeft & 1u, toLeft & stopLeft, here[leftEntry]);
                here[slotRight] = onward(steps & c[1] & toRight & 1u, toRight & stopRight, here[rightEntry]);
            }
        }
    }
}

template <bool Eight, bool Pruned, bool Plus> bool JumpPointSearch::advance(bool once)
{
    if (m_done) return false;
    JumpExpansion<Eight, Pruned, Plus> expansion(*this);
    const std::uint32_t settled = m_base + 1;
    bool settledOne = false;
    for (;;) {
        // An entry for a cell settled already was made old by a cheaper way.
        const std::int32_t p = m_open.popFresh([this, settled](std::int32_t n) { return find(n)->stamp == settled; });
        if (p < 0) {
            m_done = true;
            break;
        }
        slot(p).stamp = settled;
        ++m_visited;
        m_current = p;
        settledOne = true;
        if (p == m_goal) {
            m_found = true;
            m_done = true;
            break;
        }
        expansion.expand(p);
        if (once) break;
    }
    return settledOne;
}

void JumpPointSearch::start(Cell from, Cell to)
{
    m_from = from;
    m_to = to;
    // A jump point search holds few entries at a time: a plain heap, without the ring of buckets.
    m_open.noBuckets();
    m_open.clear();
    m_runs.clear();
    m_visited = 0;
    m_current = -1;
    m_found = false;
    m_done = false;
    if (m_base >= 0xfffffff0u) {
        for (Node& node : m_nodes) node.stamp = 0;
        m_base = 0;
    }
    m_base += 2;
    m_count = 0;
    auto inside = [this](Cell c) { return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height; };
    if (!inside(from) || !inside(to) || !open(padded(from.col, from.row)) || !open(padded(to.col, to.row))) {
        m_done = true;
        return;
    }
    m_goal = padded(to.col, to.row);
    const std::int32_t p = padded(from.col, from.row);
    slot(p) = Node { m_base, p, -1, 0, 0, kNoWay };
    m_count = 1;
    const int dx = std::abs(from.col - to.col);
    const int dy = std::abs(from.row - to.row);
    const double h = estimate(m_eight ? Heuristic::Octile : Heuristic::Manhattan, dx, dy);
    m_open.push(CompactEntry::make(h, 0, p), h);
}

bool JumpPointSearch::step() { return (this->*m_advance)(true); }

void JumpPointSearch::run() { (this->*m_advance)(false); }

void JumpPointSearch::record(Cell from, Cell to, bool jumpPoint) const { m_runs.push_back({ from, to, jumpPoint }); }

void JumpPointSearch::grow()
{
    PrefaultedVector<Node> old(2 * m_nodes.size(), Node { 0, -1, -1, 0, 0, kNoWay });
    old.swap(m_nodes);
    m_mask = static_cast<std::uint32_t>(m_nodes.size() - 1);
    --m_shift;
    for (const Node& node : old) {
        if (node.stamp >= m_base) slot(node.cell) = node;
    }
}

Path JumpPointSearch::path() const
{
    Path p;
    p.visited = m_visited;
    if (!m_found) return p;
    const Node& goal = *find(m_goal);
    p.cost = goal.cost();
    // Back from jump point to jump point, every cell between them included: each part of the
    // way goes diagonally and then straight (with 4 directions up or down and then across), so
    // from its end it is straight back first.
    const std::size_t steps = static_cast<std::size_t>(goal.straight) + goal.diagonal;
    p.cells.resize(steps + 1);
    std::size_t i = steps;
    p.cells[i] = m_to;
    for (std::int32_t n = m_goal; find(n)->parent >= 0;) {
        const std::int32_t parent = find(n)->parent;
        Cell c = cellOf(n);
        const Cell target = cellOf(parent);
        const int ax = std::abs(target.col - c.col);
        const int ay = std::abs(target.row - c.row);
        const int sx = signOf(target.col - c.col);
        const int sy = signOf(target.row - c.row);
        const int diagonal = m_eight ? std::min(ax, ay) : 0;
        // Straight back: across with 4 directions, along the longer side with 8.
        const bool acrossFirst = m_eight ? ax > ay : ax > 0;
        for (int k = m_eight ? std::max(ax, ay) - diagonal : (acrossFirst ? ax : ay); k > 0; --k) {
            (acrossFirst ? c.col : c.row) += acrossFirst ? sx : sy;
            p.cells[--i] = c;
        }
        if (!m_eight && acrossFirst) {
            for (int k = ay; k > 0; --k) {
                c.row += sy;
                p.cells[--i] = c;
            }
        }
        for (int k = diagonal; k > 0; --k) {
            c.col += sx;
            c.row += sy;
            p.cells[--i] = c;
        }
        n = parent;
    }
    if (p.cells.size() > 1) {
        const int dx = p.cells[1].col - p.cells[0].col;
        const int dy = p.cells[1].row - p.cells[0].row;
        if (dx == 0 || dy == 0) p.first = kDirections[static_cast<std::size_t>(straightWay(dx, dy))];
    }
    return p;
}

GridSearch::State JumpPointSearch::state(Cell c) const
{
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height) return GridSearch::State::Unseen;
    const Node* node = m_base == 0 ? nullptr : find(padded(c.col, c.row));
    if (!node) return GridSearch::State::Unseen;
    return node->stamp == m_base + 1 ? GridSearch::State::Settled : GridSearch::State::Frontier;
}

std::optional<Cell> JumpPointSearch::current() const
{
    if (m_current < 0) return std::nullopt;
    return cellOf(m_current);
}

std::size_t JumpPointSearch::memory() const
{
    return m_cells.size() + m_rows.bytes() + m_columns.bytes() + m_jumps.size() + m_nodes.size() * sizeof(Node);
}

double JumpPointSearch::cost(Cell c) const
{
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height) return kInfinity;
    const Node* node = m_base == 0 ? nullptr : find(padded(c.col, c.row));
    return node ? node->cost() : kInfinity;
}

std::vector<GridSearch::OpenEntry> JumpPointSearch::openList() const
{
    std::vector<CompactEntry> entries;
    m_open.forEach([&entries](const CompactEntry& e) { entries.push_back(e); });
    std::sort(
        entries.begin(), entries.end(), [](const CompactEntry& a, const CompactEntry& b) { return comesBefore(a, b); });
    std::vector<GridSearch::OpenEntry> list;
    std::unordered_set<std::int32_t> listed;
    for (const CompactEntry& e : entries) {
        const std::int32_t p = e.index();
        const Node* node = find(p);
        // Settled jump points, and the older entries of one found again more cheaply, are old.
        if (!node || node->stamp != m_base || !listed.insert(p).second) continue;
        const Cell c = cellOf(p);
        const double g = node->cost();
        const double h = estimate(
            m_eight ? Heuristic::Octile : Heuristic::Manhattan, std::abs(c.col - m_to.col), std::abs(c.row - m_to.row));
        list.push_back({ c, g, h, g + h });
    }
    return list;
}

} // namespace mazeworks

#include "decompress.h"

#include <zlib.h>
// ZSTD_getFrameHeader: the window and the content size a frame declares.
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>
#include <zstd_errors.h>

#include <algorithm>
#include <climits>
#include <memory>

namespace mazeworks {

static_assert(kMaxZstdWindow == quint64(1) << ZSTD_WINDOWLOG_LIMIT_DEFAULT, "zstd's own default limit");

namespace {

// The output grows by doubling up to one byte past the limit, which tells "exactly the limit"
// from "more".
qsizetype nextSize(qsizetype current, qsizetype limit) { return std::min<qsizetype>(limit + 1, current * 2); }

Decompressed finish(QByteArray bytes, qsizetype produced, std::optional<Decompressed::Problem> problem)
{
    Decompressed out;
    out.problem = problem;
    if (!problem) {
        bytes.resize(produced);
        out.bytes = std::move(bytes);
    }
    return out;
}

Decompressed inflate(QByteArrayView data, qsizetype limit)
{
    z_stream stream {};
    // 15 + 32: the largest window, and a zlib or a gzip header, whichever it is.
    if (inflateInit2(&stream, 15 + 32) != Z_OK) return finish({}, 0, Decompressed::Problem::Corrupt);
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    stream.avail_in = static_cast<uInt>(std::min<qsizetype>(data.size(), UINT_MAX));
    QByteArray bytes(std::min<qsizetype>(limit + 1, std::max<qsizetype>(4096, data.size() * 4)), Qt::Uninitialized);
    std::optional<Decompressed::Problem> problem;
    for (;;) {
        const auto produced = static_cast<qsizetype>(stream.total_out);
        if (produced > limit) {
            problem = Decompressed::Problem::TooLarge;
            break;
        }
        if (produced == bytes.size()) bytes.resize(nextSize(bytes.size(), limit));
        stream.next_out = reinterpret_cast<Bytef*>(bytes.data()) + produced;
        stream.avail_out = static_cast<uInt>(std::min<qsizetype>(bytes.size() - produced, UINT_MAX));
        const int status = ::inflate(&stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) {
            if (static_cast<qsizetype>(stream.total_out) > limit) problem = Decompressed::Problem::TooLarge;
            break;
        }
        if (status == Z_OK) continue;
        if (status == Z_BUF_ERROR && stream.avail_in == 0) {
            problem = Decompressed::Problem::Truncated;
            break;
        }
        if (status != Z_BUF_ERROR) {
            problem = Decompressed::Problem::Corrupt;
            break;
        }
    }
    const auto produced = static_cast<qsizetype>(stream.total_out);
    inflateEnd(&stream);
    return finish(std::move(bytes), produced, problem);
}

// zstd: uncompressed in one pass into a buffer of one byte past the limit, which tells "exactly
// the limit" from "more". A frame's window is how far back its data may refer, not how much it
// writes: Tiled and the zstd tool, writing a stream whose size they do not know yet, declare the
// window of their level (2 MiB at the default one) for a layer of a few bytes. In one pass zstd
// keeps no window of its own, it looks back into the output, so the window costs no memory and
// the output is the one bound. A window past kMaxZstdWindow is still refused, as zstd's own
// tools refuse it: no writer that keeps to zstd's defaults makes one.
Decompressed unzstd(QByteArrayView data, qsizetype limit)
{
    if (data.isEmpty()) return finish({}, 0, Decompressed::Problem::Truncated);
    const char* const begin = data.data();
    const auto size = static_cast<std::size_t>(data.size());
    // Each frame's header, before any byte is written: the window it asks for.
    for (std::size_t at = 0; at < size;) {
        ZSTD_frameHeader header {};
        const std::size_t missing = ZSTD_getFrameHeader(&header, begin + at, size - at);
        if (ZSTD_isError(missing)) return finish({}, 0, Decompressed::Problem::Corrupt);
        if (missing > 0) return finish({}, 0, Decompressed::Problem::Truncated);
        if (header.frameType == ZSTD_frame && header.windowSize > kMaxZstdWindow) {
            // A frame of one segment has its size for a window: past the limit, that is what is
            // wrong with it.
            if (header.frameContentSize != ZSTD_CONTENTSIZE_UNKNOWN
                && header.frameContentSize > static_cast<unsigned long long>(limit))
                return finish({}, 0, Decompressed::Problem::TooLarge);
            Decompressed refused = finish({}, 0, Decompressed::Problem::WindowTooLarge);
            refused.window = header.windowSize;
            return refused;
        }
        const std::size_t frame = ZSTD_findFrameCompressedSize(begin + at, size - at);
        if (ZSTD_isError(frame)) break; // cut short or damaged: the pass below says which
        at += frame;
    }
    const std::unique_ptr<ZSTD_DCtx, decltype(&ZSTD_freeDCtx)> context(ZSTD_createDCtx(), ZSTD_freeDCtx);
    if (!context) return finish({}, 0, Decompressed::Problem::Corrupt);
    // Allocated, not touched: the pages that hold nothing written cost nothing.
    QByteArray bytes(limit + 1, Qt::Uninitialized);
    const std::size_t written
        = ZSTD_decompressDCtx(context.get(), bytes.data(), static_cast<std::size_t>(bytes.size()), begin, size);
    if (ZSTD_isError(written)) {
        switch (ZSTD_getErrorCode(written)) {
        case ZSTD_error_dstSize_tooSmall:
            return finish({}, 0, Decompressed::Problem::TooLarge);
        case ZSTD_error_srcSize_wrong:
            return finish({}, 0, Decompressed::Problem::Truncated);
        default:
            return finish({}, 0, Decompressed::Problem::Corrupt);
        }
    }
    if (static_cast<qsizetype>(written) > limit) return finish({}, 0, Decompressed::Problem::TooLarge);
    return finish(std::move(bytes), static_cast<qsizetype>(written), std::nullopt);
}

} // namespace

Decompressed decompress(QByteArrayView data, Compression compression, qsizetype limit)
{
    if (compression == Compression::Zstd) return unzstd(data, limit);
    return inflate(data, limit);
}

} // namespace mazeworks

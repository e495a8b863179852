#include "decompress.h"

#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#include <algorithm>
#include <climits>
#include <memory>

namespace mazeworks {

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

// The smallest window that can hold `limit` bytes: a frame that asks for a larger one could
// only produce more than the limit, and is refused before zstd allocates it.
int windowLogFor(qsizetype limit)
{
    // zstd's own bounds of a window: 2^10 to 2^31 bytes.
    int log = 10;
    while (log < 31 && (qsizetype(1) << log) < limit) ++log;
    return log;
}

Decompressed unzstd(QByteArrayView data, qsizetype limit)
{
    const std::unique_ptr<ZSTD_DStream, decltype(&ZSTD_freeDStream)> stream(ZSTD_createDStream(), ZSTD_freeDStream);
    if (!stream || ZSTD_isError(ZSTD_DCtx_setParameter(stream.get(), ZSTD_d_windowLogMax, windowLogFor(limit))))
        return finish({}, 0, Decompressed::Problem::Corrupt);
    ZSTD_inBuffer in { data.data(), static_cast<std::size_t>(data.size()), 0 };
    QByteArray bytes(std::min<qsizetype>(limit + 1, std::max<qsizetype>(4096, data.size() * 4)), Qt::Uninitialized);
    ZSTD_outBuffer out { bytes.data(), static_cast<std::size_t>(bytes.size()), 0 };
    std::size_t status = 1; // what the frame still needs; 0 once a frame is whole
    while (in.pos < in.size || status != 0) {
        if (static_cast<qsizetype>(out.pos) > limit) return finish({}, 0, Decompressed::Problem::TooLarge);
        if (out.pos == out.size) {
            bytes.resize(nextSize(bytes.size(), limit));
            out.dst = bytes.data();
            out.size = static_cast<std::size_t>(bytes.size());
        }
        const std::size_t before = in.pos + out.pos;
        status = ZSTD_decompressStream(stream.get(), &out, &in);
        if (ZSTD_isError(status)) {
            return finish({}, 0,
                ZSTD_getErrorCode(status) == ZSTD_error_frameParameter_windowTooLarge ? Decompressed::Problem::TooLarge
                                                                                      : Decompressed::Problem::Corrupt);
        }
        // Nothing read and nothing written with room for both: the input ended inside a frame.
        if (in.pos + out.pos == before && out.pos < out.size) return finish({}, 0, Decompressed::Problem::Truncated);
    }
    if (static_cast<qsizetype>(out.pos) > limit) return finish({}, 0, Decompressed::Problem::TooLarge);
    return finish(std::move(bytes), static_cast<qsizetype>(out.pos), std::nullopt);
}

} // namespace

Decompressed decompress(QByteArrayView data, Compression compression, qsizetype limit)
{
    if (compression == Compression::Zstd) return unzstd(data, limit);
    return inflate(data, limit);
}

} // namespace mazeworks

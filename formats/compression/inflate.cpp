#include "inflate.h"

#include <zlib.h>

#include <algorithm>
#include <climits>

namespace mazeworks {

Inflated inflate(QByteArrayView data, qsizetype limit)
{
    Inflated out;
    z_stream stream {};
    // 15 + 32: the largest window, and a zlib or a gzip header, whichever it is.
    if (inflateInit2(&stream, 15 + 32) != Z_OK) {
        out.problem = Inflated::Problem::Corrupt;
        return out;
    }
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    stream.avail_in = static_cast<uInt>(std::min<qsizetype>(data.size(), UINT_MAX));
    // One byte past the limit tells "exactly the limit" from "more".
    out.bytes.resize(std::min<qsizetype>(limit + 1, std::max<qsizetype>(4096, data.size() * 4)));
    std::optional<Inflated::Problem> problem;
    for (;;) {
        auto produced = static_cast<qsizetype>(stream.total_out);
        if (produced > limit) {
            problem = Inflated::Problem::TooLarge;
            break;
        }
        if (produced == out.bytes.size()) out.bytes.resize(std::min<qsizetype>(limit + 1, out.bytes.size() * 2));
        stream.next_out = reinterpret_cast<Bytef*>(out.bytes.data()) + produced;
        stream.avail_out = static_cast<uInt>(std::min<qsizetype>(out.bytes.size() - produced, UINT_MAX));
        const int status = ::inflate(&stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) {
            if (static_cast<qsizetype>(stream.total_out) > limit) problem = Inflated::Problem::TooLarge;
            break;
        }
        if (status == Z_OK) continue;
        if (status == Z_BUF_ERROR && stream.avail_in == 0) {
            problem = Inflated::Problem::Truncated;
            break;
        }
        if (status != Z_BUF_ERROR) {
            problem = Inflated::Problem::Corrupt;
            break;
        }
    }
    const auto produced = static_cast<qsizetype>(stream.total_out);
    inflateEnd(&stream);
    if (problem) {
        out.bytes = QByteArray();
        out.problem = problem;
    } else {
        out.bytes.resize(produced);
    }
    return out;
}

} // namespace mazeworks

#pragma once

// Compressed data of other programs' files (Tiled's zlib, gzip and zstd layers), uncompressed to
// a size the caller bounds: a few kilobytes that would grow to gigabytes are refused early,
// having used no more memory than the bound.

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace mazeworks {

enum class Compression {
    Zlib, // zlib or gzip: told apart by the header, as Tiled's own reader does
    Gzip,
    Zstd,
};

struct Decompressed {
    enum class Problem {
        Corrupt, // not data of its kind, or damaged
        Truncated, // it ends before its stream does
        TooLarge, // it grows to more than the limit
        WindowTooLarge, // a zstd frame asks for a window larger than kMaxZstdWindow
    };
    QByteArray bytes;
    std::optional<Problem> problem;
    quint64 window = 0; // the window of WindowTooLarge, in bytes
    bool ok() const { return !problem; }
};

// The largest window a zstd frame may ask for: 128 MiB, zstd's own default limit
// (ZSTD_WINDOWLOG_LIMIT_DEFAULT, 2^27), which its tool and library keep to unless told otherwise,
// and far past the 2 MiB that Tiled's frames declare. The window costs no memory here (the
// output is the one bound); a frame that asks for more is refused as zstd would refuse it.
inline constexpr quint64 kMaxZstdWindow = quint64(1) << 27;

// Uncompresses `data` to at most `limit` bytes.
Decompressed decompress(QByteArrayView data, Compression compression, qsizetype limit);

} // namespace mazeworks

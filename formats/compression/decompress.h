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
    };
    QByteArray bytes;
    std::optional<Problem> problem;
    bool ok() const { return !problem; }
};

// Uncompresses `data` to at most `limit` bytes.
Decompressed decompress(QByteArrayView data, Compression compression, qsizetype limit);

} // namespace mazeworks

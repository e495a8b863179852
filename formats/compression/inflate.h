#pragma once

// Compressed data of other programs' files (Tiled's zlib and gzip layers), inflated to a size
// the caller can bound: a few megabytes that would inflate to gigabytes are refused early,
// having used no more memory than the bound.

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace mazeworks {

struct Inflated {
    enum class Problem {
        Corrupt, // not zlib or gzip data, or damaged
        Truncated, // it ends before its stream does
        TooLarge, // it inflates to more than the limit
    };
    QByteArray bytes;
    std::optional<Problem> problem;
    bool ok() const { return !problem; }
};

// Inflates zlib or gzip data (told apart by its header) to at most `limit` bytes.
Inflated inflate(QByteArrayView data, qsizetype limit);

} // namespace mazeworks

#pragma once

// Reading a whole file with a limit, and writing one atomically: the one place in the program
// that does either, for the editor (QString, QByteArray) and the command line (std::string).

#include "fileerror.h"
#include "filelimit.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mazeworks {

template <typename Bytes> struct FileContents {
    Bytes bytes;
    std::optional<FileError> error; // set when `bytes` is not the file
    bool ok() const { return !error; }
};

// The bytes of a file, at most `limit` of them. Refuses a folder and a device (/dev/zero would
// never end); a pipe is read up to the limit. Opening never waits for a FIFO's writer.
FileContents<std::string> readFile(const std::string& path, std::uint64_t limit = kFileLimit);
FileContents<QByteArray> readFile(const QString& path, std::uint64_t limit = kFileLimit);

// Writes a file whole or not at all: a temporary file beside the target, every write checked,
// flushed to the disk, then renamed over it. On failure the old file is untouched and no
// temporary file is left. The file keeps its mode (and, where allowed, its owner); a symbolic
// link is followed, so the file it points to is replaced and the link stays a link. A new file
// gets 0666 less the umask, as any program's would.
std::optional<FileError> writeFileAtomically(const std::string& path, std::string_view bytes);
std::optional<FileError> writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace mazeworks

#pragma once

// Why a file could not be read or written: a code and the values its message needs, so that
// the command line can say it in English and the editor in the user's language.

#include <cstdint>
#include <string>

namespace mazeworks {

struct FileError {
    enum class Code {
        Open, // the system refused to open it (`system` says why: missing, no permission, ...)
        Folder, // a folder where a file was wanted
        Device, // a device, a socket: something that is not a file and may never end
        TooLarge, // more than `limit` bytes (`size` of them, or at least that many)
        Read, // reading failed part way (`system`)
        Write, // writing, flushing or replacing failed (`system`: a full disk, no permission, ...)
    };
    Code code = Code::Open;
    bool writing = false; // whether it happened while writing the file, not reading it
    int system = 0; // errno, where the system gave one
    std::uint64_t size = 0;
    std::uint64_t limit = 0;

    bool operator==(const FileError&) const = default;
};

// The reason in English, without the file's name: "No space left on device", "it is a folder".
std::string reasonText(const FileError& error);
// "PATH: cannot read: REASON" or "PATH: cannot write: REASON", as the command line says it.
std::string describe(const std::string& path, const FileError& error);

} // namespace mazeworks

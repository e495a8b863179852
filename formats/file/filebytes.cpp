#include "filebytes.h"

#include <QFile>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <filesystem>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mazeworks {

namespace {

// Closes a descriptor when it goes out of scope.
struct Descriptor {
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0) ::close(fd);
    }
    int release() { return std::exchange(fd, -1); }
};

FileError systemError(FileError::Code code, bool writing, int error = errno)
{
    FileError e;
    e.code = code;
    e.writing = writing;
    e.system = error;
    return e;
}

FileError tooLarge(std::uint64_t size, std::uint64_t limit)
{
    FileError e;
    e.code = FileError::Code::TooLarge;
    e.size = size;
    e.limit = limit;
    return e;
}

template <typename Bytes> FileContents<Bytes> readInto(const std::string& path, std::uint64_t limit)
{
    FileContents<Bytes> out;
    // O_NONBLOCK: opening a FIFO would otherwise wait for a writer; it is cleared below.
    Descriptor file { ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK) };
    if (file.fd < 0) {
        out.error = systemError(errno == EISDIR ? FileError::Code::Folder : FileError::Code::Open, false);
        return out;
    }
    struct stat info { };
    if (::fstat(file.fd, &info) != 0) {
        out.error = systemError(FileError::Code::Open, false);
        return out;
    }
    if (S_ISDIR(info.st_mode)) {
        out.error = systemError(FileError::Code::Folder, false, EISDIR);
        return out;
    }
    if (!S_ISREG(info.st_mode) && !S_ISFIFO(info.st_mode)) {
        out.error = systemError(FileError::Code::Device, false, 0);
        return out;
    }
    if (S_ISREG(info.st_mode) && static_cast<std::uint64_t>(info.st_size) > limit) {
        out.error = tooLarge(static_cast<std::uint64_t>(info.st_size), limit);
        return out;
    }
    ::fcntl(file.fd, F_SETFL, ::fcntl(file.fd, F_GETFL) & ~O_NONBLOCK);

    // A regular file is read into a buffer of its size; a pipe grows one as it goes. Either
    // way a file that grows while it is read stops at the limit.
    std::uint64_t capacity = S_ISREG(info.st_mode) ? static_cast<std::uint64_t>(info.st_size) + 1
                                                   : std::min<std::uint64_t>(1 << 16, limit + 1);
    std::uint64_t used = 0;
    out.bytes.resize(static_cast<qsizetype>(capacity));
    for (;;) {
        if (used == capacity) {
            if (capacity > limit) {
                out.bytes = Bytes();
                out.error = tooLarge(used, limit);
                return out;
            }
            capacity = std::min(capacity * 2, limit + 1);
            out.bytes.resize(static_cast<qsizetype>(capacity));
        }
        const ssize_t n = ::read(file.fd, out.bytes.data() + used, static_cast<std::size_t>(capacity - used));
        if (n < 0) {
            if (errno == EINTR) continue;
            out.bytes = Bytes();
            out.error = systemError(FileError::Code::Read, false);
            return out;
        }
        if (n == 0) break;
        used += static_cast<std::uint64_t>(n);
    }
    if (used > limit) {
        out.bytes = Bytes();
        out.error = tooLarge(used, limit);
        return out;
    }
    out.bytes.resize(static_cast<qsizetype>(used));
    return out;
}

// Where a write to `path` must go: the file at the end of its symbolic links.
std::filesystem::path followLinks(std::filesystem::path path)
{
    namespace fs = std::filesystem;
    for (int hop = 0; hop < 40; ++hop) {
        std::error_code error;
        if (!fs::is_symlink(fs::symlink_status(path, error))) return path;
        const fs::path target = fs::read_symlink(path, error);
        if (error) return path;
        path = target.is_absolute() ? target : path.parent_path() / target;
    }
    return path; // a loop of links: opening it will say so (ELOOP)
}

// A name for the temporary file beside the target: unique in this process by the counter,
// across processes by the pid (O_EXCL and a retry cover what a crashed run left).
std::string temporaryName(const std::filesystem::path& target)
{
    static std::atomic<unsigned> counter { 0 };
    const std::string name = "." + target.filename().string() + "." + std::to_string(::getpid()) + "-"
        + std::to_string(counter.fetch_add(1)) + ".tmp";
    return (target.parent_path() / name).string();
}

bool writeAll(int fd, std::string_view bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        if (n == 0) {
            errno = ENOSPC;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::string localPath(const QString& path) { return QFile::encodeName(path).toStdString(); }

} // namespace

FileContents<std::string> readFile(const std::string& path, std::uint64_t limit)
{
    return readInto<std::string>(path, limit);
}

FileContents<QByteArray> readFile(const QString& path, std::uint64_t limit)
{
    return readInto<QByteArray>(localPath(path), limit);
}

std::optional<FileError> writeFileAtomically(const std::string& path, std::string_view bytes)
{
    namespace fs = std::filesystem;
    fs::path target = followLinks(fs::path(path));
    if (target.filename().empty()) return systemError(FileError::Code::Folder, true, EISDIR);
    if (target.parent_path().empty()) target = fs::path(".") / target;

    struct stat existing { };
    const bool exists = ::stat(target.c_str(), &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode)) return systemError(FileError::Code::Folder, true, EISDIR);
    if (exists && !S_ISREG(existing.st_mode)) return systemError(FileError::Code::Device, true, 0);

    std::string temp;
    Descriptor file;
    for (int attempt = 0; attempt < 100 && file.fd < 0; ++attempt) {
        temp = temporaryName(target);
        // 0666: a new file gets what the umask allows, as with any other program.
        file.fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (file.fd < 0 && errno != EEXIST) return systemError(FileError::Code::Write, true);
    }
    if (file.fd < 0) return systemError(FileError::Code::Write, true, EEXIST);

    // Whatever fails, the temporary file goes (closed first, where it is still open).
    auto fail = [&](int error) {
        if (file.fd >= 0) ::close(file.release());
        ::unlink(temp.c_str());
        return systemError(FileError::Code::Write, true, error);
    };
    if (exists) {
        // The owner first: changing it may clear the set-id bits that the mode then restores.
        if (::fchown(file.fd, existing.st_uid, existing.st_gid) != 0) {
            // Only root may give a file away; the file is then the writer's, with the same mode.
        }
        if (::fchmod(file.fd, existing.st_mode & 07777) != 0) return fail(errno);
    }
    if (!writeAll(file.fd, bytes)) return fail(errno);
    if (::fsync(file.fd) != 0 && errno != EINVAL && errno != ENOTSUP) return fail(errno);
    if (::close(file.release()) != 0) return fail(errno);
    if (::rename(temp.c_str(), target.c_str()) != 0) return fail(errno);
    // The rename itself is on the disk once the folder is flushed; where that is not possible
    // the new file is still whole.
    Descriptor folder { ::open(target.parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC) };
    if (folder.fd >= 0) ::fsync(folder.fd);
    return std::nullopt;
}

std::optional<FileError> writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    return writeFileAtomically(
        localPath(path), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

} // namespace mazeworks

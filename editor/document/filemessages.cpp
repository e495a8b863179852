#include "filemessages.h"

#include "picture/png.h"

#include <QDir>

#include <cstring>

namespace mazeworks {

QString FileMessages::text(const QString& path, const FileError& error)
{
    const QString name = QDir::toNativeSeparators(path);
    const QString system = QString::fromLocal8Bit(std::strerror(error.system));
    switch (error.code) {
    case FileError::Code::Folder:
        return error.writing ? tr("%1 cannot be written: it is a folder.").arg(name)
                             : tr("%1 is a folder, not a file.").arg(name);
    case FileError::Code::Device:
        return error.writing ? tr("%1 cannot be written: it is a device, not a file.").arg(name)
                             : tr("%1 is a device, not a file: it is not read, as it might never end.").arg(name);
    case FileError::Code::TooLarge:
        return tr("%1 is too large (%2 MiB; at most %3 MiB).").arg(name).arg(error.size >> 20).arg(error.limit >> 20);
    case FileError::Code::Open:
    case FileError::Code::Read:
        return tr("%1 cannot be read: %2").arg(name, system);
    case FileError::Code::Write:
        break;
    }
    return tr("%1 cannot be written: %2").arg(name, system);
}

bool readFileOrSay(const QString& path, QByteArray* bytes, QString* error, std::uint64_t limit)
{
    FileContents<QByteArray> read = readFile(path, limit);
    if (read.error) {
        if (error) *error = FileMessages::text(path, *read.error);
        return false;
    }
    *bytes = std::move(read.bytes);
    return true;
}

bool writeFileOrSay(const QString& path, const QByteArray& bytes, QString* error)
{
    const std::optional<FileError> failure = writeFileAtomically(path, bytes);
    if (failure && error) *error = FileMessages::text(path, *failure);
    return !failure;
}

bool writePngOrSay(const QString& path, const QImage& image, QString* error)
{
    QString why;
    const QByteArray png = pngBytes(image, &why);
    if (png.isEmpty()) {
        if (error) *error = FileMessages::tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    return writeFileOrSay(path, png, error);
}

} // namespace mazeworks

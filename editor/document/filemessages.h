#pragma once

// The user's words for a file that cannot be read or written, from formats' FileError: one
// place, so every feature that reads or writes says it the same way, in the user's language.

#include "file/filebytes.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace mazeworks {

class FileMessages {
    Q_DECLARE_TR_FUNCTIONS(FileMessages)

public:
    // "PATH cannot be written: No space left on device", with the path as the system shows it.
    static QString text(const QString& path, const FileError& error);
};

// The bytes of a file, or false with the message in `error`.
bool readFileOrSay(const QString& path, QByteArray* bytes, QString* error, std::uint64_t limit = kFileLimit);
// Writes atomically (formats' writeFileAtomically), or false with the message in `error`.
bool writeFileOrSay(const QString& path, const QByteArray& bytes, QString* error);
// The picture as PNG, written atomically, or false with the message in `error`.
bool writePngOrSay(const QString& path, const QImage& image, QString* error);

} // namespace mazeworks

#pragma once

// A picture as the bytes of a PNG file, to be written atomically like any other file.

#include <QByteArray>
#include <QImage>
#include <QString>

namespace mazeworks {

// The PNG bytes of `image`; empty, with the encoder's reason in `why`, when it cannot be encoded.
QByteArray pngBytes(const QImage& image, QString* why = nullptr);

} // namespace mazeworks

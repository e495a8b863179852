#include "png.h"

#include <QBuffer>
#include <QImageWriter>

namespace mazeworks {

QByteArray pngBytes(const QImage& image, QString* why)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        if (why) *why = writer.errorString();
        return {};
    }
    return bytes;
}

} // namespace mazeworks

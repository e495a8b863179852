#include "layerdata.h"

#include "compression/decompress.h"

#include <cmath>

namespace mazeworks::tiled {

namespace {

std::optional<Compression> compressionOf(const QString& name)
{
    if (name == QLatin1String("zlib")) return Compression::Zlib;
    if (name == QLatin1String("gzip")) return Compression::Gzip;
    if (name == QLatin1String("zstd")) return Compression::Zstd;
    return std::nullopt;
}

std::optional<std::vector<quint32>> decodeBase64(
    QStringView text, const QString& compression, qint64 cells, const Place& place, Problems& problems)
{
    std::optional<Compression> codec;
    if (!compression.isEmpty()) {
        codec = compressionOf(compression);
        if (!codec) {
            problems.add(Code::UnknownCompression, place, { compression });
            return std::nullopt;
        }
    }
    // Tiled writes the Base64 between white space (line breaks and the XML's indent).
    const QByteArray latin1 = text.trimmed().toLatin1();
    auto decoded = QByteArray::fromBase64Encoding(latin1, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        problems.add(Code::NotBase64, place);
        return std::nullopt;
    }
    QByteArray bytes = std::move(*decoded);
    const qsizetype expected = static_cast<qsizetype>(cells) * 4;
    if (codec) {
        const Decompressed plain = decompress(bytes, *codec, expected);
        if (!plain.ok()) {
            if (plain.problem == Decompressed::Problem::TooLarge)
                problems.add(
                    Code::DataTooLarge, place, { compression, QString::number(expected), QString::number(cells) });
            else if (plain.problem == Decompressed::Problem::WindowTooLarge)
                problems.add(Code::DataWindow, place,
                    { compression, QString::number(plain.window >> 20), QString::number(kMaxZstdWindow >> 20) });
            else
                problems.add(Code::DataDamaged, place, { compression });
            return std::nullopt;
        }
        bytes = plain.bytes;
    }
    if (bytes.size() != expected) {
        problems.add(Code::DataSize, place, { QString::number(bytes.size()), QString::number(cells) });
        return std::nullopt;
    }
    std::vector<quint32> gids(static_cast<std::size_t>(cells));
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    for (std::size_t i = 0; i < gids.size(); ++i, p += 4)
        gids[i] = quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24;
    return gids;
}

} // namespace

std::optional<quint32> gidOf(double number)
{
    if (!std::isfinite(number) || number < 0 || number > 4294967295.0 || number != std::floor(number))
        return std::nullopt;
    return static_cast<quint32>(number);
}

bool checkTileCount(qint64 count, int width, int height, const Place& place, Problems& problems)
{
    const qint64 cells = qint64(width) * height;
    if (count == cells) return true;
    problems.add(Code::LayerTiles, place,
        { QString::number(count), QString::number(width), QString::number(height), QString::number(cells) });
    return false;
}

namespace {

// At most the layer's tiles are kept, but all are counted, for the message.
std::optional<std::vector<quint32>> decodeCsv(
    QStringView text, int width, int height, const Place& place, Problems& problems)
{
    const qint64 cells = qint64(width) * height;
    std::vector<quint32> gids;
    gids.reserve(static_cast<std::size_t>(std::min<qint64>(cells, text.size() / 2 + 1)));
    qint64 count = 0;
    bool ok = true;
    for (QStringView word : text.tokenize(QLatin1Char(','))) {
        word = word.trimmed();
        // Tiled ends every row with a comma but the last; an empty last word is no tile.
        if (word.isEmpty()) continue;
        bool number = false;
        const qulonglong gid = word.toULongLong(&number);
        if (!number || gid > 0xFFFFFFFFull) {
            if (ok)
                problems.add(Code::NotATileNumber, place,
                    { QString::number(count), QStringLiteral("\"%1\"").arg(word.left(40)) });
            ok = false;
        }
        if (count < cells) gids.push_back(static_cast<quint32>(gid));
        ++count;
    }
    if (!ok || !checkTileCount(count, width, height, place, problems)) return std::nullopt;
    return gids;
}

} // namespace

std::optional<std::vector<quint32>> decodeTileData(QStringView text, const QString& encoding,
    const QString& compression, int width, int height, const Place& place, Problems& problems)
{
    if (encoding == QLatin1String("csv")) return decodeCsv(text, width, height, place, problems);
    if (encoding == QLatin1String("base64"))
        return decodeBase64(text, compression, qint64(width) * height, place, problems);
    problems.add(Code::UnknownEncoding, place, { encoding });
    return std::nullopt;
}

} // namespace mazeworks::tiled

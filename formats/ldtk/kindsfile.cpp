#include "kindsfile.h"

namespace mazeworks::ldtk {

KindsFile readKindsFile(const QByteArray& bytes)
{
    KindsFile out;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int number = static_cast<int>(i + 1);
        QString line = QString::fromUtf8(lines[i]);
        if (const qsizetype hash = line.indexOf(QLatin1Char('#')); hash >= 0) line.truncate(hash);
        const QStringList words = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty()) continue;
        const bool tile = words[0].compare(QLatin1String("tile"), Qt::CaseInsensitive) == 0 && words.size() >= 3;
        const qsizetype first = tile ? 2 : 1;
        if (words.size() <= first) {
            out.problems.push_back({ KindsFileProblem::Code::NotALine, number, line.simplified().left(40) });
            continue;
        }
        const QString kind = words.mid(first).join(QLatin1Char(' '));
        const std::optional<Tile> asTile = tiled::kindFromName(kind);
        const std::optional<tiled::PlaceType> asPlace = tiled::placeTypeFromName(kind);
        if (!asTile && !asPlace) {
            out.problems.push_back({ KindsFileProblem::Code::NotAKind, number, kind.left(40) });
            continue;
        }
        if (tile) {
            bool ok = false;
            const qint64 n = words[1].toLongLong(&ok);
            if (!ok || n < 0 || !asTile) {
                out.problems.push_back(
                    { ok && n >= 0 ? KindsFileProblem::Code::NotAKind : KindsFileProblem::Code::NotATile, number,
                        (ok && n >= 0 ? kind : words[1]).left(40) });
                continue;
            }
            out.tileNumbers[n] = *asTile;
            continue;
        }
        if (asTile) {
            out.answers.setTile(words[0], *asTile);
            out.tileNames[words[0].toLower()] = *asTile;
        } else {
            out.answers.setPlace(words[0], *asPlace);
        }
    }
    return out;
}

QString englishText(const KindsFileProblem& problem)
{
    switch (problem.code) {
    case KindsFileProblem::Code::NotALine:
        return QStringLiteral(
            "\"%1\" is not NAME KIND (a name and what it is: walls wall, Player muncher, tile 17 dot)")
            .arg(problem.word);
    case KindsFileProblem::Code::NotAKind:
        return QStringLiteral(
            "\"%1\" is no kind of tile (wall, dot, energizer, floor, tunnel, door, house) or of place "
            "(muncher, ghost, corner, fruit)")
            .arg(problem.word);
    case KindsFileProblem::Code::NotATile:
        return QStringLiteral("\"%1\" is not a tile's number").arg(problem.word);
    }
    return {};
}

QByteArray kindsFileFor(const std::vector<UnknownValue>& values)
{
    QByteArray out;
    for (const UnknownValue& value : values) {
        out += QStringLiteral("%1 ?    # IntGrid layer \"%2\", value %3, %4 tiles\n")
                   .arg(value.name(), value.layer)
                   .arg(value.value)
                   .arg(value.count)
                   .toUtf8();
    }
    return out;
}

} // namespace mazeworks::ldtk

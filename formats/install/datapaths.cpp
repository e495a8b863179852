#include "datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#ifndef MAZEWORKS_DATA_FROM_PROGRAM
#define MAZEWORKS_DATA_FROM_PROGRAM "../share/mazeworks"
#endif
#ifndef MAZEWORKS_DOC_FROM_PROGRAM
#define MAZEWORKS_DOC_FROM_PROGRAM "../share/doc/mazeworks"
#endif

namespace mazeworks {

namespace {

// PROGRAM/relative, cleaned, when it is a folder that holds `inside`; else empty.
QString besideProgram(const QString& relative, const QString& inside)
{
    const QString dir = QDir::cleanPath(programDirectory() + QLatin1Char('/') + relative);
    return QFileInfo::exists(dir + QLatin1Char('/') + inside) ? dir : QString();
}

} // namespace

QString programDirectory()
{
    // The command line has no QCoreApplication; Linux tells every program where it is.
    if (QCoreApplication::instance()) return QCoreApplication::applicationDirPath();
    return QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath().section(QLatin1Char('/'), 0, -2);
}

QString dataDirectory()
{
    const QString chosen = qEnvironmentVariable("MAZEWORKS_DATA_DIR");
    if (!chosen.isEmpty()) return QDir::cleanPath(chosen);
    for (const QString& relative :
        { QStringLiteral(MAZEWORKS_DATA_FROM_PROGRAM), QStringLiteral("../share/mazeworks") }) {
        const QString dir = besideProgram(relative, QStringLiteral("levels"));
        if (!dir.isEmpty()) return dir;
    }
    return {};
}

QString missingDataMessage()
{
    // English: the command line speaks it, and the editor carries its levels inside.
    return QStringLiteral("the data of Mazeworks (its levels) is neither in %1 nor in %2: install Mazeworks, or "
                          "set MAZEWORKS_DATA_DIR to the folder that holds levels/")
        .arg(QDir::cleanPath(programDirectory() + QStringLiteral("/" MAZEWORKS_DATA_FROM_PROGRAM)),
            QDir::cleanPath(programDirectory() + QStringLiteral("/../share/mazeworks")));
}

QString levelsDirectory()
{
    const QString data = dataDirectory();
    return data.isEmpty() ? QString() : data + QStringLiteral("/levels");
}

QString translationsDirectory()
{
    const QString data = dataDirectory();
    return data.isEmpty() ? QString() : data + QStringLiteral("/translations");
}

QString lessonsDirectory()
{
    const QString data = dataDirectory();
    return data.isEmpty() ? QString() : data + QStringLiteral("/lessons");
}

QString userManualPath()
{
    for (const QString& relative :
        { QStringLiteral(MAZEWORKS_DOC_FROM_PROGRAM), QStringLiteral("../share/doc/mazeworks") }) {
        const QString dir = besideProgram(relative, QStringLiteral("manual/index.html"));
        if (!dir.isEmpty()) return dir + QStringLiteral("/manual/index.html");
    }
    return {};
}

} // namespace mazeworks

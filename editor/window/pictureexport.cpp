#include "pictureexport.h"

#include "choices.h"
#include "filemessages.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>

namespace mazeworks {

QString PictureExport::folder(const QString& folderKey)
{
    return QSettings().value(folderKey, QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).toString();
}

QString PictureExport::askPath(const Choices& choices, QWidget* parent, const QString& folderKey,
    const QString& caption, const QString& suggestedName)
{
    const QString suggested = QDir(folder(folderKey)).filePath(suggestedName);
    QString path = choices.savePath(parent, caption, suggested, tr("PNG pictures (*.png)"));
    if (path.isEmpty()) return path;
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) path += QStringLiteral(".png");
    QSettings().setValue(folderKey, QFileInfo(path).absolutePath());
    return path;
}

bool PictureExport::write(const QString& path, const QImage& image, const Warn& warn)
{
    QString error;
    if (image.isNull() || !writePngOrSay(path, image, &error)) {
        warn(tr("Cannot Export"), error.isEmpty() ? tr("There is no picture to export.") : error);
        return false;
    }
    return true;
}

} // namespace mazeworks

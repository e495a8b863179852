#pragma once

// "Export Picture" as every feature does it: the PNG path asked through the window's Choices in
// the folder the feature's last picture went to, ".png" added when the user left it off, that
// folder remembered; then the picture written atomically, or "Cannot Export" and why.

#include <QCoreApplication>
#include <QString>

#include <functional>

class QImage;
class QWidget;

namespace mazeworks {

class Choices;

class PictureExport {
    Q_DECLARE_TR_FUNCTIONS(PictureExport)

public:
    // How a failure is said: a title and a text.
    using Warn = std::function<void(const QString& title, const QString& text)>;

    // The folder remembered under the settings key `folderKey`; the user's Pictures at first.
    static QString folder(const QString& folderKey);
    // A PNG path chosen through `choices` (`suggestedName` proposed in the remembered folder),
    // its folder remembered under `folderKey`; empty when the user cancels.
    static QString askPath(const Choices& choices, QWidget* parent, const QString& folderKey, const QString& caption,
        const QString& suggestedName);
    // Writes the picture; when it cannot (or there is no picture), says why through `warn` and
    // returns false.
    static bool write(const QString& path, const QImage& image, const Warn& warn);
};

} // namespace mazeworks

#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>

class QWidget;

namespace mazeworks {

// What the user chooses in the desktop's dialogs (a file to write, files to read, a folder) and
// what is left to chance (a seed), asked in one place for the whole window. A test answers
// them once for its window, without dialogs or chance: every feature asks through here.
class Choices {
public:
    // A file to write, `suggested` proposed; empty when the user cancels.
    QString savePath(QWidget* parent, const QString& caption, const QString& suggested, const QString& filter) const;
    // Files to read, shown from `folder`; none when the user cancels.
    QStringList openPaths(QWidget* parent, const QString& caption, const QString& folder, const QString& filter) const;
    // One file to read; empty when the user cancels.
    QString openPath(QWidget* parent, const QString& caption, const QString& folder, const QString& filter) const;
    // A folder, shown from `start`; empty when the user cancels.
    QString folder(QWidget* parent, const QString& caption, const QString& start) const;
    // A seed left to chance: any 64-bit number, or one from `least` up to (not including) `beyond`.
    std::uint64_t seed() const;
    std::uint64_t seed(std::uint64_t least, std::uint64_t beyond) const;

    // Answers given in place of the dialogs and of chance (by tests); each one unset asks the
    // desktop, or chance.
    struct Answers {
        std::function<QString(const QString& caption, const QString& suggested, const QString& filter)> savePath;
        std::function<QStringList(const QString& caption, const QString& folder, const QString& filter)> openPaths;
        std::function<QString(const QString& caption, const QString& start)> folder;
        std::function<std::uint64_t()> seed;
    };
    Answers answers;

    // The choices of the window `widget` is in (or a dialog of it); the desktop's when there is none.
    static Choices& of(const QWidget* widget);
};

} // namespace mazeworks

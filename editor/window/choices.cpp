#include "choices.h"

#include "mainwindow.h"

#include <QFileDialog>
#include <QRandomGenerator>

namespace mazeworks {

QString Choices::savePath(
    QWidget* parent, const QString& caption, const QString& suggested, const QString& filter) const
{
    if (answers.savePath) return answers.savePath(caption, suggested, filter);
    return QFileDialog::getSaveFileName(parent, caption, suggested, filter);
}

QStringList Choices::openPaths(
    QWidget* parent, const QString& caption, const QString& folder, const QString& filter) const
{
    if (answers.openPaths) return answers.openPaths(caption, folder, filter);
    return QFileDialog::getOpenFileNames(parent, caption, folder, filter);
}

QString Choices::openPath(QWidget* parent, const QString& caption, const QString& folder, const QString& filter) const
{
    if (answers.openPaths) return answers.openPaths(caption, folder, filter).value(0);
    return QFileDialog::getOpenFileName(parent, caption, folder, filter);
}

QString Choices::folder(QWidget* parent, const QString& caption, const QString& start) const
{
    if (answers.folder) return answers.folder(caption, start);
    return QFileDialog::getExistingDirectory(parent, caption, start);
}

std::uint64_t Choices::seed() const
{
    if (answers.seed) return answers.seed();
    return QRandomGenerator::global()->generate64();
}

std::uint64_t Choices::seed(std::uint64_t least, std::uint64_t beyond) const
{
    if (answers.seed) return answers.seed();
    return QRandomGenerator::global()->bounded(quint64 { least }, quint64 { beyond });
}

Choices& Choices::of(const QWidget* widget)
{
    // A dialog's parent is the window, or a widget in it.
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        if (const auto* window = qobject_cast<const MainWindow*>(w)) return *window->choices();
    }
    static Choices desktop;
    return desktop;
}

} // namespace mazeworks

#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace mazeworks {

namespace {

const QString kKey = QStringLiteral("recentFiles");

} // namespace

RecentFiles::RecentFiles(QMenu* menu, QObject* parent)
    : QObject(parent)
    , m_menu(menu)
{
    // Rebuilt when shown, so that a file deleted meanwhile shows greyed.
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::rebuildMenu);
    rebuildMenu();
}

QStringList RecentFiles::paths() const { return QSettings().value(kKey).toStringList(); }

void RecentFiles::add(const QString& path)
{
    if (path.isEmpty()) return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = paths();
    list.removeAll(absolute);
    list.prepend(absolute);
    setPaths(list);
}

void RecentFiles::remove(const QString& path)
{
    QStringList list = paths();
    list.removeAll(path);
    list.removeAll(QFileInfo(path).absoluteFilePath());
    setPaths(list);
}

void RecentFiles::clear() { setPaths({}); }

void RecentFiles::setPaths(const QStringList& paths)
{
    QSettings().setValue(kKey, paths.mid(0, kMaxFiles));
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = paths();
    int number = 0;
    for (const QString& path : list) {
        ++number;
        const QFileInfo info(path);
        const bool there = info.isFile();
        // The first nine get a mnemonic digit, as in most editors.
        const QString label = number < 10 ? QStringLiteral("&%1 %2").arg(number).arg(info.fileName())
                                          : QStringLiteral("%1 %2").arg(number).arg(info.fileName());
        QAction* action = m_menu->addAction(there ? label : tr("%1 (not found)").arg(label));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(there);
        action->setData(path);
        // Queued: opening may rebuild this menu, which deletes the action still emitting.
        connect(
            action, &QAction::triggered, this, [this, path] { emit openRequested(path); }, Qt::QueuedConnection);
    }
    if (list.isEmpty()) {
        m_menu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_menu->addSeparator();
    QAction* clearMissing = m_menu->addAction(tr("Remove Files Not Found"));
    connect(
        clearMissing, &QAction::triggered, this,
        [this] {
            QStringList kept;
            for (const QString& path : paths()) {
                if (QFileInfo(path).isFile()) kept << path;
            }
            setPaths(kept);
        },
        Qt::QueuedConnection);
    clearMissing->setObjectName(QStringLiteral("removeMissingRecentFiles"));
    QAction* clearAll = m_menu->addAction(tr("Clear Recent Files"));
    connect(clearAll, &QAction::triggered, this, &RecentFiles::clear, Qt::QueuedConnection);
    clearAll->setObjectName(QStringLiteral("clearRecentFiles"));
}

} // namespace mazeworks

#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace mazeworks {

// File > Open Recent: the last files opened or saved, newest first, kept in the settings
// ("recentFiles") so that they outlive the session. Files no longer there are shown greyed.
class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxFiles = 10;

    // Fills `menu` (which this keeps up to date) with the files.
    RecentFiles(QMenu* menu, QObject* parent);

    QStringList paths() const;
    // Puts a file first (it may already be in the list).
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

signals:
    void openRequested(const QString& path);

private:
    void setPaths(const QStringList& paths);
    void rebuildMenu();

    QMenu* m_menu;
};

} // namespace mazeworks

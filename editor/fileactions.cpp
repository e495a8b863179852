#include "fileactions.h"

#include "document.h"
#include "mainwindow.h"

#include <QAction>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QToolBar>

namespace mazeworks {

FileActions::FileActions(MainWindow* window) : QObject(window), m_window(window)
{
    QMenu* file = window->menu(QStringLiteral("file"));
    QAction* first = file->actions().value(0);
    auto* open = new QAction(tr("&Open..."), this);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("open"));
    connect(open, &QAction::triggered, this, &FileActions::open);
    auto* save = new QAction(tr("&Save"), this);
    save->setShortcut(QKeySequence::Save);
    save->setObjectName(QStringLiteral("save"));
    connect(save, &QAction::triggered, this, &FileActions::save);
    auto* saveAs = new QAction(tr("Save &As..."), this);
    saveAs->setShortcut(QKeySequence::SaveAs);
    saveAs->setObjectName(QStringLiteral("saveAs"));
    connect(saveAs, &QAction::triggered, this, &FileActions::saveAs);
    file->insertActions(first, {open, save, saveAs});
    file->insertSeparator(first);
}

void FileActions::open()
{
    const QStringList paths = QFileDialog::getOpenFileNames(m_window, tr("Open Level"), QString(),
                                                            tr("Mazeworks levels (*.maze);;All files (*)"));
    for (const QString& path : paths) m_window->openFile(path);
}

bool FileActions::save()
{
    Document* document = m_window->currentDocument();
    if (!document) return false;
    if (document->filePath().isEmpty()) return saveAs();
    QString error;
    if (!document->save(document->filePath(), &error)) {
        QMessageBox::warning(m_window, tr("Cannot Save"), error);
        return false;
    }
    return true;
}

bool FileActions::saveAs()
{
    Document* document = m_window->currentDocument();
    if (!document) return false;
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Level As"), document->filePath(), tr("Mazeworks levels (*.maze)"));
    if (path.isEmpty()) return false;
    QString error;
    if (!document->save(path, &error)) {
        QMessageBox::warning(m_window, tr("Cannot Save"), error);
        return false;
    }
    return true;
}

} // namespace mazeworks

#include "editactions.h"

#include "document.h"
#include "levelpropertiesdialog.h"
#include "mainwindow.h"
#include "mapview.h"
#include "maze/mazefile.h"
#include "maze/resize.h"
#include "newmapdialog.h"
#include "panel.h"
#include "resizemapdialog.h"
#include "toolicons.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QStyle>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

namespace mazeworks {

EditActions::EditActions(MainWindow* window)
    : QObject(window)
    , m_window(window)
    , m_group(new QUndoGroup(this))
{
    QAction* undo = m_group->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    // The keys a Linux desktop gives these, the same on every platform (not QKeySequence's
    // standard keys, which change with the platform's theme: Ctrl+Y or Ctrl+Shift+Z, Ctrl+F4 or
    // Ctrl+W): what the menus, the Keyboard Shortcuts dialog and the README say is what acts.
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    undo->setIcon(toolicons::glyph(toolicons::Glyph::Undo));
    QAction* redo = m_group->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) });
    redo->setIcon(toolicons::glyph(toolicons::Glyph::Redo));

    m_resize = new QAction(toolicons::glyph(toolicons::Glyph::ResizeMap), tr("Resize &Map..."), this);
    m_resize->setObjectName(QStringLiteral("resizeMap"));
    m_resize->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    m_resize->setStatusTip(tr("Add or take away rows and columns on any side of the map."));
    connect(m_resize, &QAction::triggered, this, &EditActions::resizeMap);

    m_properties = new QAction(tr("Level &Properties..."), this);
    m_properties->setObjectName(QStringLiteral("levelProperties"));
    m_properties->setStatusTip(tr("The level's name, the rules it plays with and when the ghosts leave the house."));
    connect(m_properties, &QAction::triggered, this, &EditActions::levelProperties);

    QMenu* edit = window->menu(QStringLiteral("edit"));
    QAction* first = edit->actions().value(0);
    edit->insertActions(first, { undo, redo });
    edit->insertSeparator(first);
    edit->insertActions(first, { m_resize, m_properties });
    if (first) edit->insertSeparator(first);

    auto* newMap = new QAction(toolicons::glyph(toolicons::Glyph::NewMap), tr("&New Map..."), this);
    newMap->setObjectName(QStringLiteral("newMap"));
    newMap->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    newMap->setStatusTip(tr("Start a level of a chosen size."));
    connect(newMap, &QAction::triggered, this, &EditActions::newMap);
    QMenu* file = window->menu(QStringLiteral("file"));
    file->insertAction(file->actions().value(0), newMap);

    QToolBar* bar = window->toolBar();
    QAction* firstOnBar = bar->actions().value(0);
    bar->insertAction(firstOnBar, newMap);
    bar->insertSeparator(firstOnBar);
    bar->insertActions(firstOnBar, { undo, redo });
    bar->insertSeparator(firstOnBar);

    // The history of the current document: a click on a step goes back (or forward) to it.
    m_historyDock = new Panel(window, tr("Undo History"), QStringLiteral("UndoHistoryDock"));
    auto* history = new QUndoView(m_group, m_historyDock);
    history->setObjectName(QStringLiteral("undoView"));
    history->setAccessibleName(tr("Undo history"));
    history->setAccessibleDescription(tr("Every change to the level, the oldest first: choose one to go back to it"));
    history->setEmptyLabel(tr("<as opened>"));
    history->setCleanIcon(QApplication::style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_historyDock->setWidget(history);
    m_historyDock->place(Qt::RightDockWidgetArea);

    connect(window, &MainWindow::documentAdded, this, [this](Document* document) {
        m_group->addStack(document->undoStack());
        connect(document, &Document::mapReset, this, &EditActions::updateActions);
    });
    connect(window, &MainWindow::currentChanged, this, [this](Document* document) {
        m_group->setActiveStack(document ? document->undoStack() : nullptr);
        updateActions();
    });
    updateActions();
}

void EditActions::updateActions()
{
    Document* document = m_window->currentDocument();
    m_resize->setEnabled(document && document->hasMap() && !document->isReadOnly());
    m_properties->setEnabled(document && !document->isReadOnly());
}

void EditActions::newMap()
{
    NewMapDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    std::optional<Maze> maze = newMaze(dialog.mapWidth(), dialog.mapHeight(), dialog.fill());
    if (!maze) return; // the dialog only offers sizes that fit
    maze->name = dialog.mapName().toStdString();
    const std::string text = writeMaze(*maze);
    auto* document = new Document;
    document->loadText(QByteArray(text.data(), static_cast<qsizetype>(text.size())), QString());
    // Called by its name ("My Test *", and Save As offers "My Test.maze"); Untitled without one.
    QString title = dialog.mapName();
    if (title.isEmpty()) {
        ++m_untitled;
        title = m_untitled == 1 ? tr("Untitled") : tr("Untitled %1").arg(m_untitled);
    }
    m_window->addDocument(document, title);
    document->markUnsaved();
}

void EditActions::resizeMap()
{
    Document* document = m_window->currentDocument();
    if (!document || !document->hasMap() || document->isReadOnly()) return;
    ResizeMapDialog dialog(document->maze(), m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const Maze& before = document->maze();
    std::optional<Maze> after = resized(before, dialog.margins(), dialog.fill());
    if (!after) {
        QMessageBox::warning(
            m_window, tr("Cannot Resize"), tr("A map is 1 to %1 tiles wide and high.").arg(kMaxMapSide));
        return;
    }
    MazeEdit edit;
    edit.setMap(before, *after);
    document->edit(edit, tr("Resize the Map"));
}

void EditActions::levelProperties()
{
    Document* document = m_window->currentDocument();
    if (!document || document->isReadOnly()) return;
    LevelPropertiesDialog dialog(document->maze(), m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    document->setPlaces(dialog.result());
}

} // namespace mazeworks

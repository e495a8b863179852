#include "helpactions.h"

#include "keytable.h"
#include "mainwindow.h"

#include "install/datapaths.h"

#include <QAction>
#include <QApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace mazeworks {

HelpActions::HelpActions(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    QMenu* help = window->menu(QStringLiteral("help"));
    QAction* manual = help->addAction(tr("User &Manual"), this, &HelpActions::showManual);
    manual->setObjectName(QStringLiteral("userManual"));
    manual->setShortcut(QKeySequence(Qt::Key_F1));
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts..."), this, &HelpActions::showKeys);
    keys->setObjectName(QStringLiteral("keyboardShortcuts"));
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Mazeworks"), this, &HelpActions::showAbout);
    about->setObjectName(QStringLiteral("aboutMazeworks"));
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("aboutQt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

bool HelpActions::showManual()
{
    const QString path = userManualPath();
    if (path.isEmpty()) {
        QMessageBox::warning(
            m_window, tr("User Manual"), tr("The user manual is not installed beside this copy of Mazeworks."));
        return false;
    }
    const QUrl url = QUrl::fromLocalFile(path);
    if (openUrl ? openUrl(url) : QDesktopServices::openUrl(url)) return true;
    QMessageBox::warning(m_window, tr("User Manual"),
        tr("No program to show %1 could be started. Open it in a web browser.").arg(QDir::toNativeSeparators(path)));
    return false;
}

void HelpActions::showKeys()
{
    QDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("keyboardShortcutsDialog"));
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* filter = new QLineEdit;
    filter->setObjectName(QStringLiteral("filter"));
    filter->setPlaceholderText(tr("Find a key or an action"));
    filter->setAccessibleName(filter->placeholderText());
    filter->setClearButtonEnabled(true);
    layout->addWidget(filter);
    auto* table = new QTreeWidget;
    table->setObjectName(QStringLiteral("keys"));
    table->setAccessibleName(dialog.windowTitle());
    table->setRootIsDecorated(false);
    table->setAlternatingRowColors(true);
    table->setHeaderLabels({ tr("Key"), tr("Action"), tr("Where") });
    for (const KeyRow& row : keyTable(m_window)) new QTreeWidgetItem(table, { row.key, row.action, row.where });
    table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(table);
    connect(filter, &QLineEdit::textChanged, table, [table](const QString& text) {
        for (int i = 0; i < table->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = table->topLevelItem(i);
            bool match = text.isEmpty();
            for (int c = 0; c < 3 && !match; ++c) match = item->text(c).contains(text, Qt::CaseInsensitive);
            item->setHidden(!match);
        }
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(720, 560);
    dialog.exec();
}

void HelpActions::showAbout()
{
    QMessageBox box(m_window);
    box.setObjectName(QStringLiteral("aboutMazeworksBox"));
    box.setWindowTitle(tr("About Mazeworks"));
    box.setIconPixmap(m_window->windowIcon().pixmap(64, 64));
    box.setText(tr("<h3>Mazeworks %1</h3>").arg(QCoreApplication::applicationVersion().toHtmlEscaped()));
    box.setInformativeText(tr("A workshop for tile mazes and generated dungeons: paint a maze and see its mistakes at "
                              "once, step through the searches and the dungeon generator in front of a class, "
                              "play a level and let the computer pilot test it."));
    box.setStandardButtons(QMessageBox::Close);
    box.exec();
}

} // namespace mazeworks

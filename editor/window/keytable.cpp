#include "keytable.h"

#include "mainwindow.h"
#include "mapview.h"
#include "menutext.h"
#include "sharedkeys.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>

namespace mazeworks {

namespace {

void walk(const MainWindow* window, const QMenu* menu, const QString& where, QList<KeyRow>& rows)
{
    const SharedKeys* shared = window->sharedKeys();
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible()) continue;
        if (a->menu()) {
            walk(window, a->menu(), where + QStringLiteral(" > ") + plainText(a->text()), rows);
            continue;
        }
        const QString name = plainText(a->text());
        if (const auto use = shared->useOf(a)) {
            const QString panel = use->home
                ? QCoreApplication::translate("mazeworks::KeyTable", "%1 panel, and on the map").arg(use->panel)
                : QCoreApplication::translate("mazeworks::KeyTable", "%1 panel").arg(use->panel);
            rows.append({ use->key.toString(QKeySequence::NativeText), name, panel });
        } else if (!a->shortcuts().isEmpty()) {
            QStringList keys;
            for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
            rows.append({ keys.join(QStringLiteral(", ")), name, where });
        } else if (a->text().contains(QLatin1Char('\t'))) {
            // The game's keys, shown after a tab: they act in the play view.
            rows.append({ a->text().section(QLatin1Char('\t'), 1), name,
                QCoreApplication::translate("mazeworks::KeyTable", "the play view") });
        }
    }
}

} // namespace

QList<KeyRow> keyTable(const MainWindow* window)
{
    QList<KeyRow> rows;
    for (const QAction* a : window->menuBar()->actions()) {
        if (a->menu()) walk(window, a->menu(), plainText(a->text()), rows);
    }
    // The cell cursor's keys, which no menu holds: they act on the map that has the keyboard.
    const QString map = QCoreApplication::translate("mazeworks::KeyTable", "the map");
    for (const MapView::CursorKey& key : MapView::cursorKeys()) rows.append({ key.keys, key.action, map });
    return rows;
}

QString keyTableMarkdown(const QList<KeyRow>& rows)
{
    QString table = QStringLiteral("| key | action | where |\n|---|---|---|\n");
    for (const KeyRow& row : rows) {
        QString key = row.key;
        key.replace(QLatin1Char('|'), QStringLiteral("\\|"));
        table += QStringLiteral("| `%1` | %2 | %3 |\n").arg(key, row.action, row.where);
    }
    return table;
}

} // namespace mazeworks

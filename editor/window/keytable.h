#pragma once

#include <QList>
#include <QString>

namespace mazeworks {

class MainWindow;

// One key of the window, as Help > Keyboard Shortcuts lists it and the README's table is made.
struct KeyRow {
    QString key; // in the user's language ("Umschalt+F5")
    QString action; // as the menu says it, without the mnemonic
    QString where; // the menu, or the panel the key belongs to
};

// Every key of the window's menus in menu order: shortcuts, the keys shared between panels
// (with the panel that has them, and the map when they are its too), and the game's own keys
// in the play view; then the keys of the map's cell cursor.
QList<KeyRow> keyTable(const MainWindow* window);

// The table as Markdown, for the README.
QString keyTableMarkdown(const QList<KeyRow>& rows);

} // namespace mazeworks

#pragma once

#include <QString>

namespace mazeworks {

// A menu item's text as it is said elsewhere (on a button, in a table of keys): without its
// mnemonic ("&&" stays one "&"), the "..." that promises a dialog, and the keys shown after a tab.
QString plainText(const QString& menuText);

} // namespace mazeworks

#pragma once

#include <QPalette>
#include <QString>

namespace mazeworks {

// How the editor looks (Settings > Appearance, issue 34): the palette of the window's widgets
// and the look the map is drawn in, kept in the settings ("appearance").
enum class Appearance {
    System, // the desktop's palette, light or dark; the classic map
    Light,
    Dark,
    HighContrast, // black, white, yellow and cyan; the high-contrast map with thick outlines
};

namespace appearance {

// The choice kept in the settings; System when none was made.
Appearance saved();
// Keeps the choice, then applies it.
void choose(Appearance chosen);
// Applies a choice to the application's palette and the map's look. The desktop's palette is
// the one the application had the first time this was called.
void apply(Appearance chosen);

// The name kept in the settings, and back (System for a name not known).
QString key(Appearance chosen);
Appearance fromKey(const QString& key);

// Whether a palette is a dark one: its window colour darker than middle grey. Qt 6.4 does not
// say which scheme the desktop prefers; its palette does.
bool isDark(const QPalette& palette);

// The palettes offered; their text keeps 4.5:1 on the colours it is written on.
QPalette lightPalette();
QPalette darkPalette();
QPalette highContrastPalette();

} // namespace appearance

} // namespace mazeworks

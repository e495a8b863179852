#include "appearance.h"

#include "lookstyle.h"
#include "picture/theme.h"

#include <QGuiApplication>
#include <QSettings>

namespace mazeworks::appearance {

namespace {

const QString kKey = QStringLiteral("appearance");

// The desktop's palette, as the application had it before Mazeworks chose one.
QPalette& desktopPalette()
{
    static QPalette palette = QGuiApplication::palette();
    return palette;
}

// Sets each colour role in every colour group, with the disabled text dimmed.
QPalette palette(const QColor& window, const QColor& text, const QColor& base, const QColor& alternate,
    const QColor& button, const QColor& highlight, const QColor& highlightedText, const QColor& link,
    const QColor& disabledText)
{
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternate);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, highlight);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, highlightedText);
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, link);
    p.setColor(QPalette::Light, button.lighter(150));
    p.setColor(QPalette::Midlight, button.lighter(120));
    p.setColor(QPalette::Mid, button.darker(130));
    p.setColor(QPalette::Dark, button.darker(200));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, disabledText);
    return p;
}

} // namespace

QString key(Appearance chosen)
{
    switch (chosen) {
    case Appearance::Light:
        return QStringLiteral("light");
    case Appearance::Dark:
        return QStringLiteral("dark");
    case Appearance::HighContrast:
        return QStringLiteral("high-contrast");
    case Appearance::System:
        break;
    }
    return QStringLiteral("system");
}

Appearance fromKey(const QString& name)
{
    for (Appearance chosen : { Appearance::Light, Appearance::Dark, Appearance::HighContrast })
        if (key(chosen) == name) return chosen;
    return Appearance::System;
}

Appearance saved() { return fromKey(QSettings().value(kKey).toString()); }

void choose(Appearance chosen)
{
    QSettings settings;
    if (chosen == Appearance::System)
        settings.remove(kKey);
    else
        settings.setValue(kKey, key(chosen));
    apply(chosen);
}

bool isDark(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

QPalette lightPalette()
{
    return palette(QColor(0xef, 0xf0, 0xf1), QColor(0x23, 0x26, 0x29), Qt::white, QColor(0xf4, 0xf5, 0xf6),
        QColor(0xe3, 0xe5, 0xe7), QColor(0x1d, 0x5f, 0xb8), Qt::white, QColor(0x1a, 0x56, 0xa8),
        QColor(0x6a, 0x6e, 0x73));
}

QPalette darkPalette()
{
    return palette(QColor(0x20, 0x22, 0x26), QColor(0xe8, 0xea, 0xed), QColor(0x16, 0x18, 0x1c),
        QColor(0x24, 0x27, 0x2c), QColor(0x2e, 0x31, 0x36), QColor(0x24, 0x5f, 0xb8), Qt::white,
        QColor(0x8a, 0xb4, 0xf8), QColor(0x9a, 0x9e, 0xa5));
}

QPalette highContrastPalette()
{
    QPalette p = palette(Qt::black, Qt::white, Qt::black, QColor(0x1a, 0x1a, 0x1a), Qt::black, QColor(0xff, 0xff, 0x00),
        Qt::black, QColor(0x00, 0xff, 0xff), QColor(0xc0, 0xc0, 0xc0));
    // Buttons and frames outlined in white, not in shades of grey.
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, Qt::white);
    p.setColor(QPalette::Mid, Qt::white);
    p.setColor(QPalette::Dark, Qt::white);
    return p;
}

void apply(Appearance chosen)
{
    const QPalette desktop = desktopPalette();
    // The players' icons in the palette's ink, before any is made (the panels make theirs later).
    LookStyle::install();
    // The map's look first: the views paint their pictures again when the palette changes.
    setLook(chosen == Appearance::HighContrast ? LookKind::HighContrast : LookKind::Classic);
    switch (chosen) {
    case Appearance::Light:
        QGuiApplication::setPalette(lightPalette());
        break;
    case Appearance::Dark:
        QGuiApplication::setPalette(darkPalette());
        break;
    case Appearance::HighContrast:
        QGuiApplication::setPalette(highContrastPalette());
        break;
    case Appearance::System:
        // A dark desktop gets the dark palette whose contrast was measured; a light one keeps its own.
        QGuiApplication::setPalette(isDark(desktop) ? darkPalette() : desktop);
        break;
    }
}

} // namespace mazeworks::appearance

#pragma once

#include <QProxyStyle>

namespace mazeworks {

// The application's style with the players' icons (play, pause, step, skip, mute, full window:
// the Overlays, Play and Generate panels' bars) drawn in the palette's ink when shown, as the
// tools' are (toolicons): the style's own are dark grey pictures that vanish on the dark and the
// high-contrast palettes.
class LookStyle : public QProxyStyle {
    Q_OBJECT

public:
    LookStyle();

    QIcon standardIcon(
        StandardPixmap icon, const QStyleOption* option = nullptr, const QWidget* widget = nullptr) const override;

    // Makes it the application's style, once; nothing without a QApplication.
    static void install();
};

} // namespace mazeworks

#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <utility>

class QActionGroup;
class QMenu;

namespace mazeworks {

class MainWindow;

// The Settings menu: the language of the editor (the system's, or one chosen), kept in the
// settings ("language") and applied when Mazeworks starts again, as Qt loads translations
// before any window is made; the appearance (look/appearance.h), applied at once.
class SettingsActions : public QObject {
    Q_OBJECT

public:
    explicit SettingsActions(MainWindow* window);

    // The languages offered: the code kept in the settings (empty for the system's) and the
    // name of the language in itself.
    static QList<std::pair<QString, QString>> languages();
    // The chosen language's code; empty for the system's.
    static QString language();
    // Keeps the choice and says that it applies after a restart.
    void setLanguage(const QString& code);

    QMenu* menu() const { return m_menu; }

private:
    void createAppearanceMenu();

    MainWindow* m_window;
    QMenu* m_menu;
    QActionGroup* m_languages;
};

} // namespace mazeworks

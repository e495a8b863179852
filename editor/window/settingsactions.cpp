#include "settingsactions.h"

#include "appearance.h"
#include "mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>

namespace mazeworks {

namespace {

const QString kKey = QStringLiteral("language");

} // namespace

QList<std::pair<QString, QString>> SettingsActions::languages()
{
    // Each language by its own name, so that someone who cannot read the current one finds theirs.
    return {
        { QString(), tr("System Language") },
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("fr"), QStringLiteral("Fran\u00e7ais") },
        { QStringLiteral("es"), QStringLiteral("Espa\u00f1ol") },
    };
}

QString SettingsActions::language() { return QSettings().value(kKey).toString(); }

SettingsActions::SettingsActions(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    // One Settings menu for every feature, before Help as in KDE's applications.
    m_menu = window->menuBar()->findChild<QMenu*>(QStringLiteral("settingsMenu"));
    if (!m_menu) {
        m_menu = new QMenu(tr("&Settings"), window->menuBar());
        m_menu->setObjectName(QStringLiteral("settingsMenu"));
        QMenu* help = window->menu(QStringLiteral("help"));
        if (help)
            window->menuBar()->insertMenu(help->menuAction(), m_menu);
        else
            window->menuBar()->addMenu(m_menu);
    }
    QMenu* languageMenu = m_menu->addMenu(tr("&Language"));
    languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languages = new QActionGroup(this);
    m_languages->setExclusive(true);
    const QString current = language();
    for (const auto& [code, name] : languages()) {
        QAction* action = languageMenu->addAction(name);
        action->setCheckable(true);
        action->setData(code);
        action->setObjectName(QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setChecked(code == current);
        m_languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { setLanguage(code); });
        if (code.isEmpty()) languageMenu->addSeparator();
    }
    createAppearanceMenu();
}

namespace {

// Fusion draws a slider's groove and handle in shades of the window's colour, which on the black
// of High Contrast are black too: the step and speed sliders could not be seen. There they are
// outlined in white, the part played and the handle in the highlight's yellow.
void styleSliders(Appearance chosen)
{
    auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
    if (!app) return;
    app->setStyleSheet(chosen != Appearance::HighContrast
            ? QString()
            : QStringLiteral("QSlider::groove:horizontal { border: 1px solid white; height: 4px; background: black; }"
                             "QSlider::sub-page:horizontal { background: #ffff00; border: 1px solid white; }"
                             "QSlider::handle:horizontal { background: #ffff00; border: 2px solid white;"
                             " width: 10px; margin: -7px 0; }"
                             "QSlider::handle:horizontal:disabled, QSlider::sub-page:horizontal:disabled"
                             " { background: #c0c0c0; }"));
}

} // namespace

void SettingsActions::createAppearanceMenu()
{
    // Unlike the language, a look applies at once: the palette is set and the map painted again.
    QMenu* appearanceMenu = m_menu->addMenu(tr("&Appearance"));
    appearanceMenu->setObjectName(QStringLiteral("appearanceMenu"));
    auto* group = new QActionGroup(this);
    group->setExclusive(true);
    const Appearance current = appearance::saved();
    const std::pair<Appearance, QString> choices[] = {
        { Appearance::System, tr("&System") },
        { Appearance::Light, tr("&Light") },
        { Appearance::Dark, tr("&Dark") },
        { Appearance::HighContrast, tr("&High Contrast") },
    };
    for (const auto& [chosen, name] : choices) {
        QAction* action = appearanceMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(chosen == current);
        action->setObjectName(QStringLiteral("appearance-") + appearance::key(chosen));
        group->addAction(action);
        const Appearance look = chosen; // a structured binding, which Clang 14 cannot capture
        connect(action, &QAction::triggered, this, [look] {
            appearance::choose(look);
            styleSliders(look);
        });
        if (chosen == Appearance::System) appearanceMenu->addSeparator();
    }
    appearance::apply(current);
    styleSliders(current);
}

void SettingsActions::setLanguage(const QString& code)
{
    if (code == language()) return;
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kKey);
    else
        settings.setValue(kKey, code);
    for (QAction* action : m_languages->actions()) action->setChecked(action->data().toString() == code);
    QMessageBox box(QMessageBox::Information, tr("Language"),
        tr("The new language takes effect when Mazeworks is started again."), QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("languageChanged"));
    box.exec();
}

} // namespace mazeworks

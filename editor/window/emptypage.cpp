#include "emptypage.h"

#include "mainwindow.h"

#include <QAction>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace mazeworks {

namespace {

// The window's actions the page offers, by object name, and the names of their buttons.
constexpr std::pair<const char*, const char*> kOffered[] = {
    { "newMap", "noLevelNew" },
    { "open", "noLevelOpen" },
    { "openClassic", "noLevelClassic" },
};

} // namespace

EmptyPage::EmptyPage(MainWindow* window)
    : QWidget(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("noLevelPage"));
    auto* column = new QVBoxLayout(this);
    column->addStretch(1);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("noLevelTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    QFont larger = m_title->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    m_title->setFont(larger);
    column->addWidget(m_title);
    m_hint = new QLabel(this);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false); // greyed: a state, not a message that wants attention
    column->addWidget(m_hint);
    column->addSpacing(m_title->fontMetrics().height());
    // The buttons one under the other, as wide as the widest, in the middle.
    auto* buttons = new QWidget(this);
    buttons->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Maximum);
    m_buttons = new QGridLayout(buttons);
    m_buttons->setContentsMargins(0, 0, 0, 0);
    column->addWidget(buttons, 0, Qt::AlignHCenter);
    column->addStretch(2);
    m_title->setText(tr("No level is open"));
    m_hint->setText(tr("Make a new map, open a level or open the classic maze."));
}

void EmptyPage::addButtons()
{
    if (m_hasButtons) return;
    m_hasButtons = true;
    int at = 0;
    for (const auto& [actionName, buttonName] : kOffered) {
        QAction* action = m_window->findChild<QAction*>(QLatin1String(actionName));
        if (!action) continue;
        auto* button = new QToolButton(m_buttons->parentWidget());
        button->setObjectName(QLatin1String(buttonName));
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_buttons->addWidget(button, at++, 0);
    }
}

void EmptyPage::showEvent(QShowEvent* event)
{
    addButtons();
    QWidget::showEvent(event);
}

} // namespace mazeworks

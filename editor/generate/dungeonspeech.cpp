#include "dungeonspeech.h"

#include "dungeonview.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "generatortext.h"

#include <QLocale>

namespace mazeworks {

DungeonSpeech::DungeonSpeech(GenerateDock* dock)
    : QObject(dock)
    , m_dock(dock)
{
    setObjectName(QStringLiteral("dungeonSpeech"));
    m_later.setSingleShot(true);
    m_later.setInterval(kRunningInterval);
    connect(&m_later, &QTimer::timeout, this, &DungeonSpeech::describe);
    connect(dock->controller(), &GeneratorController::shownChanged, this, &DungeonSpeech::shownChanged);
    connect(dock->controller(), &GeneratorController::modeChanged, this, &DungeonSpeech::shownChanged);
    describe();
}

QString DungeonSpeech::sceneText() const
{
    const std::shared_ptr<const Generator> shown = m_dock->controller()->shownPointer();
    if (!shown) return tr("No dungeon yet");
    const Generator& generator = *shown;
    const int rooms = static_cast<int>(generator.rooms().size());
    // Two sources, as the undo steps' names have: English says the one and the many apart.
    QString text
        = (rooms == 1 ? tr("%1: %n room, step %2", nullptr, rooms) : tr("%1: %n rooms, step %2", nullptr, rooms))
              .arg(phaseName(shownPhase(generator)), QLocale().toString(generator.counters().steps));
    if (const QString caption = captionText(generator.caption()); !caption.isEmpty())
        text += QStringLiteral(". ") + caption;
    return text;
}

void DungeonSpeech::shownChanged()
{
    // Stepped by hand or paused: at once. Running: once the interval is over.
    if (m_dock->controller()->mode() == GeneratorController::Mode::Paused) {
        m_later.stop();
        describe();
    } else if (!m_later.isActive()) {
        m_later.start();
    }
}

void DungeonSpeech::describe()
{
    DungeonView* view = m_dock->view();
    if (!view) return;
    // Qt tells the screen reader of every description set, the same one too.
    if (const QString text = sceneText(); view->accessibleDescription() != text) view->setAccessibleDescription(text);
}

} // namespace mazeworks

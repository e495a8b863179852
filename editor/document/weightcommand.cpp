#include "weightcommand.h"

#include "document.h"

#include <QCoreApplication>

namespace mazeworks {

WeightCommand::WeightCommand(Document* document, WeightEdit edit, int mergeId, int gesture)
    : m_document(document)
    , m_edit(std::move(edit))
    , m_mergeId(mergeId)
    , m_gesture(gesture)
{
    rename();
}

QString WeightCommand::name(int weight, int tiles)
{
    // English has no plural forms of its own here: one tile is said apart.
    if (weight <= 0) {
        return tiles == 1
            ? QCoreApplication::translate("mazeworks::WeightCommand", "Paint weights on 1 tile")
            : QCoreApplication::translate("mazeworks::WeightCommand", "Paint weights on %n tiles", nullptr, tiles);
    }
    return (tiles == 1
            ? QCoreApplication::translate("mazeworks::WeightCommand", "Paint weight %1 on 1 tile")
            : QCoreApplication::translate("mazeworks::WeightCommand", "Paint weight %1 on %n tiles", nullptr, tiles))
        .arg(weight);
}

void WeightCommand::rename()
{
    // The weight painted: one, unless the tiles were given several.
    int weight = -1;
    for (const WeightEdit::Change& c : m_edit.changes()) {
        if (c.before == c.after) continue;
        weight = weight < 0 || weight == c.after ? c.after : 0;
    }
    setText(name(std::max(weight, 0), m_edit.changed()));
}

void WeightCommand::redo() { m_document->applyWeightEdit(m_edit, true); }

void WeightCommand::undo() { m_document->applyWeightEdit(m_edit, false); }

bool WeightCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const WeightCommand*>(other);
    if (next->m_gesture != m_gesture) return false; // a new drag: a new step
    m_edit.merge(next->m_edit);
    rename();
    return true;
}

} // namespace mazeworks

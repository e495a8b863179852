#pragma once

#include "maze/weightedit.h"

#include <QUndoCommand>

namespace mazeworks {

class Document;

// One undo step of weight painting: a thin wrapper around a core WeightEdit. The edits of one
// drag merge into it, and its name says what and how many: "Paint weight 5 on 12 tiles".
class WeightCommand : public QUndoCommand {
public:
    WeightCommand(Document* document, WeightEdit edit, int mergeId, int gesture);

    // The step's name for an edit that paints `weight` (or several weights, 0) on `tiles` tiles.
    static QString name(int weight, int tiles);

    void redo() override;
    void undo() override;
    int id() const override { return m_mergeId == 0 ? -1 : m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void rename();

    Document* m_document;
    WeightEdit m_edit;
    int m_mergeId;
    int m_gesture;
};

} // namespace mazeworks

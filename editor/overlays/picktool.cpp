#include "picktool.h"

#include "document.h"
#include "mapview.h"
#include "overlaymodel.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace mazeworks {

PickTool::PickTool(OverlayModel* model)
    : m_model(model)
{
}

QString PickTool::hint()
{
    return QCoreApplication::translate("mazeworks::PickTool",
        "Click a tile to start the search there; right-click or Shift+click it to "
        "make it the goal. Drag to move them.");
}

void PickTool::press(MapView& view, Cell cell, QMouseEvent& event)
{
    if (event.button() == Qt::RightButton
        || (event.button() == Qt::LeftButton && (event.modifiers() & Qt::ShiftModifier))) {
        m_picking = Picking::Goal;
    } else if (event.button() == Qt::LeftButton) {
        m_picking = Picking::Start;
    } else {
        return;
    }
    // Picking a goal with nothing shown means a search is wanted.
    if (m_model->mode() == OverlayModel::Mode::None) m_model->setMode(OverlayModel::Mode::Path);
    if (m_model->mode() == OverlayModel::Mode::FlowField) {
        // A click adds a goal or takes it away; the other button makes it the only one. No drag.
        const Document* document = view.document();
        if (document && document->maze().tiles.contains(cell))
            m_model->toggleFlowGoal(cell, m_picking == Picking::Goal);
        m_picking = Picking::Nothing;
        return;
    }
    pick(view, cell);
}

void PickTool::apply(MapView& view, Cell cursor, const QRect&, Qt::KeyboardModifiers modifiers)
{
    const bool goal = modifiers & Qt::ShiftModifier;
    const Document* document = view.document();
    if (!document || !document->maze().tiles.contains(cursor)) return;
    if (m_model->mode() == OverlayModel::Mode::None) m_model->setMode(OverlayModel::Mode::Path);
    if (m_model->mode() == OverlayModel::Mode::FlowField)
        m_model->toggleFlowGoal(cursor, goal);
    else if (goal)
        m_model->setGoal(cursor);
    else
        m_model->setStart(cursor);
}

void PickTool::move(MapView& view, Cell cell, QMouseEvent&) { pick(view, cell); }

void PickTool::release(MapView&, Cell, QMouseEvent&) { m_picking = Picking::Nothing; }

void PickTool::keyPress(MapView&, QKeyEvent& event)
{
    if (event.key() != Qt::Key_Escape || !done) return;
    event.accept();
    done();
}

void PickTool::pick(MapView& view, Cell cell)
{
    const Document* document = view.document();
    if (m_picking == Picking::Nothing || !document || !document->maze().tiles.contains(cell)) return;
    if (m_picking == Picking::Start)
        m_model->setStart(cell);
    else
        m_model->setGoal(cell);
}

} // namespace mazeworks

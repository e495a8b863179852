#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace mazeworks {

namespace {

// Whether `widget` is a setting the wheel would change: a slider (not a scroll bar, which is
// there to take the wheel), a spin box or a list.
bool isSetting(const QWidget* widget)
{
    if (qobject_cast<const QScrollBar*>(widget)) return false;
    return qobject_cast<const QAbstractSlider*>(widget) || qobject_cast<const QAbstractSpinBox*>(widget)
        || qobject_cast<const QComboBox*>(widget);
}

// The scrolling area that holds `widget`, within its window; null when none.
QAbstractScrollArea* scrollingAreaOf(const QWidget* widget)
{
    for (QWidget* up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (auto* area = qobject_cast<QAbstractScrollArea*>(up)) return area;
        if (up->isWindow()) break;
    }
    return nullptr;
}

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Polish && event->type() != QEvent::Wheel) return false;
        auto* widget = qobject_cast<QWidget*>(watched);
        if (!widget || !isSetting(widget)) return false;
        if (event->type() == QEvent::Polish) {
            // A click or Tab focuses it; the wheel passing over it does not.
            if ((widget->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus) widget->setFocusPolicy(Qt::StrongFocus);
            return false;
        }
        if (widget->hasFocus()) return false; // a setting the user chose takes the wheel
        QAbstractScrollArea* area = scrollingAreaOf(widget);
        if (!area) return false;
        // The area scrolls as if the setting were not there; the setting keeps its value.
        const auto* wheel = static_cast<QWheelEvent*>(event);
        QWidget* viewport = area->viewport();
        QWheelEvent scroll(viewport->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
            wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(), wheel->modifiers(), wheel->phase(),
            wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(viewport, &scroll);
        event->accept(); // taken here: not passed on up to the area a second time
        return true;
    }
};

} // namespace

void guardTheWheel(QApplication& app)
{
    const QString name = QStringLiteral("wheelGuard");
    if (app.findChild<QObject*>(name, Qt::FindDirectChildrenOnly)) return; // once, whatever the windows
    auto* guard = new WheelGuard(&app);
    guard->setObjectName(name);
    app.installEventFilter(guard);
}

} // namespace mazeworks

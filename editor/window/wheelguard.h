#pragma once

class QApplication;

namespace mazeworks {

// The wheel over a panel scrolls the panel. A slider, a spin box or a list (QAbstractSlider,
// QAbstractSpinBox, QComboBox) that the pointer passes over inside a scrolling area changes
// with the wheel only while it has the keyboard, which a click or Tab gives it (Qt::StrongFocus,
// never Qt::WheelFocus); otherwise the wheel scrolls the area round it. Once for the whole
// application, for every such widget, those made later (dialogs, rows of a form) included.
void guardTheWheel(QApplication& app);

} // namespace mazeworks

#include "steptimeline.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>

#include <algorithm>

namespace mazeworks {

StepTimeline::StepTimeline(QWidget* parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_text(new QLabel)
{
    setObjectName(QStringLiteral("stepTimeline"));
    m_slider->setObjectName(QStringLiteral("stepSlider"));
    m_slider->setToolTip(tr("Drag to any step: everything is shown as it was at that step"));
    m_slider->setAccessibleName(tr("Steps"));
    m_slider->setRange(0, 0);
    m_text->setObjectName(QStringLiteral("stepText"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_slider, 1);
    row->addWidget(m_text);
    connect(m_slider, &QSlider::valueChanged, this, [this](int step) {
        if (!m_following) emit stepChosen(step);
    });
    follow(0, 0);
}

void StepTimeline::follow(int step, int total, bool endKnown)
{
    total = std::max(total, 0);
    step = std::clamp(step, 0, total);
    m_following = true;
    m_slider->setRange(0, total);
    m_slider->setValue(step);
    // A page is a tenth of the way, so that Page Up and Down cross it in ten.
    m_slider->setPageStep(std::max(1, total / 10));
    m_following = false;
    const QLocale locale;
    m_text->setText((endKnown ? tr("Step %1 of %2") : tr("Step %1 of %2 so far"))
                        .arg(locale.toString(step), locale.toString(total)));
}

int StepTimeline::step() const { return m_slider->value(); }

int StepTimeline::total() const { return m_slider->maximum(); }

} // namespace mazeworks

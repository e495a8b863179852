#include "figuresbar.h"

#include "generatortext.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace mazeworks {

namespace {

// Which figures a phase is about.
bool matters(FiguresBar::Figure figure, Phase phase)
{
    switch (figure) {
    case FiguresBar::Steps:
        return true;
    case FiguresBar::Moving:
    case FiguresBar::Overlaps:
        return phase == Phase::Separating || phase == Phase::Snapping;
    case FiguresBar::Sets:
        return phase == Phase::Digging || phase == Phase::Rasterising;
    case FiguresBar::TreeEdges:
        return phase == Phase::Linking || phase == Phase::Digging;
    case FiguresBar::CorridorTiles:
        return phase == Phase::Digging || phase == Phase::Rasterising;
    case FiguresBar::Tries:
        return true;
    case FiguresBar::FigureCount:
        break;
    }
    return false;
}

} // namespace

FiguresBar::FiguresBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("figures"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_phase = new QLabel;
    m_phase->setObjectName(QStringLiteral("phase"));
    layout->addWidget(m_phase);
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(0);
    const QString names[FigureCount] = {
        tr("steps"),
        tr("rooms moving"),
        tr("overlaps"),
        tr("sets"),
        tr("tree edges"),
        tr("corridor tiles"),
        tr("try"),
    };
    const QString hints[FigureCount] = {
        tr("Steps taken since the start, every try"),
        tr("Rooms that the last separation step moved; at the start of separating, the rooms that overlap, "
           "which the first step pushes"),
        tr("Pairs of rooms that overlapped at the last separation step"),
        tr("Sets of rooms joined so far: the union-find's; one when every room can reach every other"),
        tr("Edges of the tree so far"),
        tr("Tiles of corridor dug so far"),
        tr("Sets of rooms made, this one included: the generator starts over when rooms cannot be joined"),
    };
    const char* ids[FigureCount] = { "steps", "moving", "overlaps", "sets", "treeEdges", "corridorTiles", "tries" };
    for (int i = 0; i < FigureCount; ++i) {
        m_values[static_cast<std::size_t>(i)] = new QLabel(QStringLiteral("0"));
        m_values[static_cast<std::size_t>(i)]->setObjectName(QStringLiteral("figure.%1").arg(QLatin1String(ids[i])));
        m_values[static_cast<std::size_t>(i)]->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        m_names[static_cast<std::size_t>(i)] = new QLabel(names[i]);
        m_names[static_cast<std::size_t>(i)]->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        m_values[static_cast<std::size_t>(i)]->setToolTip(hints[i]);
        m_names[static_cast<std::size_t>(i)]->setToolTip(hints[i]);
        grid->addWidget(m_values[static_cast<std::size_t>(i)], 0, i);
        grid->addWidget(m_names[static_cast<std::size_t>(i)], 1, i);
    }
    layout->addLayout(grid);
    applyFonts();
}

void FiguresBar::setTextScale(double scale)
{
    m_textScale = scale;
    applyFonts();
}

void FiguresBar::applyFonts()
{
    const QFont base = font();
    const double size = base.pointSizeF() > 0 ? base.pointSizeF() : 10.0;
    QFont phase = base;
    phase.setPointSizeF(size * 1.7 * m_textScale);
    phase.setBold(true);
    m_phase->setFont(phase);
    QFont value = base;
    value.setPointSizeF(size * 1.9 * m_textScale);
    value.setBold(true);
    QFont name = base;
    name.setPointSizeF(size * 0.9 * m_textScale);
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        m_values[i]->setFont(value);
        m_names[i]->setFont(name);
    }
}

void FiguresBar::display(const Generator& generator)
{
    const GeneratorCounters& c = generator.counters();
    const QLocale locale;
    // The phase of the step shown (the caption's), for the heading and the figures that matter.
    const Phase phase = shownPhase(generator);
    m_phase->setText(phaseName(phase));
    m_phase->setToolTip(phaseHint(phase));
    const int values[FigureCount]
        = { c.steps, c.moving, c.overlaps, c.components, c.treeEdges, c.corridorTiles, c.tries };
    for (int i = 0; i < FigureCount; ++i) {
        const auto k = static_cast<std::size_t>(i);
        m_values[k]->setText(locale.toString(values[i]));
        const bool bright = matters(static_cast<Figure>(i), phase);
        // Dim, not hidden: the figures keep their places, so the eye finds them again.
        QPalette p = palette();
        QColor text = p.color(QPalette::WindowText);
        if (!bright) text.setAlphaF(0.4);
        p.setColor(QPalette::WindowText, text);
        m_values[k]->setPalette(p);
        m_names[k]->setPalette(p);
    }
}

QString FiguresBar::phaseText() const { return m_phase->text(); }

QString FiguresBar::figureText(Figure figure) const { return m_values[static_cast<std::size_t>(figure)]->text(); }

QString FiguresBar::summary() const
{
    QStringList parts;
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        parts << QStringLiteral("%1 %2").arg(m_values[i]->text(), m_names[i]->text());
    }
    return tr("%1: %2").arg(m_phase->text(), parts.join(QStringLiteral(", ")));
}

} // namespace mazeworks

#include "levelpropertiesdialog.h"

#include "tilenames.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace mazeworks {

namespace {

// The most a release may say in the dialog: far beyond any round, within what a spin box shows.
constexpr double kMostSeconds = 9999.99;
constexpr int kMostDots = 99999;

QString capitalised(QString text)
{
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

} // namespace

LevelPropertiesDialog::LevelPropertiesDialog(const Maze& maze, QWidget* parent)
    : QDialog(parent)
    , m_maze(maze)
{
    setWindowTitle(tr("Level Properties"));
    setObjectName(QStringLiteral("LevelPropertiesDialog"));

    m_name = new QLineEdit(QString::fromStdString(maze.name), this);
    m_name->setObjectName(QStringLiteral("levelName"));
    // '#' starts a comment in a .maze file, so a name cannot hold one.
    m_name->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[^#\\r\\n]*")), m_name));
    m_name->setToolTip(tr("The title of the level; it cannot hold '#', which starts a comment in the file."));
    auto* nameRow = new QFormLayout;
    nameRow->addRow(tr("&Name:"), m_name);

    // The rules, each with what it changes, as the format describes them.
    auto* rulesBox = new QGroupBox(tr("Rules"), this);
    auto* rules = new QVBoxLayout(rulesBox);
    const std::array<QString, 3> titles = { tr("&Pink's slip"), tr("Red hunts by &A*"), tr("&Dot counters") };
    const std::array<QString, 3> explanations = {
        tr("When the muncher faces up, the pink ghost aims four tiles up and four to the left of it, "
           "as the arcade's did."),
        tr("The red ghost follows the A* way to the muncher at every crossing instead of the greedy "
           "choice."),
        tr("Ghosts leave the house by dots eaten, one at a time, and the next leaves whenever the muncher "
           "has eaten nothing for 4 seconds; release times are ignored."),
    };
    for (std::size_t i = 0; i < kGameRules.size(); ++i) {
        const QString word = QString::fromLatin1(name(kGameRules[i]));
        auto* box = new QCheckBox(tr("%1 (%2)").arg(titles[i], word), rulesBox);
        box->setObjectName(QStringLiteral("rule.") + word);
        box->setChecked(maze.rules.has(kGameRules[i]));
        auto* explanation = new QLabel(explanations[i], rulesBox);
        explanation->setWordWrap(true);
        explanation->setIndent(box->style()->pixelMetric(QStyle::PM_IndicatorWidth) + 6);
        explanation->setForegroundRole(QPalette::PlaceholderText);
        m_wrapped.push_back(explanation);
        rules->addWidget(box);
        rules->addWidget(explanation);
        m_rules[i] = box;
    }

    // When each ghost leaves: the seconds or the dots, as the dot counters rule says.
    m_releases = new QGroupBox(this);
    m_releases->setObjectName(QStringLiteral("releases"));
    auto* releases = new QFormLayout(m_releases);
    for (const GhostKind kind : kGhostKinds) {
        const std::size_t k = indexOf(kind);
        auto* seconds = new QDoubleSpinBox(m_releases);
        seconds->setObjectName(QStringLiteral("release.%1").arg(QLatin1String(name(kind))));
        seconds->setRange(0, kMostSeconds);
        seconds->setDecimals(2);
        seconds->setSuffix(tr(" s"));
        seconds->setValue(maze.release(kind));
        m_secondsShown[k] = seconds->value();
        auto* dots = new QSpinBox(m_releases);
        dots->setObjectName(QStringLiteral("releaseDots.%1").arg(QLatin1String(name(kind))));
        dots->setRange(0, kMostDots);
        dots->setSuffix(tr(" dots"));
        dots->setValue(maze.releaseDotsOf(kind));
        m_dotsShown[k] = dots->value();
        auto* both = new QHBoxLayout;
        both->setContentsMargins(0, 0, 0, 0);
        both->addWidget(seconds);
        both->addWidget(dots);
        releases->addRow(tr("%1:").arg(capitalised(ghostName(kind))), both);
        m_seconds[k] = seconds;
        m_dots[k] = dots;
    }
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("releaseNote"));
    m_note->setWordWrap(true);
    m_wrapped.push_back(m_note);
    connect(m_rules[2], &QCheckBox::toggled, this, &LevelPropertiesDialog::showReleases);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(nameRow);
    layout->addWidget(rulesBox);
    layout->addWidget(m_releases);
    layout->addWidget(m_note);
    layout->addStretch(1);
    layout->addWidget(buttons);
    showReleases();
    setMinimumWidth(fontMetrics().averageCharWidth() * 72);
}

void LevelPropertiesDialog::showEvent(QShowEvent* event)
{
    // A wrapped label is given the height of its text at the width it has, not at a guess made
    // before the dialog had its width: on a low screen the guess cut the last line off.
    layout()->activate();
    for (QLabel* label : m_wrapped) label->setMinimumHeight(label->heightForWidth(label->contentsRect().width()));
    adjustSize();
    QDialog::showEvent(event);
}

void LevelPropertiesDialog::showReleases()
{
    const bool byDots = m_rules[2]->isChecked();
    m_releases->setTitle(byDots ? tr("Leaving the house: dots eaten") : tr("Leaving the house: seconds"));
    for (std::size_t k = 0; k < m_seconds.size(); ++k) {
        m_seconds[k]->setVisible(!byDots);
        m_dots[k]->setVisible(byDots);
    }
    bool releaseLines = false;
    for (const auto& release : m_maze.releases) releaseLines = releaseLines || release.has_value();
    m_note->setText(byDots && releaseLines
            ? tr("The level's release lines stay in the file, ignored while dot counters are on: Diagnostics "
                 "warns of each.")
            : QString());
    m_note->setVisible(!m_note->text().isEmpty());
}

Maze LevelPropertiesDialog::result() const
{
    Maze out = m_maze;
    const QString name = m_name->text().trimmed();
    if (name != QString::fromStdString(m_maze.name).trimmed()) out.name = name.toStdString();
    out.rules = RuleSet();
    for (std::size_t i = 0; i < kGameRules.size(); ++i) {
        if (m_rules[i]->isChecked()) out.rules.add(kGameRules[i]);
    }
    // A value left as it was shown keeps its line, or its absence (the default), as it was.
    for (std::size_t k = 0; k < m_seconds.size(); ++k) {
        if (m_seconds[k]->value() != m_secondsShown[k]) out.releases[k] = m_seconds[k]->value();
        if (m_dots[k]->value() != m_dotsShown[k]) out.releaseDots[k] = m_dots[k]->value();
    }
    return out;
}

} // namespace mazeworks

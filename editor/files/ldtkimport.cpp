#include "ldtkimport.h"

#include "diagnostictext.h"
#include "filemessages.h"
#include "tiled/tiledlevel.h"
#include "tiled/tilekinds.h"
#include "tiled/tilesetimage.h"
#include "tilenames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QTableWidget>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace mazeworks {

namespace {

const QString kGroup = QStringLiteral("ldtkValues");

// The errors of a read, one a line, in the user's language.
QString errorsOf(const std::vector<ldtk::Problem>& problems)
{
    QStringList lines;
    for (const ldtk::Problem& p : problems) {
        if (p.level == ldtk::Level::Error) lines << ldtk::describe(p, ldtk::Words::Translated);
    }
    return lines.join(QLatin1Char('\n'));
}

// The maze's own tile, as the choice shows it.
QIcon kindIcon(Tile kind)
{
    static const QImage strip = tiled::tilesetImage();
    const auto index = static_cast<int>(std::find(kTiles.begin(), kTiles.end(), kind) - kTiles.begin());
    return QIcon(QPixmap::fromImage(strip.copy(index * tiled::kTileSize, 0, tiled::kTileSize, tiled::kTileSize)));
}

QSize withinScreen(QSize size, const QWidget* parent)
{
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    return size;
}

enum ValueColumn { NameColumn, LayerColumn, UsedColumn, KindColumn };
enum ReportColumn { WhatColumn, WhereColumn };

} // namespace

LdtkImport::LdtkImport(QWidget* parent)
    : m_parent(parent)
{
}

ldtk::Answers LdtkImport::remembered()
{
    ldtk::Answers answers;
    QSettings settings;
    settings.beginGroup(kGroup);
    for (const QString& key : settings.childKeys()) {
        const QString name = QUrl::fromPercentEncoding(key.toLatin1());
        if (const std::optional<Tile> kind = tiled::kindFromName(settings.value(key).toString()))
            answers.setTile(name, *kind);
    }
    settings.endGroup();
    return answers;
}

void LdtkImport::remember(const QString& name, Tile kind)
{
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.setValue(QString::fromLatin1(QUrl::toPercentEncoding(name.toLower())), tiled::kindName(kind));
    settings.endGroup();
}

void LdtkImport::forgetAll() { QSettings().remove(kGroup); }

std::optional<std::vector<ldtk::ProjectLevel>> LdtkImport::read(const QString& path, bool quiet, QString* error)
{
    const QString name = QDir::toNativeSeparators(path);
    QByteArray bytes;
    if (!readFileOrSay(path, &bytes, error)) return std::nullopt;
    const QDir folder = QFileInfo(path).absoluteDir();
    const ldtk::FileReader files = [&folder](const QString& file, QString* why) -> std::optional<QByteArray> {
        QByteArray other;
        if (!readFileOrSay(folder.filePath(file), &other, why)) return std::nullopt;
        return other;
    };
    ldtk::Answers answers = remembered();
    ldtk::Project project = ldtk::readProject(bytes, files, answers);
    const bool ask = project.needsAnswers() && !quiet;
    if (ask) {
        LdtkValuesDialog question(project.unknownValues, QFileInfo(path).fileName(), m_parent);
        if (question.exec() != QDialog::Accepted) {
            if (error) error->clear();
            return std::nullopt;
        }
        for (const auto& [value, kind] : question.kinds()) {
            remember(value, kind);
            answers.setTile(value, kind);
        }
        project = ldtk::readProject(bytes, files, answers);
    }
    if (!project.ok()) {
        if (error) *error = tr("%1 cannot be opened:").arg(name) + QLatin1Char('\n') + errorsOf(project.problems);
        return std::nullopt;
    }
    // What to say: everything, but that the kinds the user has just given were used.
    std::vector<ldtk::Problem> said;
    std::copy_if(project.problems.begin(), project.problems.end(), std::back_inserter(said),
        [ask](const ldtk::Problem& p) { return !ask || p.code != ldtk::Code::KindsAnswered; });
    if (!said.empty() && !quiet) {
        LdtkReport report(QFileInfo(path).fileName(), said, m_parent);
        if (report.exec() != QDialog::Accepted) {
            if (error) error->clear();
            return std::nullopt;
        }
    }
    return std::move(project.levels);
}

LdtkValuesDialog::LdtkValuesDialog(
    const std::vector<ldtk::UnknownValue>& values, const QString& projectFile, QWidget* parent)
    : QDialog(parent)
    , m_values(values)
{
    setObjectName(QStringLiteral("ldtkValues"));
    setWindowTitle(tr("IntGrid Values Without a Kind"));
    auto* intro = new QLabel(tr("%1 paints its levels with IntGrid values whose identifiers do not say what they are "
                                "in a maze. Choose a kind for each; it is remembered for the next project that "
                                "uses a value of that name.")
                                 .arg(projectFile));
    intro->setWordWrap(true);

    m_table = new QTableWidget(static_cast<int>(m_values.size()), 4);
    m_table->setObjectName(QStringLiteral("values"));
    m_table->setAccessibleName(tr("IntGrid values without a kind"));
    m_table->setAccessibleDescription(intro->text());
    m_table->setHorizontalHeaderLabels({ tr("Value"), tr("Layer"), tr("Tiles"), tr("Kind") });
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(LayerColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(UsedColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < static_cast<int>(m_values.size()); ++row) {
        const ldtk::UnknownValue& value = m_values[static_cast<std::size_t>(row)];
        auto* name
            = new QTableWidgetItem(value.identifier.isEmpty() ? QString::number(value.value)
                                                              : tr("%1 (%2)").arg(value.identifier).arg(value.value));
        name->setToolTip(tr("Value %1 of the IntGrid layer \"%2\"; first at column %3, row %4 of the level \"%5\"")
                             .arg(value.value)
                             .arg(value.layer)
                             .arg(value.first.cell ? value.first.cell->col : 0)
                             .arg(value.first.cell ? value.first.cell->row : 0)
                             .arg(value.first.level));
        m_table->setItem(row, NameColumn, name);
        m_table->setItem(row, LayerColumn, new QTableWidgetItem(value.layer));
        auto* used = new QTableWidgetItem(QLocale().toString(value.count));
        used->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, UsedColumn, used);
        auto* choice = new QComboBox;
        choice->setObjectName(QStringLiteral("kind%1").arg(row));
        choice->addItem(tr("Choose a kind"), -1);
        for (Tile kind : kTiles) choice->addItem(kindIcon(kind), tileName(kind), static_cast<int>(kind));
        choice->setIconSize(QSize(20, 20));
        connect(choice, &QComboBox::activated, this, [this] { updateState(); });
        m_table->setCellWidget(row, KindColumn, choice);
    }

    m_left = new QLabel;
    m_left->setObjectName(QStringLiteral("left"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_open = buttons->button(QDialogButtonBox::Ok);
    m_open->setText(tr("&Open"));
    m_open->setObjectName(QStringLiteral("open"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_left);
    layout->addWidget(buttons);
    resize(withinScreen(QSize(720, 200 + std::min<int>(static_cast<int>(m_values.size()), 8) * 36), parent));
    updateState();
    if (!m_values.empty()) m_table->selectRow(0);
}

QComboBox* LdtkValuesDialog::choiceAt(int row) const
{
    return qobject_cast<QComboBox*>(m_table->cellWidget(row, KindColumn));
}

void LdtkValuesDialog::updateState()
{
    int left = 0;
    for (int row = 0; row < m_table->rowCount(); ++row) left += choiceAt(row)->currentData().toInt() < 0 ? 1 : 0;
    m_left->setText(left == 0 ? tr("Every value has a kind.") : tr("Values still without a kind: %1.").arg(left));
    m_open->setEnabled(left == 0);
}

std::vector<std::pair<QString, Tile>> LdtkValuesDialog::kinds() const
{
    std::vector<std::pair<QString, Tile>> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const int kind = choiceAt(row)->currentData().toInt();
        if (kind >= 0) out.emplace_back(m_values[static_cast<std::size_t>(row)].name(), static_cast<Tile>(kind));
    }
    return out;
}

LdtkReport::LdtkReport(const QString& projectFile, const std::vector<ldtk::Problem>& problems, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("ldtkReport"));
    setWindowTitle(tr("Opened from LDtk"));
    auto* intro = new QLabel(tr("The levels of %1 open in tabs of their own. Before they do: what the project "
                                "has that a maze has no place for, left out, and how the reading decided where a "
                                "rule had to choose.")
                                 .arg(projectFile));
    intro->setWordWrap(true);

    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("problems"));
    m_list->setAccessibleName(tr("Left out and decided"));
    m_list->setAccessibleDescription(intro->text());
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->setHeaderLabels({ tr("What"), tr("Where") });
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(WhatColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(WhereColumn, QHeaderView::ResizeToContents);
    for (const ldtk::Problem& problem : problems) {
        auto* item = new QTreeWidgetItem({ ldtk::messageText(problem, ldtk::Words::Translated),
            ldtk::placeText(problem.place, ldtk::Words::Translated) });
        const QIcon icon = problem.level == ldtk::Level::Warning ? severityIcon(Severity::Warning)
            : problem.level == ldtk::Level::Error                ? severityIcon(Severity::Error)
                                                  : style()->standardIcon(QStyle::SP_MessageBoxInformation);
        item->setIcon(WhatColumn, icon);
        item->setToolTip(WhatColumn,
            ldtk::levelName(problem.level, ldtk::Words::Translated) + QStringLiteral(": ")
                + ldtk::describe(problem, ldtk::Words::Translated));
        m_list->addTopLevelItem(item);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton* open = buttons->button(QDialogButtonBox::Ok);
    open->setText(tr("&Open Levels"));
    open->setObjectName(QStringLiteral("openLevels"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(withinScreen(QSize(960, 360), parent));
}

} // namespace mazeworks

#include "dungeonsettingsform.h"

#include "generatortext.h"
#include "maze/mazefile.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QToolButton>

namespace mazeworks {

std::optional<std::uint64_t> parseSeed(const QString& text)
{
    bool ok = false;
    const qulonglong value = text.trimmed().toULongLong(&ok, 10);
    if (!ok) return std::nullopt;
    return static_cast<std::uint64_t>(value);
}

namespace {

QToolButton* seedButton(const QString& name, const QIcon& icon, const QString& text, const QString& tip)
{
    auto* button = new QToolButton;
    button->setObjectName(name);
    button->setIcon(icon);
    button->setText(text);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

QSpinBox* spin(const char* name, int low, int high, const QString& tip)
{
    auto* box = new QSpinBox;
    box->setObjectName(QLatin1String(name));
    box->setRange(low, high);
    box->setToolTip(tip);
    box->setAccelerated(true);
    return box;
}

// A label whose mnemonic takes the keyboard to `buddy`.
QLabel* labelFor(const QString& text, QWidget* buddy)
{
    auto* label = new QLabel(text);
    label->setBuddy(buddy);
    return label;
}

// Two fields side by side with a word between them ("to", "×").
QHBoxLayout* pair(QWidget* first, const QString& between, QWidget* second)
{
    auto* row = new QHBoxLayout;
    row->setSpacing(4);
    row->addWidget(first, 1);
    row->addWidget(new QLabel(between));
    row->addWidget(second, 1);
    return row;
}

} // namespace

DungeonSettingsForm::DungeonSettingsForm(QAction* newDungeon, QWidget* parent)
    : QWidget(parent)
{
    // The rows are added in the order of the tab key: the fields join the focus chain as the
    // grid takes them.
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    addSeedRow(grid);
    addRoomsRow(grid);
    addSizesRow(grid);
    addWaysRow(grid);
    addButtonsRow(grid, newDungeon);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
}

void DungeonSettingsForm::addSeedRow(QGridLayout* grid)
{
    m_seed = new QLineEdit;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\s*\\d{0,20}\\s*")), m_seed));
    m_seed->setToolTip(tr("The same seed and settings give the same dungeon, here and with mazeworks-cli generate"));
    QToolButton* dice = seedButton(
        QStringLiteral("dice"), QIcon(), QStringLiteral("\u2684"), tr("A random seed, and a new dungeon from it"));
    QFont big = dice->font();
    big.setPointSizeF((big.pointSizeF() > 0 ? big.pointSizeF() : 10.0) * 1.6);
    dice->setFont(big);
    connect(dice, &QToolButton::clicked, this, &DungeonSettingsForm::diceRolled);
    QToolButton* copy = seedButton(QStringLiteral("copySeed"), QIcon::fromTheme(QStringLiteral("edit-copy")),
        tr("Copy"), tr("Copy the seed of this dungeon"));
    copy->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(copy, &QToolButton::clicked, this, &DungeonSettingsForm::copySeedAsked);
    QToolButton* paste = seedButton(QStringLiteral("pasteSeed"), QIcon::fromTheme(QStringLiteral("edit-paste")),
        tr("Paste"), tr("A dungeon from the seed on the clipboard"));
    paste->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(paste, &QToolButton::clicked, this, &DungeonSettingsForm::pasteSeedAsked);
    auto* seedRow = new QHBoxLayout;
    seedRow->setSpacing(2);
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(dice);
    seedRow->addWidget(copy);
    seedRow->addWidget(paste);
    grid->addWidget(labelFor(tr("S&eed:"), m_seed), 0, 0);
    grid->addLayout(seedRow, 0, 1, 1, 3);
}

void DungeonSettingsForm::addRoomsRow(QGridLayout* grid)
{
    m_rooms = spin("rooms", 1, kMaxRooms, tr("Rooms to place; rooms that cannot be joined are dropped"));
    m_rooms->setGroupSeparatorShown(true);
    m_loops = new QDoubleSpinBox;
    m_loops->setObjectName(QStringLiteral("loops"));
    m_loops->setRange(0.0, 1.0);
    m_loops->setSingleStep(0.05);
    m_loops->setDecimals(2);
    m_loops->setToolTip(tr("Extra links that make loops, from 0 (a tree: one way between two rooms) to 1"));
    grid->addWidget(labelFor(tr("R&ooms:"), m_rooms), 1, 0);
    grid->addWidget(m_rooms, 1, 1);
    grid->addWidget(labelFor(tr("&Loops:"), m_loops), 1, 2);
    grid->addWidget(m_loops, 1, 3);
}

void DungeonSettingsForm::addSizesRow(QGridLayout* grid)
{
    const QString autoText = tr("Auto");
    m_width = spin(
        "mapWidth", 0, kMaxMapSide, tr("The map's width in tiles, its border included; Auto fits it to the rooms"));
    m_height = spin(
        "mapHeight", 0, kMaxMapSide, tr("The map's height in tiles, its border included; Auto fits it to the rooms"));
    // One label for the pair: each its own name for a screen reader.
    m_width->setAccessibleName(tr("Map width"));
    m_height->setAccessibleName(tr("Map height"));
    m_width->setSpecialValueText(autoText);
    m_height->setSpecialValueText(autoText);
    m_minSize = spin("minRoomSize", 1, kMaxMapSide, tr("The smallest side of a room's floor, in tiles"));
    m_maxSize = spin("maxRoomSize", 1, kMaxMapSide, tr("The largest side of a room's floor, in tiles"));
    m_minSize->setAccessibleName(tr("Smallest room side"));
    m_maxSize->setAccessibleName(tr("Largest room side"));
    grid->addWidget(labelFor(tr("&Map:"), m_width), 2, 0);
    grid->addLayout(pair(m_width, QStringLiteral("\u00d7"), m_height), 2, 1);
    grid->addWidget(labelFor(tr("Room si&ze:"), m_minSize), 2, 2);
    grid->addLayout(pair(m_minSize, tr("to"), m_maxSize), 2, 3);
}

void DungeonSettingsForm::addWaysRow(QGridLayout* grid)
{
    m_placement = new QComboBox;
    m_placement->setObjectName(QStringLiteral("placement"));
    m_placement->addItem(placementName(Placement::Scatter), static_cast<int>(Placement::Scatter));
    m_placement->setItemData(0, tr("Dropped overlapping in the middle, then pushed apart"), Qt::ToolTipRole);
    m_placement->addItem(placementName(Placement::Spread), static_cast<int>(Placement::Spread));
    m_placement->setItemData(
        1, tr("Random places, each tried again while it is too close to another room"), Qt::ToolTipRole);
    m_connection = new QComboBox;
    m_connection->setObjectName(QStringLiteral("connection"));
    m_connection->addItem(connectionName(Connection::Neighbours), static_cast<int>(Connection::Neighbours));
    m_connection->setItemData(
        0, tr("Doors between neighbouring rooms, along a tree grown depth-first from the first room"), Qt::ToolTipRole);
    m_connection->addItem(connectionName(Connection::Tree), static_cast<int>(Connection::Tree));
    m_connection->setItemData(
        1, tr("Prim's minimum spanning tree from the first room, with Z corridors and double jogs"), Qt::ToolTipRole);
    m_connection->addItem(connectionName(Connection::Tunnels), static_cast<int>(Connection::Tunnels));
    m_connection->setItemData(
        2, tr("Straight or one-bend tunnels between random rooms until one set remains"), Qt::ToolTipRole);
    grid->addWidget(labelFor(tr("&Placement:"), m_placement), 3, 0);
    grid->addWidget(m_placement, 3, 1);
    grid->addWidget(labelFor(tr("Co&nnection:"), m_connection), 3, 2);
    grid->addWidget(m_connection, 3, 3);
}

void DungeonSettingsForm::addButtonsRow(QGridLayout* grid, QAction* newDungeon)
{
    // Return in the seed makes the dungeon too, as the button does.
    connect(m_seed, &QLineEdit::returnPressed, newDungeon, &QAction::trigger);
    auto* make = new QPushButton(newDungeon->icon(), tr("&New Dungeon"));
    make->setObjectName(QStringLiteral("newDungeonButton"));
    make->setToolTip(newDungeon->toolTip());
    connect(make, &QPushButton::clicked, newDungeon, &QAction::trigger);
    auto* defaults = new QPushButton(tr("Defaults"));
    defaults->setObjectName(QStringLiteral("defaults"));
    defaults->setToolTip(tr("The settings that make a good dungeon to start from"));
    connect(defaults, &QPushButton::clicked, this, [this] { setParams(DungeonParams()); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(defaults);
    buttons->addStretch(1);
    buttons->addWidget(make);
    grid->addLayout(buttons, 4, 0, 1, 4);
}

DungeonParams DungeonSettingsForm::params() const
{
    DungeonParams p;
    p.rooms = m_rooms->value();
    p.width = m_width->value();
    p.height = m_height->value();
    p.minRoomSize = m_minSize->value();
    p.maxRoomSize = m_maxSize->value();
    p.placement = static_cast<Placement>(m_placement->currentData().toInt());
    p.connection = static_cast<Connection>(m_connection->currentData().toInt());
    p.loops = m_loops->value();
    return p;
}

void DungeonSettingsForm::setParams(const DungeonParams& p)
{
    m_rooms->setValue(p.rooms);
    m_width->setValue(p.width);
    m_height->setValue(p.height);
    m_minSize->setValue(p.minRoomSize);
    m_maxSize->setValue(p.maxRoomSize);
    m_placement->setCurrentIndex(std::max(0, m_placement->findData(static_cast<int>(p.placement))));
    m_connection->setCurrentIndex(std::max(0, m_connection->findData(static_cast<int>(p.connection))));
    m_loops->setValue(p.loops);
}

std::optional<std::uint64_t> DungeonSettingsForm::seed() const { return parseSeed(m_seed->text()); }

QString DungeonSettingsForm::seedText() const { return m_seed->text().trimmed(); }

void DungeonSettingsForm::setSeed(std::uint64_t seed) { m_seed->setText(QString::number(seed)); }

void DungeonSettingsForm::focusSeed() { m_seed->setFocus(); }

} // namespace mazeworks

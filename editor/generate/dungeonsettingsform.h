#pragma once

#include "dungeon/generator.h"

#include <QWidget>

#include <cstdint>
#include <optional>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLineEdit;
class QSpinBox;

namespace mazeworks {

// The seed from text: a whole number from 0 to 2^64 - 1, spaces round it allowed; nothing when
// the text is not one.
std::optional<std::uint64_t> parseSeed(const QString& text);

// The settings of a dungeon in the Generate panel, laid out on a grid: the seed (with a dice,
// Copy and Paste beside it), rooms and loops, the map's size and the rooms' sizes, placement and
// connection, then Defaults and New Dungeon. It owns its fields and gives and takes the
// parameters; what the seed's buttons and New Dungeon do is the panel's, asked for by signal and
// by the action given.
class DungeonSettingsForm : public QWidget {
    Q_OBJECT

public:
    // `newDungeon`: the action the New Dungeon button (and Return in the seed) triggers.
    explicit DungeonSettingsForm(QAction* newDungeon, QWidget* parent = nullptr);

    DungeonParams params() const;
    void setParams(const DungeonParams& params);
    // The seed as typed (nothing when it is not a number), and its text.
    std::optional<std::uint64_t> seed() const;
    QString seedText() const;
    void setSeed(std::uint64_t seed);
    // The keyboard to the seed, to mend it.
    void focusSeed();

signals:
    void diceRolled();
    void copySeedAsked();
    void pasteSeedAsked();

private:
    void addSeedRow(QGridLayout* grid);
    void addRoomsRow(QGridLayout* grid);
    void addSizesRow(QGridLayout* grid);
    void addWaysRow(QGridLayout* grid);
    void addButtonsRow(QGridLayout* grid, QAction* newDungeon);

    QLineEdit* m_seed = nullptr;
    QSpinBox* m_rooms = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_minSize = nullptr;
    QSpinBox* m_maxSize = nullptr;
    QComboBox* m_placement = nullptr;
    QComboBox* m_connection = nullptr;
    QDoubleSpinBox* m_loops = nullptr;
};

} // namespace mazeworks

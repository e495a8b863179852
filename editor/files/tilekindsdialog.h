#pragma once

#include "tiled/tiledlevel.h"

#include <QDialog>

#include <map>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace mazeworks {

// The question an import asks when a designer's tileset says nothing of what its tiles are:
// each tile the map uses once, its picture beside a choice of maze tiles. Several tiles chosen
// together get one kind at once. The answers can be remembered for the tileset and written
// back into it (or the map that embeds it) as each tile's "kind" property.
class TileKindsDialog : public QDialog {
    Q_OBJECT

public:
    // `tiles` of `map` (each with a tileset), their pictures read with `files`; `mapFile` is the
    // map's file name, said where the tilesets are embedded in it.
    TileKindsDialog(const tiled::Map& map, const std::vector<tiled::UnknownTile>& tiles, const tiled::FileReader& files,
        const QString& mapFile, QWidget* parent = nullptr);

    // The kinds chosen: by tileset (its index in the map) and tile.
    std::map<std::size_t, std::map<qint64, Tile>> kinds() const;
    // Whether the kinds are to be remembered for the tilesets, and written into their files.
    bool remember() const;
    bool writeBack() const;

    // The table of tiles and the choice of each row, for tests as for the keyboard.
    QTableWidget* table() const { return m_table; }
    QComboBox* choiceAt(int row) const;

private:
    void chosen(int row);
    void updateState();

    std::vector<tiled::UnknownTile> m_tiles;
    QTableWidget* m_table;
    QLabel* m_left;
    QCheckBox* m_remember;
    QCheckBox* m_writeBack;
    QPushButton* m_import;
};

} // namespace mazeworks

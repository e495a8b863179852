#include "tilekindsdialog.h"

#include "tiled/tilekinds.h"
#include "tiled/tilepictures.h"
#include "tiled/tilesetimage.h"
#include "tilenames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace mazeworks {

namespace {

constexpr int kPicture = 40; // pixels a tile's picture is shown at
enum Column { PictureColumn, UsedColumn, TypeColumn, KindColumn };

// A tile's picture at the size of the table's, in the middle of a square; pixel art stays sharp.
QPixmap shown(const QImage& picture)
{
    QPixmap square(kPicture, kPicture);
    square.fill(Qt::transparent);
    if (picture.isNull()) return square;
    const QImage scaled = picture.scaled(kPicture, kPicture, Qt::KeepAspectRatio,
        picture.width() < kPicture ? Qt::FastTransformation : Qt::SmoothTransformation);
    QPainter painter(&square);
    painter.drawImage((kPicture - scaled.width()) / 2, (kPicture - scaled.height()) / 2, scaled);
    return square;
}

// The maze's own tile, as the choice shows it.
QIcon kindIcon(Tile kind)
{
    static const QImage strip = tiled::tilesetImage();
    const auto index = static_cast<int>(std::find(kTiles.begin(), kTiles.end(), kind) - kTiles.begin());
    return QIcon(QPixmap::fromImage(strip.copy(index * tiled::kTileSize, 0, tiled::kTileSize, tiled::kTileSize)));
}

} // namespace

TileKindsDialog::TileKindsDialog(const tiled::Map& map, const std::vector<tiled::UnknownTile>& tiles,
    const tiled::FileReader& files, const QString& mapFile, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("tileKinds"));
    setWindowTitle(tr("Tiles Without a Kind"));
    for (const tiled::UnknownTile& tile : tiles) {
        if (tile.tileset != tiled::UnknownTile::kNoTileset) m_tiles.push_back(tile);
    }

    auto* intro = new QLabel(tr("%1 draws its maze with tiles whose tileset does not say what they are in a maze. "
                                "Choose a kind for each tile; select several rows to give them one kind at once.")
                                 .arg(mapFile));
    intro->setWordWrap(true);

    m_table = new QTableWidget(static_cast<int>(m_tiles.size()), 4);
    m_table->setObjectName(QStringLiteral("tiles"));
    // A screen reader names the table, then reads what it is for.
    m_table->setAccessibleName(tr("Tiles without a kind"));
    m_table->setAccessibleDescription(intro->text());
    m_table->setHorizontalHeaderLabels({ tr("Tile"), tr("On the map"), tr("Type in Tiled"), tr("Kind") });
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setIconSize(QSize(kPicture, kPicture));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(kPicture + 8);
    m_table->horizontalHeader()->setSectionResizeMode(PictureColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(UsedColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(TypeColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    tiled::TilePictures pictures(files);
    QStringList writable; // the files the kinds would be written into
    for (int row = 0; row < static_cast<int>(m_tiles.size()); ++row) {
        const tiled::UnknownTile& tile = m_tiles[static_cast<std::size_t>(row)];
        const tiled::Tileset& tileset = map.tilesets[tile.tileset];
        auto* picture = new QTableWidgetItem(
            QIcon(shown(pictures.picture(tileset, tile.tile))), tr("%1, tile %2").arg(tileset.name).arg(tile.tile));
        picture->setToolTip(tr("Tile %1 of the tileset \"%2\"; first at column %3, row %4 of the layer \"%5\"")
                                .arg(tile.tile)
                                .arg(tileset.name)
                                .arg(tile.first.cell ? tile.first.cell->col : 0)
                                .arg(tile.first.cell ? tile.first.cell->row : 0)
                                .arg(tile.first.layer));
        m_table->setItem(row, PictureColumn, picture);
        auto* used = new QTableWidgetItem(QLocale().toString(tile.count));
        used->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, UsedColumn, used);
        m_table->setItem(
            row, TypeColumn, new QTableWidgetItem(tile.word.isEmpty() ? QStringLiteral("\u2013") : tile.word));

        auto* choice = new QComboBox;
        choice->setObjectName(QStringLiteral("kind%1").arg(row));
        choice->addItem(tr("Choose a kind"), -1);
        for (Tile kind : kTiles) choice->addItem(kindIcon(kind), tileName(kind), static_cast<int>(kind));
        choice->setIconSize(QSize(20, 20));
        connect(choice, &QComboBox::activated, this, [this, row] { chosen(row); });
        m_table->setCellWidget(row, KindColumn, choice);

        const QString file = QFileInfo(tileset.file.isEmpty() ? mapFile : tileset.file).fileName();
        if (!writable.contains(file)) writable << file;
    }

    m_left = new QLabel;
    m_left->setObjectName(QStringLiteral("left"));
    m_remember = new QCheckBox(tr("&Remember these kinds for the tileset, for the next import"));
    m_remember->setObjectName(QStringLiteral("remember"));
    m_remember->setChecked(true);
    m_writeBack = new QCheckBox(tr("&Write them into %1 as each tile's \"kind\" property, so that Tiled keeps them too")
                                    .arg(writable.join(QStringLiteral(", "))));
    m_writeBack->setObjectName(QStringLiteral("writeBack"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_import = buttons->button(QDialogButtonBox::Ok);
    m_import->setText(tr("&Import"));
    m_import->setObjectName(QStringLiteral("import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_left);
    layout->addWidget(m_remember);
    layout->addWidget(m_writeBack);
    layout->addWidget(buttons);

    // Room for the table, within the screen.
    QSize size(760, 140 + std::min<int>(static_cast<int>(m_tiles.size()), 8) * (kPicture + 8) + 120);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    resize(size);
    updateState();
    if (!m_tiles.empty()) m_table->selectRow(0);
}

QComboBox* TileKindsDialog::choiceAt(int row) const
{
    return qobject_cast<QComboBox*>(m_table->cellWidget(row, KindColumn));
}

// A kind chosen on a row that is one of several selected is chosen for all of them.
void TileKindsDialog::chosen(int row)
{
    const int index = choiceAt(row)->currentIndex();
    QSet<int> rows;
    for (const QModelIndex& selected : m_table->selectionModel()->selectedRows()) rows.insert(selected.row());
    if (rows.contains(row)) {
        for (int other : rows) choiceAt(other)->setCurrentIndex(index);
    }
    updateState();
}

void TileKindsDialog::updateState()
{
    int left = 0;
    for (int row = 0; row < m_table->rowCount(); ++row) left += choiceAt(row)->currentData().toInt() < 0 ? 1 : 0;
    m_left->setText(left == 0 ? tr("Every tile has a kind.") : tr("Tiles still without a kind: %1.").arg(left));
    m_import->setEnabled(left == 0);
}

std::map<std::size_t, std::map<qint64, Tile>> TileKindsDialog::kinds() const
{
    std::map<std::size_t, std::map<qint64, Tile>> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const int kind = choiceAt(row)->currentData().toInt();
        if (kind < 0) continue;
        const tiled::UnknownTile& tile = m_tiles[static_cast<std::size_t>(row)];
        out[tile.tileset][tile.tile] = static_cast<Tile>(kind);
    }
    return out;
}

bool TileKindsDialog::remember() const { return m_remember->isChecked(); }

bool TileKindsDialog::writeBack() const { return m_writeBack->isChecked(); }

} // namespace mazeworks

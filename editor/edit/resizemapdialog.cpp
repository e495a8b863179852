#include "resizemapdialog.h"

#include "maze/mazefile.h"
#include "resizepreview.h"
#include "tilenames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mazeworks {

ResizeMapDialog::ResizeMapDialog(const Maze& maze, QWidget* parent)
    : QDialog(parent)
    , m_maze(maze)
{
    setWindowTitle(tr("Resize Map"));
    setObjectName(QStringLiteral("ResizeMapDialog"));
    auto side = [this](const QString& object) {
        auto* box = new QSpinBox(this);
        box->setObjectName(object);
        box->setRange(-kMaxMapSide, kMaxMapSide);
        box->setSuffix(tr(" tiles"));
        box->setToolTip(tr("Positive adds rows or columns on this side, negative takes them away."));
        connect(box, &QSpinBox::valueChanged, this, &ResizeMapDialog::update);
        return box;
    };
    m_left = side(QStringLiteral("left"));
    m_top = side(QStringLiteral("top"));
    m_right = side(QStringLiteral("right"));
    m_bottom = side(QStringLiteral("bottom"));
    m_fill = new QComboBox(this);
    m_fill->setObjectName(QStringLiteral("fill"));
    for (Tile t : { Tile::Wall, Tile::Floor, Tile::Dot }) {
        QString name = tileName(t);
        name[0] = name[0].toUpper();
        m_fill->addItem(name, static_cast<int>(t));
    }
    connect(m_fill, &QComboBox::currentIndexChanged, this, &ResizeMapDialog::update);
    m_size = new QLabel(this);
    m_size->setObjectName(QStringLiteral("newSize"));
    m_lost = new QLabel(this);
    m_lost->setObjectName(QStringLiteral("lostPlaces"));
    m_lost->setWordWrap(true);
    m_preview = new ResizePreview(maze, this);

    // The four sides laid out round the preview, where they are on the map.
    auto* sides = new QGridLayout;
    auto labelled = [this](const QString& text, QSpinBox* box) {
        auto* column = new QVBoxLayout;
        auto* label = new QLabel(text, this);
        label->setBuddy(box);
        column->addWidget(label);
        column->addWidget(box);
        return column;
    };
    sides->addLayout(labelled(tr("&Top:"), m_top), 0, 1, Qt::AlignHCenter);
    sides->addLayout(labelled(tr("&Left:"), m_left), 1, 0, Qt::AlignVCenter);
    sides->addWidget(m_preview, 1, 1);
    sides->addLayout(labelled(tr("&Right:"), m_right), 1, 2, Qt::AlignVCenter);
    sides->addLayout(labelled(tr("&Bottom:"), m_bottom), 2, 1, Qt::AlignHCenter);
    sides->setColumnStretch(1, 1);
    sides->setRowStretch(1, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("New &tiles:"), m_fill);
    form->addRow(tr("Size:"), m_size);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sides, 1);
    layout->addLayout(form);
    layout->addWidget(m_lost);
    layout->addWidget(m_buttons);
    update();
}

Margins ResizeMapDialog::margins() const
{
    return { m_left->value(), m_top->value(), m_right->value(), m_bottom->value() };
}

Tile ResizeMapDialog::fill() const { return static_cast<Tile>(m_fill->currentData().toInt()); }

void ResizeMapDialog::update()
{
    const Margins m = margins();
    const int width = m_maze.width() + m.left + m.right;
    const int height = m_maze.height() + m.top + m.bottom;
    const bool fits = width >= 1 && width <= kMaxMapSide && height >= 1 && height <= kMaxMapSide;
    m_preview->setMargins(m, fill());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(fits && m != Margins {});
    if (!fits) {
        m_size->setText(tr("<span style='color:#d03030'>%1 \u00d7 %2: a map is 1 to %3 tiles wide and high.</span>")
                            .arg(width)
                            .arg(height)
                            .arg(kMaxMapSide));
        m_lost->clear();
        return;
    }
    m_size->setText(
        tr("%1 \u00d7 %2 \u2192 %3 \u00d7 %4").arg(m_maze.width()).arg(m_maze.height()).arg(width).arg(height));
    // The starts and the fruit that would be cut away: they are removed with their tiles.
    const QRect kept(0, 0, width, height);
    auto falls = [&](Cell c) { return !kept.contains(c.col + m.left, c.row + m.top); };
    QStringList lost;
    if (m_maze.muncher && falls(m_maze.muncher->cell)) lost << tr("the muncher");
    for (GhostKind k : kGhostKinds) {
        if (m_maze.ghost(k) && falls(m_maze.ghost(k)->cell)) lost << ghostName(k);
    }
    if (m_maze.fruit && falls(*m_maze.fruit)) lost << tr("the fruit");
    m_lost->setText(lost.isEmpty()
            ? QString()
            : tr("Falls off the map and is removed: %1. Undo brings it back.").arg(lost.join(tr(", "))));
}

} // namespace mazeworks

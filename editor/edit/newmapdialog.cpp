#include "newmapdialog.h"

#include "maze/mazefile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mazeworks {

NewMapDialog::NewMapDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Map"));
    setObjectName(QStringLiteral("NewMapDialog"));
    QSettings settings;
    auto side = [&](const QString& object, const QString& key, int fallback) {
        auto* box = new QSpinBox(this);
        box->setObjectName(object);
        box->setRange(1, kMaxMapSide);
        box->setSuffix(tr(" tiles"));
        box->setValue(settings.value(key, fallback).toInt());
        box->setAccelerated(true);
        connect(box, &QSpinBox::valueChanged, this, &NewMapDialog::updateSummary);
        return box;
    };
    // The classic maze's size: a designer's first map is often an arcade one.
    m_width = side(QStringLiteral("width"), QStringLiteral("newMap/width"), 27);
    m_height = side(QStringLiteral("height"), QStringLiteral("newMap/height"), 30);
    m_fill = new QComboBox(this);
    m_fill->setObjectName(QStringLiteral("fill"));
    m_fill->addItem(tr("An empty arena with a wall border"), static_cast<int>(NewMapFill::Arena));
    m_fill->addItem(tr("Walls everywhere (carve the corridors)"), static_cast<int>(NewMapFill::Walls));
    m_fill->addItem(tr("Floor everywhere"), static_cast<int>(NewMapFill::Floor));
    m_fill->addItem(tr("Dots everywhere"), static_cast<int>(NewMapFill::Dots));
    m_fill->setCurrentIndex(std::max(0, m_fill->findData(settings.value(QStringLiteral("newMap/fill"), 0).toInt())));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("optional"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);

    auto* size = new QHBoxLayout;
    size->addWidget(m_width, 1);
    size->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    size->addWidget(m_height, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Width \u00d7 height:"), size);
    static_cast<QLabel*>(form->labelForField(size))->setBuddy(m_width);
    // The label names the pair; a screen reader reads each box on its own (the height had none).
    m_width->setAccessibleName(tr("Width"));
    m_height->setAccessibleName(tr("Height"));
    form->addRow(tr("&Fill:"), m_fill);
    form->addRow(tr("&Name:"), m_name);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    updateSummary();
}

int NewMapDialog::mapWidth() const { return m_width->value(); }

int NewMapDialog::mapHeight() const { return m_height->value(); }

NewMapFill NewMapDialog::fill() const { return static_cast<NewMapFill>(m_fill->currentData().toInt()); }

QString NewMapDialog::mapName() const { return m_name->text().simplified(); }

void NewMapDialog::updateSummary()
{
    const qlonglong tiles = static_cast<qlonglong>(mapWidth()) * mapHeight();
    m_summary->setText(tr("%1 tiles. Then place the muncher, the ghosts and the fruit with the place tools; "
                          "the diagnostics say what is still missing.")
                           .arg(QLocale().toString(tiles)));
}

void NewMapDialog::accept()
{
    QSettings settings;
    settings.setValue(QStringLiteral("newMap/width"), mapWidth());
    settings.setValue(QStringLiteral("newMap/height"), mapHeight());
    settings.setValue(QStringLiteral("newMap/fill"), static_cast<int>(fill()));
    QDialog::accept();
}

} // namespace mazeworks

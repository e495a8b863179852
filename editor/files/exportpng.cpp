#include "exportpng.h"

#include "choices.h"
#include "filemessages.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace mazeworks {

bool ExportPng::write(const Maze& maze, const Options& options, const QString& path, QString* error)
{
    const QString name = QDir::toNativeSeparators(path);
    if (!maze.hasMap()) {
        if (error) *error = tr("%1 cannot be written: the rows of this level do not form a map yet.").arg(name);
        return false;
    }
    if (options.scale > maxScale(maze)) {
        if (error)
            *error = tr("%1 cannot be written: at %2 pixels a tile the image would be %3 x %4 pixels; "
                        "at most %5 pixels a tile fit in %6 pixels.")
                         .arg(name)
                         .arg(options.scale)
                         .arg(qint64(maze.width()) * options.scale)
                         .arg(qint64(maze.height()) * options.scale)
                         .arg(maxScale(maze))
                         .arg(kMaxSide);
        return false;
    }
    const QImage image = render(maze, options);
    if (image.isNull()) {
        if (error)
            *error = tr("%1 cannot be written: there is not enough memory for an image of %2 x %3 pixels.")
                         .arg(name)
                         .arg(maze.width() * options.scale)
                         .arg(maze.height() * options.scale);
        return false;
    }
    return writePngOrSay(path, image, error);
}

ExportPng::Options ExportPng::savedOptions()
{
    QSettings settings;
    Options options;
    options.scale = settings.value(QStringLiteral("exportImage/scale"), options.scale).toInt();
    options.grid = settings.value(QStringLiteral("exportImage/grid"), options.grid).toBool();
    options.places = settings.value(QStringLiteral("exportImage/places"), options.places).toBool();
    return options;
}

void ExportPng::saveOptions(const Options& options)
{
    QSettings settings;
    settings.setValue(QStringLiteral("exportImage/scale"), options.scale);
    settings.setValue(QStringLiteral("exportImage/grid"), options.grid);
    settings.setValue(QStringLiteral("exportImage/places"), options.places);
}

ExportPng::ExportPng(const Maze& maze, const QString& path, const Options& options, QWidget* parent)
    : QDialog(parent)
    , m_width(maze.width())
    , m_height(maze.height())
{
    setWindowTitle(tr("Export as Image"));
    setObjectName(QStringLiteral("exportImage"));
    m_path = new QLineEdit(QDir::toNativeSeparators(path), this);
    m_path->setMinimumWidth(360);
    auto* browse = new QPushButton(tr("&Browse..."), this);
    connect(browse, &QPushButton::clicked, this, &ExportPng::browse);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    m_scale = new QSpinBox(this);
    m_scale->setRange(1, maxScale(maze));
    m_scale->setValue(std::clamp(options.scale, 1, maxScale(maze)));
    m_scale->setSuffix(tr(" pixels"));
    m_scale->setObjectName(QStringLiteral("scale"));
    m_size = new QLabel(this);
    m_size->setObjectName(QStringLiteral("size"));
    m_grid = new QCheckBox(tr("Draw the tile &grid"), this);
    m_grid->setChecked(options.grid);
    m_places = new QCheckBox(tr("Draw the &muncher, the ghosts and the fruit"), this);
    m_places->setChecked(options.places);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_export = buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    m_export->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout(this);
    // A row of a layout gets no buddy by itself: without one the label showed its "&".
    auto* fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setObjectName(QStringLiteral("fileLabel"));
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);
    form->addRow(tr("&Tile size:"), m_scale);
    form->addRow(tr("Image size:"), m_size);
    form->addRow(m_grid);
    form->addRow(m_places);
    form->addRow(buttons);

    connect(m_scale, &QSpinBox::valueChanged, this, &ExportPng::updateSize);
    connect(m_path, &QLineEdit::textChanged, this,
        [this](const QString& text) { m_export->setEnabled(!text.trimmed().isEmpty()); });
    m_export->setEnabled(!path.isEmpty());
    updateSize();
}

ExportPng::Options ExportPng::options() const
{
    return { m_scale->value(), m_grid->isChecked(), m_places->isChecked() };
}

QString ExportPng::path() const
{
    QString path = QDir::fromNativeSeparators(m_path->text().trimmed());
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".png");
    return path;
}

QString ExportPng::sizeText() const { return m_size->text(); }

void ExportPng::updateSize()
{
    m_size->setText(tr("%1 x %2 pixels").arg(m_width * m_scale->value()).arg(m_height * m_scale->value()));
}

void ExportPng::browse()
{
    const QString chosen = Choices::of(this).savePath(this, tr("Export as Image"), path(), tr("PNG images (*.png)"));
    if (!chosen.isEmpty()) m_path->setText(QDir::toNativeSeparators(chosen));
}

} // namespace mazeworks

#pragma once

#include "maze/maze.h"
#include "picture/mappicture.h"

#include <QDialog>
#include <QImage>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace mazeworks {

// File > Export as Image: the whole level as a PNG at any number of pixels a tile, with or
// without the grid and the people and places, drawn by the same painter as the map view.
// The dialog follows Tiled's Export as Image: the file name and the options in one place.
class ExportPng : public QDialog {
    Q_OBJECT

public:
    // The picture is formats' mappicture; the dialog chooses its options and the file.
    using Options = mappicture::Options;
    static constexpr int kMaxSide = mappicture::kMaxSide;
    static int maxScale(const Maze& maze) { return mappicture::maxScale(maze); }
    static QImage render(const Maze& maze, const Options& options) { return mappicture::render(maze, options); }
    // Renders and writes atomically; false with the file and the reason in `error`.
    static bool write(const Maze& maze, const Options& options, const QString& path, QString* error);

    // `options` as the user left them last time.
    ExportPng(const Maze& maze, const QString& path, const Options& options, QWidget* parent = nullptr);

    Options options() const;
    QString path() const;
    // What the size label says, e.g. "648 x 720 pixels".
    QString sizeText() const;
    QSpinBox* scaleBox() const { return m_scale; }

    // The options kept in the settings.
    static Options savedOptions();
    static void saveOptions(const Options& options);

private:
    void updateSize();
    void browse();

    int m_width;
    int m_height;
    QLineEdit* m_path;
    QSpinBox* m_scale;
    QLabel* m_size;
    QCheckBox* m_grid;
    QCheckBox* m_places;
    QPushButton* m_export;
};

} // namespace mazeworks

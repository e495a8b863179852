#pragma once

#include "maze/maze.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace mazeworks {

// A Tiled map (.tmx, .tmj) opened in the editor, as File > Open, Import from Tiled, a file named
// on the command line and a file dropped on the window all open it: the map read with the
// tilesets and templates beside it; the tiles of a designer's tileset asked about once each
// (TileKindsDialog), remembered and, if the user wishes, written back into the tileset; and what
// had to be left out listed (ImportReport) before the level opens.
class TiledImport {
    Q_DECLARE_TR_FUNCTIONS(TiledImport)

public:
    explicit TiledImport(QWidget* parent);

    // The level of the map at `path`; nothing when it cannot be made, `error` saying why, or
    // when the user cancelled (`error` empty). `quiet`: no questions, no report; kinds remembered
    // for the tilesets count.
    std::optional<Maze> read(const QString& path, bool quiet, QString* error);

private:
    QWidget* m_parent;
};

} // namespace mazeworks

#pragma once

#include "maze/diagnostic.h"
#include "maze/mapdraft.h"
#include "maze/mazeedit.h"
#include "maze/mazefile.h"
#include "maze/weightedit.h"
#include "undonames.h"

#include <QObject>
#include <QRect>
#include <QString>
#include <QUndoStack>

#include <memory>

#include <vector>

namespace mazeworks {

class Validator;

// One level open in the editor: the maze, the text it was read from (so that saving keeps the
// user's comments and order), its diagnostics and its undo history. Every edit goes through
// an undo command that this class pushes; views only read.
class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    // A document read from bytes, as opening a file does; `path` may be empty (the classic maze).
    void loadText(const QByteArray& bytes, const QString& path);
    // Reads a file; false with a message when it cannot be read or is not UTF-8 text.
    bool load(const QString& path, QString* error);
    // Saves atomically (formats' writeFileAtomically): on failure, a full disk included, the old
    // file is untouched, the level stays modified and nothing is lost.
    bool save(const QString& path, QString* error);
    // The text the level would be saved as.
    QByteArray text() const;
    // Replaces the level by what `bytes` read as, as one undo step (the Source view's edits);
    // undo gives back exactly the level and the text there were. Nothing when the text is the same.
    void setText(const QByteArray& bytes, const QString& description = QString());

    const Maze& maze() const { return m_maze; }
    const MazeSource& source() const { return m_source; }
    // The problems of the level, positions as in text(). After an edit they are validated
    // again off the UI thread: until validated() they may describe the level before it.
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }
    bool validationPending() const;
    bool hasMap() const { return m_maze.hasMap(); }
    // The tiles the map view draws: the map, or, while the rows do not form one (a letter that
    // is no tile, a row too short), what they still show (draftMap), its bad tiles in
    // draftMarks(). Empty when there is nothing to draw. Edits of the tiles need hasMap().
    const TileMap<Tile>& shownTiles() const { return hasMap() ? m_maze.tiles : m_draft.tiles; }
    const std::vector<Cell>& draftMarks() const { return m_draft.marked; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path);
    // The file name; before there is a file, the name the level was given (setUntitledName:
    // "Classic", a dungeon's), or "Untitled".
    QString displayName() const;
    void setUntitledName(const QString& name) { m_untitledName = name; }
    bool isModified() const { return !m_undo.isClean(); }
    // The level exists nowhere but here (a new map, a generated dungeon, an import): it is
    // modified until it is saved, though nothing was edited, so that nothing closes it unasked.
    void markUnsaved() { m_undo.resetClean(); }
    bool isReadOnly() const { return m_readOnly; }
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    // A pathfinding grid (a Moving AI map), not a game's level: its diagnostics are only those
    // that mean something for a grid (its text and rows), none of the game's (no door, no muncher).
    bool isPathfindingGrid() const { return m_grid; }
    void setPathfindingGrid(bool grid);

    QUndoStack* undoStack() { return &m_undo; }

    // Pushes an edit as one undo step. Edits with the same non-zero `mergeId` that follow each
    // other merge into one step (a drag) until endGesture() closes the gesture.
    void edit(const MazeEdit& edit, const QString& description, int mergeId = 0);
    // Paints `tile` on `cells` (those off the map are left out) as one undo step named by what
    // and how many ("Paint 12 walls", "Erase 3 tiles"); paintings with the same non-zero merge
    // id merge while the gesture lasts, and the name counts the whole drag. Nothing is pushed
    // when no tile changes.
    void paint(const std::vector<Cell>& cells, Tile tile, Painting painting, int mergeId = 0);
    // Gives the places and the level's own lines (name, rules, releases) those of `after`, its
    // tiles not looked at, as one undo step named by what changed ("Move the red ghost",
    // "Change the rules"); nothing when nothing changes.
    void setPlaces(const Maze& after);
    // Ends the gesture: the next edit with the same merge id starts a new undo step.
    void endGesture();

    // Pushes a change of the weights as one undo step, merging as edit() does; its name says
    // the weight and how many tiles.
    void editWeights(const WeightEdit& edit, int mergeId = 0);

    // Used by the undo commands: applies or reverts without pushing anything.
    void applyEdit(const MazeEdit& edit, bool forward);
    void applyWeightEdit(const WeightEdit& edit, bool forward);

    // Asks for the diagnostics of the current state (validation, on a worker thread); they
    // arrive with validated(). Every edit asks; bursts of edits are validated once.
    void revalidate();
    // Waits for a pending validation (for code that needs the answer now, not the UI).
    void waitForValidation();
    // Used by the Source view's undo command: puts a whole level and its text in place.
    void replaceLevel(const Maze& maze, const MazeSource& source);

signals:
    // Tiles, or their weights, changed inside this rectangle (in tiles).
    void tilesChanged(const QRect& tiles);
    // The map changed size or was replaced: everything must be drawn again.
    void mapReset();
    void placesChanged();
    void diagnosticsChanged();
    // The diagnostics describe the level as it is now (after diagnosticsChanged, if they changed).
    void validated();
    void filePathChanged();
    void modifiedChanged(bool modified);

private:
    void updateDraft();

    Maze m_maze;
    MazeSource m_source;
    MapDraft m_draft; // while the rows do not form a map
    std::vector<Diagnostic> m_diagnostics;
    QString m_filePath;
    QString m_untitledName; // see displayName
    bool m_readOnly = false;
    bool m_grid = false;
    std::unique_ptr<Validator> m_validator;
    QUndoStack m_undo;
    int m_gesture = 0; // bumps when a gesture ends, so merging stops
};

} // namespace mazeworks

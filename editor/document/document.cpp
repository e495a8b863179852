#include "document.h"

#include "filemessages.h"
#include "validator.h"
#include "weightcommand.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoCommand>

#include <algorithm>
#include <iterator>

namespace mazeworks {

namespace {

// Tiles of an edit whose value it changes.
int changedTiles(const MazeEdit& edit)
{
    int count = 0;
    for (const MazeEdit::TileChange& change : edit.tiles()) count += change.before != change.after ? 1 : 0;
    return count;
}

// One undo step: a thin wrapper around a core edit.
class EditCommand : public QUndoCommand {
public:
    EditCommand(Document* document, MazeEdit edit, const QString& text, int mergeId, int gesture)
        : QUndoCommand(text)
        , m_document(document)
        , m_edit(std::move(edit))
        , m_mergeId(mergeId)
        , m_gesture(gesture)
    {
    }

    // A painting of tiles, named by what it painted and how many; the name grows with the drag.
    void namePainting(Painting painting, Tile tile)
    {
        m_painting = { painting, tile };
        setText(UndoNames::tiles(painting, tile, changedTiles(m_edit)));
    }

    // QUndoStack::push calls redo: pushing is applying.
    void redo() override { m_document->applyEdit(m_edit, true); }
    void undo() override { m_document->applyEdit(m_edit, false); }
    int id() const override { return m_mergeId == 0 ? -1 : m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const EditCommand*>(other);
        if (next->m_gesture != m_gesture) return false; // a new drag: a new step
        m_edit.merge(next->m_edit);
        if (m_painting) namePainting(m_painting->first, m_painting->second);
        return true;
    }

private:
    Document* m_document;
    MazeEdit m_edit;
    int m_mergeId;
    int m_gesture;
    std::optional<std::pair<Painting, Tile>> m_painting;
};

// The Source view's edit: the whole level and its text before and after. Whole copies, since
// a text edit may change anything, and undo must give back the very text there was.
class SourceCommand : public QUndoCommand {
public:
    SourceCommand(Document* document, ReadResult after, const QString& text)
        : QUndoCommand(text)
        , m_document(document)
        , m_mazeBefore(document->maze())
        , m_sourceBefore(document->source())
        , m_mazeAfter(std::move(after.maze))
        , m_sourceAfter(std::move(after.source))
    {
    }

    void redo() override { m_document->replaceLevel(m_mazeAfter, m_sourceAfter); }
    void undo() override { m_document->replaceLevel(m_mazeBefore, m_sourceBefore); }

private:
    Document* m_document;
    Maze m_mazeBefore;
    MazeSource m_sourceBefore;
    Maze m_mazeAfter;
    MazeSource m_sourceAfter;
};

// The diagnostics that mean something for a pathfinding grid: those of its text and rows.
// (Places, the door, reachability and rules are the game's.)
std::vector<Diagnostic> gridDiagnostics(std::vector<Diagnostic> all)
{
    static const std::string_view kGrid[] = { "encoding", "unknown-keyword", "arguments", "not-a-number", "row-spaces",
        "unknown-tile", "row-width", "too-large", "no-rows", "weight-count", "weight-width", "weight-digit" };
    std::erase_if(all,
        [](const Diagnostic& d) { return std::find(std::begin(kGrid), std::end(kGrid), d.code()) == std::end(kGrid); });
    return all;
}

} // namespace

Document::Document(QObject* parent)
    : QObject(parent)
    , m_validator(std::make_unique<Validator>(&m_maze, &m_source))
{
    connect(m_validator.get(), &Validator::finished, this, [this] {
        std::vector<Diagnostic> fresh = m_validator->takeDiagnostics();
        if (m_grid) fresh = gridDiagnostics(std::move(fresh));
        // A drag that changes nothing the validation sees leaves the lists and the marks alone.
        if (fresh != m_diagnostics) {
            m_diagnostics = std::move(fresh);
            emit diagnosticsChanged();
        }
        emit validated();
    });
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void Document::loadText(const QByteArray& bytes, const QString& path)
{
    ReadResult result = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    m_maze = std::move(result.maze);
    m_source = std::move(result.source);
    updateDraft();
    m_diagnostics = m_grid ? gridDiagnostics(std::move(result.diagnostics)) : std::move(result.diagnostics);
    m_validator->cancel(); // what was just read is validated already
    m_filePath = path;
    m_undo.clear();
    m_undo.setClean();
    emit mapReset();
    emit placesChanged();
    emit diagnosticsChanged();
    emit validated();
    emit filePathChanged();
}

bool Document::load(const QString& path, QString* error)
{
    QByteArray bytes;
    if (!readFileOrSay(path, &bytes, error)) return false;
    ReadResult probe = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    for (const Diagnostic& d : probe.diagnostics) {
        if (d.code() == "encoding") {
            if (error)
                *error = tr("%1 is not UTF-8 text (line %2, column %3).")
                             .arg(QDir::toNativeSeparators(path))
                             .arg(d.line)
                             .arg(d.column);
            return false;
        }
    }
    loadText(bytes, QFileInfo(path).absoluteFilePath());
    return true;
}

QByteArray Document::text() const
{
    const std::string bytes = writeMaze(m_maze, m_source);
    return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
}

bool Document::save(const QString& path, QString* error)
{
    const QByteArray bytes = text();
    if (!writeFileOrSay(path, bytes, error)) return false;
    // What is on disk is now the source: later saves keep its lines.
    ReadResult saved = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    m_source = std::move(saved.source);
    updateDraft();
    m_diagnostics = m_grid ? gridDiagnostics(std::move(saved.diagnostics)) : std::move(saved.diagnostics);
    m_validator->cancel();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_filePath) {
        m_filePath = absolute;
        emit filePathChanged();
    }
    m_undo.setClean();
    emit diagnosticsChanged();
    emit validated();
    return true;
}

void Document::setPathfindingGrid(bool grid)
{
    if (grid == m_grid) return;
    m_grid = grid;
    // The game's diagnostics come back (or go): the level is validated again.
    revalidate();
}

void Document::setFilePath(const QString& path)
{
    m_filePath = path;
    emit filePathChanged();
}

QString Document::displayName() const
{
    if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
    return m_untitledName.isEmpty() ? tr("Untitled") : m_untitledName;
}

void Document::edit(const MazeEdit& edit, const QString& description, int mergeId)
{
    if (m_readOnly || edit.empty()) return;
    m_undo.push(new EditCommand(this, edit, description, mergeId, m_gesture));
}

void Document::paint(const std::vector<Cell>& cells, Tile tile, Painting painting, int mergeId)
{
    if (m_readOnly || !hasMap()) return;
    MazeEdit edit;
    int changed = 0;
    const bool whole = mergeId == 0 && cells.size() > std::max<std::size_t>(65536, m_maze.tiles.size() / 8);
    if (whole) {
        // A fill of most of a large map: two copies of the level cost far less than a diff that
        // names every tile (a 4096 x 4096 fill would need gigabytes as a diff).
        Maze after = m_maze;
        for (const Cell& c : cells) {
            if (!after.tiles.contains(c)) continue;
            Tile& t = after.tiles[after.tiles.index(c)];
            changed += t != tile ? 1 : 0;
            t = tile;
        }
        edit.setMap(m_maze, after);
    } else {
        edit.setTiles(m_maze, cells, tile);
        changed = changedTiles(edit);
    }
    if (changed == 0) return;
    auto* command
        = new EditCommand(this, std::move(edit), UndoNames::tiles(painting, tile, changed), mergeId, m_gesture);
    // A diff counts its tiles again as the drag merges into it; whole maps never merge.
    if (!whole) command->namePainting(painting, tile);
    m_undo.push(command);
}

void Document::setPlaces(const Maze& after)
{
    if (m_readOnly) return;
    const Maze& now = m_maze;
    if (now.name == after.name && now.muncher == after.muncher && now.ghosts == after.ghosts
        && now.corners == after.corners && now.releases == after.releases && now.releaseDots == after.releaseDots
        && now.rules == after.rules && now.fruit == after.fruit && now.weights == after.weights) {
        return;
    }
    MazeEdit edit;
    edit.setPlaces(now, after);
    m_undo.push(new EditCommand(this, std::move(edit), UndoNames::places(now, after), 0, m_gesture));
}

void Document::endGesture() { ++m_gesture; }

void Document::editWeights(const WeightEdit& edit, int mergeId)
{
    if (m_readOnly || edit.empty()) return;
    m_undo.push(new WeightCommand(this, edit, mergeId, m_gesture));
}

void Document::applyWeightEdit(const WeightEdit& edit, bool forward)
{
    if (forward)
        edit.apply(m_maze);
    else
        edit.revert(m_maze);
    if (auto bounds = edit.bounds()) {
        emit tilesChanged(
            QRect(QPoint(bounds->first.col, bounds->first.row), QPoint(bounds->second.col, bounds->second.row)));
    }
    revalidate();
}

void Document::applyEdit(const MazeEdit& edit, bool forward)
{
    if (forward)
        edit.apply(m_maze);
    else
        edit.revert(m_maze);
    if (edit.changesMap()) {
        emit mapReset();
    } else if (auto bounds = edit.bounds()) {
        emit tilesChanged(
            QRect(QPoint(bounds->first.col, bounds->first.row), QPoint(bounds->second.col, bounds->second.row)));
    }
    if (edit.changesPlaces() || edit.changesMap()) emit placesChanged();
    revalidate();
}

Document::~Document()
{
    // Clearing the undo stack on the way out says "clean": a document going away is not one
    // whose state changed, and whoever listens may be half destroyed already.
    disconnect(&m_undo, nullptr, this, nullptr);
    m_undo.disconnect();
}

bool Document::validationPending() const { return m_validator->isPending(); }

void Document::revalidate() { m_validator->request(); }

void Document::waitForValidation()
{
    if (m_validator->isPending()) m_validator->waitForFinished();
}

void Document::setText(const QByteArray& bytes, const QString& description)
{
    if (m_readOnly || bytes == text()) return;
    ReadResult result = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    m_undo.push(new SourceCommand(this, std::move(result), description.isEmpty() ? tr("Edit Source") : description));
}

void Document::replaceLevel(const Maze& maze, const MazeSource& source)
{
    m_maze = maze;
    m_source = source;
    updateDraft();
    emit mapReset();
    emit placesChanged();
    revalidate();
}

void Document::updateDraft() { m_draft = hasMap() ? MapDraft() : draftMap(m_source); }

} // namespace mazeworks

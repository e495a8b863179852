#include "document.h"

#include "filemessages.h"
#include "validator.h"
#include "weightcommand.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoCommand>

namespace mazeworks {

namespace {

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

    // QUndoStack::push calls redo: pushing is applying.
    void redo() override { m_document->applyEdit(m_edit, true); }
    void undo() override { m_document->applyEdit(m_edit, false); }
    int id() const override { return m_mergeId == 0 ? -1 : m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const EditCommand*>(other);
        if (next->m_gesture != m_gesture) return false; // a new drag: a new step
        m_edit.merge(next->m_edit);
        return true;
    }

private:
    Document* m_document;
    MazeEdit m_edit;
    int m_mergeId;
    int m_gesture;
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

} // namespace

Document::Document(QObject* parent)
    : QObject(parent)
    , m_validator(std::make_unique<Validator>(&m_maze, &m_source))
{
    connect(m_validator.get(), &Validator::finished, this, [this] {
        std::vector<Diagnostic> fresh = m_validator->takeDiagnostics();
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
    m_diagnostics = std::move(result.diagnostics);
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
    m_diagnostics = std::move(saved.diagnostics);
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

void Document::setFilePath(const QString& path)
{
    m_filePath = path;
    emit filePathChanged();
}

QString Document::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

void Document::edit(const MazeEdit& edit, const QString& description, int mergeId)
{
    if (m_readOnly || edit.empty()) return;
    m_undo.push(new EditCommand(this, edit, description, mergeId, m_gesture));
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
    emit mapReset();
    emit placesChanged();
    revalidate();
}

} // namespace mazeworks

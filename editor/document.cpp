#include "document.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoCommand>

namespace mazeworks {

namespace {

// One undo step: a thin wrapper around a core edit.
class EditCommand : public QUndoCommand {
public:
    EditCommand(Document* document, MazeEdit edit, const QString& text, int mergeId, int gesture)
        : QUndoCommand(text), m_document(document), m_edit(std::move(edit)), m_mergeId(mergeId), m_gesture(gesture)
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

} // namespace

Document::Document(QObject* parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void Document::loadText(const QByteArray& bytes, const QString& path)
{
    ReadResult result = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    m_maze = std::move(result.maze);
    m_source = std::move(result.source);
    m_diagnostics = std::move(result.diagnostics);
    m_filePath = path;
    m_undo.clear();
    m_undo.setClean();
    emit mapReset();
    emit placesChanged();
    emit diagnosticsChanged();
    emit filePathChanged();
}

bool Document::load(const QString& path, QString* error)
{
    QFileInfo info(path);
    if (info.isDir()) {
        if (error) *error = tr("%1 is a folder, not a level.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    constexpr qint64 kLimit = 256ll << 20;
    if (file.size() > kLimit) {
        if (error) *error = tr("%1 is too large to be a level (%2 MiB; a level has at most 256 MiB).")
                                .arg(QDir::toNativeSeparators(path)).arg(file.size() >> 20);
        return false;
    }
    const QByteArray bytes = file.readAll();
    ReadResult probe = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    for (const Diagnostic& d : probe.diagnostics) {
        if (d.code() == "encoding") {
            if (error) *error = tr("%1 is not UTF-8 text (line %2, column %3).")
                                    .arg(QDir::toNativeSeparators(path)).arg(d.line).arg(d.column);
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) *error = tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        file.cancelWriting();
        return false;
    }
    // What is on disk is now the source: later saves keep its lines.
    ReadResult saved = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    m_source = std::move(saved.source);
    m_diagnostics = std::move(saved.diagnostics);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_filePath) {
        m_filePath = absolute;
        emit filePathChanged();
    }
    m_undo.setClean();
    emit diagnosticsChanged();
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

void Document::applyEdit(const MazeEdit& edit, bool forward)
{
    if (forward) edit.apply(m_maze);
    else edit.revert(m_maze);
    if (edit.changesMap()) {
        emit mapReset();
    } else if (auto bounds = edit.bounds()) {
        emit tilesChanged(QRect(QPoint(bounds->first.col, bounds->first.row),
                                QPoint(bounds->second.col, bounds->second.row)));
    }
    if (edit.changesPlaces() || edit.changesMap()) emit placesChanged();
    revalidate();
}

void Document::revalidate()
{
    m_diagnostics = validate(m_maze, m_source);
    emit diagnosticsChanged();
}

} // namespace mazeworks

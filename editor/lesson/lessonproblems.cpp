#include "lessonproblems.h"

#include "diagnostictext.h"
#include "messagetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace mazeworks::lessonproblems {

namespace {

QString translated(const LessonDiagnostic& d)
{
    const MessageText* text = findMessageText(lessonMessageCatalogue(), d.messageId);
    if (!text) return QString::fromStdString(d.message());
    return fillPlaceholders(QCoreApplication::translate("mazeworks::LessonDiagnostics", text->english), d.values);
}

// "and 3 more problems", for those a read counted without keeping them.
QString more(const QString& name, std::size_t count)
{
    const int n = static_cast<int>(count);
    return (n == 1 ? QCoreApplication::translate("mazeworks::LessonDock", "%1: and %Ln more problem", nullptr, n)
                   : QCoreApplication::translate("mazeworks::LessonDock", "%1: and %Ln more problems", nullptr, n))
        .arg(name);
}

QString code(std::string_view id) { return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())); }

} // namespace

QString line(const QString& path, const LessonDiagnostic& d)
{
    return QStringLiteral("%1:%2:%3: %4: %5 [%6]")
        .arg(QDir::toNativeSeparators(path))
        .arg(d.line)
        .arg(d.column)
        .arg(severityName(d.severity), translated(d), code(d.code()));
}

QStringList lines(const QString& path, const LessonReadResult& read)
{
    QStringList all;
    for (const LessonDiagnostic& d : read.diagnostics) all << line(path, d);
    if (read.omitted > 0) all << more(QDir::toNativeSeparators(path), read.omitted);
    // A level's or a replay's own problems, under its name beside the lesson.
    const QDir folder = QFileInfo(path).absoluteDir();
    for (const LessonFileProblems& file : read.files) {
        const QString name = QDir::toNativeSeparators(folder.filePath(QString::fromStdString(file.file)));
        for (const Diagnostic& d : file.level)
            all << QStringLiteral("%1:%2:%3: %4: %5 [%6]")
                       .arg(name)
                       .arg(d.line)
                       .arg(d.column)
                       .arg(severityName(d.severity), diagnosticMessage(d), code(d.code()));
        if (file.omitted > 0) all << more(name, file.omitted);
        for (const ReplayProblem& p : file.replay)
            all << QStringLiteral("%1:%2:%3: %4: %5 [%6]")
                       .arg(name)
                       .arg(p.line)
                       .arg(p.column)
                       .arg(severityName(Severity::Error), QString::fromStdString(p.message),
                           QString::fromStdString(p.code));
    }
    return all;
}

int count(const LessonReadResult& read)
{
    int n = static_cast<int>(read.diagnostics.size() + read.omitted);
    for (const LessonFileProblems& file : read.files)
        n += static_cast<int>(file.level.size() + file.omitted + file.replay.size());
    return n;
}

} // namespace mazeworks::lessonproblems

#pragma once

#include "lesson/lessonreader.h"

#include <QString>
#include <QStringList>

namespace mazeworks {

// A lesson's problems in the user's language, each as a compiler prints it:
// `FILE:LINE:COLUMN: error: MESSAGE [code]`. The messages are the reader's catalogue
// (lessonMessageCatalogue), translated in its context "mazeworks::LessonDiagnostics", as the
// level's are in theirs (diagnostictext.h).
namespace lessonproblems {

// One problem of the lesson at `path`.
QString line(const QString& path, const LessonDiagnostic& diagnostic);
// Every problem of a read, the lesson's own, those it did not keep counted, then those of the
// levels and replays it names under their own names (relative to the lesson's folder).
QStringList lines(const QString& path, const LessonReadResult& read);
// How many problems `lines` gives, for "The lesson has N problems".
int count(const LessonReadResult& read);

} // namespace lessonproblems

} // namespace mazeworks

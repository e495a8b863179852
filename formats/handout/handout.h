#pragma once

// A lesson as a printed handout: a PDF with a page per slide, or a page every few steps of each
// slide's algorithm, each with the slide's title and caption, the picture of its level at that
// step and, for a search, its pseudocode with the line it stopped on and its open list. Drawn
// with QtGui alone (QPdfWriter), so that the command line makes it without a display; it needs
// a QGuiApplication for the fonts, which the offscreen platform gives.

#include "lesson/lesson.h"

#include <QString>

#include <functional>
#include <string>

namespace mazeworks {

struct HandoutOptions {
    QString output; // the PDF to write, whole or not at all
    // The language of the titles and captions ("de"); empty: the lesson's own words.
    std::string language;
    // 0: a page per slide at its opening step; N: from its opening step, a page every N steps of
    // its algorithm until the algorithm ends (slides without one have a page).
    int steps = 0;
    // The most pages a slide gets with `steps`; a longer run stops there.
    int maxPagesPerSlide = 50;
    // Told when a slide stopped at maxPagesPerSlide before its algorithm ended (slides from 0).
    std::function<void(int slide)> capped;
    // Told before each slide is drawn (slides from 0) and once more with `slides` at the end;
    // returning false stops the handout there, no file written (a progress dialog's Cancel).
    std::function<bool(int slide, int slides)> progress;
};

// Writes the handout of `lesson`, its levels and replays read from `lessonFolder`. False, with
// the reason in English in `error`, when a slide's level cannot be made or the file cannot be
// written (then the file is left as it was). Stopped by `progress`, it is false too, with an
// empty `error`.
bool writeHandout(const Lesson& lesson, const QString& lessonFolder, const HandoutOptions& options, QString* error);

} // namespace mazeworks

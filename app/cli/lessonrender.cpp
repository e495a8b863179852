#include "lessonrender.h"

#include "cli.h"

#include "handout/handout.h"
#include "install/datapaths.h"

#include <QGuiApplication>
#include <QLocale>
#include <QTranslator>

#include <filesystem>
#include <iostream>

namespace mazeworks::cli {

int renderCommand(const std::vector<std::string>& words)
{
    const Args args(words, {}, { "-o", "--steps", "--lang" });
    if (args.positional().size() != 1) throw Failure("render needs one FILE.lesson");
    const std::optional<std::string> output = args.value("-o");
    if (!output || output->empty()) throw Failure("name the PDF to write: -o OUT.pdf");
    const std::string path = args.positional().front();
    HandoutOptions options;
    options.output = QString::fromStdString(*output);
    options.steps = static_cast<int>(args.integer("--steps", 0, 1, 100000));
    const std::string language = args.choice("--lang", "en", { "de", "en", "es", "fr" });
    options.language = language == "en" ? std::string() : language;

    // The lesson first, its levels and replays with it: a handout of a broken lesson is no handout.
    const LessonReadResult result = reading(path, [&] { return readLesson(readFile(path), filesBeside(path)); });
    if (!result.diagnostics.empty() || !result.files.empty()) printLesson(path, result);
    if (!result.ok()) {
        std::cout.flush();
        std::cerr << "mazeworks-cli lesson render: " << path << " has errors: no handout written\n";
        return InputErrors;
    }

    // Fonts need a QGuiApplication; the offscreen platform gives one without a display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "mazeworks-cli";
    static char* argv[] = { name, nullptr };
    QGuiApplication application(argc, argv);
    QTranslator translator;
    // Numbers as the language writes them, whatever the machine's locale.
    QLocale::setDefault(QLocale(QString::fromStdString(language)));
    if (!options.language.empty()) {
        const QString folder = translationsDirectory();
        if (translator.load(QStringLiteral("mazeworks_") + QString::fromStdString(options.language), folder))
            QCoreApplication::installTranslator(&translator);
        else // The lesson's own words still come in its language; say why the labels do not.
            std::cerr << "mazeworks-cli lesson render: warning: no translation mazeworks_" << options.language
                      << ".qm in " << (folder.isEmpty() ? std::string("(no data folder)") : folder.toStdString())
                      << ": the handout's own labels are in English\n";
    }
    options.capped = [&](int slide) {
        std::cerr << "mazeworks-cli lesson render: " << path << ": slide " << slide + 1 << " stopped after "
                  << options.maxPagesPerSlide << " pages before its end\n";
    };

    const QString folder = QString::fromStdString(std::filesystem::path(path).parent_path().string());
    QString error;
    if (!writeHandout(result.lesson, folder.isEmpty() ? QStringLiteral(".") : folder, options, &error))
        throw Failure(error.toStdString());
    return Success;
}

} // namespace mazeworks::cli

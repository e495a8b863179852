// mazeworks [FILE...]: the editor, on the classic maze when no file is named.

#include "editorapp.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

namespace {

// The options and arguments, their descriptions in the language of the translators installed.
void describe(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "A workshop for tile mazes and generated dungeons."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"), QCoreApplication::translate("main", "Levels to open."), QStringLiteral("[FILE...]"));
}

// Whether the command line only asks for text (help, the version) or is wrong: then no window
// is needed, and none may be asked for, as there may be no display at all.
bool answeredInText(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    describe(parser);
    return !parser.parse(arguments) || parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))
        || parser.isSet(QStringLiteral("version"));
}

} // namespace

int main(int argc, char** argv)
{
    if (answeredInText(argc, argv)) {
        QCoreApplication app(argc, argv);
        mazeworks::setUpApplication(app, QStringLiteral(MAZEWORKS_VERSION));
        QCommandLineParser parser;
        describe(parser);
        parser.process(app); // prints the help, the version or the mistake, and exits
        return 0;
    }

    QApplication app(argc, argv);
    mazeworks::setUpApplication(app, QStringLiteral(MAZEWORKS_VERSION));
    QCommandLineParser parser;
    describe(parser);
    parser.process(app);

    mazeworks::MainWindow* window = mazeworks::createMainWindow();
    // Shown first: opening a file may ask (a designer's tiles) or say why it cannot, and that
    // belongs over the window, not on an empty screen.
    window->show();
    const int opened = mazeworks::openFiles(window, parser.positionalArguments());
    if (opened == 0 && parser.positionalArguments().isEmpty()) window->openClassic();
    mazeworks::offerRecovery(window);
    const int status = app.exec();
    delete window;
    return status;
}

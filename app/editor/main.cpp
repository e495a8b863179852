// mazeworks [FILE...]: the editor, on the classic maze when no file is named.

#include "editorapp.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    mazeworks::setUpApplication(app, QStringLiteral(MAZEWORKS_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "A workshop for tile mazes and generated dungeons."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"), QApplication::translate("main", "Levels to open."), QStringLiteral("[FILE...]"));
    parser.process(app);

    mazeworks::MainWindow* window = mazeworks::createMainWindow();
    const int opened = mazeworks::openFiles(window, parser.positionalArguments());
    if (opened == 0 && parser.positionalArguments().isEmpty()) window->openClassic();
    window->show();
    mazeworks::offerRecovery(window);
    const int status = app.exec();
    delete window;
    return status;
}

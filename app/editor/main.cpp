// mazeworks [FILE...]: the editor, on the classic maze when no file is named.

#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Mazeworks"));
    QApplication::setApplicationName(QStringLiteral("Mazeworks"));
    QApplication::setApplicationVersion(QStringLiteral(MAZEWORKS_VERSION));

    // Our strings in the system's language, and Qt's own (dialog buttons).
    QTranslator qtStrings;
    if (qtStrings.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtStrings);
    }
    QTranslator ours;
    if (ours.load(QLocale(), QStringLiteral("mazeworks"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(&ours);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "A workshop for tile mazes and generated dungeons."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Levels to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);

    mazeworks::MainWindow window;
    int opened = 0;
    for (const QString& path : parser.positionalArguments()) opened += window.openFile(path) ? 1 : 0;
    if (opened == 0 && parser.positionalArguments().isEmpty()) window.openClassic();
    window.show();
    return app.exec();
}

#include "maze/textlines.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace mazeworks;

// The lines and words of .maze levels and replays, as both readers take them.
class TstTextLines : public QObject {
    Q_OBJECT

    static QStringList lines(std::string_view text)
    {
        QStringList all;
        TextLines reader(text);
        while (!reader.atEnd()) {
            const TextLine line = reader.next();
            const QString end = line.end == "\r\n" ? "CRLF" : line.end == "\n" ? "LF" : "none";
            all << QString("%1 %2 %3").arg(line.number).arg(QString::fromStdString(std::string(line.text))).arg(end);
        }
        return all;
    }

private slots:
    void linesEndInLfOrCrlfAndTheLastMayEndInNothing()
    {
        QCOMPARE(lines("a\nb c\r\nd"), QStringList({ "1 a LF", "2 b c CRLF", "3 d none" }));
        QCOMPARE(lines("a\n\n"), QStringList({ "1 a LF", "2  LF" }));
        QCOMPARE(lines(""), QStringList());
        // A carriage return alone is part of its line: only a line end takes one off.
        QCOMPARE(lines("a\r\r\nb\r"), QStringList({ "1 a\r CRLF", "2 b\r none" }));
    }

    void aByteOrderMarkIsNoPartOfTheFirstLine()
    {
        const std::string text = "\xEF\xBB\xBFname x\n";
        TextLines reader(text);
        QVERIFY(reader.byteOrderMark());
        QCOMPARE(reader.text(), std::string_view("name x\n"));
        QCOMPARE(reader.next().text, std::string_view("name x"));
        QVERIFY(!TextLines("name x").byteOrderMark());
    }

    void wordsStandAtTheirColumnsInCodePoints()
    {
        const std::vector<Word> words = splitWords("  ghost\tré d  ");
        QCOMPARE(words.size(), std::size_t(3));
        QCOMPARE(words[0].text, std::string_view("ghost"));
        QCOMPARE(words[0].column, 3);
        QCOMPARE(words[1].text, std::string_view("ré"));
        QCOMPARE(words[1].column, 9); // a tab is one column
        QCOMPARE(words[2].column, 12); // é is one column, two bytes
        QVERIFY(splitWords(" \t ").empty());
        QCOMPARE(codePoints("ré"), 2);
    }
};

QTEST_APPLESS_MAIN(TstTextLines)
#include "tst_textlines.moc"

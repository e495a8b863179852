#include "path/movingai.h"

#include <QtTest>

#include <string>

using namespace mazeworks;

class TstMovingAi : public QObject {
    Q_OBJECT

private slots:
    void aSmallMapReadsAsWritten()
    {
        const GridMapResult r = readMovingAiMap("type octile\r\nheight 2\nwidth 3\nmap\n.@G\nTS.");
        QVERIFY(!r.error);
        QCOMPARE(r.map.width, 3);
        QCOMPARE(r.map.height, 2);
        QCOMPARE(r.map.letters, std::string(".@GTS."));
        QCOMPARE(r.map.open, (std::vector<std::uint8_t> { 1, 0, 1, 0, 1, 1 }));
    }

    void aLineEndOfManyCarriageReturnsIsALineEnd()
    {
        // Found by fuzz_movingai: "..\r\r\n" was a row of three cells, the last a CR, that no
        // map written again could hold.
        const GridMapResult r = readMovingAiMap("type octile\r\r\nheight 2\r\r\nwidth 2\r\nmap\r\r\n.@\r\r\n..\r\r\n");
        QVERIFY(!r.error);
        QCOMPARE(r.map.letters, std::string(".@.."));
        const GridMapResult cut = readMovingAiMap("type octile\nheight 1\nwidth 3\nmap\n..\r\r\n");
        QVERIFY(cut.error);
        QCOMPARE(cut.error->message, std::string("the row has 2 cells, the map is 3 wide"));
    }

    void aHeaderThatPromisesMoreThanTheTextHoldsIsRefusedBeforeAnythingIsAllocated()
    {
        // 65536 x 65536 would be 8 GB of cells for a text of 40 bytes.
        const GridMapResult r = readMovingAiMap("type octile\nheight 65536\nwidth 65536\nmap\n");
        QVERIFY(r.error);
        QCOMPARE(r.error->line, 5);
        QCOMPARE(
            r.error->message, std::string("the header says 65536 x 65536, 4294967296 cells, and only 0 bytes follow"));
        QCOMPARE(r.map.open.capacity(), std::size_t(0));
    }

    void rowsThatStopShortAreCountedWithTheLineAfterThem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("a row missing") << "type octile\nheight 4\nwidth 2\nmap\n..\n..\n..\n"
                                       << 8 << "the map has 3 rows, its header says 4";
        QTest::newRow("a short row") << "type octile\nheight 2\nwidth 4\nmap\n....\n..\n...." << 6
                                     << "the row has 2 cells, the map is 4 wide";
        QTest::newRow("too few rows, long lines")
            << "type octile\nheight 3\nwidth 2\nmap\n..\n......." << 6 << "the row has 7 cells, the map is 2 wide";
        QTest::newRow("a size beyond the limit") << "type octile\nheight 65537\nwidth 2\nmap\n"
                                                 << 2 << "\"65537\" is not a height (1 to 65536)";
        QTest::newRow("a hex map") << "type hex\nheight 1\nwidth 1\nmap\n." << 1
                                   << "\"hex\" is not a map type this reads (octile)";
        QTest::newRow("no map line") << "type octile\nheight 1\nwidth 1\n" << 3 << "the header has no map line";
    }
    void rowsThatStopShortAreCountedWithTheLineAfterThem()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        const GridMapResult r = readMovingAiMap(text.toStdString());
        QVERIFY(r.error);
        QCOMPARE(r.error->line, line);
        QCOMPARE(QString::fromStdString(r.error->message), message);
    }

    void aScenarioLineForAnotherMapOrSizeOrWithABadLengthIsRefusedWithItsLine_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("message");
        QTest::newRow("another map") << "0\tother.map\t4\t3\t0\t0\t1\t1\t1.41421356"
                                     << "the query is for the map \"other.map\", not \"arena.map\"";
        QTest::newRow("another size") << "0\tarena.map\t5\t3\t0\t0\t1\t1\t1.41421356"
                                      << "the query is for a 5 x 3 map, this one is 4 x 3";
        QTest::newRow("nan") << "0\tarena.map\t4\t3\t0\t0\t1\t1\tnan"
                             << "\"nan\" is not an optimal length (a number from 0 up)";
        QTest::newRow("negative") << "0\tarena.map\t4\t3\t0\t0\t1\t1\t-2"
                                  << "\"-2\" is not an optimal length (a number from 0 up)";
    }
    void aScenarioLineForAnotherMapOrSizeOrWithABadLengthIsRefusedWithItsLine()
    {
        QFETCH(QString, query);
        QFETCH(QString, message);
        const std::string text
            = "version 1\n0\tmaps/arena.map\t4\t3\t0\t0\t3\t2\t3.82842712\n" + query.toStdString() + "\n";
        const ScenarioResult good
            = readScenarios(text.substr(0, text.find(query.toStdString())), 4, 3, "data/arena.map");
        QVERIFY(!good.error);
        QCOMPARE(good.scenarios.size(), std::size_t(1));
        const ScenarioResult r = readScenarios(text, 4, 3, "data/arena.map");
        QVERIFY(r.error);
        QCOMPARE(r.error->line, 3);
        QCOMPARE(QString::fromStdString(r.error->message), message);
    }
};

QTEST_APPLESS_MAIN(TstMovingAi)
#include "tst_movingai.moc"

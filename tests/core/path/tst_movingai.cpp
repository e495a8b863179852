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

    void aHeaderThatPromisesMoreThanTheTextHoldsIsRefusedBeforeAnythingIsAllocated()
    {
        // 65536 x 65536 would be 8 GB of cells for a text of 40 bytes.
        const GridMapResult r = readMovingAiMap("type octile\nheight 65536\nwidth 65536\nmap\n");
        QVERIFY(r.error);
        QCOMPARE(r.error->line, 5);
        QCOMPARE(r.error->message,
            std::string("the header says 65536 x 65536, 4294967296 cells, and only 0 bytes follow"));
        QCOMPARE(r.map.open.capacity(), std::size_t(0));
    }

    void rowsThatStopShortAreCountedWithTheLineAfterThem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("a row missing") << "type octile\nheight 4\nwidth 2\nmap\n..\n..\n..\n" << 8
                                       << "the map has 3 rows, its header says 4";
        QTest::newRow("a short row") << "type octile\nheight 2\nwidth 4\nmap\n....\n..\n...." << 6
                                     << "the row has 2 cells, the map is 4 wide";
        QTest::newRow("too few rows, long lines") << "type octile\nheight 3\nwidth 2\nmap\n..\n......." << 6
                                                  << "the row has 7 cells, the map is 2 wide";
        QTest::newRow("a size beyond the limit") << "type octile\nheight 65537\nwidth 2\nmap\n" << 2
                                                 << "\"65537\" is not a height (1 to 65536)";
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
};

QTEST_APPLESS_MAIN(TstMovingAi)
#include "tst_movingai.moc"

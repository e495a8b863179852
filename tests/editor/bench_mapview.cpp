#include "testmaps.h"

#include "document.h"
#include "mapview.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace mazeworks;

// How long the map view takes to paint one full view of a 4096 x 4096 map, at the zoom levels
// a designer uses (the target is under 8 ms once the view has drawn there before). A Qt Test
// benchmark: it prints figures, it asserts no time.
class BenchMapView : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> m_document;
    std::unique_ptr<MapView> m_view;

private slots:
    void initTestCase()
    {
        // A big maze-like level: walls every other row and column, with gaps.
        Maze maze;
        maze.tiles = TileMap<Tile>(4096, 4096, Tile::Dot);
        for (int row = 0; row < 4096; ++row) {
            for (int col = 0; col < 4096; ++col) {
                const bool wall = (row % 4 == 0 && col % 7 != 3) || (col % 6 == 0 && row % 5 != 2);
                if (wall) maze.tiles.set(col, row, Tile::Wall);
            }
        }
        m_document = std::make_unique<Document>();
        const std::string text = writeMaze(maze);
        m_document->loadText(QByteArray(text.data(), static_cast<qsizetype>(text.size())), QString());
        QVERIFY(m_document->hasMap());
        m_view = std::make_unique<MapView>();
        m_view->resize(1600, 1000);
        m_view->setDocument(m_document.get());
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanupTestCase()
    {
        m_view.reset();
        m_document.reset();
    }

    void paintOneFullView_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<bool>("grid");
        QTest::newRow("whole map, 0.25 px a tile") << 0.25 << false;
        QTest::newRow("2 px a tile") << 2.0 << false;
        QTest::newRow("4 px a tile") << 4.0 << false;
        QTest::newRow("12 px a tile") << 12.0 << false;
        QTest::newRow("12 px a tile, grid") << 12.0 << true;
        QTest::newRow("24 px a tile, grid") << 24.0 << true;
    }

    void paintOneFullView()
    {
        QFETCH(double, scale);
        QFETCH(bool, grid);
        const QSize size = m_view->viewport()->size();
        if (m_view->scale() != scale || m_view->showGrid() != grid) {
            m_view->setShowGrid(grid);
            m_view->setScale(scale);
            m_view->centreOn({ 2048, 2048 });
            // The first paint at a zoom level draws the chunks it needs; then they are cached.
            QElapsedTimer first;
            first.start();
            m_view->render(size);
            const qint64 once = first.elapsed();
            while (!m_view->complete()) QCoreApplication::processEvents(); // the chunks left for later
            qInfo("at %g px a tile: the first paint took %lld ms, all chunks of the view %lld ms", scale, once,
                first.elapsed());
        }
        QImage target(size, QImage::Format_RGB32);
        QBENCHMARK { target = m_view->render(size); }
    }
};

QTEST_MAIN(BenchMapView)
#include "bench_mapview.moc"

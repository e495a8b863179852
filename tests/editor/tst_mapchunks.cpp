#include "biglevel.h"

#include "document.h"
#include "mapview.h"
#include "maze/mazeedit.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QThread>
#include <QUndoStack>
#include <QWheelEvent>
#include <QtTest>

#include <memory>

using namespace mazeworks;

// The map view's chunks are made by workers, not by the UI thread while it paints: what a
// designer sees in the frames after a zoom, a pan or an edit, before and after the workers'
// pictures arrive. Once they have arrived, the view is, pixel for pixel, the map drawn whole in
// one go by the painter.
class TstMapChunks : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> m_document;
    std::unique_ptr<MapView> m_view;

    // A level of pillars with a house in the middle, 96 tiles a side: many chunks at every zoom.
    void open(double scale, Cell centre)
    {
        m_document = std::make_unique<Document>();
        m_document->loadText(test::bigLevelText(96), QString());
        QVERIFY(m_document->hasMap());
        m_view = std::make_unique<MapView>();
        m_view->resize(800, 600);
        m_view->setDocument(m_document.get());
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->setScale(scale);
        m_view->centreOn(centre);
        m_view->viewport()->repaint();
        QTRY_VERIFY(m_view->complete()); // the pictures of this zoom have arrived
    }

    // One frame of the view, as the screen gets it.
    QImage frame() const { return m_view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32); }

    // The view drawn now from the tiles, every chunk made on the spot: the exact picture.
    QImage exact() const { return m_view->render(m_view->viewport()->size()).convertToFormat(QImage::Format_RGB32); }

    // One notch of the wheel over the middle of the view: in (up) or out.
    void notch(bool in)
    {
        const QPointF at = QRectF(m_view->viewport()->rect()).center();
        QWheelEvent wheel(at, m_view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, in ? 120 : -120), Qt::NoButton,
            Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_view->viewport(), &wheel);
    }

    // The tiles whose middles are in view, away from the edges.
    QRect tilesInView() const
    {
        const QRect all = m_view->visibleTiles().adjusted(1, 1, -1, -1);
        return all.intersected(QRect(0, 0, m_document->maze().width(), m_document->maze().height()));
    }

    // What a frame shows at the middle of each tile: X a wall, . food or the door, and a blank
    // for the floor, the house, and a frame with nothing drawn.
    QStringList seen(const QImage& image, const QRect& tiles) const
    {
        QStringList rows;
        for (int row = tiles.top(); row <= tiles.bottom(); ++row) {
            QString line;
            for (int col = tiles.left(); col <= tiles.right(); ++col) {
                const QPointF middle = m_view->viewportPoint(QPointF(col + 0.5, row + 0.5)) * image.devicePixelRatio();
                const QColor c = image.pixelColor(middle.toPoint());
                line += c.blue() > c.red() + 0x20 ? 'X' : c.red() > c.blue() + 0x10 ? '.' : ' ';
            }
            rows << line;
        }
        return rows;
    }

    // The level's tiles in the same letters.
    QStringList level(const QRect& tiles) const
    {
        const TileMap<Tile>& map = m_document->maze().tiles;
        QStringList rows;
        for (int row = tiles.top(); row <= tiles.bottom(); ++row) {
            QString line;
            for (int col = tiles.left(); col <= tiles.right(); ++col) {
                switch (map.get(col, row)) {
                case Tile::Wall:
                    line += 'X';
                    break;
                case Tile::Dot:
                case Tile::Energizer:
                case Tile::Door:
                    line += '.';
                    break;
                default:
                    line += ' ';
                }
            }
            rows << line;
        }
        return rows;
    }

    // The people and places are drawn over the tiles: their tiles are left out of the comparison.
    static void hidePlaces(QStringList& a, QStringList& b, const Maze& maze, const QRect& tiles)
    {
        std::vector<Cell> places;
        if (maze.muncher) places.push_back(maze.muncher->cell);
        if (maze.fruit) places.push_back(*maze.fruit);
        for (GhostKind k : kGhostKinds) {
            if (maze.ghost(k)) places.push_back(maze.ghost(k)->cell);
        }
        for (const Cell& c : places) {
            if (!tiles.contains(c.col, c.row)) continue;
            a[c.row - tiles.top()][c.col - tiles.left()] = '?';
            b[c.row - tiles.top()][c.col - tiles.left()] = '?';
        }
    }

    // What the frame shows at the tiles in view and what the level has there, in the same letters.
    std::pair<QString, QString> lettersOf(const QImage& image) const
    {
        const QRect tiles = tilesInView();
        QStringList shown = seen(image, tiles);
        QStringList wanted = level(tiles);
        hidePlaces(shown, wanted, m_document->maze(), tiles);
        return { shown.join('\n'), wanted.join('\n') };
    }

    // Where a frame differs from the exact picture; empty when it does not.
    QString differenceFromExact(const QImage& image) const { return difference(image, exact()); }

    // The view as the painter draws the whole map in one go, with no chunks: the tiles and the
    // grid, then the people and places over them, the margin round the map as the view fills it.
    QImage wholePainter() const
    {
        const qreal ratio = m_view->devicePixelRatioF();
        QImage image(m_view->viewport()->size() * ratio, QImage::Format_RGB32);
        image.setDevicePixelRatio(ratio);
        image.fill(theme::background);
        const Maze& maze = m_document->maze();
        const QRect mapTiles(0, 0, maze.width(), maze.height());
        const double scale = m_view->scale();
        QPainter painter(&image);
        painter.translate(m_view->viewportPoint(QPointF(0, 0)));
        painter.save();
        painter.scale(scale, scale);
        mappainter::paintTiles(painter, maze.tiles, mapTiles);
        painter.restore();
        if (m_view->showGrid() && scale >= 12) {
            painter.setPen(QPen(theme::grid, 0));
            for (int col = 0; col <= maze.width(); ++col) {
                painter.drawLine(QPointF(col * scale, 0), QPointF(col * scale, maze.height() * scale));
            }
            for (int row = 0; row <= maze.height(); ++row) {
                painter.drawLine(QPointF(0, row * scale), QPointF(maze.width() * scale, row * scale));
            }
        }
        // No clip while the map is drawn (a clip takes Qt's antialiasing another way): the margin
        // is filled after.
        painter.resetTransform();
        const QRegion outside
            = QRegion(m_view->viewport()->rect()).subtracted(QRegion(m_view->viewportRect(mapTiles).toAlignedRect()));
        for (const QRect& band : outside) painter.fillRect(band, theme::background.darker(140));
        painter.translate(m_view->viewportPoint(QPointF(0, 0)));
        painter.scale(scale, scale);
        mappainter::paintPlaces(painter, maze, true);
        return image;
    }

    // Where two frames differ; empty when they do not.
    QString difference(const QImage& image, const QImage& wanted) const
    {
        if (image.size() != wanted.size()) return QStringLiteral("the frame's size differs");
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (image.pixel(x, y) == wanted.pixel(x, y)) continue;
                const Cell tile = m_view->cellAt(QPointF(x, y) / image.devicePixelRatio());
                return QStringLiteral("pixel %1, %2 (tile %3, %4) is %5, not %6")
                    .arg(x)
                    .arg(y)
                    .arg(tile.col)
                    .arg(tile.row)
                    .arg(QColor(image.pixel(x, y)).name(), QColor(wanted.pixel(x, y)).name());
            }
        }
        return {};
    }

    void paint(const QRect& tiles, Tile tile)
    {
        std::vector<Cell> cells;
        for (int row = tiles.top(); row <= tiles.bottom(); ++row) {
            for (int col = tiles.left(); col <= tiles.right(); ++col) cells.push_back({ col, row });
        }
        MazeEdit edit;
        edit.setTiles(m_document->maze(), cells, tile);
        m_document->edit(edit, QStringLiteral("Paint"));
    }

private slots:
    void cleanup()
    {
        m_view.reset();
        m_document.reset();
    }

    void afterAZoomTheFirstFrameShowsTheMazeAndOnceThePicturesArriveTheExactOne_data()
    {
        QTest::addColumn<double>("from");
        QTest::addColumn<int>("notches"); // up zooms in
        QTest::newRow("in, 24 to 32 px a tile") << 24.0 << 1;
        QTest::newRow("out, 24 to 16 px a tile") << 24.0 << -1;
        QTest::newRow("in, 8 to 24 px a tile") << 8.0 << 3;
        QTest::newRow("out, 128 to 12 px a tile, past the levels that stand in") << 128.0 << -6;
        QTest::newRow("in from the overview, 4 to 12 px a tile") << 4.0 << 3;
    }

    void afterAZoomTheFirstFrameShowsTheMazeAndOnceThePicturesArriveTheExactOne()
    {
        QFETCH(double, from);
        QFETCH(int, notches);
        open(from, { 30, 20 });
        for (int i = 0; i < std::abs(notches); ++i) notch(notches > 0);
        const QImage first = frame();
        // The new zoom's pictures are being made, not drawn in this frame; the maze shows all the same.
        QVERIFY(!m_view->complete());
        const auto [shown, wanted] = lettersOf(first);
        QCOMPARE(shown, wanted);
        QTRY_VERIFY(m_view->complete());
        const QImage settled = frame();
        QCOMPARE(differenceFromExact(settled), QString());
    }

    void aPanShowsTheMazeAtOnceWhereNoPictureIsMadeYet()
    {
        open(24, { 30, 20 });
        m_view->centreOn({ 70, 60 });
        const QImage first = frame();
        const auto [shown, wanted] = lettersOf(first);
        QCOMPARE(shown, wanted);
        QTRY_VERIFY(m_view->complete());
        QCOMPARE(differenceFromExact(frame()), QString());
    }

    void aGridTurnedOnShowsAtOnceAndExactlyOnceThePicturesArrive()
    {
        open(24, { 30, 20 });
        m_view->setShowGrid(false);
        QTRY_VERIFY(m_view->complete());
        m_view->setShowGrid(true);
        const auto [shown, wanted] = lettersOf(frame());
        QCOMPARE(shown, wanted);
        QTRY_VERIFY(m_view->complete());
        QCOMPARE(differenceFromExact(frame()), QString());
    }

    void anEditWhileAZoomsPicturesAreMadeShowsAtOnceAndNoLatePictureUndoesIt_data()
    {
        QTest::addColumn<QRect>("tiles");
        QTest::newRow("one tile") << QRect(29, 19, 1, 1);
        QTest::newRow("a block of 30 x 20") << QRect(15, 10, 30, 20);
    }

    void anEditWhileAZoomsPicturesAreMadeShowsAtOnceAndNoLatePictureUndoesIt()
    {
        QFETCH(QRect, tiles);
        open(24, { 30, 20 });
        notch(true);
        frame(); // the frame after the zoom orders the new pictures from the tiles as they are
        // Let the workers draw those pictures: they arrive after the edit.
        QThread::msleep(200);
        paint(tiles, Tile::Wall);
        const QImage edited = frame();
        const auto [shown, wanted] = lettersOf(edited);
        QCOMPARE(shown, wanted);
        QCOMPARE(seen(edited, tiles.intersected(tilesInView())).join("").count('X'),
            tiles.intersected(tilesInView()).width() * tiles.intersected(tilesInView()).height());
        QTRY_VERIFY(m_view->complete());
        QCOMPARE(differenceFromExact(frame()), QString());

        // Undone, while the next zoom's pictures are made.
        notch(true);
        frame();
        QThread::msleep(200);
        m_document->undoStack()->undo();
        const auto [undoneShown, undoneWanted] = lettersOf(frame());
        QCOMPARE(undoneShown, undoneWanted);
        QTRY_VERIFY(m_view->complete());
        QCOMPARE(differenceFromExact(frame()), QString());
    }

    void theChunksMadeByTheWorkersShowExactlyWhatThePainterDrawsOfTheWholeMap_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<bool>("grid");
        for (double scale : { 6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 48.0, 96.0, 128.0 }) {
            for (bool grid : { false, true }) {
                QTest::addRow("%g px a tile, grid %s", scale, grid ? "on" : "off") << scale << grid;
            }
        }
    }

    void theChunksMadeByTheWorkersShowExactlyWhatThePainterDrawsOfTheWholeMap()
    {
        QFETCH(double, scale);
        QFETCH(bool, grid);
        open(24, { 30, 20 });
        m_view->setShowGrid(grid);
        m_view->setScale(scale);
        // Over a corner of the map, where chunks are cut short, and in the middle of it.
        for (const Cell centre : { Cell { 90, 92 }, Cell { 47, 45 } }) {
            m_view->centreOn(centre);
            m_view->viewport()->repaint();
            QTRY_VERIFY(m_view->complete());
            QCOMPARE(difference(frame(), wholePainter()), QString());
        }
    }

    void anEditRepaintsOnlyTheChunksThatShowIt()
    {
        open(24, { 48, 48 });
        m_view->setScale(12);
        m_view->viewport()->repaint();
        QTRY_VERIFY(m_view->complete());
        // Too large to repaint within a frame: the chunk that shows it (at 12 px a tile, the tiles
        // 32 to 63 across and down, the edit and the ring round it that its walls reach) is made
        // again by the workers; until then something stands in for it, and for it only.
        const QRect block(33, 33, 30, 30);
        paint(block, Tile::Wall);
        const QImage edited = frame();
        QVERIFY(!m_view->complete());
        const QImage wanted = exact();
        const QRect touchedChunks(32, 32, 32, 32);
        int compared = 0;
        for (int y = 0; y < edited.height(); ++y) {
            for (int x = 0; x < edited.width(); ++x) {
                const Cell tile = m_view->cellAt(QPointF(x, y));
                if (touchedChunks.contains(tile.col, tile.row)) continue;
                ++compared;
                if (edited.pixel(x, y) != wanted.pixel(x, y)) {
                    QFAIL(qPrintable(QStringLiteral("pixel %1, %2 (tile %3, %4), away from the edit, changed")
                                         .arg(x)
                                         .arg(y)
                                         .arg(tile.col)
                                         .arg(tile.row)));
                }
            }
        }
        QVERIFY(compared > 10000);
        QTRY_VERIFY(m_view->complete());
        QCOMPARE(difference(frame(), wholePainter()), QString());
    }

    void aBrushStrokeRepaintsThePicturesShownExactly()
    {
        open(24, { 30, 20 });
        for (int col = 20; col < 40; ++col) paint(QRect(col, 21, 1, 1), Tile::Wall);
        // Repainted on the UI thread, in place: the frame is the exact picture at once.
        QCOMPARE(differenceFromExact(frame()), QString());
        QVERIFY(m_view->complete());
    }
};

QTEST_MAIN(TstMapChunks)
#include "tst_mapchunks.moc"

#include "testmaps.h"

#include "document.h"
#include "mapview.h"

#include <QElapsedTimer>
#include <QScrollBar>
#include <QThread>
#include <QtTest>

#include <time.h>

#include <algorithm>
#include <vector>

using namespace mazeworks;

// The frames of the map view on a 4096 x 4096 map, as a designer zooming and panning gets them:
// for every zoom level, the first frame after zooming in to it and the frames until every chunk
// is at full detail, a pan across the whole map (every frame far from the last, so every frame
// needs new chunks), a drag at a hand's pace (30 pixels a frame) and a settled frame; then the
// zoom back out, level by level.
//
// A frame is a paint and whatever the event loop does until the next is due (a frame every
// 16 ms, as on a 60 Hz screen). Its time is given twice: the UI thread's CPU time (what it
// spent, whoever else wants the cores) and the wall-clock time of its paint and event handling
// (which a loaded machine stretches). The aim is under 16 ms for every frame. A Qt Test
// benchmark: it prints figures, it asserts no time.
class BenchMapView : public QObject {
    Q_OBJECT

    static constexpr int kFrame = 16; // ms between frames
    static constexpr int kPanFrames = 60; // frames a pan across the map takes
    static constexpr int kDragStep = 30; // pixels a frame of a drag

    struct Time {
        double cpu = 0; // ms of the UI thread's CPU
        double wall = 0; // ms on the clock while the UI thread worked
    };

    std::unique_ptr<Document> m_document;
    std::unique_ptr<MapView> m_view;
    QStringList m_table;

    static double threadCpuMs()
    {
        timespec now {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
    }

    // Paints one frame, then runs the event loop until the next is due.
    Time frame()
    {
        QElapsedTimer clock;
        clock.start();
        const double cpu = threadCpuMs();
        QElapsedTimer busy;
        busy.start();
        m_view->viewport()->repaint();
        qint64 wall = busy.nsecsElapsed();
        while (clock.elapsed() < kFrame) {
            busy.restart();
            QCoreApplication::processEvents();
            wall += busy.nsecsElapsed();
            QThread::usleep(500);
        }
        return { threadCpuMs() - cpu, wall / 1e6 };
    }

    // Frames until the view is complete.
    struct Settling {
        Time first;
        Time worst;
        int frames = 0;
        qint64 ms = 0;
    };
    Settling settle()
    {
        Settling s;
        QElapsedTimer clock;
        clock.start();
        do {
            const Time t = frame();
            if (s.frames++ == 0) s.first = t;
            s.worst = { std::max(s.worst.cpu, t.cpu), std::max(s.worst.wall, t.wall) };
        } while (!m_view->complete() && clock.elapsed() < 30000);
        s.ms = clock.elapsed();
        return s;
    }

    static double percentile(std::vector<double> times, double p)
    {
        if (times.empty()) return 0;
        std::sort(times.begin(), times.end());
        const auto at = static_cast<std::size_t>(std::ceil(p * static_cast<double>(times.size()))) - 1;
        return times[std::min(at, times.size() - 1)];
    }

    static Time p99(const std::vector<Time>& times)
    {
        std::vector<double> cpu;
        std::vector<double> wall;
        for (const Time& t : times) {
            cpu.push_back(t.cpu);
            wall.push_back(t.wall);
        }
        return { percentile(cpu, 0.99), percentile(wall, 0.99) };
    }

    static QString both(const Time& t)
    {
        return QStringLiteral("%1 / %2").arg(t.cpu, 0, 'f', 1).arg(t.wall, 0, 'f', 1);
    }

    // A pan from the left edge of the map to the right, through its middle row.
    std::vector<Time> panAcross()
    {
        QScrollBar* across = m_view->horizontalScrollBar();
        std::vector<Time> times;
        if (across->maximum() == 0) return times; // the whole width is in view
        for (int i = 0; i <= kPanFrames; ++i) {
            across->setValue(across->maximum() * i / kPanFrames);
            times.push_back(frame());
        }
        return times;
    }

    // A drag to the right and down from the middle of the map, kDragStep pixels a frame.
    std::vector<Time> drag()
    {
        m_view->centreOn({ 2048, 2048 });
        settle();
        std::vector<Time> times;
        for (int i = 0; i < kPanFrames; ++i) {
            m_view->horizontalScrollBar()->setValue(m_view->horizontalScrollBar()->value() + kDragStep);
            m_view->verticalScrollBar()->setValue(m_view->verticalScrollBar()->value() + kDragStep / 2);
            times.push_back(frame());
        }
        return times;
    }

    // The median of several paints of a settled view, in CPU ms.
    double settledFrame()
    {
        m_view->centreOn({ 2048, 2048 });
        settle();
        std::vector<double> times;
        for (int i = 0; i < 15; ++i) {
            const double cpu = threadCpuMs();
            m_view->viewport()->repaint();
            times.push_back(threadCpuMs() - cpu);
        }
        return percentile(times, 0.5);
    }

    // Every chunk of the view drawn at once on this thread, in CPU ms: what the UI thread did
    // on the first frame at a new zoom before the workers, and their work for a view now.
    double allChunksOfTheView()
    {
        std::vector<double> times;
        for (int i = 0; i < 3; ++i) {
            const double cpu = threadCpuMs();
            m_view->render(m_view->viewport()->size());
            times.push_back(threadCpuMs() - cpu);
        }
        return percentile(times, 0.5);
    }

    void report(const QString& zoom, const Settling& s)
    {
        qInfo("%s: first frame %s ms, worst %s ms (CPU / wall), complete after %d frames (%lld ms)", qPrintable(zoom),
            qPrintable(both(s.first)), qPrintable(both(s.worst)), s.frames, s.ms);
    }

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
        m_view->setScale(MapView::kMinScale);
        m_view->centreOn({ 2048, 2048 });
        settle();
    }

    void cleanupTestCase()
    {
        qInfo("times in ms, the UI thread's CPU / the wall clock\n%s", qPrintable(m_table.join('\n')));
        m_view.reset();
        m_document.reset();
    }

    // Zooming in one level at a time, with the grid on as the editor starts.
    void zoomInAndPan_data()
    {
        QTest::addColumn<double>("scale");
        for (double s : { 0.25, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 48.0, 64.0, 96.0, 128.0 }) {
            QTest::newRow(qPrintable(QStringLiteral("%1 px a tile").arg(s))) << s;
        }
    }

    void zoomInAndPan()
    {
        QFETCH(double, scale);
        const double from = m_view->scale();
        m_view->centreOn({ 2048, 2048 });
        settle();
        const QString zoom = QStringLiteral("%1 -> %2 px a tile").arg(from).arg(scale);
        m_view->setScale(scale);
        const Settling in = settle();
        report(zoom, in);
        const std::vector<Time> pan = panAcross();
        if (!pan.empty()) {
            qInfo("  pan across the map, %d px a frame: 99th percentile %s ms",
                m_view->horizontalScrollBar()->maximum() / kPanFrames, qPrintable(both(p99(pan))));
        }
        const std::vector<Time> dragged = pan.empty() ? std::vector<Time>() : drag();
        if (!dragged.empty()) {
            qInfo("  drag, %d px a frame: 99th percentile %s ms", kDragStep, qPrintable(both(p99(dragged))));
        }
        qInfo("  pictures kept: %.0f MiB (the bound: %.0f MiB)", m_view->pictureBytes() / 1048576.0,
            m_view->pictureBytesBound() / 1048576.0);
        const double settled = settledFrame();
        const double all = allChunksOfTheView();
        qInfo("  settled frame: %.1f ms; all chunks of the view drawn at once: %.1f ms (CPU)", settled, all);
        auto p99Of
            = [](const std::vector<Time>& times) { return times.empty() ? QStringLiteral("-") : both(p99(times)); };
        m_table << QStringLiteral("| %1 | %2 | %3 | %4 (%5 ms) | %6 | %7 | %8 | %9 |")
                       .arg(zoom, both(in.first), both(in.worst))
                       .arg(in.frames)
                       .arg(in.ms)
                       .arg(p99Of(pan), p99Of(dragged))
                       .arg(settled, 0, 'f', 1)
                       .arg(all, 0, 'f', 1);
    }

    // Back out, one level at a time, from the middle of the map.
    void zoomOut()
    {
        m_view->centreOn({ 2048, 2048 });
        settle();
        while (m_view->scale() > MapView::kMinScale) {
            const double from = m_view->scale();
            m_view->zoomOut();
            const QString zoom = QStringLiteral("%1 -> %2 px a tile").arg(from).arg(m_view->scale());
            const Settling out = settle();
            report(zoom, out);
            m_table << QStringLiteral("| %1 | %2 | %3 | %4 (%5 ms) | | | | |")
                           .arg(zoom, both(out.first), both(out.worst))
                           .arg(out.frames)
                           .arg(out.ms);
        }
        m_table.prepend(QStringLiteral("| zoom | first frame | worst frame until complete | frames until complete | "
                                       "pan across, p99 | drag, p99 | settled frame (CPU) | all chunks of the view "
                                       "at once (CPU) |"));
        m_table.insert(1, QStringLiteral("|---|---|---|---|---|---|---|---|"));
    }
};

QTEST_MAIN(BenchMapView)
#include "bench_mapview.moc"

#pragma once

#include "dungeon/generator.h"

#include <QObject>
#include <QSize>
#include <QString>

#include <atomic>
#include <cstdint>
#include <thread>

namespace mazeworks {

// Writes a whole run of the generator as numbered PNG pictures (frame_000001.png, ...) into a
// new folder, on a thread of its own: one picture a step, each with its caption and figures
// under it, and pictures in between while rooms glide. Nothing in the folder chosen is
// overwritten: the frames go into a new folder inside it.
class FrameExporter : public QObject {
    Q_OBJECT

public:
    struct Options {
        QString folder; // where the new folder of frames is made
        QSize size { 1280, 800 }; // pixels of each picture
        int every = 1; // a picture every this many steps (the last step always)
        int glide = 0; // pictures in between two steps while rooms move
        bool caption = true; // the caption and the figures under the picture
    };

    FrameExporter(const DungeonParams& params, std::uint64_t seed, Options options, QObject* parent = nullptr);
    ~FrameExporter() override;

    // The folder the frames go into (made by start()).
    QString frameFolder() const { return m_frameFolder; }
    // Starts the export; false with error() when the folder cannot be made.
    bool start();
    void cancel() { m_cancel = true; }
    bool isRunning() const { return m_running; }
    QString error() const { return m_error; }
    int framesWritten() const { return m_written; }

    // A picture with a band under it (`band` pixels high, 0 to choose): the phase and the caption, then the
    // figures.
    static QImage withCaption(const QImage& picture, const Generator& generator, int band = 0);
    // The picture of one frame with its caption and figures, as the export writes it.
    static QImage framePicture(
        const Generator& generator, const std::vector<Room>& from, double progress, const QSize& size, bool caption);

signals:
    // Steps done of all the steps of the run (known after a first run to count them).
    void progress(int done, int total);
    // The export ended: written all, cancelled, or failed (error()).
    void finished(bool complete);

private:
    void run();

    DungeonParams m_params;
    std::uint64_t m_seed;
    Options m_options;
    QString m_frameFolder;
    QString m_error;
    std::thread m_thread;
    std::atomic<bool> m_cancel { false };
    std::atomic<bool> m_running { false };
    std::atomic<int> m_written { 0 };
};

} // namespace mazeworks

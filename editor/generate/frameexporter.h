#pragma once

#include "dungeon/generator.h"
#include "frameexport.h"

#include <QSize>
#include <QString>

#include <cstdint>

namespace mazeworks {

// Writes a whole run of the generator as numbered PNG pictures (frame_000001.png, ...) into a
// new folder, on a thread of its own (FrameExport): one picture a step, each with its caption
// and figures under it, and pictures in between while rooms glide. Nothing in the folder chosen
// is overwritten: the frames go into a new folder inside it.
class FrameExporter : public FrameExport {
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

    // Starts the export into a new folder inside the one of the options; false with error()
    // when the folder cannot be made.
    bool start();

    // A picture with a band under it (`band` pixels high, 0 to choose): the phase and the caption, then the
    // figures.
    static QImage withCaption(const QImage& picture, const Generator& generator, int band = 0);
    // The picture of one frame with its caption and figures, as the export writes it.
    static QImage framePicture(
        const Generator& generator, const std::vector<Room>& from, double progress, const QSize& size, bool caption);

protected:
    bool run(FrameFolder& folder, const std::atomic<bool>& cancel,
        const std::function<void(int done, int total)>& report) override;

private:
    DungeonParams m_params;
    std::uint64_t m_seed;
    Options m_options;
};

} // namespace mazeworks

#include "frameexporter.h"

#include "dungeonview.h"
#include "generatortext.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

// Rooms glide between steps only in the phases where they move.
bool moves(const Generator& g) { return g.phase() == Phase::Separating || g.phase() == Phase::Snapping; }

} // namespace

FrameExporter::FrameExporter(const DungeonParams& params, std::uint64_t seed, Options options, QObject* parent)
    : FrameExport(parent)
    , m_params(params)
    , m_seed(seed)
    , m_options(std::move(options))
{
    m_options.every = std::max(1, m_options.every);
    m_options.glide = std::clamp(m_options.glide, 0, 30);
    m_options.size = m_options.size.expandedTo(QSize(64, 64)).boundedTo(QSize(8192, 8192));
}

FrameExporter::~FrameExporter() { stop(); }

bool FrameExporter::start()
{
    return FrameExport::start(m_options.folder, QStringLiteral("dungeon-%1-frames").arg(m_seed));
}

QImage FrameExporter::withCaption(const QImage& picture, const Generator& generator, int band)
{
    const qreal ratio = picture.devicePixelRatio();
    const QSize size = picture.size() / ratio;
    if (band <= 0) band = std::max(48, size.height() / 9);
    QImage image(QSize(size.width(), size.height() + band) * ratio, QImage::Format_RGB32);
    image.setDevicePixelRatio(ratio);
    image.fill(QColor(0x14, 0x17, 0x26));
    QPainter painter(&image);
    painter.drawImage(QPointF(0, 0), picture);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    const int margin = band / 6;
    const QRect area(margin, size.height() + margin / 2, size.width() - 2 * margin, band - margin);
    QFont font = painter.font();
    font.setPixelSize(std::max(11, band / 4));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0xf4, 0xf6, 0xff));
    QString line = phaseName(shownPhase(generator));
    const QString said = generator.failed() && generator.problem() ? problemText(*generator.problem())
                                                                   : captionText(generator.caption());
    if (!said.isEmpty()) line += QStringLiteral(": ") + said;
    painter.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line);
    font.setBold(false);
    font.setPixelSize(std::max(10, band / 5));
    painter.setFont(font);
    painter.setPen(QColor(0xb8, 0xc0, 0xd8));
    painter.drawText(area, Qt::AlignLeft | Qt::AlignBottom, figuresSummary(generator));
    return image;
}

QImage FrameExporter::framePicture(
    const Generator& generator, const std::vector<Room>& from, double progress, const QSize& size, bool caption)
{
    DungeonFrame frame;
    // Not a copy: the picture is drawn before the generator takes its next step.
    frame.generator = std::shared_ptr<const Generator>(std::shared_ptr<const Generator>(), &generator);
    frame.from = from;
    frame.progress = progress;
    const int band = caption ? std::max(48, size.height() / 9) : 0;
    const QSize pictureSize(size.width(), std::max(16, size.height() - band));
    const QImage picture = DungeonView::picture(frame, pictureSize, std::max(1.0, size.height() / 800.0));
    return caption ? withCaption(picture, generator, size.height() - pictureSize.height()) : picture;
}

bool FrameExporter::run(
    FrameFolder& folder, const std::atomic<bool>& cancel, const std::function<void(int done, int total)>& report)
{
    // A first run counts the steps, so that the progress can say how far it is.
    Generator counter(m_params, m_seed);
    counter.finish();
    const int total = std::max(1, counter.counters().steps);
    report(0, total);
    Generator g(m_params, m_seed);
    auto write = [&](const std::vector<Room>& from, double progress) {
        return folder.write(framePicture(g, from, progress, m_options.size, m_options.caption));
    };
    bool ok = write({}, 1.0);
    while (ok && !cancel && !g.done()) {
        const std::vector<Room> before = g.rooms();
        const int tries = g.counters().tries;
        g.step();
        const int steps = g.counters().steps;
        const bool shown = steps % m_options.every == 0 || g.done();
        if (shown) {
            if (m_options.glide > 0 && moves(g) && tries == g.counters().tries) {
                for (int k = 1; k <= m_options.glide && ok && !cancel; ++k) {
                    ok = write(before, static_cast<double>(k) / (m_options.glide + 1));
                }
            }
            if (ok && !cancel) ok = write({}, 1.0);
        }
        if (steps % 16 == 0 || g.done()) report(std::min(steps, total), total);
    }
    return ok;
}

} // namespace mazeworks

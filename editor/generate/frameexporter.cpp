#include "frameexporter.h"

#include "dungeonview.h"
#include "filemessages.h"
#include "generatortext.h"

#include <QCoreApplication>
#include <QDir>
#include <QMetaObject>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

// Rooms glide between steps only in the phases where they move.
bool moves(const Generator& g) { return g.phase() == Phase::Separating || g.phase() == Phase::Snapping; }

} // namespace

FrameExporter::FrameExporter(const DungeonParams& params, std::uint64_t seed, Options options, QObject* parent)
    : QObject(parent)
    , m_params(params)
    , m_seed(seed)
    , m_options(std::move(options))
{
    m_options.every = std::max(1, m_options.every);
    m_options.glide = std::clamp(m_options.glide, 0, 30);
    m_options.size = m_options.size.expandedTo(QSize(64, 64)).boundedTo(QSize(8192, 8192));
}

FrameExporter::~FrameExporter()
{
    m_cancel = true;
    if (m_thread.joinable()) m_thread.join();
}

bool FrameExporter::start()
{
    const QDir base(m_options.folder);
    if (m_options.folder.isEmpty() || !base.exists()) {
        m_error = tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(m_options.folder));
        return false;
    }
    // A folder of its own, never one that is there already.
    const QString stem = QStringLiteral("dungeon-%1-frames").arg(m_seed);
    QString name = stem;
    for (int n = 2; base.exists(name); ++n) name = QStringLiteral("%1-%2").arg(stem).arg(n);
    if (!base.mkdir(name)) {
        m_error = tr("Cannot make the folder %1: is the folder writable?")
                      .arg(QDir::toNativeSeparators(base.filePath(name)));
        return false;
    }
    m_frameFolder = base.filePath(name);
    m_running = true;
    m_thread = std::thread([this] { run(); });
    return true;
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
    QString line = phaseName(generator.phase());
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

void FrameExporter::run()
{
    auto report = [this](int done, int total) {
        QMetaObject::invokeMethod(
            this, [this, done, total] { emit progress(done, total); }, Qt::QueuedConnection);
    };
    bool complete = false;
    // A first run counts the steps, so that the progress can say how far it is.
    Generator counter(m_params, m_seed);
    counter.finish();
    const int total = std::max(1, counter.counters().steps);
    report(0, total);
    Generator g(m_params, m_seed);
    int written = 0;
    auto write = [&](const std::vector<Room>& from, double progress) {
        const QImage image = framePicture(g, from, progress, m_options.size, m_options.caption);
        const QString path
            = QDir(m_frameFolder).filePath(QStringLiteral("frame_%1.png").arg(written + 1, 6, 10, QLatin1Char('0')));
        if (!writePngOrSay(path, image, &m_error)) return false;
        m_written = ++written;
        return true;
    };
    bool ok = write({}, 1.0);
    while (ok && !m_cancel && !g.done()) {
        const std::vector<Room> before = g.rooms();
        const int tries = g.counters().tries;
        g.step();
        const int steps = g.counters().steps;
        const bool shown = steps % m_options.every == 0 || g.done();
        if (shown) {
            if (m_options.glide > 0 && moves(g) && tries == g.counters().tries) {
                for (int k = 1; k <= m_options.glide && ok && !m_cancel; ++k) {
                    ok = write(before, static_cast<double>(k) / (m_options.glide + 1));
                }
            }
            if (ok && !m_cancel) ok = write({}, 1.0);
        }
        if (steps % 16 == 0 || g.done()) report(std::min(steps, total), total);
    }
    complete = ok && !m_cancel;
    m_running = false;
    QMetaObject::invokeMethod(
        this, [this, complete] { emit finished(complete); }, Qt::QueuedConnection);
}

} // namespace mazeworks

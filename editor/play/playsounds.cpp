#include "playsounds.h"

#include "soundsynth.h"

#include "file/filebytes.h"

#include <QAudioDevice>
#include <QDir>
#include <QMediaDevices>
#include <QSettings>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

namespace mazeworks {

namespace {

const QString kMutedKey = QStringLiteral("play/muted");

// Looking for an audio device on a machine without a sound server makes Qt's PulseAudio backend
// complain on the console; that is the answer we are looking for, not an error.
QtMessageHandler g_previousHandler = nullptr;
void quietAboutTheSoundServer(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("PulseAudioService"))) return;
    if (g_previousHandler) g_previousHandler(type, context, message);
}

bool hasAudioOutput()
{
    g_previousHandler = qInstallMessageHandler(quietAboutTheSoundServer);
    const bool found = !QMediaDevices::defaultAudioOutput().isNull();
    qInstallMessageHandler(g_previousHandler);
    g_previousHandler = nullptr;
    return found;
}

struct Recipe {
    PlaySounds::Sound sound;
    const char* file;
    std::vector<float> (*make)();
};

std::vector<float> munchHigh() { return soundsynth::munch(true); }
std::vector<float> munchLow() { return soundsynth::munch(false); }

const Recipe kRecipes[] = {
    { PlaySounds::Sound::MunchHigh, "munch-high", munchHigh },
    { PlaySounds::Sound::MunchLow, "munch-low", munchLow },
    { PlaySounds::Sound::Energizer, "energizer", soundsynth::energizer },
    { PlaySounds::Sound::GhostEaten, "ghost-eaten", soundsynth::ghostEaten },
    { PlaySounds::Sound::Fruit, "fruit", soundsynth::fruit },
    { PlaySounds::Sound::Caught, "caught", soundsynth::caught },
    { PlaySounds::Sound::ExtraLife, "extra-life", soundsynth::extraLife },
    { PlaySounds::Sound::LevelCleared, "level-cleared", soundsynth::levelCleared },
    { PlaySounds::Sound::Start, "start", soundsynth::start },
    { PlaySounds::Sound::GameOver, "game-over", soundsynth::gameOver },
    { PlaySounds::Sound::BlueLoop, "blue", soundsynth::blueLoop },
};

// Writes the file only when it is not there already with these very bytes.
bool writeIfChanged(const QString& path, const QByteArray& bytes)
{
    const FileContents<QByteArray> existing = readFile(path);
    if (existing.ok() && existing.bytes == bytes) return true;
    return !writeFileAtomically(path, bytes);
}

} // namespace

PlaySounds::PlaySounds(QObject* parent)
    : QObject(parent)
{
    m_muted = QSettings().value(kMutedKey, false).toBool();
    prepare();
}

PlaySounds::~PlaySounds() = default;

void PlaySounds::prepare()
{
    // The sounds are made even when nobody will hear them: it takes a few milliseconds, and
    // their files are the same on every machine.
    QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (!folder.isEmpty()) folder += QStringLiteral("/sounds");
    if (folder.isEmpty() || !QDir().mkpath(folder)) {
        m_temporary = std::make_unique<QTemporaryDir>();
        folder = m_temporary->isValid() ? m_temporary->path() : QString();
    }
    std::array<QString, kSounds> paths;
    bool written = !folder.isEmpty();
    for (const Recipe& r : kRecipes) {
        if (!written) break;
        const QString path = folder + QLatin1Char('/') + QLatin1String(r.file) + QStringLiteral(".wav");
        written = writeIfChanged(path, soundsynth::wav(r.make()));
        paths[static_cast<std::size_t>(r.sound)] = path;
    }
    m_folder = written ? folder : QString();
    // No device, no players: nothing is opened that would only complain.
    m_available = written && hasAudioOutput();
    if (!m_available) return;
    for (std::size_t i = 0; i < kSounds; ++i) {
        auto* effect = new QSoundEffect(this);
        effect->setSource(QUrl::fromLocalFile(paths[i]));
        effect->setVolume(0.6f);
        effect->setMuted(m_muted);
        m_effects[i] = effect;
    }
    m_effects[static_cast<std::size_t>(Sound::BlueLoop)]->setLoopCount(QSoundEffect::Infinite);
}

void PlaySounds::setMuted(bool muted)
{
    if (muted == m_muted) return;
    m_muted = muted;
    QSettings().setValue(kMutedKey, muted);
    for (QSoundEffect* effect : m_effects) {
        if (effect) effect->setMuted(muted);
    }
    emit mutedChanged(muted);
}

void PlaySounds::play(Sound sound)
{
    const auto i = static_cast<std::size_t>(sound);
    ++m_requests[i];
    if (QSoundEffect* effect = m_effects[i]; effect && !m_muted && effect->status() != QSoundEffect::Error)
        effect->play();
}

void PlaySounds::setBlue(bool on)
{
    if (on == m_blue) return;
    m_blue = on;
    QSoundEffect* loop = m_effects[static_cast<std::size_t>(Sound::BlueLoop)];
    if (on) {
        play(Sound::BlueLoop);
    } else if (loop) {
        loop->stop();
    }
}

void PlaySounds::stopAll()
{
    setBlue(false);
    for (QSoundEffect* effect : m_effects) {
        if (effect) effect->stop();
    }
}

void PlaySounds::react(const std::vector<Event>& events)
{
    for (const Event& e : events) {
        switch (e.kind) {
        case Event::Kind::Ready:
            setBlue(false);
            if (e.newGame) play(Sound::Start);
            break;
        case Event::Kind::DotEaten:
            play(m_munchHigh ? Sound::MunchHigh : Sound::MunchLow);
            m_munchHigh = !m_munchHigh;
            break;
        case Event::Kind::EnergizerEaten:
            play(Sound::Energizer);
            setBlue(true);
            break;
        case Event::Kind::FrightOver:
            setBlue(false);
            break;
        case Event::Kind::GhostEaten:
            play(Sound::GhostEaten);
            break;
        case Event::Kind::FruitEaten:
            play(Sound::Fruit);
            break;
        case Event::Kind::Caught:
            setBlue(false);
            play(Sound::Caught);
            break;
        case Event::Kind::LevelCleared:
            setBlue(false);
            play(Sound::LevelCleared);
            break;
        case Event::Kind::ExtraLife:
            play(Sound::ExtraLife);
            break;
        case Event::Kind::GameOver:
            setBlue(false);
            play(Sound::GameOver);
            break;
        default:
            break;
        }
    }
}

} // namespace mazeworks

#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

namespace mazeworks {

class OverlayModel;

// Plays a search: once a frame it settles the cells due since the last frame, from one a
// second to a million (many per frame: as fast as the screen draws). The clock can be
// replaced and tick() called directly, so tests step it without waiting for real time.
class OverlayPlayer : public QObject {
    Q_OBJECT

public:
    // What it plays: whether it is part way, how it begins again, how it takes steps (and how
    // many it took).
    struct Target {
        std::function<bool()> isStepping;
        std::function<void()> restart;
        std::function<int(int steps)> advance;
    };

    // Plays the overlays' search; it stops at the end, or when another search is chosen.
    explicit OverlayPlayer(OverlayModel* model, QObject* parent = nullptr);
    OverlayPlayer(Target target, QObject* parent = nullptr);

    static constexpr double kSlowest = 1.0;
    static constexpr double kFastest = 1.0e6;
    // A speed slider runs over six powers of ten, twenty notches each: 1 to 1,000,000 a second.
    static constexpr int kNotches = 120;
    static double rateAt(int notch);

    bool isPlaying() const { return m_playing; }
    double stepsPerSecond() const { return m_rate; }
    void setStepsPerSecond(double rate);

    // Milliseconds from any fixed moment; a QElapsedTimer unless a test gives its own.
    void setClock(std::function<qint64()> clock);

public slots:
    // Plays on from where the search is, or from the beginning when it is over.
    void play();
    void pause();
    void toggle();
    // One frame: settles the cells due since the last frame.
    void tick();

signals:
    void playingChanged(bool playing);

private:
    Target m_target;
    QTimer m_frames;
    std::function<qint64()> m_clock;
    double m_rate = 10.0;
    double m_due = 0.0; // cells owed to the next frame, a fraction below one
    qint64 m_last = 0;
    bool m_playing = false;
};

} // namespace mazeworks

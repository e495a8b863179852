#pragma once

#include <QElapsedTimer>
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
    explicit OverlayPlayer(OverlayModel* model, QObject* parent = nullptr);

    static constexpr double kSlowest = 1.0;
    static constexpr double kFastest = 1.0e6;

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
    OverlayModel* m_model;
    QTimer m_frames;
    QElapsedTimer m_elapsed;
    std::function<qint64()> m_clock;
    double m_rate = 10.0;
    double m_due = 0.0; // cells owed to the next frame, a fraction below one
    qint64 m_last = 0;
    bool m_playing = false;
};

} // namespace mazeworks

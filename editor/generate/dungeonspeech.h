#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

namespace mazeworks {

class GenerateDock;

// The generator's picture for a screen reader (issue 34): the dungeon view's description says
// what the picture shows, its phase, rooms and step and what the step did ("Separating: 12
// rooms, step 132. 3 rooms moved apart."), changed as the generator goes on; while it runs, at
// most a few times a second, so that the reader is not flooded with steps.
class DungeonSpeech : public QObject {
    Q_OBJECT

public:
    explicit DungeonSpeech(GenerateDock* dock);

    // What the picture shows now, in words.
    QString sceneText() const;

    // Milliseconds between two changes of the description while the generator runs.
    static constexpr int kRunningInterval = 500;

private:
    void shownChanged();
    void describe();

    GenerateDock* m_dock;
    QTimer m_later;
};

} // namespace mazeworks

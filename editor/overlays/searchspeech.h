#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace mazeworks {

class OverlayDock;

// What a screen reader hears of the Overlays panel's search (issue 34): each Single Step (F10)
// says the tile it settled and its distance ("Settled row 5, column 12, distance 7"); a search
// that ends, played, finished or stepped to its end, says what it found ("Found a way of 34
// steps", "No way"). A played search says nothing of its tiles on the way: at a hundred a second
// they would drown the reader.
class SearchSpeech : public QObject {
    Q_OBJECT

public:
    // `say` is where the words go: the window's announcer.
    SearchSpeech(OverlayDock* dock, std::function<void(const QString&)> say);

    // The words for the tile the last step settled; empty when no search is stepping.
    QString settledText() const;
    // The words for the end of the search shown: the way found, or none.
    QString resultText() const;

private:
    void stepped();
    void finished();

    OverlayDock* m_dock;
    std::function<void(const QString&)> m_say;
    // The end was reached and is still to be said: a step that ends the search says it with its
    // tile, in one announcement, rather than in two that cut each other off.
    bool m_resultDue = false;
};

} // namespace mazeworks

#pragma once

#include "panel.h"

#include <QHash>
#include <QPointer>
#include <QTimer>

namespace mazeworks {

class Document;
class MainWindow;
class MapView;
class SourceView;

// The Source panel: the current level as the text it will be saved as, with its diagnostics
// underlined. Typing changes the level after a short pause, as one undo step ("Edit Source");
// edits of the map show in the text at once, the cursor and the scroll left where they were.
class SourceDock : public Panel {
    Q_OBJECT

public:
    explicit SourceDock(MainWindow* window);
    ~SourceDock() override;

    SourceView* view() const { return m_view; }
    // Opens the panel at a place of the text (line, and column in code points, from 1);
    // `focus` also gives it the keyboard.
    void showPosition(int line, int column, bool focus);
    // The text typed since the last pause goes to the level now.
    void commit();
    // Text typed that the level does not hold yet.
    bool hasPendingEdit() const { return m_typed; }

    // How long typing must pause before the level follows the text.
    static constexpr int kPauseMilliseconds = 600;
    // How soon the text follows an edit of the map, at least.
    static constexpr int kFollowMilliseconds = 40;
    // The lines the panel shows when it opens, where the window has the room.
    static constexpr int kReadableLines = 22;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setDocument(Document* document);
    void levelChanged();
    void refresh();
    QString displayText(const QByteArray& bytes) const;
    QByteArray levelBytes(const QString& text) const;

    SourceView* m_view;
    QPointer<Document> m_document;
    QTimer m_pause; // typing, then the level follows
    QTimer m_follow; // the level changed, then the text follows
    bool m_stale = true;
    bool m_typed = false;
    // Where each level's text was left: the cursor position and the scroll.
    QHash<const Document*, std::pair<int, int>> m_places;
};

} // namespace mazeworks

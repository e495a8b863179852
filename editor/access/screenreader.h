#pragma once

#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QString>

namespace mazeworks {

class Announcer;
class Document;
class MainWindow;
class MapView;

// What a screen reader hears of the window (issue 34): every map is a table of its tiles
// (AccessibleMap), the cursor's cell is focused for the screen reader as the cursor moves, and the
// announcer in the status bar says each stroke made in the current level and each change in its
// problems ("2 problems: ...", "No problems").
class ScreenReader : public QObject {
    Q_OBJECT

public:
    explicit ScreenReader(MainWindow* window);
    ~ScreenReader() override;

    Announcer* announcer() const { return m_announcer; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void watch(MapView* view);
    void follow(Document* document);
    void undoStepped(int index);
    void validated();
    // The announcement of the problems as they are now: the count and the first message.
    QString problemsText() const;

    Announcer* m_announcer;
    QPointer<Document> m_document;
    QList<QMetaObject::Connection> m_connections;
    int m_undoIndex = 0;
    QString m_problems; // what the problems were last said to be
};

} // namespace mazeworks

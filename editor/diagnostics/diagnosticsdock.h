#pragma once

#include "panel.h"

#include <QPointer>

class QAction;
class QLabel;
class QListWidget;
class QModelIndex;
class QStackedWidget;
class QTreeView;

namespace mazeworks {

class Document;
class MainWindow;
class MapView;
struct Diagnostic;

// The Diagnostics panel: every error and warning of the current level as "line:column", an
// icon and the translated message, like a compiler's issues list. A click (or Enter, or a
// double click) shows the problem: its tile selected and centred on the map, or, for a line
// without a tile, the line in the Source view. F8 and Shift+F8 step through the problems, as
// in Qt Creator. It also puts the marks of the diagnostics on every map. Above the level's, a
// section shows the problems of another file the window has open (a lesson), as a compiler
// prints them; they name no tile of the level, so a click on one goes nowhere.
class DiagnosticsDock : public Panel {
    Q_OBJECT

public:
    explicit DiagnosticsDock(MainWindow* window);
    ~DiagnosticsDock() override;

    QTreeView* list() const { return m_list; }
    // The row shown as chosen, or -1.
    int currentRow() const;
    // Shows the diagnostic of a row: selects it, centres its tile or shows its line.
    void showDiagnostic(int row);
    void showNext();
    void showPrevious();
    // The section of another file's problems (MainWindow::showFileProblems): its heading, and
    // one row a problem; hidden while there are none.
    QLabel* fileHeading() const { return m_fileHeading; }
    QListWidget* fileProblems() const { return m_fileProblems; }
    void showFileProblems(const QString& file, const QStringList& problems);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setDocument(Document* document, MapView* view);
    void diagnosticsChanged();
    void updateTitle();
    void highlight(const QModelIndex& index);
    // As tall as what the panel says (a sentence, or a few rows of problems), unless the user
    // has given it a height: when it shows, when a level comes into view, on Reset Layout; never
    // while a level is edited (the map would move under the mouse).
    void fitToNews();
    int newsHeight() const;

    class Model;
    Model* m_model;
    QPointer<Document> m_document;
    QPointer<MapView> m_view;
    QStackedWidget* m_pages;
    QTreeView* m_list;
    QLabel* m_empty;
    QLabel* m_fileHeading;
    QListWidget* m_fileProblems;
    QAction* m_next;
    QAction* m_previous;
    bool m_userSized = false; // its edge dragged: the height is the user's, kept between runs
    int m_heightAtPress = -1; // while a mouse button is down on the window's edges between panels
};

} // namespace mazeworks

#pragma once

#include "grid/cell.h"

#include <QDialog>
#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QLabel;
class QLineEdit;

namespace mazeworks {

class Document;
class MainWindow;
class MapView;

// The dialog of Edit > Go to Line and Column: "line:column" (or a line alone), checked against
// the level's text before it closes; a place that is not in the text is said in the dialog.
class GoToLineDialog : public QDialog {
    Q_OBJECT

public:
    GoToLineDialog(const QByteArray& text, int line, int column, QWidget* parent = nullptr);

    // The place accepted (line, column from 1).
    int line() const { return m_line; }
    int column() const { return m_column; }

    void accept() override;

private:
    QByteArray m_text;
    QLineEdit* m_place;
    QLabel* m_message;
    int m_line = 1;
    int m_column = 1;
};

// Edit > Go to Line and Column (Ctrl+L): asks for a place of the level's text, then selects the
// tile there on the map (outlined, in the middle of the view) and shows the place in the Source
// panel. The outline goes with the next click on the map.
class GoToLine : public QObject {
    Q_OBJECT

public:
    explicit GoToLine(MainWindow* window);
    ~GoToLine() override;

    QAction* action() const { return m_action; }
    // Asks for the place (the dialog), then goes there.
    void ask();
    // Goes to a place of the current level's text that exists; false when it does not.
    bool goTo(int line, int column);
    // The tile selected on the current map, if any.
    std::optional<Cell> selected() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    class Mark;
    void select(MapView* view, std::optional<Cell> cell);

    MainWindow* m_window;
    QAction* m_action;
    QPointer<MapView> m_view;
    Mark* m_mark = nullptr; // on m_view
};

} // namespace mazeworks

#pragma once

#include "maze/diagnostic.h"

#include <QPlainTextEdit>

#include <vector>

namespace mazeworks {

// A level's text with line numbers and its diagnostics underlined (wavy red for errors, amber
// for warnings) at their line and column, their messages as tooltips and marks beside the
// line numbers. Only the lines in view are marked, so a million diagnostics cost nothing.
// Undo and redo keys are passed on (undoRequested) instead of undoing the text itself: the
// level has one history, shared with the map.
class SourceView : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit SourceView(QWidget* parent = nullptr);
    ~SourceView() override;

    // The diagnostics to show, sorted by position as core gives them; not owned: read again
    // by updateMarks(). Null for none.
    void setDiagnostics(const std::vector<Diagnostic>* diagnostics);
    // The diagnostics changed.
    void updateMarks();
    // Replaces the text by changing only what differs, so the cursor, the selection and the
    // scroll position stay where they were. Does not count as the user's edit.
    void replaceText(const QString& text);
    // Puts the cursor at a line and a column (in code points, from 1) and scrolls there.
    void goTo(int line, int column);
    // The line (from 1) and the column (code points, from 1) of the cursor.
    std::pair<int, int> cursorLineColumn() const;
    // The diagnostics shown at a point of the viewport (for tooltips); on the gutter, the line's.
    std::vector<const Diagnostic*> diagnosticsAt(QPoint viewportPoint) const;
    std::vector<const Diagnostic*> diagnosticsOfLine(int line) const;

signals:
    // The user changed the text (typing, pasting, cutting), not replaceText().
    void edited();
    void undoRequested();
    void redoRequested();

protected:
    bool event(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    class Gutter;
    friend class Gutter;
    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);
    void scrolled(const QRect& rect, int dy);
    void markLines(int first, int last);
    // The characters a diagnostic underlines in its line: its word, at least one character.
    std::pair<int, int> span(const Diagnostic& d) const;
    QString tooltipOf(const std::vector<const Diagnostic*>& diagnostics) const;

    Gutter* m_gutter;
    const std::vector<Diagnostic>* m_diagnostics = nullptr;
    bool m_replacing = false;
    int m_markedFirst = 0; // the lines whose marks are set, from 1; 0 when none
    int m_markedLast = -1;
};

} // namespace mazeworks

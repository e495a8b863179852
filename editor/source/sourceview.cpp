#include "sourceview.h"

#include "diagnostictext.h"
#include "picture/theme.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

namespace mazeworks {

namespace {

// Lines marked above and below the view, so that scrolling a little marks nothing again.
constexpr int kMarkAround = 100;

// The UTF-16 index of a column counted in code points from 1 (a tab is one), as core counts.
int indexOfColumn(const QString& text, int column)
{
    int i = 0;
    for (int c = 1; c < column && i < text.size(); ++c) {
        i += (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) ? 2 : 1;
    }
    return i;
}

int columnOfIndex(const QString& text, int index)
{
    int column = 1;
    for (int i = 0; i < index && i < text.size(); ++i) {
        if (!text[i].isLowSurrogate()) ++column;
    }
    return column;
}

QColor markColour(Severity severity)
{
    // The amber of the map is too pale to read as a line on paper-white: a deeper one here.
    return severity == Severity::Error ? theme::error : QColor(0xe0, 0x98, 0x00);
}

} // namespace

// The line numbers beside the text, with a mark on the lines that have a problem.
class SourceView::Gutter : public QWidget {
public:
    explicit Gutter(SourceView* view)
        : QWidget(view)
        , m_view(view)
    {
        setObjectName(QStringLiteral("sourceGutter"));
    }
    QSize sizeHint() const override { return { m_view->gutterWidth(), 0 }; }

protected:
    void paintEvent(QPaintEvent* event) override { m_view->paintGutter(event); }
    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto* help = static_cast<QHelpEvent*>(event);
            const QPoint inText(0, help->pos().y());
            const QTextBlock block = m_view->cursorForPosition(inText).block();
            const QString tip = m_view->tooltipOf(m_view->diagnosticsOfLine(block.blockNumber() + 1));
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(help->globalPos(), tip, this);
            return true;
        }
        return QWidget::event(event);
    }

private:
    SourceView* m_view;
};

SourceView::SourceView(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_gutter(new Gutter(this))
{
    setObjectName(QStringLiteral("sourceView"));
    setAccessibleName(tr("Level text"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_gutter->setFont(font());
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setUndoRedoEnabled(false); // the document's undo stack is the one history
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 8);
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { setViewportMargins(gutterWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &SourceView::scrolled);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        markLines(m_markedFirst, m_markedLast); // the current line's shade moves
        m_gutter->update();
    });
    connect(document(), &QTextDocument::contentsChange, this, [this](int, int removed, int added) {
        if (!m_replacing && (removed > 0 || added > 0)) emit edited();
    });
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

SourceView::~SourceView() = default;

void SourceView::setDiagnostics(const std::vector<Diagnostic>* diagnostics)
{
    m_diagnostics = diagnostics;
    updateMarks();
}

void SourceView::updateMarks()
{
    const int first = firstVisibleBlock().blockNumber() + 1;
    const int lines = viewport()->height() / std::max(1, fontMetrics().lineSpacing()) + 1;
    markLines(std::max(1, first - kMarkAround), first + lines + kMarkAround);
    m_gutter->update();
}

void SourceView::scrolled(const QRect& rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    const int first = firstVisibleBlock().blockNumber() + 1;
    const int lines = viewport()->height() / std::max(1, fontMetrics().lineSpacing()) + 1;
    if (first < m_markedFirst || first + lines > m_markedLast) updateMarks();
}

std::vector<const Diagnostic*> SourceView::diagnosticsOfLine(int line) const
{
    std::vector<const Diagnostic*> found;
    if (!m_diagnostics) return found;
    auto it = std::lower_bound(
        m_diagnostics->begin(), m_diagnostics->end(), line, [](const Diagnostic& d, int l) { return d.line < l; });
    for (; it != m_diagnostics->end() && it->line == line; ++it) found.push_back(&*it);
    return found;
}

std::pair<int, int> SourceView::span(const Diagnostic& d) const
{
    const QTextBlock block = document()->findBlockByNumber(d.line - 1);
    if (!block.isValid()) return { 0, 0 };
    const QString text = block.text();
    const int start = indexOfColumn(text, d.column);
    if (start >= text.size()) return { start, start };
    // A problem of one tile in a row line is its letter; any other is its word.
    if (d.tile && text.trimmed().startsWith(QLatin1String("row"))) {
        return { start, start + (text[start].isHighSurrogate() ? 2 : 1) };
    }
    int end = start;
    while (end < text.size() && text[end] != u' ' && text[end] != u'\t') ++end;
    if (end == start) ++end; // a space, a tab: itself
    return { start, end };
}

void SourceView::markLines(int first, int last)
{
    QList<QTextEdit::ExtraSelection> selections;
    if (!isReadOnly()) {
        QTextEdit::ExtraSelection current;
        QColor shade = palette().color(QPalette::Highlight);
        shade.setAlpha(28);
        current.format.setBackground(shade);
        current.format.setProperty(QTextFormat::FullWidthSelection, true);
        current.cursor = textCursor();
        current.cursor.clearSelection();
        selections << current;
    }
    m_markedFirst = first;
    m_markedLast = last;
    if (m_diagnostics) {
        auto it = std::lower_bound(
            m_diagnostics->begin(), m_diagnostics->end(), first, [](const Diagnostic& d, int l) { return d.line < l; });
        for (; it != m_diagnostics->end() && it->line <= last; ++it) {
            const QTextBlock block = document()->findBlockByNumber(it->line - 1);
            if (!block.isValid()) break;
            const auto [start, end] = span(*it);
            if (end <= start) continue; // an empty line: the gutter's mark says it
            QTextEdit::ExtraSelection mark;
            mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            mark.format.setUnderlineColor(markColour(it->severity));
            mark.cursor = QTextCursor(block);
            mark.cursor.setPosition(block.position() + start);
            mark.cursor.setPosition(block.position() + end, QTextCursor::KeepAnchor);
            selections << mark;
        }
    }
    setExtraSelections(selections);
}

void SourceView::replaceText(const QString& text)
{
    const QString old = toPlainText();
    if (old == text) return;
    // Only the part that differs is replaced: the cursor and the view stay where they were.
    qsizetype prefix = 0;
    const qsizetype shorter = std::min(old.size(), text.size());
    while (prefix < shorter && old[prefix] == text[prefix]) ++prefix;
    qsizetype suffix = 0;
    while (suffix < shorter - prefix && old[old.size() - 1 - suffix] == text[text.size() - 1 - suffix]) ++suffix;
    m_replacing = true;
    QTextCursor cursor(document());
    cursor.beginEditBlock();
    cursor.setPosition(static_cast<int>(prefix));
    cursor.setPosition(static_cast<int>(old.size() - suffix), QTextCursor::KeepAnchor);
    cursor.insertText(text.mid(prefix, text.size() - prefix - suffix));
    cursor.endEditBlock();
    m_replacing = false;
    updateMarks();
}

void SourceView::goTo(int line, int column)
{
    const QTextBlock block = document()->findBlockByNumber(std::max(0, line - 1));
    if (!block.isValid()) return;
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + indexOfColumn(block.text(), column));
    setTextCursor(cursor);
    centerCursor();
}

std::pair<int, int> SourceView::cursorLineColumn() const
{
    const QTextCursor cursor = textCursor();
    return { cursor.blockNumber() + 1, columnOfIndex(cursor.block().text(), cursor.positionInBlock()) };
}

std::vector<const Diagnostic*> SourceView::diagnosticsAt(QPoint viewportPoint) const
{
    std::vector<const Diagnostic*> found;
    const QTextCursor cursor = cursorForPosition(viewportPoint);
    const QTextBlock block = cursor.block();
    const QRectF lineBox = blockBoundingGeometry(block).translated(contentOffset());
    if (viewportPoint.y() < lineBox.top() || viewportPoint.y() > lineBox.bottom()) return found;
    const int at = cursor.positionInBlock();
    for (const Diagnostic* d : diagnosticsOfLine(block.blockNumber() + 1)) {
        const auto [start, end] = span(*d);
        if (at >= start && at <= end) found.push_back(d);
    }
    return found;
}

QString SourceView::tooltipOf(const std::vector<const Diagnostic*>& diagnostics) const
{
    QStringList lines;
    for (const Diagnostic* d : diagnostics) lines << diagnosticLine(*d);
    return lines.join(QLatin1Char('\n'));
}

bool SourceView::event(QEvent* event)
{
    // The text's own undo would fork the history: the keys go to the level's instead.
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->accept();
            return true;
        }
    }
    return QPlainTextEdit::event(event);
}

void SourceView::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Undo)) {
        emit undoRequested();
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::Redo)) {
        emit redoRequested();
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

bool SourceView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = tooltipOf(diagnosticsAt(help->pos()));
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), tip, viewport());
        }
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void SourceView::paintEvent(QPaintEvent* event)
{
    QPlainTextEdit::paintEvent(event);
    if (!m_diagnostics || m_diagnostics->empty()) return;
    // The message at the end of its line, as Qt Creator shows compiler output: the problem is
    // read where it is, without a hover.
    QPainter painter(viewport());
    QFont small = font();
    small.setItalic(true);
    painter.setFont(small);
    const int gap = fontMetrics().horizontalAdvance(QStringLiteral("    "));
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF box = blockBoundingGeometry(block).translated(contentOffset());
        if (box.top() > event->rect().bottom()) break;
        if (!block.isVisible() || box.bottom() < event->rect().top()) continue;
        const std::vector<const Diagnostic*> here = diagnosticsOfLine(block.blockNumber() + 1);
        if (here.empty()) continue;
        QTextCursor end(block);
        end.movePosition(QTextCursor::EndOfBlock);
        const int x = cursorRect(end).right() + gap;
        const bool error
            = std::any_of(here.begin(), here.end(), [](const Diagnostic* d) { return d->severity == Severity::Error; });
        QString text = diagnosticMessage(*here.front());
        if (here.size() > 1) text += QLatin1Char(' ') + tr("(+%Ln more)", nullptr, static_cast<int>(here.size() - 1));
        QColor ink = markColour(error ? Severity::Error : Severity::Warning).darker(120);
        ink.setAlpha(200);
        painter.setPen(ink);
        painter.drawText(
            QRectF(x, box.top(), viewport()->width() + 10000, box.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
    }
}

void SourceView::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_gutter->setGeometry(QRect(area.left(), area.top(), gutterWidth(), area.height()));
    updateMarks();
}

int SourceView::gutterWidth() const
{
    int digits = 1;
    for (int n = std::max(1, blockCount()); n >= 10; n /= 10) ++digits;
    const int icon = fontMetrics().height();
    return icon + 6 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(3, digits) + 8;
}

void SourceView::paintGutter(QPaintEvent* event)
{
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), palette().color(QPalette::Window));
    const int currentLine = textCursor().blockNumber();
    const int icon = fontMetrics().height() - 2;
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top()) {
            const int line = block.blockNumber() + 1;
            QFont font = painter.font();
            font.setBold(block.blockNumber() == currentLine);
            painter.setFont(font);
            painter.setPen(
                palette().color(block.blockNumber() == currentLine ? QPalette::WindowText : QPalette::PlaceholderText));
            painter.drawText(
                0, top, m_gutter->width() - 6, height, Qt::AlignRight | Qt::AlignVCenter, QString::number(line));
            const std::vector<const Diagnostic*> here = diagnosticsOfLine(line);
            if (!here.empty()) {
                const bool error = std::any_of(
                    here.begin(), here.end(), [](const Diagnostic* d) { return d->severity == Severity::Error; });
                severityIcon(error ? Severity::Error : Severity::Warning)
                    .paint(&painter, QRect(3, top + (height - icon) / 2, icon, icon));
            }
        }
        top += height;
        block = block.next();
    }
}

} // namespace mazeworks

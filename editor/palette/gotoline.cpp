#include "gotoline.h"

#include "document.h"
#include "mainwindow.h"
#include "mapview.h"
#include "textplace.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPen>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace mazeworks {

GoToLineDialog::GoToLineDialog(const QByteArray& text, int line, int column, QWidget* parent)
    : QDialog(parent)
    , m_text(text)
{
    setObjectName(QStringLiteral("goToLineDialog"));
    setWindowTitle(tr("Go to Line and Column"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_place = new QLineEdit(QStringLiteral("%1:%2").arg(line).arg(column));
    m_place->setObjectName(QStringLiteral("place"));
    m_place->selectAll();
    form->addRow(tr("&Line:column"), m_place);
    layout->addLayout(form);
    auto* hint = new QLabel(tr("The level's text has %n line(s).", nullptr, lineCount(text)));
    hint->setObjectName(QStringLiteral("hint"));
    layout->addWidget(hint);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
    m_message->hide();
    layout->addWidget(m_message);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Go"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_place, &QLineEdit::textEdited, m_message, &QWidget::hide);
    // Room for a message of two short lines beside the field, in any language.
    setMinimumWidth(fontMetrics().averageCharWidth() * 48);
}

void GoToLineDialog::accept()
{
    const auto place = parseLineColumn(m_place->text());
    QString problem;
    const int lines = lineCount(m_text);
    if (!place) {
        problem = tr("Write a line, or a line and a column, as numbers: 12 or 12:5.");
    } else if (place->first < 1 || place->first > lines) {
        problem = tr("There is no line %1: the text has lines 1 to %2.").arg(place->first).arg(lines);
    } else {
        const int columns = std::max(columnCount(m_text, place->first), 0);
        if (place->second < 1 || place->second > columns + 1)
            problem = tr("Line %1 has no column %2: its columns are 1 to %3.")
                          .arg(place->first)
                          .arg(place->second)
                          .arg(columns + 1);
    }
    if (!problem.isEmpty()) {
        m_message->setText(problem);
        m_message->show();
        // Taller by the message's lines, so none of it is cut.
        layout()->activate();
        resize(width(), std::max(height(), sizeHint().height()));
        m_place->setFocus();
        m_place->selectAll();
        return;
    }
    m_line = place->first;
    m_column = place->second;
    QDialog::accept();
}

// The selected tile's outline: white on a dark halo, over the other layers.
class GoToLine::Mark : public QObject, public MapLayer {
public:
    explicit Mark(MapView* view)
        : QObject(view)
        , m_view(view)
    {
    }
    std::optional<Cell> cell;
    void paint(QPainter& painter, const QRect& /*visible*/, double scale) override
    {
        if (!cell) return;
        const double grow = std::max(2.0 / scale, (8.0 / scale - 1) / 2);
        const QRectF r = QRectF(cell->col, cell->row, 1, 1).adjusted(-grow, -grow, grow, grow);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0, 0, 0, 170), 4.5 / scale));
        painter.drawRect(r);
        painter.setPen(QPen(QColor(255, 255, 255), 2.0 / scale));
        painter.drawRect(r);
        painter.restore();
    }
    MapView* m_view;
};

GoToLine::GoToLine(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("goToLine"));
    QMenu* edit = window->menu(QStringLiteral("edit"));
    edit->addSeparator();
    m_action = edit->addAction(tr("&Go to Line and Column..."), this, &GoToLine::ask);
    m_action->setObjectName(QStringLiteral("goToLine"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_action->setStatusTip(tr("Selects the tile at a line and column of the level's text, and shows the line"));
    m_action->setEnabled(false);
    connect(window, &MainWindow::currentChanged, this,
        [this](Document* document, MapView*) { m_action->setEnabled(document != nullptr); });
}

GoToLine::~GoToLine() = default;

void GoToLine::ask()
{
    Document* document = m_window->currentDocument();
    if (!document) return;
    const QByteArray text = document->text();
    GoToLineDialog dialog(text, 1, 1, m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    goTo(dialog.line(), dialog.column());
}

bool GoToLine::goTo(int line, int column)
{
    Document* document = m_window->currentDocument();
    MapView* view = m_window->currentView();
    if (!document || !view) return false;
    const QByteArray text = document->text();
    if (line < 1 || line > lineCount(text) || column < 1 || column > std::max(columnCount(text, line), 0) + 1)
        return false;
    std::optional<Cell> cell = tileAt(text, line, column);
    const auto& tiles = document->shownTiles();
    const bool onTheMap
        = cell && cell->col >= 0 && cell->row >= 0 && cell->col < tiles.width() && cell->row < tiles.height();
    select(view, cell);
    if (onTheMap) view->centreOn(*cell);
    if (m_window->showSource) m_window->showSource(line, column, true);
    return true;
}

std::optional<Cell> GoToLine::selected() const
{
    if (!m_mark || !m_view || m_view != m_window->currentView()) return std::nullopt;
    return m_mark->cell;
}

void GoToLine::select(MapView* view, std::optional<Cell> cell)
{
    if (m_view != view) {
        if (m_view && m_mark) {
            m_view->removeLayer(m_mark);
            m_view->viewport()->removeEventFilter(this);
            m_view->refreshLayers();
            delete m_mark;
        }
        m_mark = nullptr;
        m_view = view;
    }
    if (!m_mark) {
        m_mark = new Mark(view);
        view->addLayer(m_mark, 1000);
        view->viewport()->installEventFilter(this);
    }
    m_mark->cell = cell;
    view->refreshLayers();
}

bool GoToLine::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonPress && m_view && watched == m_view->viewport() && m_mark
        && m_mark->cell) {
        m_mark->cell.reset();
        m_view->refreshLayers();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mazeworks

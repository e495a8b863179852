#include "codepanel.h"

#include "path/pseudocode.h"
#include "searchtext.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSettings>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace mazeworks {

namespace {

// The line the step ended on, and the lines it ran: dark text on bright yellows, which a
// projector keeps apart from the white of the page.
const QColor kEndedOn { 0xff, 0xd8, 0x3a };
const QColor kRan { 0xff, 0xf4, 0xc2 };
const QColor kInk { 0x12, 0x12, 0x18 };
const QColor kMuted { 0x70, 0x74, 0x80 };

const char* const kTextScaleKey = "overlays/codeTextScale";

QTableWidget* makeTable(const QString& name)
{
    auto* table = new QTableWidget;
    table->setObjectName(name);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setWordWrap(false);
    table->setShowGrid(false);
    return table;
}

QTableWidgetItem* item(const QString& text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* it = new QTableWidgetItem(text);
    it->setTextAlignment(alignment);
    return it;
}

} // namespace

CodePanel::CodePanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("codePanel"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("codeTitle"));
    m_title->setWordWrap(true);
    top->addWidget(m_title, 1);
    m_smaller = new QToolButton;
    m_smaller->setText(QStringLiteral("A\u2212"));
    m_smaller->setToolTip(tr("Smaller type"));
    m_larger = new QToolButton;
    m_larger->setText(QStringLiteral("A+"));
    m_larger->setToolTip(tr("Larger type, for the back of the room"));
    connect(m_smaller, &QToolButton::clicked, this, [this] { setTextScale(m_textScale / 1.15); });
    connect(m_larger, &QToolButton::clicked, this, [this] { setTextScale(m_textScale * 1.15); });
    top->addWidget(m_smaller);
    top->addWidget(m_larger);
    layout->addLayout(top);
    m_guess = new QLabel;
    m_guess->setObjectName(QStringLiteral("codeGuess"));
    m_guess->setWordWrap(true);
    layout->addWidget(m_guess);

    m_code = makeTable(QStringLiteral("codeLines"));
    m_code->setColumnCount(3);
    m_code->setHorizontalHeaderLabels({ QStringLiteral("#"), tr("runs"), tr("pseudocode") });
    m_code->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_code->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_code->horizontalHeader()->setStretchLastSection(true);
    // A line longer than the panel is wide goes on under itself, as in a book: cut off with
    // "...", it lost the end a student reads (issue 29).
    m_code->setWordWrap(true);
    m_code->setTextElideMode(Qt::ElideNone);
    m_code->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_code->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_code->setToolTip(tr("The line the last step ended on is highlighted; beside each line it ran, how often"));
    m_code->setAccessibleName(tr("Pseudocode"));
    layout->addWidget(m_code, 3);

    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("stepCaption"));
    m_caption->setWordWrap(true);
    m_caption->setMinimumHeight(m_caption->fontMetrics().height() * 2);
    layout->addWidget(m_caption);

    m_openTitle = new QLabel;
    m_openTitle->setObjectName(QStringLiteral("openListTitle"));
    m_openTitle->setWordWrap(true);
    layout->addWidget(m_openTitle);
    m_open = makeTable(QStringLiteral("openList"));
    m_open->setToolTip(tr("Click a row to see its tile on the map"));
    m_open->setAccessibleName(tr("Open list"));
    layout->addWidget(m_open, 2);
    auto clicked = [this](int row) {
        if (row >= 0 && row < static_cast<int>(m_rowTiles.size()))
            emit tileClicked(m_rowTiles[static_cast<std::size_t>(row)]);
    };
    connect(m_open, &QTableWidget::cellClicked, this, [clicked](int row, int) { clicked(row); });
    connect(m_open, &QTableWidget::cellActivated, this, [clicked](int row, int) { clicked(row); });

    m_textScale = std::clamp(QSettings().value(QLatin1String(kTextScaleKey), 1.25).toDouble(), 0.8, 3.0);
    applyTextScale();
    show(nullptr, SearchChoice {});
}

QSize CodePanel::sizeHint() const
{
    int code = 2 * m_code->frameWidth() + m_code->verticalScrollBar()->sizeHint().width();
    for (int col = 0; col < m_code->columnCount(); ++col) {
        int widest = m_code->horizontalHeader()->sectionSizeHint(col);
        for (int row = 0; row < m_code->rowCount(); ++row)
            widest = std::max(widest, m_code->sizeHintForIndex(m_code->model()->index(row, col)).width());
        code += widest;
    }
    const QMargins margins = layout()->contentsMargins();
    return { std::max(QWidget::sizeHint().width(), code + margins.left() + margins.right()),
        QWidget::sizeHint().height() };
}

void CodePanel::setTextScale(double scale)
{
    scale = std::clamp(scale, 0.8, 3.0);
    if (scale == m_textScale) return;
    m_textScale = scale;
    QSettings().setValue(QLatin1String(kTextScaleKey), scale);
    applyTextScale();
}

void CodePanel::applyTextScale()
{
    const double base = QFont().pointSizeF() > 0 ? QFont().pointSizeF() : 10.0;
    QFont title = font();
    title.setPointSizeF(base * m_textScale * 1.25);
    title.setBold(true);
    m_title->setFont(title);
    QFont text = font();
    text.setPointSizeF(base * m_textScale);
    m_guess->setFont(text);
    m_caption->setFont(text);
    m_openTitle->setFont(title);
    QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    code.setPointSizeF(base * m_textScale);
    m_code->setFont(code);
    m_open->setFont(text);
    for (QTableWidget* table : { m_code, m_open }) {
        table->verticalHeader()->setDefaultSectionSize(QFontMetrics(table->font()).height() + 6);
        table->horizontalHeader()->setFont(text);
    }
    m_smaller->setEnabled(m_textScale > 0.8);
    m_larger->setEnabled(m_textScale < 3.0);
}

void CodePanel::show(const WatchedSearch* search, const SearchChoice& choice)
{
    if (!search) {
        m_title->setText(tr("No search"));
        m_guess->setText(tr("Choose Path search in the Overlays panel: its code and its open list show here."));
        m_code->setRowCount(0);
        m_open->setRowCount(0);
        m_caption->clear();
        m_openTitle->clear();
        m_rowTiles.clear();
        m_program.clear();
        m_highlighted = -1;
        return;
    }
    showCode(*search, choice);
    showOpenList(*search);
}

void CodePanel::showCode(const WatchedSearch& search, const SearchChoice& choice)
{
    m_algorithm = search.algorithm();
    QString title = searchtext::choiceName(choice);
    if (search.fellBack()) title = tr("%1 (as A*)").arg(title);
    m_title->setText(title);
    QString guess = SearchText::guessLine(choice, search.algorithm());
    if (search.fellBack()) guess += QLatin1Char(' ') + SearchText::fallBack(search);
    m_guess->setText(guess);
    std::vector<CodeLine> lines;
    for (const ProgramLine& p : search.program()) lines.push_back(p.line);
    if (lines != m_program) {
        m_program = lines;
        m_code->setRowCount(static_cast<int>(lines.size()));
        for (int row = 0; row < static_cast<int>(lines.size()); ++row) {
            const ProgramLine& p = search.program()[static_cast<std::size_t>(row)];
            m_code->setItem(row, 0, item(QString::number(row + 1), Qt::AlignRight | Qt::AlignVCenter));
            m_code->setItem(row, 1, item(QString(), Qt::AlignRight | Qt::AlignVCenter));
            m_code->setItem(row, 2,
                item(
                    QString(4 * p.depth, QLatin1Char(' ')) + SearchText::codeLine(p.line, choice, search.algorithm())));
        }
    } else {
        // The same program: only the words may differ (the weight of A*).
        for (int row = 0; row < m_code->rowCount(); ++row) {
            const ProgramLine& p = search.program()[static_cast<std::size_t>(row)];
            m_code->item(row, 2)->setText(
                QString(4 * p.depth, QLatin1Char(' ')) + SearchText::codeLine(p.line, choice, search.algorithm()));
        }
    }
    // How often each line ran in the last step, and the one it ended on.
    const StepTrace& trace = search.lastStep();
    std::map<int, int> runs;
    for (CodeLine line : trace.lines) ++runs[lineIndex(search.program(), line)];
    m_highlighted = trace.lines.empty() ? -1 : lineIndex(search.program(), trace.lines.back());
    for (int row = 0; row < m_code->rowCount(); ++row) {
        const auto found = runs.find(row);
        const int count = found == runs.end() ? 0 : found->second;
        const bool ended = row == m_highlighted;
        for (int col = 0; col < 3; ++col) {
            QTableWidgetItem* it = m_code->item(row, col);
            it->setBackground(ended ? kEndedOn : count > 0 ? kRan : QBrush());
            it->setForeground(ended || count > 0 ? kInk : col == 0 ? kMuted : QBrush());
            QFont f = m_code->font();
            f.setBold(ended);
            it->setFont(f);
        }
        m_code->item(row, 1)->setText(count > 0 ? QStringLiteral("\u00d7%1").arg(count) : QString());
    }
    if (m_highlighted >= 0) {
        m_code->setCurrentCell(m_highlighted, 2, QItemSelectionModel::NoUpdate);
        m_code->scrollToItem(m_code->item(m_highlighted, 2));
    }
    m_caption->setText(SearchText::stepCaption(search));
}

void CodePanel::showOpenList(const WatchedSearch& search)
{
    const Algorithm a = search.algorithm();
    const bool two = a == Algorithm::Bidirectional;
    const bool guesses = a != Algorithm::BreadthFirst && a != Algorithm::Dijkstra
        && !(two && search.options().heuristic == Heuristic::None);
    QStringList headers;
    if (two) headers << tr("side");
    headers << QStringLiteral("#") << tr("tile") << (a == Algorithm::BreadthFirst ? tr("steps") : QStringLiteral("g"));
    if (guesses) headers << QStringLiteral("h") << QStringLiteral("f");
    headers << tr("tie broken by");
    m_open->setColumnCount(static_cast<int>(headers.size()));
    m_open->setHorizontalHeaderLabels(headers);
    for (int col = 0; col + 1 < static_cast<int>(headers.size()); ++col)
        m_open->horizontalHeader()->setSectionResizeMode(col, QHeaderView::ResizeToContents);
    m_open->horizontalHeader()->setStretchLastSection(true);

    struct Shown {
        GridSearch::Side side;
        std::vector<OpenRow> rows;
    };
    std::vector<Shown> sides;
    const GridSearch::Side next = search.nextSide();
    sides.push_back({ GridSearch::Side::Forward, search.openList(GridSearch::Side::Forward) });
    if (two) sides.push_back({ GridSearch::Side::Backward, search.openList(GridSearch::Side::Backward) });
    // The side taken next first: its first row is the tile the next step takes.
    if (two && next == GridSearch::Side::Backward) std::swap(sides[0], sides[1]);
    std::size_t total = 0;
    for (const Shown& s : sides) total += s.rows.size();
    const bool queue = a == Algorithm::BreadthFirst;
    if (total == 1)
        m_openTitle->setText(queue ? tr("The queue: 1 tile, taken next") : tr("Open: 1 tile, taken next"));
    else
        m_openTitle->setText(queue ? tr("The queue: %n tiles, the first taken next", nullptr, int(total))
                                   : tr("Open: %n tiles, the first taken next", nullptr, int(total)));
    m_rowTiles.clear();
    int row = 0;
    m_open->setRowCount(0);
    for (const Shown& s : sides) {
        for (std::size_t i = 0; i < s.rows.size() && row < kMostRows; ++i, ++row) {
            const OpenRow& r = s.rows[i];
            m_open->insertRow(row);
            int col = 0;
            const bool first = i == 0 && &s == &sides.front() && !search.done();
            if (two)
                m_open->setItem(
                    row, col++, item(s.side == GridSearch::Side::Forward ? tr("from the start") : tr("from the goal")));
            m_open->setItem(row, col++,
                item(first ? QStringLiteral("\u25b8 %1").arg(i + 1) : QString::number(i + 1),
                    Qt::AlignRight | Qt::AlignVCenter));
            m_open->setItem(row, col++, item(SearchText::tile(r.cell)));
            m_open->setItem(row, col++, item(SearchText::cost(r.g), Qt::AlignRight | Qt::AlignVCenter));
            if (guesses) {
                m_open->setItem(row, col++, item(SearchText::cost(r.h), Qt::AlignRight | Qt::AlignVCenter));
                m_open->setItem(row, col++, item(SearchText::cost(r.f), Qt::AlignRight | Qt::AlignVCenter));
            }
            m_open->setItem(row, col++, item(SearchText::tieRule(r.tie, a)));
            if (first) {
                for (int c = 0; c < col; ++c) {
                    QTableWidgetItem* it = m_open->item(row, c);
                    QFont f = m_open->font();
                    f.setBold(true);
                    it->setFont(f);
                    it->setBackground(kEndedOn);
                    it->setForeground(kInk);
                }
            }
            m_rowTiles.push_back(r.cell);
        }
    }
    if (total > m_rowTiles.size()) {
        m_open->insertRow(row);
        auto* more = item(tr("\u2026 and %n more", nullptr, int(total - m_rowTiles.size())));
        more->setForeground(kMuted);
        m_open->setItem(row, 0, more);
        m_open->setSpan(row, 0, 1, m_open->columnCount());
    }
}

} // namespace mazeworks

#include "searchexport.h"

#include "picture/mappicture.h"
#include "picture/theme.h"
#include "searchpainter.h"
#include "searchtext.h"
#include "weightlook.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazeworks {

SearchPicture::SearchPicture(const Maze& maze, QSize size, bool caption)
    : m_maze(maze)
    , m_size(size.expandedTo(QSize(64, 64)))
    , m_caption(caption)
{
    const int band = m_caption ? bandFor(m_size) : 0;
    const QSize area(m_size.width(), std::max(16, m_size.height() - band));
    if (!maze.hasMap()) return;
    // A whole number of pixels a tile, at least one: a large level is drawn at one and shrunk.
    const double fit = std::min(double(area.width()) / maze.width(), double(area.height()) / maze.height());
    m_scale = std::clamp(static_cast<int>(std::floor(fit)), 1, mappicture::maxScale(maze));
    m_level = mappicture::render(maze, { m_scale, false, true });
}

QImage SearchPicture::render(const WatchedSearch& search, const SearchChoice& choice)
{
    QImage image(m_size, QImage::Format_RGB32);
    image.fill(QColor(0x14, 0x17, 0x26));
    if (m_level.isNull()) return image;
    QImage map = m_level.copy();
    {
        QPainter painter(&map);
        painter.scale(m_scale, m_scale);
        const QRect all(0, 0, m_maze.width(), m_maze.height());
        weightlook::paintWeights(painter, m_maze, all, m_scale);
        SearchScene scene;
        scene.search = &search;
        scene.way = search.found() ? search.path().cells : std::vector<Cell> {};
        scene.start = search.from();
        scene.goal = search.to();
        scene.stepping = !search.done();
        SearchPainter painterOfSearch;
        painterOfSearch.paint(painter, all, m_scale, scene);
    }
    const int band = m_caption ? bandFor(m_size) : 0;
    const QSize area(m_size.width(), m_size.height() - band);
    const QImage fitted = map.size().width() > area.width() || map.size().height() > area.height()
        ? map.scaled(area, Qt::KeepAspectRatio, Qt::SmoothTransformation)
        : map;
    QPainter painter(&image);
    painter.drawImage(QPoint((area.width() - fitted.width()) / 2, (area.height() - fitted.height()) / 2), fitted);
    if (!m_caption) return image;
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    const int margin = band / 8;
    const QRect text(margin, area.height() + margin / 2, m_size.width() - 2 * margin, band - margin);
    QFont font = painter.font();
    font.setPixelSize(std::max(12, band / 4));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0xf4, 0xf6, 0xff));
    const QLocale locale;
    QString title = searchtext::choiceName(choice);
    title += QStringLiteral("  \u00b7  ") + SearchText::tr("step %1").arg(locale.toString(search.steps()));
    painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, title);
    font.setBold(false);
    font.setPixelSize(std::max(11, band / 5));
    painter.setFont(font);
    painter.setPen(QColor(0xdc, 0xe2, 0xf4));
    const int lineHeight = QFontMetrics(font).height();
    const QRect said = text.adjusted(0, band / 4 + band / 16, 0, -lineHeight);
    painter.drawText(said, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, SearchText::stepCaption(search));
    QString figures = SearchText::tr("%1 tiles looked at, %2 in the open list")
                          .arg(locale.toString(search.lookedAt()), locale.toString(search.frontierSize()));
    if (search.found())
        figures += QStringLiteral("  \u00b7  ")
            + SearchText::tr("the way: %1 steps, cost %2")
                  .arg(locale.toString(search.path().steps()), SearchText::cost(search.path().cost));
    painter.setPen(QColor(0xb8, 0xc0, 0xd8));
    painter.drawText(text, Qt::AlignLeft | Qt::AlignBottom, figures);
    return image;
}

SearchFrames::SearchFrames(const Maze& maze, std::shared_ptr<const SearchGrid> grid, const SearchChoice& choice,
    Cell from, Cell to, QSize size, int every, QObject* parent)
    : FrameExport(parent)
    , m_maze(maze)
    , m_grid(std::move(grid))
    , m_choice(choice)
    , m_from(from)
    , m_to(to)
    , m_size(size.expandedTo(QSize(64, 64)).boundedTo(QSize(8192, 8192)))
    , m_every(std::max(1, every))
{
}

SearchFrames::~SearchFrames() { stop(); }

int SearchFrames::stepsOf(const SearchGrid& grid, const SearchChoice& choice, Cell from, Cell to)
{
    WatchedSearch counter(grid.view(), choice.options(grid.edges), from, to, choice.earlyExit);
    counter.finish();
    return counter.steps();
}

bool SearchFrames::run(
    FrameFolder& folder, const std::atomic<bool>& cancel, const std::function<void(int done, int total)>& report)
{
    const int total = std::max(1, stepsOf(*m_grid, m_choice, m_from, m_to));
    report(0, total);
    SearchPicture picture(m_maze, m_size);
    WatchedSearch search(m_grid->view(), m_choice.options(m_grid->edges), m_from, m_to, m_choice.earlyExit);
    // The first frame is the search before its first step: only the start open.
    if (!folder.write(picture.render(search, m_choice))) return false;
    while (!cancel && !search.done()) {
        search.step();
        if (search.steps() % m_every == 0 || search.done()) {
            if (!folder.write(picture.render(search, m_choice))) return false;
        }
        if (search.steps() % 16 == 0 || search.done()) report(std::min(search.steps(), total), total);
    }
    return true;
}

} // namespace mazeworks

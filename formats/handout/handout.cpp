#include "handout.h"

#include "codewords.h"
#include "dungeon/generator.h"
#include "file/filebytes.h"
#include "game/game.h"
#include "lesson/lessonlevel.h"
#include "path/distancemapstepper.h"
#include "path/flowfield.h"
#include "path/watchedsearch.h"
#include "picture/mappainter.h"
#include "picture/theme.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <memory>
#include <stdexcept>

namespace mazeworks {

namespace {

// The open list's first entries, as many as a page has room for beside the code.
constexpr int kOpenRowsShown = 12;

// What the algorithms have done, over the dark map in colours that stay apart from its walls.
const QColor kSettled(61, 232, 255, 90);
const QColor kFrontier(255, 168, 61, 170);
const QColor kCurrent(255, 59, 59);
const QColor kWay(255, 224, 61);
const QColor kStart(80, 220, 120);
const QColor kGoal(255, 80, 200);
const QColor kHighlight(255, 236, 140);
const QColor kMuted(110, 110, 110);

QString words(const LessonText& text, const std::string& language)
{
    // A caption's lines were broken for the file; the page breaks them again for its width.
    return QString::fromStdString(text.in(language)).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString costText(double value)
{
    if (!std::isfinite(value)) return QStringLiteral("\u221e");
    if (value == std::floor(value)) return QLocale().toString(static_cast<qlonglong>(value));
    return QLocale().toString(value, 'f', 2);
}

QString tileText(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.col).arg(cell.row); }

// The open tiles and the weights of a level, as the searches read them.
struct Grid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> open;
    std::vector<std::uint8_t> weights;

    explicit Grid(const Maze& maze)
        : width(maze.width())
        , height(maze.height())
        , open(maze.tiles.size())
        , weights(maze.tiles.size(), 1)
    {
        for (std::size_t i = 0; i < open.size(); ++i) {
            open[i] = isCorridor(maze.tiles[i]) ? 1 : 0;
            if (!maze.weights.empty()) weights[i] = maze.weights[i];
        }
    }
    GridView view() const { return { width, height, open.data(), weights.data(), Edges::Wrap }; }
};

// What a slide's search is given, as the Overlays panel would give it.
SearchOptions searchOptions(const LessonSlide& slide, Algorithm algorithm)
{
    SearchOptions options;
    options.algorithm = algorithm;
    const bool guesses = algorithm != Algorithm::BreadthFirst && algorithm != Algorithm::Dijkstra;
    options.heuristic = guesses ? slide.guess() : Heuristic::None;
    options.movement = slide.movement;
    options.edges = Edges::Wrap;
    options.corners = slide.movement == Movement::Eight ? slide.corners : Corners::Never;
    options.weight = algorithm == Algorithm::AStar ? slide.weight : 1.0;
    return options;
}

bool guesses(const LessonSlide& slide, Algorithm algorithm)
{
    return algorithm == Algorithm::AStar || algorithm == Algorithm::BestFirst
        || (algorithm == Algorithm::Bidirectional && slide.guess() != Heuristic::None);
}

// Where a map is drawn on the page: its top left corner and the side of a tile.
struct MapFrame {
    QPointF origin;
    double tile = 1;
    QRectF cell(Cell c) const { return { origin.x() + c.col * tile, origin.y() + c.row * tile, tile, tile }; }
    QPointF centre(Cell c) const { return cell(c).center(); }
};

// The largest frame of a map of width x height tiles that fits `area`, centred across it, at its top.
MapFrame fit(const QRectF& area, double width, double height)
{
    MapFrame frame;
    frame.tile = std::max(0.01, std::min(area.width() / std::max(1.0, width), area.height() / std::max(1.0, height)));
    frame.origin = QPointF(area.left() + (area.width() - width * frame.tile) / 2, area.top());
    return frame;
}

// The level; `whole`: with its food and its people and places, else its tiles alone, under what
// an algorithm draws over them.
void drawLevel(QPainter& painter, const Maze& maze, const MapFrame& frame, bool whole)
{
    painter.save();
    painter.translate(frame.origin);
    painter.scale(frame.tile, frame.tile);
    painter.fillRect(QRectF(0, 0, maze.width(), maze.height()), theme::background);
    mappainter::paintTiles(painter, maze.tiles, QRect(0, 0, maze.width(), maze.height()), whole);
    if (whole) mappainter::paintPlaces(painter, maze, false);
    painter.restore();
}

void drawMark(QPainter& painter, const MapFrame& frame, Cell cell, const QColor& colour)
{
    painter.save();
    painter.setPen(QPen(Qt::white, frame.tile * 0.08));
    painter.setBrush(colour);
    painter.drawEllipse(frame.centre(cell), frame.tile * 0.4, frame.tile * 0.4);
    painter.restore();
}

// A way through the cells' centres, broken where it wraps round the map's edge.
void drawWay(QPainter& painter, const MapFrame& frame, const std::vector<Cell>& cells, int width, int height)
{
    painter.save();
    painter.setPen(QPen(kWay, frame.tile * 0.25, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const Cell a = cells[i - 1];
        const Cell b = cells[i];
        if (std::abs(a.col - b.col) * 2 > width || std::abs(a.row - b.row) * 2 > height) continue;
        painter.drawLine(frame.centre(a), frame.centre(b));
    }
    painter.restore();
}

// A search's settled tiles, its open list, the tile it took last, its ends and, once found, its way.
void drawSearch(QPainter& painter, const MapFrame& frame, const WatchedSearch& search, const Grid& grid)
{
    const bool bothWays = search.algorithm() == Algorithm::Bidirectional;
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int row = 0; row < grid.height; ++row) {
        for (int col = 0; col < grid.width; ++col) {
            const Cell c { col, row };
            auto state = search.state(c);
            if (bothWays && state == WatchedSearch::State::Unseen)
                state = search.state(c, WatchedSearch::Side::Backward);
            if (state == WatchedSearch::State::Settled)
                painter.fillRect(frame.cell(c), kSettled);
            else if (state == WatchedSearch::State::Frontier)
                painter.fillRect(frame.cell(c), kFrontier);
        }
    }
    painter.restore();
    if (search.done() && search.found()) drawWay(painter, frame, search.path().cells, grid.width, grid.height);
    drawMark(painter, frame, search.from(), kStart);
    drawMark(painter, frame, search.to(), kGoal);
    if (const std::optional<Cell> current = search.current()) {
        painter.save();
        painter.setPen(QPen(kCurrent, frame.tile * 0.18));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(frame.cell(*current));
        painter.restore();
    }
}

QString searchFigures(const WatchedSearch& search)
{
    QString figures = QCoreApplication::translate("mazeworks::Handout", "%1 tiles settled, %2 in the open list")
                          .arg(QLocale().toString(search.settled()), QLocale().toString(search.frontierSize()));
    if (search.done()) {
        const Path way = search.path();
        figures += QStringLiteral("\n")
            + (way.found() ? QCoreApplication::translate("mazeworks::Handout", "The way: %1 steps, cost %2")
                                 .arg(QLocale().toString(way.steps()), costText(way.cost))
                           : QCoreApplication::translate("mazeworks::Handout", "No way to the goal"));
    }
    return figures;
}

// One page of the handout: the lesson's title small at the top, the slide's title, the step,
// the caption, then what the slide shows below them.
class Page {
public:
    Page(QPainter& painter, const QRectF& area)
        : m_painter(painter)
        , m_area(area)
        , m_y(area.top())
    {
    }

    // Text across the page (or `width`) at the current height, broken into lines; its height.
    double text(const QString& words, double points, bool bold = false, const QColor& colour = Qt::black,
        double left = -1, double width = -1)
    {
        if (words.isEmpty()) return 0;
        QFont font = m_painter.font();
        font.setPointSizeF(points);
        font.setBold(bold);
        m_painter.setFont(font);
        m_painter.setPen(colour);
        const QRectF box(left < 0 ? m_area.left() : left, m_y, width < 0 ? m_area.width() : width, 1e6);
        const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
        const QRectF used = m_painter.boundingRect(box, flags, words);
        m_painter.drawText(QRectF(box.left(), m_y, box.width(), used.height()), flags, words);
        return used.height();
    }
    void line(const QString& words, double points, bool bold = false, const QColor& colour = Qt::black)
    {
        m_y += text(words, points, bold, colour);
        gap(0.3);
    }
    // A gap of `lines` lines of body text.
    void gap(double lines) { m_y += lines * points(11); }
    double points(double size) const { return size * m_painter.device()->logicalDpiY() / 72.0; }

    QRectF rest() const { return { m_area.left(), m_y, m_area.width(), m_area.bottom() - m_y }; }
    double y() const { return m_y; }
    void moveTo(double y) { m_y = y; }
    QPainter& painter() { return m_painter; }

private:
    QPainter& m_painter;
    QRectF m_area;
    double m_y;
};

// The pseudocode of the search with the line its last step ended on marked, beside its open list.
void drawCodeAndOpenList(Page& page, const LessonSlide& slide, const WatchedSearch& search, const QRectF& area)
{
    QPainter& painter = page.painter();
    const Algorithm algorithm = search.algorithm();
    const std::vector<ProgramLine>& program = search.program();
    const StepTrace& last = search.lastStep();
    const int marked = last.lines.empty() ? -1 : lineIndex(program, last.lines.back());

    const double codeWidth = area.width() * 0.6;
    page.moveTo(area.top());
    // The search by name, both names where a jump point search runs as A*.
    QString name = algorithmWords(algorithm);
    if (search.fellBack()) name = algorithmWords(slide.algorithms.front()) + QStringLiteral(" \u2192 ") + name;
    page.line(
        QCoreApplication::translate("mazeworks::Handout", "Pseudocode") + QStringLiteral(" \u2014 ") + name, 10, true);
    const double indent = page.points(12);
    for (int i = 0; i < static_cast<int>(program.size()); ++i) {
        const ProgramLine& line = program[static_cast<std::size_t>(i)];
        const QString words = codeLineWords(line.line, algorithm, slide.movement, slide.corners,
            guesses(slide, slide.algorithms.front()), algorithm == Algorithm::AStar ? slide.weight : 1.0);
        const double left = area.left() + indent * (line.depth + 1);
        const double top = page.y();
        if (i == marked) {
            // Measured first, so that the mark lies under the whole line.
            QFont font = painter.font();
            font.setPointSizeF(9);
            font.setBold(true);
            const double height
                = QFontMetricsF(font, painter.device())
                      .boundingRect(QRectF(left, top, codeWidth - (left - area.left()), 1e6), Qt::TextWordWrap, words)
                      .height();
            painter.save();
            painter.fillRect(QRectF(area.left(), top, codeWidth, height), kHighlight);
            painter.setPen(Qt::NoPen);
            painter.setBrush(kCurrent);
            const double side = page.points(4);
            const QPointF tip(area.left() + indent * 0.8, top + height / 2);
            painter.drawPolygon(
                QPolygonF({ tip, tip + QPointF(-side, -side / 1.4), tip + QPointF(-side, side / 1.4) }));
            painter.restore();
        }
        page.moveTo(top + page.text(words, 9, i == marked, Qt::black, left, codeWidth - (left - area.left())));
    }
    page.gap(0.5);
    page.line(searchFigures(search), 9, false, kMuted);

    // The open list, in the order it will be taken.
    const double listLeft = area.left() + codeWidth + page.points(14);
    const double listWidth = area.right() - listLeft;
    page.moveTo(area.top());
    const std::vector<OpenRow> rows = search.openList(search.nextSide());
    page.text(QCoreApplication::translate("mazeworks::Handout", "Open list (%1)").arg(QLocale().toString(rows.size())),
        10, true, Qt::black, listLeft, listWidth);
    page.gap(1.5);
    const double column = listWidth / 5;
    const auto row = [&](const QStringList& cells, bool bold) {
        double height = 0;
        for (int c = 0; c < cells.size(); ++c) {
            const double left = listLeft + (c == 0 ? 0 : column * (c + 1));
            height = std::max(height, page.text(cells[c], 9, bold, Qt::black, left, c == 0 ? column * 2 : column));
        }
        page.moveTo(page.y() + height);
    };
    row({ QCoreApplication::translate("mazeworks::Handout", "Tile"), QStringLiteral("g"), QStringLiteral("h"),
            QStringLiteral("f") },
        true);
    for (std::size_t i = 0; i < rows.size() && i < kOpenRowsShown; ++i) {
        const OpenRow& r = rows[i];
        row({ tileText(r.cell), costText(r.g), costText(r.h), costText(r.f) }, false);
    }
    if (rows.size() > kOpenRowsShown)
        page.text(QCoreApplication::translate("mazeworks::Handout", "and %1 more")
                      .arg(QLocale().toString(rows.size() - kOpenRowsShown)),
            9, false, kMuted, listLeft, listWidth);
}

// The distances the wave has found so far, written on their tiles.
void drawDistances(QPainter& painter, const MapFrame& frame, const DistanceMapStepper& wave, const Grid& grid)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int row = 0; row < grid.height; ++row) {
        for (int col = 0; col < grid.width; ++col) {
            const Cell c { col, row };
            if (wave.map().distance(c) == DistanceMap::Unreachable) continue;
            painter.fillRect(frame.cell(c), wave.isSettled(c) ? kSettled : kFrontier);
        }
    }
    // Numbers smaller than a millimetre could not be read: a large map shows its colours alone.
    if (frame.tile >= painter.device()->logicalDpiX() / 25.4) {
        QFont font = painter.font();
        font.setPixelSize(std::max(1, static_cast<int>(frame.tile * 0.42)));
        painter.setFont(font);
        painter.setPen(Qt::white);
        for (int row = 0; row < grid.height; ++row) {
            for (int col = 0; col < grid.width; ++col) {
                const int distance = wave.map().distance(col, row);
                if (distance == DistanceMap::Unreachable) continue;
                painter.drawText(frame.cell({ col, row }), Qt::AlignCenter, QString::number(distance));
            }
        }
    }
    painter.restore();
    if (const std::optional<Cell> current = wave.current()) {
        painter.save();
        painter.setPen(QPen(kCurrent, frame.tile * 0.18));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(frame.cell(*current));
        painter.restore();
    }
}

// An arrow on every tile that leads to a goal, pointing the way it leads.
void drawFlow(QPainter& painter, const MapFrame& frame, const FlowField& flow)
{
    painter.save();
    painter.setPen(QPen(QColor(230, 230, 230), frame.tile * 0.08, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (int row = 0; row < flow.height(); ++row) {
        for (int col = 0; col < flow.width(); ++col) {
            const std::optional<Cell> next = flow.next({ col, row });
            if (!next) continue;
            int dx = next->col - col;
            int dy = next->row - row;
            // Through the tunnel: the step goes out over the edge.
            if (std::abs(dx) > 1) dx = dx > 0 ? -1 : 1;
            if (std::abs(dy) > 1) dy = dy > 0 ? -1 : 1;
            const double length = std::hypot(dx, dy);
            if (length == 0) continue;
            const QPointF unit(dx / length, dy / length);
            const QPointF centre = frame.centre({ col, row });
            const QPointF tail = centre - unit * frame.tile * 0.32;
            const QPointF tip = centre + unit * frame.tile * 0.32;
            const QPointF side(-unit.y(), unit.x());
            painter.drawLine(tail, tip);
            painter.drawLine(tip, tip - unit * frame.tile * 0.2 + side * frame.tile * 0.14);
            painter.drawLine(tip, tip - unit * frame.tile * 0.2 - side * frame.tile * 0.14);
        }
    }
    painter.restore();
}

// The dungeon as the generator has it: the tiles once it has them, before that the rooms, the
// links between them and the corridors dug. Where the picture ends, down the page.
double drawDungeon(QPainter& painter, const QRectF& area, const Generator& generator)
{
    if (generator.maze().hasMap()) {
        const MapFrame frame = fit(area, generator.maze().width(), generator.maze().height());
        drawLevel(painter, generator.maze(), frame, true);
        return frame.origin.y() + generator.maze().height() * frame.tile;
    }
    QRectF bounds(0, 0, std::max(1, generator.width()), std::max(1, generator.height()));
    for (const Room& room : generator.rooms()) bounds |= QRectF(room.x, room.y, room.w, room.h);
    const MapFrame frame = fit(area, bounds.width(), bounds.height());
    const auto at = [&](double x, double y) {
        return QPointF(
            frame.origin.x() + (x - bounds.left()) * frame.tile, frame.origin.y() + (y - bounds.top()) * frame.tile);
    };
    const auto centre = [&](int room) {
        const Room& r = generator.rooms()[static_cast<std::size_t>(room)];
        return at(r.centreX(), r.centreY());
    };
    const std::size_t roomCount = generator.rooms().size();
    const auto known = [&](const Edge& e) {
        return e.a >= 0 && e.b >= 0 && static_cast<std::size_t>(e.a) < roomCount
            && static_cast<std::size_t>(e.b) < roomCount;
    };

    painter.save();
    painter.fillRect(
        QRectF(frame.origin, QSizeF(bounds.width() * frame.tile, bounds.height() * frame.tile)), theme::background);
    // Joined by tunnels, rooms of one set of the union-find share a colour.
    const bool sets = generator.params().connection == Connection::Tunnels && generator.phase() >= Phase::Digging;
    const std::vector<int> roots = sets ? generator.components() : std::vector<int>();
    for (std::size_t i = 0; i < generator.rooms().size(); ++i) {
        const Room& room = generator.rooms()[i];
        QColor fill = room.overlapping ? QColor(120, 40, 50) : theme::wallBody;
        if (i < roots.size()) fill = QColor::fromHsv((roots[i] * 137) % 360, 120, 150);
        painter.setPen(QPen(room.overlapping ? theme::red : theme::wallEdge, std::max(1.0, frame.tile * 0.15)));
        painter.setBrush(fill);
        painter.drawRect(QRectF(at(room.x, room.y), QSizeF(room.w * frame.tile, room.h * frame.tile)));
    }
    painter.setPen(Qt::NoPen);
    for (const Corridor& corridor : generator.corridors()) {
        for (const Cell cell : corridor.cells)
            painter.fillRect(
                QRectF(at(cell.col, cell.row), QSizeF(frame.tile, frame.tile)), theme::tunnel.lighter(220));
    }
    painter.setPen(QPen(QColor(150, 150, 170), std::max(1.0, frame.tile * 0.12)));
    for (const Edge& edge : generator.graph())
        if (known(edge)) painter.drawLine(centre(edge.a), centre(edge.b));
    painter.setPen(QPen(theme::orange, std::max(1.0, frame.tile * 0.25), Qt::DashLine));
    for (const Edge& edge : generator.loops())
        if (known(edge)) painter.drawLine(centre(edge.a), centre(edge.b));
    painter.setPen(QPen(kWay, std::max(1.0, frame.tile * 0.3), Qt::SolidLine, Qt::RoundCap));
    for (const Edge& edge : generator.tree())
        if (known(edge)) painter.drawLine(centre(edge.a), centre(edge.b));
    painter.restore();
    return frame.origin.y() + bounds.height() * frame.tile;
}

// A slide at one moment: what its algorithm has done, stepped on by advance().
class SlideState {
public:
    SlideState(const LessonSlide& slide, const SlideLevel& level)
        : m_slide(slide)
        , m_level(level)
    {
        const Maze& maze = level.maze;
        if (maze.hasMap()) m_grid = std::make_unique<Grid>(maze);
        switch (slide.view) {
        case LessonView::Search:
        case LessonView::Race:
            if (!m_grid || !slide.from || slide.to.empty()) break;
            for (Algorithm algorithm : slide.algorithms)
                m_searches.push_back(std::make_unique<WatchedSearch>(
                    m_grid->view(), searchOptions(slide, algorithm), *slide.from, slide.to.front()));
            break;
        case LessonView::DistanceMap:
            if (!m_grid || !slide.from) break;
            {
                const Grid& grid = *m_grid;
                const auto open = [&grid](int col, int row) {
                    return grid.open[static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.width)
                               + static_cast<std::size_t>(col)]
                        != 0;
                };
                const Cell from = *slide.from;
                m_wave = std::make_unique<DistanceMapStepper>(
                    grid.width, grid.height, open, std::span<const Cell>(&from, 1), Edges::Wrap);
            }
            break;
        case LessonView::FlowField:
            if (!m_grid || slide.to.empty()) break;
            m_flow = std::make_unique<FlowField>(m_grid->view(), slide.movement,
                slide.movement == Movement::Eight ? slide.corners : Corners::Never,
                !slide.algorithms.empty() && slide.algorithms.front() == Algorithm::Dijkstra,
                std::span<const Cell>(slide.to));
            break;
        case LessonView::Generator:
            if (!slide.dungeon) break;
            m_generator = std::make_unique<Generator>(slide.dungeon->params(), slide.dungeon->seed);
            if (slide.phase) {
                while (!m_generator->done() && m_generator->phase() != *slide.phase) m_generator->step();
            }
            break;
        case LessonView::Replay:
            if (!level.replay || !Game::playable(maze)) break;
            try {
                m_game = std::make_unique<Game>(maze, level.replay->seed);
            } catch (const std::invalid_argument&) {
                // Drawn as the level, without the game.
            }
            break;
        case LessonView::Play:
            break;
        }
        advance(slide.step);
    }

    // Whether there is an algorithm to step, and it has not ended.
    bool running() const
    {
        for (const auto& search : m_searches)
            if (!search->done()) return true;
        if (m_wave) return !m_wave->done();
        if (m_generator) return !m_generator->done();
        if (m_game) return m_game->steps() < m_level.replay->steps;
        return false;
    }

    // Up to `steps` steps of every search (or of the wave, or of the generator), counted while any runs.
    void advance(int steps)
    {
        for (int i = 0; i < steps && running(); ++i) {
            for (const auto& search : m_searches) search->step();
            if (m_wave) m_wave->step();
            if (m_generator) m_generator->step();
            if (m_game) stepGame();
            ++m_step;
        }
    }

    // One step of the replay's game, the way asked for as it was recorded.
    void stepGame()
    {
        const std::vector<Replay::Input>& inputs = m_level.replay->inputs;
        while (m_nextInput < inputs.size() && inputs[m_nextInput].step <= m_game->steps())
            m_wanted = inputs[m_nextInput++].wanted;
        m_game->step(m_wanted);
    }

    // The steps taken since the slide's start, the ones it opens at included.
    int step() const { return m_step; }

    void draw(Page& page) const
    {
        QPainter& painter = page.painter();
        const QRectF rest = page.rest();
        const Maze& maze = m_level.maze;
        switch (m_slide.view) {
        case LessonView::Search:
            if (m_searches.empty()) break;
            {
                // The map above, the code and the open list below it.
                const QRectF mapArea(rest.left(), rest.top(), rest.width(), rest.height() * 0.6);
                const MapFrame frame = fit(mapArea, maze.width(), maze.height());
                drawLevel(painter, maze, frame, false);
                drawSearch(painter, frame, *m_searches.front(), *m_grid);
                const double below = frame.origin.y() + maze.height() * frame.tile + page.points(14);
                drawCodeAndOpenList(page, m_slide, *m_searches.front(),
                    QRectF(rest.left(), below, rest.width(), rest.bottom() - below));
            }
            return;
        case LessonView::Race: {
            if (m_searches.empty()) break;
            const double space = page.points(10);
            const double count = static_cast<double>(m_searches.size());
            const double width = (rest.width() - space * (count - 1)) / count;
            for (std::size_t i = 0; i < m_searches.size(); ++i) {
                const WatchedSearch& search = *m_searches[i];
                const QRectF pane(
                    rest.left() + static_cast<double>(i) * (width + space), rest.top(), width, rest.height() * 0.6);
                const MapFrame frame = fit(pane, maze.width(), maze.height());
                drawLevel(painter, maze, frame, false);
                drawSearch(painter, frame, search, *m_grid);
                page.moveTo(frame.origin.y() + maze.height() * frame.tile + page.points(8));
                const double top = page.y();
                // A jump point search where it cannot run is A*: the pane says both.
                QString name = algorithmWords(search.algorithm());
                if (search.fellBack()) name = algorithmWords(m_slide.algorithms[i]) + QStringLiteral(" \u2192 ") + name;
                page.moveTo(top + page.text(name, 10, true, Qt::black, pane.left(), width));
                page.text(searchFigures(search), 9, false, kMuted, pane.left(), width);
                page.moveTo(top);
            }
            return;
        }
        case LessonView::DistanceMap:
            if (!m_wave) break;
            {
                const MapFrame frame = fit(rest, maze.width(), maze.height());
                drawLevel(painter, maze, frame, false);
                drawDistances(painter, frame, *m_wave, *m_grid);
                drawMark(painter, frame, *m_slide.from, kStart);
                page.moveTo(frame.origin.y() + maze.height() * frame.tile + page.points(8));
                page.line(QCoreApplication::translate("mazeworks::Handout", "%1 tiles settled, %2 in the open list")
                              .arg(QLocale().toString(m_wave->settled()), QLocale().toString(m_wave->frontierSize())),
                    9, false, kMuted);
            }
            return;
        case LessonView::FlowField:
            if (!m_flow) break;
            {
                const MapFrame frame = fit(rest, maze.width(), maze.height());
                drawLevel(painter, maze, frame, false);
                drawFlow(painter, frame, *m_flow);
                for (const Cell goal : m_slide.to) drawMark(painter, frame, goal, kGoal);
            }
            return;
        case LessonView::Generator:
            if (!m_generator) break;
            {
                page.moveTo(drawDungeon(painter, rest, *m_generator) + page.points(8));
                const GeneratorCounters& counters = m_generator->counters();
                page.line(QCoreApplication::translate("mazeworks::Handout", "%1 rooms, %2 links, %3 corridors")
                              .arg(QLocale().toString(static_cast<qulonglong>(m_generator->rooms().size())),
                                  QLocale().toString(counters.treeEdges),
                                  QLocale().toString(static_cast<qulonglong>(m_generator->corridors().size()))),
                    9, false, kMuted);
            }
            return;
        case LessonView::Replay:
            if (!m_game) break;
            {
                // The game at its step: the dots left, the muncher and the ghosts where they are.
                Maze now = maze;
                now.tiles = m_game->tiles();
                const MapFrame frame = fit(rest, maze.width(), maze.height());
                painter.save();
                painter.translate(frame.origin);
                painter.scale(frame.tile, frame.tile);
                painter.fillRect(QRectF(0, 0, now.width(), now.height()), theme::background);
                mappainter::paintTiles(painter, now.tiles, QRect(0, 0, now.width(), now.height()), true);
                const auto centre = [](const Walker& walker) { return QPointF(walker.x() + 0.5, walker.y() + 0.5); };
                for (const Ghost& ghost : m_game->ghosts())
                    mappainter::paintGhost(painter, centre(ghost.walker()), ghost.kind(),
                        ghost.walker().heading().value_or(Direction::Left));
                mappainter::paintMuncher(painter, centre(m_game->muncher().walker()), m_game->muncher().facing());
                painter.restore();
            }
            return;
        case LessonView::Play:
            break;
        }
        // Otherwise the level as it starts, with its people and places.
        if (maze.hasMap()) drawLevel(painter, maze, fit(rest, maze.width(), maze.height()), true);
    }

private:
    const LessonSlide& m_slide;
    const SlideLevel& m_level;
    std::unique_ptr<Grid> m_grid;
    std::vector<std::unique_ptr<WatchedSearch>> m_searches;
    std::unique_ptr<DistanceMapStepper> m_wave;
    std::unique_ptr<FlowField> m_flow;
    std::unique_ptr<Generator> m_generator;
    std::unique_ptr<Game> m_game; // a replay's
    std::size_t m_nextInput = 0;
    std::optional<Direction> m_wanted;
    int m_step = 0;
};

} // namespace

namespace {

// Whether the handout goes on after telling its progress (always, when nobody listens).
bool keepGoing(const HandoutOptions& options, int slide, int slides)
{
    return !options.progress || options.progress(slide, slides);
}

} // namespace

bool writeHandout(const Lesson& lesson, const QString& lessonFolder, const HandoutOptions& options, QString* error)
{
    const std::filesystem::path folder = lessonFolder.toStdString();
    const LessonFileReader files = [folder](const std::string& name) { return readFile((folder / name).string()); };

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(QString::fromStdString(lesson.title.in(options.language)));
        pdf.setCreator(QStringLiteral("Mazeworks"));
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(
            QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::Antialiasing, true);
        const QRectF area(0, 0, pdf.width(), pdf.height());
        const QString lessonTitle = words(lesson.title, options.language);
        bool firstPage = true;

        for (std::size_t s = 0; s < lesson.slides.size(); ++s) {
            if (!keepGoing(options, static_cast<int>(s), static_cast<int>(lesson.slides.size()))) {
                if (error) error->clear();
                painter.end();
                return false;
            }
            const LessonSlide& slide = lesson.slides[s];
            const SlideLevel level = slideLevel(slide, files);
            if (!level.ok()) {
                if (error)
                    *error = QStringLiteral("slide %1: %2").arg(s + 1).arg(QString::fromStdString(level.problem));
                painter.end();
                return false;
            }
            SlideState state(slide, level);
            const bool stepped = options.steps > 0;
            for (int pages = 0;; ++pages) {
                if (pages > 0) {
                    if (!stepped || !state.running()) break;
                    if (pages >= options.maxPagesPerSlide) {
                        if (options.capped) options.capped(static_cast<int>(s));
                        break;
                    }
                    state.advance(options.steps);
                }
                if (!firstPage) pdf.newPage();
                firstPage = false;

                Page page(painter, area);
                const QString where = QCoreApplication::translate("mazeworks::Handout", "Slide %1 of %2")
                                          .arg(QLocale().toString(static_cast<qulonglong>(s + 1)),
                                              QLocale().toString(static_cast<qulonglong>(lesson.slides.size())));
                page.line(
                    lessonTitle.isEmpty() ? where : lessonTitle + QStringLiteral(" \u2014 ") + where, 8, false, kMuted);
                const QString title = words(slide.title, options.language);
                page.line(title.isEmpty() ? where : title, 18, true);
                if (state.running() || state.step() > 0)
                    page.line(state.running() ? QCoreApplication::translate("mazeworks::Handout", "Step %1")
                                                    .arg(QLocale().toString(state.step()))
                                              : QCoreApplication::translate("mazeworks::Handout", "Step %1, the end")
                                                    .arg(QLocale().toString(state.step())),
                        10, false, kMuted);
                page.gap(0.3);
                page.line(words(slide.caption, options.language), 11);
                page.gap(0.6);
                state.draw(page);
            }
        }
        if (!keepGoing(options, static_cast<int>(lesson.slides.size()), static_cast<int>(lesson.slides.size()))) {
            if (error) error->clear();
            painter.end();
            return false;
        }
        if (!painter.end()) {
            if (error) *error = QStringLiteral("%1: cannot write: the PDF could not be made").arg(options.output);
            return false;
        }
    }
    if (const std::optional<FileError> failed = writeFileAtomically(options.output, buffer.data())) {
        if (error) *error = QString::fromStdString(describe(options.output.toStdString(), *failed));
        return false;
    }
    return true;
}

} // namespace mazeworks

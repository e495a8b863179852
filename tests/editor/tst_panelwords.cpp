#include "editor/editorfixture.h"
#include "editor/labelwords.h"

#include "codedock.h"
#include "codepanel.h"
#include "dungeonview.h"
#include "figuresbar.h"
#include "generatedock.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlayfigures.h"
#include "overlaymodel.h"
#include "playdock.h"
#include "replaytimeline.h"
#include "searchchoice.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>

using namespace mazeworks;

namespace {

// The part of `widget` that its parents up to `top` leave in sight, in the widget's own
// coordinates: each parent shows its children only inside itself (a scroll area's viewport too).
QRect shownPart(const QWidget* widget, const QWidget* top)
{
    QRect rect = widget->rect();
    const QWidget* w = widget;
    QPoint offset; // of `widget` in the coordinates of `w`'s parent
    while (w != top && w->parentWidget()) {
        offset += w->pos();
        rect.translate(w->pos());
        rect &= w->parentWidget()->rect();
        w = w->parentWidget();
    }
    return rect.translated(-offset);
}

bool insideScrollArea(const QWidget* widget, const QWidget* top)
{
    for (const QWidget* w = widget->parentWidget(); w && w != top; w = w->parentWidget()) {
        if (qobject_cast<const QScrollArea*>(w)) return true;
    }
    return false;
}

QString nameOf(const QWidget* widget)
{
    return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(widget->metaObject()->className()),
        widget->objectName().isEmpty() ? widget->parentWidget()->objectName() + QStringLiteral("/")
                                       : widget->objectName());
}

// Every text in sight in `panel` that a reader does not get whole: a label or button narrower
// than its words, a word-wrapped label shorter than its lines, a cell or header of a list
// elided ("..."), or a label or button cut off at the side by what holds it (or, outside a
// scroll area, at the bottom). What a scroll area has scrolled away entirely is not "cut".
// The widths come from the fonts in use, so that the check holds with any fonts.
QStringList cutWords(QWidget* panel)
{
    QStringList cut;
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->window() != panel->window()) continue;
        const QRect shown = shownPart(w, panel);
        if (shown.isEmpty()) continue;
        bool words = false;
        if (auto* label = qobject_cast<QLabel*>(w)) {
            const QString text = test::shownText(label);
            if (text.trimmed().isEmpty()) continue;
            words = true;
            const QFontMetrics metrics(label->font());
            const int room = label->contentsRect().width() - 2 * label->margin() - std::max(0, label->indent());
            if (label->wordWrap()) {
                const int needed = label->heightForWidth(label->width());
                if (needed > label->height())
                    cut << QStringLiteral("%1 needs %2 px for \"%3\", has %4")
                               .arg(nameOf(label))
                               .arg(needed)
                               .arg(text)
                               .arg(label->height());
                for (const QString& word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
                    if (metrics.horizontalAdvance(word) > room)
                        cut << QStringLiteral("%1: the word \"%2\" is wider than %3 px")
                                   .arg(nameOf(label), word)
                                   .arg(room);
                }
            } else {
                for (const QString& line : text.split(QLatin1Char('\n'))) {
                    if (metrics.horizontalAdvance(line) > room)
                        cut << QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                                   .arg(nameOf(label), line)
                                   .arg(metrics.horizontalAdvance(line))
                                   .arg(room);
                }
            }
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            const auto* tool = qobject_cast<QToolButton*>(button);
            if (button->text().isEmpty() || (tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)) continue;
            words = true;
            if (button->width() < button->sizeHint().width())
                cut << QStringLiteral("%1 \"%2\" needs %3 px, has %4")
                           .arg(nameOf(button), button->text())
                           .arg(button->sizeHint().width())
                           .arg(button->width());
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
            if (auto* header = qobject_cast<QHeaderView*>(view)) {
                for (int i = 0; i < header->count(); ++i) {
                    if (header->isSectionHidden(i)) continue;
                    const int hint = header->sectionSizeHint(i);
                    if (header->orientation() == Qt::Horizontal && hint > header->sectionSize(i))
                        cut << QStringLiteral("%1: the heading \"%2\" needs %3 px, has %4")
                                   .arg(nameOf(header), header->model()->headerData(i, Qt::Horizontal).toString())
                                   .arg(hint)
                                   .arg(header->sectionSize(i));
                }
                continue;
            }
            if (!view->model()) continue;
            const auto* table = qobject_cast<QTableView*>(view);
            const auto* list = qobject_cast<QListView*>(view);
            const bool wraps = (table && table->wordWrap()) || (list && list->wordWrap());
            // The room the style leaves round a cell's text.
            const int aside = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
            const QRect seen = view->viewport()->rect();
            const QAbstractItemModel* model = view->model();
            for (int row = 0; row < model->rowCount(view->rootIndex()); ++row) {
                for (int col = 0; col < model->columnCount(view->rootIndex()); ++col) {
                    const QModelIndex index = model->index(row, col, view->rootIndex());
                    const QRect cell = view->visualRect(index);
                    if (!cell.isValid() || !seen.intersects(cell)) continue;
                    const QString text = model->data(index).toString();
                    if (text.trimmed().isEmpty()) continue;
                    if (wraps) {
                        // Its lines fit the cell's height.
                        const QVariant font = model->data(index, Qt::FontRole);
                        const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : view->font());
                        const QRect lines
                            = metrics.boundingRect(QRect(0, 0, cell.width() - aside, 1 << 20), Qt::TextWordWrap, text);
                        if (lines.height() > cell.height() || lines.width() > cell.width() - aside)
                            cut << QStringLiteral("%1: \"%2\" needs %3 x %4 px in a cell of %5 x %6")
                                       .arg(nameOf(view), text.trimmed())
                                       .arg(lines.width())
                                       .arg(lines.height())
                                       .arg(cell.width() - aside)
                                       .arg(cell.height());
                        continue;
                    }
                    if (view->textElideMode() == Qt::ElideNone) continue;
                    if (view->sizeHintForIndex(index).width() > cell.width())
                        cut << QStringLiteral("%1: \"%2\" elided in a cell of %3 px")
                                   .arg(nameOf(view), model->data(index).toString().trimmed())
                                   .arg(cell.width());
                }
            }
        }
        // Cut off by whatever holds it.
        if (words && (shown.width() < w->width() || (shown.height() < w->height() && !insideScrollArea(w, panel))))
            cut << QStringLiteral("%1 shows %2 x %3 of %4 x %5")
                       .arg(nameOf(w))
                       .arg(shown.width())
                       .arg(shown.height())
                       .arg(w->width())
                       .arg(w->height());
    }
    return cut;
}

// Whether the whole of `widget` is in sight in `panel` (not scrolled away, not cut off).
bool wholeInSight(const QWidget* widget, const QWidget* panel)
{
    return widget && widget->isVisible() && shownPart(widget, panel) == widget->rect();
}

QString where(const QWidget* widget, const QWidget* panel)
{
    if (!widget) return QStringLiteral("missing");
    const QRect shown = shownPart(widget, panel);
    const QPoint at = widget->mapTo(panel, QPoint());
    return QStringLiteral("%1: %2 x %3 at %4,%5 in a panel of %6 x %7, of which %8 x %9 in sight")
        .arg(nameOf(widget))
        .arg(widget->width())
        .arg(widget->height())
        .arg(at.x())
        .arg(at.y())
        .arg(panel->width())
        .arg(panel->height())
        .arg(shown.width())
        .arg(shown.height());
}

} // namespace

// The panels at a laptop's screen (1280 x 720) and a desktop's (1600 x 1000), in English and
// German: every word in sight whole (nothing cut, nothing elided), and what each panel is for in
// sight when it opens. From issue 29: the Search Code panel's lines ended in "...", in German
// its A- and A+ were pushed out of it; the Overlays panel never showed its figures and its
// search's settings together; the Generate panel's caption and figures were below its visible
// part; the Play panel's replay timeline was below the visible part at 1600 x 1000.
class TstPanelWords : public test::EditorTest {
    Q_OBJECT

public:
    TstPanelWords()
        : EditorTest(Setup { QSize(1280, 720), true, std::nullopt })
    {
    }

private:
    QTranslator m_translator;
    bool m_translated = false;

    void finish() override
    {
        if (m_translated) QCoreApplication::removeTranslator(&m_translator);
        m_translated = false;
    }

    static void settle()
    {
        for (int i = 0; i < 8; ++i) {
            QTest::qWait(20);
            QCoreApplication::processEvents();
        }
    }

    static void addRows()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const QSize size : { QSize(1280, 720), QSize(1600, 1000) }) {
            const QByteArray at = QByteArray::number(size.width()) + " x " + QByteArray::number(size.height());
            QTest::newRow("English, " + at) << QString() << size;
            QTest::newRow("German, " + at) << QStringLiteral("de") << size;
        }
    }

    // A new window in the language and at the size of the row, the classic maze open.
    void windowOfTheRow()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        if (!language.isEmpty()) {
            QVERIFY(m_translator.load(QStringLiteral(":/i18n/mazeworks_") + language));
            QCoreApplication::installTranslator(&m_translator);
            m_translated = true;
        }
        newWindow();
        m_window->resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openClassic();
        settle();
    }

    // A breadth-first search on the classic maze, one step in: a queue of one tile.
    void aSearchOneStepIn()
    {
        OverlayModel* model = dock<OverlayDock>()->model();
        dock<OverlayDock>()->show();
        model->setMode(OverlayModel::Mode::Path);
        SearchChoice choice = model->choice();
        choice.algorithm = Algorithm::BreadthFirst;
        model->setChoice(choice);
        model->setStart(Cell { 13, 22 });
        model->setGoal(Cell { 1, 1 });
        model->restart();
        settle();
    }

    static void noWordsCut(QWidget* panel)
    {
        const QStringList cut = cutWords(panel);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("\n  "))));
    }

private slots:
    void theSearchCodePanelShowsEveryWordWhole_data() { addRows(); }
    void theSearchCodePanelShowsEveryWordWhole()
    {
        windowOfTheRow();
        aSearchOneStepIn();
        QTest::keyClick(m_window->currentView(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        CodeDock* code = dock<OverlayDock>()->codeDock();
        QTRY_VERIFY(code->isVisible());
        dock<OverlayDock>()->model()->advance(1);
        settle();
        for (const QString& text : { QStringLiteral("A+"), QStringLiteral("A\u2212") }) {
            QToolButton* found = nullptr;
            for (QToolButton* b : code->findChildren<QToolButton*>()) {
                if (b->text() == text) found = b;
            }
            QVERIFY2(wholeInSight(found, code), qPrintable(where(found, code)));
        }
        noWordsCut(code);
    }

    void theOverlaysPanelShowsItsFiguresWithTheSearchsSettings_data() { addRows(); }
    void theOverlaysPanelShowsItsFiguresWithTheSearchsSettings()
    {
        windowOfTheRow();
        aSearchOneStepIn();
        auto* overlays = dock<OverlayDock>();
        overlays->raise();
        settle();
        // The figures, the buttons that step the search and its speed, and the settings that
        // make the figures what they are, all at once: a teacher changes the search and sees
        // what it does to the figures without scrolling.
        auto* figures = overlays->findChild<OverlayFigures*>();
        QVERIFY2(wholeInSight(figures, overlays), qPrintable(where(figures, overlays)));
        for (const char* name : { "algorithm", "heuristic", "guessWeight", "movement", "speed", "speedText" }) {
            auto* setting = overlays->findChild<QWidget*>(QLatin1String(name));
            if (setting && !setting->isVisible()) continue; // not a setting of this search
            QVERIFY2(wholeInSight(setting, overlays), qPrintable(where(setting, overlays)));
        }
        for (const char* step : { "resetSearch", "stepSearch", "playSearch", "finishSearch" }) {
            QToolButton* button = nullptr;
            for (QToolButton* b : overlays->findChildren<QToolButton*>()) {
                if (b->defaultAction() && b->defaultAction()->objectName() == QLatin1String(step)) button = b;
            }
            QVERIFY2(wholeInSight(button, overlays),
                qPrintable(QString::fromLatin1(step) + QStringLiteral(": ") + where(button, overlays)));
            // Words or not, the button says what it does to a screen reader and in its tooltip.
            QVERIFY(!button->accessibleName().isEmpty() || !button->text().isEmpty());
            QVERIFY(!button->toolTip().isEmpty());
            QVERIFY(button->focusPolicy() & Qt::TabFocus);
        }
        noWordsCut(overlays);
    }

    void theGeneratePanelShowsItsCaptionAndFigures_data() { addRows(); }
    void theGeneratePanelShowsItsCaptionAndFigures()
    {
        windowOfTheRow();
        for (QAction* a : m_window->findChildren<QAction*>()) {
            if (a->objectName() == QLatin1String("showGenerator")) a->trigger();
        }
        auto* generate = dock<GenerateDock>();
        QTRY_VERIFY(generate->isVisible());
        settle();
        auto* scroll = qobject_cast<QScrollArea*>(generate->widget());
        QVERIFY(scroll);
        for (QWidget* part : { static_cast<QWidget*>(generate->figures()), static_cast<QWidget*>(generate->caption()) })
            QVERIFY2(wholeInSight(part, generate),
                qPrintable(where(part, generate)
                    + QStringLiteral(", scrolled %1 of %2, contents %3 high in %4")
                          .arg(scroll->verticalScrollBar()->value())
                          .arg(scroll->verticalScrollBar()->maximum())
                          .arg(scroll->widget()->height())
                          .arg(scroll->viewport()->height())
                    + QStringLiteral(", the picture %1 (at least %2) at %3, the figures at %4")
                          .arg(generate->view()->height())
                          .arg(generate->view()->minimumHeight())
                          .arg(generate->view()->y())
                          .arg(generate->figures()->y())));
        noWordsCut(generate);
    }

    // From issue 29: in presentation (F11) the dungeon was under half the screen's height, an
    // empty band under its caption.
    void thePresentationGivesTheDungeonMostOfTheScreen_data() { addRows(); }
    void thePresentationGivesTheDungeonMostOfTheScreen()
    {
        windowOfTheRow();
        GenerateDock* generate = nullptr;
        for (QAction* a : m_window->findChildren<QAction*>()) {
            if (a->objectName() == QLatin1String("showGenerator")) a->trigger();
        }
        generate = dock<GenerateDock>();
        QTRY_VERIFY(generate->isVisible());
        // Two steps in: the caption says what the last one did.
        for (int i = 0; i < 2; ++i) {
            for (QAction* a : generate->findChildren<QAction*>()) {
                if (a->objectName() == QLatin1String("stepDungeon")) a->trigger();
            }
        }
        settle();
        QVERIFY(!generate->caption()->text().isEmpty());
        generate->setPresentation(true);
        const auto leave = qScopeGuard([generate] { generate->setPresentation(false); });
        QWidget* stage = generate->view()->window();
        QVERIFY(stage != m_window.get());
        QVERIFY(QTest::qWaitForWindowExposed(stage));
        settle();
        QLabel* caption = generate->caption();
        const QString layout = QStringLiteral("the dungeon %1 px high in a screen of %2, the caption %3 px for %4")
                                   .arg(generate->view()->height())
                                   .arg(stage->height())
                                   .arg(caption->height())
                                   .arg(caption->heightForWidth(caption->width()));
        QVERIFY2(generate->view()->height() > stage->height() * 6 / 10, qPrintable(layout));
        // The caption as high as its lines (no empty band under it), with its lines in sight.
        QVERIFY2(caption->height() < caption->heightForWidth(caption->width()) + caption->fontMetrics().lineSpacing(),
            qPrintable(layout));
        QVERIFY2(wholeInSight(caption, stage), qPrintable(where(caption, stage)));
        QVERIFY2(wholeInSight(generate->figures(), stage), qPrintable(where(generate->figures(), stage)));
        noWordsCut(stage);
    }

    void thePlayPanelShowsTheReplaysTimeline_data() { addRows(); }
    void thePlayPanelShowsTheReplaysTimeline()
    {
        windowOfTheRow();
        auto* play = dock<PlayDock>();
        QVERIFY(play->playCurrent());
        settle();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.replay"));
        QVERIFY(play->saveReplay(path));
        QVERIFY(play->openReplay(path));
        settle();
        QVERIFY2(wholeInSight(play->timeline(), play), qPrintable(where(play->timeline(), play)));
        noWordsCut(play->timeline());
    }
};

QTEST_MAIN(TstPanelWords)
#include "tst_panelwords.moc"

// The looks (issue 34): Settings > Appearance sets the widgets' palette and the map's look at
// once, the map painted again in the new colours (not the pictures kept from before), the choice
// remembered by the next window, System the default; the palettes' text keeps 4.5:1 (WCAG 2.1).

#include "editor/editorfixture.h"

#include "appearance.h"
#include "mainwindow.h"
#include "mapview.h"
#include "picture/theme.h"

#include <QAction>
#include <QApplication>
#include <QSet>
#include <QSettings>
#include <QToolBar>
#include <QtTest>

#include <cmath>

using namespace mazeworks;

namespace {

double channel(int value)
{
    const double c = value / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& colour)
{
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue());
}

double contrast(const QColor& one, const QColor& two)
{
    const double a = luminance(one);
    const double b = luminance(two);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

} // namespace

class TstLooks : public test::EditorTest {
    Q_OBJECT

public:
    TstLooks()
        : EditorTest(QSize(1000, 800))
    {
    }

protected:
    void finish() override { appearance::apply(Appearance::System); }

private:
    QAction* action(const QString& name) const
    {
        auto* found = m_window->findChild<QAction*>(QStringLiteral("appearance-") + name);
        if (!found) qWarning("no appearance %s", qPrintable(name));
        return found;
    }

    // The colour the view shows, as painted on the screen from its pictures, at the left edge
    // of the wall block at (7, 2) of the classic maze.
    QColor wallEdgeShown(MapView* view) const
    {
        const QPointF edge = view->viewportPoint(QPointF(7.0 + 0.3 - 0.03, 2.5));
        const QImage image = view->viewport()->grab().toImage();
        return QColor(image.pixel((edge * image.devicePixelRatio()).toPoint()));
    }

    // The share of an icon's outline that keeps the 3:1 of WCAG 2.1's non-text contrast (1.4.11)
    // against `ground`, as the icon shows at 32 pixels: what makes its shape stand out from the
    // toolbar. The outline: the first and the last solid pixel (not a soft edge) of each row and
    // each column.
    static double standingOut(const QIcon& icon, const QColor& ground)
    {
        const QImage image = icon.pixmap(32, 32).toImage().convertToFormat(QImage::Format_ARGB32);
        auto solid = [&](int x, int y) { return qAlpha(image.pixel(x, y)) >= 230; };
        QSet<std::pair<int, int>> outline;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                if (solid(x, y)) {
                    outline.insert({ x, y });
                    break;
                }
            for (int x = image.width() - 1; x >= 0; --x)
                if (solid(x, y)) {
                    outline.insert({ x, y });
                    break;
                }
        }
        for (int x = 0; x < image.width(); ++x) {
            for (int y = 0; y < image.height(); ++y)
                if (solid(x, y)) {
                    outline.insert({ x, y });
                    break;
                }
            for (int y = image.height() - 1; y >= 0; --y)
                if (solid(x, y)) {
                    outline.insert({ x, y });
                    break;
                }
        }
        int seen = 0;
        for (const auto& [x, y] : outline)
            if (contrast(QColor::fromRgba(image.pixel(x, y)), ground) >= 3.0) ++seen;
        return outline.isEmpty() ? 0.0 : double(seen) / outline.size();
    }

    // The actions whose icons the look draws: the tools bar's, the edit actions', the players'.
    QList<QAction*> drawnIconActions() const
    {
        QList<QAction*> actions;
        if (auto* tools = m_window->findChild<QToolBar*>(QStringLiteral("ToolsToolBar"))) {
            for (QAction* action : tools->actions())
                if (!action->isSeparator() && !action->icon().isNull()) actions << action;
        }
        // And the players' buttons, drawn by the look's style: the Overlays panel's.
        for (const char* name : { "undo", "redo", "newMap", "resizeMap", "resetSearch", "stepSearchBack", "stepSearch",
                 "playSearch", "finishSearch" })
            if (auto* action = m_window->findChild<QAction*>(QLatin1String(name))) actions << action;
        return actions;
    }

private slots:
    void systemIsTheDefault()
    {
        QVERIFY(action("system"));
        QVERIFY(action("system")->isChecked());
        QCOMPARE(currentLook(), LookKind::Classic);
        // The test's desktop (offscreen) is light: its palette is kept.
        QVERIFY(!appearance::isDark(QApplication::palette()));
    }

    void highContrastRepaintsTheMapAtOnce()
    {
        m_window->openClassic();
        MapView* view = m_window->currentView();
        view->setScale(24);
        view->centreOn({ 8, 2 });
        // The pictures of the classic look made and shown first.
        QTRY_COMPARE(wallEdgeShown(view), lookOf(LookKind::Classic).wallEdge);

        action("high-contrast")->trigger();
        QCOMPARE(QSettings().value("appearance").toString(), QString("high-contrast"));
        QCOMPARE(currentLook(), LookKind::HighContrast);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
        QTRY_COMPARE(view->palette().color(QPalette::Window), QColor(Qt::black));
        // The thicker outline covers the place looked at too.
        QTRY_COMPARE(wallEdgeShown(view), lookOf(LookKind::HighContrast).wallEdge);

        action("system")->trigger();
        QVERIFY(!QSettings().contains("appearance"));
        QCOMPARE(currentLook(), LookKind::Classic);
        QTRY_COMPARE(wallEdgeShown(view), lookOf(LookKind::Classic).wallEdge);
    }

    void theChoiceIsRemembered()
    {
        action("dark")->trigger();
        QVERIFY(appearance::isDark(QApplication::palette()));
        QCOMPARE(currentLook(), LookKind::Classic);
        appearance::apply(Appearance::System); // as a new start of the editor finds it
        QVERIFY(!appearance::isDark(QApplication::palette()));
        newWindow();
        QVERIFY(action("dark")->isChecked());
        QVERIFY(appearance::isDark(QApplication::palette()));
    }

    void theToolIconsFollowTheLookAndStandOutOnTheToolbar_data()
    {
        QTest::addColumn<QString>("look");
        QTest::newRow("light") << QStringLiteral("light");
        QTest::newRow("dark") << QStringLiteral("dark");
        QTest::newRow("high contrast") << QStringLiteral("high-contrast");
    }

    void theToolIconsFollowTheLookAndStandOutOnTheToolbar()
    {
        QFETCH(QString, look);
        // The icons as the window made them, in the test desktop's light palette; then the look
        // chosen, without a new window: the same icons must show in the new look's colours.
        const QList<QAction*> actions = drawnIconActions();
        QVERIFY(actions.size() >= 15);
        std::vector<QIcon> icons;
        for (QAction* action : actions) icons.push_back(action->icon());
        action(look)->trigger();
        auto* tools = m_window->findChild<QToolBar*>(QStringLiteral("ToolsToolBar"));
        QTRY_COMPARE(tools->palette().color(QPalette::Window), QApplication::palette().color(QPalette::Window));
        const QColor ground = tools->palette().color(tools->backgroundRole());
        for (std::size_t i = 0; i < icons.size(); ++i) {
            const double share = standingOut(icons[i], ground);
            // Three quarters of its outline at least: where a fill meets the toolbar unoutlined,
            // the shape still reads.
            QVERIFY2(share >= 0.75,
                qPrintable(QStringLiteral("%1 on %2: %3% of its outline at 3:1")
                               .arg(actions[int(i)]->objectName(), ground.name())
                               .arg(share * 100, 0, 'f', 0)));
        }
    }

    void thePalettesTextStandsOut_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << appearance::lightPalette();
        QTest::newRow("dark") << appearance::darkPalette();
        QTest::newRow("high contrast") << appearance::highContrastPalette();
    }

    void thePalettesTextStandsOut()
    {
        QFETCH(QPalette, palette);
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
            { QPalette::WindowText, QPalette::Window },
            { QPalette::Text, QPalette::Base },
            { QPalette::Text, QPalette::AlternateBase },
            { QPalette::ButtonText, QPalette::Button },
            { QPalette::HighlightedText, QPalette::Highlight },
            { QPalette::ToolTipText, QPalette::ToolTipBase },
            { QPalette::Link, QPalette::Base },
        };
        for (const auto& [text, ground] : pairs) {
            const double ratio = contrast(palette.color(text), palette.color(ground));
            QVERIFY2(ratio >= 4.5,
                qPrintable(QStringLiteral("%1 on %2: %3:1")
                               .arg(palette.color(text).name(), palette.color(ground).name())
                               .arg(ratio, 0, 'f', 2)));
        }
        // Text that cannot be used is dimmer, and still readable (WCAG asks nothing of it).
        const double disabled
            = contrast(palette.color(QPalette::Disabled, QPalette::Text), palette.color(QPalette::Base));
        QVERIFY2(disabled >= 3.0, qPrintable(QString::number(disabled)));
    }
};

QTEST_MAIN(TstLooks)
#include "tst_looks.moc"

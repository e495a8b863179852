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
#include <QSettings>
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

#include "importreport.h"

#include "diagnostictext.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mazeworks {

namespace {

enum Column { WhatColumn, WhereColumn };

QIcon iconOf(tiled::Level level, const QStyle* style)
{
    if (level == tiled::Level::Warning) return severityIcon(Severity::Warning);
    if (level == tiled::Level::Error) return severityIcon(Severity::Error);
    return style->standardIcon(QStyle::SP_MessageBoxInformation);
}

// "line 12": where in the file, with the file when it is another (a tileset, a template).
QString lineText(const tiled::SourcePlace& source)
{
    QString at = source.file;
    if (source.line > 0) {
        const QString line = ImportReport::tr("line %1").arg(source.line);
        at = at.isEmpty() ? line : at + QStringLiteral(", ") + line;
    }
    return at;
}

} // namespace

ImportReport::ImportReport(const QString& mapFile, const std::vector<tiled::Problem>& problems, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("importReport"));
    setWindowTitle(tr("Imported from Tiled"));
    auto* intro = new QLabel(tr("%1 becomes a level. Before it opens: what the map has that a maze has no place "
                                "for, left out, and how the import decided where a rule had to choose.")
                                 .arg(mapFile));
    intro->setWordWrap(true);

    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("problems"));
    m_list->setAccessibleName(tr("Left out and decided"));
    m_list->setAccessibleDescription(intro->text());
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->setHeaderLabels({ tr("What"), tr("Where") });
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(WhatColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(WhereColumn, QHeaderView::ResizeToContents);
    for (const tiled::Problem& problem : problems) {
        const QString place = tiled::placeText(problem.place, tiled::Words::Translated);
        const QString message = tiled::messageText(problem, tiled::Words::Translated);
        auto* item = new QTreeWidgetItem(
            { place.isEmpty() ? message : place + QStringLiteral(": ") + message, lineText(problem.place.source) });
        item->setIcon(WhatColumn, iconOf(problem.level, style()));
        item->setToolTip(WhatColumn,
            tiled::levelName(problem.level, tiled::Words::Translated) + QStringLiteral(": ") + item->text(WhatColumn));
        m_list->addTopLevelItem(item);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton* open = buttons->button(QDialogButtonBox::Ok);
    open->setText(tr("&Open Level"));
    open->setObjectName(QStringLiteral("openLevel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    // Wide enough for a long message in German on one line; within the screen.
    QSize size(960, 360);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    resize(size);
}

} // namespace mazeworks

#include "commandpalette.h"

#include "mainwindow.h"
#include "menutext.h"
#include "sharedkeys.h"

#include <QAction>
#include <QApplication>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace mazeworks {

namespace {

enum Role { PathRole = Qt::UserRole + 1, KeyRole, IndexRole };

// An action's row: its name and key on the first line, its menu in smaller grey letters below.
class ActionDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const QFontMetrics name(option.font);
        const QFontMetrics path(smaller(option.font));
        const int width = name.horizontalAdvance(index.data(Qt::DisplayRole).toString())
            + name.horizontalAdvance(index.data(KeyRole).toString()) + 4 * kPad;
        return QSize(width, name.height() + path.height() + 3 * kPad);
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem base = option;
        initStyleOption(&base, index);
        base.text.clear();
        const QWidget* widget = option.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &base, painter, widget);

        const bool selected = option.state & QStyle::State_Selected;
        const bool enabled = option.state & QStyle::State_Enabled;
        const QPalette::ColorGroup group = enabled ? QPalette::Normal : QPalette::Disabled;
        const QColor text = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        QColor dim = text;
        dim.setAlphaF(0.65);
        const QRect r = option.rect.adjusted(2 * kPad, kPad, -2 * kPad, -kPad);
        const QFontMetrics nameMetrics(option.font);
        const QString key = index.data(KeyRole).toString();
        const int keyWidth = key.isEmpty() ? 0 : nameMetrics.horizontalAdvance(key) + 3 * kPad;
        painter->save();
        painter->setFont(option.font);
        painter->setPen(text);
        const QRect top(r.left(), r.top(), r.width(), nameMetrics.height());
        painter->drawText(top.adjusted(0, 0, -keyWidth, 0), Qt::AlignLeft | Qt::AlignVCenter,
            nameMetrics.elidedText(index.data(Qt::DisplayRole).toString(), Qt::ElideRight, top.width() - keyWidth));
        painter->setPen(dim);
        painter->drawText(top, Qt::AlignRight | Qt::AlignVCenter, key);
        const QFont small = smaller(option.font);
        const QFontMetrics pathMetrics(small);
        painter->setFont(small);
        const QRect bottom(r.left(), top.bottom() + kPad, r.width(), pathMetrics.height());
        painter->drawText(bottom, Qt::AlignLeft | Qt::AlignVCenter,
            pathMetrics.elidedText(index.data(PathRole).toString(), Qt::ElideMiddle, bottom.width()));
        painter->restore();
    }

private:
    static constexpr int kPad = 3;
    static QFont smaller(QFont font)
    {
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * 0.85);
        else
            font.setPixelSize(std::max(8, font.pixelSize() * 85 / 100));
        return font;
    }
};

} // namespace

CommandPaletteDialog::CommandPaletteDialog(MainWindow* window, const QAction* own)
    : QDialog(window, Qt::Popup)
{
    setObjectName(QStringLiteral("commandPalette"));
    setWindowTitle(tr("Search Actions"));
    setAttribute(Qt::WA_DeleteOnClose);
    // A popup has no frame of the window manager's: its own, so it stands out on any panel.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* frame = new QFrame;
    frame->setFrameStyle(QFrame::Panel | QFrame::Raised);
    outer->addWidget(frame);
    auto* layout = new QVBoxLayout(frame);
    layout->setContentsMargins(6, 6, 6, 6);
    m_field = new QLineEdit;
    m_field->setObjectName(QStringLiteral("search"));
    m_field->setPlaceholderText(tr("Type the name of an action"));
    // A placeholder is gone once something is typed; the screen reader keeps the name.
    m_field->setAccessibleName(m_field->placeholderText());
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    layout->addWidget(m_field);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("actions"));
    m_list->setItemDelegate(new ActionDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_list);
    m_nothing = new QLabel(tr("No action has all these words in its name or its menu."));
    m_nothing->setObjectName(QStringLiteral("nothing"));
    m_nothing->setWordWrap(true);
    m_nothing->setEnabled(false);
    m_nothing->hide();
    layout->addWidget(m_nothing);
    fill(window, own);
    connect(m_field, &QLineEdit::textChanged, this, &CommandPaletteDialog::filter);
    connect(m_list, &QListWidget::itemActivated, this, &CommandPaletteDialog::runCurrent);
    connect(m_list, &QListWidget::itemClicked, this, &CommandPaletteDialog::runCurrent);
    filter(QString());

    // Over the top of the window, as wide as a readable line, a screenful of actions high.
    const QFontMetrics metrics(font());
    const QRect area = window->geometry();
    const int width = std::min(area.width() - 40, std::max(metrics.horizontalAdvance(QLatin1Char('x')) * 70, 480));
    const int height = std::min(area.height() - 80, m_list->sizeHintForRow(0) * 10 + m_field->sizeHint().height() + 24);
    resize(width, std::max(height, 160));
    move(area.left() + (area.width() - this->width()) / 2, area.top() + 40);
}

void CommandPaletteDialog::fill(MainWindow* window, const QAction* own)
{
    const SharedKeys* shared = window->sharedKeys();
    std::function<void(const QMenu*, const QString&)> walk = [&](const QMenu* menu, const QString& where) {
        for (QAction* a : menu->actions()) {
            if (a->isSeparator() || !a->isVisible() || a == own) continue;
            if (a->menu()) {
                if (a->isEnabled()) walk(a->menu(), where + QStringLiteral(" > ") + plainText(a->text()));
                continue;
            }
            if (!a->isEnabled()) continue;
            QKeySequence key = shared->useOf(a) ? shared->keyOf(a) : a->shortcut();
            auto* item = new QListWidgetItem(plainText(a->text()), m_list);
            item->setData(PathRole, where);
            item->setData(KeyRole, key.toString(QKeySequence::NativeText));
            item->setData(IndexRole, static_cast<int>(m_actions.size()));
            item->setToolTip(a->statusTip());
            m_actions.append(a);
        }
    };
    for (const QAction* a : window->menuBar()->actions()) {
        if (a->menu() && a->isVisible()) walk(a->menu(), plainText(a->text()));
    }
}

void CommandPaletteDialog::filter(const QString& text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QListWidgetItem* first = nullptr;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        const QString said = item->text() + QLatin1Char(' ') + item->data(PathRole).toString();
        const bool match = std::all_of(words.begin(), words.end(),
            [&said](const QString& word) { return said.contains(word, Qt::CaseInsensitive); });
        item->setHidden(!match);
        if (match && !first) first = item;
    }
    m_nothing->setVisible(!first);
    m_list->setCurrentItem(first);
    if (first) m_list->scrollToItem(first);
}

QStringList CommandPaletteDialog::shownNames() const
{
    QStringList names;
    for (int i = 0; i < m_list->count(); ++i) {
        if (!m_list->item(i)->isHidden()) names << m_list->item(i)->text();
    }
    return names;
}

void CommandPaletteDialog::runCurrent()
{
    QListWidgetItem* item = m_list->currentItem();
    if (!item || item->isHidden()) return;
    const QPointer<QAction> action = m_actions.value(item->data(IndexRole).toInt());
    close();
    // Checked again: a disabled action is never run.
    if (action && action->isEnabled()) action->trigger();
}

bool CommandPaletteDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown: {
            // The list moves over the hidden rows itself.
            QKeyEvent copy(key->type(), key->key(), key->modifiers());
            QApplication::sendEvent(m_list, &copy);
            return true;
        }
        case Qt::Key_Return:
        case Qt::Key_Enter:
            runCurrent();
            return true;
        case Qt::Key_Escape:
            close();
            return true;
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

CommandPalette::CommandPalette(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("commandPalette"));
    QMenu* help = window->menu(QStringLiteral("help"));
    // First in the Help menu: where an action is looked for when its menu is not known.
    QAction* before = help->actions().value(0);
    m_action = new QAction(tr("&Search Actions..."), this);
    m_action->setObjectName(QStringLiteral("searchActions"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_action->setStatusTip(tr("Finds an action of the menus by its name and runs it"));
    help->insertAction(before, m_action);
    connect(m_action, &QAction::triggered, this, &CommandPalette::open);
}

void CommandPalette::open()
{
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    m_dialog = new CommandPaletteDialog(m_window, m_action);
    m_dialog->show();
    m_dialog->activateWindow();
    m_dialog->field()->setFocus(Qt::PopupFocusReason);
}

} // namespace mazeworks

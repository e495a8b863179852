#include "frameexport.h"

#include "choices.h"
#include "filemessages.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMetaObject>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>

namespace mazeworks {

bool FrameFolder::make(const QString& base, const QString& stem)
{
    const QDir dir(base);
    if (base.isEmpty() || !dir.exists()) {
        m_error = FrameExport::tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(base));
        return false;
    }
    // A folder of its own, never one that is there already.
    QString name = stem;
    for (int n = 2; dir.exists(name); ++n) name = QStringLiteral("%1-%2").arg(stem).arg(n);
    if (!dir.mkdir(name)) {
        m_error = FrameExport::tr("Cannot make the folder %1: is the folder writable?")
                      .arg(QDir::toNativeSeparators(dir.filePath(name)));
        return false;
    }
    m_path = dir.filePath(name);
    m_written = 0;
    return true;
}

bool FrameFolder::write(const QImage& image)
{
    const QString path
        = QDir(m_path).filePath(QStringLiteral("frame_%1.png").arg(m_written + 1, 6, 10, QLatin1Char('0')));
    if (!writePngOrSay(path, image, &m_error)) return false;
    ++m_written;
    return true;
}

FrameExport::FrameExport(QObject* parent)
    : QObject(parent)
{
}

FrameExport::~FrameExport() { stop(); }

void FrameExport::stop()
{
    m_cancel = true;
    if (m_thread.joinable()) m_thread.join();
}

bool FrameExport::start(const QString& base, const QString& stem)
{
    if (!m_folder.make(base, stem)) {
        m_error = m_folder.error();
        return false;
    }
    m_running = true;
    m_thread = std::thread([this] {
        auto report = [this](int done, int total) {
            QMetaObject::invokeMethod(
                this, [this, done, total] { emit progress(done, total); }, Qt::QueuedConnection);
        };
        FrameFolder& folder = m_folder;
        const bool ok = run(folder, m_cancel, [&](int done, int total) {
            m_written = folder.written();
            report(done, total);
        });
        m_written = folder.written();
        if (!ok) m_error = folder.error();
        const bool complete = ok && !m_cancel;
        m_running = false;
        QMetaObject::invokeMethod(
            this, [this, complete] { emit finished(complete); }, Qt::QueuedConnection);
    });
    return true;
}

bool FrameExport::ask(
    QWidget* parent, const QString& title, const QString& about, Choice& choice, const MoreRows& moreRows)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto* form = new QFormLayout(&dialog);
    auto* where = new QLineEdit(choice.folder);
    auto* browse = new QPushButton(tr("Browse..."));
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString caption = tr("Folder for the Frames");
        const QString chosen = Choices::of(parent).folder(&dialog, caption, where->text());
        if (!chosen.isEmpty()) where->setText(chosen);
    });
    auto* whereRow = new QHBoxLayout;
    whereRow->addWidget(where, 1);
    whereRow->addWidget(browse);
    // The labels of rows that hold more than one control are their first control's buddy: Alt
    // and the letter go there, and a screen reader names it by them.
    auto* whereLabel = new QLabel(tr("&Folder:"));
    whereLabel->setBuddy(where);
    form->addRow(whereLabel, whereRow);
    form->addRow(QString(), new QLabel(tr("The frames go into a new folder inside it; nothing there is overwritten.")));
    auto* width = new QSpinBox;
    width->setRange(64, 8192);
    width->setValue(choice.size.width());
    auto* height = new QSpinBox;
    height->setRange(64, 8192);
    height->setValue(choice.size.height());
    width->setAccessibleName(tr("Width in pixels"));
    height->setAccessibleName(tr("Height in pixels"));
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width);
    sizeRow->addWidget(new QLabel(QStringLiteral("\u00d7")));
    sizeRow->addWidget(height);
    sizeRow->addWidget(new QLabel(tr("pixels")));
    auto* sizeLabel = new QLabel(tr("&Size:"));
    sizeLabel->setBuddy(width);
    form->addRow(sizeLabel, sizeRow);
    auto* everyBox = new QSpinBox;
    everyBox->setRange(1, 1000000);
    everyBox->setValue(choice.every);
    everyBox->setSuffix(tr(" steps"));
    everyBox->setPrefix(tr("every "));
    form->addRow(tr("A &picture:"), everyBox);
    std::function<void()> readMoreRows;
    if (moreRows) readMoreRows = moreRows(form);
    if (!about.isEmpty()) {
        auto* text = new QLabel(about);
        text->setWordWrap(true);
        form->addRow(QString(), text);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted) return false;
    choice.folder = where->text();
    choice.size = QSize(width->value(), height->value());
    choice.every = everyBox->value();
    // The rows die with the dialog when this returns: read now.
    if (readMoreRows) readMoreRows();
    return true;
}

void FrameExport::watch(QWidget* parent, const QString& title, const QString& text,
    const std::function<void(const QString&)>& tell, const std::function<void(const QString&, const QString&)>& warn)
{
    auto* progressDialog = new QProgressDialog(text, tr("Cancel"), 0, 100, parent);
    progressDialog->setObjectName(QStringLiteral("framesProgress"));
    progressDialog->setWindowTitle(title);
    progressDialog->setWindowModality(Qt::NonModal);
    progressDialog->setMinimumDuration(300);
    progressDialog->setAutoClose(false);
    progressDialog->setAutoReset(false);
    connect(progressDialog, &QProgressDialog::canceled, this, &FrameExport::cancel);
    connect(this, &FrameExport::progress, progressDialog, [progressDialog](int done, int total) {
        progressDialog->setMaximum(total);
        progressDialog->setValue(done);
    });
    connect(this, &FrameExport::finished, this, [this, progressDialog, tell, warn](bool complete) {
        const QString where = QDir::toNativeSeparators(frameFolder());
        const int frames = framesWritten();
        if (complete) {
            tell(tr("%1 frames written to %2.").arg(QLocale().toString(frames), where));
        } else if (!error().isEmpty()) {
            warn(tr("Cannot Export"), error());
        } else {
            tell(tr("Cancelled: the %1 frames written so far are in %2.").arg(QLocale().toString(frames), where));
        }
        progressDialog->deleteLater();
        deleteLater();
    });
}

} // namespace mazeworks

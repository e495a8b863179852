// Reading with a limit and writing atomically, against a real full disk (a small tmpfs), a
// process that may not write more, links, modes and files that never end.

#include "file/filebytes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstring>
#include <memory>

#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mazeworks;

namespace {

QByteArray level(int bytes)
{
    QByteArray text = "name A level\n";
    while (text.size() < bytes) text += "row X......................................X\n";
    return text.left(bytes);
}

bool put(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(cannot be read)");
}

// Fills the file system under `folder` until nothing more can be written.
void fill(const QString& folder, qint64 leave = 0)
{
    QFile file(folder + "/fill");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray block(1024, 'z');
    while (file.write(block) == block.size()) { }
    file.close();
    if (leave > 0) QVERIFY(file.resize(qMax<qint64>(0, file.size() - leave)));
}

} // namespace

class TestFileBytes : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_folder; // a new one for each test
    QString m_disk; // a 64 KiB file system of our own, mounted for the full-disk tests

    QTemporaryDir& dir() { return *m_folder; }

private slots:
    void init()
    {
        m_folder = std::make_unique<QTemporaryDir>();
        QVERIFY(m_folder->isValid());
    }

    void cleanup()
    {
        if (!m_disk.isEmpty()) ::umount(m_disk.toLocal8Bit().constData());
        m_disk.clear();
        m_folder.reset();
    }

    void aFullDiskLeavesTheOldFileWholeAndSaysSo_data()
    {
        QTest::addColumn<int>("free");
        QTest::newRow("nothing free") << 0;
        QTest::newRow("4 KiB free for a 7 KiB level") << 4096;
    }

    void aFullDiskLeavesTheOldFileWholeAndSaysSo()
    {
        QFETCH(int, free);
        if (::geteuid() != 0) QSKIP("mounting a small file system needs root (CI runs as root)");
        m_disk = dir().filePath("disk");
        QVERIFY(QDir().mkpath(m_disk));
        QVERIFY2(::mount("tmpfs", m_disk.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") == 0, std::strerror(errno));
        const QString path = m_disk + "/l.maze";
        const QByteArray old = level(7286);
        QVERIFY(put(path, old));
        fill(m_disk, free);

        QByteArray edited = old;
        edited[20] = 'o';
        const std::optional<FileError> error = writeFileAtomically(path, edited);
        QVERIFY(error);
        QCOMPARE(error->code, FileError::Code::Write);
        QCOMPARE(error->system, ENOSPC);
        QCOMPARE(QString::fromStdString(describe("l.maze", *error)),
            QString("l.maze: cannot write: ") + std::strerror(ENOSPC));
        QCOMPARE(contents(path), old);
        QCOMPARE(QDir(m_disk).entryList(QDir::Files | QDir::Hidden), (QStringList { "fill", "l.maze" }));
    }

    void aWriteTheSystemCutsShortFails()
    {
        // The process may write files of at most 4 KiB: the write of a larger one fails part way.
        const QString path = dir().filePath("big.maze");
        const QByteArray old = level(1000);
        QVERIFY(put(path, old));
        rlimit saved {};
        QVERIFY(::getrlimit(RLIMIT_FSIZE, &saved) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved;
        small.rlim_cur = 4096;
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        const std::optional<FileError> error = writeFileAtomically(path, level(10000));
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(error);
        QCOMPARE(error->system, EFBIG);
        QCOMPARE(contents(path), old);
        QCOMPARE(QDir(dir().path()).entryList(QDir::Files | QDir::Hidden), QStringList { "big.maze" });
    }

    void theFileKeepsItsMode_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("rw-r-----") << 0640;
        QTest::newRow("rwxr-xr-x") << 0755;
        QTest::newRow("rw-------") << 0600;
    }

    void theFileKeepsItsMode()
    {
        QFETCH(int, mode);
        const QString path = dir().filePath("mode.maze");
        QVERIFY(put(path, "row X\n"));
        QVERIFY(::chmod(path.toLocal8Bit().constData(), static_cast<mode_t>(mode)) == 0);
        QVERIFY(!writeFileAtomically(path, QByteArray("row XX\n")));
        struct stat info { };
        QVERIFY(::stat(path.toLocal8Bit().constData(), &info) == 0);
        QCOMPARE(int(info.st_mode & 07777), mode);
        QCOMPARE(contents(path), QByteArray("row XX\n"));
    }

    void aNewFileGetsWhatTheUmaskAllows()
    {
        const mode_t old = ::umask(027);
        const std::optional<FileError> error = writeFileAtomically(dir().filePath("new.maze"), QByteArray("row X\n"));
        ::umask(old);
        QVERIFY(!error);
        struct stat info { };
        QVERIFY(::stat(dir().filePath("new.maze").toLocal8Bit().constData(), &info) == 0);
        QCOMPARE(int(info.st_mode & 0777), 0640);
    }

    void aSymbolicLinkIsFollowedAndStaysALink()
    {
        QVERIFY(QDir().mkpath(dir().filePath("levels")));
        const QString target = dir().filePath("levels/real.maze");
        QVERIFY(put(target, "row X\n"));
        const QString link = dir().filePath("link.maze");
        QVERIFY(QFile::link("levels/real.maze", link));
        QVERIFY(!writeFileAtomically(link, QByteArray("row XX\n")));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(contents(target), QByteArray("row XX\n"));
        QCOMPARE(QDir(dir().filePath("levels")).entryList(QDir::Files | QDir::Hidden), QStringList { "real.maze" });
    }

    void aMissingFolderIsAnErrorThatSaysSo()
    {
        const std::optional<FileError> error = writeFileAtomically(dir().filePath("no/such/l.maze"), QByteArray("x"));
        QVERIFY(error);
        QCOMPARE(error->system, ENOENT);
        QVERIFY(error->writing);
    }

    void aFolderIsNeitherReadNorReplaced()
    {
        QVERIFY(QDir().mkpath(dir().filePath("folder.maze")));
        const auto read = readFile(dir().filePath("folder.maze"));
        QVERIFY(read.error);
        QCOMPARE(read.error->code, FileError::Code::Folder);
        const auto written = writeFileAtomically(dir().filePath("folder.maze"), QByteArray("x"));
        QVERIFY(written);
        QCOMPARE(written->code, FileError::Code::Folder);
        QVERIFY(QFileInfo(dir().filePath("folder.maze")).isDir());
    }

    void aDeviceThatNeverEndsIsRefusedAtOnce()
    {
        const auto read = readFile(QStringLiteral("/dev/zero"));
        QVERIFY(read.error);
        QCOMPARE(read.error->code, FileError::Code::Device);
        QCOMPARE(QString::fromStdString(describe("/dev/zero", *read.error)),
            QStringLiteral("/dev/zero: cannot read: it is a device, not a file"));
    }

    void aFifoWithoutAWriterReadsAsEmptyWithoutWaiting()
    {
        const QString fifo = dir().filePath("fifo");
        QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
        const auto read = readFile(fifo);
        QVERIFY(read.ok());
        QVERIFY(read.bytes.isEmpty());
    }

    void aFileOverTheLimitIsRefusedWithItsSize()
    {
        const QString path = dir().filePath("big.maze");
        QVERIFY(put(path, QByteArray(5000, 'x')));
        const auto read = readFile(path, 4096);
        QVERIFY(read.error);
        QCOMPARE(read.error->code, FileError::Code::TooLarge);
        QCOMPARE(read.error->size, 5000u);
        QVERIFY(read.bytes.isEmpty());
        const auto exact = readFile(path, 5000);
        QVERIFY(exact.ok());
        QCOMPARE(exact.bytes.size(), 5000);
    }

    void aPipeIsReadUpToTheLimit()
    {
        int ends[2];
        QVERIFY(::pipe(ends) == 0);
        const QByteArray bytes(3000, 'p');
        QCOMPARE(::write(ends[1], bytes.constData(), bytes.size()), ssize_t(bytes.size()));
        ::close(ends[1]);
        const std::string path = "/proc/self/fd/" + std::to_string(ends[0]);
        const auto whole = readFile(path, 4096);
        QVERIFY(whole.ok());
        QCOMPARE(whole.bytes, std::string(3000, 'p'));
        ::close(ends[0]);

        QVERIFY(::pipe(ends) == 0);
        QCOMPARE(::write(ends[1], bytes.constData(), bytes.size()), ssize_t(bytes.size()));
        ::close(ends[1]);
        const auto cut = readFile("/proc/self/fd/" + std::to_string(ends[0]), 1000);
        ::close(ends[0]);
        QVERIFY(cut.error);
        QCOMPARE(cut.error->code, FileError::Code::TooLarge);
    }

    void aMissingFileSaysWhy()
    {
        const auto read = readFile(dir().filePath("nothing.maze"));
        QVERIFY(read.error);
        QCOMPARE(read.error->code, FileError::Code::Open);
        QCOMPARE(read.error->system, ENOENT);
        QVERIFY(!read.error->writing);
    }
};

QTEST_GUILESS_MAIN(TestFileBytes)
#include "tst_filebytes.moc"

// How the workbench names a new result: after the second it starts, and never
// a name that is taken, even when runs start in the same second.

#include "core/result/result_file_name.h"
#include "core/run/journal.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <future>
#include <vector>

using namespace surfio;

class TestResultFileName : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_result_file_name-XXXXXX")};
    const QDateTime when_{QDate(2026, 12, 1), QTime(14, 30, 5)};

    QString named(const QString& name) const { return dir_.filePath(name); }

    static bool write(const QString& path, const QByteArray& data)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
    }

    static QByteArray read(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void init() { QVERIFY(dir_.isValid()); }
    void cleanup()
    {
        for (const QString& name : QDir(dir_.path()).entryList(QDir::Files))
            QFile::remove(named(name));
    }

    void namedAfterTheSecond()
    {
        QString error;
        const QString path = createResultFile(dir_.path(), when_, error);
        QCOMPARE(path, named(QStringLiteral("surfio-20261201-143005.json")));
        QVERIFY(error.isEmpty());
        QVERIFY2(QFile::exists(path), "the name is taken by creating the file");
    }

    void theSameSecondGetsAnotherName()
    {
        QString error;
        const QString first = createResultFile(dir_.path(), when_, error);
        const QString second = createResultFile(dir_.path(), when_, error);
        const QString third = createResultFile(dir_.path(), when_, error);
        QCOMPARE(first, named(QStringLiteral("surfio-20261201-143005.json")));
        QCOMPARE(second, named(QStringLiteral("surfio-20261201-143005-2.json")));
        QCOMPARE(third, named(QStringLiteral("surfio-20261201-143005-3.json")));
    }

    void anExistingResultIsLeftAlone()
    {
        const QString saved = named(QStringLiteral("surfio-20261201-143005.json"));
        QVERIFY(write(saved, "{\"a\": \"saved run\"}"));
        QString error;
        const QString path = createResultFile(dir_.path(), when_, error);
        QCOMPARE(path, named(QStringLiteral("surfio-20261201-143005-2.json")));
        QCOMPARE(read(saved), QByteArray("{\"a\": \"saved run\"}"));
    }

    // An interrupted run writes its result where its journal says, once resumed.
    void anInterruptedRunsNameIsLeftAlone()
    {
        const QString journal = Journal::pathFor(named(QStringLiteral("surfio-20261201-143005.json")));
        QVERIFY(write(journal, "{\"surfio_journal\":1}\n"));
        QString error;
        const QString path = createResultFile(dir_.path(), when_, error);
        QCOMPARE(path, named(QStringLiteral("surfio-20261201-143005-2.json")));
        QVERIFY(!QFile::exists(named(QStringLiteral("surfio-20261201-143005.json"))));
    }

    // Runs starting together (threads here, processes alike: O_EXCL) never share a name.
    void runsStartingTogetherGetDistinctNames()
    {
        constexpr int kRuns = 16;
        std::vector<std::future<QString>> runs;
        runs.reserve(kRuns);
        for (int i = 0; i < kRuns; ++i)
            runs.push_back(std::async(std::launch::async, [this] {
                QString error;
                return createResultFile(dir_.path(), when_, error);
            }));
        QSet<QString> names;
        for (auto& run : runs)
            names.insert(run.get());
        QCOMPARE(names.size(), qsizetype(kRuns));
        QVERIFY(!names.contains(QString()));
        QCOMPARE(QDir(dir_.path()).entryList(QDir::Files).size(), qsizetype(kRuns));
    }

    void aMissingFolderIsAnError()
    {
        QString error;
        const QString path = createResultFile(named(QStringLiteral("missing")), when_, error);
        QVERIFY(path.isEmpty());
        QVERIFY2(error.contains(named(QStringLiteral("missing"))), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestResultFileName)
#include "tst_result_file_name.moc"

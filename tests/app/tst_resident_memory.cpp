// A run's resident memory stays under jobs x depth x block size + 64 MiB and
// does not grow while it runs.

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestResidentMemory : public QObject {
    Q_OBJECT

    static qint64 residentKiB(qint64 pid)
    {
        QFile status(QStringLiteral("/proc/%1/status").arg(pid));
        if (!status.open(QIODevice::ReadOnly))
            return -1;
        for (const QByteArray& line : status.readAll().split('\n'))
            if (line.startsWith("VmRSS:"))
                return line.mid(6).trimmed().split(' ').first().toLongLong();
        return -1;
    }

private Q_SLOTS:
    void boundedAndFlat()
    {
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/tst_memory-XXXXXX"));
        const qint64 jobs = 2, depth = 16, blockSize = 1 << 20;
        QProcess surfio;
        surfio.start(qEnvironmentVariable("SURFIO_BIN"),
                     {QStringLiteral("run"), QStringLiteral("--filename=") + dir.filePath(QStringLiteral("f")),
                      QStringLiteral("--size=32m"), QStringLiteral("--rw=randrw"), QStringLiteral("--bs=1m"),
                      QStringLiteral("--iodepth=%1").arg(depth), QStringLiteral("--numjobs=%1").arg(jobs),
                      QStringLiteral("--runtime=3s"), QStringLiteral("--sample_interval=5ms"),
                      QStringLiteral("--output-format=json"),
                      QStringLiteral("--output=") + dir.filePath(QStringLiteral("r.json"))});
        QVERIFY(surfio.waitForStarted());

        // Resident size while the point runs: the first reading after the buffers
        // are in place, and the last one before it ends.
        QList<qint64> readings;
        while (surfio.state() == QProcess::Running) {
            const qint64 kib = residentKiB(surfio.processId());
            if (kib > 0)
                readings.append(kib);
            surfio.waitForFinished(100);
        }
        QCOMPARE(surfio.exitCode(), 0);
        QVERIFY2(readings.size() >= 10, "too few readings of the running process");

        const qint64 peak = *std::max_element(readings.begin(), readings.end());
        const qint64 boundKiB = (jobs * depth * blockSize + (64LL << 20)) / 1024;
        QVERIFY2(peak < boundKiB, qPrintable(QStringLiteral("peak %1 KiB, bound %2 KiB").arg(peak).arg(boundKiB)));
        // Buffers are 32 MiB: the peak shows they were really in memory.
        QVERIFY(peak > jobs * depth * blockSize / 1024);

        // Flat: from a third of the way in to the end, under 5 % growth.
        const qint64 early = readings.at(readings.size() / 3);
        const qint64 late = readings.at(readings.size() - 2);
        QVERIFY2(late <= early * 105 / 100, qPrintable(QStringLiteral("%1 KiB -> %2 KiB").arg(early).arg(late)));
    }
};

QTEST_GUILESS_MAIN(TestResidentMemory)
#include "tst_resident_memory.moc"

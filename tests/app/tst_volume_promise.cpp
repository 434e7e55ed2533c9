// Promised against measured on simulated cloud volumes: a RAM loop device
// throttled by the blkio cgroup to exactly what a provider promises
// (tests/app/throttled_volume.h), measured by `surfio run --volume=…`
// (SURFIO_BIN). The result's "analysis.promised" must say met when the cap is
// the promise, below with the shortfall when it is lower, not reached (and
// which point would) when the run is too shallow, and hold a burst the test
// makes against a profile whose bucket is known. Skips with the reason
// where this machine cannot make the volume.
#include "tests/app/surfio_process.h"
#include "tests/app/throttled_volume.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using testing::compact;
using testing::describe;
using testing::finish;
using testing::kTimeoutMs;
using testing::RamVolume;
using testing::readJson;
using testing::Run;
using testing::Throttle;

namespace {

// OCI Balanced at 50 GB: 60 IOPS/GB and 480 KB/s per GB.
constexpr double kOciIops = 3000;
constexpr double kOciBandwidth = 24e6;

QStringList sweepArgs(const QString& device, const QString& out, const QString& volume)
{
    return {"--filename=" + device, "--rw=randread",      "--bs=2k,4k,16k,32k,64k", "--iodepth=32",   "--runtime=2s",
            "--ramp_time=500ms",    "--volume=" + volume, "--output-format=json",   "--output=" + out};
}

QJsonObject promisedOf(const QJsonObject& doc)
{
    return doc.value("analysis").toObject().value("promised").toObject();
}

// The first verdict on `limit`; empty when there is none.
QJsonObject verdictOn(const QJsonObject& promised, const QString& limit)
{
    for (const QJsonValue v : promised.value("verdicts").toArray())
        if (v.toObject().value("limit").toString() == limit)
            return v.toObject();
    return {};
}

}  // namespace

class TestVolumePromise : public QObject {
    Q_OBJECT

    // The sweep on a volume capped at `iops` and OCI's 24 MB/s, held against
    // oci-balanced:50g; the result's "promised".
    QJsonObject sweepAgainstOci(double iops, QString& why)
    {
        RamVolume volume;
        Throttle throttle;
        if (!volume.make(why) || !throttle.make(volume.loop.device, why))
            return {};
        if (!throttle.limit(uint64_t(iops), uint64_t(kOciBandwidth))) {
            why = "cannot set the throttle";
            return {};
        }
        QTemporaryDir dir;
        const QStringList args = sweepArgs(volume.loop.device, dir.filePath("r.json"), "oci-balanced:50g");
        const Run r = throttle.surfio(args);
        if (!r.ok()) {
            why = QString::fromUtf8(describe(args, r));
            return {};
        }
        return promisedOf(readJson(dir.filePath("r.json"), why));
    }

    static Run volumes(const QStringList& args)
    {
        QProcess p;
        p.setProcessEnvironment(testing::plainEnvironment());
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(testing::surfioBinary(), QStringList{"volumes"} + args);
        if (!p.waitForStarted())
            return {};
        return testing::finish(p, "surfio volumes " + args.join(' '), kTimeoutMs);
    }

private Q_SLOTS:
    void initTestCase() { testing::requireSurfioBinary(); }

    // `surfio volumes`: every built-in profile with what it promises at
    // 100 GiB, a provisioned one's reason said once; one spec described; an
    // unknown one refused with the names.
    void volumesListsTheProfiles()
    {
        const Run all = volumes({});
        QVERIFY2(all.ok(), qPrintable(all.err));
        for (const char* name : {"aws-gp2", "aws-gp3", "aws-io2", "azure-premium-ssd", "gcp-pd-balanced", "gcp-pd-ssd",
                                 "oci-balanced", "oci-higher-performance", "oci-ultra-high-performance"})
            QVERIFY2(all.out.contains(QString("\n") + name + " "), qPrintable(name + ("\n" + all.out)));
        QVERIFY2(all.out.contains("\n  aws-io2 is provisioned: give its IOPS"), qPrintable(all.out));
        QVERIFY2(!all.out.contains("aws-io2: aws-io2"), qPrintable(all.out));
        const Run one = volumes({"aws-gp2:100g"});
        QVERIFY2(one.ok() && one.out.contains("aws-gp2 at 100 GiB promises 300 IOPS"), qPrintable(one.out + one.err));
        const Run unknown = volumes({"aws-nope"});
        QVERIFY2(unknown.exitCode == 2 && unknown.err.contains("aws-gp3"), qPrintable(unknown.err));
    }

    void capAsPromisedIsMet()
    {
        QString why;
        const QJsonObject promised = sweepAgainstOci(kOciIops, why);
        if (promised.isEmpty())
            QSKIP(qPrintable(why));
        QCOMPARE(promised.value("profile").toString(), QString("oci-balanced"));
        QCOMPARE(promised.value("iops").toDouble(), kOciIops);
        QCOMPARE(promised.value("bw_bytes").toDouble(), kOciBandwidth);
        const QJsonObject iops = verdictOn(promised, "iops");
        const QJsonObject bandwidth = verdictOn(promised, "bandwidth");
        QVERIFY2(iops.value("verdict").toString() == "met", compact(promised));
        QVERIFY2(bandwidth.value("verdict").toString() == "met", compact(promised));
    }

    void lowerCapIsBelow()
    {
        QString why;
        const QJsonObject promised = sweepAgainstOci(2000, why);
        if (promised.isEmpty())
            QSKIP(qPrintable(why));
        const QJsonObject iops = verdictOn(promised, "iops");
        QVERIFY2(iops.value("verdict").toString() == "below", compact(promised));
        QVERIFY2(std::abs(iops.value("measured").toDouble() - 2000) < 200, compact(iops));
        QVERIFY2(iops.value("note").toString().contains("short"), compact(iops));
    }

    // io2 provisioned at 256,000 IOPS, read at QD 1: latency, not the cap,
    // so the verdict is not reached, naming a deeper point.
    void shallowRunDoesNotReach()
    {
        RamVolume volume;
        QString why;
        if (!volume.make(why))
            QSKIP(qPrintable(why));
        QTemporaryDir dir;
        const QStringList args{"--filename=" + volume.loop.device,
                               "--rw=randread",
                               "--bs=4k,8k,16k",
                               "--iodepth=1",
                               "--runtime=500ms",
                               "--volume=aws-io2:256g,iops=256000",
                               "--output-format=json",
                               "--output=" + dir.filePath("r.json")};
        const Run r = testing::surfio(args, testing::plainEnvironment(), kTimeoutMs);
        QVERIFY2(r.ok(), describe(args, r));
        const QJsonObject promised = promisedOf(readJson(dir.filePath("r.json"), why));
        const QJsonObject iops = verdictOn(promised, "iops");
        QVERIFY2(iops.value("verdict").toString() == "not reached", compact(promised));
        QVERIFY2(iops.value("needs_iodepth").toDouble() > 1, compact(iops));
        // The RAM device stands for a 256 GiB volume: said before the run, and
        // the result keeps the target's size beside the volume's.
        QVERIFY2(r.err.contains("--volume=aws-io2:256g,iops=256000 is for a volume of 256 GiB, and the target "
                                + volume.loop.device + " is 64 MiB"),
                 qPrintable(r.err));
        QCOMPARE(promised.value("target_bytes").toDouble(), double(testing::kImageSize));
        QCOMPARE(promised.value("size_bytes").toDouble(), double(256LL << 30));
    }

    // A profile of the test's own: 2,000 IOPS, bursting to 10,000 from a
    // bucket of 24,000 credits, which lasts 24,000 / 8,000 = 3 s. The test
    // lowers the cap from 10,000 to 2,000 after 3 s of reads.
    void burstAgainstItsBucket()
    {
        RamVolume volume;
        Throttle throttle;
        QString why;
        if (!volume.make(why) || !throttle.make(volume.loop.device, why))
            QSKIP(qPrintable(why));
        QTemporaryDir dir;
        QFile profile(dir.filePath("bucket.json"));
        QVERIFY(profile.open(QIODevice::WriteOnly));
        profile.write(R"({"surfio_volume": 1, "source": "the test", "iops": {"baseline": 2000},
                          "burst": {"iops": 10000, "bucket_ios": 24000}})");
        profile.close();
        QVERIFY(throttle.limit(10000, 0));
        const QStringList args{"--filename=" + volume.loop.device,
                               "--rw=randread",
                               "--bs=4k",
                               "--iodepth=16",
                               "--runtime=5s",
                               "--volume=" + profile.fileName(),
                               "--output-format=json",
                               "--output=" + dir.filePath("r.json")};
        QProcess process;
        QVERIFY2(throttle.startReading(process, args, volume.loop.device), "the point never started reading");
        QTest::qWait(3000);  // the stimulus: the bucket runs dry after 3 s
        QVERIFY(throttle.limit(2000, 0));
        const Run r = finish(process, "surfio run " + args.join(' '), kTimeoutMs);
        QVERIFY2(r.ok(), describe(args, r));
        const QJsonObject promised = promisedOf(readJson(dir.filePath("r.json"), why));
        const QJsonObject burst = verdictOn(promised, "burst");
        QVERIFY2(burst.value("verdict").toString() == "met", compact(promised));
        QVERIFY2(burst.value("ended").toBool(), compact(burst));
        QCOMPARE(burst.value("model_s").toDouble(), 3.0);
        QVERIFY2(std::abs(burst.value("seen_s").toDouble() - 3.0) <= 0.6, compact(burst));
        QVERIFY2(burst.value("note").toString().contains("about a full bucket"), compact(burst));
    }
};

QTEST_GUILESS_MAIN(TestVolumePromise)
#include "tst_volume_promise.moc"

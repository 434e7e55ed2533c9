// Specifies drive_temperature.h on sysfs trees made here, laid out as the
// kernel lays out the nvme driver's and drivetemp's sensors, and a run
// that reads them once a second and says when a drive got too hot.

#include "core/engine/drive_temperature.h"
#include "core/engine/engine.h"
#include "core/engine/point_warnings.h"
#include "core/engine/target.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace surfio;

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
constexpr uint64_t kMs = 1'000'000;

// A sysfs tree: "path=text" makes a file, "path->target" a symbolic link,
// "path/" a directory; paths are under the root.
class SysfsTree {
public:
    bool isValid() const { return dir_.isValid(); }
    QString root() const { return dir_.path(); }
    std::string rootPath() const { return dir_.path().toStdString(); }

    bool add(const QStringList& entries)
    {
        for (const QString& entry : entries)
            if (!addOne(entry))
                return false;
        return true;
    }
    bool write(const QString& path, const QString& text)
    {
        QFile f(dir_.filePath(path));
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) == text.toUtf8().size();
    }

private:
    bool addOne(const QString& entry)
    {
        if (const qsizetype arrow = entry.indexOf(QStringLiteral("->")); arrow > 0) {
            const QString path = dir_.filePath(entry.left(arrow));
            return QDir().mkpath(QFileInfo(path).path()) && QFile::link(entry.mid(arrow + 2), path);
        }
        if (entry.endsWith(QLatin1Char('/')))
            return QDir().mkpath(dir_.filePath(entry));
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        return eq > 0 && QDir().mkpath(QFileInfo(dir_.filePath(entry.left(eq))).path())
               && write(entry.left(eq), entry.mid(eq + 1) + QLatin1Char('\n'));
    }

    QTemporaryDir dir_;
};

// A whole disk as sysfs shows it: its directory, reached through class/block.
QStringList disk(const QString& name)
{
    return {QStringLiteral("block/%1/").arg(name), QStringLiteral("class/block/%1->../../block/%1").arg(name)};
}

QStringList partition(const QString& disk, const QString& name)
{
    return {QStringLiteral("block/%1/%2/partition=1").arg(disk, name),
            QStringLiteral("class/block/%2->../../block/%1/%2").arg(disk, name)};
}

// A hwmon directory's files: "name" and each temp1_ attribute given.
QStringList hwmon(const QString& dir, const QString& driver, const QStringList& attributes)
{
    QStringList files{QStringLiteral("%1/name=%2").arg(dir, driver)};
    for (const QString& a : attributes)
        files.append(dir + QStringLiteral("/temp1_") + a);
    return files;
}

// sda with drivetemp's sensor under its SCSI device.
QStringList sataDrive(const QStringList& attributes)
{
    return disk(QStringLiteral("sda")) + QStringList{QStringLiteral("block/sda/device->../../scsi/0:0:0:0")}
           + hwmon(QStringLiteral("scsi/0:0:0:0/hwmon/hwmon4"), QStringLiteral("drivetemp"), attributes);
}

// nvme0n1, its controller nvme0 with the nvme driver's sensor under it, as
// kernels from 5.x on put it.
QStringList nvmeDrive(const QStringList& attributes)
{
    return disk(QStringLiteral("nvme0n1")) + QStringList{QStringLiteral("block/nvme0n1/device->../../class/nvme/nvme0")}
           + hwmon(QStringLiteral("class/nvme/nvme0/hwmon2"), QStringLiteral("nvme"), attributes);
}

const QStringList kNvmeAttributes{QStringLiteral("input=38850"), QStringLiteral("label=Composite"),
                                  QStringLiteral("max=84850"), QStringLiteral("crit=87850")};
const QStringList kSataAttributes{QStringLiteral("input=41000"), QStringLiteral("max=60000"),
                                  QStringLiteral("crit=70000")};

// SURFIO_SYSFS_ROOT for the scope of one test.
struct SysfsRootVariable {
    explicit SysfsRootVariable(const QString& root) { qputenv("SURFIO_SYSFS_ROOT", root.toUtf8()); }
    ~SysfsRootVariable() { qunsetenv("SURFIO_SYSFS_ROOT"); }
    SysfsRootVariable(const SysfsRootVariable&) = delete;
    SysfsRootVariable& operator=(const SysfsRootVariable&) = delete;
};

TargetInfo targetOn(std::vector<TargetDevice> devices)
{
    TargetInfo t;
    t.path = "/t";
    t.devices = std::move(devices);
    return t;
}

bool sameCelsius(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || std::abs(a - b) < 1e-9;
}

}  // namespace

class TestDriveTemperature : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void findsAndReads_data()
    {
        QTest::addColumn<QStringList>("tree");
        QTest::addColumn<QString>("device");  // asked for
        QTest::addColumn<QString>("drive");   // found; empty: no sensor
        QTest::addColumn<QString>("sensor");  // hwmon name
        QTest::addColumn<QString>("label");   // temp1_label
        QTest::addColumn<double>("maxC");     // NaN: none
        QTest::addColumn<double>("critC");    // NaN: none
        QTest::addColumn<double>("reading");  // NaN: no reading
        QTest::addColumn<QString>("warns");   // a piece of the warning; empty: none

        const QString nvme = QStringLiteral("nvme0n1");
        const QString sda = QStringLiteral("sda");
        QTest::newRow("NVMe: the sensor under its controller") << nvmeDrive(kNvmeAttributes) << nvme << nvme << "nvme"
                                                               << "Composite" << 84.85 << 87.85 << 38.85 << QString();
        QTest::newRow("NVMe, older kernel: under the controller's PCI function")
            << disk(nvme)
                   + QStringList{QStringLiteral("block/nvme0n1/device->../../class/nvme/nvme0"),
                                 QStringLiteral("class/nvme/nvme0/device->../../../pci/0000:01:00.0")}
                   + hwmon(QStringLiteral("pci/0000:01:00.0/hwmon/hwmon1"), QStringLiteral("nvme"), kNvmeAttributes)
            << nvme << nvme << "nvme"
            << "Composite" << 84.85 << 87.85 << 38.85 << QString();
        QTest::newRow("NVMe multipath: the namespace's device is its subsystem")
            << disk(nvme)
                   + QStringList{QStringLiteral("block/nvme0n1/device->../../subsys/nvme-subsys0"),
                                 QStringLiteral("subsys/nvme-subsys0/nvme0->../../class/nvme/nvme0")}
                   + hwmon(QStringLiteral("class/nvme/nvme0/hwmon3"), QStringLiteral("nvme"), kNvmeAttributes)
            << nvme << nvme << "nvme"
            << "Composite" << 84.85 << 87.85 << 38.85 << QString();
        QTest::newRow("SATA with drivetemp") << sataDrive(kSataAttributes) << sda << sda << "drivetemp" << QString()
                                             << 60.0 << 70.0 << 41.0 << QString();
        QTest::newRow("a partition: its disk's sensor")
            << sataDrive(kSataAttributes) + partition(sda, QStringLiteral("sda2")) << "sda2" << sda << "drivetemp"
            << QString() << 60.0 << 70.0 << 41.0 << QString();
        QTest::newRow("no sensor (a virtio disk)")
            << disk(QStringLiteral("vda"))
                   + QStringList{QStringLiteral("block/vda/device->../../virtio/virtio1"),
                                 QStringLiteral("virtio/virtio1/vendor=0x1af4")}
            << "vda" << QString() << QString() << QString() << kNone << kNone << kNone << QString();
        QTest::newRow("a hwmon with no temperature")
            << disk(sda)
                   + QStringList{QStringLiteral("block/sda/device->../../scsi/0:0:0:0"),
                                 QStringLiteral("scsi/0:0:0:0/hwmon/hwmon0/in0_input=1200")}
            << sda << QString() << QString() << QString() << kNone << kNone << kNone << QString();
        QTest::newRow("no such device") << sataDrive(kSataAttributes) << "sdz" << QString() << QString() << QString()
                                        << kNone << kNone << kNone << QString();
        QTest::newRow("above temp1_max: flagged")
            << sataDrive({QStringLiteral("input=63000"), QStringLiteral("max=60000"), QStringLiteral("crit=70000")})
            << sda << sda << "drivetemp" << QString() << 60.0 << 70.0 << 63.0
            << "sda reached 63.0 °C, at or above its warning temperature of 60.0 °C";
        QTest::newRow("at temp1_max: flagged")
            << sataDrive({QStringLiteral("input=60000"), QStringLiteral("max=60000")}) << sda << sda << "drivetemp"
            << QString() << 60.0 << kNone << 60.0 << "warning temperature of 60.0 °C";
        QTest::newRow("above temp1_crit: flagged as critical")
            << nvmeDrive({QStringLiteral("input=88000"), QStringLiteral("max=84850"), QStringLiteral("crit=87850")})
            << nvme << nvme << "nvme" << QString() << 84.85 << 87.85 << 88.0
            << "nvme0n1 reached 88.0 °C, at or above its critical temperature of 87.9 °C";
        QTest::newRow("only temp1_crit, below it")
            << sataDrive({QStringLiteral("input=55500"), QStringLiteral("crit=70000")}) << sda << sda << "drivetemp"
            << QString() << kNone << 70.0 << 55.5 << QString();
        QTest::newRow("only temp1_crit, above it: flagged")
            << sataDrive({QStringLiteral("input=71000"), QStringLiteral("crit=70000")}) << sda << sda << "drivetemp"
            << QString() << kNone << 70.0 << 71.0 << "critical temperature of 70.0 °C";
        QTest::newRow("no thresholds: never flagged")
            << sataDrive({QStringLiteral("input=95000")}) << sda << sda << "drivetemp" << QString() << kNone << kNone
            << 95.0 << QString();
        QTest::newRow("a threshold of 0 K is none")
            << sataDrive({QStringLiteral("input=41000"), QStringLiteral("max=-273150")}) << sda << sda << "drivetemp"
            << QString() << kNone << kNone << 41.0 << QString();
        QTest::newRow("below freezing reads as it is")
            << sataDrive({QStringLiteral("input=-5250")}) << sda << sda << "drivetemp" << QString() << kNone << kNone
            << -5.25 << QString();
        QTest::newRow("garbage temp1_input: no reading")
            << sataDrive({QStringLiteral("input=n/a"), QStringLiteral("max=60000")}) << sda << sda << "drivetemp"
            << QString() << 60.0 << kNone << kNone << QString();
        QTest::newRow("a number and more: no reading")
            << sataDrive({QStringLiteral("input=41000 C")}) << sda << sda << "drivetemp" << QString() << kNone << kNone
            << kNone << QString();
        QTest::newRow("empty temp1_input: no reading")
            << sataDrive({QStringLiteral("input=")}) << sda << sda << "drivetemp" << QString() << kNone << kNone
            << kNone << QString();
        QTest::newRow("unreadable temp1_input (a directory): no reading")
            << sataDrive({QStringLiteral("input/"), QStringLiteral("max=60000")}) << sda << sda << "drivetemp"
            << QString() << 60.0 << kNone << kNone << QString();
    }

    void findsAndReads()
    {
        QFETCH(QStringList, tree);
        QFETCH(QString, device);
        QFETCH(QString, drive);
        QFETCH(QString, sensor);
        QFETCH(QString, label);
        QFETCH(double, maxC);
        QFETCH(double, critC);
        QFETCH(double, reading);
        QFETCH(QString, warns);
        SysfsTree sys;
        QVERIFY(sys.isValid());
        QVERIFY(sys.add(tree));

        const std::optional<TemperatureSensor> found = findTemperatureSensor(sys.rootPath(), device.toStdString());
        QCOMPARE(found.has_value(), !drive.isEmpty());
        if (!found)
            return;
        QCOMPARE(QString::fromStdString(found->facts.device), drive);
        QCOMPARE(QString::fromStdString(found->facts.sensor), sensor);
        QCOMPARE(QString::fromStdString(found->facts.label), label);
        QVERIFY2(sameCelsius(found->facts.maxC, maxC), QByteArray::number(found->facts.maxC));
        QVERIFY2(sameCelsius(found->facts.critC, critC), QByteArray::number(found->facts.critC));
        const std::optional<double> c = readTemperatureC(found->input);
        QCOMPARE(c.has_value(), !std::isnan(reading));
        if (c)
            QCOMPARE(*c, reading);

        // What a run that read it says.
        TemperatureWatch watch({targetOn({{device.toStdString(), {}, {}}})}, sys.rootPath());
        QVERIFY(!watch.empty());
        QVERIFY(sameCelsius(watch.readIfDue(0), reading));
        JobResult run;
        run.temperatures = watch.results();
        QCOMPARE(run.temperatures.size(), size_t(c ? 1 : 0));  // a sensor that never answered is not recorded
        const std::vector<std::string> warnings = pointWarnings(run);
        QCOMPARE(warnings.size(), size_t(warns.isEmpty() ? 0 : 1));
        if (!warns.isEmpty())
            QVERIFY2(QString::fromStdString(warnings.front()).contains(warns), warnings.front().c_str());
    }

    // Ticks every 100 ms, each a little late, for a bit over 3 s: readings
    // at the first tick and the first at or after each whole second.
    void readsOnceASecond()
    {
        SysfsTree sys;
        QVERIFY(sys.add(sataDrive(kSataAttributes)));
        TemperatureWatch watch({targetOn({{"sda1", "sda", {}}})}, sys.rootPath());
        QList<uint64_t> readAt;
        for (uint64_t tick = 1; tick <= 31; ++tick) {
            const uint64_t now = tick * 100 * kMs + kMs / 3;
            if (tick == 15)
                QVERIFY(sys.write(QStringLiteral("scsi/0:0:0:0/hwmon/hwmon4/temp1_input"), QStringLiteral("52500\n")));
            if (tick == 25)
                QVERIFY(sys.write(QStringLiteral("scsi/0:0:0:0/hwmon/hwmon4/temp1_input"), QStringLiteral("45000\n")));
            if (!std::isnan(watch.readIfDue(now)))
                readAt.append(tick);
        }
        QCOMPARE(readAt, (QList<uint64_t>{1, 10, 20, 30}));
        const std::vector<DriveTemperature> results = watch.results();
        QCOMPARE(results.size(), size_t(1));
        QCOMPARE(results.front().peakC, 52.5);
    }

    // An interval longer than a second reads at every tick, and never twice in one.
    void slowTicksReadEachTime()
    {
        SysfsTree sys;
        QVERIFY(sys.add(sataDrive(kSataAttributes)));
        TemperatureWatch watch({targetOn({{"sda", {}, {}}})}, sys.rootPath());
        for (uint64_t tick = 1; tick <= 4; ++tick) {
            QCOMPARE(watch.readIfDue(tick * 2500 * kMs), 41.0);
            QVERIFY(std::isnan(watch.readIfDue(tick * 2500 * kMs + 10 * kMs)));
        }
    }

    // Two drives under the targets (a RAID's members, two targets): the
    // samples keep the hotter, the run each drive's own peak; a sensor
    // reached twice is read once.
    void severalDrivesGiveTheHottest()
    {
        SysfsTree sys;
        QVERIFY(sys.add(sataDrive(kSataAttributes) + partition(QStringLiteral("sda"), QStringLiteral("sda1"))
                        + nvmeDrive(kNvmeAttributes)));
        const TargetInfo raid = targetOn({{"md0", {}, {}}, {"sda1", "sda", "md0"}, {"nvme0n1", {}, "md0"}});
        const TargetInfo second = targetOn({{"sda", {}, {}}});
        TemperatureWatch watch({raid, second}, sys.rootPath());
        QCOMPARE(watch.readIfDue(100 * kMs), 41.0);
        const std::vector<DriveTemperature> results = watch.results();
        QCOMPARE(results.size(), size_t(2));
        QCOMPARE(results[0].device, std::string("sda"));
        QCOMPARE(results[0].peakC, 41.0);
        QCOMPARE(results[1].device, std::string("nvme0n1"));
        QCOMPARE(results[1].peakC, 38.85);
    }

    // A drive that stops answering gives no reading then, and keeps its peak.
    void aDriveThatStopsAnsweringKeepsItsPeak()
    {
        SysfsTree sys;
        QVERIFY(sys.add(sataDrive(kSataAttributes)));
        TemperatureWatch watch({targetOn({{"sda", {}, {}}})}, sys.rootPath());
        QCOMPARE(watch.readIfDue(0), 41.0);
        QVERIFY(sys.write(QStringLiteral("scsi/0:0:0:0/hwmon/hwmon4/temp1_input"), QString()));
        QVERIFY(std::isnan(watch.readIfDue(1000 * kMs)));
        QCOMPARE(watch.results().size(), size_t(1));
        QCOMPARE(watch.results().front().peakC, 41.0);
    }

    void noSensorNoReading()
    {
        SysfsTree sys;
        QVERIFY(sys.add(disk(QStringLiteral("vda"))));
        TemperatureWatch watch({targetOn({{"vda", {}, {}}}), targetOn({})}, sys.rootPath());
        QVERIFY(watch.empty());
        QVERIFY(std::isnan(watch.readIfDue(0)));
        QVERIFY(watch.results().empty());
    }

    // A run on a file here, with its device given a sensor through
    // SURFIO_SYSFS_ROOT: the samples carry a reading once a second, the run
    // its sensor and peak, and a warning, as the drive is past temp1_max.
    void aRunSamplesItsDriveOnceASecond();
    // The same run on this machine's own sysfs records a temperature exactly
    // when the drive has a sensor (none on a virtio disk).
    void aRunOnTheRealSysfs();

private:
    QTemporaryDir files_{QDir::tempPath() + QStringLiteral("/tst_drive_temperature-XXXXXX")};

    JobResult runOnFile(const QString& name);
};

JobResult TestDriveTemperature::runOnFile(const QString& name)
{
    JobSpec s;
    s.targets = {files_.filePath(name).toStdString()};
    s.engine = EngineChoice::Auto;
    s.pattern = Pattern::RandRead;
    s.regionSize = 4ULL << 20;
    s.blockSize = 4096;
    s.queueDepth = 1;
    s.runtime = std::chrono::milliseconds(2200);
    s.interval = std::chrono::milliseconds(100);
    s.rateIops = 2000;  // light: the point is the sampling, not the I/O
    JobResult failed;
    Problem problem;
    auto target = Target::open(s.targets.front(), s, true, s.blockSizes(), problem);
    if (!target) {
        failed.error = problem.message;
        return failed;
    }
    std::atomic<bool> stop{false};
    if (const Problem p = target->layOut(true, stop, {}); p) {
        failed.error = p.message;
        return failed;
    }
    return runJob(s, {target.get()}, stop);
}

void TestDriveTemperature::aRunSamplesItsDriveOnceASecond()
{
    std::vector<TargetDevice> devices;
    {
        JobSpec probe;
        probe.targets = {files_.filePath(QStringLiteral("probe")).toStdString()};
        probe.regionSize = 1 << 20;
        Problem problem;
        auto target = Target::open(probe.targets.front(), probe, true, probe.blockSizes(), problem);
        QVERIFY2(target, problem.message.c_str());
        devices = target->info().devices;
    }
    if (devices.empty())
        QSKIP("the temporary directory lies on no block device (tmpfs?): no drive to give a sensor");
    const QString own = QString::fromStdString(devices.front().name);
    const QString diskName =
        QString::fromStdString(devices.front().disk.empty() ? devices.front().name : devices.front().disk);
    SysfsTree sys;
    QVERIFY(sys.add(disk(diskName) + QStringList{QStringLiteral("block/%1/device->../../scsi/0:0:0:0").arg(diskName)}
                    + hwmon(QStringLiteral("scsi/0:0:0:0/hwmon/hwmon4"), QStringLiteral("drivetemp"),
                            {QStringLiteral("input=45500"), QStringLiteral("max=40000")})));
    if (own != diskName)
        QVERIFY(sys.add(partition(diskName, own)));
    const SysfsRootVariable root(sys.root());
    const JobResult r = runOnFile(QStringLiteral("hot"));
    QVERIFY2(r.error.empty(), r.error.c_str());

    QList<double> readAt;  // t of the samples with a reading
    for (const IntervalSample& s : r.samples)
        if (!std::isnan(s.temperatureC)) {
            QCOMPARE(s.temperatureC, 45.5);
            readAt.append(s.t);
        }
    // At the first tick, then never twice in a second of measured time.
    QVERIFY2(readAt.size() >= 2, qPrintable(QString::number(readAt.size())));
    QCOMPARE(readAt.front(), r.samples.front().t);
    for (qsizetype i = 1; i < readAt.size(); ++i)
        QVERIFY2(std::floor(readAt[i]) > std::floor(readAt[i - 1]),
                 qPrintable(QStringLiteral("%1 then %2").arg(readAt[i - 1]).arg(readAt[i])));
    QVERIFY(readAt.size() <= qsizetype(std::floor(r.seconds)) + 1);

    QCOMPARE(r.temperatures.size(), size_t(1));
    QCOMPARE(QString::fromStdString(r.temperatures.front().device), diskName);
    QCOMPARE(r.temperatures.front().sensor, std::string("drivetemp"));
    QCOMPARE(r.temperatures.front().maxC, 40.0);
    QCOMPARE(r.temperatures.front().peakC, 45.5);
    QVERIFY(std::any_of(r.warnings.begin(), r.warnings.end(), [&](const std::string& w) {
        return QString::fromStdString(w).startsWith(diskName + QStringLiteral(" reached 45.5 °C"));
    }));
}

void TestDriveTemperature::aRunOnTheRealSysfs()
{
    qunsetenv("SURFIO_SYSFS_ROOT");
    const JobResult r = runOnFile(QStringLiteral("plain"));
    QVERIFY2(r.error.empty(), r.error.c_str());
    bool hasSensor = false;
    for (const TargetDevice& d : r.targets.front().devices)
        hasSensor = hasSensor || findTemperatureSensor("/sys", d.disk.empty() ? d.name : d.disk).has_value();
    const bool sampled = std::any_of(r.samples.begin(), r.samples.end(),
                                     [](const IntervalSample& s) { return !std::isnan(s.temperatureC); });
    QCOMPARE(sampled, hasSensor);
    QCOMPARE(r.temperatures.empty(), !hasSensor);
    if (!hasSensor)
        qInfo("no drive under %s reports a temperature here", qPrintable(files_.path()));
}

QTEST_GUILESS_MAIN(TestDriveTemperature)
#include "tst_drive_temperature.moc"

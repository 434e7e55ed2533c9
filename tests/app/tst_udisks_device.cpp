// Specifies how a person who is not root runs on a block device: `surfio run`
// asks UDisks2 to open it (polkit decides, once, before the run) and runs on
// the descriptor handed over, with every safety check still made; and says
// exactly what is missing when it cannot. Real parts, started by the test: a
// system bus, udevd, polkitd and udisksd (tests/desktop_services.h), a loop
// device, two users and a polkit rule for one of them, all removed afterwards.

#include "tests/app/surfio_process.h"
#include "tests/desktop_services.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace testing;

namespace {

const QString kAllowed = QStringLiteral("surfio-ud-allowed");
const QString kDenied = QStringLiteral("surfio-ud-denied");
const QString kAsked = QStringLiteral("surfio-ud-asked");  // polkit asks for their own password
const QByteArray kAskedPassword = "Surf1o-test-pw";

// Reads and writes completed by a device, from /sys/block/NAME/stat.
struct DeviceIos {
    qint64 reads = 0, writes = 0;
    static DeviceIos of(const QString& device)
    {
        QFile f(QStringLiteral("/sys/block/%1/stat").arg(device.section(QLatin1Char('/'), -1)));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QStringList fields = QString::fromLatin1(f.readAll()).simplified().split(QLatin1Char(' '));
        return {fields.value(0).toLongLong(), fields.value(4).toLongLong()};
    }
};

}  // namespace

class TestUDisksDevice : public QObject {
    Q_OBJECT

    DesktopServices services_;
    ShmLoop blank_, formatted_;
    QTemporaryDir home_{QStringLiteral("/tmp/surfio-ud-XXXXXX")};
    QString binary_;  // a copy the test users may run (the build tree may be private)
    QString rules_;
    QStringList usersMade_;

    // `surfio run ARGS` as user, with its own HOME; stdin is not a terminal,
    // so no password can be asked for: polkit's rule decides.
    Run runAs(const QString& user, const QStringList& args)
    {
        const QString home = home_.filePath(user);
        return runTool(QStringLiteral("runuser"),
                       QStringList{"-u", user, "--", "env", "-i", "HOME=" + home, "PATH=/usr/bin:/bin",
                                   "QT_QPA_PLATFORM=offscreen", "XDG_RUNTIME_DIR=" + home, binary_, "run"}
                           + args);
    }

    QString output(const QString& user, const QString& name) const
    {
        return home_.filePath(user + QLatin1Char('/') + name);
    }

    QJsonObject firstTarget(const QString& path)
    {
        QString why;
        const QJsonObject result = readJson(path, why);
        return result[QStringLiteral("points")]
            .toArray()
            .first()[QStringLiteral("targets")]
            .toArray()
            .first()
            .toObject();
    }

    bool makeUser(const QString& user)
    {
        if (!runTool(QStringLiteral("id"), {user}).ok()) {
            if (!runTool(QStringLiteral("useradd"), {"-M", "-s", "/usr/sbin/nologin", user}).ok())
                return false;
            usersMade_ << user;
        }
        const QString home = home_.filePath(user);
        return QDir().mkpath(home) && runTool(QStringLiteral("chown"), {user, home}).ok();
    }

private Q_SLOTS:
    void initTestCase()
    {
        requireSurfioBinary();
        if (geteuid() != 0)
            QSKIP("needs root: it starts system services, makes users, loop devices and a polkit rule");
        if (const QString why = services_.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(home_.isValid());
        QVERIFY(QFile::setPermissions(home_.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                                        | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup
                                                        | QFile::ExeGroup));
        binary_ = home_.filePath(QStringLiteral("surfio"));
        QVERIFY(QFile::copy(surfioBinary(), binary_));
        QVERIFY(makeUser(kAllowed) && makeUser(kDenied) && makeUser(kAsked));
        QVERIFY(runTool(QStringLiteral("chpasswd"), {}, kAsked.toUtf8() + ':' + kAskedPassword + '\n').ok());

        // The one rule: kAllowed may open devices through UDisks2 without a password.
        rules_ = QStringLiteral("/etc/polkit-1/rules.d/49-surfio-test-%1.rules").arg(getpid());
        QFile rule(rules_);
        QVERIFY(rule.open(QIODevice::WriteOnly));
        rule.write(QStringLiteral("polkit.addRule(function(action, subject) {\n"
                                  "  if (action.id.indexOf(\"org.freedesktop.udisks2.open-device\") != 0) return;\n"
                                  "  if (subject.user == \"%1\") return polkit.Result.YES;\n"
                                  "  if (subject.user == \"%2\") return polkit.Result.AUTH_SELF;\n});\n")
                       .arg(kAllowed, kAsked)
                       .toUtf8());
        rule.close();

        for (ShmLoop* loop : {&blank_, &formatted_}) {
            const QString why =
                loop->makeImage(loop == &blank_ ? "surfio-ud-blank" : "surfio-ud-ext4", 64 << 20, false);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            if (const QString cannot = loop->attach(); !cannot.isEmpty())
                QSKIP(qPrintable(cannot));
        }
        QVERIFY(runTool(QStringLiteral("mkfs.ext4"), {"-q", "-F", formatted_.device}).ok());
        runTool(QStringLiteral("udevadm"), {"settle"});
        // The users may not open the devices themselves: that is the point.
        QVERIFY(runTool(QStringLiteral("runuser"), {"-u", kAllowed, "--", "test", "-r", blank_.device}).exitCode != 0);

        // polkitd reads a new rule file when it sees it: wait until it grants.
        QTRY_VERIFY_WITH_TIMEOUT(
            runTool(QStringLiteral("runuser"),
                    {"-u", kAllowed, "--", "gdbus", "call", "--system", "--dest", "org.freedesktop.UDisks2",
                     "--object-path", "/org/freedesktop/UDisks2/block_devices/" + blank_.device.section('/', -1),
                     "--method", "org.freedesktop.UDisks2.Block.OpenDevice", "r", "{}"})
                .ok(),
            20000);
    }

    void cleanupTestCase()
    {
        if (!rules_.isEmpty())
            QFile::remove(rules_);
        for (const QString& user : usersMade_)
            runTool(QStringLiteral("userdel"), {user});
    }

    void readsThroughUDisks()
    {
        const DeviceIos before = DeviceIos::of(blank_.device);
        const QString out = output(kAllowed, QStringLiteral("read.json"));
        const QStringList args{
            "--filename=" + blank_.device, "--rw=randread",  "--bs=4k", "--iodepth=4", "--runtime=300ms",
            "--output-format=json",        "--output=" + out};
        const Run r = runAs(kAllowed, args);
        QVERIFY2(r.ok(), describe(args, r));
        QVERIFY2(r.err.contains(QLatin1String("UDisks2")), qPrintable(r.err));
        QCOMPARE(firstTarget(out)[QStringLiteral("opened_by")].toString(), QStringLiteral("udisks2"));
        QVERIFY(DeviceIos::of(blank_.device).reads > before.reads);  // what reached the device
    }

    void writesWithAWritableGrant()
    {
        const DeviceIos before = DeviceIos::of(blank_.device);
        const QString out = output(kAllowed, QStringLiteral("write.json"));
        const QStringList args{
            "--filename=" + blank_.device, "--rw=randwrite",       "--bs=4k",        "--iodepth=4", "--runtime=300ms",
            "--allow-write-device",        "--output-format=json", "--output=" + out};
        const Run r = runAs(kAllowed, args);
        QVERIFY2(r.ok(), describe(args, r));
        QCOMPARE(firstTarget(out)[QStringLiteral("opened_by")].toString(), QStringLiteral("udisks2"));
        QVERIFY(DeviceIos::of(blank_.device).writes > before.writes);
    }

    void noAskTakesWhatARuleGrants()
    {
        const QString out = output(kAllowed, QStringLiteral("no-ask.json"));
        const QStringList args{"--filename=" + blank_.device, "--runtime=200ms", "--no-ask", "--output-format=json",
                               "--output=" + out};
        const Run r = runAs(kAllowed, args);
        QVERIFY2(r.ok(), describe(args, r));
        QCOMPARE(firstTarget(out)[QStringLiteral("opened_by")].toString(), QStringLiteral("udisks2"));
    }

    void rootOpensDirectly()
    {
        const QString out = home_.filePath(QStringLiteral("root.json"));
        const QStringList args{"--filename=" + blank_.device, "--runtime=200ms", "--output-format=json",
                               "--output=" + out};
        const Run r = surfio(args, QProcessEnvironment::systemEnvironment(), 120000);
        QVERIFY2(r.ok(), describe(args, r));
        QVERIFY2(!r.err.contains(QLatin1String("UDisks2")), qPrintable(r.err));
        QCOMPARE(firstTarget(out)[QStringLiteral("opened_by")].toString(), QStringLiteral("direct"));
    }

    void refusedWithoutAPolkitRule_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("may ask, but no agent") << QStringList{};
        QTest::newRow("--no-ask") << QStringList{QStringLiteral("--no-ask")};
    }
    void refusedWithoutAPolkitRule()
    {
        QFETCH(QStringList, extra);
        const QString out = output(kDenied, QStringLiteral("denied.json"));
        const QStringList args =
            QStringList{"--filename=" + blank_.device, "--runtime=200ms", "--output-format=json", "--output=" + out}
            + extra;
        const Run r = runAs(kDenied, args);
        QVERIFY2(r.exitCode == 2, describe(args, r));
        QVERIFY2(r.err.contains(QLatin1String("polkit")), qPrintable(r.err));
        QVERIFY2(r.err.contains(blank_.device), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void aDeviceWithAFilesystemIsNotWritten()
    {
        const QStringList args{"--filename=" + formatted_.device,
                               "--rw=randwrite",
                               "--runtime=200ms",
                               "--allow-write-device",
                               "--output-format=json",
                               "--output=" + output(kAllowed, QStringLiteral("ext4.json"))};
        const Run r = runAs(kAllowed, args);
        QVERIFY2(r.exitCode == 2, describe(args, r));
        QVERIFY2(r.err.contains(QLatin1String("ext4")), qPrintable(r.err));  // libblkid, on the descriptor
        QCOMPARE(runTool(QStringLiteral("blkid"), {"-o", "value", "-s", "TYPE", formatted_.device}).out,
                 QStringLiteral("ext4"));
    }

    void aMountedDeviceIsNotWritten()
    {
        QTemporaryDir mountPoint;
        QVERIFY(runTool(QStringLiteral("mount"), {formatted_.device, mountPoint.path()}).ok());
        const QStringList args{"--filename=" + formatted_.device,
                               "--rw=randwrite",
                               "--runtime=200ms",
                               "--allow-write-device",
                               "--force",
                               "--output-format=json",
                               "--output=" + output(kAllowed, QStringLiteral("mounted.json"))};
        const Run r = runAs(kAllowed, args);
        runTool(QStringLiteral("umount"), {mountPoint.path()});
        QVERIFY2(r.exitCode == 2, describe(args, r));
        QVERIFY2(r.err.contains(QLatin1String("in use")), qPrintable(r.err));
    }

    // In a terminal, polkit's pkttyagent asks there, once, and the run goes on.
    void aPasswordTypedInTheTerminal()
    {
        if (tool(QStringLiteral("script")).isEmpty() || tool(QStringLiteral("pkttyagent")).isEmpty())
            QSKIP("needs script (a terminal) and pkttyagent");
        const QString out = output(kAsked, QStringLiteral("asked.json"));
        const QString command = QStringLiteral("env -i HOME=%1 PATH=/usr/bin:/bin %2 run --filename=%3 --runtime=200ms "
                                               "--output-format=json --output=%4")
                                    .arg(home_.filePath(kAsked), binary_, blank_.device, out);
        QProcess terminal;  // script gives the command a terminal of its own, fed from our writes
        terminal.setProcessChannelMode(QProcess::MergedChannels);
        terminal.start(tool(QStringLiteral("runuser")),
                       {"-u", kAsked, "--", tool(QStringLiteral("script")), "-qefc", command, "/dev/null"});
        QVERIFY(terminal.waitForStarted());
        QByteArray said;
        // Typed only once asked: the agent flushes what was typed before it turned echo off.
        QTRY_VERIFY_WITH_TIMEOUT((said += terminal.readAll()).contains("Password:"), 30000);
        terminal.write(kAskedPassword + '\n');
        QVERIFY(terminal.waitForFinished(60000));
        said += terminal.readAll();
        QVERIFY2(terminal.exitCode() == 0, said.constData());
        QVERIFY2(said.contains("org.freedesktop.udisks2.open-device"), said.constData());
        QCOMPARE(firstTarget(out)[QStringLiteral("opened_by")].toString(), QStringLiteral("udisks2"));
    }

    // The workbench, as the same person at a desktop (Xvfb): the runner asks UDisks2 before the run.
    void theWorkbenchRunsOnTheDevice()
    {
        if (tool(QStringLiteral("xvfb-run")).isEmpty())
            QSKIP("xvfb-run is not installed");
        const QString home = home_.filePath(kAllowed);
        const QString out = output(kAllowed, QStringLiteral("workbench.json"));
        const QStringList args{"--filename=" + blank_.device,
                               "--rw=randread",
                               "--bs=4k",
                               "--runtime=300ms",
                               "--autostart",
                               "--quit-when-done",
                               "--save=" + out};
        const Run r = runTool(QStringLiteral("runuser"),
                              QStringList{"-u", kAllowed, "--", "env", "-i", "HOME=" + home, "PATH=/usr/bin:/bin",
                                          "XDG_RUNTIME_DIR=" + home, "QT_QPA_PLATFORM=xcb", "xvfb-run", "-a", "-s",
                                          "-screen 0 1366x768x24", binary_}
                                  + args);
        QVERIFY2(r.ok(), describe(args, r));
        QCOMPARE(firstTarget(out)[QStringLiteral("opened_by")].toString(), QStringLiteral("udisks2"));
    }

    // Last: it stops udisksd.
    void saysWhenUDisks2IsNotRunning()
    {
        if (!services_.startedUdisksd())
            QSKIP("udisksd ran before this test, so the test does not stop it");
        services_.stopUdisksd();
        const QStringList args{"--filename=" + blank_.device, "--runtime=200ms", "--output-format=json",
                               "--output=" + output(kAllowed, QStringLiteral("no-udisks.json"))};
        const Run r = runAs(kAllowed, args);
        QVERIFY2(r.exitCode == 2, describe(args, r));
        QVERIFY2(r.err.contains(QLatin1String("UDisks2 is not running")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("udisks2")), qPrintable(r.err));  // the package to install
    }
};

QTEST_GUILESS_MAIN(TestUDisksDevice)
#include "tst_udisks_device.moc"

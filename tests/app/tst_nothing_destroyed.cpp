// Nothing a person owns is destroyed and no failure is silent: bad inputs
// and outputs across every command, each with its exit code, the words on
// stderr that name the problem, and what must be as it was afterwards (a
// device node still a node, an input's and a target's bytes, no journal
// left, nothing at /.local). The device nodes are this test's own, made
// with mknod in its folder; /dev is never touched. Also the journal used by
// two processes, the regression gate on junk, the workbench's --open in
// automation, a closed pipe, a full stdout and SIGHUP.

#include "tests/app/surfio_process.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace testing;

namespace {

constexpr int kTimeoutMs = 120000;
const QStringList kQuickRun{"--size=4m", "--runtime=100ms", "--bs=4k"};

QByteArray checksum(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return "absent";
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1).toHex();
}

int linesIn(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? int(f.readAll().count('\n')) : 0;
}

bool isCharacterDevice(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

Run surfioIn(const QString& dir, const QStringList& args,
             QProcessEnvironment env = QProcessEnvironment::systemEnvironment())
{
    env.insert("XDG_DATA_HOME", dir + "/data-home");
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(surfioBinary(), args);
    if (!p.waitForStarted())
        return {-1, {}, "cannot start " + surfioBinary()};
    return finish(p, "surfio " + args.join(' '), kTimeoutMs);
}

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

// a.json's JSON with one change, for the gate.
QByteArray edited(const QJsonObject& result, const std::function<void(QJsonArray&)>& edit)
{
    QJsonObject o = result;
    QJsonArray points = o["points"].toArray();
    edit(points);
    o["points"] = points;
    return QJsonDocument(o).toJson();
}

QJsonObject withRead(QJsonObject point, const char* key, const QJsonValue& v)
{
    QJsonObject read = point["read"].toObject();
    read[key] = v;
    point["read"] = read;
    return point;
}

}  // namespace

class TestNothingDestroyed : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString d_;
    bool root_ = geteuid() == 0;

    QString at(const QString& name) const { return d_ + '/' + name; }

private Q_SLOTS:
    void initTestCase()
    {
        requireSurfioBinary();
        QVERIFY(dir_.isValid());
        d_ = dir_.path();
        const Run made = surfioIn(d_, QStringList{"run", "--filename=t.dat", "--bs=4k,8k", "--output=a.json",
                                                  "--output-format=json", "--size=4m", "--runtime=100ms"});
        QVERIFY2(made.ok(), qPrintable(made.err));
        QString why;
        const QJsonObject a = readJson(at("a.json"), why);
        QVERIFY2(!a.isEmpty(), qPrintable(why));
        writeFile(at("b-string.json"),
                  edited(a, [](QJsonArray& p) { p[0] = withRead(p[0].toObject(), "total_ios", "12x"); }));
        writeFile(at("b-zero.json"), edited(a, [](QJsonArray& p) {
                      p[0] = withRead(withRead(p[0].toObject(), "total_ios", 0), "io_bytes", 0);
                  }));
        writeFile(at("b-no-time.json"), edited(a, [](QJsonArray& p) {
                      QJsonObject point = p[0].toObject();
                      point["seconds"] = 0;
                      p[0] = point;
                  }));
        writeFile(at("b-missing.json"), edited(a, [](QJsonArray& p) { p.removeLast(); }));
        writeFile(at("junk.json"), "not json at all\n");
        QVERIFY(QFile::copy(at("a.json"), at("a.html")));  // a result under a report's name
        {
            QFile full(at("a.json"));
            QVERIFY(full.open(QIODevice::ReadOnly));
            writeFile(at("truncated.json"), full.read(full.size() / 2));
        }
        writeFile(at("fio-empty.json"), R"({"fio version": "fio-3.33", "jobs": []})");
        writeFile(at("job.json"), "[global]\nrw=randread\nbs=4k\n[a]\nsize=4m\n");
        writeFile(at("vol.json"), R"({"surfio_volume": 1, "source": "ours", "iops": {"baseline": 500}})");
        writeFile(at("binary.fio"), QByteArray("\x7f"
                                               "ELF\x02\x01\x01\0\0\0\xff\xfe",
                                               12));
        const QByteArray header =
            QJsonDocument(
                QJsonObject{{"surfio_journal", 1}, {"output", at("self.journal")}, {"format", "json"}, {"result", a}})
                .toJson(QJsonDocument::Compact);
        writeFile(at("self.journal"), header + '\n');
        QJsonObject xml = QJsonDocument::fromJson(header).object();
        xml["format"] = "xml";
        xml["output"] = at("x.json");
        writeFile(at("x.json.journal"), QJsonDocument(xml).toJson(QJsonDocument::Compact) + '\n');
        if (root_) {
            QVERIFY(::mknod(QFile::encodeName(at("null")).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0);
            QVERIFY(::mknod(QFile::encodeName(at("full")).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0);
        }
    }

    void badInputsAndOutputs_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("said");        // on stderr
        QTest::addColumn<QStringList>("kept");    // files whose bytes must not change
        QTest::addColumn<QStringList>("nodes");   // still character devices afterwards
        QTest::addColumn<QStringList>("absent");  // not there afterwards
        const QStringList run = QStringList{"run", "--filename=t.dat"} + kQuickRun;
        const auto row = [](const char* name) -> QTestData& { return QTest::newRow(name); };

        // Destroyed with exit 0, before: an output that is a device node, an input, a target.
        row("run into a device node") << run + QStringList{"--output=null"} << 0 << QString() << QStringList{}
                                      << QStringList{"null"} << QStringList{"null.journal"};
        row("run into a full device") << run + QStringList{"--output=full"} << 1 << QString("No space left")
                                      << QStringList{} << QStringList{"full"} << QStringList{"full.journal"};
        row("export-fio into a device node") << QStringList{"export-fio", "--filename=t.dat", "--output=null"} << 0
                                             << QString() << QStringList{} << QStringList{"null"} << QStringList{};
        row("report over its input") << QStringList{"report", "a.html", "--output=a.html"} << 2 << "same file"
                                     << QStringList{"a.html"} << QStringList{} << QStringList{};
        row("report over a compared run") << QStringList{"report", "a.json", "--compare=a.html", "--output=a.html"} << 2
                                          << "same file" << QStringList{"a.html"} << QStringList{} << QStringList{};
        row("run over its target") << run + QStringList{"--output=t.dat"} << 2 << "same file" << QStringList{"t.dat"}
                                   << QStringList{} << QStringList{"t.dat.journal"};
        row("run over a new target") << QStringList{"run", "--filename=n.dat", "--output=n.dat"} + kQuickRun << 2
                                     << "same file" << QStringList{} << QStringList{}
                                     << QStringList{"n.dat", "n.dat.journal"};
        row("rerun over what it reruns") << QStringList{"run", "--rerun=a.json", "--output=a.json", "--runtime=100ms"}
                                         << 2 << "same file" << QStringList{"a.json"} << QStringList{}
                                         << QStringList{"a.json.journal"};
        row("run over its volume profile")
            << run + QStringList{"--volume=vol.json", "--output=vol.json"} << 2 << "same file"
            << QStringList{"vol.json"} << QStringList{} << QStringList{"vol.json.journal"};
        row("import-fio over its job file") << QStringList{"import-fio", "job.json", "--output=job.json"} << 2
                                            << "same file" << QStringList{"job.json"} << QStringList{} << QStringList{};
        row("resume into itself") << QStringList{"resume", "self.journal"} << 2 << "same file"
                                  << QStringList{"self.journal"} << QStringList{} << QStringList{};
        row("run into a folder") << run + QStringList{"--output=."} << 2 << "a directory" << QStringList{}
                                 << QStringList{} << QStringList{};

        // No silent defaults.
        row("--output empty") << run + QStringList{"--output="} << 2 << "--output is empty" << QStringList{}
                              << QStringList{} << QStringList{};
        row("--filename empty") << QStringList{"run", "--filename="} + kQuickRun << 2 << "names no file"
                                << QStringList{} << QStringList{} << QStringList{};
        row("--filename only a colon") << QStringList{"run", "--filename=:"} + kQuickRun << 2 << "names no file"
                                       << QStringList{} << QStringList{} << QStringList{};
        row("--size=0 on a new file") << QStringList{"run", "--filename=z.dat", "--size=0", "--runtime=100ms"} << 2
                                      << "is no region" << QStringList{} << QStringList{} << QStringList{"z.dat"};
        row("a repeated option") << run + QStringList{"--runtime=200ms", "--runtime=300ms"} << 2
                                 << "--runtime is given 3 times" << QStringList{} << QStringList{} << QStringList{};
        row("a journal in XML") << QStringList{"resume", "x.json.journal"} << 2 << "\"xml\""
                                << QStringList{"x.json.journal"} << QStringList{} << QStringList{"x.json"};

        // A gate that lies no more.
        row("gate: a count that is a string")
            << QStringList{"compare", "a.json", "b-string.json", "--fail-below=0.9"} << 2 << "total_ios is \"12x\""
            << QStringList{} << QStringList{} << QStringList{};
        row("gate: a later run's 0") << QStringList{"compare", "a.json", "b-zero.json", "--fail-below=0.9"} << 1
                                     << QString() << QStringList{} << QStringList{} << QStringList{};
        row("gate: no time measured") << QStringList{"compare", "a.json", "b-no-time.json", "--fail-below=0.9"} << 1
                                      << QString() << QStringList{} << QStringList{} << QStringList{};
        row("gate: a point missing") << QStringList{"compare", "a.json", "b-missing.json", "--fail-below=0.9"} << 1
                                     << QString() << QStringList{} << QStringList{} << QStringList{};

        // Messages that name the real problem.
        row("a word that is no command") << QStringList{"bogus-command"} << 2 << "is not a command" << QStringList{}
                                         << QStringList{} << QStringList{};
        row("fio's JSON to import-fio") << QStringList{"import-fio", "fio-empty.json"} << 2
                                        << "JSON, not a fio job file" << QStringList{} << QStringList{}
                                        << QStringList{};
        row("binary junk to import-fio") << QStringList{"import-fio", "binary.fio"} << 2 << "is not text"
                                         << QStringList{} << QStringList{} << QStringList{};
        row("fio's output without jobs") << QStringList{"report", "fio-empty.json", "--output=r.html"} << 2
                                         << "fio measured nothing" << QStringList{} << QStringList{}
                                         << QStringList{"r.html"};
        row("a journal to report") << QStringList{"report", "self.journal", "--output=r.html"} << 2
                                   << "journal of an interrupted run" << QStringList{} << QStringList{}
                                   << QStringList{"r.html"};
        row("a port that is none") << QStringList{"run", "--client=localhost:99999"} + kQuickRun << 2 << "is not a port"
                                   << QStringList{} << QStringList{} << QStringList{};
        row("a character device as target")
            << QStringList{"run", "--filename=null"} + kQuickRun << 2 << "name a file, a directory or a block device"
            << QStringList{} << QStringList{"null"} << QStringList{};
    }

    void badInputsAndOutputs()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, said);
        QFETCH(QStringList, kept);
        QFETCH(QStringList, nodes);
        QFETCH(QStringList, absent);
        if (!nodes.isEmpty() && !root_)
            QSKIP("the device nodes need root to make");
        std::map<QString, QByteArray> before;
        for (const QString& f : kept)
            before[f] = checksum(at(f));
        const Run r = surfioIn(d_, args);
        QVERIFY2(r.exitCode == exitCode, describe(args, r));
        if (!said.isEmpty())
            QVERIFY2(r.err.contains(said), describe(args, r));
        if (exitCode == 2)
            QVERIFY2(r.err.startsWith("surfio"), describe(args, r));  // the first line names the problem
        for (const QString& f : kept)
            QVERIFY2(checksum(at(f)) == before[f], qPrintable(f + " changed"));
        for (const QString& n : nodes)
            QVERIFY2(isCharacterDevice(at(n)), qPrintable(n + " is no longer a device node"));
        for (const QString& a : absent)
            QVERIFY2(!QFileInfo::exists(at(a)), qPrintable(a + " was left"));
    }

    // HOME unset: the password database's home, never /.local at the root.
    void noHomeNoRootLitter()
    {
        if (QFileInfo::exists("/.local"))
            QSKIP("/.local exists already: it cannot tell");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("HOME");
        QProcess p;
        env.remove("XDG_DATA_HOME");
        p.setProcessEnvironment(env);
        p.start(surfioBinary(), {"presets"});
        const Run r = finish(p, "surfio presets", kTimeoutMs);
        QVERIFY2(r.ok(), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists("/.local"));
    }

    // Two processes on one journal: the second is told who holds it, the first ends whole, and a killed
    // holder's journal resumes at once.
    void aJournalHasOneOwner()
    {
        const QString out = at("owned.json");
        const QStringList args{"run",
                               "--filename=" + at("t.dat"),
                               "--size=4m",
                               "--runtime=700ms",
                               "--bs=4k,8k,16k",
                               "--output=" + out,
                               "--output-format=json"};
        QProcess first;
        startSurfio(first, args.mid(1), QProcessEnvironment::systemEnvironment());
        QVERIFY(first.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (QFileInfo(out + ".journal").size() == 0 && waited.elapsed() < 30000)
            QThread::msleep(20);
        QVERIFY(QFileInfo(out + ".journal").size() > 0);

        const Run second = surfioIn(d_, args);
        QVERIFY2(second.exitCode == 2, describe(args, second));
        QVERIFY2(second.err.contains(QString("PID %1").arg(first.processId())), describe(args, second));
        const Run resume = surfioIn(d_, {"resume", out + ".journal"});
        QVERIFY2(resume.exitCode == 2 && resume.err.contains("in use"), describe({"resume"}, resume));

        const Run done = finish(first, "the first run", kTimeoutMs);
        QVERIFY2(done.ok(), qPrintable(done.err));
        QString why;
        QCOMPARE(readJson(out, why)["points"].toArray().size(), 3);
        QVERIFY(!QFileInfo::exists(out + ".journal"));

        // SIGKILL of the holder: its claim dies with it.
        QProcess killed;
        startSurfio(killed, args.mid(1), QProcessEnvironment::systemEnvironment());
        QVERIFY(killed.waitForStarted());
        waited.restart();
        while (linesIn(out + ".journal") < 2 && waited.elapsed() < 30000)  // the header and a point
            QThread::msleep(20);
        ::kill(pid_t(killed.processId()), SIGKILL);
        killed.waitForFinished();
        const Run resumed = surfioIn(d_, {"resume", out + ".journal"});
        QVERIFY2(resumed.ok(), describe({"resume"}, resumed));
        QCOMPARE(readJson(out, why)["points"].toArray().size(), 3);
    }

    // A dropped SSH session: SIGHUP stops the run like SIGTERM, and the finished points are written.
    void aHangupKeepsTheFinishedPoints()
    {
        const QString out = at("hangup.json");
        QProcess p;
        startSurfio(p,
                    {"--filename=" + at("t.dat"), "--size=4m", "--runtime=500ms", "--bs=4k,8k,16k,32k",
                     "--output=" + out, "--output-format=json"},
                    QProcessEnvironment::systemEnvironment());
        QVERIFY(p.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (linesIn(out + ".journal") < 2 && waited.elapsed() < 30000)  // the header and a point
            QThread::msleep(20);
        ::kill(pid_t(p.processId()), SIGHUP);
        const Run r = finish(p, "surfio run", kTimeoutMs);
        QVERIFY2(r.exitCode == 129, qPrintable(r.err));
        QVERIFY2(r.err.contains("stopped by a signal"), qPrintable(r.err));
        QString why;
        QVERIFY2(!readJson(out, why)["points"].toArray().isEmpty(), qPrintable(why));
    }

    // Standard output that fails is said, never a silent death (SIGPIPE) or a lost table.
    void standardOutputThatFails_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("said");
        const QString run = "\"$SURFIO_BIN\" run --filename=t.dat --size=4m --runtime=100ms --bs=4k,8k,16k";
        QTest::newRow("a closed pipe") << run + " | head -c 1 >/dev/null; exit ${PIPESTATUS[0]}" << 1
                                       << "cannot write stdout";
        QTest::newRow("a full device") << run + " > /dev/full" << 1 << "No space left on device";
        QTest::newRow("a closed descriptor") << run + " >&-" << 2 << "standard output is closed";
        QTest::newRow("--output=/dev/stdout into a pipe")
            << run
                   + " --output=/dev/stdout --output-format=json | cat > piped.json; s=${PIPESTATUS[0]}; "
                     "[ -e /dev/stdout.journal ] && exit 9; grep -q surfio-result piped.json || exit 8; exit $s"
            << 0 << QString();
        QTest::newRow("--output=/dev/stdout appended to a log")
            << "echo before > log.txt; ( " + run
                   + " --output=/dev/stdout --output-format=json; echo after ) >> log.txt; s=$?; "
                     "[ -e /dev/stdout.journal ] && exit 9; grep -q before log.txt && grep -q surfio-result log.txt "
                     "&& grep -q after log.txt || exit 8; exit $s"
            << 0 << QString();
        QTest::newRow("compare into a full device")
            << "\"$SURFIO_BIN\" compare a.json a.json > /dev/full" << 2 << "cannot write stdout";
    }

    void standardOutputThatFails()
    {
        QFETCH(QString, shell);
        QFETCH(int, exitCode);
        QFETCH(QString, said);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SURFIO_BIN", surfioBinary());
        env.insert("XDG_DATA_HOME", d_ + "/data-home");
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(d_);
        p.start("bash", {"-c", shell});
        const Run r = finish(p, shell, kTimeoutMs);
        QVERIFY2(r.exitCode == exitCode, qPrintable(QString::number(r.exitCode) + ": " + r.err));
        QVERIFY2(r.err.contains(said), qPrintable(r.err));
    }

    // What import-fio prints is a preset file, as its documentation says: run reads it as one.
    void importFioPrintsAPreset()
    {
        const Run imported = surfioIn(d_, {"import-fio", "job.json"});
        QVERIFY2(imported.ok(), qPrintable(imported.err));
        writeFile(at("printed.json"), imported.out.toUtf8());
        const Run described = surfioIn(d_, {"presets", "printed.json"});
        QVERIFY2(described.ok(), qPrintable(described.err));
        const Run ran = surfioIn(d_, {"run", "--preset=printed.json", "--filename=t.dat", "--runtime=100ms"});
        QVERIFY2(ran.ok(), qPrintable(ran.err));
    }

    // Root without a login session has no XDG_RUNTIME_DIR: Qt's warning is not the first thing a report says.
    void noRuntimeDirectoryNoWarning()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("XDG_RUNTIME_DIR");
        const Run r = surfioIn(d_, {"report", "a.json", "--output=r.html"}, env);
        QVERIFY2(r.ok(), qPrintable(r.err));
        QVERIFY2(!r.err.contains("XDG_RUNTIME_DIR"), qPrintable(r.err));
    }

    // SIGSTOP for 2 s in the middle of a point (a debugger, a suspended VM): the point says it was paused.
    void aPausedRunIsFlagged()
    {
        const QString out = at("paused.json");
        QProcess p;
        startSurfio(p,
                    {"--filename=" + at("t.dat"), "--size=4m", "--runtime=5s", "--bs=4k", "--output=" + out,
                     "--output-format=json"},
                    QProcessEnvironment::systemEnvironment());
        QVERIFY(p.waitForStarted());
        // Its journal comes once the checks pass; the layout of 4 MiB follows at once, then the point measures.
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(out + ".journal"), 30000);
        QThread::msleep(1500);
        ::kill(pid_t(p.processId()), SIGSTOP);
        QThread::msleep(2000);
        ::kill(pid_t(p.processId()), SIGCONT);
        const Run r = finish(p, "surfio run", kTimeoutMs);
        QVERIFY2(r.ok(), qPrintable(r.err));
        QVERIFY2(r.err.contains("the run was paused"), qPrintable(r.err));
        QString why;
        const QJsonArray warnings = readJson(out, why)["points"].toArray().at(0)["warnings"].toArray();
        QVERIFY2(compact(warnings).contains("the run was paused"), compact(warnings));
    }

    // In automation, a result that cannot be opened is said on stderr and exits 2, never a modal dialog.
    void theWorkbenchOpensNothingItCannotRead_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("said");
        QTest::newRow("missing") << "missing.json"
                                 << "No such file";
        QTest::newRow("truncated") << "truncated.json"
                                   << "damaged";
        QTest::newRow("junk") << "junk.json"
                              << "damaged";
    }

    void theWorkbenchOpensNothingItCannotRead()
    {
        QFETCH(QString, file);
        QFETCH(QString, said);
        // A real X server and window manager-less screen, as a person's display would be (xcb, not offscreen).
        const QString xvfb = QStandardPaths::findExecutable("xvfb-run");
        if (xvfb.isEmpty())
            QSKIP("xvfb-run is missing: apt-get install xvfb");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "xcb");
        env.insert("XDG_DATA_HOME", d_ + "/data-home");
        QProcess p;
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(d_);
        QElapsedTimer took;
        took.start();
        p.start(xvfb, {"-a", "-s", "-screen 0 1280x1024x24", surfioBinary(), "--open=" + file, "--quit-when-done"});
        const Run r = finish(p, "surfio --open=" + file, 60000);  // a modal dialog would hang until this kills it
        QVERIFY2(r.exitCode == 2, qPrintable(QString::number(r.exitCode) + ": " + r.err));
        QVERIFY2(r.err.contains(said), qPrintable(r.err));
        qInfo("%s: exit 2 after %lld ms", qPrintable(file), took.elapsed());
    }
};

QTEST_GUILESS_MAIN(TestNothingDestroyed)
#include "tst_nothing_destroyed.moc"

// Specifies fio_export.h and `surfio export-fio`: every built-in preset
// exports to a job file that fio itself parses, with one stonewalled section
// per point and trial in run order; a short real fio run of an exported
// matrix reports one job per point with the point's rw, bs and iodepth; a
// block-size split stays a bssplit; trials, preconditioning, several targets
// and steady state come out as fio can express them, and what it cannot is
// said.

#include "cli/fio_export_command.h"
#include "core/engine/cpu_placement.h"
#include "core/fio/fio_export.h"
#include "core/fio/fio_job_file.h"
#include "core/matrix/preset.h"
#include "core/result/result_set.h"
#include "tests/core/uring_options_text.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace surfio;
using namespace std::chrono_literals;

namespace {

// One [section] of a job file with its options, in file order.
struct Section {
    QString name;
    QMap<QString, QString> options;
};

QList<Section> sectionsOf(const QString& jobFile)
{
    QList<Section> sections;
    for (const QString& raw : jobFile.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char(';')) || line.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('[')) && line.endsWith(QLatin1Char(']'))) {
            sections.append({line.mid(1, line.size() - 2), {}});
            continue;
        }
        if (!sections.isEmpty())
            sections.last().options.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
    }
    return sections;
}

QList<Section> stonewalled(const QList<Section>& sections)
{
    QList<Section> out;
    for (const Section& s : sections)
        if (s.options.value(QStringLiteral("stonewall")) == QLatin1String("1"))
            out.append(s);
    return out;
}

bool writeFile(const QString& path, const QString& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) >= 0;
}

// fio's exit code, standard output and error for a job file.
struct FioRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

FioRun runFio(const QStringList& arguments)
{
    QProcess fio;
    fio.start(QStringLiteral("fio"), arguments);
    FioRun r;
    if (!fio.waitForFinished(120000)) {
        fio.kill();
        fio.waitForFinished();
        r.err = "fio did not finish";
        return r;
    }
    r.exitCode = fio.exitStatus() == QProcess::NormalExit ? fio.exitCode() : -1;
    r.out = fio.readAllStandardOutput();
    r.err = fio.readAllStandardError();
    return r;
}

// The first of "global" (name=value) that a job file's [global] does not
// hold, or of "absent" (names) that it holds, or empty.
QString globalProblem(const QString& jobFile, const QStringList& global, const QStringList& absent)
{
    const QMap<QString, QString> options = sectionsOf(jobFile).front().options;
    for (const QString& option : global)
        if (options.value(option.section(QLatin1Char('='), 0, 0)) != option.section(QLatin1Char('='), 1))
            return QStringLiteral("[global] lacks ") + option;
    for (const QString& name : absent)
        if (options.contains(name))
            return QStringLiteral("[global] holds ") + name;
    return {};
}

// A small, quick matrix on one file in dir.
Matrix smallMatrix(const QTemporaryDir& dir)
{
    Matrix m;
    m.base.targets = {dir.filePath(QStringLiteral("target")).toStdString()};
    m.base.regionSize = 8ULL << 20;
    m.base.runtime = 200ms;
    return m;
}

}  // namespace

class TestFioExport : public QObject {
    Q_OBJECT

    QString fio_;

    // A directory on the build's file system, where direct I/O works (it
    // does not on every tmpfs).
    static QString scratchTemplate() { return QDir::current().filePath(QStringLiteral("fio_export-XXXXXX")); }

private Q_SLOTS:
    void initTestCase() { fio_ = QStandardPaths::findExecutable(QStringLiteral("fio")); }

    void builtInPresetParses_data()
    {
        QTest::addColumn<QString>("name");
        for (const Preset& p : allPresets())
            if (p.builtIn)
                QTest::newRow(qPrintable(p.name)) << p.name;
    }

    void builtInPresetParses()
    {
        QFETCH(QString, name);
        if (fio_.isEmpty())
            QSKIP("fio is not installed: apt-get install fio");
        Preset preset;
        QString error;
        QVERIFY2(findPreset(name, preset, error), qPrintable(error));
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        Matrix m = preset.matrix;
        m.base.targets = {dir.filePath(QStringLiteral("target")).toStdString()};
        if (m.base.regionSize == 0)
            m.base.regionSize = 64ULL << 20;

        QString notes;
        const QString text = toFioJobFile(m, &notes);
        const QString path = dir.filePath(QStringLiteral("job.fio"));
        QVERIFY(writeFile(path, text));
        const FioRun r = runFio({QStringLiteral("--parse-only"), path});
        QVERIFY2(r.exitCode == 0, (r.err + "\n" + text.toUtf8()).constData());

        const QList<Section> sections = sectionsOf(text);
        QCOMPARE(sections.front().name, QStringLiteral("global"));
        QList<Section> runs = stonewalled(sections);
        if (m.precondition) {
            QCOMPARE(runs.front().name, QStringLiteral("precondition"));
            QCOMPARE(runs.front().options.value(QStringLiteral("io_size")), fioSize(2 * m.base.regionSize));
            runs.removeFirst();
        }
        const std::vector<JobSpec> points = m.expand();
        QCOMPARE(runs.size(), qsizetype(points.size()) * m.trials);
        for (qsizetype i = 0; i < runs.size(); ++i)
            QVERIFY2(runs[i].name.startsWith(fioSectionName(points[size_t(i / m.trials)], int(i / m.trials) + 1)),
                     qPrintable(runs[i].name));
        QCOMPARE(notes.contains(QLatin1String("steady state")), m.steadyState.enabled);
        QCOMPARE(text.contains(QLatin1String("steady state")), m.steadyState.enabled);
    }

    void sectionNames_data()
    {
        QTest::addColumn<JobSpec>("spec");
        QTest::addColumn<QString>("name");
        JobSpec mix;
        mix.pattern = Pattern::RandReadWrite;
        mix.readPercent = 70;
        mix.queueDepth = 32;
        QTest::newRow("mix") << mix << QStringLiteral("p3-randrw-4k-r70-qd32-j1");
        JobSpec seq;
        seq.pattern = Pattern::Read;
        seq.blockSize = 1ULL << 20;
        seq.jobs = 4;
        QTest::newRow("no mix") << seq << QStringLiteral("p3-read-1m-qd1-j4");
        JobSpec partly = seq;
        partly.percentageRandom = 30;
        QTest::newRow("percentage random") << partly << QStringLiteral("p3-read-1m-rand30-qd1-j4");
        JobSpec split = mix;
        split.blockSplit = {{4096, 60}, {65536, 40}};
        split.blockSize = 65536;
        QTest::newRow("split") << split << QStringLiteral("p3-randrw-bssplit-r70-qd32-j1");
        JobSpec capped = seq;
        capped.rateIops = 500;  // told apart from the same point unthrottled
        QTest::newRow("rate") << capped << QStringLiteral("p3-read-1m-qd1-j4-rate500");
    }

    void sectionNames()
    {
        QFETCH(JobSpec, spec);
        QFETCH(QString, name);
        QCOMPARE(fioSectionName(spec, 3), name);
    }

    void globalHoldsWhatPointsShare()
    {
        QTemporaryDir dir(scratchTemplate());
        Matrix m = smallMatrix(dir);
        m.base.rampTime = 1s;
        m.sweeps.front().rateIops = {500};  // a point's own: in its section
        m.base.seed = 42;
        m.base.regionOffset = 1ULL << 20;
        m.base.engine = EngineChoice::Sync;
        const QList<Section> sections = sectionsOf(toFioJobFile(m));
        const QMap<QString, QString> global = sections.front().options;
        QCOMPARE(global.value(QStringLiteral("ioengine")), QStringLiteral("psync"));
        QCOMPARE(global.value(QStringLiteral("direct")), QStringLiteral("1"));
        QCOMPARE(global.value(QStringLiteral("filename")), QString::fromStdString(m.base.targets.front()));
        QCOMPARE(global.value(QStringLiteral("size")), QStringLiteral("8m"));
        QCOMPARE(global.value(QStringLiteral("offset")), QStringLiteral("1m"));
        QCOMPARE(global.value(QStringLiteral("runtime")), QStringLiteral("200ms"));
        QCOMPARE(global.value(QStringLiteral("time_based")), QStringLiteral("1"));
        QCOMPARE(global.value(QStringLiteral("ramp_time")), QStringLiteral("1s"));
        QVERIFY(!global.contains(QStringLiteral("rate_iops")));
        for (const Section& point : sections.mid(1))
            QCOMPARE(point.options.value(QStringLiteral("rate_iops")), QStringLiteral("500"));
        QCOMPARE(global.value(QStringLiteral("randseed")), QStringLiteral("42"));
        QCOMPARE(global.value(QStringLiteral("randrepeat")), QStringLiteral("1"));
        QCOMPARE(global.value(QStringLiteral("norandommap")), QStringLiteral("1"));
        QCOMPARE(global.value(QStringLiteral("group_reporting")), QStringLiteral("1"));
        QVERIFY(!global.contains(QStringLiteral("verify")));

        m.base.engine = EngineChoice::Auto;
        m.base.byteTotal = 4ULL << 20;  // ends a job before its runtime: no time_based
        const QMap<QString, QString> bounded = sectionsOf(toFioJobFile(m)).front().options;
        QCOMPARE(bounded.value(QStringLiteral("ioengine")), QStringLiteral("io_uring"));
        QCOMPARE(bounded.value(QStringLiteral("io_size")), QStringLiteral("4m"));
        QVERIFY(!bounded.contains(QStringLiteral("time_based")));
    }

    // fio's io_uring options in the [global] under fio's names, in a form fio
    // parses, and back through the import to the same options. "global": the
    // options the [global] holds, "absent" those it must not.
    // A rate step's rate is known only once its point ran: fio gets the
    // points, Surfio's numbers kept, and a note says what is left out.
    void rateStepsAreLeftOut()
    {
        QTemporaryDir dir(scratchTemplate());
        Matrix m = smallMatrix(dir);
        m.sweeps.front().rateIops = {0, 700};
        m.rateSteps = {25, 50};
        QString notes;
        const QList<Section> sections = sectionsOf(toFioJobFile(m, &notes));
        QCOMPARE(sections.size(), 3);  // [global], the point unthrottled, the point at 700
        QCOMPARE(sections[1].name, QStringLiteral("p1-randread-4k-qd1-j1"));
        QVERIFY(!sections[1].options.contains(QStringLiteral("rate_iops")));
        QCOMPARE(sections[2].name, QStringLiteral("p4-randread-4k-qd1-j1-rate700"));  // after the two steps of p1
        QCOMPARE(sections[2].options.value(QStringLiteral("rate_iops")), QStringLiteral("700"));
        QVERIFY2(notes.contains(QStringLiteral("--rate-steps")), qPrintable(notes));
    }

    // With fio as the engine a step runs as a one-point matrix of its own
    // (core/fio/fio_engine.cpp): its rate, set by the Runner, goes with it.
    void aRateStepThroughFioKeepsItsRate()
    {
        QTemporaryDir dir(scratchTemplate());
        JobSpec step = smallMatrix(dir).base;
        step.rateSharePercent = 50;
        step.rateIops = 1234;
        Matrix point;
        point.base = step;
        point.sweeps = {sweepOfPoint(step)};
        const QList<Section> sections = sectionsOf(toFioJobFile(point));
        QCOMPARE(sections.size(), 2);
        QCOMPARE(sections[1].options.value(QStringLiteral("rate_iops")), QStringLiteral("1234"));
    }

    void uringOptionsExportAndImport_data()
    {
        QTest::addColumn<JobSpec>("options");
        QTest::addColumn<QStringList>("global");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("Surfio's defaults: registered buffers and files, Surfio's submission rule")
            << JobSpec{} << words("fixedbufs=1 registerfiles=1")
            << words("iodepth_batch_submit iodepth_batch_complete_min sqthread_poll hipri cpus_allowed");
        JobSpec plain;
        plain.fixedBufs = false;
        plain.registerFiles = false;
        QTest::newRow("fio's defaults") << plain << QStringList() << words("fixedbufs registerfiles");
        JobSpec polled;
        polled.sqthreadPoll = true;
        polled.sqthreadPollCpu = 1;
        polled.hipri = true;
        polled.cpusAllowed = {0, 1};
        polled.iodepthBatchSubmit = 8;
        polled.iodepthBatchCompleteMin = 4;
        QTest::newRow("polled, pinned, batched")
            << polled
            << words("sqthread_poll=1 sqthread_poll_cpu=1 hipri=1 cpus_allowed=0-1 iodepth_batch_submit=8 "
                     "iodepth_batch_complete_min=4 fixedbufs=1 registerfiles=1")
            << QStringList();
        QTest::newRow("all of them") << withUringOptions(JobSpec{})
                                     << words("cpus_allowed=0-1,3 iodepth_batch_submit=4 iodepth_batch_complete_min=2")
                                     << words("fixedbufs registerfiles");
    }
    void uringOptionsExportAndImport()
    {
        QFETCH(JobSpec, options);
        QFETCH(QStringList, global);
        QFETCH(QStringList, absent);
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        Matrix m = smallMatrix(dir);
        m.sweeps.front().queueDepths = {8};
        options.targets = m.base.targets;
        options.regionSize = m.base.regionSize;
        options.runtime = m.base.runtime;
        options.engine = EngineChoice::IoUring;
        m.base = options;

        const QString text = toFioJobFile(m);
        const QString problem = globalProblem(text, global, absent);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + QLatin1Char('\n') + text));
        QCOMPARE(text.contains(QLatin1String("Surfio submits by its own rule")), options.iodepthBatchSubmit == 0);
        FioImport imported;
        QString error;
        QVERIFY2(importFioJobFile(text, imported, error), qPrintable(error));
        QCOMPARE(uringOptionsText(imported.matrix.base), uringOptionsText(options));
        if (fio_.isEmpty())
            QSKIP("fio is not installed (apt-get install fio): the job file was not given to fio --parse-only");
        const QString path = dir.filePath(QStringLiteral("job.fio"));
        QVERIFY(writeFile(path, text));
        const FioRun r = runFio({QStringLiteral("--parse-only"), path});
        QVERIFY2(r.exitCode == 0, (r.err + "\n" + text.toUtf8()).constData());
    }

    // verify=crc32c with what gives it Surfio's meaning, and back through the import.
    void verifyIsExportedAndImported()
    {
        QTemporaryDir dir(scratchTemplate());
        Matrix m = smallMatrix(dir);
        m.base.verify = VerifyChoice::Crc32c;
        const QString text = toFioJobFile(m);
        const QMap<QString, QString> global = sectionsOf(text).front().options;
        QCOMPARE(global.value(QStringLiteral("verify")), QStringLiteral("crc32c"));
        QCOMPARE(global.value(QStringLiteral("verify_interval")), QStringLiteral("512"));
        QCOMPARE(global.value(QStringLiteral("do_verify")), QStringLiteral("0"));
        QCOMPARE(global.value(QStringLiteral("verify_fatal")), QStringLiteral("1"));
        FioImport imported;
        QString error;
        QVERIFY2(importFioJobFile(text, imported, error), qPrintable(error));
        QCOMPARE(imported.matrix.base.verify, VerifyChoice::Crc32c);
    }

    // Two points run by fio: one result each, named after the point, with its workload.
    void realRunGivesOneJobPerPoint()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not installed: apt-get install fio");
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        Matrix m = smallMatrix(dir);
        Sweep reads;
        reads.patterns = {Pattern::RandRead};
        reads.blockSizes = {4096};
        reads.queueDepths = {4};
        Sweep writes;
        writes.patterns = {Pattern::Write};
        writes.blockSizes = {65536};
        writes.queueDepths = {2};
        m.sweeps = {reads, writes};
        const QString path = dir.filePath(QStringLiteral("job.fio"));
        QVERIFY(writeFile(path, toFioJobFile(m)));

        const FioRun r = runFio({QStringLiteral("--output-format=json"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray jobs =
            QJsonDocument::fromJson(r.out.mid(r.out.indexOf('{'))).object().value(QLatin1String("jobs")).toArray();
        QCOMPARE(jobs.size(), 2);
        const std::vector<JobSpec> points = m.expand();
        const QStringList rw{QStringLiteral("randread"), QStringLiteral("write")};
        const QStringList bs{QStringLiteral("4k"), QStringLiteral("64k")};
        const QStringList depth{QStringLiteral("4"), QStringLiteral("2")};
        for (int i = 0; i < 2; ++i) {
            const QJsonObject job = jobs.at(i).toObject();
            const QJsonObject options = job.value(QLatin1String("job options")).toObject();
            QCOMPARE(job.value(QLatin1String("jobname")).toString(), fioSectionName(points[size_t(i)], i + 1));
            QCOMPARE(options.value(QLatin1String("rw")).toString(), rw[i]);
            QCOMPARE(options.value(QLatin1String("bs")).toString(), bs[i]);
            QCOMPARE(options.value(QLatin1String("iodepth")).toString(), depth[i]);
            QCOMPARE(job.value(QLatin1String("error")).toInt(), 0);
        }
        QVERIFY(
            jobs.at(0).toObject().value(QLatin1String("read")).toObject().value(QLatin1String("io_bytes")).toDouble()
            > 0);
        QVERIFY(
            jobs.at(1).toObject().value(QLatin1String("write")).toObject().value(QLatin1String("io_bytes")).toDouble()
            > 0);
    }

    void blockSplitStaysASplit()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not installed: apt-get install fio");
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        Matrix m = smallMatrix(dir);
        Sweep& s = m.sweeps.front();
        s.patterns = {Pattern::RandReadWrite};
        s.readPercents = {80};
        s.blockSizes.clear();
        s.blockSplits = {{{512, 10}, {4096, 60}, {65536, 30}}};
        const QString text = toFioJobFile(m);
        const Section point = stonewalled(sectionsOf(text)).front();
        QCOMPARE(point.options.value(QStringLiteral("bssplit")), QStringLiteral("512/10:4k/60:64k/30"));
        QVERIFY(!point.options.contains(QStringLiteral("bs")));
        QCOMPARE(point.options.value(QStringLiteral("rwmixread")), QStringLiteral("80"));

        const QString path = dir.filePath(QStringLiteral("job.fio"));
        QVERIFY(writeFile(path, text));
        const FioRun r = runFio({QStringLiteral("--output-format=json"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray jobs =
            QJsonDocument::fromJson(r.out.mid(r.out.indexOf('{'))).object().value(QLatin1String("jobs")).toArray();
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.at(0)
                     .toObject()
                     .value(QLatin1String("job options"))
                     .toObject()
                     .value(QLatin1String("bssplit"))
                     .toString(),
                 QStringLiteral("512/10:4k/60:64k/30"));
    }

    // Trials are sections of their own so that fio reports each; preconditioning writes first.
    void trialsAndPreconditioning()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not installed: apt-get install fio");
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        Matrix m = smallMatrix(dir);
        m.trials = 2;
        m.precondition = true;
        m.sweeps.front().blockSizes = {4096, 16384};
        const QString text = toFioJobFile(m);
        const QList<Section> runs = stonewalled(sectionsOf(text));
        QCOMPARE(runs.size(), 5);
        QCOMPARE(runs[0].name, QStringLiteral("precondition"));
        QCOMPARE(runs[0].options.value(QStringLiteral("rw")), QStringLiteral("write"));
        QCOMPARE(runs[0].options.value(QStringLiteral("bs")), QStringLiteral("128k"));
        QCOMPARE(runs[0].options.value(QStringLiteral("io_size")), QStringLiteral("16m"));
        QCOMPARE(runs[1].name, QStringLiteral("p1-randread-4k-qd1-j1-t1"));
        QCOMPARE(runs[2].name, QStringLiteral("p1-randread-4k-qd1-j1-t2"));
        QCOMPARE(runs[3].name, QStringLiteral("p2-randread-16k-qd1-j1-t1"));

        const QString path = dir.filePath(QStringLiteral("job.fio"));
        QVERIFY(writeFile(path, text));
        const FioRun r = runFio({QStringLiteral("--output-format=json"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray jobs =
            QJsonDocument::fromJson(r.out.mid(r.out.indexOf('{'))).object().value(QLatin1String("jobs")).toArray();
        QCOMPARE(jobs.size(), 5);
        const QJsonObject pre = jobs.at(0).toObject();
        QCOMPARE(pre.value(QLatin1String("jobname")).toString(), QStringLiteral("precondition"));
        QCOMPARE(pre.value(QLatin1String("write")).toObject().value(QLatin1String("io_bytes")).toDouble(),
                 double(16 << 20));
    }

    // Surfio gives job i target i % targets: one section per target, the
    // first stonewalled, the others running beside it in its group.
    void severalTargets()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not installed: apt-get install fio");
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        Matrix m = smallMatrix(dir);
        m.base.targets = {dir.filePath(QStringLiteral("a")).toStdString(),
                          dir.filePath(QStringLiteral("b")).toStdString()};
        m.sweeps.front().jobCounts = {3};
        const QString text = toFioJobFile(m);
        const QList<Section> sections = sectionsOf(text);
        QVERIFY(!sections.front().options.contains(QStringLiteral("filename")));
        QCOMPARE(sections.size(), 3);
        QCOMPARE(sections[1].options.value(QStringLiteral("filename")), QString::fromStdString(m.base.targets[0]));
        QCOMPARE(sections[1].options.value(QStringLiteral("numjobs")), QStringLiteral("2"));
        QCOMPARE(sections[2].options.value(QStringLiteral("filename")), QString::fromStdString(m.base.targets[1]));
        QCOMPARE(sections[2].options.value(QStringLiteral("numjobs")), QStringLiteral("1"));
        QVERIFY(!sections[2].options.contains(QStringLiteral("stonewall")));

        const QString path = dir.filePath(QStringLiteral("job.fio"));
        QVERIFY(writeFile(path, text));
        const FioRun r = runFio({QStringLiteral("--output-format=json"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray jobs =
            QJsonDocument::fromJson(r.out.mid(r.out.indexOf('{'))).object().value(QLatin1String("jobs")).toArray();
        QCOMPARE(jobs.size(), 1);  // one group: the point
    }

    // --target-count: each point's sections name the first N targets, the
    // point on one target too ([global] names none of several).
    void targetCountsNameTheirTargets()
    {
        QTemporaryDir dir(scratchTemplate());
        Matrix m = smallMatrix(dir);
        m.base.targets = {"/dev/vdb", "/dev/vdc"};
        m.sweeps = {Sweep{}};
        m.sweeps.front().jobCounts = {2};
        m.sweeps.front().targetCounts = {1, 2};
        const QList<Section> sections = sectionsOf(toFioJobFile(m));
        QCOMPARE(sections.size(), 4);  // [global], the point on vdb, the point on vdb and vdc
        QVERIFY(!sections[0].options.contains(QStringLiteral("filename")));
        QCOMPARE(sections[1].options.value(QStringLiteral("filename")), QStringLiteral("/dev/vdb"));
        QCOMPARE(sections[1].options.value(QStringLiteral("numjobs")), QStringLiteral("2"));
        QCOMPARE(sections[2].options.value(QStringLiteral("filename")), QStringLiteral("/dev/vdb"));
        QCOMPARE(sections[3].options.value(QStringLiteral("filename")), QStringLiteral("/dev/vdc"));
        QCOMPARE(sections[3].options.value(QStringLiteral("numjobs")), QStringLiteral("1"));
    }

    // A matrix without a target (imported from a job file without filename,
    // as fio's HOWTO writes them) still has a section per point, without a
    // filename, so fio names the files as the imported file had it.
    // Found by tests/fuzz (fuzz_fio_job_file: regressions/fio_job_file/no_filename.fio).
    void noTargetStillHasASectionPerPoint()
    {
        FioImport imported;
        QString error;
        QVERIFY2(importFioJobFile(QStringLiteral("[global]\nrw=randread\nsize=128m\n[job1]\n[job2]\nnumjobs=3\n"),
                                  imported, error),
                 qPrintable(error));
        QVERIFY(imported.matrix.base.targets.empty());
        const QList<Section> runs = stonewalled(sectionsOf(toFioJobFile(imported.matrix)));
        QCOMPARE(runs.size(), 2);
        QVERIFY(!runs[0].options.contains(QStringLiteral("filename")));
        QCOMPARE(runs[1].options.value(QStringLiteral("numjobs")), QStringLiteral("3"));
        FioImport again;
        QVERIFY2(importFioJobFile(toFioJobFile(imported.matrix), again, error), qPrintable(error));
        QCOMPARE(again.matrix.expand().size(), size_t(2));
    }

    // Surfio starts the sequential streams of several jobs spread over the
    // region; in fio each job gets its own slice of it.
    void sequentialJobsGetASliceEach()
    {
        QTemporaryDir dir(scratchTemplate());
        Matrix m = smallMatrix(dir);
        m.sweeps.front().patterns = {Pattern::Read, Pattern::RandRead};
        m.sweeps.front().jobCounts = {4};
        const QList<Section> runs = stonewalled(sectionsOf(toFioJobFile(m)));
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].options.value(QStringLiteral("size")), QStringLiteral("2m"));
        QCOMPARE(runs[0].options.value(QStringLiteral("offset_increment")), QStringLiteral("2m"));
        QVERIFY(!runs[1].options.contains(QStringLiteral("offset_increment")));
    }

    void directoryTargetIsOneSharedFile()
    {
        QTemporaryDir dir(scratchTemplate());
        Matrix m = smallMatrix(dir);
        m.base.targets = {dir.path().toStdString()};
        QString notes;
        const QMap<QString, QString> global = sectionsOf(toFioJobFile(m, &notes)).front().options;
        QCOMPARE(global.value(QStringLiteral("filename")), dir.filePath(QStringLiteral("surfio-fio.scratch")));
        QVERIFY(notes.contains(dir.path()));
    }

    // Surfio pins low-depth jobs on loop devices and tmpfs files (cpu_placement.h); fio
    // does not, so the file says how to do the same, where Surfio would.
    void saysWhereSurfioPinsJobs_data()
    {
        QTest::addColumn<QString>("where");  // "tmpfs": a file in /dev/shm; "disk": in the build's directory
        QTest::addColumn<uint32_t>("depth");
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("noted");
        QTest::newRow("tmpfs QD1") << "tmpfs" << 1u << "" << true;
        QTest::newRow("tmpfs QD4") << "tmpfs" << 4u << "" << true;
        QTest::newRow("tmpfs QD8") << "tmpfs" << 8u << "" << false;
        QTest::newRow("tmpfs QD1, cpus_allowed given") << "tmpfs" << 1u << "cpus_allowed" << false;
        QTest::newRow("tmpfs QD1, buffered") << "tmpfs" << 1u << "buffered" << false;
        QTest::newRow("tmpfs QD1, psync") << "tmpfs" << 1u << "psync" << false;
        QTest::newRow("tmpfs QD1, sqthread_poll") << "tmpfs" << 1u << "sqthread_poll" << false;
        QTest::newRow("disk QD1") << "disk" << 1u << "" << false;
    }
    void saysWhereSurfioPinsJobs()
    {
        QFETCH(QString, where);
        QFETCH(uint32_t, depth);
        QFETCH(QString, option);
        QFETCH(bool, noted);
        QTemporaryDir dir(scratchTemplate());
        Matrix m = smallMatrix(dir);
        if (where == QLatin1String("tmpfs")) {
            if (handOffOfPath("/dev/shm") != HandOff::IoWorker)
                QSKIP("/dev/shm is not tmpfs here");
            m.base.targets = {QStringLiteral("/dev/shm/surfio-tst_fio_export-%1").arg(getpid()).toStdString()};
        }
        m.sweeps.front().queueDepths = {depth};
        m.base.cpusAllowed =
            option == QLatin1String("cpus_allowed") ? std::vector<uint32_t>{0} : std::vector<uint32_t>{};
        m.base.direct = option != QLatin1String("buffered");
        m.base.engine = option == QLatin1String("psync") ? EngineChoice::Sync : m.base.engine;
        m.base.sqthreadPoll = option == QLatin1String("sqthread_poll");
        QString notes;
        const QString text = toFioJobFile(m, &notes);
        QCOMPARE(notes.contains(QLatin1String("cpus_allowed_policy=split")), noted);
        QCOMPARE(text.contains(QLatin1String("cpus_allowed_policy=split")), noted);  // as a comment in the file too
    }

    void commandWritesTheJobFile()
    {
        if (fio_.isEmpty())
            QSKIP("fio is not installed: apt-get install fio");
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("vng.fio"));
        QCOMPARE(
            exportFioCommand({QStringLiteral("surfio"), QStringLiteral("export-fio"), QStringLiteral("--preset=vng"),
                              QStringLiteral("--filename=") + dir.filePath(QStringLiteral("target")),
                              QStringLiteral("--output=") + path}),
            0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(stonewalled(sectionsOf(QString::fromUtf8(f.readAll()))).size(), 3);
        const FioRun r = runFio({QStringLiteral("--parse-only"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());

        QCOMPARE(
            exportFioCommand({QStringLiteral("surfio"), QStringLiteral("export-fio"), QStringLiteral("--bs=banana")}),
            2);
        QCOMPARE(exportFioCommand(
                     {QStringLiteral("surfio"), QStringLiteral("export-fio"), QStringLiteral("--output-format=json")}),
                 2);
    }

    // The run options' io_uring options, under fio's names and aliases, with
    // --sqthread_poll and --hipri alone meaning 1, reach the job file.
    void commandTakesTheUringOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("global");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("switches alone") << words("--sqthread_poll --hipri") << words("sqthread_poll=1 hipri=1")
                                        << QStringList();
        QTest::newRow("switches alone, one dash")
            << words("-sqthread_poll -hipri") << words("sqthread_poll=1 hipri=1") << QStringList();
        QTest::newRow("switches off") << words("--sqthread_poll=0 --hipri=0 --fixedbufs=0 --registerfiles=0")
                                      << QStringList() << words("sqthread_poll hipri fixedbufs registerfiles");
        QTest::newRow("the rest") << words("--sqthread_poll=1 --sqthread_poll_cpu=1 --cpus_allowed=1,0 "
                                           "--iodepth_batch_submit=8 --iodepth_batch_complete_min=4")
                                  << words("sqthread_poll_cpu=1 cpus_allowed=0-1 iodepth_batch_submit=8 "
                                           "iodepth_batch_complete_min=4 fixedbufs=1 registerfiles=1")
                                  << QStringList();
        QTest::newRow("fio's aliases") << words("--iodepth_batch=2 --iodepth_batch_complete=3")
                                       << words("iodepth_batch_submit=2 iodepth_batch_complete_min=3") << QStringList();
    }
    void commandTakesTheUringOptions()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, global);
        QFETCH(QStringList, absent);
        QTemporaryDir dir(scratchTemplate());
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("job.fio"));
        QCOMPARE(exportFioCommand(QStringList{QStringLiteral("surfio"), QStringLiteral("export-fio"),
                                              QStringLiteral("--iodepth=8"), QStringLiteral("--output=") + path}
                                  + arguments),
                 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QString problem = globalProblem(text, global, absent);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + QLatin1Char('\n') + text));
    }
};

QTEST_GUILESS_MAIN(TestFioExport)
#include "tst_fio_export.moc"

// A saved result reads back as it was written.

#include "result_json.h"

#include <QJsonDocument>
#include <QTest>

using namespace surfio;

class TestResultJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        JobResult r;
        r.spec.targets = {"/tmp/x"};
        r.spec.pattern = Pattern::RandReadWrite;
        r.spec.blockSize = 65536;
        r.spec.readPercent = 70;
        r.spec.queueDepth = 16;
        r.spec.jobs = 2;
        r.spec.regionSize = 1 << 30;
        r.spec.runtime = std::chrono::milliseconds(1500);
        r.engine.name = "io_uring";
        r.engine.ringFlagNames = "SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN|CQSIZE";
        r.engine.registeredBuffers = true;
        r.seconds = 1.5;
        for (uint64_t v : {1000ULL, 2000ULL, 2000ULL, 50000ULL, 1000000ULL}) {
            r.read.histogram.add(v);
            r.read.latSumNs += double(v);
            r.read.latSumSqNs += double(v) * double(v);
        }
        r.read.ios = 5;
        r.read.bytes = 5 * 65536;
        r.read.latMinNs = 1000;
        r.read.latMaxNs = 1000000;
        IntervalSample s;
        s.t = 0.1;
        s.seconds = 0.1;
        s.read.ios = 5;
        s.read.bytes = 5 * 65536;
        s.read.p99LatNs = 1000000;
        r.samples = {s};
        ResultSet set;
        set.host = HostInfo::current();
        set.started = QDateTime::currentDateTime();
        set.points = {r};

        const QByteArray bytes = QJsonDocument(toJson(set)).toJson();
        ResultSet back;
        QString error;
        QVERIFY2(fromJson(QJsonDocument::fromJson(bytes).object(), back, error), qPrintable(error));
        QCOMPARE(back.points.size(), 1);
        const JobResult& b = back.points.front();
        QCOMPARE(b.spec.blockSize, r.spec.blockSize);
        QCOMPARE(b.spec.readPercent, 70);
        QCOMPARE(b.spec.queueDepth, 16u);
        QCOMPARE(b.spec.jobs, 2u);
        QCOMPARE(b.spec.runtime, r.spec.runtime);
        QCOMPARE(b.spec.targets, r.spec.targets);
        QCOMPARE(b.engine.ringFlagNames, r.engine.ringFlagNames);
        QCOMPARE(b.read.ios, r.read.ios);
        QCOMPARE(b.read.bytes, r.read.bytes);
        QCOMPARE(b.read.histogram.counts, r.read.histogram.counts);  // json+ bins back into the same buckets
        QCOMPARE(b.read.histogram.percentile(99), r.read.histogram.percentile(99));
        QVERIFY(std::abs(b.read.meanLatNs() - r.read.meanLatNs()) < 1e-6 * r.read.meanLatNs());
        QVERIFY(std::abs(b.read.stddevLatNs() - r.read.stddevLatNs()) < 1e-3 * r.read.stddevLatNs());
        QCOMPARE(b.samples.size(), size_t(1));
        QCOMPARE(b.samples.front().read.ios, uint64_t(5));
        QCOMPARE(back.host.kernel, set.host.kernel);
    }

    void refusesWhatIsNotAResult_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("fio output") << QByteArray(R"({"fio version": "fio-3.33", "jobs": []})") << "surfio-result";
        QTest::newRow("future version") << QByteArray(R"({"format": "surfio-result", "format_version": 99})") << "99";
        QTest::newRow("point without spec")
            << QByteArray(R"({"format": "surfio-result", "format_version": 1, "points": [{}]})") << "point 0";
    }
    void refusesWhatIsNotAResult()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        ResultSet back;
        QString error;
        QVERIFY(!fromJson(QJsonDocument::fromJson(json).object(), back, error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestResultJson)
#include "tst_result_json.moc"

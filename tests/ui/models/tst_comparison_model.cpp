// The Compare tab's table: one row per matched point with each run's figure
// (± the trials' spread), each later run's ratio to A ("2.00×") and its
// verdict in words, with the p-value in the tooltip and a colour that only
// repeats the words; dropping a key matches again; what the table leaves
// out (points a run lacks, points the keys leave alike) is in notes().

#include "ui/models/comparison_model.h"

#include <QBrush>
#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

// A run's points, one a line: "randread 4k 1: 1000 1010 990", pattern,
// block size in KiB, queue depth, then each trial's IOPS (at QD 1 each
// I/O's latency is 1 s / IOPS).
ResultSet resultOf(const QStringList& lines)
{
    ResultSet r;
    for (int point = 0; point < lines.size(); ++point) {
        const QStringList halves = lines[point].split(QLatin1Char(':'));
        const QStringList spec = halves[0].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        JobSpec s;
        s.pattern = *parsePattern(spec[0].toStdString());
        s.blockSize = spec[1].chopped(1).toULongLong() * 1024;
        s.queueDepth = spec[2].toUInt();
        int trial = 0;
        for (const QString& figure : halves[1].split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            JobResult run;
            run.spec = s;
            run.point = point;
            run.trial = trial++;
            run.seconds = 1;
            run.read.ios = figure.toULongLong();
            run.read.bytes = run.read.ios * s.blockSize;
            const double latency = 1e9 / figure.toDouble();
            run.read.latSumNs = latency * double(run.read.ios);
            run.read.histogram.add(uint64_t(latency));
            r.points.append(run);
        }
    }
    return r;
}

QString cell(const ComparisonModel& m, int row, int column, int role = Qt::DisplayRole)
{
    return m.index(row, column).data(role).toString();
}

}  // namespace

Q_DECLARE_METATYPE(surfio::CompareMetric)

class TestComparisonModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void judgesEachPoint_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<CompareMetric>("metric");
        QTest::addColumn<QString>("ratio");
        QTest::addColumn<QString>("verdict");  // the start of the verdict's words
        QTest::addColumn<bool>("pInTooltip");
        const CompareMetric iops = CompareMetric::Iops;
        const CompareMetric latency = CompareMetric::MeanLatency;
        QTest::newRow("twice the IOPS with trials")
            << u"randread 4k 1: 1000 1010 990"_s << u"randread 4k 1: 2000 2020 1980"_s << iops << u"2.00×"_s
            << u"faster"_s << true;
        QTest::newRow("half the IOPS with trials")
            << u"randread 4k 1: 1000 1010 990"_s << u"randread 4k 1: 500 505 495"_s << iops << u"0.50×"_s << u"slower"_s
            << true;
        QTest::newRow("overlapping trials") << u"randread 4k 1: 1000 1100 900"_s << u"randread 4k 1: 1010 900 1090"_s
                                            << iops << u"1.00×"_s << u"within noise"_s << true;
        QTest::newRow("one run each: the ratio alone") << u"randread 4k 1: 1000"_s << u"randread 4k 1: 2000"_s << iops
                                                       << u"2.00×"_s << u"no trials: noise unknown"_s << false;
        // Twice the IOPS at QD 1 is half the latency: a ratio below 1, and faster.
        QTest::newRow("latency: lower is faster")
            << u"randread 4k 1: 1000 1010 990"_s << u"randread 4k 1: 2000 2020 1980"_s << latency << u"0.50×"_s
            << u"faster"_s << true;
    }
    void judgesEachPoint()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(CompareMetric, metric);
        QFETCH(QString, ratio);
        QFETCH(QString, verdict);
        QFETCH(bool, pInTooltip);
        ComparisonModel m;
        m.setMetric(metric);
        m.setRuns({resultOf({a}), resultOf({b})}, {u"a.json"_s, u"b.json"_s});
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.columnCount(), 5);  // point, A, B, B ÷ A, B verdict
        QCOMPARE(m.headerData(m.valueColumn(1), Qt::Horizontal).toString(), u"B"_s);
        QCOMPARE(m.headerData(m.valueColumn(1), Qt::Horizontal, Qt::ToolTipRole).toString(), u"b.json"_s);
        QCOMPARE(cell(m, 0, m.ratioColumn(1)), ratio);
        const QString words = cell(m, 0, m.verdictColumn(1));
        QVERIFY2(words.startsWith(verdict), qPrintable(words));
        QCOMPARE(cell(m, 0, m.verdictColumn(1), Qt::ToolTipRole).contains(u"p = "_s)
                     || cell(m, 0, m.verdictColumn(1), Qt::ToolTipRole).contains(u"p < "_s),
                 pInTooltip);
        // The colour repeats the words: each verdict has one.
        QVERIFY(m.index(0, m.verdictColumn(1)).data(Qt::BackgroundRole).value<QBrush>().style() != Qt::NoBrush);
    }

    // A figure with trials carries their spread; one without does not.
    void valuesShowTheirSpread()
    {
        ComparisonModel m;
        m.setRuns({resultOf({u"randread 4k 1: 1000 1100 900"_s}), resultOf({u"randread 4k 1: 2000"_s})},
                  {u"a.json"_s, u"b.json"_s});
        QVERIFY2(cell(m, 0, m.valueColumn(0)).contains(u"±10.0 %"_s), qPrintable(cell(m, 0, m.valueColumn(0))));
        QVERIFY(!cell(m, 0, m.valueColumn(1)).contains(u"±"_s));
        QVERIFY(cell(m, 0, m.valueColumn(1)).contains(u"IOPS"_s));
    }

    // Points only one run has are no row: they are listed, naming the run that lacks them.
    void unmatchedPointsAreListed()
    {
        ComparisonModel m;
        m.setRuns({resultOf({u"randread 4k 1: 1000"_s, u"randread 64k 1: 500"_s}),
                   resultOf({u"randread 4k 1: 1100"_s, u"randwrite 4k 1: 300"_s})},
                  {u"a.json"_s, u"b.json"_s});
        QCOMPARE(m.rowCount(), 1);
        const QStringList notes = m.notes();
        QCOMPARE(notes.size(), 2);
        QVERIFY2(notes.filter(u"bs=64k"_s).value(0).endsWith(u"in A, not in B"_s), qPrintable(notes.join(u'|')));
        QVERIFY2(notes.filter(u"randwrite"_s).value(0).endsWith(u"in B, not in A"_s), qPrintable(notes.join(u'|')));
    }

    // Two queue depths match nothing until iodepth is dropped from the match.
    void droppingAKeyMatchesAgain()
    {
        ComparisonModel m;
        m.setRuns({resultOf({u"randread 4k 1: 1000"_s}), resultOf({u"randread 4k 32: 9000"_s})},
                  {u"qd1.json"_s, u"qd32.json"_s});
        QCOMPARE(m.rowCount(), 0);
        QVERIFY2(m.noMatch().contains(u"differ in iodepth"_s), qPrintable(m.noMatch()));
        m.setKeys(keysWithout({SpecKey::IoDepth}));
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(cell(m, 0, m.ratioColumn(1)), u"9.00×"_s);
        QVERIFY(m.noMatch().isEmpty());
        QVERIFY2(cell(m, 0, ComparisonModel::Point).contains(u"iodepth=1/32"_s),
                 qPrintable(cell(m, 0, ComparisonModel::Point)));
        QVERIFY(m.notes().isEmpty());
    }

    // Dropping a key that made one run's points alike: they are not compared, and the note names the key.
    void ambiguousPointsNameTheKeyToMatchOn()
    {
        ComparisonModel m;
        m.setRuns(
            {resultOf({u"randread 4k 1: 1000"_s, u"randread 4k 32: 9000"_s}), resultOf({u"randread 4k 1: 1100"_s})},
            {u"a.json"_s, u"b.json"_s});
        m.setKeys(keysWithout({SpecKey::IoDepth}));
        const QString notes = m.notes().join(u'\n');
        QVERIFY2(notes.contains(u"A has 2 point"_s) && notes.contains(u"match on iodepth again"_s), qPrintable(notes));
    }

    // Three runs: a ratio and a verdict for each later one, against A.
    void everyLaterRunAgainstA()
    {
        ComparisonModel m;
        m.setRuns({resultOf({u"randread 4k 1: 1000"_s}), resultOf({u"randread 4k 1: 2000"_s}),
                   resultOf({u"randread 4k 1: 500"_s})},
                  {u"a.json"_s, u"b.json"_s, u"c.json"_s});
        QCOMPARE(m.columnCount(), 1 + 3 + 2 * 2);
        QCOMPARE(cell(m, 0, m.ratioColumn(1)), u"2.00×"_s);
        QCOMPARE(cell(m, 0, m.ratioColumn(2)), u"0.50×"_s);
        QCOMPARE(m.headerData(m.verdictColumn(2), Qt::Horizontal).toString(), u"C verdict"_s);
    }

    // One run is nothing to compare: no columns, no notes.
    void oneRunIsNoComparison()
    {
        ComparisonModel m;
        m.setRuns({resultOf({u"randread 4k 1: 1000"_s})}, {u"a.json"_s});
        QVERIFY(!m.comparing());
        QCOMPARE(m.columnCount(), 0);
        QVERIFY(m.notes().isEmpty());
    }
};

QTEST_MAIN(TestComparisonModel)
#include "tst_comparison_model.moc"

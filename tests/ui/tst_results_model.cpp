#include "results_model.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace surfio;

namespace {

JobResult point(uint64_t bs, int readPercent, uint64_t reads, uint64_t writes)
{
    JobResult r;
    r.spec.pattern = Pattern::RandReadWrite;
    r.spec.blockSize = bs;
    r.spec.readPercent = readPercent;
    r.spec.queueDepth = 32;
    r.seconds = 2.0;
    r.read.ios = reads;
    r.read.bytes = reads * bs;
    r.write.ios = writes;
    r.write.bytes = writes * bs;
    for (uint64_t i = 0; i < reads; ++i)
        r.read.histogram.add(1000 + i % 100);
    r.read.latSumNs = double(reads) * 1050;
    return r;
}

} // namespace

class TestResultsModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void passesTheModelTester()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.addPoint(0, point(4096, 100, 2000, 0));
        model.addPoint(1, point(65536, 50, 500, 500));
        ResultSet set;
        set.points = {point(4096, 0, 0, 10), point(8192, 0, 0, 20), point(16384, 0, 0, 30)};
        model.setResults(set);
        QCOMPARE(model.rowCount(), 3);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void showsFiguresPerDirection()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ResultsModel model;
        model.addPoint(0, point(4096, 100, 2000, 0));
        QCOMPARE(model.data(model.index(0, ResultsModel::BlockSize)).toString(), QStringLiteral("4 KiB"));
        QCOMPARE(model.data(model.index(0, ResultsModel::ReadIops)).toString(), QStringLiteral("1,000"));
        QCOMPARE(model.data(model.index(0, ResultsModel::ReadIops), ResultsModel::SortRole).toDouble(), 1000.0);
        // A direction with no I/O shows a dash, not a zero that looks measured.
        QCOMPARE(model.data(model.index(0, ResultsModel::WriteIops)).toString(), QStringLiteral("–"));
        const double p99 = model.data(model.index(0, ResultsModel::ReadP99), ResultsModel::SortRole).toDouble();
        QVERIFY(p99 >= 1090 && p99 <= 1100);
        QCOMPARE(model.data(model.index(0, 0), ResultsModel::PointIndexRole).toInt(), 0);
    }

    void sortsByNumberNotText()
    {
        ResultsModel model;
        model.addPoint(0, point(4096, 100, 900, 0));    // 450 IOPS
        model.addPoint(1, point(65536, 100, 10000, 0)); // 5,000 IOPS
        model.addPoint(2, point(1 << 20, 100, 100, 0)); // 50 IOPS
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ResultsModel::SortRole);
        proxy.sort(ResultsModel::ReadIops, Qt::DescendingOrder);
        QCOMPARE(proxy.data(proxy.index(0, 0), ResultsModel::PointIndexRole).toInt(), 1);
        QCOMPARE(proxy.data(proxy.index(2, 0), ResultsModel::PointIndexRole).toInt(), 2);
        proxy.sort(ResultsModel::BlockSize, Qt::AscendingOrder);
        QCOMPARE(proxy.data(proxy.index(0, 0), ResultsModel::PointIndexRole).toInt(), 0);
        QCOMPARE(proxy.data(proxy.index(2, 0), ResultsModel::PointIndexRole).toInt(), 2);
    }

    void findsPointsByIndex()
    {
        ResultsModel model;
        model.addPoint(3, point(4096, 100, 10, 0));
        model.addPoint(5, point(8192, 100, 10, 0));
        QCOMPARE(model.rowOfPoint(5), 1);
        QCOMPARE(model.rowOfPoint(4), -1);
        QVERIFY(model.point(3) && model.point(3)->spec.blockSize == 4096);
        QVERIFY(!model.point(0));
    }
};

QTEST_MAIN(TestResultsModel)
#include "tst_results_model.moc"

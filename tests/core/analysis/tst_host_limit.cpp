// The host's limit over the number of volumes, read from synthetic sums with
// known shapes: a sum that grows by one volume's share per target has no host
// limit; one that levels off names the level and the first count on it (the
// OCI page's 400,000 IOPS over twenty 1 TB volumes); noise within the
// tolerance changes neither verdict; too few counts give none.

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_text.h"
#include "core/analysis/host_limit.h"

#include <QTest>

#include <algorithm>

using namespace surfio;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(std::vector<surfio::HostLimitSample>)
Q_DECLARE_METATYPE(surfio::HostLimitShape)

namespace {

// Deterministic jitter in [-1, 1], one value per count in turn.
double jitter(size_t i)
{
    static const double pattern[] = {1.0, -1.0, 0.3, -0.6, 0.7, -0.2, -0.9, 0.5};
    return pattern[i % std::size(pattern)];
}

// min(perTarget · n, host) at each count, each off by up to ±noise; host 0: none.
std::vector<HostLimitSample> sums(const std::vector<uint32_t>& counts, double perTarget, double host, double noise = 0)
{
    std::vector<HostLimitSample> out;
    for (size_t i = 0; i < counts.size(); ++i) {
        const double line = perTarget * counts[i];
        out.push_back({counts[i], (host > 0 ? std::min(line, host) : line) * (1 + noise * jitter(i))});
    }
    return out;
}

}  // namespace

class TestHostLimit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsTheShape_data()
    {
        QTest::addColumn<std::vector<HostLimitSample>>("samples");
        QTest::addColumn<HostLimitShape>("shape");
        QTest::addColumn<double>("perTarget");  // expected, within 5 %
        QTest::addColumn<double>("hostLimit");  // expected within 5 %; 0: none
        QTest::addColumn<uint>("reachedAt");

        const std::vector<uint32_t> oci{1, 2, 4, 8, 12, 16, 20, 24};
        QTest::newRow("two throttled volumes, linear")
            << sums({1, 2}, 2000, 0) << HostLimitShape::Linear << 2000.0 << 0.0 << 0u;
        QTest::newRow("linear to 20 volumes") << sums(oci, 25000, 0) << HostLimitShape::Linear << 25000.0 << 0.0 << 0u;
        QTest::newRow("linear, 4 % noise")
            << sums(oci, 25000, 0, 0.04) << HostLimitShape::Linear << 25000.0 << 0.0 << 0u;
        // 25,000 per 1 TB volume, 400,000 for the host: the level from 16 on.
        QTest::newRow("OCI host, 400,000 IOPS")
            << sums(oci, 25000, 400000) << HostLimitShape::Saturating << 25000.0 << 400000.0 << 16u;
        QTest::newRow("OCI host, 4 % noise")
            << sums(oci, 25000, 400000, 0.04) << HostLimitShape::Saturating << 25000.0 << 400000.0 << 16u;
        QTest::newRow("saturating between counts")
            << sums({1, 2, 4, 8}, 2000, 5000) << HostLimitShape::Saturating << 2000.0 << 5000.0 << 4u;
        QTest::newRow("flat from the second count")
            << sums({1, 2, 3, 4}, 3000, 3300) << HostLimitShape::Saturating << 3000.0 << 3300.0 << 2u;
        // A level needs two counts on it: one low last count is not a host limit.
        QTest::newRow("one count below the line") << std::vector<HostLimitSample>{{1, 2000}, {2, 4000}, {4, 4100}}
                                                  << HostLimitShape::Irregular << 0.0 << 0.0 << 0u;
        QTest::newRow("falling with the targets") << std::vector<HostLimitSample>{{1, 9000}, {2, 6000}, {4, 3000}}
                                                  << HostLimitShape::Irregular << 0.0 << 0.0 << 0u;
        // Two files on one tmpfs: the second target adds 2.5 %: the limit is shared from the first.
        QTest::newRow("flat from the first count") << std::vector<HostLimitSample>{{1, 86800}, {2, 89000}}
                                                   << HostLimitShape::Saturating << 0.0 << 87900.0 << 1u;
        QTest::newRow("one count") << sums({4}, 2000, 0) << HostLimitShape::None << 0.0 << 0.0 << 0u;
        QTest::newRow("nothing") << std::vector<HostLimitSample>{} << HostLimitShape::None << 0.0 << 0.0 << 0u;
        QTest::newRow("a count twice is one count")
            << std::vector<HostLimitSample>{{2, 4000}, {2, 4200}} << HostLimitShape::None << 0.0 << 0.0 << 0u;
        QTest::newRow("any order") << std::vector<HostLimitSample>{{4, 8000}, {1, 2000}, {2, 4000}}
                                   << HostLimitShape::Linear << 2000.0 << 0.0 << 0u;
    }

    void readsTheShape()
    {
        QFETCH(std::vector<HostLimitSample>, samples);
        QFETCH(HostLimitShape, shape);
        QFETCH(double, perTarget);
        QFETCH(double, hostLimit);
        QFETCH(uint, reachedAt);
        const HostLimitFit fit = fitHostLimit(samples);
        QCOMPARE(hostLimitShapeName(fit.shape), hostLimitShapeName(shape));
        if (perTarget > 0)
            QVERIFY2(std::abs(fit.perTarget - perTarget) <= 0.05 * perTarget,
                     qPrintable(QString::number(fit.perTarget)));
        if (hostLimit > 0)
            QVERIFY2(std::abs(fit.hostLimit - hostLimit) <= 0.05 * hostLimit,
                     qPrintable(QString::number(fit.hostLimit)));
        else
            QCOMPARE(fit.hostLimit, 0.0);
        QCOMPARE(uint(fit.reachedAt), reachedAt);
        if (shape == HostLimitShape::Linear || shape == HostLimitShape::Saturating)
            QVERIFY(fit.maxResidual <= kHostLimitTolerance);
    }

    // The words: a limit shared from the first count, a fall, and neither.
    void saysWhatTheCountsDid_data()
    {
        QTest::addColumn<std::vector<HostLimitSample>>("samples");
        QTest::addColumn<QString>("says");  // how the verdict begins (up to a plural, which has no translator here)
        QTest::addColumn<QString>("also");
        QTest::newRow("shared from the first")
            << std::vector<HostLimitSample>{{1, 86800}, {2, 89000}}
            << u"IOPS a shared limit of 87,900 IOPS, already at 1 target"_s << u": more targets add nothing"_s;
        QTest::newRow("falls") << std::vector<HostLimitSample>{{1, 182000}, {2, 118000}}
                               << u"IOPS falls as targets are added: 182,000 IOPS at 1 target"_s
                               << u", 118,000 IOPS at 2"_s;
        QTest::newRow("host limit") << sums({1, 2, 4, 8}, 2000, 5000)
                                    << u"IOPS the host's limit is 5,000 IOPS, reached at 4 target"_s
                                    << u"2,000 IOPS per target below it"_s;
        QTest::newRow("neither") << std::vector<HostLimitSample>{{1, 2000}, {2, 4000}, {4, 4100}}
                                 << u"IOPS neither grows with the targets nor levels off"_s << u"up to 4,100 IOPS"_s;
    }

    void saysWhatTheCountsDid()
    {
        QFETCH(std::vector<HostLimitSample>, samples);
        QFETCH(QString, says);
        QFETCH(QString, also);
        HostLimitGroup g;
        g.iops = fitHostLimit(samples);
        const QString text = hostLimitVerdict(g);
        QVERIFY2(text.startsWith(says) && text.contains(also), qPrintable(text));
    }

    // Where the line meets the level, and what the counts reached.
    void namesTheKnee()
    {
        const HostLimitFit fit = fitHostLimit(sums({1, 2, 4, 8, 12, 16, 20, 24}, 25000, 400000));
        QVERIFY(std::abs(fit.kneeTargets - 16) < 0.5);
        QCOMPARE(fit.highest, 400000.0);
        QCOMPARE(fit.mostTargets, 24u);
    }
};

QTEST_GUILESS_MAIN(TestHostLimit)
#include "tst_host_limit.moc"

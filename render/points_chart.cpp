#include "render/points_chart.h"

#include "core/text/units.h"
#include "render/scale_axis.h"
#include "render/slice_chart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLocale>

#include <algorithm>
#include <limits>
#include <map>

namespace surfio {

namespace {

// What a point can differ in, in the order a tie for the x axis is settled.
enum class Key { QueueDepth, BlockSize, Jobs, Workload };
constexpr Key kKeys[] = {Key::QueueDepth, Key::BlockSize, Key::Jobs, Key::Workload};

struct Value {
    double order = 0;  // numbers ascending; a split after the sizes, a workload as listed
    QString text;
};

QString workloadKind(const JobSpec& spec)
{
    const bool random = spec.effectiveRandomPercent() > 0;
    const int read = spec.effectiveReadPercent();
    if (read == 100)
        return random ? PointsChart::tr("random read") : PointsChart::tr("sequential read");
    if (read == 0)
        return random ? PointsChart::tr("random write") : PointsChart::tr("sequential write");
    return (random ? PointsChart::tr("random, %1 % read") : PointsChart::tr("sequential, %1 % read"))
        .arg(QLocale().toString(read));
}

Value valueOf(Key key, const JobSpec& spec)
{
    constexpr double kListed = std::numeric_limits<double>::max();
    switch (key) {
    case Key::QueueDepth:
        return {double(spec.queueDepth), PointsChart::tr("QD %1").arg(QLocale().toString(spec.queueDepth))};
    case Key::BlockSize:
        if (!spec.blockSplit.empty())
            return {kListed, QString::fromStdString(blockSplitName(spec.blockSplit))};
        return {double(spec.blockSize), formatSize(spec.blockSize)};
    case Key::Jobs:
        return {double(spec.jobs), PointsChart::tr("%n job(s)", nullptr, int(spec.jobs))};
    case Key::Workload:
        return {kListed, workloadKind(spec)};
    }
    return {};
}

// The distinct values of key among the points, in the order the axis shows them.
QStringList valuesOf(Key key, const std::vector<PointsChart::Point>& points)
{
    std::vector<Value> values;
    for (const PointsChart::Point& p : points) {
        Value v = valueOf(key, p.spec);
        if (std::none_of(values.begin(), values.end(), [&](const Value& seen) { return seen.text == v.text; }))
            values.push_back(std::move(v));
    }
    std::stable_sort(values.begin(), values.end(), [](const Value& a, const Value& b) { return a.order < b.order; });
    QStringList texts;
    for (const Value& v : values)
        texts.append(v.text);
    return texts;
}

// The x axis goes along the key with the most values; a single point's is its workload.
Key groupKey(const std::vector<PointsChart::Point>& points)
{
    Key best = Key::Workload;
    qsizetype most = 1;
    for (const Key key : kKeys)
        if (const qsizetype n = valuesOf(key, points).size(); n > most) {
            best = key;
            most = n;
        }
    return best;
}

// A bar's colour: its point's values of the keys other than the x axis's
// that vary. With none varying, every bar is one colour, named after all
// the point's other values.
QString setName(const JobSpec& spec, Key group, const std::vector<PointsChart::Point>& points)
{
    QStringList varying;
    QStringList all;
    for (const Key key : {Key::BlockSize, Key::Workload, Key::QueueDepth, Key::Jobs}) {
        if (key == group)
            continue;
        const QString text = valueOf(key, spec).text;
        all.append(text);
        if (valuesOf(key, points).size() > 1)
            varying.append(text);
    }
    return (varying.isEmpty() ? all : varying).join(QStringLiteral(", "));
}

}  // namespace

QStringList PointsChart::groups(const std::vector<Point>& points)
{
    return valuesOf(groupKey(points), points);
}

QChart* PointsChart::bars(const std::vector<Point>& points, SurfaceMetric metric)
{
    const Key group = groupKey(points);
    const QStringList groupNames = valuesOf(group, points);
    QStringList setNames;
    std::map<std::pair<qsizetype, qsizetype>, double> values;  // (set, group): the raw value
    double largest = 0;
    for (const Point& p : points) {
        const QString name = setName(p.spec, group, points);
        if (!setNames.contains(name))
            setNames.append(name);
        if (!p.value)
            continue;
        values[{setNames.indexOf(name), groupNames.indexOf(valueOf(group, p.spec).text)}] = *p.value;
        largest = std::max(largest, *p.value);
    }
    const MetricScale scale = MetricScale::forRange(metric, largest);

    auto* series = new QBarSeries;
    series->setBarWidth(0.8);
    for (qsizetype s = 0; s < setNames.size(); ++s) {
        auto* set = new QBarSet(setNames[s]);
        set->setColor(SliceChart::seriesColor(int(s)));
        set->setBorderColor(set->color());
        for (qsizetype g = 0; g < groupNames.size(); ++g) {
            const auto it = values.find({s, g});
            set->append(it == values.end() ? 0.0 : scale.shown(it->second));
        }
        series->append(set);
    }
    auto* chart = new QChart;
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(groupNames);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new ScaleAxis(chart);
    y->setLinearRange(scale.top(), [scale](double value) { return scale.number(value); });
    y->setTitleText(scale.title());
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->legend()->setVisible(setNames.size() > 1);
    return chart;
}

}  // namespace surfio

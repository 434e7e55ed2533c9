#pragma once

#include "core/compare/point_match.h"
#include "core/engine/job_result.h"
#include "core/result/result_set.h"
#include "render/chart_export.h"
#include "ui/views/point_bands.h"
#include "ui/views/sample_decimator.h"

#include <QList>
#include <QPen>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <map>
#include <optional>
#include <vector>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QStackedWidget;
class QTimer;

namespace surfio {

class PointBands;
class ScaleAxis;
class WrittenChart;
class XAxisSwitch;

// Live charts (Qt Charts) of IOPS (read and write), MB/s and latency (mean
// and p99) against elapsed seconds, with point boundaries marked, and under
// them, once samples carry one, the hottest drive's temperature. A finished
// run that held more than one level (a burst, a cache filling, a decay) gets
// its regimes tinted in its stretch of every chart, their levels drawn in
// the IOPS and MB/s charts, and its verdict in words above the charts. Each line
// keeps its samples decimated (first-seen min and max of 2048 buckets at most,
// see SampleDecimator), and the series get them at the plot's width (about two
// points a pixel) through QXYSeries::replace on a 10 Hz timer: hours of samples
// keep the UI smooth, the series small and the memory flat. A switch ("Time"
// / "GiB written") puts in their place the read and write MB/s against the
// GiB the run had written (WrittenChart): a drive's write cache filling
// shows as a drop at so many GiB.
class LiveView : public QWidget {
    Q_OBJECT
public:
    explicit LiveView(QWidget* parent = nullptr);

    void clear();
    void setPlan(const QList<JobSpec>& points);
    void beginPoint(int index, const JobSpec& spec);
    void addSamples(int index, const QList<IntervalSample>& samples);
    // A run of the point on show finished: its regimes, found once, from the
    // whole result (the charts keep only the samples' buckets).
    void finishPoint(int index, const JobResult& result);
    // Shows a finished run again (samples from each point's result).
    void setResults(const QList<JobResult>& points);

    // A saved run to draw under the live one (File → Compare with…): at each
    // point begun, the IOPS and MB/s of the reference's first run of the
    // same point (matched by keys, as the Compare tab does), on the live
    // point's stretch of the clock, dashed and grey. An empty reference: none.
    void setReference(const ResultSet& reference, const QString& name, const QList<SpecKey>& keys);
    // Whether the plotted lines hold every sample at the plot's present width:
    // false from a sample or a resize until the next 10 Hz refresh.
    bool isUpToDate() const { return !dirty_; }

    bool exportImage(const QString& path) const;  // .png or .svg by suffix, at the view's size
    // The plots on show stacked, for an export (chart_export.h); no plot before a sample.
    ChartFigure figure() const;

private:
    enum PlotId { IopsPlot, BandwidthPlot, LatencyPlot, TemperaturePlot, PlotCount };

    struct Plot {
        QChart* chart = nullptr;
        QChartView* view = nullptr;
        ScaleAxis* x = nullptr;
        ScaleAxis* y = nullptr;
        PointBands* bands = nullptr;
        PointBands::LevelOf levelOf = PointBands::LevelOf::Nothing;  // of the regimes
    };
    // One line of a chart: all its samples go through the decimator; the
    // series show the decimated pieces (one series per unbroken piece).
    struct Trace {
        PlotId plot = IopsPlot;
        QString name;
        QPen pen;
        std::function<std::optional<double>(const IntervalSample&)> value;
        SampleDecimator decimator;
        QList<QLineSeries*> series;
        // false: a sample without a value is skipped, not a break (the
        // temperature, read once a second, is in one sample of ten).
        bool gapWhereMissing = true;
        bool reference = false;  // fed from the reference run, not the live samples
    };
    QList<JobSpec> plan_;       // the run's points, when known ahead
    QList<JobSpec> seenSpecs_;  // the plan and every point begun
    PointBands::Varying varying_;
    struct Point {
        int index = 0;
        std::optional<JobSpec> spec;  // none when samples came unannounced
        double start = 0;             // seconds on the run's clock
        double end = 0;
    };
    enum Figure { ReadIops, ReadMBps, ReadP99, WriteIops, WriteMBps, WriteP99, FigureCount };

    QWidget* makeFigures();
    void showAxis();  // the charts the axis switch asks for
    void makePlot(PlotId id, const QString& title);
    void addTrace(PlotId plot, const QString& name, const QPen& pen,
                  std::function<std::optional<double>(const IntervalSample&)> value);
    QLineSeries* makeSeries(const Trace& trace, bool inLegend) const;

    static void feed(Trace& trace, const IntervalSample& sample);
    void showLatest(const IntervalSample& sample);
    void feedReference(const Point& point);
    void showVerdict(int index, const JobResult& result, const Regimes& regimes);
    // The temperature chart under the others, the time axis's labels under it.
    void showTemperature(bool shown);
    void scheduleRefresh();
    // The series are a cache of the samples at the plot's resolution:
    // bringing them up to date changes nothing a caller can see otherwise.
    void refresh() const;
    void dropSeriesBeyond(Trace& trace, int keep) const;
    void resetTrace(Trace& trace) const;  // keeps the first `keep` (the first is in the legend)
    void resetAxes();
    void updateAxes() const;
    void updateBands() const;
    QList<const Plot*> shownPlots() const;  // the temperature chart only once it has a reading
    void alignPlotAreas() const;
    void layOutUnshown() const;
    int plotWidth() const;
    void renderCharts(QPainter& painter) const;

    QList<Point> points_;
    // The reference run's samples by point key; its name and keys.
    std::map<PointKey, QList<IntervalSample>> reference_;
    QString referenceName_;
    QList<SpecKey> referenceKeys_;
    double referenceFedTo_ = -1;  // the clock's last reference sample: the decimators take x ascending
    mutable std::vector<Trace> traces_;
    QList<Plot> plots_;
    QLabel* figures_[FigureCount] = {};
    QLabel* pointLabel_ = nullptr;
    QLabel* regimeLabel_ = nullptr;  // the latest run's regimes; every run's in its tooltip
    QStringList verdicts_;
    QWidget* charts_ = nullptr;
    QStackedWidget* stack_ = nullptr;  // the time charts, or the written chart
    WrittenChart* written_ = nullptr;
    XAxisSwitch* axisSwitch_ = nullptr;
    QTimer* refreshTimer_ = nullptr;
    mutable bool dirty_ = false;
    mutable bool latencyScaled_ = false;  // false: the latency axis shows a placeholder range
    bool temperatureShown_ = false;       // a sample had a temperature since the last clear()
};

}  // namespace surfio

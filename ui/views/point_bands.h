#pragma once

#include "core/analysis/regimes.h"
#include "core/engine/job_result.h"
#include "core/engine/job_spec.h"

#include <QColor>
#include <QGraphicsObject>
#include <QList>
#include <QString>

class QChart;
class QValueAxis;

namespace surfio {

// Marks where each point of a run begins on a chart's time axis: a thin line
// at every boundary and a light shade on every other point, drawn under the
// series, with the point's label at the top when it fits. Within a run that
// held more than one level (regimes.h), each regime is tinted, neighbours
// alternately, and its level drawn across it over the series. Drawn in the
// chart's scene, so images and SVG exports of the chart carry it.
class PointBands : public QGraphicsObject {
    Q_OBJECT
public:
    struct Band {
        double start = 0;  // seconds on the run's clock
        double end = 0;
        QString label;       // shown when it fits, else
        QString shortLabel;  // this, else nothing
    };

    // The axis maps seconds to pixels; it must be attached to the chart.
    PointBands(QChart* chart, QValueAxis* timeAxis);
    ~PointBands() override;

    void setBands(const QList<Band>& bands);
    const QList<Band>& bands() const { return bands_; }

    // A level a run held for a while, as a chart draws it.
    struct Level {
        double value = 0;  // in the level axis's units
        QColor color;
        QString text;  // on the line, where it fits
    };
    struct Regime {
        double start = 0;  // seconds on the chart's clock
        double end = 0;
        int index = 0;  // in its run: neighbours alternate their tint, and a dashed line parts them
        QList<Level> levels;
    };
    // The axis levels are values of; without one, regimes are tinted without their levels.
    void setLevelAxis(QValueAxis* axis);
    void setRegimes(const QList<Regime>& regimes);
    const QList<Regime>& regimes() const { return regimes_; }

    // Which figure a chart draws as a regime's level: IOPS or MB/s (1e6
    // bytes a second) of each direction that did I/O in the run, or none.
    enum class LevelOf { Nothing, Iops, MBps };
    // A run's regimes on a chart whose clock reads `offset` when the run's
    // measured part began.
    static QList<Regime> regimesOf(const JobResult& run, const Regimes& regimes, LevelOf level, double offset = 0);
    // The tint of regimes, for text that speaks of them.
    static QColor regimeColor();

    // What tells the points of a run apart: a label names only these.
    struct Varying {
        bool order = false;  // sequential or random
        bool size = true;    // block size or split
        bool mix = true;     // read %
        bool depth = false;
        bool jobs = false;
    };
    static Varying varyingAmong(const QList<JobSpec>& specs);
    // "4 KiB · 65% read · QD 8", the label of a point in a run.
    static QString labelFor(const JobSpec& spec, Varying varying);
    static QString labelFor(const JobSpec& spec);  // block size and mix
    // A shorter one for narrow bands: "4 KiB 65%R Q8".
    static QString shortLabelFor(const JobSpec& spec, Varying varying);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    class LevelLines;

    double xFor(double seconds) const;
    double yFor(double value) const;
    void paintRegimes(QPainter* painter, const QRectF& area) const;
    void paintLevels(QPainter* painter) const;  // over the series, by LevelLines

    QChart* chart_;
    QValueAxis* axis_;
    QValueAxis* levelAxis_ = nullptr;
    QList<Band> bands_;
    QList<Regime> regimes_;
    LevelLines* levelLines_ = nullptr;
};

}  // namespace surfio

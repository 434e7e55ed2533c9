#pragma once

#include "core/engine/job_spec.h"

#include <QGraphicsObject>
#include <QList>
#include <QString>

class QChart;
class QValueAxis;

namespace surfio {

// Marks where each point of a run begins on a chart's time axis: a thin line
// at every boundary and a light shade on every other point, drawn under the
// series, with the point's label at the top when it fits. Drawn in the chart's
// scene, so images and SVG exports of the chart carry it.
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

    void setBands(const QList<Band>& bands);
    const QList<Band>& bands() const { return bands_; }

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
    double xFor(double seconds) const;

    QChart* chart_;
    QValueAxis* axis_;
    QList<Band> bands_;
};

}  // namespace surfio

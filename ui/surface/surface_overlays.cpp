#include "ui/surface/surface_overlays.h"

#include "core/compare/comparison.h"

#include <Q3DSurface>
#include <QSurface3DSeries>

#include <algorithm>

namespace surfio {

namespace {

// Enough of the colour to tell runs apart, little enough to see the shown
// surface (A) through it: a compared run's faces are a light tint, and its
// wireframe in the full colour says whose it is.
constexpr int kOverlayAlpha = 64;

bool sameSlice(const SurfaceGrid::Slice& a, const SurfaceGrid::Slice& b, const QList<SpecKey>& keys)
{
    const auto differ = [&](SpecKey key, bool same) { return keys.contains(key) && !same; };
    return !differ(SpecKey::Rw, a.pattern == b.pattern) && !differ(SpecKey::IoDepth, a.queueDepth == b.queueDepth)
           && !differ(SpecKey::NumJobs, a.jobs == b.jobs)
           && !differ(SpecKey::RateIops, a.rateIops == b.rateIops && a.rateSharePercent == b.rateSharePercent)
           // 0: that run has no --target-count axis, so its slices are not told apart by it
           && !differ(SpecKey::TargetCount, a.targetCount == b.targetCount || a.targetCount == 0 || b.targetCount == 0);
}

}  // namespace

QColor SurfaceOverlays::colour(int run)
{
    static const QColor colours[] = {{0xe6, 0x9f, 0x00}, {0xcc, 0x79, 0xa7}, {0x00, 0x9e, 0x73}, {0x56, 0xb4, 0xe9}};
    return colours[size_t(std::max(0, run - 1)) % std::size(colours)];
}

void SurfaceOverlays::setRuns(const QList<ResultSet>& runs, const QStringList& names, const QList<SpecKey>& keys)
{
    keys_ = keys;
    grids_.clear();
    for (const ResultSet& run : runs) {
        grids_.emplace_back();
        grids_.back().setResults(run);
    }
    names_ = names;
}

const SurfaceGrid::Slice* SurfaceOverlays::match(size_t run, const SurfaceGrid::Slice& slice) const
{
    for (const SurfaceGrid::Slice& s : grids_[run].slices())
        if (sameSlice(s, slice, keys_))
            return &s;
    return nullptr;
}

double SurfaceOverlays::largest(const SurfaceGrid::Slice& slice, SurfaceMetric metric) const
{
    double largest = 0;
    for (size_t run = 0; run < grids_.size(); ++run)
        if (const SurfaceGrid::Slice* s = match(run, slice))
            largest = std::max(largest, s->largest(metric));
    return largest;
}

QString SurfaceOverlays::draw(Q3DSurface* graph, const SurfaceGrid::Slice& slice, SurfaceMetric metric,
                              const MetricScale& scale)
{
    QStringList drawn, left;
    for (size_t run = 0; run < grids_.size(); ++run) {
        const QString letter = runLetter(int(run) + 1);
        const SurfaceGrid::Slice* s = match(run, slice);
        const SurfaceGrid::Block block = s ? SurfaceGrid::measuredBlock(*s) : SurfaceGrid::Block{};
        if (block.rows.size() < 2 || block.columns.size() < 2) {
            left.append(letter);
            continue;
        }
        auto* array = new QSurfaceDataArray;
        for (int r : block.rows) {
            auto* row = new QSurfaceDataRow(qsizetype(block.columns.size()));
            for (size_t i = 0; i < block.columns.size(); ++i) {
                const int c = block.columns[i];
                (*row)[qsizetype(i)].setPosition(QVector3D(float(s->positions[size_t(c)]),
                                                           float(scale.shown(s->at(r, c).figures->value(metric))),
                                                           float(s->readPercents[size_t(r)])));
            }
            array->append(row);
        }
        auto* series = new QSurface3DSeries;
        series->dataProxy()->resetArray(array);
        graph->addSeries(series);
        // After addSeries: the theme's colours go first.
        QColor fill = colour(int(run) + 1);
        series->setWireframeColor(fill);
        fill.setAlpha(kOverlayAlpha);
        series->setBaseColor(fill);
        series->setColorStyle(Q3DTheme::ColorStyleUniform);
        series->setDrawMode(QSurface3DSeries::DrawSurfaceAndWireframe);
        series->setItemLabelVisible(false);
        series_.append(series);
        drawn.append(QStringLiteral("<span style=\"color:%1\">■</span> %2: %3")
                         .arg(colour(int(run) + 1).name(), letter, names_.value(qsizetype(run)).toHtmlEscaped()));
    }
    QString legend = drawn.isEmpty() ? QString() : tr("Over the surface: %1").arg(drawn.join(QStringLiteral("  ")));
    if (!left.isEmpty())
        legend += (legend.isEmpty() ? QString() : QStringLiteral(" · "))
                  + tr("%1 not drawn: no slice of 2 × 2 measured points matching this one")
                        .arg(left.join(QStringLiteral(", ")));
    return legend;
}

void SurfaceOverlays::clear(Q3DSurface* graph)
{
    for (QSurface3DSeries* series : std::as_const(series_)) {
        graph->removeSeries(series);
        delete series;
    }
    series_.clear();
}

}  // namespace surfio

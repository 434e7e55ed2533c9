#pragma once

#include "core/plot/metric_scale.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QPainter;
class QRectF;

namespace surfio {

enum class ChartTheme { Light, Dark };

// How a chart is exported: the one policy behind every chart file (the
// Surface, Live, Load and 2D tabs as PNG or SVG, and the report's PDF).
struct ChartExportOptions {
    Q_DECLARE_TR_FUNCTIONS(surfio::ChartExportOptions)
public:
    struct Preset {
        QString name;  // "1920 × 1080 (Full HD)"
        QSize size;
        int dpi = 96;
    };

    QString title;           // above the chart; empty: none
    QSize size{1920, 1080};  // in pixels: every font is sized from it
    int dpi = 96;            // written into a PNG, so A4 at 300 dpi prints at A4
    ChartTheme theme = ChartTheme::Light;
    bool caption = true;  // the provenance under the chart
    // On screen: the look at this font (ChartLook::forScreen), as the
    // widgets around it read, rather than sized from the output.
    std::optional<QFont> screenFont;

    static QList<Preset> presets();  // 1920 × 1080, 3840 × 2160, 1280 × 720, A4 landscape at 300 dpi
    // "1920x1080", "1920 × 1080": empty when not a size from 16 to 16384 pixels a side.
    static QSize parseSize(const QString& text);
    static std::optional<ChartTheme> parseTheme(const QString& name);  // "light" or "dark"
};

// The fonts and colours of an exported chart, sized from the output and not
// the screen: the same chart reads alike in a 1280 × 720 and a 3840 × 2160
// export. em is the unit every size derives from (pixels of the device
// painted on).
struct ChartLook {
    ChartTheme theme = ChartTheme::Light;
    double em = 16;
    QFont title;
    QFont axisTitle;
    QFont tick;  // tick labels, legend and a heat map's cells
    QFont caption;
    QColor background;
    QColor plotBackground;
    QColor text;
    QColor mutedText;  // the caption
    QColor grid;
    QColor axisLine;

    // For an output of this size in device pixels.
    static ChartLook forSize(const QSizeF& size, ChartTheme theme);
    // At the application's font size (on screen).
    static ChartLook forScreen(const QFont& font);
};

// What an export holds around its title and caption: the plot, painted by
// the view into the room left (axes, tick labels and axis titles included,
// in the look's fonts), and the colour scale when colours carry the metric.
// A place of a painted figure with a value to tell, in the painted
// device's coordinates: a person pointing there is told `text`.
struct ChartSpot {
    QPointF at;
    QString text;
};

struct ChartFigure {
    std::function<void(QPainter& painter, const QRectF& room, const ChartLook& look)> plot;
    std::optional<MetricScale> colorScale;
    QString caption;  // the provenance (Provenance::caption)
    // Where the values are, filled again by plot each time it paints; none
    // when the figure labels its values itself.
    std::shared_ptr<std::vector<ChartSpot>> spots;
};

// Paints the figure onto any painter within rect: background, title, plot,
// colour scale, caption. Fonts follow rect's size, so a PDF page, an SVG and
// a PNG come out alike.
void paintChartFigure(QPainter& painter, const QRectF& rect, const ChartExportOptions& options,
                      const ChartFigure& figure);
// The colour scale: the metric gradient from 0 at the bottom to the scale's
// top, ticked in its unit, titled with the metric and its unit.
void paintColorScale(QPainter& painter, const QRectF& rect, const MetricScale& scale, const ChartLook& look);
double colorScaleWidth(const MetricScale& scale, const ChartLook& look);  // what paintColorScale needs across

// The figure at options.size as an image, its dpi written in.
QImage renderChart(const ChartExportOptions& options, const ChartFigure& figure);
// Writes the figure at options.size to a PNG or an SVG, chosen by the path's
// suffix. False with error set when the suffix is neither or the file
// cannot be written.
// A font family as CSS reads it in an SVG, a generic family last so that a
// viewer without the font falls back to its kind: "Sans Serif" (Qt's name)
// is "sans-serif", "DejaVu Sans Mono" is "'DejaVu Sans Mono', monospace".
QString cssFontFamily(const QString& family);

bool exportChart(const QString& path, const ChartExportOptions& options, const ChartFigure& figure, QString& error);

}  // namespace surfio

#include "render/chart_export.h"

#include "core/text/output_file.h"
#include "render/image_export.h"
#include "render/metric_gradient.h"

#include <QBuffer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// An em is this share of the shorter of the width and the height seen as
// 16:9: 24 px at 1920 × 1080, 16 at 1280 × 720, 48 at 3840 × 2160.
constexpr double kEmsAcross = 80;
constexpr double kWideAspect = 16.0 / 9.0;
constexpr int kSmallestSide = 16;
constexpr int kLargestSide = 16384;
constexpr double kInchesPerMeter = 39.3700787;

QFont sizedFont(const QFont& base, double pixels, bool bold = false)
{
    QFont font = base;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

ChartLook lookAt(double em, ChartTheme theme, const QFont& base)
{
    ChartLook look;
    look.theme = theme;
    look.em = em;
    look.title = sizedFont(base, 1.4 * em, true);
    look.axisTitle = sizedFont(base, 0.95 * em);
    look.tick = sizedFont(base, 0.85 * em);
    look.caption = sizedFont(base, 0.7 * em);
    const bool dark = theme == ChartTheme::Dark;
    look.background = dark ? QColor(0x1e, 0x1f, 0x22) : QColor(Qt::white);
    look.plotBackground = dark ? QColor(0x26, 0x28, 0x2c) : QColor(Qt::white);
    look.text = dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x20, 0x20, 0x20);
    look.mutedText = dark ? QColor(0xb0, 0xb0, 0xb0) : QColor(0x50, 0x50, 0x50);
    look.grid = dark ? QColor(0x48, 0x4b, 0x50) : QColor(0xd8, 0xd8, 0xd8);
    look.axisLine = dark ? QColor(0x90, 0x90, 0x90) : QColor(0x60, 0x60, 0x60);
    return look;
}

QList<double> scaleTicks(const MetricScale& scale)
{
    QList<double> ticks;
    const int steps = std::max(1, int(std::lround(scale.top() / scale.step())));
    for (int i = 0; i <= steps; ++i)
        ticks.append(scale.step() * i);
    return ticks;
}

// The caption's height when wrapped to width.
double captionHeight(const QString& caption, double width, const ChartLook& look)
{
    if (caption.isEmpty())
        return 0;
    const QFontMetricsF metrics(look.caption);
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, caption).height();
}

bool writePng(QIODevice* device, const ChartExportOptions& options, const ChartFigure& figure)
{
    return renderChart(options, figure).save(device, "PNG");
}

// QSvgGenerator writes Qt's family names ("Sans Serif"), which a browser
// does not know and draws in its default, a serif: each gets its generic
// family.
QByteArray withCssFontFamilies(const QByteArray& svg)
{
    static const QRegularExpression attribute(QStringLiteral("font-family=\"([^\"]*)\""));
    const QString text = QString::fromUtf8(svg);
    QString out;
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = attribute.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(from, m.capturedStart() - from);
        out += QStringLiteral("font-family=\"%1\"").arg(cssFontFamily(m.captured(1)));
        from = m.capturedEnd();
    }
    out += QStringView(text).mid(from);
    return out.toUtf8();
}

bool writeSvg(QIODevice* device, const ChartExportOptions& options, const ChartFigure& figure)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(options.size);
    generator.setViewBox(QRect(QPoint(0, 0), options.size));
    generator.setResolution(96);
    generator.setTitle(options.title);
    generator.setDescription(figure.caption);
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    paintChartFigure(painter, QRectF(QPointF(0, 0), QSizeF(options.size)), options, figure);
    if (!painter.end())
        return false;
    const QByteArray svg = withCssFontFamilies(buffer.data());
    return device->write(svg) == svg.size();
}

}  // namespace

QList<ChartExportOptions::Preset> ChartExportOptions::presets()
{
    return {
        {tr("1920 × 1080 (Full HD)"), {1920, 1080}, 96},
        {tr("3840 × 2160 (4K)"), {3840, 2160}, 96},
        {tr("1280 × 720 (HD)"), {1280, 720}, 96},
        {tr("A4 landscape at 300 dpi (3508 × 2480)"), {3508, 2480}, 300},
    };
}

QSize ChartExportOptions::parseSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+)\\s*[x×*]\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return {};
    const QSize size(m.captured(1).toInt(), m.captured(2).toInt());
    const auto fits = [](int side) { return side >= kSmallestSide && side <= kLargestSide; };
    return fits(size.width()) && fits(size.height()) ? size : QSize();
}

std::optional<ChartTheme> ChartExportOptions::parseTheme(const QString& name)
{
    if (name == QLatin1String("light"))
        return ChartTheme::Light;
    if (name == QLatin1String("dark"))
        return ChartTheme::Dark;
    return std::nullopt;
}

ChartLook ChartLook::forSize(const QSizeF& size, ChartTheme theme)
{
    const double em = std::min(size.width(), size.height() * kWideAspect) / kEmsAcross;
    return lookAt(em, theme, QGuiApplication::font());
}

ChartLook ChartLook::forScreen(const QFont& font)
{
    const double em = QFontMetricsF(font).height() / 1.2;
    ChartLook look = lookAt(em, ChartTheme::Light, font);
    look.tick = font;
    look.axisTitle = font;
    return look;
}

double colorScaleWidth(const MetricScale& scale, const ChartLook& look)
{
    const QFontMetricsF metrics(look.tick);
    double widest = 0;
    for (double tick : scaleTicks(scale))
        widest = std::max(widest, metrics.horizontalAdvance(scale.number(tick)));
    const double titleRoom = QFontMetricsF(look.axisTitle).height();
    return look.em * 1.2 + look.em * 0.4 + widest + look.em * 0.5 + titleRoom;
}

void paintColorScale(QPainter& painter, const QRectF& rect, const MetricScale& scale, const ChartLook& look)
{
    const QFontMetricsF metrics(look.tick);
    const double half = metrics.height() / 2;
    const QRectF bar(rect.left(), rect.top() + half, look.em * 1.2, rect.height() - 2 * half);
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    gradient.setStops(metricGradientStops());
    painter.save();
    painter.fillRect(bar, gradient);
    painter.setPen(QPen(look.axisLine, std::max(1.0, look.em / 16)));
    painter.drawRect(bar);
    painter.setFont(look.tick);
    painter.setPen(look.text);
    double labelsRight = bar.right();
    for (double tick : scaleTicks(scale)) {
        const double y = bar.bottom() - bar.height() * tick / scale.top();
        painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + look.em * 0.3, y));
        const QString label = scale.number(tick);
        const QRectF box(bar.right() + look.em * 0.4, y - half, metrics.horizontalAdvance(label), 2 * half);
        painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, label);
        labelsRight = std::max(labelsRight, box.right());
    }
    // The metric and its unit, read upwards beside the ticks.
    painter.setFont(look.axisTitle);
    painter.translate(labelsRight + look.em * 0.5, bar.center().y());
    painter.rotate(90);
    const QRectF titleBox(-bar.height() / 2, -QFontMetricsF(look.axisTitle).height(), bar.height(),
                          QFontMetricsF(look.axisTitle).height());
    painter.drawText(titleBox, Qt::AlignCenter, scale.title());
    painter.restore();
}

void paintChartFigure(QPainter& painter, const QRectF& rect, const ChartExportOptions& options,
                      const ChartFigure& figure)
{
    const ChartLook look =
        options.screenFont ? ChartLook::forScreen(*options.screenFont) : ChartLook::forSize(rect.size(), options.theme);
    painter.save();
    painter.fillRect(rect, look.background);
    QRectF room = rect.adjusted(look.em, look.em, -look.em, -look.em);
    if (!options.title.isEmpty()) {
        painter.setFont(look.title);
        painter.setPen(look.text);
        const double height = QFontMetricsF(look.title).height();
        const QString title = QFontMetricsF(look.title).elidedText(options.title, Qt::ElideRight, room.width());
        painter.drawText(QRectF(room.left(), room.top(), room.width(), height), Qt::AlignCenter, title);
        room.setTop(room.top() + height + look.em * 0.6);
    }
    if (options.caption && !figure.caption.isEmpty()) {
        const double height = captionHeight(figure.caption, room.width(), look);
        painter.setFont(look.caption);
        painter.setPen(look.mutedText);
        painter.drawText(QRectF(room.left(), room.bottom() - height, room.width(), height),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, figure.caption);
        room.setBottom(room.bottom() - height - look.em * 0.6);
    }
    if (figure.colorScale) {
        const double width = colorScaleWidth(*figure.colorScale, look);
        const QRectF scaleRect(room.right() - width, room.top() + look.em, width, room.height() - 2 * look.em);
        paintColorScale(painter, scaleRect, *figure.colorScale, look);
        room.setRight(scaleRect.left() - look.em);
    }
    painter.restore();
    if (figure.plot && room.isValid()) {
        painter.save();
        figure.plot(painter, room, look);
        painter.restore();
    }
}

QImage renderChart(const ChartExportOptions& options, const ChartFigure& figure)
{
    QImage image(options.size, QImage::Format_ARGB32_Premultiplied);
    const int dotsPerMeter = int(std::lround(options.dpi * kInchesPerMeter));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintChartFigure(painter, QRectF(QPointF(0, 0), QSizeF(options.size)), options, figure);
    painter.end();
    return image;
}

QString cssFontFamily(const QString& family)
{
    const QString name = family.trimmed();
    const QString lower = name.toLower();
    // Qt's and fontconfig's aliases are generic families already.
    if (lower.isEmpty() || lower == u"sans serif" || lower == u"sans" || lower == u"sans-serif")
        return QStringLiteral("sans-serif");
    if (lower == u"serif")
        return QStringLiteral("serif");
    if (lower == u"monospace" || lower == u"mono")
        return QStringLiteral("monospace");
    const bool mono = lower.contains(u"mono") || lower.contains(u"courier") || lower.contains(u"code");
    const bool serif = !lower.contains(u"sans") && (lower.contains(u"serif") || lower.contains(u"times"));
    const QString generic = mono    ? QStringLiteral("monospace")
                            : serif ? QStringLiteral("serif")
                                    : QStringLiteral("sans-serif");
    return QStringLiteral("'%1', %2").arg(QString(name).remove(QLatin1Char('\'')), generic);
}

bool exportChart(const QString& path, const ChartExportOptions& options, const ChartFigure& figure, QString& error)
{
    if (!isImageExportPath(path)) {
        error = ChartExportOptions::tr("%1 is neither a .png nor an .svg file").arg(path);
        return false;
    }
    if (options.size.isEmpty()) {
        error = ChartExportOptions::tr("the image has no size");
        return false;
    }
    OutputFile file(path);
    if (!file.open(error))
        return false;
    const bool png = QFileInfo(path).suffix().toLower() == QLatin1String("png");
    if (!(png ? writePng(file.device(), options, figure) : writeSvg(file.device(), options, figure))) {
        error = ChartExportOptions::tr("%1 cannot be written: the chart could not be drawn").arg(path);
        return false;
    }
    return file.commit(error);
}

}  // namespace surfio

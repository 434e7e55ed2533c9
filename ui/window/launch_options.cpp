#include "ui/window/launch_options.h"

#include "core/compare/compare_options.h"
#include "core/matrix/preset.h"
#include "core/text/output_file.h"
#include "render/image_export.h"
#include "render/report/report.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LaunchOptions)
};

// --compare-ignore, --compare-metric and --compare-show.
bool parseCompareOptions(const QCommandLineParser& parser, LaunchOptions& l, QString& error)
{
    CompareChoice choice;
    if (!CompareChoice::read(parser, choice, error, QStringLiteral("compare-")))
        return false;
    l.compareKeys = choice.keys;
    l.compareMetric = choice.metric;
    const QString show = parser.value(QStringLiteral("compare-show"));
    if (parser.isSet(QStringLiteral("compare-show")) && show != QLatin1String("table")
        && show != QLatin1String("ratio")) {
        error = Text::tr("--compare-show=%1 is not a view of the Compare tab: use table or ratio").arg(show);
        return false;
    }
    l.compareRatio = show == QLatin1String("ratio");
    return true;
}

}  // namespace

LaunchOptions::LaunchOptions() = default;
LaunchOptions::LaunchOptions(const LaunchOptions&) = default;
LaunchOptions& LaunchOptions::operator=(const LaunchOptions&) = default;
LaunchOptions::~LaunchOptions() = default;

void addLaunchOptions(QCommandLineParser& parser)
{
    addRunOptions(parser);
    parser.addOption({QStringLiteral("autostart"), Text::tr("Start the run at once.")});
    parser.addOption({QStringLiteral("open"),
                      Text::tr("Show a saved result (Surfio's or fio's JSON) at start; without --autostart, "
                               "--screenshot and --quit-when-done act once it is on show."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("compare"),
                      Text::tr("Compare a saved result (Surfio's or fio's JSON) with the one on show, as File → "
                               "Compare with… does; repeat it for more."),
                      QStringLiteral("file")});
    CompareChoice::addOptions(parser, QStringLiteral("compare-"));
    parser.addOption({QStringLiteral("compare-show"),
                      Text::tr("What the Compare tab shows: table (the default) or ratio (the ratio surface)."),
                      QStringLiteral("view")});
    parser.addOption({QStringLiteral("screenshot"), Text::tr("When the run finishes, save the window as a PNG."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("detail-png"),
                      Text::tr("When the run finishes, save the detail window of the point picked (--point), else "
                               "of the first, as a PNG."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("point"),
                      Text::tr("When the run finishes or the result opens, pick this point (1 for the first): the "
                               "Results table's current row, in every view."),
                      QStringLiteral("n")});
    parser.addOption({QStringLiteral("surface-png"), Text::tr("When the run finishes, save the surface as a PNG."),
                      QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("save"), Text::tr("When the run finishes, save the result as JSON."), QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("quit-when-done"), Text::tr("Quit when the run finishes (exit code 0 when it succeeded).")});
    parser.addOption(
        {QStringLiteral("report-stalls"),
         Text::tr("When the run finishes, print the longest pause of the window's event loop during it.")});
    parser.addOption({QStringLiteral("tab"),
                      Text::tr("The view to show, also in --screenshot: live, surface, 2d, results, steady-state, "
                               "load, compare or log."),
                      QStringLiteral("view")});
    parser.addOption({QStringLiteral("2d-chart"), Text::tr("What the 2D tab shows: lines (the default) or heat-map."),
                      QStringLiteral("kind")});
    parser.addOption({QStringLiteral("export-chart"),
                      Text::tr("When the run finishes, export the chart of the view on show (--tab) as a PNG or an "
                               "SVG, by the file's suffix, with its title, axis titles, colour scale and how it was "
                               "measured."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("export-size"),
                      Text::tr("The size of --export-chart in pixels, WIDTHxHEIGHT (default 1920x1080)."),
                      QStringLiteral("size")});
    parser.addOption({QStringLiteral("export-theme"), Text::tr("light (the default) or dark, for --export-chart."),
                      QStringLiteral("theme")});
    parser.addOption({QStringLiteral("export-title"),
                      Text::tr("The title of --export-chart (default: the device or target, the pattern, the queue "
                               "depth and jobs); empty for none."),
                      QStringLiteral("title")});
    parser.addOption({QStringLiteral("export-report"),
                      Text::tr("When the run finishes, write a report of the result on show and the runs compared "
                               "with it: one HTML file with its images inside, or a PDF, by the file's suffix."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("setup-tab"),
                      Text::tr("The matrix editor's tab to show, also in --screenshot: points or method."),
                      QStringLiteral("tab")});
    parser.addOption({QStringLiteral("demo"),
                      Text::tr("Full screen (Esc or F11 leaves it); the matrix repeats on the same laid-out target "
                               "until stopped. Keeps only the last loop's result (surfio-demo-last.json in the runs "
                               "folder), no journal and no settings. A touch on its figures or a key stops it.")});
    parser.addOption({QStringLiteral("demo-reference"),
                      Text::tr("With --demo: race a saved result, e.g. \"4.2× the IOPS of a SATA SSD at 4 KiB random "
                               "read\" while that workload runs."),
                      QStringLiteral("result.json")});
    parser.addOption({QStringLiteral("demo-playlist"),
                      Text::tr("With --demo: a loop of each preset in turn (names as surfio presets lists them), "
                               "the other job options applied to each, until stopped. With --quit-when-done, each "
                               "preset once."),
                      QStringLiteral("preset,preset…")});
}

namespace {

// --2d-chart and --export-*: what to export and how.
bool parseChartOptions(const QCommandLineParser& parser, LaunchOptions& l, QString& error)
{
    l.flatChart = parser.value(QStringLiteral("2d-chart"));
    if (parser.isSet(QStringLiteral("2d-chart")) && l.flatChart != QLatin1String("lines")
        && l.flatChart != QLatin1String("heat-map")) {
        error = Text::tr("--2d-chart=%1 is not a chart of the 2D tab: use lines or heat-map").arg(l.flatChart);
        return false;
    }
    l.exportChart = parser.value(QStringLiteral("export-chart"));
    if (!l.exportChart.isEmpty() && !isImageExportPath(l.exportChart)) {
        error = Text::tr("--export-chart=%1 is neither a .png nor an .svg file: the suffix chooses the format")
                    .arg(l.exportChart);
        return false;
    }
    l.exportReport = parser.value(QStringLiteral("export-report"));
    if (!l.exportReport.isEmpty() && !isReportPath(l.exportReport)) {
        error = Text::tr("--export-report=%1 is neither an .html nor a .pdf file: the suffix chooses the format")
                    .arg(l.exportReport);
        return false;
    }
    if (parser.isSet(QStringLiteral("export-size"))) {
        const QString size = parser.value(QStringLiteral("export-size"));
        l.exportOptions.size = ChartExportOptions::parseSize(size);
        if (l.exportOptions.size.isEmpty()) {
            error = Text::tr("--export-size=%1 is not a size: give WIDTHxHEIGHT in pixels, each from 16 to 16384, "
                             "e.g. 1920x1080")
                        .arg(size);
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("export-theme"))) {
        const QString theme = parser.value(QStringLiteral("export-theme"));
        const std::optional<ChartTheme> parsed = ChartExportOptions::parseTheme(theme);
        if (!parsed) {
            error = Text::tr("--export-theme=%1 is not a theme: use light or dark").arg(theme);
            return false;
        }
        l.exportOptions.theme = *parsed;
    }
    l.exportTitleGiven = parser.isSet(QStringLiteral("export-title"));
    l.exportOptions.title = parser.value(QStringLiteral("export-title"));
    return true;
}

// Every file the launch will write, checked now rather than after the run:
// given empty, unwritable, a folder, or one of the files it reads or measures.
bool checkLaunchOutputs(const QCommandLineParser& parser, const LaunchOptions& l, QString& error)
{
    QStringList inputs = l.compare;
    inputs << l.open << l.demoReference.path;
    if (l.options.matrix.hosts.empty())
        for (const std::string& t : l.options.matrix.base.targets)
            inputs << QString::fromStdString(t);
    for (const char* name : {"screenshot", "detail-png", "surface-png", "save", "export-chart", "export-report"}) {
        const QString option = QLatin1String(name);
        if (!parser.isSet(option))
            continue;
        OutputWay way = OutputWay::Replace;
        QString why;
        if (parser.value(option).isEmpty())
            why = Text::tr("it is empty: give the file to write");
        else if (checkOutputPath(parser.value(option), inputs, way, why))
            continue;
        error = Text::tr("--%1: %2").arg(option, why);
        return false;
    }
    return true;
}

// --demo-playlist: each name a preset, read with the other options given
// (--runtime, --size, --filename…) as --preset=NAME would be.
bool readPlaylist(const QCommandLineParser& parser, LaunchOptions& l, QString& error)
{
    const QString list = parser.value(QStringLiteral("demo-playlist"));
    if (parser.isSet(QStringLiteral("preset")) || parser.isSet(QStringLiteral("rerun"))) {
        error = Text::tr("--demo-playlist names the presets: leave out --preset and --rerun");
        return false;
    }
    const QStringList names = list.split(QLatin1Char(','));
    for (const QString& name : names) {
        RunOptions options;
        QString why;
        if (name.trimmed().isEmpty()) {
            error = Text::tr("--demo-playlist=%1 has an empty name: give preset names separated by commas, e.g. "
                             "--demo-playlist=oltp,video")
                        .arg(list);
            return false;
        }
        if (!parseRunOptionsFromPreset(parser, name.trimmed(), options, why)) {
            error = Text::tr("--demo-playlist: %1").arg(why);
            return false;
        }
        l.demoPlaylist.append(options.matrix);
    }
    l.options.matrix = l.demoPlaylist.front();
    l.hasMatrix = true;
    return true;
}

bool readDemoOptions(const QCommandLineParser& parser, LaunchOptions& l, QString& error)
{
    for (const char* name : {"demo-reference", "demo-playlist"})
        if (parser.isSet(QLatin1String(name)) && !l.demo) {
            error = Text::tr("--%1 only goes with --demo").arg(QLatin1String(name));
            return false;
        }
    if (parser.isSet(QStringLiteral("demo-reference"))
        && !DemoReference::load(parser.value(QStringLiteral("demo-reference")), l.demoReference, error))
        return false;
    return !parser.isSet(QStringLiteral("demo-playlist")) || readPlaylist(parser, l, error);
}

}  // namespace

bool parseLaunchOptions(const QCommandLineParser& parser, LaunchOptions& launch, QString& error)
{
    LaunchOptions l;
    if (!parseRunOptions(parser, l.options, error))
        return false;
    // Without job options the GUI keeps the person's own saved matrix and targets.
    l.hasMatrix = anyRunOption(parser);
    l.hasTargets = parser.isSet(QStringLiteral("filename")) || parser.isSet(QStringLiteral("directory"));
    l.autostart = parser.isSet(QStringLiteral("autostart"));
    l.screenshot = parser.value(QStringLiteral("screenshot"));
    l.surfacePng = parser.value(QStringLiteral("surface-png"));
    l.detailPng = parser.value(QStringLiteral("detail-png"));
    if (parser.isSet(QStringLiteral("point"))) {
        bool ok = false;
        l.point = parser.value(QStringLiteral("point")).toInt(&ok);
        if (!ok || l.point < 1) {
            error = Text::tr("--point=%1 is not a point: give its number, 1 for the first")
                        .arg(parser.value(QStringLiteral("point")));
            return false;
        }
    }
    l.save = parser.value(QStringLiteral("save"));
    l.quitWhenDone = parser.isSet(QStringLiteral("quit-when-done"));
    l.demo = parser.isSet(QStringLiteral("demo"));
    l.reportStalls = parser.isSet(QStringLiteral("report-stalls"));
    l.open = parser.value(QStringLiteral("open"));
    l.compare = parser.values(QStringLiteral("compare"));
    if (!parseCompareOptions(parser, l, error))
        return false;
    l.tab = parser.value(QStringLiteral("tab"));
    static const QStringList tabs{QStringLiteral("live"),    QStringLiteral("surface"),      QStringLiteral("2d"),
                                  QStringLiteral("results"), QStringLiteral("steady-state"), QStringLiteral("load"),
                                  QStringLiteral("compare"), QStringLiteral("log")};
    if (parser.isSet(QStringLiteral("tab")) && !tabs.contains(l.tab)) {
        error = Text::tr("--tab=%1 is not a view: use live, surface, 2d, results, steady-state, load, compare or log")
                    .arg(l.tab);
        return false;
    }
    if (!parseChartOptions(parser, l, error))
        return false;
    l.setupTab = parser.value(QStringLiteral("setup-tab"));
    if (parser.isSet(QStringLiteral("setup-tab")) && l.setupTab != QLatin1String("points")
        && l.setupTab != QLatin1String("method")) {
        error = Text::tr("--setup-tab=%1 is not a tab of the matrix editor: use points or method").arg(l.setupTab);
        return false;
    }
    if (!readDemoOptions(parser, l, error) || !checkLaunchOutputs(parser, l, error))
        return false;
    if (l.demo)
        l.autostart = true;
    launch = l;
    return true;
}

}  // namespace surfio

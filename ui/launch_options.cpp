#include "ui/launch_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LaunchOptions)
};

// --compare-ignore and --compare-metric.
bool parseCompareOptions(const QCommandLineParser& parser, LaunchOptions& l, QString& error)
{
    QList<SpecKey> dropped;
    if (!parseSpecKeys(parser.value(QStringLiteral("compare-ignore")), dropped, error)) {
        error = Text::tr("--compare-ignore: %1").arg(error);
        return false;
    }
    l.compareKeys = keysWithout(dropped);
    if (parser.isSet(QStringLiteral("compare-metric"))) {
        const QString name = parser.value(QStringLiteral("compare-metric"));
        const std::optional<CompareMetric> metric = parseCompareMetric(name);
        if (!metric) {
            error = Text::tr("--compare-metric=%1 is not a metric: use iops, bw, lat_mean or lat_p99").arg(name);
            return false;
        }
        l.compareMetric = *metric;
    }
    return true;
}

}  // namespace

LaunchOptions::LaunchOptions() = default;

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
    parser.addOption(
        {QStringLiteral("compare-ignore"),
         Text::tr("Keys of a point's spec the Compare tab does not match on, comma-separated, from rw, bs, "
                  "rwmixread, iodepth, numjobs, rate_iops (as surfio compare --ignore)."),
         QStringLiteral("keys")});
    parser.addOption({QStringLiteral("compare-metric"),
                      Text::tr("The Compare tab's metric: iops, bw, lat_mean or lat_p99. Default iops."),
                      QStringLiteral("metric")});
    parser.addOption({QStringLiteral("screenshot"), Text::tr("When the run finishes, save the window as a PNG."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("detail-png"),
                      Text::tr("When the run finishes, save the first point's detail window as a PNG."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("surface-png"), Text::tr("When the run finishes, save the surface as a PNG."),
                      QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("save"), Text::tr("When the run finishes, save the result as JSON."), QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("quit-when-done"), Text::tr("Quit when the run finishes (exit code 0 when it succeeded).")});
    parser.addOption(
        {QStringLiteral("report-stalls"),
         Text::tr("When the run finishes, print the longest pause of the window's event loop during it.")});
    parser.addOption(
        {QStringLiteral("tab"),
         Text::tr("The view to show, also in --screenshot: live, surface, results, steady-state, load, compare or "
                  "log."),
         QStringLiteral("view")});
    parser.addOption({QStringLiteral("setup-tab"),
                      Text::tr("The matrix editor's tab to show, also in --screenshot: points or method."),
                      QStringLiteral("tab")});
    parser.addOption({QStringLiteral("demo"),
                      Text::tr("Full screen (Esc or F11 leaves it); the matrix repeats on the same laid-out target "
                               "until stopped. Keeps only the last loop's result (surfio-demo-last.json in the runs "
                               "folder), no journal and no settings.")});
}

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
    l.save = parser.value(QStringLiteral("save"));
    l.quitWhenDone = parser.isSet(QStringLiteral("quit-when-done"));
    l.demo = parser.isSet(QStringLiteral("demo"));
    l.reportStalls = parser.isSet(QStringLiteral("report-stalls"));
    l.open = parser.value(QStringLiteral("open"));
    l.compare = parser.values(QStringLiteral("compare"));
    if (!parseCompareOptions(parser, l, error))
        return false;
    l.tab = parser.value(QStringLiteral("tab"));
    static const QStringList tabs{QStringLiteral("live"),         QStringLiteral("surface"), QStringLiteral("results"),
                                  QStringLiteral("steady-state"), QStringLiteral("load"),    QStringLiteral("compare"),
                                  QStringLiteral("log")};
    if (parser.isSet(QStringLiteral("tab")) && !tabs.contains(l.tab)) {
        error = Text::tr("--tab=%1 is not a view: use live, surface, results, steady-state, load, compare or log")
                    .arg(l.tab);
        return false;
    }
    l.setupTab = parser.value(QStringLiteral("setup-tab"));
    if (parser.isSet(QStringLiteral("setup-tab")) && l.setupTab != QLatin1String("points")
        && l.setupTab != QLatin1String("method")) {
        error = Text::tr("--setup-tab=%1 is not a tab of the matrix editor: use points or method").arg(l.setupTab);
        return false;
    }
    if (l.demo)
        l.autostart = true;
    launch = l;
    return true;
}

}  // namespace surfio

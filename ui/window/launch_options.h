#pragma once

#include "core/compare/comparison.h"
#include "core/matrix/run_options.h"
#include "render/chart_export.h"
#include "ui/demo/demo_reference.h"

#include <QList>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace surfio {

// What the GUI takes at launch, for demos and automation: the same job and
// matrix options as `surfio run` (to fill the editor and target) and what to
// do with the run.
struct LaunchOptions {
    // Out of line: GCC 12, inlining them where a temporary dies, warns of
    // members it thinks uninitialized.
    LaunchOptions();
    LaunchOptions(const LaunchOptions&);
    LaunchOptions& operator=(const LaunchOptions&);
    ~LaunchOptions();

    bool hasMatrix = false;   // some job option was given: use options.matrix
    bool hasTargets = false;  // --filename or --directory was given: use its targets
    RunOptions options;
    bool autostart = false;  // --autostart
    QString screenshot;      // --screenshot=FILE: the whole window when the run finishes
    QString detailPng;       // --detail-png=FILE: the picked (else first) point's detail window when the run finishes
    int point = 0;           // --point=N: the point picked when the run finishes, from 1; 0: none
    QString surfacePng;      // --surface-png=FILE
    QString save;            // --save=FILE: the result JSON
    bool quitWhenDone = false;    // --quit-when-done
    bool demo = false;            // --demo: full screen, the matrix loops, nothing persisted but its last result
    DemoReference demoReference;  // --demo-reference=RESULT.json: the run the demo races
    // --demo-playlist=NAME,NAME…: a loop of each preset in turn, the other
    // options given applied to each; empty: the matrix loops.
    QList<Matrix> demoPlaylist;
    bool reportStalls = false;  // --report-stalls: print the longest event-loop stall of the run
    QString open;               // --open=FILE: a saved result on show at start (Surfio's or fio's JSON)
    QStringList compare;        // --compare=FILE (repeatable): saved results compared with the one on show
    QList<SpecKey> compareKeys = allSpecKeys();         // --compare-ignore=KEYS: the keys not matched on
    CompareMetric compareMetric = CompareMetric::Iops;  // --compare-metric=iops|bw|lat_mean|lat_p99
    bool compareRatio = false;                          // --compare-show=ratio: the ratio surface, not the table
    QString tab;  // --tab=live|surface|2d|results|steady-state|load|compare|log: the view on show (and in --screenshot)
    QString flatChart;  // --2d-chart=lines|heat-map: what the 2D tab shows
    // --export-chart=FILE (.png or .svg): the chart of the tab on show when the
    // run finishes, with --export-size, --export-theme and --export-title
    // (default: from the result) in exportOptions.
    QString exportChart;
    ChartExportOptions exportOptions;
    bool exportTitleGiven = false;
    // --export-report=FILE (.html or .pdf): a report of the result on show and
    // the runs compared with it, when the run finishes (ui/report/).
    QString exportReport;
    QString setupTab;  // --setup-tab=points|method: the matrix editor's tab on show

    // Nobody is there to answer a dialog (--quit-when-done): a problem goes
    // to stderr and the exit code instead.
    bool unattended() const { return quitWhenDone; }
};

void addLaunchOptions(QCommandLineParser& parser);
// False with a message that names the option and the fix.
bool parseLaunchOptions(const QCommandLineParser& parser, LaunchOptions& launch, QString& error);

}  // namespace surfio

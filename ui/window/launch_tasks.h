#pragma once

#include "ui/window/launch_options.h"

#include <QObject>
#include <QString>

class QWidget;

namespace surfio {

class DemoView;
class FileActions;
class MainWindow;
class ResultViews;
class SetupPanel;

// What the launch options ask of the window once its run is over, or its
// file is open without a run: --save, --surface-png, --tab, --setup-tab,
// --2d-chart, --export-chart, --export-report, --screenshot, --detail-png,
// then --quit-when-done. And how a problem is said when nobody watches the
// window (to stderr as well as the Log tab). The window's scripting, apart
// from the window.
class LaunchTasks : public QObject {
    Q_OBJECT
public:
    struct Parts {
        MainWindow* window = nullptr;  // grabbed for --screenshot; saves --save
        ResultViews* views = nullptr;
        SetupPanel* setup = nullptr;
        FileActions* files = nullptr;
        QWidget* logView = nullptr;  // --tab=log
        DemoView* demo = nullptr;    // its surface painted into a screenshot; null without --demo
    };

    LaunchTasks(const LaunchOptions& launch, const Parts& parts, QObject* parent = nullptr);

    // In a moment (the views draw the last point first), every task asked;
    // then done(), on which a --quit-when-done window quits.
    void finish();
    // Into the Log tab, and onto stderr when nobody watches the window (--quit-when-done).
    void sayProblem(const QString& text);
    void showTab();  // --tab, --setup-tab and --2d-chart

Q_SIGNALS:
    void failed();  // a task could not be done: the run's exit code becomes 1
    void done();
    void logged(const QString& line);

private:
    void runAll();
    void exportChart();
    void exportReport();
    void takeScreenshot();
    void fail(const QString& problem);

    LaunchOptions launch_;
    Parts parts_;
};

}  // namespace surfio

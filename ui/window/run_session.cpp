#include "ui/window/run_session.h"

#include "core/matrix/run_costs.h"
#include "core/result/result_file_name.h"
#include "core/run/journal.h"
#include "core/run/progress_text.h"
#include "core/text/output_file.h"
#include "core/text/units.h"
#include "core/text/verify_text.h"
#include "ui/window/run_controller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

}  // namespace

RunSession::RunSession(const LaunchOptions& launch, QObject* parent)
    : QObject(parent)
    , launch_(launch)
    , controller_(new RunController(this))
    , stallTimer_(new QTimer(this))
{
    connect(controller_, &RunController::pointStarted, this,
            [this](int, const JobSpec& spec) { onPointStarted(spec); });
    connect(controller_, &RunController::progress, this, &RunSession::onProgress);
    connect(controller_, &RunController::pointFinished, this, &RunSession::onPointFinished);
    connect(controller_, &RunController::runningChanged, this, &RunSession::measureStalls);
    // Only when asked: it wakes the window 200 times a second.
    stallTimer_->setInterval(5);
    connect(stallTimer_, &QTimer::timeout, this,
            [this] { longestStallMs_ = std::max(longestStallMs_, sinceTick_.restart() - stallTimer_->interval()); });
}

bool RunSession::isRunning() const
{
    return controller_->isRunning();
}

bool RunSession::start(const Matrix& matrix, QString& error, int& exitCode)
{
    RunRequest request;
    if (!chooseRunFiles(matrix, request, error, exitCode))
        return false;
    controller_->setKeepTargets(launch_.demo);  // the demo's loops run on the same laid-out targets
    startRequest(request);
    return true;
}

// Every run is journaled next to its result: --save's file, or a new one in
// the runs directory. A demo keeps only its last loop's result, in one
// place, and no journal: there is nothing of it to resume.
bool RunSession::chooseRunFiles(const Matrix& matrix, RunRequest& request, QString& error, int& exitCode)
{
    const QString directory = launch_.save.isEmpty() ? runsDirectory() : QFileInfo(launch_.save).absolutePath();
    RunFiles files{launch_.save, QStringLiteral("json"), !launch_.demo};
    if (launch_.demo && files.output.isEmpty())
        files.output = demoResultPath();
    if (!QDir().mkpath(directory)) {
        error = Text::tr("%1 cannot be created: the run's result and journal go there; give --save=FILE in a folder "
                         "you can write to, or make HOME (or XDG_DATA_HOME) writable")
                    .arg(directory);
        exitCode = 2;
        return false;
    }
    RunRefusal refusal;
    if (!files.output.isEmpty() && !newRunRequest(matrix, files, request, refusal)) {
        error = refusal.interruptedJournal.isEmpty()
                    ? refusal.error
                    : Text::tr("%1 exists: it belongs to an interrupted run. Resume it with Run → Resume interrupted "
                               "run, or remove it to start over")
                          .arg(refusal.interruptedJournal);
        exitCode = 2;
        return false;
    }
    if (!files.output.isEmpty())
        return true;
    files.output = createResultFile(directory, QDateTime::currentDateTime(), error);
    if (files.output.isEmpty()) {
        exitCode = 1;
        return false;
    }
    reservedOutput_ = true;
    if (newRunRequest(matrix, files, request, refusal))  // a name just made has no journal beside it
        return true;
    QFile::remove(files.output);  // the empty name it took
    reservedOutput_ = false;
    error = refusal.error;
    exitCode = 1;
    return false;
}

bool RunSession::resumeRequest(const QString& journal, RunRequest& request, QString& error)
{
    int finished = 0;
    if (!resumeRunRequest(journal, request, finished, error))
        return false;
    Q_EMIT logged(Text::tr("Resuming %1: %n run(s) already finished", nullptr, finished).arg(journal));
    return true;
}

void RunSession::startRequest(const RunRequest& request)
{
    stopAsked_ = false;
    Q_EMIT starting(request);
    output_ = request.outputPath;
    format_ = request.outputFormat;
    journal_ = request.journalPath;
    journalLock_ = request.journalLock;
    Q_EMIT logged(Text::tr("Run started: %n run(s) to go on %1", nullptr, runsToGo(request))
                      .arg(targetPaths(request.matrix).join(QStringLiteral(", "))));
    if (!journal_.isEmpty())
        Q_EMIT logged(
            Text::tr("Journal: %1 (Run → Resume interrupted run picks it up if Surfio is stopped)").arg(journal_));
    controller_->start(request);
}

void RunSession::stop()
{
    stopAsked_ = true;  // also when the run ends before it hears of it: a demo loops no more
    controller_->stop();
}

// Into the run's result file, then its journal goes. A demo's stopped or
// failed loop leaves the last whole loop's result as it was.
QString RunSession::keepRun(const ResultSet& results)
{
    RunCostBook(RunCostBook::defaultPath(), !launch_.demo).learn(results.timings);  // a demo keeps nothing
    const bool whole = results.error.isEmpty() && !results.stopped;
    const bool save = !output_.isEmpty() && !results.points.isEmpty() && (whole || !launch_.demo);
    QString error;
    bool written = false;
    if (save && !writeOutputFile(output_, resultDocument(results, format_), error)) {
        Q_EMIT logged(Text::tr("The result could not be written (%1); the journal %2 keeps every finished point")
                          .arg(error, journal_));
    } else if (save) {
        written = true;
        Q_EMIT logged(Text::tr("Saved the result to %1").arg(output_));
    }
    settleJournal(journal_, results, written);
    journalLock_.reset();
    if (!written && reservedOutput_ && QFileInfo(output_).size() == 0 && !QFileInfo::exists(journal_))
        QFile::remove(output_);  // the name this run took, unused
    QString name = written ? QFileInfo(output_).absoluteFilePath() : QString();
    reservedOutput_ = false;
    output_.clear();
    journal_.clear();
    return name;
}

void RunSession::reportStalls()
{
    if (!launch_.reportStalls)
        return;
    Q_EMIT logged(Text::tr("Longest pause of the window during the run: %1 ms").arg(longestStallMs_));
    QTextStream(stdout) << Text::tr("longest event-loop stall: %1 ms").arg(longestStallMs_) << Qt::endl;
}

void RunSession::mentionInterruptedRuns()
{
    const QStringList journals = QDir(runsDirectory()).entryList({QStringLiteral("*.journal")}, QDir::Files);
    if (!journals.isEmpty())
        Q_EMIT logged(Text::tr("%n interrupted run(s) in %1: Run → Resume interrupted run finishes them", nullptr,
                               int(journals.size()))
                          .arg(runsDirectory()));
}

QString RunSession::runsDirectory()
{
    return surfio::runsDirectory();
}

QString RunSession::demoResultPath()
{
    return QDir(runsDirectory()).filePath(QStringLiteral("surfio-demo-last.json"));
}

void RunSession::onPointStarted(const JobSpec& spec)
{
    runningSpec_ = spec;
}

void RunSession::onPointFinished(int index, const JobResult& result)
{
    Q_EMIT logged(Text::tr("Point %1 finished: %2 read IOPS, %3 write IOPS")
                      .arg(index + 1)
                      .arg(QLocale().toString(result.iops(result.read), 'f', 0),
                           QLocale().toString(result.iops(result.write), 'f', 0)));
    if (const QString why = checkedNothingText(result.verify); !why.isEmpty())
        Q_EMIT logged(Text::tr("Point %1: %2").arg(index + 1).arg(why));
}

void RunSession::onProgress(const RunProgress& p)
{
    Q_EMIT progressed(p.fraction, ProgressText::line(p, runningSpec_));
}

void RunSession::measureStalls(bool running)
{
    if (!running) {
        stallTimer_->stop();
        return;
    }
    longestStallMs_ = 0;
    sinceTick_.start();
    if (launch_.reportStalls)
        stallTimer_->start();
}

}  // namespace surfio

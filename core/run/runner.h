#pragma once

#include "core/engine/device_grant.h"
#include "core/matrix/matrix.h"
#include "core/result/result_set.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>

#include <atomic>
#include <memory>

namespace surfio {

class JournalLock;
class KeptTargets;

// Runs a matrix point after point on the same laid-out targets. Lives on a
// worker thread (moveToThread); run() blocks that thread until the matrix
// ends, so stop with requestStop(), which any thread may call. Everything it
// emits is a value type, for queued connections to the GUI or the command line.
// What to run: the matrix, where its journal goes, and — when resuming — the
// runs that already finished, which are kept and not run again.
struct RunRequest {
    Matrix matrix;
    QString journalPath;                             // empty: no journal
    QString outputPath;                              // where the result will be written; recorded in the journal
    QString outputFormat = QStringLiteral("json");   // json, csv or normal; recorded in the journal
    bool resume = false;                             // continue journalPath (which exists) rather than start it
    ResultSet done;                                  // from a journal: its runs are kept, only what is missing runs
    std::shared_ptr<const JournalLock> journalLock;  // this process's claim on journalPath while a copy lives
    std::shared_ptr<const DeviceGrants> grants;      // devices UDisks2 opened for this run; null: none
};

class Runner : public QObject {
    Q_OBJECT
public:
    explicit Runner(QObject* parent = nullptr);

    void requestStop() { stop_.store(true); }
    // Runs on the targets `kept` holds when they fit the matrix, and leaves
    // its own there when it ends, for the next run. Not owned; call before run.
    void keepTargetsIn(KeptTargets* kept) { kept_ = kept; }

public Q_SLOTS:
    void run(const surfio::Matrix& matrix);
    void runRequest(const surfio::RunRequest& request);

Q_SIGNALS:
    void progress(const surfio::RunProgress& progress);
    void pointStarted(int index, const surfio::JobSpec& spec);
    void samplesReady(int index, const QList<surfio::IntervalSample>& samples);  // ~10 per second
    // index is the point (into Matrix::expand()); result.trial and .round say which run of it.
    void pointFinished(int index, const surfio::JobResult& result);
    void steadyStateChanged(const surfio::SteadyStateReport& report);  // after each round
    void finished(const surfio::ResultSet& results);

private:
    std::atomic<bool> stop_{false};
    KeptTargets* kept_ = nullptr;
};

// Registers the value types for queued connections; call once before use.
void registerRunnerTypes();

}  // namespace surfio

Q_DECLARE_METATYPE(surfio::Matrix)
Q_DECLARE_METATYPE(surfio::RunRequest)

#include "core/run/journal.h"

#include "core/result/result_json.h"
#include "core/text/input_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

#include <map>
#include <set>
#include <tuple>

#include <fcntl.h>
#include <unistd.h>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Journal)
};

constexpr int kJournalVersion = 1;

}  // namespace

bool Journal::create(const QString& path, const ResultSet& header, const QString& output, const QString& format,
                     QString& error)
{
    // Empty: made and claimed by this run's JournalLock (run_policy.h).
    if (QFileInfo(path).size() > 0) {
        error = Text::tr("%1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1` (or Run → "
                         "Resume interrupted run), or remove it to start over")
                    .arg(path);
        return false;
    }
    file_.setFileName(path);
    if (!file_.open(QIODevice::WriteOnly)) {
        error = Text::tr("cannot create the journal %1: %2").arg(path, file_.errorString());
        return false;
    }
    ResultSet head = header;
    head.points.clear();
    head.preconditioning.clear();
    QJsonObject line;
    line[QStringLiteral("surfio_journal")] = kJournalVersion;
    line[QStringLiteral("output")] = QFileInfo(output).absoluteFilePath();
    line[QStringLiteral("format")] = format;
    line[QStringLiteral("result")] = toJson(head);
    if (!appendLine(line, error))
        return false;
    // The new name itself on the disk too, so a power cut cannot lose the file.
    const int dir = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

bool Journal::reopen(const QString& path, QString& error)
{
    file_.setFileName(path);
    if (!file_.open(QIODevice::ReadWrite)) {
        error = Text::tr("cannot open the journal %1: %2").arg(path, file_.errorString());
        return false;
    }
    // Cut off a torn last line, so that the next line starts clean.
    const QByteArray data = file_.readAll();
    const qsizetype end = data.lastIndexOf('\n') + 1;
    if (end < data.size() && !file_.resize(end)) {
        error = Text::tr("cannot repair the journal %1: %2").arg(path, file_.errorString());
        return false;
    }
    file_.seek(end);
    return true;
}

bool Journal::appendRun(const JobResult& run, QString& error)
{
    return appendLine(QJsonObject{{QStringLiteral("run"), toJson(run, run.point)}}, error);
}

bool Journal::appendPreconditioning(const JobResult& pass, QString& error)
{
    return appendLine(QJsonObject{{QStringLiteral("precondition"), toJson(pass, 0)}}, error);
}

bool Journal::appendLine(const QJsonObject& line, QString& error)
{
    const QByteArray data = QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    // On the disk before the next point starts: that is what the journal promises.
    if (file_.write(data) != data.size() || !file_.flush() || ::fdatasync(file_.handle()) != 0) {
        error = Text::tr("cannot write the journal %1: %2").arg(file_.fileName(), file_.errorString());
        return false;
    }
    return true;
}

JobResult withoutDetail(JobResult run)
{
    run.read.histogram.clear();
    run.write.histogram.clear();
    run.samples.clear();
    return run;
}

bool restoreFromJournal(const QString& path, QList<JobResult>& runs, QString& error)
{
    JournalContents contents;
    if (!readJournal(path, contents, error))
        return false;
    std::map<std::tuple<int, int, int>, const JobResult*> journaled;
    for (const JobResult& r : std::as_const(contents.results.points))
        journaled[{r.round, r.point, r.trial}] = &r;
    int missing = 0;
    for (JobResult& r : runs) {
        // Stopped runs are not journaled; a run whose journal line could not
        // be written was kept whole.
        if (r.stopped || !r.samples.empty() || !r.read.histogram.empty() || !r.write.histogram.empty())
            continue;
        const auto it = journaled.find({r.round, r.point, r.trial});
        if (it == journaled.end())
            ++missing;
        else
            r = *it->second;
    }
    if (missing > 0) {
        error = Text::tr("%n finished run(s) are missing from the journal %1", nullptr, missing).arg(path);
        return false;
    }
    return true;
}

bool readJournal(const QString& path, JournalContents& contents, QString& error)
{
    QByteArray data;
    return readInputFile(path, InputKind::Journal, data, error) && readJournalData(data, path, contents, error);
}

bool readJournalData(const QByteArray& data, const QString& path, JournalContents& contents, QString& error)
{
    const QList<QByteArray> lines = data.split('\n');
    JournalContents out;
    std::vector<JobSpec> specs;
    int points = 0;
    int rounds = 1;
    std::set<std::tuple<int, int, int>> seen;
    // split() leaves one empty piece after a final newline; a last piece
    // that is not empty was cut off by a kill mid-write.
    const qsizetype complete = lines.size() - 1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray& text = lines[i];
        if (i == complete) {
            out.tornTail = !text.isEmpty();
            break;
        }
        const int lineNumber = int(i) + 1;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            error = Text::tr("%1 is damaged at line %2: %3")
                        .arg(path)
                        .arg(lineNumber)
                        .arg(doc.isObject() || parseError.error != QJsonParseError::NoError
                                 ? parseError.errorString()
                                 : Text::tr("not a JSON object"));
            return false;
        }
        const QJsonObject o = doc.object();
        QString why;
        if (i == 0) {
            const int version = o[QStringLiteral("surfio_journal")].toInt();
            if (version < 1 || version > kJournalVersion) {
                error = Text::tr("%1 is not a Surfio journal this version reads (line 1 has no \"surfio_journal\": 1)")
                            .arg(path);
                return false;
            }
            out.output = o[QStringLiteral("output")].toString();
            out.format = o[QStringLiteral("format")].toString(QStringLiteral("json"));
            if (!QStringList{QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("normal")}.contains(
                    out.format)) {
                error = Text::tr("%1 line 1: \"format\" is \"%2\", not one Surfio writes (json, csv or normal)")
                            .arg(path, out.format);
                return false;
            }
            if (out.output.isEmpty() || !fromJson(o[QStringLiteral("result")].toObject(), out.results, why)) {
                error = Text::tr("%1 line 1: %2").arg(path, why.isEmpty() ? Text::tr("no \"output\" path") : why);
                return false;
            }
            specs = out.results.matrix.expand();
            points = int(specs.size());
            rounds = out.results.matrix.steadyState.enabled ? out.results.matrix.steadyState.maxRounds : 1;
            continue;
        }
        JobResult run;
        const bool isRun = o.contains(QStringLiteral("run"));
        if ((!isRun && !o.contains(QStringLiteral("precondition")))
            || !fromJson(o[isRun ? QStringLiteral("run") : QStringLiteral("precondition")].toObject(), run, why)) {
            error = Text::tr("%1 is damaged at line %2: %3")
                        .arg(path)
                        .arg(lineNumber)
                        .arg(why.isEmpty() ? Text::tr("neither a \"run\" nor a \"precondition\" record") : why);
            return false;
        }
        if (isRun) {
            // A run the matrix does not have, or one recorded twice, would break "every point exactly once".
            const auto damaged = [&](const QString& why) {
                error = Text::tr("%1 is damaged at line %2: %3").arg(path).arg(lineNumber).arg(why);
                return false;
            };
            const QString which =
                Text::tr("point %1, trial %2, round %3").arg(run.point + 1).arg(run.trial + 1).arg(run.round + 1);
            if (run.point >= points || run.trial >= out.results.matrix.trials || run.round >= rounds)
                return damaged(Text::tr("%1 is not in the run's matrix").arg(which));
            const JobSpec& expected = specs[size_t(run.point)];
            if (run.spec.pattern != expected.pattern || run.spec.blockSize != expected.blockSize
                || run.spec.blockSplit != expected.blockSplit || run.spec.queueDepth != expected.queueDepth
                || run.spec.jobs != expected.jobs || run.spec.effectiveReadPercent() != expected.effectiveReadPercent()
                || run.spec.rateSharePercent != expected.rateSharePercent
                || run.spec.targets.size() != expected.targets.size()
                || (expected.rateSharePercent == 0 && run.spec.rateIops != expected.rateIops))
                return damaged(Text::tr("the run recorded as %1 is not that point of the matrix").arg(which));
            if (!seen.insert({run.point, run.trial, run.round}).second)
                return damaged(Text::tr("%1 is recorded twice").arg(which));
        }
        (isRun ? out.results.points : out.results.preconditioning).append(run);
    }
    if (out.output.isEmpty()) {
        error = Text::tr("%1 is empty: there is nothing to resume; start the run again (it takes the journal over) or "
                         "remove it")
                    .arg(path);
        return false;
    }
    contents = out;
    return true;
}

}  // namespace surfio

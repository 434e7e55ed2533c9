#include "ui/models/shown_result.h"

#include "core/result/host_results.h"

namespace surfio {

ShownResult::ShownResult(QObject* parent)
    : QObject(parent)
{
}

void ShownResult::beginRun(const Matrix& matrix, const ResultSet& done)
{
    all_ = done;
    all_.matrix = matrix;
    allFigures_ = figuresOf(all_.points);
    running_ = true;
    host_.clear();
    keepHost();
    grid_.setMatrix(matrix);
    for (qsizetype i = 0; i < all_.points.size(); ++i)
        grid_.setResult(all_.points[i].point, all_.points[i], allFigures_[i]);
    analysis_ = Analysis{};
    selected_ = -1;
    Q_EMIT runBegun();
}

void ShownResult::addRun(int index, const JobResult& run, const RunFigures& figures)
{
    all_.points.append(run);
    all_.points.last().point = index;
    allFigures_.append(figures);
    if (host_.isEmpty()) {
        grid_.setResult(index, all_.points.last(), figures);
    } else if (const auto mine = surfio::onHost(all_.points.last(), host_)) {
        onHost_.points.append(*mine);
        onHostFigures_.append(figuresOf(*mine));
        grid_.setResult(index, *mine, onHostFigures_.last());
    }
    Q_EMIT runAdded(int(all_.points.size()) - 1);
}

void ShownResult::finishRun(const ResultSet& results)
{
    allFigures_ = figuresKeeping(results.points, all_.points, allFigures_);
    all_ = results;
    running_ = false;
    keepHost();
    countGrid();
    Q_EMIT runFinished();
}

void ShownResult::show(const ResultSet& results)
{
    all_ = results;
    allFigures_ = figuresOf(all_.points);
    running_ = false;
    selected_ = -1;
    keepHost();
    grid_.setResults(all_, allFigures_);
    if (!host_.isEmpty())
        countGrid();
    Q_EMIT resultShown();
}

void ShownResult::keepHost()
{
    if (!hostsOf(all_).contains(host_))
        host_.clear();
    onHost_ = host_.isEmpty() ? ResultSet{} : surfio::onHost(all_, host_);
    onHostFigures_ = figuresOf(onHost_.points);
}

void ShownResult::countGrid()
{
    if (host_.isEmpty())
        grid_.setCounted(all_, allFigures_);
    else
        grid_.setCounted(onHost_, onHostFigures_);
}

void ShownResult::setAnalysis(const Analysis& analysis)
{
    analysis_ = analysis;
    Q_EMIT analysisChanged();
}

void ShownResult::setSlo(Nanoseconds slo)
{
    all_.matrix.slo = slo;
}

void ShownResult::select(int index)
{
    if (index == selected_)
        return;
    selected_ = index;
    Q_EMIT selectionChanged(index);
}

QStringList ShownResult::hosts() const
{
    return hostsOf(all_);
}

void ShownResult::setHost(const QString& host)
{
    const QString wanted = hosts().contains(host) ? host : QString();
    if (wanted == host_)
        return;
    host_ = wanted;
    keepHost();
    countGrid();
    Q_EMIT hostChanged(host_);
}

void ShownResult::setName(const QString& name)
{
    name_ = name;
    Q_EMIT named();
}

void ShownResult::addCompared(const QList<ResultSet>& runs, const QStringList& names)
{
    comparedRuns_ += runs;
    comparedNames_ += names;
    Q_EMIT comparedChanged();
}

void ShownResult::clearCompared()
{
    comparedRuns_.clear();
    comparedNames_.clear();
    Q_EMIT comparedChanged();
}

void ShownResult::setCompareKeys(const QList<SpecKey>& keys)
{
    if (keys == compareKeys_)
        return;
    compareKeys_ = keys;
    Q_EMIT comparedChanged();
}

}  // namespace surfio

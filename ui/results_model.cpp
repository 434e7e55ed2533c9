#include "results_model.h"

#include "units.h"

#include <QLocale>

namespace surfio {

ResultsModel::ResultsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ResultsModel::clear()
{
    beginResetModel();
    rows_.clear();
    endResetModel();
}

void ResultsModel::addPoint(int index, const JobResult& point)
{
    const int row = int(rows_.size());
    beginInsertRows({}, row, row);
    rows_.append({index, point});
    endInsertRows();
}

void ResultsModel::setResults(const ResultSet& results)
{
    beginResetModel();
    rows_.clear();
    for (int i = 0; i < results.points.size(); ++i)
        rows_.append({i, results.points[i]});
    endResetModel();
}

const JobResult* ResultsModel::point(int index) const
{
    const int row = rowOfPoint(index);
    return row < 0 ? nullptr : &rows_[row].point;
}

int ResultsModel::rowOfPoint(int index) const
{
    for (int row = 0; row < rows_.size(); ++row)
        if (rows_[row].index == index)
            return row;
    return -1;
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

// The number behind a cell: what it sorts by and what the display formats.
double valueOf(const JobResult& r, int column)
{
    const JobSpec& s = r.spec;
    const auto lat = [](const DirectionTotals& d, double p) { return d.ios ? d.histogram.percentile(p) : 0.0; };
    switch (column) {
    case ResultsModel::BlockSize: return double(s.blockSize);
    case ResultsModel::ReadPercent: return s.effectiveReadPercent();
    case ResultsModel::QueueDepth: return s.queueDepth;
    case ResultsModel::Jobs: return s.jobs;
    case ResultsModel::ReadIops: return r.iops(r.read);
    case ResultsModel::ReadMBps: return r.bandwidth(r.read) / 1e6;
    case ResultsModel::ReadMeanLat: return r.read.meanLatNs();
    case ResultsModel::ReadP50: return lat(r.read, 50);
    case ResultsModel::ReadP99: return lat(r.read, 99);
    case ResultsModel::ReadP999: return lat(r.read, 99.9);
    case ResultsModel::WriteIops: return r.iops(r.write);
    case ResultsModel::WriteMBps: return r.bandwidth(r.write) / 1e6;
    case ResultsModel::WriteMeanLat: return r.write.meanLatNs();
    case ResultsModel::WriteP50: return lat(r.write, 50);
    case ResultsModel::WriteP99: return lat(r.write, 99);
    case ResultsModel::WriteP999: return lat(r.write, 99.9);
    case ResultsModel::TotalIops: return r.iops(r.read) + r.iops(r.write);
    default: return 0;
    }
}

bool isLatency(int column)
{
    switch (column) {
    case ResultsModel::ReadMeanLat:
    case ResultsModel::ReadP50:
    case ResultsModel::ReadP99:
    case ResultsModel::ReadP999:
    case ResultsModel::WriteMeanLat:
    case ResultsModel::WriteP50:
    case ResultsModel::WriteP99:
    case ResultsModel::WriteP999: return true;
    default: return false;
    }
}

bool isRead(int column)
{
    return column >= ResultsModel::ReadIops && column <= ResultsModel::ReadP999;
}

bool isWrite(int column)
{
    return column >= ResultsModel::WriteIops && column <= ResultsModel::WriteP999;
}

} // namespace

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const Row& row = rows_[index.row()];
    const JobResult& r = row.point;
    const int column = index.column();
    if (role == PointIndexRole)
        return row.index;
    if (role == SortRole) {
        if (column == Index)
            return row.index;
        if (column == Pattern)
            return QString::fromStdString(patternName(r.spec.pattern));
        return valueOf(r, column);
    }
    if (role == Qt::TextAlignmentRole)
        return column == Pattern ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && r.stopped)
        return tr("Stopped before its runtime ended: the figures cover %1 s").arg(QLocale().toString(r.seconds, 'f', 2));
    if (role != Qt::DisplayRole)
        return {};

    const bool noReads = r.read.ios == 0, noWrites = r.write.ios == 0;
    if ((isRead(column) && noReads) || (isWrite(column) && noWrites))
        return QStringLiteral("–");
    const QLocale locale;
    switch (column) {
    case Index: return r.stopped ? tr("%1 (stopped)").arg(row.index + 1) : QString::number(row.index + 1);
    case Pattern: return QString::fromStdString(patternName(r.spec.pattern));
    case BlockSize: return formatSize(r.spec.blockSize);
    case ReadPercent: return tr("%1%").arg(r.spec.effectiveReadPercent());
    case QueueDepth: return r.spec.queueDepth;
    case Jobs: return r.spec.jobs;
    case ReadIops:
    case WriteIops:
    case TotalIops: return locale.toString(valueOf(r, column), 'f', 0);
    case ReadMBps:
    case WriteMBps: return locale.toString(valueOf(r, column), 'f', 1);
    default:
        if (isLatency(column))
            return formatLatency(valueOf(r, column));
        return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Index: return tr("#");
    case Pattern: return tr("Pattern");
    case BlockSize: return tr("Block size");
    case ReadPercent: return tr("Read");
    case QueueDepth: return tr("QD");
    case Jobs: return tr("Jobs");
    case ReadIops: return tr("Read IOPS");
    case ReadMBps: return tr("Read MB/s");
    case ReadMeanLat: return tr("Read mean");
    case ReadP50: return tr("Read p50");
    case ReadP99: return tr("Read p99");
    case ReadP999: return tr("Read p99.9");
    case WriteIops: return tr("Write IOPS");
    case WriteMBps: return tr("Write MB/s");
    case WriteMeanLat: return tr("Write mean");
    case WriteP50: return tr("Write p50");
    case WriteP99: return tr("Write p99");
    case WriteP999: return tr("Write p99.9");
    case TotalIops: return tr("Total IOPS");
    default: return {};
    }
}

} // namespace surfio

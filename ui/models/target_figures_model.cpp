#include "ui/models/target_figures_model.h"

#include "core/text/units.h"

#include <QLocale>

#include <algorithm>

namespace surfio {

TargetFiguresModel::TargetFiguresModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void TargetFiguresModel::setRun(const JobResult& run)
{
    beginResetModel();
    targets_ = targetFigures(run);
    sumIops_ = 0;
    for (const TargetFigures& t : targets_)
        sumIops_ += t.iops();
    endResetModel();
}

void TargetFiguresModel::clear()
{
    beginResetModel();
    targets_.clear();
    sumIops_ = 0;
    endResetModel();
}

bool TargetFiguresModel::hasReads() const
{
    return std::any_of(targets_.begin(), targets_.end(), [](const TargetFigures& t) { return t.read.ios > 0; });
}

bool TargetFiguresModel::hasWrites() const
{
    return std::any_of(targets_.begin(), targets_.end(), [](const TargetFigures& t) { return t.write.ios > 0; });
}

int TargetFiguresModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(targets_.size());
}

int TargetFiguresModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TargetFiguresModel::cellText(const TargetFigures& t, int column) const
{
    const QLocale locale;
    const TargetFigures::Direction& d = column <= ReadMeanLat ? t.read : t.write;
    const bool none = d.ios == 0;
    switch (column) {
    case Target:
        return QString::fromStdString(t.path);
    case ReadIops:
    case WriteIops:
        return none ? QStringLiteral("–") : locale.toString(d.iops, 'f', 0);
    case ReadMBps:
    case WriteMBps:
        return none ? QStringLiteral("–") : locale.toString(d.bwBytes / 1e6, 'f', 1);
    case ReadMeanLat:
    case WriteMeanLat:
        return none ? QStringLiteral("–") : formatLatency(d.meanLatNs);
    case Share:
        return sumIops_ > 0 ? tr("%1 %").arg(locale.toString(100 * t.iops() / sumIops_, 'f', 1)) : QStringLiteral("–");
    default:
        return {};
    }
}

QVariant TargetFiguresModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || size_t(index.row()) >= targets_.size())
        return {};
    const TargetFigures& t = targets_[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return cellText(t, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == Target ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Target && !t.host.empty())
            return tr("On fio's host %1").arg(QString::fromStdString(t.host));
        return {};
    default:
        return {};
    }
}

QVariant TargetFiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        if (section == Share)
            return tr("The target's share of the point's IOPS, reads and writes");
        if (section == ReadMeanLat || section == WriteMeanLat)
            return tr("The mean over the target's workers, each weighed by its I/Os (percentiles are of the "
                      "point only)");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Target:
        return tr("Target");
    case ReadIops:
        return tr("Read IOPS");
    case ReadMBps:
        return tr("Read MB/s");
    case ReadMeanLat:
        return tr("Read mean");
    case WriteIops:
        return tr("Write IOPS");
    case WriteMBps:
        return tr("Write MB/s");
    case WriteMeanLat:
        return tr("Write mean");
    case Share:
        return tr("Share");
    default:
        return {};
    }
}

}  // namespace surfio

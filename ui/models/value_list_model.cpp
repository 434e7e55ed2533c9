#include "ui/models/value_list_model.h"

#include "core/engine/job_spec.h"
#include "core/matrix/matrix_text.h"
#include "core/text/units.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <QRegularExpression>
#include <QStyle>

#include <algorithm>

namespace surfio {

namespace {

QIcon problemIcon()
{
    // The model may live without widgets (a core application in a test).
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return {};
    return QIcon::fromTheme(QStringLiteral("dialog-warning"),
                            QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning));
}

}  // namespace

ValueListModel::ValueListModel(Kind kind, const std::vector<uint64_t>& presets, QObject* parent)
    : QAbstractListModel(parent)
    , kind_(kind)
    , presets_(presets)
{
    for (uint64_t value : presets_)
        entries_.append({value, {}, false, false});
}

std::optional<uint64_t> ValueListModel::parse(const QString& text) const
{
    if (kind_ == Kind::Size)
        return parseSize(text);
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,9})\\s*%?\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toULongLong();
}

QString ValueListModel::format(uint64_t value) const
{
    if (kind_ == Kind::Size) {
        // "2.93 KiB" would hide which size runs: odd sizes read in bytes.
        uint64_t unit = 1;
        while (unit < (uint64_t(1) << 50) && value / 1024 >= unit)
            unit *= 1024;
        const uint64_t decimalsScale = value / unit < 10 ? 100 : 10;  // as formatSize rounds
        if (value % unit * decimalsScale % unit == 0)
            return formatSize(value);
        return tr("%1 B", "a size in bytes").arg(QLocale().toString(qulonglong(value)));
    }
    return tr("%1 %", "a percentage").arg(QLocale().toString(qulonglong(value)));
}

QString ValueListModel::editText(uint64_t value) const
{
    // fio's own syntax, so what a person edits is what a job file says.
    return kind_ == Kind::Size ? sizeText(value) : QString::number(value);
}

QString ValueListModel::textProblem(const QString& text) const
{
    const auto value = parse(text);
    if (value)
        return rangeProblem(*value);
    if (kind_ == Kind::Size)
        return tr("“%1” is not a size: give a number with an optional k or m suffix, e.g. 12k or 3m")
            .arg(text.trimmed());
    return tr("“%1” is not a percentage: give a whole number from 0 to 100").arg(text.trimmed());
}

QString ValueListModel::rangeProblem(uint64_t value) const
{
    if (kind_ == Kind::Size) {
        if (value < kMinBlockSize || value > kMaxBlockSize)
            return tr("%1 is outside %2 to %3").arg(format(value), format(kMinBlockSize), format(kMaxBlockSize));
        return {};
    }
    if (value > 100)
        return tr("%1 is more than 100 %").arg(format(value));
    return {};
}

std::vector<uint64_t> ValueListModel::checkedValues() const
{
    std::vector<uint64_t> values;
    for (const Entry& e : entries_)
        if (e.checked && e.value)
            values.push_back(*e.value);
    return values;
}

void ValueListModel::setCheckedValues(const std::vector<uint64_t>& values)
{
    beginResetModel();
    entries_.clear();
    for (uint64_t value : presets_)
        entries_.append({value, {}, false, false});
    for (uint64_t value : values) {
        const int row = rowOf(value);
        if (row >= 0)
            entries_[row].checked = true;
        else
            entries_.insert(insertionRow(value, -1), {value, editText(value), true, true});
    }
    endResetModel();
}

QModelIndex ValueListModel::addCustom(uint64_t value)
{
    int row = rowOf(value);
    if (row >= 0) {
        if (!entries_[row].checked) {
            entries_[row].checked = true;
            emit dataChanged(index(row), index(row), {Qt::CheckStateRole});
        }
        return index(row);
    }
    row = insertionRow(value, -1);
    beginInsertRows({}, row, row);
    entries_.insert(row, {value, editText(value), true, true});
    endInsertRows();
    return index(row);
}

QString ValueListModel::problem(int row) const
{
    const Entry& e = entries_[row];
    if (!e.value)
        return textProblem(e.text);
    if (QString range = rangeProblem(*e.value); !range.isEmpty())
        return range;
    if (e.custom)
        for (int other = 0; other < entries_.size(); ++other)
            if (other != row && entries_[other].value == e.value && (!entries_[other].custom || other < row))
                return tr("%1 is already in the list").arg(format(*e.value));
    return constraint_ ? constraint_(*e.value) : QString();
}

QString ValueListModel::firstProblem() const
{
    for (int row = 0; row < entries_.size(); ++row)
        if (entries_[row].checked)
            if (QString p = problem(row); !p.isEmpty())
                return p;
    return {};
}

int ValueListModel::checkedCount() const
{
    return int(std::count_if(entries_.begin(), entries_.end(), [](const Entry& e) { return e.checked; }));
}

void ValueListModel::setConstraint(std::function<QString(uint64_t)> constraint)
{
    constraint_ = std::move(constraint);
    revalidate();
}

void ValueListModel::revalidate()
{
    emitValidityChanged();
}

void ValueListModel::setReadOnly(bool readOnly)
{
    // Views ask for flags on every interaction, so no signal is needed.
    readOnly_ = readOnly;
}

int ValueListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(entries_.size());
}

QVariant ValueListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Entry& e = entries_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return e.value ? format(*e.value) : e.text;
    case Qt::EditRole:
        return e.value ? editText(*e.value) : e.text;
    case Qt::CheckStateRole:
        return e.checked ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole:
    case ProblemRole: {
        const QString p = problem(index.row());
        return p.isEmpty() && role == Qt::ToolTipRole ? QVariant() : QVariant(p);
    }
    case Qt::DecorationRole:
        return problem(index.row()).isEmpty() ? QVariant() : QVariant(problemIcon());
    case ValueRole:
        return e.value ? QVariant(qulonglong(*e.value)) : QVariant();
    case CustomRole:
        return e.custom;
    case ValidRole:
        return problem(index.row()).isEmpty();
    }
    return {};
}

bool ValueListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (readOnly_ || !index.isValid())
        return false;
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    Entry& e = entries_[index.row()];
    if (role == Qt::CheckStateRole) {
        const bool checked = value.toInt() == Qt::Checked;
        if (checked != e.checked) {
            e.checked = checked;
            emit dataChanged(index, index, {Qt::CheckStateRole});
        }
        return true;
    }
    if (role != Qt::EditRole || !e.custom)
        return false;
    const QString text = value.toString().trimmed();
    if (text.isEmpty())
        return false;  // an emptied editor means "never mind", not a new invalid entry
    e.text = text;
    e.value = parse(text);
    emit dataChanged(index, index);
    moveIntoPlace(index.row());
    emitValidityChanged();  // a duplicate elsewhere may have appeared or gone
    return true;
}

Qt::ItemFlags ValueListModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (!readOnly_) {
        f |= Qt::ItemIsUserCheckable;
        if (entries_[index.row()].custom)
            f |= Qt::ItemIsEditable;
    }
    return f;
}

bool ValueListModel::removeRows(int row, int count, const QModelIndex& parent)
{
    if (readOnly_ || parent.isValid() || row < 0 || count <= 0 || row + count > entries_.size())
        return false;
    for (int r = row; r < row + count; ++r)
        if (!entries_[r].custom)
            return false;  // presets stay; unchecking them is how they leave the matrix
    beginRemoveRows({}, row, row + count - 1);
    entries_.remove(row, count);
    endRemoveRows();
    emitValidityChanged();
    return true;
}

QHash<int, QByteArray> ValueListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ValueRole, "value");
    names.insert(CustomRole, "custom");
    names.insert(ValidRole, "valid");
    names.insert(ProblemRole, "problem");
    return names;
}

bool ValueListModel::before(uint64_t a, uint64_t b) const
{
    return kind_ == Kind::Size ? a < b : a > b;
}

int ValueListModel::insertionRow(uint64_t value, int skipRow) const
{
    for (int row = 0; row < entries_.size(); ++row)
        if (row != skipRow && entries_[row].value && before(value, *entries_[row].value))
            return row;
    return int(entries_.size());
}

int ValueListModel::rowOf(uint64_t value) const
{
    for (int row = 0; row < entries_.size(); ++row)
        if (entries_[row].value == value)
            return row;
    return -1;
}

void ValueListModel::moveIntoPlace(int row)
{
    const auto value = entries_[row].value;
    if (!value)
        return;
    const int destination = insertionRow(*value, row);
    if (destination == row || destination == row + 1)
        return;
    beginMoveRows({}, row, row, {}, destination);
    entries_.move(row, destination > row ? destination - 1 : destination);
    endMoveRows();
}

void ValueListModel::emitValidityChanged()
{
    if (entries_.isEmpty())
        return;
    emit dataChanged(index(0), index(int(entries_.size()) - 1),
                     {Qt::DecorationRole, Qt::ToolTipRole, ValidRole, ProblemRole});
}

}  // namespace surfio

#include "matrix_editor.h"

#include "units.h"
#include "value_list_model.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace surfio {

namespace {

// The pattern combo's entries, in this order.
enum PatternMode { Random, Sequential, RandomShare };

const std::vector<uint64_t> kBlockSizePresets{
    512, 1ULL << 10, 2ULL << 10, 4ULL << 10, 8ULL << 10, 16ULL << 10, 32ULL << 10, 64ULL << 10,
    128ULL << 10, 256ULL << 10, 512ULL << 10, 1ULL << 20, 2ULL << 20, 4ULL << 20, 8ULL << 20, 16ULL << 20};
const std::vector<uint64_t> kReadPercentPresets{100, 95, 75, 65, 50, 35, 25, 5, 0};

template <typename T>
struct Parsed {
    T value{};
    QString problem;   // empty when the text is fine
};

enum class ListError { None, Empty, EmptyItem, NotNumber, OutOfRange, Repeated };

// "1, 4,32" → {1, 4, 32}; keeps the good items of a bad list so the summary
// follows the person's typing, and reports the first bad one.
ListError parseCounts(const QString& text, uint32_t max, std::vector<uint32_t>& values, QString& badItem)
{
    if (text.trimmed().isEmpty())
        return ListError::Empty;
    ListError error = ListError::None;
    for (const QString& raw : text.split(QLatin1Char(','))) {
        const QString item = raw.trimmed();
        bool ok = false;
        const qulonglong value = item.toULongLong(&ok);
        ListError itemError = ListError::None;
        if (item.isEmpty())
            itemError = ListError::EmptyItem;
        else if (!ok)
            itemError = ListError::NotNumber;
        else if (value < 1 || value > max)
            itemError = ListError::OutOfRange;
        else if (std::find(values.begin(), values.end(), uint32_t(value)) != values.end())
            itemError = ListError::Repeated;
        else
            values.push_back(uint32_t(value));
        if (error == ListError::None && itemError != ListError::None) {
            error = itemError;
            badItem = item;
        }
    }
    return error;
}

Parsed<std::vector<uint32_t>> parseQueueDepths(const QString& text)
{
    Parsed<std::vector<uint32_t>> r;
    QString item;
    switch (parseCounts(text, kMaxQueueDepth, r.value, item)) {
    case ListError::None: break;
    case ListError::Empty: r.problem = MatrixEditor::tr("Give at least one queue depth, e.g. 1,4,32"); break;
    case ListError::EmptyItem: r.problem = MatrixEditor::tr("A queue depth between commas is missing"); break;
    case ListError::NotNumber:
        r.problem = MatrixEditor::tr("“%1” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32").arg(item);
        break;
    case ListError::OutOfRange:
        r.problem = MatrixEditor::tr("A queue depth of %1 is outside 1 to %2").arg(item, QLocale().toString(kMaxQueueDepth));
        break;
    case ListError::Repeated: r.problem = MatrixEditor::tr("Queue depth %1 is listed twice").arg(item); break;
    }
    return r;
}

Parsed<std::vector<uint32_t>> parseJobCounts(const QString& text)
{
    Parsed<std::vector<uint32_t>> r;
    QString item;
    switch (parseCounts(text, kMaxJobs, r.value, item)) {
    case ListError::None: break;
    case ListError::Empty: r.problem = MatrixEditor::tr("Give at least one number of jobs, e.g. 1,4"); break;
    case ListError::EmptyItem: r.problem = MatrixEditor::tr("A number of jobs between commas is missing"); break;
    case ListError::NotNumber:
        r.problem = MatrixEditor::tr("“%1” is not a number of jobs: give whole numbers separated by commas, e.g. 1,4").arg(item);
        break;
    case ListError::OutOfRange:
        r.problem = MatrixEditor::tr("%1 jobs is outside 1 to %2").arg(item, QLocale().toString(kMaxJobs));
        break;
    case ListError::Repeated: r.problem = MatrixEditor::tr("%1 jobs is listed twice").arg(item); break;
    }
    return r;
}

Parsed<Nanoseconds> parseRuntime(const QString& text, bool endsBySize)
{
    Parsed<Nanoseconds> r;
    const auto value = parseDuration(text);
    if (text.trimmed().isEmpty())
        r.problem = MatrixEditor::tr("Give a runtime per point, e.g. 30s");
    else if (!value)
        r.problem = MatrixEditor::tr("“%1” is not a runtime: give e.g. 30s, 500ms or 2m").arg(text.trimmed());
    else if (value->count() == 0 && !endsBySize)
        r.problem = MatrixEditor::tr("A runtime of 0 means no time limit, so the point would never end: give e.g. 30s");
    if (value)
        r.value = *value;
    return r;
}

Parsed<Nanoseconds> parseRampTime(const QString& text)
{
    Parsed<Nanoseconds> r;
    if (text.trimmed().isEmpty())
        return r;   // no ramp
    if (const auto value = parseDuration(text))
        r.value = *value;
    else
        r.problem = MatrixEditor::tr("“%1” is not a ramp time: give e.g. 5s or 500ms, or 0 for none").arg(text.trimmed());
    return r;
}

Parsed<uint64_t> parseRegionSize(const QString& text)
{
    Parsed<uint64_t> r;
    if (text.trimmed().isEmpty())
        return r;   // the whole file or device
    if (const auto value = parseSize(text))
        r.value = *value;
    else
        r.problem = MatrixEditor::tr("“%1” is not a region size: give e.g. 1g or 256m, or leave it empty for the whole file or device")
                        .arg(text.trimmed());
    return r;
}

QString regionTooSmall(uint64_t blockSize, uint64_t region)
{
    return MatrixEditor::tr("Block size %1 is larger than the region (%2): raise the region size or lower the block size")
        .arg(formatSize(blockSize), formatSize(region));
}

// fio's time syntax in the largest unit that keeps the value whole: "2m", "500ms".
QString durationText(Nanoseconds duration)
{
    struct Unit {
        int64_t ns;
        const char* suffix;
    };
    static constexpr Unit units[] = {{86'400'000'000'000, "d"}, {3'600'000'000'000, "h"}, {60'000'000'000, "m"},
                                     {1'000'000'000, "s"}, {1'000'000, "ms"}, {1'000, "us"}, {1, "ns"}};
    const int64_t ns = duration.count();
    if (ns == 0)
        return QStringLiteral("0");
    for (const Unit& unit : units)
        if (ns % unit.ns == 0)
            return QString::number(ns / unit.ns) + QLatin1String(unit.suffix);
    return QString::number(ns) + QLatin1String("ns");
}

QString countsText(const std::vector<uint32_t>& values)
{
    QStringList items;
    for (uint32_t v : values)
        items << QString::number(v);
    return items.join(QLatin1Char(','));
}

// "6 min 30 s": an estimate, so hours drop the seconds.
QString estimateText(qint64 seconds)
{
    const QLocale locale;
    if (seconds < 60)
        return MatrixEditor::tr("%1 s").arg(locale.toString(seconds));
    if (seconds < 3600) {
        const qint64 minutes = seconds / 60;
        const qint64 rest = seconds % 60;
        return rest ? MatrixEditor::tr("%1 min %2 s").arg(locale.toString(minutes), locale.toString(rest))
                    : MatrixEditor::tr("%1 min").arg(locale.toString(minutes));
    }
    const qint64 hours = seconds / 3600;
    const qint64 minutes = seconds % 3600 / 60;
    return minutes ? MatrixEditor::tr("%1 h %2 min").arg(locale.toString(hours), locale.toString(minutes))
                   : MatrixEditor::tr("%1 h").arg(locale.toString(hours));
}

bool isRandom(Pattern p)
{
    return p == Pattern::RandRead || p == Pattern::RandWrite || p == Pattern::RandReadWrite;
}

} // namespace

MatrixEditor::MatrixEditor(QWidget* parent)
    : QWidget(parent)
{
    blockSizes_.model = new ValueListModel(ValueListModel::Kind::Size, kBlockSizePresets, this);
    blockSizes_.model->setConstraint([this](uint64_t blockSize) { return blockSizeProblem(blockSize); });
    readPercents_.model = new ValueListModel(ValueListModel::Kind::Percent, kReadPercentPresets, this);

    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    // The two swept lists side by side: the surface's two axes, and half the height.
    auto* lists = new QHBoxLayout;
    lists->addWidget(buildValueList(blockSizes_, QStringLiteral("blockSizes"), tr("&Block sizes:"), tr("Add, e.g. 12k")));
    lists->addWidget(buildValueList(readPercents_, QStringLiteral("readPercents"), tr("&Read %:"), tr("Add, e.g. 70")));
    form->addRow(lists);

    pattern_ = new QComboBox;
    pattern_->setObjectName(QStringLiteral("pattern"));
    pattern_->addItem(tr("Random"));
    pattern_->addItem(tr("Sequential"));
    pattern_->addItem(tr("Random share"));
    pattern_->setToolTip(tr("Where each I/O goes; the read % list gives the mix of reads and writes"));
    percentageRandom_ = new QSpinBox;
    percentageRandom_->setObjectName(QStringLiteral("percentageRandom"));
    percentageRandom_->setRange(0, 100);
    percentageRandom_->setValue(50);
    percentageRandom_->setSuffix(tr(" %", "spin box suffix"));
    percentageRandom_->setToolTip(tr("Share of I/Os at random offsets; the rest follow on sequentially (fio's percentage_random)"));
    auto* patternRow = new QHBoxLayout;
    patternRow->addWidget(pattern_, 1);
    patternRow->addWidget(percentageRandom_);
    auto* patternLabel = new QLabel(tr("&Pattern:"));
    patternLabel->setBuddy(pattern_);
    form->addRow(patternLabel, patternRow);

    queueDepths_ = newField(QStringLiteral("queueDepths"), tr("e.g. 1,4,32"));
    form->addRow(tr("&Queue depths:"), queueDepths_);
    jobs_ = newField(QStringLiteral("jobs"), tr("e.g. 1,4"));
    form->addRow(tr("&Jobs:"), jobs_);
    runtime_ = newField(QStringLiteral("runtime"), tr("e.g. 30s, 500ms, 2m"));
    form->addRow(tr("R&untime per point:"), runtime_);
    rampTime_ = newField(QStringLiteral("rampTime"), tr("e.g. 5s; empty for none"));
    rampTime_->setToolTip(tr("Time before measuring starts, at the start of each point"));
    form->addRow(tr("R&amp per point:"), rampTime_);
    regionSize_ = newField(QStringLiteral("regionSize"), tr("whole file or device"));
    regionSize_->setToolTip(tr("How much of the target each point uses, e.g. 1g"));
    form->addRow(tr("Re&gion size:"), regionSize_);
    for (QLineEdit* edit : {queueDepths_, jobs_, runtime_, rampTime_, regionSize_})
        connect(edit, &QLineEdit::textChanged, this, &MatrixEditor::onEdited);

    direct_ = new QCheckBox(tr("&Direct I/O (bypass the page cache)"));
    direct_->setObjectName(QStringLiteral("direct"));
    direct_->setChecked(true);
    form->addRow(QString(), direct_);

    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("summary"));
    form->addRow(summary_);
    problemIcon_ = new QLabel;
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    problemIcon_->setPixmap(QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning))
                                .pixmap(QSize(iconSize, iconSize), devicePixelRatioF()));
    problem_ = new QLabel;
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setWordWrap(true);
    auto* problemRow = new QHBoxLayout;
    problemRow->addWidget(problemIcon_, 0, Qt::AlignTop);
    problemRow->addWidget(problem_, 1);
    form->addRow(problemRow);

    connect(pattern_, &QComboBox::currentIndexChanged, this, &MatrixEditor::onEdited);
    connect(percentageRandom_, &QSpinBox::valueChanged, this, &MatrixEditor::onEdited);
    connect(direct_, &QCheckBox::toggled, this, &MatrixEditor::onEdited);
    for (ValueList* list : {&blockSizes_, &readPercents_}) {
        ValueListModel* model = list->model;
        connect(model, &ValueListModel::dataChanged, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::rowsInserted, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::rowsRemoved, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::rowsMoved, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::modelReset, this, &MatrixEditor::onEdited);
    }

    // The CLI's default matrix: a first run that finishes in under two minutes.
    setMatrix(quickMatrix());
}

MatrixEditor::~MatrixEditor()
{
    // QWidget's destructor closes an open in-place editor, which commits its
    // text to the model after this object's members are gone.
    for (ValueList* list : {&blockSizes_, &readPercents_}) {
        list->model->disconnect(this);
        list->view->selectionModel()->disconnect(this);
    }
    blockSizes_.model->setConstraint({});  // it reads this editor's fields
}

QWidget* MatrixEditor::buildValueList(ValueList& list, const QString& name, const QString& title, const QString& addHint)
{
    list.view = new QListView;
    list.view->setObjectName(name);
    list.view->setModel(list.model);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    list.view->setIconSize(QSize(iconSize, iconSize));
    list.view->setSelectionMode(QAbstractItemView::SingleSelection);
    list.view->setContextMenuPolicy(Qt::ActionsContextMenu);

    list.add = newField(name + QStringLiteral("Add"), addHint);
    list.addAction = new QAction(tr("Add"), this);
    list.addAction->setToolTip(tr("Add the value typed as a checked custom entry"));
    list.removeAction = new QAction(tr("Remove"), this);
    list.removeAction->setToolTip(tr("Remove the selected custom entry"));
    list.removeAction->setShortcut(QKeySequence::Delete);
    list.removeAction->setShortcutContext(Qt::WidgetShortcut);
    list.view->addAction(list.removeAction);
    auto* addButton = new QToolButton;
    addButton->setDefaultAction(list.addAction);
    auto* removeButton = new QToolButton;
    removeButton->setDefaultAction(list.removeAction);

    connect(list.add, &QLineEdit::textChanged, this, [this, &list] { updateAddField(list); });
    connect(list.add, &QLineEdit::returnPressed, this, [this, &list] { addEntry(list); });
    connect(list.addAction, &QAction::triggered, this, [this, &list] { addEntry(list); });
    connect(list.removeAction, &QAction::triggered, this, [this, &list] { removeEntry(list); });
    connect(list.view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this, &list] { updateListActions(list); });

    auto* addRow = new QHBoxLayout;
    addRow->addWidget(list.add, 1);
    addRow->addWidget(addButton);
    addRow->addWidget(removeButton);
    auto* label = new QLabel(title);
    label->setBuddy(list.view);
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(list.view, 1);
    layout->addLayout(addRow);
    updateAddField(list);
    updateListActions(list);
    return box;
}

QLineEdit* MatrixEditor::newField(const QString& name, const QString& hint)
{
    auto* edit = new QLineEdit;
    edit->setObjectName(name);
    edit->setPlaceholderText(hint);
    // An icon inside the field, not a colour of our own, so every theme keeps its look.
    auto* action = edit->addAction(QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning)),
                                   QLineEdit::TrailingPosition);
    action->setVisible(false);
    problemActions_.insert(edit, action);
    return edit;
}

void MatrixEditor::markProblem(QLineEdit* edit, const QString& problem)
{
    QAction* action = problemActions_.value(edit);
    action->setVisible(!problem.isEmpty());
    action->setToolTip(problem);
    edit->setToolTip(problem.isEmpty() ? QString() : problem);
}

void MatrixEditor::addEntry(ValueList& list)
{
    const QString text = list.add->text();
    if (readOnly_ || text.trimmed().isEmpty() || !list.model->textProblem(text).isEmpty())
        return;
    const QModelIndex index = list.model->addCustom(*list.model->parse(text));
    list.add->clear();
    list.view->setCurrentIndex(index);
    list.view->scrollTo(index);
}

void MatrixEditor::removeEntry(ValueList& list)
{
    const QModelIndex current = list.view->currentIndex();
    if (current.isValid() && current.data(ValueListModel::CustomRole).toBool())
        list.model->removeRow(current.row());
}

void MatrixEditor::updateListActions(ValueList& list)
{
    const QModelIndex current = list.view->currentIndex();
    list.removeAction->setEnabled(!readOnly_ && current.isValid() && current.data(ValueListModel::CustomRole).toBool());
}

void MatrixEditor::updateAddField(ValueList& list)
{
    const QString text = list.add->text();
    const QString problem = text.trimmed().isEmpty() ? QString() : list.model->textProblem(text);
    markProblem(list.add, problem);
    list.addAction->setEnabled(!readOnly_ && !text.trimmed().isEmpty() && problem.isEmpty());
}

QString MatrixEditor::blockSizeProblem(uint64_t blockSize) const
{
    if (direct_ && direct_->isChecked() && blockSize % kMinBlockSize != 0)
        return tr("Block size %1 B is not a multiple of 512 bytes, which direct I/O needs: "
                  "use a multiple of 512, or turn direct I/O off")
            .arg(QLocale().toString(qulonglong(blockSize)));
    const uint64_t region = regionSize_ ? parseRegionSize(regionSize_->text()).value : 0;
    return region && blockSize > region ? regionTooSmall(blockSize, region) : QString();
}

Matrix MatrixEditor::matrix() const
{
    Matrix m;
    m.base = base_;
    m.base.targets.clear();
    m.base.direct = direct_->isChecked();
    m.base.runtime = parseRuntime(runtime_->text(), base_.byteTotal != 0).value;
    m.base.rampTime = parseRampTime(rampTime_->text()).value;
    m.base.regionSize = parseRegionSize(regionSize_->text()).value;
    const int mode = pattern_->currentIndex();
    // randrw and rw take their mix from the read % list; 100 % and 0 % make pure read and write points.
    m.sweeps.front().patterns = {mode == Random ? Pattern::RandReadWrite : Pattern::ReadWrite};
    m.base.pattern = m.sweeps.front().patterns.front();
    m.base.percentageRandom = mode == RandomShare ? percentageRandom_->value() : -1;
    m.sweeps.front().queueDepths = parseQueueDepths(queueDepths_->text()).value;
    m.sweeps.front().jobCounts = parseJobCounts(jobs_->text()).value;
    m.sweeps.front().readPercents.clear();
    for (uint64_t percent : readPercents_.model->checkedValues())
        m.sweeps.front().readPercents.push_back(int(percent));
    m.sweeps.front().blockSizes = blockSizes_.model->checkedValues();
    return m;
}

void MatrixEditor::setMatrix(const Matrix& matrix)
{
    filling_ = true;
    base_ = matrix.base;
    base_.targets.clear();

    // Pure read and write patterns are the 100 % and 0 % ends of the mix.
    std::vector<uint64_t> percents;
    const auto addPercent = [&percents](int percent) {
        if (std::find(percents.begin(), percents.end(), uint64_t(percent)) == percents.end())
            percents.push_back(uint64_t(percent));
    };
    for (Pattern p : matrix.sweeps.front().patterns) {
        if (p == Pattern::Read || p == Pattern::RandRead)
            addPercent(100);
        else if (p == Pattern::Write || p == Pattern::RandWrite)
            addPercent(0);
        else
            for (int percent : matrix.sweeps.front().readPercents)
                addPercent(percent);
    }
    if (matrix.base.percentageRandom >= 0) {
        pattern_->setCurrentIndex(RandomShare);
        percentageRandom_->setValue(matrix.base.percentageRandom);
    } else {
        pattern_->setCurrentIndex(matrix.sweeps.front().patterns.empty() || isRandom(matrix.sweeps.front().patterns.front()) ? Random : Sequential);
    }
    readPercents_.model->setCheckedValues(percents);
    blockSizes_.model->setCheckedValues(matrix.sweeps.front().blockSizes);
    queueDepths_->setText(countsText(matrix.sweeps.front().queueDepths));
    jobs_->setText(countsText(matrix.sweeps.front().jobCounts));
    runtime_->setText(durationText(matrix.base.runtime));
    rampTime_->setText(durationText(matrix.base.rampTime));
    regionSize_->setText(matrix.base.regionSize ? blockSizes_.model->editText(matrix.base.regionSize) : QString());
    direct_->setChecked(matrix.base.direct);

    filling_ = false;
    refresh();
    emit changed();
}

bool MatrixEditor::isValid() const
{
    return firstProblem().isEmpty();
}

QString MatrixEditor::firstProblem() const
{
    if (QString p = blockSizes_.model->firstProblem(); !p.isEmpty())
        return p;
    if (blockSizes_.model->checkedCount() == 0)
        return tr("Check at least one block size");
    if (QString p = readPercents_.model->firstProblem(); !p.isEmpty())
        return p;
    if (readPercents_.model->checkedCount() == 0)
        return tr("Check at least one read percentage");
    for (const QString& p : {parseQueueDepths(queueDepths_->text()).problem, parseJobCounts(jobs_->text()).problem,
                             parseRuntime(runtime_->text(), base_.byteTotal != 0).problem,
                             parseRampTime(rampTime_->text()).problem, parseRegionSize(regionSize_->text()).problem})
        if (!p.isEmpty())
            return p;
    // The engine has the last word, so the editor never accepts what a run
    // would refuse. Targets are the TargetPanel's; a placeholder stands in.
    for (JobSpec spec : matrix().expand()) {
        spec.targets = {"target"};
        if (const std::string p = validateSpec(spec); !p.empty())
            return QString::fromStdString(p);
    }
    return {};
}

int MatrixEditor::pointCount() const
{
    return int(matrix().expand().size());
}

double MatrixEditor::estimatedSeconds() const
{
    Nanoseconds total{0};
    for (const JobSpec& spec : matrix().expand())
        total += spec.runtime + spec.rampTime;
    return std::chrono::duration<double>(total).count();
}

void MatrixEditor::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    for (ValueList* list : {&blockSizes_, &readPercents_}) {
        list->model->setReadOnly(readOnly);
        list->add->setReadOnly(readOnly);
        updateAddField(*list);
        updateListActions(*list);
    }
    for (QLineEdit* edit : {queueDepths_, jobs_, runtime_, rampTime_, regionSize_})
        edit->setReadOnly(readOnly);
    pattern_->setEnabled(!readOnly);
    direct_->setEnabled(!readOnly);
    percentageRandom_->setEnabled(!readOnly && pattern_->currentIndex() == RandomShare);
}

void MatrixEditor::onEdited()
{
    if (filling_ || refreshing_)
        return;
    refresh();
    emit changed();
}

void MatrixEditor::refresh()
{
    refreshing_ = true;
    blockSizes_.model->revalidate();   // direct I/O and the region decide what is valid
    refreshing_ = false;

    markProblem(queueDepths_, parseQueueDepths(queueDepths_->text()).problem);
    markProblem(jobs_, parseJobCounts(jobs_->text()).problem);
    markProblem(runtime_, parseRuntime(runtime_->text(), base_.byteTotal != 0).problem);
    markProblem(rampTime_, parseRampTime(rampTime_->text()).problem);
    // The region is marked too when a block size outgrows it: it may be the value the person just typed.
    const auto region = parseRegionSize(regionSize_->text());
    QString regionProblem = region.problem;
    for (uint64_t blockSize : blockSizes_.model->checkedValues())
        if (regionProblem.isEmpty() && region.value && blockSize > region.value)
            regionProblem = regionTooSmall(blockSize, region.value);
    markProblem(regionSize_, regionProblem);
    percentageRandom_->setEnabled(!readOnly_ && pattern_->currentIndex() == RandomShare);
    updateListActions(blockSizes_);
    updateListActions(readPercents_);

    const int points = pointCount();
    const qint64 seconds = qRound64(estimatedSeconds());
    if (points == 0)
        summary_->setText(tr("No points"));
    else if (seconds < 1)
        summary_->setText(tr("%Ln point(s) · under a second", nullptr, points));
    else
        summary_->setText(tr("%Ln point(s) · about %1", nullptr, points).arg(estimateText(seconds)));

    const QString problem = firstProblem();
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    problemIcon_->setVisible(!problem.isEmpty());
}

} // namespace surfio

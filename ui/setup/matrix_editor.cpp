#include "ui/setup/matrix_editor.h"

#include "core/matrix/matrix_check.h"
#include "core/matrix/matrix_text.h"
#include "core/text/units.h"
#include "ui/models/value_list_model.h"
#include "ui/setup/matrix_summary.h"
#include "ui/setup/method_page.h"
#include "ui/setup/value_list_box.h"
#include "ui/widgets/problem_field.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace surfio {

namespace {

// The pattern combo's entries, in this order.
enum PatternMode { Random, Sequential, RandomShare };

const std::vector<uint64_t> kBlockSizePresets{
    512,          1ULL << 10,   2ULL << 10,   4ULL << 10, 8ULL << 10, 16ULL << 10, 32ULL << 10, 64ULL << 10,
    128ULL << 10, 256ULL << 10, 512ULL << 10, 1ULL << 20, 2ULL << 20, 4ULL << 20,  8ULL << 20,  16ULL << 20};
const std::vector<uint64_t> kReadPercentPresets{100, 95, 75, 65, 50, 35, 25, 5, 0};

QString regionTooSmall(uint64_t blockSize, uint64_t region)
{
    return MatrixEditor::tr(
               "Block size %1 is larger than the region (%2): raise the region size or lower the block size")
        .arg(formatSize(blockSize), formatSize(region));
}

bool isRandom(Pattern p)
{
    return p == Pattern::RandRead || p == Pattern::RandWrite || p == Pattern::RandReadWrite;
}

// The splits a field reads as, also while its text has a problem (which refresh() marks).
std::vector<BlockSplit> splitsIn(const QLineEdit* field)
{
    std::vector<BlockSplit> splits;
    QString unread;
    parseBlockSplits(field->text(), splits, unread);
    return splits;
}

// How the pattern combo and the read % list show a sweep: pure read and write
// patterns are the 100 % and 0 % ends of the mix.
struct MixView {
    int mode = Random;
    std::vector<uint64_t> percents;
};

MixView mixOf(const Sweep& sweep, int percentageRandom)
{
    MixView view;
    const auto addPercent = [&view](int percent) {
        if (percent >= 0
            && std::find(view.percents.begin(), view.percents.end(), uint64_t(percent)) == view.percents.end())
            view.percents.push_back(uint64_t(percent));
    };
    for (Pattern p : sweep.patterns) {
        if (p == Pattern::Read || p == Pattern::RandRead)
            addPercent(100);
        else if (p == Pattern::Write || p == Pattern::RandWrite)
            addPercent(0);
        else
            for (int percent : sweep.readPercents)
                addPercent(percent);
    }
    if (percentageRandom >= 0)
        view.mode = RandomShare;
    else
        view.mode = sweep.patterns.empty() || isRandom(sweep.patterns.front()) ? Random : Sequential;
    return view;
}

template <typename T> bool sameSet(std::vector<T> a, std::vector<T> b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

// The checked values of a list in the order the matrix had them: a list keeps
// its own order (sizes ascending, percents descending), a matrix runs in the
// order it lists (PTS lists block sizes descending). Values kept stay where
// they were; new ones follow the given order's direction when it had one.
template <typename T> std::vector<T> inGivenOrder(const std::vector<uint64_t>& checked, const std::vector<T>& given)
{
    std::vector<T> result;
    for (const T& value : given)
        if (std::find(checked.begin(), checked.end(), uint64_t(value)) != checked.end()
            && std::find(result.begin(), result.end(), value) == result.end())
            result.push_back(value);
    std::vector<T> added;
    for (uint64_t value : checked)
        if (std::find(result.begin(), result.end(), T(value)) == result.end())
            added.push_back(T(value));
    if (added.empty())
        return result;
    const bool ascending = given.size() > 1 && std::is_sorted(given.begin(), given.end());
    const bool descending = given.size() > 1 && std::is_sorted(given.begin(), given.end(), std::greater<>());
    result.insert(result.end(), added.begin(), added.end());
    if (ascending)
        std::sort(result.begin(), result.end());
    else if (descending)
        std::sort(result.begin(), result.end(), std::greater<>());
    return result;
}

}  // namespace

MatrixEditor::MatrixEditor(QWidget* parent)
    : QWidget(parent)
{
    blockSizes_ = new ValueListModel(ValueListModel::Kind::Size, kBlockSizePresets, this);
    blockSizes_->setConstraint([this](uint64_t blockSize) { return blockSizeProblem(blockSize); });
    readPercents_ = new ValueListModel(ValueListModel::Kind::Percent, kReadPercentPresets, this);

    // Two tabs keep the dock short: what runs, and how the run goes about it.
    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("tabs"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(buildPointsPage(), tr("P&oints"));
    method_ = new MethodPage;
    tabs_->addTab(method_, tr("&Method"));

    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("summary"));
    summary_->setWordWrap(true);
    shrunk_ = new QLabel;
    shrunk_->setObjectName(QStringLiteral("shrunk"));
    shrunk_->setWordWrap(true);
    problemIcon_ = new QLabel;
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    problemIcon_->setPixmap(
        QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning))
            .pixmap(QSize(iconSize, iconSize), devicePixelRatioF()));
    problem_ = new QLabel;
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setWordWrap(true);
    auto* problemRow = new QHBoxLayout;
    problemRow->addWidget(problemIcon_, 0, Qt::AlignTop);
    problemRow->addWidget(problem_, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_, 1);
    layout->addWidget(summary_);
    layout->addWidget(shrunk_);
    layout->addLayout(problemRow);

    for (QLineEdit* edit : {queueDepths_, jobs_, rates_, targetCounts_, blockSplits_, runtime_, rampTime_, regionSize_})
        connect(edit, &QLineEdit::textChanged, this, &MatrixEditor::onEdited);
    connect(pattern_, &QComboBox::currentIndexChanged, this, &MatrixEditor::onEdited);
    connect(percentageRandom_, &QSpinBox::valueChanged, this, &MatrixEditor::onEdited);
    for (QCheckBox* check : {direct_, verify_})
        connect(check, &QCheckBox::toggled, this, &MatrixEditor::onEdited);
    connect(method_, &MethodPage::changed, this, &MatrixEditor::onEdited);
    for (ValueListModel* model : {blockSizes_, readPercents_}) {
        connect(model, &ValueListModel::dataChanged, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::rowsInserted, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::rowsRemoved, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::rowsMoved, this, &MatrixEditor::onEdited);
        connect(model, &ValueListModel::modelReset, this, &MatrixEditor::onEdited);
    }
    connect(previousPart_, &QToolButton::clicked, this, [this] { setCurrentPart(part_ - 1); });
    connect(nextPart_, &QToolButton::clicked, this, [this] { setCurrentPart(part_ + 1); });
    connect(addPart_, &QToolButton::clicked, this, &MatrixEditor::addPart);
    connect(removePart_, &QToolButton::clicked, this, &MatrixEditor::removePart);

    // The CLI's default matrix: a first run that finishes in under two minutes.
    setMatrix(quickMatrix());
}

QWidget* MatrixEditor::buildPointsPage()
{
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    form->addRow(buildPartSelector());

    // The two swept lists side by side: the surface's two axes, and half the height.
    auto* lists = new QHBoxLayout;
    blockSizesBox_ =
        new ValueListBox(blockSizes_, QStringLiteral("blockSizes"), tr("&Block sizes:"), tr("Add, e.g. 12k"));
    readPercentsBox_ =
        new ValueListBox(readPercents_, QStringLiteral("readPercents"), tr("R&ead %:"), tr("Add, e.g. 70"));
    lists->addWidget(blockSizesBox_);
    lists->addWidget(readPercentsBox_);
    form->addRow(lists);

    blockSplits_ = new ProblemField(QStringLiteral("blockSplits"), tr("e.g. 4k/60:64k/30:1m/10"));
    auto* splitsLabel = new QLabel(tr("Splits:"));
    splitsLabel->setBuddy(blockSplits_);
    splitsLabel->setToolTip(tr("Block-size mixes in fio's bssplit syntax, size/percent of the I/Os; "
                               "several separated by spaces. Each is one more block-size column."));
    form->addRow(splitsLabel, blockSplits_);

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
    percentageRandom_->setToolTip(
        tr("Share of I/Os at random offsets; the rest follow on sequentially (fio's percentage_random). "
           "Every part shares it."));
    auto* patternRow = new QHBoxLayout;
    patternRow->addWidget(pattern_, 1);
    patternRow->addWidget(percentageRandom_);
    auto* patternLabel = new QLabel(tr("Pa&ttern:"));
    patternLabel->setBuddy(pattern_);
    form->addRow(patternLabel, patternRow);

    queueDepths_ = new ProblemField(QStringLiteral("queueDepths"), tr("e.g. 1,4,32"));
    form->addRow(tr("&Queue depths:"), queueDepths_);
    jobs_ = new ProblemField(QStringLiteral("jobs"), tr("e.g. 1,4"));
    form->addRow(tr("&Jobs:"), jobs_);
    rates_ = new ProblemField(QStringLiteral("rates"), tr("unthrottled; e.g. 0,500,1000"));
    auto* ratesLabel = new QLabel(tr("Rates (IOPS per job):"));
    ratesLabel->setBuddy(rates_);
    ratesLabel->setToolTip(tr("Caps on IOPS per job (fio's rate_iops), separated by commas: the part runs at each; 0 "
                              "runs unthrottled"));
    form->addRow(ratesLabel, rates_);
    targetCounts_ = new ProblemField(QStringLiteral("targetCounts"), tr("all; e.g. 1,2,4"));
    auto* targetCountsLabel = new QLabel(tr("Targets in use:"));
    targetCountsLabel->setBuddy(targetCounts_);
    targetCountsLabel->setToolTip(tr("How many of the targets each point runs on, the first of them, separated by "
                                     "commas: the host's maximum over the number of volumes (--target-count). "
                                     "Empty: all of them"));
    form->addRow(targetCountsLabel, targetCounts_);

    addSharedRows(form);
    return page;
}

// One sweep at a time; the selector shows only what the parts need.
QLayout* MatrixEditor::buildPartSelector()
{
    const auto toolButton = [](const QString& name, const QString& text, const QString& tip) {
        auto* button = new QToolButton;
        button->setObjectName(name);
        button->setText(text);
        button->setToolTip(tip);
        button->setAutoRaise(true);
        return button;
    };
    previousPart_ = toolButton(QStringLiteral("previousPart"), QString(), tr("Show the previous part"));
    previousPart_->setArrowType(layoutDirection() == Qt::RightToLeft ? Qt::RightArrow : Qt::LeftArrow);
    nextPart_ = toolButton(QStringLiteral("nextPart"), QString(), tr("Show the next part"));
    nextPart_->setArrowType(layoutDirection() == Qt::RightToLeft ? Qt::LeftArrow : Qt::RightArrow);
    addPart_ =
        toolButton(QStringLiteral("addPart"), tr("Add part"),
                   tr("Add a part: another cross product of block sizes, mixes, depths and jobs, run after this one"));
    removePart_ = toolButton(QStringLiteral("removePart"), tr("Remove part"), tr("Remove the part shown"));
    partLabel_ = new QLabel;
    partLabel_->setObjectName(QStringLiteral("part"));
    auto* partRow = new QHBoxLayout;
    partRow->addWidget(previousPart_);
    partRow->addWidget(partLabel_);
    partRow->addWidget(nextPart_);
    partRow->addStretch(1);
    partRow->addWidget(addPart_);
    partRow->addWidget(removePart_);
    return partRow;
}

// What every point of every part shares.
void MatrixEditor::addSharedRows(QFormLayout* form)
{
    auto* line = new QFrame;
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    form->addRow(line);
    runtime_ = new ProblemField(QStringLiteral("runtime"), tr("e.g. 30s, 500ms, 2m"));
    form->addRow(tr("Ru&ntime per point:"), runtime_);
    rampTime_ = new ProblemField(QStringLiteral("rampTime"), tr("e.g. 5s; empty for none"));
    rampTime_->setToolTip(tr("Time before measuring starts, at the start of each point"));
    form->addRow(tr("R&amp per point:"), rampTime_);
    regionSize_ = new ProblemField(QStringLiteral("regionSize"), tr("whole file or device"));
    regionSize_->setToolTip(tr("How much of the target each point uses, e.g. 1g"));
    form->addRow(tr("Re&gion size:"), regionSize_);
    direct_ = new QCheckBox(tr("Direct &I/O (bypass the page cache)"));
    direct_->setObjectName(QStringLiteral("direct"));
    direct_->setChecked(true);
    form->addRow(direct_);
    verify_ = new QCheckBox(tr("Verif&y data (crc32c)"));
    verify_->setObjectName(QStringLiteral("verify"));
    verify_->setToolTip(tr("Writes carry a header and crc32c checksum every 512 bytes; every read checks them, and a "
                           "mismatch fails the point, naming the offset. Costs CPU per I/O (filling and summing each "
                           "block), which lowers IOPS where the CPU is the limit; jobs sharing a target each get a "
                           "part of the region of their own. Not with the fio engine."));
    form->addRow(verify_);
}

MatrixEditor::~MatrixEditor()
{
    // QWidget's destructor closes an open in-place editor, which commits its
    // text to the model after this object's members are gone.
    for (ValueListModel* model : {blockSizes_, readPercents_})
        model->disconnect(this);
    blockSizes_->setConstraint({});  // it reads this editor's fields
}

// The engine's rules for a size (brokenSizeRule) in the editor's words, then the region's.
QString MatrixEditor::blockSizeProblem(uint64_t blockSize) const
{
    const bool direct = direct_ && direct_->isChecked();
    const VerifyChoice verify = verify_ && verify_->isChecked() ? VerifyChoice::Crc32c : VerifyChoice::Off;
    switch (brokenSizeRule(blockSize, direct, verify)) {
    case SizeRule::DirectIo:
        return tr("Block size %1 B is not a multiple of 512 bytes, which direct I/O needs: "
                  "use a multiple of 512, or turn direct I/O off")
            .arg(QLocale().toString(qulonglong(blockSize)));
    case SizeRule::Verify:
        return tr("Block size %1 B is not a multiple of 512 bytes, which data verification needs: "
                  "use a multiple of 512, or turn verification off")
            .arg(QLocale().toString(qulonglong(blockSize)));
    case SizeRule::None:
        break;
    }
    uint64_t region = 0;
    if (regionSize_) {
        QString unread;  // the field's own problem, which refresh() marks
        parseRegionSize(regionSize_->text(), region, unread);
    }
    return region && blockSize > region ? regionTooSmall(blockSize, region) : QString();
}

Matrix MatrixEditor::matrix() const
{
    Matrix m = matrix_;
    applyWidgets(m);
    return m;
}

void MatrixEditor::applyWidgets(Matrix& m) const
{
    // Each widget is compared with what it would show for m: where it still
    // shows that, m's value stays as given, spelling and order included. A
    // field whose text has a problem gives what it could read; refresh() marks it.
    QString unread;
    Sweep& sweep = m.sweeps[size_t(part_)];
    const MixView shown = mixOf(sweep, m.base.percentageRandom);
    const int mode = pattern_->currentIndex();
    const std::vector<uint64_t> percents = readPercents_->checkedValues();
    if (mode != shown.mode || !sameSet(percents, shown.percents)) {
        // randrw and rw take their mix from the read % list; 100 % and 0 % make pure read and write points.
        sweep.patterns = {mode == Random ? Pattern::RandReadWrite : Pattern::ReadWrite};
        sweep.readPercents = inGivenOrder(percents, std::vector<int>(shown.percents.begin(), shown.percents.end()));
    }
    const int percentageRandom = mode == RandomShare ? percentageRandom_->value() : -1;
    if (mode != shown.mode || (mode == RandomShare && percentageRandom != m.base.percentageRandom))
        m.base.percentageRandom = percentageRandom;

    const std::vector<uint64_t> sizes = blockSizes_->checkedValues();
    if (!sameSet(sizes, sweep.blockSizes))
        sweep.blockSizes = inGivenOrder(sizes, sweep.blockSizes);
    if (blockSplits_->text() != splitsText(sweep.blockSplits))
        parseBlockSplits(blockSplits_->text(), sweep.blockSplits, unread);
    if (queueDepths_->text() != countsText(sweep.queueDepths))
        parseQueueDepths(queueDepths_->text(), sweep.queueDepths, unread);
    if (jobs_->text() != countsText(sweep.jobCounts))
        parseJobCounts(jobs_->text(), sweep.jobCounts, unread);
    if (rates_->text() != ratesText(sweep.rateIops))
        parseRates(rates_->text(), sweep.rateIops, unread);
    if (targetCounts_->text() != countsText(sweep.targetCounts))
        parseTargetCounts(targetCounts_->text(), sweep.targetCounts, unread);

    m.base.direct = direct_->isChecked();
    m.base.verify =
        verify_->isChecked() && method_->engine() != EngineChoice::Fio ? VerifyChoice::Crc32c : VerifyChoice::Off;
    if (runtime_->text() != fioDuration(m.base.runtime))
        parseRuntime(runtime_->text(), m.base.byteTotal != 0, m.base.runtime, unread);
    if (rampTime_->text() != fioDuration(m.base.rampTime))
        parseRampTime(rampTime_->text(), m.base.rampTime, unread);
    if (regionSize_->text() != (m.base.regionSize ? sizeText(m.base.regionSize) : QString())) {
        parseRegionSize(regionSize_->text(), m.base.regionSize, unread);
        m.presetRegionFitted = false;  // the person's own region now
    }

    method_->applyTo(m);
}

void MatrixEditor::setMatrix(const Matrix& matrix)
{
    matrix_ = matrix;
    matrix_.base.targets.clear();
    if (matrix_.sweeps.empty())
        matrix_.sweeps.push_back(Sweep{});  // something to edit; a matrix without a sweep has no points either way
    part_ = 0;

    filling_ = true;
    showPart();
    method_->setMatrix(matrix_);
    runtime_->setText(fioDuration(matrix_.base.runtime));
    rampTime_->setText(fioDuration(matrix_.base.rampTime));
    regionSize_->setText(matrix_.base.regionSize ? sizeText(matrix_.base.regionSize) : QString());
    direct_->setChecked(matrix_.base.direct);
    verify_->setChecked(matrix_.base.verify == VerifyChoice::Crc32c);
    filling_ = false;

    refresh();
    emit changed();
}

void MatrixEditor::showPart()
{
    const bool wasFilling = filling_;
    filling_ = true;
    const Sweep& sweep = matrix_.sweeps[size_t(part_)];
    const MixView mix = mixOf(sweep, matrix_.base.percentageRandom);
    pattern_->setCurrentIndex(mix.mode);
    if (mix.mode == RandomShare)
        percentageRandom_->setValue(matrix_.base.percentageRandom);
    readPercents_->setCheckedValues(mix.percents);
    blockSizes_->setCheckedValues(sweep.blockSizes);
    blockSplits_->setText(splitsText(sweep.blockSplits));
    queueDepths_->setText(countsText(sweep.queueDepths));
    jobs_->setText(countsText(sweep.jobCounts));
    rates_->setText(ratesText(sweep.rateIops));
    targetCounts_->setText(countsText(sweep.targetCounts));
    filling_ = wasFilling;
    updatePartSelector();
}

void MatrixEditor::setCurrentPart(int part)
{
    if (part < 0 || part >= int(matrix_.sweeps.size()) || part == part_)
        return;
    matrix_ = matrix();  // the shown part's edits, kept while another shows
    part_ = part;
    showPart();
    refresh();
}

void MatrixEditor::addPart()
{
    if (readOnly_)
        return;
    matrix_ = matrix();
    // A copy of the shown part: the next part usually differs in one list.
    matrix_.sweeps.insert(matrix_.sweeps.begin() + part_ + 1, matrix_.sweeps[size_t(part_)]);
    ++part_;
    showPart();
    refresh();
    emit changed();
}

void MatrixEditor::removePart()
{
    if (readOnly_ || matrix_.sweeps.size() < 2)
        return;
    matrix_ = matrix();
    matrix_.sweeps.erase(matrix_.sweeps.begin() + part_);
    part_ = std::min(part_, int(matrix_.sweeps.size()) - 1);
    showPart();
    refresh();
    emit changed();
}

void MatrixEditor::updatePartSelector()
{
    const int parts = int(matrix_.sweeps.size());
    const bool several = parts > 1;
    partLabel_->setText(tr("Part %1 of %2").arg(QLocale().toString(part_ + 1), QLocale().toString(parts)));
    for (QWidget* w : std::initializer_list<QWidget*>{previousPart_, partLabel_, nextPart_, removePart_})
        w->setVisible(several);
    previousPart_->setEnabled(part_ > 0);
    nextPart_->setEnabled(part_ + 1 < parts);
    addPart_->setEnabled(!readOnly_);
    removePart_->setEnabled(!readOnly_ && several);
}

bool MatrixEditor::isValid() const
{
    return firstProblem().isEmpty();
}

QString MatrixEditor::firstProblem() const
{
    using Check = QString (MatrixEditor::*)() const;
    for (Check check : {&MatrixEditor::listsProblem, &MatrixEditor::fieldsProblem, &MatrixEditor::partsProblem,
                        &MatrixEditor::fioProblem, &MatrixEditor::matrixProblem})
        if (QString problem = (this->*check)(); !problem.isEmpty())
            return problem;
    return {};
}

// The swept lists of the part shown: block sizes and splits, read percentages.
QString MatrixEditor::listsProblem() const
{
    if (QString p = blockSizes_->firstProblem(); !p.isEmpty())
        return p;
    if (QString p = splitsProblem(); !p.isEmpty())
        return p;
    if (blockSizes_->checkedCount() == 0 && splitsIn(blockSplits_).empty())
        return tr("Check at least one block size, or give a split");
    if (QString p = readPercents_->firstProblem(); !p.isEmpty())
        return p;
    if (readPercents_->checkedCount() == 0)
        return tr("Check at least one read percentage");
    return {};
}

QString MatrixEditor::fieldsProblem() const
{
    for (const QLineEdit* field : {queueDepths_, jobs_, rates_, targetCounts_, runtime_, rampTime_, regionSize_})
        if (QString p = textProblem(field); !p.isEmpty())
            return p;
    return method_->fieldsProblem();
}

QString MatrixEditor::partsProblem() const
{
    const Matrix m = matrix();
    for (size_t i = 0; i < m.sweeps.size(); ++i) {
        Matrix one = m;
        one.sweeps = {m.sweeps[i]};
        if (one.expand().empty())
            return tr("Part %1 has no points: give it at least one block size or split, read percentage, queue depth "
                      "and number of jobs, or remove it")
                .arg(QLocale().toString(qulonglong(i) + 1));
    }
    return {};
}

QString MatrixEditor::fioProblem() const
{
    return method_->fioProblem();
}

// The rules of every matrix (matrix_check.h), so the editor never accepts what
// a run would refuse; two of them in the editor's own words.
QString MatrixEditor::matrixProblem() const
{
    if (QString p = method_->trackerProblem(); !p.isEmpty())
        return p;
    Matrix m = matrix();
    // The TargetPanel's; placeholders stand in, as many as the most targets a
    // point runs on (the run checks the counts against the targets chosen).
    uint32_t targets = 1;
    for (const Sweep& sweep : m.sweeps)
        for (uint32_t count : sweep.targetCounts)
            targets = std::max(targets, count);
    m.base.targets.assign(targets, "target");
    MatrixRefusal refusal;
    if (checkMatrix(m, refusal))
        return {};
    switch (refusal.rule) {
    case MatrixRule::TrackerMatchesPoints:
        return tr("Steady state tracks %1 at %2 % read, which no point runs: track a block size and read % of the matrix")
            .arg(formatSize(refusal.tracker.blockSize), QLocale().toString(refusal.tracker.readPercent));
    case MatrixRule::RoundsBelowWindow:
        return tr("Steady state needs %n round(s) before it can judge: raise the maximum rounds", nullptr,
                  m.steadyState.window);
    default:
        return refusal.message;
    }
}

// Why a field's text does not read, empty when it does.
QString MatrixEditor::textProblem(const QLineEdit* field) const
{
    const QString text = field->text();
    QString problem;
    std::vector<uint32_t> counts;
    std::vector<uint64_t> rates;
    std::vector<BlockSplit> splits;
    Nanoseconds duration{0};
    uint64_t number = 0;
    if (field == queueDepths_)
        parseQueueDepths(text, counts, problem);
    else if (field == jobs_)
        parseJobCounts(text, counts, problem);
    else if (field == rates_)
        parseRates(text, rates, problem);
    else if (field == targetCounts_)
        parseTargetCounts(text, counts, problem);
    else if (field == blockSplits_)
        parseBlockSplits(text, splits, problem);
    else if (field == runtime_)
        parseRuntime(text, matrix_.base.byteTotal != 0, duration, problem);
    else if (field == rampTime_)
        parseRampTime(text, duration, problem);
    else if (field == regionSize_)
        parseRegionSize(text, number, problem);
    return problem;
}

// The region's own problem, or a block size that outgrows it: it may be the value the person just typed.
QString MatrixEditor::regionProblem() const
{
    uint64_t region = 0;
    QString problem;
    if (!parseRegionSize(regionSize_->text(), region, problem))
        return problem;
    std::vector<uint64_t> sizes = blockSizes_->checkedValues();
    for (const BlockSplit& split : splitsIn(blockSplits_))
        for (const BlockSplitPart& part : split)
            sizes.push_back(part.size);
    for (uint64_t blockSize : sizes)
        if (region && blockSize > region)
            return regionTooSmall(blockSize, region);
    return {};
}

// The splits' own problem, or the first of their block sizes'.
QString MatrixEditor::splitsProblem() const
{
    if (QString p = textProblem(blockSplits_); !p.isEmpty())
        return p;
    for (const BlockSplit& split : splitsIn(blockSplits_))
        for (const BlockSplitPart& part : split)
            if (QString p = blockSizeProblem(part.size); !p.isEmpty())
                return p;
    return {};
}

int MatrixEditor::pointCount() const
{
    return int(matrix().expand().size());
}

double MatrixEditor::estimatedSeconds() const
{
    return estimate().seconds();
}

RunEstimate MatrixEditor::estimate() const
{
    return estimateRun(matrix(), targetKind_, costs_);
}

void MatrixEditor::setRunCosts(TargetKind kind, const RunCosts& costs)
{
    targetKind_ = kind;
    costs_ = costs;
    refresh();
}

void MatrixEditor::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    // Greyed, all of it alike, so nothing looks editable that is not; the
    // part selector stays, to look at the other parts.
    for (ValueListBox* box : {blockSizesBox_, readPercentsBox_})
        box->setReadOnly(readOnly);
    for (QLineEdit* edit :
         {queueDepths_, jobs_, rates_, targetCounts_, blockSplits_, runtime_, rampTime_, regionSize_}) {
        edit->setReadOnly(readOnly);
        edit->setEnabled(!readOnly);
    }
    for (QWidget* w : std::initializer_list<QWidget*>{pattern_, direct_, verify_})
        w->setEnabled(!readOnly);
    method_->setReadOnly(readOnly);
    updateEnabled();
    updatePartSelector();
}

void MatrixEditor::setCurrentPage(Page page)
{
    tabs_->setCurrentIndex(page == Page::Method ? 1 : 0);
}

void MatrixEditor::setFioAvailability(const FioAvailability& fio)
{
    method_->setFioAvailability(fio);
    refresh();
    emit changed();  // whether fio can run decides whether the matrix can
}

void MatrixEditor::updateEnabled()
{
    percentageRandom_->setEnabled(!readOnly_ && pattern_->currentIndex() == RandomShare);
    verify_->setEnabled(!readOnly_ && method_->engine() != EngineChoice::Fio);  // fio checks only headers of its own
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
    blockSizes_->revalidate();  // direct I/O and the region decide what is valid
    refreshing_ = false;

    markFieldProblems();
    updateEnabled();
    method_->refresh();
    blockSizesBox_->updateRemoveAction();
    readPercentsBox_->updateRemoveAction();
    updatePartSelector();

    const Matrix m = matrix();
    summary_->setText(summaryText(m, estimate()));
    const QString shrunk = shrunkText(m);
    shrunk_->setText(shrunk);
    shrunk_->setVisible(!shrunk.isEmpty());

    const QString problem = firstProblem();
    problem_->setText(problem);
    problem_->setVisible(statusShown_ && !problem.isEmpty());
    problemIcon_->setVisible(statusShown_ && !problem.isEmpty());
}

void MatrixEditor::setStatusShown(bool shown)
{
    statusShown_ = shown;
    summary_->setVisible(shown);
    refresh();
}

void MatrixEditor::markFieldProblems()
{
    for (ProblemField* field : {queueDepths_, jobs_, rates_, targetCounts_, runtime_, rampTime_})
        field->setProblem(textProblem(field));
    regionSize_->setProblem(regionProblem());
    blockSplits_->setProblem(splitsProblem());
}

}  // namespace surfio

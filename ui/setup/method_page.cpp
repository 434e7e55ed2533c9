#include "ui/setup/method_page.h"

#include "core/matrix/matrix_text.h"
#include "ui/setup/engine_box.h"
#include "ui/setup/fio_host_list.h"
#include "ui/setup/uring_options_box.h"
#include "ui/widgets/problem_field.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStyle>

#include <algorithm>

namespace surfio {

MethodPage::MethodPage(QWidget* parent)
    : QWidget(parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addEngineRows(form);
    addOrderRows(form);
    addSteadyStateRows(form);

    for (QLineEdit* edit : {orderSeed_, trackBlockSize_})
        connect(edit, &QLineEdit::textChanged, this, &MethodPage::changed);
    connect(order_, &QComboBox::currentIndexChanged, this, &MethodPage::changed);
    connect(engine_, &QComboBox::currentIndexChanged, this, &MethodPage::changed);
    connect(fioHosts_, &FioHostList::changed, this, &MethodPage::changed);
    connect(uring_, &UringOptionsBox::changed, this, &MethodPage::changed);
    for (QSpinBox* spin : {trials_, trackReadPercent_, maxRounds_})
        connect(spin, &QSpinBox::valueChanged, this, &MethodPage::changed);
    for (QCheckBox* check : {precondition_, steadyState_})
        connect(check, &QCheckBox::toggled, this, &MethodPage::changed);
}

// The engine, fio's hosts and the io_uring options.
void MethodPage::addEngineRows(QFormLayout* form)
{
    engine_ = new EngineBox;
    auto* engineLabel = new QLabel(tr("E&ngine:"));
    engineLabel->setBuddy(engine_);
    form->addRow(engineLabel, engine_);
    fioHosts_ = new FioHostList;
    fioHosts_->setObjectName(QStringLiteral("fioHosts"));
    auto* hostsLabel = new QLabel(tr("f&io hosts:"));
    hostsLabel->setObjectName(QStringLiteral("fioHostsLabel"));
    hostsLabel->setBuddy(fioHosts_);
    hostsLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(hostsLabel, fioHosts_);
    cpusAllowed_ = new ProblemField(QStringLiteral("cpusAllowed"), tr("any, e.g. 0-3,5"));
    uring_ = new UringOptionsBox(cpusAllowed_);
    form->addRow(uring_);
}

// The order of the points, its seed, trials and preconditioning.
void MethodPage::addOrderRows(QFormLayout* form)
{
    order_ = new QComboBox;
    order_->setObjectName(QStringLiteral("order"));
    // In MatrixOrder's order.
    order_->addItem(tr("As listed"));
    order_->setItemData(0, tr("Part after part, each as its lists give it"), Qt::ToolTipRole);
    order_->addItem(tr("SNIA PTS order"));
    order_->setItemData(
        1, tr("Read/write mix outer, block size descending inner, as SNIA's performance test specification runs it"),
        Qt::ToolTipRole);
    order_->addItem(tr("Shuffled"));
    order_->setItemData(2, tr("The listed points in a random order, so drift over time does not follow one axis"),
                        Qt::ToolTipRole);
    auto* orderLabel = new QLabel(tr("Ord&er:"));
    orderLabel->setBuddy(order_);
    form->addRow(orderLabel, order_);

    orderSeed_ = new ProblemField(QStringLiteral("orderSeed"), tr("0: a new seed each run"));
    orderSeed_->setToolTip(
        tr("The same seed gives the same order; 0 picks a new seed each run and records it in the result"));
    form->addRow(tr("Shuffle seed:"), orderSeed_);

    trials_ = new QSpinBox;
    trials_->setObjectName(QStringLiteral("trials"));
    trials_->setRange(1, kMaxTrials);
    trials_->setToolTip(tr("Runs of each point, back to back; the result keeps every one"));
    form->addRow(tr("&Trials:"), trials_);

    precondition_ = new QCheckBox(tr("Precondition: write the re&gion twice (128 KiB sequential) first"));
    precondition_->setObjectName(QStringLiteral("precondition"));
    precondition_->setToolTip(
        tr("As SNIA PTS does before measuring, so a fresh or trimmed device does not look faster than it will be"));
    form->addRow(precondition_);
}

// Steady state, with the points it tracks and its maximum rounds indented under it.
void MethodPage::addSteadyStateRows(QFormLayout* form)
{
    steadyState_ = new QCheckBox(tr("Repeat until stead&y state (SNIA PTS)"));
    steadyState_->setObjectName(QStringLiteral("steadyState"));
    steadyState_->setToolTip(
        tr("Run the whole matrix in rounds until the IOPS of the tracked points settle over the last "
           "rounds (range within 20 % and slope within 10 % of their mean), at most the maximum"));
    form->addRow(steadyState_);

    steadyStateFields_ = new QWidget;
    auto* steadyForm = new QFormLayout(steadyStateFields_);
    steadyForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const int indent = style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, this)
                       + style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, this);
    steadyForm->setContentsMargins(indent, 0, 0, 0);
    trackBlockSize_ = new ProblemField(QStringLiteral("trackBlockSize"), tr("e.g. 4k"));
    trackBlockSize_->setToolTip(tr("Steady state watches the points with this block size and read %"));
    steadyForm->addRow(tr("Tracked &block size:"), trackBlockSize_);
    trackReadPercent_ = new QSpinBox;
    trackReadPercent_->setObjectName(QStringLiteral("trackReadPercent"));
    trackReadPercent_->setRange(0, 100);
    trackReadPercent_->setSuffix(tr(" %", "spin box suffix"));
    steadyForm->addRow(tr("Tracked read %:"), trackReadPercent_);
    maxRounds_ = new QSpinBox;
    maxRounds_->setObjectName(QStringLiteral("maxRounds"));
    maxRounds_->setRange(1, kMaxRounds);
    maxRounds_->setToolTip(tr("Rounds before the run ends with “steady state not reached”; SNIA PTS uses 25"));
    steadyForm->addRow(tr("Ma&x rounds:"), maxRounds_);
    form->addRow(steadyStateFields_);
}

void MethodPage::setMatrix(const Matrix& matrix)
{
    engine_->setEngine(matrix.base.engine);
    QStringList hosts;
    for (const std::string& host : matrix.hosts)
        hosts << QString::fromStdString(host);
    fioHosts_->setHosts(hosts);
    uring_->setOptions(matrix.base);
    order_->setCurrentIndex(int(matrix.order));
    orderSeed_->setText(QString::number(matrix.orderSeed));
    trials_->setValue(matrix.trials);
    precondition_->setChecked(matrix.precondition);
    const SteadyStateSpec& steady = matrix.steadyState;
    steadyState_->setChecked(steady.enabled);
    const SteadyStateTracker tracker = steady.trackers.empty() ? SteadyStateTracker{} : steady.trackers.front();
    trackBlockSize_->setText(sizeText(tracker.blockSize));
    trackReadPercent_->setValue(tracker.readPercent);
    maxRounds_->setValue(steady.maxRounds);
}

void MethodPage::applyTo(Matrix& m) const
{
    QString unread;  // a field whose text has a problem gives what it could read; refresh() marks it
    m.base.engine = engine_->engine();
    uring_->applyTo(m.base);
    // Only fio runs on other hosts; the list stays in its widget for a change of mind.
    m.hosts.clear();
    if (m.base.engine == EngineChoice::Fio)
        for (const QString& host : fioHosts_->hosts())
            m.hosts.push_back(host.toStdString());
    if (order_->currentIndex() != int(m.order))
        m.order = MatrixOrder(order_->currentIndex());
    if (orderSeed_->text() != QString::number(m.orderSeed))
        parseOrderSeed(orderSeed_->text(), m.orderSeed, unread);
    if (trials_->value() != std::clamp(m.trials, trials_->minimum(), trials_->maximum()))
        m.trials = trials_->value();
    m.precondition = precondition_->isChecked();
    SteadyStateSpec& steady = m.steadyState;
    steady.enabled = steadyState_->isChecked();
    // The page shows the first tracker; the others pass through.
    const SteadyStateTracker tracker = steady.trackers.empty() ? SteadyStateTracker{} : steady.trackers.front();
    SteadyStateTracker edited = tracker;
    if (trackBlockSize_->text() != sizeText(tracker.blockSize))
        parseTrackedBlockSize(trackBlockSize_->text(), edited.blockSize, unread);
    if (trackReadPercent_->value() != std::clamp(tracker.readPercent, 0, 100))
        edited.readPercent = trackReadPercent_->value();
    if (edited != tracker || (steady.trackers.empty() && steady.enabled)) {
        if (steady.trackers.empty())
            steady.trackers.push_back(edited);
        else
            steady.trackers.front() = edited;
    }
    if (maxRounds_->value() != std::clamp(steady.maxRounds, maxRounds_->minimum(), maxRounds_->maximum()))
        steady.maxRounds = maxRounds_->value();
}

EngineChoice MethodPage::engine() const
{
    return engine_->engine();
}

QString MethodPage::fieldsProblem() const
{
    if (QString p = seedProblem(); !p.isEmpty())
        return p;
    return uring_->problem();
}

QString MethodPage::fioProblem() const
{
    if (engine_->engine() != EngineChoice::Fio)
        return {};
    if (QString p = engine_->problem(); !p.isEmpty())
        return p;
    return fioHosts_->firstProblem();
}

QString MethodPage::trackerProblem() const
{
    if (!steadyState_->isChecked())
        return {};
    uint64_t blockSize = 0;
    QString problem;
    parseTrackedBlockSize(trackBlockSize_->text(), blockSize, problem);
    return problem;
}

QString MethodPage::seedProblem() const
{
    uint64_t seed = 0;
    QString problem;
    parseOrderSeed(orderSeed_->text(), seed, problem);
    return problem;
}

void MethodPage::refresh()
{
    orderSeed_->setProblem(seedProblem());
    cpusAllowed_->setProblem(uring_->problem());
    trackBlockSize_->setProblem(trackerProblem());
    updateEnabled();
}

void MethodPage::updateEnabled()
{
    // The hosts mean something to fio only.
    const EngineChoice engine = engine_->engine();
    if (auto* form = qobject_cast<QFormLayout*>(layout()))
        form->setRowVisible(fioHosts_, engine == EngineChoice::Fio);
    orderSeed_->setEnabled(!readOnly_ && order_->currentIndex() == int(MatrixOrder::Shuffled));
    steadyStateFields_->setEnabled(steadyState_->isChecked());
    uring_->setIoUringUsed(engine != EngineChoice::Sync);  // psync refuses them
}

void MethodPage::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    for (QLineEdit* edit : {orderSeed_, trackBlockSize_}) {
        edit->setReadOnly(readOnly);
        edit->setEnabled(!readOnly);
    }
    for (QWidget* w : std::initializer_list<QWidget*>{engine_, order_, trials_, precondition_, steadyState_,
                                                      trackReadPercent_, maxRounds_})
        w->setEnabled(!readOnly);
    fioHosts_->setReadOnly(readOnly);
    uring_->setReadOnly(readOnly);
    updateEnabled();
}

void MethodPage::setFioAvailability(const FioAvailability& fio)
{
    engine_->setFioAvailability(fio);
}

}  // namespace surfio

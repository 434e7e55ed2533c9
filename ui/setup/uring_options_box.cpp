#include "ui/setup/uring_options_box.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace surfio {

UringOptionsBox::UringOptionsBox(QLineEdit* cpuList, QWidget* parent)
    : QGroupBox(tr("io_uring"), parent)
    , cpuList_(cpuList)
{
    setObjectName(QStringLiteral("uringOptions"));
    fixedBufs_ = newCheck(QStringLiteral("fixedBufs"), tr("Registered buffers"),
                          tr("The I/O buffers are registered with the ring once, so the kernel does not map them for "
                             "every I/O (fio's fixedbufs; fio's default is off). They count against RLIMIT_MEMLOCK; "
                             "where it is too low, Surfio's engine goes on without them and says so."));
    registerFiles_ = newCheck(QStringLiteral("registerFiles"), tr("Registered files"),
                              tr("The target is registered with the ring once, so the kernel does not look its file up "
                                 "for every I/O (fio's registerfiles; fio's default is off)"));
    sqthreadPoll_ = newCheck(QStringLiteral("sqthreadPoll"), tr("Kernel thread polls submissions"),
                             tr("A kernel thread picks up the I/Os as they are queued, so submitting takes no system "
                                "call, at the cost of a CPU kept busy (fio's sqthread_poll)"));
    sqthreadPollCpu_ = newSpin(QStringLiteral("sqthreadPollCpu"), -1, int(kMaxCpus) - 1,
                               tr("The CPU that polling thread runs on (fio's sqthread_poll_cpu)"));
    sqthreadPollCpu_->setPrefix(tr("on CPU ", "spin box prefix, before a CPU number"));
    sqthreadPollCpu_->setSpecialValueText(tr("on any CPU"));
    hipri_ = newCheck(QStringLiteral("hipri"), tr("Polled completions (needs direct I/O)"),
                      tr("The engine polls the device for completions instead of waiting for its interrupts (fio's "
                         "hipri, io_uring's IOPOLL); needs direct I/O and a device with poll queues"));
    cpuList_->setToolTip(tr("The CPUs the jobs may run on, as fio's cpus_allowed: numbers and ranges, e.g. 0-3,5; "
                            "empty for any, except that at a low queue depth on a loop device or a tmpfs file Surfio "
                            "gives each job a CPU of its own"));
    batchSubmit_ =
        newSpin(QStringLiteral("batchSubmit"), 0, int(kMaxQueueDepth),
                tr("How many I/Os go to the kernel in one submission, at most the queue depth (fio's "
                   "iodepth_batch_submit); Surfio's rule hands the kernel at most two at a time, which keeps "
                   "the block layer from holding them back as one batch"));
    batchSubmit_->setSpecialValueText(tr("Surfio's rule"));
    batchCompleteMin_ = newSpin(QStringLiteral("batchCompleteMin"), 1, int(kMaxQueueDepth),
                                tr("How many completions each wait asks for, at most the queue depth (fio's "
                                   "iodepth_batch_complete_min)"));

    auto* registered = new QHBoxLayout;
    registered->addWidget(fixedBufs_);
    registered->addWidget(registerFiles_);
    registered->addStretch(1);
    auto* polling = new QHBoxLayout;
    polling->addWidget(sqthreadPoll_);
    polling->addWidget(sqthreadPollCpu_);
    polling->addStretch(1);
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(registered);
    form->addRow(polling);
    form->addRow(hipri_);
    form->addRow(tr("CPUs &allowed:"), cpuList_);
    form->addRow(tr("Submit at once:"), batchSubmit_);
    form->addRow(tr("Completions per wait:"), batchCompleteMin_);

    connect(cpuList_, &QLineEdit::textChanged, this, &UringOptionsBox::changed);
    connect(sqthreadPoll_, &QCheckBox::toggled, this, &UringOptionsBox::updateEnabled);
    setOptions(JobSpec{});
}

QCheckBox* UringOptionsBox::newCheck(const QString& name, const QString& text, const QString& tip)
{
    auto* check = new QCheckBox(text);
    check->setObjectName(name);
    check->setToolTip(tip);
    connect(check, &QCheckBox::toggled, this, &UringOptionsBox::changed);
    return check;
}

QSpinBox* UringOptionsBox::newSpin(const QString& name, int min, int max, const QString& tip)
{
    auto* spin = new QSpinBox;
    spin->setObjectName(name);
    spin->setRange(min, max);
    spin->setToolTip(tip);
    connect(spin, &QSpinBox::valueChanged, this, &UringOptionsBox::changed);
    return spin;
}

void UringOptionsBox::setOptions(const JobSpec& spec)
{
    const QSignalBlocker blocker(this);  // one change for the caller, not one per widget
    fixedBufs_->setChecked(spec.fixedBufs);
    registerFiles_->setChecked(spec.registerFiles);
    sqthreadPoll_->setChecked(spec.sqthreadPoll);
    sqthreadPollCpu_->setValue(spec.sqthreadPollCpu);
    hipri_->setChecked(spec.hipri);
    cpuList_->setText(QString::fromStdString(cpuListName(spec.cpusAllowed)));
    batchSubmit_->setValue(int(spec.iodepthBatchSubmit));
    batchCompleteMin_->setValue(int(spec.iodepthBatchCompleteMin));
    updateEnabled();
}

void UringOptionsBox::applyTo(JobSpec& spec) const
{
    const JobSpec defaults;
    const bool used = spec.engine != EngineChoice::Sync;
    spec.fixedBufs = used ? fixedBufs_->isChecked() : defaults.fixedBufs;
    spec.registerFiles = used ? registerFiles_->isChecked() : defaults.registerFiles;
    spec.sqthreadPoll = used && sqthreadPoll_->isChecked();
    spec.sqthreadPollCpu = spec.sqthreadPoll ? sqthreadPollCpu_->value() : defaults.sqthreadPollCpu;
    spec.hipri = used && hipri_->isChecked();
    spec.iodepthBatchSubmit = used ? uint32_t(batchSubmit_->value()) : defaults.iodepthBatchSubmit;
    spec.iodepthBatchCompleteMin = used ? uint32_t(batchCompleteMin_->value()) : defaults.iodepthBatchCompleteMin;
    if (const auto cpus = parseCpuList(cpuList_->text().toStdString()))  // psync workers are pinned too
        spec.cpusAllowed = *cpus;
}

QString UringOptionsBox::problem() const
{
    if (parseCpuList(cpuList_->text().toStdString()))
        return {};
    return tr("“%1” is not a list of CPUs: give CPU numbers and ranges separated by commas, e.g. 0-3,5, or "
              "nothing for any CPU")
        .arg(cpuList_->text());
}

void UringOptionsBox::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    cpuList_->setReadOnly(readOnly);
    cpuList_->setEnabled(!readOnly);
    updateEnabled();
}

void UringOptionsBox::setIoUringUsed(bool used)
{
    used_ = used;
    updateEnabled();
}

void UringOptionsBox::updateEnabled()
{
    for (QWidget* w : std::initializer_list<QWidget*>{fixedBufs_, registerFiles_, sqthreadPoll_, hipri_, batchSubmit_,
                                                      batchCompleteMin_})
        w->setEnabled(!readOnly_ && used_);
    sqthreadPollCpu_->setEnabled(!readOnly_ && used_ && sqthreadPoll_->isChecked());
}

}  // namespace surfio

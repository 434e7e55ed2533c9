#pragma once

#include "core/engine/job_spec.h"

#include <QGroupBox>

class QCheckBox;
class QLineEdit;
class QSpinBox;

namespace surfio {

// fio's io_uring options, under fio's names in the tooltips: registered
// buffers and files, the kernel's submission polling thread and its CPU,
// polled completions, the CPUs the jobs may run on, and how many I/Os a
// submission and a wait take. The CPU list is a field the matrix editor
// makes and marks as the person types, as its other fields.
class UringOptionsBox : public QGroupBox {
    Q_OBJECT
public:
    explicit UringOptionsBox(QLineEdit* cpuList, QWidget* parent = nullptr);

    void setOptions(const JobSpec& spec);
    // The widgets' values into spec; with psync, which refuses them, their
    // defaults. A CPU list that does not read leaves spec's as it is.
    void applyTo(JobSpec& spec) const;
    QString problem() const;  // why the CPU list does not read; empty when it does
    QLineEdit* cpuList() const { return cpuList_; }
    void setReadOnly(bool readOnly);
    // psync uses none of the io_uring options; the CPU list (fio's general
    // cpus_allowed) stays.
    void setIoUringUsed(bool used);

Q_SIGNALS:
    void changed();

private:
    QCheckBox* newCheck(const QString& name, const QString& text, const QString& tip);
    QSpinBox* newSpin(const QString& name, int min, int max, const QString& tip);
    void updateEnabled();

    QCheckBox* fixedBufs_ = nullptr;
    QCheckBox* registerFiles_ = nullptr;
    QCheckBox* sqthreadPoll_ = nullptr;
    QSpinBox* sqthreadPollCpu_ = nullptr;
    QCheckBox* hipri_ = nullptr;
    QLineEdit* cpuList_ = nullptr;
    QSpinBox* batchSubmit_ = nullptr;
    QSpinBox* batchCompleteMin_ = nullptr;
    bool readOnly_ = false;
    bool used_ = true;
};

}  // namespace surfio

#pragma once

#include "core/engine/job_spec.h"
#include "ui/setup/fio_availability.h"

#include <QComboBox>

namespace surfio {

// Which engine runs the points: Surfio's own (io_uring, psync where io_uring
// is unavailable), io_uring only, psync, or the installed fio. The fio entry
// names fio's version once known, and is disabled, with findFio's reason as
// its tooltip, when fio is missing or too old.
class EngineBox : public QComboBox {
    Q_OBJECT
public:
    explicit EngineBox(QWidget* parent = nullptr);

    EngineChoice engine() const;
    void setEngine(EngineChoice engine);
    void setFioAvailability(const FioAvailability& fio);
    // Why the chosen engine cannot run (fio chosen, as a loaded matrix may
    // have it, and not available); empty when it can or is not known yet.
    QString problem() const;

private:
    FioAvailability fio_;
};

}  // namespace surfio

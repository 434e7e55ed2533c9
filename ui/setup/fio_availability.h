#pragma once

#include "core/fio/fio_engine.h"

#include <QString>

namespace surfio {

// Whether the installed fio can be the engine, as findFio() found it.
struct FioAvailability {
    bool known = false;  // false until the look-up has answered
    bool found = false;  // on PATH and new enough
    FioProgram program;
    QString error;  // why not, naming the fix

    // Runs `fio --version`: call it off the GUI thread.
    static FioAvailability probe();
};

}  // namespace surfio

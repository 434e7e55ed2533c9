#pragma once

#include "core/run/runner.h"

#include <QTextStream>

#include <optional>

namespace surfio {

// Before a run: the matrix's block devices this user may not open are opened
// by UDisks2 now, once, and kept in the request for the whole run (polkit
// asks through the session's agent, or pkttyagent in this terminal). mayAsk
// false (--no-ask): only what a polkit rule grants without asking. An exit
// code (2) when a device cannot be opened, with why on err; nothing when the
// run may go.
std::optional<int> openDevicesFor(RunRequest& request, bool mayAsk, const QString& command, QTextStream& err);

}  // namespace surfio

#pragma once

#include "render/report/report.h"

#include <QByteArray>
#include <QSize>
#include <QString>

namespace surfio {

// A report as one HTML file that stands alone: its charts are PNGs inside it
// (data: URIs), its style is inline, nothing refers outside it and nothing
// needs JavaScript, so it can be mailed, archived or opened offline alike.
QByteArray reportHtml(const Report& report, QSize chartSize = {1600, 900});
// Written whole or not at all (QSaveFile); false with error set.
bool writeReportHtml(const QString& path, const Report& report, QString& error);

}  // namespace surfio

#pragma once

#include "render/report/report.h"

#include <QString>

namespace surfio {

// A report as a PDF, A4 portrait, through QPdfWriter: the text laid out by
// QTextDocument (tables keep their header on each page), the charts painted
// straight onto the page by paintChartFigure, so they stay vectors, and a
// footer with the title and the page number. False with error set when the
// file cannot be written.
bool writeReportPdf(const QString& path, const Report& report, QString& error);

}  // namespace surfio

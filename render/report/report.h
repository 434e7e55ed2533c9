#pragma once

#include "core/compare/comparison.h"
#include "core/result/result_set.h"
#include "render/chart_export.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace surfio {

// One piece of a report, in reading order. The HTML and the PDF writers
// take the same blocks, so the two files say the same things.
struct ReportBlock {
    enum class Kind { Heading, Paragraph, List, Table, Figure, Code };

    Kind kind = Kind::Paragraph;
    int level = 2;       // a heading's: 1 the report's title, 2 a section, 3 within one
    QString text;        // a heading, a paragraph, a figure's title, a code block
    QStringList items;   // a list
    QString id;          // a table's or a section's anchor: "points", "comparison"
    QStringList header;  // a table's column names
    QList<QStringList> rows;
    QList<int> numeric;  // a table's columns of figures, set flush right
    ChartFigure figure;  // a figure, drawn as a chart export with text as its title
};

// What a report is made from: a saved result, and the runs it is compared
// with (each against it, as surfio compare does).
struct ReportSource {
    ResultSet results;
    QString file;  // where the result came from; empty for the run on screen
    QList<ResultSet> compared;
    QStringList comparedFiles;
    CompareMetric metric = CompareMetric::Iops;
    QList<SpecKey> keys = allSpecKeys();
};

// A whole report: what a result measured and how, fit to send to someone.
// In the application's language (its texts go through tr()).
struct Report {
    Q_DECLARE_TR_FUNCTIONS(surfio::Report)
public:
    QString title;
    QString language;  // "en", "fr": the HTML's lang
    QList<ReportBlock> blocks;

    // The sections: summary (what ran, the analysis's verdicts, the
    // comparison's tally), the surface and the 2D charts of each slice, the
    // table (one row per point), the flagged points with why, the
    // comparison, and the provenance with the fio job file that reproduces
    // the run.
    static Report of(const ReportSource& source);
};

// Whether the path names a report format: .html or .pdf, in any case.
bool isReportPath(const QString& path);

}  // namespace surfio

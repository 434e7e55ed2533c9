#pragma once

#include "core/compare/comparison.h"
#include "core/plot/surface_grid.h"
#include "core/result/result_set.h"
#include "render/chart_export.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QHBoxLayout;
class QStackedWidget;
class QLabel;
class QScrollArea;
class QTableView;
class QVBoxLayout;

namespace surfio {

struct ReportSource;

class ComparisonModel;
class FigureWidget;
class ShownResult;

// The Compare tab: the result on show (A) set against saved results added
// with File → Compare with… (B, C, …), point by point (ComparisonModel);
// both are the shown result's (shown_result.h). Above the table the runs
// with their targets, the metric and the keys matched on (untick one, e.g.
// iodepth, to compare two queue depths); below it what the table leaves
// out. When nothing matches, the table's place says why, with a button that
// unticks the keys the runs differ in. A new result on show becomes A and the added runs are matched
// against it again; they stay until Stop comparing. A run going on waits,
// and the added runs with it.
class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(ShownResult* shown, QWidget* parent = nullptr);

    ComparisonModel* model() const { return model_; }
    int addedRuns() const;
    void setMetric(CompareMetric metric);
    void setKeys(const QList<SpecKey>& keys);  // ticks them, unticks the others
    QList<SpecKey> keys() const;               // the keys ticked
    // The added runs, their names, the metric and the keys ticked, for a
    // report of what the tab shows.
    void describeComparison(ReportSource& source) const;
    // What the tab shows: the table, or the ratio surface of one later run
    // against A over one slice of A's points (surface_sketch.h).
    enum class Show { Table, RatioSurface };
    void setShow(Show show);
    // The ratio surface on show, for an export; no plot with the table on show.
    ChartFigure figure() const;
    QString figureTitle() const;

private:
    const ResultSet& reference() const;  // A: the result on show, none while a run goes on
    void buildControls(QVBoxLayout* layout);
    void rematch();
    void update();
    void updateKeys();
    QString runsText() const;
    void buildRatioControls(QHBoxLayout* row);
    void refreshRatio();
    QWidget* buildNoMatchPage();
    void showNoMatch();

    ShownResult* shown_;
    ComparisonModel* model_ = nullptr;
    QLabel* runsLabel_ = nullptr;
    QComboBox* metric_ = nullptr;
    QList<QCheckBox*> keys_;  // in allSpecKeys() order
    QLabel* reading_ = nullptr;
    QTableView* table_ = nullptr;
    QComboBox* show_ = nullptr;
    QLabel* ratioSliceLabel_ = nullptr;
    QComboBox* ratioSlice_ = nullptr;
    QLabel* ratioRunLabel_ = nullptr;
    QComboBox* ratioRun_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    FigureWidget* ratio_ = nullptr;
    QWidget* noMatchPage_ = nullptr;
    QLabel* noMatch_ = nullptr;
    QPushButton* untick_ = nullptr;
    SurfaceGrid grid_;  // A's points, for the ratio surface's cells
    QLabel* notes_ = nullptr;
    QScrollArea* notesArea_ = nullptr;
};

}  // namespace surfio

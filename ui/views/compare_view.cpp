#include "ui/views/compare_view.h"

#include "ui/models/shown_result.h"

#include "core/compare/compare_text.h"
#include "core/result/provenance.h"
#include "core/text/engine_text.h"
#include "render/report/report.h"
#include "render/surface_sketch.h"
#include "ui/models/comparison_model.h"
#include "ui/widgets/figure_widget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace surfio {

namespace {

QString metricTitle(CompareMetric metric)
{
    switch (metric) {
    case CompareMetric::Iops:
        return CompareView::tr("IOPS");
    case CompareMetric::Bandwidth:
        return CompareView::tr("MB/s");
    case CompareMetric::MeanLatency:
        return CompareView::tr("Mean latency");
    case CompareMetric::P99Latency:
        return CompareView::tr("99th percentile latency");
    }
    return {};
}

// Where and how a result ran, in one line: its targets, their file system
// or device model, the engine, the host and the day.
QString factsOf(const ResultSet& results)
{
    if (results.points.isEmpty())
        return CompareView::tr("no finished point");
    const JobResult& first = results.points.front();
    QStringList targets;
    for (const TargetInfo& t : first.targets) {
        QString target = QString::fromStdString(t.ioPath.empty() ? t.path : t.ioPath);
        QStringList about{targetKindText(t.kind)};
        if (!t.filesystem.empty())
            about.append(QString::fromStdString(t.filesystem));
        if (!t.devices.empty())
            about.append(QString::fromStdString(t.devices.front().name));
        if (!t.model.empty())
            about.append(QString::fromStdString(t.model));
        if (!t.host.empty())
            about.append(CompareView::tr("on %1").arg(QString::fromStdString(t.host)));
        targets.append(QStringLiteral("%1 (%2)").arg(target, about.join(QLatin1String(", "))));
    }
    QStringList parts{targets.isEmpty() ? CompareView::tr("an unknown target") : targets.join(QLatin1String(", "))};
    if (!first.engine.name.empty())
        parts.append(QString::fromStdString(first.engine.name));
    if (!results.host.hostname.isEmpty())
        parts.append(results.host.hostname);
    if (results.started.isValid())
        parts.append(QLocale().toString(results.started, QLocale::ShortFormat));
    return parts.join(QStringLiteral(" · "));
}

}  // namespace

CompareView::CompareView(ShownResult* shown, QWidget* parent)
    : QWidget(parent)
    , shown_(shown)
    , model_(new ComparisonModel(this))
{
    auto* layout = new QVBoxLayout(this);
    runsLabel_ = new QLabel;
    runsLabel_->setObjectName(QStringLiteral("compareRuns"));
    runsLabel_->setWordWrap(true);
    runsLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(runsLabel_);
    buildControls(layout);
    table_ = new QTableView;
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setModel(model_);
    table_->setAlternatingRowColors(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    // The figures and verdicts whole; the point's spec takes the rest, on two lines if it must.
    table_->setWordWrap(true);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        if (model_->columnCount() > 0)
            table_->horizontalHeader()->setSectionResizeMode(ComparisonModel::Point, QHeaderView::Stretch);
    });
    // A long list of points some run lacks scrolls under the table; it never squeezes it away.
    notes_ = new QLabel;
    notes_->setObjectName(QStringLiteral("compareNotes"));
    notes_->setWordWrap(true);
    notes_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    notes_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    notesArea_ = new QScrollArea;
    notesArea_->setWidget(notes_);
    notesArea_->setWidgetResizable(true);
    notesArea_->setFrameShape(QFrame::NoFrame);
    ratio_ = new FigureWidget;
    ratio_->setObjectName(QStringLiteral("compareRatio"));
    pages_ = new QStackedWidget;
    pages_->addWidget(table_);
    pages_->addWidget(ratio_);
    pages_->addWidget(buildNoMatchPage());
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(pages_);
    split->addWidget(notesArea_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    // A changed (a new result, or the run ended), its name, or the runs added.
    for (auto change : {&ShownResult::runBegun, &ShownResult::runFinished, &ShownResult::resultShown,
                        &ShownResult::named, &ShownResult::comparedChanged})
        connect(shown_, change, this, &CompareView::rematch);
    rematch();
}

void CompareView::buildControls(QVBoxLayout* layout)
{
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Metric:")));
    metric_ = new QComboBox;
    metric_->setObjectName(QStringLiteral("compareMetric"));
    for (CompareMetric m : allCompareMetrics())
        metric_->addItem(metricTitle(m), int(m));
    connect(metric_, &QComboBox::currentIndexChanged, this, [this] {
        model_->setMetric(CompareMetric(metric_->currentData().toInt()));
        update();
    });
    row->addWidget(metric_);
    buildRatioControls(row);
    row->addStretch(1);
    layout->addLayout(row);
    // The keys in three columns under the metric: one row of seven would widen
    // the window past a 1024-pixel screen beside Setup.
    auto* keysRow = new QHBoxLayout;
    keysRow->addWidget(new QLabel(tr("Match on:")), 0, Qt::AlignTop);
    auto* keysGrid = new QGridLayout;
    const QList<SpecKey> keys = allSpecKeys();
    for (SpecKey k : keys) {
        auto* box = new QCheckBox(specKeyName(k));
        box->setObjectName(QStringLiteral("matchKey_") + specKeyName(k));
        box->setChecked(true);
        box->setToolTip(tr("Points are matched by this part of their spec; untick it to compare points that differ "
                           "in it (e.g. iodepth: two queue depths)"));
        connect(box, &QCheckBox::toggled, this, &CompareView::updateKeys);
        keysGrid->addWidget(box, int(keys_.size()) / 3, int(keys_.size()) % 3);
        keys_.append(box);
    }
    keysRow->addLayout(keysGrid);
    keysRow->addStretch(1);
    layout->addLayout(keysRow);
    reading_ = new QLabel;
    reading_->setWordWrap(true);
    layout->addWidget(reading_);
}

// In the table's place when nothing matches: why, in the application's
// font, and the one step that makes the runs match.
QWidget* CompareView::buildNoMatchPage()
{
    noMatchPage_ = new QWidget;
    noMatchPage_->setObjectName(QStringLiteral("compareNoMatch"));
    noMatch_ = new QLabel;
    noMatch_->setObjectName(QStringLiteral("compareNoMatchReason"));
    noMatch_->setWordWrap(true);
    noMatch_->setAlignment(Qt::AlignCenter);
    noMatch_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    untick_ = new QPushButton;
    untick_->setObjectName(QStringLiteral("compareUntick"));
    connect(untick_, &QPushButton::clicked, this, [this] {
        const QList<SpecKey> differing = model_->comparison().differingKeys;
        QList<SpecKey> kept = keys();
        if (differing.isEmpty())
            kept += model_->keysToTickAgain();
        kept.removeIf([&differing](SpecKey k) { return differing.contains(k); });
        setKeys(kept);
    });
    auto* layout = new QVBoxLayout(noMatchPage_);
    layout->addStretch(1);
    layout->addWidget(noMatch_);
    layout->addWidget(untick_, 0, Qt::AlignHCenter);
    layout->addStretch(2);
    return noMatchPage_;
}

// Why nothing matches, and the keys to untick when the runs differ in
// some, or to tick again when they leave a run's points alike.
void CompareView::showNoMatch()
{
    pages_->setCurrentWidget(noMatchPage_);
    noMatch_->setText(model_->noMatch());
    const QList<SpecKey>& differing = model_->comparison().differingKeys;
    const QList<SpecKey> again = differing.isEmpty() ? model_->keysToTickAgain() : QList<SpecKey>();
    untick_->setText(differing.isEmpty() ? tr("Tick %1 again").arg(specKeyList(again))
                                         : tr("Untick %1").arg(specKeyList(differing)));
    untick_->setVisible(!differing.isEmpty() || !again.isEmpty());
}

int CompareView::addedRuns() const
{
    return int(shown_->comparedRuns().size());
}

// A run going on waits: its runs so far are not what it will measure.
const ResultSet& CompareView::reference() const
{
    static const ResultSet none;
    return shown_->isRunning() ? none : shown_->result();
}

void CompareView::setMetric(CompareMetric metric)
{
    metric_->setCurrentIndex(metric_->findData(int(metric)));
}

void CompareView::setKeys(const QList<SpecKey>& keys)
{
    for (qsizetype i = 0; i < keys_.size(); ++i)
        keys_[i]->setChecked(keys.contains(allSpecKeys()[i]));
}

void CompareView::updateKeys()
{
    model_->setKeys(keys());
    shown_->setCompareKeys(keys());
    update();
}

void CompareView::describeComparison(ReportSource& source) const
{
    source.compared = shown_->comparedRuns();
    source.comparedFiles = shown_->comparedNames();
    source.metric = model_->metric();
    source.keys = keys();
}

QList<SpecKey> CompareView::keys() const
{
    QList<SpecKey> keys;
    const QList<SpecKey> all = allSpecKeys();
    for (qsizetype i = 0; i < keys_.size(); ++i)
        if (keys_[i]->isChecked())
            keys.append(all[i]);
    return keys;
}

void CompareView::buildRatioControls(QHBoxLayout* row)
{
    show_ = new QComboBox;
    show_->setObjectName(QStringLiteral("compareShow"));
    show_->addItems({tr("Table"), tr("Ratio surface")});
    show_->setToolTip(tr("The ratio surface: a later run's figure ÷ A's at each point of one slice of A, blue above "
                         "1×, vermilion below"));
    auto* showLabel = new QLabel(tr("Sho&w:"));
    showLabel->setBuddy(show_);
    ratioSlice_ = new QComboBox;
    ratioSlice_->setObjectName(QStringLiteral("compareSlice"));
    ratioSlice_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    ratioSliceLabel_ = new QLabel(tr("S&lice:"));
    ratioSliceLabel_->setBuddy(ratioSlice_);
    ratioRun_ = new QComboBox;
    ratioRun_->setObjectName(QStringLiteral("compareRun"));
    ratioRunLabel_ = new QLabel(tr("Run:"));
    ratioRunLabel_->setBuddy(ratioRun_);
    for (QWidget* w :
         std::initializer_list<QWidget*>{showLabel, show_, ratioSliceLabel_, ratioSlice_, ratioRunLabel_, ratioRun_})
        row->addWidget(w);
    connect(show_, &QComboBox::currentIndexChanged, this, [this] { refreshRatio(); });
    connect(ratioSlice_, &QComboBox::currentIndexChanged, this, [this] { refreshRatio(); });
    connect(ratioRun_, &QComboBox::currentIndexChanged, this, [this] { refreshRatio(); });
}

void CompareView::setShow(Show show)
{
    show_->setCurrentIndex(show == Show::RatioSurface ? 1 : 0);
}

ChartFigure CompareView::figure() const
{
    return pages_->currentWidget() == ratio_ ? ratio_->figure() : ChartFigure();
}

QString CompareView::figureTitle() const
{
    return ratio_->title();
}

// The slices of A with two points or more, the later runs, and the figure
// of the ones chosen.
void CompareView::refreshRatio()
{
    const bool ratio = show_->currentIndex() == 1;
    pages_->setCurrentWidget(ratio ? static_cast<QWidget*>(ratio_) : table_);
    if (!model_->noMatch().isEmpty())
        showNoMatch();
    for (QWidget* w : std::initializer_list<QWidget*>{ratioSliceLabel_, ratioSlice_, ratioRunLabel_, ratioRun_})
        w->setVisible(ratio);
    if (!ratio)
        return;
    const Comparison& c = model_->comparison();
    std::vector<const SurfaceGrid::Slice*> slices;
    for (const SurfaceGrid::Slice& slice : grid_.slices())
        if (slice.measuredCount() >= 2)
            slices.push_back(&slice);
    {
        const QSignalBlocker blockSlices(ratioSlice_);
        const QSignalBlocker blockRuns(ratioRun_);
        const int slice = ratioSlice_->currentIndex();
        const int run = ratioRun_->currentIndex();
        ratioSlice_->clear();
        for (const SurfaceGrid::Slice* s : slices)
            ratioSlice_->addItem(Provenance::slice(s->spec()));
        ratioSlice_->setCurrentIndex(std::clamp(slice, 0, std::max(0, ratioSlice_->count() - 1)));
        ratioRun_->clear();
        for (int r = 1; r < c.runs.size(); ++r)
            ratioRun_->addItem(tr("%1 ÷ A").arg(runLetter(r)));
        ratioRun_->setCurrentIndex(std::clamp(run, 0, std::max(0, ratioRun_->count() - 1)));
    }
    const int slice = ratioSlice_->currentIndex();
    const int run = ratioRun_->currentIndex() + 1;
    if (!model_->comparing() || slice < 0 || size_t(slice) >= slices.size() || run >= c.runs.size()) {
        ratio_->setFigure({}, {});
        return;
    }
    const std::vector<std::optional<double>> ratios = SurfaceSketch::ratiosOf(*slices[size_t(slice)], c, run);
    ratio_->setFigure(SurfaceSketch::ratioFigure(*slices[size_t(slice)], ratios, SurfaceSketch::ratioAxisTitle(c, run)),
                      SurfaceSketch::ratioHeadline(ratios, c, run));
}

// The runs into the model again: A changed, or the runs added.
void CompareView::rematch()
{
    const ResultSet& a = reference();
    grid_.setResults(a);
    if (a.points.isEmpty() || shown_->comparedRuns().isEmpty())
        model_->setRuns({}, {});
    else
        model_->setRuns(QList<ResultSet>{a} + shown_->comparedRuns(),
                        QStringList{shown_->name()} + shown_->comparedNames());
    update();
}

void CompareView::update()
{
    const bool ready = model_->comparing();
    runsLabel_->setText(runsText());
    reading_->setText(ready ? ratioReading(model_->metric(), {}) + QLatin1String(". ")
                                  + tr("A verdict is Welch's t-test on the trials (p < %1, two-sided) when both runs "
                                       "have two or more; its p-value is in the verdict's tooltip.")
                                        .arg(QLocale().toString(kSignificance))
                            : QString());
    const QStringList notes = model_->notes();
    notes_->setText(notes.isEmpty()
                        ? QString()
                        : tr("Not in the table:") + QStringLiteral("\n• ") + notes.join(QStringLiteral("\n• ")));
    // When nothing matched, every point is "not in B": the table's place says why instead.
    notesArea_->setVisible(!notes.isEmpty() && model_->noMatch().isEmpty());
    refreshRatio();
}

QString CompareView::runsText() const
{
    const QList<ResultSet>& added = shown_->comparedRuns();
    if (added.isEmpty())
        return tr("File → Compare with… adds saved results (Surfio's or fio's JSON) to compare with the result on "
                  "show, point by point.");
    QStringList lines;
    const QString name = shown_->name();
    if (reference().points.isEmpty())
        lines.append(tr("A: %1 has no finished point yet: the comparison follows when it has one.")
                         .arg(name.isEmpty() ? tr("the result on show") : name));
    else
        lines.append(tr("A: %1 — %2").arg(name, factsOf(reference())));
    for (qsizetype i = 0; i < added.size(); ++i)
        lines.append(tr("%1: %2 — %3").arg(runLetter(int(i + 1)), shown_->comparedNames()[i], factsOf(added[i])));
    return lines.join(QLatin1Char('\n'));
}

}  // namespace surfio

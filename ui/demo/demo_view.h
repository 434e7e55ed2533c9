#pragma once

#include "core/engine/job_result.h"
#include "core/matrix/matrix.h"
#include "ui/demo/demo_reference.h"

#include <QElapsedTimer>
#include <QList>
#include <QWidget>

#include <deque>
#include <optional>
#include <vector>

class QBarCategoryAxis;
class QChartView;
class QLabel;
class QStackedWidget;
class QTimer;

namespace surfio {

class ShownResult;
class SurfaceView;

// The face of a booth demo (--demo), for people passing by: the device's
// name, the current IOPS in figures readable from three metres (the IOPS a
// seventh of the view's height), MB/s and latency, the workload, the race
// against a reference run (--demo-reference), the preset playing, what it
// does and how long each point runs, and beside them the points so far: the
// surface filling in as points finish while it slowly swings to and fro,
// or, until the surface can be drawn and for a matrix without one, the
// points as bars (render/points_chart.h). A point's figures stay until the
// next point's first sample; the race says nothing of a point the reference
// lacks. Nothing here needs a keyboard: a touch on the figures, or any key
// but Esc and F11 (which leave full screen), asks the demo to stop; a touch
// on the surface turns it by hand, and the slow turn waits meanwhile.
class DemoView : public QWidget {
    Q_OBJECT
public:
    explicit DemoView(const DemoReference& reference, QWidget* parent = nullptr);

    SurfaceView* surface() const { return surface_; }
    // Whether the surface shows beside the figures; otherwise the points' bars.
    bool showsSurface() const;
    ShownResult* shownResult() const { return shown_; }  // the demo's own, apart from the window's
    // A new loop: the preset playing (position from 1 of count in the
    // playlist; count 0: no playlist) and the surface starting over.
    void beginRun(const Matrix& matrix, int position, int count);
    void beginPoint(int index, const JobSpec& spec);
    void addSamples(int index, const QList<IntervalSample>& samples);
    void addPoint(int index, const JobResult& result);
    QString raceText() const;  // what the race line says now; empty without a reference

Q_SIGNALS:
    void stopAsked();  // a touch on the figures or a key

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    QWidget* buildFigures();
    QWidget* buildHeader();
    void fitFonts();
    void fitFigures();  // the one-line figures and the race, to their text
    int figurePixels(const QLabel* figure) const;
    void fitRace();
    void showPoint(const JobSpec& spec);  // the workload of the point whose figures show
    void showFigures();
    void showStage();   // the surface once it can be drawn, the points' bars until then
    void showPoints();  // the bars of the points so far
    void fitChartFonts();
    void fitGroupNames(QBarCategoryAxis* groups, QFont font);
    void turn();
    bool asksToStop(QObject* watched, QEvent* event);

    DemoReference reference_;
    JobSpec spec_;                       // of the point whose figures show
    std::optional<JobSpec> nextSpec_;    // of a point begun whose first sample has not come
    std::vector<JobSpec> specs_;         // the loop's points, by index
    QString raceFull_;                   // the race line before fitRace cuts it short
    bool deviceKnown_ = false;           // named from a finished point's target, not just its path
    std::deque<IntervalSample> recent_;  // the last second or so, for figures that hold still long enough to read
    QElapsedTimer sinceTouch_;           // since a person last touched the surface
    QTimer* turnTimer_ = nullptr;
    double swingPhase_ = 0;  // radians: where the slow swing is

    QLabel* device_ = nullptr;
    QLabel* preset_ = nullptr;
    QLabel* presetAbout_ = nullptr;
    QLabel* iops_ = nullptr;
    QLabel* iopsUnit_ = nullptr;
    QLabel* bandwidth_ = nullptr;
    QLabel* latency_ = nullptr;
    QLabel* workload_ = nullptr;
    QLabel* race_ = nullptr;
    QLabel* howToStop_ = nullptr;
    QWidget* figures_ = nullptr;
    ShownResult* shown_ = nullptr;
    QStackedWidget* stage_ = nullptr;  // the surface or the points' bars
    SurfaceView* surface_ = nullptr;
    QChartView* points_ = nullptr;
};

}  // namespace surfio

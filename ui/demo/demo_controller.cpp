#include "ui/demo/demo_controller.h"

#include "ui/demo/demo_view.h"
#include "ui/models/shown_result.h"
#include "ui/setup/setup_panel.h"
#include "ui/window/run_controller.h"

#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTextStream>

#include <algorithm>

namespace surfio {

DemoController::DemoController(const LaunchOptions& launch, DemoView* face, RunController* controller,
                               SetupPanel* setup, QObject* parent)
    : QObject(parent)
    , launch_(launch)
    , face_(face)
    , setup_(setup)
{
    connect(controller, &RunController::pointStarted, face_, &DemoView::beginPoint);
    connect(controller, &RunController::samplesReady, face_, &DemoView::addSamples);
    connect(controller, &RunController::pointFinished, face_, &DemoView::addPoint);
    connect(controller, &RunController::pointFinished, this, [this](int index, const JobResult& result) {
        if (launch_.demoReference.isSet())
            say(tr("Demo: point %1: %2")
                    .arg(QLocale().toString(index + 1),
                         launch_.demoReference.raceText(result.spec,
                                                        result.iops(result.read) + result.iops(result.write))));
    });
    connect(face_, &DemoView::stopAsked, this, &DemoController::stopAsked);
}

void DemoController::beginRun(const Matrix& matrix)
{
    const int count = int(launch_.demoPlaylist.size());
    const int position = count > 0 ? loops_ % count + 1 : 0;
    face_->beginRun(matrix, position, count);
    if (count > 0)
        say(tr("Demo: preset %1 of %2: %3").arg(position).arg(count).arg(QString::fromStdString(matrix.preset)));
}

void DemoController::finishRun(const ResultSet& results)
{
    face_->shownResult()->finishRun(results);
}

bool DemoController::nextLoop(const ResultSet& results, bool stopAsked)
{
    if (over_ || stopAsked || results.stopped || !results.error.isEmpty())
        return false;
    ++loops_;
    const int count = int(launch_.demoPlaylist.size());
    if (launch_.quitWhenDone && loops_ >= std::max(count, 1))
        return false;
    if (count > 0)
        setup_->setMatrix(launch_.demoPlaylist.at(loops_ % count));
    return true;
}

void DemoController::end()
{
    over_ = true;
}

void DemoController::showFace(bool fullScreen, QWidget* workbench) const
{
    const bool face = !over_ && fullScreen;
    workbench->setVisible(!face);
    face_->setVisible(face);
    if (auto* window = qobject_cast<QMainWindow*>(workbench->window())) {
        // A hidden menu bar takes its shortcuts with it: F11 and the rest stay the window's.
        for (const QMenu* menu : window->menuBar()->findChildren<QMenu*>())
            window->addActions(menu->actions());
        window->menuBar()->setVisible(!face);
        window->statusBar()->setVisible(!face);
    }
}

void DemoController::say(const QString& line)
{
    Q_EMIT said(line);
    QTextStream(stdout) << line << Qt::endl;
}

}  // namespace surfio

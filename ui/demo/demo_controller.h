#pragma once

#include "ui/window/launch_options.h"

#include <QByteArray>
#include <QObject>
#include <QString>

class QWidget;

namespace surfio {

class DemoView;
class RunController;
class SetupPanel;

// The booth demo's loop (--demo): its face fed from the run, the race
// against a reference said at each point, each loop's matrix (the
// playlist's next preset, or the same again) until a touch or a key ends
// it, and which of the face and the workbench shows.
class DemoController : public QObject {
    Q_OBJECT
public:
    DemoController(const LaunchOptions& launch, DemoView* face, RunController* controller, SetupPanel* setup,
                   QObject* parent = nullptr);

    void beginRun(const Matrix& matrix);  // a loop starts: its place in the playlist on the face
    void finishRun(const ResultSet& results);
    // Whether another loop follows the finished one; when it does, its matrix is in the editor.
    // False once ended, after a stop, a failure, or a --quit-when-done demo's one pass.
    bool nextLoop(const ResultSet& results, bool stopAsked);
    void end();  // a touch or key: no more loops
    bool isOver() const { return over_; }
    // In full screen the face alone (no menu or status bar), out of it (Esc,
    // F11) the workbench, the loops going on.
    void showFace(bool fullScreen, QWidget* workbench) const;
    // The window's geometry before the demo took the screen (QWidget::saveGeometry),
    // for the workbench to come back as it was when the demo ends.
    void keepWindowGeometry(const QByteArray& geometry) { windowGeometry_ = geometry; }
    const QByteArray& windowGeometry() const { return windowGeometry_; }

Q_SIGNALS:
    void stopAsked();                // a touch on the figures or a key
    void said(const QString& line);  // for the Log tab; also on standard output, for the stand's terminal

private:
    void say(const QString& line);

    LaunchOptions launch_;
    DemoView* face_;
    SetupPanel* setup_;
    QByteArray windowGeometry_;
    int loops_ = 0;      // loops finished whole
    bool over_ = false;  // ended by a touch or key
};

}  // namespace surfio

// Specifies target.h's refusals that depend on the device under a target:
// --hipri (polled completions) needs a device whose queue polls. No device
// here has poll queues, so the tests check the refusal and its reason. The
// loop device rows need root and losetup; they skip otherwise.

#include "core/engine/engine.h"
#include "core/engine/target.h"
#include "tests/system_tools.h"

#include <QFileInfo>
#include <QTest>

#include <memory>

using namespace surfio;
using testing::ShmLoop;

namespace {

JobSpec reads(const QString& target, bool hipri)
{
    JobSpec s;
    s.targets = {target.toStdString()};
    s.regionSize = 1 << 20;
    s.hipri = hipri;
    return s;
}

}  // namespace

class TestTarget : public QObject {
    Q_OBJECT

    std::unique_ptr<ShmLoop> file_;

    // A 1 MiB file in /dev/shm, and a loop device over it when asked; why not, when this machine cannot.
    QString makeTarget(bool onLoop, QString& target)
    {
        file_ = std::make_unique<ShmLoop>();
        QString why = file_->makeImage(QStringLiteral("surfio-tst_target"), 1 << 20, false);
        if (why.isEmpty() && onLoop)
            why = file_->attach();
        target = onLoop ? file_->device : file_->image;
        return why;
    }

private Q_SLOTS:
    void cleanup() { file_.reset(); }

    void hipriNeedsAPollingDevice_data()
    {
        QTest::addColumn<bool>("onLoop");
        QTest::addColumn<bool>("hipri");
        QTest::addColumn<QStringList>("reason");  // empty: opens
        QTest::newRow("loop device, --hipri")
            << true << true
            << QStringList{"--hipri needs polled completions, which %loop under %target does not offer",
                           "queue/io_poll is 0", "nvme.poll_queues"};
        QTest::newRow("file on tmpfs, --hipri")
            << false << true << QStringList{"%target lies on none (tmpfs)", "leave --hipri out"};
        QTest::newRow("loop device without --hipri") << true << false << QStringList{};
        QTest::newRow("file on tmpfs without --hipri") << false << false << QStringList{};
    }

    void hipriNeedsAPollingDevice()
    {
        QFETCH(bool, onLoop);
        QFETCH(bool, hipri);
        QFETCH(QStringList, reason);
        QString target;
        if (const QString why = makeTarget(onLoop, target); !why.isEmpty())
            QSKIP(qPrintable(why));
        reason.replaceInStrings("%loop", QFileInfo(target).fileName());
        reason.replaceInStrings("%target", target);

        const JobSpec s = reads(target, hipri);
        Problem problem;
        const auto opened = Target::open(target.toStdString(), s, false, s.blockSizes(), problem);
        if (reason.isEmpty()) {
            QVERIFY2(opened, problem.message.c_str());
            return;
        }
        QVERIFY(!opened);
        QCOMPARE(problem.kind, Problem::Kind::Input);
        for (const QString& part : reason)
            QVERIFY2(QString::fromStdString(problem.message).contains(part), problem.message.c_str());
    }

    // A target opened for one spec still refuses a hipri job given it later.
    void theEngineRefusesHipriOnATargetOpenedWithout()
    {
        QString target;
        if (const QString why = makeTarget(false, target); !why.isEmpty())
            QSKIP(qPrintable(why));
        JobSpec s = reads(target, false);
        Problem problem;
        const auto opened = Target::open(target.toStdString(), s, false, s.blockSizes(), problem);
        QVERIFY2(opened, problem.message.c_str());
        s.hipri = true;
        std::atomic<bool> stop{false};
        const JobResult r = runJob(s, {opened.get()}, stop);
        QVERIFY2(QString::fromStdString(r.error).contains("--hipri needs polled completions"), r.error.c_str());
        QCOMPARE(r.read.ios, 0u);
    }
};

QTEST_GUILESS_MAIN(TestTarget)
#include "tst_target.moc"

// Specifies the target panel: what it remembers, what it shows about a
// directory or a block device, and how it guards writes to devices. The device
// cases use a loop device over a file in /dev/shm, made and taken down by name;
// they need root and losetup and skip otherwise.

#include "core/run/target_facts.h"
#include "core/text/units.h"
#include "ui/models/device_list_model.h"
#include "ui/setup/device_write_confirmation.h"
#include "ui/setup/target_card.h"
#include "ui/setup/target_panel.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include "tests/system_tools.h"
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <unistd.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

using namespace surfio;
using testing::Run;
using testing::runTool;
using testing::tool;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kImageSize = qint64{64} << 20;
const QString kAllowText = QStringLiteral("Allow writing to block devices");
const QString kForceText = QStringLiteral("even over a filesystem signature");

// The image and loop device one test made, taken down by name.
struct LoopFixture {
    QString image;
    QString device;

    ~LoopFixture()
    {
        if (!device.isEmpty())
            runTool(u"losetup"_s, {u"-d"_s, device});
        if (!image.isEmpty())
            QFile::remove(image);
    }
};

// Everything the card for path shows, one label per line.
QString cardText(const TargetPanel& panel, const QString& path)
{
    for (const TargetCard* card : panel.findChildren<TargetCard*>()) {
        if (card->path() != path)
            continue;
        QStringList lines;
        for (const QLabel* label : card->findChildren<QLabel*>())
            lines << label->text();
        return lines.join(u'\n');
    }
    return {};
}

QCheckBox* checkBox(const TargetPanel& panel, const QString& text)
{
    for (QCheckBox* box : panel.findChildren<QCheckBox*>())
        if (box->text() == text)
            return box;
    return nullptr;
}

QString rowValue(const TargetFacts& facts, const QString& label)
{
    for (const TargetFacts::Row& row : facts.rows)
        if (row.label == label)
            return row.value;
    return {};
}

}  // namespace

namespace {

// The next file dialog that opens is answered with path and accepted.
void answerTheFileDialogWith(const QString& path)
{
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [poll, path] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        if (dialog->fileMode() == QFileDialog::Directory) {
            dialog->setDirectory(path);  // what it returns when nothing below it is selected
        } else {
            dialog->setDirectory(QFileInfo(path).absolutePath());
            dialog->selectFile(path);
        }
        QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
        poll->deleteLater();
    });
    poll->start(20);
}

}  // namespace

class TestTargetPanel : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LoopFixture> m_loop;
    std::unique_ptr<QTimer> m_answer;

    // Attaches a fresh loop device; QSKIPs where that is impossible.
    bool attachLoop()
    {
        if (geteuid() != 0) {
            QTest::qSkip("needs root to attach and format loop devices", __FILE__, __LINE__);
            return false;
        }
        if (tool(u"losetup"_s).isEmpty()) {
            QTest::qSkip("losetup (util-linux) is not installed", __FILE__, __LINE__);
            return false;
        }
        m_loop = std::make_unique<LoopFixture>();
        const QString image = QString(u"/dev/shm/surfio-tst_target_panel-%1.img"_s).arg(getpid());
        QFile file(image);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            QTest::qFail(qPrintable(file.errorString()), __FILE__, __LINE__);
            return false;
        }
        m_loop->image = image;
        if (!file.resize(kImageSize)) {
            QTest::qFail(qPrintable(file.errorString()), __FILE__, __LINE__);
            return false;
        }
        file.close();
        const Run r = runTool(u"losetup"_s, {u"-f"_s, u"--show"_s, image});
        if (!r.ok() || !r.out.startsWith(u"/dev/loop"_s)) {
            QTest::qSkip(qPrintable(u"losetup cannot attach a loop device here: "_s + r.err), __FILE__, __LINE__);
            return false;
        }
        m_loop->device = r.out;
        return true;
    }

    // Calls answer with the next modal dialog, from inside its event loop.
    void whenModal(std::function<void(QWidget*)> answer)
    {
        m_answer = std::make_unique<QTimer>();
        m_answer->setInterval(20);
        connect(m_answer.get(), &QTimer::timeout, this, [this, answer = std::move(answer)] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            m_answer->stop();
            answer(modal);
        });
        m_answer->start();
    }

    // The text of the message box confirmWrites shows, which this closes.
    QString refusalOf(TargetPanel& panel, bool& confirmed)
    {
        QString text;
        whenModal([&text](QWidget* modal) {
            auto* box = qobject_cast<QMessageBox*>(modal);
            if (!box) {
                modal->close();
                return;
            }
            text = box->windowTitle() + u'\n' + box->text();
            box->button(QMessageBox::Ok)->click();
        });
        confirmed = panel.confirmWrites(nullptr);
        return text;
    }

private slots:
    void cleanup()
    {
        m_answer.reset();
        m_loop.reset();
    }

    void roundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList targets{dir.path() + u'/', dir.filePath(u"new.dat"_s), u"/dev/null"_s};
        TargetPanel panel;
        QSignalSpy changed(&panel, &TargetPanel::changed);
        QVERIFY(panel.targets().isEmpty());

        panel.setTargets(targets + QStringList{dir.path() + u'/'});

        QTRY_VERIFY(!panel.isInspecting());
        QCOMPARE(panel.targets(), targets);
        // The targets changed, and then their facts arrived from the background.
        QCOMPARE(changed.count(), 2);
        QCOMPARE(panel.findChildren<TargetCard*>().size(), targets.size());

        panel.setTargets(targets);

        QTRY_VERIFY(!panel.isInspecting());
        QCOMPARE(changed.count(), 2);  // the same targets: no change

        panel.setTargets({});

        QTRY_VERIFY(!panel.isInspecting());
        QVERIFY(panel.targets().isEmpty());
        QVERIFY(changed.count() > 2);
    }

    void allowWriteRoundTrip()
    {
        TargetPanel panel;
        QSignalSpy changed(&panel, &TargetPanel::changed);
        panel.setAllowWriteDevice(true, true);
        QVERIFY(panel.allowWriteDevice());
        QVERIFY(panel.force());
        QCOMPARE(changed.count(), 1);
        panel.setAllowWriteDevice(true, false);
        QVERIFY(!panel.force());
        QCOMPARE(changed.count(), 2);
    }

    void directoryFacts()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.path() + u'/';
        const TargetFacts facts = TargetFacts::gather(path);
        const QStorageInfo storage(dir.path());

        QCOMPARE(facts.kind, TargetFacts::Kind::Directory);
        QVERIFY2(facts.problem.isEmpty(), qPrintable(facts.problem));
        QCOMPARE(facts.fileSystemType, QString::fromLocal8Bit(storage.fileSystemType()));
        QCOMPARE(facts.storageDevice, QString::fromLocal8Bit(storage.device()));
        QCOMPARE(facts.bytesTotal, storage.bytesTotal());
        // Others write to the same filesystem meanwhile.
        QVERIFY(qAbs(facts.bytesAvailable - storage.bytesAvailable()) < (qint64{64} << 20));

        const QString free = rowValue(facts, u"Free space"_s);
        QVERIFY2(free.contains(formatSize(uint64_t(facts.bytesAvailable))), qPrintable(free));
        QVERIFY2(free.contains(formatSize(uint64_t(facts.bytesTotal))), qPrintable(free));
        QCOMPARE(rowValue(facts, u"Filesystem"_s), facts.fileSystemType);
        QVERIFY(rowValue(facts, u"Device"_s).contains(facts.storageDevice));

        TargetPanel panel;
        panel.setTargets({path});
        QTRY_VERIFY(!panel.isInspecting());
        QVERIFY2(panel.firstProblem().isEmpty(), qPrintable(panel.firstProblem()));
        const QString shown = cardText(panel, path);
        QVERIFY2(shown.contains(free), qPrintable(shown));
        QVERIFY2(shown.contains(facts.fileSystemType), qPrintable(shown));
        QVERIFY2(!checkBox(panel, kAllowText)->isEnabled(), "no device chosen");
    }

    void firstProblem_data()
    {
        QTest::addColumn<QStringList>("targets");
        QTest::addColumn<QString>("expected");  // empty: no problem; %tmp is a fresh directory
        QTest::newRow("none chosen") << QStringList{} << u"No target chosen"_s;
        QTest::newRow("directory") << QStringList{u"%tmp/"_s} << u""_s;
        QTest::newRow("existing file") << QStringList{u"%tmp/file.dat"_s} << u""_s;
        QTest::newRow("new file") << QStringList{u"%tmp/new.dat"_s} << u""_s;
        QTest::newRow("missing directory")
            << QStringList{u"%tmp/"_s, u"%tmp/gone/"_s} << u"Directory %tmp/gone/ does not exist"_s;
        QTest::newRow("new file in a missing directory")
            << QStringList{u"%tmp/gone/new.dat"_s} << u"Directory %tmp/gone does not exist"_s;
        QTest::newRow("character device") << QStringList{u"/dev/null"_s} << u"neither a file"_s;
    }

    void firstProblem()
    {
        QFETCH(QStringList, targets);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(u"file.dat"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("data");
        file.close();
        targets.replaceInStrings(u"%tmp"_s, dir.path());
        expected.replace(u"%tmp"_s, dir.path());

        TargetPanel panel;
        panel.setTargets(targets);
        QTRY_VERIFY(!panel.isInspecting());
        const QString problem = panel.firstProblem();
        if (expected.isEmpty())
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        else
            QVERIFY2(problem.contains(expected), qPrintable(problem));
    }

    void confirmationNeedsTheExactName_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("enabled");
        QTest::newRow("nothing") << u""_s << false;
        QTest::newRow("a prefix") << u"loop"_s << false;
        QTest::newRow("the name") << u"loop3"_s << true;
        QTest::newRow("the path") << u"/dev/loop3"_s << true;
        QTest::newRow("another device") << u"loop33"_s << false;
        QTest::newRow("wrong case") << u"LOOP3"_s << false;
    }

    void confirmationNeedsTheExactName()
    {
        QFETCH(QString, typed);
        QFETCH(bool, enabled);
        BlockDeviceFacts facts;
        facts.sysfsName = "loop3";
        facts.size = kImageSize;
        facts.model = "loop: /dev/shm/image";
        DeviceWriteConfirmation dialog(u"/dev/loop3"_s, facts);
        dialog.show();
        QVERIFY(!dialog.confirmButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), typed);
        QCOMPARE(dialog.confirmButton()->isEnabled(), enabled);
        QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
        QCOMPARE(dialog.result() == QDialog::Accepted, enabled);
    }

    void deviceFacts()
    {
        if (!attachLoop())
            return;
        const QString device = m_loop->device;
        const TargetFacts facts = TargetFacts::gather(device);
        QCOMPARE(facts.kind, TargetFacts::Kind::BlockDevice);
        QVERIFY2(facts.problem.isEmpty(), qPrintable(facts.problem));
        QVERIFY2(facts.warnings.isEmpty(), qPrintable(facts.warnings.join(u'\n')));
        QCOMPARE(facts.device.size, uint64_t(kImageSize));
        QVERIFY(facts.device.logicalBlockSize >= 512);

        QCOMPARE(rowValue(facts, u"Size"_s), formatSize(kImageSize));
        QVERIFY(rowValue(facts, u"Block size"_s).startsWith(formatSize(facts.device.logicalBlockSize) + u" logical"_s));
        QVERIFY(rowValue(facts, u"Model"_s).contains(m_loop->image));
        QVERIFY(rowValue(facts, u"Medium"_s).startsWith(u"non-rotational"_s));
        QVERIFY(!rowValue(facts, u"Scheduler"_s).isEmpty());
        QVERIFY(rowValue(facts, u"Contents"_s).startsWith(u"blank"_s));

        TargetPanel panel;
        panel.setTargets({device});
        QTRY_VERIFY(!panel.isInspecting());
        const QString shown = cardText(panel, device);
        QVERIFY2(shown.contains(formatSize(kImageSize)), qPrintable(shown));
        QVERIFY2(shown.contains(formatSize(facts.device.logicalBlockSize) + u" logical"_s), qPrintable(shown));
        auto* devices = qobject_cast<DeviceListModel*>(panel.findChild<QTreeView*>()->model());
        QVERIFY(devices);
        QCOMPARE(devices->checkedPaths(), QStringList{device});
        QVERIFY(checkBox(panel, kAllowText)->isEnabled());
        QVERIFY2(!checkBox(panel, kForceText)->isEnabled(), "force follows the allow checkbox");
        panel.setAllowWriteDevice(true, false);
        QVERIFY(checkBox(panel, kForceText)->isEnabled());
    }

    void untickingADeviceRemovesIt()
    {
        if (!attachLoop())
            return;
        TargetPanel panel;
        QTemporaryDir dir;
        panel.setTargets({dir.path() + u'/', m_loop->device});
        QTRY_VERIFY(!panel.isInspecting());
        auto* devices = qobject_cast<DeviceListModel*>(panel.findChild<QTreeView*>()->model());
        QVERIFY(devices);
        const int row = int(std::find_if(devices->devices().begin(), devices->devices().end(),
                                         [&](const DeviceListModel::Device& d) { return d.path == m_loop->device; })
                            - devices->devices().begin());
        QVERIFY(row < devices->rowCount());
        QSignalSpy changed(&panel, &TargetPanel::changed);
        QVERIFY(devices->setData(devices->index(row, DeviceListModel::Name), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(panel.targets(), QStringList{dir.path() + u'/'});
        QCOMPARE(changed.count(), 1);
        QVERIFY(!checkBox(panel, kAllowText)->isEnabled());
        QVERIFY(devices->setData(devices->index(row, DeviceListModel::Name), Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(panel.targets(), (QStringList{dir.path() + u'/', m_loop->device}));
    }

    // The scratch file a new window starts with is nobody's choice: a device ticked replaces it.
    void tickingADeviceReplacesTheDefaultScratchTarget()
    {
        if (!attachLoop())
            return;
        TargetPanel panel;
        panel.setTargets({QDir::tempPath()});
        QTRY_VERIFY(!panel.isInspecting());
        auto* devices = qobject_cast<DeviceListModel*>(panel.findChild<QTreeView*>()->model());
        QVERIFY(devices);
        QTRY_VERIFY(std::any_of(devices->devices().begin(), devices->devices().end(),
                                [&](const DeviceListModel::Device& d) { return d.path == m_loop->device; }));
        const int row = int(std::find_if(devices->devices().begin(), devices->devices().end(),
                                         [&](const DeviceListModel::Device& d) { return d.path == m_loop->device; })
                            - devices->devices().begin());
        QVERIFY(devices->setData(devices->index(row, DeviceListModel::Name), Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(panel.targets(), QStringList{m_loop->device});
    }

    void confirmRefusedWithoutTheCheckbox()
    {
        if (!attachLoop())
            return;
        TargetPanel panel;
        panel.setTargets({m_loop->device});
        QTRY_VERIFY(!panel.isInspecting());
        panel.setAllowWriteDevice(false, false);
        bool confirmed = true;
        const QString text = refusalOf(panel, confirmed);
        QVERIFY(!confirmed);
        QVERIFY2(text.contains(m_loop->device), qPrintable(text));
        QVERIFY2(text.contains(kAllowText), qPrintable(text));
    }

    void confirmRefusedOverAFilesystem()
    {
        if (!attachLoop())
            return;
        const Run mkfs = runTool(u"mkfs.ext4"_s, {u"-q"_s, u"-F"_s, m_loop->device});
        if (!mkfs.ok())
            QSKIP(qPrintable(u"mkfs.ext4 failed: "_s + mkfs.err));

        TargetPanel panel;
        panel.setTargets({m_loop->device});
        QTRY_VERIFY(!panel.isInspecting());
        const QString shown = cardText(panel, m_loop->device);
        QVERIFY2(shown.contains(u"ext4"_s), qPrintable(shown));

        panel.setAllowWriteDevice(true, false);
        bool confirmed = true;
        const QString text = refusalOf(panel, confirmed);
        QVERIFY(!confirmed);
        QVERIFY2(text.contains(u"ext4"_s), qPrintable(text));
        QVERIFY2(text.contains(kForceText), qPrintable(text));

        // Forced, it comes down to the typed name; cancelling still refuses.
        panel.setAllowWriteDevice(true, true);
        bool asked = false;
        whenModal([&asked](QWidget* modal) {
            asked = qobject_cast<DeviceWriteConfirmation*>(modal) != nullptr;
            modal->close();
        });
        QVERIFY(!panel.confirmWrites(nullptr));
        QVERIFY(asked);
    }

    void confirmedByTypingTheName()
    {
        if (!attachLoop())
            return;
        TargetPanel panel;
        QTemporaryDir dir;
        panel.setTargets({dir.path() + u'/', m_loop->device});
        QTRY_VERIFY(!panel.isInspecting());
        panel.setAllowWriteDevice(true, false);
        const QString name = QFileInfo(m_loop->device).fileName();
        bool wasDisabled = false;
        whenModal([&](QWidget* modal) {
            auto* dialog = qobject_cast<DeviceWriteConfirmation*>(modal);
            if (!dialog) {
                modal->close();
                return;
            }
            wasDisabled = !dialog->confirmButton()->isEnabled();
            QTest::keyClicks(dialog->nameEdit(), name);
            dialog->confirmButton()->click();
        });
        QVERIFY(panel.confirmWrites(nullptr));
        QVERIFY(wasDisabled);
    }

    void filesAndDirectoriesNeedNoConfirmation()
    {
        QTemporaryDir dir;
        TargetPanel panel;
        panel.setTargets({dir.path() + u'/', dir.filePath(u"new.dat"_s)});
        QTRY_VERIFY(!panel.isInspecting());
        QVERIFY(panel.confirmWrites(nullptr));
    }

    void readOnlyDuringARun()
    {
        QTemporaryDir dir;
        TargetPanel panel;
        panel.setTargets({dir.path() + u'/'});
        QTRY_VERIFY(!panel.isInspecting());
        panel.setReadOnly(true);
        for (const QAbstractButton* button : panel.findChildren<QAbstractButton*>())
            if (qobject_cast<const QPushButton*>(button) || qobject_cast<const QToolButton*>(button))
                QVERIFY2(!button->isEnabled(), qPrintable(button->text()));
        QVERIFY(!panel.findChild<QTreeView*>()->isEnabled());
        panel.setReadOnly(false);
        QVERIFY(panel.findChild<QTreeView*>()->isEnabled());
    }

    // Choosing a directory replaces the targets; the button's menu adds one beside them.
    void aChosenDirectoryReplacesOrIsAdded()
    {
        QTemporaryDir first;
        QTemporaryDir second;
        QTemporaryDir third;
        TargetPanel panel;
        panel.setTargets({first.path() + u'/'});
        QTRY_VERIFY(!panel.isInspecting());
        auto* use = panel.findChild<QToolButton*>(QStringLiteral("useDirectory"));
        QVERIFY(use && use->menu() && use->menu()->actions().size() == 2);

        answerTheFileDialogWith(second.path());
        use->click();
        QCOMPARE(panel.targets(), QStringList{second.path() + u'/'});

        answerTheFileDialogWith(third.path());
        use->menu()->actions().at(1)->trigger();
        QCOMPARE(panel.targets(), QStringList({second.path() + u'/', third.path() + u'/'}));
    }

    // With fio's hosts the targets are paths there: nothing here is checked.
    void pathsOnFioHostsAreNotCheckedHere()
    {
        const QString gone = u"/no-such-dir-on-this-machine/"_s;
        const QString file = u"/srv/bench/f.dat"_s;
        TargetPanel panel;
        panel.show();
        panel.setTargets({gone, file});
        QTRY_VERIFY(!panel.isInspecting());
        QVERIFY(panel.firstProblem().contains(gone));  // here, a missing directory is refused

        QSignalSpy changed(&panel, &TargetPanel::changed);
        panel.setRemoteHosts({u"10.0.0.2"_s, u"10.0.0.3:8766"_s});
        QVERIFY(!panel.isInspecting());  // nothing to look at: no background work
        QVERIFY2(panel.firstProblem().isEmpty(), qPrintable(panel.firstProblem()));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(panel.targets(), (QStringList{gone, file}));
        const QString shown = cardText(panel, gone);
        QVERIFY2(shown.contains(u"10.0.0.3:8766"_s), qPrintable(shown));

        // Paths are typed, not picked from this machine's dialogs.
        QPushButton* typed = nullptr;
        for (QPushButton* b : panel.findChildren<QPushButton*>())
            if (b->text() == TargetPanel::tr("Add a path on the hosts…"))
                typed = b;
        QVERIFY(typed && typed->isVisible());
        QVERIFY(!panel.findChild<QTreeView*>()->isEnabled());
        whenModal([](QWidget* modal) {
            auto* input = modal->findChild<QLineEdit*>();
            input->setText(u"/dev/nvme0n1"_s);
            QMetaObject::invokeMethod(modal, "accept");
        });
        typed->click();
        QCOMPARE(panel.targets().last(), u"/dev/nvme0n1"_s);

        // A device there: the checkbox, then its typed name.
        QVERIFY(checkBox(panel, kAllowText)->isEnabled());
        bool confirmed = true;
        const QString text = refusalOf(panel, confirmed);
        QVERIFY(!confirmed);
        QVERIFY2(text.contains(u"/dev/nvme0n1"_s), qPrintable(text));
        panel.setAllowWriteDevice(true, false);
        QString asked;
        whenModal([&asked](QWidget* modal) {
            auto* dialog = qobject_cast<DeviceWriteConfirmation*>(modal);
            if (!dialog) {
                modal->close();
                return;
            }
            asked = dialog->windowTitle();
            QTest::keyClicks(dialog->nameEdit(), u"nvme0n1"_s);
            dialog->confirmButton()->click();
        });
        QVERIFY(panel.confirmWrites(nullptr));
        QVERIFY2(asked.contains(u"nvme0n1"_s), qPrintable(asked));

        // Back on this machine the local rules hold again.
        panel.setRemoteHosts({});
        QTRY_VERIFY(!panel.isInspecting());
        QVERIFY(panel.firstProblem().contains(gone));
        QVERIFY(!typed->isVisible());
    }
};

QTEST_MAIN(TestTargetPanel)
#include "tst_target_panel.moc"

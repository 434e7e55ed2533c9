// The "This volume is…" picker (ui/setup/volume_picker.h): the fields each
// profile takes, the promise or the reason it cannot be made, and the volume
// remembered per device.
#include "ui/setup/volume_picker.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace surfio;
using namespace Qt::Literals::StringLiterals;

namespace {

int visibleFields(const VolumePicker& picker)
{
    int n = 0;
    for (const QLineEdit* e : picker.findChildren<QLineEdit*>())
        n += e->isVisibleTo(&picker) ? 1 : 0;
    for (const QComboBox* c : picker.findChildren<QComboBox*>())
        n += c->isVisibleTo(&picker) ? 1 : 0;
    return n;
}

}  // namespace

class TestVolumePicker : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    // The profile combo plus the fields the profile takes.
    void fieldsPerProfile_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("fields");
        QTest::addColumn<double>("iops");
        QTest::newRow("none") << QString() << 1 << 0.0;
        QTest::newRow("by size: the size") << u"oci-balanced:50g"_s << 2 << 3000.0;
        QTest::newRow("provisioned: size, IOPS, throughput")
            << u"aws-gp3:100g,iops=6000,throughput=250m"_s << 4 << 6000.0;
        QTest::newRow("levels: size and level") << u"oci-ultra-high-performance:1t,vpus=120"_s << 3 << 230400.0;
    }

    void fieldsPerProfile()
    {
        QFETCH(QString, spec);
        QFETCH(int, fields);
        QFETCH(double, iops);
        VolumePicker picker;
        picker.setSpec(spec);
        QCOMPARE(visibleFields(picker), fields);
        VolumePromise promise;
        QString error;
        QVERIFY2(picker.resolve(promise, error), qPrintable(error));
        QCOMPARE(promise.iops, iops);
        QVERIFY(picker.problem().isEmpty());
        QCOMPARE(picker.spec(), spec);
    }

    void aSpecItCannotPromiseIsStartsReason()
    {
        VolumePicker picker;
        picker.setSpec(u"aws-gp3:10g,iops=6000"_s);
        QVERIFY2(picker.problem().contains(u"12 GiB"_s), qPrintable(picker.problem()));
    }

    // The size comes from the device where the field is empty.
    void sizeFromTheDevice()
    {
        VolumePicker picker;
        picker.setSpec(u"oci-balanced"_s);
        QVERIFY(!picker.problem().isEmpty());
        picker.setTarget(u"loop-test"_s, uint64_t(50) << 30);
        VolumePromise promise;
        QString error;
        QVERIFY2(picker.resolve(promise, error), qPrintable(error));
        QCOMPARE(promise.iops, 3000.0);
    }

    void rememberedPerDevice()
    {
        VolumePicker picker;
        picker.setTarget(u"dev-a"_s, 0);
        picker.setSpec(u"aws-gp2:100g"_s);
        picker.setTarget(u"dev-b"_s, 0);
        picker.findChild<QComboBox*>()->setCurrentIndex(0);  // dev-b is not a cloud volume
        QVERIFY(picker.spec().isEmpty());
        picker.setTarget(u"dev-a"_s, 0);
        QCOMPARE(picker.spec(), u"aws-gp2:100g"_s);
        picker.setTarget(u"dev-b"_s, 0);
        QVERIFY(picker.spec().isEmpty());
        QSettings().clear();
    }
};

QTEST_MAIN(TestVolumePicker)
#include "tst_volume_picker.moc"

// Specifies which block devices the list offers (core/run/block_device_list),
// against a made-up /sys/block, and the model's check marks.

#include "core/run/block_device_list.h"
#include "ui/models/device_list_model.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace surfio;
using namespace Qt::StringLiterals;

namespace {

void write(const QString& path, const QByteArray& text)
{
    QDir().mkpath(path.section(u'/', 0, -2));
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
    file.write(text);
}

}  // namespace

class TestDeviceListModel : public QObject {
    Q_OBJECT

private slots:
    void scan()
    {
        QTemporaryDir sys;
        QVERIFY(sys.isValid());
        write(sys.filePath(u"sda/size"_s), "1953525168\n");
        write(sys.filePath(u"sda/device/model"_s), "Samsung SSD 870 \n");
        write(sys.filePath(u"loop0/size"_s), "0\n");  // not attached
        write(sys.filePath(u"loop1/size"_s), "131072\n");
        write(sys.filePath(u"loop1/loop/backing_file"_s), "/dev/shm/x.img\n");
        write(sys.filePath(u"ram0/size"_s), "8192\n");
        write(sys.filePath(u"sr0/size"_s), "0\n");  // no disc
        write(sys.filePath(u"cciss!c0d0/size"_s), "2048\n");

        const QList<ListedDevice> devices = listBlockDevices(sys.path());
        QStringList names, paths, models;
        for (const ListedDevice& d : devices) {
            names << d.name;
            paths << d.path;
            models << d.model;
        }
        QCOMPARE(names, (QStringList{u"cciss!c0d0"_s, u"loop1"_s, u"ram0"_s, u"sda"_s}));
        QCOMPARE(paths, (QStringList{u"/dev/cciss/c0d0"_s, u"/dev/loop1"_s, u"/dev/ram0"_s, u"/dev/sda"_s}));
        QCOMPARE(models, (QStringList{u""_s, u"loop: /dev/shm/x.img"_s, u""_s, u"Samsung SSD 870"_s}));
        QCOMPARE(devices[1].size, quint64(64 * 1024 * 1024));
    }

    void checkMarks()
    {
        DeviceListModel model;
        QAbstractItemModelTester tester(&model);
        model.setDevices(listBlockDevices());
        if (model.rowCount() == 0)
            QSKIP("no block device with a size here");
        const QString path = model.devices().first().path;
        const QModelIndex first = model.index(0, DeviceListModel::Name);
        QSignalSpy toggled(&model, &DeviceListModel::checkToggled);

        model.setCheckedPaths({path});
        QCOMPARE(first.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(toggled.count(), 0);  // set by the program

        QVERIFY(model.setData(first, Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(toggled.count(), 1);
        QCOMPARE(toggled.first(), (QVariantList{path, false}));
        QVERIFY(model.checkedPaths().isEmpty());
    }

    // Which devices open directly, which through UDisks2 (a padlock), and which not at all, and why.
    void saysHowEachDeviceOpens_data()
    {
        QTest::addColumn<int>("way");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("padlock");
        QTest::addColumn<QString>("tipHas");
        QTest::newRow("direct") << int(DeviceWay::Direct) << u"directly"_s << false << u"opens /dev/sdz itself"_s;
        QTest::newRow("udisks2") << int(DeviceWay::UDisks2) << u"UDisks2"_s << true << u"asks UDisks2"_s;
        QTest::newRow("none") << int(DeviceWay::None) << u"no"_s << false << u"install udisks2"_s;
    }
    void saysHowEachDeviceOpens()
    {
        QFETCH(int, way);
        QFETCH(QString, text);
        QFETCH(bool, padlock);
        QFETCH(QString, tipHas);
        DeviceListModel model;
        ListedDevice device{u"sdz"_s, u"/dev/sdz"_s, 1ULL << 30, u"Test"_s, DeviceWay::Direct, {}};
        device.way = DeviceWay(way);
        device.whyNot = u"install udisks2"_s;
        model.setDevices({device});
        const QModelIndex access = model.index(0, DeviceListModel::Access);
        QCOMPARE(access.data().toString(), text);
        QCOMPARE(!access.data(Qt::DecorationRole).value<QIcon>().isNull(), padlock);
        QVERIFY2(access.data(Qt::ToolTipRole).toString().contains(tipHas),
                 qPrintable(access.data(Qt::ToolTipRole).toString()));
        QCOMPARE(model.headerData(DeviceListModel::Access, Qt::Horizontal).toString(), u"Opens"_s);
    }
};

QTEST_MAIN(TestDeviceListModel)
#include "tst_device_list_model.moc"

#include "ui/models/value_list_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace surfio;

namespace {

const std::vector<uint64_t> kSizes{512, 4096, 8192, 16384, 1ULL << 20};
const std::vector<uint64_t> kPercents{100, 75, 50, 0};

QList<qulonglong> values(const ValueListModel& model)
{
    QList<qulonglong> list;
    for (int row = 0; row < model.rowCount(); ++row)
        list << model.index(row).data(ValueListModel::ValueRole).toULongLong();
    return list;
}

int rowOf(const ValueListModel& model, qulonglong value)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row).data(ValueListModel::ValueRole).toULongLong() == value)
            return row;
    return -1;
}

}  // namespace

class TestValueListModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QLocale::setDefault(QLocale::c()); }

    void passesTheModelTester()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);

        model.addCustom(12288);
        model.addCustom(3ULL << 20);
        QVERIFY(model.setData(model.index(rowOf(model, 4096)), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(model.setData(model.index(rowOf(model, 12288)), QStringLiteral("2m"), Qt::EditRole));
        QVERIFY(model.setData(model.index(rowOf(model, 2ULL << 20)), QStringLiteral("abc"), Qt::EditRole));
        QVERIFY(model.removeRows(rowOf(model, 3ULL << 20), 1));
        model.setCheckedValues({4096, 3000, 1ULL << 20});
        model.setConstraint([](uint64_t v) { return v % 512 ? QStringLiteral("odd") : QString(); });
        QVERIFY(model.removeRows(rowOf(model, 3000), 1));
        QCOMPARE(model.rowCount(), int(kSizes.size()));
    }

    void keepsPresetsInOrderWithCustomEntriesInPlace()
    {
        ValueListModel sizes(ValueListModel::Kind::Size, kSizes);
        const QModelIndex added = sizes.addCustom(12288);
        QCOMPARE(added.row(), 3);
        QCOMPARE(values(sizes), (QList<qulonglong>{512, 4096, 8192, 12288, 16384, 1ULL << 20}));
        QCOMPARE(added.data().toString(), QStringLiteral("12 KiB"));
        QCOMPARE(added.data(Qt::EditRole).toString(), QStringLiteral("12k"));
        QCOMPARE(added.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QVERIFY(added.data(ValueListModel::CustomRole).toBool());

        ValueListModel percents(ValueListModel::Kind::Percent, kPercents);
        percents.addCustom(70);
        QCOMPARE(values(percents), (QList<qulonglong>{100, 75, 70, 50, 0}));
        QCOMPARE(percents.index(2).data().toString(), QStringLiteral("70 %"));
    }

    void addingAKnownValueChecksIt()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        QSignalSpy inserted(&model, &ValueListModel::rowsInserted);
        const QModelIndex index = model.addCustom(4096);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(index.row(), 1);
        QVERIFY(!index.data(ValueListModel::CustomRole).toBool());
        QCOMPARE(model.checkedValues(), (std::vector<uint64_t>{4096}));
    }

    void checksThroughTheCheckStateRole()
    {
        ValueListModel model(ValueListModel::Kind::Percent, kPercents);
        QCOMPARE(model.checkedCount(), 0);
        QVERIFY(model.flags(model.index(0)) & Qt::ItemIsUserCheckable);
        QVERIFY(model.setData(model.index(3), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(model.setData(model.index(0), Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(model.checkedValues(), (std::vector<uint64_t>{100, 0}));  // list order
        QVERIFY(model.setData(model.index(0), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(model.checkedValues(), (std::vector<uint64_t>{0}));
    }

    void editsOnlyCustomEntries()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        QVERIFY(!(model.flags(model.index(0)) & Qt::ItemIsEditable));
        QVERIFY(!model.setData(model.index(0), QStringLiteral("2k"), Qt::EditRole));
        QVERIFY(!model.removeRows(0, 1));
        const QModelIndex custom = model.addCustom(12288);
        QVERIFY(model.flags(custom) & Qt::ItemIsEditable);
        QVERIFY(!model.setData(custom, QStringLiteral("  "), Qt::EditRole));  // emptied: left as it was
        QCOMPARE(custom.data(ValueListModel::ValueRole).toULongLong(), 12288ULL);
    }

    void editingMovesTheEntryIntoPlace()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        const QModelIndex custom = model.addCustom(12288);
        QVERIFY(model.setData(custom, QStringLiteral("2m"), Qt::EditRole));
        QCOMPARE(values(model), (QList<qulonglong>{512, 4096, 8192, 16384, 1ULL << 20, 2ULL << 20}));
        QCOMPARE(model.checkedValues(), (std::vector<uint64_t>{2ULL << 20}));
    }

    void keepsWhatDoesNotParseAndSaysWhy()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        const QModelIndex custom = model.addCustom(12288);
        QVERIFY(model.setData(custom, QStringLiteral("abc"), Qt::EditRole));
        const QModelIndex entry = custom;  // what does not parse stays where it was
        QCOMPARE(entry.data().toString(), QStringLiteral("abc"));
        QVERIFY(entry.data(ValueListModel::ValueRole).isNull());
        QVERIFY(!entry.data(ValueListModel::ValidRole).toBool());
        QVERIFY(entry.data(Qt::ToolTipRole).toString().contains(QStringLiteral("abc")));
        QVERIFY(model.checkedValues().empty());
        QVERIFY(model.firstProblem().contains(QStringLiteral("abc")));
    }

    void parses_data()
    {
        QTest::addColumn<bool>("percent");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("parses");
        QTest::addColumn<qulonglong>("value");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("editText");

        QTest::newRow("4k") << false << "4k" << true << 4096ULL << "4 KiB"
                            << "4k";
        QTest::newRow("bytes") << false << "3000" << true << 3000ULL << "3000 B"
                               << "3000";
        QTest::newRow("one and a half") << false << "1536" << true << 1536ULL << "1.50 KiB"
                                        << "1536";
        QTest::newRow("12.25 KiB") << false << "12544" << true << 12544ULL << "12544 B"
                                   << "12544";
        QTest::newRow("512") << false << "512" << true << 512ULL << "512 B"
                             << "512";
        QTest::newRow("3m") << false << "3m" << true << (3ULL << 20) << "3 MiB"
                            << "3m";
        QTest::newRow("KiB suffix") << false << "16KiB" << true << 16384ULL << "16 KiB"
                                    << "16k";
        QTest::newRow("words") << false << "abc" << false << 0ULL << ""
                               << "";
        QTest::newRow("fraction") << false << "1.5m" << false << 0ULL << ""
                                  << "";
        QTest::newRow("percent") << true << "75" << true << 75ULL << "75 %"
                                 << "75";
        QTest::newRow("percent sign") << true << "5 %" << true << 5ULL << "5 %"
                                      << "5";
        QTest::newRow("negative") << true << "-5" << false << 0ULL << ""
                                  << "";
        QTest::newRow("size suffix on a percent") << true << "5k" << false << 0ULL << ""
                                                  << "";
    }

    void parses()
    {
        QFETCH(bool, percent);
        QFETCH(QString, text);
        QFETCH(bool, parses);
        QFETCH(qulonglong, value);
        QFETCH(QString, label);
        QFETCH(QString, editText);
        ValueListModel model(percent ? ValueListModel::Kind::Percent : ValueListModel::Kind::Size, {});
        const auto parsed = model.parse(text);
        QCOMPARE(parsed.has_value(), parses);
        if (!parses) {
            QVERIFY(!model.textProblem(text).isEmpty());
            return;
        }
        QCOMPARE(qulonglong(*parsed), value);
        QCOMPARE(model.format(*parsed), label);
        QCOMPARE(model.editText(*parsed), editText);
        QCOMPARE(model.parse(model.editText(*parsed)), parsed);
    }

    void rejectsValuesOutOfRange_data()
    {
        QTest::addColumn<bool>("percent");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");

        QTest::newRow("below 512 B") << false << "256"
                                     << "512 B";
        QTest::newRow("above 64 MiB") << false << "128m"
                                      << "64 MiB";
        QTest::newRow("above 100 %") << true << "150"
                                     << "100 %";
    }

    void rejectsValuesOutOfRange()
    {
        QFETCH(bool, percent);
        QFETCH(QString, text);
        QFETCH(QString, reason);
        ValueListModel model(percent ? ValueListModel::Kind::Percent : ValueListModel::Kind::Size, {});
        QVERIFY(model.parse(text));
        QVERIFY2(model.textProblem(text).contains(reason), qPrintable(model.textProblem(text)));
    }

    void marksDuplicatesOfPresets()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        const QModelIndex custom = model.addCustom(12288);
        QVERIFY(model.setData(custom, QStringLiteral("4096"), Qt::EditRole));
        const int duplicate = [&] {
            for (int row = 0; row < model.rowCount(); ++row)
                if (model.index(row).data(ValueListModel::CustomRole).toBool())
                    return row;
            return -1;
        }();
        QVERIFY(model.problem(duplicate).contains(QStringLiteral("already")));
        QVERIFY(model.problem(rowOf(model, 4096)).isEmpty());  // the preset itself is fine
    }

    void appliesTheConstraintToCheckedEntriesOnly()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        bool strict = false;
        model.setConstraint(
            [&strict](uint64_t v) { return strict && v > 8192 ? QStringLiteral("too big") : QString(); });
        model.setCheckedValues({4096});
        QVERIFY(model.firstProblem().isEmpty());
        QSignalSpy changed(&model, &ValueListModel::dataChanged);
        strict = true;
        model.revalidate();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.problem(rowOf(model, 16384)), QStringLiteral("too big"));  // marked even unchecked
        QVERIFY(model.firstProblem().isEmpty());                                  // but it does not block
        QVERIFY(model.index(rowOf(model, 16384)).data(Qt::DecorationRole).isValid());
        model.setCheckedValues({4096, 16384});
        QCOMPARE(model.firstProblem(), QStringLiteral("too big"));
    }

    void setCheckedValuesMakesUnknownValuesCustom()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        model.addCustom(12288);
        model.setCheckedValues({1ULL << 20, 3000, 4096});
        QCOMPARE(values(model), (QList<qulonglong>{512, 3000, 4096, 8192, 16384, 1ULL << 20}));
        QCOMPARE(model.checkedValues(), (std::vector<uint64_t>{3000, 4096, 1ULL << 20}));
        QVERIFY(model.index(1).data(ValueListModel::CustomRole).toBool());
        QCOMPARE(model.index(1).data(Qt::EditRole).toString(), QStringLiteral("3000"));
    }

    void refusesEditsWhenReadOnly()
    {
        ValueListModel model(ValueListModel::Kind::Size, kSizes);
        const QModelIndex custom = model.addCustom(12288);
        model.setReadOnly(true);
        QVERIFY(!(model.flags(custom) & Qt::ItemIsEditable));
        QVERIFY(!(model.flags(custom) & Qt::ItemIsUserCheckable));
        QVERIFY(!model.setData(custom, Qt::Unchecked, Qt::CheckStateRole));
        QVERIFY(!model.setData(custom, QStringLiteral("2m"), Qt::EditRole));
        QVERIFY(!model.removeRows(custom.row(), 1));
        model.setReadOnly(false);
        QVERIFY(model.setData(custom, Qt::Unchecked, Qt::CheckStateRole));
    }
};

QTEST_MAIN(TestValueListModel)
#include "tst_value_list_model.moc"

// fio's hosts as a person types them: what fio can be given, and what not.
#include "ui/setup/fio_host_list.h"

#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace surfio;

class TestFioHostList : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hostProblem_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("problem");  // a piece of the message; empty: fine
        QTest::newRow("name") << QStringLiteral("server1") << QString();
        QTest::newRow("address") << QStringLiteral("10.0.0.2") << QString();
        QTest::newRow("with port") << QStringLiteral("10.0.0.2:8766") << QString();
        QTest::newRow("IPv6 in brackets") << QStringLiteral("[fd00::2]") << QString();
        QTest::newRow("IPv6 with port") << QStringLiteral("[fd00::2]:8766") << QString();
        QTest::newRow("fio's ip6 form") << QStringLiteral("ip6:fd00::2,8766") << QString();
        QTest::newRow("fio's socket") << QStringLiteral("sock:/tmp/fio.sock") << QString();
        QTest::newRow("empty") << QString() << QStringLiteral("empty");
        QTest::newRow("space") << QStringLiteral("server 1") << QStringLiteral("without spaces");
        QTest::newRow("port not a number") << QStringLiteral("server1:http") << QStringLiteral("e.g. server1:8765");
        QTest::newRow("port out of range") << QStringLiteral("server1:70000") << QStringLiteral("1 to 65535");
        QTest::newRow("no port after colon") << QStringLiteral("server1:") << QStringLiteral("1 to 65535");
        QTest::newRow("bare IPv6") << QStringLiteral("fd00::2") << QStringLiteral("in brackets, e.g. [fd00::2]:8765");
        QTest::newRow("IPv6 bad port") << QStringLiteral("[fd00::2]:x") << QStringLiteral("e.g. [fd00::2]:8765");
        QTest::newRow("unclosed bracket") << QStringLiteral("[fd00::2") << QStringLiteral("in brackets");
    }

    void hostProblem()
    {
        QFETCH(QString, host);
        QFETCH(QString, problem);
        const QString message = FioHostList::hostProblem(host);
        if (problem.isEmpty())
            QCOMPARE(message, QString());
        else
            QVERIFY2(message.contains(problem), qPrintable(message));
    }

    void addsEditsAndRemoves()
    {
        FioHostList list;
        QSignalSpy changed(&list, &FioHostList::changed);
        auto* add = list.findChild<QLineEdit*>(QStringLiteral("hostsAdd"));
        auto* view = list.findChild<QListWidget*>(QStringLiteral("hosts"));
        add->setText(QStringLiteral("  h1 "));
        Q_EMIT add->returnPressed();
        add->setText(QStringLiteral("h2:8766"));
        Q_EMIT add->returnPressed();
        QCOMPARE(list.hosts(), QStringList({QStringLiteral("h1"), QStringLiteral("h2:8766")}));
        QCOMPARE(changed.count(), 2);
        QVERIFY(add->text().isEmpty());

        view->item(0)->setText(QStringLiteral("h2:8766"));  // edited in place
        QCOMPARE(changed.count(), 3);
        QVERIFY(list.firstProblem().contains(QStringLiteral("listed twice")));

        view->setCurrentRow(0);
        QToolButton* remove = nullptr;
        for (QToolButton* b : list.findChildren<QToolButton*>())
            if (b->text() == FioHostList::tr("Remove"))
                remove = b;
        QVERIFY(remove && remove->isEnabled());
        remove->click();
        QCOMPARE(list.hosts(), QStringList({QStringLiteral("h2:8766")}));
        QCOMPARE(list.firstProblem(), QString());

        list.setHosts({QStringLiteral("a"), QStringLiteral("b")});  // loading is no edit
        QCOMPARE(changed.count(), 4);
        list.setReadOnly(true);
        QVERIFY(!remove->isEnabled());
    }
};

QTEST_MAIN(TestFioHostList)
#include "tst_fio_host_list.moc"

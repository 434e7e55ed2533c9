// The workbench in each shipped language, offscreen: the translation is
// loaded (menus, buttons and labels are not English), numbers follow the
// language, and no label or button is cut short. Each window is saved as
// main-LANG.png (in SURFIO_SCREENSHOT_DIR, else the working directory) to look at.

#include "core/text/language.h"
#include "ui/window/main_window.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace surfio;

class TestLanguages : public QObject {
    Q_OBJECT

    // Visible labels and buttons narrower than their text needs.
    static QStringList clipped(const QWidget& window)
    {
        QStringList cut;
        for (const QLabel* label : window.findChildren<QLabel*>()) {
            if (!label->isVisible() || label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull())
                continue;
            if (label->width() + 1 < label->minimumSizeHint().width())
                cut << QStringLiteral("label \"%1\": %2 < %3")
                           .arg(label->text())
                           .arg(label->width())
                           .arg(label->minimumSizeHint().width());
        }
        for (const QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
            if (!button->isVisible() || button->text().isEmpty())
                continue;
            if (button->width() + 1 < button->minimumSizeHint().width())
                cut << QStringLiteral("button \"%1\": %2 < %3")
                           .arg(button->text())
                           .arg(button->width())
                           .arg(button->minimumSizeHint().width());
        }
        return cut;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cleanupTestCase()
    {
        qunsetenv("SURFIO_LANGUAGE");
        installTranslations(*QCoreApplication::instance());
    }

    void speaksEachLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QChar>("decimal");
        QTest::newRow("fr") << QStringLiteral("fr") << QChar(u',');
        QTest::newRow("vi") << QStringLiteral("vi") << QChar(u',');
        QTest::newRow("ja") << QStringLiteral("ja") << QChar(u'.');
        QTest::newRow("it") << QStringLiteral("it") << QChar(u',');
        QTest::newRow("en") << QStringLiteral("en") << QChar(u'.');
    }

    void speaksEachLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QChar, decimal);
        qputenv("SURFIO_LANGUAGE", code.toUtf8());
        installTranslations(*QCoreApplication::instance());
        QCOMPARE(chosenLanguage(), code);
        QVERIFY2(QFile::exists(QStringLiteral(":/i18n/surfio_%1.qm").arg(code)), "the translations are not built in");
        QCOMPARE(QLocale().decimalPoint(), QString(decimal));

        MainWindow window;
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const QString run = window.menuBar()->actions().value(1)->text();  // "&File" is Italian too
        const QString start = window.findChild<QPushButton*>(QStringLiteral("startButton"))->text();
        if (code == QLatin1String("en")) {
            QCOMPARE(run, QStringLiteral("&Run"));
            QCOMPARE(start, QStringLiteral("Start"));
        } else {
            QVERIFY2(run != QLatin1String("&Run") && run.contains(QLatin1Char('&')), qPrintable(run));
            QVERIFY2(start != QLatin1String("Start") && !start.isEmpty(), qPrintable(start));
            // The Setup dock's boxes speak the language too.
            static const QStringList english{QStringLiteral("Targets"), QStringLiteral("Block devices")};
            for (const QGroupBox* box : window.findChildren<QGroupBox*>())
                QVERIFY2(!english.contains(box->title()), qPrintable(box->title()));
        }
        const QStringList cut = clipped(window);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));

        const QString dir = qEnvironmentVariable("SURFIO_SCREENSHOT_DIR", QDir::currentPath());
        QVERIFY(window.grab().save(QDir(dir).filePath(QStringLiteral("main-%1.png").arg(code))));
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"

// The workbench's keyboard in each shipped language: every Alt+letter the
// window holds at one time belongs to one control (the menus keep theirs),
// none leads to a hidden field, and each one, pressed, reaches its control:
// a tab shows, a box is ticked, a field takes the focus and the Setup panel
// scrolls it into view.

#include "core/result/result_json.h"
#include "core/text/language.h"
#include "made_up_sweep.h"
#include "ui/setup/matrix_editor.h"
#include "ui/views/result_views.h"
#include "ui/window/main_window.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace surfio;

namespace {

// One Alt+letter of the window: who holds it, and what it reaches.
struct Mnemonic {
    enum class Kind { Menu, Tab, Label, Button, Box };
    Kind kind;
    int key = 0;  // Qt::Key_A…
    QString text;
    QWidget* holder = nullptr;
    QWidget* target = nullptr;  // the label's buddy, the button, the tab bar
    QAction* menu = nullptr;    // the menu bar's entry
    int tab = -1;
};

int mnemonicKey(const QString& text)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    return key.isEmpty() ? 0 : int(key[0].key());
}

void addIfAny(QList<Mnemonic>& list, Mnemonic m)
{
    m.key = mnemonicKey(m.text);
    if (m.key != 0)
        list.append(m);
}

// The Alt+letters that work now: those of the menu bar and of every shown
// button, label with a buddy, group box and tab.
QList<Mnemonic> mnemonics(QMainWindow& window)
{
    QList<Mnemonic> list;
    for (QAction* action : window.menuBar()->actions())
        addIfAny(list, {Mnemonic::Kind::Menu, 0, action->text(), window.menuBar(), window.menuBar(), action});
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            addIfAny(list, {Mnemonic::Kind::Button, 0, button->text(), w, w});
        else if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy())
            addIfAny(list, {Mnemonic::Kind::Label, 0, label->text(), w, label->buddy()});
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            addIfAny(list, {Mnemonic::Kind::Box, 0, box->title(), w, w});
        else if (auto* bar = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isTabVisible(i))
                    addIfAny(list, {Mnemonic::Kind::Tab, 0, bar->tabText(i), w, w, nullptr, i});
    }
    return list;
}

// Where a widget is seen in its window: clipped by every parent (a scroll area's viewport).
QRect seenRect(const QWidget* w)
{
    QRect r(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    for (const QWidget* p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        r &= QRect(p->mapTo(p->window(), QPoint(0, 0)), p->size());
    return r;
}

QString keyName(int key)
{
    return QKeySequence(Qt::ALT | Qt::Key(key)).toString();
}

}  // namespace

class TestMnemonics : public QObject {
    Q_OBJECT

    QTemporaryDir dir_{QDir::tempPath() + QStringLiteral("/tst_mnemonics-XXXXXX")};
    QString result_;

    // Alt+letters held twice, and labels whose field is hidden.
    static QStringList clashes(const QList<Mnemonic>& list)
    {
        QStringList problems;
        std::map<int, QStringList> byKey;
        for (const Mnemonic& m : list) {
            byKey[m.key] << m.text;
            if (m.kind == Mnemonic::Kind::Label && !m.target->isVisible())
                problems << QStringLiteral("%1 (%2) leads to a hidden field").arg(m.text, keyName(m.key));
        }
        for (const auto& [key, texts] : byKey)
            if (texts.size() > 1)
                problems << QStringLiteral("%1 is held by %2").arg(keyName(key), texts.join(QStringLiteral(", ")));
        return problems;
    }

    // The focus is in the field (or its focus proxy), all of it in sight
    // or, when it is taller than the panel, its top.
    static QString focusProblem(const Mnemonic& m)
    {
        const QWidget* focus = QApplication::focusWidget();
        if (!focus || (focus != m.target && !m.target->isAncestorOf(focus)))
            return QStringLiteral("%1 (%2) moved the focus to %3")
                .arg(m.text, keyName(m.key), focus ? focus->objectName() : QStringLiteral("none"));
        const QRect whole(m.target->mapTo(m.target->window(), QPoint(0, 0)), m.target->size());
        const QRect seen = seenRect(m.target);
        const bool inSight = seen == whole || (seen.top() == whole.top() && seen.height() >= 3 * 16);
        return inSight ? QString()
                       : QStringLiteral("%1 (%2) focuses a field out of sight: %3 px of %4 seen")
                             .arg(m.text, keyName(m.key))
                             .arg(seen.height())
                             .arg(whole.height());
    }

    // Each key of the window pressed: menus open, tabs show, fields take the focus in sight.
    static QStringList walk(QMainWindow& window, const QList<Mnemonic>& list)
    {
        QStringList problems;
        for (const Mnemonic& m : list) {
            if (m.kind == Mnemonic::Kind::Button && !qobject_cast<QCheckBox*>(m.holder))
                continue;  // a push button would act (open a dialog); its key is unique and shown
            if (!m.holder->isEnabled() || !m.target->isEnabled())
                continue;  // nothing to reach yet (the seed of an order not shuffled); its key stays its own
            if (m.kind == Mnemonic::Kind::Menu)
                continue;  // held by the menu bar alone (clashes); the offscreen platform's popups take the window's
                           // activation
            const bool wasChecked = m.kind == Mnemonic::Kind::Button && static_cast<QCheckBox*>(m.holder)->isChecked();
            QTest::keyClick(&window, Qt::Key(m.key), Qt::AltModifier);
            if (m.kind == Mnemonic::Kind::Tab) {
                if (static_cast<QTabBar*>(m.holder)->currentIndex() != m.tab)
                    problems << QStringLiteral("%1 (%2) did not show its tab").arg(m.text, keyName(m.key));
                continue;
            }
            if (m.kind == Mnemonic::Kind::Button) {
                auto* check = static_cast<QCheckBox*>(m.holder);
                if (!QTest::qWaitFor([&] { return check->isChecked() != wasChecked; }, 2000))
                    problems << QStringLiteral("%1 (%2) did not tick its box").arg(m.text, keyName(m.key));
            }
            if (const QString p = focusProblem(m); !p.isEmpty())
                problems << p;
            if (auto* check = qobject_cast<QCheckBox*>(m.holder))
                check->setChecked(wasChecked);
        }
        return problems;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        // A result with two depths, so the views show their slice controls, to open and compare.
        ResultSet set;
        Sweep& sweep = set.matrix.sweeps.front();
        sweep.patterns = {Pattern::RandReadWrite};
        sweep.readPercents = {100, 50};
        sweep.blockSizes = {4096, 65536};
        sweep.queueDepths = {1, 16};
        set.matrix.base.targets = {"/var/tmp/made-up.dat"};
        set.started = QDateTime(QDate(2026, 12, 2), QTime(10, 0));
        const std::vector<JobSpec> specs = set.matrix.expand();
        for (int point = 0; point < int(specs.size()); ++point)
            set.points.append(testing::runOf(specs[size_t(point)], point, 0, 10000.0 * (point + 1)));
        result_ = dir_.filePath(QStringLiteral("two-depths.json"));
        QFile file(result_);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(toJson(set)).toJson());
    }

    void cleanupTestCase()
    {
        qunsetenv("SURFIO_LANGUAGE");
        installTranslations(*QCoreApplication::instance());
    }

    void everyKeyIsUniqueAndReachesItsControl_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "fr", "vi", "ja", "it"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // On each Setup tab and each view, with steady state on (its fields show)
    // and a run compared: at a laptop's 1366 × 768.
    void everyKeyIsUniqueAndReachesItsControl()
    {
        QFETCH(QString, code);
        qputenv("SURFIO_LANGUAGE", code.toUtf8());
        installTranslations(*QCoreApplication::instance());
        MainWindow window{LaunchOptions{}};
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::setActiveWindow(&window);
        QVERIFY(window.openResult(result_));
        QVERIFY(window.compareWith({result_}));
        auto* editor = window.findChild<MatrixEditor*>();
        Matrix m = quickMatrix();
        m.steadyState.enabled = true;
        editor->setMatrix(m);
        auto* setupTabs = editor->findChild<QTabWidget*>(QStringLiteral("tabs"));
        auto* views = window.findChild<ResultViews*>();
        QStringList problems;
        for (int setupTab = 0; setupTab < setupTabs->count(); ++setupTab)
            for (int view = 0; view < views->count(); ++view) {
                setupTabs->setCurrentIndex(setupTab);
                views->setCurrentIndex(view);
                QCoreApplication::processEvents();
                const QString where =
                    QStringLiteral("[%1, %2] ").arg(setupTabs->tabText(setupTab), views->tabText(view));
                QList<Mnemonic> list = mnemonics(window);
                // Menus first, tabs last: a tab pressed hides the fields of the other.
                std::stable_sort(list.begin(), list.end(), [](const Mnemonic& a, const Mnemonic& b) {
                    return (a.kind == Mnemonic::Kind::Tab) < (b.kind == Mnemonic::Kind::Tab);
                });
                for (const QString& p : clashes(list))
                    problems << where + p;
                for (const QString& p : walk(window, list))
                    problems << where + p;
            }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"

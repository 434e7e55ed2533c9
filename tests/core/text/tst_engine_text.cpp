// Engine messages reach a person in their language: engineText finds the
// template an English message was made from and translates it, arguments in
// their places; text it does not know comes back as it is.

#include "core/engine/message_text.h"
#include "core/text/engine_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <cstring>
#include <memory>

using namespace surfio;
namespace m = surfio::messages;

namespace {

// Answers for the context "Engine" from a table, so a test needs no .qm file.
class TableTranslator : public QTranslator {
public:
    QHash<QString, QString> table;
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* = nullptr, int = -1) const override
    {
        return std::strcmp(context, "Engine") == 0 ? table.value(QString::fromUtf8(source)) : QString();
    }
};

// The arguments a template takes: %1 up to its highest placeholder.
int placeholderCount(const char* templ)
{
    static const QRegularExpression placeholder(QStringLiteral("%([1-9])"));
    int count = 0;
    for (const auto& match : placeholder.globalMatch(QString::fromUtf8(templ)))
        count = std::max(count, match.captured(1).toInt());
    return count;
}

QStringList texts(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* text : list)
        out.append(QString::fromUtf8(text));
    return out;
}

QString english(const char* templ, std::initializer_list<std::string> args)
{
    return QString::fromStdString(formatMessage(templ, args));
}

}  // namespace

class TestEngineText : public QObject {
    Q_OBJECT

    std::unique_ptr<TableTranslator> translator_;

    void install(QHash<QString, QString> table)
    {
        translator_ = std::make_unique<TableTranslator>();
        translator_->table = std::move(table);
        QCoreApplication::installTranslator(translator_.get());
    }

private Q_SLOTS:
    void cleanup()
    {
        if (translator_)
            QCoreApplication::removeTranslator(translator_.get());
        translator_.reset();
    }

    // Every template, filled in, reads back as itself with the same
    // arguments, and without a translation shows as the English it is.
    void roundTrip_data()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < std::size(m::kAll); ++i)
            QTest::addRow("%s", m::kAll[i]) << int(i);
    }
    void roundTrip()
    {
        QFETCH(int, index);
        const char* templ = m::kAll[index];
        // Reason lists hold messages; the others get paths, numbers, system error texts.
        const std::vector<std::string> args =
            std::strcmp(templ, m::kReasonList) == 0
                ? std::vector<std::string>{formatMessage(m::kRingFlagsRefused, {"COOP_TASKRUN"}), m::kPsyncAskedFor}
                : std::vector<std::string>{
                    "/srv/my data/f.dat", "4096", "Input/output error", "sdb1", "64 MiB", "12345", "0x1bf52d23",
                    "1796037073801105",   "65536"};
        const auto at = [&](size_t i) { return i < args.size() ? args[i] : std::string(); };
        const QString text = english(templ, {args[0], args[1], at(2), at(3), at(4), at(5), at(6), at(7), at(8)});

        const std::optional<EngineMessage> parsed = parseEngineMessage(text);
        QVERIFY2(parsed, qPrintable(text));
        QCOMPARE(QString::fromUtf8(parsed->templ), QString::fromUtf8(templ));
        QStringList expected;
        for (int n = 0; n < placeholderCount(templ); ++n)
            expected.append(QString::fromStdString(args[size_t(n)]));
        QCOMPARE(parsed->args, expected);
        QCOMPARE(engineText(text.toStdString()), text);

        // With every template translated, the whole text is the translation.
        QHash<QString, QString> table;
        for (const char* t : m::kAll)
            table.insert(QString::fromUtf8(t), QLatin1Char('[') + QString::fromUtf8(t) + QLatin1Char(']'));
        install(table);
        const bool list = std::strcmp(templ, m::kReasonList) == 0;
        const auto shown = [&](size_t i) {
            const QString arg = QString::fromStdString(args[i]);
            return list ? QLatin1Char('[') + arg + QLatin1Char(']') : arg;  // a list's items are messages
        };
        QCOMPARE(engineText(text.toStdString()), QLatin1Char('[')
                                                     + english(templ, {shown(0).toStdString(), shown(1).toStdString(),
                                                                       at(2), at(3), at(4), at(5), at(6), at(7), at(8)})
                                                     + QLatin1Char(']'));
    }

    // Each template is in kAll once, and kAll holds every template of the
    // header (the target kind words, which are no messages, aside).
    void catalogIsComplete()
    {
        QSet<QString> seen;
        for (const char* templ : m::kAll) {
            QVERIFY2(!seen.contains(QString::fromUtf8(templ)), templ);
            seen.insert(QString::fromUtf8(templ));
        }
        QFile header(QStringLiteral(MESSAGE_TEXT_H));
        QVERIFY(header.open(QIODevice::ReadOnly));
        static const QRegularExpression marker(QStringLiteral("QT_TRANSLATE_NOOP\\(\\s*\"Engine\","));
        const qsizetype marked = QString::fromUtf8(header.readAll()).count(marker);
        QCOMPARE(marked, qsizetype(std::size(m::kAll)) + 3);
    }

    // The reading that explains most of the text as template wording wins:
    // "cannot open %1: %2" also matches the longer messages that start the
    // same way, and a message's own template one with an advice around it.
    void mostWordingWins_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("templ");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("direct I/O, EINVAL")
            << english(m::kCannotOpenForDirectIoInvalid, {"/a: b", "Invalid argument"})
            << QString::fromUtf8(m::kCannotOpenForDirectIoInvalid) << texts({"/a: b", "Invalid argument"});
        QTest::newRow("without rights, path repeated")
            << english(m::kCannotOpenWithoutRights, {"/dev/sdb", "Permission denied"})
            << QString::fromUtf8(m::kCannotOpenWithoutRights) << texts({"/dev/sdb", "Permission denied"});
        QTest::newRow("mounted partition")
            << english(m::kPartitionMounted, {"/dev/sdb", "/mnt", "sdb1"}) << QString::fromUtf8(m::kPartitionMounted)
            << texts({"/dev/sdb", "/mnt", "sdb1"});
        QTest::newRow("filesystem signature, not any signature")
            << english(m::kSignatureFilesystemAn, {"ext4"}) << QString::fromUtf8(m::kSignatureFilesystemAn)
            << texts({"ext4"});
        const std::string ring = formatMessage(m::kCannotCreateRing, {"64", "Cannot allocate memory"});
        QTest::newRow("advice around a message") << english(m::kRingAdvice, {ring}) << QString::fromUtf8(m::kRingAdvice)
                                                 << QStringList{QString::fromStdString(ring)};
    }
    void mostWordingWins()
    {
        QFETCH(QString, text);
        QFETCH(QString, templ);
        QFETCH(QStringList, args);
        const std::optional<EngineMessage> parsed = parseEngineMessage(text);
        QVERIFY(parsed);
        QCOMPARE(QString::fromUtf8(parsed->templ), templ);
        QCOMPARE(parsed->args, args);
    }

    // What the engine does not say, or says no more, stays as it is, even
    // with a translator whose list separator differs.
    void unknownTextUnchanged_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("another sentence") << QStringLiteral("the disk caught fire");
        QTest::newRow("a list of unknown reasons") << QStringLiteral("one thing; another");
        QTest::newRow("half a list") << english(m::kReasonList, {m::kPsyncAskedFor, "something else"});
        QTest::newRow("an older wording") << QStringLiteral("cannot open /x (Permission denied)");
    }
    void unknownTextUnchanged()
    {
        QFETCH(QString, text);
        install({{QString::fromUtf8(m::kReasonList), QStringLiteral("%1；%2")},
                 {QString::fromUtf8(m::kPsyncAskedFor), QStringLiteral("psync demandé")}});
        QVERIFY(!parseEngineMessage(text));
        QCOMPARE(engineText(text.toStdString()), text);
    }

    // The translation's template, with the arguments where it puts them.
    void translated()
    {
        install({{QString::fromUtf8(m::kCannotOpenWithoutRights),
                  QStringLiteral("%1 : ouverture impossible (%2) ; lancez Surfio en root ou dans le groupe de %1")},
                 {QString::fromUtf8(m::kLayoutNow), QStringLiteral("posé par Surfio maintenant (aléatoire, %1)")},
                 {QString::fromUtf8(m::kBytes), QStringLiteral("%1 octets")}});
        QCOMPARE(
            engineText(formatMessage(m::kCannotOpenWithoutRights, {"/dev/sdb", "Permission denied"})),
            QStringLiteral("/dev/sdb : ouverture impossible (Permission denied) ; lancez Surfio en root ou dans le "
                           "groupe de /dev/sdb"));
        // A size in bytes is a message of its own.
        QCOMPARE(engineText(formatMessage(m::kLayoutNow, {formatMessage(m::kBytes, {"1536"})})),
                 QStringLiteral("posé par Surfio maintenant (aléatoire, 1536 octets)"));
        QCOMPARE(engineText(formatMessage(m::kLayoutNow, {"64 MiB"})),
                 QStringLiteral("posé par Surfio maintenant (aléatoire, 64 MiB)"));
        // An argument that looks like a placeholder is not one.
        QCOMPARE(engineText(formatMessage(m::kCannotOpenWithoutRights, {"/tmp/100%2", "Permission denied"})),
                 QStringLiteral("/tmp/100%2 : ouverture impossible (Permission denied) ; lancez Surfio en root ou dans "
                                "le groupe de /tmp/100%2"));
    }

    // An argument that is an engine message is translated too.
    void nestedMessage()
    {
        const std::string inner = formatMessage(m::kCannotCreateRingMemory, {"64", "Cannot allocate memory"});
        const std::string outer = formatMessage(m::kRingAdvice, {inner});
        const std::optional<EngineMessage> parsed = parseEngineMessage(QString::fromStdString(outer));
        QVERIFY(parsed);
        QCOMPARE(QString::fromUtf8(parsed->templ), QString::fromUtf8(m::kRingAdvice));
        QCOMPARE(parsed->args, QStringList{QString::fromStdString(inner)});

        install({{QString::fromUtf8(m::kRingAdvice), QStringLiteral("%1 — baissez --iodepth")},
                 {QString::fromUtf8(m::kCannotCreateRingMemory), QStringLiteral("anneau de %1 impossible : %2")}});
        QCOMPARE(engineText(outer),
                 QStringLiteral("anneau de 64 impossible : Cannot allocate memory — baissez --iodepth"));
    }

    // A list of reasons: each translated, whatever its own template holds.
    void reasonList()
    {
        std::string reasons;
        addReason(reasons, formatMessage(m::kRingFlagsRefused, {"SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN"}));
        addReason(reasons, formatMessage(m::kRingFlagsRefused, {"COOP_TASKRUN"}));
        addReason(reasons, formatMessage(m::kBuffersNotRegisteredMemlock, {"Cannot allocate memory"}));
        QCOMPARE(QString::fromStdString(reasons),
                 QStringLiteral("ring flags SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN refused (EINVAL); ring flags "
                                "COOP_TASKRUN refused (EINVAL); buffers not registered (Cannot allocate memory, "
                                "RLIMIT_MEMLOCK too low?)"));
        QCOMPARE(engineText(reasons), QString::fromStdString(reasons));

        install({{QString::fromUtf8(m::kReasonList), QStringLiteral("%1 / %2")},
                 {QString::fromUtf8(m::kRingFlagsRefused), QStringLiteral("drapeaux %1 refusés")},
                 {QString::fromUtf8(m::kBuffersNotRegisteredMemlock), QStringLiteral("tampons non enregistrés (%1)")}});
        QCOMPARE(engineText(reasons),
                 QStringLiteral("drapeaux SINGLE_ISSUER|DEFER_TASKRUN|COOP_TASKRUN refusés / drapeaux COOP_TASKRUN "
                                "refusés / tampons non enregistrés (Cannot allocate memory)"));
    }

    void targetKinds()
    {
        QCOMPARE(targetKindText(TargetKind::BlockDevice), QStringLiteral("block device"));
        install({{QStringLiteral("block device"), QStringLiteral("périphérique bloc")}});
        QCOMPARE(targetKindText(TargetKind::BlockDevice), QStringLiteral("périphérique bloc"));
        QCOMPARE(QString::fromStdString(targetKindName(TargetKind::BlockDevice)), QStringLiteral("block device"));
        // A path named like a kind is no message.
        QCOMPARE(engineText("block device"), QStringLiteral("block device"));
    }
};

QTEST_GUILESS_MAIN(TestEngineText)
#include "tst_engine_text.moc"

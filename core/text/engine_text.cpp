#include "core/text/engine_text.h"

#include "core/engine/message_text.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <cstring>
#include <map>
#include <vector>

namespace surfio {

namespace {

constexpr char kContext[] = "Engine";
const QLatin1String kListSeparator("; ");

// A template as an anchored regular expression: literal text as it is, each
// placeholder a capture (a repeated one a back-reference to it).
struct Pattern {
    const char* templ;
    QRegularExpression expression;
    qsizetype literals = 0;   // characters outside the placeholders
    QList<int> placeholders;  // capture group i + 1 holds %placeholders[i]
};

Pattern compile(const char* templ)
{
    Pattern p{templ, {}, 0, {}};
    const QString text = QString::fromUtf8(templ);
    std::map<int, int> groupOf;
    QString pattern;
    qsizetype literalFrom = 0;
    auto addLiteral = [&](qsizetype to) {
        pattern += QRegularExpression::escape(text.mid(literalFrom, to - literalFrom));
        p.literals += to - literalFrom;
    };
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        const int n = text[i + 1].digitValue();
        if (text[i] != QLatin1Char('%') || n < 1)
            continue;
        addLiteral(i);
        if (const auto known = groupOf.find(n); known != groupOf.end()) {
            pattern += QStringLiteral("\\g{%1}").arg(known->second);
        } else {
            p.placeholders.append(n);
            groupOf[n] = int(p.placeholders.size());
            pattern += QStringLiteral("(.*)");
        }
        literalFrom = ++i + 1;
    }
    addLiteral(text.size());
    p.expression = QRegularExpression(QRegularExpression::anchoredPattern(pattern),
                                      QRegularExpression::DotMatchesEverythingOption);
    p.expression.optimize();
    return p;
}

// Every template but the reason list, which is read apart, compiled once.
const std::vector<Pattern>& patterns()
{
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> compiled;
        for (const char* templ : messages::kAll)
            if (std::strcmp(templ, messages::kReasonList) != 0)
                compiled.push_back(compile(templ));
        return compiled;
    }();
    return all;
}

// One way to read a text: a template and its arguments, and how many of the
// text's characters that makes template wording, the arguments' own included.
// Of several readings the one with the most wording wins: "cannot create an
// io_uring ring of depth %1: %2" also matches "...: lower --iodepth, or use
// --engine=psync", but "%1: lower --iodepth, or use --engine=psync" around it
// explains more of the text.
struct Reading {
    const char* templ = nullptr;
    QStringList args;
    qsizetype wording = 0;
};

// The readings found so far for the texts and arguments of one message.
struct Readings {
    QHash<QString, std::optional<Reading>> asOne;  // one template
    QHash<QString, std::optional<Reading>> any;    // one template or a reason list
};

std::optional<Reading> read(const QString& text, Readings& memo);

std::optional<Reading> readOne(const QString& text, Readings& memo)
{
    if (const auto known = memo.asOne.constFind(text); known != memo.asOne.constEnd())
        return *known;
    std::optional<Reading> best;
    for (const Pattern& p : patterns()) {
        const QRegularExpressionMatch match = p.expression.match(text);
        if (!match.hasMatch())
            continue;
        Reading r{p.templ, {}, p.literals};
        for (int n = 1; n <= int(p.placeholders.size()); ++n) {
            r.args.append(match.captured(int(p.placeholders.indexOf(n)) + 1));
            if (const std::optional<Reading> arg = read(r.args.back(), memo))
                r.wording += arg->wording;
        }
        if (!best || r.wording > best->wording)
            best = r;
    }
    memo.asOne.insert(text, best);
    return best;
}

// "a; b; c", each part a message, as "%1; %2" with %1 "a; b": the pieces
// between separators, grouped into the messages that explain them best.
std::optional<Reading> readList(const QString& text, Readings& memo)
{
    const QStringList pieces = text.split(kListSeparator);
    const qsizetype n = pieces.size();
    if (n < 2)
        return std::nullopt;
    auto joined = [&](qsizetype from, qsizetype to) { return pieces.mid(from, to - from).join(kListSeparator); };
    // wording[j]: the most wording of pieces [0, j) read as a list; last[j]: where its last message starts.
    std::vector<qsizetype> wording(size_t(n) + 1, -1), last(size_t(n) + 1, -1);
    wording[0] = 0;
    for (qsizetype to = 1; to <= n; ++to)
        for (qsizetype from = to == n ? 1 : 0; from < to; ++from) {
            if (wording[size_t(from)] < 0)
                continue;
            const std::optional<Reading> message = readOne(joined(from, to), memo);
            if (!message)
                continue;
            const qsizetype w = wording[size_t(from)] + (from > 0 ? kListSeparator.size() : 0) + message->wording;
            if (w > wording[size_t(to)]) {
                wording[size_t(to)] = w;
                last[size_t(to)] = from;
            }
        }
    const qsizetype split = last[size_t(n)];
    if (split <= 0)
        return std::nullopt;
    return Reading{messages::kReasonList, {joined(0, split), joined(split, n)}, wording[size_t(n)]};
}

std::optional<Reading> read(const QString& text, Readings& memo)
{
    if (const auto known = memo.any.constFind(text); known != memo.any.constEnd())
        return *known;
    std::optional<Reading> best = readOne(text, memo);
    if (text.contains(kListSeparator))
        if (std::optional<Reading> list = readList(text, memo); list && (!best || list->wording > best->wording))
            best = list;
    memo.any.insert(text, best);
    return best;
}

// templ with %N replaced by args[N - 1], in one pass.
QString fill(const QString& templ, const QStringList& args)
{
    QString out;
    out.reserve(templ.size());
    for (qsizetype i = 0; i < templ.size(); ++i) {
        const int n = i + 1 < templ.size() && templ[i] == QLatin1Char('%') ? templ[i + 1].digitValue() : -1;
        if (n >= 1 && n <= args.size()) {
            out += args[n - 1];
            ++i;
        } else {
            out += templ[i];
        }
    }
    return out;
}

std::optional<QString> translated(const QString& english, Readings& memo)
{
    const std::optional<Reading> reading = read(english, memo);
    if (!reading)
        return std::nullopt;
    QStringList args;
    for (const QString& arg : reading->args)
        args.append(translated(arg, memo).value_or(arg));
    return fill(QCoreApplication::translate(kContext, reading->templ), args);
}

}  // namespace

std::optional<EngineMessage> parseEngineMessage(const QString& english)
{
    Readings memo;
    const std::optional<Reading> reading = read(english, memo);
    if (!reading)
        return std::nullopt;
    return EngineMessage{reading->templ, reading->args};
}

QString engineText(const std::string& english)
{
    const QString text = QString::fromStdString(english);
    Readings memo;
    return translated(text, memo).value_or(text);
}

QString targetKindText(TargetKind kind)
{
    return QCoreApplication::translate(kContext, targetKindName(kind).c_str());
}

namespace {
struct FeatureText {
    Q_DECLARE_TR_FUNCTIONS(EngineFeatures)
};
}  // namespace

QStringList engineFeatures(const EngineInfo& engine)
{
    QStringList features;
    if (!engine.ringFlagNames.empty())
        features.append(QString::fromStdString(engine.ringFlagNames));
    if (engine.registeredBuffers)
        features.append(FeatureText::tr("registered buffers"));
    if (engine.registeredFiles)
        features.append(FeatureText::tr("registered files"));
    if (!engine.bufferPages.empty())
        //: %1 what backs the buffers, as the result file says: "THP 2 MiB", "hugetlb 2 MiB", "4 KiB"
        features.append(FeatureText::tr("buffers on %1 pages").arg(QString::fromStdString(engine.bufferPages)));
    if (engine.submitBatch)
        features.append(FeatureText::tr("up to %n I/O(s) per submission", nullptr, int(engine.submitBatch)));
    if (!engine.workerCpus.empty())
        //: %1 a CPU list, "0" or "0-1": Surfio pinned each job to one CPU, since at a low queue depth every I/O is a
        //: hand-off to a kernel thread (a loop device's worker, io_uring's worker for tmpfs)
        features.append(FeatureText::tr("one CPU per job (%1): each I/O a hand-off to a kernel thread")
                            .arg(QString::fromStdString(engine.workerCpus)));
    if (engine.completeMin > 1)
        features.append(FeatureText::tr("waits for %n completion(s)", nullptr, int(engine.completeMin)));
    return features;
}

}  // namespace surfio

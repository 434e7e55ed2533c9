#include "core/matrix/matrix_text.h"

#include "core/text/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace surfio {

namespace {

// The editor's own words: these messages are the matrix editor's, in its
// context (its class's name, namespace and all).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MatrixEditor)
};

QString translated(const char* sourceText)
{
    return QCoreApplication::translate("surfio::MatrixEditor", sourceText);
}

// How a list of counts speaks of its mistakes.
struct CountWords {
    const char* empty;
    const char* emptyItem;
    const char* notNumber;   // %1: the item
    const char* outOfRange;  // %1: the item, %2: the most
    const char* repeated;    // %1: the item
};

constexpr CountWords kQueueDepthWords{
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "Give at least one queue depth, e.g. 1,4,32"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "A queue depth between commas is missing"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor",
                      "“%1” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "A queue depth of %1 is outside 1 to %2"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "Queue depth %1 is listed twice"),
};

constexpr CountWords kJobCountWords{
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "Give at least one number of jobs, e.g. 1,4"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "A number of jobs between commas is missing"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor",
                      "“%1” is not a number of jobs: give whole numbers separated by commas, e.g. 1,4"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "%1 is not a job count from 1 to %2"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "%1 jobs is listed twice"),
};

constexpr CountWords kTargetCountWords{
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "Give at least one number of targets, e.g. 1,2,4"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "A number of targets between commas is missing"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor",
                      "“%1” is not a number of targets: give whole numbers separated by commas, e.g. 1,2,4"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "%1 is not a target count from 1 to %2"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "%1 targets is listed twice"),
};

constexpr CountWords kRateWords{
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "Give at least one rate, e.g. 0,500,1000"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "A rate between commas is missing"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor",
                      "“%1” is not a rate: give IOPS per job as whole numbers separated by commas, 0 for "
                      "unthrottled, e.g. 0,500,1000"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "A rate of %1 is above %2"),
    QT_TRANSLATE_NOOP("surfio::MatrixEditor", "Rate %1 is listed twice"),
};

// One item of a count list: added to counts, or the reason it is not.
template <typename T>
QString addCount(const QString& item, T min, T max, const CountWords& words, std::vector<T>& counts)
{
    bool ok = false;
    const qulonglong value = item.toULongLong(&ok);
    if (item.isEmpty())
        return translated(words.emptyItem);
    if (!ok)
        return translated(words.notNumber).arg(item);
    if (value < min || value > max)
        return translated(words.outOfRange).arg(item, QLocale().toString(qulonglong(max)));
    if (std::find(counts.begin(), counts.end(), T(value)) != counts.end())
        return translated(words.repeated).arg(item);
    counts.push_back(T(value));
    return {};
}

// "1, 4,32" → {1, 4, 32}; keeps the good items of a bad list and reports the first bad one.
template <typename T>
bool parseCounts(const QString& text, T min, T max, const CountWords& words, std::vector<T>& counts, QString& error)
{
    counts.clear();
    if (text.trimmed().isEmpty()) {
        error = translated(words.empty);
        return false;
    }
    QString firstProblem;
    for (const QString& item : text.split(QLatin1Char(',')))
        if (const QString problem = addCount(item.trimmed(), min, max, words, counts);
            firstProblem.isEmpty() && !problem.isEmpty())
            firstProblem = problem;
    if (firstProblem.isEmpty())
        return true;
    error = firstProblem;
    return false;
}

}  // namespace

bool parseQueueDepths(const QString& text, std::vector<uint32_t>& depths, QString& error)
{
    return parseCounts(text, 1U, kMaxQueueDepth, kQueueDepthWords, depths, error);
}

bool parseJobCounts(const QString& text, std::vector<uint32_t>& jobs, QString& error)
{
    return parseCounts(text, 1U, kMaxJobs, kJobCountWords, jobs, error);
}

bool parseTargetCounts(const QString& text, std::vector<uint32_t>& counts, QString& error)
{
    if (text.trimmed().isEmpty()) {
        counts.clear();
        return true;
    }
    return parseCounts(text, 1U, kMaxJobs, kTargetCountWords, counts, error);
}

bool parseRates(const QString& text, std::vector<uint64_t>& rates, QString& error)
{
    if (text.trimmed().isEmpty()) {
        rates = {0};
        return true;
    }
    return parseCounts<uint64_t>(text, 0, UINT64_MAX, kRateWords, rates, error);
}

bool parseRuntime(const QString& text, bool endsByBytes, Nanoseconds& runtime, QString& error)
{
    const auto value = parseDuration(text);
    runtime = value.value_or(Nanoseconds(0));
    if (text.trimmed().isEmpty())
        error = Text::tr("Give a runtime per point, e.g. 30s");
    else if (!value)
        error = Text::tr("“%1” is not a runtime: give e.g. 30s, 500ms or 2m").arg(text.trimmed());
    else if (value->count() == 0 && !endsByBytes)
        error = Text::tr("A runtime of 0 means no time limit, so the point would never end: give e.g. 30s");
    else
        return true;
    return false;
}

bool parseRampTime(const QString& text, Nanoseconds& rampTime, QString& error)
{
    rampTime = Nanoseconds(0);
    if (text.trimmed().isEmpty())
        return true;  // no ramp
    const auto value = parseDuration(text);
    if (!value) {
        error = Text::tr("“%1” is not a ramp time: give e.g. 5s or 500ms, or 0 for none").arg(text.trimmed());
        return false;
    }
    rampTime = *value;
    return true;
}

bool parseRegionSize(const QString& text, uint64_t& regionSize, QString& error)
{
    regionSize = 0;
    if (text.trimmed().isEmpty())
        return true;  // the whole file or device
    const auto value = parseSize(text);
    if (!value) {
        error = Text::tr("“%1” is not a region size: give e.g. 1g or 256m, or leave it empty for the whole file or "
                         "device")
                    .arg(text.trimmed());
        return false;
    }
    regionSize = *value;
    return true;
}

bool parseBlockSplits(const QString& text, std::vector<BlockSplit>& splits, QString& error)
{
    splits.clear();
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    QString firstProblem;
    for (const QString& item : text.split(spaces, Qt::SkipEmptyParts)) {
        BlockSplit split;
        QString problem;
        if (!parseBlockSplit(item, split, problem)) {
            if (!problem.isEmpty())
                problem[0] = problem[0].toUpper();  // core's messages start mid-sentence
        } else if (std::find(splits.begin(), splits.end(), split) != splits.end()) {
            problem = Text::tr("The split %1 is listed twice").arg(QString::fromStdString(blockSplitName(split)));
        } else {
            splits.push_back(split);
        }
        if (firstProblem.isEmpty())
            firstProblem = problem;
    }
    if (firstProblem.isEmpty())
        return true;
    error = firstProblem;
    return false;
}

bool parseOrderSeed(const QString& text, uint64_t& seed, QString& error)
{
    seed = 0;
    if (text.trimmed().isEmpty())
        return true;  // 0: a run picks one
    bool ok = false;
    seed = text.trimmed().toULongLong(&ok);
    if (!ok)
        error = Text::tr("“%1” is not a seed: give a whole number, or 0 for a new seed each run").arg(text.trimmed());
    return ok;
}

bool parseTrackedBlockSize(const QString& text, uint64_t& blockSize, QString& error)
{
    blockSize = 0;
    const auto value = parseSize(text);
    if (text.trimmed().isEmpty())
        error = Text::tr("Give the block size steady state watches, e.g. 4k");
    else if (!value || *value == 0)
        error = Text::tr("“%1” is not a block size: give e.g. 4k or 128k").arg(text.trimmed());
    else
        blockSize = *value;
    return blockSize != 0;
}

QString countsText(const std::vector<uint32_t>& counts)
{
    QStringList items;
    for (uint32_t count : counts)
        items << QString::number(count);
    return items.join(QLatin1Char(','));
}

QString ratesText(const std::vector<uint64_t>& rates)
{
    if (rates == std::vector<uint64_t>{0})
        return {};
    QStringList items;
    for (uint64_t rate : rates)
        items << QString::number(rate);
    return items.join(QLatin1Char(','));
}

QString splitsText(const std::vector<BlockSplit>& splits)
{
    QStringList items;
    for (const BlockSplit& split : splits)
        items << QString::fromStdString(blockSplitName(split));
    return items.join(QLatin1Char(' '));
}

QString sizeText(uint64_t bytes)
{
    static const char suffixes[] = "ptgmk";
    for (int i = 0; i < 5; ++i) {
        const int shift = 10 * (5 - i);
        if (bytes && bytes % (uint64_t(1) << shift) == 0)
            return QString::number(bytes >> shift) + QLatin1Char(suffixes[i]);
    }
    return QString::number(bytes);
}

}  // namespace surfio

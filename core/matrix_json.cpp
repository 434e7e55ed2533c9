#include "matrix_json.h"

#include "units.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace surfio {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(MatrixJson)
};

template <typename T, typename F>
QJsonArray arrayOf(const std::vector<T>& values, F convert)
{
    QJsonArray a;
    for (const T& v : values)
        a.append(convert(v));
    return a;
}

// Reads a list of whole numbers within [min, max]; false when malformed.
template <typename T>
bool numbers(const QJsonObject& json, const char* key, uint64_t min, uint64_t max, std::vector<T>& out,
             QString& error)
{
    const QJsonValue v = json[QLatin1String(key)];
    if (v.isUndefined())
        return true;
    std::vector<T> values;
    for (const QJsonValue& item : v.toArray()) {
        const double d = item.toDouble(-1);
        if (d < double(min) || d > double(max) || d != double(uint64_t(d))) {
            error = Text::tr("\"%1\" holds %2, which is not a whole number from %3 to %4")
                        .arg(QLatin1String(key), item.toVariant().toString())
                        .arg(min)
                        .arg(max);
            return false;
        }
        values.push_back(T(d));
    }
    if (values.empty()) {
        error = Text::tr("\"%1\" is empty: give at least one value").arg(QLatin1String(key));
        return false;
    }
    out = values;
    return true;
}

} // namespace

QJsonObject matrixToJson(const Matrix& m)
{
    QJsonObject o;
    o[QStringLiteral("rw")] = arrayOf(m.patterns, [](Pattern p) { return QString::fromStdString(patternName(p)); });
    o[QStringLiteral("bs")] = arrayOf(m.blockSizes, [](uint64_t v) { return double(v); });
    o[QStringLiteral("rwmixread")] = arrayOf(m.readPercents, [](int v) { return v; });
    o[QStringLiteral("iodepth")] = arrayOf(m.queueDepths, [](uint32_t v) { return double(v); });
    o[QStringLiteral("numjobs")] = arrayOf(m.jobCounts, [](uint32_t v) { return double(v); });
    o[QStringLiteral("runtime_ms")] = double(m.base.runtime.count()) / 1e6;
    o[QStringLiteral("ramp_time_ms")] = double(m.base.rampTime.count()) / 1e6;
    o[QStringLiteral("size")] = double(m.base.regionSize);
    o[QStringLiteral("offset")] = double(m.base.regionOffset);
    o[QStringLiteral("io_size")] = double(m.base.byteTotal);
    o[QStringLiteral("direct")] = m.base.direct ? 1 : 0;
    o[QStringLiteral("percentage_random")] = m.base.percentageRandom;
    o[QStringLiteral("rate_iops")] = double(m.base.rateIops);
    o[QStringLiteral("targets")] = arrayOf(m.base.targets, [](const std::string& t) { return QString::fromStdString(t); });
    return o;
}

bool matrixFromJson(const QJsonObject& json, Matrix& m, QString& error)
{
    Matrix out;
    if (json.contains(QStringLiteral("rw"))) {
        out.patterns.clear();
        for (const QJsonValue& v : json[QStringLiteral("rw")].toArray()) {
            const auto p = parsePattern(v.toString().toStdString());
            if (!p) {
                error = Text::tr("\"rw\" holds \"%1\", which is not a pattern").arg(v.toString());
                return false;
            }
            out.patterns.push_back(*p);
        }
        if (out.patterns.empty()) {
            error = Text::tr("\"rw\" is empty: give at least one pattern");
            return false;
        }
    }
    if (!numbers(json, "bs", kMinBlockSize, kMaxBlockSize, out.blockSizes, error)
        || !numbers(json, "rwmixread", 0, 100, out.readPercents, error)
        || !numbers(json, "iodepth", 1, kMaxQueueDepth, out.queueDepths, error)
        || !numbers(json, "numjobs", 1, kMaxJobs, out.jobCounts, error))
        return false;
    const auto ms = [&](const char* key, std::chrono::nanoseconds& into) {
        const QJsonValue v = json[QLatin1String(key)];
        if (!v.isUndefined())
            into = std::chrono::nanoseconds(int64_t(std::min<uint64_t>(toCount(v.toDouble() * 1e6), INT64_MAX)));
    };
    ms("runtime_ms", out.base.runtime);
    ms("ramp_time_ms", out.base.rampTime);
    out.base.regionSize = toCount(json[QStringLiteral("size")].toDouble(double(out.base.regionSize)));
    out.base.regionOffset = toCount(json[QStringLiteral("offset")].toDouble(0));
    out.base.byteTotal = toCount(json[QStringLiteral("io_size")].toDouble(0));
    out.base.direct = json[QStringLiteral("direct")].toInt(1) != 0;
    out.base.percentageRandom = json[QStringLiteral("percentage_random")].toInt(-1);
    out.base.rateIops = toCount(json[QStringLiteral("rate_iops")].toDouble(0));
    for (const QJsonValue& t : json[QStringLiteral("targets")].toArray())
        out.base.targets.push_back(t.toString().toStdString());
    m = out;
    return true;
}

} // namespace surfio

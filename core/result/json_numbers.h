#pragma once

#include <QJsonObject>
#include <QString>

#include <cstdint>

namespace surfio {

// Numbers read from JSON someone gave (a result, a journal, fio's output),
// each checked for its type and range, so that a figure that cannot be read
// is never read as 0 and compared, gated or charted as if measured. The
// first that is not what it should be is kept, named by where it is:
// "read.total_ios is "12x", not a count".
class JsonNumbers {
public:
    // A whole count ≥ 0: a JSON number, or a string of digits (as fio and
    // Surfio write numbers above 2^53). Absent: 0 (older formats lack it).
    uint64_t count(const QJsonObject& o, const QString& key, const QString& where = {});
    // A finite number ≥ 0. Absent or null (Qt writes NaN as null): fallback.
    double number(const QJsonObject& o, const QString& key, const QString& where = {}, double fallback = 0);

    bool ok() const { return problem_.isEmpty(); }
    const QString& problem() const { return problem_; }

private:
    void refuse(const QString& name, const QJsonValue& v, const QString& expected);
    QString problem_;
};

}  // namespace surfio

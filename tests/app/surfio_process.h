#pragma once

// Running the real `surfio run` (SURFIO_BIN, as ctest sets it) from a test,
// and reading what it wrote: shared by the tests of tests/app.

#include "tests/system_tools.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace testing {

inline QString surfioBinary()
{
    return qEnvironmentVariable("SURFIO_BIN");
}

// For initTestCase: the binary under test is there and runs.
inline void requireSurfioBinary()
{
    const QString bin = surfioBinary();
    QVERIFY2(!bin.isEmpty(), "SURFIO_BIN is not set: run through ctest, or set it to build/app/surfio");
    QVERIFY2(QFileInfo(bin).isExecutable(), qPrintable(bin + " is not an executable"));
}

inline void startSurfio(QProcess& p, const QStringList& args, const QProcessEnvironment& env)
{
    p.setProcessEnvironment(env);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(surfioBinary(), QStringList{"run"} + args);
}

inline Run surfio(const QStringList& args, const QProcessEnvironment& env, int timeoutMs)
{
    QProcess p;
    startSurfio(p, args, env);
    if (!p.waitForStarted())
        return {-1, {}, "cannot start " + surfioBinary()};
    return finish(p, "surfio run " + args.join(' '), timeoutMs);
}

// For failure messages: the command and what it said.
inline QByteArray describe(const QStringList& args, const Run& r)
{
    return ("surfio run " + args.join(' ') + "\n  exit code: " + QString::number(r.exitCode)
            + "\n  stderr: " + r.err.trimmed() + "\n  stdout: " + r.out.left(2000).trimmed())
        .toLocal8Bit();
}

inline QJsonObject readJson(const QString& path, QString& why)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        why = "cannot open " + path + ": " + f.errorString();
        return {};
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        why = path + " does not parse as a JSON object: " + error.errorString();
        return {};
    }
    return doc.object();
}

// A JSON value as compact text, for failure messages.
inline QByteArray compact(const QJsonValue& v)
{
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).left(3000);
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact).left(3000);
    return QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
}

}  // namespace testing

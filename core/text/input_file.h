#pragma once

#include <QByteArray>
#include <QString>

namespace surfio {

// What a file a person names is meant to hold: it sets how large the file
// may be and what a refusal tells them to give instead.
enum class InputKind {
    FioJobFile,  // `surfio import-fio FILE|-`, the workbench's Import
    Preset,      // --preset=FILE.json, `surfio presets FILE.json`
    Volume,      // a volume profile, `surfio volumes FILE.json`, --volume=FILE.json
    Result,      // --rerun=FILE.json, the workbench's Open (also fio's JSON)
    Journal,     // `surfio resume JOURNAL`, the workbench's Resume
};

// Text a person writes: a fio job file or a preset is a few KiB.
constexpr qint64 kTextFileLimit = qint64(16) << 20;
// Written with time series: a steady-state PTS run (56 points x 25 rounds of
// a minute, samples every 100 ms) saves about 270 MB.
constexpr qint64 kResultFileLimit = qint64(1) << 30;

qint64 inputLimit(InputKind kind);

// What a path is when it is not a regular file ("a directory", "a FIFO
// (named pipe)"), from its stat mode, for a refusal.
QString fileTypeName(unsigned mode);

// Reads a file a person named, whole. Refuses what is not a regular file (a
// FIFO, a device, a socket, a directory: reading one may never end) and a
// file larger than the kind's limit, with a message naming the path and what
// to give instead. For a fio job file "-" is standard input, read up to the
// limit. A path starting with ':' is one of Qt's resources (the built-in
// presets), as for QFile.
bool readInputFile(const QString& path, InputKind kind, QByteArray& data, QString& error);

}  // namespace surfio

#pragma once

#include "core/result/result_set.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace surfio {

// One entry of File → Recent runs: a result file and what tells it from the others.
struct RecentRun {
    QString path;
    QString preset;  // the matrix's preset, empty for a matrix of one's own
    QStringList targets;
    QDateTime started;  // when the run began; the file's time where the result does not say
    QDateTime used;     // when it was last run, saved or opened here: the list's order
};

// "limits · /dev/nvme0n1 · 05/12/2026 20:48": the preset, the targets and
// the date, in the menu's words (& doubled, so no letter is underlined).
QString recentRunName(const RecentRun& run);

// The results this workbench ran, saved or opened, newest first, kept in
// the settings with what names them; and the runs directory's results it
// has not named yet (a command-line run's), read once and kept with them.
// Files that are gone leave the list.
class RecentRuns {
public:
    static void remember(const QString& path, const ResultSet& results);
    static QList<RecentRun> list(int count);
    static void forget(const QString& path);
    // The result on show when the window last closed, for the next start; empty for none.
    static QString lastShown();
    static void setLastShown(const QString& path);

private:
    static QList<RecentRun> stored();
    static void store(const QList<RecentRun>& runs);
};

}  // namespace surfio
